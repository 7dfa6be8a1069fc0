"""Small renderers shared by the panes: status badges, diffs, bars, one-line memories.

Text from the store is never parsed as markup: every helper builds ``Content`` from
``(text, style)`` pairs, and styles name theme variables only.
"""

from __future__ import annotations

from typing import Iterable

from rich.style import Style
from rich.text import Text
from textual.color import Color
from textual.content import Content

from core.textdiff import ADDED, REMOVED

BAR_FULL = "█"
BAR_EIGHTHS = " ▏▎▍▌▋▊▉"
SHARED_NAMESPACE_LABEL = "(shared)"


def status_style(status: str) -> str:
    """The theme variable that colours a status (``held`` included)."""
    return f"$status-{status}"


def status_badge(status: str) -> Content:
    """A coloured status word for Static widgets."""
    return Content.styled(status, f"bold {status_style(status)}")


def theme_text(variables: dict[str, str], text: str, variable: str | None = None, *, bold: bool = False,
               muted: bool = False) -> Text:
    """Rich ``Text`` coloured by a theme variable, for widgets that render Rich (DataTable).

    ``variables`` is ``app.theme_variables``; rebuild the text when the theme changes.
    ``variable=None`` keeps the widget's own colour; ``muted`` fades the foreground
    towards the background (Rich has no alpha).
    """
    color = None
    if muted:
        color = Color.parse(variables["foreground"]).blend(Color.parse(variables["background"]), 0.45).rich_color
    elif variable:
        color = Color.parse(variables[variable]).rich_color
    return Text(text, style=Style(color=color, bold=bold), no_wrap=True, overflow="ellipsis")


def namespace_label(namespace: str) -> str:
    return namespace or SHARED_NAMESPACE_LABEL


def one_line(text: str, limit: int = 160) -> str:
    """Fold whitespace and cut long text with an ellipsis."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def short_time(stamp: str | None) -> str:
    """``2026-11-30T09:00:00.000000Z`` → ``2026-11-30 09:00`` (``—`` when missing)."""
    if not stamp:
        return "—"
    return stamp[:16].replace("T", " ")


def diff_content(runs: Iterable[tuple[str, str]]) -> Content:
    """Word-diff runs as Content: added and removed words highlighted, the rest plain."""
    parts: list[tuple[str, str] | str] = []
    for op, text in runs:
        if op == ADDED:
            parts.append((text, "bold $diff-added on $diff-added-background"))
        elif op == REMOVED:
            parts.append((text, "bold $diff-removed on $diff-removed-background strike"))
        else:
            parts.append(text)
    return Content.assemble(*parts)


def bar(value: float, maximum: float, width: int) -> str:
    """A horizontal bar of ``width`` cells filled in eighths (empty when ``maximum`` is 0)."""
    if maximum <= 0 or width <= 0:
        return ""
    eighths = round(max(0.0, min(1.0, value / maximum)) * width * 8)
    full, rest = divmod(eighths, 8)
    return BAR_FULL * full + (BAR_EIGHTHS[rest] if rest else "")


def labelled_bars(counts: dict[str, int], *, width: int = 12, style_of=None, label_width: int = 12) -> Content:
    """One line per ``label count bar``; ``style_of(label)`` may colour the bar."""
    if not counts:
        return Content.styled("nothing yet", "$text-muted")
    top = max(counts.values())
    lines: list[Content] = []
    for label, count in counts.items():
        style = style_of(label) if style_of else "$score-bar"
        name = one_line(label, label_width).ljust(label_width)
        lines.append(Content.assemble(f"{name} {count:>6} ", (bar(count, top, width), style)))
    return Content("\n").join(lines)


def heading(text: str) -> Content:
    return Content.styled(text, "bold $accent")


def field_line(label: str, value: str | Content, *, label_width: int = 10) -> Content:
    """``label  value`` with a muted label."""
    return Content.assemble((label.ljust(label_width), "$text-muted"), value)
