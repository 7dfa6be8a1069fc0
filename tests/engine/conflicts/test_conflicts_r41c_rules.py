"""Versions, schedules and addresses told anew (round 40, rules41c: the twenty-four train40 hands and the fifty of
train39), read by structure, beside near misses of the same shape that must stay quiet:

- a version change whose newer text gives the older version a clause or a bracket of its own telling what became of
  it ("…; 3.8 env removed", "v7.2 (7.1 pulled)"): that clause's words name no holder of the newer version
  (:func:`core.conflicts.version_clauses.without_older_clause`), and a "now" right after the newer version is its
  own, no turn back to the older one (:func:`core.conflicts.version_clauses.kept_after_change`); not another holder
  named beside the newer version, not the older version kept;
- a dotted or "v"-led number followed by a verb in the past ("2.4 released", "v3.1 installed") is a version, not a
  count of what follows (:func:`core.conflicts.version_reading.told_done`); a hyphened verb in the past before a
  version ("auto-updated to 6.0", "force-upgraded") is the change's verb, no thing's name
  (:mod:`core.conflicts.unnamed_version`);
- a routine's clock time followed by "before …" ("at 6:15 every morning before the heat"): what comes next in the day,
  not a past state before the present one (:func:`core.conflicts.clauses._split_history`); not a clause told in the
  past ("started at 09:00 back in 2022, before …") or a time told from another thing's ("at 21:00, an hour before the
  main doors"); "from 10:00 on Saturdays" is when a thing starts, no move from 10:00
  (:func:`core.conflicts.cues._from_to_transition`);
- a clock time in four figures ("at 0645", "slid to 0730", "1430 hrs") or told by "o'clock" read as the clock time
  (:func:`core.conflicts.values._expand`); not a year ("moved to 2025") or a count ("to 1500 feet");
- a mail address told again where the writer's short forms ("I've started sending …"), a "rather than" naming the
  mailbox replaced, or the older local part that is also a word of the thing ("orders@" for "my milk orders") had
  read as another thing or the older address kept (:mod:`core.conflicts.mail_swap`); not another thing's mail, an
  address added, the older address still in use;
- a version told as what was used in a year gone by or before an upgrade ("4.x used for 2022 harvest (pre-upgrade)",
  "was used during the 2023 audit") and one installed "for eval" are no version in use now
  (:data:`core.conflicts.version_clauses.PAST_USE`, :data:`core.conflicts.version_clauses.NEWS`); a version taken on
  for a coming season still is;
- a document's edition or revision told again ("4th edition" / "a 5th edition of …", "rev B" / "rev C adopted; rev B
  sheets shredded", "the 2021 edition" / "the 2024 edition", :mod:`core.conflicts.editions`); not another holder's
  copy, an edition drafted or pending, the same edition told again, another document;
- a time moved by an amount ("pushed the daily crew briefing back an hour", "moved half an hour later",
  :mod:`core.conflicts.relative_moves`); not one day, another thing, a move only thought of;
- a monthly thing moved to another weekday of the month ("first Monday monthly" / "goes to the third Wednesday of
  the month", :mod:`core.conflicts.monthly_slot`); not one occasion, another thing, another person's.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

OLDER_VERSION_IN_A_CLAUSE_OF_ITS_OWN = [
    ("ruby: 3.1 (invoice worker)",
     "invoice worker -> ruby 3.3; 3.1 bundle dir deleted", True),
    ("ruby: 3.1 (invoice worker)",
     "invoice worker on ruby 3.3 now; 3.1 container image wiped", True),
    ("The kiosk firmware is 4.1.",
     "The kiosk firmware is 4.3 now (4.1 images erased).", True),
    ("style guide rev: 1.4",
     "style guide rev 1.5 adopted; replaces 1.4", True),
    # the newer version's own clause names another holder
    ("ruby: 3.1 (invoice worker)",
     "billing service -> ruby 3.3; 3.1 gems folder purged", False),
    # the older version kept beside the newer one
    ("The kiosk firmware is 4.1.",
     "The kiosk firmware is 4.3 now (4.1 still on the lobby kiosk).", False),
    ("ruby: 3.1 (invoice worker)",
     "ruby 3.3 now on the build box; 3.1 stays on the invoice worker", False),
]

VERB_AFTER_A_VERSION = [
    ("The field team's survey app is on version 4.2.",
     "The survey app force-updated to 5.0 on every field tablet.", True),
    ("2025-04-01 — kiosk app on version 2.6.",
     "2025-07-19 — kiosk app auto-updated to 3.1 on all tills.", True),
    ("api schema rev: 1.2",
     "api schema rev 1.3 published; supersedes 1.2", True),
    # a release told, nothing moved onto it
    ("api schema rev: 1.2",
     "api schema rev 1.3 published as a draft for comment", False),
    # another thing auto-updated
    ("2025-04-01 — kiosk app on version 2.6.",
     "2025-07-19 — staff rota app auto-updated to 3.1 on all tills.", False),
]

BEFORE_IN_A_ROUTINES_DAY = [
    ("I walk the dogs at 6:15 every morning before the heat.",
     "I've moved the dog walk to 5:40 now that it's summer.", True),
    ("I do the kiln check at 7:10 before the potters arrive.",
     "The kiln check is at 6:50 from this week.", True),
    # the same time, another thing before it
    ("I walk the dogs at 6:15 every morning before the heat.",
     "I walk the dogs at 6:15 every morning before work.", False),
    # another check
    ("I do the kiln check at 7:10 before the potters arrive.",
     "The glaze check is at 6:50 from this week.", False),
]

CLOCK_TIMES_WRITTEN_OTHERWISE = [
    ("The ferry safety brief is at 0645.",
     "The ferry safety brief is at 7:15 from Monday.", True),
    ("I lock the gallery at 18:00.",
     "I lock the gallery at seven o'clock now.", True),
    # one time written two ways
    ("The ferry safety brief is at 0645.",
     "The ferry safety brief is at 6:45, as before.", False),
    ("I lock the gallery at six o'clock.",
     "I lock the gallery at 6 o'clock, as always.", False),
    # another thing's time
    ("I lock the gallery at 18:00.",
     "The gift shop locks at seven o'clock now.", False),
    # a year, not a time
    ("budget review: 2024",
     "budget review for 2025 drafted as a separate file", False),
]

MAIL_ADDRESS_RETOLD = [
    ("I send the choir's rehearsal minutes to minutes@stmungoschoir.org.",
     "I've started sending the rehearsal minutes to secretary@stmungoschoir.org instead.", True),
    ("The user gets kiln alarms at k.ward@claypit.co.uk.",
     "The user asked that kiln alarms reach studio-alarms@claypit.co.uk rather than the personal inbox.", True),
    ("I send the cafe's weekly milk orders to orders@greenvale-dairy.ie.",
     "Greenvale gave me a new contact, so my milk orders go to trade@greenvale.ie now.", True),
    # another thing's mail
    ("I send the choir's rehearsal minutes to minutes@stmungoschoir.org.",
     "I've started sending the concert tickets to secretary@stmungoschoir.org.", False),
    ("The user gets kiln alarms at k.ward@claypit.co.uk.",
     "The user asked that glaze orders reach studio-orders@claypit.co.uk rather than the personal inbox.", False),
    # an address added
    ("I send the choir's rehearsal minutes to minutes@stmungoschoir.org.",
     "I've started copying the rehearsal minutes to secretary@stmungoschoir.org as well.", False),
    # the older address still in use
    ("I send the cafe's weekly milk orders to orders@greenvale-dairy.ie.",
     "My milk orders still go to orders@greenvale-dairy.ie; cheese orders go to trade@greenvale.ie.", False),
]

PAST_USE_AND_EVALUATION = [
    ("harvest app: FieldLog 5.2",
     "FieldLog 4.x used for 2022 harvest (pre-upgrade)", False),
    ("Version 2.0 of the dosing calculator is on the ward tablets.",
     "Version 1.6 of the dosing calculator was used during the 2023 audit.", False),
    ("The studio renders with Blender 4.1.",
     "+ Blender 4.2 installed side by side for eval", False),
    # a change in use
    ("harvest app: FieldLog 5.2",
     "FieldLog bumped to 5.4 for the 2026 harvest", True),
    ("The studio renders with Blender 4.1.",
     "Blender 4.2 installed on every render node; 4.1 removed", True),
]

EDITION_TOLD_AGAIN = [
    ("The fire drill plan is posted in its second revision.",
     "A third revision of the fire drill plan has gone up in place of the old one.", True),
    ("2025-03-02 — kitchen HACCP sheet rev B.",
     "2025-09-14 — rev C adopted kitchen-wide; rev B sheets shredded.", True),
    ("The 2021 edition of the bus timetable is pinned in the depot.",
     "The depot now pins the 2024 edition of the bus timetable.", True),
    # another holder's copy
    ("The lifeguard manual is used in its 4th edition.",
     "My cousin's club works from the 5th edition of the lifeguard manual.", False),
    # drafted, not in force
    ("2025-03-02 — kitchen HACCP sheet rev B.",
     "2025-09-14 — rev C of the HACCP sheet drafted, pending sign-off.", False),
    # the same edition told again
    ("The 2021 edition of the bus timetable is pinned in the depot.",
     "The 2021 edition of the bus timetable was checked by the inspector.", False),
    # another document
    ("The lifeguard manual is used in its 4th edition.",
     "A 5th edition of the first-aid poster has been put up by the pool.", False),
    # another document of the same holder
    ("The choir's rota spreadsheet is at revision 5.",
     "The choir's music library database moved to revision 2 of its schema.", False),
    # an earlier edition said retired, the older one untouched
    ("The boiler log template is at revision 9.",
     "Revision 8 of the boiler log template was retired in March.", False),
    # an earlier edition used once
    ("The tile grout mix card is kept at revision D.",
     "Revision C of the grout mix card was used on the 2023 bathroom refit.", False),
]

MONTHLY_SLOT_MOVED = [
    ("2025-04-02 — guild quilt-night: first Monday monthly.",
     "2025-09-01 — quilt-night goes to the third Wednesday of the month.", True),
    ("lodge meeting: 2nd Tue, 19:30 BST",
     "lodge mtg rescheduled for good → 4th Thu 18:00", True),
    # one occasion
    ("2025-04-02 — guild quilt-night: first Monday monthly.",
     "2025-09-01 — quilt-night on the third Wednesday this month only.", False),
    # another thing
    ("2025-04-02 — guild quilt-night: first Monday monthly.",
     "2025-09-01 — pattern swap goes to the third Wednesday of the month.", False),
    # another person's
    ("lodge meeting: 2nd Tue, 19:30 BST",
     "Priya's lodge mtg rescheduled for good → 4th Thu 18:00", False),
]

MOVED_BY_AN_AMOUNT = [
    ("The user holds the dock safety briefing at 06:30 daily.",
     "The user pushed the daily dock briefing back an hour.", True),
    ("The bakery opens at 7:00.",
     "The bakery opening was moved half an hour later.", True),
    # one day
    ("The bakery opens at 7:00.",
     "The bakery opening was moved half an hour later today only.", False),
    # another thing
    ("The bakery opens at 7:00.",
     "The café next door opening was moved half an hour later.", False),
    # only thought of
    ("I run the boat tour at 10:00.",
     "I might push the boat tour back an hour.", False),
]

TIMES_TOLD_FROM_ANOTHER_THING = [
    ("I lock the hut doors at 22:00.",
     "I lock the boot store at 21:00, an hour before the hut doors.", False),
    ("The allotment seed swap runs Saturdays at 10:00.",
     "Seed swaps started at 09:00 back in 2021, before the hall was sold.", False),
    ("I open the pottery studio to members at 10 am on Saturdays.",
     "I let members into the pottery studio from ten o'clock on Saturday mornings.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_VERSION_IN_A_CLAUSE_OF_ITS_OWN)
def test_the_older_versions_own_clause_names_no_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERB_AFTER_A_VERSION)
def test_a_verb_in_the_past_beside_a_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), BEFORE_IN_A_ROUTINES_DAY)
def test_before_after_a_routines_clock_time_is_its_day(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CLOCK_TIMES_WRITTEN_OTHERWISE)
def test_a_clock_time_in_four_figures_or_by_o_clock(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MAIL_ADDRESS_RETOLD)
def test_a_mail_address_told_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PAST_USE_AND_EVALUATION)
def test_a_past_use_or_an_evaluation_is_no_version_in_use(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EDITION_TOLD_AGAIN)
def test_a_documents_edition_told_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MONTHLY_SLOT_MOVED)
def test_a_monthly_thing_moved_to_another_weekday_of_the_month(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MOVED_BY_AN_AMOUNT)
def test_a_time_moved_by_an_amount(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TIMES_TOLD_FROM_ANOTHER_THING)
def test_a_time_told_from_another_thing_or_when_a_thing_starts(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
