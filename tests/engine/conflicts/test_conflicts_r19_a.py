"""Readings for what the v19 writers wrote (issue 15, round 19, rules19a: residence, employer and role, tool, version,
schedule, frequency, quantity), one table per family. v19's false alarm first: two notes that are both true, and the
structure that makes them so read in general, not the pair:

- where someone grew up, was brought up or spent their childhood is where they come from, not a home now ("grew up
  in Spokane, moved west for college" after "lives in Seattle"); a move to that place told beside it still moves
  them (:func:`core.conflicts.home_swap._origin`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

RESIDENCE = [
    # v19's false alarm, and the same structure in other words: where someone comes from
    ("2026-02-01 — lives in Seattle.", "2026-02-10 — grew up in Spokane, moved west for college.", False),
    ("I'm based in Berlin.", "I was brought up in Dresden; moved north after school.", False),
    ("2025-03 — lives in Lyon.", "2025-09 — childhood home in Grenoble, moved for university.", False),
    ("The user lives in Denver.", "The user grew up in Omaha and relocated after college.", False),
    ("user based in Leeds", "user raised in Sheffield, moved away at eighteen", False),
    # a move to the place they grew up in is a move
    ("lives in Seattle", "moved back to Spokane, where I grew up", True),
    ("The user lives in Toronto.", "The user moved home to Halifax, where they were raised.", True),
    ("I'm based in Berlin.", "I relocated to Dresden last month.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
