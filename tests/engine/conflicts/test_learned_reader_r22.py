"""Round 22: the learned reader weighs change verbs by class, so a verb no labelled pair used weighs as its
class does."""

from __future__ import annotations

import pytest

from core.conflicts.compare import compare
from core.conflicts.learned_features import pair_features
from core.conflicts.statement import read


def features(old: str, new: str) -> set[str]:
    o, n = read(old), read(new)
    return set(pair_features(old, new, o, n, compare(o, n)))


@pytest.mark.parametrize("old, new, shown, absent", [
    # A verb of leaving the older value, said by the newer text only.
    ("I track my expenses with YNAB.", "A plain Google Sheet does my budgeting since I cancelled that subscription.",
     {"vclass:leave", "vclass:now"}, {"vclass:take", "vclass:move"}),
    # Another form of a verb of the class reaches it through its stem ("relocating" / "relocate").
    ("The team is based in Leeds.", "The team is relocating to Galway.", {"vclass:move"}, {"vclass:leave"}),
    # Taking up a new value, with another value of one slot beside it: the conjunction is a feature of its own.
    ("Dana works at Stripe.", "Dana joined Shopify.", {"vclass:take", "vclass:take&other-value"}, set()),
    # A quantity scaled.
    ("The upload limit is 10 MB.", "The upload limit was raised to 25 MB.", {"vclass:scale"}, {"vclass:leave"}),
    # A change verb both texts say tells nothing new: no class.
    ("I moved to Lisbon in 2020.", "I moved to Porto in 2020.", set(), {"vclass:move"}),
    # No change verb at all.
    ("The standup is at 9:30.", "The standup is at 9:30 in room 4.", set(),
     {"vclass:leave", "vclass:take", "vclass:move", "vclass:scale", "vclass:now"}),
])
def test_change_verbs_are_weighed_by_class(old, new, shown, absent):
    found = features(old, new)
    assert shown <= found and not absent & found


def test_a_verb_class_is_given_again_in_the_pairs_overlap_band():
    found = features("The user's default git branch name is master.",
                     "The user switched their default branch name to main across all repos.")
    band = "@close" if "band@close" in found else "@far"
    assert "vclass:move" in found and "vclass:move" + band in found
    assert "vclass:move" + ("@far" if band == "@close" else "@close") not in found
