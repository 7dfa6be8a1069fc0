"""Two people decide the same memory at the same moment, from two processes: one outcome, both told.

The test holds the store's write lock itself, starts ``memdesk promote 1`` (as alice) and
``memdesk reject 1`` (as bob) as real processes, waits until both have read the memory
and queue for the lock, then lets go. Whichever gets the lock first decides; the other
must change nothing and answer ``decided_meanwhile``, naming the outcome and who made
it. Run on a SQLite file and on a PostgreSQL database (several daemons on one server
queue on the same advisory lock).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from core import Engine, Settings
from core.paths import store_argument
from support import REPO_ROOT


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store(request, tmp_path):
    if request.param == "postgres":
        return request.getfixturevalue("pg_store_url")
    return tmp_path / "store.db"


def _start(store, who: str, *args: str) -> subprocess.Popen:
    env = {**os.environ, "MEMDESK_USER": who, "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen([sys.executable, "-m", "core.interfaces.cli", "--db", store_argument(store), *args,
                             "--json"], env=env, cwd=str(REPO_ROOT), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _has_open(pid: int, path) -> bool:
    """Whether process ``pid`` has the store file open (Linux: its /proc fd links)."""
    folder = f"/proc/{pid}/fd"
    try:
        return any(os.path.realpath(os.path.join(folder, fd)) == str(path) for fd in os.listdir(folder))
    except OSError:
        return False


# Linux syscall numbers (x86-64, arm64) of the sleeps SQLite's busy handler (usleep) and a retry's
# time.sleep make: a process in one of them, holding the store open, is waiting for the write lock.
_SLEEP_SYSCALLS = {"x86_64": {"35", "230"}, "aarch64": {"101", "115"}}


def _sleeping(pid: int) -> bool | None:
    """Whether process ``pid`` is in a sleep syscall now (``None``: this system does not say)."""
    try:
        with open(f"/proc/{pid}/syscall") as handle:
            number = handle.read().split(" ", 1)[0]
    except OSError:
        return None
    known = _SLEEP_SYSCALLS.get(os.uname().machine)
    return None if known is None or not number.isdigit() else number in known


def _queued(holder: Engine, store, procs: list[subprocess.Popen], since: dict) -> bool:
    """Whether both processes have read the memory and now wait for the write lock."""
    if holder.store.backend == "postgresql":
        waiting = holder.store.conn.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted").fetchone()[0]
        return int(waiting) >= len(procs)
    # SQLite shows no queue: a process holding the file has opened its engine; one that sleeps while
    # holding it sleeps in the busy handler of its BEGIN IMMEDIATE (it has read the memory: it is
    # deciding). Where the system does not say what a process is doing, a moment more (1.5 s) after
    # both opened the file covers the read, as does that moment when one is never caught asleep.
    if not os.path.isdir("/proc"):
        time.sleep(1.5)
        return True
    if not all(_has_open(p.pid, store.resolve()) for p in procs):
        return False
    opened = since.setdefault("opened", time.monotonic())
    return all(_sleeping(p.pid) for p in procs) or time.monotonic() - opened > 1.5


@pytest.mark.slow
def test_concurrent_promote_and_reject_resolve_to_one_outcome_and_both_are_told(store):
    with Engine(store, settings=Settings(), actor="agent:writer") as engine:
        memory_id = engine.memories.remember("The on-call rota changes every Monday").id
    holder = Engine(store, settings=Settings(), actor="human:holder")
    try:
        with holder.store.transaction():
            promote = _start(store, "alice", "promote", str(memory_id))
            reject = _start(store, "bob", "reject", str(memory_id))
            deadline, since = time.monotonic() + 60, {}
            while not _queued(holder, store, [promote, reject], since) and time.monotonic() < deadline:
                time.sleep(0.02)
        outcomes = {}
        for who, proc in (("alice", promote), ("bob", reject)):
            out, err = proc.communicate(timeout=120)
            outcomes[who] = (proc.returncode, json.loads(out), err)
    finally:
        holder.close()
    winners = [who for who, (code, _data, _err) in outcomes.items() if code == 0]
    assert len(winners) == 1, outcomes
    loser = "bob" if winners == ["alice"] else "alice"
    code, answer, _err = outcomes[loser]
    final = "promoted" if winners == ["alice"] else "rejected"
    assert code == 1 and answer["code"] == "decided_meanwhile", answer
    assert final in answer["error"] and f"human:{winners[0]}" in answer["error"]
    with Engine(store, settings=Settings()) as engine:
        shown = engine.memories.show(memory_id).to_dict()
    assert shown["status"] == final
    decisions = [entry for entry in shown["history"] if entry["action"] in ("promote", "reject")]
    assert [entry["actor"] for entry in decisions] == [f"human:{winners[0]}"]
