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


FREQUENCY = [
    # a verb that takes the activity to its new rate, whatever the verb; when or why told after it
    ("2025-05-20 — therapy sessions weekly.", "2026-01-12 — therapy tapered to every third week.", True),
    ("The user backs up their photos monthly.",
     "The user set the photo backup to run automatically every night.", True),
    ("The user visits the climbing gym three times a week.",
     "The user cut climbing down to a single Saturday session after the shoulder injury.", True),
    ("The user waters the garden every morning.", "The user cut watering down to every other day once the rain came.",
     True),
    ("The team retro happens every two weeks.", "The team retro was stretched to once a month.", True),
    # another activity, another holder, another scope, or the same rate said another way
    ("The user visits the climbing gym three times a week.",
     "The user's partner cut climbing down to a single Saturday session.", False),
    ("The user visits the climbing gym three times a week.",
     "The user cut bouldering down to a single Saturday session.", False),
    ("The user backs up their photos monthly.", "The user set the video backup to run every night.", False),
    ("2025-05-20 — therapy sessions weekly.", "2026-01-12 — physio tapered to every third week.", False),
    ("Log rotation runs daily.", "Log rotation on staging was set to run weekly.", False),
    ("The team retro happens every two weeks.", "The team retro was moved to every other week.", False),
    ("The team retro happens every other week.", "The team retro happens twice a month.", False),
    ("The user swims three times a week.", "The user bumped running up to five times a week.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
