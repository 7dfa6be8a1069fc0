"""Round 23: the learned reader's trainer tries fit settings on one reading and compares readings fold by fold."""

from __future__ import annotations

from support.conflicts import bench


def _trainer():
    return bench("train_learned_reader")


def test_folds_are_counted_helped_and_hurt_against_a_baseline():
    trainer = _trainer()
    baseline = {"a": {"pairs": [["o", "n", 1, 0.4], ["o", "n", 0, 0.2]]},
                "b": {"pairs": [["o", "n", 1, 0.9], ["o", "n", 0, 0.1]]},
                "c": {"pairs": [["o", "n", 1, 0.9], ["o", "n", 0, 0.1]]}}
    now = {"a": {"pairs": [["o", "n", 1, 0.8], ["o", "n", 0, 0.2]]},  # one more true pair: helped
           "b": {"pairs": [["o", "n", 1, 0.9], ["o", "n", 0, 0.8]]},  # one more false pair: hurt
           "c": {"pairs": [["o", "n", 1, 0.9], ["o", "n", 0, 0.1]]}}  # the same: neither
    assert trainer.compared(now, baseline, 0.7) == (1, 1, 0, 1, 1)
    assert trainer.compared(now, baseline, 0.95) == (0, 0, 0, 0, 0)


def test_features_left_out_by_prefix_are_gone_from_every_row_in_their_banded_forms_too():
    trainer = _trainer()
    rows = [{"label": 1, "features": {"bias": 1.0, "new:now": 1.0, "new:now@close": 1.0, "pair:a_b": 1.0}},
            {"label": 0, "features": None}]
    left = trainer.without(rows, ("new:", "pair:"))
    assert left[0]["features"] == {"bias": 1.0} and left[1]["features"] is None
    assert rows[0]["features"]["new:now"] == 1.0  # the reading itself is untouched


def test_a_fit_setting_changes_the_weights_it_is_given_for():
    trainer = _trainer()
    rows = [{"label": 1, "features": {"bias": 1.0, "added:swapped": 1.0}} for _ in range(60)]
    rows += [{"label": 0, "features": {"bias": 1.0, "added:also": 1.0}} for _ in range(60)]
    layout = trainer.Layout(rows)
    loose = layout.fit(settings=trainer.Settings(l2=0.1))
    tight = layout.fit(settings=trainer.Settings(l2=10.0))
    assert abs(tight["added:swapped"]) < abs(loose["added:swapped"])
    assert "added:swapped" not in layout.fit(settings=trainer.Settings(min_count=61))
