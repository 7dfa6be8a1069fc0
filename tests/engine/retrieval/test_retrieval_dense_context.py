"""Context vectors: a session memory embedded with its neighbours, blended into its dense match.

The toy concept embedder (no optional package, no network) and a real SQLite store. A reply
that names nothing ("yes, twice last summer") is found through the turn it answers only when
the model's ``DENSE_CONTEXT`` share is above 0; a memory without a session keeps its plain
vector, and one alone in its session a copy of it.
"""

from __future__ import annotations

import pytest

from core.retrieval import hybrid, scoring
from core.retrieval.dense_context import context_model
from core.retrieval.embeddings import from_blob
from support.dense import ConceptEmbedder
from support.dense import hybrid_store as _hybrid

MODEL = ConceptEmbedder.model
TURNS = [
    {"content": "did you ever adopt a kitten", "session": "s1"},
    {"content": "yes twice last summer", "session": "s1"},
    {"content": "the garage smells of oil", "session": "s2"},
    {"content": "yes it does", "session": "s2"},
    {"content": "yes indeed"},  # no session: no context vector
    {"content": "hello there", "session": "s3"},  # alone in its session: a copy of its plain vector
]


@pytest.fixture
def context_on(monkeypatch):
    """Dense match on with a context share of a half for the concept model."""
    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 3, "DENSE_JOIN": True, "DENSE_NAMES": True,
                        "DENSE_CONTEXT": 0.5}.items():
        monkeypatch.setattr(scoring, name, value)
    return monkeypatch


def _context_vectors(engine) -> dict[int, list[float]]:
    rows = engine.store.search.vectors(context_model(MODEL), namespace=None, statuses=["promoted"], kinds=None)
    return {memory_id: list(from_blob(blob)) for memory_id, blob in rows}


def test_a_session_memory_is_embedded_between_its_neighbours_and_one_alone_copies_its_own(engine, context_on):
    (ask, reply, garage, yes_it, alone, hello), embedder = _hybrid(engine, TURNS)
    assert embedder.calls[1] == ["did you ever adopt a kitten\nyes twice last summer"] * 2 + [
        "the garage smells of oil\nyes it does"] * 2
    context = _context_vectors(engine)
    assert set(context) == {ask, reply, garage, yes_it, hello}  # none for the memory without a session
    plain = {i: list(from_blob(b)) for i, b in engine.store.search.vector_blobs(MODEL, [reply, hello]).items()}
    assert context[hello] == pytest.approx(plain[hello])
    assert context[reply][0] > 0.9 and plain[reply][0] == 0.0  # the reply leans to the kitten concept
    assert engine.retrieval.embed_missing() == 0 and len(embedder.calls) == 2  # nothing left, nothing re-done


def test_the_context_share_finds_the_reply_to_a_question_no_word_of_the_query_matches(engine, context_on):
    (ask, reply, *_), _ = _hybrid(engine, TURNS)
    hits = engine.retrieval.search("feline", k=5, explain=True)
    assert [h.memory.id for h in hits][:2] == [ask, reply]
    assert hits[1].explanation["dense_match"] > 0.0
    context_on.setattr(scoring, "DENSE_CONTEXT", 0.0)  # off: the reply says nothing about cats
    assert reply not in [h.memory.id for h in engine.retrieval.search("feline", k=5)][:2]


def test_no_context_vector_is_made_while_the_share_is_zero(engine, context_on):
    context_on.setattr(scoring, "DENSE_CONTEXT", 0.0)
    _ids, embedder = _hybrid(engine, TURNS)
    assert _context_vectors(engine) == {}
    assert [len(batch) for batch in embedder.calls] == [len(TURNS)]


def test_a_model_of_its_own_takes_its_share_from_the_table(monkeypatch):
    monkeypatch.setattr(scoring, "DENSE_CONTEXT", 0.0)
    monkeypatch.setattr(scoring, "DENSE_BY_MODEL", {"m": {"DENSE_CONTEXT": 0.2}})
    assert scoring.dense_context("m") == 0.2 and scoring.dense_context("other") == 0.0


def test_a_memory_captured_later_renews_the_context_of_the_one_before_it(engine, context_on):
    (ask, reply, *_), embedder = _hybrid(engine, TURNS)
    later = engine.memories.import_promoted([{"content": "and a puppy in may", "session": "s1"}], reason="test")
    before = _context_vectors(engine)[reply]
    engine.retrieval.embed_missing()
    assert sorted(embedder.calls[-1]) == ["did you ever adopt a kitten\nyes twice last summer\nand a puppy in may",
                                          "yes twice last summer\nand a puppy in may"]
    context = _context_vectors(engine)
    assert context[later[0].id][1] > 0.9 and context[later[0].id][0] == 0.0  # the puppy's turn and its predecessor
    assert before[1] == 0.0 and context[reply][1] > 0.0  # the reply now also leans to its follow-up


def test_a_memory_promoted_between_two_embedded_ones_renews_both_neighbours(engine, context_on):
    first = engine.memories.import_promoted([TURNS[0]], reason="test")[0].id
    middle = engine.memories.remember("we named her biscuit", kind="note", session="s1").id
    last = engine.memories.import_promoted([{"content": "she sleeps all day", "session": "s1"}], reason="test")[0].id
    embedder = ConceptEmbedder()
    engine.retrieval.use_embedder(embedder)
    engine.retrieval.embed_missing()
    assert engine.memories.get(middle).status == "pending"
    assert _context_vectors(engine)[last][0] > 0.0  # its previous promoted turn asks about a kitten
    engine.memories.promote([middle])
    engine.retrieval.embed_missing()
    assert sorted(embedder.calls[-1]) == ["did you ever adopt a kitten\nwe named her biscuit",
                                          "did you ever adopt a kitten\nwe named her biscuit\nshe sleeps all day",
                                          "we named her biscuit\nshe sleeps all day"]
    context = _context_vectors(engine)
    assert context[last][0] == 0.0 and context[first][0] > 0.0  # the last turn is no longer beside the kitten


def test_the_blend_is_the_same_with_plain_python_sums(monkeypatch):
    from core.retrieval.embeddings import to_blob

    rows = [(1, to_blob([1.0, 0.0])), (2, to_blob([0.0, 1.0])), (3, to_blob([0.6, 0.8]))]
    context = [(2, to_blob([1.0, 0.0])), (3, to_blob([0.6, 0.8])), (9, to_blob([1.0, 0.0]))]
    with_numpy = [(i, list(from_blob(b))) for i, b in hybrid._blended(rows, context, 0.25)]
    monkeypatch.setattr(hybrid, "_NUMPY", None)
    plain = [(i, list(from_blob(b))) for i, b in hybrid._blended(rows, context, 0.25)]
    assert [i for i, _ in plain] == [1, 2, 3]
    for (_, a), (_, b) in zip(with_numpy, plain, strict=True):
        assert a == pytest.approx(b)
    assert plain[1][1] == pytest.approx([0.25, 0.75]) and plain[0][1] == pytest.approx([1.0, 0.0])


def test_a_limited_run_embeds_only_that_many_context_vectors(engine, context_on):
    ids = [r.id for r in engine.memories.import_promoted(TURNS, reason="test")]
    embedder = ConceptEmbedder()
    engine.retrieval.use_embedder(embedder)
    assert engine.retrieval.embed_missing(limit=2) == 2
    assert set(_context_vectors(engine)) == {ids[0], ids[1]}
    assert engine.retrieval.embed_missing() == 4
    assert set(_context_vectors(engine)) == {*ids[:4], ids[5]}
