"""Residence, jobs, tools, versions, schedules, frequencies and quantities (issue 15, round 11): the shapes the
round-10 readers got wrong or left open, each beside the near misses that look like it. One table; each pair
is read as capture reads it (the rules, then the check that a home or a job is one person's), no engine.
"""

from __future__ import annotations

import pytest

from core.conflicts.holders import different_people
from core.conflicts.rules import decide


def verdict(old: str, new: str) -> bool:
    """Whether capture would file the newer memory against the older one (the learned reader aside)."""
    match = decide(old, new)
    return match is not None and not different_people(old, new, match.reason)


@pytest.mark.parametrize("old, new, contradicts", [
    # A home is one holder's: the user's sister's home is not the user's (holders.py).
    ("The user's sister lives in Dublin.", "The user lives in Cork, about three hours from Dublin.", False),
    ("My sister lives in Oslo.", "I live in Bergen now.", False),
    ("The user lives in Dublin.", "The user lives in Cork now.", True),
    ("My partner and I live in Oslo.", "We moved to Bergen in March.", True),
    ("I rent a flat in Ghent.", "Moved in with my partner in Antwerp last month.", True),
    # One place written two ways: with or without its accents, or elided at an apostrophe.
    ("residence: Zurich, rented flat", "residence: Zürich, Kreis 4, Langstrasse area", False),
    ("residence: Zurich", "residence: Geneva", True),
    ("2026-01-15: user lives in Amsterdam", "2026-03-01: user lives in A'dam, Jordaan area", False),
    ("2026-01-15: user lives in Amsterdam", "2026-03-01: user lives in R'dam now", True),
    # A promotion one is only up for is no new title.
    ("I'm a staff engineer at Datadog.", "I'm up for promotion to principal at Datadog, decision in May.", False),
    ("I'm a staff engineer at Datadog.", "I was promoted to principal engineer at Datadog.", True),
    # A job note's title told again: a count beside it is a detail, another title is a change.
    ("role: EM, 6 reports", "role: EM, team grew to 8 reports", False),
    ("role: EM, 6 reports", "role: director, 6 reports", True),
    # The older version told again beside another (another thing's, or an upgrade not reached).
    ("go toolchain: 1.21 in CI", "go toolchain 1.21; golangci-lint 1.55", False),
    ("go version: 1.21 in go.mod", "go 1.21 — 1.22 upgrade blocked by grpc dep", False),
    ("go toolchain: 1.21 in CI", "go toolchain: 1.22 in CI", True),
    # A bare hour read with the daypart the text names: "evenings at seven" is 19:00.
    ("The user's book club meets Thursday at 7pm.", "The user's book club meets Thursday evenings at seven.", False),
    ("The user's book club meets Thursday at 7pm.", "The user's book club meets Thursday evenings at eight.", True),
])
def test_round_11_pairs(old, new, contradicts):
    assert verdict(old, new) is contradicts
