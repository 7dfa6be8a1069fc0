"""Fixed scenes of the workstation: the same data, clock and keys for snapshots and screenshots.

``tests/test_tui_snapshots.py`` compares each scene with its stored SVG and
``python -m tui.screenshots`` writes the same scenes to ``screenshots/``, so the
pictures in the README are exactly what the tests check.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Awaitable, Callable

from textual.pilot import Pilot

from core import Config
from core.clock import fixed_clock, parse_time
from core.demo import seed_demo
from themes import THEMES

from .app import MemdeskApp, create_app

SCENE_NOW = "2026-11-30T09:00:00Z"
SCENE_SIZE = (120, 36)
SCENE_STORE = "memdesk.db"


async def settle(pilot: Pilot) -> None:
    """Let debounce timers fire and every worker finish (twice: results start more work)."""
    for _ in range(2):
        await pilot.pause(0.15)
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def seed_scene_store(path: Path) -> None:
    """The demo store at a fixed time, plus one correction and a few recalls."""
    engine = seed_demo(path, now=parse_time(SCENE_NOW), config=Config())
    try:
        deadline = engine.list(kinds=["project"], statuses=["promoted"], namespace="webapp", limit=None)
        march = next(m for m in deadline if "March 15" in m.content)
        engine.amend(march.id, "The release deadline is April 2, not March 15", source="mcp:codex",
                     session="demo-3", reason="the client moved the launch", actor="agent:codex")
        for query, namespace in (("code graph tool", ""), ("package manager", ""), ("deploy staging", "webapp")):
            engine.recall(query, namespace=namespace, actor="agent:claude-code")
    finally:
        engine.close()


@dataclass(frozen=True)
class Scene:
    """One picture: a pane, a theme and what to do before taking it."""

    name: str
    mode: str
    theme: str
    prepare: Callable[[Pilot], Awaitable[None]] | None = None

    @property
    def file_name(self) -> str:
        return f"{self.name}-{self.theme.removeprefix('memdesk-')}.svg"

    def build(self, folder: Path) -> MemdeskApp:
        """A fresh store in ``folder`` and the app on it, on this scene's pane and theme."""
        path = folder / SCENE_STORE
        seed_scene_store(path)
        app = create_app(path, Config(), clock=fixed_clock(SCENE_NOW), cursor_blink=False, poll_seconds=0)
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
    ("review", "review", _review_with_selection),
    ("search", "search", _search_for_codegraph),
    ("conflicts", "conflicts", None),
    ("server", "server", None),
    ("stats", "stats", None),
)

SCENES: tuple[Scene, ...] = tuple(
    Scene(name, mode, theme.name, prepare) for name, mode, prepare in PANE_SCENES for theme in THEMES
)
