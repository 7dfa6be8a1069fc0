"""Retrieval: safe query parsing, namespaces, limits, explanations and determinism."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Engine, Settings, ValidationError
from core.retrieval import parse_query, scoring

NASTY_QUERIES = ["OR", "NEAR(", '"', "*", "-x", "?", "a AND", "AND OR NOT", "(", ")", "^", ":", "col:val",
                 "NEAR(a b, 3)", '"unbalanced', "x*", "{a b}", "\\", "'; DROP TABLE memories; --", "",
                 " ".join(["word"] * 8000), "🙂 emoji", "\x00null"]


@pytest.fixture
def seeded(engine):
    for text in ("OR gate logic in the ALU", "NEAR field communication chip", "a star * in the glob pattern",
                 "question? answers!", "word " * 5):
        engine.memories.promote([engine.memories.remember(text).id])
    return engine


@pytest.mark.parametrize("query", NASTY_QUERIES)
def test_nasty_queries_return_results_or_nothing_never_an_error(seeded, query):
    hits = seeded.retrieval.recall(query)
    assert isinstance(hits, list)
    assert isinstance(seeded.retrieval.search(query, statuses=["all"]), list)


def test_operators_are_matched_as_words(seeded):
    assert [h.memory.content for h in seeded.retrieval.recall("OR")] == ["OR gate logic in the ALU"]
    assert [h.memory.content for h in seeded.retrieval.recall("NEAR(")] == ["NEAR field communication chip"]


def test_long_queries_are_capped():
    parsed = parse_query(" ".join(f"term{i}" for i in range(500)))
    assert len(parsed.terms) == 32 and parsed.truncated


def test_stop_words_are_dropped_unless_nothing_else_is_left():
    assert parse_query("what is the deploy target").terms == ("deploy", "target")
    assert parse_query("what is the").terms == ("what", "is", "the")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=300))
def test_arbitrary_query_strings_never_raise(seeded, text):
    assert isinstance(seeded.retrieval.search(text, statuses=["all"], k=5), list)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=500))
def test_parser_output_is_always_quoted_terms(text):
    parsed = parse_query(text)
    if parsed.match is not None:
        for part in parsed.match.split(" OR "):
            assert part.startswith('"') and part.endswith('"') and '"' not in part[1:-1]


def test_recall_is_scoped_to_one_namespace_and_shared_is_not_all(engine):
    shared = engine.memories.remember("deploy target is production")
    project = engine.memories.remember("deploy target is staging", namespace="project-a")
    engine.memories.promote([shared.id, project.id])
    assert [h.memory.id for h in engine.retrieval.recall("deploy target")] == [shared.id]
    assert [h.memory.id for h in engine.retrieval.recall("deploy target", namespace="project-a")] == [project.id]
    assert engine.retrieval.recall("deploy target", namespace="project-b") == []
    both = engine.retrieval.search("deploy target", namespace=None)
    assert {h.memory.id for h in both} == {shared.id, project.id}


def test_k_defaults_to_8_and_is_capped_at_50(engine):
    ids = [engine.memories.remember(f"kubernetes note {i}").id for i in range(60)]
    engine.memories.promote(ids)
    assert len(engine.retrieval.recall("kubernetes")) == 8
    assert len(engine.retrieval.recall("kubernetes", k=500)) == 50
    with pytest.raises(ValidationError):
        engine.retrieval.recall("kubernetes", k=0)


def test_search_includes_other_statuses_only_on_request(engine):
    pending = engine.memories.remember("terraform state lives in S3")
    assert engine.retrieval.search("terraform") == []
    assert [h.memory.id for h in engine.retrieval.search("terraform", statuses=["pending"])] == [pending.id]
    with pytest.raises(ValidationError, match="unknown status"):
        engine.retrieval.search("terraform", statuses=["bogus"])


def test_explain_shows_every_component_and_they_add_up(engine):
    result = engine.memories.remember("The message queue is RabbitMQ", level="meta", importance=0.9)
    engine.memories.promote([result.id])
    (hit,) = engine.retrieval.recall("message queue", explain=True)
    e = hit.explanation
    base = e["lexical"] * (scoring.W_LEXICAL + scoring.W_RECENCY * e["recency"]
                           + scoring.W_IMPORTANCE * e["importance"] + scoring.W_FREQUENCY * e["frequency"])
    assert e["level_weight"] == 1.3
    assert hit.score == pytest.approx(base * e["level_weight"] * e["freshness"], rel=1e-4)


def test_level_weight_orders_otherwise_equal_memories(engine):
    trace = engine.memories.remember("retry the flaky upload job", level="trace")
    meta = engine.memories.remember("retry the flaky upload step", level="meta")
    engine.memories.promote([trace.id, meta.id])
    assert [h.memory.id for h in engine.retrieval.search("retry flaky upload")] == [meta.id, trace.id]


def test_near_horizon_memories_are_flagged_not_silently_dropped(engine, clock):
    result = engine.memories.remember("Python 3.11 is the runtime", kind="tooling", decay_days=10)
    engine.memories.promote([result.id])
    clock.advance(days=9)
    (hit,) = engine.retrieval.recall("Python runtime")
    assert "near_horizon" in hit.flags


def test_same_store_same_query_same_ranking(db_path, clock):
    engine = Engine(db_path, settings=Settings(), clock=clock)
    for i in range(40):
        engine.memories.promote([engine.memories.remember(f"service {i % 7} uses postgres replica {i}").id])
    first = [h.memory.id for h in engine.retrieval.search("postgres replica service", k=20)]
    engine.close()
    again = Engine(db_path, settings=Settings(), clock=clock)
    assert [h.memory.id for h in again.retrieval.search("postgres replica service", k=20)] == first
    again.close()
