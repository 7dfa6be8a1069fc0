"""Round 33: the trainer's --screen, one fold holding out the newest fresh material together."""

from __future__ import annotations

import importlib
import json
import math

from support.conflicts import bench


def _trainer():
    return bench("train_learned_reader")


def test_the_screen_holds_out_the_newest_sets_and_the_newest_training_hands():
    trainer = _trainer()
    # Round 51 moved the fold: the train50 hands and v49, dev49-q, v50, dev50-q, v51, dev51-q; the train48 and
    # train49 hands and v47, dev47-q, v48, dev48-q it held before now train it, as the shared-name batch does.
    names = ["contradictions-dev48-q", "contradictions-dev49-q", "contradictions-dev51-q", "contradictions-dev51-sn",
             "contradictions-holdout-v48", "contradictions-holdout-v50", "contradictions-holdout-sn51",
             "contradictions-train26-a1", "contradictions-train48-t1a", "contradictions-train49-t2b",
             "contradictions-train50-t2b"]
    assert trainer.screen_sets(names) == ("contradictions-dev49-q", "contradictions-dev51-q",
                                          "contradictions-holdout-v50", "contradictions-train50-t2b")


def _row(name: str, label: int, feature: str | None, fired: bool = False) -> dict:
    features = None if fired else {"bias": 1.0, feature: 1.0}
    return {"set": name, "label": label, "old": "o", "new": f"{name} {feature}", "fired": fired,
            "features": features}


def test_the_screen_scores_the_held_pairs_out_of_fold_and_counts_the_whole_detector(tmp_path, capsys):
    trainer = _trainer()
    held = "contradictions-dev34-p"
    # Elsewhere "added:now" is no change; in the held set it always is. Fitted with the held pairs, the reader would
    # learn it a change (40 against 20); out of fold it weighs it against, and files none of them.
    rows = [_row("contradictions-dev20-w", 0, "added:now") for _ in range(20)]
    rows += [_row("contradictions-dev20-w", 1, "added:swapped") for _ in range(20)]
    rows += [_row(held, 1, "added:now") for _ in range(40)]
    rows += [_row(held, 1, None, fired=True) for _ in range(3)] + [_row(held, 0, None, fired=True)]
    rows += [_row(held, 0, "added:swapped")]  # filed out of fold: a false alarm
    crowd = [{**_row(held, 0, "added:swapped"), "crowd": True}, {**_row(held, 0, "added:now"), "crowd": True}]
    scores = tmp_path / "screen.json"
    kept = trainer.screen(rows, crowd, (held,), trainer.Settings(l2=0.1, min_count=1), scores)
    assert kept[held]["rules"] == [3, 1, 40]
    assert sorted(p for *_, p in kept[held]["pairs"])[-2] < 0.5 < kept[held]["pairs"][-1][-1]
    assert json.loads(scores.read_text(encoding="utf-8")) == kept
    shown = capsys.readouterr().out
    assert "rules alone 3/1/40: 0.750 / 0.070" in shown
    assert "0.5   +0/+1/crowd 1  pooled 0.600 / 0.070" in shown


def test_the_fit_stays_downhill_where_the_step_is_longer_than_the_curvature_allows():
    """Forty features every row shares make the loss steep along their sum: a fixed step of STEP_SIZE overshoots there
    and the weights swing ever wider (round 33's screen saw the shipped fit collapse at 2,400 steps). Kept downhill,
    the fit settles: the longer it runs the lower its loss, and it tells the two kinds of row apart."""
    trainer = _trainer()
    shared = {f"pair:w{i}": 1.0 for i in range(40)}
    rows = [{"label": 1, "features": {"bias": 1.0, **shared, "added:swapped": 1.0}} for _ in range(60)]
    rows += [{"label": 0, "features": {"bias": 1.0, **shared, "added:also": 1.0}} for _ in range(60)]
    layout = trainer.Layout(rows)

    def loss(weights: dict[str, float]) -> float:
        total = 0.0
        for row in rows:
            z = sum(weights.get(name, 0.0) * value for name, value in row["features"].items())
            total += math.log1p(math.exp(-z)) if row["label"] else math.log1p(math.exp(z))
        return total + 0.5 * sum(w * w for w in weights.values())

    short, long = (layout.fit(settings=trainer.Settings(l2=1.0, min_count=1, steps=steps)) for steps in (50, 400))
    assert all(math.isfinite(w) and abs(w) < 50 for w in long.values())
    assert loss(long) <= loss(short) < loss(dict.fromkeys(long, 0.0))
    assert long["added:swapped"] > 1.0 > -1.0 > long["added:also"]


def test_reading_in_two_processes_gives_the_rows_one_process_reads_in_the_same_order():
    # Imported by its own name (bench/ is on the tests' path), as the script runs: the forked workers are handed its
    # reading function by reference.
    trainer = importlib.import_module("train_learned_reader")
    pair = {"family": "tool", "style": "first_person", "kind": "tooling"}
    sets = {
        "contradictions-a": [dict(pair, old="We build the site with Jenkins.", new="We moved the site build to GitHub "
                                  "Actions.", expected="contradiction"),
                             dict(pair, old="Our staging database is Postgres 14.", new="The site build takes "
                                  "nine minutes on Jenkins.", expected="none")],
        "contradictions-b": [dict(pair, old="The team chats in Slack.", new="The team also keeps a Discord for the "
                                  "community.", expected="none"),
                             dict(pair, old="Releases ship on Fridays.", new="The team chats in Slack every "
                                  "morning.", expected="none")],
    }
    alone = trainer._Verdicts(None)
    one = trainer.read_pairs(sets, alone), trainer.crowd_rows(sets, verdicts=alone)
    shared = trainer._Verdicts(None)
    two = trainer.read_in_parallel(sets, shared, jobs=2)
    assert two == one
    assert [row["set"] for row in two[0]] == ["contradictions-a"] * 2 + ["contradictions-b"] * 2
    # The verdicts the workers decided come back to the parent's cache, to be saved for the next run.
    assert shared.known == alone.known and shared.known
