"""Work a serving process does beside serving: the upkeep timer, the watched-folder poller, and the settling of the
comparisons its captures left owed.

They run in daemon threads of the serving process and share its engine's agent service
(each thread gets its own SQLite connection). Each upkeep run is recorded in
``upkeep_runs`` and announced in one line on the daemon's log; the first run comes
one interval after the previous recorded run, so restarting the daemon neither skips
upkeep nor repeats it. A failed run or scan is logged and the loop goes on.

A capture compares its newcomer with the best-ranked candidates and leaves the rest owed
(:mod:`core.conflicts.owed`); an :class:`OwedWorker` woken by each capture the process serves that left some
makes them once captures pause (:data:`OWED_QUIET_S`), so their proposals join the envelope within moments and
a burst of captures is never answered more slowly for it. The daemon runs one inside :class:`Background`; a stdio
MCP server writing the store file itself runs one of its own (:mod:`core.interfaces.mcp.backend`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any, Protocol

from core.agents.results import UpkeepRun
from core.clock import parse_time
from core.errors import MemdeskError
from core.service_context import ServiceContext
from core.settings.model import UpkeepSettings, WatchSettings

JOIN_TIMEOUT_S = 10.0
# How long no capture must have left comparisons owed before the worker settles them.
OWED_QUIET_S = 0.2
# Newcomers the worker settles per pass (a newcomer's comparisons take ~10 ms): it checks between passes whether it
# was asked to stop, so a server closing meets a pass of a fraction of a second, not the upkeep's 500 newcomers.
OWED_PER_PASS = 20


class OwedWork(Protocol):
    """What the owed worker calls (``engine.agents``)."""

    def when_owed(self, wake: Callable[[], object] | None) -> None: ...

    def settle_owed(self, *, limit: int | None = None) -> Any: ...


class BackgroundWork(OwedWork, Protocol):
    """What the loops call (``engine.agents``, a :class:`core.agents.service.AgentService`)."""

    ctx: ServiceContext

    def upkeep_settings(self) -> UpkeepSettings: ...

    def watch_settings(self) -> WatchSettings: ...

    def upkeep_runs(self, limit: int = 20) -> list[UpkeepRun]: ...

    def run_upkeep(self) -> UpkeepRun: ...

    def watch_scan(self, folder: str | Path, *, namespace: str = "", dry_run: bool = False,
                   settle_seconds: float = 0.0) -> Any: ...


class Background:
    """The upkeep timer (``[upkeep] interval_minutes``; 0 = off) and an optional folder poller.

    Args:
        agents: the serving process's agent service (``engine.agents``).
        watch: a folder to poll (``serve --watch DIR``), or ``None``.
        namespace: where the watched folder's memories go.
        announce: where one-line reports go (the daemon's log).
        upkeep_interval_s / watch_interval_s / settle_seconds: override the configured values (tests).
    """

    def __init__(self, agents: BackgroundWork, *, watch: Path | None = None, namespace: str = "",
                 announce: Callable[[str], None] = print, upkeep_interval_s: float | None = None,
                 watch_interval_s: float | None = None, settle_seconds: float | None = None):
        self.agents = agents
        self.watch = watch
        self.namespace = namespace
        self.announce = announce
        upkeep = agents.upkeep_settings()
        self.upkeep_interval_s = upkeep_interval_s if upkeep_interval_s is not None else upkeep.interval_minutes * 60
        watching = agents.watch_settings()
        self.watch_interval_s = watch_interval_s if watch_interval_s is not None else watching.interval_seconds
        self.settle_seconds = watching.settle_seconds if settle_seconds is None else settle_seconds
        self._stop = threading.Event()
        self.owed = OwedWorker(agents, announce=announce)
        self._threads: list[threading.Thread] = []

    def start(self) -> list[str]:
        """Start the loops that are switched on; returns their names (``upkeep``, ``watch``)."""
        loops = []
        if self.upkeep_interval_s > 0:
            loops.append(("upkeep", self._upkeep_loop))
            self.announce(f"upkeep every {self.upkeep_interval_s / 60:g} min")
        else:
            self.announce("upkeep timer off ([upkeep] interval_minutes = 0)")
        if self.watch is not None:
            loops.append(("watch", self._watch_loop))
            self.announce(f"watching {self.watch} every {self.watch_interval_s:g}s")
        for name, loop in loops:
            thread = threading.Thread(target=loop, name=f"memdesk-{name}", daemon=True)
            thread.start()
            self._threads.append(thread)
        self.owed.start()  # always on, and not a timer: it sleeps until a capture owes comparisons
        return [name for name, _ in loops]

    def stop(self) -> None:
        """Ask the loops to finish and wait for them (a run in progress completes first)."""
        self.owed.stop()
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=JOIN_TIMEOUT_S)

    def _first_delay(self) -> float:
        runs = self.agents.upkeep_runs(1)
        if not runs:
            return self.upkeep_interval_s
        due = parse_time(runs[0].finished_at) + timedelta(seconds=self.upkeep_interval_s)
        return max(0.0, (due - self.agents.ctx.now()).total_seconds())

    def _upkeep_loop(self) -> None:
        delay = self._guarded("upkeep", self._first_delay)
        while not self._stop.wait(self.upkeep_interval_s if delay is None else delay):
            delay = None
            self._guarded("upkeep", self.run_upkeep)

    def run_upkeep(self) -> UpkeepRun:
        """One upkeep run, announced as ``upkeep run N: stale ok, envelopes ok, …``."""
        run = self.agents.run_upkeep()
        steps = ", ".join(f"{name} {step['status']}" for name, step in run.steps.items())
        self.announce(f"upkeep run {run.id} {'ok' if run.ok else 'FAILED'}: {steps}")
        return run

    def _watch_loop(self) -> None:
        while True:
            self._guarded("watch", self.scan_folder)
            if self._stop.wait(self.watch_interval_s):
                return

    def scan_folder(self) -> None:
        """One scan of the watched folder; staged and refused files are announced."""
        if self.watch is None:
            return
        report = self.agents.watch_scan(self.watch, namespace=self.namespace, settle_seconds=self.settle_seconds)
        for item in report.files:
            if item.status == "staged" and item.staged:
                self.announce(f"watch: staged {item.path} as " + ", ".join(f"#{i}" for i in item.staged))
            elif item.status == "refused":
                self.announce(f"watch: {item.path} refused: {item.reason}")

    def _guarded(self, name: str, work: Callable):
        return guarded(self.announce, name, work)


class OwedWorker:
    """A thread that makes the comparisons this process's captures left owed, once captures pause.

    Args:
        agents: the serving process's agent service (``engine.agents``); the worker asks it to wake it after each
            committed capture that left comparisons owed.
        announce: where one-line reports of what the settled comparisons filed go.
        quiet_s: how long no capture must have owed comparisons before the worker settles.
    """

    def __init__(self, agents: OwedWork, *, announce: Callable[[str], None] = print, quiet_s: float = OWED_QUIET_S):
        self.agents = agents
        self.announce = announce
        self.quiet_s = quiet_s
        # Set by a served capture that left comparisons owed, and by stop(); cleared as a round starts.
        self.woken = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the thread and ask the agent service to wake it. The first round comes unasked: what a server
        that stopped mid-way (or a process with no worker) left owed is made without waiting for a new capture."""
        self._thread = threading.Thread(target=self._loop, name="memdesk-owed", daemon=True)
        self.woken.set()
        self._thread.start()
        self.agents.when_owed(self.woken.set)

    def stop(self, timeout: float = JOIN_TIMEOUT_S) -> None:
        """Stop listening and wait for the thread (a newcomer being settled is filed first; the rest stay owed)."""
        self.agents.when_owed(None)
        self._stop.set()
        self.woken.set()
        if self._thread is not None:
            self._thread.join(timeout=timeout)

    def _loop(self) -> None:
        while True:
            self.woken.wait()
            # Settle once captures have paused: the worker's comparisons share the interpreter with the serving
            # thread, and an agent sending a burst should get each answer as fast as the first.
            while not self._stop.is_set():
                self.woken.clear()  # before settling: a capture committed meanwhile wakes the next round
                if not self.woken.wait(self.quiet_s):
                    break
            if self._stop.is_set():
                return
            guarded(self.announce, "owed comparisons", self.settle)

    def settle(self) -> None:
        """Make the comparisons captures left owed, a bounded pass at a time until none are left (or a pass
        settles nothing: another process holds them); announce what they filed."""
        while not self._stop.is_set():
            report = self.agents.settle_owed(limit=OWED_PER_PASS)
            if report.filed:
                self.announce("owed comparisons: " + ", ".join(
                    f"#{memory_id} → " + ", ".join(f"#{target}" for target in targets)
                    for memory_id, targets in report.filed.items()))
            if not report.remaining or not report.memories:
                return


def guarded(announce: Callable[[str], None], name: str, work: Callable):
    """``work()``, or ``None`` with its failure announced: a background loop must outlive one bad run."""
    try:
        return work()
    except MemdeskError as exc:  # a busy store or a vanished folder: say so and try again next time
        announce(f"{name} failed: {exc.message}")
    except Exception as exc:  # noqa: BLE001 - a background loop must outlive one bad run
        announce(f"{name} failed unexpectedly: {type(exc).__name__}: {exc}")
    return None
