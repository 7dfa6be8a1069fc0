"""``bench/contradictions_census.py``: the rules alone over labelled files, and the pairs that moved between runs."""

from __future__ import annotations

import json

import pytest

from support.conflicts import bench as bench_module

PAIRS = [
    {"old": "Standup is at 9:30.", "new": "Standup is now at 10:00.", "expected": "contradiction"},
    {"old": "Standup is at 9:30.", "new": "The design team's standup is at 10:00.", "expected": "none"},
    {"old": "The user likes green tea.", "new": "Blue whales are the largest animals.", "expected": "contradiction"},
]


@pytest.fixture(scope="module")
def census():
    return bench_module("contradictions_census")


@pytest.fixture()
def labelled(tmp_path):
    path = tmp_path / "contradictions-small.jsonl"
    path.write_text("// a comment line is skipped\n" + "\n".join(json.dumps(p) for p in PAIRS) + "\n", encoding="utf-8")
    return path


def test_the_census_runs_the_rules_on_each_pair_and_counts_them(census, labelled):
    outcomes = census.census([labelled])
    assert [outcomes[f"{labelled.name}:{n}"]["found"] for n in (2, 3, 4)] == [True, False, False]
    assert census.totals(outcomes) == {"pairs": 3, "tp": 1, "fp": 0, "fn": 1}


def test_a_pair_moves_only_when_its_outcome_changes_for_the_same_texts(census):
    def row(contradiction, found, new="b"):
        return {"contradiction": contradiction, "found": found, "old": "a", "new": new}
    before = {"f:1": row(True, False), "f:2": row(False, True), "f:3": row(True, True), "f:4": row(False, False)}
    after = {"f:1": row(True, True), "f:2": row(False, False), "f:3": row(True, True),
             "f:4": row(False, True, new="another line now")}  # the file's lines moved: not a flip
    assert census.moved(before, after) == [("+TP", "f:1"), ("-FP", "f:2")]


def test_the_command_writes_a_census_and_diffs_two(census, labelled, tmp_path, capsys):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert census.main(["--write", str(first), "--files", str(labelled)]) == 0
    assert json.loads(capsys.readouterr().out) == {"pairs": 3, "tp": 1, "fp": 0, "fn": 1}
    flipped = json.loads(first.read_text(encoding="utf-8"))
    flipped[f"{labelled.name}:3"]["found"] = True
    second.write_text(json.dumps(flipped), encoding="utf-8")
    assert census.main(["--diff", str(first), str(second)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"+FP {labelled.name}:3: ")
    assert json.loads(out[-1]) == {"+TP": 0, "-TP": 0, "+FP": 1, "-FP": 0}
