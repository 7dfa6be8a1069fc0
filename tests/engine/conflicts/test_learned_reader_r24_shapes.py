"""Round 24: the learned reader counts a pair's shape (plain words added and dropped, the older subject gone, a value
in the older value's place)."""

from __future__ import annotations

import pytest

from core.conflicts.compare import compare
from core.conflicts.learned_features import pair_features
from core.conflicts.learned_shapes import shape_features
from core.conflicts.statement import read


def features(old: str, new: str) -> set[str]:
    o, n = read(old), read(new)
    return set(pair_features(old, new, o, n, compare(o, n)))


@pytest.mark.parametrize("old, new, shown, absent", [
    # One value for another in the older frame, nothing plain added: the shape of a change.
    ("The upload limit is 10 MB.", "The upload limit was raised to 25 MB.",
     {"plain-added:0", "plain-dropped:0", "value-in-place", "value-in-place&change", "value-in-place&nothing-added",
      "change&nothing-added"}, {"head-dropped"}),
    # Another thing in the subject: plain words added, the older subject gone, no value in its place.
    ("The billing service runs on Postgres.", "The reporting dashboard also reads from a replica.",
     {"plain-added:3+", "head-dropped"}, {"value-in-place", "plain-added:0", "change&nothing-added"}),
])
def test_a_pairs_shape_is_counted(old, new, shown, absent):
    found = features(old, new)
    assert shown <= found and not absent & found


def test_values_change_words_and_time_words_are_not_plain_words():
    found = shape_features("standup at 9:30", "standup moved to 10:15 now this week", {"9:30"}, {"10:15"}, True)
    assert "plain-added:0" in found and "value-in-place" in found
    plain = shape_features("standup at 9:30", "standup with the design team at 10:15", {"9:30"}, {"10:15"}, False)
    assert "plain-added:2" in plain and "value-in-place&change" not in plain
