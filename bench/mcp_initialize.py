"""Start-up cost as an agent client sees it: ``memdesk mcp``'s ``initialize``, and the hook commands.

An MCP client (Codex, Claude Code, Cursor) spawns ``memdesk mcp`` and gives it a short
grace to answer ``initialize`` and ``tools/list``; a coding agent runs ``memdesk hooks
session-start`` at every session start and ``hooks capture-summary`` after every
compaction, and waits. This script times each the way the agent does, on a throwaway
store and home:

- **initialize**: spawn ``memdesk --db STORE mcp``, write one ``initialize`` line, time
  spawn → the response line; then ``tools/list`` (after ``notifications/initialized``)
  and the first ``tools/call`` (``recall``), which waits for the store to open. Twice:
  ``direct`` (the server opens the file itself) and ``daemon`` (a ``memdesk serve``
  daemon serves the store; the server forwards to it). ``--compare`` adds the MCP SDK's
  own stdio server (``memdesk mcp --sdk``), which is what ``memdesk mcp`` ran before.
- **hooks**: the whole ``hooks session-start`` process (Codex's SessionStart input on
  stdin) and ``hooks capture-summary`` (Codex's PostCompact input and a rollout file,
  a new summary every run, as a real compaction brings).
  ``--compare`` adds ``session-start`` through the full command line (argparse tree,
  rich), which is what it ran before the quick path.
- **floor**: ``python -c pass`` — the interpreter alone.

Each case runs ``--warmup`` times first (bytecode written, page cache warm), then
``--runs`` times; the table gives the median and minimum wall time. On a shared machine
the wall time includes waiting for a CPU, so two more figures come from the kernel's
scheduler statistics (``/proc/PID/schedstat`` of the server's main thread, read the
moment the answer arrives): the time it spent on a CPU until it answered — what a calm
machine's wall time approaches — and the time it sat runnable waiting for one. For the
hooks, the child's whole CPU time (user + system, from ``wait4``) is given. The load
average before and after is printed: read the medians with it.

    python bench/mcp_initialize.py
    python bench/mcp_initialize.py --runs 30 --compare --json
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from hook_inputs import NewCompaction, session_start_input
from machine import describe

REPO_ROOT = Path(__file__).resolve().parents[1]
TARGETS_MS = {"initialize (direct)": 400.0, "initialize (daemon)": 150.0, "hooks session-start": 120.0,
              "hooks capture-summary": 120.0}


def memdesk_command() -> list[str]:
    """The ``memdesk`` console script beside this Python (what a client config names), else ``-m``."""
    script = Path(sys.executable).with_name("memdesk")
    return [str(script)] if script.exists() else [sys.executable, "-m", "core.interfaces.cli"]


def child_env(home: Path) -> dict[str, str]:
    env = {"HOME": str(home), "MEMDESK_HOME": str(home / "memdesk"),
           "MEMDESK_CONFIG": str(home / "memdesk" / "config.toml"), "PATH": os.environ.get("PATH", ""),
           "PYTHONPATH": str(REPO_ROOT)}
    return env  # no PYTHONDONTWRITEBYTECODE: an installed memdesk runs from cached bytecode


def spawn(command: list[str], env: dict[str, str], *, stdin=subprocess.PIPE) -> subprocess.Popen:
    return subprocess.Popen(command, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                            cwd=str(REPO_ROOT))


def reap(process: subprocess.Popen) -> float:
    """Wait for ``process`` and return its CPU time (user + system) in ms."""
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0
    return (usage.ru_utime + usage.ru_stime) * 1000


def schedstat(pid: int) -> tuple[float, float] | None:
    """``(ms on a CPU, ms runnable but waiting for one)`` of ``pid``'s main thread so far (Linux only)."""
    try:
        on_cpu, waiting, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    except (OSError, ValueError):
        return None
    return int(on_cpu) / 1e6, int(waiting) / 1e6


def line(payload: dict) -> bytes:
    return (json.dumps(payload) + "\n").encode()


INITIALIZE = line({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                              "clientInfo": {"name": "codex-mcp-client", "version": "0.171.0"}}})
AFTER = (line({"jsonrpc": "2.0", "method": "notifications/initialized"})
         + line({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}))
CALL = line({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
             "params": {"name": "recall", "arguments": {"query": "which database does the cache use"}}})


def time_mcp(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """One ``memdesk mcp`` start: ms to the initialize answer, then to tools/list, then to the first call."""
    start = time.perf_counter()
    process = spawn(command, env)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(INITIALIZE)
    process.stdin.flush()
    answer = process.stdout.readline()
    initialized = time.perf_counter()
    scheduled = schedstat(process.pid)
    process.stdin.write(AFTER)
    process.stdin.flush()
    listed = process.stdout.readline()
    listing = time.perf_counter()
    process.stdin.write(CALL)
    process.stdin.flush()
    called = process.stdout.readline()
    calling = time.perf_counter()
    process.stdin.close()
    cpu = reap(process)
    process.stdout.close()
    for reply, what in ((answer, "initialize"), (listed, "tools/list"), (called, "tools/call")):
        if b'"result"' not in reply:
            raise SystemExit(f"{what} failed: {reply[:300]!r}")
    times = {"wall": (initialized - start) * 1000, "list": (listing - initialized) * 1000,
             "call": (calling - listing) * 1000, "cpu": cpu}
    if scheduled is not None:
        times["on_cpu"], times["waiting"] = scheduled
    return times


def time_hook(command: list[str], env: dict[str, str], payload: bytes) -> dict[str, float]:
    """One hook run: the whole process, ms."""
    start = time.perf_counter()
    process = spawn(command, env)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(payload)
    process.stdin.close()
    output = process.stdout.read()
    cpu = reap(process)
    wall = (time.perf_counter() - start) * 1000
    process.stdout.close()
    if not output.strip():
        raise SystemExit(f"{' '.join(command[-2:])} printed nothing")
    return {"wall": wall, "cpu": cpu}


def summarise(name: str, samples: list[dict[str, float]]) -> dict[str, object]:
    walls = [s["wall"] for s in samples]
    row: dict[str, object] = {"case": name, "runs": len(samples), "median_ms": statistics.median(walls),
                              "min_ms": min(walls), "cpu_median_ms": statistics.median(s["cpu"] for s in samples)}
    for extra in ("on_cpu", "waiting", "list", "call"):
        if extra in samples[0]:
            row[f"{extra}_median_ms"] = statistics.median(s[extra] for s in samples)
    if name in TARGETS_MS:
        row["target_ms"] = TARGETS_MS[name]
    return row


def seed(db: Path, env: dict[str, str]) -> None:
    """A store with a few promoted memories (so recall and the session-start block have content)."""
    sys.path.insert(0, str(REPO_ROOT))
    os.environ.update({key: env[key] for key in ("HOME", "MEMDESK_HOME", "MEMDESK_CONFIG")})
    from core import Engine, Settings

    with Engine(db, settings=Settings(), actor="human:bench") as engine:
        ids = [engine.memories.remember(text).id for text in (
            "The API stays backwards compatible within a major version.",
            "The cache lives in SQLite, one file per workspace.",
            "Releases are cut from the release branch on Thursdays.")]
        engine.memories.promote(ids)


def run_cases(args: argparse.Namespace, work: Path) -> list[dict[str, object]]:
    home = work / "home"
    home.mkdir()
    env = child_env(home)
    db = work / "store.db"
    seed(db, env)
    memdesk = memdesk_command()
    cases: list[tuple[str, object]] = [
        ("floor: python -c pass", lambda: time_hook([sys.executable, "-c", "print(1)"], env, b"")),
        ("initialize (direct)", lambda: time_mcp([*memdesk, "--db", str(db), "mcp"], env)),
    ]
    if args.compare:
        cases.append(("initialize (direct, --sdk)", lambda: time_mcp([*memdesk, "--db", str(db), "mcp", "--sdk"],
                                                                       env)))
    session_input = session_start_input(work)
    new_compaction = NewCompaction(work)
    full_cli = [sys.executable, "-c", "import sys; from core.interfaces.cli.app import main; sys.exit(main())"]
    cases += [
        ("hooks session-start", lambda: time_hook([*memdesk, "--db", str(db), "hooks", "session-start"], env,
                                                  session_input)),
        *([("hooks session-start (full CLI)", lambda: time_hook([*full_cli, "--db", str(db), "hooks",
                                                                  "session-start"], env, session_input))]
          if args.compare else []),
        ("hooks capture-summary", lambda: time_hook([*memdesk, "--db", str(db), "hooks", "capture-summary"], env,
                                                    new_compaction())),
    ]
    rows = [measure(name, case, args) for name, case in cases]
    rows.append(with_daemon(db, env, memdesk, args))
    return rows


def measure(name: str, case, args: argparse.Namespace) -> dict[str, object]:
    for _ in range(args.warmup):
        case()
    row = summarise(name, [case() for _ in range(args.runs)])
    print(f"  {name}: median {row['median_ms']:.0f} ms", file=sys.stderr)
    return row


def with_daemon(db: Path, env: dict[str, str], memdesk: list[str], args: argparse.Namespace) -> dict[str, object]:
    started = subprocess.run([*memdesk, "--db", str(db), "serve", "--port", "0", "--json"], env=env,
                             capture_output=True, text=True, cwd=str(REPO_ROOT), timeout=120)
    if started.returncode != 0:
        raise SystemExit(f"memdesk serve failed: {started.stdout} {started.stderr}")
    try:
        row = measure("initialize (daemon)", lambda: time_mcp([*memdesk, "--db", str(db), "mcp"], env), args)
        row["daemon"] = json.loads(started.stdout).get("url")
        return row
    finally:
        subprocess.run([*memdesk, "--db", str(db), "serve", "--stop"], env=env, capture_output=True,
                       cwd=str(REPO_ROOT), timeout=60)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--compare", action="store_true",
                        help="also time the paths these replaced: `memdesk mcp --sdk`, a hook through the full CLI")
    parser.add_argument("--json", action="store_true", help="one JSON document on stdout")
    args = parser.parse_args()
    load_before = os.getloadavg()
    work = Path(tempfile.mkdtemp(prefix="memdesk-init-bench-"))
    try:
        rows = run_cases(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report = {"date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), "machine": describe(),
              "load_before": [round(x, 2) for x in load_before],
              "load_after": [round(x, 2) for x in os.getloadavg()], "command": " ".join(sys.argv), "rows": rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['date']} · {report['machine']} · load {report['load_before']} → {report['load_after']}")
    print("| case | target | wall median | wall min | on CPU until answered | waiting for a CPU | process CPU "
          "| then tools/list | then first tools/call |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        def ms(key: str, row: dict[str, object] = row) -> str:
            value = row.get(key)
            return f"{value:.0f} ms" if isinstance(value, (int, float)) else "–"
        print(f"| {row['case']} | {ms('target_ms')} | {ms('median_ms')} | {ms('min_ms')} | {ms('on_cpu_median_ms')} "
              f"| {ms('waiting_median_ms')} | {ms('cpu_median_ms')} | {ms('list_median_ms')} | "
              f"{ms('call_median_ms')} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
