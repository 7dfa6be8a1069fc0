"""The trainer's --screen fold holds the newest fresh material (moved each round; round 46: train46 and three sets)."""

from __future__ import annotations

from support.conflicts import bench


def test_the_screen_fold_holds_round_45s_twenty_four_training_hands_and_the_three_newest_sets():
    trainer = bench("train_learned_reader")
    held = trainer.screen_sets([path.stem for path in trainer.labelled_paths()])
    hands = [name for name in held if name.startswith("contradictions-train46-t")]
    assert len(hands) == 24
    assert set(held) - set(hands) == {"contradictions-holdout-v46", "contradictions-dev46-q", "contradictions-dev46-p"}
    # The fold it held before now trains the reader.
    assert not any(name.startswith("contradictions-train45-t") or name == "contradictions-holdout-v45"
                   for name in held)
