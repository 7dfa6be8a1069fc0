"""The workstation app and the factory every caller uses to build it.

Threads: reads run in Textual thread workers (each pool thread has its own SQLite
connection). Writes run one at a time, in keypress order, on one dedicated store
thread, so ``p`` then ``u`` can never undo the wrong thing; the same thread polls
``PRAGMA data_version``, which only moves when *another* connection committed, to
notice agents writing the store. Nothing touches the database on the UI thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from textual import on, work
from textual.app import App
from textual.binding import Binding
from textual.message import Message
from textual.message_pump import MessagePump
from textual.worker import Worker, WorkerState

from core import Engine, MemdeskError, Settings
from themes import DEFAULT_THEME, THEMES, semantic_defaults
from tui.answer import AnswerScreen
from tui.keys import BindingRow, check_keymap, rows_for
from tui.modals import EditMemory, HelpScreen, MemoryDetail, RejectPrompt
from tui.palette import MemoryCommands, PaneCommands, RulesCommands, ServerCommands, ThemeCommands
from tui.panes import PANES, Pane
from tui.rules_screen import CaptureRules
from tui.screens.base import PaneScreen
from tui.state import UiState, load_state, save_state

T = TypeVar("T")
PANE_GROUP = Binding.Group("panes", compact=True)
# How often the store is checked for other processes' writes (the live target is 2 s).
POLL_SECONDS = 0.5


def _pane_bindings(panes: tuple[Pane, ...]) -> list[Binding]:
    return [
        # Not repeated in the footer: the pane strip at the top already shows each pane's key.
        Binding(pane.key, f"pane('{pane.mode}')", pane.title, id=f"app.pane.{pane.mode}", group=PANE_GROUP,
                tooltip=f"{pane.title}: {pane.summary}", show=False)
        for pane in panes
    ]


class MemdeskApp(App[None]):
    """memdesk's workstation: one screen per pane (Textual modes), keyboard first.

    Bindings (ids in brackets, remappable under ``[keymap]``): number keys switch panes
    (``app.pane.*``), ``?`` help (``app.help``), ``ctrl+p`` palette (``app.palette``),
    ``ctrl+t`` next theme (``app.theme``), ``q`` quit (``app.quit``).
    """

    TITLE = "memdesk"
    CSS_PATH = ["styles/app.tcss", "styles/panes.tcss"]
    panes: tuple[Pane, ...] = PANES
    MODES = {pane.mode: pane.screen for pane in PANES}
    DEFAULT_MODE = PANES[0].mode
    COMMANDS = App.COMMANDS | {MemoryCommands, PaneCommands, RulesCommands, ServerCommands, ThemeCommands}
    BINDINGS = [
        *_pane_bindings(PANES),
        Binding("question_mark", "help", "help", id="app.help", tooltip="every key, by pane, with its id"),
        Binding("ctrl+p", "command_palette", "palette", id="app.palette", priority=True, show=False,
                tooltip="memories, panes, server and theme commands"),
        Binding("ctrl+t", "next_theme", "theme", id="app.theme", show=False,
                tooltip="switch to the next memdesk theme"),
        Binding("q", "quit", "quit", id="app.quit", tooltip="leave the workstation (the server keeps running)"),
    ]
    # Modal screens whose bindings the help screen and the docs list too.
    MODAL_SCREENS = (("help", HelpScreen), ("prompt", RejectPrompt), ("editor", EditMemory),
                     ("detail", MemoryDetail), ("capture rules", CaptureRules), ("answer", AnswerScreen))

    @dataclass
    class StoreChanged(Message):
        """Another process committed to the store (or one of our writes finished)."""

    def __init__(self, engine: Engine, *, cursor_blink: bool = True, poll_seconds: float = POLL_SECONDS):
        super().__init__()
        self.engine = engine
        self.cursor_blink = cursor_blink
        self.poll_seconds = poll_seconds
        self._store_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memdesk-store")
        # Taken before any pane reads, so a write landing during start-up is not missed.
        self._data_version_at_start = self._store_thread.submit(engine.store.data_version)
        self._data_version: int | None = None
        self._panes: dict[str, PaneScreen] = {}
        self._keymap_problems: list[str] = []
        # A palette "server: start" may arrive before the Server pane first mounts.
        self.pending_server_command: str | None = None
        for theme in THEMES:
            self.register_theme(theme)
        remembered = load_state(engine.path).theme
        self.theme = remembered if remembered in self.available_themes else DEFAULT_THEME
        keymap, self._keymap_problems = check_keymap(engine.settings.keymap, self.binding_ids())
        self.set_keymap(keymap)

    # -- lifecycle ------------------------------------------------------------------

    def on_mount(self) -> None:
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        for problem in self._keymap_problems:
            self.notify(problem, title="keymap", severity="warning", timeout=10)
        if self.poll_seconds > 0:
            self.set_interval(self.poll_seconds, self.poll_store, name="store-poll")

    def on_unmount(self) -> None:
        # Finish every write already asked for (none is dropped), then let go of the store.
        self._store_thread.shutdown(wait=True)
        self.engine.close()

    def register_pane(self, screen: PaneScreen) -> None:
        self._panes[screen.PANE] = screen

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # Any Textual theme works: derive memdesk's semantic colours from its base ones.
        return semantic_defaults(self.current_theme.to_color_system().generate())

    # -- store access -----------------------------------------------------------------

    def run_write(self, description: str, job: Callable[[], T], done: Callable[[T], Message],
                  target: MessagePump) -> None:
        """Run a write on the store thread, in call order; post ``done(result)`` to ``target``.

        The job is queued now, so writes apply in keypress order; a failure surfaces
        through the worker's state as a visible error (see :meth:`worker_failed`).
        """
        future = self._store_thread.submit(job)

        async def wait_for_write() -> None:
            result = await asyncio.wrap_future(future)
            target.post_message(done(result))
            self.post_message(self.StoreChanged())

        # Never exclusive: a later write must not cancel (or hide the failure of) an earlier one.
        self.run_worker(wait_for_write(), group="write", description=description, exit_on_error=False)

    @work(exclusive=True, exit_on_error=False, group="watch", description="checking the store for changes")
    async def poll_store(self) -> None:
        if self._data_version is None:
            self._data_version = await asyncio.wrap_future(self._data_version_at_start)
        version = await asyncio.wrap_future(self._store_thread.submit(self.engine.store.data_version))
        if version != self._data_version:
            self.post_message(self.StoreChanged())
        self._data_version = version

    @on(StoreChanged)
    def refresh_panes(self) -> None:
        for screen in self._panes.values():
            screen.store_changed()

    @on(Worker.StateChanged)
    def worker_failed(self, event: Worker.StateChanged) -> None:
        """The one place a failed worker becomes a visible error."""
        if event.state != WorkerState.ERROR:
            return
        error = event.worker.error
        if isinstance(error, MemdeskError):
            message = error.message
        else:
            message = f"{type(error).__name__}: {error}"
        self.notify(message, title=f"{event.worker.description or event.worker.name} failed",
                    severity="error", timeout=8)

    # -- actions ------------------------------------------------------------------------

    def action_pane(self, mode: str) -> None:
        """Switch to a pane by mode name."""
        self.switch_mode(mode)

    def action_help(self) -> None:
        self.push_screen(HelpScreen())

    def action_next_theme(self) -> None:
        names = [theme.name for theme in THEMES]
        current = names.index(self.theme) if self.theme in names else -1
        self.theme = names[(current + 1) % len(names)]

    def server_command(self, verb: str) -> None:
        """``start`` or ``stop`` the background server through the Server pane."""
        screen = self._panes.get("server")
        if screen is not None:
            screen.run_server_command(verb)  # type: ignore[attr-defined]
        else:
            self.pending_server_command = verb

    def open_memory(self, memory_id: int) -> None:
        """Show one memory's full record over the current pane."""
        self.push_screen(MemoryDetail(memory_id))

    def _theme_changed(self, theme: Any) -> None:
        problem = save_state(self.engine.path, UiState(theme=self.theme))
        if problem:
            self.notify(problem, severity="warning")
        for screen in self._panes.values():
            screen.theme_changed()

    # -- keys ------------------------------------------------------------------------------

    def set_keymap(self, keymap) -> None:
        super().set_keymap(keymap)
        for screen in getattr(self, "_panes", {}).values():
            screen.keymap_changed()

    def key_for(self, binding_id: str) -> str | None:
        """The key a binding id is mapped to now (``None`` when not remapped)."""
        keys = self._keymap.get(binding_id)
        return keys.split(",")[0] if keys else None

    @classmethod
    def binding_rows(cls, keymap: dict[str, str] | None = None) -> list[BindingRow]:
        """Every binding with an id: app-wide, per pane, then the modal screens."""
        rows = rows_for("everywhere", cls.BINDINGS, keymap)
        for pane in cls.panes:
            rows += rows_for(pane.title, getattr(pane.screen, "BINDINGS", []), keymap)
        for scope, screen in cls.MODAL_SCREENS:
            rows += rows_for(scope, screen.BINDINGS, keymap)
        return rows

    @classmethod
    def binding_ids(cls) -> set[str]:
        return {row.id for row in cls.binding_rows()}


def create_app(db_path: str | Path, settings: Settings | None = None, *, clock=None,
               cursor_blink: bool = True, poll_seconds: float = POLL_SECONDS) -> MemdeskApp:
    """Build the workstation on a store (used by the CLI, the tests and the screenshot script).

    Args:
        db_path: the store file.
        settings: every setting (``[keymap]`` remaps keys); ``None`` means the defaults.
        clock: where "now" comes from (tests and screenshots pin it).
        cursor_blink: ``False`` for snapshots, so pictures never catch a blink.
        poll_seconds: how often to look for other processes' writes (0 disables).
    """
    kwargs: dict[str, Any] = {"settings": settings or Settings(), "actor": "human:tui"}
    if clock is not None:
        kwargs["clock"] = clock
    return MemdeskApp(Engine(db_path, **kwargs), cursor_blink=cursor_blink, poll_seconds=poll_seconds)
