"""Identity and lineage: the promotion gate, forced promotions, rollback, rejection, the log, the diff."""

from __future__ import annotations

import sqlite3

import pytest

from core import Engine, RefusedError, Settings, StoreError
from support.generations import LARGE, SMALL, memory_rows, promoted_generation, sealed_generation, seed_corpus


def log_actions(engine) -> list[tuple[str, int]]:
    return [(e["action"], e["generation_id"]) for e in engine.generations.lineage().log]


def test_the_agent_id_is_permanent_and_survives_clearing_memories_with_the_lineage(engine, db_path, clock):
    agent_id = engine.identity.agent().agent_id
    assert agent_id.startswith("urn:memdesk:agent:") and len(agent_id.rsplit(":", 1)[1]) == 32
    assert engine.identity.agent().current_generation is None
    seed_corpus(engine)
    generation = promoted_generation(engine, SMALL)
    with engine.store.transaction() as conn:  # what a "clear" does to the memories
        conn.execute("DELETE FROM memories")
    engine.close()
    reopened = Engine(db_path, settings=Settings(), clock=clock)
    try:
        assert reopened.identity.agent().to_dict() | {"created_at": None} == {
            "agent_id": agent_id, "current_generation": generation, "created_at": None, "name": None,
            "generations": 1}
        identity = reopened.identity.identity().to_dict()
        assert identity["agent_id"] == agent_id and identity["current_generation"] == generation
        assert [g["id"] for g in identity["lineage"]] == [generation]
        assert reopened.generations.show(generation).seal["records"] == 5
    finally:
        reopened.close()


def test_promote_of_an_unvalidated_generation_is_refused_and_current_is_unchanged(engine):
    seed_corpus(engine)
    first = promoted_generation(engine, SMALL)
    second = sealed_generation(engine, LARGE)
    with pytest.raises(RefusedError) as caught:
        engine.generations.promote(second)
    assert caught.value.code == "not_validated" and "has not been validated" in caught.value.message
    assert engine.identity.agent().current_generation == first
    staged = engine.generations.create(label="never sealed").generation
    with pytest.raises(RefusedError):
        engine.generations.promote(staged)
    assert engine.identity.agent().current_generation == first


def test_promote_of_a_failed_generation_is_refused_naming_the_failed_checks(engine):
    corpus = seed_corpus(engine)
    first = promoted_generation(engine, SMALL)
    second = sealed_generation(engine, LARGE)
    with engine.store.transaction() as conn:
        conn.execute("DELETE FROM memories WHERE id = ?", (corpus.pending,))
    assert engine.generations.validate(second).passed is False
    with pytest.raises(RefusedError) as caught:
        engine.generations.promote(second)
    assert "failed its last validation (memory)" in caught.value.message
    assert engine.identity.agent().current_generation == first
    assert engine.generations.show(second).status == "sealed"


def test_force_promotes_and_the_migration_log_records_the_override(engine):
    seed_corpus(engine)
    first = promoted_generation(engine, SMALL)
    second = sealed_generation(engine, LARGE)
    result = engine.generations.promote(second, force=True, reason="validated by hand").to_dict()
    assert result == {"generation": second, "status": "promoted", "current": second, "previous": first,
                      "forced": True}
    entry = [e for e in engine.generations.lineage().log if e["action"] == "promoted"][-1]
    assert entry["forced"] is True and entry["reason"] == "validated by hand"
    assert entry["from_generation"] == first and entry["detail"]["validated"] is False
    row = {g["id"]: g for g in engine.generations.list().generations}[second]
    assert row["forced"] is True and "forced" in row["marks"] and row["current"] is True


def test_force_on_a_validated_generation_is_not_recorded_as_an_override(engine):
    seed_corpus(engine)
    generation = sealed_generation(engine)
    engine.generations.validate(generation)
    assert engine.generations.promote(generation, force=True).forced is False


def test_rollback_appends_rolled_back_keeps_generation_two_promoted_and_touches_no_memory(engine):
    seed_corpus(engine)
    first = promoted_generation(engine, SMALL)
    second = promoted_generation(engine, LARGE)
    before = memory_rows(engine)
    log_before = engine.generations.lineage().log
    result = engine.generations.rollback(first).to_dict()
    assert result == {"generation": first, "status": "promoted", "current": first, "from": second}
    log_after = engine.generations.lineage().log
    assert log_after[:-1] == log_before  # appended, nothing rewritten
    assert (log_after[-1]["action"], log_after[-1]["generation_id"], log_after[-1]["from_generation"]) == \
        ("rolled_back", first, second)
    generations = {g["id"]: g for g in engine.generations.list().generations}
    assert generations[second]["status"] == "promoted" and "rolled_back" in generations[second]["marks"]
    assert generations[first]["current"] and "rollback_target" in generations[first]["marks"]
    assert engine.generations.list().current == first
    assert memory_rows(engine) == before


def test_rollback_needs_a_generation_that_was_promoted_before(engine):
    seed_corpus(engine)
    first = promoted_generation(engine)
    sealed = sealed_generation(engine)
    with pytest.raises(RefusedError) as caught:
        engine.generations.rollback(sealed)
    assert caught.value.code == "not_promoted"
    with pytest.raises(RefusedError):
        engine.generations.rollback(first)  # already current


def test_promoting_again_after_a_rollback_needs_no_new_validation(engine):
    seed_corpus(engine)
    first = promoted_generation(engine)
    second = promoted_generation(engine)
    engine.generations.rollback(first)
    assert engine.generations.promote(second).current == second
    assert [a for a, _ in log_actions(engine)][-2:] == ["rolled_back", "promoted"]


def test_reject_of_the_current_generation_is_refused(engine):
    seed_corpus(engine)
    first = promoted_generation(engine)
    with pytest.raises(RefusedError) as caught:
        engine.generations.reject(first)
    assert caught.value.code == "reject_current"
    second = sealed_generation(engine)
    rejected = engine.generations.reject(second, reason="driver crash")
    assert rejected.to_dict() == {"generation": second, "status": "rejected"}
    shown = engine.generations.show(second).to_dict()
    assert shown["status"] == "rejected" and shown["status_reason"] == "driver crash" and "rejected" in shown["marks"]
    with pytest.raises(RefusedError):
        engine.generations.promote(second, force=True)
    assert engine.identity.agent().current_generation == first


def test_the_migration_log_is_append_only_in_the_database_itself(engine):
    seed_corpus(engine)
    promoted_generation(engine)
    for statement in ("UPDATE migration_log SET forced = 1", "DELETE FROM migration_log"):
        with pytest.raises((sqlite3.IntegrityError, StoreError)) as caught, engine.store.transaction() as conn:
            conn.execute(statement)
        assert "append-only" in str(caught.value)
    assert [a for a, _ in log_actions(engine)] == ["created", "sealed", "validated", "promoted"]


def test_create_defaults_the_parent_to_the_current_generation(engine):
    seed_corpus(engine)
    assert engine.generations.create().parent is None
    first = promoted_generation(engine)
    child = engine.generations.create(label="next").to_dict()
    assert child["parent"] == first
    explicit = engine.generations.create(parent=1).to_dict()
    assert explicit["parent"] == 1
    tree = engine.generations.lineage().tree
    assert [node["generation"]["id"] for node in tree] == [1, first]
    assert [c["generation"]["id"] for c in tree[0]["children"]] == [explicit["generation"]]


def test_diff_shows_model_and_hardware_changes_field_by_field_and_the_memories_that_changed(engine):
    corpus = seed_corpus(engine)
    soul_one = {"SOUL.md": b"# Soul\n- terse\n", "IDENTITY.md": b"# Identity\n- Name: Atlas\n"}
    first = promoted_generation(engine, SMALL, soul=soul_one)
    added = engine.memories.remember("The deploy target is fly.io", kind="project").id
    engine.memories.promote([added])
    newer = engine.memories.amend(corpus.shell, "The login shell is zsh").id
    engine.memories.promote([newer])
    engine.memories.restore([corpus.old_db])
    engine.memories.edit(corpus.pending, content="The team meets on Fridays")
    soul_two = {**soul_one, "SOUL.md": b"# Soul\n- terse\n- cites sources\n"}
    second = promoted_generation(engine, LARGE, soul=soul_two)

    diff = engine.generations.diff(first, second).to_dict()
    changes = {c["path"]: (c["old"], c["new"]) for c in diff["manifest"]}
    assert changes == {"inference.model": ("small-9b", "large-70b"), "hardware.vram_gb": (12, 96),
                       "hardware.gpu": ("rtx-3060", "h100"), "capabilities.long_context": (None, True)}
    assert diff["agent_id"]["unchanged"] is True
    assert diff["soul"]["SOUL.md"]["status"] == "changed" and "+- cites sources" in diff["soul"]["SOUL.md"]["diff"]
    assert diff["soul"]["IDENTITY.md"] == {"status": "unchanged", "diff": []}
    assert diff["soul"]["MEMORY.md"]["status"] == "not_sealed"
    memories = diff["memories"]
    uid = lambda memory_id: engine.memories.get(memory_id).uid  # noqa: E731
    assert memories["compared"] and memories["counts"] == {"from": 5, "to": 7}
    assert memories["added"] == sorted([uid(added), uid(newer)])
    assert memories["removed"] == []
    assert memories["edited"] == [uid(corpus.pending)]
    assert memories["state_changed"] == [uid(corpus.new_db)]  # restoring its target dropped its supersedes link
    assert memories["changed"] == sorted(uid(m) for m in (corpus.pending, corpus.shell, corpus.old_db, corpus.new_db))
    assert memories["superseded"] == [uid(corpus.shell)]
    assert memories["restored"] == [uid(corpus.old_db)]
    assert memories["details"][uid(corpus.shell)]["status_from"] == "promoted"
    assert memories["details"][uid(added)]["content"] == "The deploy target is fly.io"
    assert diff["digests"]["content"]["unchanged"] is False


def test_diff_of_an_unsealed_generation_says_so_instead_of_guessing(engine):
    sealed = sealed_generation(engine, SMALL)
    staged = engine.generations.create(manifest=LARGE).generation
    diff = engine.generations.diff(sealed, staged).to_dict()
    assert diff["memories"]["compared"] is False and f"generation {staged} is not sealed" in diff["memories"]["note"]
    assert diff["manifest"]


def test_the_current_soul_is_served_from_the_store_not_from_disk(engine):
    assert engine.identity.current_soul().to_dict() == {"generation": None, "files": {}}
    seed_corpus(engine)
    first = promoted_generation(engine, soul={"SOUL.md": b"# Soul\n- terse\n"})
    soul = engine.identity.current_soul().to_dict()
    assert soul["generation"] == first and soul["files"]["SOUL.md"]["text"] == "# Soul\n- terse\n"
    promoted_generation(engine)
    assert engine.identity.current_soul().files == {}
    engine.generations.rollback(first)
    assert list(engine.identity.current_soul().files) == ["SOUL.md"]


def test_a_store_from_before_generations_upgrades_keeping_its_identity_and_memories(tmp_path, clock):
    from core.storage.sqlite.connection import open_connection
    from core.storage.sqlite.schema import apply_migrations

    path = tmp_path / "old.db"
    conn = open_connection(path)
    apply_migrations(conn, stop_before="m003_generations")
    conn.execute("INSERT INTO agent (singleton, agent_id, created_at) VALUES "
                 "(1, 'urn:memdesk:agent:0123456789abcdef0123456789abcdef', '2026-01-01T00:00:00.000000Z')")
    conn.execute("INSERT INTO memories (uid, content, content_hash, status, created_at) "
                 "VALUES ('u1', 'The build uses make', 'h', 'promoted', '2026-01-02T00:00:00.000000Z')")
    conn.close()
    upgraded = Engine(path, settings=Settings(), clock=clock)
    try:
        assert upgraded.identity.agent().agent_id == "urn:memdesk:agent:0123456789abcdef0123456789abcdef"
        identity = upgraded.identity.identity().to_dict()
        assert identity["current_generation"] is None and identity["lineage"] == []
        assert [m.uid for m in upgraded.memories.list(limit=None)] == ["u1"]
        assert promoted_generation(upgraded) == 1
    finally:
        upgraded.close()
