"""Readings for wording nobody here saw (issue 15, round 22, rules22a: residence, employer and role, tool, version,
schedule, frequency, quantity), one table per family. Each reading is of a structure, checked on contradictions and
near misses of our own in other wording than the tuning pairs that showed it:

- frequency: a rate told as what names a job that is said gone ("weekly job removed", "hourly cron deleted"): the
  older rate denied (:data:`core.conflicts.rates._RATE_GONE`); a rate after the verb is how often the removing is
  done, and another job gone leaves the older rate standing;
- frequency: a passive "applied" with adverbs between ("are now applied weekly", "are now automatically applied"):
  a thing put in place, not a job applied for (:func:`core.conflicts.clause_positions._offered_under`);
- frequency: once per event told as a clause ("as soon as they're released", "whenever a commit lands", "every time I
  finish a project"), the whole clause the event (:data:`core.conflicts.rates._AS_SOON`), and a rate held "under the
  new policy" a change said; not the same event, another activity, or a rate added beside the older one;
- quantity: an amount told as what remains of the older total ("9 vacation days left to book", "only 4 seats left
  for the spring term", "6 remaining days"): a frame in :mod:`core.conflicts.bounds` (:mod:`core.conflicts.remainder`);
  a remainder told against a remainder, a new total, or a total said cut ("quota trimmed, only 4 left") is still a
  change;
- schedule: a bare hour after a clock's preposition ("at 7 now", "moved to 10", "pushed to 6") where the other memory
  gives a clock time: compared as that hour on the same half of the day (:mod:`core.conflicts.changed_slots`); not a
  count ("10 people", "4 kids"), a room number, or the same hour;
- schedule: the two ends of one errand, trip or stay, one in each memory ("pick up the kids" / "drop the kids at
  school", "check in" / "check out", "departs" / "arrives"): two things, a frame in :mod:`core.conflicts.bounds`
  (:mod:`core.conflicts.other_end`); the same end told again, or a memory naming both ends, is still compared;
- employer_role: an employer told as who takes the person on — the agent of a passive ("was brought on by McKinsey",
  "poached by Nestlé", "snapped up by Canva") or the subject of a hiring verb with the person after it ("Canva hired
  the user as …") — :func:`core.conflicts.role_swap.employers`; not someone of the person's ("hired Omar's
  brother"), people the employer hired for the person, an offer turned down or a past stint told with its return;
- employer_role: a title after "as" that is also a relation word ("works as teaching assistant at UCL") is the
  holder's own title, not another person (:func:`core.conflicts.role_swap._holder`); "my research assistant" still is;
- employer_role: a title key said changed ("title changed -> principal firmware eng", "title was changed to lead
  designer"): a title that only adds words to the older one is a new title, not the older told more exactly;
- employer_role: the older value written in initials the newer one spells out ("VP Eng" / "Vice President of
  Engineering", "CFO" / "Chief Financial Officer"): the older text read again spelled out
  (:func:`core.conflicts.initials.older_spelled_out`); another title in full still changes;
- employer_role: a level of seniority added to the older title ("is now Senior VP of Sales", "title: senior software
  engineer" after "title: software engineer") with a change said or under the same title key: a step up, not the
  title told more exactly; not someone in a post beside the person ("Ana's deputy", "my lead");
- version: a change dated back then ("back in 2022", "in 2020") that started from a value the older memory does not
  hold ("migrated production from Java 11 to 17 back in 2022" after "runs Java 21"): history before the older state,
  a past frame in :mod:`core.conflicts.bounds` (:mod:`core.conflicts.earlier_change`); from the older value, or
  undated, still a change;
- version (and every family): "wiped" shares its stem with the hedge "WIP"; a hedge written short is one only as
  written (:data:`core.conflicts.statement._HEDGES_AS_WRITTEN`), so "Staging DB wiped; it holds 2 GB now" is read;
  and a thing wiped is cleared, not gone ("NAS wiped; photos restored from the cloud backup"): no stop participle;
- version: a change's clause without a value, then after a comma the version alone with only where it is written or
  that it is in place ("django bumped, 5.0.3 in requirements.txt", "gaming PC wiped, Windows 11 clean install done"):
  read as one clause (:func:`core.conflicts.value_after._version_after`); not a version for another thing ("5.0.3
  for the admin app only");
- quantity: a fronted clause of time that tells an event that happened ("Since the baby arrived, …", "After the
  office moved, …") says the change for the main clause it is dropped from (:func:`core.conflicts.fronted.main_clause`);
  not a reason in the present ("Since I drink two coffees a day, …");
- tool, residence, quantity: a value put in front of "is what" / "is where" (a pseudo-cleft: "Figma is where mockups
  live", "Wrocław is where the user has lived since …", "Logseq is what I write my notes in now") read again with the
  value back in its gap (:mod:`core.conflicts.cleft`); someone else's clause ("where our gaming group chats") stays
  another thing's;
- tool: a name of two words given as the one before ("swapped Docker Desktop out for OrbStack") where the older memory
  names both words ("container runtime: Docker Desktop"): the older value, read whole or not
  (:func:`core.conflicts.sameness._value_in`); another name of one shared word ("Google Sheets") is not;
- quantity: a capacity is a limit, the most a thing holds (:data:`core.conflicts.named_values.LIMIT_WORDS`): "capacity
  was reduced to 8" tells the measure "up to 12 people" told; not what is booked or in use, nor another thing's;
- tool: a copula turned round, a short value before "is" and a holder's attribute after it ("Figma is our design
  tool now", "Bear is my notes app these days"), read the plain way (:func:`core.conflicts.cleft.inverted`); another
  attribute or holder ("our prototyping tool", "my wife's notes app") stays what it is.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

FREQUENCY = [
    # the older rate names a job said gone, another rate beside it
    ("cleanup cron job: hourly", "cleanup cron: */15 (every 15 min), hourly entry removed", True),
    ("Lint runs hourly.", "Lint runs hourly; the daily report cron was deleted.", False),
    ("Security scans run weekly.", "The weekly newsletter was scrapped.", False),
    # a passive "applied", adverbs between: a thing put in place, its rate told again
    ("Firmware updates are applied monthly.", "Firmware updates are now automatically applied every night.", True),
    ("Security patches are applied quarterly.", "Kernel patches are now applied weekly.", False),
    # once per event told as a clause
    ("Security patches are applied quarterly.",
     "Under the new policy, patches are applied as soon as they're released.", True),
    ("The docs site is rebuilt nightly.", "The docs site now gets rebuilt whenever a commit lands on main.", True),
    ("The docs site is rebuilt on every release.", "The docs site is rebuilt as soon as a release is tagged.", False),
    ("I back up my laptop weekly.", "I back up my laptop weekly, and also whenever I finish a big project.", False),
]

QUANTITY = [
    # what remains of the older total
    ("2025-11-11 — user has 25 vacation days per year.", "2026-01-05 — user has 9 vacation days left to book.", False),
    ("The course has 30 seats.", "The course has only 4 seats left for the spring term.", False),
    ("2025-06-12: GPU quota 8 A100s", "2025-08-01: quota trimmed, only 4 A100s left to us", True),
    ("The user has 12 vacation days left.", "The user has 9 vacation days left.", True),
    # a capacity is a limit
    ("The conference room is booked for up to 12 people.",
     "The conference room's capacity was reduced to 8 after the refit.", True),
    ("The conference room holds up to 12 people.", "The boardroom's capacity was reduced to 8.", False),
    # a fronted event that happened says the change
    ("The user sleeps about seven hours a night.",
     "Since the baby arrived, the user gets barely five hours of sleep.", True),
    ("I drink two coffees a day.", "Since I drink two coffees a day, I skip tea.", False),
]

SCHEDULE = [
    # a bare hour against a clock time
    ("I go to the gym at 6:30.", "I go to the gym at 7 now.", True),
    ("Standup is at 9:30.", "Standup moved to 10.", True),
    ("The weekly sync is at 2pm.", "The weekly sync got moved to 2.", False),
    ("Standup is at 9:30.", "Standup is limited to 10 people now.", False),
    # the other end of one errand, trip or stay
    ("I pick up the kids from school at 3:15.", "I drop the kids at school at 8:20.", False),
    ("I check in at the hotel at 3pm.", "I check out of the hotel at 11am.", False),
    ("I pick up the kids at 3:15.", "Pickup moved to 4; my partner does drop-off now.", True),
]

EMPLOYER_ROLE = [
    # the employer as who takes the person on
    ("The user works at Atlassian as a QA lead.", "Canva hired the user as head of quality in January.", True),
    ("Dana is employed by Accenture as a consultant.",
     "Dana was brought on by McKinsey as an engagement manager in April.", True),
    ("The user works at Atlassian as a QA lead.", "Atlassian hired two QA engineers for the user's team.", False),
    ("Omar works for Siemens.", "Bosch hired Omar's brother as an apprentice.", False),
    # a title after "as" that is also a relation word
    ("2025-03-01 — user works as teaching assistant at UCL.",
     "2025-10-01 — user started a lecturer contract at King's College.", True),
    ("I work at Oxford.", "My research assistant started at Cambridge.", False),
    # a title key said changed
    ("employer: Acme Robotics; title: firmware eng", "title changed -> principal firmware eng (Acme)", True),
    ("title: engineer", "title: backend engineer", False),
    # the older title in initials, spelled out
    ("title: VP Eng at Loomwork", "title: Vice President of Engineering, Loomwork", False),
    ("Sam is the CFO of Brightline.", "Sam is now the Chief Operating Officer of Brightline.", True),
    # a level of seniority added
    ("Ana is VP of Sales.", "Ana is now Senior VP of Sales.", True),
    ("Ana is VP of Sales.", "Ana's deputy is now Senior VP of Sales.", False),
]

VERSION = [
    # a dated change from a value the older memory does not hold
    ("The user runs Java 21 in production.", "The user migrated production from Java 11 to 17 back in 2022.", False),
    ("Our API runs on Node 14.", "We upgraded the API from Node 14 to 20 in 2024.", True),
    # "wiped" is no "WIP", and a thing wiped is not gone
    ("The staging DB holds 40 GB.", "Staging DB wiped; it holds 2 GB now.", True),
    ("I keep my photos on the NAS.", "NAS wiped; photos restored from the cloud backup.", False),
    # a change's clause, then the version alone after a comma
    ("backend django version: 4.2 LTS", "django bumped, 5.0.3 in requirements.txt", True),
    ("backend django version: 4.2 LTS", "django bumped, 5.0.3 for the admin app only", False),
]

TOOL_RESIDENCE = [
    # a value in front of "is what" / "is where"
    ("2025-02-10 — design mockups in Sketch.",
     "2025-10-01 — Figma is where mockups live; Sketch licences lapsed.", True),
    ("The user resides in Kraków's Old Town.",
     "Wrocław is where the user has lived since selling the Kraków apartment.", True),
    ("Our team chats in Slack.", "Discord is where our gaming group chats.", False),
    # a two-word name given as the one before
    ("2024-12-05 — container runtime: Docker Desktop.",
     "2025-09-22 — swapped Docker Desktop out for OrbStack on all Macs.", True),
    ("We use Google Docs for specs.", "Replaced Google Sheets with Airtable.", False),
    # a copula turned round
    ("Our design tool is Sketch.", "Figma is our design tool now.", True),
    ("I keep notes in Obsidian.", "Bear is my wife's notes app.", False),
]


@pytest.mark.parametrize("old, new, contradicts", FREQUENCY + QUANTITY + SCHEDULE + EMPLOYER_ROLE + VERSION
                         + TOOL_RESIDENCE)
def test_reading(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
