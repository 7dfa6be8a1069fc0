"""``bench/contradictions.py --why-missed`` and ``bench/contradictions_crowded.py``: where a miss is lost.

A contradiction nothing filed is either one the candidate lookup never showed a reader (the older
memory was not among the newcomer's candidates) or one the readers saw and left undecided; the
counts say which part of the detector to work on.
"""

from __future__ import annotations

import pytest

from support.conflicts import bench as bench_module


@pytest.fixture(scope="module")
def bench():
    return bench_module("contradictions")


def test_misses_are_split_by_whether_the_older_memory_was_a_candidate(bench):
    pairs = [
        {"expected": "contradiction", "family": "residence", "compared": False},
        {"expected": "contradiction", "family": "residence", "compared": True},
        {"expected": "contradiction", "family": "tool", "compared": True},
        {"expected": "contradiction", "family": "tool"},                       # found: not a miss
        {"expected": "contradiction", "family": "tool", "refused": "secret"},  # refused: not the lookup's
        {"expected": "none", "family": "tool"},                                # a near miss: never counted
    ]
    found = ["none", "none", "none", "value_change", "none", "none"]
    split = bench.why_missed(pairs, found)
    assert split["overall"] == {"missed": 4, "never_compared": 1, "undecided": 3}
    assert split["families"]["residence"] == {"missed": 2, "never_compared": 1, "undecided": 1}
    assert split["families"]["tool"] == {"missed": 2, "never_compared": 0, "undecided": 2}


def test_a_pair_sharing_no_word_is_never_compared_and_one_sharing_words_is(bench):
    pairs = [
        # No word in common: the word lookup never hands the older memory to a reader.
        {"old": "I'm in Cape Town.", "new": "I moved up to Joburg a month ago.", "expected": "contradiction",
         "family": "residence", "line": 1},
        # The older value named again as gone: found and decided, so not a miss at all.
        {"old": "CI: CircleCI", "new": "We dropped CircleCI for Buildkite.", "expected": "contradiction",
         "family": "tool", "line": 2},
    ]
    found = bench.detect_pairs(pairs)
    assert found[0] == "none" and pairs[0]["compared"] is False
    assert found[1] != "none" and "compared" not in pairs[1]
    assert bench.why_missed(pairs, found)["overall"] == {"missed": 1, "never_compared": 1, "undecided": 0}


def test_the_crowded_run_finds_the_older_memory_among_others_and_counts_cross_pair_proposals(tmp_path):
    crowded = bench_module("contradictions_crowded")
    labelled = tmp_path / "pairs.jsonl"
    labelled.write_text("\n".join([
        '{"old": "My primary editor is neovim", "new": "My primary editor is helix", "expected": "contradiction"}',
        '{"old": "The billing service listens on port 8080", "new": "The billing service moved to port 9090", '
        '"expected": "contradiction"}',
        '{"old": "Dana lives in Leeds", "new": "Dana visited York last weekend", "expected": "none"}',
        '{"old": "x", "new": "y", "expected": "none", "old_ns": "a", "new_ns": "b"}',
    ]), encoding="utf-8")
    counts = crowded.crowded(labelled)
    assert counts["pairs"] == 3  # the pair with its own namespaces is left out
    assert (counts["contradictions"], counts["compared"], counts["tp"]) == (2, 2, 2)
    assert (counts["near_misses"], counts["fp"], counts["cross"]) == (1, 0, 0)


def test_rules_only_turns_the_learned_reader_off_for_the_bench(bench):
    # A change only the learned reader files (tests/engine/conflicts/test_learned_reader.py holds the rules
    # silent on it): found with the reader, missed with the rules alone.
    pair = {"old": "The user's default git branch name is master.",
            "new": "The user switched their default branch name to main across all repos.",
            "kind": "tooling", "expected": "contradiction", "line": 1}
    assert bench.detect_pairs([dict(pair)]) == ["value_change"]
    assert bench.detect_pairs([dict(pair)], rules_only=True) == ["none"]
