"""What makes the slowest captures slow: a per-capture breakdown of ``remember`` at a large store.

Builds the store as ``bench/conflicts_speed.py`` does (the facts corpus, bulk-imported, then every memory's
statement reading kept by the ``readings`` upkeep), then times each capture with the capture path's parts
wrapped from outside (nothing in ``core`` is changed): CPU time in each part *exclusive* of the wrapped parts
it calls (a loaded machine's waits left out), the number of candidates, how many had a kept reading and how
many were read fresh, the collector's time (also inside the part it interrupted). Then the p50 band (captures
ranked 40-60 % by CPU time) against the slowest 5 %.

    python bench/capture_tail.py --memories 100000 --captures 400 [--json out.json]

Parts: ``framing`` (store framing), ``terms`` (the newcomer's search terms, its reading excluded), ``fts`` (the
index query), ``recall`` (the kept readings' query and decoding), ``read`` (statement readings made fresh:
the newcomer's, and candidates' without a kept one), ``compare`` (the rules on each pair, reading excluded),
``learned`` (the learned reader's guesses), ``keep`` (writing readings), ``filing`` (proposals and their
audit rows), ``other`` (the rest of ``remember``: screens, the insert, the audit row, the commit).
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.conflicts_speed import Facts, build, keep_readings  # noqa: E402
from core import Engine, Settings  # noqa: E402

PARTS = ("framing", "terms", "fts", "recall", "read", "compare", "learned", "keep", "filing", "gc", "other")


class Timer:
    """Exclusive time per part: a part's time less the wrapped parts it called."""

    def __init__(self) -> None:
        self.stack: list[list[float]] = []  # [start, time spent in children]
        self.spent: dict[str, float] = {}
        self.counts: dict[str, int] = {}

    def wrap(self, part: str, func: Callable) -> Callable:
        def timed(*args, **kwargs):
            frame = [time.process_time(), 0.0]
            self.stack.append(frame)
            try:
                return func(*args, **kwargs)
            finally:
                self.stack.pop()
                total = time.process_time() - frame[0]
                self.spent[part] = self.spent.get(part, 0.0) + total - frame[1]
                self.counts[part] = self.counts.get(part, 0) + 1
                if self.stack:
                    self.stack[-1][1] += total
        return timed

    def reset(self) -> None:
        self.spent, self.counts = {}, {}


def instrument(timer: Timer, record: dict) -> None:
    import core.conflicts.detector as detector
    import core.conflicts.kept_readings as kept
    import core.conflicts.statement as statement
    import core.memories.capture as capture

    detector.store_framing = timer.wrap("framing", detector.store_framing)
    detector.search_terms = timer.wrap("terms", detector.search_terms)
    detector.compare = timer.wrap("compare", detector.compare)
    detector.learned_guess = timer.wrap("learned", detector.learned_guess)
    statement._read = timer.wrap("read", statement._read)
    capture.file_findings = timer.wrap("filing", capture.file_findings)
    kept.keep_for = timer.wrap("keep", kept.keep_for)

    recall = kept.recall

    def counted_recall(store, memories):
        missing = recall(store, memories)
        record["candidates"] = len(memories)
        record["unkept"] = len(missing)
        record["candidate_words"] = sum(len(m.content.split()) for m in memories)
        return missing

    kept.recall = timer.wrap("recall", counted_recall)

    from core.storage.memories import MemoryTable  # the index query, wherever the table is made

    search_fts = MemoryTable.search_fts
    wrapped = timer.wrap("fts", search_fts)
    MemoryTable.search_fts = lambda self, *a, **k: wrapped(self, *a, **k)  # type: ignore[method-assign]


def run(memories: int, captures: int) -> dict:
    facts = Facts()
    timer = Timer()
    record: dict = {}
    gc_spent = [0.0, 0.0]  # this capture's collector time, the running collection's start

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            gc_spent[1] = time.process_time()
        else:
            gc_spent[0] += time.process_time() - gc_spent[1]

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "tail.db", settings=Settings())
        build(engine, memories, "facts", facts)
        keep_readings(engine)
        instrument(timer, record)
        gc.collect()
        gc.freeze()
        gc.callbacks.append(on_gc)
        for _ in range(captures):
            kind, content = facts.capture()
            timer.reset()
            record.clear()
            gc_spent[0] = 0.0
            c0, t0 = time.process_time(), time.perf_counter()
            result = engine.memories.remember(content, kind=kind)
            total = (time.perf_counter() - t0) * 1000
            cpu = (time.process_time() - c0) * 1000
            parts = {p: round(timer.spent.get(p, 0.0) * 1000, 3) for p in PARTS if p not in ("gc", "other")}
            parts["other"] = round(cpu - sum(parts.values()), 3)  # the collector's time is inside the others
            parts["gc"] = round(gc_spent[0] * 1000, 3)
            rows.append({"ms": round(total, 3), "cpu_ms": round(cpu, 3), **parts,
                         "candidates": record.get("candidates", 0), "unkept": record.get("unkept", 0),
                         "candidate_words": record.get("candidate_words", 0),
                         "reads": timer.counts.get("read", 0), "learned_calls": timer.counts.get("learned", 0),
                         "words": len(content.split()), "proposals": len(result.would_supersede or [])})
        gc.callbacks.remove(on_gc)
        engine.close()
    return {"memories": memories, "captures": captures, "rows": rows}


def summary(rows: list[dict]) -> dict:
    ranked = sorted(rows, key=lambda r: r["cpu_ms"])
    n = len(ranked)
    bands = {"p40-60": ranked[int(0.4 * n):int(0.6 * n)], "p95+": ranked[int(0.95 * n):]}
    out: dict = {"p50_cpu_ms": round(statistics.median(r["cpu_ms"] for r in rows), 2),
                 "p95_cpu_ms": round(ranked[int(0.95 * (n - 1))]["cpu_ms"], 2),
                 "p95_ms": round(sorted(r["ms"] for r in rows)[int(0.95 * (n - 1))], 2)}
    keys = ("ms", "cpu_ms", *PARTS, "candidates", "unkept", "reads", "learned_calls", "words", "candidate_words",
            "proposals")
    for name, band in bands.items():
        out[name] = {k: round(statistics.fmean(r[k] for r in band), 2) for k in keys}
        out[name]["with_learned_share"] = round(sum(r["learned_calls"] > 0 for r in band) / len(band), 2)
        out[name]["with_gc_share"] = round(sum(r["gc"] > 0 for r in band) / len(band), 2)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=20000)
    parser.add_argument("--captures", type=int, default=400)
    parser.add_argument("--json", help="write every capture's row here")
    args = parser.parse_args(argv)
    result = run(args.memories, args.captures)
    if args.json:
        Path(args.json).write_text(json.dumps(result), encoding="utf-8")
    print(json.dumps(summary(result["rows"]), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
