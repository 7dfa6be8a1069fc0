"""Joining a group one does not work for is no new employer (issue 15, round 30, the lead).

"joined" is a verb of hiring ("Maya joined Shopify"), and a group joined is no employer ("joined the security guild").
A helper's probe found a choir read as an employer ("Maya joined a local choir, Cantabile" after "Maya works at
Stripe"): the groups one joins outside work — a choir, a band, a gym, a league, a congregation — are groups too.
"""

from __future__ import annotations

import pytest

from core.conflicts.rules import decide

OLD = "Maya works at Stripe as a backend engineer."

GROUPS = [
    "Maya joined a local choir, Cantabile.",
    "Maya joined Cantabile, a local choir.",
    "Maya joined the Leith Harriers running league.",
    "Maya joined a brass band, the Portobello Players.",
    "Maya joined the climbing gym near Waverley.",
]

EMPLOYERS = [
    "Maya joined Shopify as a backend engineer.",
    "Maya joined a startup, Loomly, in March.",
]


@pytest.mark.parametrize("new", GROUPS)
def test_a_group_joined_outside_work_is_no_new_employer(new):
    assert decide(OLD, new) is None, new


@pytest.mark.parametrize("new", EMPLOYERS)
def test_an_employer_joined_is_still_a_change(new):
    match = decide(OLD, new)
    assert match is not None and "Stripe →" in match.reason, (new, match)
