"""The candidate lookup finds an older memory told in other words of the same slot (search_bridges)."""

from __future__ import annotations

import pytest

from core.conflicts.families import SEARCH_ALIASES
from core.conflicts.search_bridges import BRIDGES
from support.conflicts import looked_up


@pytest.mark.parametrize(("old", "new"), [
    ("Our API rate limit is 100 requests per minute.", "We bumped throttling to 250 req/min across the board."),
    ("Our standup is at 9:30 every morning.", "We shifted daily sync to quarter past ten so Berlin can join."),
    ("The user prefers responses in French.", "The user asked that all replies be in English going forward."),
    ("java runtime: 11 (corretto)", "JDK bumped → 21 (temurin)"),
    ("Our team has eight engineers.", "After the layoffs we're down to five devs."),
    ("User's manager is Ana Ruiz.", "User reports to Kwame Mensah after the reorg."),
])
def test_a_value_told_in_other_words_finds_the_older_memory(engine, clock, old, new):
    assert looked_up(engine, clock, old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Licence identifiers are not bridged: a crowded store would hand every project's licence over.
    ("Our core engine is under the AGPL.", "Plover went MPL after the contributor vote."),
    # Nothing shared and nothing bridged.
    ("Our standup is at 9:30 every morning.", "The office plants get watered on Fridays."),
])
def test_no_bridge_no_candidate(engine, clock, old, new):
    assert not looked_up(engine, clock, old, new)


def test_bridges_go_both_ways_except_the_one_way_ones():
    assert "requests" in BRIDGES["req"] and "req" in BRIDGES["requests"]
    assert "manager" in BRIDGES["reports"] and "reports" not in BRIDGES["manager"]
    # One table for the lookup: the older aliases and the bridges of a word together.
    assert set(BRIDGES["devs"]) <= set(SEARCH_ALIASES["devs"])
    assert {"production", "prod"} & set(SEARCH_ALIASES["prod"]) == {"production"}
