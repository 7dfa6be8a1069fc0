"""SQL behind ranked retrieval: lexical candidates, their session neighbours, lean rows.

Recall must stay within a small factor of a bare full-text query even at a million
memories, so this module does as little per row as it can: the columns scoring needs
come back as plain tuples — full :class:`~core.model.records.Memory` objects are built
only for the few hits that are returned.

The full-text part differs per backend (``core/storage/sqlite/search.py``: FTS5;
``core/storage/postgres/search.py``: FTS5's own tokens in a postings table, scored by
FTS5's bm25 in SQL) and is declared here; the rest is SQL both engines run.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from core.model.records import MEMORY_COLUMNS, Memory
from core.storage.table import Table

_LEAN_COLUMNS = (
    "id", "namespace", "kind", "session", "level", "importance", "confidence", "decay_days", "created_at",
    "event_time", "last_verified", "pinned", "content", "access_count",
)
# What recall may keep of a memory between queries: every lean column but the id and the
# access count (recall itself moves that one on every call, so it is always read afresh).
_KEPT_COLUMNS = _LEAN_COLUMNS[1:-1]
# Where the two columns recall writes on every call sit among a memory's values.
_LAST_ACCESSED, _ACCESS_COUNT = MEMORY_COLUMNS.index("last_accessed"), MEMORY_COLUMNS.index("access_count")


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
    pinned: int  # 0/1, as stored
    content: str
    access_count: int

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> Candidate:
        return cls(*row)


# One memory's session neighbours as read: (before, after, whether adjacency alone settled them).
_Read = tuple[tuple[int, ...], tuple[int, ...], bool]


def _in_order(found: dict[int, _Read]) -> dict[int, tuple[list[int], list[int]]]:
    """:meth:`SearchIndex.links`'s answer: the ids adjacency settled first, then the others, each by id.

    The order is part of the answer: the ranker sums what neighbours borrow in it, and
    floating-point sums depend on their order (it is the order the reads always gave).
    """
    settled = sorted(memory_id for memory_id, entry in found.items() if entry[2])
    others = sorted(memory_id for memory_id, entry in found.items() if not entry[2])
    return {memory_id: (list(found[memory_id][0]), list(found[memory_id][1])) for memory_id in settled + others}


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" for _ in values)


class SearchIndex(Table):
    """Queries behind :func:`core.retrieval.rank`, the CJK shadow index and stored vectors.

    Callers own the transaction.
    """

    # At most this many ids in one kept map (then it is forgotten wholesale and refilled): a few MB.
    KEPT_LIMIT = 20_000

    def __init__(self, store) -> None:
        super().__init__(store)
        # What recall read of memories, kept between queries: (rows version, {name: {id: value}}).
        self._kept: tuple[int | None, dict[str, dict[int, Any]]] = (None, {})

    def kept(self, name: str) -> dict[int, Any] | None:
        """A map of what was read of memories, kept between calls while the stored rows stay as they are.

        The ``memory_rows`` counter (``store_counters``, migration m011) is moved by triggers
        whenever a memory is added or deleted or any of its columns changes but the access
        count and last access that recall writes on every call; each map is valid for one
        value of it. Only inside a read snapshot (a write transaction could still roll back
        what it changed, counter and all); elsewhere ``None``: read afresh, keep nothing.
        """
        if not self._store.in_read_snapshot():
            return None
        version = self.rows_version()
        if version is None:
            return None
        kept_version, maps = self._kept
        if kept_version != version:
            if kept_version is not None and version < kept_version:
                return None  # an older snapshot than the one kept (another thread): read afresh
            maps = {}
            self._kept = (version, maps)
        found = maps.get(name)
        if found is None or len(found) > self.KEPT_LIMIT:
            found = maps[name] = {}
        return found

    def rows_version(self) -> int | None:
        """The ``memory_rows`` counter in this transaction's view (``None`` when the store has none)."""
        row = self._conn.execute("SELECT value FROM store_counters WHERE name = 'memory_rows'").fetchone()
        return None if row is None else int(row[0])

    def _with_access(self, kept: dict[int, Any], rows: Iterable[Sequence[Any]]) -> list[Candidate]:
        """Candidates from ``(id, access_count, …)`` rows and the kept columns (read here where missing)."""
        rows = list(rows)
        missing = [row[0] for row in rows if row[0] not in kept]
        for start in range(0, len(missing), 500):
            chunk = missing[start : start + 500]
            for row in self._conn.execute(
                    f"SELECT id, {', '.join(_KEPT_COLUMNS)} FROM memories WHERE id IN ({_marks(chunk)})", chunk):
                kept[row[0]] = tuple(row[1:])
        return [Candidate.from_row((row[0], *kept[row[0]], row[1])) for row in rows]

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

    # -- what a backend implements ------------------------------------------------

    def lexical(self, match: str, *, rank_function: str, namespace: str | None, statuses: Sequence[str],
                kinds: Sequence[str] | None, limit: int, index: str = "memories_fts") -> list[tuple[Candidate, float]]:
        """The best ``limit`` full-text matches that pass the filters, as ``(candidate, bm25)``.

        ``match`` is a safe FTS5 expression (``core.retrieval.query``: quoted terms OR-ed,
        ``"京"*`` prefixes) and ``rank_function`` a ``bm25(...)`` call with numeric
        weights (for ``memories_fts``: content, summary, tags). ``bm25`` is FTS5's value
        and sign (lower is better) on every backend. Returned in bm25 then id order.
        ``index`` is ``memories_fts`` (words) or ``memories_cjk`` (CJK character pairs;
        its one column takes ``bm25()``).
        """
        raise NotImplementedError

    def scores(self, match: str, ids: Sequence[int], *, weights: Sequence[float] = (1.0, 0.6, 0.8),
               index: str = "memories_fts") -> dict[int, float]:
        """bm25 of each of ``ids`` that matches ``match`` (absent when it does not match).

        bm25 depends on whole-index statistics, not on the other rows returned, so each
        value equals the one the memory gets in a full search.
        """
        raise NotImplementedError

    def memories_matching(self, match: str, *, namespace: str | None, statuses: Sequence[str],
                          kinds: Sequence[str] | None, limit: int,
                          weights: Sequence[float] = (1.0, 0.6, 0.8)) -> list[tuple[Memory, float]]:
        """Full memories matching ``match`` with their bm25, best first then by id."""
        raise NotImplementedError

    def newest_holding_both(self, first: Sequence[str], second: Sequence[str], *, namespace: str | None,
                            statuses: Sequence[str], kinds: Sequence[str] | None, limit: int, examine: int,
                            excluding: Sequence[int] = ()) -> list[Memory]:
        """The newest memories (highest id first) that hold a word or phrase of ``first`` *and* one of ``second``.

        Only the newest ``examine`` memories of the whole index holding both are looked at, whatever their
        namespace, status or kind, so the cost stays bounded however many hold the words; of those, the first
        ``limit`` that pass the filters and are not among ``excluding`` are returned. Each entry of ``first``
        and ``second`` is matched as a phrase of the index's own terms ("full-time" is "full" then "time").
        SQLite only, for now: its one caller (the contradiction lookup's family route) asks only where the
        index's term counts left a word out (``MemoryTable.term_document_counts``), and PostgreSQL counts none.
        """
        raise NotImplementedError

    def on_insert(self, rows: Iterable[dict[str, Any]]) -> None:
        """Index freshly inserted memories (each row has ``id``, ``content``, ``summary``, ``tags``)."""
        raise NotImplementedError

    def on_update(self, memory_id: int, old: Sequence[Any], new: Sequence[Any]) -> None:
        """Re-index a memory whose ``(content, summary, tags)`` changed from ``old`` to ``new``."""
        raise NotImplementedError

    def on_delete(self, memory_id: int, old: Sequence[Any]) -> None:
        """Drop a memory about to be deleted (its ``(content, summary, tags)``) from the indexes."""
        raise NotImplementedError

    def rebuild(self) -> int:
        """Rebuild every full-text index from the memories; returns the memories indexed."""
        raise NotImplementedError

    def check(self) -> bool | None:
        """Whether the indexes agree with the memories; ``None`` when the check cannot run."""
        raise NotImplementedError

    def clear(self) -> None:
        """Forget every indexed memory (before the memories themselves are deleted wholesale)."""
        raise NotImplementedError

    # -- shared SQL ------------------------------------------------------------------

    def neighbours(self, pool: dict[int, Candidate], *, statuses: Sequence[str],
                   depth: int = 2) -> tuple[dict[int, tuple[list[int], list[int]]], dict[int, Candidate]]:
        """Session neighbours of the pooled memories, and the nearest ones' rows.

        A neighbour is the next memory before/after in capture order (id) with the
        same namespace and session and one of ``statuses``; up to ``depth`` each side,
        nearest first. Memories without a session have none.

        Sessions are usually captured in one go, so the rows at ids ±1…±depth are read
        first in one query; only where those do not settle it (a session boundary, an
        interleaved session, a row of another status) is the exact per-memory query run.

        Returns:
            ``(links, nearest)``: ``links[id] = (before, after)`` for every pooled id
            with a session, and the lean rows of the nearest neighbours (either side)
            that are not in ``pool``.
        """
        allowed = set(statuses)
        with_session = [c for c in pool.values() if c.session is not None]
        # Full rows for the ids right next to a candidate (the nearest join the pool),
        # only (id, namespace, kind, session, status) further out (they only lend context).
        near = {c.id + step for c in with_session for step in (-1, 1)}
        far = {c.id + step for c in with_session for step in range(-depth, depth + 1) if abs(step) > 1} - near
        around: dict[int, tuple] = {}  # id -> (columns..., status); rows stay tuples until needed
        lean = ", ".join(_LEAN_COLUMNS)
        for ids, columns in ((near, lean), (far, "id, namespace, kind, session")):
            wanted = sorted(ids)
            for start in range(0, len(wanted), 900):
                chunk = wanted[start : start + 900]
                around.update((row[0], row) for row in self._conn.execute(
                    f"SELECT {columns}, status FROM memories WHERE id IN ({_marks(chunk)})", chunk))
        links: dict[int, tuple[list[int], list[int]]] = {}
        unsettled: list[int] = []
        for candidate in with_session:
            key = (candidate.namespace, candidate.session)
            sides: tuple[list[int], list[int]] = ([], [])
            for side, direction in zip(sides, (-1, 1)):
                for step in range(1, depth + 1):
                    row = around.get(candidate.id + direction * step)
                    if row is None or (row[1], row[3]) != key or row[-1] not in allowed:
                        break
                    side.append(row[0])
            if len(sides[0]) < depth or len(sides[1]) < depth:
                unsettled.append(candidate.id)
            links[candidate.id] = sides
        links.update(self._exact_neighbours(unsettled, statuses=statuses, depth=depth))
        nearest_ids = [ids[0] for pair in links.values() for ids in pair if ids and ids[0] not in pool]
        nearest = {i: Candidate.from_row(around[i][:-1]) for i in nearest_ids
                   if i in around and len(around[i]) == len(_LEAN_COLUMNS) + 1}
        missing = [i for i in nearest_ids if i not in nearest]
        nearest.update(self.candidates(missing))
        return links, nearest

    def links(self, candidates: Iterable[Candidate], *, statuses: Sequence[str],
              depth: int = 2) -> dict[int, tuple[list[int], list[int]]]:
        """``(before, after)`` session neighbour ids of each candidate that has a session.

        A neighbour is the next memory before/after in capture order (id) with the same
        namespace and session and one of ``statuses``; up to ``depth`` each side, nearest
        first (what :func:`core.retrieval.rank` uses; the ranker then reads only the rows
        of the neighbours borrowing most, by :meth:`candidates`).

        Inside a read snapshot the answers are kept between calls while the stored rows
        stay as they are (:meth:`kept`): recall asks again for the neighbours of much the
        same best matches.

        A session is usually captured in one go, so the ids right next to a memory are
        its neighbours: each is one primary-key look-up, and when all ``2·depth`` of them
        pass, that settles it. Otherwise (a session's first or last turns, interleaved
        sessions, a row of another status between) each neighbour is one seek of the
        ``memories_ns_session`` index, however the sessions are interleaved.
        """
        wanted = [c.id for c in candidates if c.session is not None]
        kept = self.kept(f"links {depth} {' '.join(statuses)}")
        if kept is None:
            return _in_order(self._read_links(wanted, statuses=statuses, depth=depth))
        found: dict[int, _Read] = {}
        missing: list[int] = []
        for memory_id in wanted:
            if memory_id not in kept:
                missing.append(memory_id)
            elif (entry := kept[memory_id]) is not None:  # None is kept too: no neighbours
                found[memory_id] = entry
        if missing:
            read = self._read_links(missing, statuses=statuses, depth=depth)
            for memory_id in missing:
                kept[memory_id] = read.get(memory_id)
            found.update(read)
        return _in_order(found)

    def _read_links(self, wanted: Sequence[int], *, statuses: Sequence[str],
                    depth: int) -> dict[int, _Read]:
        """Per id of ``wanted`` with a session: ``(before, after, settled by adjacency)``, read from the store."""
        found: dict[int, _Read] = {}
        unsettled: list[int] = []
        for start in range(0, len(wanted), 400):
            chunk = wanted[start : start + 400]
            for row in self._adjacent(chunk, statuses=statuses, depth=depth):
                if None in row:
                    unsettled.append(row[0])
                else:
                    found[row[0]] = (tuple(row[1 : depth + 1]), tuple(row[depth + 1 :]), True)
        for start in range(0, len(unsettled), 400):
            exact = self._exact_neighbours(unsettled[start : start + 400], statuses=statuses, depth=depth)
            found.update((memory_id, (tuple(before), tuple(after), False))
                         for memory_id, (before, after) in exact.items())
        return found

    def _adjacent(self, ids: Sequence[int], *, statuses: Sequence[str], depth: int) -> list[tuple]:
        """Per id: the id, then ids ``id-1 … id-depth`` and ``id+1 … id+depth`` where those rows are its
        session neighbours by adjacency (same namespace and session, one of ``statuses``), else ``None``."""
        if depth < 1:  # no neighbours asked for: every id is settled
            return [(memory_id,) for memory_id in ids]
        if not ids:
            return []
        status_marks = _marks(statuses)
        probes = []
        params: list[Any] = []
        for step in [-s for s in range(1, depth + 1)] + list(range(1, depth + 1)):
            probes.append(f"(SELECT x.id FROM memories x WHERE x.id = c.id + {step} AND x.namespace = c.namespace "
                          f"AND x.session = c.session AND x.status IN ({status_marks}))")
            params += list(statuses)
        sql = (f"SELECT c.id, {', '.join(probes)} FROM memories c WHERE c.id IN ({_marks(ids)}) "
               "AND c.session IS NOT NULL")
        return [tuple(row) for row in self._conn.execute(sql, [*params, *ids])]

    def _exact_neighbours(self, ids: Sequence[int], *, statuses: Sequence[str],
                          depth: int) -> dict[int, tuple[list[int], list[int]]]:
        """:meth:`neighbours` for ``ids`` by one index seek per neighbour (``memories_ns_session``)."""
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        status_marks = _marks(statuses)
        probes = []
        params: list[Any] = []
        for step in range(depth):
            for op, order in (("<", "DESC"), (">", "ASC")):
                probes.append(
                    "(SELECT x.id FROM memories x WHERE x.namespace = c.namespace AND x.session = c.session "
                    f"AND x.id {op} c.id AND x.status IN ({status_marks}) ORDER BY x.id {order} LIMIT 1 OFFSET {step})"
                )
                params += list(statuses)
        sql = (f"SELECT c.id, {', '.join(probes)} FROM memories c WHERE c.id IN ({_marks(wanted)}) "
               "AND c.session IS NOT NULL")
        found: dict[int, tuple[list[int], list[int]]] = {}
        for row in self._conn.execute(sql, [*params, *wanted]):
            before = [row[1 + 2 * step] for step in range(depth)]
            after = [row[2 + 2 * step] for step in range(depth)]
            found[row[0]] = ([i for i in before if i is not None], [i for i in after if i is not None])
        return found

    def vectors_missing(self, model: str, *, namespace: str | None, statuses: Sequence[str],
                        limit: int, sessions_only: bool = False) -> list[tuple[int, str, str]]:
        """Memories without an up-to-date vector for ``model``: ``(id, content_hash, content)``, by id.

        ``sessions_only``: only memories that have a session.
        """
        where, params = self._filters(namespace, statuses, None)
        if sessions_only:
            where += " AND m.session IS NOT NULL"
        rows = self._conn.execute(
            f"SELECT m.id, m.content_hash, m.content FROM memories m LEFT JOIN memory_vectors v "
            f"ON v.memory_id = m.id AND v.model = ? WHERE {where} "
            "AND (v.memory_id IS NULL OR v.content_hash != m.content_hash) ORDER BY m.id LIMIT ?",
            [model, *params, limit],
        )
        return [(row[0], row[1], row[2]) for row in rows]

    def put_vectors(self, model: str, rows: Iterable[tuple[int, str, bytes]]) -> None:
        """Store ``(memory_id, content_hash, float32 blob)`` for ``model`` (replacing older ones).

        Moves the ``memory_rows`` counter: recall keeps each namespace's vectors between
        queries (:meth:`kept`), and a stored vector changes what it must read.
        """
        rows = list(rows)
        if not rows:
            return
        self._conn.executemany(
            "INSERT INTO memory_vectors (memory_id, model, content_hash, vector) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (model, memory_id) DO UPDATE SET content_hash = excluded.content_hash, "
            "vector = excluded.vector",
            [(memory_id, model, content_hash, blob) for memory_id, content_hash, blob in rows],
        )
        self._conn.execute("UPDATE store_counters SET value = value + 1 WHERE name = 'memory_rows'")

    def vector_blobs(self, model: str, ids: Sequence[int]) -> dict[int, bytes]:
        """The up-to-date stored vectors of ``model`` for these memory ids (those without one are absent)."""
        found: dict[int, bytes] = {}
        wanted = list(dict.fromkeys(ids))
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            rows = self._conn.execute(
                f"SELECT m.id, v.vector FROM memory_vectors v JOIN memories m ON m.id = v.memory_id "
                f"WHERE v.model = ? AND v.content_hash = m.content_hash AND m.id IN ({_marks(chunk)})",
                [model, *chunk],
            )
            found.update((row[0], row[1]) for row in rows)
        return found

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

    def hit_memories(self, ids: Iterable[int]) -> dict[int, Memory]:
        """Full memories by id, as ``memories.get_many`` reads them: the ranker's hits.

        Inside a read snapshot what a recall does not change is kept (:meth:`kept`) and only
        the access count and last access are read again; each call decodes its own copies of
        the JSON columns, so a caller that changes a memory's tags changes nothing kept.
        """
        wanted = list(dict.fromkeys(int(i) for i in ids))
        kept = self.kept("memories")
        if kept is None:
            return self._store.memories.get_many(wanted)
        found: dict[int, Memory] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            fresh = list(self._conn.execute(
                f"SELECT id, last_accessed, access_count FROM memories WHERE id IN ({_marks(chunk)})", chunk))
            missing = [row[0] for row in fresh if row[0] not in kept]
            if missing:
                for row in self._conn.execute(
                        f"SELECT {', '.join(MEMORY_COLUMNS)} FROM memories WHERE id IN ({_marks(missing)})", missing):
                    kept[row[0]] = tuple(row)
            for memory_id, last_accessed, access_count in fresh:
                values = list(kept[memory_id])
                values[_LAST_ACCESSED], values[_ACCESS_COUNT] = last_accessed, access_count
                found[memory_id] = Memory.from_values(values)
        return found

    def candidates(self, ids: Iterable[int]) -> dict[int, Candidate]:
        """Lean rows by id (missing ids are absent).

        Inside a read snapshot only the access counts are read when the rest is kept (:meth:`kept`).
        """
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        kept = self.kept("rows")
        if kept is not None:
            rows = self._conn.execute(f"SELECT id, access_count FROM memories WHERE id IN ({_marks(wanted)})", wanted)
            return {c.id: c for c in self._with_access(kept, rows)}
        columns = ", ".join(_LEAN_COLUMNS)
        rows = self._conn.execute(f"SELECT {columns} FROM memories WHERE id IN ({_marks(wanted)})", wanted)
        return {row[0]: Candidate(*row) for row in rows}
