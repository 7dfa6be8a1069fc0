"""Capture at a large store, two codes on one store: build it once, then time captures on a copy per run.

``bench/conflicts_speed.py`` builds its 100k store afresh each run (~3 minutes of CPU, most of a run on a loaded
machine) and times 400 captures in seconds. Comparing two trees, the store and the captures can be the same for
both: ``build`` makes the store as that bench does (the facts corpus, bulk-imported, every statement reading kept
by the ``readings`` upkeep) and writes the capture texts beside it; ``time`` copies the store and times the captures
through ``Engine.remember`` after a few untimed ones (the lazy imports, the learned models' load), then, where the
code has it, the upkeep's ``deep_read`` pass over them (untimed as capture). Run ``time`` from each tree (a copy of
this file in it, its own tree first on the path), alternately.

    python bench/capture_ab.py build /tmp/ab --memories 100000 --captures 400
    python bench/capture_ab.py time /tmp/ab --json
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.conflicts_speed import Facts, build, keep_readings  # noqa: E402
from core import Engine, Settings  # noqa: E402

WARM_UP = 10
STORE = "speed.db"


def build_store(folder: Path, memories: int, captures: int) -> dict:
    """The store and ``captures.json`` (the warm-up texts first) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    facts = Facts()
    engine = Engine(folder / STORE, settings=Settings())
    try:
        build(engine, memories, "facts", facts)
        readings_s, kept = keep_readings(engine)
    finally:
        engine.close()
    texts = [facts.capture() for _ in range(WARM_UP + captures)]
    (folder / "captures.json").write_text(json.dumps(texts), encoding="utf-8")
    return {"memories": memories, "captures": captures, "readings_s": round(readings_s, 1), "readings_kept": kept}


def time_captures(folder: Path) -> dict:
    """Time the captures of ``folder`` on a copy of its store."""
    texts = json.loads((folder / "captures.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        for path in folder.glob(STORE + "*"):
            shutil.copy(path, Path(tmp) / path.name)
        engine = Engine(Path(tmp) / STORE, settings=Settings())
        try:
            for kind, content in texts[:WARM_UP]:
                engine.memories.remember(content, kind=kind)
            gc.collect()
            gc.freeze()
            timings, cpu, found = [], [], 0
            for kind, content in texts[WARM_UP:]:
                t0, c0 = time.perf_counter(), time.process_time()
                result = engine.memories.remember(content, kind=kind)
                timings.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
                found += bool(result.would_supersede)
            deeper = _deep_read(engine)
        finally:
            engine.close()
    timings.sort()
    cpu.sort()
    p95 = int(0.95 * (len(timings) - 1))
    return {"captures": len(timings), "captures_with_proposals": found,
            "capture_ms_p50": round(statistics.median(timings), 2), "capture_ms_p95": round(timings[p95], 2),
            "capture_cpu_ms_p50": round(statistics.median(cpu), 2), "capture_cpu_ms_p95": round(cpu[p95], 2),
            "load_avg_1m_at_end": round(os.getloadavg()[0], 2), **deeper}


def _deep_read(engine: Engine) -> dict:
    """The upkeep's ``deep_read`` pass over the timed captures, where the code has one: its CPU time and findings."""
    if not hasattr(engine.conflicts, "deep_read"):
        return {}
    c0 = time.process_time()
    report = engine.conflicts.deep_read()
    return {"deep_read_cpu_s": round(time.process_time() - c0, 2), "deep_read_examined": report.examined,
            "deep_read_pairs": report.pairs, "deep_read_proposed": len(report.filed)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("build", "time"))
    parser.add_argument("folder", type=Path)
    parser.add_argument("--memories", type=int, default=100_000)
    parser.add_argument("--captures", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.action == "build":
        result = build_store(args.folder, args.memories, args.captures)
    else:
        result = time_captures(args.folder)
    print(json.dumps(result, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
