"""Workstation responsiveness on a 50,000-item review queue, measured from process start.

Two parts:

- **terminal** (what a person waits for): ``memdesk --db STORE`` is started as a new
  process under a pseudo-terminal (120×36), and the clock starts *before* the process
  does, so interpreter start-up and every import count. The script reads what the app
  writes to the terminal and notes when the first frame appears, when the first frame
  with queue rows appears, when each pane's first frame and first frame with its data
  appear after its key is pressed (first visits), and how long later switches take. The
  script answers the app's query for synchronized output as a modern terminal does, so
  every frame arrives bracketed and counts once its closing marker was written.
- **in-app** (keys on a loaded queue, as before): ``j`` until the cursor moved and the
  highlight was handled; ``p`` until the memory is promoted in the store and its row is
  gone. Headless, through Textual's Pilot; imports happen inside the measurement, not
  at the top of this file.

Run from the repository root::

    python bench/tui_queue.py                 # 50,000 pending; 5 terminal runs; 200 moves, 30 promotes
    python bench/tui_queue.py --items 5000    # quicker
    python bench/tui_queue.py --runs 9 --skip-keys

The store is built once under ``bench/out/`` and reused (delete it to rebuild). Each run
records the load average: on a busy machine the figures are not the calm-machine ones.
"""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import json
import os
import platform
import pty
import re
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

NOW = "2026-11-30T09:00:00Z"
KINDS = ("tooling", "project", "preference", "note", "decision", "infra")
SOURCES = ("mcp:claude-code", "mcp:codex", "mcp:cursor", "cli")
SIZE = (120, 36)
# (pane, key, text on its first frame, text once its data is drawn)
PANES = (
    ("search", "2", "Why this rank", "memdesk:begin"),
    ("conflicts", "3", "Proposals", "waiting"),
    ("server", "4", "Recent requests", "stopped"),
    ("stats", "5", "By status", "captured"),
    ("generations", "6", "Lineage", "Lineage · "),
)
REVIEW = ("review", "1", "Evidence", "fact 0:")
# Synchronized output (DEC mode 2026): the bench answers the app's query as a modern terminal
# does, so the app brackets every frame it draws, and a frame is drawn when its end marker is.
SYNC_QUERY, SYNC_REPLY = "\x1b[?2026$p", b"\x1b[?2026;2$y"
SYNC_START, SYNC_END = "\x1b[?2026h", "\x1b[?2026l"
# Escape sequences (CSI, OSC, DCS…) between the characters a person would see.
ANSI = re.compile(r"\x1b\[[0-9;?<>=!]*[ -/]*[@-~]"
                  r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"
                  r"|\x1b[PX^_][^\x1b]*\x1b\\"
                  r"|\x1b[=>()][0-9A-Za-z]?")


def build_store(path: Path, items: int) -> None:
    """``items`` pending memories through the engine's batch capture (all audited)."""
    sys.path.insert(0, str(ROOT))
    from core import Engine, Settings
    from core.clock import fixed_clock

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


# -- the terminal part ----------------------------------------------------------------------


class Terminal:
    """``memdesk --db STORE`` in a pseudo-terminal, with every byte it writes timestamped."""

    def __init__(self, store: Path, home: Path, size: tuple[int, int]) -> None:
        self.chunks: list[tuple[float, str]] = []
        master, slave = pty.openpty()
        width, height = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        env = {**os.environ, "HOME": str(home), "MEMDESK_HOME": str(home / "memdesk"),
               "MEMDESK_CONFIG": str(home / "memdesk" / "config.toml"), "TERM": "xterm-256color",
               "COLORTERM": "truecolor", "PYTHONPATH": str(ROOT)}
        env.pop("MEMDESK_DB", None)
        self.master = master
        self.started = time.perf_counter()  # before the process exists: start-up and imports count
        self.process = subprocess.Popen([sys.executable, "-m", "core.interfaces.cli", "--db", str(store)],
                                        stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
                                        start_new_session=True, close_fds=True)
        os.close(slave)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        while True:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.5)
                if not ready:
                    if self.process.poll() is not None:
                        return
                    continue
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            text = data.decode("utf-8", errors="replace")
            self.chunks.append((time.perf_counter(), text))
            if SYNC_QUERY in text:
                os.write(self.master, SYNC_REPLY)

    def mark(self) -> int:
        return len(self.chunks)

    def wait_for(self, text: str, since: int = 0, timeout: float = 60.0) -> float:
        """When ``text`` first appeared on screen in what was written from chunk ``since`` on."""
        deadline = time.perf_counter() + timeout
        seen = ""
        index = since
        while time.perf_counter() < deadline:
            while index < len(self.chunks):
                stamp, data = self.chunks[index]
                index += 1
                seen += ANSI.sub("", data)
                if text in seen:
                    return stamp
            time.sleep(0.001)
        raise TimeoutError(f"{text!r} did not appear within {timeout}s")

    def wait_for_frame(self, text: str, since: int = 0, timeout: float = 60.0) -> float:
        """When the first whole frame (written from chunk ``since`` on) showing ``text`` was drawn."""
        deadline = time.perf_counter() + timeout
        index, frame = since, ""
        while time.perf_counter() < deadline:
            while index < len(self.chunks):
                stamp, data = self.chunks[index]
                index += 1
                frame += data
                while SYNC_END in frame:
                    done, frame = frame.split(SYNC_END, 1)
                    if text in ANSI.sub("", done.rsplit(SYNC_START, 1)[-1]):
                        return stamp
            time.sleep(0.001)
        raise TimeoutError(f"no frame showing {text!r} within {timeout}s")

    def cpu_seconds(self) -> float:
        """CPU time the app process has used so far (user + system, all its threads).

        On a loaded machine wall time waits for the cores; CPU time is what the start or
        switch itself cost, close to the wall time a calm machine would see.
        """
        with open(f"/proc/{self.process.pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def press(self, key: str) -> float:
        moment = time.perf_counter()
        os.write(self.master, key.encode())
        return moment

    def close(self) -> None:
        try:
            self.press("q")
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        os.close(self.master)


def measure_terminal(store: Path, runs: int, switches: int) -> dict:
    first_frame, first_rows, first_rows_cpu = [], [], []
    visit_cpu: dict[str, list[float]] = {pane: [] for pane, *_ in PANES}
    visits: dict[str, dict[str, list[float]]] = {pane: {"frame": [], "data": []} for pane, *_ in PANES}
    later: dict[str, list[float]] = {pane: [] for pane, *_ in (*PANES, REVIEW)}
    loads = []
    for _ in range(runs):
        loads.append(os.getloadavg()[0])
        with tempfile.TemporaryDirectory(prefix="memdesk-bench-home-") as home_dir:
            copy = Path(home_dir) / store.name
            shutil.copyfile(store, copy)
            terminal = Terminal(copy, Path(home_dir), SIZE)
            try:
                first_frame.append((terminal.wait_for_frame("Review queue") - terminal.started) * 1000)
                first_rows.append((terminal.wait_for_frame(REVIEW[3]) - terminal.started) * 1000)
                first_rows_cpu.append(terminal.cpu_seconds() * 1000)
                time.sleep(1.0)  # let the detail panel and the counts finish before the first key
                for pane, key, frame_text, data_text in PANES:
                    mark = terminal.mark()
                    cpu = terminal.cpu_seconds()
                    pressed = terminal.press(key)
                    visits[pane]["frame"].append((terminal.wait_for_frame(frame_text, mark) - pressed) * 1000)
                    visits[pane]["data"].append((terminal.wait_for_frame(data_text, mark) - pressed) * 1000)
                    visit_cpu[pane].append((terminal.cpu_seconds() - cpu) * 1000)
                    time.sleep(0.5)
                    if pane == "search":
                        terminal.press("\x1b")  # leave the query box, so the next number switches panes
                        time.sleep(0.2)
                for _ in range(switches):
                    for pane, key, frame_text, _data in (REVIEW, *PANES):
                        mark = terminal.mark()
                        pressed = terminal.press(key)
                        later[pane].append((terminal.wait_for_frame(frame_text, mark) - pressed) * 1000)
                        time.sleep(0.3)
                        if pane == "search":
                            terminal.press("\x1b")  # leave the query box, so the next number switches panes
                            time.sleep(0.2)
            finally:
                terminal.close()
    return {
        "start_to_first_frame": summary(first_frame),
        "start_to_first_frame_with_rows": summary(first_rows),
        "cpu_until_first_frame_with_rows": summary(first_rows_cpu),
        "first_visit_cpu": {pane: summary(times) for pane, times in visit_cpu.items()},
        "first_visit_frame": {pane: summary(times["frame"]) for pane, times in visits.items()},
        "first_visit_with_data": {pane: summary(times["data"]) for pane, times in visits.items()},
        "later_switch": {pane: summary(times) for pane, times in later.items()},
        "load_average_at_start_of_runs": [round(load, 2) for load in loads],
    }


# -- the in-app part --------------------------------------------------------------------------


async def poll(predicate, *, step: float = 0.0005, timeout: float = 30.0, what: str = "condition") -> float:
    """Wait until ``predicate()`` holds; returns the moment it did (perf_counter)."""
    deadline = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"no {what} within {timeout}s")
        await asyncio.sleep(step)
    return time.perf_counter()


async def measure_keys(path: Path, moves: int, promotes: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from core import Engine, Settings
    from core.clock import fixed_clock
    from tui import create_app

    app = create_app(path, Settings(), clock=fixed_clock(NOW), cursor_blink=False, poll_seconds=0.5)
    results: dict = {}
    async with app.run_test(size=SIZE) as pilot:
        await poll(lambda: getattr(app.screen, "order", None), what="first page")
        screen = app.screen
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
        results["move_until_cursor_moved"] = summary(moved)
        results["move_until_handled"] = summary(handled)
        results["move_until_idle_with_pilot_pause"] = summary(round_trip)
        results["pilot_pause_median_ms"] = round(statistics.median(baseline), 2)
        results["rows_loaded_after_moves"] = len(screen.order)

        promoted, moved_on = [], []
        with Engine(path, settings=Settings()) as other:
            for _ in range(promotes):
                await pilot.pause(0.15)  # let the detail panel's debounce settle between decisions
                target = screen.highlighted_id()
                t0 = time.perf_counter()
                app.simulate_key("p")
                t1 = await poll(lambda: screen.highlighted_id() != target, what="the cursor to move on")
                t2 = await poll(lambda: target not in screen.items, what="the promoted row to leave")
                moved_on.append((t1 - t0) * 1000)
                promoted.append((t2 - t0) * 1000)
                assert other.memories.get(target).status == "promoted"
        results["promote_until_cursor_on_next"] = summary(moved_on)
        results["promote_until_row_gone"] = summary(promoted)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=5, help="terminal runs (each a fresh process)")
    parser.add_argument("--switches", type=int, default=5, help="rounds of later pane switches per run")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--promotes", type=int, default=30)
    parser.add_argument("--skip-keys", action="store_true", help="only the terminal part")
    parser.add_argument("--store", type=Path, default=ROOT / "bench" / "out" / "tui-queue.db")
    args = parser.parse_args(argv)
    build_store(args.store, args.items)
    results: dict = {"items": args.items, "size": f"{SIZE[0]}x{SIZE[1]}",
                     "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
                     "terminal": measure_terminal(args.store, args.runs, args.switches)}
    if not args.skip_keys:
        with tempfile.TemporaryDirectory(prefix="memdesk-bench-keys-") as folder:
            copy = Path(folder) / args.store.name
            shutil.copyfile(args.store, copy)
            results["keys"] = asyncio.run(measure_keys(copy, args.moves, args.promotes))
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
