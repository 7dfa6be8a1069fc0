"""Consolidation as proposals: restatements grouped, one merge proposal, one undoable merge."""

from __future__ import annotations

import pytest

from core import Engine, RefusedError, Settings


def promoted(engine, text, **kw):
    result = engine.memories.remember(text, **kw)
    engine.memories.promote([result.id])
    return result.id


def three_restatements(engine):
    return [
        promoted(engine, "The API server listens on port 8080"),
        promoted(engine, "API server listens on port 8080."),
        promoted(engine, "the API server listens on port 8080 behind nginx"),
    ]


def statuses(engine, ids):
    return [engine.memories.get(i).status for i in ids]


def test_three_restatements_make_one_proposal_one_merge_and_undo_restores_all(cli, engine):
    ids = three_restatements(engine)
    unrelated = promoted(engine, "The worker queue is RabbitMQ")
    before = engine.memories.count(statuses=["all"])
    report = cli("consolidate", "--json").json
    assert len(report["proposals"]) == 1
    (filed,) = report["proposals"]
    assert sorted(filed["sources"]) == sorted(ids)
    # The most complete wording is kept; the two shorter ones would be superseded.
    assert filed["keeper"] == ids[2] and sorted(filed["would_supersede"]) == sorted(ids[:2])
    assert filed["merged_text"] == "the API server listens on port 8080 behind nginx"
    assert engine.memories.count(statuses=["all"]) == before
    assert statuses(engine, [*ids, unrelated]) == ["promoted"] * 4

    (proposal,) = engine.conflicts.proposals(rules=["merge"])
    assert proposal.id == filed["proposal"] and proposal.memory_id == ids[2]
    assert proposal.detail["would_supersede"] == filed["would_supersede"]

    applied = cli("merge-apply", str(proposal.id), "--json").json
    assert applied["merged"] == ids[2] and applied["created"] is False
    assert statuses(engine, ids) == ["superseded", "superseded", "promoted"]
    assert engine.memories.get(ids[0]).superseded_by == ids[2]
    assert [h.memory.id for h in engine.retrieval.recall("API server port")] == [ids[2]]
    assert engine.conflicts.proposals(rules=["merge"]) == []

    undone = cli("undo", "--json").json
    assert sorted(undone["memories"]) == sorted(ids)
    assert statuses(engine, ids) == ["promoted"] * 3
    assert engine.memories.get(ids[0]).superseded_by is None
    assert [p.id for p in engine.conflicts.proposals(rules=["merge"])] == [proposal.id]


def test_accepting_the_proposal_in_review_applies_the_merge(engine):
    ids = three_restatements(engine)
    engine.quality.consolidate()
    (proposal,) = engine.conflicts.proposals(rules=["merge"])
    result = engine.conflicts.accept_proposal(proposal.id)
    assert sorted(result.superseded) == sorted(ids[:2]) and result.promoted == []
    assert statuses(engine, ids) == ["superseded", "superseded", "promoted"]


def test_consolidate_never_proposes_twice_nor_again_after_a_dismissal(engine):
    three_restatements(engine)
    first = engine.quality.consolidate()
    again = engine.quality.consolidate()
    assert len(first.proposals) == 1 and again.proposals == [] and "already proposed" in again.skipped[0]["why"]
    engine.conflicts.dismiss_proposal(first.proposals[0]["proposal"], reason="they differ in a way that matters")
    after = engine.quality.consolidate()
    assert after.proposals == [] and "dismissed" in after.skipped[0]["why"]


def test_undoing_a_consolidate_lets_it_propose_again(engine):
    three_restatements(engine)
    engine.quality.consolidate()
    engine.memories.undo()
    assert engine.conflicts.proposals(rules=["merge"]) == []
    assert len(engine.quality.consolidate().proposals) == 1


def test_dry_run_files_nothing(cli, engine):
    three_restatements(engine)
    report = cli("consolidate", "--dry-run", "--json").json
    assert report["dry_run"] is True and report["proposals"][0]["proposal"] is None
    assert engine.conflicts.proposals(rules=["merge"]) == []
    assert "no open merge proposals" in cli("consolidate", "--list").stdout


def test_near_misses_and_other_namespaces_are_not_grouped(engine):
    promoted(engine, "The API port is 8080")
    promoted(engine, "The API port is 9090")
    promoted(engine, "Alice owns the billing service")
    promoted(engine, "Bob owns the billing service")
    promoted(engine, "The user uses pnpm")
    promoted(engine, "The user no longer uses pnpm")
    promoted(engine, "The cache is Redis 7", namespace="a")
    promoted(engine, "The cache is Redis 7", namespace="b")
    assert engine.quality.consolidate().proposals == []


def test_merge_with_new_wording_creates_a_promoted_memory_and_undo_rejects_it(cli, engine):
    ids = three_restatements(engine)
    engine.quality.consolidate()
    (proposal,) = engine.conflicts.proposals(rules=["merge"])
    applied = cli("merge-apply", str(proposal.id), "--text", "The API server listens on port 8080 (behind nginx)",
                  "--json").json
    merged = applied["merged"]
    assert applied["created"] is True and applied["promoted"] == [merged]
    assert sorted(applied["superseded"]) == sorted(ids)
    memory = engine.memories.get(merged)
    assert memory.status == "promoted" and memory.source == "consolidate"
    assert sorted(e.dst for e in engine.store.edges.from_src(merged, "derived_from")) == sorted(ids)
    assert statuses(engine, ids) == ["superseded"] * 3
    engine.memories.undo()
    assert statuses(engine, ids) == ["promoted"] * 3
    assert engine.memories.get(merged).status == "rejected"
    assert engine.store.edges.from_src(merged, "derived_from") == []


def test_an_outdated_merge_is_refused_and_changes_nothing(engine):
    ids = three_restatements(engine)
    engine.quality.consolidate()
    (proposal,) = engine.conflicts.proposals(rules=["merge"])
    engine.memories.forget([ids[0]])
    with pytest.raises(RefusedError, match="out of date"):
        engine.quality.merge_apply(proposal.id)
    assert statuses(engine, ids) == ["rejected", "promoted", "promoted"]


def test_merge_apply_refuses_unknown_proposals(cli, engine):
    old = promoted(engine, "The API port is 8080")
    engine.memories.amend(old, "The API port is 9090")
    (amend_proposal,) = engine.conflicts.proposals()
    assert cli("merge-apply", str(amend_proposal.id), "--json").json["code"] == "not_found"
    assert cli("merge-apply", "999", "--json").code == 1


def test_a_merge_proposal_survives_backup_and_restore_into_renumbered_rows(tmp_path, clock):
    source = Engine(tmp_path / "a.db", settings=Settings(), clock=clock)
    filler = promoted(source, "an unrelated fact that will not be restored")
    ids = three_restatements(source)
    source.quality.consolidate()
    document = source.interop.backup_document()
    document["memories"] = [m for m in document["memories"]
                            if m["content"] != "an unrelated fact that will not be restored"]
    document["audit"] = [a for a in document["audit"] if a["memory"] != source.memories.get(filler).uid]
    target = Engine(tmp_path / "b.db", settings=Settings(), clock=clock)
    target.interop.restore_backup(document)
    (proposal,) = target.conflicts.proposals(rules=["merge"])
    uid_to_new = {m.uid: m.id for m in target.memories.list(statuses=["all"], limit=None)}
    expected = [uid_to_new[source.memories.get(i).uid] for i in ids]
    assert expected != ids  # every row moved
    result = target.quality.merge_apply(proposal.id)
    assert result.merged == expected[2] and sorted(result.superseded) == sorted(expected[:2])
    source.close()
    target.close()
