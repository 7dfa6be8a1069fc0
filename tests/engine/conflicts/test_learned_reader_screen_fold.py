"""The trainer's --screen fold holds the newest fresh material (moved each round; round 44: train44 and three sets)."""

from __future__ import annotations

from support.conflicts import bench


def test_the_screen_fold_holds_round_43s_twenty_four_training_hands_and_the_three_newest_sets():
    trainer = bench("train_learned_reader")
    held = trainer.screen_sets([path.stem for path in trainer.labelled_paths()])
    hands = [name for name in held if name.startswith("contradictions-train44-t")]
    assert len(hands) == 24
    assert set(held) - set(hands) == {"contradictions-holdout-v44", "contradictions-dev44-q", "contradictions-dev45-p"}
    # The fold it held before now trains the reader.
    assert not any(name.startswith("contradictions-train43-t") or name == "contradictions-holdout-v43"
                   for name in held)
