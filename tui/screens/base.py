"""What every pane shares: the tab strip, the engine, live refresh and theme changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Static

if TYPE_CHECKING:
    from core import Engine
    from tui.app import MemdeskApp


MOVE = Binding.Group("move", compact=True)


def move_bindings(pane: str) -> list[Binding]:
    """``j``/``k`` (and the arrows) for a pane, with ids ``<pane>.down`` / ``<pane>.up``."""
    return [
        Binding("j,down", "move(1)", "down", id=f"{pane}.down", group=MOVE),
        Binding("k,up", "move(-1)", "up", id=f"{pane}.up", group=MOVE),
    ]


def row_at_cursor(table, rows: list):
    """The entry of ``rows`` under a DataTable's cursor (``None`` when empty)."""
    if not rows or not (0 <= table.cursor_row < len(rows)):
        return None
    return rows[table.cursor_row]


class PaneTabs(Static):
    """The pane strip at the top: ``1 Review  2 Search …`` with the current pane marked."""

    def __init__(self, current: str):
        super().__init__(id="pane-tabs")
        self.current = current

    def on_mount(self) -> None:
        self.update(self.build())

    def build(self) -> Content:
        app: MemdeskApp = self.app  # type: ignore[assignment]
        parts: list[Content | tuple[str, str] | str] = [(" memdesk ", "bold $primary")]
        for pane in app.panes:
            key = app.key_for(f"app.pane.{pane.mode}") or pane.key
            label = f" {key} {pane.title} "
            parts.append((label, "reverse bold $primary" if pane.mode == self.current else "$text-muted"))
        parts.append(("  " + app.engine.path.name, "$text-muted"))
        return Content.assemble(*parts)


class PaneScreen(Screen):
    """Base of every pane screen.

    Subclasses implement :meth:`reload` (start the workers that fetch what the pane
    shows). The app calls :meth:`store_changed` when another process wrote the store
    or a write of ours finished; a pane that is not on screen reloads when it comes
    back instead.
    """

    PANE: ClassVar[str] = ""
    # The list that j/k move in (a DataTable or an OptionList).
    MOVE_TARGET: ClassVar[str] = ""

    def __init__(self) -> None:
        super().__init__()
        self._stale = False
        self._key_states: tuple | None = None

    @property
    def memdesk(self) -> MemdeskApp:
        return self.app  # type: ignore[return-value]

    @property
    def engine(self) -> Engine:
        return self.memdesk.engine

    def compose_chrome_top(self) -> ComposeResult:
        yield PaneTabs(self.PANE)

    def compose_chrome_bottom(self) -> ComposeResult:
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.memdesk.register_pane(self)
        self.reload()

    def store_changed(self) -> None:
        """The store changed: refresh now if visible, else on the next visit."""
        if self.is_current:
            self.reload()
        else:
            self._stale = True

    def on_screen_resume(self) -> None:
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

    def action_move(self, step: int) -> None:
        target = self.query_one(self.MOVE_TARGET)
        if step > 0:
            target.action_cursor_down()
        else:
            target.action_cursor_up()

    def theme_changed(self) -> None:
        """Re-render anything whose colours were resolved from the theme (DataTable cells)."""

    def fill_width(self, table, columns, *, reserved: int) -> int:
        """The width left for a table's last (text) column once the fixed ones are laid out.

        ``reserved`` counts the cells other panels take from the screen's width.
        """
        padding = 2 * table.cell_padding * (len(columns) + 1)
        fixed = sum(width for _, _, width in columns)
        return max(16, self.app.size.width - reserved - fixed - padding - 3)

    def keymap_changed(self) -> None:
        """Redraw anything that spells out key names."""
        for tabs in self.query(PaneTabs):
            tabs.update(tabs.build())
