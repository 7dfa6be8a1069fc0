"""Readings for what the v21 and dev21 writers wrote (issue 15, round 21, rules21a: residence, employer and role,
schedule, quantity), one table per family. False alarms first, each a structure that makes both notes true, read in
general and not for the pair, with near misses of our own in other wording and the contradiction beside each:

- a change suggested and the decision said NOT taken ("nobody has agreed yet", "no one's signed off", "not everyone
  agreed"): the taking-up word negated is no taking up (:func:`core.conflicts.bounds._taken_up`), and a note that
  says so is hedged (:data:`core.conflicts.not_standing._UNDECIDED`);
- an amount inside the other memory's range ("7–8 hours" / "about seven and a half hours", "between 30 and 40
  minutes" / "35 minutes"), or told per another share ("12 km each way" / "24 km round trip") —
  :mod:`core.conflicts.ranges`;
  "seven and a half hours" is one amount (:mod:`core.conflicts.value_folding`);
- a value labelled past by a year ("pre-2019 residence: Perth") or a state recalled with its year ("mentioned being
  lead dev there in 2021, before the CTO role") — :func:`core.conflicts.bounds._past_state`;
- a name told by its initials ("Wellington NZ" after "Wellington, New Zealand") — :mod:`core.conflicts.initials`;
- the older value restated in a bracket with nothing more ("Google Switzerland (Zurich)" after "Google, Zurich") —
  :mod:`core.conflicts.bracket_restated`.

Then misses, by structure: the occasion a change was made at told after its value ("upgraded to 1.26 during Tuesday's
maintenance window") — :mod:`core.conflicts.when_changed`; a part of the day the older clock time is not in ("shifted
my workouts to lunchtime" after "at 6:30") — :mod:`core.conflicts.daypart_time`; a state reached told in front with
"with" ("With the drip system in, I only water …") — :mod:`core.conflicts.fronted`; a life moved for good ("went back
to Auckland for good", "started over in Valencia") — :mod:`core.conflicts.home_swap`; a thing of the older value given
back or not renewed ("turned in my Shopify laptop", "ASML badge returned", "Lucidchart seats not renewed", "Sentry
plan lapsed", "the Cluj stint is over", "the Galway cottage was vacated") with another value named —
:mod:`core.conflicts.displaced`; not when the clause says what for ("for a repair").
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

SCHEDULE = [
    # v21's false alarm: suggested, and the decision said not taken
    ("The user's book club meets the first Wednesday of the month.",
     "The user suggested moving book club to Thursdays; nobody has agreed yet.", False),
    ("Standup is at 9:30.", "Standup moves to 10:00 — not everyone has agreed yet.", False),
    ("The retro is on Thursdays.", "Lena proposed shifting the retro to Mondays, but no one's signed off.", False),
    ("The user's piano lesson is at 5pm.",
     "The user wants to move the piano lesson to 6pm; no one has agreed yet.", False),
    # a change told as the subject of a passive verb of suggesting
    ("The weekly sync is on Mondays at 10.", "Moving the sync to Tuesdays was floated during Friday's planning.",
     False),
    # the occasion a change was made at, after its value ("during Friday's planning"): read without it
    ("The weekly sync is on Mondays at 10.", "The weekly sync moved to Tuesdays at 10 during Friday's planning.", True),
    ("Our CI runs on Jenkins.", "CI was moved to GitHub Actions during the Q3 cleanup.", True),
    ("Our CI runs on Jenkins.", "During the outage, builds were moved to GitHub Actions for a day.", False),
    # a part of the day the older clock time is not in ("to lunchtime" after "at 6:30"); one it is in agrees
    ("I go to the gym at 6:30 before work.",
     "I've shifted my workouts to lunchtime; the early mornings just weren't happening.", True),
    ("The user takes their medication at 8am daily.",
     "The user's doctor told them to take the medication at bedtime instead of mornings.", True),
    ("I go to the gym at 7:30.", "I go to the gym in the mornings.", False),
    ("I go to the gym at 6:30.", "My partner goes to the gym at lunchtime.", False),
    ("I go to the gym at 6:30.", "On Saturday I went to the gym at lunchtime.", False),
    # the decision taken, or no word of a decision: a change
    ("Standup is at 9:30.", "Priya suggested moving standup to 10:00 and the team agreed.", True),
    ("The user's book club meets the first Wednesday of the month.", "The user moved book club to Thursdays.", True),
]

QUANTITY = [
    # v21's false alarm: an amount inside the older range
    ("2025-08-21 — sleeps 7–8 hours a night.", "2026-01-16 — averaging about seven and a half hours of sleep.", False),
    ("The commute is between 30 and 40 minutes.", "The commute took 35 minutes today.", False),
    ("budget: $2,000-3,000 a month", "budget: about $2,500 a month", False),
    ("The user drinks 2-3 coffees a day.", "The user is having about two and a half coffees a day.", False),
    # dev21's: the amount per another share
    ("2025-05-02 — bike commute is 12 km each way.", "2025-05-15 — bike commute: 24 km round trip.", False),
    ("The drive to the cabin is 90 minutes one way.", "The drive to the cabin is three hours there and back.", False),
    # outside the range, or the same share: a change
    ("sleeps 7-8 hours a night", "now sleeping only 5 hours a night", True),
    ("budget: $2,000-3,000 a month", "budget raised to $4,000 a month", True),
    ("bike commute is 12 km each way.", "bike commute is 15 km each way now.", True),
    ("The drive to the cabin is 90 minutes one way.",
     "The drive to the cabin is two hours one-way since the bridge closed.", True),
]

RESIDENCE = [
    # dev21's false alarms: a value labelled past by a year; a name in initials
    ("current residence: Melbourne, VIC", "pre-2019 residence: Perth; moved east since", False),
    ("home: Lisbon", "pre-2020 home: Porto", False),
    ("residence: Wellington, New Zealand", "residence: Wellington NZ — reconfirmed by user on onboarding call", False),
    ("The user lives in New York City.", "The user is an NYC resident now.", False),
    ("The user lives in Oslo.", "The user recalled living in Bergen back in 2015.", False),
    # a life moved for good ("went back to Auckland for good", "started over in Valencia"), the older dwelling vacated
    ("I'm based in Lisbon these days, renting a place in Alfama.",
     "Sold most of my furniture and started over in Valencia at the beginning of March.", True),
    ("2025-04-10 — home: Melbourne, Fitzroy.", "2026-02-01 — packed up and went back to Auckland for good.", True),
    ("The user is housed in a rented cottage in Galway.",
     "The Galway cottage was vacated in April and a flat in Limerick was taken instead.", True),
    ("I live in Lisbon.", "I went back to Porto for a week.", False),
    ("I live in Lisbon.", "My sister went back to Porto for good.", False),
    ("I live in Lisbon.", "The Lisbon office was vacated; the team moved to the Porto hub.", False),
    # another place, in initials or not, or a current key: a change
    ("home: Wellington, New Zealand", "home: Auckland NZ now", True),
    ("current residence: Melbourne, VIC", "current residence: Perth", True),
    ("The user lives in Oslo.", "The user lives in Bergen now.", True),
]

EMPLOYER_ROLE = [
    # v21's false alarm: the older value restated in a bracket, and nothing else in it
    ("role: SWE at Google, Zurich", "job: software engineer, Google Switzerland (Zurich)", False),
    ("Maya works at Deloitte, Manchester.", "Maya: senior auditor, Deloitte North (Manchester office).", False),
    ("The NAS is at 10.0.0.5.", "The NAS answers at nas.home.arpa (that resolves to 10.0.0.5).", False),
    # a bracket that says more of the older value, or another employer beside it: a change
    ("role: SWE at Google, Zurich", "job: software engineer, Google Switzerland (moved from Zurich)", True),
    ("error tracking tool: Sentry", "error tracking -> Rollbar (Sentry seats too pricey)", True),
    ("2025-06-01: Kenji — Sony, audio DSP", "2026-01-20: Kenji started at Apple (audio)", True),
    # a thing of the older employer given back ends the tie, unless the clause says what for
    ("I work at Shopify as a senior backend developer.",
     "Today was my first day at Stripe; I turned in my Shopify laptop on Friday.", True),
    ("2025-02-01 — Anouk: HR generalist at ASML.",
     "2025-07-14 — Anouk: ASML badge returned, onboarding at NXP as HR business partner.", True),
    ("I work at Shopify.", "Turned in my Shopify laptop for a repair; IT lent me a Lenovo.", False),
    ("Anouk is an HR generalist at ASML.", "Anouk's ASML badge was returned for a reprint; NXP visit next week.",
     False),
    # dev21's false alarm: a state recalled with its year ("role" shares a stem with "rolled", and tells no change)
    ("2025-04-10 — user: CTO at Pennylane.",
     "2025-06-02 — user mentioned being lead dev at Pennylane in 2021, before the CTO role.", False),
    ("Sam is a nurse at St Mary's.", "Sam talked about being a paramedic in 2019.", False),
    ("employer: Atlassian", "pre-2022 employer: Canva", False),
    # the role now: a change
    ("2025-04-10 — user: CTO at Pennylane.", "2025-06-02 — user: lead dev at Pennylane now.", True),
    ("employer: Atlassian", "employer: Canva", True),
]


VERSION = [
    # the occasion a change was made at, after its value: read without it
    ("Production traffic is served by nginx 1.22.",
     "nginx on the production hosts was upgraded to 1.26 during Tuesday's maintenance window.", True),
    ("Production traffic is served by nginx 1.22.",
     "nginx 1.26 was tested on staging during Tuesday's maintenance window.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION)
def test_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY = [
    # a state reached told in front with "with" ("With the drip system in,"): a reason, the main clause the change;
    # a condition ("With guests over,") stays
    ("I water the garden every morning.", "With the drip system in, I only water the garden twice a week.", True),
    ("Dinner is at 7.", "With guests over, dinner is at 8.", False),
    ("I water the garden every morning.", "With the drip system in, I water the lawn twice a week.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL = [
    # the older tool's seats, licences or plan not renewed or lapsed, another named: a change
    ("2025-06-20 — design mockups done in Sketch.",
     "2026-01-09 — design work moved to Figma, Sketch licences not renewed.", True),
    ("2025-02-01 — team diagrams in Lucidchart.", "2025-08-11 — diagrams: Miro only, Lucidchart seats not renewed.",
     True),
    ("error tracking tool: Sentry (SaaS)", "Sentry plan lapsed; exceptions routed to Rollbar going forward", True),
    # someone else's seats, or the older tool kept: no change
    ("Our diagrams are drawn in Lucidchart.",
     "Lucidchart seats for contractors were not renewed; Miro is used for workshops only.", False),
    ("error tracking tool: Sentry", "Sentry plan lapsed for a week, renewed now; Rollbar was only a stopgap.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL)
def test_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULE)
def test_schedule(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), QUANTITY)
def test_quantity(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_ROLE)
def test_employer_role(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
