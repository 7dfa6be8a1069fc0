"""Retrieval beyond BM25: session context, time, dates, entities, determinism, explanations."""

from __future__ import annotations

import pytest

from core import Engine, Settings
from core.clock import parse_time
from core.retrieval import parse_query, scoring
from core.retrieval.features import text_features
from core.retrieval.signals import QuerySignals, context_scores
from core.retrieval.temporal import date_proximity, date_spans


def _load(engine, items):
    """Promote ``items`` (content strings or dicts) in order; returns their ids."""
    rows = [item if isinstance(item, dict) else {"content": item} for item in items]
    return [result.id for result in engine.memories.import_promoted(rows, reason="test load")]


def _ids(hits):
    return [hit.memory.id for hit in hits]


def test_the_reply_after_a_matching_question_is_found_through_session_context(engine):
    question, reply, elsewhere = _load(engine, [
        {"content": "Sam: What pet do you have at home?", "session": "s1"},
        {"content": "Kim: Two cats called Luna and Oliver.", "session": "s1"},
        {"content": "Kim: Two cats called Luna and Oliver.", "session": "s2", "namespace": "other"},
    ])
    hits = engine.retrieval.search("what pet", k=5, explain=True)
    assert _ids(hits) == [question, reply]
    reply_hit = hits[1]
    assert reply_hit.explanation["bm25"] == 0 and reply_hit.explanation["context"] > 0
    assert reply_hit.explanation["context"] == pytest.approx(scoring.CONTEXT_REPLY * 1.0)  # a question lends more
    assert elsewhere not in _ids(engine.retrieval.search("what pet", namespace="other"))


def test_context_never_crosses_sessions_or_namespaces(engine):
    ids = _load(engine, [
        {"content": "Which editor do you use?", "session": "a"},
        {"content": "Mostly the one with modal keys.", "session": "b"},
        {"content": "Mostly the one with modal keys!", "session": "a", "namespace": "elsewhere"},
    ])
    assert _ids(engine.retrieval.search("which editor", k=5)) == [ids[0]]


def test_context_is_pushed_two_steps_either_side_with_the_documented_shares():
    links = {10: ([9, 8], [11, 12])}
    borrowed = context_scores({10: 1.0}, links)
    assert borrowed == {9: scoring.CONTEXT_NEXT, 8: scoring.CONTEXT_FAR,
                        11: scoring.CONTEXT_PREV, 12: scoring.CONTEXT_FAR}


def test_a_named_date_prefers_memories_from_that_time(engine):
    june, september = _load(engine, [
        {"content": "Cooked a big pot of lentil soup", "event_time": "2023-06-14"},
        {"content": "Cooked a big pot of lentil soup again", "event_time": "2023-09-02"},
    ])
    assert _ids(engine.retrieval.search("What soup was cooked in June 2023?"))[0] == june
    assert _ids(engine.retrieval.search("What soup was cooked on 2 September, 2023?"))[0] == september
    hit = engine.retrieval.search("lentil soup in September 2023", explain=True)[0]
    assert hit.memory.id == september and hit.explanation["date_match"] == 1.0


def test_date_parsing_and_proximity():
    spans = date_spans("What happened on 9 November, 2022 and in June 2021 and during 2019?")
    assert [(s.start.isoformat(), s.end.isoformat()) for s in spans] == [
        ("2022-11-09", "2022-11-09"), ("2021-06-01", "2021-06-30"), ("2019-01-01", "2019-12-31")]
    (bare_month,) = date_spans("what did we plant in March")
    assert bare_month.any_year
    assert date_proximity(parse_time("2024-03-20"), (bare_month,), 7.0) == 1.0
    assert 0 < date_proximity(parse_time("2022-11-16"), spans, 7.0) < 1.0
    assert date_proximity(None, spans, 7.0) == 0.0
    assert date_spans("no dates here, 2000 words") == ()


def test_names_in_the_query_favour_memories_about_them(engine):
    # "Ana" fills most of the store, so BM25 gives the name next to no weight.
    about_ana, about_bo, *_ = _load(engine, [
        "Ana adopted a rescue greyhound last spring",
        "Bo adopted a rescue greyhound",
        *[f"Ana likes tea number {i}" for i in range(8)],
    ])
    hits = engine.retrieval.search("Which greyhound did Ana adopt?", explain=True)
    assert _ids(hits)[:2] == [about_ana, about_bo]
    assert hits[0].explanation["subject_match"] == 1.0 and hits[1].explanation["subject_match"] == 0.0
    assert parse_query("Which dog did Ana adopt from Bo's shelter?").entities == ("ana", "bo")
    assert parse_query("What is the deploy target?").entities == ()
    signals = QuerySignals.of(parse_query("Did Ana meet Bo?"))
    assert signals.subject_match(text_features("Bo met us")) == 1.0
    assert signals.subject_match(text_features("we met Ana")) == 0.0


def test_explain_shows_every_new_signal_and_the_score_is_built_from_them(engine):
    _load(engine, [{"content": "Kim: I started pottery classes yesterday", "session": "s", "event_time": "2023-05-08"}])
    (hit,) = engine.retrieval.search("When did Kim start pottery in May 2023?", explain=True)
    e = hit.explanation
    for key in ("bm25", "context", "date_match", "subject_match", "relevance", "lexical",
                "recency", "importance", "frequency", "level_weight", "freshness", "score"):
        assert key in e, key
    relevance = ((e["bm25"] + e["context"])
                 * (1 + scoring.W_DATE_MATCH * e["date_match"]) * (1 + scoring.W_SUBJECT * e["subject_match"]))
    assert e["relevance"] == pytest.approx(relevance, rel=1e-4)
    assert e["date_match"] == 1.0 and e["subject_match"] == 1.0
    assert hit.score == pytest.approx(e["score"], rel=1e-4)


def test_ranking_is_deterministic_across_runs_and_reopened_stores(db_path, clock):
    engine = Engine(db_path, settings=Settings(), clock=clock)
    rows = [{"content": f"{['Ana', 'Bo', 'Cy'][i % 3]}: note {i} about the garden shed and tools",
             "session": f"s{i // 6}", "event_time": f"2023-0{1 + i % 9}-1{i % 10}"} for i in range(60)]
    _load(engine, rows)
    queries = ["When did Ana fix the shed?", "garden tools", "what about note 7", "Bo in March 2023"]
    first = [[(h.memory.id, round(h.score, 9)) for h in engine.retrieval.search(q, k=20)] for q in queries]
    assert first == [[(h.memory.id, round(h.score, 9)) for h in engine.retrieval.search(q, k=20)] for q in queries]
    engine.close()
    again = Engine(db_path, settings=Settings(), clock=clock)
    assert first == [[(h.memory.id, round(h.score, 9)) for h in again.retrieval.search(q, k=20)] for q in queries]
    again.close()


def test_a_shorter_list_is_the_head_of_a_longer_one(engine):
    rows = [{"content": f"shared words alpha beta {'gamma ' * (i % 4)}item {i}", "session": f"s{i // 5}",
             "importance": (i % 10) / 10, "level": ["meta", "semi", "trace"][i % 3]} for i in range(120)]
    _load(engine, rows)
    short = [(h.memory.id, h.score) for h in engine.retrieval.search("alpha gamma item", k=15)]
    assert short == [(h.memory.id, h.score) for h in engine.retrieval.search("alpha gamma item", k=50)][:15]


def test_kind_filter_applies_to_neighbours_too(engine):
    ids = _load(engine, [
        {"content": "Which database do we run?", "session": "s", "kind": "question"},
        {"content": "Postgres fifteen on the big box", "session": "s", "kind": "answer"},
    ])
    assert _ids(engine.retrieval.search("which database", kinds=["question"])) == [ids[0]]
    assert _ids(engine.retrieval.search("which database", kinds=["answer"])) == []


def test_interleaved_sessions_still_find_their_own_neighbours(engine):
    ids = _load(engine, [
        {"content": "Which editor do you use these days?", "session": "a"},
        {"content": "unrelated chatter about lunch", "session": "b"},
        {"content": "Mostly the one with modal keys.", "session": "a"},
        {"content": "more unrelated chatter", "session": "b"},
        {"content": "Rejected line", "session": "a"},
    ])
    engine.memories.forget([ids[4]])
    links = engine.store.search.links(engine.store.search.candidates([ids[0], ids[2]]).values(),
                                      statuses=["promoted"])
    assert links[ids[0]] == ([], [ids[2]]) and links[ids[2]] == ([ids[0]], [])
    assert _ids(engine.retrieval.search("which editor", k=5)) == [ids[0], ids[2]]


def test_a_weak_match_gains_nothing_over_a_strong_one_just_for_having_a_session(engine):
    strong, weak = _load(engine, [
        {"content": "codegraph is my primary code-graph tool"},
        {"content": "Use ruff for linting and formatting Python code", "session": "s1"},
    ])
    hits = engine.retrieval.search("code graph", explain=True)
    assert _ids(hits) == [strong, weak]
    assert hits[1].explanation["context"] == 0


@pytest.mark.parametrize("text, last", [("in February 2024", 29), ("in February 2023", 28), ("in Feb 1900", 28),
                                        ("in December 2022", 31), ("in Sept 2021", 30)])
def test_a_month_named_in_a_query_spans_all_its_days(text, last):
    (span,) = date_spans(text)
    assert (span.start.day, span.end.day, span.start.month == span.end.month) == (1, last, True)


def _captured_at(engine, clock, when, content, **fields):
    clock.set(when)
    return _load(engine, [{"content": content, **fields}])[0]


def test_a_question_about_the_present_prefers_the_newest_matching_memory(engine, clock, monkeypatch):
    # Agent notes: no sessions, no event times; each captured at its own time.
    old = _captured_at(engine, clock, "2026-01-05T09:00:00Z", "Editor: VS Code with the Go extension.")
    helix = _captured_at(engine, clock, "2026-03-10T09:00:00Z",
                         "Tried the Helix editor for a week in March, then went back to the old setup.")
    zed = _captured_at(engine, clock, "2026-04-06T09:00:00Z",
                       "Switched the everyday code editor to Zed with vim mode; gopls still serves Go files.")
    clock.set("2026-08-01T09:00:00Z")
    query = "Which editor is used now?"
    monkeypatch.setattr(scoring, "W_CURRENT", 0.0)
    assert _ids(engine.retrieval.search(query, k=3))[0] == old  # the words alone favour the oldest note
    monkeypatch.setattr(scoring, "W_CURRENT", 0.8)
    hits = engine.retrieval.search(query, k=3, explain=True)
    assert _ids(hits)[0] == zed
    by_id = {hit.memory.id: hit.explanation for hit in hits}
    # Newness is the rank of a memory's time among the pool's: oldest 0, newest 1.
    assert [by_id[i]["current_match"] for i in (old, helix, zed)] == [0.0, 0.5, 1.0]
    e = by_id[zed]
    assert e["relevance"] == pytest.approx((e["bm25"] + e["context"]) * (1 + scoring.W_CURRENT * 1.0)
                                           + scoring.W_FEEDBACK * e["feedback"], rel=1e-4)
    # The same words without asking for the present: no newness.
    assert all("current_match" not in hit.explanation for hit in engine.retrieval.search("Which editor", explain=True))


def test_newness_reads_event_times_where_memories_have_them(engine):
    may, june = _load(engine, [
        {"content": "Jon: reading a thick book about the history of salt", "session": "1", "event_time": "2023-06-02"},
        {"content": "Jon: started a new book, a novel about lighthouses", "session": "2", "event_time": "2023-06-20"},
    ])
    hits = engine.retrieval.search("What book is Jon currently reading?", k=2, explain=True)
    assert _ids(hits)[0] == june
    assert [hit.explanation["current_match"] for hit in hits] == [1.0, 0.0]
    assert may in _ids(hits)


def test_without_distinct_times_asking_for_the_present_changes_nothing(engine, monkeypatch):
    # A bulk load at one moment, no event times: newness says nothing, so nothing moves.
    _load(engine, ["The current deploy target is the staging cluster", "Deploys now go through Argo CD",
                   "The deploy runbook lives in the wiki", "Latest deploy freeze ends on Friday"])
    query = "what is the current deploy process now?"
    monkeypatch.setattr(scoring, "W_CURRENT", 0.0)
    without = [(h.memory.id, h.score) for h in engine.retrieval.search(query, k=4)]
    monkeypatch.setattr(scoring, "W_CURRENT", 0.8)
    hits = engine.retrieval.search(query, k=4, explain=True)
    assert [(h.memory.id, h.score) for h in hits] == without
    assert all("current_match" not in hit.explanation for hit in hits)


@pytest.mark.parametrize(("text", "current"), [
    ("Which editor does Tomek currently use?", True), ("current Kubernetes version", True),
    ("what CI does the firmware repo use today", True), ("Is the old VPN still needed?", True),
    ("latest release notes", True), ("what do we use these days for paging", True),
    ("currency conversion rates", False), ("nowhere to deploy", False), ("When did Kim move?", False),
])
def test_a_query_asks_for_the_present_by_its_words(text, current):
    assert parse_query(text).current is current
