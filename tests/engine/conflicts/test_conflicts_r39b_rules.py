"""Quantity and frequency told anew (round 38, rules39b: the fifty train38 hands and the census), read by structure,
beside near misses of the same shape that must stay quiet:

- a count of occasions in one period read as a rate ("cut back to one a month", "one session a week", "a single
  annual trip") and a count joined to a period's adverb ("twice-yearly", "6-weekly"), :mod:`core.conflicts.rates`;
  not a bound ("at least one session a week"), an amount of a unit ("two hours a day"), the same rate;
- a rate changed with the change said, the newer clause telling why, how or who beside the rate ("stretched key
  rotation out to once a year under the new policy", "deliveries were cut back to … when the mill lost a driver",
  :func:`core.conflicts.rates.rate_change`); not the shared noun under another modifier, a scope, a window;
- one measure's amount set anew with what follows the amount saying why or at what occasion ("… to 25 MB so the
  recordings fit", "… to 128 MiB for texture streaming", "… at renewal", "…: 20 MB, raised for …"), held for the whole
  thing ("the wiki-wide attachment cap"), or turned by its direction ("revised downward"),
  :func:`core.conflicts.measure_swap.measure_change`; not a scope or a name after the amount, another thing;
- a count after a verb of holding ("the loft holds 9 racks", "fits 14 racks", "lists 32 cows"), a when told first
  ("After the autumn sale, …", "…, so we're …", its amounts not the measure's) and the subject with its auxiliary ("I've
  trimmed …"), read as the thing's count; not another thing's or holder's count, a sum over several ("across all …
  combined"), the same count.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

OCCASIONS_COUNTED = [
    ("The choir's sectional rehearsals run twice a week.",
     "Choir sectionals were trimmed to one session a week after the summer concert.", True),
    ("2025-01-10 — archive backups: one run per month.",
     "2025-06-02 — archive backups cadence raised to weekly.", True),
    ("pond water test: quarterly",
     "pond water test now twice-yearly", True),
    ("2024-03-02 — hive inspections: monthly.",
     "2024-09-14 — hive inspections moved to 6-weekly, per the beekeeping manual.", True),
    # a bound, not the rate
    ("The choir's sectional rehearsals run twice a week.",
     "Sectional rehearsals need at least one session a week, the conductor says.", False),
    # an amount of a unit each day, not how often
    ("I practise the cello every day.",
     "I practise the cello two hours a day now.", False),
    # the same rate in other words
    ("The allotment committee meets every month.",
     "The allotment committee now holds one meeting a month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OCCASIONS_COUNTED)
def test_a_count_of_occasions_in_a_period_is_a_rate(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CHANGE_SAID_WITH_WHY = [
    ("I rotate the vault's signing keys every 60 days.",
     "I've stretched signing key rotation out to once a year under the new audit regime.", True),
    ("Flour deliveries are received weekly from the mill.",
     "Flour deliveries were cut back to fortnightly when the mill lost a lorry.", True),
    # a word before the shared noun the older text lacks: a narrower or another thing
    ("I rotate the music vault keys every 60 days.",
     "I have stretched photo vault key rotation out to once a year under the new regime.", False),
    ("Flour deliveries are received weekly from the mill.",
     "Rye flour deliveries were cut back to fortnightly when the mill lost a lorry.", False),
    # a season the change holds for, not the standing rate
    ("Flour deliveries are received weekly from the mill.",
     "Flour deliveries were cut back to fortnightly for the winter months when the mill lost a lorry.", False),
    # someone else's
    ("I rotate the vault's signing keys every 60 days.",
     "My manager stretched her signing key rotation out to once a year.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANGE_SAID_WITH_WHY)
def test_a_rate_changed_with_why_beside_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


MEASURE_WITH_WHY_AFTER = [
    ("I set the broker's max message size to 2 MB.",
     "I raised the broker-wide max message size to 8 MB.", True),
    ("The user's wiki caps attachments at 20 MB.",
     "The user raised the wiki-wide attachment cap to 50 MB so the site recordings fit.", True),
    ("texture pool: 256 MiB (renderer)",
     "renderer texture pool cap raised to 512 MiB for level streaming", True),
    ("max attachment size: 10 MB (helpdesk)",
     "max attachment size: 30 MB, raised for scanned contracts", True),
    ("Hut stays are limited to two nights.",
     "The hut-stay limit was raised to four nights at the last AGM.", True),
    ("site grit reserve target: 40 tonnes",
     "site grit reserve target revised downward, 25 tonnes", True),
    # a scope after the amount: whose measure, not why
    ("The user's wiki caps attachments at 20 MB.",
     "The user raised the wiki-wide attachment cap to 50 MB for the staging wiki.", False),
    # another thing's measure
    ("I set the broker's max message size to 2 MB.",
     "I raised the proxy's max header size to 8 MB for streaming uploads.", False),
    # one amount in other units
    ("The user's wiki caps attachments at 2 GB.",
     "The user raised the wiki-wide attachment cap to 2048 MB so the recordings fit.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MEASURE_WITH_WHY_AFTER)
def test_a_measure_set_anew_with_why_after_its_amount(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


COUNT_HELD = [
    ("My loft holds 9 drying racks.",
     "After the new dormer went in I fit 14 drying racks in the loft.", True),
    ("The user's dairy lists 40 milking cows.",
     "After the autumn sale, the user's dairy lists 32 milking cows.", True),
    ("The user's ferry carries 6 cars per crossing.",
     "After refitting the deck, the user's ferry carries 9 cars a crossing.", True),
    ("I keep 60 spare filter cartridges in stock.",
     "I've trimmed my standing stock of spare filter cartridges to 35.", True),
    # another thing's count
    ("I keep 60 spare filter cartridges in stock.",
     "I've trimmed my standing stock of spare pump cartridges to 35.", False),
    ("My loft holds 9 drying racks.",
     "After the new dormer went in I fit 14 storage crates in the garage.", False),
    # the same count in other words
    ("The user's dairy lists 40 milking cows.",
     "After the autumn sale, the user's dairy lists 40 milking cows, as before.", False),
    ("The user's dairy lists 40 milking cows.",
     "After the autumn sale, the user's neighbour's dairy lists 32 milking cows.", False),
    # a sum over several, not the one thing's count
    ("The Larch cabin has 6 bunk beds.",
     "There are 30 bunk beds across all the camp's cabins combined.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_HELD)
def test_a_count_held_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
