"""Concurrency, short: engine, CLI, MCP stdio and HTTP writers plus a polling reader for a few seconds.

The 60-second run with 16 processes on the file is ``python bench/concurrency.py``;
this runs the same harness briefly so a lost write, half a batch seen by a reader,
or a raw "database is locked" fails the suite. The harness kills and reaps every
child (and the daemon) before it returns.
"""

from __future__ import annotations

import sqlite3

import concurrency
import pytest


@pytest.mark.slow
def test_writers_in_many_processes_lose_nothing_and_readers_never_see_half_a_write(tmp_path):
    figures = concurrency.run(tmp_path, duration=3.0,
                              counts={"engine": 3, "cli": 1, "mcp": 1, "http": 1, "mcp-http": 0, "reader": 1})
    assert figures["lost"] == 0, figures["lost_examples"]
    assert figures["integrity"] == "ok"
    assert figures["raw_lock_errors"] == 0 and figures["unhandled_count"] == 0, figures["unhandled"]
    assert not figures["half_batches_in_store"] and not figures["broken_supersessions"]
    reader = figures["reader"]
    assert reader["changes"] > 3 and reader["partial_count"] == 0 and not reader["broken_supersessions"]
    assert not reader["errors"]
    assert set(figures["latency_ms"]) >= {"engine", "cli", "mcp", "http"}, figures["latency_ms"]
    assert figures["acknowledged_writes"] > 20
    assert figures["ok"] and not figures["crashed_children"]


def test_the_verifier_notices_a_lost_write_and_half_a_batch(tmp_path):
    """The oracle must be able to fail."""
    db = tmp_path / "store.db"
    concurrency.seed(db)
    conn = sqlite3.connect(db)
    row = conn.execute("SELECT id, external_id, content FROM memories LIMIT 1").fetchone()
    conn.execute("UPDATE memories SET session = 'w-b1' WHERE id IN (1, 2)")
    conn.commit()
    conn.close()
    records = [{"ack": "k-1", "id": row[0], "content": row[2]},  # external_id does not match: lost
               {"ack": "k-2", "id": 10 ** 9, "content": "never stored"}]
    figures = concurrency.verify(db, records)
    assert figures["lost"] == 2
    assert figures["half_batches_in_store"] == ["w-b1"]
