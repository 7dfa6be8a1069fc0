"""Whole-process start-up of the ``memdesk`` commands people and hooks run most, against bare Python.

A coding agent's hook runs ``memdesk context`` (or ``hooks session-start``) at every
session start and people type ``memdesk recall`` dozens of times a day, so what counts
is the whole process: spawn → exit. This script times, on a throwaway home and a
5,000-memory store it builds (synthetic promoted facts, six kinds, a quarter in
namespace ``webapp``):

- ``python -c pass`` — the interpreter alone, the floor;
- ``memdesk --version``, ``--help``, ``recall QUERY``, ``context``, ``stats`` (human output);
- ``memdesk hooks session-start`` (Codex's SessionStart input on stdin) and
  ``hooks capture-summary`` (Codex's PostCompact input and a rollout with one compaction:
  a new summary every run, as a real compaction brings — capture, the secret screen and
  contradiction detection all run — and, on its own row, the same summary again, which
  only the dedupe check answers).

Method: every command runs once first as a warm-up (its bytecode is written, the page
cache is warm), then the commands are interleaved round-robin ``--runs`` times so a
burst of load hits them alike. ``PYTHONDONTWRITEBYTECODE`` is removed from the
children's environment: an installed memdesk runs from cached bytecode (pip compiles at
install, a checkout writes ``__pycache__`` on its first run), and with the variable set
every run would recompile memdesk's modules (~130 ms) — a cost no user pays. Each row
gives the median and minimum wall time and the child's CPU time (user + system, from
``wait4``): on a shared machine the wall time includes waiting for a CPU, and the CPU
median is what a calm machine's wall time approaches. The load average before and after
is printed; read the medians with it.

    python bench/cli_startup.py
    python bench/cli_startup.py --runs 31 --json
    python bench/cli_startup.py --store /tmp/five-thousand.db   # reuse (and first build) a store
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from hook_inputs import NewCompaction, compaction_input, session_start_input
from machine import describe

REPO_ROOT = Path(__file__).resolve().parents[1]
TARGET_MS = 120.0
STORE_SIZE = 5000

KINDS = ("fact", "preference", "decision", "tooling", "convention", "person")
SUBJECTS = ("the API gateway", "the cache", "the release train", "the billing service", "staging", "the CI runner",
            "the search index", "the auth service", "the mobile app", "the data warehouse", "Grafana", "the queue")
VERBS = ("runs on", "is owned by", "moved to", "depends on", "is deployed with", "talks to", "is configured in",
         "is monitored by", "writes to", "reads from")
OBJECTS = ("Kubernetes", "the platform team", "PostgreSQL 16", "Redis", "Terraform", "the ops channel", "S3",
           "Kafka", "infra/config.yaml", "the nightly job", "a feature flag", "SQLite", "Vault", "OpenSearch")
TAILS = ("since March", "in every region", "for the EU customers", "after the outage review", "until the rewrite",
         "on weekdays only", "behind the VPN", "with two replicas", "as agreed in the design review", "")


def memdesk_command() -> list[str]:
    """The ``memdesk`` console script beside this Python (what a hook runs), else ``python -m``."""
    script = Path(sys.executable).with_name("memdesk")
    return [str(script)] if script.exists() else [sys.executable, "-m", "core.interfaces.cli"]


def child_env(home: Path) -> dict[str, str]:
    """A throwaway home as a user has one — no ``MEMDESK_*`` variables, so the config file is
    looked for where platformdirs says (it is not there) — no provider variables, and no
    ``PYTHONDONTWRITEBYTECODE``."""
    return {"HOME": str(home), "PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO_ROOT),
            "LANG": "C.UTF-8"}


def facts(count: int) -> list[dict[str, object]]:
    """``count`` distinct synthetic facts of 6–16 words."""
    rng = random.Random(18)
    seen: set[str] = set()
    items: list[dict[str, object]] = []
    while len(items) < count:
        text = " ".join(part for part in (rng.choice(SUBJECTS).capitalize(), rng.choice(VERBS), rng.choice(OBJECTS),
                                          rng.choice(TAILS), f"(note {len(items)})") if part)
        if text in seen:
            continue
        seen.add(text)
        items.append({"content": text, "kind": rng.choice(KINDS),
                      "namespace": "webapp" if rng.random() < 0.25 else ""})
    return items


def build_store(db: Path, env: dict[str, str]) -> None:
    """A store of :data:`STORE_SIZE` promoted memories, loaded 1,000 at a time."""
    sys.path.insert(0, str(REPO_ROOT))
    os.environ["HOME"] = env["HOME"]
    for variable in ("MEMDESK_HOME", "MEMDESK_CONFIG", "MEMDESK_DB", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        os.environ.pop(variable, None)
    from core import Engine
    from core.settings import Settings

    items = facts(STORE_SIZE)
    with Engine(db, settings=Settings(), actor="human:bench") as engine:
        for start in range(0, len(items), 1000):
            engine.memories.import_promoted(items[start:start + 1000], reason="bench store")


def run_reaped(command: list[str], env: dict[str, str], stdin: bytes | NewCompaction) -> dict[str, float]:
    """One whole process, reaped with ``wait4``: wall ms (spawn → reaped) and CPU ms (user + system)."""
    if callable(stdin):
        stdin = stdin()
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=env, cwd=str(REPO_ROOT))
    assert process.stdin is not None and process.stdout is not None and process.stderr is not None
    if stdin:
        process.stdin.write(stdin)
    process.stdin.close()
    out = process.stdout.read()
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    process.stdout.close()
    process.stderr.close()
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} exited {process.returncode}: {err.decode(errors='replace')[:400]}")
    if not out.strip() and command[1:] != ["-c", "pass"]:
        raise SystemExit(f"{' '.join(command)} printed nothing")
    return {"wall": wall, "cpu": (usage.ru_utime + usage.ru_stime) * 1000}


def cases(work: Path, db: Path, memdesk: list[str]) -> list[tuple[str, list[str], bytes | NewCompaction]]:
    """(name, command, stdin) for every row of the table."""
    session_input = session_start_input(work)
    compact_input = compaction_input(work)
    store = ["--db", str(db)]
    return [
        ("python -c pass", [sys.executable, "-c", "pass"], b""),
        ("memdesk --version", [*memdesk, "--version"], b""),
        ("memdesk --help", [*memdesk, "--help"], b""),
        ("memdesk recall", [*memdesk, *store, "recall", "which database does the cache use"], b""),
        ("memdesk context", [*memdesk, *store, "context"], b""),
        ("memdesk stats", [*memdesk, *store, "stats"], b""),
        ("memdesk hooks session-start", [*memdesk, *store, "hooks", "session-start"], session_input),
        ("memdesk hooks capture-summary", [*memdesk, *store, "hooks", "capture-summary"], NewCompaction(work)),
        ("… the same summary again", [*memdesk, *store, "hooks", "capture-summary"], compact_input),
    ]


def measure(table: list[tuple[str, list[str], bytes | NewCompaction]], env: dict[str, str],
            runs: int) -> list[dict[str, object]]:
    samples: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in table}
    for _name, command, stdin in table:  # warm-up: bytecode written, page cache warm
        run_reaped(command, env, stdin)
    for _ in range(runs):
        for name, command, stdin in table:
            samples[name].append(run_reaped(command, env, stdin))
    floor = statistics.median(s["wall"] for s in samples["python -c pass"])
    rows: list[dict[str, object]] = []
    for name, _, _ in table:
        walls = [s["wall"] for s in samples[name]]
        median = statistics.median(walls)
        rows.append({"case": name, "runs": len(walls), "median_ms": median, "min_ms": min(walls),
                     "cpu_median_ms": statistics.median(s["cpu"] for s in samples[name]),
                     "over_bare_ms": median - floor,
                     "target_ms": None if name == "python -c pass" else TARGET_MS})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=21, help="timed rounds after the warm-up (default 21)")
    parser.add_argument("--store", type=Path, help="a 5,000-memory store to reuse; built there first if missing")
    parser.add_argument("--json", action="store_true", help="one JSON document on stdout")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="memdesk-cli-bench-"))
    try:
        home = work / "home"
        home.mkdir()
        env = child_env(home)
        db = work / "store.db"
        if args.store is not None:
            if not args.store.exists():
                print(f"building a {STORE_SIZE:,}-memory store at {args.store} …", file=sys.stderr)
                build_store(args.store, env)
            shutil.copyfile(args.store, db)  # recall writes (access counts, recall log): time a copy
        else:
            print(f"building a {STORE_SIZE:,}-memory store …", file=sys.stderr)
            build_store(db, env)
        load_before = os.getloadavg()
        rows = measure(cases(work, db, memdesk_command()), env, args.runs)
        load_after = os.getloadavg()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report = {"date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), "machine": describe(),
              "load_before": [round(x, 2) for x in load_before], "load_after": [round(x, 2) for x in load_after],
              "command": " ".join([Path(sys.argv[0]).name, *sys.argv[1:]]), "store_memories": STORE_SIZE,
              "bytecode": "cached (PYTHONDONTWRITEBYTECODE unset, one warm-up run per command)", "rows": rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['date']} · {report['machine']} · load {report['load_before']} → {report['load_after']}")
    print(f"{STORE_SIZE:,}-memory store · {args.runs} interleaved rounds · {report['bytecode']}")
    print("| command | target | wall median | wall min | CPU median | over bare Python (median) |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows:
        target = f"≤ {row['target_ms']:.0f} ms" if row["target_ms"] else "–"
        over = "–" if row["case"] == "python -c pass" else f"+{row['over_bare_ms']:.0f} ms"
        print(f"| `{row['case']}` | {target} | {row['median_ms']:.0f} ms | {row['min_ms']:.0f} ms "
              f"| {row['cpu_median_ms']:.0f} ms | {over} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
