"""``scan`` over the promoted corpus and a person's ``supersede`` ruling, through the engine."""

from __future__ import annotations

import pytest

from core import NotFoundError, RefusedError, ValidationError
from core.memories.lifecycle import apply_transition


def unseen_pair(engine, old_text, new_text, **fields) -> tuple[int, int]:
    """Two memories promoted together, so capture never compared them."""
    a = engine.memories.remember(old_text, **fields).id
    b = engine.memories.remember(new_text, **fields).id
    engine.memories.promote([a, b])
    return a, b


def test_scan_is_bounded_resumable_and_reports_progress(engine):
    pairs = [unseen_pair(engine, f"The {name} timeout is 30 seconds", f"The {name} timeout is 60 seconds", kind="infra")
             for name in ("read", "write", "connect")]
    ticks: list[tuple[int, int]] = []
    first = engine.conflicts.scan(limit=2, progress=lambda done, total: ticks.append((done, total)))
    assert ticks == [(1, 2), (2, 2)]
    assert first.examined == 2 and not first.complete and first.next_after == pairs[0][1]
    assert [(p["memory_id"], p["target_id"]) for p in first.filed] == [(pairs[0][1], pairs[0][0])]
    rest = engine.conflicts.scan(after_id=first.next_after)
    assert rest.complete and rest.next_after is None
    filed = {(p["memory_id"], p["target_id"]) for p in rest.filed}
    assert filed == {(new, old) for old, new in pairs[1:]}
    assert all(engine.memories.get(old).status == "promoted" for old, _ in pairs)


def test_scan_one_namespace_and_never_across(engine):
    unseen_pair(engine, "The deadline is March 15", "The deadline moved to April 2", kind="project", namespace="a")
    engine.memories.promote([engine.memories.remember("The deadline is May 9", kind="project", namespace="b").id])
    only_b = engine.conflicts.scan(namespace="b")
    assert only_b.examined == 1 and only_b.filed == []
    everything = engine.conflicts.scan()
    assert len(everything.filed) == 1 and everything.to_dict()["by_rule"] == {"value_change": 1}


def test_scan_skips_dismissed_pairs_for_good(engine):
    old, new = unseen_pair(engine, "My main browser is Firefox", "My main browser is Arc", kind="tooling")
    (filed,) = engine.conflicts.scan().filed
    (proposal,) = engine.store.proposals.for_memory(new)
    engine.conflicts.dismiss_proposal(proposal.id, reason="both are in use")
    again = engine.conflicts.scan()
    assert again.filed == [] and again.skipped_decided == 1
    assert engine.memories.get(old).status == "promoted"


def test_accepting_a_scan_proposal_retires_the_older_and_undo_reverses_it(engine):
    old, new = unseen_pair(engine, "The on-call lead is Maria", "The on-call lead is Tom", kind="project")
    engine.conflicts.scan()
    (proposal,) = engine.store.proposals.for_memory(new)
    assert engine.conflicts.accept_proposal(proposal.id).superseded == [old]
    assert engine.memories.get(old).status == "superseded"
    engine.memories.undo()
    assert engine.memories.get(old).status == "promoted"


def test_scan_limit_is_validated(engine):
    with pytest.raises(ValidationError, match="--limit"):
        engine.conflicts.scan(limit=0)


def test_supersede_applies_now_when_new_is_promoted_and_is_undoable(engine, clock):
    old = engine.memories.remember("Standup is at 9:30", kind="project").id
    engine.memories.promote([old])
    verified = engine.memories.get(old).last_verified
    new = engine.memories.remember("The team dropped the daily meeting", kind="project").id
    engine.memories.promote([new])
    clock.advance(days=1)
    result = engine.conflicts.supersede(old, new, reason="the standup was cancelled")
    assert result.to_dict() == {**result.to_dict(), "outcome": "applied", "superseded": [old]}
    retired = engine.memories.get(old)
    assert retired.status == "superseded" and retired.superseded_by == new
    assert "the standup was cancelled" in retired.status_reason
    history = [entry.action for entry in engine.store.audit.for_memory(old)]
    assert history[-1] == "supersede"
    assert engine.memories.restore_by(new) == [old]
    assert engine.memories.get(old).last_verified == verified


def test_supersede_files_on_a_pending_new_and_promotion_applies_it(engine):
    old = engine.memories.remember("Standup is at 9:30", kind="project").id
    engine.memories.promote([old])
    new = engine.memories.remember("The team dropped the daily meeting", kind="project").id
    result = engine.conflicts.supersede(old, new)
    assert result.outcome == "proposed" and result.to_dict()["would_supersede"] == [old]
    assert engine.memories.get(old).status == "promoted"
    assert [p.rule for p in engine.store.proposals.for_memory(new)] == ["manual"]
    assert engine.conflicts.supersede(old, new).proposal == result.proposal  # asking twice files nothing new
    assert engine.memories.promote([new]).superseded == [old]


def test_supersede_refusals_say_why(engine):
    a = engine.memories.remember("alpha fact", kind="note").id
    b = engine.memories.remember("beta fact", kind="note").id
    other_ns = engine.memories.remember("gamma fact", kind="note", namespace="elsewhere").id
    engine.memories.promote([a, b, other_ns])
    with pytest.raises(RefusedError, match="itself"):
        engine.conflicts.supersede(a, a)
    with pytest.raises(RefusedError, match="namespaces") as info:
        engine.conflicts.supersede(a, other_ns)
    assert info.value.code == "cross_namespace"
    with pytest.raises(NotFoundError):
        engine.conflicts.supersede(a, 999)

    engine.links.link(a, b, "supersedes")  # a already supersedes b
    with pytest.raises(RefusedError, match="cycle") as info:
        engine.conflicts.supersede(a, b)
    assert info.value.code == "cycle"

    c = engine.memories.remember("delta fact", kind="note").id
    engine.memories.promote([c])
    engine.conflicts.supersede(c, a)
    with pytest.raises(RefusedError, match="already superseded") as info:
        engine.conflicts.supersede(c, b)
    assert info.value.code == "already_superseded"

    rejected = engine.memories.remember("epsilon fact", kind="note").id
    engine.memories.reject([rejected])
    with pytest.raises(RefusedError, match="rejected"):
        engine.conflicts.supersede(b, rejected)

    archived = engine.memories.remember("zeta fact", kind="note").id
    engine.memories.promote([archived])
    with engine.store.transaction():
        apply_transition(engine.store, engine.memories.get(archived), "archive", engine.context.operation(),
                         reason="test")
    with pytest.raises(RefusedError, match="archived"):
        engine.conflicts.supersede(b, archived)
    assert engine.memories.get(b).status == "promoted"
