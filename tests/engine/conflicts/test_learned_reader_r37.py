"""Rounds 36 and 37: the trainer's --screen fold moved to the newest fresh material."""

from __future__ import annotations

from support.conflicts import bench


def test_the_screen_fold_holds_round_36s_fifty_training_hands_and_the_three_newest_sets():
    trainer = bench("train_learned_reader")
    held = trainer.screen_sets([path.stem for path in trainer.labelled_paths()])
    hands = [name for name in held if name.startswith("contradictions-train37-t")]
    assert len(hands) == 50
    assert set(held) - set(hands) == {"contradictions-holdout-v37", "contradictions-dev37-q", "contradictions-dev38-p"}
    # The fold it held before now trains the reader.
    assert not any(name.startswith("contradictions-train36-t") or name == "contradictions-holdout-v36"
                   for name in held)
