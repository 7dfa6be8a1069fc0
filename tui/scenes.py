"""Fixed scenes of the workstation: the same data, clock and keys for snapshots and screenshots.

``tests/workstation/test_tui_snapshots.py`` compares each scene with its stored SVG and
``python -m tui.screenshots`` writes the same scenes to ``screenshots/``, so the
pictures in the README are exactly what the tests check.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from textual.pilot import Pilot

from core import Engine, Settings
from core.clock import fixed_clock, parse_time
from core.demo import seed_demo
from themes import THEMES
from tui.app import MemdeskApp, create_app

SCENE_NOW = "2026-11-30T09:00:00Z"
SCENE_SIZE = (120, 36)
SCENE_STORE = "memdesk.db"
# A fixed identity for pictures (a real store mints a random one); set by restoring a backup.
SCENE_AGENT_ID = "urn:memdesk:agent:5ce4e0a1d3b2c4f6e8a0b1c2d3e4f5a6"
LAPTOP = {"inference": {"provider": "local", "model": "small-9b", "context_window": 32768},
          "runtime": {"name": "claude-code", "version": "2.1"},
          "hardware": {"host": "laptop", "gpu": "rtx-3060", "vram_gb": 12}}
BIG_BOX = {"inference": {"provider": "local", "model": "large-70b", "context_window": 131072},
           "runtime": {"name": "claude-code", "version": "2.1"},
           "hardware": {"host": "big-box", "gpu": "h100", "vram_gb": 80},
           "capabilities": {"long_context": True}}
CLOUD_TRIAL = {"inference": {"provider": "hosted", "model": "sonnet"}, "runtime": {"name": "codex", "version": "0.9"}}
SOUL_BEFORE = b"# SOUL.md\n\n## Voice\n- Plain words, short answers.\n- Says \"I don't know\" rather than guessing.\n"
SOUL_AFTER = (b"# SOUL.md\n\n## Voice\n- Plain words, short answers; detail when asked.\n"
              b"- Says \"I don't know\" rather than guessing.\n- Cites the memory it relies on.\n")
IDENTITY = b"# IDENTITY.md\n\nThe coding assistant of this desk.\n"


async def settle(pilot: Pilot) -> None:
    """Let debounce timers fire and every worker finish (twice: results start more work)."""
    for _ in range(2):
        await pilot.pause(0.15)
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def seed_scene_store(path: Path) -> None:
    """The demo store at a fixed time, plus one correction and a few recalls."""
    engine = seed_demo(path, now=parse_time(SCENE_NOW), settings=Settings())
    try:
        deadline = engine.memories.list(kinds=["project"], statuses=["promoted"], namespace="webapp", limit=None)
        march = next(m for m in deadline if "March 15" in m.content)
        engine.memories.amend(march.id, "The release deadline is April 2, not March 15", source="mcp:codex",
                     session="demo-3", reason="the client moved the launch", actor="agent:codex")
        for query, namespace in (("code graph tool", ""), ("package manager", ""), ("deploy staging", "webapp")):
            engine.retrieval.recall(query, namespace=namespace, actor="agent:claude-code")
    finally:
        engine.close()


def seed_server_store(path: Path) -> None:
    """The scene store after one upkeep run (what the daemon's timer records), for the Server pane."""
    seed_scene_store(path)
    with Engine(path, settings=Settings(), clock=fixed_clock(SCENE_NOW)) as engine:
        engine.agents.run_upkeep()


def seed_generations_store(path: Path) -> None:
    """The scene store with a fixed identity and three generations: promoted, forced-current, rejected.

    Between the first and second seals two pending memories were promoted, a correction
    retired the old deadline and a capture was rejected, so the diff has memories to show.
    """
    draft = path.with_name("draft-" + path.name)
    seed_scene_store(draft)
    with Engine(draft, settings=Settings()) as source:
        document = source.interop.backup_document()
    document["agent"]["agent_id"] = SCENE_AGENT_ID
    # The scene tells its own lineage story; the demo's two generations would crowd it.
    document["generations"], document["migration_log"] = [], []
    anchor = parse_time(SCENE_NOW)
    moment = {"at": anchor - timedelta(days=20)}
    with Engine(path, settings=Settings(), actor="human:demo", clock=lambda: moment["at"]) as engine:
        engine.interop.restore_backup(document)
        laptop = engine.generations.create(label="laptop", manifest=LAPTOP).generation
        engine.generations.seal(laptop, soul={"SOUL.md": SOUL_BEFORE, "IDENTITY.md": IDENTITY},
                               probes=["package manager"])
        engine.generations.validate(laptop)
        engine.generations.promote(laptop)
        moment["at"] = anchor - timedelta(days=2)
        waiting = {m.content: m.id for m in engine.memories.list(statuses=["pending"], namespace=None, limit=None)}
        engine.memories.promote([waiting["uv is the package manager for new Python projects"],
                        waiting["The user prefers dark themes in every terminal app"]])
        engine.memories.promote([waiting["The release deadline is April 2, not March 15"]])
        engine.memories.reject([waiting["tests are passing now"]], reason="transient status")
        big_box = engine.generations.create(parent=laptop, label="big-box", manifest=BIG_BOX).generation
        engine.generations.seal(big_box, soul={"SOUL.md": SOUL_AFTER, "IDENTITY.md": IDENTITY})
        engine.generations.promote(big_box, force=True, reason="moved before the probes were written")
        moment["at"] = anchor - timedelta(days=1)
        trial = engine.generations.create(parent=laptop, label="cloud-trial", manifest=CLOUD_TRIAL).generation
        engine.generations.seal(trial)
        engine.generations.reject(trial, reason="hosted model refused the offline requirement")
    for suffix in ("", "-wal", "-shm"):
        Path(str(draft) + suffix).unlink(missing_ok=True)


@dataclass(frozen=True)
class Scene:
    """One picture: a pane, a theme and what to do before taking it."""

    name: str
    mode: str
    theme: str
    prepare: Callable[[Pilot], Awaitable[None]] | None = None
    seed: Callable[[Path], None] = seed_scene_store

    @property
    def file_name(self) -> str:
        return f"{self.name}-{self.theme.removeprefix('memdesk-')}.svg"

    def build(self, folder: Path) -> MemdeskApp:
        """A fresh store in ``folder`` and the app on it, on this scene's pane and theme."""
        path = folder / SCENE_STORE
        self.seed(path)
        app = create_app(path, Settings(), clock=fixed_clock(SCENE_NOW), cursor_blink=False, poll_seconds=0)
        app.theme = self.theme
        return app

    async def run_before(self, pilot: Pilot) -> None:
        """Switch to the pane, do the scene's keys, and wait until everything is drawn."""
        if self.mode != pilot.app.current_mode:
            await pilot.press(pilot.app.key_for(f"app.pane.{self.mode}") or _pane_key(pilot.app, self.mode))
        await settle(pilot)
        if self.prepare is not None:
            await self.prepare(pilot)
            await settle(pilot)


def _pane_key(app: MemdeskApp, mode: str) -> str:
    return next(pane.key for pane in app.panes if pane.mode == mode)


async def _search_for_codegraph(pilot: Pilot) -> None:
    await pilot.press("slash", *"code graph", "enter")


async def _review_with_selection(pilot: Pilot) -> None:
    await pilot.press("space", "space", "k")


PANE_SCENES = (
    ("review", "review", _review_with_selection, seed_scene_store),
    ("search", "search", _search_for_codegraph, seed_scene_store),
    ("conflicts", "conflicts", None, seed_scene_store),
    ("server", "server", None, seed_server_store),
    ("stats", "stats", None, seed_scene_store),
    ("generations", "generations", None, seed_generations_store),
)

SCENES: tuple[Scene, ...] = tuple(
    Scene(name, mode, theme.name, prepare, seed) for name, mode, prepare, seed in PANE_SCENES for theme in THEMES
)
