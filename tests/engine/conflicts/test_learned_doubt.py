"""The learned doubt: a rule's finding it weighs as a false alarm is neither filed nor guessed at.

The capture-path behaviour is tested with hand-made weights, so it holds whatever the trainer learns; the shipped
weights are held to the labelled sets they were trained on, and the trainer to a hand-made set.
"""

from __future__ import annotations

import json

import pytest

from core import Engine
from core.conflicts import detect_for_newcomer
from core.conflicts import learned_doubt as doubt
from core.conflicts import learned_reader as reader
from core.conflicts.learned_reader import decide_or_learn
from core.conflicts.rules import decide
from core.settings import settings_from_dict
from support.conflicts import bench

OLD = "Our staging deploys go through the Bamboo server."
NEW = "We replaced Bamboo with Argo for staging deploys."


@pytest.fixture
def doubting(monkeypatch):
    """Hand-made weights: a rule's finding whose newer memory adds "replaced" reads as a false alarm."""
    monkeypatch.setattr(doubt, "doubt_model", lambda: ({"bias": -4.0, "added:replaced": 8.0}, 0.5))


def _captured(engine, old: str, new: str, settings=None) -> tuple[int, list]:
    old_id = engine.memories.remember(old, kind="tooling").id
    engine.memories.promote([old_id])
    captured = engine.memories.remember(new, kind="tooling")
    newcomer = engine.store.memories.get(captured.id)
    return old_id, detect_for_newcomer(engine.store, settings or engine.settings, newcomer)


def test_a_rule_finding_the_doubt_weighs_as_a_false_alarm_is_not_filed(db_path, clock, doubting):
    assert decide(OLD, NEW) is not None  # a rule finds the change
    engine = Engine(db_path, clock=clock)
    try:
        old_id, findings = _captured(engine, OLD, NEW)
        filed = [p for p in engine.store.proposals.for_memory(engine.store.memories.newest_id())
                 if p.target_id == old_id]
    finally:
        engine.close()
    assert findings == [] and filed == []


def test_a_doubted_pair_is_not_weighed_by_the_learned_reader_either(db_path, clock, doubting, monkeypatch):
    # a reader that would file anything it is asked about: the doubted pair must never reach it
    asked = []
    monkeypatch.setattr("core.conflicts.detector.learned_guess", lambda *a, **k: asked.append(a) or None)
    engine = Engine(db_path, clock=clock)
    try:
        _captured(engine, OLD, NEW)
    finally:
        engine.close()
    assert asked == []


def test_the_learned_reader_switch_turns_the_doubt_off_and_the_rules_alone_file(db_path, clock, doubting):
    settings = settings_from_dict({"conflicts": {"learned_reader": False}})
    engine = Engine(db_path, clock=clock)
    try:
        old_id, findings = _captured(engine, OLD, NEW, settings)
    finally:
        engine.close()
    assert [f.target_id for f in findings] == [old_id]


def test_a_finding_the_doubt_does_not_weigh_as_false_is_filed(db_path, clock, monkeypatch):
    monkeypatch.setattr(doubt, "doubt_model", lambda: ({"bias": -4.0, "added:bringing": 8.0}, 0.5))
    engine = Engine(db_path, clock=clock)
    try:
        old_id, findings = _captured(engine, OLD, NEW)
    finally:
        engine.close()
    assert [f.target_id for f in findings] == [old_id] and findings[0].reason


def test_decide_or_learn_sets_a_doubted_finding_aside_only_with_the_learned_models_on(doubting):
    assert decide_or_learn(OLD, NEW) is None
    assert decide_or_learn(OLD, NEW, learned=False) is not None


def test_a_text_longer_than_any_the_doubt_learned_from_is_left_to_the_rules(doubting):
    long_new = NEW + " " + " ".join(["and"] * reader.MAX_WORDS)
    assert doubt.false_alarm_probability(OLD, long_new) is None
    assert not doubt.doubted(OLD, long_new)
    assert doubt.false_alarm_probability(OLD, NEW) > 0.5


def test_without_a_weights_file_nothing_is_doubted(monkeypatch, tmp_path):
    monkeypatch.setattr(doubt, "DOUBT_PATH", tmp_path / "missing.json")
    doubt.doubt_model.cache_clear()
    try:
        assert doubt.doubt_model() is None and not doubt.doubted(OLD, NEW)
        assert doubt.false_alarm_probability(OLD, NEW) is None
    finally:
        doubt.doubt_model.cache_clear()


def test_the_shipped_doubt_was_trained_on_every_labelled_set_a_rule_fires_in():
    shipped = json.loads(doubt.DOUBT_PATH.read_text(encoding="utf-8"))
    labelled = {path.stem for path in bench("train_learned_reader").labelled_paths()}
    assert set(shipped["trained_on"]) == labelled, "retrain: python bench/train_learned_doubt.py --write"
    assert 0.0 < shipped["threshold"] < 1.0 and 0 < shipped["false_alarms"] < shipped["fired_pairs"] / 10


def test_the_doubt_trainer_sets_aside_the_held_false_alarms_its_features_tell():
    trainer = bench("train_learned_doubt")
    rows = []
    for name in ("a", "b"):
        rows += [{"set": name, "label": 1, "features": {"bias": 1.0, "added:maybe": 1.0}} for _ in range(6)]
        rows += [{"set": name, "label": 0, "features": {"bias": 1.0, "added:moved": 1.0}} for _ in range(30)]
    held = trainer.held_out(rows, {"b"})
    false, true = held[0.5]
    assert false == 6 and true == 0
