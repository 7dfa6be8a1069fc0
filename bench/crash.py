"""Kill -9 memdesk in the middle of its all-or-nothing operations, then check the store.

Usage (from the repository root):

    python bench/crash.py                         # every scenario, 20 kills each
    python bench/crash.py import --trials 20 --size 10000
    python bench/crash.py restore promote migrate --trials 10 --mode timer

Scenarios (each runs in a child process that the parent kills with SIGKILL):

- ``import``  — ``Engine.remember_many`` of ``--size`` memories in one batch;
- ``restore`` — ``Engine.restore_backup`` of a ``--size``-memory backup (with links,
  proposals, generations and a migration log) into a fresh store;
- ``promote`` — one ``Engine.promote`` of ``--size/4`` newcomers, each superseding
  three promoted memories;
- ``migrate`` — opening a copy of ``tests/fixtures/store-v1.db`` (schema migration 1)
  so every later migration runs.

Kill points: ``--mode tick`` (default) arms a SQLite progress handler in the child;
at a random VM step drawn uniformly from the whole operation (measured by one
calibration run) the child reports and blocks, and the parent kills it there, so
every kill lands inside the operation. ``--mode timer`` kills after a random
wall-clock delay (0 to 1.2× the calibrated duration) instead, which also hits the
Python code between statements and the commit.

After each kill: ``PRAGMA integrity_check`` must be ``ok``, the full-text index must
match, the store must hold none or all of the operation (all if the child had
acknowledged it), and a new write through the engine must succeed. The checks read
the file with plain ``sqlite3``: the oracle does not trust the code under test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

V1_FIXTURE = ROOT / "tests" / "fixtures" / "store-v1.db"
SOURCE_TAG = "import:crash"
CHILD_TIMEOUT_S = 600


# -- the oracle -----------------------------------------------------------------------


def query(db: Path, sql: str, params: tuple = ()) -> list[tuple]:
    """Rows of one read on a fresh connection (recovers the WAL a killed writer left)."""
    conn = sqlite3.connect(str(db), timeout=30)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def scalar(db: Path, sql: str, params: tuple = ()):
    return query(db, sql, params)[0][0]


def integrity(db: Path) -> str:
    """``ok``, or what ``PRAGMA integrity_check`` and the FTS5 check found."""
    conn = sqlite3.connect(str(db), timeout=30)
    try:
        lines = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if lines != ["ok"]:
            return "; ".join(lines[:3])
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'memories_fts'").fetchone():
            try:
                conn.execute("INSERT INTO memories_fts(memories_fts, rank) VALUES ('integrity-check', 1)")
            except sqlite3.DatabaseError as exc:
                return f"fts: {exc}"
        return "ok"
    finally:
        conn.close()


def reopen_and_write(db: Path) -> None:
    """The store must open through the engine (finishing any upgrade) and take a new write."""
    from core import Engine, Settings

    with Engine(db, settings=Settings(), actor="human:crash-check") as engine:
        engine.memories.remember(f"written after the crash {time.monotonic_ns()}", source="crash-check")


def table_rows(db: Path) -> dict[str, set[tuple]]:
    """Every row of every ordinary table, keyed by table, with the column names (for upgrade checks)."""
    conn = sqlite3.connect(str(db))
    try:
        names = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "AND name NOT LIKE 'memories_fts%' AND name NOT LIKE 'memories_cjk%'")]
        out = {}
        for name in names:
            cursor = conn.execute(f'SELECT * FROM "{name}"')
            columns = [d[0] for d in cursor.description]
            out[name] = {tuple(zip(columns, row)) for row in cursor.fetchall()}
        return out
    finally:
        conn.close()


def rows_kept(before: dict[str, set[tuple]], after_db: Path) -> list[str]:
    """Rows of ``before`` missing from ``after_db`` (compared on the columns they had)."""
    after = table_rows(after_db)
    missing = []
    for table, rows in before.items():
        if table == "_sqlite_migrations":
            continue
        current = after.get(table, set())
        for row in rows:
            columns = {c for c, _ in row}
            if not any(set(row) <= set(other) for other in current if columns <= {c for c, _ in other}):
                missing.append(f"{table}: {dict(row)}")
    return missing


# -- scenarios ----------------------------------------------------------------------


def import_items(size: int) -> list[dict]:
    return [
        {"content": f"Crash batch fact {n}: service s{n % 97} keeps replica r{n} in zone z{n % 7}",
         "kind": ("note", "tooling", "project")[n % 3], "tags": [f"batch-{n % 5}"], "source": SOURCE_TAG,
         **({"external_id": f"crash-{n}"} if n % 2 else {})}
        for n in range(size)
    ]


class Scenario:
    """One operation to kill: how to build its store, run it in a child, and judge the result."""

    name = ""
    every = 1000  # progress-handler interval, in SQLite VM steps

    def prepare(self, work: Path, size: int) -> Path:
        raise NotImplementedError

    def run_child(self, db: Path, work: Path, size: int, arm) -> None:
        raise NotImplementedError

    def state(self, db: Path, work: Path, size: int) -> tuple[str, str]:
        """``("none"|"all"|"partial", detail)`` for the store after the kill."""
        raise NotImplementedError


def _engine(db: Path, actor: str = "human:crash"):
    from core import Engine, Settings

    return Engine(db, settings=Settings(), actor=actor)


class ImportScenario(Scenario):
    name = "import"

    def prepare(self, work: Path, size: int) -> Path:
        template = work / "template.db"
        with _engine(template) as engine:
            existing = engine.memories.remember_many(
                [{"content": f"Existing fact {n} about host h{n}"} for n in range(50)])
            engine.memories.promote([r.id for r in existing[:25]])
        return template

    def run_child(self, db: Path, work: Path, size: int, arm) -> None:
        items = import_items(size)
        with _engine(db, actor="agent:crash") as engine:
            arm(engine.store.conn)
            engine.memories.remember_many(items)

    def state(self, db: Path, work: Path, size: int) -> tuple[str, str]:
        batch = scalar(db, "SELECT count(*) FROM memories WHERE source = ?", (SOURCE_TAG,))
        audit = scalar(db, "SELECT count(*) FROM audit WHERE actor = 'agent:crash'")
        others = scalar(db, "SELECT count(*) FROM memories WHERE source != ?", (SOURCE_TAG,))
        detail = f"batch rows {batch}/{size}, batch audit rows {audit}, other rows {others}/50"
        if others != 50:
            return "partial", detail
        if batch == 0 and audit == 0:
            return "none", detail
        if batch == size and audit >= size:
            return "all", detail
        return "partial", detail


class RestoreScenario(Scenario):
    name = "restore"
    TABLES = ("memories", "edges", "proposals", "generations", "migration_log")

    def prepare(self, work: Path, size: int) -> Path:
        source = work / "source.db"
        with _engine(source) as engine:
            results = engine.memories.remember_many(import_items(size))
            ids = [r.id for r in results]
            engine.memories.promote(ids[: size // 2])
            for n in range(0, min(size // 2, 200), 2):
                engine.links.link(ids[n], ids[n + 1], "related_to")
            for n in range(0, min(size // 2, 60), 3):
                engine.memories.amend(ids[n], f"Amended crash fact {n}: replica moved to zone q{n}")
            generation = engine.generations.create(label="crash-gen").generation
            engine.generations.seal(generation)
            engine.generations.validate(generation)
            engine.generations.promote(generation)
            engine.interop.backup(work / "backup.json")
        document = json.loads((work / "backup.json").read_text())
        expected = {table: len(document[table]) for table in self.TABLES}
        (work / "expected.json").write_text(json.dumps({"counts": expected, "agent_id": document["agent"]["agent_id"]}))
        template = work / "template.db"
        with _engine(template) as engine:
            (work / "own_agent.txt").write_text(engine.agent_id)
        return template

    def run_child(self, db: Path, work: Path, size: int, arm) -> None:
        document = json.loads((work / "backup.json").read_text())
        with _engine(db) as engine:
            arm(engine.store.conn)
            engine.interop.restore_backup(document)

    def state(self, db: Path, work: Path, size: int) -> tuple[str, str]:
        expected = json.loads((work / "expected.json").read_text())
        counts = {table: scalar(db, f"SELECT count(*) FROM {table}") for table in self.TABLES}
        agent = scalar(db, "SELECT agent_id FROM agent")
        detail = f"counts {counts} (backup {expected['counts']}), agent {agent[-8:]}"
        if not any(counts.values()) and agent == (work / "own_agent.txt").read_text():
            return "none", detail
        if counts == expected["counts"] and agent == expected["agent_id"]:
            return "all", detail
        return "partial", detail


class PromoteScenario(Scenario):
    name = "promote"

    def prepare(self, work: Path, size: int) -> Path:
        from core.conflicts import Finding
        from core.conflicts.filing import file_findings

        groups = max(1, size // 4)
        template = work / "template.db"
        with _engine(template) as engine:
            olds = engine.memories.remember_many([
                {"content": f"Team t{g} deploys from branch b{v} on runner r{g}{v}", "kind": "project"}
                for g in range(groups) for v in range(3)
            ])
            engine.memories.promote([r.id for r in olds])
            newcomers = engine.memories.remember_many([
                {"content": f"Team t{g} now deploys from the release branch only", "kind": "project"}
                for g in range(groups)
            ])
            with engine.store.transaction():
                actor = engine.context.operation()
                for g, newcomer in enumerate(newcomers):
                    memory = engine.memories.get(newcomer.id)
                    file_findings(engine.store, memory, [
                        Finding(olds[3 * g + v].id, "manual", f"team t{g} deploys from one branch now")
                        for v in range(3)
                    ], actor)
        pairs = {str(newcomers[g].id): [olds[3 * g + v].id for v in range(3)] for g in range(groups)}
        (work / "groups.json").write_text(json.dumps(pairs))
        return template

    def run_child(self, db: Path, work: Path, size: int, arm) -> None:
        pairs = json.loads((work / "groups.json").read_text())
        with _engine(db) as engine:
            arm(engine.store.conn)
            engine.memories.promote([int(n) for n in pairs])

    def state(self, db: Path, work: Path, size: int) -> tuple[str, str]:
        pairs = json.loads((work / "groups.json").read_text())
        rows = {r[0]: (r[1], r[2]) for r in query(db, "SELECT id, status, superseded_by FROM memories")}
        proposals = {r[0] for r in query(db, "SELECT DISTINCT status FROM proposals")}
        new_status = {rows[int(n)][0] for n in pairs}
        retired = {(rows[o][0], rows[o][1] == int(n)) for n, olds in pairs.items() for o in olds}
        detail = f"newcomers {sorted(new_status)}, targets {sorted(retired)}, proposals {sorted(proposals)}"
        if new_status == {"pending"} and retired == {("promoted", False)} and proposals == {"open"}:
            return "none", detail
        if new_status == {"promoted"} and retired == {("superseded", True)} and proposals == {"applied"}:
            return "all", detail
        return "partial", detail


class MigrateScenario(Scenario):
    name = "migrate"
    every = 20

    def prepare(self, work: Path, size: int) -> Path:
        template = work / "template.db"
        shutil.copyfile(V1_FIXTURE, template)
        (work / "v1_rows.json").write_text(json.dumps(
            {table: sorted(map(list, rows)) for table, rows in table_rows(template).items()}))
        return template

    def run_child(self, db: Path, work: Path, size: int, arm) -> None:
        from core.storage import SqliteStore

        store = SqliteStore(db, migrate=False)
        arm(store.conn)
        store.migrate()
        store.close()

    def state(self, db: Path, work: Path, size: int) -> tuple[str, str]:
        from core.storage.sqlite.schema import migration_names

        before = {table: {tuple(tuple(cell) for cell in row) for row in rows}
                  for table, rows in json.loads((work / "v1_rows.json").read_text()).items()}
        applied = [r[0] for r in query(db, "SELECT name FROM _sqlite_migrations ORDER BY id")]
        tables = {r[0] for r in query(db, "SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = rows_kept(before, db)
        detail = f"applied {applied}, {len(missing)} v1 rows missing"
        if missing:
            return "partial", detail + f": {missing[:2]}"
        if applied == ["m001_base"] and "agent" not in tables and "generations" not in tables:
            return "none", detail
        if applied == migration_names():
            return "all", detail
        return "partial", detail


SCENARIOS = {cls.name: cls for cls in (ImportScenario, RestoreScenario, PromoteScenario, MigrateScenario)}


# -- the child ----------------------------------------------------------------------


def child_main(args: argparse.Namespace) -> int:
    """Run one scenario's operation; report ticks, then block at ``--kill-at`` for the parent's SIGKILL."""
    scenario = SCENARIOS[args.child]()
    ticks = 0

    def on_progress() -> int:
        nonlocal ticks
        ticks += 1
        if ticks == args.kill_at:
            print("TICK", flush=True)
            sys.stdin.read()  # blocks: the parent kills us here, mid-statement
        return 0

    started = time.perf_counter()

    def arm(conn: sqlite3.Connection) -> None:
        nonlocal started
        if args.kill_at >= 0:
            conn.set_progress_handler(on_progress, scenario.every)
        print("GO", flush=True)
        started = time.perf_counter()

    scenario.run_child(Path(args.db), Path(args.work), args.size, arm)
    # Seconds from GO to the operation's return: the window a timer kill aims at.
    print(f"DONE {ticks} {time.perf_counter() - started:.6f}", flush=True)
    return 0


# -- the parent ---------------------------------------------------------------------


@dataclass
class Trial:
    """What one kill did to the store."""

    scenario: str
    trial: int
    mode: str
    kill_point: float
    killed: bool
    acknowledged: bool
    state: str
    integrity: str
    reopened: bool
    ok: bool
    detail: str


def _spawn(scenario: str, db: Path, work: Path, size: int, kill_at: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MEMDESK_HOME=str(work / "home"),
               MEMDESK_CONFIG=str(work / "home" / "config.toml"))
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--child", scenario, "--db", str(db), "--work", str(work),
         "--size", str(size), "--kill-at", str(kill_at)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=str(ROOT),
    )


def _finish(proc: subprocess.Popen, *, kill: bool) -> str:
    """Kill (if asked, or if the child is stuck) and reap the child; returns its stderr."""
    if kill and proc.poll() is None:
        proc.kill()
    try:
        _, err = proc.communicate(timeout=CHILD_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err or ""


def calibrate(scenario: str, template: Path, work: Path, size: int, mode: str) -> tuple[int, float]:
    """Run the operation once unharmed: how many progress ticks (tick mode) or seconds it takes.

    Timer mode calibrates without the progress handler, whose callbacks slow the run.
    """
    db = work / "calibrate.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(template, db)
    proc = _spawn(scenario, db, work, size, kill_at=0 if mode == "tick" else -1)
    out, err = proc.communicate(timeout=CHILD_TIMEOUT_S)
    done = [line for line in out.splitlines() if line.startswith("DONE")]
    if proc.returncode != 0 or not done:
        raise RuntimeError(f"calibration run of {scenario} failed (exit {proc.returncode}): {err[-2000:]}")
    _, ticks, seconds = done[0].split()
    return int(ticks), float(seconds)


def kill_once(scenario: str, template: Path, work: Path, size: int, *, trial: int, mode: str,
              ticks: int, seconds: float, rng: random.Random) -> Trial:
    """Copy the template, run the operation in a child, SIGKILL it at a random point, judge the store."""
    db = work / f"trial-{trial}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(template, db)
    point: float = rng.randint(1, max(1, ticks)) if mode == "tick" else rng.uniform(0, 1.2 * seconds)
    proc = _spawn(scenario, db, work, size, kill_at=int(point) if mode == "tick" else -1)
    killed = acknowledged = False
    stderr = ""
    try:
        for line in proc.stdout:
            if mode == "timer" and line.startswith("GO"):
                try:
                    proc.wait(timeout=point)
                except subprocess.TimeoutExpired:
                    os.kill(proc.pid, signal.SIGKILL)
                    killed = True
                    break
                continue  # it finished first: read on to its DONE
            if mode == "tick" and line.startswith("TICK"):
                os.kill(proc.pid, signal.SIGKILL)
                killed = True
                break
            if line.startswith("DONE"):
                acknowledged = True
                break
        stderr = _finish(proc, kill=False)
    except BaseException:
        _finish(proc, kill=True)
        raise
    if not killed and proc.returncode != 0:
        return Trial(scenario, trial, mode, point, False, acknowledged, "child-failed", "-", False, False,
                     stderr[-500:])
    checked = integrity(db)
    state, detail = SCENARIOS[scenario]().state(db, work, size)
    reopened = True
    try:
        reopen_and_write(db)
    except Exception as exc:  # noqa: BLE001 - any failure to reopen is the finding
        reopened, detail = False, f"{detail}; reopen failed: {exc!r}"
    ok = checked == "ok" and state in ("none", "all") and reopened and not (acknowledged and state != "all")
    return Trial(scenario, trial, mode, point, killed, acknowledged, state, checked, reopened, ok, detail)


def run_scenario(name: str, work: Path, *, trials: int, size: int, mode: str = "tick",
                 seed: int = 1, progress=None) -> tuple[list[Trial], dict]:
    """Prepare once, calibrate once, then kill ``trials`` times; returns the trials and the calibration."""
    work.mkdir(parents=True, exist_ok=True)
    scenario = SCENARIOS[name]()
    template = scenario.prepare(work, size)
    ticks, seconds = calibrate(name, template, work, size, mode)
    rng = random.Random(f"{seed}-{name}")
    results = []
    for trial in range(trials):
        result = kill_once(name, template, work, size, trial=trial, mode=mode, ticks=ticks, seconds=seconds, rng=rng)
        results.append(result)
        if progress:
            progress(result)
    return results, {"ticks": ticks, "seconds": seconds, "every": scenario.every}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenarios", nargs="*", metavar="SCENARIO",
                        help=f"any of {', '.join(SCENARIOS)} (default: all)")
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--size", type=int, help="memories per operation (default 10000 import, 2000 others)")
    parser.add_argument("--mode", choices=("tick", "timer"), default="tick")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", metavar="FILE", help="also write every trial as JSON")
    parser.add_argument("--child", choices=list(SCENARIOS), help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    parser.add_argument("--work", help=argparse.SUPPRESS)
    parser.add_argument("--kill-at", type=int, default=-1, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    unknown = [name for name in args.scenarios if name not in SCENARIOS]
    if unknown:
        parser.error(f"unknown scenario {unknown[0]!r}; choose from {', '.join(SCENARIOS)}")
    if args.child:
        return child_main(args)

    all_trials, failures = [], 0
    with tempfile.TemporaryDirectory(prefix="memdesk-crash-") as tmp:
        for name in args.scenarios or list(SCENARIOS):
            size = args.size or (10000 if name == "import" else 2000)
            print(f"== {name}: {args.trials} kills ({args.mode} mode), size {size}", flush=True)
            trials, calibration = run_scenario(
                name, Path(tmp) / name, trials=args.trials, size=size, mode=args.mode, seed=args.seed,
                progress=lambda t: print(
                    f"  #{t.trial:<2} kill at {t.kill_point:>12.3f} killed={t.killed!s:<5} ack={t.acknowledged!s:<5} "
                    f"state={t.state:<7} integrity={t.integrity} reopen={t.reopened} {'OK' if t.ok else 'FAIL'}  "
                    f"{t.detail}", flush=True))
            states = {s: sum(t.state == s for t in trials) for s in ("none", "all", "partial")}
            bad = sum(not t.ok for t in trials)
            failures += bad
            print(f"  calibration: {calibration['ticks']} ticks of {calibration['every']} VM steps, "
                  f"{calibration['seconds']:.2f} s; states {states}; "
                  f"integrity ok {sum(t.integrity == 'ok' for t in trials)}/{len(trials)}; failures {bad}", flush=True)
            all_trials += [asdict(t) | {"size": size, "calibration": calibration} for t in trials]
    if args.json:
        Path(args.json).write_text(json.dumps(all_trials, indent=1))
    print(f"total failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
