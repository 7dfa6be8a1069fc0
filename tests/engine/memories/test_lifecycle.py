"""The review loop: capture → promote → recall, reject, forget, restore, undo, audit."""

from __future__ import annotations

import pytest

from core import NotFoundError, RefusedError, TransitionError
from core.memories.lifecycle import TRANSITIONS, allowed_actions, target_status
from core.model.vocabulary import STATUSES


def recalled_ids(engine, query, **kw):
    return [hit.memory.id for hit in engine.retrieval.recall(query, **kw)]


def test_capture_is_pending_and_not_recalled_until_promoted(engine):
    result = engine.memories.remember("The webapp deploys from the main branch", kind="project")
    assert result.status == "pending" and result.created and result.duplicate_of is None
    assert recalled_ids(engine, "webapp deploys") == []

    promoted = engine.memories.promote([result.id])
    assert promoted.promoted == [result.id]
    assert recalled_ids(engine, "webapp deploys") == [result.id]
    memory = engine.memories.get(result.id)
    assert memory.status == "promoted"
    assert memory.last_verified is not None and memory.valid_from is not None


def test_reject_removes_from_recall_but_keeps_the_row(engine):
    result = engine.memories.remember("Use tabs for indentation")
    engine.memories.promote([result.id])
    assert engine.memories.reject([result.id], reason="we use spaces") == [result.id]
    assert recalled_ids(engine, "indentation tabs") == []
    memory = engine.memories.get(result.id)
    assert memory.status == "rejected" and memory.status_reason == "we use spaces"


def test_forget_then_undo_brings_it_back(engine):
    result = engine.memories.remember("The staging host is stg-2")
    engine.memories.promote([result.id])
    engine.memories.forget([result.id])
    assert recalled_ids(engine, "staging host") == []
    undone = engine.memories.undo()
    assert undone.memories == [result.id]
    assert recalled_ids(engine, "staging host") == [result.id]


def test_undo_reverses_promote_then_capture(engine):
    result = engine.memories.remember("The build uses make", kind="tooling")
    engine.memories.promote([result.id])
    engine.memories.undo()
    assert engine.memories.get(result.id).status == "pending"
    assert engine.memories.get(result.id).last_verified is None
    engine.memories.undo()
    memory = engine.memories.get(result.id)
    assert memory.status == "rejected" and memory.status_reason == "capture undone"
    with pytest.raises(NotFoundError):
        engine.memories.undo()


def test_undo_by_a_person_skips_agent_captures(engine):
    mine = engine.memories.remember("Person-captured fact about cargo")
    engine.memories.promote([mine.id])
    agent = engine.memories.remember("Agent fact about rustup", source="mcp:codex", actor="agent:codex")
    engine.memories.undo()
    assert engine.memories.get(mine.id).status == "pending"
    assert engine.memories.get(agent.id).status == "pending"


def test_undo_refuses_when_the_row_changed_since(engine):
    result = engine.memories.remember("Fact one about docker")
    engine.memories.promote([result.id])
    op_of_promote = engine.memories.show(result.id).to_dict()["history"][-1]["op"]
    engine.memories.forget([result.id])
    with pytest.raises(RefusedError, match="changed after operation"):
        engine.memories.undo(op=op_of_promote)
    assert engine.memories.get(result.id).status == "rejected"


def test_show_lists_every_step_from_the_audit(engine):
    result = engine.memories.remember("Kubernetes namespace is prod-eu")
    engine.memories.promote([result.id])
    engine.memories.reject([result.id], reason="moved")
    engine.memories.undo()
    history = engine.memories.show(result.id).to_dict()["history"]
    assert [h["action"] for h in history] == ["capture", "promote", "reject", "undo"]
    assert history[2]["undone_by"] == history[3]["op"]
    assert history[1]["before"]["status"] == "pending" and history[1]["after"]["status"] == "promoted"


def test_transition_table_refuses_everything_it_does_not_list(engine):
    actions = {action for (_, action) in TRANSITIONS}
    for status in STATUSES:
        for action in actions:
            if (status, action) in TRANSITIONS:
                assert target_status(status, action) == TRANSITIONS[(status, action)]
            else:
                with pytest.raises(TransitionError, match="allowed actions"):
                    target_status(status, action)
    assert allowed_actions("rejected") == []


def test_promoting_an_already_promoted_memory_is_refused_whole(engine):
    a = engine.memories.remember("alpha fact")
    b = engine.memories.remember("beta fact")
    engine.memories.promote([a.id])
    with pytest.raises(TransitionError, match=f"#{a.id}"):
        engine.memories.promote([b.id, a.id])
    assert engine.memories.get(b.id).status == "pending"


def test_unknown_id_is_not_found(engine):
    with pytest.raises(NotFoundError, match="#999"):
        engine.memories.promote([999])


def test_amend_stages_a_correction_and_promotion_supersedes(engine):
    old = engine.memories.remember("The API listens on port 8080", kind="project")
    engine.memories.promote([old.id])
    fix = engine.memories.amend(old.id, "The API listens on port 9090")
    assert fix.status == "pending" and fix.would_supersede == [old.id]
    assert recalled_ids(engine, "API port") == [old.id]
    result = engine.memories.promote([fix.id])
    assert result.superseded == [old.id]
    retired = engine.memories.get(old.id)
    assert retired.status == "superseded" and retired.superseded_by == fix.id
    assert retired.valid_to == engine.memories.get(fix.id).valid_from
    assert recalled_ids(engine, "API port") == [fix.id]


def test_restore_by_puts_the_old_memory_back_exactly(engine, clock):
    old = engine.memories.remember("The API listens on port 8080", kind="project")
    engine.memories.promote([old.id])
    verified_at = engine.memories.get(old.id).last_verified
    clock.advance(days=3)
    fix = engine.memories.amend(old.id, "The API listens on port 9090")
    engine.memories.promote([fix.id])
    clock.advance(days=1)
    assert engine.memories.restore_by(fix.id) == [old.id]
    restored = engine.memories.get(old.id)
    assert restored.status == "promoted"
    assert restored.last_verified == verified_at
    assert restored.superseded_by is None and restored.valid_to is None
    assert all(e["type"] != "supersedes" or e["dst"] != old.id for e in engine.memories.show(fix.id).to_dict()["edges"])


def test_restore_only_takes_superseded_or_archived(engine):
    result = engine.memories.remember("pending thing")
    with pytest.raises(TransitionError):
        engine.memories.restore([result.id])


def test_blast_radius_holds_a_promotion_that_would_retire_four(engine):
    from core.conflicts import Finding
    from core.conflicts.filing import file_findings

    targets = []
    for i in range(4):
        r = engine.memories.remember(f"service {i} runs on node 18")
        engine.memories.promote([r.id])
        targets.append(r.id)
    newcomer = engine.memories.remember("the services run on node 22 now")
    with engine.store.transaction():
        actor = engine.context.operation()
        findings = [Finding(target_id=t, rule="value_change", reason="node version changed") for t in targets]
        file_findings(engine.store, engine.memories.get(newcomer.id), findings, actor)
    result = engine.memories.promote([newcomer.id])
    assert result.superseded == [] and sorted(result.held) == targets
    assert all(engine.memories.get(t).status == "promoted" for t in targets)
    held = [c for c in engine.quality.doctor().checks if c.name == "held"][0]
    assert held.status == "warn" and held.items[0]["id"] == newcomer.id


def test_verify_resets_the_horizon_not_the_content(engine, clock):
    result = engine.memories.remember("Docker Desktop is installed", kind="tooling", decay_days=10)
    engine.memories.promote([result.id])
    clock.advance(days=11)
    report = engine.quality.doctor(fix=True)
    assert "marked 1 past-horizon memories stale" in report.fixed
    assert engine.memories.get(result.id).status == "stale"
    assert engine.retrieval.recall("Docker Desktop") == []
    engine.memories.verify([result.id])
    memory = engine.memories.get(result.id)
    assert memory.status == "promoted" and memory.content == "Docker Desktop is installed"
    assert memory.last_verified == engine.now_text()


def test_reading_never_resets_staleness(engine, clock):
    result = engine.memories.remember("Node 18 is the LTS we target", kind="tooling", decay_days=10)
    engine.memories.promote([result.id])
    clock.advance(days=9)
    before = engine.memories.get(result.id).last_verified
    engine.retrieval.recall("Node LTS target")
    engine.memories.get(result.id)
    assert engine.memories.get(result.id).last_verified == before
    clock.advance(days=2)
    engine.quality.doctor(fix=True)
    assert engine.memories.get(result.id).status == "stale"


def test_recall_bumps_access_and_get_does_not(engine):
    result = engine.memories.remember("The cache is Redis 7")
    engine.memories.promote([result.id])
    engine.memories.get(result.id)
    assert engine.memories.get(result.id).access_count == 0
    engine.retrieval.recall("cache Redis")
    engine.retrieval.recall("Redis")
    memory = engine.memories.get(result.id)
    assert memory.access_count == 2 and memory.last_accessed is not None


def test_edit_only_touches_pending(engine):
    result = engine.memories.remember("The linter is flake8")
    edited = engine.memories.edit(result.id, content="The linter is ruff")
    assert edited.content == "The linter is ruff"
    engine.memories.promote([result.id])
    with pytest.raises(RefusedError, match="amend"):
        engine.memories.edit(result.id, content="The linter is pylint")
