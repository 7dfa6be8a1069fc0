"""Round 13's switches (each off by default): the question's form for the dense match, and the
lexical match of a memory's best sentence. Hand-made stores, with and without sessions or dates."""

from __future__ import annotations

import pytest

from core.retrieval import scoring
from core.retrieval.query import content_words, declarative
from core.retrieval.sentences import best_sentence_ratios, sentence_stems
from support.dense import hybrid_store as _hybrid
from support.dense import index_of as _index


@pytest.mark.parametrize(("question", "form"), [
    ("What activities has she done with her family?", "activities she done with her family"),
    ("When did you go to the support group?", "you go to the support group"),
    ("How many times has he been to the lake?", "many times he been to the lake"),
    ("What?", "What?"),  # nothing else would be left
    ("my kitten's vet", "my kitten's vet"),  # no question: unchanged
])
def test_the_declarative_form_drops_what_makes_a_question(question, form):
    assert declarative(question) == form


def test_content_words_keep_the_order_and_fall_back_to_the_text():
    assert content_words("What activities has she done with her family?") == "activities done family"
    assert content_words("what is it?") == "what is it?"


@pytest.mark.parametrize(("form", "embedded"), [("", "Which feline did we adopt?"),
                                                ("declarative", "feline we adopt"),
                                                ("content", "feline adopt")])
def test_the_question_form_is_what_the_embedder_is_asked_for(engine, monkeypatch, form, embedded):
    for name, value in {"W_DENSE_MATCH": 0.5, "DENSE_DEPTH": 1, "DENSE_NAMES": True, "DENSE_QUERY_FORM": form}.items():
        monkeypatch.setattr(scoring, name, value)
    _ids, embedder = _hybrid(engine, [{"content": "my kitten sleeps"}, {"content": "the puppy barks"}])
    hits = engine.retrieval.search("Which feline did we adopt?")
    assert embedder.calls[-1] == [embedded] and hits[0].memory.content == "my kitten sleeps"


@pytest.mark.parametrize(("mix", "expected"), [("mean", {1: 1.0, 3: 1.0}), ("max", {2: 1.0, 4: 1.0})])
def test_the_question_embedded_twice_takes_the_mean_or_the_max_cosine(monkeypatch, mix, expected):
    monkeypatch.setattr(scoring, "DENSE_POWER", 1.0)
    monkeypatch.setattr(scoring, "DENSE_QUERY_TWICE", mix)
    index = _index([[0.6, 0.8], [0.0, 1.0], [0.8, 0.6], [1.0, 0.0]])
    # cosines with (1, 0): .6 0 .8 1; with (0, 1): .8 1 .6 0 — mean .7 .5 .7 .5, max .8 1 .8 1
    assert index.match([1.0, 0.0], 2, second=[0.0, 1.0]) == pytest.approx(expected)
    assert index.match([1.0, 0.0], 2) == pytest.approx({4: 1.0, 3: 0.5})  # no second vector: as before


def test_twice_embeds_the_question_and_its_content_words_in_one_batch(engine, monkeypatch):
    switches = {"W_DENSE_MATCH": 0.5, "DENSE_DEPTH": 2, "DENSE_NAMES": True, "DENSE_QUERY_TWICE": "max"}
    for name, value in switches.items():
        monkeypatch.setattr(scoring, name, value)
    _ids, embedder = _hybrid(engine, [{"content": "my kitten sleeps"}, {"content": "the puppy barks"}])
    engine.retrieval.search("Which feline did we adopt?")
    assert embedder.calls[-1] == ["Which feline did we adopt?", "feline adopt"]


def test_sentences_split_at_their_ends_and_a_one_sentence_memory_is_never_lifted():
    assert sentence_stems("Nice! We took the kids to the museum.\nFun") == (("nic",), ("we", "took", "the", "kid", "to",
                                                                               "the", "museum"), ("fun",))
    assert best_sentence_ratios(["museum"], {1: "We went to the museum", 2: "A museum trip"}) == {}
    assert best_sentence_ratios([], {1: "A museum. A trip."}) == {}


def test_a_long_memory_whose_words_sit_in_one_sentence_is_lifted():
    long = ("Oh wow, that sounds great and I am so happy for you. Yesterday I took the kids to the museum. "
            "They loved the dinosaurs and we had ice cream after, it was such a fun and tiring day for all of us!")
    spread = "The kids were tired. The museum was closed."
    ratios = best_sentence_ratios(["kids", "museum"], {1: long, 2: spread, 3: "Kids at the museum"})
    assert ratios[1] > 1.5 and 2 not in ratios and 3 not in ratios


@pytest.mark.parametrize("sessions", [True, False])
def test_the_sentence_lift_reorders_lexical_matches_with_or_without_sessions(engine, monkeypatch, sessions):
    filler = " ".join(["We talked about work and the weather and then about the garden for a while."] * 3)
    rows = [{"content": "The museum and the kids: a note on museum trips with kids, kids love a museum and more"},
            {"content": f"{filler} Yesterday I took the kids to the museum. {filler}"}]
    rows += [{"content": f"unrelated note number {i}"} for i in range(6)]
    if sessions:
        for i, row in enumerate(rows):
            row.update(session="s1", event_time=f"2023-05-0{i + 1}T10:00:00Z")
    ids = [m.id for m in engine.memories.import_promoted(rows, reason="test")]
    before = [h.memory.id for h in engine.retrieval.search("kids museum", k=2)]
    monkeypatch.setattr(scoring, "W_SENTENCE_LEXICAL", 1.0)
    hits = engine.retrieval.search("kids museum", k=2, explain=True)
    assert before == ids[:2]
    assert hits[1].memory.id == ids[1] and hits[1].explanation["relevance"] > 0
