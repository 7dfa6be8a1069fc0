"""Pseudo-relevance feedback: a note in other words found through the best hit's rare words."""

from __future__ import annotations

import pytest

from core.retrieval import parse_query, scoring
from core.retrieval.signals import feedback_terms


def _load(engine, items):
    """Promote ``items`` (content strings or dicts) in order; returns their ids."""
    rows = [item if isinstance(item, dict) else {"content": item} for item in items]
    return [result.id for result in engine.memories.import_promoted(rows, reason="test load")]


def _ids(hits):
    return [hit.memory.id for hit in hits]


# Agent notes: no sessions, no event times. The second says what the first does in other words.
NOTES = [
    "Restore drill: the Timescale primary comes back from pgBackRest in about four hours",
    "pgBackRest full backups of Timescale run nightly to the Hetzner bucket",
    "The dashboard uses React Query for server state",
    "Lint with ruff; format with ruff format",
    "Alerts page the on-call engineer through Opsgenie",
    "Gateways poll the update server every six hours",
    "Tomek prefers small pull requests with one change each",
    "The reports pipeline writes PDFs to the customer portal at 06:00 UTC",
]


def test_a_note_sharing_the_best_hits_rare_words_joins_the_results(engine, monkeypatch):
    restore, nightly, dashboard, lint, *_ = _load(engine, NOTES)
    query = "how long does a restore drill take"
    monkeypatch.setattr(scoring, "W_FEEDBACK", 0.0)
    assert _ids(engine.retrieval.search(query)) == [restore]  # the words alone find one note
    monkeypatch.setattr(scoring, "W_FEEDBACK", 0.2)
    hits = engine.retrieval.search(query, explain=True)
    assert _ids(hits)[0] == restore and nightly in _ids(hits)  # it shares "pgbackrest" and "timescale"
    by_id = {hit.memory.id: hit.explanation for hit in hits}
    assert by_id[nightly]["bm25"] == 0 and by_id[nightly]["feedback"] > 0
    assert by_id[nightly]["relevance"] == pytest.approx(scoring.W_FEEDBACK * by_id[nightly]["feedback"], rel=1e-4)
    assert by_id[restore]["relevance"] == pytest.approx(
        by_id[restore]["bm25"] + scoring.W_FEEDBACK * by_id[restore]["feedback"], rel=1e-4)
    assert dashboard not in by_id and lint not in by_id  # nothing in common with the best hit


def test_feedback_only_adds_so_a_strong_match_stays_ahead(engine):
    restore, nightly, *_ = _load(engine, NOTES)
    hits = engine.retrieval.search("restore drill four hours", explain=True)
    assert _ids(hits)[0] == restore
    assert hits[0].score > hits[1].score


def test_feedback_stays_off_when_the_matches_have_sessions(engine):
    # With sessions the neighbours lend context instead: nothing but the words' own matches.
    rows = [{"content": text, "session": "s1"} for text in NOTES]
    restore, nightly, *_ = _load(engine, rows)
    hits = engine.retrieval.search("how long does a restore drill take", explain=True)
    assert nightly not in [h.memory.id for h in hits if h.explanation["bm25"] == 0 and h.explanation["context"] == 0]
    assert all("feedback" not in hit.explanation for hit in hits)


def test_without_a_match_feedback_has_nothing_to_start_from(engine):
    _load(engine, NOTES)
    assert engine.retrieval.search("kubernetes upgrade window") == []


def test_feedback_terms_are_the_best_hits_rarest_words_not_the_querys():
    class Row:
        def __init__(self, content):
            self.content = content

    best = Row("Restore drill: the Timescale primary comes back from pgBackRest in 4 hours")
    pool = [best, Row("Timescale runs on the primary host"), Row("the primary host is in Falkenstein")]
    terms = feedback_terms(parse_query("restore drill"), best, pool, 3)
    # Held by the best hit alone, alphabetical: not the query's words, stop words or numbers.
    assert terms == ["back", "comes", "hours"]
    assert feedback_terms(parse_query("restore drill"), best, pool, 10) == [
        "back", "comes", "hours", "pgbackrest", "timescale", "primary"]  # rarer first
    assert feedback_terms(parse_query("restore drill timescale"), Row("restore drill"), pool, 5) == []
