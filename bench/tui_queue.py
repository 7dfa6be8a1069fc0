"""Workstation responsiveness on a 50,000-item review queue.

Measures, headless at 120×36:
- first page: from building the app until the first page of the queue is in the table;
- move: ``j`` keypress until the cursor moved, until the highlight handler finished
  (bindings refreshed, detail load armed), and until Pilot next finds the app idle
  (an upper bound: ``pilot_pause_median_ms`` is what Pilot's own waiting costs);
- promote: ``p`` keypress until the store has the memory promoted *and* its row is
  gone from the table (the write runs on the store thread).

Run from the repository root::

    python bench/tui_queue.py              # 50,000 pending, 200 moves, 30 promotes
    python bench/tui_queue.py --items 5000 # quicker

The store is built once under ``bench/out/`` and reused (delete it to rebuild).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core import Engine, Settings  # noqa: E402
from core.clock import fixed_clock  # noqa: E402
from tui import create_app  # noqa: E402

NOW = "2026-11-30T09:00:00Z"
KINDS = ("tooling", "project", "preference", "note", "decision", "infra")
SOURCES = ("mcp:claude-code", "mcp:codex", "mcp:cursor", "cli")


def build_store(path: Path, items: int) -> None:
    """``items`` pending memories through the engine's batch capture (all audited)."""
    if path.exists():
        with Engine(path, settings=Settings()) as engine:
            if engine.memories.count(statuses=["pending"]) >= items:
                return
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with Engine(path, settings=Settings(), clock=fixed_clock(NOW)) as engine:
        batch = 2000
        for start in range(0, items, batch):
            engine.memories.remember_many([
                {"content": f"fact {i}: service {i % 97} listens on port {1000 + i % 5000} in region r{i % 13}",
                 "kind": KINDS[i % len(KINDS)], "source": SOURCES[i % len(SOURCES)],
                 "namespace": "" if i % 3 else "webapp"}
                for i in range(start, min(items, start + batch))
            ], actor="agent:bench")
    print(f"built {items} pending memories in {time.perf_counter() - started:.1f}s", file=sys.stderr)


def summary(samples_ms: list[float]) -> dict:
    ordered = sorted(samples_ms)
    return {
        "n": len(ordered),
        "median_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(ordered[-1], 2),
    }


async def poll(predicate, *, step: float = 0.0005, timeout: float = 30.0, what: str = "condition") -> float:
    """Wait until ``predicate()`` holds; returns the moment it did (perf_counter)."""
    deadline = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"no {what} within {timeout}s")
        await asyncio.sleep(step)
    return time.perf_counter()


async def measure(path: Path, moves: int, promotes: int) -> dict:
    started = time.perf_counter()
    app = create_app(path, Settings(), clock=fixed_clock(NOW), cursor_blink=False, poll_seconds=0.5)
    results: dict = {}
    async with app.run_test(size=(120, 36)) as pilot:
        shown = await poll(lambda: getattr(app.screen, "order", None), what="first page")
        screen = app.screen
        results["first_page_ms"] = round((shown - started) * 1000, 1)
        results["rows_in_first_page"] = len(screen.order)
        await pilot.pause(0.5)
        await app.workers.wait_for_complete()

        baseline, moved, handled, round_trip = [], [], [], []
        for _ in range(30):
            t0 = time.perf_counter()
            await pilot.press("f12")
            baseline.append((time.perf_counter() - t0) * 1000)
        for _ in range(moves):
            before, timer = screen.highlighted_id(), screen._detail_timer
            t0 = time.perf_counter()
            app.simulate_key("j")
            t1 = await poll(lambda: screen.highlighted_id() != before, what="cursor move")
            # The highlight handler ends by arming the (debounced) detail load.
            t2 = await poll(lambda: screen._detail_timer is not timer, what="highlight handled")
            moved.append((t1 - t0) * 1000)
            handled.append((t2 - t0) * 1000)
            await pilot.pause()  # let the frame and the footer refresh before the next key
            round_trip.append((time.perf_counter() - t0) * 1000)
        pilot_overhead = statistics.median(baseline)
        results["move_until_cursor_moved"] = summary(moved)
        results["move_until_handled"] = summary(handled)
        results["move_until_idle_with_pilot_pause"] = summary(round_trip)
        results["pilot_pause_median_ms"] = round(pilot_overhead, 2)
        results["rows_loaded_after_moves"] = len(screen.order)

        promoted = []
        with Engine(path, settings=Settings()) as other:
            for _ in range(promotes):
                await pilot.pause(0.15)  # let the detail panel's debounce settle between decisions
                target = screen.highlighted_id()
                t0 = time.perf_counter()
                app.simulate_key("p")
                t1 = await poll(lambda: target not in screen.items, what="the promoted row to leave")
                promoted.append((t1 - t0) * 1000)
                assert other.memories.get(target).status == "promoted"
        results["promote_until_row_gone"] = summary(promoted)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=50_000)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--promotes", type=int, default=30)
    parser.add_argument("--store", type=Path, default=ROOT / "bench" / "out" / "tui-queue.db")
    args = parser.parse_args(argv)
    build_store(args.store, args.items)
    results = asyncio.run(measure(args.store, args.moves, args.promotes))
    results["items"] = args.items
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
