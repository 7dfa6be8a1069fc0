"""Round 37: a count read as money is no longer turned into a length afterwards (the retrain's crowd pairs found
``slots_changed`` raising KeyError on such a pair)."""

from __future__ import annotations

from core.conflicts.changed_slots import slots_changed
from core.conflicts.statement import read


def test_a_count_compared_as_money_is_not_read_again_as_minutes() -> None:
    # "15m" is first compared as the other memory's money ("$3"), then must not be taken for fifteen minutes.
    assert slots_changed(read("Cache TTL bumped to 15m."), read("TTL is 5 min, $3")) == ["money:usd"]


def test_a_bare_count_of_minutes_still_reads_as_a_length() -> None:
    assert slots_changed(read("ttl bumped to 15m"), read("ttl is 5 min")) == ["period"]
