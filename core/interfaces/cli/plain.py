"""A small writer for the tables and lines the hot commands print, without rich.

``recall``, ``search``, ``list`` and ``stats`` run from hooks and are typed many times a
day; importing rich costs them ~30 ms, a quarter of the start-up budget, to draw a
table. This draws the same kind of table (rich's heavy-head box) with ANSI styles when
the stream is a terminal and plain text otherwise. Cells are plain text — nothing is
parsed as markup, so a memory holding ``[bold]`` prints as written.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Sequence
from typing import Any

# The styles the CLI uses, as SGR parameters.
_SGR = {
    "bold": "1", "dim": "2", "italic": "3", "red": "31", "green": "32", "yellow": "33", "magenta": "35",
    "cyan": "36", "white": "37", "dark_orange": "38;5;208", "grey50": "38;5;244",
}


def colour_wanted(stream: Any) -> bool:
    """Styles for a terminal; none for a pipe, a file, ``NO_COLOR`` or ``TERM=dumb`` (as rich decides)."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", None) and stream.isatty())


def terminal_width(stream: Any, default: int) -> int:
    """The terminal's width when ``stream`` is one, else ``default``."""
    try:
        if getattr(stream, "isatty", None) and stream.isatty():
            return os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError):
        pass
    return default


class Paint:
    """Applies styles (``"bold cyan"``) as ANSI codes, or nothing when colour is off."""

    def __init__(self, enabled: bool):
        self.enabled = enabled

    def __call__(self, text: str, style: str | None) -> str:
        if not self.enabled or not style or not text:
            return text
        codes = ";".join(_SGR[word] for word in style.split() if word in _SGR)
        return f"\x1b[{codes}m{text}\x1b[0m" if codes else text


def cell_width(text: str) -> int:
    """Columns ``text`` takes on a terminal: wide East Asian characters take two, combining marks none."""
    if text.isascii():
        return len(text)
    width = 0
    for char in text:
        if unicodedata.combining(char):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns, ending in "…" when it was cut."""
    if cell_width(text) <= width:
        return text
    out, used = [], 0
    for char in text:
        step = cell_width(char)
        if used + step > width - 1:
            break
        out.append(char)
        used += step
    return "".join(out) + "…"


class Column:
    """A table column: its header, alignment, style, and whether it may be cut to fit."""

    def __init__(self, header: str, *, justify: str = "left", style: str | None = None, flexible: bool = False):
        self.header = header
        self.justify = justify
        self.style = style
        self.flexible = flexible


Cell = str | tuple[str, str | None]  # text, or (text, style)


class Table:
    """Rows of plain-text cells under a header, drawn like rich's default (heavy-head) table."""

    def __init__(self, columns: Sequence[Column], *, title: str | None = None):
        self.columns = list(columns)
        self.title = title
        self.rows: list[list[tuple[str, str | None]]] = []

    def add_row(self, *cells: Cell) -> None:
        """Cells as given, with bidi, zero-width and control characters shown as ``<U+XXXX>``
        (as :func:`core.interfaces.cli.output.escape` shows them in rich output)."""
        from core.text.visible import visible

        self.rows.append([(visible(cell[0]), cell[1]) if isinstance(cell, tuple) else (visible(cell), None)
                          for cell in cells])

    def render(self, paint: Paint, width: int = 160) -> str:
        """The table as lines of text at most ``width`` columns wide (flexible columns are cut to fit)."""
        widths = [max([cell_width(column.header)] + [cell_width(row[i][0]) for row in self.rows])
                  for i, column in enumerate(self.columns)]
        overflow = sum(widths) + 3 * len(widths) + 1 - width
        for i, column in enumerate(self.columns):
            if overflow <= 0:
                break
            if column.flexible:
                cut = min(overflow, widths[i] - max(10, cell_width(column.header)))
                if cut > 0:
                    widths[i] -= cut
                    overflow -= cut

        def line(left: str, fill: str, middle: str, right: str) -> str:
            return left + middle.join(fill * (w + 2) for w in widths) + right

        def row_text(cells: Sequence[tuple[str, str | None]], bar: str, header: bool = False) -> str:
            parts = []
            for (text, style), column, w in zip(cells, self.columns, widths):
                text = fit(text, w)
                pad = " " * (w - cell_width(text))
                shown = paint(text, "bold" if header else (style or column.style))
                parts.append(f" {pad}{shown} " if column.justify == "right" else f" {shown}{pad} ")
            return bar + bar.join(parts) + bar

        lines = []
        if self.title:
            lines.append(paint(self.title, "italic"))
        lines.append(line("┏", "━", "┳", "┓"))
        lines.append(row_text([(c.header, None) for c in self.columns], "┃", header=True))
        lines.append(line("┡", "━", "╇", "┩"))
        lines.extend(row_text(row, "│") for row in self.rows)
        lines.append(line("└", "─", "┴", "┘"))
        return "\n".join(lines) + "\n"
