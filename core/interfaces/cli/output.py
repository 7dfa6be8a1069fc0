"""How the CLI speaks: one JSON document on stdout with ``--json``, rich text otherwise.

Errors go to stderr in human mode and to stdout as ``{"error", "code"}`` in JSON
mode, so a script reading stdout always gets exactly one JSON document.

``rich`` is imported only when something is drawn: ``--json``, plain text (the context
block), errors and notes on a stream that is not a terminal need none of it, and a hook
that runs on every session should not pay for it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from core.interfaces.cli import plain
from core.text.visible import visible

if TYPE_CHECKING:
    from rich.console import Console

    from core.model.records import Hit, Memory

STATUS_STYLES = {
    "pending": "yellow",
    "promoted": "green",
    "superseded": "magenta",
    "stale": "dark_orange",
    "rejected": "red",
    "archived": "grey50",
}


def escape(text: str) -> str:
    """Text from the store, a file or an agent, ready to print: rich markup escaped, and bidi,
    zero-width and control characters shown as ``<U+XXXX>`` (what a person reads is what an
    agent gets; an ESC in a file name never reaches the terminal)."""
    from rich.markup import escape as escape_markup

    return escape_markup(visible(text))


def _is_terminal(stream: Any) -> bool:
    return bool(getattr(stream, "isatty", None) and stream.isatty())


class Output:
    """Where a command's answer goes."""

    def __init__(self, json_mode: bool, *, stdout=None, stderr=None):
        self.json_mode = json_mode
        self._stdout = stdout or sys.stdout
        self._stderr = stderr or sys.stderr
        self._console: Console | None = None
        self._err_console: Console | None = None

    @property
    def console(self) -> Console:
        """The rich console on stdout, made on first use."""
        if self._console is None:
            from rich.console import Console

            # Piped output is read by people in logs and pagers: do not wrap it at 80 columns.
            # No emoji codes: ":memo:" in a memory stays as typed (and rich's emoji table stays unloaded).
            self._console = Console(file=self._stdout, highlight=False, soft_wrap=False, emoji=False,
                                    width=None if _is_terminal(self._stdout) else 160)
        return self._console

    @property
    def err_console(self) -> Console:
        """The rich console on stderr (progress bars, coloured errors), made on first use."""
        if self._err_console is None:
            from rich.console import Console

            # An error is one line a script can grep: never broken at the console's width (a long path
            # would otherwise split "not valid JSON" across two lines); a terminal wraps it for the eye.
            self._err_console = Console(file=self._stderr, highlight=False, emoji=False, soft_wrap=True)
        return self._err_console

    @property
    def paint(self) -> plain.Paint:
        """ANSI styles for plain output on stdout (none unless it is a terminal)."""
        return plain.Paint(plain.colour_wanted(self._stdout))

    def draw(self, table: plain.Table) -> str:
        """``table`` as text for stdout: styled on a terminal and fitted to its width, else 160 columns."""
        return table.render(self.paint, plain.terminal_width(self._stdout, 160))

    def write(self, text: str) -> None:
        """Write ``text`` to stdout as it is (no markup), then flush."""
        self._stdout.write(text)
        self._stdout.flush()

    def emit(self, data: Any, render: Callable[[Console], None] | None = None, *,
             text: str | Callable[[], str] | None = None) -> None:
        """Print ``data`` as JSON in ``--json`` mode. Otherwise print ``text`` as it is (a string,
        or a function making it: no rich is loaded), or call ``render`` with the rich console,
        or pretty-print ``data``."""
        if self.json_mode:
            self._stdout.write(json.dumps(data, ensure_ascii=False, default=str) + "\n")
            self._stdout.flush()
        elif text is not None:
            self.write(text if isinstance(text, str) else text())
        elif render is not None:
            render(self.console)
        else:
            self.console.print_json(data=data)

    def error(self, message: str, code: str, **extra: Any) -> None:
        """Report a failure the caller can act on."""
        if self.json_mode:
            self._stdout.write(json.dumps({"error": message, "code": code, **extra}, ensure_ascii=False) + "\n")
            self._stdout.flush()
        elif _is_terminal(self._stderr):
            self.err_console.print(f"[bold red]error:[/] {escape(message)}")
        else:
            self._stderr.write(f"error: {message}\n")
            self._stderr.flush()

    def notice(self, message: str) -> None:
        """Something people should see even when stdout is one JSON document: always on stderr."""
        if _is_terminal(self._stderr):
            self.err_console.print(f"[dim]{escape(message)}[/]")
        else:
            self._stderr.write(message + "\n")
            self._stderr.flush()

    def note(self, message: str) -> None:
        """A side remark for people (never printed in JSON mode)."""
        if self.json_mode:
            return
        if _is_terminal(self._stderr):
            self.err_console.print(f"[dim]{escape(message)}[/]")
        else:
            self._stderr.write(message + "\n")
            self._stderr.flush()


def comma_list(value: str | None) -> list[str] | None:
    """``"a, b,,c"`` → ``["a", "b", "c"]``; ``None``/empty → ``None`` (the option was not given)."""
    if not value:
        return None
    return [part.strip() for part in value.split(",") if part.strip()] or None


def status_text(status: str) -> str:
    style = STATUS_STYLES.get(status, "white")
    return f"[{style}]{status}[/]"


def counted(n: int, singular: str, plural: str | None = None) -> str:
    """``1 memory``, ``2 memories``: a count with its noun in the right number."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def short(text: str, width: int = 90) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def status_cell(status: str) -> tuple[str, str]:
    """A status as a plain-table cell, in its colour."""
    return status, STATUS_STYLES.get(status, "white")


def memory_table(memories: Iterable[Memory], *, title: str | None = None, show_ns: bool = True) -> plain.Table:
    """Memories as a plain table: id, status, kind, namespace, content, source."""
    columns = [plain.Column("id", justify="right", style="cyan"), plain.Column("status"), plain.Column("kind")]
    if show_ns:
        columns.append(plain.Column("ns"))
    columns += [plain.Column("content", flexible=True), plain.Column("source", style="dim")]
    table = plain.Table(columns, title=title)
    for memory in memories:
        row: list[plain.Cell] = [f"#{memory.id}", status_cell(memory.status), memory.kind]
        if show_ns:
            row.append(namespace_label(memory.namespace))
        row += [short(memory.content), memory.source]
        table.add_row(*row)
    return table


def hits_table(hits: Iterable[Hit], *, explain: bool = False, show_ns: bool = False) -> plain.Table:
    """Ranked hits as a plain table; pinned hits say so, and ``show_ns`` adds each hit's namespace."""
    columns = [plain.Column("id", justify="right", style="cyan"), plain.Column("score", justify="right"),
               plain.Column("status")]
    if show_ns:
        columns.append(plain.Column("ns"))
    columns.append(plain.Column("content", flexible=True))
    if explain:
        columns.append(plain.Column("why this rank", style="dim"))
    table = plain.Table(columns)
    for hit in hits:
        notes = []
        if "pinned" in hit.flags:
            notes.append("(pinned)")
        if "near_horizon" in hit.flags:
            notes.append("(near its horizon: re-verify)")
        content = short(hit.memory.content, 80) + "".join(f"  {note}" for note in notes)
        row: list[plain.Cell] = [f"#{hit.memory.id}", f"{hit.score:.3f}", status_cell(hit.memory.status)]
        if show_ns:
            row.append(namespace_label(hit.memory.namespace))
        row.append(content)
        if explain:
            e = hit.explanation or {}
            row.append(
                f"lex {e.get('lexical', 0):.2f} rec {e.get('recency', 0):.2f} imp {e.get('importance', 0):.2f} "
                f"freq {e.get('frequency', 0):.2f} ×lvl {e.get('level_weight', 1):.1f} "
                f"×fresh {e.get('freshness', 1):.2f}"
            )
        table.add_row(*row)
    return table


def namespace_label(namespace: str) -> str:
    """A namespace as people read it: the shared one is ``(shared)``, not an empty string."""
    return namespace or "(shared)"
