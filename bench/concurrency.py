"""Many processes writing one store at once, for a fixed time, with a reader checking what it sees.

Usage (from the repository root):

    python bench/concurrency.py                      # 60 s, 16 processes writing the file + 3 via the daemon
    python bench/concurrency.py --duration 5 --engine 3 --cli 1 --mcp 1 --http 1 --mcp-http 0

Writers (each a separate process unless noted; every write carries an ``external_id``
so a retry after a ``retryable`` answer can never duplicate):

- ``engine``   — Python processes on :class:`core.Engine`: single captures, 5-item
  ``remember_many`` batches (one ``session`` per batch), and every tenth step a
  remember → promote → amend → promote chain (the amendment supersedes the original);
- ``cli``      — loops that run ``memdesk remember … --json`` as a new process per write;
- ``mcp``      — real MCP clients, each driving its own ``memdesk mcp --no-forward``
  stdio server (the server process is the one writing the file); every tenth call
  is a 5-item ``remember`` batch;
- ``http``     — REST clients posting ``/v1/remember`` to one ``memdesk serve`` daemon;
- ``mcp-http`` — MCP clients over streamable HTTP to the same daemon.

A ``reader`` polls ``PRAGMA data_version`` like the workstation and, on each change,
reads the new rows in one snapshot: a batch must appear whole (5 rows of its session
or none) and every superseded memory must point at a promoted one.

Every process starts up first (MCP servers take a moment); the clock starts when all
say they are ready, so ``--duration`` is time spent writing by every role at once.

Afterwards every acknowledged write must be in the store under the id it was
acknowledged with ("acknowledged writes lost" must be 0), every batch whole, and no
writer may have met a raw "database is locked" or an unstructured error. Reported:
writes/s, per-role latency (p50/p99/max = the worst wait) and busy answers.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BATCH = 5
SEED = 60
STOP_GRACE_S = 60
START_TIMEOUT_S = 120


def _env(work: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "MEMDESK_TOKEN"}
    env.update(PYTHONPATH=str(ROOT), MEMDESK_HOME=str(work / "home"), MEMDESK_CONFIG=str(work / "home" / "config.toml"),
               HOME=str(work / "home"))
    return env


class Log:
    """One writer's journal: a JSON line per acknowledged write or error, flushed as it happens."""

    def __init__(self, path: Path):
        self._file = open(path, "a", encoding="utf-8")

    def write(self, **record) -> None:
        self._file.write(json.dumps(record) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


def _fact(name: str, seq: int, extra: str = "") -> str:
    return f"{name} observed job j{seq} on queue q{seq % 7} at step {seq}{extra}"


def _is_raw_lock(text: str) -> bool:
    return "database is locked" in text.lower()


# -- writer roles (each runs in its own process) ------------------------------------------


def role_engine(name: str, db: Path, go, log: Log) -> None:
    from core import Engine, Settings
    from core.errors import MemdeskError, StoreBusyError

    engine = Engine(db, settings=Settings(), actor=f"agent:{name}")
    until = go()

    def attempt(op: str, action):
        while True:
            started = time.perf_counter()
            try:
                result = action()
            except StoreBusyError:  # structured and retryable: a retry is exactly what it invites
                log.write(err="store_busy", role="engine", ms=(time.perf_counter() - started) * 1000)
                continue
            log.write(op=op, role="engine", ms=(time.perf_counter() - started) * 1000)
            return result

    seq = 0
    while time.time() < until:
        seq += 1
        try:
            step = seq % 10
            if step in (7, 8):
                session = f"{name}-b{seq}"
                items = [{"content": _fact(name, seq, f" part {i}"), "external_id": f"{name}-{seq}-{i}",
                          "session": session} for i in range(BATCH)]
                results = attempt("batch", lambda: engine.memories.remember_many(items))
                log.write(ack_batch=session, keys=[i["external_id"] for i in items], ids=[r.id for r in results])
            elif step == 9:
                key = f"{name}-{seq}"
                original = attempt("remember", lambda: engine.memories.remember(_fact(name, seq), external_id=key))
                log.write(ack=key, id=original.id, content=_fact(name, seq))
                attempt("promote", lambda: engine.memories.promote([original.id]))
                amended = attempt("amend", lambda: engine.memories.amend(original.id, _fact(name, seq, " (amended)")))
                attempt("promote", lambda: engine.memories.promote([amended.id]))
                log.write(ack_supersede=original.id, by=amended.id)
            else:
                key = f"{name}-{seq}"
                result = attempt("remember", lambda: engine.memories.remember(_fact(name, seq), external_id=key))
                log.write(ack=key, id=result.id, content=_fact(name, seq))
        except MemdeskError as exc:
            log.write(err=exc.code, role="engine", raw_lock=_is_raw_lock(exc.message))
        except Exception as exc:  # noqa: BLE001 - an unstructured failure is the finding
            log.write(unhandled=repr(exc)[:300], raw_lock=_is_raw_lock(repr(exc)))
    engine.close()


def role_cli(name: str, db: Path, go, log: Log) -> None:
    until = go()
    seq = 0
    while time.time() < until:
        seq += 1
        key = f"{name}-{seq}"
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "core.interfaces.cli", "--db", str(db), "remember",
                               _fact(name, seq),
                               "--external-id", key, "--source", "cli:bench", "--json"],
                              capture_output=True, text=True, cwd=str(ROOT), timeout=STOP_GRACE_S)
        ms = (time.perf_counter() - started) * 1000
        try:
            answer = json.loads(done.stdout)
        except ValueError:
            log.write(unhandled=f"exit {done.returncode}: {done.stderr[-300:]}", raw_lock=_is_raw_lock(done.stderr))
            continue
        if done.returncode == 0:
            log.write(op="remember", role="cli", ms=ms)
            log.write(ack=key, id=answer["id"], content=_fact(name, seq))
        else:
            log.write(err=answer.get("code"), role="cli", ms=ms, raw_lock=_is_raw_lock(answer.get("error", "")))


async def _mcp_loop(name: str, client, go, log: Log, role: str) -> None:
    """``remember`` calls; every tenth is a 5-item batch (one session) the reader must see whole."""
    await client.call_tool("stats", {})  # the server is up and answering before the clock starts
    until = go()
    seq = 0
    while time.time() < until:
        seq += 1
        key = f"{name}-{seq}"
        session = f"{name}-b{seq}"
        items = [{"content": _fact(name, seq, f" part {i}"), "external_id": f"{key}-{i}", "session": session}
                 for i in range(BATCH)]
        batch = seq % 10 == 0
        args = {"items": items} if batch else {"content": _fact(name, seq), "external_id": key}
        while True:
            started = time.perf_counter()
            answer = await client.call_tool("remember", args)
            ms = (time.perf_counter() - started) * 1000
            data = answer.structured_content or {}
            if not answer.is_error:
                log.write(op="batch" if batch else "remember", role=role, ms=ms)
                if batch:
                    log.write(ack_batch=session, keys=[i["external_id"] for i in items],
                              ids=[r["id"] for r in data["items"]])
                else:
                    log.write(ack=key, id=data["id"], content=_fact(name, seq))
                break
            log.write(err=data.get("code"), role=role, ms=ms, raw_lock=_is_raw_lock(str(data.get("error"))))
            if not data.get("retryable"):
                break


def role_mcp(name: str, db: Path, go, log: Log, work: Path) -> None:
    import anyio
    from mcp import Client, StdioServerParameters
    from mcp.types import Implementation

    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "core.interfaces.cli", "--db", str(db), "mcp", "--no-forward"],
                                   env=_env(work), cwd=str(ROOT))

    async def run() -> None:
        async with Client(params, client_info=Implementation(name=name, version="1"), read_timeout_seconds=120) as c:
            await _mcp_loop(name, c, go, log, "mcp")

    anyio.run(run)


def role_mcp_http(name: str, db: Path, go, log: Log, url: str) -> None:
    import anyio
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.types import Implementation

    async def run() -> None:
        http_client = httpx2.AsyncClient(timeout=120)
        async with http_client, Client(streamable_http_client(url + "/mcp", http_client=http_client),
                                       client_info=Implementation(name=name, version="1")) as c:
            await _mcp_loop(name, c, go, log, "mcp-http")

    anyio.run(run)


def role_http(name: str, db: Path, go, log: Log, url: str) -> None:
    import httpx

    seq = 0
    with httpx.Client(base_url=url, timeout=120, headers={"X-Memdesk-Client": name}) as http:
        http.get("/health")
        until = go()
        while time.time() < until:
            seq += 1
            key = f"{name}-{seq}"
            while True:
                started = time.perf_counter()
                reply = http.post("/v1/remember", json={"content": _fact(name, seq), "external_id": key})
                ms = (time.perf_counter() - started) * 1000
                data = reply.json()
                if reply.status_code == 200:
                    log.write(op="remember", role="http", ms=ms)
                    log.write(ack=key, id=data["id"], content=_fact(name, seq))
                    break
                log.write(err=data.get("code"), role="http", ms=ms, raw_lock=_is_raw_lock(str(data.get("error"))))
                if not data.get("retryable"):
                    break


def role_reader(name: str, db: Path, go, log: Log) -> None:
    """Poll like the workstation; check that no poll ever sees half a transaction."""
    from core import Engine, Settings

    engine = Engine(db, settings=Settings(), actor="human:tui")
    until = go()
    last_id, version, polls, changes, worst_ms = 0, None, 0, 0, 0.0
    partial_batches, broken_supersessions, errors = [], [], Counter()
    while time.time() < until:
        try:
            polls += 1
            current = engine.store.data_version()
            if current != version:
                version = current
                changes += 1
                started = time.perf_counter()
                with engine.store.snapshot():
                    rows = engine.memories.list(after_id=last_id, newest_first=False, limit=None)
                    superseded = engine.memories.list(statuses=["superseded"], limit=None)
                    superseders = engine.memories.get_many([m.superseded_by for m in superseded if m.superseded_by])
                worst_ms = max(worst_ms, (time.perf_counter() - started) * 1000)
                sessions = Counter(m.session for m in rows if m.session and "-b" in m.session)
                partial_batches += [s for s, n in sessions.items() if n != BATCH]
                broken_supersessions += [m.id for m in superseded
                                         if superseders.get(m.superseded_by) is None
                                         or superseders[m.superseded_by].status != "promoted"]
                if rows:
                    last_id = rows[-1].id
        except Exception as exc:  # noqa: BLE001 - counted and reported
            errors[getattr(exc, "code", type(exc).__name__)] += 1
        time.sleep(0.02)
    engine.close()
    log.write(reader=name, polls=polls, changes=changes, worst_read_ms=worst_ms, partial_batches=partial_batches[:20],
              partial_count=len(partial_batches), broken_supersessions=sorted(set(broken_supersessions))[:20],
              errors=dict(errors), last_id=last_id)


class Go:
    """A child's start line: say it is ready, then wait for the common clock (the parent's go file)."""

    def __init__(self, work: Path, name: str):
        self.ready = work / "ready" / name
        self.go_file = work / "go"

    def __call__(self) -> float:
        self.ready.touch()
        deadline = time.time() + START_TIMEOUT_S
        while not self.go_file.exists():
            if time.time() > deadline:
                raise RuntimeError("the parent never said go")
            time.sleep(0.01)
        return float(self.go_file.read_text())


def child_main(args: argparse.Namespace) -> int:
    log = Log(Path(args.log))
    db, go = Path(args.db), Go(Path(args.work), args.name)
    try:
        if args.role == "engine":
            role_engine(args.name, db, go, log)
        elif args.role == "cli":
            role_cli(args.name, db, go, log)
        elif args.role == "mcp":
            role_mcp(args.name, db, go, log, Path(args.work))
        elif args.role == "mcp-http":
            role_mcp_http(args.name, db, go, log, args.url)
        elif args.role == "http":
            role_http(args.name, db, go, log, args.url)
        elif args.role == "reader":
            role_reader(args.name, db, go, log)
    except Exception as exc:  # noqa: BLE001 - the parent reads it from the log
        log.write(unhandled=f"{args.role} crashed: {exc!r}"[:400], raw_lock=_is_raw_lock(repr(exc)))
        raise
    finally:
        log.close()
    return 0


# -- the parent ---------------------------------------------------------------------


def seed(db: Path) -> None:
    """Promoted memories so captures run the contradiction rules against a live corpus."""
    from core import Engine, Settings

    with Engine(db, settings=Settings()) as engine:
        engine.memories.promote([r.id for r in engine.memories.remember_many(
            [{"content": f"service s{n} listens on port {9000 + n} in region r{n % 7}", "kind": "infra"}
             for n in range(SEED)])])


def start_daemon(db: Path, work: Path) -> tuple[subprocess.Popen, str]:
    """``memdesk serve --foreground`` on a free loopback port; returns the process and its base URL."""
    from core.interfaces.serving.daemon import daemon_status

    proc = subprocess.Popen([sys.executable, "-m", "core.interfaces.cli", "--db", str(db), "serve", "--foreground",
                             "--port", "0"], env=_env(work), cwd=str(ROOT), stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=open(work / "daemon.err", "w"))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the daemon exited at start: {(work / 'daemon.err').read_text()[-800:]}")
        status = daemon_status(db, timeout=0.5)
        if status is not None and status.healthy:
            return proc, status.url
        time.sleep(0.05)
    proc.kill()
    raise RuntimeError("the daemon did not answer /health within 30 s")


def stop(processes: list[subprocess.Popen], *, signal_first: int = signal.SIGTERM) -> None:
    """Stop and reap every process (SIGTERM, then SIGKILL after a grace period)."""
    for proc in processes:
        if proc.poll() is None:
            proc.send_signal(signal_first)
    for proc in processes:
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


def verify(db: Path, records: list[dict]) -> dict:
    """Compare every acknowledged write with the store, read independently with plain sqlite3."""
    conn = sqlite3.connect(str(db))
    rows = {r[0]: r[1:] for r in conn.execute(
        "SELECT id, external_id, content, session, status, superseded_by FROM memories")}
    sessions = Counter(r[2] for r in rows.values() if r[2] and "-b" in r[2])
    integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    conn.close()
    acked = [r for r in records if "ack" in r]
    lost = [r for r in acked if r["id"] not in rows or rows[r["id"]][0] != r["ack"] or rows[r["id"]][1] != r["content"]]
    batches = [r for r in records if "ack_batch" in r]
    lost += [r for r in batches for key, i in zip(r["keys"], r["ids"]) if i not in rows or rows[i][0] != key]
    chains = [r for r in records if "ack_supersede" in r]
    broken = [r for r in chains if rows.get(r["ack_supersede"], (None,) * 5)[4] != r["by"]
              or rows.get(r["by"], (None,) * 5)[3] != "promoted"]
    acked_rows = len(acked) + BATCH * len(batches) + len(chains)  # each chain also wrote its amendment
    return {"integrity": integrity, "acknowledged_writes": acked_rows, "lost": len(lost), "lost_examples": lost[:5],
            "half_batches_in_store": sorted(s for s, n in sessions.items() if n != BATCH),
            "supersessions_checked": len(chains), "broken_supersessions": broken[:5],
            "rows_in_store": len(rows)}


def run(work: Path, *, duration: float, counts: dict[str, int], quiet: bool = False) -> dict:
    """Run every role for ``duration`` seconds against one new store in ``work``; returns the figures."""
    work.mkdir(parents=True, exist_ok=True)
    (work / "home").mkdir(exist_ok=True)
    (work / "logs").mkdir(exist_ok=True)
    db = work / "store.db"
    seed(db)
    processes: list[subprocess.Popen] = []
    names: list[str] = []
    error_files = []
    daemon, url = None, ""
    try:
        if counts.get("http") or counts.get("mcp-http"):
            daemon, url = start_daemon(db, work)
        # Everyone starts up first (MCP servers take a while); the clock starts when all are ready.
        (work / "ready").mkdir(exist_ok=True)
        for role, n in counts.items():
            for index in range(n):
                name = f"{role}{index}"
                command = [sys.executable, str(Path(__file__).resolve()), "--role", role, "--name", name,
                           "--db", str(db), "--log", str(work / "logs" / f"{name}.jsonl"),
                           "--work", str(work), "--url", url]
                error_files.append(open(work / "logs" / f"{name}.err", "w"))
                names.append(name)
                processes.append(subprocess.Popen(command, env=_env(work), cwd=str(ROOT), stdin=subprocess.DEVNULL,
                                                  stdout=subprocess.DEVNULL, stderr=error_files[-1]))
        deadline = time.time() + START_TIMEOUT_S
        while len(list((work / "ready").iterdir())) < len(processes) and time.time() < deadline:
            if any(p.poll() is not None for p in processes):
                break  # a child died at start; the figures will say which
            time.sleep(0.05)
        until = time.time() + 0.1 + duration
        (work / "go.tmp").write_text(repr(until))
        os.replace(work / "go.tmp", work / "go")
        deadline = until + STOP_GRACE_S
        while any(p.poll() is None for p in processes) and time.time() < deadline:
            time.sleep(0.2)
    finally:
        stop(processes, signal_first=signal.SIGKILL)
        if daemon is not None:
            stop([daemon])
        for handle in error_files:
            handle.close()
    elapsed = duration
    records = []
    for path in sorted((work / "logs").glob("*.jsonl")):
        records += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    figures = verify(db, records)
    timings: dict[str, list[float]] = {}
    for r in records:
        if "op" in r:
            timings.setdefault(r["role"], []).append(r["ms"])
    readers = [r for r in records if "reader" in r]
    errors = Counter(r["err"] for r in records if "err" in r)
    figures.update({
        "duration_s": duration,
        "roles": counts,
        "processes_on_the_file": sum(counts.get(k, 0) for k in ("engine", "cli", "mcp")) + (1 if daemon else 0),
        "writer_clients": sum(v for k, v in counts.items() if k != "reader"),
        "writes_per_s": round(figures["acknowledged_writes"] / elapsed, 1),
        "latency_ms": {role: {"calls": len(ms), "p50": round(statistics.median(ms), 1),
                              "p99": round(sorted(ms)[max(0, int(len(ms) * 0.99) - 1)], 1),
                              "max": round(max(ms), 1)} for role, ms in sorted(timings.items()) if ms},
        "worst_wait_ms": round(max((max(ms) for ms in timings.values() if ms), default=0.0), 1),
        "error_answers": dict(errors),
        "unhandled": [r["unhandled"] for r in records if "unhandled" in r][:10],
        "unhandled_count": sum(1 for r in records if "unhandled" in r),
        "raw_lock_errors": sum(1 for r in records if r.get("raw_lock")),
        "reader": readers[0] if readers else None,
        "crashed_children": [name for name, p in zip(names, processes) if p.returncode != 0],
    })
    reader_ok = all(not r["partial_count"] and not r["broken_supersessions"] and not r["errors"] for r in readers)
    figures["ok"] = (figures["integrity"] == "ok" and figures["lost"] == 0 and not figures["half_batches_in_store"]
                     and not figures["broken_supersessions"] and figures["unhandled_count"] == 0
                     and figures["raw_lock_errors"] == 0 and reader_ok and bool(readers)
                     and not figures["crashed_children"])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--engine", type=int, default=9)
    parser.add_argument("--cli", type=int, default=2)
    parser.add_argument("--mcp", type=int, default=4)
    parser.add_argument("--http", type=int, default=2)
    parser.add_argument("--mcp-http", dest="mcp_http", type=int, default=1)
    parser.add_argument("--readers", type=int, default=1)
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (logs, store) instead of a temp dir")
    parser.add_argument("--role", help=argparse.SUPPRESS)
    parser.add_argument("--name", help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    parser.add_argument("--log", help=argparse.SUPPRESS)
    parser.add_argument("--work", help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.role:
        return child_main(args)
    counts = {"engine": args.engine, "cli": args.cli, "mcp": args.mcp, "http": args.http,
              "mcp-http": args.mcp_http, "reader": args.readers}
    if args.keep:
        figures = run(Path(args.keep), duration=args.duration, counts=counts)
    else:
        with tempfile.TemporaryDirectory(prefix="memdesk-concurrency-") as tmp:
            figures = run(Path(tmp), duration=args.duration, counts=counts)
    print(json.dumps(figures, indent=1))
    print(f"acknowledged writes lost: {figures['lost']} of {figures['acknowledged_writes']}; "
          f"{figures['writes_per_s']} writes/s; worst wait {figures['worst_wait_ms']} ms; "
          f"unhandled lock errors: {figures['raw_lock_errors']}; {'OK' if figures['ok'] else 'FAILED'}")
    return 0 if figures["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
