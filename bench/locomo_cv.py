"""Leave-one-conversation-out tuning of the ranking constants on the LoCoMo dev file.

Every constant of :mod:`core.retrieval.scoring` that LoCoMo exercises is chosen by
coordinate ascent (grid per constant, two sweeps, ties keep the current value) on
four of the five dev conversations and scored on the fifth, once per conversation.
The report gives:

- each fold's held-out recall@10 (and the training figure beside it), their pooled
  mean and spread — the cross-validated estimate of how the tuning generalises;
- the constants each fold chose (stable choices are the ones to trust);
- per signal, its held-out effect in each fold (the fold's tuned constants with that
  signal switched off): a signal stays only if it helps in at least 4 of 5 folds;
- the constants tuned on all five conversations (what ``scoring.py`` should hold).

Each conversation is its own store (loaded once, through the engine), every question
of categories 1–4 is asked through ``engine.retrieval.search`` (no access bump, so questions do
not feed each other), and the SQL answers are memoised per store — they do not depend
on the weights — so one evaluation of the 760 dev questions takes a second or two.

    python bench/locomo_cv.py                 # full run (tens of minutes on 2 shared cores)
    python bench/locomo_cv.py --quick         # one sweep, fewer values: a smoke test
    python bench/locomo_cv.py --json
    python bench/locomo_cv.py --hybrid        # the hybrid's constants instead (needs memdesk[embeddings])

With ``--hybrid`` every turn is embedded once by the optional local embedder (each
question once too: the embedder is memoised), the lexical constants stay as
:mod:`scoring` holds them, and the hybrid's constants (``HYBRID_GRID``) are tuned from
"off" — each fold's start figure is then the lexical ranking's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import locomo
import vector_cache

from core import Engine, Settings
from core.clock import fixed_clock
from core.retrieval import scoring

METRIC = "recall@10"
# A constant moves only when the training figure gains at least this much: with ~600
# training questions that is about two questions' worth of evidence. Without it,
# coordinate ascent chased single questions (one fold's held-out figure fell 1.9 points).
MIN_GAIN = 0.003

# The constants LoCoMo exercises, each with the values coordinate ascent tries.
GRID: dict[str, list] = {
    "CANDIDATE_LIMIT": [50, 100, 200],
    "CONTEXT_SOURCES": [30, 60, 200],
    "NEIGHBOUR_LIMIT": [40, 80],
    "CONTEXT_DEPTH": [1, 2, 3],
    "CONTEXT_PREV": [0.0, 0.25, 0.5, 0.75],
    "CONTEXT_NEXT": [0.0, 0.125, 0.25, 0.5],
    "CONTEXT_REPLY": [0.5, 0.75, 1.0],
    "CONTEXT_FAR": [0.0, 0.1, 0.2, 0.3],
    "W_DATE_MATCH": [0.0, 0.3, 0.6, 1.0],
    "DATE_SCALE_DAYS": [3.0, 7.0, 14.0, 30.0],
    "W_SUBJECT": [0.0, 0.2, 0.4, 0.8],
    "W_RECENCY": [0.0, 0.05, 0.1, 0.2],
    "RECENCY_HALF_LIFE_DAYS": [7.0, 30.0, 90.0],
}
# Pool sizes cost time with every recall: among values within MIN_GAIN of the best the
# tuning takes the smallest (each grid lists them in ascending order).
POOL_SIZES = ("CANDIDATE_LIMIT", "CONTEXT_SOURCES", "NEIGHBOUR_LIMIT", "CONTEXT_DEPTH")

# A constant that only matters while another is non-zero is not tried while it is zero.
DEPENDS = {"DATE_SCALE_DAYS": "W_DATE_MATCH", "RECENCY_HALF_LIFE_DAYS": "W_RECENCY",
           "DENSE_JOIN": "W_DENSE_MATCH",
           "DENSE_DEPTH": "W_DENSE_MATCH", "DENSE_NAMES": "W_DENSE_MATCH",
           "DENSE_POWER": "W_DENSE_MATCH"}
QUICK_GRID = {name: values for name, values in GRID.items()
              if name.startswith("W_") or name in ("CONTEXT_PREV", "CONTEXT_NEXT")}

# Each query signal of core/retrieval/signals.py and the constants that switch it off
# (a string names the constant whose value the switched one takes). The rule: a
# signal stays only if switching it off lowers the held-out figure in at least 4 of 5
# folds. Answer types from question words (when → a time, where → a place, who → a
# person, how many → a number), pseudo-relevance feedback, a second hop seeded by the
# first hits' names, a penalty on memories that are questions, a bonus for mentioning
# a name the query has and a share of the whole session's match failed it and were
# removed; see bench/BENCHMARKS.md.
SIGNALS: dict[str, dict[str, float | str]] = {
    "session context (neighbours)": {"CONTEXT_PREV": 0.0, "CONTEXT_NEXT": 0.0, "CONTEXT_FAR": 0.0,
                                     "CONTEXT_REPLY": 0.0},
    "a question lends its reply more": {"CONTEXT_REPLY": "CONTEXT_PREV"},
    "named dates": {"W_DATE_MATCH": 0.0},
    "subject": {"W_SUBJECT": 0.0},
}
# Parts of the composite score ARCHITECTURE.md §7.7 prescribes (not query signals): their effect
# is reported the same way, but they are not subject to the rule.
BLEND: dict[str, dict[str, float | str]] = {
    "recency": {"W_RECENCY": 0.0},
}

# With --hybrid (the optional local embedder): the fusion constants, tuned from "off"
# (the lexical ranking, the constants above as scoring.py holds them) the same way.
HYBRID_GRID: dict[str, list] = {
    "W_DENSE_MATCH": [0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0],
    "DENSE_NAMES": [True, False],
    "DENSE_DEPTH": [10, 30, 60, 100],
    "DENSE_JOIN": [False, True],
    "DENSE_POWER": [1.0, 0.25, 0.35, 0.5, 0.75, 1.5, 2.0],
}
# The ascent starts from the lexical ranking with names left out of the embedded query (the
# design: words match names, the model matches meaning); the ablation rules on that choice too.
HYBRID_OFF = {"W_DENSE_MATCH": 0.0, "DENSE_NAMES": False, "DENSE_POWER": 1.0}
HYBRID_SIGNALS: dict[str, dict[str, float | str]] = {
    "dense match in the relevance": {"W_DENSE_MATCH": 0.0},
    "names left out of the embedded query": {"DENSE_NAMES": True},
    "dense top-N joins the pool": {"DENSE_JOIN": False},
    "dense match bent by a power below 1": {"DENSE_POWER": 1.0},
}

# Constants LoCoMo cannot inform: every turn has the same importance, level and
# confidence, none is recalled before, and turns have no summary or tags.
NOT_EXERCISED = ("W_LEXICAL", "W_IMPORTANCE", "W_FREQUENCY", "FREQUENCY_K", "LEVEL_WEIGHTS", "FRESHNESS_FLOOR",
                 "NEAR_HORIZON_FRACTION", "BM25_WEIGHTS (summary, tags)")


@contextmanager
def constants(values: dict) -> Iterator[None]:
    """Set scoring constants for the duration of the block."""
    saved = {name: getattr(scoring, name) for name in values}
    try:
        for name, value in values.items():
            setattr(scoring, name, value)
        yield
    finally:
        for name, value in saved.items():
            setattr(scoring, name, value)


def _memoise(table, name: str) -> None:
    """Replace ``table.name`` by a memoised version keyed on its arguments (the store never changes)."""
    method = getattr(table, name)
    cache: dict = {}

    def settle(value):
        # Iterables are read once (they may be generators) and keyed by what they hold;
        # rows by their id, mappings by their keys.
        if isinstance(value, dict):
            return value, tuple(sorted(value))
        if isinstance(value, (str, bytes, int, float, type(None))):
            return value, value
        if hasattr(value, "id"):
            return value, ("row", value.id)
        if hasattr(value, "__iter__"):
            items = list(value)
            return items, tuple(settle(item)[1] for item in items)
        return value, value

    def memoised(*args, **kwargs):
        settled_args = [settle(a) for a in args]
        settled_kwargs = {k: settle(v) for k, v in kwargs.items()}
        key = (tuple(k for _, k in settled_args), tuple(sorted((k, v[1]) for k, v in settled_kwargs.items())))
        if key not in cache:
            cache[key] = method(*[a for a, _ in settled_args], **{k: v[0] for k, v in settled_kwargs.items()})
        return cache[key]

    setattr(table, name, memoised)


@dataclass
class Store:
    """One dev conversation loaded into its own store, with its scorable questions."""

    sample_id: str
    engine: Engine
    questions: list[tuple[str, int, set[int]]]  # (text, category, evidence memory ids)

    def evaluate(self) -> list[dict[str, float]]:
        """Scores of every question under the current constants."""
        namespace = self.sample_id.lower()
        results = []
        for text, category, evidence in self.questions:
            hits = self.engine.retrieval.search(text, namespace=namespace, k=locomo.RETRIEVE_K)
            scores = locomo.score_question([h.memory.id for h in hits], evidence)
            scores["category"] = category
            results.append(scores)
        return results


class MemoisedEmbedder:
    """An embedder that embeds each distinct text once (questions are asked once per evaluation)."""

    def __init__(self, embedder):
        self._embedder = embedder
        self.model = embedder.model
        self._known: dict[str, list[float]] = {}

    def embed(self, texts):
        missing = [text for text in dict.fromkeys(texts) if text not in self._known]
        if missing:
            self._known.update(zip(missing, self._embedder.embed(missing), strict=True))
        return [self._known[text] for text in texts]


def local_embedder(model: str = "minilm", *, memoised: bool = True, disk_cache: bool = True):
    """The optional local embedder ``model`` ([embeddings] local_model), memoised; exits with a hint if missing.

    With ``disk_cache`` (and ``MEMDESK_BENCH_VECTORS`` set) vectors come from :mod:`vector_cache`.
    """
    from core.retrieval import local_embedder as local

    if not local.available(model):
        raise SystemExit(f"--hybrid needs the local model {model!r}: {local.install_hint(model)}")
    embedder = local.load(model)
    if disk_cache:
        embedder = vector_cache.wrap(embedder)
    return MemoisedEmbedder(embedder) if memoised else embedder


def add_local_model_flag(parser: argparse.ArgumentParser) -> None:
    """``--local-model``: which local embedder ``--hybrid`` uses (the benches share it)."""
    parser.add_argument("--local-model", choices=["minilm", "mpnet"], default="minilm",
                        help="with --hybrid: the local model, as [embeddings] local_model (default minilm)")


def load_stores(data: Path, folder: Path, *, embedder=None, log=None, context: bool = False) -> list[Store]:
    """Each conversation of ``data`` in its own store under ``folder``, SQL memoised.

    With ``embedder`` every turn is embedded once (the time it took is logged) and recall is hybrid;
    with ``context`` too, each turn's context vector (``core.retrieval.dense_context``) is stored
    whatever the model's ``DENSE_CONTEXT`` share, so that a ruling can try every share.
    """
    stores = []
    report = locomo.EvidenceReport()
    for conv in locomo.load(data):
        times = [t.when for t in conv.turns if t.when]
        now = max(times) + timedelta(days=1)
        engine = Engine(folder / f"{conv.sample_id}.db", settings=Settings(), clock=fixed_clock(now),
                        actor="agent:bench")
        engine.retrieval.use_embedder(embedder)
        memory_of = locomo.ingest(engine, conv)
        if embedder is not None:
            started = time.perf_counter()
            embedded = engine.retrieval.embed_missing(namespace=conv.sample_id.lower())
            if context:
                from core.retrieval.dense_context import embed_context

                embed_context(engine.store, embedder, namespace=conv.sample_id.lower(), statuses=["promoted"],
                              limit=None)
            if log:
                log(f"{conv.sample_id}: {embedded} turns embedded in {time.perf_counter() - started:.1f} s")
        questions = []
        for question in conv.questions:
            evidence = locomo.clean_evidence(question.evidence, set(memory_of), report)
            if evidence:
                questions.append((question.text, question.category, {memory_of[e] for e in evidence}))
        for name in ("lexical", "links", "candidates", "vectors"):
            _memoise(engine.store.search, name)
        _memoise(engine.store.memories, "get_many")
        stores.append(Store(conv.sample_id, engine, questions))
    return stores


class Evaluator:
    """Per-conversation results of a set of constants, cached."""

    def __init__(self, stores: list[Store]):
        self.stores = stores
        self.cache: dict[tuple, dict[str, list[dict[str, float]]]] = {}
        self.evaluations = 0

    def results(self, config: dict, sample_ids: list[str]) -> dict[str, list[dict[str, float]]]:
        key = tuple(sorted(config.items()))
        known = self.cache.setdefault(key, {})
        missing = [s for s in self.stores if s.sample_id in sample_ids and s.sample_id not in known]
        if missing:
            with constants(config):
                for store in missing:
                    known[store.sample_id] = store.evaluate()
            self.evaluations += 1
        return {sample_id: known[sample_id] for sample_id in sample_ids}

    def score(self, config: dict, sample_ids: list[str], metric: str = METRIC) -> float:
        """Mean ``metric`` over every question of the given conversations."""
        values = [r[metric] for rows in self.results(config, sample_ids).values() for r in rows]
        return sum(values) / len(values) if values else 0.0


def tune(evaluator: Evaluator, start: dict, sample_ids: list[str], grid: dict[str, list], sweeps: int,
         log=None, min_gain: float = MIN_GAIN) -> tuple[dict, float]:
    """Coordinate ascent from ``start`` over ``grid`` on ``sample_ids``.

    Each constant in turn takes its best value on the training conversations, but
    only when that beats the current value by at least ``min_gain``: near-ties keep
    the current value. A pool size takes the smallest value within ``min_gain`` of
    its best.
    """
    config = dict(start)
    best = evaluator.score(config, sample_ids)
    for sweep in range(sweeps):
        changed = False
        for name, values in grid.items():
            if name in DEPENDS and not config.get(DEPENDS[name], 1):
                continue
            figures = {config[name]: best}
            figures.update((value, evaluator.score({**config, name: value}, sample_ids))
                           for value in values if value != config[name])
            top = max(figures.values())
            if name in POOL_SIZES:
                # Near-ties go to the smaller pool: the cheapest value within min_gain of the best.
                value = min(v for v, figure in figures.items() if figure >= top - min_gain)
            else:
                value = max(figures, key=lambda v: figures[v])
                if figures[value] < best + min_gain:
                    value = config[name]
            if value != config[name]:
                config, best, changed = {**config, name: value}, figures[value], True
            if log:
                log(f"    sweep {sweep + 1} {name} = {config[name]!r}: {best:.4f}")
        if not changed:
            break
    return config, best


def run(data: Path, *, quick: bool = False, hybrid: bool = False, local_model: str = "minilm", log=print) -> dict:
    """Tune per fold, score held-out folds, ablate signals per fold, tune on everything.

    ``hybrid``: the local embedder is on, and only the fusion constants are tuned, from
    "off" (the lexical ranking); the lexical constants stay as :mod:`scoring` holds them,
    and a model's own row of ``scoring.DENSE_BY_MODEL`` is set aside (the grid rules).
    """
    if hybrid:
        with constants({"DENSE_BY_MODEL": {}}):
            return _run(data, quick=quick, hybrid=True, local_model=local_model, log=log)
    return _run(data, quick=quick, hybrid=False, local_model=local_model, log=log)


def _run(data: Path, *, quick: bool, hybrid: bool, local_model: str, log) -> dict:
    grid = HYBRID_GRID if hybrid else QUICK_GRID if quick else GRID
    sweeps = 1 if quick else 2
    start = {name: getattr(scoring, name) for name in grid}
    if hybrid:
        start.update(HYBRID_OFF)
    ruled = HYBRID_SIGNALS if hybrid else SIGNALS
    blend = {} if hybrid else BLEND
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        stores = load_stores(data, Path(tmp), embedder=local_embedder(local_model) if hybrid else None, log=log)
        try:
            evaluator = Evaluator(stores)
            ids = [s.sample_id for s in stores]
            n_of = {s.sample_id: len(s.questions) for s in stores}
            folds = []
            held_rows: list[dict[str, float]] = []
            start_rows: list[dict[str, float]] = []
            for held_out in ids:
                training = [i for i in ids if i != held_out]
                log(f"fold {held_out}: tuning on {', '.join(training)}")
                config, train_figure = tune(evaluator, start, training, grid, sweeps, log=log)
                figure = evaluator.score(config, [held_out])
                default = evaluator.score(start, [held_out])
                ablation = {}
                for signal, off in {**ruled, **blend}.items():
                    if all(hasattr(scoring, name) for name in off):
                        # An "off" value naming another constant takes that constant's value.
                        switched = {name: config.get(value, getattr(scoring, value)) if isinstance(value, str)
                                    else value for name, value in off.items()}
                        ablation[signal] = round(figure - evaluator.score({**config, **switched}, [held_out]), 4)
                folds.append({"held_out": held_out, "n": n_of[held_out], "train": round(train_figure, 4),
                              "held_out_figure": round(figure, 4), "start_figure": round(default, 4),
                              "constants": config, "signal_effect": ablation})
                log(f"  held-out {held_out}: {figure:.4f} (start {default:.4f}); training {train_figure:.4f}")
                held_rows += evaluator.results(config, [held_out])[held_out]
                start_rows += evaluator.results(start, [held_out])[held_out]
            log("tuning on all five")
            final, final_train = tune(evaluator, start, ids, grid, sweeps, log=log)
            final_by_conv = {i: round(evaluator.score(final, [i]), 4) for i in ids}
            start_all = evaluator.score(start, ids)
            final_rows = [r for rows in evaluator.results(final, ids).values() for r in rows]
        finally:
            for store in stores:
                store.engine.close()
    pooled = sum(f["held_out_figure"] * f["n"] for f in folds) / sum(f["n"] for f in folds)
    values = [f["held_out_figure"] for f in folds]
    signals_kept = {}
    for signal in {**ruled, **blend}:
        effects = [f["signal_effect"].get(signal) for f in folds if signal in f["signal_effect"]]
        helps = sum(1 for e in effects if e is not None and e > 0)
        hurts = sum(1 for e in effects if e is not None and e < 0)
        signals_kept[signal] = {"helps": helps, "hurts": hurts, "effects": effects, "keep": helps >= 4,
                                "ruled": signal in ruled}
    categories = {}
    held_out_categories = {}
    for category, name in locomo.CATEGORIES.items():
        held = [r[METRIC] for r in held_rows if r["category"] == category]
        begun = [r[METRIC] for r in start_rows if r["category"] == category]
        if held:
            held_out_categories[name] = {"n": len(held), "held_out": round(sum(held) / len(held), 4),
                                         "start": round(sum(begun) / len(begun), 4)}
        rows = [r[METRIC] for r in final_rows if r["category"] == category]
        categories[name] = round(sum(rows) / len(rows), 4) if rows else None
    return {
        "data": str(data), "metric": METRIC, "quick": quick, "seconds": round(time.perf_counter() - started, 1),
        "evaluations": evaluator.evaluations,
        "cv": {"pooled": round(pooled, 4), "mean": round(statistics.mean(values), 4),
               "stdev": round(statistics.stdev(values), 4), "min": min(values), "max": max(values)},
        "hybrid": hybrid, "held_out_categories": held_out_categories,
        "folds": folds, "signals": signals_kept,
        "start": {"constants": start, "dev": round(start_all, 4)},
        "final": {"constants": final, "dev": round(final_train, 4), "by_conversation": final_by_conv,
                  "categories": categories},
        "not_exercised": list(NOT_EXERCISED),
    }


def render(report: dict) -> str:
    """The report as plain text."""
    cv = report["cv"]
    lines = [f"data: {report['data']}   metric: {report['metric']}   "
             f"({report['evaluations']} evaluations, {report['seconds']} s{', quick' if report['quick'] else ''})", "",
             f"{'held-out':<10} {'n':>4} {'held-out':>9} {'start':>7} {'training':>9}"]
    for fold in report["folds"]:
        lines.append(f"{fold['held_out']:<10} {fold['n']:>4} {fold['held_out_figure']:>9.4f} "
                     f"{fold['start_figure']:>7.4f} {fold['train']:>9.4f}")
    lines += ["", f"cross-validated {report['metric']}: {cv['pooled']:.4f} pooled; per fold mean {cv['mean']:.4f} "
              f"± {cv['stdev']:.4f} (min {cv['min']:.4f}, max {cv['max']:.4f})",
              "  held-out by category (start → tuned): " + ", ".join(
                  f"{name} {v['start']:.4f} → {v['held_out']:.4f} (n {v['n']})"
                  for name, v in report["held_out_categories"].items()), "",
              "constants chosen per fold (→ on all five):"]
    names = list(report["final"]["constants"])
    for name in names:
        chosen = [fold["constants"][name] for fold in report["folds"]]
        lines.append(f"  {name:<24} {' '.join(f'{v!s:>6}' for v in chosen)}  → {report['final']['constants'][name]}")
    lines += ["", "signal effect on the held-out fold (tuned constants minus the same with the signal off):"]
    for signal, verdict in report["signals"].items():
        effects = " ".join(f"{e:+.4f}" for e in verdict["effects"])
        ruled = verdict.get("ruled", True)
        outcome = ("keep" if verdict["keep"] else "DROP") if ruled else "designed blend (§7.7), not ruled"
        lines.append(f"  {signal:<32} {effects}   helps {verdict['helps']}/5, hurts {verdict['hurts']}/5 → {outcome}")
    final = report["final"]
    lines += ["", f"start constants on all five: {report['start']['dev']:.4f}; "
              f"tuned on all five: {final['dev']:.4f} (in-sample)",
              "  by category: " + ", ".join(f"{k} {v}" for k, v in final["categories"].items()),
              "", "not exercised by LoCoMo (kept as designed): " + ", ".join(report["not_exercised"])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=locomo.DEFAULT_DATA, help="a LoCoMo-format JSON file")
    parser.add_argument("--quick", action="store_true", help="one sweep over the weights only")
    parser.add_argument("--hybrid", action="store_true",
                        help="with the local embedder (memdesk[embeddings]): tune the fusion constants instead")
    add_local_model_flag(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"no such file: {args.data}", file=sys.stderr)
        return 2
    log = (lambda line: None) if args.quiet else (lambda line: print(line, file=sys.stderr, flush=True))
    report = run(args.data, quick=args.quick, hybrid=args.hybrid, local_model=args.local_model, log=log)
    print(json.dumps(report) if args.json else render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
