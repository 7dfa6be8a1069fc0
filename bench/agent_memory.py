"""Agent-memory retrieval benchmark: memdesk's ranking against plain FTS5 BM25 on the same store.

``bench/data/agent-memory.json`` holds notes of the kind coding agents save about the
person they work with and that person's projects (tooling, preferences, project facts,
people, decisions), across a shared namespace and seven project namespaces and ten
months, plus queries with every relevant memory labelled. It was written by a helper
that never saw the ranker, and nothing here is tuned on it: it is a held-out check of
whether the ranking tuned on LoCoMo conversations carries over to what agents store.
Its memories have no sessions and no event times — the structure the conversation
signals read is absent, as it usually is in an agent's store.

Every memory is captured through ``engine.memories.import_promoted`` at its own ``created_at``
(the clock is set to it), in time order, into one store. Each query is then asked in
its namespace in two ways on that store:

- **memdesk**: ``engine.retrieval.search(query, namespace=…, k=10)`` — the ranking ``recall``
  uses, without the access bump (no query feeds the next);
- **plain FTS5 BM25**: the bench README's procedure on the store's own FTS5 index —
  the query's stop words dropped, the other terms quoted and OR-ed
  (``parse_query(q).match``), ``ORDER BY rank LIMIT 10`` among the namespace's
  promoted memories.

Reports recall@5, recall@10 and MRR (over the top 10) per category and overall, and
query latency (p50/p95) of both. Categories: keyword, question, paraphrase (little
word overlap with the answer), multi_hop (needs two memories), temporal (when / latest
state), person (people, ownership, preferences).

    python bench/agent_memory.py
    python bench/agent_memory.py --json
    python bench/agent_memory.py --data bench/data/agent-memory-dev.json   # the development set

``bench/data/agent-memory-dev.json`` is a second, smaller set in the same format (825 notes,
316 queries, seven namespaces), written blind by another helper for tuning: the constants
LoCoMo cannot inform (the tag weight, the freshness floor) were chosen on it, never on
the set above.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import Engine, Settings
from core.clock import parse_time
from core.errors import ValidationError
from core.retrieval import parse_query

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "agent-memory.json"
CATEGORIES = ("keyword", "question", "paraphrase", "multi_hop", "temporal", "person")
K = 10
SIDES = ("memdesk", "fts5")


def score(ranked: list[int], relevant: set[int]) -> dict[str, float]:
    """recall@5, recall@10 and reciprocal rank (within the top 10) of one ranked list."""
    first = next((rank for rank, memory_id in enumerate(ranked[:K], 1) if memory_id in relevant), None)
    return {"recall@5": len(relevant & set(ranked[:5])) / len(relevant),
            "recall@10": len(relevant & set(ranked[:10])) / len(relevant),
            "mrr": 1.0 / first if first else 0.0}


def percentile(samples: list[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0–1) of a non-empty list."""
    ordered = sorted(samples)
    return ordered[max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))]


def load(engine: Engine, memories: list[dict], clock_at: list) -> tuple[dict[str, int], dict[str, str]]:
    """Capture every memory at its own ``created_at``, oldest first.

    Returns the file's id → store id, and the notes capture refused (id → why): a note
    the capture checks refuse (the secret screen, say) is not stored, as it would not be
    for an agent, and is reported instead of stopping the run.
    """
    ids: dict[str, int] = {}
    refused: dict[str, str] = {}
    for memory in sorted(memories, key=lambda m: (m["created_at"], m["id"])):
        clock_at[0] = parse_time(memory["created_at"])
        item = {"content": memory["content"], "namespace": memory["namespace"], "kind": memory["kind"],
                "tags": memory.get("tags") or [], "external_id": memory["id"], "source": "bench:agent-memory"}
        try:
            (result,) = engine.memories.import_promoted([item], reason="agent-memory benchmark load")
        except ValidationError as exc:
            refused[memory["id"]] = str(exc)
            continue
        ids[memory["id"]] = result.id
    return ids, refused


def plain_bm25(engine: Engine, text: str, namespace: str) -> list[int]:
    """The bench README's plain FTS5 BM25 on the store's own index, within one namespace."""
    match = parse_query(text).match
    if match is None:
        return []
    rows = engine.store.conn.execute(
        "SELECT m.id FROM memories_fts f JOIN memories m ON m.id = f.rowid "
        "WHERE memories_fts MATCH ? AND m.namespace = ? AND m.status = 'promoted' ORDER BY f.rank LIMIT ?",
        (match, namespace, K),
    )
    return [row[0] for row in rows]


def run(data: Path, *, hybrid: bool = False, local_model: str = "minilm") -> dict:
    """Load the file, ask every query both ways; the report as a dict.

    ``hybrid``: memdesk's side with the optional local embedder (every note embedded once
    after the load, outside the timed load); otherwise lexical.
    """
    document = json.loads(data.read_text(encoding="utf-8"))
    memories, queries = document["memories"], document["queries"]
    last = max(parse_time(m["created_at"]) for m in memories)
    clock_at = [last]
    scores = {side: {c: [] for c in CATEGORIES} for side in SIDES}
    latency: dict[str, list[float]] = {side: [] for side in SIDES}
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "agent-memory.db", settings=Settings(), clock=lambda: clock_at[0],
                        actor="agent:bench")
        try:
            engine.retrieval.use_embedder(None)
            started = time.perf_counter()
            store_id, refused = load(engine, memories, clock_at)
            load_seconds = time.perf_counter() - started
            embed_seconds = None
            if hybrid:
                from locomo_cv import local_embedder

                engine.retrieval.use_embedder(local_embedder(local_model))
                started = time.perf_counter()
                engine.retrieval.embed_missing(namespace=None)
                embed_seconds = round(time.perf_counter() - started, 2)
            # The agent asks the day after the last capture.
            clock_at[0] = last + timedelta(days=1)
            unanswerable = 0
            for query in queries:
                relevant = {store_id[r] for r in query["relevant"] if r in store_id}
                if not relevant:  # every note it asks for was refused at capture
                    unanswerable += 1
                    continue
                started = time.perf_counter()
                hits = engine.retrieval.search(query["query"], namespace=query["namespace"], k=K)
                latency["memdesk"].append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                plain = plain_bm25(engine, query["query"], query["namespace"])
                latency["fts5"].append((time.perf_counter() - started) * 1000)
                scores["memdesk"][query["category"]].append(score([h.memory.id for h in hits], relevant))
                scores["fts5"][query["category"]].append(score(plain, relevant))
        finally:
            engine.close()

    def mean(rows: list[dict[str, float]]) -> dict[str, float]:
        n = len(rows)
        return {"n": n, **{m: round(sum(r[m] for r in rows) / n, 4) if n else 0.0
                           for m in ("recall@5", "recall@10", "mrr")}}

    report: dict = {"data": str(data), "memories": len(memories), "queries": len(queries),
                    "load_seconds": round(load_seconds, 2), "refused": refused,
                    "mode": "hybrid" if hybrid else "lexical", "embed_seconds": embed_seconds,
                    "queries_skipped": unanswerable}
    for side in SIDES:
        report[side] = {"categories": {c: mean(scores[side][c]) for c in CATEGORIES},
                        "overall": mean([r for c in CATEGORIES for r in scores[side][c]]),
                        "latency_ms": {"p50": round(percentile(latency[side], 0.5), 3),
                                       "p95": round(percentile(latency[side], 0.95), 3)}}
    return report


def render(report: dict) -> str:
    """Both sides per category as a plain-text table."""
    lines = [f"data: {report['data']}   {report['memories']} memories, {report['queries']} queries   "
             f"memdesk: {report.get('mode', 'lexical')}", "",
             f"{'category':<12} {'n':>4}   {'R@5 fts5':>8} {'memdesk':>8}   {'R@10 fts5':>9} {'memdesk':>8}   "
             f"{'MRR fts5':>8} {'memdesk':>8}"]
    rows = [(c, report["fts5"]["categories"][c], report["memdesk"]["categories"][c]) for c in CATEGORIES]
    rows.append(("overall", report["fts5"]["overall"], report["memdesk"]["overall"]))
    for label, plain, ours in rows:
        lines.append(f"{label:<12} {ours['n']:>4}   {plain['recall@5']:>8.3f} {ours['recall@5']:>8.3f}   "
                     f"{plain['recall@10']:>9.3f} {ours['recall@10']:>8.3f}   {plain['mrr']:>8.3f} {ours['mrr']:>8.3f}")
    fl, ml = report["fts5"]["latency_ms"], report["memdesk"]["latency_ms"]
    lines += ["", f"query latency: plain FTS5 p50 {fl['p50']} ms, p95 {fl['p95']} ms; "
              f"memdesk search p50 {ml['p50']} ms, p95 {ml['p95']} ms (load {report['load_seconds']} s)"]
    if report["refused"]:
        lines.append(f"refused at capture, so not in the store: {len(report['refused'])} notes; "
                     f"{report['queries_skipped']} queries left with no stored relevant note, skipped")
        lines += [f"  {note_id}: {why}" for note_id, why in report["refused"].items()]
    return "\n".join(lines)


def command_line(argv: list[str] | None, *, description: str, default_data: Path, data_help: str,
                 run_report, render_report, hybrid_flag: bool = False) -> int:
    """``--data FILE [--json]``: run ``run_report`` on the file and print it (this bench and its CV share it)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--data", type=Path, default=default_data, help=data_help)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    if hybrid_flag:
        parser.add_argument("--hybrid", action="store_true",
                            help="memdesk with the optional local embedder (memdesk[embeddings])")
        parser.add_argument("--local-model", choices=["minilm", "mpnet"], default="minilm",
                            help="with --hybrid: the local model, as [embeddings] local_model (default minilm)")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"no such file: {args.data}", file=sys.stderr)
        return 2
    report = (run_report(args.data, hybrid=True, local_model=args.local_model) if getattr(args, "hybrid", False)
              else run_report(args.data))
    print(json.dumps(report) if args.json else render_report(report))
    return 0


def main(argv: list[str] | None = None) -> int:
    return command_line(argv, description=__doc__.splitlines()[0], default_data=DEFAULT_DATA,
                        data_help="an agent-memory JSON file", run_report=run, render_report=render,
                        hybrid_flag=True)


if __name__ == "__main__":
    sys.exit(main())
