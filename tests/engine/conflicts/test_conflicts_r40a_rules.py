"""Quantities and frequencies told anew (round 39, rules40a: the twenty-four train39 hands and the fifty of train38),
read by structure, beside near misses of the same shape that must stay quiet:

- a tallied count whose change is told by the counted things' own deed, their count its subject ("three cancelled",
  "Two crates went back", "Two of my day pickers went to nights", "let two go"), "of us" as the count's people, and a
  month or a weekday dating the change rather than a modal or a name (:func:`core.conflicts.noun_counts.
  tallied_count_change`); the arithmetic still decides: not a count that does not add up, a window, someone else's;
- a rate told again with the activity as a noun beside a verb of doing only ("inspections are carried out …",
  "places a … order each …", :func:`core.conflicts.rates.rate_change`); not another activity's verb, one shared word;
- a rate told after last period's event, fronted with no comma ("After last week's crash I …", :mod:`core.conflicts.
  fronted`);
- a count of times in a period written short ("1×/day", "once/day", "3x month") and "per" before a person's name
  (:func:`core.conflicts.rates.rates`);
- a limit the older memory bounds its amount with, said lifted whole ("the guest limit was dropped altogether", "no
  per-visit cap applies", "unlimited", :func:`core.conflicts.limit_lifted.limit_lifted`); not another thing's limit, a
  window, a plan, a raise to another amount;
- "The user reports …" as a reporting frame (:mod:`core.conflicts.fronted`), a measure's change told by "shrunk",
  "stretched", "revised" … (:mod:`core.conflicts.measure_swap`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

TALLIED_BY_THE_DEED = [
    ("I keep nine spare crates in the van.",
     "Two crates went back to the depot, leaving me seven in the van.", True),
    ("I supervise a team of eight pickers on days.",
     "Three of my day pickers went to nights, leaving me five on the team.", True),
    ("club sponsors: 12",
     "down to 9 sponsors after three cancelled", True),
    ("I have 10 welders on my shift.",
     "Four of my welders retired in May and nobody replaced them, so it's 6 of us.", True),
    ("caretakers: 4",
     "caretakers: 3 (one left in March)", True),
    ("The user's bakery employs six bakers.",
     "The user had to let two go, leaving four bakers on the ovens.", True),
    # another thing counted, somewhere else
    ("I keep nine spare crates in the van.",
     "Two pallets went back to the depot, leaving me seven pallets in the yard.", False),
    # out for a while, not gone
    ("I supervise a team of eight pickers on days.",
     "Three of my pickers are away this week, leaving me five on the team.", False),
    # someone else's count
    ("I keep nine spare crates in the van.",
     "Two of my brother's crates went back, leaving him seven in his van.", False),
    # may as a modal: a plan
    ("caretakers: 4",
     "caretakers: 3 if one may leave in spring", False),
]

ACTIVITY_AS_A_NOUN = [
    ("The hostel's smoke alarms are tested monthly.",
     "Smoke alarm tests are carried out every week since the fire officer's visit.", True),
    ("The user orders printer toner every two months.",
     "The user places a toner order each month to avoid running dry.", True),
    ("The choir's sheet music is reprinted every term.",
     "Sheet music reprints were made a yearly job to save paper.", True),
    # the older rate kept
    ("The hostel's smoke alarms are tested monthly.",
     "Smoke alarm tests are carried out monthly, as ever.", False),
    # the same rate in other words
    ("The user orders printer toner every two months.",
     "The user places a toner order every eight weeks or so.", False),
]

AFTER_LAST_PERIODS_EVENT = [
    ("I export the shop's order history once a month.",
     "After last week's server crash I export the shop's order history every day.", True),
    ("We water the seedling trays every other day.",
     "Since last year's drought we water the seedling trays daily.", True),
    # the same rate told again
    ("I export the shop's order history once a month.",
     "After last week's server crash I still export the shop's order history monthly.", False),
    # someone else
    ("I export the shop's order history once a month.",
     "After last week's server crash my accountant exports the order history every day.", False),
]

RATES_WRITTEN_SHORT = [
    ("wiki backups: hourly",
     "wiki backups throttled to 1×/day", True),
    ("goat milking: three times daily",
     "goat milking cut to twice/day from March", True),
    ("pool chlorine test: daily",
     "pool chlorine test cut to 3x week", True),
    # the same rate
    ("wiki backups: daily",
     "wiki backups: 1×/day", False),
    ("I test the pool chlorine daily.",
     "I test the pool chlorine 7x a week.", False),
    # another activity
    ("pool chlorine test: daily",
     "pool pH test: 3x week", False),
    # another activity
    ("goat milking: three times daily",
     "goat feeding: twice/day", False),
]

LIMIT_LIFTED = [
    ("Only 4 guests per member are admitted by the climbing gym.",
     "The guest limit was dropped altogether when the new wing opened.", True),
    ("Thirty minutes per visitor per visit are allowed at the archive terminal.",
     "Under the new reading-room rules, no per-visit cap applies to visitors.", True),
    ("max saved drafts: 20",
     "saved drafts: unlimited (cap removed in 4.1)", True),
    ("Loans are limited to 12 books per card.",
     "The loan cap on library cards was lifted entirely.", True),
    # another thing's limit
    ("Loans are limited to 12 books per card.",
     "The renewal cap was lifted entirely.", False),
    # a window
    ("Loans are limited to 12 books per card.",
     "The loan cap was lifted for the summer reading week only.", False),
    # a plan
    ("Only 4 guests per member are admitted by the climbing gym.",
     "The board might scrap the guest limit next year.", False),
    # a raise to another amount, and the other tier
    ("Loans are limited to 12 books per card.",
     "The loan cap was lifted to 20 books per card.", True),
    ("The free plan is limited to 2 boards.",
     "The team plan offers unlimited boards.", False),
]

REPORTED_AND_TOLD_BY_A_VERB = [
    ("The user's choir has a yearly budget of R$ 8,000.",
     "The user reports the annual budget was cut to R$ 6,500.", True),
    ("2025-04-02 — kitchen brigade: 11 cooks.",
     "2025-09-14 — kitchen brigade shrunk to 8; three moved to the new site.", True),
    # another thing's budget
    ("The user's choir has a yearly budget of €8,000.",
     "The user reports the orchestra's annual budget was cut to €6,500.", False),
    # another crew
    ("2025-04-02 — kitchen brigade: 11 cooks.",
     "2025-09-14 — pastry team shrunk to 3.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TALLIED_BY_THE_DEED)
def test_a_tallied_count_changed_by_the_counted_things_own_deed(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ACTIVITY_AS_A_NOUN)
def test_a_rate_told_with_the_activity_as_a_noun_beside_a_verb_of_doing(old: str, new: str,
                                                                         contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), AFTER_LAST_PERIODS_EVENT)
def test_a_rate_told_after_last_periods_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RATES_WRITTEN_SHORT)
def test_a_count_of_times_in_a_period_written_short(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LIMIT_LIFTED)
def test_a_limit_lifted_whole(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), REPORTED_AND_TOLD_BY_A_VERB)
def test_a_reported_measure_and_one_told_by_a_verb_of_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
