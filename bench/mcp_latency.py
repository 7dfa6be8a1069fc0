"""MCP recall round trip: one real MCP client calling ``recall`` over stdio and over HTTP.

A store is seeded with promoted memories (the LoCoMo dev split's turns when the file
is there, else synthetic notes), then one client — the ``mcp`` package — calls the
``recall`` tool N times with varied queries, one call at a time, and the wall-clock
time of each round trip is recorded as the agent sees it:

- **stdio**: the client drives ``memdesk mcp --no-forward`` (its own server process
  on the file);
- **http**: the client talks streamable HTTP to ``memdesk serve`` on loopback
  (``/mcp``), started the way ``memdesk serve`` starts its daemon.

Server start-up and the first few calls (imports, page cache) are excluded.

    python bench/mcp_latency.py
    python bench/mcp_latency.py --calls 300 --json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "bench"))

import anyio  # noqa: E402
import httpx2  # noqa: E402
from mcp import Client, StdioServerParameters  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.types import Implementation  # noqa: E402

from core import Engine, Settings  # noqa: E402
from core.interfaces.serving.daemon import start_daemon, stop_daemon  # noqa: E402

WARMUP = 10
SYNTHETIC = 3000


def seed(db: Path) -> tuple[list[str], str]:
    """Promoted memories in the shared namespace, and the queries to ask; returns ``(queries, source)``."""
    import locomo

    with Engine(db, settings=Settings(), actor="human:bench") as engine:
        if locomo.DEFAULT_DATA.exists():
            conversations = locomo.load(locomo.DEFAULT_DATA)
            for conv in conversations:
                rows = [{"content": t.content(), "session": f"{conv.sample_id}:{t.session}",
                         "source": "bench:locomo"} for t in conv.turns]
                for start in range(0, len(rows), 1000):
                    engine.memories.import_promoted(rows[start : start + 1000], reason="MCP latency benchmark")
            return [q.text for conv in conversations for q in conv.questions], "locomo-dev turns"
        rows = [{"content": f"note {i}: service s{i % 97} deploys to region r{i % 13} with tool t{i % 31}"}
                for i in range(SYNTHETIC)]
        engine.memories.import_promoted(rows, reason="MCP latency benchmark")
        return [f"which region does service s{i % 97} deploy to" for i in range(500)], "synthetic notes"


async def _timed_calls(client: Client, queries: list[str], calls: int) -> list[float]:
    latencies: list[float] = []
    for index in range(calls + WARMUP):
        query = queries[index % len(queries)]
        started = time.perf_counter()
        answer = await client.call_tool("recall", {"query": query, "k": 8})
        elapsed = time.perf_counter() - started
        if answer.is_error:
            raise RuntimeError(f"recall failed: {answer.structured_content}")
        if index >= WARMUP:
            latencies.append(elapsed * 1000)
    return latencies


async def over_stdio(db: Path, home: Path, queries: list[str], calls: int) -> list[float]:
    env = {"HOME": str(home), "MEMDESK_HOME": str(home), "MEMDESK_CONFIG": str(home / "config.toml"),
           "PYTHONPATH": str(REPO_ROOT), "PATH": os.environ.get("PATH", "")}
    params = StdioServerParameters(command=sys.executable, args=["-m", "core.interfaces.cli", "--db", str(db), "mcp",
                                                                 "--no-forward"], env=env, cwd=str(REPO_ROOT))
    async with Client(params, client_info=Implementation(name="latency-stdio", version="1")) as client:
        return await _timed_calls(client, queries, calls)


async def over_http(mcp_url: str, queries: list[str], calls: int) -> list[float]:
    http_client = httpx2.AsyncClient(timeout=30)
    async with http_client, Client(streamable_http_client(mcp_url, http_client=http_client),
                                   client_info=Implementation(name="latency-http", version="1")) as client:
        return await _timed_calls(client, queries, calls)


def summary(latencies: list[float]) -> dict[str, float]:
    ordered = sorted(latencies)
    return {"p50": round(statistics.median(ordered), 2),
            "p95": round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 2),
            "max": round(ordered[-1], 2), "n": len(ordered)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200, help="timed recall calls per transport")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        os.environ.update({"MEMDESK_HOME": str(home), "MEMDESK_CONFIG": str(home / "config.toml")})
        os.environ.pop("MEMDESK_TOKEN", None)
        db = Path(tmp) / "latency.db"
        queries, source = seed(db)
        stdio = anyio.run(over_stdio, db, home, queries, args.calls)
        status = start_daemon(db, port=0)
        try:
            http = anyio.run(over_http, status.mcp_url, queries, args.calls)
        finally:
            stop_daemon(db)
        with Engine(db, settings=Settings()) as engine:
            memories = engine.memories.count()
    report = {"memories": memories, "corpus": source, "calls": args.calls,
              "stdio_ms": summary(stdio), "http_ms": summary(http)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"recall round trip over MCP, {memories} memories ({source}), {args.calls} calls each")
        for name in ("stdio", "http"):
            s = report[f"{name}_ms"]
            print(f"  {name:<5} p50 {s['p50']} ms  p95 {s['p95']} ms  max {s['max']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
