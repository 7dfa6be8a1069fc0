"""Upgrade safety: a store made by every earlier schema version upgrades with every row intact.

Fixtures ``tests/fixtures/store-v{n}.db`` hold the schema after the first *n*
migrations (``make_store_v1.py`` and ``make_store_versions.py`` rebuild them). Each is
opened by today's engine; every row it held must still be there with the same values
in the columns it had, the search index must match, and the engine must work on it.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

import crash
import pytest

from core import Engine, Settings
from core.storage.sqlite.schema import RENAMED, apply_migrations, migration_names, pending_names
from core.text.normalise import content_hash
from support import FIXTURES
from support.reliability import raw_integrity

VERSIONS = sorted(int(m.group(1)) for p in FIXTURES.glob("store-v*.db")
                  if (m := re.fullmatch(r"store-v(\d+)\.db", p.name)))


def test_there_is_a_fixture_for_every_earlier_schema_version():
    assert list(range(1, len(migration_names()))) == VERSIONS, (
        "add a fixture for the schema before your migration: python tests/fixtures/make_store_versions.py")


@pytest.mark.parametrize("version", VERSIONS)
def test_a_store_from_an_earlier_version_upgrades_with_every_row_intact(tmp_path, version):
    path = tmp_path / f"v{version}.db"
    shutil.copyfile(FIXTURES / f"store-v{version}.db", path)
    before = crash.table_rows(path)
    conn = sqlite3.connect(path)
    applied_before = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
    agent_before = conn.execute("SELECT agent_id FROM agent").fetchone() if "agent" in before else None
    conn.close()
    # Fixtures are stores made by earlier versions: they record the migrations' old names.
    assert [RENAMED.get(name, name) for name in applied_before] == migration_names()[:version]
    if version >= 2:  # make_store_versions.py fills every table; v1 predates that rule
        assert all(before[table] for table in before if table != "_sqlite_migrations"), \
            [table for table, rows in before.items() if not rows]

    # m009 recomputes content_hash (the restatement key grew); every other column must be kept as it was.
    kept = {table: {tuple(cell for cell in row if not (table in ("memories", "memory_vectors")
                                                         and cell[0] == "content_hash")) for row in rows}
            for table, rows in before.items()}
    with Engine(path, settings=Settings()) as engine:
        assert crash.rows_kept(kept, path) == []
        assert all(memory.content_hash == content_hash(memory.content)
                   for memory in engine.memories.list(statuses=["all"], limit=None))
        assert raw_integrity(path) == "ok"
        conn = engine.store.conn
        assert [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")] == migration_names()
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migration_names())
        if agent_before:
            assert engine.agent_id == agent_before[0]
        promoted = engine.memories.list(statuses=["promoted"], limit=None)
        assert promoted, "every fixture holds promoted memories"
        word = max(promoted[0].content.split(), key=len)
        hits = engine.retrieval.recall(word, namespace=promoted[0].namespace)
        assert promoted[0].id in [hit.memory.id for hit in hits]
        for memory in engine.memories.list(statuses=["all"], limit=None):
            assert engine.memories.show(memory.id).to_dict()["id"] == memory.id
        written = engine.memories.remember(f"A fact written after upgrading from version {version}")
        engine.memories.promote([written.id])
        if "generations" in before:
            assert engine.generations.list().generations
            assert engine.identity.identity().agent_id == engine.agent_id
        report = engine.quality.doctor()
        assert report.checks[0].name == "integrity" and report.checks[0].status == "ok"
        assert next(c for c in report.checks if c.name == "search_index").status == "ok"
        document = engine.interop.backup_document()
        assert len(document["memories"]) == len(before["memories"]) + 1


def test_the_row_check_notices_a_lost_or_changed_row(tmp_path):
    """The check must be able to fail."""
    path = tmp_path / "v2.db"
    shutil.copyfile(FIXTURES / "store-v2.db", path)
    before = crash.table_rows(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE memories SET content = content || ' (edited)' WHERE id = 2")
    conn.execute("DELETE FROM edges")
    conn.commit()
    conn.close()
    missing = crash.rows_kept(before, path)
    assert any(line.startswith("memories:") for line in missing) and any(line.startswith("edges:") for line in missing)


def _recorded(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
    finally:
        conn.close()


def test_old_migration_names_are_renamed_in_the_transaction_that_migrates(tmp_path):
    path = tmp_path / "v6.db"
    shutil.copyfile(FIXTURES / "store-v6.db", path)
    old = _recorded(path)
    assert any(name in RENAMED for name in old)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        assert pending_names(conn) == migration_names()[6:]
        assert apply_migrations(conn) == migration_names()[6:]
    finally:
        conn.close()
    assert _recorded(path) == migration_names()


def test_a_current_store_with_old_names_opens_without_a_write(tmp_path):
    """Nothing to migrate means nothing written: a read-only store stays readable."""
    path = tmp_path / "store.db"
    Engine(path, settings=Settings()).close()
    conn = sqlite3.connect(path, isolation_level=None)
    new_to_old = {new: old for old, new in RENAMED.items()}
    for new, old in new_to_old.items():
        conn.execute("UPDATE _sqlite_migrations SET name = ? WHERE name = ?", (old, new))
    before = conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes
    assert pending_names(conn) == [] and apply_migrations(conn) == []
    assert conn.total_changes == before[1]
    conn.close()
    assert [RENAMED.get(name, name) for name in _recorded(path)] == migration_names()
    assert set(_recorded(path)) & set(RENAMED)


def _stored_before(path, memory_id: int, text: str, migration: str) -> None:
    """Make ``memory_id``'s row as a store written before ``migration`` held it: its hash counted every character
    of ``text`` (as m009 hashed it), and ``migration`` not yet applied."""
    import hashlib

    conn = sqlite3.connect(path)
    conn.execute("UPDATE memories SET content_hash = ? WHERE id = ?",
                 (hashlib.sha256(text.encode()).hexdigest(), memory_id))
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = ?", (migration,))
    conn.commit()
    conn.close()


def test_m013_hashes_again_a_stored_text_that_holds_an_invisible_character(tmp_path):
    """Round 48: the restatement key drops zero-width spaces and their kind; a text stored before kept a hash that
    counted them, so its restatement would have been staged as new. The migration hashes it again."""
    path = tmp_path / "store.db"
    with Engine(path, settings=Settings()) as engine:
        invisible = engine.memories.remember("the cache\u200b ttl is 600 seconds").id
        plain = engine.memories.remember("the deploy window is friday").id
        plain_hash = engine.memories.get(plain).content_hash
    _stored_before(path, invisible, "the cache\u200b ttl is 600 seconds", "m013_invisible_characters_hashed")
    with Engine(path, settings=Settings()) as engine:
        assert engine.memories.get(invisible).content_hash == content_hash("the cache ttl is 600 seconds")
        assert engine.memories.get(plain).content_hash == plain_hash
        again = engine.memories.remember("the cache ttl is 600 seconds")
        assert again.duplicate_of == invisible or again.id == invisible


def test_m014_hashes_again_a_stored_text_that_holds_a_character_drawn_as_nothing(tmp_path):
    """Round 49's outside check: a combining grapheme joiner or a variation selector made a rejected text new to
    the restatement key. The key drops them now; m014 hashes a text stored before again."""
    path = tmp_path / "store.db"
    with Engine(path, settings=Settings()) as engine:
        joined = engine.memories.remember("the cache\u034f ttl is 600 seconds").id
    _stored_before(path, joined, "the cache\u034f ttl is 600 seconds", "m014_drawn_as_nothing_hashed")
    with Engine(path, settings=Settings()) as engine:
        assert engine.memories.get(joined).content_hash == content_hash("the cache ttl is 600 seconds")
        assert engine.memories.remember("the cache\ufe0f ttl is 600 seconds").duplicate_of == joined
