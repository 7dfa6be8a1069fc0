"""Migration m012 (memory_topics) on stores made before it: SQLite from the committed v11 fixture,
PostgreSQL by taking the migration back out of a live database and opening it again.

Every memory the old store holds is queued to be read; reading them gives each its topics,
and the topic lookup then finds them — without rewriting any memory.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from core import Engine, Settings
from core.conflicts import topics
from core.storage import open_store

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def test_a_store_made_by_the_previous_schema_queues_every_memory_and_reads_them(tmp_path):
    path = tmp_path / "v11.db"
    shutil.copyfile(FIXTURES / "store-v11.db", path)
    before = sqlite3.connect(path)
    rows = before.execute("SELECT id, content FROM memories ORDER BY id").fetchall()
    assert not before.execute("SELECT 1 FROM sqlite_master WHERE name = 'memory_topics'").fetchone()
    before.close()

    engine = Engine(path, settings=Settings())
    try:
        store = engine.store
        assert store.topics.count_unread() == len(rows) == 8
        assert store.conn.execute("SELECT count(*) FROM memory_topics").fetchone()[0] == 0
        assert topics.read_all(store) == 8
        assert store.topics.count_unread() == 0
        assert store.topics.of(4) == {"@language"}  # "Use ruff for Python linting"
        # The memories' own rows are untouched by the migration and the reading.
        assert [(m.id, m.content) for m in engine.memories.list(newest_first=False, limit=None)] == \
            [tuple(r) for r in rows]
        newcomer = engine.memories.get(engine.memories.remember("Kotlin is what I write these days").id)
        assert [m.id for m in topics.by_topic(store, newcomer, ["note", "preference", "tooling"])] == [4, 2]
    finally:
        engine.close()


@pytest.mark.postgres
def test_a_postgres_store_migrated_to_m012_queues_every_memory(pg_store_url, clock):
    engine = Engine(pg_store_url, settings=Settings(), clock=clock)
    ids = [r.id for r in engine.memories.import_promoted(
        [{"content": "I'm in Cape Town."}, {"content": "CI: CircleCI"}, {"content": "Lunch was good"}],
        reason="test")]
    engine.close()
    # Back to the schema before m012, memories kept (the migration's own objects dropped).
    store = open_store(pg_store_url)
    with store.transaction() as conn:
        conn.execute("DROP TABLE memory_topics, memory_topics_unread")
        conn.execute("DROP FUNCTION memdesk_topics_unread() CASCADE")
        conn.execute("DELETE FROM schema_migrations WHERE name = 'm012_memory_topics'")
    store.close()

    engine = Engine(pg_store_url, settings=Settings(), clock=clock)
    try:
        store = engine.store
        assert store.topics.count_unread() == 3
        assert topics.read_all(store) == 3
        assert [store.topics.of(i) for i in ids] == [{"@residence"}, {"@ci"}, frozenset()]
        clock.advance(hours=1)
        result = engine.memories.remember("I moved up to Joburg a month ago.")
        assert result.would_supersede == [ids[0]]
    finally:
        engine.close()
