"""A DataTable whose columns follow its own width: the text column takes what is left.

Textual's DataTable keeps the widths its columns were given, so a table laid out at
120 columns stays 120 wide at 80 (content cut away, a horizontal scrollbar) and leaves
space unused at 160. :class:`FitTable` owns its rows' cells and lays the columns out
again whenever its width changes:

- a column with ``width=0`` is as wide as its widest cell (ids: memory 12346 is never
  cut to ``#1234`` — another memory);
- one ``flex`` column gets every cell the others leave;
- a column with ``min_width`` only shows when the table is at least that wide, so a
  narrow terminal keeps the text and drops what the detail panel repeats; one with
  ``max_width`` only below that width (a short form of a column the wide table shows).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.widgets import DataTable

# The text column never gets less than this, even in a very narrow table.
MIN_FLEX = 12


@dataclass(frozen=True)
class Col:
    """One column: its key, header, width rule and the table widths it shows at."""

    key: str
    label: str
    width: int = 0
    flex: bool = False
    min_width: int = 0
    max_width: int = 0

    def shows_at(self, width: int) -> bool:
        return width >= self.min_width and (not self.max_width or width < self.max_width)


def cell_width(value: Any) -> int:
    """Cells a value takes on one line."""
    if isinstance(value, Text):
        return value.cell_len
    return cell_len(str(value))


class FitTable(DataTable):
    """A row-cursor table that re-fits its columns to its width (see the module docstring).

    Rows go through :meth:`set_rows`, :meth:`append_rows`, :meth:`put_row` and
    :meth:`drop_row` with every column's cell by key, shown or not, so a column can
    come back when the table widens.
    """

    DEFAULT_CSS = """
    FitTable {
        overflow-x: hidden;
    }
    """

    def __init__(self, columns: Iterable[Col], *, id: str | None = None, classes: str | None = None,
                 zebra_stripes: bool = False) -> None:
        super().__init__(id=id, classes=classes, cursor_type="row", zebra_stripes=zebra_stripes)
        self.specs: tuple[Col, ...] = tuple(columns)
        self._cells: dict[str, dict[str, Any]] = {}
        self._order: list[str] = []
        self._fit: dict[str, int] = {spec.key: cell_width(spec.label) for spec in self.specs if not spec.width}
        self._layout: tuple[tuple[str, int], ...] = ()

    # -- layout ------------------------------------------------------------------------

    def column_layout(self, width: int) -> tuple[tuple[str, int], ...]:
        """``(key, width)`` of the columns shown in a table ``width`` cells wide (inside its border)."""
        pad = 2 * self.cell_padding
        shown = [spec for spec in self.specs if spec.shows_at(width)]
        # Always leave room for the vertical scrollbar, so its appearing never re-flows the columns.
        left = width - self.styles.scrollbar_size_vertical
        fixed: list[tuple[str, int]] = []
        for spec in shown:
            if not spec.flex:
                size = spec.width or self._fit.get(spec.key, 1)
                fixed.append((spec.key, size))
                left -= size + pad
        layout = []
        for spec in shown:
            if spec.flex:
                layout.append((spec.key, max(MIN_FLEX, left - pad)))
            else:
                layout.append(next(item for item in fixed if item[0] == spec.key))
        return tuple(layout)

    def flex_width(self) -> int:
        """Cells the text column has now (0 before the first layout)."""
        flex = next((spec.key for spec in self.specs if spec.flex), None)
        return next((size for key, size in self._layout if key == flex), 0)

    def shown_columns(self) -> list[str]:
        return [key for key, _ in self._layout]

    def on_resize(self, event: events.Resize) -> None:
        self.refit()

    def on_mount(self) -> None:
        self.refit()

    def refit(self) -> bool:
        """Lay the columns out again when the width (or a fitted column) asks for it; True when it did."""
        width = self.size.width
        if width <= 0:
            return False
        layout = self.column_layout(width)
        if layout == self._layout:
            return False
        self._rebuild(layout)
        return True

    def _rebuild(self, layout: tuple[tuple[str, int], ...]) -> None:
        key, row = self.cursor_key(), self.cursor_row
        labels = {spec.key: spec.label for spec in self.specs}
        super().clear(columns=True)
        self._layout = layout
        for column, size in layout:
            self.add_column(labels[column], key=column, width=size)
        for row_key in self._order:
            super().add_row(*self._row_cells(row_key), key=row_key)
        self._restore_cursor(key, row)

    def _row_cells(self, row_key: str) -> list[Any]:
        cells = self._cells[row_key]
        return [cells.get(column, "") for column, _ in self._layout]

    def _measure(self, cells: Mapping[str, Any]) -> bool:
        """Widen fitted columns for new cells; True when the layout must change."""
        grew = False
        for column in self._fit:
            size = cell_width(cells.get(column, ""))
            if size > self._fit[column]:
                self._fit[column] = size
                grew = True
        return grew

    # home and end go to the first and last row: the columns always fit, so there is nothing to scroll sideways.
    def action_scroll_home(self) -> None:
        if self.row_count:
            self.move_cursor(row=0, animate=False)

    def action_scroll_end(self) -> None:
        if self.row_count:
            self.move_cursor(row=self.row_count - 1, animate=False)

    # -- rows ----------------------------------------------------------------------------

    def cursor_key(self) -> str | None:
        """The key of the row under the cursor (``None`` when empty)."""
        if 0 <= self.cursor_row < len(self._order):
            return self._order[self.cursor_row]
        return None

    def row_keys(self) -> list[str]:
        return list(self._order)

    def move_to_key(self, key: str) -> bool:
        """Put the cursor on a row by key; False when there is no such row."""
        if key not in self._cells:
            return False
        self.move_cursor(row=self._order.index(key), animate=False)
        return True

    def _restore_cursor(self, key: str | None, row: int) -> None:
        if not self._order:
            return
        if key is not None and key in self._cells:
            self.move_cursor(row=self._order.index(key), animate=False)
        else:
            self.move_cursor(row=min(max(row, 0), len(self._order) - 1), animate=False)

    def set_rows(self, rows: Iterable[tuple[str, Mapping[str, Any]]]) -> None:
        """Replace every row; the cursor stays on the same key (else at the same position)."""
        key, row = self.cursor_key(), self.cursor_row
        self._cells, self._order = {}, []
        grew = False
        for row_key, cells in rows:
            self._cells[row_key] = dict(cells)
            self._order.append(row_key)
            grew = self._measure(cells) or grew
        if grew or not self._layout:
            layout = self.column_layout(self.size.width) if self.size.width > 0 else ()
            if layout and layout != self._layout:
                self._rebuild(layout)
                return
        super().clear()
        if not self._layout:
            return
        for row_key in self._order:
            super().add_row(*self._row_cells(row_key), key=row_key)
        self._restore_cursor(key, row)

    def append_rows(self, rows: Iterable[tuple[str, Mapping[str, Any]]]) -> None:
        """Add rows at the end (the cursor stays where it is)."""
        grew = False
        added = []
        for row_key, cells in rows:
            self._cells[row_key] = dict(cells)
            self._order.append(row_key)
            added.append(row_key)
            grew = self._measure(cells) or grew
        if grew and self.refit():
            return  # the rebuild drew every row, the new ones too
        if self._layout:
            for row_key in added:
                super().add_row(*self._row_cells(row_key), key=row_key)

    def put_row(self, key: str, cells: Mapping[str, Any]) -> None:
        """Change a row's cells in place."""
        if key not in self._cells:
            return
        self._cells[key] = dict(cells)
        if self._measure(cells) and self.refit():
            return  # the rebuild drew every row with its new cells
        if self._layout:
            for column, _ in self._layout:
                self.update_cell(key, column, cells.get(column, ""))

    def drop_row(self, key: str) -> None:
        """Remove a row; the cursor stays on the row it was on when that row remains."""
        if key not in self._cells:
            return
        current = self.cursor_key()
        index = self._order.index(key)
        del self._cells[key]
        self._order.remove(key)
        if self._layout:
            self.remove_row(key)
        if current is not None and current != key and current in self._cells:
            self.move_cursor(row=self._order.index(current), animate=False)
        elif self._order:
            self.move_cursor(row=min(index, len(self._order) - 1), animate=False)

    def clear_rows(self) -> None:
        """Remove every row, keep the columns."""
        self._cells, self._order = {}, []
        super().clear()
