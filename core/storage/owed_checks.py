"""SQL for ``conflict_checks_owed``: the comparisons a capture left for later.

A capture compares its newcomer with the best-ranked candidates at once and answers; the candidates it did not
compare (:func:`core.conflicts.detect_at_capture`) are recorded here, one row a pair with its rank, and compared by
whoever settles
them next (:mod:`core.conflicts.owed`): the serving process once captures pause, the upkeep's ``owed`` step, or the
promotion of that newcomer, which settles its own rows before it retires anything. Unlike ``statement_readings``
this is not a cache: a row is a comparison nobody has made yet, so a store copy takes it along; a row goes when
either memory does (``ON DELETE CASCADE``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.storage.table import Table

# Ids per query: well under SQLite's 999 bound variables on old builds.
_CHUNK = 500


class OwedCheckTable(Table):
    """The owed comparisons, by the newcomer that owes them."""

    def add(self, memory_id: int, ranked: Sequence[tuple[int, int]]) -> None:
        """Record that ``memory_id`` is still to be compared with each candidate of ``ranked`` (``(rank, id)``, the
        rank the capture's lookup gave it); inside a write transaction. A pair already owed stays one row."""
        rows = [(memory_id, candidate_id, rank) for rank, candidate_id in ranked]
        if rows:
            self._conn.executemany(
                "INSERT INTO conflict_checks_owed (memory_id, candidate_id, rank) VALUES (?, ?, ?) "
                "ON CONFLICT (memory_id, candidate_id) DO NOTHING", rows)

    def memories(self, *, limit: int, among: Sequence[int] | None = None) -> list[int]:
        """The newcomers that owe comparisons, oldest first (at most ``limit``; only those of ``among`` when
        given)."""
        if among is None:
            return [int(row[0]) for row in self._conn.execute(
                "SELECT DISTINCT memory_id FROM conflict_checks_owed ORDER BY memory_id LIMIT ?", (limit,)).fetchall()]
        found: list[int] = []
        ids = list(dict.fromkeys(among))
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start:start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            found += [int(row[0]) for row in self._conn.execute(
                f"SELECT DISTINCT memory_id FROM conflict_checks_owed WHERE memory_id IN ({marks})", chunk).fetchall()]
        return sorted(found)[:limit]

    def candidates(self, memory_id: int) -> list[int]:
        """The candidates ``memory_id`` still owes a comparison with, best-ranked first."""
        return [int(row[0]) for row in self._conn.execute(
            "SELECT candidate_id FROM conflict_checks_owed WHERE memory_id = ? ORDER BY rank",
            (memory_id,)).fetchall()]

    def settle(self, memory_id: int, candidate_ids: Iterable[int]) -> int:
        """Strike the pairs compared by now; inside a write transaction. How many were still owed."""
        struck = 0
        for candidate_id in dict.fromkeys(candidate_ids):
            struck += self._conn.execute("DELETE FROM conflict_checks_owed WHERE memory_id = ? AND candidate_id = ?",
                                         (memory_id, candidate_id)).rowcount or 0
        return struck

    def count(self, memory_id: int | None = None) -> int:
        """How many comparisons are owed (by ``memory_id``, or by every newcomer)."""
        if memory_id is None:
            return int(self._conn.execute("SELECT count(*) FROM conflict_checks_owed").fetchone()[0])
        return int(self._conn.execute("SELECT count(*) FROM conflict_checks_owed WHERE memory_id = ?",
                                      (memory_id,)).fetchone()[0])
