"""SQL for pins: pinned memories by namespace, the quota count, and which pins match a query."""

from __future__ import annotations

from collections.abc import Sequence

from core.model.records import Memory
from core.storage.table import Table


class PinQueries(Table):
    """Pinned memories: listing, the quota count, and which pins match a query."""

    def pinned_count(self, namespace: str, statuses: Sequence[str]) -> int:
        """How many pinned memories of ``namespace`` are in ``statuses`` (what the quota counts)."""
        marks = ",".join("?" for _ in statuses)
        row = self._conn.execute(
            f"SELECT count(*) FROM memories WHERE namespace = ? AND pinned = 1 AND status IN ({marks})",
            (namespace, *statuses),
        ).fetchone()
        return int(row[0])

    def pinned(self, namespace: str | None, statuses: Sequence[str] | None = None) -> list[Memory]:
        """Pinned memories of one namespace (every namespace for ``None``), by namespace then id."""
        sql, params = "SELECT * FROM memories WHERE pinned = 1", []
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        if statuses:
            sql += f" AND status IN ({','.join('?' for _ in statuses)})"
            params += list(statuses)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY namespace, id", params)]

    def pinned_matching(self, match: str, *, namespace: str, statuses: Sequence[str],
                        kinds: Sequence[str] | None = None) -> list[tuple[Memory, float]]:
        """Pinned memories that match the FTS5 expression ``match``, best bm25 first, as ``(memory, bm25)``.

        Pins are few (a quota per namespace), so each is tested by id: a recall in a
        namespace without pins costs one indexed look-up, never a second full-text pass.
        ``match`` must already be a safe FTS5 expression (``core.retrieval.query``).
        """
        pins = [m for m in self.pinned(namespace, statuses) if not kinds or m.kind in kinds]
        if not pins:
            return []
        scores = self._store.search.scores(match, [m.id for m in pins], weights=(1.0, 1.0, 1.0))
        found = [(memory, scores[memory.id]) for memory in pins if memory.id in scores]
        return sorted(found, key=lambda pair: (pair[1], pair[0].id))
