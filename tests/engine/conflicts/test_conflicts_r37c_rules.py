"""Preference and name told anew (round 36, rules37c: the fifty train36 hands and the census), each read by
structure, beside near misses of the same shape that must stay quiet:

- a choice turned down in a clause of its own after another is given ("…; tabs rejected", "…, rollers off the
  list", :mod:`core.conflicts.ended_older`); not something else turned down, not one turned down by another party.
- a passive preference told in the perfect ("a glossy finish has been chosen by the buyer",
  :func:`core.conflicts.attitude._attitudes`): the perfect's "has" is no head of the thing; not another holder,
  another purpose, an added choice, the same value again, a week only.
- a preferred time of day moved, the thing told by a bare slot ("morning rehearsals" / "evening slots", "morning
  slots for pickups" / "late-afternoon pickups") or its holder told without the possessor ("by the school's owner" /
  "by the owner", :func:`core.conflicts.attitude_dayparts._daypart_moved`); not a slot for another purpose, another
  holder, another thing at another time, an added slot, a window ("this week", "next week").
- a thing rededicated and called by another name (:mod:`core.conflicts.name_anew`); not another thing rededicated,
  not the name kept.
- "no more than", "no longer than" before an amount: a bound, not a denial of the amount
  (:mod:`core.conflicts.cues`); "no more coffee" still denies.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

_SEEDS = "pref: heirloom seed packets for the allotment stall"
_SPLIT = "user pref: mono fonts, size 12, in the terminal"

TURNED_DOWN = [
    (_SPLIT, "terminal look: proportional font at size 13; mono fonts rejected", True),
    (_SEEDS, "allotment stall: user wants F1 hybrid packets; heirloom seed packets off the list", True),
    ("The kiln crew prefers cone 6 glazes for the mugs.", "Mug glazes: cone 10 reduction from now; cone 6 glazes "
     "ruled out after the crazing.", True),
    (_SPLIT, "terminal look: proportional font at size 13; my pull request rejected", False),
    (_SEEDS, "allotment stall: user wants F1 hybrid packets; the council grant off the list", False),
    (_SPLIT, "terminal look: mono fonts at size 14; the bitmap font rejected", False),
    ("Linen napkins are preferred by the banquet captain.", "The linen napkins were rejected by the bar staff in "
     "favour of paper ones.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TURNED_DOWN)
def test_a_choice_turned_down_beside_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_ROOFS = "Slate roofs are preferred by the surveyor for the barn conversions."

PERFECT_PASSIVE = [
    (_ROOFS, "A clay tile roof has been chosen by the surveyor for the barn conversions.", True),
    ("Paper tickets are favoured by the festival steward.", "Wristband tickets have been favoured by the festival "
     "steward since the gate queues.", True),
    (_ROOFS, "A clay tile roof has been chosen by the surveyor for the chapel repair.", False),
    (_ROOFS, "A clay tile roof has been chosen by the parish clerk for the barn conversions.", False),
    (_ROOFS, "A clay tile roof has also been chosen by the surveyor for the barn conversions.", False),
    (_ROOFS, "Slate roofs have long been preferred by the surveyor for the barn conversions.", False),
    (_ROOFS, "A clay tile roof has been suggested by the surveyor for the barn conversions.", False),
    (_ROOFS, "A clay tile roof has been chosen by the surveyor for the barn conversions this month only.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PERFECT_PASSIVE)
def test_a_passive_preference_told_in_the_perfect(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_SWIM = "Morning lessons are preferred by the swimming coach."
_COLLECT = "Morning slots are favoured by the user for bike-service collections."

DAYPART_SLOT = [
    (_SWIM, "Evening slots are favoured by the swimming coach since the pool changed hands.", True),
    (_COLLECT, "Late-evening collections are favoured by the user from now on.", True),
    ("Early-morning visits are preferred by the farm's vet.", "Afternoon sessions are preferred by the vet "
     "since the new herd arrived.", True),
    (_SWIM, "Evening slots are favoured by the swimming coach for her own training.", False),
    (_SWIM, "Evening slots are favoured by the diving coach.", False),
    ("Early-morning visits are preferred by the farm's vet.", "Afternoon sessions are preferred by the "
     "clinic's vet.", False),
    (_SWIM, "Evening meals are favoured by the swimming coach.", False),
    (_SWIM, "Evening slots are also favoured by the swimming coach.", False),
    (_COLLECT, "Late-evening collections are favoured by the user on Sundays.", False),
    (_SWIM, "Evening slots are favoured by the swimming coach this week while the pool is drained.", False),
    ("I like the early-morning round at the kennels.", "I can't do the early-morning round next week; put me on the "
     "evening rota instead.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DAYPART_SLOT)
def test_a_preferred_time_of_day_moved_told_by_a_slot(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_GATE = "The north gate of the cemetery is known as the Fenwick Gate."

REDEDICATED = [
    (_GATE, "The north gate was rededicated by the trustees and is signposted as the Marlow Gate.", True),
    ("The ward's quiet room is called the Alder Room by the nurses.", "The quiet room was rededicated in spring and "
     "is referred to as the Hollis Room on every rota.", True),
    (_GATE, "The south gate was rededicated by the trustees and is signposted as the Marlow Gate.", False),
    (_GATE, "The north gate was rededicated by the trustees and is still signposted as the Fenwick Gate.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), REDEDICATED)
def test_a_thing_rededicated_under_another_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


BOUNDS = [
    ("The editor wants book reviews kept under 800 words.", "The editor wants reviews tight — no more than 800 words.",
     False),
    ("The chair likes agenda items kept under five minutes.", "Chair's reminder: agenda items no longer than five "
     "minutes.", False),
    ("I drink two coffees before noon.", "No more coffee for me; it wrecks my sleep.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), BOUNDS)
def test_no_more_than_an_amount_is_a_bound(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
