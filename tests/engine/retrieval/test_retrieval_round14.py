"""Round-14 ranking switches (issue 22), each off by default until the leave-one-out ruling.

Reciprocal-rank fusion of the lexical and dense lists, a dense weight bent by the lexical
margin, and "when" questions favouring memories that can date their answer. Hand-made
stores with and without sessions or event times; the dense ones use the toy concept
embedder (no optional package).
"""

from __future__ import annotations

import pytest

from core.retrieval import parse_query, scoring
from core.retrieval.features import tells_time
from core.retrieval.ranker import _margin_factor, _rank_fused
from core.retrieval.signals import dates_answer
from support.dense import hybrid_store


def _load(engine, items):
    rows = [item if isinstance(item, dict) else {"content": item} for item in items]
    return [result.id for result in engine.memories.import_promoted(rows, reason="test load")]


def _ids(hits):
    return [hit.memory.id for hit in hits]


# --- "when" questions ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "when"), [
    ("When did Caroline go to the support group?", True),
    ("when was the release cut", True),
    ("What year did Ana move to Lisbon?", True),
    ("In which month did the outage happen?", True),
    ("How long ago was the migration?", True),
    ("What did Caroline do when she moved?", False),  # "when" inside: not asking for a time
    ("What time zone does the CI use", True),
    ("Which editor does Kim use?", False),
])
def test_a_question_asks_when_by_its_opening_words(text, when):
    assert parse_query(text).when is when


@pytest.mark.parametrize(("text", "dated", "relative"), [
    ("We moved on 9 May 2023, finally", True, False),
    ("Ana: I went to the group yesterday and loved it", False, True),
    ("Kim: two weeks ago I started painting", False, True),
    ("Ran a charity race last Saturday", False, True),
    ("Deployed in 2022 with the old runner", True, False),
    ("I may paint the fence on some day", False, False),  # "may" and "day" alone date nothing
    ("The lastweek branch is stale", False, False),
])
def test_what_a_text_tells_of_time(text, dated, relative):
    assert tells_time(text) == (dated, relative)


def test_a_relative_time_dates_an_answer_only_with_the_memorys_own_time():
    class Row:
        def __init__(self, content, event_time):
            self.content, self.event_time = content, event_time

    assert dates_answer(Row("I went to the group yesterday", "2023-05-08T10:00:00+00:00"))
    assert not dates_answer(Row("I went to the group yesterday", None))  # no time to count from
    assert dates_answer(Row("The group met on 9 May 2023", None))  # a date of its own needs none
    assert not dates_answer(Row("The group met and it went well", "2023-05-08T10:00:00+00:00"))


def test_a_when_question_prefers_the_memory_that_dates_its_answer(engine, monkeypatch):
    chatty, dated = _load(engine, [
        {"content": "Ana: the pottery class is so much fun, pottery is my thing", "event_time": "2023-05-08"},
        {"content": "Ana: I signed up for a pottery class yesterday", "event_time": "2023-05-08"},
    ])
    question = "When did Ana sign up for the pottery class?"
    monkeypatch.setattr(scoring, "W_FEEDBACK", 0.0)  # only the multipliers, no feedback term added after them
    monkeypatch.setattr(scoring, "W_WHEN_TIME", 0.0)
    off = engine.retrieval.search(question, k=2, explain=True)
    monkeypatch.setattr(scoring, "W_WHEN_TIME", 0.8)
    on = engine.retrieval.search(question, k=2, explain=True)
    assert _ids(on)[0] == dated
    by_id = {h.memory.id: h.explanation["relevance"] for h in on}
    before = {h.memory.id: h.explanation["relevance"] for h in off}
    assert by_id[dated] == pytest.approx(before[dated] * 1.8, rel=1e-4)  # the only change: × (1 + W)
    assert by_id[chatty] == pytest.approx(before[chatty], rel=1e-4)
    # The near miss: the same question not asking when ("What …") leaves both as they were
    what = {h.memory.id: h.explanation["relevance"] for h in engine.retrieval.search(
        "What did Ana sign up for, the pottery class?", k=2, explain=True)}
    monkeypatch.setattr(scoring, "W_WHEN_TIME", 0.0)
    assert what == pytest.approx({h.memory.id: h.explanation["relevance"] for h in engine.retrieval.search(
        "What did Ana sign up for, the pottery class?", k=2, explain=True)})


def test_without_event_times_a_relative_time_lifts_nothing(engine, monkeypatch):
    _load(engine, ["the deploy of the billing service went fine",
                   "the deploy of the billing service was yesterday"])
    question = "When was the deploy of the billing service?"
    monkeypatch.setattr(scoring, "W_WHEN_TIME", 0.0)
    off = [(h.memory.id, h.score) for h in engine.retrieval.search(question, k=2)]
    monkeypatch.setattr(scoring, "W_WHEN_TIME", 0.8)
    assert [(h.memory.id, h.score) for h in engine.retrieval.search(question, k=2)] == off


# --- the dense weight bent by the lexical margin ------------------------------------------

def test_the_margin_factor_leans_on_the_dense_match_when_the_words_are_unsure(monkeypatch):
    monkeypatch.setattr(scoring, "MARGIN_MID", 0.3)
    monkeypatch.setattr(scoring, "DENSE_MARGIN", 0.0)
    assert _margin_factor({1: 1.0, 2: 0.1}) == 1.0  # off: the weight as it is
    monkeypatch.setattr(scoring, "DENSE_MARGIN", 1.0)
    assert _margin_factor({1: 1.0, 2: 0.9, 3: 0.2}) == pytest.approx(1.2)  # margin 0.1: unsure, more dense
    assert _margin_factor({1: 1.0, 2: 0.2}) == pytest.approx(0.5)  # margin 0.8: sure, less dense
    assert _margin_factor({1: 1.0}) == pytest.approx(0.3)  # one match alone: margin 1
    assert _margin_factor({}) == pytest.approx(1.3)  # no word matched: margin 0
    monkeypatch.setattr(scoring, "DENSE_MARGIN", 5.0)
    assert _margin_factor({1: 1.0}) == 0.0  # never below 0


def test_a_sure_word_match_keeps_its_place_when_the_margin_bends_the_dense_weight(engine, monkeypatch):
    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 1, "DENSE_JOIN": True, "DENSE_NAMES": True,
                        "MARGIN_MID": 0.5}.items():
        monkeypatch.setattr(scoring, name, value)
    (exact, feline), _ = hybrid_store(engine, [{"content": "zanzibar trip booked for the team offsite"},
                                               {"content": "the feline slept all afternoon"}])
    question = "zanzibar kitten"
    monkeypatch.setattr(scoring, "DENSE_MARGIN", 0.0)
    assert _ids(engine.retrieval.search(question, k=2)) == [exact, feline]  # 1 (words) v 1 (dense): id
    monkeypatch.setattr(scoring, "DENSE_MARGIN", 1.0)  # one word match alone: margin 1, dense × 0.5
    hits = engine.retrieval.search(question, k=2, explain=True)
    assert _ids(hits) == [exact, feline]
    assert hits[1].explanation["relevance"] == pytest.approx(0.5, rel=1e-4)
    monkeypatch.setattr(scoring, "DENSE_MARGIN", -1.0)  # the other way: a sure word match leans more on dense
    hits = engine.retrieval.search(question, k=2, explain=True)
    assert _ids(hits) == [feline, exact]


# --- reciprocal-rank fusion ---------------------------------------------------------------

def test_rank_fusion_scores_places_not_values(monkeypatch):
    monkeypatch.setattr(scoring, "RRF_K", 1)
    monkeypatch.setattr(scoring, "DENSE_RRF", 1.0)
    lexical, dense = {1: 1.0, 2: 0.99, 3: 0.1}, {3: 1.0, 1: 0.2}
    matched = {1: 1.1, 2: 0.99, 3: 1.1}
    fused = _rank_fused(lexical, dense, matched, 0.5)
    # places: lexical 1, 2, 3 -> 2/2, 2/3, 2/4; dense 3, 1 -> 0.5·2/2, 0.5·2/3
    assert fused == pytest.approx({1: 1.0 + 1 / 3, 2: 2 / 3, 3: 0.5 + 0.5})
    monkeypatch.setattr(scoring, "DENSE_RRF", 0.5)
    half = _rank_fused(lexical, dense, matched, 0.5)
    assert half == pytest.approx({key: 0.5 * matched[key] + 0.5 * fused[key] for key in matched})
    assert _rank_fused({}, {}, {}, 0.5) == {}


def test_rank_fusion_reorders_a_store_and_leaves_it_alone_when_off(engine, monkeypatch):
    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 2, "DENSE_JOIN": True, "DENSE_NAMES": True,
                        "RRF_K": 1}.items():
        monkeypatch.setattr(scoring, name, value)
    (strong, weak, feline), _ = hybrid_store(engine, [{"content": "zanzibar zanzibar offsite notes"},
                                                      {"content": "zanzibar and a kitten, long long long text"},
                                                      {"content": "the feline slept"}])
    question = "zanzibar kitten"
    monkeypatch.setattr(scoring, "DENSE_RRF", 0.0)
    off = _ids(engine.retrieval.search(question, k=3))
    monkeypatch.setattr(scoring, "DENSE_RRF", 1.0)
    on = _ids(engine.retrieval.search(question, k=3))
    assert sorted(on) == sorted(off) == sorted([strong, weak, feline])
    # by place: weak is 2nd on words and 1st or 2nd on meaning, so it leads when places are summed
    assert on[0] == weak


def test_a_lexical_store_is_ranked_the_same_with_every_switch_on(engine, monkeypatch):
    _load(engine, [{"content": "Ana: went to the group yesterday", "session": "s1", "event_time": "2023-05-08"},
                   {"content": "Kim: the group is great", "session": "s1", "event_time": "2023-05-08"},
                   "the group charter was signed"])
    question = "Who went to the group?"  # not a when question, no embedder
    before = [(h.memory.id, h.score) for h in engine.retrieval.search(question, k=3)]
    for name, value in {"DENSE_RRF": 1.0, "DENSE_MARGIN": 1.0, "W_WHEN_TIME": 0.8}.items():
        monkeypatch.setattr(scoring, name, value)
    assert [(h.memory.id, h.score) for h in engine.retrieval.search(question, k=3)] == before


# --- dated vectors ------------------------------------------------------------------------

def test_only_memories_with_an_event_time_get_a_dated_vector_and_its_text_has_the_day(engine, monkeypatch):
    from core.retrieval.dense_dated import dated_model, embed_dated

    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 3, "DENSE_JOIN": True, "DENSE_NAMES": True}.items():
        monkeypatch.setattr(scoring, name, value)
    (dated, undated), embedder = hybrid_store(engine, [
        {"content": "Ana: adopted a kitten yesterday", "event_time": "2023-05-08T13:56:00+00:00"},
        {"content": "the garage needs a new engine"}])
    assert embed_dated(engine.store, embedder, namespace=None, statuses=["promoted"]) == 1
    assert embedder.calls[-1] == ["8 May 2023: Ana: adopted a kitten yesterday"]
    with engine.store.snapshot():
        stored = engine.store.search.vectors(dated_model(embedder.model), namespace=None, statuses=["promoted"],
                                             kinds=None)
    assert [memory_id for memory_id, _ in stored] == [dated]
    assert embed_dated(engine.store, embedder, namespace=None, statuses=["promoted"]) == 0  # nothing left to do
    before = [(h.memory.id, round(h.score, 6)) for h in engine.retrieval.search("kitten engine", k=2)]
    monkeypatch.setattr(scoring, "DENSE_DATED", 0.5)  # the toy space reads no dates: the same vectors, same order
    assert [(h.memory.id, round(h.score, 6)) for h in engine.retrieval.search("kitten engine", k=2)] == before
    assert undated in [memory_id for memory_id, _ in before]


# --- a second dense pass from the best hits' names ----------------------------------------

def test_the_hop_embeds_the_names_the_best_hits_add_and_lifts_what_they_bring(engine, monkeypatch):
    for name, value in {"W_DENSE_MATCH": 1.0, "DENSE_DEPTH": 2, "DENSE_JOIN": True, "DENSE_NAMES": False,
                        "HOP_SEEDS": 1, "W_FEEDBACK": 0.0}.items():
        monkeypatch.setattr(scoring, name, value)
    (seed, garage, other), embedder = hybrid_store(engine, [
        {"content": "Ana said the Garage Tyre shop fixed it"},
        {"content": "changed the oil in the engine"},
        {"content": "a long walk in the park"}])
    monkeypatch.setattr(scoring, "DENSE_HOP", 0.0)
    off = {h.memory.id: h.score for h in engine.retrieval.search("who fixed it for Ana?", k=3)}
    assert len(embedder.calls[-1]) == 1
    monkeypatch.setattr(scoring, "DENSE_HOP", 0.5)
    calls = len(embedder.calls)
    hits = engine.retrieval.search("who fixed it for Ana?", k=3, explain=True)
    assert embedder.calls[calls:] == [["who fixed it for ?"], ["who fixed it for ? garage tyre"]]
    on = {h.memory.id: h.score for h in hits}
    assert hits[0].memory.id == seed
    assert on[garage] > off.get(garage, 0.0)  # the engine turn is near "garage tyre": lifted
    assert on.get(other, 0.0) <= off.get(other, 0.0)  # the walk is not
    # The near miss: best hits naming no one new make no second pass
    calls = len(embedder.calls)
    engine.retrieval.search("the long walk in the park", k=3)
    assert len(embedder.calls) == calls + 1
