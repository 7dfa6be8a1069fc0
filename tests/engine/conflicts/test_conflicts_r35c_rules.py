"""Schedule, employer and role, and licence told anew (round 34, rules35c: the fifty train34 hands and the census),
each read by structure, beside near misses of the same shape that must stay quiet:

- a recurring thing's weekday or time moved in the passive, the thing its subject, any verb
  (:func:`core.conflicts.moved_slot.passive_moved`): "the quiz was shunted to Thursdays by the landlord"; not another
  thing, one day only, a length, days shared in part, a plan;
- one occurrence named by its year or this year's turn, or by its month after a note's key, of a thing the older
  memory tells on a turn of the month or year (:func:`core.conflicts.bounds.one_occurrence`); not a move for good;
- the older thing said to hold still in the whole newer sentence ("stays on Thursdays", "hasn't changed: …",
  :func:`core.conflicts.standing_kept.told_kept`); not beside what moved;
- a licence's thing named by its name grown by a hyphened word ("quill-sync-docs"), read as another thing after a
  licence reader's match (:func:`core.conflicts.another_one.name_grown`); not the older words joined;
- a licence's clause taken off the older Creative Commons licence ("dropped the share-alike clause",
  :func:`core.conflicts.licence_withdrawn.clause_dropped`); not a clause the older licence lacks, a plan, another thing;
- the source closed, or the thing put under a closed licence, as the change said beside a closed kind of licence
  ("closed-sourced", "placed under a vendor EULA", :mod:`core.conflicts.licence_swap`);
- a title no table holds, read from its shape after what puts a title on its holder ("works as a lamplighter",
  "promoted to head cellarer", :mod:`core.conflicts.role_swap`); not a state ("I'm hesitant"), a membership.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PASSIVE_MOVES = [
    ("The pub quiz is held on Tuesday evenings.", "The pub quiz was shunted to Thursday evenings by the landlord.",
     True),
    ("Choir rehearsals take place on Wednesdays at 19:30.", "Choir rehearsals have been rebooked for Wednesdays at "
     "20:15 so the caretaker can lock up.", True),
    ("The user said the bin collection is on Mondays.", "The user said bin collection was reassigned by the council "
     "to Fridays.", True),
    ("The allotment work party meets at 10 am.", "The allotment work party was put back to 11 am for the summer "
     "heat.", True),
    ("The pub quiz is held on Tuesday evenings.", "The darts league was shunted to Thursday evenings by the "
     "landlord.", False),
    ("The pub quiz is held on Tuesday evenings.", "The pub quiz was moved to Thursday this week only.", False),
    ("The standup is held at 9:30.", "The standup was cut to 15 minutes by the lead.", False),
    ("Bin collection is on Tuesdays and Fridays.", "Bin collection was moved to Fridays.", False),
    ("Choir rehearsals take place on Wednesdays.", "Choir rehearsals were reassigned to the church hall.", False),
    ("The pub quiz is held on Tuesday evenings.", "The pub quiz was suggested for Thursdays by a regular.", False),
    ("The pub quiz is held on Tuesday evenings.", "The pub quiz team was invited to Thursday's charity night.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PASSIVE_MOVES)
def test_a_recurring_things_day_or_time_moved_in_the_passive(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


ONE_OCCURRENCE = [
    ("The harbour regatta is held on the second Saturday of August.", "This year's harbour regatta was pushed to "
     "the third Saturday because of the gales.", False),
    ("book swap: 1st Thursday of month", "book swap: May session on the 2nd Thursday (bank holiday)", False),
    ("The annual boiler service is done in March.", "2023 boiler service slipped to April when the engineer was "
     "ill.", False),
    ("The harbour regatta is held on the second Saturday of August.", "The harbour regatta was moved to the third "
     "Saturday of August going forward.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_OCCURRENCE)
def test_one_occurrence_by_its_year_or_month_of_a_thing_on_a_turn(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOLD_KEPT = [
    ("2024-03-04 — hedge trimming at the rectory on Thursdays.", "2024-04-10 — rectory hedge trimming stays on "
     "Thursdays, per the warden.", False),
    ("I run the chess club on Friday evenings from 6.", "Friday evenings, 18:00 onwards, are still chess club "
     "time.", False),
    ("I host the podcast recording on Mondays at 20:00 CET.", "My podcast recording slot hasn't changed: Mondays, "
     "19:00 UTC.", False),
    ("The chess club meets on Fridays at 7 pm.", "The chess club still meets on Fridays, but it was moved to 8 pm.",
     True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOLD_KEPT)
def test_the_older_thing_told_as_holding_still(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


NAME_GROWN = [
    ("licence: quill-sync — MPL-2.0", "licence: quill-sync-docs repo — CC BY 4.0", False),
    ("I publish my tidewatch crate under Apache-2.0.", "My tidewatch-cli companion crate went out under GPL-3.0.",
     False),
    ("I publish my tidewatch crate under Apache-2.0.", "My tidewatch crate went out under GPL-3.0 from 2.0 on.", True),
    ("I share the bakery's recipe cards under CC BY-SA 4.0.", "The recipe cards carry CC BY-NC from this week; the "
     "share-alike terms are gone.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_GROWN)
def test_a_licensed_things_name_grown_by_a_hyphened_word(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CLAUSE_DROPPED = [
    ("I share my knitting charts under CC BY-NC 4.0.", "I dropped the NC clause on my knitting charts, so shops can "
     "sell the kits.", True),
    ("The field guide sketches are published under CC BY-SA 4.0.", "The share-alike clause was struck from the field "
     "guide sketches at the publisher's request.", True),
    ("I share my knitting charts under CC BY-NC 4.0.", "I'm considering dropping the NC clause on my knitting "
     "charts.", False),
    ("I share my knitting charts under CC BY 4.0.", "I dropped the NC clause on my knitting charts.", False),
    ("I share my knitting charts under CC BY-NC 4.0.", "I dropped the NC clause on my crochet videos.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CLAUSE_DROPPED)
def test_a_clause_of_the_older_cc_licence_taken_off(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CLOSED_SAID = [
    ("The route planner app was released under the BSD-3-Clause licence.", "The route planner app was "
     "closed-sourced and is sold under a proprietary EULA.", True),
    ("The ferry timetable widget is licensed under the Unlicense.", "The ferry timetable widget has been placed "
     "under a commercial EULA by the operator.", True),
    ("The seed catalogue scraper was open-sourced under the MIT licence.", "The seed catalogue scraper was closed "
     "again and ships under an all-rights-reserved EULA.", True),
    ("The route planner app was released under the BSD-3-Clause licence.", "A commercial EULA is offered for the "
     "route planner app too.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CLOSED_SAID)
def test_the_source_closed_or_put_under_a_closed_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SHAPED_TITLES = [
    ("I work as a lamplighter for the heritage railway.", "I was promoted to station supervisor at the heritage "
     "railway.", True),
    ("I'm a junior cellarer at Harrow Abbey Brewery.", "Got promoted to head cellarer at Harrow Abbey this spring.",
     True),
    ("I'm a nurse at the county hospital.", "I'm now hesitant about night shifts.", False),
    ("I'm a member of the lifeboat crew.", "I'm now a member of the harbour board too.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SHAPED_TITLES)
def test_a_title_no_table_holds_read_from_its_shape(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CRON_MOVED = [
    ("nightly invoice export: 01:00 UTC", "invoice export cron set to 03:45 UTC (01:00 collided with the db dump)",
     True),
    ("Mirror sync nightly: 22:30", "nightly cron retimed → 23:15; the uplink was saturated", True),
    ("nightly invoice export: 01:00 UTC", "thumbnail cron set to 03:45 UTC", False),
    ("nightly invoice export: 01:00 UTC", "invoice export cron set to 02:00 CET, the same hour in local time", False),
    ("nightly invoice export: 01:00 UTC", "nightly cron 03:45 UTC added for the search reindex", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CRON_MOVED)
def test_a_keyed_jobs_time_told_by_its_scheduler(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


EMPLOYMENT_ENDED = [
    ("I work as a sous chef for Marlowe Kitchens in Bath.", "I gave notice at Marlowe and cook at a Bristol bistro "
     "now.", True),
    ("The user drives delivery vans for Pennant Couriers.", "The user's Pennant contract wasn't renewed; a grocery "
     "chain employs him instead.", True),
    ("Ilse is employed by Corvid Analytics as a data engineer.", "Ilse was let go by Corvid in the winter cuts.",
     True),
    ("I work as a sous chef for Marlowe Kitchens in Bath.", "I'm thinking of handing in my notice at Marlowe.",
     False),
    ("Ilse is employed by Corvid Analytics as a data engineer.", "Tomas was let go by Corvid in the winter cuts.",
     False),
    ("I work as a sous chef for Marlowe Kitchens in Bath.", "I left Harbour Grill before joining Marlowe.", False),
    ("employer: Fairlight Academy (music teacher)", "employer: Dunmore College; Fairlight contract ended in June",
     True),
    ("I eat lunch at Marlowe Kitchens most days.", "I left Marlowe early today.", False),
    ("I work as a sous chef for Marlowe Kitchens in Bath.", "I left Marlowe's staff WhatsApp group.", False),
    ("I work as a sous chef for Marlowe Kitchens in Bath.", "I left Marlowe in May and cook at a Bristol bistro.",
     True),
    ("2025-03-01 - Oskar: groundsman, Kelvin Rugby Club.", "2025-09-12 - Oskar covering as acting club treasurer "
     "until the spring AGM.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYMENT_ENDED)
def test_the_older_employers_work_said_ended_by_its_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
