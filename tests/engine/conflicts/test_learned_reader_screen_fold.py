"""The trainer's --screen fold holds the newest fresh material (moved each round; round 51: the train50 hands and six
sets)."""

from __future__ import annotations

from support.conflicts import bench


def test_the_screen_fold_holds_the_four_newest_training_hands_and_the_six_newest_sets():
    trainer = bench("train_learned_reader")
    held = trainer.screen_sets([path.stem for path in trainer.labelled_paths()])
    hands = [name for name in held if name.startswith("contradictions-train50-t")]
    assert len(hands) == 4
    assert set(held) - set(hands) == {"contradictions-holdout-v49", "contradictions-dev49-q",
                                      "contradictions-holdout-v50", "contradictions-dev50-q",
                                      "contradictions-holdout-v51", "contradictions-dev51-q"}
    # The fold it held before now trains the reader, and the shared-name batch is never held.
    assert not any(name.startswith(("contradictions-train48-t", "contradictions-train49-t"))
                   or name in ("contradictions-holdout-v48", "contradictions-holdout-sn51") for name in held)
