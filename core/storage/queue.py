"""SQL for the review queue as the workstation pages through it.

Pages are keyset-paged on ``id`` (``after_id``), never ``OFFSET``, so the 500th page
of a 50,000-item queue costs the same as the first. A "held" item is a memory with a
proposal in status ``held`` (its promotion would have retired more than the blast
radius allows).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.model.records import Memory
from core.storage.memories import MemoryTable
from core.storage.table import Table

_HELD = "EXISTS (SELECT 1 FROM proposals p WHERE p.memory_id = memories.id AND p.status = 'held')"
# A pairwise proposal (one the Conflicts pane lists) still waits on this memory, from either side.
_CONTESTED = ("(EXISTS (SELECT 1 FROM proposals p WHERE p.memory_id = memories.id AND p.target_id IS NOT NULL "
              "AND p.status IN ('open', 'held')) OR EXISTS (SELECT 1 FROM proposals p WHERE "
              "p.target_id = memories.id AND p.status IN ('open', 'held')))")
_GROUPABLE = frozenset({"source", "kind", "namespace"})


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class ReviewQueueTable(Table):
    """Reads of the review queue. Read-only; callers own the snapshot."""

    def _where(self, statuses: Sequence[str], kinds: Sequence[str], namespace: str | None, source: str | None,
               text: str, ids: Sequence[int] = ()) -> tuple[str, list[Any]]:
        member = [s for s in statuses if s != "held"]
        alternatives: list[str] = []
        params: list[Any] = []
        if member:
            alternatives.append(f"status IN ({','.join('?' for _ in member)})")
            params += member
        if "held" in statuses:
            alternatives.append(_HELD)
        where = ["(" + " OR ".join(alternatives) + ")" if alternatives else "FALSE"]
        shared_where, shared_params = MemoryTable._filters(None, kinds, namespace, None, None)
        where += shared_where
        params += shared_params
        if source:
            where.append(f"source {self._dialect.like} ? ESCAPE '\\'")
            params.append(_like_escape(source) + "%")
        for word in text.split():
            where.append(f"content {self._dialect.like} ? ESCAPE '\\'")
            params.append("%" + _like_escape(word) + "%")
        if ids:
            where.append(f"id IN ({','.join('?' for _ in ids)})")
            params += list(ids)
        return " AND ".join(where), params

    def page(self, *, statuses: Sequence[str], kinds: Sequence[str] = (), namespace: str | None = None,
             source: str | None = None, text: str = "", ids: Sequence[int] = (), after_id: int | None = None,
             limit: int = 200) -> list[tuple[Memory, bool, bool]]:
        """Up to ``limit`` queue items after ``after_id``, oldest first, as ``(memory, held, contested)``.

        ``contested``: an open or held proposal pairs the memory with another one.
        """
        where, params = self._where(statuses, kinds, namespace, source, text, ids)
        if after_id is not None:
            where += " AND id > ?"
            params.append(after_id)
        rows = self._conn.execute(
            f"SELECT memories.*, {_HELD} AS _held, {_CONTESTED} AS _contested FROM memories WHERE {where} "
            "ORDER BY id LIMIT ?",
            [*params, limit],
        )
        return [(Memory.from_row(row), bool(row["_held"]), bool(row["_contested"])) for row in rows]

    def count(self, *, statuses: Sequence[str], kinds: Sequence[str] = (), namespace: str | None = None,
              source: str | None = None, text: str = "", ids: Sequence[int] = ()) -> int:
        """How many queue items match."""
        where, params = self._where(statuses, kinds, namespace, source, text, ids)
        return int(self._conn.execute(f"SELECT count(*) FROM memories WHERE {where}", params).fetchone()[0])

    def group_counts(self, column: str, *, statuses: Sequence[str], kinds: Sequence[str] = (),
                     namespace: str | None = None, source: str | None = None, text: str = "",
                     ids: Sequence[int] = ()) -> dict[str, int]:
        """Queue items per ``source``, ``kind`` or ``namespace``, largest group first."""
        if column not in _GROUPABLE:
            raise ValueError(f"cannot group the queue by {column}")
        where, params = self._where(statuses, kinds, namespace, source, text, ids)
        rows = self._conn.execute(
            f"SELECT {column} AS key, count(*) AS n FROM memories WHERE {where} "
            f"GROUP BY {column} ORDER BY n DESC, {column}",
            params,
        )
        return {row["key"]: int(row["n"]) for row in rows}

    def bm25_of(self, match: str, memory_id: int, weights: tuple[float, float, float]) -> float | None:
        """The bm25 one memory gets for an FTS5 expression (``None`` when it does not match).

        bm25 depends on whole-index statistics, not on the other rows returned, so
        this equals the value the memory would have in a full search.
        """
        return self._store.search.scores(match, [memory_id], weights=weights).get(int(memory_id))
