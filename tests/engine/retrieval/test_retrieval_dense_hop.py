"""The hybrid's dense hop and session smoothing (both off by default), on hand-made stores.

The toy embedder of :mod:`support.dense` and a real SQLite store: no optional package needed.
"""

from __future__ import annotations

import pytest

from core.retrieval import hybrid, scoring
from support.dense import hybrid_store, index_of


@pytest.fixture
def dense_on(monkeypatch):
    """The dense match on over the single most similar memory; hop and smoothing off."""
    for name, value in {"W_DENSE_MATCH": 0.5, "DENSE_DEPTH": 1, "DENSE_JOIN": True, "DENSE_NAMES": True,
                        "DENSE_POWER": 1.0, "W_DENSE_HOP": 0.0, "DENSE_SEEDS": 1, "DENSE_SMOOTH": 0.0}.items():
        monkeypatch.setattr(scoring, name, value)
    return monkeypatch


def test_the_hop_matches_each_seed_without_itself_and_keeps_the_best_over_the_seeds():
    index = index_of([[1.0, 0.0], [0.8, 0.6], [0.0, 1.0], [0.6, 0.8]])
    # Seed 1 alone: memory 1 takes no part; of the rest 2 is nearest (0.8), 4 next (0.6), 3 last (0)
    assert hybrid.hop_match(index, [1], 2) == pytest.approx({2: 1.0, 4: 0.75})
    # Seeds 1 and 3: memory 4 is 0.75 from seed 1 but nearest seed 3 (1.0); 2 is 0.75 from seed 3, 1.0 from seed 1
    assert hybrid.hop_match(index, [1, 3], 2) == pytest.approx({2: 1.0, 4: 1.0})
    assert hybrid.hop_match(index, [3], 2) == pytest.approx({4: 1.0, 2: 0.75})


def test_the_hop_brings_in_what_resembles_the_best_hit_though_no_word_or_query_match_found_it(engine, dense_on):
    (tyre, rattle, kitten), _ = hybrid_store(engine, [{"content": "changed the tyre"},
                                                      {"content": "engine garage rattles"},
                                                      {"content": "my kitten sleeps"}])
    # The query's dense top (depth 1) is the tyre memory only; the engine one shares no word with "tyre"
    assert [h.memory.id for h in engine.retrieval.search("tyre", k=5)] == [tyre]
    dense_on.setattr(scoring, "W_DENSE_HOP", 0.3)
    hits = engine.retrieval.search("tyre", k=5, explain=True)
    assert [h.memory.id for h in hits] == [tyre, rattle]
    assert hits[1].explanation["dense_hop"] == pytest.approx(0.3) and hits[1].explanation["bm25"] == 0.0
    best = max(h.explanation["relevance"] for h in hits)
    assert hits[1].explanation["lexical"] == pytest.approx(hits[1].explanation["relevance"] / best, abs=1e-5)


def test_smoothing_lends_a_short_reply_the_meaning_of_the_turns_around_it(engine, dense_on):
    dense_on.setattr(scoring, "DENSE_DEPTH", 2)
    (kitten, reply, puppy, other), _ = hybrid_store(engine, [
        {"content": "my kitten knocked the vase over", "session": "s1"},
        {"content": "yes, twice!", "session": "s1"},
        {"content": "the puppy barks", "session": "s2"},
        {"content": "ok sure", "session": "s2"},
    ])
    # Unsmoothed, the two short replies are the same vector: tied at the floor, neither gets a match
    assert [h.memory.id for h in engine.retrieval.search("feline", k=5)] == [kitten]
    dense_on.setattr(scoring, "DENSE_SMOOTH", 0.5)
    assert [h.memory.id for h in engine.retrieval.search("feline", k=5)] == [kitten, reply]
    assert [h.memory.id for h in engine.retrieval.search("canine", k=5)] == [puppy, other]


def test_smoothing_changes_nothing_where_memories_have_no_session(engine, dense_on):
    dense_on.setattr(scoring, "DENSE_DEPTH", 3)
    hybrid_store(engine, [{"content": "my kitten knocked the vase over"}, {"content": "yes, twice!"},
                          {"content": "the puppy barks"}, {"content": "ok sure"}])
    plain = [(h.memory.id, h.score) for h in engine.retrieval.search("feline pets", k=5)]
    dense_on.setattr(scoring, "DENSE_SMOOTH", 0.5)
    assert [(h.memory.id, h.score) for h in engine.retrieval.search("feline pets", k=5)] == plain


def test_smoothing_keeps_to_one_namespace_and_session_and_plain_python_agrees(monkeypatch):
    vectors = [[1.0, 0.0], [0.0, 1.0], [0.0, 1.0], [1.0, 0.0]]
    sessions = {1: ("a", "s"), 2: ("a", "s"), 3: ("b", "s"), 4: ("a", None)}
    index = index_of(vectors)
    index.smooth(sessions, 0.5)
    # 1 and 2 are neighbours; 3 shares the session name in another namespace; 4 has no session
    assert index.similarities([1.0, 0.0]) == pytest.approx([1.0, 0.5, 0.0, 1.0])
    assert index.similarities([0.0, 1.0]) == pytest.approx([0.5, 1.0, 1.0, 0.0])
    monkeypatch.setattr(hybrid, "_NUMPY", None)
    plain = index_of(vectors)
    plain.smooth(sessions, 0.5)
    assert plain.similarities([1.0, 0.0]) == pytest.approx([1.0, 0.5, 0.0, 1.0])
    middle = index_of([[1.0, 0.0], [0.0, 1.0], [0.0, 1.0]])
    middle.smooth({1: ("a", "s"), 2: ("a", "s"), 3: ("a", "s")}, 0.5)  # the middle one: the mean of both sides
    assert middle.similarities([1.0, 0.0]) == pytest.approx([1.0, 0.25, 0.0])
