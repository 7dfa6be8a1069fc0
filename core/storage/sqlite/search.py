"""Full-text search on SQLite: FTS5 (``memories_fts``) and the CJK bigram table (``memories_cjk``).

``memories_fts`` is an external-content FTS5 table kept in step with ``memories`` by
triggers (schema m001); ``memories_cjk`` holds the character pairs of memories with
CJK text, written here because the pairs are computed in Python (schema m007).
"""

from __future__ import annotations

import builtins
import re
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from core.model.records import MEMORY_COLUMNS, Memory
from core.storage.search import _LEAN_COLUMNS, Candidate, SearchIndex, _marks
from core.storage.sqlite.connection import translate_error, translate_value_error
from core.text.cjk import grams, has_cjk
from core.text.tokens import tokenize as index_terms

INDEXES = ("memories_fts", "memories_cjk")
# "bm25(1.0, 0.6, 0.8)" or "bm25()": the weights are spliced into SQL, so only numbers pass.
_RANK_FUNCTION = re.compile(r"^bm25\(\s*((?:-?\d+(?:\.\d+)?\s*,\s*)*-?\d+(?:\.\d+)?)?\s*\)$")


_MEMORY_COLUMNS_SQL = ", ".join(f"m.{column}" for column in MEMORY_COLUMNS)


def _weights_sql(weights: Sequence[float]) -> str:
    return ", ".join(repr(float(w)) for w in weights)


def _phrases(entries: Sequence[str]) -> str:
    """An FTS5 OR of quoted phrases, each an entry's index terms (so no entry is read as syntax); '' for none."""
    quoted = dict.fromkeys(" ".join(terms) for entry in entries if (terms := index_terms(entry)))
    return " OR ".join(f'"{phrase}"' for phrase in quoted)


def _check_rank_function(rank_function: str) -> str:
    if _RANK_FUNCTION.match(rank_function) is None:
        raise ValueError(f"not a bm25() rank function: {rank_function!r}")
    return rank_function


class SqliteSearch(SearchIndex):
    """FTS5 queries, and the writes that keep the CJK shadow index current."""

    def lexical(self, match: str, *, rank_function: str, namespace: str | None, statuses: Sequence[str],
                kinds: Sequence[str] | None, limit: int,
                index: str = "memories_fts") -> builtins.list[tuple[Candidate, float]]:
        """See :meth:`SearchIndex.lexical`.

        FTS5 first ranks its matches alone — no join while it scores and sorts them all —
        and the best ``limit + limit // 4 + 8`` are filtered by id in one indexed look-up
        (measured faster than a join FTS5 walks in rank order: 0.69 against 0.97 ms for
        the best 50 of 680 rows). In a store that holds one namespace and mostly promoted
        memories (the usual case) that settles it; when too few pass and more matches
        exist, a join walks the ranked matches filtering as it goes. Ties are cut in id
        order either way, as on PostgreSQL.
        """
        if index not in INDEXES:
            raise ValueError(f"unknown search index {index!r}")
        weights = _RANK_FUNCTION.match(rank_function)
        if weights is None:
            raise ValueError(f"not a bm25() rank function: {rank_function!r}")
        score = f"bm25({index}{', ' + weights.group(1) if weights.group(1) else ''})"
        fetch = limit + limit // 4 + 8
        where, params = self._filters(namespace, statuses, kinds)
        # What the ranker keeps of each memory between queries is not read again: only the id,
        # the access count (it moves on every recall) and the bm25 (see SearchIndex.kept).
        kept = self.kept("rows")
        lean = _LEAN_COLUMNS if kept is None else ("id", "access_count")
        columns = ", ".join(f"m.{c}" for c in lean)
        width = len(lean)
        # The cut to ``limit`` (bm25, then id) happens in SQL, so only the rows kept are turned into objects.
        rows = self._tuples(
            f"WITH f AS (SELECT rowid AS id, {score} AS r FROM {index} WHERE {index} MATCH ? ORDER BY r LIMIT ?) "
            f"SELECT {columns}, f.r, (SELECT count(*) FROM f) FROM f JOIN memories m ON m.id = f.id WHERE {where} "
            "ORDER BY f.r, m.id LIMIT ?",
            [match, fetch, *params, limit],
        )
        if len(rows) < limit and (not rows or rows[0][-1] == fetch):
            rows = self._tuples(
                f"SELECT {columns}, {score} AS r FROM {index} f JOIN memories m ON m.id = f.rowid "
                f"WHERE {index} MATCH ? AND {where} ORDER BY r, m.id LIMIT ?",
                [match, *params, limit],
            )
        if kept is not None:
            return list(zip(self._with_access(kept, rows), [float(row[width]) for row in rows], strict=True))
        return [(Candidate(*row[:width]), float(row[width])) for row in rows]

    def _tuples(self, sql: str, params: Sequence[Any]) -> builtins.list[tuple]:
        """All rows of ``sql`` as plain tuples: a recall reads a hundred rows, and a ``sqlite3.Row`` costs per row."""
        cursor = self._conn.cursor()
        cursor.row_factory = None
        try:
            return cursor.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate_error(exc, self._store.path) from exc
        except (UnicodeEncodeError, OverflowError) as exc:
            raise translate_value_error(exc) from exc

    def scores(self, match: str, ids: Sequence[int], *, weights: Sequence[float] = (1.0, 0.6, 0.8),
               index: str = "memories_fts") -> dict[int, float]:
        """See :meth:`SearchIndex.scores` (one indexed look-up per id: callers pass a few)."""
        if index not in INDEXES:
            raise ValueError(f"unknown search index {index!r}")
        found: dict[int, float] = {}
        for memory_id in dict.fromkeys(int(i) for i in ids):
            row = self._conn.execute(
                f"SELECT bm25({index}, {_weights_sql(weights)}) FROM {index} WHERE {index} MATCH ? AND rowid = ?",
                (match, memory_id),
            ).fetchone()
            if row is not None:
                found[memory_id] = float(row[0])
        return found

    def memories_matching(self, match: str, *, namespace: str | None, statuses: Sequence[str],
                          kinds: Sequence[str] | None, limit: int,
                          weights: Sequence[float] = (1.0, 0.6, 0.8)) -> builtins.list[tuple[Memory, float]]:
        """See :meth:`SearchIndex.memories_matching`."""
        where, params = self._filters(namespace, statuses, kinds)
        # Two steps: the best ids first, then their rows. Every matching row is scored and sorted, and a
        # sorter row carrying all of a memory's columns cost each of them (thousands at 100,000 memories,
        # for ~25 kept); an id and a score are all the order needs.
        best = self._conn.execute(
            f"SELECT m.id, bm25(memories_fts, {_weights_sql(weights)}) AS _bm25 "
            "FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid "
            f"WHERE memories_fts MATCH ? AND {where} ORDER BY _bm25, m.id LIMIT ?",
            [match, *params, limit],
        ).fetchall()
        if not best:
            return []
        rows = self._memory_rows([memory_id for memory_id, _ in best])
        # Read in the caller's transaction (capture's), so a row scored is a row read; one gone all the same
        # (a reader outside a transaction, a delete in between) is left out.
        return [(Memory.from_values(rows[memory_id]), float(score)) for memory_id, score in best if memory_id in rows]

    def newest_holding_both(self, first: Sequence[str], second: Sequence[str], *, namespace: str | None,
                            statuses: Sequence[str], kinds: Sequence[str] | None, limit: int, examine: int,
                            excluding: Sequence[int] = ()) -> builtins.list[Memory]:
        """See :meth:`SearchIndex.newest_holding_both`.

        FTS5 walks an AND in rowid order, seeking each side's doclist to the other's next rowid, and hands its
        rows newest first when asked to: the inner query stops after ``examine`` of them, before any join, and
        nothing is scored.
        """
        either, other = _phrases(first), _phrases(second)
        if not either or not other or limit <= 0:
            return []
        where, params = self._filters(namespace, statuses, kinds)
        left_out = list(dict.fromkeys(int(i) for i in excluding))[:500]  # a capture's candidates: a few dozen
        if left_out:
            where += f" AND m.id NOT IN ({_marks(left_out)})"
            params += left_out
        found = [int(row[0]) for row in self._tuples(
            "SELECT m.id FROM (SELECT rowid AS id FROM memories_fts WHERE memories_fts MATCH ? "
            f"ORDER BY rowid DESC LIMIT ?) f JOIN memories m ON m.id = f.id WHERE {where} ORDER BY m.id DESC LIMIT ?",
            [f"({either}) AND ({other})", examine, *params, limit])]
        rows = self._memory_rows(found)
        return [Memory.from_values(rows[memory_id]) for memory_id in found if memory_id in rows]

    def _memory_rows(self, ids: Sequence[int]) -> dict[int, Any]:
        """Whole memory rows by id, the columns by position (Memory.from_values), not name by name: capture reads
        ~25 rows a newcomer."""
        rows: dict[int, Any] = {}
        for start in range(0, len(ids), 500):  # well under SQLite's 999 bound variables on old builds
            chunk = ids[start:start + 500]
            rows.update((int(r[0]), r) for r in self._conn.execute(
                f"SELECT {_MEMORY_COLUMNS_SQL} FROM memories m WHERE m.id IN ({', '.join('?' * len(chunk))})", chunk))
        return rows

    # -- keeping the CJK shadow index current (memories_fts has triggers) ---------------

    def on_insert(self, rows: Iterable[dict[str, Any]]) -> None:
        self._conn.executemany(
            "INSERT INTO memories_cjk(rowid, grams) VALUES (?, ?)",
            [(row["id"], grams(row.get("content"), row.get("summary"))) for row in rows
             if has_cjk(row.get("content")) or has_cjk(row.get("summary"))],
        )
        self.merge_when_grown()

    # The word indexes are merged once the store has grown by 1/MERGE_GROWTH of its ids since the last merge.
    MERGE_GROWTH = 8

    def merge_when_grown(self) -> bool:
        """Merge the word indexes into one b-tree each (FTS5 ``optimize``) when the store has grown
        by an eighth of its ids since they were last merged; returns whether it did.

        FTS5 writes each transaction's words as a new segment and merges them only a few at a
        time, so an index built by captures or loads stays in several, and every query reads
        each (on a 680-memory store, 0.52 against 0.42 ms a question once merged: the whole gap
        to a bare one-column table built in one go). Merging rewrites the index, so it waits for
        the store to grow by a share of itself: the rewriting stays within a few times the
        index's own size however the store is built up (one capture in 12,500 pays ~80 ms at
        100,000 memories). ``store_counters.word_index_merged_at`` holds the highest id at the
        last merge (a store without it, from before migration m011, is never merged here).
        """
        row = self._conn.execute(
            "SELECT value, (SELECT coalesce(max(id), 0) FROM memories) FROM store_counters "
            "WHERE name = 'word_index_merged_at'").fetchone()
        if row is None:
            return False
        merged_at, newest = int(row[0]), int(row[1])
        if newest <= merged_at or (newest - merged_at) * self.MERGE_GROWTH < merged_at:
            return False
        for index in INDEXES:
            self._conn.execute(f"INSERT INTO {index}({index}) VALUES ('optimize')")
        self._conn.execute("UPDATE store_counters SET value = ? WHERE name = 'word_index_merged_at'", (newest,))
        return True

    def on_update(self, memory_id: int, old: Sequence[Any], new: Sequence[Any]) -> None:
        # The FTS trigger re-indexed the words; the pairs are rewritten here.
        self._conn.execute("DELETE FROM memories_cjk WHERE rowid = ?", (memory_id,))
        self.on_insert([{"id": memory_id, "content": new[0], "summary": new[1]}])

    def on_delete(self, memory_id: int, old: Sequence[Any]) -> None:
        """Nothing to do: the delete triggers drop the FTS and CJK rows."""

    def clear(self) -> None:
        """Nothing to do: deleting the memories fires the triggers that empty both indexes."""

    def rebuild(self) -> int:
        """Rebuild ``memories_fts`` and ``memories_cjk``; returns the memories indexed."""
        self._conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
        self._conn.execute("DELETE FROM memories_cjk")
        rows = self._conn.execute("SELECT id, content, summary FROM memories").fetchall()
        self.on_insert({"id": r[0], "content": r[1], "summary": r[2]} for r in rows)
        return len(rows)

    def check(self) -> bool | None:
        """FTS5's own integrity check of ``memories_fts`` (a write, so ``None`` on a read-only store)."""
        from core.errors import StoreError

        try:
            self._conn.execute("INSERT INTO memories_fts(memories_fts, rank) VALUES ('integrity-check', 1)")
            return True
        except StoreError as exc:
            if exc.code == "store_readonly":
                return None
            return False
