"""The figures bench/BENCHMARKS.md reports, held as floors (issue 15).

The held-out file was written blind to the rules (by a helper that saw only the family
list and the writing styles) and was never read while the rules were tuned; it was
scored only through aggregates. These tests assert the floors actually reached, so a
change that loses ground fails; they print figures only, never a pair of the held-out set.
"""

from __future__ import annotations

import importlib.util

from support import REPO_ROOT

HELD_OUT = REPO_ROOT / "tests" / "data" / "contradictions-holdout.jsonl"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_contradictions", REPO_ROOT / "bench" / "contradictions.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _overall(path) -> dict:
    bench = _bench()
    pairs = bench.load_pairs(path)
    return {"pairs": len(pairs), **bench.score(pairs, bench.detect_pairs(pairs))["overall"]}


def test_the_held_out_set_keeps_the_measured_floor():
    overall = _overall(HELD_OUT)
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}  # aggregates only
    assert overall["pairs"] == 195, figures
    assert overall["precision"] >= 0.94 and overall["recall"] >= 0.84, figures


def test_the_development_set_keeps_the_measured_floor():
    overall = _overall(REPO_ROOT / "tests" / "data" / "contradictions-dev.jsonl")
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}
    assert overall["pairs"] == 443, figures
    assert overall["precision"] >= 1.0 and overall["recall"] >= 0.96, figures


def test_the_second_development_batch_keeps_the_measured_floor():
    # First read of this unseen batch (quantities and passive voice, another hand): P 0.992, R 0.787.
    overall = _overall(REPO_ROOT / "tests" / "data" / "contradictions-dev2.jsonl")
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}
    assert overall["pairs"] == 300, figures
    assert overall["precision"] >= 1.0 and overall["recall"] >= 0.94, figures


def test_the_fourth_development_batch_keeps_the_measured_floor():
    # First read of this unseen batch (400 pairs, another hand, round 4): P 0.971, R 0.675 at 64ac9b5;
    # P 0.959, R 0.695 with the aligned-value path written before it arrived. Tuned on since.
    overall = _overall(REPO_ROOT / "tests" / "data" / "contradictions-dev4.jsonl")
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}
    assert overall["pairs"] == 400, figures
    assert overall["precision"] >= 0.99 and overall["recall"] >= 0.83, figures


def test_the_fifth_development_batch_keeps_the_measured_floor():
    # First read of this unseen batch (312 pairs, 208 of them near misses, another hand, round 4):
    # P 0.920, R 0.779 (tp 81, fp 7, fn 23) at 56634f6. Tuned on since: 1.000 / 0.788 at 05f53bf.
    overall = _overall(REPO_ROOT / "tests" / "data" / "contradictions-dev5.jsonl")
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}
    assert overall["pairs"] == 312, figures
    assert overall["precision"] >= 0.99 and overall["recall"] >= 0.78, figures


def test_the_third_blind_held_out_set_keeps_the_measured_floor():
    # Written blind in round 4 by two helpers who saw only the family list, the styles and what counts as
    # a near miss; scored by the lead only, aggregates only, while the rules were tuned: 0.910 / 0.623 at
    # the round's start, 0.927 / 0.685 at its end (the target 0.95 / 0.85 is not reached). A floor since.
    overall = _overall(REPO_ROOT / "tests" / "data" / "contradictions-holdout-v4.jsonl")
    figures = {k: overall[k] for k in ("pairs", "tp", "fp", "fn", "precision", "recall")}  # aggregates only
    assert overall["pairs"] == 260, figures
    assert overall["precision"] >= 0.92 and overall["recall"] >= 0.68, figures
