"""Readings for what the v19 writers wrote (issue 15, round 19, rules19a: residence, employer and role, tool, version,
schedule, frequency, quantity), one table per family. v19's false alarm first: two notes that are both true, and the
structure that makes them so read in general, not the pair:

- where someone grew up, was brought up or spent their childhood is where they come from, not a home now ("grew up
  in Spokane, moved west for college" after "lives in Seattle"); a move to that place told beside it still moves
  them (:func:`core.conflicts.home_swap._origin`); and "Joburg is home since the relocation" names a place, not a
  person at home (:func:`core.conflicts.home_swap._since_the_move`).

Then v19's misses, by structure:

- a rate told again by the verb that takes the activity to it ("therapy tapered to every third week", "cut climbing
  down to a single Saturday session") — :mod:`core.conflicts.rate_retold`;
- a measure a verb sets to an amount ("The sprint cap was lowered to 24 points after two missed sprints", "set
  target at 2,100 kcal"), a limit told in any of its words — :mod:`core.conflicts.measure_set`;
- a weekly slot's day moved where the older note gives a time and the newer a part of the day ("Monday at 10" /
  "rescheduled to Wednesday mornings"), a hyphenated meeting word in the plural ("one-on-ones"), "local" after a
  time, and a slot that is someone else's by a possessive ("the user's manager's 1:1") —
  :func:`core.conflicts.clock_swap.day_change`;
- a version told alone in a clause that names only the thing, the change said in another clause ("finished the
  control-plane upgrade; the cluster reports v1.29"), and an older version named again only to say it is gone ("11
  toolchain removed") — :mod:`core.conflicts.version_swap`;
- a fronted clause of time or reason written without its comma, up to a subject told with a contraction ("After a
  month with PyCharm I'm not going back to VS Code"), and on a dated note a short event before a semicolon ("two
  hires started; team is 7"), the event marking the change — :func:`core.conflicts.fronted.main_clause`;
- a monthly thing's day told again as a date, a place in the month or a weekday's turn ("the 25th" / "the last
  working day of the month") — :mod:`core.conflicts.month_day`.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

RESIDENCE = [
    # v19's false alarm, and the same structure in other words: where someone comes from
    ("2026-02-01 — lives in Seattle.", "2026-02-10 — grew up in Spokane, moved west for college.", False),
    ("I'm based in Berlin.", "I was brought up in Dresden; moved north after school.", False),
    ("2025-03 — lives in Lyon.", "2025-09 — childhood home in Grenoble, moved for university.", False),
    ("The user lives in Denver.", "The user grew up in Omaha and relocated after college.", False),
    ("user based in Leeds", "user raised in Sheffield, moved away at eighteen", False),
    # a move to the place they grew up in is a move
    ("lives in Seattle", "moved back to Spokane, where I grew up", True),
    ("The user lives in Toronto.", "The user moved home to Halifax, where they were raised.", True),
    ("I'm based in Berlin.", "I relocated to Dresden last month.", True),
    # a place home since a move; a person home since a day is no place
    ("2025-09 — based in Cape Town.", "2026-02-20 — Joburg is home since the relocation; CT house rented out.", True),
    ("The user lives in Leeds.", "York is home since our move in March.", True),
    ("I live in Pune.", "Priya is home since Tuesday with the flu.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY = [
    # a verb that takes the activity to its new rate, whatever the verb; when or why told after it
    ("2025-05-20 — therapy sessions weekly.", "2026-01-12 — therapy tapered to every third week.", True),
    ("The user backs up their photos monthly.",
     "The user set the photo backup to run automatically every night.", True),
    ("The user visits the climbing gym three times a week.",
     "The user cut climbing down to a single Saturday session after the shoulder injury.", True),
    ("The user waters the garden every morning.", "The user cut watering down to every other day once the rain came.",
     True),
    ("The team retro happens every two weeks.", "The team retro was stretched to once a month.", True),
    # another activity, another holder, another scope, or the same rate said another way
    ("The user visits the climbing gym three times a week.",
     "The user's partner cut climbing down to a single Saturday session.", False),
    ("The user visits the climbing gym three times a week.",
     "The user cut bouldering down to a single Saturday session.", False),
    ("The user backs up their photos monthly.", "The user set the video backup to run every night.", False),
    ("2025-05-20 — therapy sessions weekly.", "2026-01-12 — physio tapered to every third week.", False),
    ("Log rotation runs daily.", "Log rotation on staging was set to run weekly.", False),
    ("The team retro happens every two weeks.", "The team retro was moved to every other week.", False),
    ("The team retro happens every other week.", "The team retro happens twice a month.", False),
    ("The user swims three times a week.", "The user bumped running up to five times a week.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


QUANTITY = [
    # a measure a verb takes to an amount, another amount told beside it; a limit told in any of its words
    ("Each sprint is capped at 30 story points.", "The sprint cap was lowered to 24 points after two missed sprints.",
     True),
    ("The user's API rate limit is 1,000 requests per minute.",
     "The user's plan upgrade lifted the API cap to 5,000 requests a minute.", True),
    ("2025-11-11 — daily calorie target 2,400.", "2026-02-08 — nutritionist set target at 2,100 kcal.", True),
    ("Bookings take no more than 8 guests.", "The booking limit was cut to 6 guests.", True),
    ("The user's daily step goal is 8,000.", "The user's doctor pushed the step goal up to 10,000.", True),
    # another measure, unit, scope or holder; one occasion; the older amount kept; a unit told another way
    ("The user's daily calorie target is 2,400.", "The nutritionist set the protein target at 150 g.", False),
    ("Each sprint is capped at 30 story points.", "The sprint was extended to 3 weeks.", False),
    ("Each sprint is capped at 30 story points.", "Sprint velocity rose to 34 points.", False),
    ("The API limit is 100 requests a minute.", "The staging API cap was raised to 500 requests a minute.", False),
    ("Uploads are capped at 10 MB.", "The avatar upload cap was raised to 25 MB.", False),
    ("Each engineer takes a max of 3 tickets at once.", "Dana's ticket cap was lowered to 2.", False),
    ("User's rate limit is 100 req/min.", "The user lifted the limit to 500 for launch day only.", False),
    ("The build is limited to 4 concurrent jobs.",
     "The build was limited to 2 concurrent jobs back before the runner upgrade, which is why it is 4 now.", False),
    ("The session timeout is set to 15 minutes.", "The session timeout is set to 900 seconds.", False),
    # on a dated note, what happened before a semicolon is why the value that follows changed
    ("2025-06-01 — team size 5.", "2026-01-19 — two hires started; team is 7.", True),
    ("2025-06-01 — rent 1,200 a month.", "2026-03-02 — lease renewed; rent is 1,350 a month.", True),
    ("2025-02-01 — household of three.", "2025-09-10 — baby arrived; household is four.", True),
    ("2025-06-01 — team size 5.", "2026-01-19 — two hires started; backend team is 7.", False),
    ("2025-06-01 — team size 5.", "2026-01-19 — two hires started; they bring 7 years of experience.", False),
    ("2025-06-01 — restart takes 5 min.", "2026-01-19 — server crashed; restart took 9 min.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), QUANTITY)
def test_quantity(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SCHEDULE = [
    # a weekly slot's day moved, the older one told with a time, the newer with a part of the day
    ("The user's weekly one-on-one with their manager is Monday at 10.",
     "The user said their one-on-ones got rescheduled to Wednesday mornings permanently.", True),
    ("The user's piano lesson is Tuesdays at 5 pm.", "The user's piano lessons were rescheduled to Thursday evenings.",
     True),
    # "local" after a time is where it runs, not another thing
    ("nightly backup: 02:00 local", "backup cron = 0 4 * * *", True),
    ("db vacuum runs at 03:00 local", "db vacuum cron: 30 1 * * *", True),
    # another person's slot, another lesson, one week, another scope, the same time
    ("The user's manager's 1:1 with the VP is Thursday at 2pm.", "User's 1:1 got moved to Tuesday mornings.", False),
    ("The weekly one-on-one with my manager is Monday at 10.",
     "My one-on-one with the skip-level got moved to Wednesday mornings.", False),
    ("The weekly one-on-one with my manager is Monday at 10.",
     "This week's one-on-one got moved to Wednesday morning only.", False),
    ("The user's piano lesson is Tuesdays at 5 pm.", "The user's guitar lessons were rescheduled to Thursday evenings.",
     False),
    ("nightly backup: 02:00 local", "staging backup cron = 0 4 * * *", False),
    ("nightly backup: 02:00 local", "backup cron = 0 2 * * *", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULE)
def test_schedule(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION = [
    # the change told in a clause of its own, the version in another that names only the thing
    ("The user's cluster runs Kubernetes 1.27.",
     "The user finished the control-plane upgrade; the cluster reports v1.29 everywhere.", True),
    ("The user's NAS runs DSM 7.1.",
     "The user finished the firmware update; the NAS shows v7.2 on the status page.", True),
    # the older version named again only to say it is gone
    ("java: 11 (all services)", "services compiled for JDK 21; 11 toolchain removed", True),
    ("python: 3.10 (all services)", "services built on Python 3.12; 3.10 images deleted", True),
    # another scope in the version's clause; the older version kept; the same version
    ("The user's cluster runs Kubernetes 1.27.",
     "The user finished the staging upgrade; the staging cluster reports v1.29.", False),
    ("java: 11 (all services)", "services compiled for JDK 21; 11 toolchain kept for the batch jobs", False),
    ("The user's cluster runs Kubernetes 1.27.",
     "The user finished the control-plane upgrade; the node pools still report v1.27.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION)
def test_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL = [
    # a fronted clause of time or reason with no comma, up to a subject told with a contraction: the main clause
    ("I use VS Code for all my Python work.",
     "After a month with PyCharm I'm not going back to VS Code for Python.", True),
    ("I edit Rust in Vim.", "After a month with Helix I'm not going back to Vim for Rust.", True),
    # the older tool kept, another use, a condition kept in front
    ("I use VS Code for all my Python work.", "After a month with PyCharm I'm still using VS Code for Python.", False),
    ("I edit Rust in Vim.", "After a month with Helix I'm back in Vim for Rust.", False),
    ("I use VS Code for all my Python work.", "Since the new job started I've been using IntelliJ for Kotlin.", False),
    ("I write in Scrivener.", "When the publisher asks for .docx files I'm exporting from Word.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL)
def test_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("text", "main"), [
    ("After a month with PyCharm I'm not going back to VS Code for Python.",
     "I'm not going back to VS Code for Python."),
    ("Since the new job started I've been hitting the gym after 7 pm instead.",
     "I've been hitting the gym after 7 pm instead."),
    ("Since I moved to Berlin I've been cycling to work.", "I've been cycling to work."),
    ("When the client is on the thread I'm replying in English.",
     "When the client is on the thread I'm replying in English."),
    ("Since 2020 I have used Vim.", "Since 2020 I have used Vim."),
])
def test_a_fronted_clause_without_its_comma(text: str, main: str) -> None:
    from core.conflicts.fronted import main_clause

    assert main_clause(text) == main


MONTH_DAY = [
    # a monthly thing's day told again, as a date, a place in the month or a weekday's turn, whatever verb tells it
    ("Payroll is run on the 25th of every month.",
     "Payroll is processed on the last working day of the month under the new bank agreement.", True),
    ("The user's book club meets on the first Thursday of the month.",
     "The user's book club gathers on the last Friday of every month at Halden's.", True),
    ("The newsletter goes out on the first Monday of the month.",
     "The newsletter goes out on the last Friday of the month now.", True),
    # another thing, another holder's or scope, one month, two days in one text
    ("Payroll is run on the 25th of every month.",
     "The payroll report is sent on the last working day of the month.", False),
    ("Rent is due on the 1st of each month.", "The rent reminder goes out on the 25th.", False),
    ("Payroll is run on the 25th of every month.",
     "Payroll for contractors is run on the last working day of the month.", False),
    ("Payroll is run on the 25th of every month.", "Payroll ran on the 24th this month because of the holiday.", False),
    ("The user's book club meets on the first Thursday of the month.",
     "The user's chess club meets on the last Friday of the month.", False),
    ("Payroll is run on the 25th of every month.",
     "Payroll is run on the 25th; bonuses on the last working day of the month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MONTH_DAY)
def test_a_monthly_things_day(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "shown"), [
    ("Rent is paid on the 1st of every month.", "Rent is paid on the 3rd of every month now.", "the 1st → the 3rd"),
    ("Invoices go out on the 22nd of each month.", "Invoices go out on the 11th of each month now.",
     "the 22nd → the 11th"),
])
def test_a_monthly_day_reads_as_a_person_writes_it(old: str, new: str, shown: str) -> None:
    from core.conflicts.month_day import month_day_change

    reason = month_day_change(old, new)
    assert reason is not None and reason.endswith(shown), reason
