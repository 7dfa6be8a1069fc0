"""Many agents writing at once: N stdio MCP servers on one store, each sent M `remember` calls together.

Each writer is a real MCP client (the ``mcp`` package) driving its own
``memdesk mcp`` subprocess. Writes carry an ``external_id``, so a failure marked
``retryable`` is retried (that is what the flag is for); every failure, retried
or not, is counted as *reported to its caller*. The run passes when the store
holds exactly one row per acknowledged write and every write is either
acknowledged or was reported as failed — nothing silently lost, nothing doubled.

    python bench/mcp_writers.py                       # 8 writers x 500, each server on the file
    python bench/mcp_writers.py --mode daemon         # the same, forwarded to one `memdesk serve`
    python bench/mcp_writers.py --lock-hold 8         # another writer sits on the lock past every timeout
    python bench/mcp_writers.py --lock-hold 8 --no-external-id   # ... and failures are not retryable
    python bench/mcp_writers.py --writers 2 --per-writer 50   # a quick look

Exit code 0 when the invariant holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

import anyio  # noqa: E402
from mcp import Client, StdioServerParameters  # noqa: E402
from mcp.types import Implementation  # noqa: E402

from core import Engine, Settings  # noqa: E402
from core.interfaces.serving.daemon import start_daemon, stop_daemon  # noqa: E402

MAX_ATTEMPTS = 20
SEED_PROMOTED = 100


def server_params(db: Path, home: Path, forward: bool) -> StdioServerParameters:
    args = ["-m", "core.interfaces.cli", "--db", str(db), "mcp"] + ([] if forward else ["--no-forward"])
    env = {"HOME": str(home), "MEMDESK_HOME": str(home), "MEMDESK_CONFIG": str(home / "config.toml"),
           "PYTHONPATH": str(REPO_ROOT), "PATH": os.environ.get("PATH", "")}
    return StdioServerParameters(command=sys.executable, args=args, env=env, cwd=str(REPO_ROOT))


def seed(db: Path) -> None:
    """Promoted memories so every capture also runs the contradiction rules against a live corpus."""
    with Engine(db, settings=Settings()) as engine:
        ids = [r.id for r in engine.memories.remember_many(
            [{"content": f"service s{n} listens on port {9000 + n} in region r{n % 7}", "kind": "infra"}
             for n in range(SEED_PROMOTED)])]
        engine.memories.promote(ids)


class Barrier:
    """Start every writer's first call together, once all servers are up (startup is not write time)."""

    def __init__(self, parties: int, on_release=None):
        self.parties, self.arrived, self.event, self.released_at = parties, 0, anyio.Event(), 0.0
        self.on_release = on_release

    async def wait(self) -> None:
        self.arrived += 1
        if self.arrived == self.parties:
            self.released_at = time.perf_counter()
            self.event.set()
            if self.on_release is not None:
                self.on_release()
        await self.event.wait()


def hold_write_lock(db: Path, after: float, seconds: float) -> threading.Thread:
    """Another process-like writer that takes the store's write lock and sits on it (a long import, say)."""
    def hold() -> None:
        time.sleep(after)
        conn = sqlite3.connect(str(db), isolation_level=None, timeout=30)
        conn.execute("BEGIN IMMEDIATE")
        time.sleep(seconds)
        conn.execute("COMMIT")
        conn.close()

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    return thread


async def writer(index: int, count: int, params: StdioServerParameters, results: list[dict], barrier: Barrier,
                 keyed: bool) -> None:
    acknowledged, failed, reported, latencies = 0, 0, 0, []
    async with Client(params, client_info=Implementation(name=f"writer-{index}", version="1"),
                      read_timeout_seconds=120) as client:
        await barrier.wait()
        for n in range(count):
            args = {"content": f"writer {index} note {n}: job j{index}-{n} runs at {n % 24:02d}:00 on queue q{n % 5}",
                    "kind": "project", "tags": [f"w{index}"]}
            if keyed:
                args["external_id"] = f"w{index}-{n}"
            for attempt in range(1, MAX_ATTEMPTS + 1):
                started = time.perf_counter()
                answer = await client.call_tool("remember", args)
                latencies.append(time.perf_counter() - started)
                if not answer.is_error:
                    acknowledged += 1
                    break
                reported += 1
                if not answer.structured_content.get("retryable") or attempt == MAX_ATTEMPTS:
                    failed += 1
                    break
                await anyio.sleep(0.01 * attempt)
        finished = time.perf_counter()
    results.append({"writer": index, "acknowledged": acknowledged, "failed": failed, "reported": reported,
                    "latencies": latencies, "finished": finished})


async def run_writers(writers: int, per_writer: int, params: StdioServerParameters, keyed: bool,
                      on_start=None) -> tuple[list[dict], float]:
    """Every writer's outcome, and the seconds from the common start to the last write."""
    results: list[dict] = []
    barrier = Barrier(writers, on_start)
    async with anyio.create_task_group() as group:
        for index in range(writers):
            group.start_soon(writer, index, per_writer, params, results, barrier, keyed)
    return results, max(r["finished"] for r in results) - barrier.released_at


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--per-writer", type=int, default=500)
    parser.add_argument("--mode", choices=["direct", "daemon"], default="direct",
                        help="direct: each server opens the file; daemon: all forward to one `memdesk serve`")
    parser.add_argument("--lock-hold", type=float, default=0.0, metavar="S",
                        help="one second in, hold the store's write lock for S seconds (forces store_busy answers)")
    parser.add_argument("--no-external-id", action="store_true",
                        help="send writes without external_id (a failure is then not retryable)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON document")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="memdesk-bench-") as tmp:
        home = Path(tmp)
        db = home / "bench.db"
        os.environ.update({"MEMDESK_HOME": str(home), "MEMDESK_CONFIG": str(home / "config.toml")})
        os.environ.pop("MEMDESK_TOKEN", None)
        seed(db)
        if args.mode == "daemon":
            start_daemon(db, port=0)
        try:
            on_start = (lambda: hold_write_lock(db, 1.0, args.lock_hold)) if args.lock_hold else None
            results, elapsed = anyio.run(run_writers, args.writers, args.per_writer,
                                         server_params(db, home, forward=args.mode == "daemon"),
                                         not args.no_external_id, on_start)
        finally:
            if args.mode == "daemon":
                stop_daemon(db)
        with Engine(db, settings=Settings()) as engine:
            rows = engine.memories.count() - SEED_PROMOTED
            by_source = engine.memories.stats().by_source

    attempted = args.writers * args.per_writer
    acknowledged = sum(r["acknowledged"] for r in results)
    failed = sum(r["failed"] for r in results)
    latencies = sorted(x for r in results for x in r["latencies"])
    ok = rows == acknowledged and acknowledged + failed == attempted and \
        all(by_source.get(f"mcp:writer-{i}", 0) == r["acknowledged"] for r in results for i in [r["writer"]])
    figures = {
        "mode": args.mode, "lock_hold_s": args.lock_hold, "external_id": not args.no_external_id,
        "writers": args.writers, "per_writer": args.per_writer, "attempted": attempted,
        "rows": rows, "acknowledged": acknowledged, "failed_and_reported": failed,
        "errors_reported": sum(r["reported"] for r in results), "seconds": round(elapsed, 2),
        "writes_per_s": round(acknowledged / elapsed, 1),
        "latency_ms": {"p50": round(statistics.median(latencies) * 1000, 1),
                       "p95": round(latencies[int(len(latencies) * 0.95) - 1] * 1000, 1),
                       "max": round(latencies[-1] * 1000, 1)},
        "invariant_holds": ok,
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{args.writers} writers x {args.per_writer} ({args.mode}): {rows} rows for {acknowledged} acknowledged "
              f"writes; {failed} failed and reported; {figures['errors_reported']} error answers in all")
        print(f"  {elapsed:.1f} s, {figures['writes_per_s']} writes/s; latency p50 {figures['latency_ms']['p50']} ms, "
              f"p95 {figures['latency_ms']['p95']} ms, max {figures['latency_ms']['max']} ms")
        print("  invariant holds: every write stored once or reported" if ok else "  INVARIANT BROKEN")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
