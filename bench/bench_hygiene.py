"""Timing of the hygiene passes on a synthetic store: consolidate, prune (dry run), capture screens.

Usage: python bench/bench_hygiene.py [N]   (default 10000 promoted memories; a temp store)

Every 50th fact is restated twice, so consolidate has N/50 groups to find. Prints
one line per pass with wall-clock seconds; the machine is shared, so treat figures
as rough.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import Engine, Settings

WORDS = ("alpha beta gamma delta service queue cache database host port runner deploy build cluster "
         "replica shard token header client server region bucket index schema table column worker "
         "pipeline artifact registry mirror proxy gateway").split()


def fact(rng: random.Random, n: int) -> str:
    return f"The {rng.choice(WORDS)} {rng.choice(WORDS)} for team{n} uses {rng.choice(WORDS)} {rng.choice(WORDS)} {n}"


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "bench.db", settings=Settings())
        items = []
        for n in range(count):
            text = fact(rng, n)
            items.append({"content": text})
            if n % 50 == 0:
                items.append({"content": text + " in production"})
                items.append({"content": "Note: " + text + " in production today"})
        started = time.perf_counter()
        results = engine.memories.remember_many(items)
        engine.memories.promote([r.id for r in results if r.created])
        print(f"seed {len(items)} memories: {time.perf_counter() - started:.2f} s")
        started = time.perf_counter()
        report = engine.quality.consolidate()
        print(f"consolidate: {len(report.proposals)} merge proposals in {time.perf_counter() - started:.2f} s")
        started = time.perf_counter()
        plan = engine.quality.prune(keep=count // 2, dry_run=True)
        print(f"prune --keep {count // 2} --dry-run: {len(plan.items)} would go, {time.perf_counter() - started:.2f} s")
        agent = engine.with_actor("agent:bench")
        agent.retrieval.recall("alpha service", session="bench")
        started = time.perf_counter()
        for n in range(200):
            agent.memories.remember(f"bench capture number {n} about the {rng.choice(WORDS)}", session="bench")
        print(f"200 screened captures: {(time.perf_counter() - started) / 200 * 1000:.2f} ms each")
        engine.close()


if __name__ == "__main__":
    main()
