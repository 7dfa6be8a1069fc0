"""The trainer's --screen fold holds the newest fresh material (moved each round; round 48: train48, train49 and four
sets)."""

from __future__ import annotations

from support.conflicts import bench


def test_the_screen_fold_holds_the_eight_newest_training_hands_and_the_four_newest_sets():
    trainer = bench("train_learned_reader")
    held = trainer.screen_sets([path.stem for path in trainer.labelled_paths()])
    hands = [name for name in held if name.startswith(("contradictions-train48-t", "contradictions-train49-t"))]
    assert len(hands) == 8
    assert set(held) - set(hands) == {"contradictions-holdout-v47", "contradictions-dev47-q",
                                      "contradictions-holdout-v48", "contradictions-dev48-q"}
    # The fold it held before now trains the reader.
    assert not any(name.startswith("contradictions-train46-t") or name == "contradictions-holdout-v46"
                   for name in held)
