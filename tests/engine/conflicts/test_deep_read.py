"""Capture reads its best-ranked few candidates; the daemon's upkeep reads the rest of the list (speed46)."""

from __future__ import annotations

import pytest

from core.conflicts import deep_read, detector

TARGET = "The ledger API port is 8080, set in the gateway config after the spring migration of the cluster"
# Short texts sharing the newcomer's words: the index ranks them above the long target, and none contradicts it.
AHEAD = ["Ledger API port docs", "Ledger API port review", "Ledger port scan", "Ledger API port audit",
         "Ledger API port notes"]
NEWCOMER = "The ledger API port is 9090"


@pytest.fixture
def capture_reads_three(monkeypatch):
    monkeypatch.setattr(detector, "CAPTURE_LIMIT", 3)


def promoted(engine, text, kind="infra") -> int:
    memory_id = engine.memories.remember(text, kind=kind).id
    engine.memories.promote([memory_id])
    return memory_id


def crowded(engine) -> int:
    target = promoted(engine, TARGET)
    for text in AHEAD:
        promoted(engine, text)
    return target


def targets(engine, memory_id) -> list[int]:
    return [p.target_id for p in engine.store.proposals.for_memory(memory_id)]


def test_a_contradiction_past_captures_limit_is_filed_by_the_upkeep(engine, capture_reads_three):
    target = crowded(engine)
    newcomer = engine.memories.remember(NEWCOMER, kind="infra")
    found = detector.candidates(engine.store, engine.settings, engine.memories.get(newcomer.id))
    assert target in [m.id for m in found[3:]]  # ranked past what capture read
    assert newcomer.would_supersede == [] and targets(engine, newcomer.id) == []
    run = engine.agents.run_upkeep()
    assert run.steps["deep_read"]["status"] == "ok" and run.steps["deep_read"]["proposed"] == 1
    assert targets(engine, newcomer.id) == [target]
    (proposal,) = engine.store.proposals.for_memory(newcomer.id)
    assert proposal.rule == "value_change" and proposal.status == "open"
    # On the newcomer's envelope, as capture files it: promoting it retires the target.
    assert engine.memories.promote([newcomer.id]).superseded == [target]


def test_a_newcomer_past_the_limit_that_contradicts_nothing_gets_nothing(engine, capture_reads_three):
    crowded(engine)
    near_miss = engine.memories.remember("The ledger API port is documented in the wiki", kind="infra")
    report = engine.conflicts.deep_read()
    assert report.examined >= 1 and report.pairs >= 1 and report.filed == []
    assert targets(engine, near_miss.id) == []


def test_with_every_candidate_read_at_capture_nothing_is_filed_twice(engine):
    target = crowded(engine)  # the full capture limit: capture reads the target itself
    newcomer = engine.memories.remember(NEWCOMER, kind="infra")
    assert newcomer.would_supersede == [target]
    report = engine.conflicts.deep_read(after_id=0)
    assert report.filed == [] and targets(engine, newcomer.id) == [target]


def test_nothing_is_filed_twice_and_a_dismissed_finding_never_returns(engine, capture_reads_three):
    target = crowded(engine)
    newcomer = engine.memories.remember(NEWCOMER, kind="infra")
    assert len(engine.conflicts.deep_read().filed) == 1
    again = engine.conflicts.deep_read(after_id=0)  # walked again from the start: the pair is decided
    assert again.filed == [] and again.skipped_decided == 1
    (proposal,) = engine.store.proposals.for_memory(newcomer.id)
    engine.conflicts.dismiss_proposal(proposal.id, reason="not the same port")
    after_dismissal = engine.conflicts.deep_read(after_id=0)
    assert after_dismissal.filed == [] and after_dismissal.skipped_decided == 1
    assert [(p.target_id, p.status) for p in engine.store.proposals.for_memory(newcomer.id)] == [
        (target, "dismissed")]


def test_the_cursor_starts_at_the_first_capture_that_filled_its_list_and_moves_on(engine, capture_reads_three):
    promoted(engine, TARGET)
    promoted(engine, AHEAD[0])
    assert deep_read.cursor(engine.store) is None  # no capture filled its list: nothing is owed
    assert engine.conflicts.deep_read().examined == 0
    for text in AHEAD[1:]:
        promoted(engine, text)
    first_owed = deep_read.cursor(engine.store)
    assert first_owed is not None
    newcomer = engine.memories.remember(NEWCOMER, kind="infra")
    report = engine.conflicts.deep_read()
    assert report.after_id == first_owed and report.next_after == newcomer.id
    assert deep_read.cursor(engine.store) == newcomer.id
    assert engine.conflicts.deep_read().examined == 0  # nothing new since: the next pass walks nothing
    engine.conflicts.deep_read(after_id=0)
    assert deep_read.cursor(engine.store) == newcomer.id  # a pass from an earlier id never moves it back
