"""SQL for ``statement_readings``: a memory's statement reading, kept with the memory.

Contradiction detection reads the older memory of every pair it compares, and reading one
text costs about as much as the rest of the comparison; the same older memory is read again
at every capture that meets it. A row keeps that reading (a JSON text the conflicts package
writes and reads back) under a *stamp* that digests both the exact text read and the reader's
code: a memory whose text changed, or a store opened by a memdesk whose reader changed, has a
row whose stamp no longer matches, and the reading is simply made again. Like
``derived_stats`` the table is a cache, never the truth: store copy, backups and restores leave
it out, and the row goes with its memory (``ON DELETE CASCADE``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.storage.table import Table

# Ids per query: well under SQLite's 999 bound variables on old builds.
_CHUNK = 500


class StatementReadingTable(Table):
    """Kept readings by memory id."""

    def get_many(self, memory_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
        """``{memory_id: (stamp, reading)}`` for the ids that have a row."""
        found: dict[int, tuple[str, str]] = {}
        ids = list(dict.fromkeys(memory_ids))
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start:start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            for row in self._conn.execute(
                f"SELECT memory_id, stamp, reading FROM statement_readings WHERE memory_id IN ({marks})", chunk,
            ).fetchall():
                found[int(row[0])] = (str(row[1]), str(row[2]))
        return found

    def put_many(self, rows: Iterable[tuple[int, str, str]]) -> None:
        """Store (or replace) ``(memory_id, stamp, reading)`` rows; call inside a write transaction.

        A row whose memory is gone by now (deleted after it was read, outside this transaction) is skipped."""
        guarded = [(memory_id, stamp, reading, memory_id) for memory_id, stamp, reading in rows]
        if not guarded:
            return
        self._conn.executemany(
            "INSERT INTO statement_readings (memory_id, stamp, reading) "
            "SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT) "
            "WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?) "
            "ON CONFLICT (memory_id) DO UPDATE SET stamp = excluded.stamp, reading = excluded.reading",
            guarded,
        )

    def count(self) -> int:
        """How many readings are kept (for tests and the doctor's curiosity)."""
        return int(self._conn.execute("SELECT count(*) FROM statement_readings").fetchone()[0])
