"""SQL behind ranked retrieval: lexical candidates, their session neighbours, lean rows.

Recall must stay within a small factor of a bare FTS5 query, so this module does as
little per row as it can: FTS5 scores and sorts its matches alone and only the best
few are joined to ``memories`` to be filtered; session neighbours are index walks
inside SQLite; the columns scoring needs come back as lean rows — full
:class:`~core.model.records.Memory` objects are built only for the few hits returned.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from core.storage.table import Table
from core.text.cjk import grams, has_cjk

_LEAN_COLUMNS = (
    "id", "namespace", "kind", "session", "level", "importance", "confidence", "decay_days", "created_at",
    "event_time", "last_verified", "access_count", "pinned", "content",
)


@dataclass(slots=True)
class Candidate:
    """The columns scoring reads, without decoding JSON (see :mod:`core.retrieval.scoring`)."""

    id: int
    namespace: str
    kind: str
    session: str | None
    level: str
    importance: float
    confidence: float
    decay_days: int | None
    created_at: str
    event_time: str | None
    last_verified: str | None
    access_count: int
    pinned: int  # 0/1, as stored
    content: str

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> Candidate:
        return cls(*row)


_LEAN_SELECT = ", ".join(f"m.{c}" for c in _LEAN_COLUMNS)
# "bm25(1.0, 0.6, 0.8)" or "bm25()": the weights are spliced into SQL, so only numbers pass.
_RANK_FUNCTION = re.compile(r"^bm25\(\s*((?:-?\d+(?:\.\d+)?\s*,\s*)*-?\d+(?:\.\d+)?)?\s*\)$")


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" for _ in values)


class SearchIndex(Table):
    """Queries behind :func:`core.retrieval.rank`, the CJK shadow index and stored vectors.

    Callers own the transaction.
    """

    def _filters(self, namespace: str | None, statuses: Sequence[str], kinds: Sequence[str] | None,
                 alias: str = "m") -> tuple[str, list[Any]]:
        where = [f"{alias}.status IN ({_marks(statuses)})"]
        params: list[Any] = list(statuses)
        if namespace is not None:
            where.append(f"{alias}.namespace = ?")
            params.append(namespace)
        if kinds:
            where.append(f"{alias}.kind IN ({_marks(kinds)})")
            params += list(kinds)
        return " AND ".join(where), params

    def lexical(self, match: str, *, rank_function: str, namespace: str | None, statuses: Sequence[str],
                kinds: Sequence[str] | None, limit: int, index: str = "memories_fts") -> list[tuple[Candidate, float]]:
        """The best ``limit`` FTS matches that pass the filters, as ``(candidate, bm25)``.

        ``bm25`` is SQLite's sign (lower is better). ``match`` must be a safe FTS5
        expression and ``rank_function`` a ``bm25(...)`` call with numeric weights (for
        ``memories_fts``: content, summary, tags). Returned in bm25 then id order.
        ``index`` is ``memories_fts`` (words) or ``memories_cjk`` (CJK character pairs;
        its one column takes ``bm25()``).

        FTS5 first ranks its matches alone — no join while it scores and sorts them all —
        and the best ``limit + limit // 4 + 8`` are filtered by id in one indexed look-up.
        In a store that holds one namespace and mostly promoted memories (the usual case)
        that settles it; when too few pass and more matches exist, a join walks the ranked
        matches filtering as it goes.
        """
        if index not in ("memories_fts", "memories_cjk"):
            raise ValueError(f"unknown search index {index!r}")
        weights = _RANK_FUNCTION.match(rank_function)
        if weights is None:
            raise ValueError(f"not a bm25() rank function: {rank_function!r}")
        score = f"bm25({index}{', ' + weights.group(1) if weights.group(1) else ''})"
        fetch = limit + limit // 4 + 8
        where, params = self._filters(namespace, statuses, kinds)
        rows = self._conn.execute(
            f"WITH f AS (SELECT rowid AS id, {score} AS r FROM {index} WHERE {index} MATCH ? ORDER BY r LIMIT ?) "
            f"SELECT {_LEAN_SELECT}, f.r, (SELECT count(*) FROM f) FROM f JOIN memories m ON m.id = f.id WHERE {where}",
            [match, fetch, *params],
        ).fetchall()
        found = [(Candidate(*row[:-2]), float(row[-2])) for row in rows]
        if len(found) < limit and (not rows or rows[0][-1] == fetch):
            found = self._ranked_join(match, score, index, namespace=namespace, statuses=statuses, kinds=kinds,
                                      limit=limit)
        found.sort(key=lambda pair: (pair[1], pair[0].id))
        return found[:limit]

    def _ranked_join(self, match: str, score: str, index: str, *, namespace: str | None, statuses: Sequence[str],
                     kinds: Sequence[str] | None, limit: int) -> list[tuple[Candidate, float]]:
        """The best ``limit`` matches that pass the filters, filtered while the join walks them."""
        where, params = self._filters(namespace, statuses, kinds)
        rows = self._conn.execute(
            f"SELECT {_LEAN_SELECT}, {score} AS r FROM {index} f JOIN memories m ON m.id = f.rowid "
            f"WHERE {index} MATCH ? AND {where} ORDER BY r LIMIT ?",
            [match, *params, limit],
        ).fetchall()
        return [(Candidate(*row[:-1]), float(row[-1])) for row in rows]

    def links(self, candidates: Iterable[Candidate], *, statuses: Sequence[str],
              depth: int = 2) -> dict[int, tuple[list[int], list[int]]]:
        """``(before, after)`` session neighbour ids of each candidate that has a session.

        A neighbour is the next memory before/after in capture order (id) with the same
        namespace and session and one of ``statuses``; up to ``depth`` each side, nearest
        first. Each neighbour is one seek of the ``memories_ns_session`` index inside
        SQLite, however the sessions are interleaved.
        """
        wanted = [c.id for c in candidates if c.session is not None]
        found: dict[int, tuple[list[int], list[int]]] = {}
        for start in range(0, len(wanted), 400):
            found.update(self._neighbour_ids(wanted[start : start + 400], statuses=statuses, depth=depth))
        return found

    def _neighbour_ids(self, ids: Sequence[int], *, statuses: Sequence[str],
                       depth: int) -> dict[int, tuple[list[int], list[int]]]:
        if not ids or depth < 1:
            return {}
        status_marks = _marks(statuses)
        # One index seek (memories_ns_session) per neighbour, nearest first; measured
        # faster than one group_concat walk per side, which materialises a subquery.
        probes = []
        for step in range(depth):
            for op, order in (("<", "DESC"), (">", "ASC")):
                probes.append(
                    "(SELECT x.id FROM memories x WHERE x.namespace = c.namespace AND x.session = c.session "
                    f"AND x.id {op} c.id AND x.status IN ({status_marks}) ORDER BY x.id {order} LIMIT 1 OFFSET {step})"
                )
        sql = (f"SELECT c.id, {', '.join(probes)} FROM memories c WHERE c.id IN ({_marks(ids)}) "
               "AND c.session IS NOT NULL")
        found: dict[int, tuple[list[int], list[int]]] = {}
        for row in self._conn.execute(sql, [*list(statuses) * (2 * depth), *ids]):
            before = [row[1 + 2 * step] for step in range(depth)]
            after = [row[2 + 2 * step] for step in range(depth)]
            found[row[0]] = ([i for i in before if i is not None], [i for i in after if i is not None])
        return found

    def index_text(self, memory_id: int, content: str | None, summary: str | None) -> None:
        """(Re)write a memory's row in the CJK shadow index; text without CJK has none."""
        self._conn.execute("DELETE FROM memories_cjk WHERE rowid = ?", (memory_id,))
        if has_cjk(content) or has_cjk(summary):
            self._conn.execute("INSERT INTO memories_cjk(rowid, grams) VALUES (?, ?)",
                               (memory_id, grams(content, summary)))

    def index_many(self, rows: Iterable[tuple[int, str | None, str | None]]) -> None:
        """:meth:`index_text` for freshly inserted rows ``(id, content, summary)`` (bulk loads)."""
        self._conn.executemany(
            "INSERT INTO memories_cjk(rowid, grams) VALUES (?, ?)",
            [(i, grams(c, s)) for i, c, s in rows if has_cjk(c) or has_cjk(s)],
        )

    def rebuild_cjk(self) -> int:
        """Rebuild the CJK shadow index from the memories table; returns the rows indexed."""
        self._conn.execute("DELETE FROM memories_cjk")
        rows = self._conn.execute("SELECT id, content, summary FROM memories").fetchall()
        before = self._conn.total_changes
        self.index_many((row[0], row[1], row[2]) for row in rows)
        return self._conn.total_changes - before

    def vectors_missing(self, model: str, *, namespace: str | None, statuses: Sequence[str],
                        limit: int) -> list[tuple[int, str, str]]:
        """Memories without an up-to-date vector for ``model``: ``(id, content_hash, content)``, by id."""
        where, params = self._filters(namespace, statuses, None)
        rows = self._conn.execute(
            f"SELECT m.id, m.content_hash, m.content FROM memories m LEFT JOIN memory_vectors v "
            f"ON v.memory_id = m.id AND v.model = ? WHERE {where} "
            "AND (v.memory_id IS NULL OR v.content_hash != m.content_hash) ORDER BY m.id LIMIT ?",
            [model, *params, limit],
        )
        return [(row[0], row[1], row[2]) for row in rows]

    def put_vectors(self, model: str, rows: Iterable[tuple[int, str, bytes]]) -> None:
        """Store ``(memory_id, content_hash, float32 blob)`` for ``model`` (replacing older ones)."""
        self._conn.executemany(
            "INSERT OR REPLACE INTO memory_vectors (memory_id, model, content_hash, vector) VALUES (?, ?, ?, ?)",
            [(memory_id, model, content_hash, blob) for memory_id, content_hash, blob in rows],
        )

    def vectors(self, model: str, *, namespace: str | None, statuses: Sequence[str],
                kinds: Sequence[str] | None) -> list[tuple[int, bytes]]:
        """Up-to-date ``(memory_id, blob)`` pairs for ``model`` among the filtered memories, by id."""
        where, params = self._filters(namespace, statuses, kinds)
        rows = self._conn.execute(
            f"SELECT m.id, v.vector FROM memory_vectors v JOIN memories m ON m.id = v.memory_id "
            f"WHERE v.model = ? AND v.content_hash = m.content_hash AND {where} ORDER BY m.id",
            [model, *params],
        )
        return [(row[0], row[1]) for row in rows]

    def candidates(self, ids: Iterable[int]) -> dict[int, Candidate]:
        """Lean rows by id (missing ids are absent)."""
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        columns = ", ".join(_LEAN_COLUMNS)
        rows = self._conn.execute(f"SELECT {columns} FROM memories WHERE id IN ({_marks(wanted)})", wanted)
        return {row[0]: Candidate.from_row(row) for row in rows}
