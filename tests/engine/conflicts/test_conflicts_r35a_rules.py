"""Quantity and frequency told anew (round 34, rules35a: the fifty train34 hands and the census), each read by
structure, beside near misses of the same shape that must stay quiet:

- a rate told again with what brought the change ("since the drive scare", "after members complained", "having
  found …", "by the new contractor", "lately") or as a later dated log entry (:mod:`core.conflicts.rate_retold`); the
  activity named by its noun ("inspections" after "inspected"), a passive's doer ("by the caretaker") no word of
  which activity; not a rate's own event ("after every shift"), another activity, the same rate, a window;
- a measure scaled by a share of itself ("cut by a third", "raised by 20%", :func:`core.conflicts.measure_swap.
  scaled_change`), with when or why after it ("in the spring review", "to win back members"); not another measure,
  a plan, someone else's;
- a measure given another amount with why or when after the amount ("to protect the pump", "in the new contract",
  "; it kept stalling", :func:`core.conflicts.measure_swap.measure_change`); not a scope of its own after it.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

RATE_WITH_ITS_CAUSE = [
    ("I clean the coffee grinder burrs once a month.", "I clean the grinder burrs every week since the new beans "
     "started clogging them.", True),
    ("The gutters at the chapel are cleared every spring.", "Gutter clearing at the chapel happens every quarter "
     "after the flooding in the vestry.", True),
    ("The chapel gutters are cleared twice a year.", "The chapel gutters are cleared every quarter after the "
     "flooding in the vestry.", True),
    ("The hall's fire doors are inspected every six months.", "Fire door inspections at the hall are done quarterly "
     "since the insurer's visit.", True),
    ("The pool filters are backwashed weekly by the caretaker.", "The pool filters are backwashed every three days "
     "by the new caretaker.", True),
    ("The pool filters are backwashed weekly.", "The pool filters are backwashed after every swim gala since the "
     "refit.", True),
    ("The pool filters are backwashed weekly.", "The pool filters are backwashed weekly since the refit.", False),
    ("The pool filters are backwashed weekly.", "The sauna benches are oiled monthly since the refit.", False),
    ("I water the greenhouse tomatoes every morning.", "Until the fans are fixed I water the greenhouse tomatoes "
     "twice a day, since the heatwave.", False),
    ("I water the greenhouse tomatoes every morning.", "My neighbour waters her greenhouse tomatoes every other "
     "day since the fans broke.", False),
    ("The club newsletter goes out monthly.", "The club newsletter goes out fortnightly lately.", True),
    ("The boiler flues are smoke-tested every quarter.", "Smoke tests on the boiler flues were made monthly after "
     "the carbon monoxide scare.", True),
    ("The fume cupboards are recertified every quarter.", "Recertification of the fume cupboards has been stretched "
     "to once every two years.", True),
    ("The fume cupboards are recertified every quarter.", "Recertification of the fume cupboards has been stretched "
     "to once every two years for the refurbishment only.", False),
    ("Parish notices are posted out by the verger every Monday.", "Parish accounts are posted out by the verger "
     "fortnightly after readers complained.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RATE_WITH_ITS_CAUSE)
def test_a_rate_told_again_with_its_cause(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


DATED_RATE = [
    ("2025-02-03 — orchard pruning every winter.", "2025-11-20 — orchard pruning cut back to every second winter.",
     True),
    ("2025-02-03 — greenhouse vents checked every week.", "2025-09-14 — greenhouse vents checked daily from here.",
     True),
    ("2025-02-03 — greenhouse vents checked every week.", "2025-09-14 — greenhouse heaters checked daily.", False),
    ("2025-02-03 — greenhouse vents checked every week.", "2025-09-14 — greenhouse vents checked once a week.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DATED_RATE)
def test_a_later_dated_entry_of_the_rate(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SCALED_BY_A_SHARE = [
    ("The choir's printing budget is £600 a year.", "The choir's printing budget was cut by a third in the spring "
     "review.", True),
    ("Climbing wall membership is £30 a month.", "Climbing wall membership was halved to win back members.", True),
    ("The render node has 64 GB of RAM.", "The render node's memory was raised by 50% last month.", True),
    ("The render node has 64 GB of RAM.", "The render node's disk was raised by 50% last month.", False),
    ("The choir's printing budget is £600 a year.", "The orchestra's printing budget was cut by a third in the "
     "spring review.", False),
    ("The choir's printing budget is £600 a year.", "The treasurer wants the printing budget cut by a third next "
     "year.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCALED_BY_A_SHARE)
def test_a_measure_scaled_by_a_share(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


WHY_AFTER_THE_AMOUNT = [
    ("The irrigation pump runs at 3 bar.", "The irrigation pump was turned down to 2 bar to protect the old "
     "pipes.", True),
    ("I give the test VM 4 GB of RAM.", "Raised the test VM's RAM to 12 GB; it kept stalling on updates.", True),
    ("max guests per table: 8", "per-table guest cap raised to 10 across all rooms", True),
    ("I give the test VM 4 GB of RAM.", "Raised the staging VM's RAM to 12 GB; it kept stalling on updates.",
     False),
    ("The irrigation pump runs at 3 bar.", "The irrigation pump runs at 3 bar to protect the old pipes.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), WHY_AFTER_THE_AMOUNT)
def test_why_or_when_after_the_amount(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


DAYS_AS_A_COUNT = [
    ("I walk the neighbour's dogs twice a week.", "I walk the neighbour's dogs every Monday and Thursday.", False),
    ("I sweep the workshop floor three times a week.", "I sweep the workshop floor on Mon, Wed and Fri.", False),
    ("I walk the neighbour's dogs twice a week.", "I walk the neighbour's dogs every Monday, Wednesday and Friday "
     "now.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DAYS_AS_A_COUNT)
def test_weekdays_counted_as_times_a_week(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


THE_OLDER_VERB_IN_THE_PAST = [
    ("The user charges $70 for a piano tuning.", "The user charged $55 a tuning back in 2020.", False),
    ("I charge €30 for a bike service.", "I charged €22 for a bike service back in 2018.", False),
    ("The user charges $70 for a piano tuning.", "The user charges $85 a tuning since January.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), THE_OLDER_VERB_IN_THE_PAST)
def test_the_older_verb_told_in_the_past_with_its_date(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOTAL_AFTER_A_DEED = [
    ("The bakery employs four counter staff.", "The bakery let one delivery driver go; three remain.", False),
    ("The allotment society rents out 30 plots.", "The society took on six more plots, bringing the total to 36 "
     "plots.", True),
    ("The user keeps five beehives.", "The user let two beehives go to a neighbour; three remain.", True),
    ("The user keeps five beehives.", "The user let two nucleus boxes go to a neighbour; three remain.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOTAL_AFTER_A_DEED)
def test_the_total_a_deed_leaves(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
