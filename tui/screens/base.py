"""What every pane shares: the tab strip, the engine, live refresh, list ends and why a key is idle."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, OptionList, Static

from tui.keyline import KeyLine

if TYPE_CHECKING:
    from core import Engine
    from tui.app import MemdeskApp


MOVE = Binding.Group("move", compact=True)
ENDS = Binding.Group("ends", compact=True)
# A second g within this many seconds jumps to the first item (vim's gg).
GG_SECONDS = 0.6


def move_bindings(pane: str) -> list[Binding]:
    """``j``/``k`` (and the arrows), ``home``/``g g`` and ``end``/``G`` for a pane's list.

    Ids: ``<pane>.down``, ``<pane>.up``; the ends share ``list.first``, ``list.gg`` and
    ``list.last`` across panes, so one remap moves them everywhere.
    """
    return [
        Binding("j,down", "move(1)", "down", id=f"{pane}.down", group=MOVE),
        Binding("k,up", "move(-1)", "up", id=f"{pane}.up", group=MOVE),
        *END_BINDINGS,
    ]


END_BINDINGS = [
    Binding("home", "first", "first", id="list.first", group=ENDS, show=False, tooltip="the first item"),
    Binding("g", "g_prefix", "gg first", id="list.gg", show=False, tooltip="g g: the first item"),
    Binding("end,G", "last", "last", id="list.last", group=ENDS, show=False, tooltip="the last item"),
]


def row_at_cursor(table, rows: list):
    """The entry of ``rows`` under a DataTable's cursor (``None`` when empty)."""
    if not rows or not (0 <= table.cursor_row < len(rows)):
        return None
    return rows[table.cursor_row]


class PaneTabs(Static):
    """The pane strip: ``1 Review  2 Search …``, the current pane marked, the help and quit keys at the right.

    ``?`` and ``q`` live here rather than in the footer, so a narrow terminal never cuts them off.
    When the full titles do not fit, the other panes show only their keys.
    """

    def __init__(self, current: str):
        super().__init__(id="pane-tabs")
        self.current = current

    def on_mount(self) -> None:
        self.update(self.build())

    def on_resize(self) -> None:
        self.update(self.build())

    def build(self) -> Content:
        app: MemdeskApp = self.app  # type: ignore[assignment]
        width = self.size.width or app.size.width
        help_key = app.key_for("app.help") or "?"
        quit_key = app.key_for("app.quit") or "q"
        right = [(f" {_key_label(help_key)} ", "bold $primary"), ("help ", "$text-muted"),
                 (f" {_key_label(quit_key)} ", "bold $primary"), ("quit ", "$text-muted")]
        store = ("  " + app.engine.path.name, "$text-muted")
        for full_titles, with_store, with_name in ((True, True, True), (True, False, True), (False, False, True),
                                                   (False, False, False)):
            left: list[tuple[str, str]] = [(" memdesk ", "bold $primary")] if with_name else []
            for pane in app.panes:
                key = app.key_for(f"app.pane.{pane.mode}") or pane.key
                current = pane.mode == self.current
                label = f" {key} {pane.title} " if full_titles or current else f" {key} "
                left.append((label, "reverse bold $primary" if current else "$text-muted"))
            if with_store:
                left.append(store)
            used = sum(cell_len(text) for text, _ in left + right)
            if used <= width:
                break
        gap = max(1, width - used)
        return Content.assemble(*left, " " * gap, *right)


def _key_label(key: str) -> str:
    return {"question_mark": "?", "slash": "/"}.get(key, key)


class PaneScreen(Screen):
    """Base of every pane screen.

    Subclasses implement :meth:`reload` (start the workers that fetch what the pane
    shows). The app calls :meth:`store_changed` when another process wrote the store
    or a write of ours finished; a pane that is not on screen reloads when it comes
    back instead. :meth:`why_not` explains a greyed key when it is pressed anyway.
    """

    PANE: ClassVar[str] = ""
    # The list that j/k move in (a DataTable or an OptionList).
    MOVE_TARGET: ClassVar[str] = ""

    def __init__(self) -> None:
        super().__init__()
        self._stale = False
        self._key_states: tuple | None = None
        self._gg_timer: Timer | None = None
        # The app's stylesheet generation this pane's widgets were last styled with.
        self._styled_generation = -1

    @property
    def memdesk(self) -> MemdeskApp:
        return self.app  # type: ignore[return-value]

    @property
    def engine(self) -> Engine:
        return self.memdesk.engine

    def compose_chrome_top(self) -> ComposeResult:
        yield PaneTabs(self.PANE)

    def compose_chrome_bottom(self) -> ComposeResult:
        yield KeyLine()

    def on_mount(self) -> None:
        self.memdesk.register_pane(self)
        self._styled_generation = self.memdesk.css_generation
        self.reload()

    def store_changed(self) -> None:
        """The store changed: refresh now if visible, else on the next visit."""
        if self.is_current:
            self.reload()
        else:
            self._stale = True

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Textual restyles every widget of a screen it brings back, and tables drop their
        # drawn rows with it: most of a switch back to a pane. Unless the theme or the
        # stylesheet changed since this pane was styled, that redraws the same cells.
        generation = self.memdesk.css_generation
        if generation == self._styled_generation:
            event.refresh_styles = False
        self._styled_generation = generation
        self.resumed()

    def resumed(self) -> None:
        """The pane is on screen again: catch up with writes made while it was away."""
        if self._stale:
            self._stale = False
            self.reload()

    def reload(self) -> None:
        """Fetch everything the pane shows (in workers)."""

    def refresh_keys(self) -> None:
        """Refresh the footer only when a key's enabled state changed.

        The footer rebuilds itself on every refresh, which costs more than a cursor
        move; most moves land on an item that allows the same keys.
        """
        states = tuple(self.check_action(binding.action.split("(")[0], ())
                       for binding in self.BINDINGS if isinstance(binding, Binding))
        if states != self._key_states:
            self._key_states = states
            self.refresh_bindings()

    # -- moving ---------------------------------------------------------------------------

    def move_target(self):
        """The list the movement keys act on now."""
        return self.query_one(self.MOVE_TARGET)

    def action_move(self, step: int) -> None:
        target = self.move_target()
        if step > 0:
            target.action_cursor_down()
        else:
            target.action_cursor_up()

    def action_first(self) -> None:
        target = self.move_target()
        if isinstance(target, DataTable):
            if target.row_count:
                target.move_cursor(row=0, animate=False)
        elif isinstance(target, OptionList):
            target.action_first()

    def action_last(self) -> None:
        target = self.move_target()
        if isinstance(target, DataTable):
            if target.row_count:
                target.move_cursor(row=target.row_count - 1, animate=False)
        elif isinstance(target, OptionList):
            target.action_last()

    def action_g_prefix(self) -> None:
        if self._gg_timer is not None:
            self._gg_timer.stop()
            self._gg_timer = None
            self.action_first()
            return
        self._gg_timer = self.set_timer(GG_SECONDS, self._disarm_gg)

    def _disarm_gg(self) -> None:
        self._gg_timer = None

    # -- greyed keys ------------------------------------------------------------------------

    def why_not(self, action: str) -> str | None:
        """Why a greyed key does nothing here and now (``None``: say nothing)."""
        return None

    def on_key(self, event: events.Key) -> None:
        # A greyed key still reaches the screen: say why it does nothing instead of ignoring it.
        active = self.active_bindings.get(event.key)
        if active is None or active.enabled or active.node is not self:
            return
        reason = self.why_not(active.binding.action.split("(")[0])
        if reason:
            event.stop()
            self.notify(reason, timeout=5)

    def show_note(self, note: str) -> bool:
        """Show what an app-wide key did in the pane itself; False: the app notifies instead."""
        return False

    def theme_changed(self) -> None:
        """Re-render anything whose colours were resolved from the theme (DataTable cells)."""

    def keymap_changed(self) -> None:
        """Redraw anything that spells out key names."""
        for tabs in self.query(PaneTabs):
            tabs.update(tabs.build())
