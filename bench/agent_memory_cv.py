"""Leave-one-namespace-out tuning of the constants LoCoMo cannot inform, on the agent-memory dev set.

LoCoMo turns have no tags and no kinds that decay, and six of its 760 questions ask for
the present state, so ``bench/locomo_cv.py`` cannot choose the BM25 weight of tags,
``FRESHNESS_FLOOR`` or ``W_CURRENT``; its turns all have sessions, so pseudo-relevance
feedback (``W_FEEDBACK``, off where the matches have sessions) never acts there. They
are chosen here, on ``bench/data/agent-memory-dev.json`` (never on the blind
``agent-memory.json``): the store is loaded once, every point of the grid ranks every query (SQL memoised:
it does not depend on the constants), and for each of the set's namespaces the point
(floor × tags × present × feedback) best on the other namespaces (recall@10, then MRR;
ties keep the current value) is scored on the held-out one. The report gives each
fold's choice and held-out figures, the pooled cross-validated figures beside the constants in ``scoring.py``, and plain
FTS5 BM25 on the same store.

    python bench/agent_memory_cv.py
    python bench/agent_memory_cv.py --json
"""

from __future__ import annotations

import json
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import agent_memory
import locomo_cv

from core import Engine, Settings
from core.clock import parse_time
from core.retrieval import scoring

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "agent-memory-dev.json"
FLOORS = (0.6, 0.7, 0.8, 0.9, 1.0)
TAG_WEIGHTS = (0.8, 1.0, 1.5, 2.0, 3.0)
CURRENT_WEIGHTS = (0.0, 0.2, 0.4, 0.8, 1.5)
FEEDBACK_WEIGHTS = (0.0, 0.1, 0.2, 0.4)
METRICS = ("recall@5", "recall@10", "mrr")


def _mean(rows: list[dict], metric: str) -> float:
    return sum(row[metric] for row in rows) / len(rows) if rows else 0.0


def _summary(rows: list[dict]) -> dict[str, float]:
    return {"n": len(rows), **{metric: round(_mean(rows, metric), 4) for metric in METRICS}}


def run(data: Path) -> dict:
    """Load ``data`` once, rank every query under each grid point, cross-validate by namespace."""
    document = json.loads(data.read_text(encoding="utf-8"))
    memories, queries = document["memories"], document["queries"]
    last = max(parse_time(m["created_at"]) for m in memories)
    clock_at = [last]
    current = {"FRESHNESS_FLOOR": scoring.FRESHNESS_FLOOR, "BM25_WEIGHTS": scoring.BM25_WEIGHTS,
               "W_CURRENT": scoring.W_CURRENT, "W_FEEDBACK": scoring.W_FEEDBACK}
    grid = [{"FRESHNESS_FLOOR": floor, "BM25_WEIGHTS": (*scoring.BM25_WEIGHTS[:2], tags), "W_CURRENT": present,
             "W_FEEDBACK": feedback}
            for floor in FLOORS for tags in TAG_WEIGHTS for present in CURRENT_WEIGHTS for feedback in FEEDBACK_WEIGHTS]
    if current not in grid:
        grid.append(current)
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "dev.db", settings=Settings(), clock=lambda: clock_at[0], actor="agent:bench")
        try:
            engine.retrieval.use_embedder(None)
            store_id, _ = agent_memory.load(engine, memories, clock_at)
            clock_at[0] = last + timedelta(days=1)
            for name in ("lexical", "links", "candidates"):
                locomo_cv._memoise(engine.store.search, name)
            asked = [(q, {store_id[r] for r in q["relevant"] if r in store_id}) for q in queries]
            asked = [(q, relevant) for q, relevant in asked if relevant]

            def scores(config: dict) -> list[dict]:
                rows = []
                with locomo_cv.constants(config):
                    for q, relevant in asked:
                        hits = engine.retrieval.search(q["query"], namespace=q["namespace"], k=agent_memory.K)
                        rows.append({**agent_memory.score([h.memory.id for h in hits], relevant),
                                     "namespace": q["namespace"]})
                return rows

            results = [scores(config) for config in grid]
            plain = [{**agent_memory.score(agent_memory.plain_bm25(engine, q["query"], q["namespace"]), relevant),
                      "namespace": q["namespace"]} for q, relevant in asked]
        finally:
            engine.close()
    at_current = grid.index(current)
    folds, pooled = [], []
    for held_out in sorted({q["namespace"] for q, _ in asked}):
        def training(index: int, held_out: str = held_out) -> tuple:
            rows = [r for r in results[index] if r["namespace"] != held_out]
            return round(_mean(rows, "recall@10"), 6), round(_mean(rows, "mrr"), 6), index == at_current
        best = max(range(len(grid)), key=training)
        test = [r for r in results[best] if r["namespace"] == held_out]
        pooled += test
        folds.append({"held_out": held_out or "(shared)", "chose": grid[best], **_summary(test),
                      "current": _summary([r for r in results[at_current] if r["namespace"] == held_out])})
    return {"data": str(data), "memories": len(memories), "queries": len(asked), "grid": len(grid),
            "folds": folds, "cv": _summary(pooled), "current": {"constants": current, **_summary(results[at_current])},
            "fts5": _summary(plain)}


def render(report: dict) -> str:
    """The report as plain text."""
    lines = [f"data: {report['data']}   {report['memories']} memories, {report['queries']} queries, "
             f"{report['grid']} grid points", "",
             f"{'held-out namespace':<20} {'n':>4}  {'floor':>5} {'tags':>5} {'now':>4} {'prf':>4}  "
             f"{'R@10':>6} {'MRR':>6}   "
             f"{'R@10 / MRR with scoring.py':>26}"]
    for fold in report["folds"]:
        chose, now = fold["chose"], fold["current"]
        lines.append(f"{fold['held_out']:<20} {fold['n']:>4}  {chose['FRESHNESS_FLOOR']:>5} "
                     f"{chose['BM25_WEIGHTS'][2]:>5} {chose['W_CURRENT']:>4} {chose['W_FEEDBACK']:>4}  "
                     f"{fold['recall@10']:>6.3f} "
                     f"{fold['mrr']:>6.3f}   {now['recall@10']:>12.3f} / {now['mrr']:.3f}")
    cv, now, plain = report["cv"], report["current"], report["fts5"]
    lines += ["", "pooled over the held-out namespaces (cross-validated): "
              f"R@5 {cv['recall@5']:.4f}  R@10 {cv['recall@10']:.4f}  MRR {cv['mrr']:.4f}",
              f"the constants in scoring.py (floor {now['constants']['FRESHNESS_FLOOR']}, tags "
              f"{now['constants']['BM25_WEIGHTS'][2]}, now {now['constants']['W_CURRENT']}, "
              f"feedback {now['constants']['W_FEEDBACK']}), all queries: "
              f"R@5 {now['recall@5']:.4f}  R@10 {now['recall@10']:.4f}  MRR {now['mrr']:.4f}",
              f"plain FTS5 BM25, same store: R@5 {plain['recall@5']:.4f}  R@10 {plain['recall@10']:.4f}  "
              f"MRR {plain['mrr']:.4f}"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return agent_memory.command_line(argv, description=__doc__.splitlines()[0], default_data=DEFAULT_DATA,
                                     data_help="an agent-memory JSON file (the dev set)", run_report=run,
                                     render_report=render)


if __name__ == "__main__":
    sys.exit(main())
