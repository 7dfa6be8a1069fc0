"""Readings for what the dev18 u/v writers wrote (issue 15, round 17, rules17a: residence, employer and role, tool,
version, schedule, frequency, quantity), one table per family; each reading is read from structure:

- a change only weighed, beside clauses that tell no value ("user weighing a move to Bergen; only viewing flats"),
  or whose decision is said not taken ("the team hasn't agreed", "not accepted yet") — an undecided plan
  (:func:`core.conflicts.statement._read`, ``hedged``);
- one occurrence of a recurring thing named by its month ("The December all-hands has been pushed to the 8th" after
  "… the first Monday of each month") — that occasion, not the rule (:func:`core.conflicts.bounds.bound`);
- a relative aside about the newer memory's subject ("The icon library, which is maintained separately from the
  design system, …") names what the subject is set beside, not the subject
  (:func:`core.conflicts.two_subjects.two_subjects`);
- a chatty sentence's main clause, read without who said it and a fronted clause of reason or time ("The user said
  that, since the café changed its opening hours, the book club gathers on …") — :mod:`core.conflicts.fronted`;
  a condition in front ("When the client is on the thread, …") stays;
- "at 6 am before work": a bare mark of the day after "before" says when in the day, not the past
  (:data:`core.conflicts.calendar_words.DAY_MARKS`);
- a use told with "every"/"all" given another named tool, the older tool not named again ("Every support ticket is
  answered from the Freshdesk inbox" after "… handled in Zendesk") — :mod:`core.conflicts.every_use`;
- a later dated fragment without a verb states the value from its date: the later date is the change marker
  ("2025-05-07 — Priya 1:1 slot: Thu 11:30." after "2025-01-13 — 1:1 with Priya: Wednesdays 14:00.") —
  :mod:`core.conflicts.later_note`; a dated note with a verb tells what happened that day;
- an older memory's closing relative aside (", which is already too many for one standup") comments on its value:
  read without it when nothing decides the pair (:mod:`core.conflicts.relative_asides`);
- a use told as the subject of a passive, its tool after "with"/"by"/"through" ("Container images are assembled by
  Kaniko" after "… built with Docker Buildx"), or after a note's colon — :mod:`core.conflicts.passive_tool`.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

RESIDENCE = [
    # the main clause after a reporting frame and a fronted clause of reason
    ("The user resides in Kraków and walks to work most days.",
     "The user said that, since handing the keys back to his cousin, he has been living in a rented place in "
     "Wrocław.", True),
    ("The user resides in Kraków and walks to work most days.",
     "The user said that, since handing the keys back to his cousin, he has been visiting Wrocław a lot.", False),
    ("2025-03-05 — user lives in Oslo.", "2025-09-18 — user moved to Bergen; unpacking this week.", True),
    ("2025-03-05 — user lives in Oslo.", "2025-09-18 — user weighing a move to Bergen; only viewing flats.", False),
    ("The user lives in Oslo.", "The user is considering a move to Bergen; just browsing listings.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL = [
    # every one of the older memory's things in another named tool
    ("I use Notion for all my meeting notes.",
     "Every meeting note of mine lives in an Obsidian vault synced over iCloud.", True),
    ("Customer support tickets are handled in Zendesk.", "Every support ticket is answered from the Freshdesk inbox.",
     True),
    ("The user edits video in Final Cut Pro.", "The user cuts every client video in DaVinci Resolve Studio.", True),
    # a use in the passive given another tool, whatever the verb of making or doing
    ("Container images are built with Docker Buildx.", "Container images are assembled by Kaniko inside the cluster.",
     True),
    ("2025-01-20 — DB migrations: Flyway.", "2025-08-04 — migrations handled by Liquibase changelogs.", True),
    ("The team's infrastructure is provisioned with Terraform.", "Provisioning is handled through Pulumi these days.",
     True),
    # another step of the use, a narrower use, the older tool kept to a scope, a person's verb
    ("Container images are built with Docker Buildx.", "Container images are scanned with Trivy after being built.",
     False),
    ("Container images are built with Docker Buildx.", "Staging images are assembled by Kaniko.", False),
    ("Containers are built with Kaniko in CI.", "Containers are built with Docker Buildx locally.", False),
    ("The runbook is maintained by Kofi.", "The runbook was reviewed by Lena.", False),
    # someone else, the older tool kept, a time not a use, an amount in another unit
    ("The user edits video in Final Cut Pro.", "Dana cuts every client video in DaVinci Resolve.", False),
    ("Customer support tickets are handled in Zendesk.",
     "Every support ticket is answered from the Freshdesk inbox and mirrored in Zendesk.", False),
    ("I back up my laptop to Backblaze.", "Every night the laptop backup also goes to an Synology NAS.", False),
    ("Each pod is given 512 MiB of memory.", "Each pod is given half a CPU core.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL)
def test_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY = [
    ("2024-11-20 — team lunch once a month.", "2025-04-09 — team lunch every Friday, rota on the fridge.", True),
    ("2024-11-20 — team lunch once a month.", "2025-04-09 — team lunch every Friday this month only.", False),
    ("2024-11-20 — team lunch once a month.", "2025-04-09 — team lunch moved to Fridays, maybe.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


QUANTITY = [
    ("My team is eight engineers at the moment, which is already a bit too many for one standup if you ask me.",
     "After the two departures and the hiring freeze, the team I manage is down to five engineers, so standups are "
     "pleasantly short.", True),
    # the aside's own number is no value of the team; the team's count kept, or another team's
    ("My team is eight engineers at the moment, which is already a bit too many for one standup if you ask me.",
     "We now hold two standups a week.", False),
    ("My team is eight engineers at the moment, which is already a bit too many for one standup if you ask me.",
     "After the reorg, my sister's team is down to five engineers.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), QUANTITY)
def test_quantity(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


EMPLOYER_ROLE = [
    ("job: site reliability engineer at Cloudflare", "job: site reliability engineer at Fastly since May", True),
    ("job: site reliability engineer at Cloudflare", "offer from Fastly under consideration; not accepted yet", False),
    ("job: site reliability engineer at Cloudflare", "offer from Fastly on the table; the user hasn't accepted", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_ROLE)
def test_employer_role(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SCHEDULE = [
    # a fronted clause of reason dropped; a fronted condition kept
    ("The user's book club meets on the first Wednesday of each month at a café.",
     "The user said that, since the café changed its opening hours, the book club gathers on the last Monday of "
     "every month instead.", True),
    ("The user's book club meets on the first Wednesday of each month at a café.",
     "When the café is closed, the book club gathers on the last Monday of the month.", False),
    # a later dated fragment; a dated note that tells what happened, an earlier date, one day
    ("2025-01-13 — 1:1 with Priya: Wednesdays 14:00.", "2025-05-07 — Priya 1:1 slot: Thu 11:30.", True),
    ("2025-01-13 — 1:1 with Priya: Wednesdays 14:00.", "2024-11-07 — Priya 1:1 slot: Thu 11:30.", False),
    ("2025-01-13 — 1:1 with Priya: Wednesdays 14:00.", "2025-05-07 — Priya 1:1 ran over, ended 14:50.", False),
    ("2025-01-13 — 1:1 with Priya: Wednesdays 14:00.", "2025-05-07 — Priya 1:1 today only: Thu 11:30.", False),
    # "before work" is when in the day
    ("I go to the gym at 6 am before work.", "I go to the gym at 7:30 pm these days.", True),
    ("I go to the gym at 6 am before work.", "I go to the gym at 6 am before work, three times a week.", False),
    # a change made; the same change only suggested, its decision not taken
    ("The user's sprint planning is Monday at 2 pm.", "The user's sprint planning moved to Tuesdays.", True),
    ("The user's sprint planning is Monday at 2 pm.",
     "The user suggested shifting sprint planning to Tuesdays; the team hasn't agreed.", False),
    ("Retro is on Thursdays.", "The user proposed moving retro to Fridays; the leads have not approved it.", False),
    # one occurrence named by its month, against the rule moved for good
    ("The all-hands is held on the first Monday of each month at 11.",
     "The all-hands has been moved to the second Monday of each month.", True),
    ("The all-hands is held on the first Monday of each month at 11.",
     "The December all-hands has been pushed to the 8th because of the holiday party.", False),
    ("Payroll runs on the 25th of every month.", "The December payroll was moved to the 20th for the holidays.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULE)
def test_schedule(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION = [
    ("2025-02-02 — firmware on the branch routers: 7.1.", "2025-07-19 — router firmware 7.4 across all sites.", True),
    ("2025-02-02 — firmware on the branch routers: 7.1.", "2025-07-19 — router firmware 7.4 in the lab only.", False),
    ("The design system package is published at version 4.2.0.", "The design system package was bumped to 5.0.",
     True),
    # another thing opens the sentence; the older thing is named only in an aside about it
    ("The design system package is published at version 4.2.0 and is consumed by every frontend team.",
     "The icon library, which is maintained separately from the design system, was bumped to 2.0 and released "
     "on Thursday.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION)
def test_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
