"""SQL for the ``memories`` table (its full-text index is the backend's ``search``)."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from core.errors import StoreError
from core.model.records import MEMORY_COLUMNS, Memory, MemoryBrief
from core.storage.table import SORTED_JSON, UNSORTED_JSON, Table

_T = TypeVar("_T")
# Each word's stem as the index's tokenizer makes it (a pure function of the word), kept for the process
# (term_document_counts); emptied when it would pass _STEMS_KEPT words.
_STEMS: dict[str, str | None] = {}
_STEMS_KEPT = 50_000
_UNKNOWN = object()

# Columns an engine operation may change after insert; anything else is immutable
# (id, uid, created_at, content_hash is derived from content).
MUTABLE_COLUMNS = frozenset(
    {
        "namespace", "kind", "level", "content", "summary", "tags", "refs", "source",
        "session", "external_id", "content_hash", "status", "importance", "confidence",
        "decay_days", "event_time", "valid_from", "valid_to", "last_verified",
        "last_accessed", "access_count", "superseded_by", "status_reason", "risk_tier",
        "meta", "pinned", "restated_count",
    }
)
JSON_COLUMNS = frozenset({"tags", "refs", "meta"})
_MEMORY_COLUMNS_SQL = ", ".join(MEMORY_COLUMNS)
# The columns the full-text index reads.
_INDEXED = frozenset({"content", "summary", "tags"})


# The columns of ``memories`` declared REAL. SQLite hands a whole number in one back from ``RETURNING`` as an
# integer, where a SELECT reads a float (1.0): a returned row has them made floats, so it reads as get() would.
REAL_COLUMNS = ("importance", "confidence")


_REAL_POSITIONS = tuple(MEMORY_COLUMNS.index(column) for column in REAL_COLUMNS)
_INDEXED_POSITIONS = tuple(MEMORY_COLUMNS.index(column) for column in ("content", "summary", "tags"))


def _as_read(row: Any) -> Memory:
    """The memory in a row a ``RETURNING`` of :data:`MEMORY_COLUMNS` gave, as :meth:`MemoryTable.get` would read it."""
    values = list(row)
    for position in _REAL_POSITIONS:
        if type(values[position]) is int:
            values[position] = float(values[position])
    return Memory.from_values(values)


def _encode(column: str, value: Any) -> Any:
    if column in JSON_COLUMNS and not isinstance(value, str):
        return (SORTED_JSON if column == "meta" else UNSORTED_JSON).encode(value)
    if column == "pinned":
        return int(bool(value))
    return value


class MemoryTable(Table):
    """Reads and writes of memory rows. Callers own the transaction."""

    def reserve_ids(self, count: int) -> builtins.list[int]:
        """Issue ``count`` new memory ids, each higher than any id this store ever issued.

        The rule lives in :class:`core.storage.ids.IdAllocator` (every backend keeps it);
        inside the caller's write transaction.
        """
        if count <= 0:
            return []
        first = self._store.ids.block("memories", count)
        return list(range(first, first + count))

    def insert(self, fields: dict[str, Any]) -> int:
        """Insert one memory row under a new id (or the ``id`` given); returns the id."""
        columns = [c for c in fields if c != "id"]
        values = [_encode(c, fields[c]) for c in columns]
        if fields.get("id") is not None:
            memory_id = int(fields["id"])
            self._conn.execute(f"INSERT INTO memories (id, {', '.join(columns)}) VALUES "
                               f"({', '.join('?' for _ in range(len(columns) + 1))})", [memory_id, *values])
            self._store.ids.set_at_least({"memories": memory_id})
        else:
            memory_id = self._insert("memories", columns, values)
        self._store.search.on_insert([{**dict(zip(columns, values)), "id": memory_id}])
        return memory_id

    def insert_returning(self, fields: dict[str, Any]) -> Memory:
        """Insert one memory row under a new id; returns the memory as stored (what :meth:`get` reads next).

        Where the dialect returns rows (``RETURNING``) the insert hands the row back itself: capture reads
        its newcomer without a second statement.
        """
        if fields.get("id") is not None or not self._dialect.returning:
            memory = self.get(self.insert(fields))
            assert memory is not None
            return memory
        columns = [c for c in fields if c != "id"]
        values = [_encode(c, fields[c]) for c in columns]
        row = self._store.ids.insert_returning("memories", columns, values, _MEMORY_COLUMNS_SQL)
        self._store.search.on_insert([{**dict(zip(columns, values)), "id": int(row[0])}])
        return _as_read(row)

    def insert_many(self, rows: Sequence[dict[str, Any]]) -> builtins.list[int]:
        """Insert rows that share one column set under new consecutive ids; returns them in order.

        One ``executemany`` for the whole batch (bulk loads); ids come from the
        allocator in one block, so they are the same on every backend.
        """
        if not rows:
            return []
        first = self._store.ids.block("memories", len(rows))
        columns = [c for c in rows[0] if c != "id"]
        placeholders = ", ".join("?" for _ in range(len(columns) + 1))
        ids = list(range(first, first + len(rows)))
        encoded = [[memory_id, *(_encode(c, row[c]) for c in columns)] for memory_id, row in zip(ids, rows)]
        self._conn.executemany(f"INSERT INTO memories (id, {', '.join(columns)}) VALUES ({placeholders})", encoded)
        self._store.search.on_insert(dict(zip(["id", *columns], values)) for values in encoded)
        return ids

    def existing_keys(self, namespace: str, *, hashes: Sequence[str], external_ids: Sequence[str],
                      statuses: Sequence[str]) -> tuple[set[str], set[str]]:
        """Which of these content hashes (among ``statuses``) and external ids (not rejected) exist."""
        found_hashes: set[str] = set()
        found_external: set[str] = set()
        marks = ",".join("?" for _ in statuses)
        for start in range(0, len(hashes), 500):
            chunk = list(hashes[start : start + 500])
            rows = self._conn.execute(
                f"SELECT content_hash FROM memories WHERE namespace = ? AND status IN ({marks}) "
                f"AND content_hash IN ({','.join('?' for _ in chunk)})",
                (namespace, *statuses, *chunk),
            )
            found_hashes.update(r[0] for r in rows)
        for start in range(0, len(external_ids), 500):
            chunk = list(external_ids[start : start + 500])
            rows = self._conn.execute(
                "SELECT external_id FROM memories WHERE namespace = ? AND status != 'rejected' "
                f"AND external_id IN ({','.join('?' for _ in chunk)})",
                (namespace, *chunk),
            )
            found_external.update(r[0] for r in rows)
        return found_hashes, found_external

    def get(self, memory_id: int) -> Memory | None:
        row = self._conn.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return Memory.from_row(row) if row else None

    def get_by_uid(self, uid: str) -> Memory | None:
        row = self._conn.execute("SELECT * FROM memories WHERE uid = ?", (uid,)).fetchone()
        return Memory.from_row(row) if row else None

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        """Memories by id (missing ids are absent); recall reads its hits through here.

        The columns are named in :class:`Memory`'s order, so each row becomes a memory
        by position (:meth:`Memory.from_values`), not name by name.
        """
        wanted = list(dict.fromkeys(int(i) for i in ids))
        found: dict[int, Memory] = {}
        from_values = Memory.from_values
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" for _ in chunk)
            for row in self._conn.execute(f"SELECT {_MEMORY_COLUMNS_SQL} FROM memories WHERE id IN ({marks})", chunk):
                memory = from_values(row)
                found[memory.id] = memory
        return found

    def update(self, memory_id: int, changes: dict[str, Any]) -> None:
        """Set columns on one row; only :data:`MUTABLE_COLUMNS` may change."""
        self._update(memory_id, changes, returning=False)

    def _update(self, memory_id: int, changes: dict[str, Any], *, returning: bool) -> Any:
        """Set columns on one row; with ``returning`` the row as stored after (``None`` when no row has the id)."""
        bad = set(changes) - MUTABLE_COLUMNS
        if bad:
            raise ValueError(f"not a mutable memory column: {sorted(bad)}")
        if not changes:
            return None
        assignments = ", ".join(f"{c} = ?" for c in changes)
        values = [_encode(c, v) for c, v in changes.items()]
        indexed = bool(_INDEXED & set(changes))
        old = self._indexed_text(memory_id) if indexed else None
        sql = f"UPDATE memories SET {assignments} WHERE id = ?"
        row = None
        if returning:
            row = self._conn.execute(f"{sql} RETURNING {_MEMORY_COLUMNS_SQL}", [*values, memory_id]).fetchone()
        else:
            self._conn.execute(sql, [*values, memory_id])
        if indexed and old is not None:
            new = self._indexed_text(memory_id) if row is None else tuple(row[i] for i in _INDEXED_POSITIONS)
            self._store.search.on_update(memory_id, old, new)
        return row

    def update_returning(self, memory_id: int, changes: dict[str, Any]) -> Memory | None:
        """:meth:`update`, then the memory as stored (``None`` when no row has the id): from the ``UPDATE``
        itself where the dialect returns rows, so a change and its re-read are one statement."""
        if not changes or not self._dialect.returning:
            self.update(memory_id, changes)
            return self.get(memory_id)
        row = self._update(memory_id, changes, returning=True)
        return None if row is None else _as_read(row)

    def _indexed_text(self, memory_id: int) -> tuple[str, str, str] | None:
        row = self._conn.execute("SELECT content, summary, tags FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return None if row is None else (row[0], row[1], row[2])

    def find_restatement(self, namespace: str, content_hash: str, statuses: Sequence[str]) -> Memory | None:
        """The oldest memory in ``namespace`` with this normalised-content hash and status."""
        marks = ",".join("?" for _ in statuses)
        row = self._conn.execute(
            f"SELECT * FROM memories WHERE namespace = ? AND content_hash = ? AND status IN ({marks}) "
            "ORDER BY id LIMIT 1",
            (namespace, content_hash, *statuses),
        ).fetchone()
        return Memory.from_row(row) if row else None

    def find_by_external_id(self, namespace: str, external_id: str) -> Memory | None:
        """The newest memory carrying ``external_id`` in ``namespace`` that is not rejected."""
        row = self._conn.execute(
            "SELECT * FROM memories WHERE namespace = ? AND external_id = ? AND status != 'rejected' "
            "ORDER BY id DESC LIMIT 1",
            (namespace, external_id),
        ).fetchone()
        return Memory.from_row(row) if row else None

    def count_rejected_with_external_id(self, namespace: str, external_id: str, limit: int) -> int:
        """How many rejected memories carry ``external_id`` in ``namespace`` (revised away or rejected), up to
        ``limit``: an index lookup on (namespace, external_id)."""
        row = self._conn.execute(
            "SELECT count(*) FROM (SELECT 1 FROM memories WHERE namespace = ? AND external_id = ? "
            "AND status = 'rejected' LIMIT ?) AS bounded",
            (namespace, external_id, limit),
        ).fetchone()
        return int(row[0])

    def find_any_by_external_id(self, namespace: str, external_id: str) -> Memory | None:
        """The newest memory carrying ``external_id`` in ``namespace``, whatever its status.

        Importers use it so a record a person already rejected is not imported again.
        """
        row = self._conn.execute(
            "SELECT * FROM memories WHERE namespace = ? AND external_id = ? ORDER BY id DESC LIMIT 1",
            (namespace, external_id),
        ).fetchone()
        return Memory.from_row(row) if row else None

    def list(
        self,
        *,
        statuses: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        namespace: str | None = None,
        source: str | None = None,
        pinned: bool | None = None,
        limit: int | None = 100,
        offset: int = 0,
        newest_first: bool = True,
        after_id: int | None = None,
    ) -> builtins.list[Memory]:
        """Memories matching every given filter (``None`` = no filter on that field)."""
        where, params = self._filters(statuses, kinds, namespace, source, pinned)
        if after_id is not None:
            where.append("id < ?" if newest_first else "id > ?")
            params.append(after_id)
        sql = "SELECT * FROM memories"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY id " + ("DESC" if newest_first else "ASC")
        if limit is not None:
            sql += " LIMIT ? OFFSET ?"
            params += [limit, offset]
        return [Memory.from_row(r) for r in self._conn.execute(sql, params)]

    def briefs(self, *, statuses: Sequence[str], namespace: str, limit: int) -> builtins.list[MemoryBrief]:
        """The newest ``limit`` memories of ``namespace`` in ``statuses``, as the context block reads them."""
        where, params = self._filters(statuses, None, namespace, None, None)
        sql = (f"SELECT id, kind, content, level, importance, pinned FROM memories WHERE {' AND '.join(where)} "
               "ORDER BY id DESC LIMIT ?")
        return [MemoryBrief(row[0], row[1], row[2], row[3], row[4], bool(row[5]))
                for row in self._conn.execute(sql, [*params, limit])]

    def count(
        self,
        *,
        statuses: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        namespace: str | None = None,
        source: str | None = None,
    ) -> int:
        where, params = self._filters(statuses, kinds, namespace, source, None)
        sql = "SELECT count(*) FROM memories" + (" WHERE " + " AND ".join(where) if where else "")
        return int(self._conn.execute(sql, params).fetchone()[0])

    def count_up_to(self, limit: int, *, statuses: Sequence[str] | None = None, source: str | None = None) -> int:
        """:meth:`count`, but it stops at ``limit``: whether a bound is reached, without counting a long tail."""
        where, params = self._filters(statuses, None, None, source, None)
        inner = "SELECT 1 FROM memories" + (" WHERE " + " AND ".join(where) if where else "") + " LIMIT ?"
        return int(self._conn.execute(f"SELECT count(*) FROM ({inner}) AS bounded", [*params, limit]).fetchone()[0])

    def newest_id(self, *, statuses: Sequence[str] | None = None, namespace: str | None = None) -> int:
        """The highest id among matching memories (0 when none): an index lookup, unlike :meth:`count`."""
        where, params = self._filters(statuses, None, namespace, None, None)
        sql = "SELECT max(id) FROM memories" + (" WHERE " + " AND ".join(where) if where else "")
        return int(self._conn.execute(sql, params).fetchone()[0] or 0)

    def exists(self, *, statuses: Sequence[str] | None = None, kinds: Sequence[str] | None = None,
               namespace: str | None = None) -> bool:
        """Whether any memory matches the filters (stops at the first)."""
        where, params = self._filters(statuses, kinds, namespace, None, None)
        sql = "SELECT 1 FROM memories" + (" WHERE " + " AND ".join(where) if where else "") + " LIMIT 1"
        return self._conn.execute(sql, params).fetchone() is not None

    @staticmethod
    def _filters(statuses, kinds, namespace, source, pinned) -> tuple[builtins.list[str], builtins.list[Any]]:
        where: builtins.list[str] = []
        params: builtins.list[Any] = []
        if statuses:
            where.append(f"status IN ({','.join('?' for _ in statuses)})")
            params += list(statuses)
        if kinds:
            where.append(f"kind IN ({','.join('?' for _ in kinds)})")
            params += list(kinds)
        if namespace is not None:
            where.append("namespace = ?")
            params.append(namespace)
        if source is not None:
            where.append("source = ?")
            params.append(source)
        if pinned is not None:
            where.append("pinned = ?")
            params.append(int(pinned))
        return where, params

    def group_counts(self, column: str, *, namespace: str | None = None,
                     statuses: Sequence[str] | None = None) -> dict[str, int]:
        """Row counts grouped by ``status``, ``kind``, ``namespace`` or ``source`` (of ``statuses`` only, if given)."""
        if column not in {"status", "kind", "namespace", "source", "level", "risk_tier"}:
            raise ValueError(f"cannot group by {column}")
        where, params = self._filters(statuses, None, namespace, None, None)
        sql = f"SELECT {column} AS key, count(*) AS n FROM memories"
        sql += (" WHERE " + " AND ".join(where) if where else "") + f" GROUP BY {column} ORDER BY {column}"
        return {row["key"]: row["n"] for row in self._conn.execute(sql, params)}

    def captures_per_day(self, *, days: int, since: str) -> dict[str, int]:
        """Captures per UTC day since ``since`` (ISO time), for growth charts."""
        rows = self._conn.execute(
            "SELECT substr(created_at, 1, 10) AS day, count(*) AS n FROM memories "
            "WHERE created_at >= ? GROUP BY day ORDER BY day",
            (since,),
        )
        return {row["day"]: row["n"] for row in rows}

    def term_document_counts(self, words: Sequence[str]) -> dict[str, int]:
        """How many indexed memories (any status) hold each word, as the index stems it.

        The words are stemmed by the index's own tokenizer (a temporary FTS5 table with
        the same ``porter unicode61`` settings), then counted through an ``fts5vocab``
        view of the index. Both helpers live in the connection's ``temp`` schema: nothing
        is written to the store. A word the tokenizer drops maps to no entry. On PostgreSQL
        (no FTS5 vocabulary) nothing is counted: ``{}``, and candidate lookup keeps every term.

        A word's stem depends on the word alone, so the process keeps it (:data:`_STEMS`): a word met
        before is counted in one statement, without the temporary table.
        """
        if not words or self._dialect.name != "sqlite":
            return {}
        # Read with get(): another thread may empty the kept stems between two looks.
        known = {word: _STEMS.get(word, _UNKNOWN) for word in words}
        unknown = [word for word, stem in known.items() if stem is _UNKNOWN]
        if unknown:
            made = self._index_stems(unknown)
            known.update(made)
            if len(_STEMS) + len(made) > _STEMS_KEPT:
                _STEMS.clear()
            _STEMS.update(made)
        stems = {word: stem for word, stem in known.items() if isinstance(stem, str)}
        wanted = sorted(set(stems.values()))
        if not wanted:
            return {}
        marks = ",".join("?" for _ in wanted)
        counts = dict(self._with_term_tables(lambda: self._conn.execute(
            f"SELECT term, doc FROM temp.memdesk_index_vocab WHERE term IN ({marks})", wanted).fetchall()))
        return {word: counts.get(stem, 0) for word, stem in stems.items()}

    def _index_stems(self, words: builtins.list[str]) -> dict[str, str | None]:
        """Each word's stem as the index's tokenizer makes it (``None`` for a word it drops)."""
        conn = self._conn

        def stem() -> dict[int, str]:
            conn.executemany("INSERT INTO temp.memdesk_terms(rowid, t) VALUES (?, ?)",
                             [(i + 1, word) for i, word in enumerate(words)])
            try:
                return {doc: term for term, doc in conn.execute("SELECT term, doc FROM temp.memdesk_terms_vocab")}
            finally:
                conn.execute("DELETE FROM temp.memdesk_terms")  # left empty for the next call

        by_doc = self._with_term_tables(stem)
        return {word: by_doc.get(i + 1) for i, word in enumerate(words)}

    def _with_term_tables(self, action: Callable[[], _T]) -> _T:
        """``action`` over the ``temp`` helpers, made (and emptied) first only when it fails without them.

        They live as long as the connection, so they are made once, not at every call; but a rollback takes
        them away when they were made inside the transaction it undoes, so their absence is met, not assumed.
        """
        try:
            return action()
        except StoreError:
            conn = self._conn
            conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.memdesk_terms USING "
                         "fts5(t, tokenize='porter unicode61 remove_diacritics 2')")
            conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.memdesk_terms_vocab USING "
                         "fts5vocab(temp, memdesk_terms, instance)")
            conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.memdesk_index_vocab USING "
                         "fts5vocab(main, memories_fts, row)")
            conn.execute("DELETE FROM temp.memdesk_terms")
            return action()

    def search_fts(
        self,
        match: str,
        *,
        namespace: str | None,
        statuses: Sequence[str],
        kinds: Sequence[str] | None = None,
        limit: int,
        weights: tuple[float, float, float] = (1.0, 0.6, 0.8),
    ) -> builtins.list[tuple[Memory, float]]:
        """Full-text candidates as ``(memory, bm25)``; lower bm25 is better (FTS5's sign).

        ``match`` must already be a safe FTS5 expression (see ``core.retrieval.query``).
        """
        return self._store.search.memories_matching(match, namespace=namespace, statuses=statuses, kinds=kinds,
                                                    limit=limit, weights=weights)

    def bump_access(self, ids: Sequence[int], at: str) -> None:
        """Record that recall returned these memories (never called by ``get``)."""
        wanted = list(dict.fromkeys(ids))  # one statement (recall returns up to 50, each once)
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            self._conn.execute(
                "UPDATE memories SET access_count = access_count + 1, last_accessed = ? "
                f"WHERE id IN ({','.join('?' for _ in chunk)})",
                [at, *chunk],
            )

    def promoted_with_horizon(self, namespace: str | None = None) -> builtins.list[Memory]:
        """Promoted memories that have a decay horizon (candidates for going stale)."""
        sql = "SELECT * FROM memories WHERE status = 'promoted' AND decay_days IS NOT NULL AND pinned = 0"
        params: builtins.list[Any] = []
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        return [Memory.from_row(r) for r in self._conn.execute(sql, params)]

    def superseded_by(self, memory_id: int) -> builtins.list[Memory]:
        """Memories currently marked as superseded by ``memory_id``."""
        rows = self._conn.execute(
            "SELECT * FROM memories WHERE superseded_by = ? ORDER BY id", (memory_id,)
        )
        return [Memory.from_row(r) for r in rows]

    def namespaces(self) -> builtins.list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT namespace FROM memories ORDER BY namespace")]

    def max_id(self) -> int:
        return int(self._conn.execute("SELECT coalesce(max(id), 0) FROM memories").fetchone()[0])

    def citing(self, ref_type: str, ref_id: str, *, namespace: str | None = None) -> builtins.list[Memory]:
        """Memories whose refs include ``{type: ref_type, id: ref_id}``, any status, by id."""
        sql = f"SELECT * FROM memories m WHERE {self._dialect.refs_contain('m.refs')}"
        params: builtins.list[Any] = [ref_type, ref_id]
        if namespace is not None:
            sql += " AND m.namespace = ?"
            params.append(namespace)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY m.id", params)]

    def prune_candidates(self, namespace: str, statuses: Sequence[str]) -> builtins.list[Memory]:
        """Unpinned memories of one namespace in ``statuses`` (what prune may archive)."""
        marks = ",".join("?" for _ in statuses)
        rows = self._conn.execute(
            f"SELECT * FROM memories WHERE namespace = ? AND pinned = 0 AND status IN ({marks}) ORDER BY id",
            (namespace, *statuses),
        )
        return [Memory.from_row(r) for r in rows]

    def live_in_namespace(self, namespace: str | None, statuses: Sequence[str]) -> builtins.list[Memory]:
        """Memories in ``statuses`` (one namespace, or every one for ``None``), by namespace then id."""
        marks = ",".join("?" for _ in statuses)
        sql = f"SELECT * FROM memories WHERE status IN ({marks})"
        params: builtins.list[Any] = list(statuses)
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY namespace, id", params)]

    def purge_footprint(self, memory_id: int) -> dict[str, Any]:
        """What a purge of ``memory_id`` takes with it (edges, proposals, back-references)."""
        conn = self._conn
        edges = conn.execute("SELECT count(*) FROM edges WHERE src = ? OR dst = ?",
                             (memory_id, memory_id)).fetchone()[0]
        proposals = conn.execute(
            "SELECT count(*) FROM proposals WHERE memory_id = ? OR target_id = ?", (memory_id, memory_id)
        ).fetchone()[0]
        pointing = [r[0] for r in conn.execute("SELECT id FROM memories WHERE superseded_by = ? ORDER BY id",
                                               (memory_id,))]
        return {"edges": int(edges), "proposals": int(proposals), "superseded_by_cleared": pointing}

    def delete(self, memory_id: int) -> None:
        """Hard-delete one memory; edges and proposals cascade, back-references are nulled."""
        old = self._indexed_text(memory_id)
        if old is None:
            return
        self._store.search.on_delete(memory_id, old)
        self._conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,))
