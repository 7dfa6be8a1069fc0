"""Round 45 (reader46): the reader's fit can ask a feature to be used by several hands, and can hold the words a
writer chose to a stronger penalty than the pair's structure."""

from __future__ import annotations

from support.conflicts import bench


def _trainer():
    return bench("train_learned_reader")


def _rows(word: str, sets: list[str], label: int) -> list[dict]:
    return [{"set": name, "label": label, "features": {"bias": 1.0, word: 1.0}} for name in sets]


def test_every_set_is_its_own_hand_a_training_rounds_two_halves_too():
    trainer = _trainer()
    assert trainer.hand_of("contradictions-train45-t3a") != trainer.hand_of("contradictions-train45-t3b")
    assert trainer.hand_of("contradictions-train45-t3a") != trainer.hand_of("contradictions-train45-t13a")
    assert trainer.hand_of("contradictions-dev45-q") != trainer.hand_of("contradictions-dev45-p")
    assert trainer.hand_of("contradictions-holdout-v45") == "contradictions-holdout-v45"


def test_a_feature_one_hand_alone_uses_gets_no_weight_when_several_hands_are_asked():
    trainer = _trainer()
    # "added:gondola" fills thirty rows of one hand; "added:swapped" ten rows of each of three hands.
    rows = _rows("added:gondola", ["train45-t1a"] * 30, 1)
    rows += _rows("added:swapped", ["dev1"] * 10 + ["dev2"] * 10 + ["dev3"] * 10, 1)
    rows += _rows("added:also", ["dev1"] * 10 + ["dev2"] * 10 + ["dev3"] * 10, 0)
    layout = trainer.Layout(rows)
    every = layout.fit(settings=trainer.Settings(min_count=3))
    assert every["added:gondola"] > 0 and every["added:swapped"] > 0
    three = layout.fit(settings=trainer.Settings(min_count=3, min_hands=3))
    assert "added:gondola" not in three  # one hand
    assert three["added:swapped"] > 0 and "added:also" in three  # three hands each: kept


def test_a_word_scale_under_one_shrinks_the_words_weights_and_leaves_the_structures_alone():
    trainer = _trainer()
    rows = [{"set": "a", "label": 1, "features": {"bias": 1.0, "added:swapped": 1.0, "value-gone": 1.0}}
            for _ in range(40)]
    rows += [{"set": "a", "label": 0, "features": {"bias": 1.0, "added:also": 1.0}} for _ in range(40)]
    layout = trainer.Layout(rows)
    plain = layout.fit(settings=trainer.Settings(l2=1.0))
    held = layout.fit(settings=trainer.Settings(l2=1.0, word_scale=0.3))
    assert abs(held["added:swapped"]) < abs(plain["added:swapped"])
    assert abs(held["added:also"]) < abs(plain["added:also"])
    # The structure carries what the words no longer do.
    assert held["value-gone"] > plain["value-gone"] > 0
    # At 1 the scaled fit is the plain one.
    assert layout.fit(settings=trainer.Settings(l2=1.0, word_scale=1.0)) == plain
