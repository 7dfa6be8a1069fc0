"""Round 35: two attributes named is a guard by name (weighed only when listed), and the trainer's --closed, which
screens a weighed guard against the gate that closes its pairs, on one reading."""

from __future__ import annotations

from core.conflicts import learned_reader as reader
from core.conflicts.compare import compare
from core.conflicts.statement import read
from support.conflicts import bench


def test_two_attributes_named_is_a_guard_by_name_and_weighed_only_when_listed(monkeypatch):
    old, new = read("The user's default git branch is master."), read("The user switched their default shell to fish.")
    verdict = compare(old, new)
    assert [name for name, closes in reader.GUARDS.items() if closes(old, new)] == ["two-attributes"]
    monkeypatch.setattr(reader, "WEIGHED_GUARDS", frozenset({"settled"}))
    assert not reader.open_to_learning(old, new, verdict)
    monkeypatch.setattr(reader, "WEIGHED_GUARDS", frozenset({"settled", "two-attributes"}))
    assert reader.open_to_learning(old, new, verdict)
    assert reader.weighed_guards(old, new, verdict) == {"gate:two-attributes": 1.0}


def test_the_trainer_closes_a_weighed_guard_again_on_one_reading():
    trainer = bench("train_learned_reader")
    rows = [{"set": "s", "label": 1, "features": {"bias": 1.0, "gate:two-attributes": 1.0}},
            {"set": "s", "label": 0, "features": {"bias": 1.0, "gate:settled": 1.0}},
            {"set": "s", "label": 1, "features": None}]
    crowd = [{"set": "s", "label": 0, "crowd": True, "features": {"bias": 1.0, "gate:two-attributes": 1.0}},
             {"set": "s", "label": 0, "crowd": True, "features": {"bias": 1.0}}]
    shut_rows, shut_crowd = trainer.closed(rows, crowd, ("two-attributes",))
    assert [r["features"] for r in shut_rows] == [None, rows[1]["features"], None]
    assert shut_crowd == [crowd[1]]
    assert trainer.closed(rows, crowd, ()) == (rows, crowd)
