"""Search beyond English: CJK words inside unspaced text are found (character-bigram shadow index)."""

from __future__ import annotations

import sqlite3

from core import Engine, Settings
from core.storage.sqlite import schema
from core.text.cjk import grams, has_cjk, query_match


def _promote(engine, text, **fields):
    result = engine.memories.remember(text, **fields)
    engine.memories.promote([result.id])
    return result.id


def test_a_chinese_memory_is_found_by_a_two_character_query(engine):
    beijing = _promote(engine, "我下个月去北京出差，住在朋友家")
    _promote(engine, "周末在上海看了一场电影")
    assert [h.memory.id for h in engine.retrieval.recall("北京")] == [beijing]
    assert [h.memory.id for h in engine.retrieval.recall("出差")] == [beijing]
    assert engine.retrieval.recall("广州") == []


def test_japanese_and_korean_words_are_found_too(engine):
    tokyo = _promote(engine, "東京の天気は晴れです")
    seoul = _promote(engine, "서울에서 친구를 만났어요")
    assert [h.memory.id for h in engine.retrieval.recall("天気")] == [tokyo]
    assert [h.memory.id for h in engine.retrieval.recall("서울")] == [seoul]


def test_mixed_queries_use_both_indexes_and_english_is_unchanged(engine):
    mixed = _promote(engine, "Deploy 到北京的服务器 on Friday")
    english = _promote(engine, "Deploy the staging server on Friday")
    assert set(h.memory.id for h in engine.retrieval.recall("deploy")) == {mixed, english}
    assert [h.memory.id for h in engine.retrieval.recall("北京 server")][0] == mixed


def test_shadow_index_follows_edits(engine):
    pending = engine.memories.remember("明天去北京")
    assert [h.memory.id for h in engine.retrieval.search("北京", statuses=["pending"])] == [pending.id]
    engine.memories.edit(pending.id, content="tomorrow we fly to Lisbon")
    assert engine.retrieval.search("北京", statuses=["pending"]) == []
    engine.memories.edit(pending.id, content="明天去上海")
    assert [h.memory.id for h in engine.retrieval.search("上海", statuses=["pending"])] == [pending.id]


def test_only_cjk_text_reaches_the_shadow_index():
    assert not has_cjk("plain English, naïve café") and has_cjk("a 中 b")
    assert grams("plain text") == "" and grams("北京大学") == "北京 京大 大学"
    assert query_match("deploy target") is None
    assert query_match('北京 "OR" 京') == '"北京" OR "京"*'


def test_existing_chinese_memories_are_indexed_by_the_upgrade(tmp_path):
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    schema.apply_migrations(conn, stop_before="m007_retrieval")
    conn.execute(
        "INSERT INTO memories (uid, content, content_hash, created_at, status) "
        "VALUES ('u1', '我在北京工作', 'h1', '2026-01-01T00:00:00.000000Z', 'promoted')"
    )
    conn.close()
    engine = Engine(path, settings=Settings())
    assert [h.memory.id for h in engine.retrieval.recall("北京")] == [1]
    engine.close()


def test_rebuild_restores_the_shadow_index(engine):
    memory_id = _promote(engine, "我在北京工作")
    damage = ("DELETE FROM memories_cjk" if engine.store.backend == "sqlite"
              else "DELETE FROM memory_terms WHERE idx = 1")  # PostgreSQL keeps the pairs as postings
    with engine.store.transaction() as conn:
        conn.execute(damage)
    assert engine.retrieval.recall("北京") == []
    engine.store.rebuild_fts()
    assert [h.memory.id for h in engine.retrieval.recall("北京")] == [memory_id]
