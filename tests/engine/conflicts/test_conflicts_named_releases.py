"""A version told by a release's name, and a time told the British way.

"macOS Ventura" is macOS 13 and "Sequoia" macOS 15: a Mac that now runs Sequoia is no longer on Ventura.
A release's name counts only beside the thing it is a release of ("Ventura" alone is a city), and a
release that came out is news, not an upgrade. "half ten" is 10:30; "half an hour", "half the team" and
"half 2 GB" are not times.
"""

from __future__ import annotations

import pytest

from core.conflicts.tokenized import tokenized
from core.conflicts.version_reading import versions
from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("The user is on macOS Monterey.", "The user's Mac now runs Sonoma."),
    ("Build agents: Ubuntu Focal", "Build agents: Ubuntu Noble now"),
    ("2026-01-05: retro 15:00", "2026-02-16: retro moved to half four"),
])
def test_a_release_by_name_or_half_past_told_the_british_way_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The user is on macOS Monterey.", "macOS Sequoia came out last week."),
    ("The user is on macOS Monterey.", "The user's iPad runs iPadOS 17."),
    ("Our servers run Debian Bullseye.", "The CI image is Debian Bookworm."),
    ("The laptop runs macOS Sonoma.", "The laptop runs macOS 14.5."),
])
def test_news_another_device_or_the_same_release_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_release_names_count_only_beside_their_thing_and_half_ten_is_a_time():
    assert versions("The user is on macOS Ventura.") == (("macos", "13"),)
    assert versions("The user lives in Ventura.") == ()
    assert [t.norm for t in tokenized("standup moved to half ten") if t.kind == "time"] == ["10:30"]
    assert not [t for t in tokenized("the job takes half an hour") if t.kind == "time"]
    assert not [t for t in tokenized("cut by half 2 weeks ago") if t.kind == "time"]
