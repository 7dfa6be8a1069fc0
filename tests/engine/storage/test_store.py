"""The store: schema, pragmas, migrations, upgrades, busy handling and paths."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from core import Engine, Settings, StoreBusyError, StoreError
from core.paths import resolve_db_path
from core.settings import load_settings
from core.storage import SqliteStore
from core.storage.sqlite import connection
from core.storage.sqlite.schema import migration_names
from support import FIXTURES


def test_get_many_reads_every_column_by_position_as_a_row_read_by_name_says(engine):
    # get_many builds memories from their values in field order (recall's hits); get reads them by name.
    plain = engine.memories.remember("Deploys run on Fridays").id
    full = engine.memories.remember("The queue is RabbitMQ", tags=["infra", "queue"], meta={"speaker": "Ana", "n": 2},
                                     refs=[{"type": "issue", "id": "42"}], session="s1",
                                     event_time="2026-01-02T03:04:05Z", importance=0.9, summary="queue").id
    engine.memories.promote([plain, full])
    engine.agents.pin([full])
    with engine.store.snapshot():
        many = engine.store.memories.get_many([full, plain, full, 10_000])
        one = {i: engine.store.memories.get(i) for i in (plain, full)}
    assert sorted(many) == sorted([full, plain])  # duplicates and missing ids left out
    assert many == one
    assert many[full].tags == ["infra", "queue"] and many[full].meta == {"speaker": "Ana", "n": 2}
    assert many[full].refs == [{"type": "issue", "id": "42"}]
    assert many[full].pinned is True and many[plain].pinned is False
    assert (many[plain].tags, many[plain].refs, many[plain].meta) == ([], [], {})


@pytest.mark.sqlite_only
def test_new_store_has_the_schema_and_pragmas(db_path):
    store = SqliteStore(db_path)
    conn = store.conn
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table')")}
    assert {"memories", "memories_fts", "edges", "proposals", "audit", "recall_log", "agent"} <= tables
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 5000
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migration_names())
    store.close()


def test_fts_index_follows_inserts_updates_and_deletes(engine):
    result = engine.memories.remember("The queue is RabbitMQ")
    engine.memories.promote([result.id])
    assert engine.retrieval.recall("RabbitMQ")
    engine.store.memories.update(result.id, {"content": "The queue is Kafka"})
    assert engine.retrieval.recall("RabbitMQ") == [] and engine.retrieval.recall("Kafka")
    with engine.store.transaction():
        engine.store.memories.delete(result.id)
    assert engine.retrieval.search("Kafka", statuses=["all"]) == []
    assert engine.store.fts_integrity()


def test_briefs_are_the_newest_memories_of_a_namespace_and_status_as_their_full_rows_say(engine):
    rows = (("The queue is RabbitMQ", "infra", 0.9), ("Prefer tabs", "preference", 0.2),
            ("Deploys on Fridays", "note", 0.5))
    ids = [engine.memories.remember(text, kind=kind, importance=importance).id for text, kind, importance in rows]
    engine.memories.promote(ids[:2])
    engine.memories.remember("Elsewhere", namespace="webapp")
    engine.agents.pin([ids[0]])
    with engine.store.snapshot():
        briefs = engine.store.memories.briefs(statuses=["promoted"], namespace="", limit=10)
        full = {m.id: m for m in engine.store.memories.list(statuses=["promoted"], namespace="")}
        assert [b.id for b in engine.store.memories.briefs(statuses=["promoted"], namespace="", limit=1)] == [ids[1]]
    assert [b.id for b in briefs] == [ids[1], ids[0]]  # newest first; pending and other namespaces left out
    for brief in briefs:
        memory = full[brief.id]
        assert (brief.kind, brief.content, brief.level, brief.importance, brief.pinned) == (
            memory.kind, memory.content, memory.level, memory.importance, memory.pinned)
    assert briefs[1].pinned is True and briefs[0].pinned is False


def test_a_bounded_count_stops_at_its_limit_and_filters_by_status_and_source(engine):
    for n in range(4):
        engine.memories.remember(f"the ci step {n} caches pip wheels", kind="project", source="mcp:a")
    promoted = engine.memories.remember("the ci runner is ubuntu 24.04", kind="project", source="mcp:a")
    engine.memories.promote([promoted.id])
    engine.memories.remember("the docs build with mkdocs", kind="project", source="mcp:b")
    with engine.store.snapshot():
        table = engine.store.memories
        assert table.count_up_to(10, statuses=["pending"], source="mcp:a") == 4
        assert table.count_up_to(3, statuses=["pending"], source="mcp:a") == 3
        assert table.count_up_to(10, statuses=["pending"], source="mcp:b") == 1
        assert table.count_up_to(10, statuses=["promoted"], source="mcp:a") == 1
        assert table.count_up_to(10, source="mcp:c") == 0


def test_store_made_by_migration_1_upgrades_without_losing_a_row(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "store-v1.db", path)
    before = sqlite3.connect(path)
    old_rows = before.execute("SELECT id, uid, namespace, kind, content, status FROM memories ORDER BY id").fetchall()
    old_counts = {t: before.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("proposals", "audit", "edges")}
    before.close()
    assert len(old_rows) == 4

    engine = Engine(path, settings=Settings())
    rows = engine.store.conn.execute(
        "SELECT id, uid, namespace, kind, content, status FROM memories ORDER BY id").fetchall()
    assert [tuple(r) for r in rows] == old_rows
    for table, count in old_counts.items():
        assert engine.store.conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == count
    assert engine.memories.get(1).pinned is False and engine.memories.get(1).meta == {}
    assert engine.agent_id.startswith("urn:memdesk:agent:")
    assert [h.memory.id for h in engine.retrieval.recall("codegraph")] == [1]
    engine.close()


def test_migrations_are_all_or_nothing(tmp_path, monkeypatch):
    from core.storage.sqlite import schema

    path = tmp_path / "half.db"
    conn = sqlite3.connect(path, isolation_level=None)
    schema.apply_migrations(conn, stop_before="m002_identity_and_pins")

    original = schema.MIGRATIONS[-1]

    def broken(db):
        original(db)
        raise RuntimeError("power cut")

    broken.__name__ = original.__name__
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS[:-1], broken))
    with pytest.raises(RuntimeError):
        schema.apply_migrations(conn)
    columns = {r[1] for r in conn.execute("PRAGMA table_info(memories)")}
    assert "pinned" not in columns
    assert [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations")] == ["m001_base"]
    conn.close()


def test_reopening_applies_nothing_and_keeps_the_agent_id(db_path):
    first = Engine(db_path, settings=Settings())
    agent = first.agent_id
    first.close()
    second = Engine(db_path, settings=Settings())
    assert second.agent_id == agent
    assert second.store.migrate() == []
    second.close()


@pytest.mark.sqlite_only
def test_a_held_write_lock_ends_in_a_retryable_busy_error(db_path, monkeypatch):
    monkeypatch.setattr(connection, "BUSY_TIMEOUT_MS", 30)
    monkeypatch.setattr(connection, "BUSY_RETRIES", 1)
    monkeypatch.setattr(connection, "BUSY_BACKOFF_S", 0.01)
    engine = Engine(db_path, settings=Settings())
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreBusyError) as info:
            engine.memories.remember("a fact that must not be lost silently")
        assert info.value.retryable and info.value.code == "store_busy"
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert engine.memories.remember("a fact that must not be lost silently").status == "pending"
    engine.close()


@pytest.mark.sqlite_only
def test_memdesk_db_env_points_at_a_new_store(tmp_path, monkeypatch, cli):
    target = tmp_path / "elsewhere" / "mine.db"
    monkeypatch.setenv("MEMDESK_DB", str(target))
    assert resolve_db_path(None, load_settings().store.path) == target
    result = cli("remember", "env store works", "--json", db=None)
    assert result.code == 0, result.stderr
    assert target.exists()
    assert cli("list", "--json", db=target).json["memories"][0]["content"] == "env store works"


def test_default_store_lives_under_the_isolated_home(isolated_home):
    assert str(resolve_db_path()).startswith(str(isolated_home))


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError) as info:
        Engine(path, settings=Settings())
    assert info.value.code == "store_corrupt" and "backup" in info.value.message
