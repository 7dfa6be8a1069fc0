"""Hybrid retrieval's dense match: in the relevance, joining the pool, names left out of the query.

A deterministic fake embedder (no optional package, no network) and a real SQLite store:
every test here runs where the ``[embeddings]`` extra is not installed.
"""

from __future__ import annotations

import pytest

from core.retrieval import hybrid, scoring
from support.dense import hybrid_store as _hybrid
from support.dense import index_of as _index


@pytest.fixture
def dense_on(monkeypatch):
    """The dense match on, over the single most similar memory, nothing else of it."""
    for name, value in {"W_DENSE_MATCH": 0.5, "DENSE_DEPTH": 1, "DENSE_JOIN": True, "DENSE_NAMES": True}.items():
        monkeypatch.setattr(scoring, name, value)
    return monkeypatch


def test_the_dense_match_is_min_max_over_the_top_and_ties_go_by_id(monkeypatch):
    monkeypatch.setattr(scoring, "DENSE_POWER", 1.0)  # the straight min-max
    index = _index([[1.0, 0.0], [0.8, 0.6], [0.6, 0.8], [0.0, 1.0], [0.6, 0.8]])
    match = index.match([1.0, 0.0], 3)
    # cosines 1, 0.8, 0.6, 0, 0.6: the floor is the 4th best (0.6), so memory 3 and 5 (tied at it) get nothing
    assert match == pytest.approx({1: 1.0, 2: 0.5})
    assert list(index.match([0.0, 1.0], 3)) == [4, 3, 5]  # 0.8 twice: id 3 before id 5
    assert index.match([0.0, 1.0], 2) == {4: 1.0}  # the floor is the 3rd best, tied with the 2nd
    assert index.match([1.0, 0.0, 0.0], 3) == {} and index.match([1.0, 0.0], 0) == {}


def test_a_store_smaller_than_the_depth_still_scales_the_match_below_one(monkeypatch):
    monkeypatch.setattr(scoring, "DENSE_POWER", 1.0)  # the straight min-max
    index = _index([[1.0, 0.0], [0.0, 1.0]])
    # Fewer memories than the depth: the floor is one below the best (cosines span 2), or the least similar
    assert index.match([1.0, 0.0], 5) == pytest.approx({1: 1.0})
    assert index.match([0.6, 0.8], 5) == pytest.approx({1: 0.8, 2: 1.0})


def test_plain_python_sums_give_what_numpy_gives(monkeypatch):
    vectors = [[0.6, 0.8, 0.0], [0.0, 0.6, 0.8], [0.8, 0.0, 0.6]]
    query = [0.0, 0.8, 0.6]
    with_numpy = _index(vectors).match(query, 2)
    monkeypatch.setattr(hybrid, "_NUMPY", None)
    plain = _index(vectors)
    assert plain.match(query, 2) == pytest.approx(with_numpy)
    assert plain.similarities([1.0, 0.0, 0.0]) == pytest.approx([0.6, 0.0, 0.8])


def test_memories_are_embedded_once_and_a_recall_embeds_only_the_query(engine, dense_on):
    _ids, embedder = _hybrid(engine, [{"content": "my kitten sleeps"}, {"content": "the puppy barks"}])
    assert engine.retrieval.embed_missing() == 0
    batches = len(embedder.calls)
    engine.retrieval.recall("feline friends")
    engine.retrieval.search("canine")
    assert embedder.calls[batches:] == [["feline friends"], ["canine"]]


def test_the_dense_match_brings_in_a_memory_no_word_matches(engine, dense_on):
    (kitten, puppy, car), _ = _hybrid(engine, [{"content": "my kitten sleeps all day"},
                                              {"content": "the puppy chewed a shoe"},
                                              {"content": "changed the tyre on the car"}])
    hits = engine.retrieval.search("any feline news?", k=5, explain=True)
    assert [h.memory.id for h in hits] == [kitten]
    assert hits[0].explanation["dense_match"] == pytest.approx(1.0)
    assert hits[0].explanation["bm25"] == 0.0
    dense_on.setattr(scoring, "DENSE_JOIN", False)  # only the words' matches may be re-scored: none here
    assert engine.retrieval.search("any feline news?", k=5) == []


def test_the_dense_match_reorders_word_matches_by_meaning(engine, dense_on):
    (dog_day, cat_day), _ = _hybrid(engine, [{"content": "a long day with the puppy"},
                                            {"content": "a long day with the kitten"}])
    dense_on.setattr(scoring, "W_DENSE_MATCH", 0.0)
    plain = engine.retrieval.search("long day feline", k=2, explain=True)
    assert [h.memory.id for h in plain] == [dog_day, cat_day]  # the same words: a tie, broken by id
    assert "dense_match" not in plain[0].explanation
    dense_on.setattr(scoring, "W_DENSE_MATCH", 0.5)
    hits = engine.retrieval.search("long day feline", k=2, explain=True)
    assert [h.memory.id for h in hits] == [cat_day, dog_day]
    assert hits[0].explanation["dense_match"] == pytest.approx(1.0) and hits[1].explanation["dense_match"] == 0.0


def test_the_explained_relevance_is_what_ranked_the_hits(engine, dense_on):
    dense_on.setattr(scoring, "DENSE_DEPTH", 3)
    _hybrid(engine, [{"content": "kitten naps in the garage", "session": "a"},
                     {"content": "the engine needs oil", "session": "a"},
                     {"content": "puppy and kitten play", "session": "b"},
                     {"content": "a feline stares at the dog"}])
    hits = engine.retrieval.search("kitten", k=4, explain=True)
    best = max(h.explanation["relevance"] for h in hits)
    for hit in hits:
        assert hit.explanation["lexical"] == pytest.approx(hit.explanation["relevance"] / best, abs=1e-5)


def test_session_neighbours_borrow_from_the_words_match_not_the_dense_one(engine, dense_on):
    (kitten, after, other), _ = _hybrid(engine, [
        {"content": "my kitten knocked the vase over", "session": "s1"},
        {"content": "it took an hour to sweep up", "session": "s1"},
        {"content": "we walked to the lake", "session": "s2"},
    ])
    assert [h.memory.id for h in engine.retrieval.search("feline trouble", k=5)] == [kitten]
    hits = engine.retrieval.search("kitten vase", k=5, explain=True)
    assert [h.memory.id for h in hits] == [kitten, after]
    assert hits[1].explanation["context"] == pytest.approx(scoring.CONTEXT_PREV)


def test_memories_without_a_vector_are_ranked_by_words_alone(engine, dense_on):
    (kitten,), embedder = _hybrid(engine, [{"content": "my kitten sleeps"}])
    later = engine.memories.import_promoted([{"content": "the kitten woke up"}], reason="test")[0].id
    assert {h.memory.id for h in engine.retrieval.search("kitten", k=5)} == {kitten, later}




def test_names_are_left_out_of_the_embedded_query_when_asked(engine, dense_on):
    _ids, embedder = _hybrid(engine, [{"content": "Jon: my kitten sleeps"}])
    engine.retrieval.search("Did Jon and Gina adopt a kitten?")
    dense_on.setattr(scoring, "DENSE_NAMES", False)
    engine.retrieval.search("Did Jon and Gina adopt a kitten?")
    engine.retrieval.search("Gina")  # nothing but a name: embedded as it is
    assert embedder.calls[-3:] == [["Did Jon and Gina adopt a kitten?"], ["Did and adopt a kitten?"], ["Gina"]]


def test_without_names_keeps_sentence_openers_and_possessives_go_with_the_name():
    from core.retrieval.query import without_names

    assert without_names("What is Melanie's favourite book?") == "What is favourite book?"
    assert without_names("Which cities has Jon visited? Jon said Rome.") == "Which cities has visited? Jon said ."
    assert without_names("When did I go there in May 2023?") == "When did I go there in May 2023?"


def test_the_vectors_are_read_once_and_again_after_any_vector_or_memory_changes(engine, dense_on, monkeypatch):
    (kitten, puppy), embedder = _hybrid(engine, [{"content": "my kitten sleeps"}, {"content": "the puppy barks"}])
    reads = []
    original = engine.store.search.vectors
    monkeypatch.setattr(engine.store.search, "vectors", lambda *a, **kw: reads.append(1) or original(*a, **kw))
    assert [h.memory.id for h in engine.retrieval.search("feline")] == [kitten]
    assert [h.memory.id for h in engine.retrieval.recall("feline")] == [kitten]
    assert len(reads) == 1  # the second query used the kept vectors
    cat = engine.memories.import_promoted([{"content": "the cat naps"}], reason="test")[0].id
    assert [h.memory.id for h in engine.retrieval.search("feline", k=5)] == [kitten] and len(reads) == 2
    assert engine.retrieval.embed_missing() == 1  # a stored vector is read by the next recall
    dense_on.setattr(scoring, "DENSE_DEPTH", 2)
    assert {h.memory.id for h in engine.retrieval.search("feline", k=5)} == {kitten, cat} and len(reads) == 3
