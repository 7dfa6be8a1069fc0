"""Round 18's learned-reader guard: an older value the newer memory tells as still standing closes the pair."""

from __future__ import annotations

import pytest

from core.conflicts import learned_reader as reader


@pytest.mark.parametrize("old, new", [
    ("log rotation: daily on all hosts", "audit logs rotate hourly; others daily as before"),  # v18's false filing
    ("shop app rails version: 7.1", "rails 7.2 on feature branch only, main stays 7.1"),
    ("django 4.2 LTS in prod", "staging branch trialling django 5.0; prod stays on 4.2"),
])
def test_an_older_value_told_as_still_standing_closes_the_pair_to_the_reader(old, new):
    assert reader.older_value_still_held(old, new)
    assert reader.open_features(old, new) is None
    assert reader.learned_change(old, new) is None


@pytest.mark.parametrize("old, new", [
    # The older value named as outgrown, not as still standing: a change the reader must still file.
    ("Oct 7 — log rotation daily", "Feb 12 — logs rotate every 12h now, daily files got too big"),
    # A still-word with no older value of the newer one's type named again.
    ("Our standup is at 9:30.", "Standup moved to 10:00, still in the big room."),
])
def test_a_change_that_names_the_older_value_as_left_behind_stays_open(old, new):
    assert not reader.older_value_still_held(old, new)
    assert reader.open_features(old, new) is not None


def test_the_shipped_reader_still_files_a_change_beside_the_still_standing_guard():
    assert reader.learned_change("Oct 7 — log rotation daily",
                                 "Feb 12 — logs rotate every 12h now, daily files got too big") is not None
