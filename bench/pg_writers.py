"""Many writers through many daemons on one PostgreSQL database: nothing acknowledged may be lost.

Usage (from the repository root; needs ``memdesk[postgres]`` and PostgreSQL server binaries):

    python bench/pg_writers.py                          # 16 writers across 4 daemons for 60 s
    python bench/pg_writers.py --duration 10 --daemons 2 --writers 4
    python bench/pg_writers.py --db postgresql://…      # an existing, empty database instead

Without ``--db`` a throwaway server is started (``tests/support/pg_server.py``) and removed
at the end. Each daemon is ``memdesk serve --foreground`` with its own ``MEMDESK_HOME`` —
as if on its own machine — all on the one database. Each writer is a process posting
``/v1/remember`` to one daemon (writers spread evenly), every write with an
``external_id`` so a retry after a ``retryable`` answer cannot duplicate; every tenth
write is a 5-item batch (one ``session``); a writer keeps a log of every acknowledged id.

Afterwards, read straight from the database (psycopg, not memdesk): every acknowledged
write must be there under its id with its text ("lost" must be 0), every batch whole,
audit operation numbers unique, and ordered like the audit ids (no two operations
interleaved), ids without gaps. Reported: writes/s, latency p50/p99/max per daemon,
busy answers and errors.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

BATCH = 5


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def writer(args: argparse.Namespace) -> int:
    """One writer process: post to its daemon until the deadline, log every acknowledgement."""
    import httpx

    until = float(args.until)
    log = open(args.log, "w", encoding="utf-8")  # noqa: SIM115 - closed below, flushed per line
    seq = 0
    with httpx.Client(base_url=args.url, timeout=120, headers={"X-Memdesk-Client": args.name}) as http:
        while time.time() < until:
            seq += 1
            key = f"{args.name}-{seq}"
            batch = seq % 10 == 0
            body: dict
            if batch:
                body = {"items": [{"content": f"{args.name} batch {seq} part {i}", "external_id": f"{key}-{i}",
                                   "session": key} for i in range(BATCH)]}
            else:
                body = {"content": f"{args.name} wrote fact {seq}", "external_id": key}
            while True:
                started = time.perf_counter()
                try:
                    reply = http.post("/v1/remember", json=body)
                    data = reply.json()
                except (httpx.HTTPError, ValueError) as exc:
                    log.write(json.dumps({"err": "transport", "detail": repr(exc)[:200]}) + "\n")
                    time.sleep(0.05)
                    continue
                ms = (time.perf_counter() - started) * 1000
                if reply.status_code == 200:
                    if batch:
                        ids = data["ids"]
                        log.write(json.dumps({"ms": ms, "ack_batch": key, "ids": ids,
                                              "keys": [i["external_id"] for i in body["items"]]}) + "\n")
                    else:
                        log.write(json.dumps({"ms": ms, "ack": key, "id": data["id"], "content": body["content"]})
                                  + "\n")
                    break
                log.write(json.dumps({"ms": ms, "err": data.get("code"), "retryable": data.get("retryable")}) + "\n")
                if not data.get("retryable"):
                    break
            log.flush()
    log.close()
    return 0


def _wait_healthy(url: str, proc: subprocess.Popen, err: Path, timeout: float = 60) -> None:
    import httpx

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"daemon exited at start: {err.read_text()[-1500:]}")
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"daemon at {url} did not answer /health")


def verify(url: str, records: list[dict]) -> dict:
    """Every acknowledged write in the database, read with psycopg alone."""
    import psycopg

    with psycopg.connect(url) as conn:
        rows = {r[0]: r[1:] for r in conn.execute("SELECT id, external_id, content, session FROM memories")}
        audit = conn.execute("SELECT id, op FROM audit ORDER BY id").fetchall()
    acked = [r for r in records if "ack" in r]
    lost = [r for r in acked if r["id"] not in rows or rows[r["id"]][0] != r["ack"] or rows[r["id"]][1] != r["content"]]
    batches = [r for r in records if "ack_batch" in r]
    lost += [{"batch": r["ack_batch"], "id": i} for r in batches for key, i in zip(r["keys"], r["ids"])
             if i not in rows or rows[i][0] != key]
    sessions = Counter(r[2] for r in rows.values() if r[2])
    ops = [op for _id, op in audit]
    return {
        "acknowledged_writes": len(acked) + BATCH * len(batches),
        "lost": len(lost), "lost_examples": lost[:5],
        "half_batches": sorted(s for s, n in sessions.items() if n != BATCH)[:5],
        "rows_in_store": len(rows),
        "audit_rows": len(audit),
        "audit_ops_ordered": ops == sorted(ops),
        "audit_ops_distinct": len(set(ops)),
        "memory_ids_without_gaps": sorted(rows) == list(range(1, len(rows) + 1)),
    }


def run(*, duration: float, daemons: int, writers: int, url: str | None, work: Path) -> dict:
    server = None
    if url is None:
        from support.pg_server import PgServer

        server = PgServer(settings={"shared_buffers": "128MB"}).start()
        url = server.create_database("writers")
    env_base = {**os.environ, "PYTHONPATH": str(ROOT), "MEMDESK_DB": url}
    env_base.pop("MEMDESK_TOKEN", None)
    subprocess.run([sys.executable, "-m", "core.interfaces.cli", "init", "--json"], env={
        **env_base, "MEMDESK_HOME": str(work / "init")}, check=True, capture_output=True)
    procs: list[subprocess.Popen] = []
    bases: list[str] = []
    try:
        for index in range(daemons):
            port = _free_port()
            home = work / f"machine{index}"
            home.mkdir(parents=True, exist_ok=True)
            err = home / "daemon.err"
            proc = subprocess.Popen([sys.executable, "-m", "core.interfaces.cli", "serve", "--foreground",
                                     "--port", str(port)], env={**env_base, "MEMDESK_HOME": str(home)},
                                    cwd=str(ROOT), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=open(err, "w"))  # noqa: SIM115 - lives as long as the daemon
            procs.append(proc)
            base = f"http://127.0.0.1:{port}"
            _wait_healthy(base, proc, err)
            bases.append(base)
        until = time.time() + 1.0 + duration
        children = []
        for index in range(writers):
            name = f"w{index}"
            children.append(subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), "--writer", "--name", name,
                 "--url", bases[index % daemons], "--until", repr(until), "--log", str(work / f"{name}.jsonl")],
                env=env_base, cwd=str(ROOT), stdin=subprocess.DEVNULL))
        for child in children:
            child.wait(timeout=duration + 300)
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
    records = []
    per_daemon: dict[str, list[float]] = {}
    for index in range(writers):
        for line in (work / f"w{index}.jsonl").read_text().splitlines():
            record = json.loads(line)
            record["daemon"] = index % daemons
            records.append(record)
            if "ms" in record and ("ack" in record or "ack_batch" in record):
                per_daemon.setdefault(f"daemon{index % daemons}", []).append(record["ms"])
    figures = verify(url, records)
    if server is not None:
        server.stop()
    all_ms = sorted(ms for values in per_daemon.values() for ms in values)
    figures.update({
        "duration_s": duration, "daemons": daemons, "writers": writers,
        "writes_per_s": round(figures["acknowledged_writes"] / duration, 1),
        "latency_ms": {"p50": round(statistics.median(all_ms), 1),
                       "p99": round(all_ms[max(0, int(len(all_ms) * 0.99) - 1)], 1), "max": round(all_ms[-1], 1)},
        "per_daemon_calls": {name: len(ms) for name, ms in sorted(per_daemon.items())},
        "error_answers": dict(Counter(r["err"] for r in records if "err" in r)),
    })
    figures["ok"] = (figures["lost"] == 0 and not figures["half_batches"] and figures["audit_ops_ordered"]
                     and figures["memory_ids_without_gaps"])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--daemons", type=int, default=4)
    parser.add_argument("--writers", type=int, default=16)
    parser.add_argument("--db", help="an empty PostgreSQL database (default: a throwaway server)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--writer", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--name", help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--until", help=argparse.SUPPRESS)
    parser.add_argument("--log", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.writer:
        return writer(args)
    with tempfile.TemporaryDirectory(prefix="mdwriters-") as tmp:
        figures = run(duration=args.duration, daemons=args.daemons, writers=args.writers, url=args.db,
                      work=Path(tmp))
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"{figures['writers']} writers × {figures['daemons']} daemons × {figures['duration_s']:.0f} s: "
              f"{figures['acknowledged_writes']} acknowledged ({figures['writes_per_s']}/s), lost {figures['lost']}, "
              f"half batches {len(figures['half_batches'])}, audit ops ordered {figures['audit_ops_ordered']}, "
              f"ids without gaps {figures['memory_ids_without_gaps']}; latency p50 {figures['latency_ms']['p50']} "
              f"ms p99 {figures['latency_ms']['p99']} ms max {figures['latency_ms']['max']} ms; "
              f"errors {figures['error_answers']}")
    return 0 if figures["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
