"""The workstation app and the factory every caller uses to build it.

Threads: reads run in Textual thread workers (each with its own connection, or a pooled
one on PostgreSQL). Writes run one at a time, in keypress order, on one dedicated store
thread, so ``p`` then ``u`` can never undo the wrong thing; the same thread asks the
store what changed since the last look (:meth:`~core.storage.Store.changes_since`:
``PRAGMA data_version`` on SQLite, the ``LISTEN``/``NOTIFY`` change counter on
PostgreSQL) to notice agents and other people writing the store. Nothing touches the
database on the UI thread.
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
from core.interfaces.serving.daemon import daemon_status, stop_daemon
from core.paths import StoreURL
from core.settings import human_actor
from themes import DEFAULT_THEME, THEMES, semantic_defaults
from tui.answer import AnswerScreen
from tui.keys import BindingRow, check_keymap, rows_for
from tui.memory_editor import EditMemory
from tui.modals import Confirm, ConfirmQuit, HelpScreen, RejectPrompt
from tui.palette import MemoryCommands, PaneCommands, RulesCommands, ServerCommands, ThemeCommands
from tui.panes import PANES, Pane
from tui.record_views import MemoryDetail, RecordScreen
from tui.render import id_labels, plural
from tui.rules_screen import CaptureRules
from tui.screens.base import END_BINDINGS, PaneScreen
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
    ``ctrl+t`` next theme (``app.theme``), ``u`` undo in any pane (``app.undo``), ``q`` quit
    (``app.quit``; asks first when a dialog is open, a batch is marked or the server runs).
    """

    TITLE = "memdesk"
    CSS_PATH = ["styles/app.tcss", "styles/panes.tcss"]
    panes: tuple[Pane, ...] = PANES
    MODES = {pane.mode: pane.screen for pane in PANES}
    DEFAULT_MODE = PANES[0].mode
    COMMANDS = App.COMMANDS | {MemoryCommands, PaneCommands, RulesCommands, ServerCommands, ThemeCommands}
    BINDINGS = [
        *_pane_bindings(PANES),
        # ? and q are drawn at the right of the pane strip (never cut off by a narrow footer).
        Binding("question_mark", "help", "help", id="app.help", tooltip="every key, by pane, with its id", show=False),
        Binding("ctrl+p", "command_palette", "palette", id="app.palette", priority=True, show=False,
                tooltip="memories, panes, server and theme commands"),
        Binding("ctrl+t", "next_theme", "theme", id="app.theme", show=False,
                tooltip="switch to the next memdesk theme"),
        Binding("u", "undo", "undo", id="app.undo", tooltip="reverse your last action, in any pane"),
        Binding("q", "quit", "quit", id="app.quit", show=False,
                tooltip="leave the workstation (asks first when something would be lost or keeps running)"),
    ]
    # Screen classes by size: panes fold side panels and stack below 100 columns, and shrink
    # their fixed-height panels below 32 rows (styles/panes.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    # Modal screens whose bindings the help screen and the docs list too.
    MODAL_SCREENS = (("help", HelpScreen), ("prompt", RejectPrompt), ("editor", EditMemory),
                     ("detail", MemoryDetail), ("record", RecordScreen), ("capture rules", CaptureRules),
                     ("answer", AnswerScreen), ("confirm", Confirm), ("quit", ConfirmQuit))

    @dataclass
    class StoreChanged(Message):
        """Another process committed to the store (or one of our writes finished)."""

    @dataclass
    class Undone(Message):
        """``u`` reversed an operation (``note`` says which) or could not (``error``)."""

        note: str

    @dataclass
    class QuitChecked(Message):
        """What quitting now would lose or leave running (empty: nothing)."""

        reasons: list[str]
        server: Any = None

    def __init__(self, engine: Engine, *, cursor_blink: bool = True, poll_seconds: float = POLL_SECONDS):
        super().__init__()
        self.engine = engine
        self.cursor_blink = cursor_blink
        self.poll_seconds = poll_seconds
        self._store_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memdesk-store")
        # Taken before any pane reads, so a write landing during start-up is not missed.
        self._change_token_at_start = self._store_thread.submit(engine.store.changes_since, None)
        self._change_token: int | None = None
        self._panes: dict[str, PaneScreen] = {}
        # What the terminal is told after the workstation closes (the server still running).
        self.farewell: str | None = None
        # The stylesheet state of the last full CSS refresh (see refresh_css), and how many there were.
        self._css_refreshed_for: tuple | None = None
        self.css_generation = 0
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

    def refresh_css(self, animate: bool = True) -> None:
        """Re-apply the stylesheet, skipping the work when nothing it depends on changed.

        Textual calls this twice on the first visit of every mode (a new screen starts
        with a stale CSS counter), re-parsing and re-applying every rule to every widget
        of every screen. A new screen's widgets are styled as they are mounted (with the
        CSS their classes bring, which is scoped to those classes), so unless the theme
        variables or the app-wide sources changed (a theme switch, a screen's own CSS)
        laying the screen out again is enough.
        """
        stylesheet = self.stylesheet
        app_wide = tuple(key for key, source in stylesheet.source.items()
                         if not (source.is_defaults and source.scope))
        state = (tuple(sorted(self.get_css_variables().items())), app_wide)
        if state != self._css_refreshed_for:
            super().refresh_css(animate)
            self._css_refreshed_for = state
            self.css_generation += 1
            return
        try:
            screen = self.screen
        except Exception:  # no screen yet: nothing to lay out
            return
        for each in self.screen_stack:
            each._css_update_count = self._css_update_count
        screen._css_update_count = self._css_update_count
        screen.refresh(layout=True)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # Any Textual theme works: derive memdesk's semantic colours from its base ones.
        return semantic_defaults(self.current_theme.to_color_system().generate())

    # -- store access -----------------------------------------------------------------

    def run_write(self, description: str, job: Callable[[], T], done: Callable[[T], Message],
                  target: MessagePump, *, failed: Callable[[BaseException], None] | None = None) -> None:
        """Run a write on the store thread, in call order; post ``done(result)`` to ``target``.

        The job is queued now, so writes apply in keypress order; a failure surfaces
        through the worker's state as a visible error (see :meth:`worker_failed`), after
        ``failed(error)`` (on the UI thread) lets the caller undo what it showed early.
        """
        future = self._store_thread.submit(job)

        async def wait_for_write() -> None:
            try:
                result = await asyncio.wrap_future(future)
            except BaseException as error:
                if failed is not None:
                    failed(error)
                raise
            target.post_message(done(result))
            self.post_message(self.StoreChanged())

        # Never exclusive: a later write must not cancel (or hide the failure of) an earlier one.
        self.run_worker(wait_for_write(), group="write", description=description, exit_on_error=False)

    @work(exclusive=True, exit_on_error=False, group="watch", description="checking the store for changes")
    async def poll_store(self) -> None:
        if self._change_token is None:
            self._change_token = (await asyncio.wrap_future(self._change_token_at_start)).token
        changes = await asyncio.wrap_future(self._store_thread.submit(self.engine.store.changes_since,
                                                                      self._change_token))
        if changes.changed:
            self.post_message(self.StoreChanged())
        self._change_token = changes.token

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

    def action_undo(self) -> None:
        """Undo the last operation made from the workstation, whatever pane it came from."""
        engine = self.engine

        def undo() -> str:
            result = engine.memories.undo()
            what = ", ".join(dict.fromkeys(result.actions)) or "operation"
            return f"undid {what} of {id_labels(result.memories)}"

        self.run_write("undo", undo, self.Undone, self)

    @on(Undone)
    def undone(self, message: Undone) -> None:
        screen = self._panes.get(self.current_mode)
        if screen is not None and screen.show_note(message.note):
            return
        self.notify(message.note, timeout=4)

    async def action_quit(self) -> None:
        """Quit, asking first when a dialog is open, a batch is marked or the server runs."""
        self.check_quit()

    @work(thread=True, exclusive=True, exit_on_error=False, group="quit", description="checking before quitting")
    def check_quit(self) -> None:
        try:
            server = daemon_status(self.engine.path, timeout=0.5)
        except Exception:  # noqa: BLE001 - an unreadable status must not stop someone quitting
            server = None
        self.post_message(self.QuitChecked(self.quit_reasons(server), server))

    def quit_reasons(self, server) -> list[str]:
        """What quitting now would lose or leave behind, in words."""
        reasons: list[str] = []
        modal = next((screen for screen in reversed(self.screen_stack) if screen.is_modal), None)
        if isinstance(modal, (EditMemory, RejectPrompt)):
            reasons.append("a dialog is open: what you typed in it is lost")
        elif modal is not None and not isinstance(modal, ConfirmQuit):
            reasons.append("a dialog is open")
        review = self._panes.get("review")
        marked = len(getattr(review, "selected", ()) or ())
        if marked:
            reasons.append(f"{plural(marked, 'memory is', 'memories are')} marked for a batch; the marks are lost")
        if server is not None:
            address = server.mcp_url or server.url or f"{server.host}:{server.port}"
            reasons.append(f"the server at {address} keeps running (pid {server.pid}); "
                           "s stops it first, or later `memdesk serve --stop`")
        return reasons

    @on(QuitChecked)
    def quit_checked(self, message: QuitChecked) -> None:
        if any(isinstance(screen, ConfirmQuit) for screen in self.screen_stack):
            return
        if not message.reasons:
            self.exit()
            return
        server = message.server

        def decided(answer) -> None:
            if answer == "stop":
                self.stop_server_and_quit()
            elif answer:
                self.farewell = self.exit_note(server)
                self.exit(message=self.farewell)

        self.push_screen(ConfirmQuit(message.reasons, server_running=server is not None), decided)

    @staticmethod
    def exit_note(server) -> str | None:
        """What the terminal says after the workstation closes with the server still running."""
        if server is None:
            return None
        address = server.mcp_url or server.url or f"{server.host}:{server.port}"
        return (f"memdesk: the server at {address} keeps running (pid {server.pid}); "
                "stop it with `memdesk serve --stop`")

    @work(thread=True, exclusive=True, exit_on_error=False, group="quit", description="stopping the server")
    def stop_server_and_quit(self) -> None:
        stop_daemon(self.engine.path)
        self.call_from_thread(self.exit)

    def goto_review(self, memory_id: int) -> None:
        """Show a waiting memory in the Review queue (from a record opened in any pane)."""
        self.switch_mode("review")
        screen = self._panes.get("review")
        if screen is not None:
            screen.reveal(memory_id)  # type: ignore[attr-defined]

    def server_command(self, verb: str) -> None:
        """``start`` or ``stop`` the background server through the Server pane."""
        screen = self._panes.get("server")
        if screen is not None:
            screen.run_server_command(verb)  # type: ignore[attr-defined]
        else:
            self.pending_server_command = verb

    def open_memory(self, memory_id: int, others: tuple[int, ...] = ()) -> None:
        """Show one memory's full record over the current pane (``tab`` steps through ``others``)."""
        self.push_screen(MemoryDetail(memory_id, others))

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
        rows += rows_for("every list", END_BINDINGS, keymap)
        shared = {binding.id for binding in END_BINDINGS if binding.id}
        for pane in cls.panes:
            rows += rows_for(pane.title, getattr(pane.screen, "BINDINGS", []), keymap, skip=shared)
        for scope, screen in cls.MODAL_SCREENS:
            rows += rows_for(scope, screen.BINDINGS, keymap)
        return rows

    @classmethod
    def binding_ids(cls) -> set[str]:
        return {row.id for row in cls.binding_rows()}


def create_app(db_path: str | Path | StoreURL, settings: Settings | None = None, *, clock=None,
               cursor_blink: bool = True, poll_seconds: float = POLL_SECONDS) -> MemdeskApp:
    """Build the workstation on a store (used by the CLI, the tests and the screenshot script).

    Args:
        db_path: the store file, or a ``postgresql://`` URL.
        settings: every setting (``[keymap]`` remaps keys, ``[user] name`` names the reviewer);
            ``None`` means the defaults.
        clock: where "now" comes from (tests and screenshots pin it).
        cursor_blink: ``False`` for snapshots, so pictures never catch a blink.
        poll_seconds: how often to look for other processes' writes (0 disables).
    """
    settings = settings or Settings()
    # Each person at the desk decides as themselves (human:<name>), on a shared store too.
    kwargs: dict[str, Any] = {"settings": settings, "actor": human_actor(settings)}
    if clock is not None:
        kwargs["clock"] = clock
    return MemdeskApp(Engine(db_path, **kwargs), cursor_blink=cursor_blink, poll_seconds=poll_seconds)
