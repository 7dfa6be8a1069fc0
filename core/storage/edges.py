"""SQL for ``edges``: typed links between memories, and the walks over them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core.model.records import Edge
from core.storage.table import Table


class EdgeTable(Table):
    """Typed links between memories."""

    def insert(self, *, src: int, dst: int, type: str, weight: float, actor: str, ts: str) -> int | None:
        """Insert an edge; returns its id, or ``None`` when the same edge already exists."""
        if self._conn.execute("SELECT 1 FROM edges WHERE src = ? AND dst = ? AND type = ?",
                              (src, dst, type)).fetchone() is not None:
            return None
        return self._insert("edges", ("src", "dst", "type", "weight", "actor", "created_at"),
                            (src, dst, type, weight, actor, ts))

    def get(self, edge_id: int) -> Edge | None:
        row = self._conn.execute("SELECT * FROM edges WHERE id = ?", (edge_id,)).fetchone()
        return Edge.from_row(row) if row else None

    def delete(self, edge_id: int) -> None:
        self._conn.execute("DELETE FROM edges WHERE id = ?", (edge_id,))

    def touching(self, memory_id: int, types: Iterable[str] | None = None) -> list[Edge]:
        sql = "SELECT * FROM edges WHERE (src = ? OR dst = ?)"
        params: list[Any] = [memory_id, memory_id]
        if types:
            types = list(types)
            sql += f" AND type IN ({','.join('?' for _ in types)})"
            params += types
        return [Edge.from_row(r) for r in self._conn.execute(sql + " ORDER BY id", params)]

    def from_src(self, src: int, type: str) -> list[Edge]:
        rows = self._conn.execute("SELECT * FROM edges WHERE src = ? AND type = ? ORDER BY id", (src, type))
        return [Edge.from_row(r) for r in rows]

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM edges").fetchone()[0])

    def touching_any(self, ids: Iterable[int]) -> list[Edge]:
        """Every edge with either end in ``ids`` (one query per 500 ids)."""
        wanted = list(dict.fromkeys(int(i) for i in ids))
        found: dict[int, Edge] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start:start + 500]
            marks = ",".join("?" for _ in chunk)
            sql = f"SELECT * FROM edges WHERE src IN ({marks}) OR dst IN ({marks}) ORDER BY id"
            for row in self._conn.execute(sql, [*chunk, *chunk]):
                found[row["id"]] = Edge.from_row(row)
        return [found[k] for k in sorted(found)]
