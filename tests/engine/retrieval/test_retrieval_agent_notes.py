"""Ranking on agent-style notes: no sessions, no event times, kinds that decay, tags.

Two constants of :mod:`core.retrieval.scoring` were chosen on the agent-memory dev set
(``bench/data/agent-memory-dev.json``; LoCoMo has neither tags nor decaying kinds, so its
cross-validated figure cannot move with them): the weight of a memory's tags in BM25 and
how much of its score a memory keeps once past its decay horizon.
"""

from __future__ import annotations

import pytest

from core.retrieval import scoring


def _ids(hits):
    return [hit.memory.id for hit in hits]


def test_a_query_word_in_the_tags_counts_more_than_the_same_word_in_passing(engine):
    filed, passing = [r.id for r in engine.memories.import_promoted([
        {"content": "Load tests run against the staging cluster every Friday night", "tags": ["k6"]},
        {"content": "Old k6 scripts were copied into the archive folder last spring", "tags": ["archive"]},
    ], reason="test load")]
    hits = engine.retrieval.search("k6", k=5, explain=True)
    assert _ids(hits) == [filed, passing]
    assert hits[0].explanation["bm25"] == 1.0 and hits[1].explanation["bm25"] < 1.0


def test_the_tag_weight_is_what_puts_the_filed_note_first(engine, monkeypatch):
    filed, passing = [r.id for r in engine.memories.import_promoted([
        {"content": "Load tests run against the staging cluster every Friday night", "tags": ["k6"]},
        {"content": "Old k6 scripts were copied into the archive folder last spring", "tags": ["archive"]},
    ], reason="test load")]
    monkeypatch.setattr(scoring, "BM25_WEIGHTS", (1.0, 0.6, 0.8))  # tags weighed below the text
    assert _ids(engine.retrieval.search("k6", k=5)) == [passing, filed]


FILLER = ["Builds of the docs site are quick", "Lunch is at noon", "The printer on floor two is broken",
          "Standup moved to 9:45", "Use tabs in Makefiles", "Grafana dashboards live in the ops repo",
          "Coffee machine descaling on Mondays", "Parking permits renew in March"]


def test_a_memory_past_its_horizon_keeps_most_of_its_score(engine, clock):
    clock.set("2025-01-10T09:00:00Z")
    (old,) = [r.id for r in engine.memories.import_promoted(
        [{"content": "Release builds are signed with the cosign key in the vault", "kind": "tooling"}],
        reason="test load")]
    clock.set("2026-03-01T09:00:00Z")  # 415 days later: past the 180-day horizon of tooling
    fresh, *_ = [r.id for r in engine.memories.import_promoted(
        [{"content": "The cosign release checklist moved to the wiki last week", "kind": "note"},
         *({"content": text, "kind": "note"} for text in FILLER)], reason="test load")]
    clock.advance(days=1)
    hits = engine.retrieval.search("cosign release builds signed", k=5, explain=True)
    by_id = {hit.memory.id: hit for hit in hits}
    assert by_id[old].explanation["confidence"] == 0.0
    assert by_id[old].explanation["freshness"] == pytest.approx(scoring.FRESHNESS_FLOOR)
    # The old note answers the query far better than a fresh one that shares two of its words
    # (bm25 1.0 against ~0.47): past its horizon it keeps 80% of its score and stays first
    # (with 60%, as before, the fresh note overtook it).
    assert _ids(hits)[:2] == [old, fresh]
    assert "near_horizon" in by_id[old].flags  # demoted a little, and never silently


def test_without_sessions_or_dates_only_the_text_tags_and_the_designed_blend_rank(engine, clock):
    ids = [r.id for r in engine.memories.import_promoted([
        {"content": "Use ruff for linting Python", "tags": ["python", "lint"], "kind": "tooling"},
        {"content": "Python services pin their versions with uv lock files", "kind": "project"},
        {"content": "Ask before adding a new Python dependency", "kind": "preference"},
    ], reason="test load")]
    hits = engine.retrieval.search("python lint", k=5, explain=True)
    assert _ids(hits)[0] == ids[0]
    for hit in hits:
        assert hit.explanation["context"] == 0 and hit.explanation["date_match"] == 0
        assert hit.explanation["subject_match"] == 0


def test_priors_separate_near_equal_matches_but_do_not_lift_a_weak_one(engine, clock):
    # The same fact noted a year apart, and a fresh, important note sharing one word of the query.
    clock.set("2025-03-01T09:00:00Z")
    (old,) = [r.id for r in engine.memories.import_promoted([
        {"content": "Timescale backups run nightly with pgBackRest to the Hetzner bucket", "kind": "note"},
        *({"content": text, "kind": "note"} for text in FILLER)], reason="test load")][:1]
    clock.set("2026-03-01T09:00:00Z")
    fresh, weak = [r.id for r in engine.memories.import_promoted([
        {"content": "Timescale backups run nightly with pgBackRest to the Hetzner bucket now", "kind": "note"},
        {"content": "The Hetzner invoice arrives on the first of the month", "kind": "note", "importance": 1.0},
    ], reason="test load")]
    clock.advance(days=1)
    hits = engine.retrieval.search("Timescale backups nightly pgBackRest Hetzner bucket", k=10, explain=True)
    by_id = {hit.memory.id: hit for hit in hits}
    assert by_id[old].explanation["lexical"] > by_id[fresh].explanation["lexical"]  # one word longer
    assert _ids(hits)[:2] == [fresh, old]  # near-equal matches: the newer first
    assert _ids(hits).index(weak) == 2
    # A weak match's priors scale its match instead of adding to it: its score stays within
    # its lexical share of the most any memory could score (with an additive prior, the
    # fresh, important note would score over half of that on one shared word).
    e = by_id[weak].explanation
    assert e["lexical"] < 0.3
    assert by_id[weak].score <= e["lexical"] * (scoring.W_LEXICAL + scoring.W_RECENCY + scoring.W_IMPORTANCE
                                               + scoring.W_FREQUENCY) * e["level_weight"] + 1e-9
