"""Every typed result the services return prints the JSON the interfaces always printed.

The CLI's ``--json``, the MCP tools and the REST mirror print ``to_dict()``; scripts read
those keys in that order, so each result's keys are pinned here, one test per type.
"""

from __future__ import annotations

import json

import pytest

from core.agents.results import PinResult, SessionStart, UnpinResult, UpkeepRun
from core.identity.results import (
    AgentIdentity,
    GenerationCreated,
    GenerationDetail,
    GenerationDiff,
    GenerationList,
    GenerationPromoted,
    GenerationRejected,
    GenerationRolledBack,
    IdentityView,
    Lineage,
    SealResult,
    SoulFiles,
    SoulTemplates,
    ValidationReport,
)
from core.interop.results import BackupWritten, ContextFileWrite, RegistryExport, RestoreReport
from core.links.results import Explanation, Neighbourhood
from core.memories.results import MemoryDetail, StoreStats
from core.model.records import Memory
from core.quality.results import ExpiredEnvelope, HeldCapture, ReverifyItem
from support.generations import seed_corpus

SUMMARY_KEYS = ["id", "uid", "parent", "label", "status", "current", "created_at", "sealed_at", "validated", "forced",
                "marks"]


@pytest.fixture
def corpus(engine):
    return seed_corpus(engine)


def keys(result) -> list[str]:
    """The JSON keys in order; the document must be plain JSON (no record left inside)."""
    data = result.to_dict()
    assert json.loads(json.dumps(data)) == data
    return list(data)


def test_show_is_the_memory_then_its_history_proposals_and_edges(engine, corpus):
    detail = engine.memories.show(corpus.editor)
    assert isinstance(detail, MemoryDetail) and isinstance(detail.memory, Memory)
    assert keys(detail) == [*detail.memory.to_dict(), "history", "proposals", "proposed_against", "edges"]
    assert detail.to_dict()["edges"] == [edge.to_dict() for edge in detail.edges]


def test_stats_keys(engine, corpus):
    stats = engine.memories.stats()
    assert isinstance(stats, StoreStats) and stats.by_status["superseded"] == 1
    assert keys(stats) == ["total", "by_status", "by_kind", "by_namespace", "by_source", "proposals", "edges",
                           "captures_per_day", "recalls_per_day", "recall", "retrieval_mode", "agent_id", "store",
                           "store_bytes"]


def test_graph_and_explain_keys(engine, corpus):
    graph = engine.links.graph(corpus.editor)
    assert isinstance(graph, Neighbourhood) and keys(graph) == ["root", "depth", "nodes", "edges", "truncated"]
    plain = engine.links.explain(corpus.editor)
    assert isinstance(plain, Explanation)
    assert keys(plain) == ["memory", "edges", "supports", "neighbourhood", "caused_by_chain", "standing"]
    ranked = engine.links.explain(corpus.editor, query="neovim editor")
    assert keys(ranked) == [*keys(plain), "score", "rank"] and ranked.rank == 1


def test_identity_keys(engine, corpus, tmp_path):
    assert isinstance(engine.identity.agent(), AgentIdentity)
    assert keys(engine.identity.agent()) == ["agent_id", "current_generation", "created_at", "name", "generations"]
    assert isinstance(engine.identity.identity(), IdentityView)
    assert keys(engine.identity.identity()) == ["agent_id", "current_generation", "lineage"]
    assert isinstance(engine.identity.current_soul(), SoulFiles)
    assert keys(engine.identity.current_soul()) == ["generation", "files"]
    templates = engine.identity.write_soul_templates(tmp_path / "soul")
    assert isinstance(templates, SoulTemplates) and keys(templates) == ["written", "kept"]


def test_generation_keys(engine, corpus):
    created = engine.generations.create(label="one")
    assert isinstance(created, GenerationCreated) and keys(created) == ["generation", "status", "parent", "label"]
    sealed = engine.generations.seal(created.generation, soul={"SOUL.md": b"# Soul\n"})
    assert isinstance(sealed, SealResult)
    assert keys(sealed) == ["generation", "content_digest", "state_digest", "records", "soul", "probes", "canaries"]
    validated = engine.generations.validate(created.generation)
    assert isinstance(validated, ValidationReport) and keys(validated) == ["generation", "passed", "checks"]
    promoted = engine.generations.promote(created.generation)
    assert isinstance(promoted, GenerationPromoted)
    assert keys(promoted) == ["generation", "status", "current", "previous", "forced"]
    second = engine.generations.create(label="two").generation
    engine.generations.seal(second)
    engine.generations.promote(second, force=True)
    rolled = engine.generations.rollback(created.generation)
    assert isinstance(rolled, GenerationRolledBack) and keys(rolled) == ["generation", "status", "current", "from"]
    assert rolled.to_dict()["from"] == second
    third = engine.generations.create(label="three").generation
    rejected = engine.generations.reject(third)
    assert isinstance(rejected, GenerationRejected) and keys(rejected) == ["generation", "status"]
    lineage = engine.generations.lineage()
    assert isinstance(lineage, Lineage) and keys(lineage) == ["agent_id", "current", "generations", "tree", "log"]
    assert list(lineage.generations[0]) == SUMMARY_KEYS
    listed = engine.generations.list()
    assert isinstance(listed, GenerationList) and keys(listed) == ["generations", "current"]
    shown = engine.generations.show(created.generation)
    assert isinstance(shown, GenerationDetail)
    assert keys(shown) == [*SUMMARY_KEYS, "manifest", "status_reason", "validated_at", "seal", "validation",
                           "children", "log"]
    diff = engine.generations.diff(created.generation, second)
    assert isinstance(diff, GenerationDiff)
    assert keys(diff) == ["from", "to", "labels", "agent_id", "manifest", "soul", "memories", "digests"]


def test_interop_keys(engine, corpus, tmp_path):
    written = engine.interop.backup(tmp_path / "backup.json")
    assert isinstance(written, BackupWritten) and keys(written) == ["path", "memories", "counts"]
    exported = engine.interop.export_markdown(tmp_path / "registry")
    assert isinstance(exported, RegistryExport) and keys(exported) == ["directory", "files", "removed", "withheld"]
    (context,) = engine.interop.write_context([tmp_path / "CLAUDE.md"])
    assert isinstance(context, ContextFileWrite) and context.to_dict() == {"path": str(tmp_path / "CLAUDE.md"),
                                                                           "action": "created"}
    failed = ContextFileWrite(path=None, action="error", detail="bad [context] files")
    assert failed.to_dict() == {"path": None, "action": "error", "detail": "bad [context] files"}


def test_restore_keys(engine, corpus, tmp_path, clock):
    from core import Engine, Settings

    document = engine.interop.backup_document()
    with Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock) as fresh:
        restored = fresh.interop.restore_backup(document)
    assert isinstance(restored, RestoreReport)
    assert keys(restored) == ["restored", "agent_id", "adopted_identity", "added", "skipped"]


def test_agent_keys(engine, corpus):
    pinned = engine.agents.pin([corpus.editor])
    assert isinstance(pinned, PinResult) and pinned.to_dict() == {"pinned": [corpus.editor], "already": []}
    unpinned = engine.agents.unpin([corpus.editor, corpus.shell])
    assert isinstance(unpinned, UnpinResult)
    assert unpinned.to_dict() == {"unpinned": [corpus.editor], "already": [corpus.shell]}
    start = engine.agents.session_start_context()
    assert isinstance(start, SessionStart)
    assert start.to_dict() == {"hookSpecificOutput": {"hookEventName": "SessionStart",
                                                      "additionalContext": start.context}}
    run = engine.agents.run_upkeep()
    assert isinstance(run, UpkeepRun) and keys(run) == ["id", "started_at", "finished_at", "actor", "ok", "steps"]
    assert engine.agents.upkeep_runs(1) == [run]


def test_quality_keys(engine, corpus, clock):
    clock.advance(days=400)
    (item, *_) = engine.quality.reverify_list()
    assert isinstance(item, ReverifyItem)
    assert keys(item) == ["id", "namespace", "kind", "status", "content", "recalls", "last_verified",
                          "days_since_verified", "horizon_left"]
    envelope = ExpiredEnvelope(proposal=1, memory_id=2, rule="removal", reason="its target #3 is no longer live")
    assert keys(envelope) == ["proposal", "memory_id", "rule", "reason"]
    held = HeldCapture(memory=engine.memories.get(corpus.pending), holds=[{"proposal": 1, "rule": "screen:x",
                                                                           "reason": "why"}])
    assert keys(held) == ["memory", "holds"] and held.to_dict()["memory"]["id"] == corpus.pending
