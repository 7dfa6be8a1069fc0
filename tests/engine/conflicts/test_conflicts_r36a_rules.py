"""Frequency and quantity told anew (round 35, rules36a: the fifty train35 hands and the census), read by structure,
beside near misses of the same shape that must stay quiet:

- the older rate named in a part of its own only to be let go ("…; weekly was overkill", "Daily rebases were eating
  my evenings, so …", "the daily churn wasn't worth it") while the rest tells the older activity at another rate in
  other words (:func:`core.conflicts.rate_retold.rate_retold`); not another activity's rate let go ("daily feeding
  was overkill" after a watering), another thing or scope ("for the seedlings", "the freezers in room 4"), another
  holder, a window, the same rate kept, a question;
- a count the newer memory's change adds up to: the older count less or plus the number a change is told of is the
  count told beside it ("two hives lost …, down to seven", "sopranos: 11 after 3 moved away",
  :func:`core.conflicts.noun_counts.tallied_count_change`); not parts of the count, a share out for a while, another
  holder's count, a plan, an allowance used, another named thing;
- one count told by the dozen or the thousand ("fifty dozen" / "600", "12 KLOC" / "12,000 lines", "4K" / "4,096",
  :func:`core.conflicts.told_two_ways.told_two_ways`): the same count, while another count by the dozen still tells a
  change.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

OLDER_RATE_LET_GO = [
    ("I sharpen the kitchen knives every week.", "Weekly was overkill; I sharpen them once a month now.", True),
    ("I descale the espresso machine every week.", "Descaling weekly was too much hassle; I only bother with the "
     "espresso machine monthly.", True),
    ("I water the greenhouse tomatoes daily.", "Watering daily was overkill, so I water the tomatoes every other "
     "day.", True),
    ("I rotate the compost heap every week.", "Rotating weekly was too much work; I only bother with the compost once "
     "a month.", True),
    ("The user polishes the brass fittings daily.", "The user does the brass every third day; the daily polish wasn't "
     "worth it.", True),
    ("I water the greenhouse tomatoes daily.", "Daily feeding was overkill, so I feed the tomatoes weekly.", False),
    ("I water the greenhouse tomatoes daily.", "Daily watering was overkill; my neighbour waters her tomatoes twice "
     "a week.", False),
    ("I water the greenhouse tomatoes daily.", "Daily watering was overkill during the heatwave, so I watered them "
     "every other day.", False),
    ("I water the greenhouse tomatoes daily.", "Daily watering was overkill for the seedlings; they get water every "
     "other day.", False),
    ("I sharpen the kitchen knives every week.", "Weekly oiling of the boards was overkill; I oil them monthly.",
     False),
    ("I sharpen the kitchen knives every week.", "Weekly was overkill; I sharpen the kitchen knives weekly still.",
     False),
    ("The lab fridges are defrosted monthly.", "Monthly defrosting wasn't worth it, so the freezers in room 4 are "
     "defrosted quarterly.", False),
    ("I back up my photos to the NAS every week.", "Would weekly be overkill? Maybe I should back up monthly.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_RATE_LET_GO)
def test_the_older_rate_let_go(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TALLIED_COUNT = [
    ("The user keeps nine hives on the allotment.", "Two hives were lost to wasps, so the user is down to seven.",
     True),
    ("choir sopranos: 14", "sopranos: 11 after 3 moved away", True),
    ("I run a fleet of 5 rickshaws.", "One rickshaw sold in March; the fleet runs with four.", True),
    ("2025-02-01 — library laptop stock: 20", "2025-06-01 — 4 laptops added, stock at 24", True),
    ("The studio has 8 pottery wheels.", "After two resignations the studio is down to a pair of teachers.", False),
    ("The team has 6 engineers.", "Two engineers are on leave, so four are working this week.", False),
    ("I keep 12 violins in the workshop.", "Of the violins, 4 are mine and 8 are consigned.", False),
    ("My orchard has 40 apple trees.", "My neighbour cut down 10 of his 50 apple trees.", False),
    ("My orchard has 40 apple trees.", "If I lose 10 apple trees to the storm I'll have 30.", False),
    ("The user has 25 days of leave a year.", "The user took 5 days of leave, so 20 remain.", False),
    ("I keep 30 books on the shelf.", "I lent 10 books to Sam; 20 remain.", False),
    ("The team has 6 engineers.", "Two engineers left for Globex, leaving four.", False),
    ("Ten rowing boats are moored at the jetty.", "Two dinghies were sold off at the auction; eight remain at the "
     "jetty.", False),
    ("The farm runs 9 tractors.", "The farm added three quad bikes, bringing the fleet to 12 vehicles.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TALLIED_COUNT)
def test_a_count_the_change_adds_up_to(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


COUNT_BY_THE_DOZEN = [
    ("The bakery sells 600 bagels a day.", "The bakery sells fifty dozen bagels a day.", False),
    ("The greenhouse holds 36 seed trays.", "The greenhouse holds three dozen seed trays.", False),
    ("The parser is about 12,000 lines of C.", "The parser is about 12 KLOC of C.", False),
    ("max open files: 4K", "max open files: 4,096 (kernel default)", False),
    ("The greenhouse holds 36 seed trays.", "The greenhouse was refitted and holds four dozen seed trays.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_BY_THE_DOZEN)
def test_one_count_by_the_dozen_or_thousand(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
