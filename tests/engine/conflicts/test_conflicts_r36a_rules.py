"""Frequency told anew (round 35, rules36a: the fifty train35 hands and the census), read by structure, beside near
misses of the same shape that must stay quiet:

- the older rate named in a part of its own only to be let go ("…; weekly was overkill", "Daily rebases were eating
  my evenings, so …", "the daily churn wasn't worth it") while the rest tells the older activity at another rate in
  other words (:func:`core.conflicts.rate_retold.rate_retold`); not another activity's rate let go ("daily feeding
  was overkill" after a watering), another thing or scope ("for the seedlings", "the freezers in room 4"), another
  holder, a window, the same rate kept, a question.

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
