"""Dense feedback: the query vector moved towards the first pass's best memories, and matched again.

The toy concept embedder and a real SQLite store, no sessions (agent notes). The note about
the car wash shares no word and no concept with "where does the kitten nap": only the note
that matched the query's words ("the kitten naps in the car") leads to it, and only when
``DENSE_FEEDBACK`` is above 0.
"""

from __future__ import annotations

import pytest

from core.retrieval import hybrid, scoring
from support.dense import hybrid_store as _hybrid
from support.dense import index_of

NOTES = [
    {"content": "the kitten naps in the car on sunny days"},
    {"content": "booked the garage for a new tyre"},
    {"content": "watered the plants on the balcony"},
    {"content": "paid the rent for december"},
    {"content": "the puppy chewed the garden hose"},
]
QUESTION = "where does the kitten nap"


@pytest.fixture
def feedback_on(monkeypatch):
    """Dense match on with a shallow top (two memories), feedback from the single best memory."""
    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 2, "DENSE_JOIN": True, "DENSE_NAMES": True,
                        "DENSE_CONTEXT": 0.0, "DENSE_FEEDBACK": 1.0, "DENSE_FEEDBACK_SEEDS": 1,
                        "DENSE_BY_MODEL": {}}.items():
        monkeypatch.setattr(scoring, name, value)
    return monkeypatch


def test_feedback_reaches_a_memory_near_the_best_match_that_the_question_itself_does_not(engine, feedback_on):
    (kitten, garage, *_), _ = _hybrid(engine, NOTES)
    hits = engine.retrieval.search(QUESTION, k=5, explain=True)
    ranked = [h.memory.id for h in hits]
    assert ranked[:2] == [kitten, garage]
    assert hits[1].explanation["dense_match"] > 0.0
    feedback_on.setattr(scoring, "DENSE_FEEDBACK", 0.0)  # off: the garage note is nowhere near the question
    assert garage not in [h.memory.id for h in engine.retrieval.search(QUESTION, k=5)]


def test_without_any_word_match_the_seeds_come_from_the_dense_match_alone(engine, feedback_on):
    (kitten, garage, *_), _ = _hybrid(engine, NOTES)
    assert [h.memory.id for h in engine.retrieval.search("feline", k=5)][:2] == [kitten, garage]


def test_the_moved_query_is_unit_length_and_the_same_with_plain_python_sums(monkeypatch):
    index = index_of([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.6, 0.8, 0.0]])
    with_numpy = index.moved_query([0.0, 0.0, 1.0], [2, 3], 0.5)
    assert with_numpy is not None and sum(v * v for v in with_numpy) == pytest.approx(1.0)
    # q + 0.5 * mean((0, 1, 0), (0.6, 0.8, 0)) = (0.15, 0.45, 1), then unit length
    norm = (0.15 ** 2 + 0.45 ** 2 + 1.0) ** 0.5
    assert with_numpy == pytest.approx([0.15 / norm, 0.45 / norm, 1.0 / norm])
    monkeypatch.setattr(hybrid, "_NUMPY", None)
    plain = index_of([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.6, 0.8, 0.0]]).moved_query([0.0, 0.0, 1.0], [2, 3], 0.5)
    assert plain == pytest.approx(with_numpy)


def test_no_seed_with_a_vector_or_a_query_of_the_wrong_size_gives_no_moved_query():
    index = index_of([[1.0, 0.0], [0.0, 1.0]])
    assert index.moved_query([1.0, 0.0], [7, 8], 0.5) is None
    assert index.moved_query([1.0, 0.0, 0.0], [1], 0.5) is None
