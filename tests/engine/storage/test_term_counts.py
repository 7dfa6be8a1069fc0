"""``MemoryTable.term_document_counts`` (capture's common-word check): the counts the index holds for each word as it
stems it, whether the word's stem was kept from an earlier call or made now, and whether the ``temp`` helpers are
there or were taken away by a rollback."""

from __future__ import annotations

import pytest

from core.storage import memories as memory_table

WORDS = ["running", "runs", "billing", "Billing", "café", "cafe", "--", "ledger", "ledger", "zzyzx", "the", "ports"]


def _counted_afresh(conn, words):
    """Every word stemmed and counted from nothing: a temporary table of its own, dropped after."""
    conn.execute("CREATE VIRTUAL TABLE temp.fresh_terms USING fts5(t, tokenize='porter unicode61 remove_diacritics 2')")
    conn.execute("CREATE VIRTUAL TABLE temp.fresh_vocab USING fts5vocab(temp, fresh_terms, instance)")
    conn.execute("CREATE VIRTUAL TABLE temp.fresh_index USING fts5vocab(main, memories_fts, row)")
    try:
        conn.executemany("INSERT INTO temp.fresh_terms(rowid, t) VALUES (?, ?)",
                         [(i + 1, word) for i, word in enumerate(words)])
        stems = {doc: term for term, doc in conn.execute("SELECT term, doc FROM temp.fresh_vocab")}
        counts = dict(conn.execute("SELECT term, doc FROM temp.fresh_index").fetchall())
        return {words[doc - 1]: counts.get(term, 0) for doc, term in stems.items()}
    finally:
        for table in ("fresh_vocab", "fresh_index", "fresh_terms"):
            conn.execute(f"DROP TABLE temp.{table}")


def _helpers(conn) -> int:
    return conn.execute("SELECT count(*) FROM temp.sqlite_master WHERE name IN "
                        "('memdesk_terms', 'memdesk_terms_vocab', 'memdesk_index_vocab')").fetchone()[0]


@pytest.fixture
def stored(engine):
    engine.memories.import_promoted([{"content": text} for text in (
        "The billing service runs on port 8080", "Billing moved to the ledger cluster", "We are running the café app",
        "Ports for the ledger: 5432 and 6379", "the cafe on Main Street closes at six")], reason="test load")
    memory_table._STEMS.clear()
    return engine.store


def test_each_word_is_counted_as_the_index_stems_it_whether_its_stem_was_kept_or_not(stored):
    expected = _counted_afresh(stored.conn, WORDS)
    assert expected["running"] == expected["runs"] == 2 and expected["billing"] == 2 and "--" not in expected
    first = stored.memories.term_document_counts(WORDS)
    assert set(memory_table._STEMS) == set(WORDS)  # every stem kept, the dropped word's as None
    again = stored.memories.term_document_counts(list(reversed(WORDS)))
    assert first == again == expected


def test_the_temp_helpers_are_made_again_after_a_rollback_took_them(stored):
    conn = stored.conn
    assert _helpers(conn) == 0
    with pytest.raises(RuntimeError), stored.transaction():
        assert stored.memories.term_document_counts(["billing"]) == {"billing": 2}
        assert _helpers(conn) == 3
        raise RuntimeError("roll back")
    assert _helpers(conn) == 0  # made inside the transaction: gone with it
    assert stored.memories.term_document_counts(["ledger", "billing"]) == {"ledger": 2, "billing": 2}  # billing's kept
    assert stored.memories.term_document_counts(["ports", "café"]) == _counted_afresh(conn, ["ports", "café"])
    assert _helpers(conn) == 3
    assert conn.execute("SELECT count(*) FROM temp.memdesk_terms").fetchone()[0] == 0  # left empty
