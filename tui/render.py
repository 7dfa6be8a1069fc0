"""Small renderers shared by the panes: status badges, diffs, bars, one-line memories.

Text from the store is never parsed as markup: every helper builds ``Content`` from
``(text, style)`` pairs, and styles name theme variables only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.color import Color
from textual.content import Content

from core.text.diff import ADDED, REMOVED
from core.text.visible import visible

BAR_FULL = "█"
BAR_EIGHTHS = " ▏▎▍▌▋▊▉"
SHARED_NAMESPACE_LABEL = "(shared)"
# Evidence fields drawn on their own lines; any other field is listed as it is.
_EVIDENCE_PLACED = ("file", "line", "message_id", "role", "timestamp", "format", "excerpt")
EXCERPT_LINES = 8
# Marks a pinned memory in lists and records (recall considers it first; it never decays).
PIN_MARK = "⚑"


def status_style(status: str) -> str:
    """The theme variable that colours a status (``held`` included)."""
    return f"$status-{status}"


def status_badge(status: str) -> Content:
    """A coloured status word for Static widgets."""
    return Content.styled(status, f"bold {status_style(status)}")


def pin_badge(pinned: bool) -> Content | str:
    """`` ⚑ pinned`` after a status badge, or nothing."""
    return Content.styled(f" {PIN_MARK} pinned", "bold $pin-mark") if pinned else ""


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


def content_cell(variables: dict[str, str], memory, limit: int = 300) -> Text:
    """A memory's text for a table cell, after the pin mark when it is pinned (and a revision's mark)."""
    revised = "revised by the agent · " if memory.meta.get("revision_of") else ""
    text = theme_text(variables, revised + one_line(memory.content, limit))
    if not memory.pinned:
        return text
    marked = Text.assemble(theme_text(variables, f"{PIN_MARK} ", "pin-mark", bold=True), text)
    marked.no_wrap, marked.overflow = True, "ellipsis"
    return marked


def namespace_label(namespace: str) -> str:
    return namespace or SHARED_NAMESPACE_LABEL


def one_line(text: str, limit: int = 160) -> str:
    """Fold whitespace, show bidi/zero-width/control characters as ``<U+XXXX>``, cut long text with an ellipsis."""
    flat = visible(" ".join(text.split()))
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def middle_cut(text: str, width: int) -> str:
    """Cut the middle out of a long name, keeping its head (up to a ``:``) and its tail.

    Sources differ at the end (``harvest:session-2026-11-03.jsonl``, ``…-11-04.jsonl``),
    so an ellipsis at the end would draw them all alike.
    """
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    colon = flat.find(":")
    head = flat[: colon + 1] if 0 < colon < width // 2 else flat[: max(1, width // 3)]
    tail = width - len(head) - 1
    return f"{head}…{flat[len(flat) - tail:]}" if tail > 0 else flat[: width - 1] + "…"


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


def labelled_bars(counts: dict[str, int], *, panel_width: int = 40, style_of=None, max_label: int = 18) -> Content:
    """One line per ``label count bar`` that fits ``panel_width`` cells; ``style_of(label)`` may colour the bar.

    Labels get the room the longest one needs (up to ``max_label``, told apart by
    :func:`distinct_labels`), the count its digits, and the bar what is left.
    """
    if not counts:
        return Content.styled("nothing yet", "$text-muted")
    top = max(counts.values())
    digits = len(f"{top:,}")
    label_width = max(4, min(max_label, max(len(label) for label in counts), panel_width - digits - 6))
    bar_width = max(2, panel_width - label_width - digits - 2)
    names = distinct_labels(list(counts), label_width)
    lines: list[Content] = []
    for label, count in counts.items():
        style = style_of(label) if style_of else "$score-bar"
        lines.append(Content.assemble(f"{names[label].ljust(label_width)} {count:>{digits},} ",
                                      (bar(count, top, bar_width), style)))
    return Content("\n").join(lines)


def distinct_labels(values: list[str], width: int) -> dict[str, str]:
    """Each value cut to ``width`` cells so that values sharing a long prefix stay told apart.

    ``harvest:session-2026-11-03.jsonl`` and ``…-11-04.jsonl`` become
    ``harvest:…11-03.jsonl`` and ``harvest:…11-04.jsonl`` rather than two ``harvest:sessi…``.
    """
    labels: dict[str, str] = {}
    for value in values:
        if len(value) <= width:
            labels[value] = value
            continue
        plain = one_line(value, width)
        if sum(1 for other in values if other != value and one_line(other, width) == plain) == 0:
            labels[value] = plain
            continue
        clashing = [other for other in values if other != value and one_line(other, width) == plain]
        shared = max(len(_common_prefix(value, other)) for other in clashing)
        head = value[: value.find(":") + 1] if 0 < value.find(":") < 9 else ""
        rest = value[max(len(head), shared - 3):]
        if len(head) + 1 + len(rest) <= width:
            labels[value] = f"{head}…{rest}"
        elif 1 + len(rest) <= width:
            labels[value] = f"…{rest}"
        else:
            labels[value] = f"…{rest[: width - 2]}…"
    return labels


def _common_prefix(a: str, b: str) -> str:
    size = 0
    for x, y in zip(a, b):
        if x != y:
            break
        size += 1
    return a[:size]


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 recall``, ``3 recalls`` (``many`` for irregular plurals)."""
    return f"{count:,} {word if count == 1 else (many or word + 's')}"


def id_labels(ids) -> str:
    """``#3, #4 and 2 more`` for a note about what a decision touched (``nothing`` when empty)."""
    ids = list(ids)
    if not ids:
        return "nothing"
    shown = ", ".join(f"#{i}" for i in ids[:6])
    return shown + (f" and {len(ids) - 6} more" if len(ids) > 6 else "")


def heading(text: str) -> Content:
    return Content.styled(text, "bold $accent")


def field_line(label: str, value: str | Content, *, label_width: int = 10) -> Content:
    """``label  value`` with a muted label."""
    return Content.assemble((label.ljust(label_width), "$text-muted"), value)


def extraction_line(extraction: dict[str, Any]) -> Content:
    """Whether a model's extraction of this capture worked (a failed one is never shown as a success)."""
    status = extraction.get("status")
    if status == "extracted":
        entities = extraction.get("entities") or []
        more = f" · entities {one_line(', '.join(map(str, entities)), 80)}" if entities else ""
        return field_line("extract", Content.assemble(("extracted", "bold $status-promoted"),
                                                      f" by {extraction.get('model') or 'a model'}{more}"))
    if status == "failed":
        return field_line("extract", Content.assemble(("failed", "bold $error"), " — stored raw: ",
                                                      one_line(str(extraction.get("error") or "no reason given"), 160)))
    return field_line("extract", one_line(str(status), 60))


def evidence_lines(evidence: dict[str, Any]) -> list[Content]:
    """Where a captured memory came from: a transcript turn (harvest), a file (watch), a session (hooks).

    The turn's own words come first after where they are, quoted; they are shown as
    text, never as markup.
    """
    lines: list[Content] = [heading("Evidence")]
    path = evidence.get("file")
    if path:
        where = str(path).replace("\\", "/").rsplit("/", 1)[-1]
        if evidence.get("line") is not None:
            where += f" line {evidence['line']}"
        if evidence.get("message_id"):
            where += f" · message {evidence['message_id']}"
        lines.append(field_line("from", one_line(where, 160)))
    excerpt = evidence.get("excerpt")
    if isinstance(excerpt, str) and excerpt.strip():
        quoted = excerpt.strip().splitlines()
        lines += [Content.assemble(("▌ ", "$accent"), (one_line(line, 300), "italic"))
                  for line in quoted[:EXCERPT_LINES]]
        if len(quoted) > EXCERPT_LINES:
            lines.append(Content.styled(f"  … {len(quoted) - EXCERPT_LINES} more lines", "$text-muted"))
    turn = [str(evidence["role"])] if evidence.get("role") else []
    if evidence.get("timestamp"):
        turn.append(short_time(str(evidence["timestamp"])))
    if evidence.get("format"):
        turn.append(f"{evidence['format']} transcript")
    if turn:
        lines.append(field_line("turn", " · ".join(turn)))
    for key, value in evidence.items():
        if key not in _EVIDENCE_PLACED and value not in (None, "", [], {}):
            lines.append(field_line(key.replace("_", " ")[:9], one_line(str(value), 160)))
    if path and "/" in str(path).replace("\\", "/"):
        lines.append(field_line("path", Content.styled(one_line(str(path), 200), "$text-muted")))
    return lines
