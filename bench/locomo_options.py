"""Per-conversation effect of the hybrid's optional switches, the other constants as scoring.py holds them.

A quicker ruling than ``locomo_cv.py --hybrid`` (whose full ascent takes about an hour on
two shared cores) for a switch added on top of a tuned hybrid: every value of each switch
is scored on each dev conversation with the rest of the constants fixed; a switch's value
is then chosen leave-one-conversation-out (best on the other four, ties keep the current
value) and scored on the fifth. A change stays only if it helps in at least 4 of 5 folds.

    python bench/locomo_options.py                          # needs memdesk[embeddings]
    python bench/locomo_options.py --only DENSE_POWER --set DENSE_POWER=1.0   # from min-max
"""

from __future__ import annotations

import argparse
import ast
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import locomo
import locomo_cv

from core.retrieval import scoring

# The switches ruled so far (round 5, retrieval-8): the power bending the dense match, and
# the dense weight above the ascent grid's top. Switches ruled out were removed with their
# code (bench/BENCHMARKS.md names them and the commit they were measured at).
OPTIONS = {"DENSE_POWER": locomo_cv.HYBRID_GRID["DENSE_POWER"], "W_DENSE_MATCH": [1.0, 1.3, 1.6, 2.0],
           "DENSE_CONTEXT": [0.0, 0.1, 0.15, 0.2, 0.25, 0.3],
           # Round 19: how deep each list is read before the blend (round 8 ruled 50/100/200, 30/60/200,
           # 40/80 and 60-200; these are the values between and beyond).
           "CANDIDATE_LIMIT": [50, 75, 100, 150, 300], "CONTEXT_SOURCES": [20, 40, 60, 80, 120],
           "NEIGHBOUR_LIMIT": [10, 20, 40, 60, 120], "DENSE_DEPTH": [50, 75, 100, 125, 150, 250]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=locomo.DEFAULT_DATA)
    parser.add_argument("--only", nargs="+", choices=sorted(OPTIONS), help="these switches only")
    locomo_cv.add_local_model_flag(parser)
    parser.add_argument("--set", nargs="+", default=[], metavar="NAME=VALUE",
                        help="the base constants, e.g. DENSE_POWER=1.0 (the ranking before the switch)")
    args = parser.parse_args()
    options = {name: values for name, values in OPTIONS.items() if not args.only or name in args.only}
    log = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    embedder = locomo_cv.local_embedder(args.local_model)
    base = {name: getattr(scoring, name) for name in [*locomo_cv.HYBRID_GRID, *options]}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {}))  # the model's own constants …
    scoring.DENSE_BY_MODEL = {}  # … set as the globals below, which each value then overrides
    base.update((name, ast.literal_eval(value)) for name, value in (item.split("=", 1) for item in args.set))
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(args.data, Path(tmp), embedder=embedder, log=log,
                                       context="DENSE_CONTEXT" in options or base["DENSE_CONTEXT"] > 0)
        evaluator = locomo_cv.Evaluator(stores)
        ids = [s.sample_id for s in stores]
        n_of = {s.sample_id: len(s.questions) for s in stores}
        try:
            figures = {}
            for name, values in options.items():
                for value in values:
                    config = {**base, name: value}
                    figures[name, value] = {i: evaluator.score(config, [i]) for i in ids}
                    when = [r[locomo_cv.METRIC] for rows in evaluator.results(config, ids).values() for r in rows
                            if r["category"] == 2]
                    log(f"{name}={value!r}: " + " ".join(f"{i} {f:.4f}" for i, f in figures[name, value].items())
                        + f"  temporal {sum(when) / len(when):.4f}")
            for name, values in options.items():
                current = base[name]
                print(f"\n{name} (now {current!r})")
                held, start, helps, hurts = 0.0, 0.0, 0, 0
                for i in ids:
                    training = [j for j in ids if j != i]

                    def pooled(value, on=training, name=name):
                        return sum(figures[name, value][j] * n_of[j] for j in on) / sum(n_of[j] for j in on)
                    chosen = max(values, key=lambda v: (pooled(v) - (locomo_cv.MIN_GAIN if v != current else 0),
                                                        v == current))
                    figure, before = figures[name, chosen][i], figures[name, current][i]
                    helps += figure > before
                    hurts += figure < before
                    held += figure * n_of[i]
                    start += before * n_of[i]
                    print(f"  fold {i}: chooses {chosen!r}  {before:.4f} -> {figure:.4f}")
                total = sum(n_of.values())
                print(f"  pooled {start / total:.4f} -> {held / total:.4f}; helps {helps}/5, hurts {hurts}/5")
        finally:
            for store in stores:
                store.engine.close()


if __name__ == "__main__":
    main()
