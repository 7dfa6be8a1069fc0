"""The heuristic detector through the engine: rules, guards, candidates and whole-class revocation."""

from __future__ import annotations

import importlib.util

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Engine
from core.conflicts import detector, revokes_whole_class
from core.conflicts.subject import analyse
from core.settings import settings_from_dict
from core.text.tokens import stem
from support import REPO_ROOT


def promoted(engine, text, **fields) -> int:
    memory_id = engine.memories.remember(text, **fields).id
    engine.memories.promote([memory_id])
    return memory_id


def proposals_on(engine, memory_id):
    return engine.store.proposals.for_memory(memory_id)


def test_exclusive_role_reason_names_the_role_and_both_values(engine):
    old = promoted(engine, "My primary editor is neovim", kind="tooling")
    result = engine.memories.remember("My primary editor is helix", kind="tooling")
    assert result.would_supersede == [old]
    (proposal,) = proposals_on(engine, result.id)
    assert proposal.rule == "exclusive_role"
    assert proposal.reason == "both name the primary editor: 'neovim' vs 'helix'"


@pytest.mark.parametrize("old, new", [
    ("My primary editor is neovim", "My primary package manager is pnpm"),
    ("The user prefers dark mode", "The user prefers tabs over spaces"),
    ("I use neovim", "I use pnpm"),
    ("My primary editor is neovim", "Helix might become my primary editor someday"),
    ("Alice's main language is Go", "Bob's main language is Rust"),
])
def test_near_misses_file_nothing(engine, old, new):
    promoted(engine, old, kind="tooling")
    assert engine.memories.remember(new, kind="tooling").would_supersede == []


def test_an_older_event_never_retires_a_newer_one(engine, clock):
    promoted(engine, "I uninstalled codegraph", kind="tooling", event_time="2026-11-29T08:00:00Z")
    clock.advance(hours=2)
    late_news = engine.memories.remember("I installed codegraph", kind="tooling", event_time="2026-11-24T10:00:00Z")
    assert late_news.would_supersede == []


def test_relative_phrases_order_events_without_event_times(engine, clock):
    # 2026-11-30 is a Monday: "last Tuesday" is six days before "this morning".
    old = promoted(engine, "I uninstalled codegraph this morning", kind="tooling")
    clock.advance(hours=1)
    assert engine.memories.remember("I installed codegraph last Tuesday", kind="tooling").would_supersede == []
    # The same words told as happening after the removal do contradict it.
    clock.advance(days=3)
    assert engine.memories.remember("I installed codegraph yesterday", kind="tooling").would_supersede == [old]


def test_kinds_must_be_compatible_and_groups_count(engine):
    promoted(engine, "The default container runtime is Docker", kind="tooling")
    assert engine.memories.remember("The default container runtime is Podman", kind="person").would_supersede == []
    assert engine.memories.remember("The default container runtime is now Podman", kind="infra").would_supersede != []
    strict = Engine(engine.path, settings=settings_from_dict({"conflicts": {"kind_groups": []}}), clock=engine.clock)
    assert strict.memories.remember("The default container runtime is containerd", kind="infra").would_supersede == []
    strict.close()


def test_only_promoted_memories_are_candidates(engine):
    engine.memories.remember("My primary editor is neovim", kind="tooling")  # pending
    assert engine.memories.remember("My primary editor is helix", kind="tooling").would_supersede == []


def test_candidate_lookup_is_bounded(engine):
    ids = [promoted(engine, f"worker {i} handles queue alpha", kind="infra") for i in range(40)]
    newcomer = engine.memories.remember("queue alpha is drained nightly", kind="infra")
    found = detector.candidates(engine.store, engine.settings, engine.memories.get(newcomer.id))
    assert 0 < len(found) <= detector.CANDIDATE_LIMIT and set(m.id for m in found) <= set(ids)


def test_store_wide_framing_words_stop_counting_as_subject(engine):
    small = promoted(engine, "The webapp has a dark theme", kind="project", namespace="small")
    dropped = engine.memories.remember("We dropped the webapp", kind="project", namespace="small")
    assert dropped.would_supersede == [small]
    for i in range(45):
        promoted(engine, f"The webapp feature {i} ships with flag f{i}", kind="project", namespace="big")
    target = promoted(engine, "The webapp has a dark theme", kind="project", namespace="big")
    framing = detector.store_framing(engine.store, "big")
    assert stem("webapp") in framing and stem("theme") not in framing
    assert detector.store_framing(engine.store, "small") == frozenset()
    result = engine.memories.remember("We dropped the webapp", kind="project", namespace="big")
    assert target not in result.would_supersede


def test_an_amendment_the_detector_also_catches_is_one_proposal(engine):
    old = promoted(engine, "The API port is 8080", kind="infra")
    fix = engine.memories.amend(old, "The API port is 9090")
    (proposal,) = proposals_on(engine, fix.id)
    assert proposal.rule == "amend" and proposal.target_id == old
    assert engine.memories.promote([fix.id]).superseded == [old]


@pytest.mark.parametrize("text", [
    "I removed all the old cron jobs",
    "Every legacy cron job was decommissioned",
    "I no longer use any JetBrains IDE",
    "None of the old VMs run anymore",
    "Uninstalled every Homebrew cask",
])
def test_explicit_class_revocations(text):
    assert revokes_whole_class(text)


@pytest.mark.parametrize("text", [
    "I drink coffee every morning",
    "All tests pass on main",
    "Any engineer can deploy",
    "The service listens on port 9090",
    "I stopped drinking coffee every day",
])
def test_quantifiers_without_a_revocation_do_not_count(text):
    assert not revokes_whole_class(text)


def test_a_whole_class_revocation_may_exceed_the_blast_radius(engine):
    olds = [promoted(engine, f"The old cron job for {name} runs nightly", kind="infra")
            for name in ("backups", "reports", "cleanup", "billing")]
    sweep = engine.memories.remember("I removed all the old cron jobs", kind="infra")
    assert sorted(sweep.would_supersede) == sorted(olds)
    result = engine.memories.promote([sweep.id])
    assert sorted(result.superseded) == sorted(olds) and result.held == []


def test_analysis_is_deterministic_and_cached():
    assert analyse("My primary editor is neovim") is analyse("My primary editor is neovim")


def _bench():
    spec = importlib.util.spec_from_file_location("bench_contradictions", REPO_ROOT / "bench" / "contradictions.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_labelled_set_meets_precision_and_recall():
    bench = _bench()
    pairs = bench.load_pairs(bench.DEFAULT_SET)
    assert len(pairs) >= 150
    assert sum(p["expected"] == "none" for p in pairs) > len(pairs) / 2, "weighted toward near-misses"
    report = bench.score(pairs, bench.detect_pairs(pairs))
    overall = report["overall"]
    assert overall["precision"] >= 0.95 and overall["recall"] >= 0.85, report["errors"]
    for rule, row in report["rules"].items():
        assert row["precision"] >= 0.95, (rule, report["errors"])


def test_the_scorer_counts_misses_and_false_alarms():
    bench = _bench()
    pairs = [{"expected": "removal", "old": "a", "new": "b", "line": 1},
             {"expected": "none", "old": "c", "new": "d", "line": 2},
             {"expected": "value_change", "old": "e", "new": "f", "line": 3}]
    report = bench.score(pairs, ["removal", "negation", "none"])
    assert report["overall"] == {**report["overall"], "tp": 1, "fp": 1, "fn": 1, "precision": 0.5, "recall": 0.5}
    assert report["rules"]["negation"]["fp"] == 1 and report["rules"]["value_change"]["fn"] == 1


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), st.text(max_size=300))
def test_any_text_analyses_and_compares_without_raising(old_text, new_text):
    from core.conflicts.rules import first_match

    match = first_match(analyse(old_text), analyse(new_text))
    assert match is None or match.rule in ("removal", "exclusive_role", "value_change", "negation")
    assert isinstance(revokes_whole_class(new_text), bool)
