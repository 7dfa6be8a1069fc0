"""Helpers for the workstation's Pilot tests: build an app on a test store, wait with a deadline."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from core import Engine, Settings
from core.clock import fixed_clock
from support import FIXED_NOW
from tui import create_app

SIZE = (120, 36)


def make_app(db_path: Path, settings: Settings | None = None, *, poll_seconds: float = 0.0, clock=None):
    """The workstation on ``db_path`` with a pinned clock and no cursor blink."""
    return create_app(db_path, settings or Settings(), clock=clock or fixed_clock(FIXED_NOW), cursor_blink=False,
                      poll_seconds=poll_seconds)


def side_engine(db_path: Path) -> Engine:
    """A second engine on the same file, as another process would open it."""
    return Engine(db_path, settings=Settings(), clock=fixed_clock(FIXED_NOW), actor="human:test")


async def wait_until(pilot, predicate: Callable[[], object], *, timeout: float = 5.0, what: str = "condition"):
    """Poll ``predicate`` while the app runs (every 20 ms); fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        await pilot.pause(0.02)


async def settled(pilot) -> None:
    """Let debounced calls run and workers finish: the same wait the screenshot scenes make."""
    from tui.scenes import settle

    await settle(pilot)


def status_of(db_path: Path, memory_id: int) -> str:
    with side_engine(db_path) as engine:
        return engine.memories.get(memory_id).status


async def type_into(pilot, selector: str, text: str, *, submit: bool = True) -> None:
    """Fill a focused input in one go (key-by-key typing is slow under Pilot), then press enter."""
    field = await wait_until(pilot, lambda: _focused_input(pilot, selector), what=f"{selector} to take focus")
    field.value = text
    if submit:
        await pilot.press("enter")


def _focused_input(pilot, selector: str):
    focused = pilot.app.focused
    return focused if focused is not None and focused.id == selector.lstrip("#") else None


def queue_ids(app) -> list[int]:
    return list(app.screen.order)


@pytest.fixture
def anyio_backend():
    """Pilot tests run on asyncio (the anyio pytest plugin drives them)."""
    return "asyncio"


def visible_rows(table) -> int:
    """Data rows a DataTable shows without scrolling (its height inside the border, less the header)."""
    header = table.header_height if table.show_header else 0
    return max(0, table.scrollable_content_region.height - header)


def pane_strip(app) -> str:
    """The text of the pane strip at the top of the current pane."""
    return app.screen.query_one("#pane-tabs").visual.plain


def busy_store(db_path: Path) -> Path:
    """The screenshot scenes' store: a few hundred memories in every status, open conflicts, long sources."""
    from tui.scenes import seed_busy_store

    seed_busy_store(db_path)
    return db_path


async def open_pane(pilot, key: str, pane: str):
    """Switch to a pane by its key (leaving a focused text box first) and wait until its first load finished."""
    from textual.widgets import Input

    if isinstance(pilot.app.focused, Input):
        await pilot.press("escape")
    await pilot.press(key)
    await wait_until(pilot, lambda: getattr(pilot.app.screen, "PANE", None) == pane, what=f"the {pane} pane")
    await settled(pilot)
    return pilot.app.screen


def notes(app) -> list[str]:
    """Every notification's text so far."""
    return [str(n.message) for n in app._notifications]
