"""Capture's candidate lookup (``memories_matching`` on SQLite): the best ids scored and sorted first, their rows
read after. The same memories, order and scores as the one query that carried every column through the sort."""

from __future__ import annotations

import random

from core.model.records import Memory
from core.retrieval.query import parse_query
from core.storage.sqlite.search import _MEMORY_COLUMNS_SQL, _weights_sql

WORDS = "billing search auth ledger port timeout owner region queue cache deploy sync report notes lives works".split()


def _one_query(engine, match, *, namespace, statuses, kinds, limit, weights=(1.0, 0.6, 0.8)):
    """The lookup as it was: one statement carrying every column of every matching row through the sort."""
    where, params = engine.store.search._filters(namespace, statuses, kinds)
    rows = engine.store.search._conn.execute(
        f"SELECT {_MEMORY_COLUMNS_SQL}, bm25(memories_fts, {_weights_sql(weights)}) AS _bm25 "
        "FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid "
        f"WHERE memories_fts MATCH ? AND {where} ORDER BY _bm25, m.id LIMIT ?",
        [match, *params, limit],
    )
    return [(Memory.from_values(r[:-1]), float(r[-1])) for r in rows]


def _store(engine):
    chance = random.Random(17)
    items = []
    for index in range(600):
        words = chance.sample(WORDS, 4) + [f"w{chance.randrange(40)}"] * chance.randrange(1, 3)
        items.append({"content": " ".join(words) + f" (#{index})", "kind": chance.choice(["infra", "person", "note"]),
                      "namespace": "team" if index % 9 == 0 else ""})
    ids = [result.id for result in engine.memories.import_promoted(items, reason="test load")]
    engine.memories.forget(chance.sample(ids, 40))  # some rows no longer promoted: filtered out, not scored
    return ids


def test_the_lookup_finds_what_the_one_query_found(engine):
    _store(engine)
    asked = 0
    for text in ["billing port", "lives works w3", "ledger timeout owner region queue", "w7", "cache deploy sync",
                 "nothing matches xyzzy"]:
        match = parse_query(text).match
        assert match is not None
        for namespace, statuses, kinds, limit in (("", ["promoted"], ["infra"], 23), ("", ["promoted"], None, 5),
                                                  (None, ["promoted", "rejected"], ["infra", "note"], 600),
                                                  ("team", ["promoted"], ["person", "infra"], 23)):
            found = engine.store.search.memories_matching(match, namespace=namespace, statuses=statuses, kinds=kinds,
                                                          limit=limit)
            expected = _one_query(engine, match, namespace=namespace, statuses=statuses, kinds=kinds, limit=limit)
            assert [(m, s) for m, s in found] == expected, (text, namespace, kinds, limit)
            asked += bool(expected)
    assert asked >= 15  # most lookups found something to compare


def test_many_rows_ask_in_chunks(engine):
    """More rows than one statement may bind: read in chunks, in the scored order."""
    ids = _store(engine)
    match = parse_query(" ".join(WORDS)).match
    found = engine.store.search.memories_matching(match, namespace=None, statuses=["promoted", "rejected"],
                                                  kinds=None, limit=10_000)
    assert len(found) == len(ids) > 500
    assert found == _one_query(engine, match, namespace=None, statuses=["promoted", "rejected"], kinds=None,
                               limit=10_000)
