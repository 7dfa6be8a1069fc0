"""Living with agents: what pins cost recall, what a 100-item batch costs, what a watch poll costs.

Usage: ``python bench/bench_living.py [N] [FILES]`` — a temporary store of N promoted
synthetic facts (default 10,000) and a folder of FILES Markdown notes (default 1,000).
Prints one line per figure; see bench/BENCHMARKS.md for recorded runs.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import Engine, Settings

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma "
         "tau upsilon phi chi psi omega").split()


def timed(label: str, repeat: int, work) -> None:
    started = time.perf_counter()
    for _ in range(repeat):
        work()
    print(f"{label}: {(time.perf_counter() - started) / repeat * 1000:.1f} ms")


def main(memories: int, files: int) -> None:
    rnd = random.Random(7)
    scratch = Path(tempfile.mkdtemp(prefix="memdesk-bench-"))
    engine = Engine(scratch / "bench.db", settings=Settings())
    ids: list[int] = []
    for start in range(0, memories, 100):
        batch = [{"content": " ".join(rnd.choice(WORDS) for _ in range(12)) + f" fact {start + i}"}
                 for i in range(min(100, memories - start))]
        ids += [r.id for r in engine.memories.remember_batch(batch).items]
    engine.memories.promote(ids)
    queries = [f"{rnd.choice(WORDS)} {rnd.choice(WORDS)}" for _ in range(50)]
    cycle = iter(queries * 100)
    timed(f"recall, {memories} memories, no pins", 50, lambda: engine.retrieval.recall(next(cycle)))
    engine.agents.pin(ids[:10])
    timed(f"recall, {memories} memories, 10 pins", 50, lambda: engine.retrieval.recall(next(cycle)))
    counter = iter(range(10**9))
    timed("remember_batch of 100 new items", 5, lambda: engine.memories.remember_batch(
        [{"content": f"batch fact {next(counter)} about {rnd.choice(WORDS)}"} for _ in range(100)]))
    folder = scratch / "inbox"
    folder.mkdir()
    for n in range(files):
        (folder / f"note-{n:05}.md").write_text(f"# Note {n}\n\nParagraph one of {n}.\n\nParagraph two of {n}.\n",
                                                encoding="utf-8")
    timed(f"watch: first scan of {files} files", 1, lambda: engine.agents.watch_scan(folder))
    timed(f"watch: poll of {files} unchanged files", 5, lambda: engine.agents.watch_scan(folder))
    engine.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000, int(sys.argv[2]) if len(sys.argv) > 2 else 1_000)
