"""How much the contradiction detector costs at capture, and how fast ``scan`` walks a store.

Builds a throwaway store of N promoted memories (generated from templates so that many
share words, like a real store), then times ``remember`` of new memories (capture runs
the detector: one FTS query, at most 25 candidates) and one ``scan`` run.

    python bench/conflicts_speed.py                 # N = 5000
    python bench/conflicts_speed.py --memories 20000 --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from core import Engine, Settings  # noqa: E402

SERVICES = ["billing", "search", "auth", "mail", "reports", "ingest", "gateway", "media", "chat", "admin",
            "export", "import", "notify", "ledger", "catalog", "cart", "pricing", "maps", "feeds", "audit"]
ATTRIBUTES = ["timeout", "port", "replica count", "memory limit", "owner", "region", "queue", "cache TTL",
              "deploy day", "log level", "retry budget", "batch size"]
TEMPLATES = [
    "The {svc} service {attr} is {n}",
    "The {svc} team prefers {tool} for {attr} checks",
    "{tool} is the primary tool for the {svc} {attr}",
    "The {svc} service no longer uses {tool}",
    "We reviewed the {svc} {attr} on {day}",
]
TOOLS = ["grafana", "pagerduty", "sentry", "datadog", "k6", "locust", "vault", "consul", "nomad", "argo"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def text(i: int) -> str:
    template = TEMPLATES[i % len(TEMPLATES)]
    return template.format(svc=SERVICES[i % len(SERVICES)], attr=ATTRIBUTES[(i // 7) % len(ATTRIBUTES)],
                           n=(i * 37) % 9000, tool=TOOLS[(i // 3) % len(TOOLS)], day=DAYS[i % len(DAYS)]) + f" (#{i})"


def run(memories: int, captures: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "speed.db", settings=Settings())
        start = time.perf_counter()
        for offset in range(0, memories, 500):
            batch = engine.memories.remember_many([{"content": text(i), "kind": "infra"}
                                          for i in range(offset, min(offset + 500, memories))])
            engine.memories.promote([r.id for r in batch if r.created])
        build_s = time.perf_counter() - start
        promoted = engine.memories.count(statuses=["promoted"])
        timings = []
        for j in range(captures):
            t0 = time.perf_counter()
            engine.memories.remember(text(memories + j).replace("(#", "(new #"), kind="infra")
            timings.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        report = engine.conflicts.scan(limit=1000)
        scan_s = time.perf_counter() - t0
        engine.close()
    timings.sort()
    return {
        "memories": memories, "promoted": promoted, "build_s": round(build_s, 1),
        "capture_ms_p50": round(statistics.median(timings), 2),
        "capture_ms_p95": round(timings[int(0.95 * (len(timings) - 1))], 2),
        "scan_memories": report.examined, "scan_pairs": report.pairs, "scan_s": round(scan_s, 2),
        "scan_memories_per_s": round(report.examined / scan_s, 1) if scan_s else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=5000)
    parser.add_argument("--captures", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(args.memories, args.captures)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:<22}{value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
