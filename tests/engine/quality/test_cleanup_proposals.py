"""Merge and retire-ref proposals as the Review pane lists them: what accepting would do, before it does it."""

from __future__ import annotations

DOC = {"type": "file", "id": "docs/deploy.md"}


def _promoted(engine, text, **fields) -> int:
    memory_id = engine.memories.remember(text, **fields).id
    engine.memories.promote([memory_id])
    return memory_id


def test_a_merge_says_what_it_keeps_and_supersedes_exactly_as_applying_it_does(engine):
    ids = [_promoted(engine, text, kind="infra") for text in (
        "The API server listens on port 8080", "API server listens on port 8080.",
        "the API server listens on port 8080 behind nginx")]
    engine.quality.consolidate()
    (entry,) = engine.quality.cleanup_proposals()
    assert entry.is_merge and entry.merged_text == "the API server listens on port 8080 behind nginx"
    assert [m.id for m in entry.sources] == [ids[2], ids[0], ids[1]]
    predicted = sorted(m.id for m in entry.would_supersede)
    result = engine.conflicts.accept_proposal(entry.proposal.id)
    assert predicted == sorted(result.superseded) == sorted(ids[:2])
    assert engine.quality.cleanup_proposals() == []  # applied: no longer waiting


def test_a_retire_ref_names_the_deleted_source_and_what_the_memory_becomes(engine):
    promoted = _promoted(engine, "Deploys need two approvals", refs=[DOC])
    pending = engine.memories.remember("Deploys run from the ship branch", refs=[DOC]).id
    engine.agents.retire_ref("file", "docs/deploy.md")
    entries = {entry.memory.id: entry for entry in engine.quality.cleanup_proposals()}
    assert set(entries) == {promoted, pending}
    assert entries[promoted].source_ref == "file docs/deploy.md"
    assert (entries[promoted].retires_to, entries[pending].retires_to) == ("archived", "rejected")
    assert entries[promoted].would_supersede == [] and entries[promoted].to_dict()["merged_text"] is None
    engine.conflicts.dismiss_proposal(entries[pending].proposal.id)
    assert [entry.memory.id for entry in engine.quality.cleanup_proposals()] == [promoted]
