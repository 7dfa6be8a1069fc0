"""Full-text search on PostgreSQL with SQLite's answers: FTS5's tokens in a postings table, FTS5's bm25 in SQL.

Why not ``tsvector``/GIN with ``ts_rank``: recall blends a normalised bm25 with other
signals, and ``--explain`` shows it, so "the same answers" needs the same bm25 — value
for value — not a BM25-like score. PostgreSQL's parser and Snowball stemmer make other
tokens than FTS5's ``porter unicode61 remove_diacritics 2`` (see :mod:`.tokens`), and
``ts_rank_cd`` shared 0 of the top 8 with FTS5 on a 100k-memory corpus in the spike.
Storing FTS5's own tokens in a ``tsvector`` (literal lexemes) does give exact bm25, but
scoring must then unnest every matching row's whole vector: 0.6–3.3 s per query at 100k.

So the index is FTS5's doclists as rows — ``memory_terms(idx, term, memory_id, a, b, c,
len)``: per (term, memory) the instances in each column and the memory's token count,
with the primary key covering everything a query reads (index-only scans). A query
reads the postings of its own terms only, computes FTS5's bm25 (fts5_aux.c: idf =
ln((N − n + 0.5)/(n + 0.5)), 1e-6 when ≤ 0; per phrase the column weights summed in
FTS5's instance order; k1 = 1.2, b = 0.75; N and n index-wide, before any filter),
sorts by (bm25, id) — FTS5's sorter keeps ties in rowid order too — and walks that
order joining ``memories`` with the filters until enough rows pass, as FTS5's
``ORDER BY rank`` plus the join does. Index ``0`` holds the words (``memories_fts``),
index ``1`` the CJK character pairs (``memories_cjk``). ``fts_stats`` keeps each
index's row and token totals (FTS5's "averages" record), updated under the write lock.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Iterable, Sequence
from typing import Any

from core.model.records import Memory
from core.storage.postgres.tokens import CJK, WORDS, Document, Fts5Tokenizer
from core.storage.search import _LEAN_COLUMNS, Candidate, SearchIndex
from core.text.cjk import grams, has_cjk

INDEXES = {"memories_fts": 0, "memories_cjk": 1}
K1, B = "1.2::float8", "0.75::float8"
_PHRASE = re.compile(r'\s*"((?:[^"]|"")*)"(\*?)\s*')
_RANK_FUNCTION = re.compile(r"^bm25\(\s*((?:-?\d+(?:\.\d+)?\s*,\s*)*-?\d+(?:\.\d+)?)?\s*\)$")
# Postings written per statement batch when indexing many memories (COPY above this).
_COPY_ABOVE = 2000
_REBUILD_CHUNK = 5000


def parse_match(match: str) -> list[tuple[str, bool]]:
    """memdesk's FTS5 expressions — quoted phrases joined by ``OR``, ``"x"*`` for a prefix — as ``[(text, prefix)]``.

    Raises:
        ValueError: anything else (memdesk never builds other syntax; see ``core.retrieval.query``).
    """
    phrases: list[tuple[str, bool]] = []
    position = 0
    while position < len(match):
        found = _PHRASE.match(match, position)
        if found is None:
            raise ValueError(f"not a memdesk search expression: {match!r}")
        phrases.append((found.group(1).replace('""', '"'), bool(found.group(2))))
        position = found.end()
        if position < len(match):
            if not match.startswith("OR", position):
                raise ValueError(f"not a memdesk search expression: {match!r}")
            position += 2
    return phrases


def parse_weights(rank_function: str) -> tuple[float, float, float]:
    """The column weights of ``bm25(w…)`` (missing ones are 1.0, as in FTS5)."""
    found = _RANK_FUNCTION.match(rank_function)
    if found is None:
        raise ValueError(f"not a bm25() rank function: {rank_function!r}")
    given = [float(w) for w in found.group(1).split(",")] if found.group(1) else []
    weights = [*given, 1.0, 1.0, 1.0][:3]
    return weights[0], weights[1], weights[2]


def _repeat(start: str, count: str, weight: str) -> str:
    """``start + weight + weight …`` (``count`` times) as FTS5 accumulates it: left to right, exactly."""
    return (f"CASE {count} WHEN 0 THEN {start} WHEN 1 THEN ({start}) + {weight} "
            f"WHEN 2 THEN (({start}) + {weight}) + {weight} "
            f"WHEN 3 THEN ((({start}) + {weight}) + {weight}) + {weight} "
            f"ELSE memdesk_add_repeated({start}, {count}, {weight}) END")


# FTS5's aFreq for one phrase and row: the weight of each instance's column, added in
# (column, offset) order — content instances first, then summary, then tags. The schema
# defines it as an SQL function (inlined by the planner) so the query text stays short
# enough for psycopg to cache its parsing.
FREQ_BODY = _repeat(_repeat(_repeat("0::float8", "a", "wa"), "b", "wb"), "c", "wc")
_FREQ = "memdesk_fts_freq(h.a, h.b, h.c, %(wa)s::float8, %(wb)s::float8, %(wc)s::float8)"

_SCORED = f"""
WITH q AS (
    SELECT i::int AS phrase, t AS term, pf AS prefix
    FROM unnest(%(terms)s::text[], %(prefix)s::bool[]) WITH ORDINALITY AS x(t, pf, i)
),
hits AS MATERIALIZED (       -- the postings of the query's own terms: index-only range scans
    SELECT q.phrase, t.memory_id, t.a, t.b, t.c, t.len
    FROM q JOIN memory_terms t ON t.idx = %(idx)s AND t.term = q.term
    WHERE NOT q.prefix
    UNION ALL
    SELECT q.phrase, t.memory_id, sum(t.a)::int, sum(t.b)::int, sum(t.c)::int, max(t.len)
    FROM q JOIN memory_terms t ON t.idx = %(idx)s AND t.term >= q.term AND t.term < q.term || chr(1114111)
    WHERE q.prefix
    GROUP BY q.phrase, t.memory_id
    UNION ALL                -- phrases of several tokens, matched in Python (rare)
    SELECT * FROM unnest(%(xp)s::int[], %(xm)s::bigint[], %(xa)s::int[], %(xb)s::int[], %(xc)s::int[],
                         %(xl)s::int[])
),
stats AS (SELECT n_rows::float8 AS n, n_tokens::float8 / nullif(n_rows, 0)::float8 AS avgdl
          FROM fts_stats WHERE idx = %(idx)s),
idf AS (
    SELECT phrase, CASE WHEN x <= 0 THEN 1e-6::float8 ELSE x END AS idf
    FROM (SELECT h.phrase, ln((s.n - count(*)::float8 + 0.5::float8) / (count(*)::float8 + 0.5::float8)) AS x
          FROM hits h CROSS JOIN stats s GROUP BY h.phrase, s.n) z
),
terms AS (                   -- each phrase's part of a row's score, rows in (memory, phrase) order
    SELECT h.memory_id, h.phrase,
           i.idf * ((f.f * ({K1} + 1.0::float8))
                    / (f.f + {K1} * (1::float8 - {B} + {B} * h.len::float8 / s.avgdl))) AS part
    FROM hits h CROSS JOIN LATERAL (SELECT {_FREQ} AS f) f JOIN idf i USING (phrase) CROSS JOIN stats s
    {{only}}
    ORDER BY h.memory_id, h.phrase
),
scored AS (
    -- FTS5 adds the parts in phrase order. The rows arrive sorted by (memory, phrase) and
    -- PostgreSQL aggregates in input order (GroupAggregate over the sorted rows, or a hash
    -- aggregate fed in that order), which gives the same sum as sum(… ORDER BY phrase)
    -- without a sort per memory (9 ms of a 37 ms query at 30k memories). The parity tests
    -- compare every bm25 bit for bit with FTS5.
    SELECT memory_id, -1.0::float8 * sum(part) AS bm25 FROM terms GROUP BY memory_id
)
"""


class PostgresSearch(SearchIndex):
    """Full-text queries and index maintenance on PostgreSQL (see the module docstring)."""

    # -- queries ---------------------------------------------------------------------------

    def _query_params(self, match: str, index: int, weights: Sequence[float]) -> dict[str, Any] | None:
        """Named parameters for :data:`_SCORED`; ``None`` when no phrase can match anything."""
        tokenizer = WORDS if index == 0 else CJK
        terms: list[str] = []
        prefix: list[bool] = []
        extra: list[tuple[int, ...]] = []
        for position, (text, is_prefix) in enumerate(parse_match(match), start=1):
            tokens = tokenizer.terms(text)
            if len(tokens) == 1:
                terms.append(tokens[0])
                prefix.append(is_prefix)
            elif len(tokens) > 1:
                extra += self._phrase_hits(position, tokens, is_prefix, index, tokenizer)
            # no tokens: FTS5 counts the phrase but it matches nothing and adds 0 to every score
        if not terms and not extra:
            return None
        return {
            "terms": terms, "prefix": prefix, "idx": index,
            "wa": float(weights[0]), "wb": float(weights[1]), "wc": float(weights[2]),
            "xp": [e[0] for e in extra], "xm": [e[1] for e in extra], "xa": [e[2] for e in extra],
            "xb": [e[3] for e in extra], "xc": [e[4] for e in extra], "xl": [e[5] for e in extra],
        }

    def _phrase_hits(self, phrase: int, tokens: list[str], is_prefix: bool, index: int,
                     tokenizer: Fts5Tokenizer) -> list[tuple[int, ...]]:
        """Rows where a phrase of several tokens occurs, with its instances per column.

        FTS5 matches such a phrase by token positions; the postings keep no positions, so
        the rows holding every token are re-tokenised here and the phrase counted in order.
        """
        sources = ["SELECT memory_id FROM memory_terms WHERE idx = ? AND term = ?"] * (len(tokens) - 1)
        params: list[Any] = [x for token in tokens[:-1] for x in (index, token)]
        if is_prefix:
            sources.append("SELECT memory_id FROM memory_terms WHERE idx = ? AND term >= ? "
                           "AND term < ? || chr(1114111)")
            params += [index, tokens[-1], tokens[-1]]
        else:
            sources.append("SELECT memory_id FROM memory_terms WHERE idx = ? AND term = ?")
            params += [index, tokens[-1]]
        rows = self._conn.execute(
            f"SELECT m.id, m.content, m.summary, m.tags FROM memories m WHERE m.id IN ({' INTERSECT '.join(sources)}) "
            "ORDER BY m.id", params).fetchall()
        texts = [(r[0], [r[1], r[2], r[3]] if index == 0 else [grams(r[1], r[2])]) for r in rows]
        found = []
        for memory_id, instances in tokenizer.instances(texts).items():
            per_column = [0, 0, 0]
            by_column: dict[int, list[str]] = {}
            for term, column, _offset in instances:
                by_column.setdefault(column, []).append(term)
            for column, seq in by_column.items():
                for start in range(len(seq) - len(tokens) + 1):
                    window = seq[start:start + len(tokens)]
                    head_ok = window[:-1] == tokens[:-1]
                    last_ok = window[-1].startswith(tokens[-1]) if is_prefix else window[-1] == tokens[-1]
                    if head_ok and last_ok:
                        per_column[column] += 1
            if any(per_column):
                found.append((phrase, memory_id, *per_column, len(instances)))
        return found

    def _native(self, sql: str, params: dict[str, Any], *, named: bool = False) -> list[Any]:
        return self._store.execute_native(sql, params, named=named)

    def _filters_named(self, namespace: str | None, statuses: Sequence[str],
                       kinds: Sequence[str] | None, params: dict[str, Any]) -> str:
        where = ["m.status = ANY(%(statuses)s::text[])"]
        params["statuses"] = list(statuses)
        if namespace is not None:
            where.append("m.namespace = %(namespace)s")
            params["namespace"] = namespace
        if kinds:
            where.append("m.kind = ANY(%(kinds)s::text[])")
            params["kinds"] = list(kinds)
        return " AND ".join(where)

    def _walk(self, match: str, index: int, weights: Sequence[float], columns: str, *, namespace: str | None,
              statuses: Sequence[str], kinds: Sequence[str] | None, limit: int,
              named: bool = False) -> builtins.list[Any]:
        params = self._query_params(match, index, weights)
        if params is None:
            return []
        where = self._filters_named(namespace, statuses, kinds, params)
        params["limit"] = int(limit)
        # Best first, then by id (FTS5's tie order); stop once `limit` rows pass the filters.
        sql = _SCORED.replace("{only}", "") + f"""
            SELECT {columns}, s.bm25 FROM (SELECT memory_id, bm25 FROM scored ORDER BY bm25, memory_id) s
            CROSS JOIN LATERAL (SELECT m.* FROM memories m WHERE m.id = s.memory_id AND {where} OFFSET 0) m
            ORDER BY s.bm25, s.memory_id LIMIT %(limit)s"""
        return self._native(sql, params, named=named)

    def lexical(self, match: str, *, rank_function: str, namespace: str | None, statuses: Sequence[str],
                kinds: Sequence[str] | None, limit: int,
                index: str = "memories_fts") -> builtins.list[tuple[Candidate, float]]:
        """See :meth:`SearchIndex.lexical`."""
        if index not in INDEXES:
            raise ValueError(f"unknown search index {index!r}")
        columns = ", ".join(f"m.{c}" for c in _LEAN_COLUMNS)
        rows = self._walk(match, INDEXES[index], parse_weights(rank_function), columns, namespace=namespace,
                          statuses=statuses, kinds=kinds, limit=limit)
        return [(Candidate.from_row(row[:-1]), float(row[-1])) for row in rows]

    def memories_matching(self, match: str, *, namespace: str | None, statuses: Sequence[str],
                          kinds: Sequence[str] | None, limit: int,
                          weights: Sequence[float] = (1.0, 0.6, 0.8)) -> builtins.list[tuple[Memory, float]]:
        """See :meth:`SearchIndex.memories_matching`."""
        rows = self._walk(match, 0, weights, "m.*", namespace=namespace, statuses=statuses, kinds=kinds,
                          limit=limit, named=True)
        return [(Memory.from_row(_without_last(row)), float(row[-1])) for row in rows]

    def scores(self, match: str, ids: Sequence[int], *, weights: Sequence[float] = (1.0, 0.6, 0.8),
               index: str = "memories_fts") -> dict[int, float]:
        """See :meth:`SearchIndex.scores`."""
        if index not in INDEXES or not ids:
            return {}
        params = self._query_params(match, INDEXES[index], weights)
        if params is None:
            return {}
        params["ids"] = [int(i) for i in ids]
        sql = _SCORED.replace("{only}", "WHERE h.memory_id = ANY(%(ids)s::bigint[])") + \
            "SELECT memory_id, bm25 FROM scored"
        return {int(row[0]): float(row[1]) for row in self._native(sql, params)}

    # -- index maintenance -----------------------------------------------------------------

    def _documents(self, rows: Sequence[tuple[int, str | None, str | None, str | None]]
                   ) -> tuple[dict[int, Document], dict[int, Document]]:
        words = WORDS.documents([(i, [c, s, t]) for i, c, s, t in rows])
        cjk = CJK.documents([(i, [grams(c, s)]) for i, c, s, _t in rows if has_cjk(c) or has_cjk(s)])
        return words, cjk

    def _write(self, rows: Sequence[tuple[int, str | None, str | None, str | None]], sign: int) -> None:
        """Add (``sign`` 1) or remove (-1) these memories' postings and their share of the totals."""
        if not rows:
            return
        words, cjk = self._documents(rows)
        for index, documents in ((0, words), (1, cjk)):
            if sign > 0:
                postings = [(index, term, memory_id, *_abc(counts), doc.length)
                            for memory_id, doc in documents.items() for term, counts in doc.counts.items()]
                self._store.insert_postings(postings, copy=len(postings) > _COPY_ABOVE)
            else:
                for memory_id, doc in documents.items():
                    if doc.counts:
                        self._conn.execute(
                            "DELETE FROM memory_terms WHERE idx = ? AND memory_id = ? AND term = ANY(?)",
                            (index, memory_id, list(doc.counts)))
            if documents:
                self._conn.execute("UPDATE fts_stats SET n_rows = n_rows + ?, n_tokens = n_tokens + ? WHERE idx = ?",
                                   (sign * len(documents), sign * sum(d.length for d in documents.values()), index))

    def on_insert(self, rows: Iterable[dict[str, Any]]) -> None:
        self._write([(int(r["id"]), r.get("content"), r.get("summary") or "", _text(r.get("tags"), "[]"))
                     for r in rows], 1)

    def on_update(self, memory_id: int, old: Sequence[Any], new: Sequence[Any]) -> None:
        if tuple(old) == tuple(new):
            return
        self._write([(memory_id, old[0], old[1], old[2])], -1)
        self._write([(memory_id, new[0], new[1], new[2])], 1)

    def on_delete(self, memory_id: int, old: Sequence[Any]) -> None:
        self._write([(memory_id, old[0], old[1], old[2])], -1)

    def clear(self) -> None:
        self._conn.execute("DELETE FROM memory_terms")
        self._conn.execute("UPDATE fts_stats SET n_rows = 0, n_tokens = 0")

    def rebuild(self) -> int:
        """Re-tokenise every memory into fresh postings and totals; returns the memories indexed."""
        self._conn.execute("DELETE FROM memory_terms")
        self._conn.execute("UPDATE fts_stats SET n_rows = 0, n_tokens = 0")
        done, after = 0, 0
        while True:
            rows = self._conn.execute(
                "SELECT id, content, summary, tags FROM memories WHERE id > ? ORDER BY id LIMIT ?",
                (after, _REBUILD_CHUNK)).fetchall()
            if not rows:
                return done
            self._write([(r[0], r[1], r[2], r[3]) for r in rows], 1)
            done += len(rows)
            after = rows[-1][0]

    def check(self) -> bool | None:
        """Whether the postings agree with the memories.

        Checks each index's totals against the postings and the memories table, that no
        posting names a missing memory, and re-tokenises a sample (the newest 200
        memories and 200 spread over the rest) against their postings. A full
        re-tokenisation is what ``doctor --fix`` (:meth:`rebuild`) does.
        """
        conn = self._conn
        stats = {r[0]: (int(r[1]), int(r[2])) for r in conn.execute("SELECT idx, n_rows, n_tokens FROM fts_stats")}
        if stats.get(0, (-1, -1))[0] != int(conn.execute("SELECT count(*) FROM memories").fetchone()[0]):
            return False
        for index, (rows, tokens) in stats.items():
            found = conn.execute("SELECT count(*), coalesce(sum(len), 0) FROM (SELECT DISTINCT memory_id, len "
                                 "FROM memory_terms WHERE idx = ?) d", (index,)).fetchone()
            # Memories without a single token count as rows but hold no postings.
            if int(found[1]) != tokens or int(found[0]) > rows:
                return False
        orphan = conn.execute("SELECT 1 FROM memory_terms t WHERE NOT EXISTS "
                              "(SELECT 1 FROM memories m WHERE m.id = t.memory_id) LIMIT 1").fetchone()
        if orphan is not None:
            return False
        total = int(conn.execute("SELECT count(*) FROM memories").fetchone()[0])
        step = max(1, total // 200)
        sample = conn.execute(
            "SELECT id, content, summary, tags FROM memories WHERE id IN (SELECT id FROM memories ORDER BY id DESC "
            "LIMIT 200) OR id IN (SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM memories) r "
            "WHERE n % ? = 0) ORDER BY id", (step,)).fetchall()
        words, cjk = self._documents([(r[0], r[1], r[2], r[3]) for r in sample])
        ids = [r[0] for r in sample]
        for index, documents in ((0, words), (1, cjk)):
            stored: dict[int, dict[str, list[int]]] = {}
            for row in conn.execute("SELECT memory_id, term, a, b, c, len FROM memory_terms "
                                    "WHERE idx = ? AND memory_id = ANY(?)", (index, ids)):
                stored.setdefault(row[0], {})[row[1]] = [row[2], row[3], row[4], row[5]]
            for memory_id in ids:
                doc = documents.get(memory_id)
                expected = {} if doc is None else {
                    term: [*_abc(counts), doc.length] for term, counts in doc.counts.items()}
                if stored.get(memory_id, {}) != expected:
                    return False
        return True


def _abc(counts: Sequence[int]) -> list[int]:
    """Instances in the three columns (the CJK index has one column: the other two are 0)."""
    return [*counts, 0, 0][:3]


def _text(value: Any, default: str) -> str:
    if value is None:
        return default
    if isinstance(value, str):
        return value
    import json

    return json.dumps(value, ensure_ascii=False)


def _without_last(row: Any) -> dict[str, Any]:
    data = dict(row)
    data.pop("bm25", None)
    return data
