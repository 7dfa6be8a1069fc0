"""Modal screens: the key help, the reason prompt, the inline editor and a memory's full record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import DataTable, Input, Label, Static, TextArea
from textual.worker import get_current_worker

from core.text.visible import visible
from tui.render import (
    evidence_lines,
    extraction_line,
    field_line,
    heading,
    namespace_label,
    one_line,
    pin_badge,
    short_time,
    status_badge,
)


class HelpScreen(ModalScreen[None]):
    """Every binding of the workstation, by pane, with its id (what ``[keymap]`` remaps).

    Bindings: ``esc``/``?``/``q`` close.
    """

    BINDINGS = [Binding("escape,question_mark,q", "close", "close", id="help.close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box", classes="modal-box"):
            yield Label(Content.assemble(
                heading("Keys"), ("  remap any of them by id under [keymap] in the config file", "$text-muted")))
            yield DataTable(id="help-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("pane", "key", "id", "does")
        for row in self.app.binding_rows():  # type: ignore[attr-defined]
            table.add_row(row.scope, row.key, row.id, row.description)
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)


@dataclass
class RejectChoice:
    """What the reject prompt hands back: the reason, and a pattern when it should become a capture rule."""

    reason: str
    rule_pattern: str | None = None


class RejectPrompt(ModalScreen[RejectChoice | None]):
    """Ask why a memory is rejected and, optionally, save that reason as a capture rule.

    ``enter`` confirms from either field (an empty reason is allowed unless a rule
    pattern is given: a rule needs a reason people can read), ``tab`` moves between
    them, ``esc`` cancels (``prompt.cancel``).
    """

    BINDINGS = [Binding("escape", "cancel", "cancel", id="prompt.cancel")]

    def __init__(self, title: str, *, placeholder: str = "reason (optional)", cursor_blink: bool = True):
        super().__init__()
        self.prompt_title = title
        self.placeholder = placeholder
        self.cursor_blink = cursor_blink

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box", classes="modal-box"):
            hint = "   enter to confirm · tab: save as a rule · esc to cancel"
            yield Label(Content.assemble(heading(self.prompt_title), (hint, "$text-muted")))
            reason = Input(placeholder=self.placeholder, id="reason", max_length=500)
            pattern = Input(placeholder="also hold future captures containing… (text or re:REGEX; optional)",
                            id="rule-pattern", max_length=200)
            for field in (reason, pattern):
                field.cursor_blink = self.cursor_blink
                yield field
            yield Label(Content.styled("with a pattern, the reason becomes a capture rule for every namespace "
                                       "(R lists the rules)", "$text-muted"), id="rule-hint")

    @on(Input.Submitted)
    def submit(self) -> None:
        reason = self.query_one("#reason", Input).value.strip()
        pattern = self.query_one("#rule-pattern", Input).value.strip()
        if pattern and not reason:
            self.query_one("#rule-hint", Label).update(Content.styled(
                "a rule needs a reason: it is what people see when the rule holds a capture", "$error"))
            self.query_one("#reason", Input).focus()
            return
        self.dismiss(RejectChoice(reason, pattern or None))

    def action_cancel(self) -> None:
        self.dismiss(None)


@dataclass
class EditResult:
    """What the inline editor hands back: only the fields a person changed."""

    content: str | None = None
    kind: str | None = None
    tags: list[str] | None = None

    def is_empty(self) -> bool:
        return self.content is None and self.kind is None and self.tags is None


class EditMemory(ModalScreen[EditResult | None]):
    """Edit a pending memory in place: text, kind and tags. ``ctrl+s`` saves, ``esc`` cancels."""

    BINDINGS = [
        Binding("ctrl+s", "save", "save", id="editor.save", priority=True),
        Binding("escape", "cancel", "cancel", id="editor.cancel"),
    ]

    def __init__(self, memory, *, cursor_blink: bool = True):
        super().__init__()
        self.memory = memory
        self.cursor_blink = cursor_blink

    def compose(self) -> ComposeResult:
        with Vertical(id="editor-box", classes="modal-box"):
            yield Label(Content.assemble(heading(f"Edit #{self.memory.id}"),
                                         ("   ctrl+s save · esc cancel", "$text-muted")))
            text = TextArea(self.memory.content, id="edit-content", soft_wrap=True, show_line_numbers=False)
            text.cursor_blink = self.cursor_blink
            yield text
            kind = Input(self.memory.kind, placeholder="kind", id="edit-kind")
            tags = Input(", ".join(self.memory.tags), placeholder="tags, comma separated", id="edit-tags")
            for field in (kind, tags):
                field.cursor_blink = self.cursor_blink
                yield field

    def on_mount(self) -> None:
        self.query_one("#edit-content", TextArea).focus()

    def action_save(self) -> None:
        content = self.query_one("#edit-content", TextArea).text
        kind = self.query_one("#edit-kind", Input).value.strip()
        tags = [t.strip() for t in self.query_one("#edit-tags", Input).value.split(",") if t.strip()]
        result = EditResult(
            content=content if content.strip() != self.memory.content.strip() else None,
            kind=kind if kind and kind != self.memory.kind else None,
            tags=tags if tags != list(self.memory.tags) else None,
        )
        self.dismiss(None if result.is_empty() else result)

    def action_cancel(self) -> None:
        self.dismiss(None)


class MemoryDetail(ModalScreen[None]):
    """One memory's full record: fields, envelope, what is proposed against it, links, history.

    Bindings: ``esc`` close.
    """

    BINDINGS = [Binding("escape,q", "close", "close", id="detail.close")]

    @dataclass
    class DetailLoaded(Message):
        data: dict[str, Any]

    def __init__(self, memory_id: int):
        super().__init__()
        self.memory_id = memory_id

    def compose(self) -> ComposeResult:
        with Vertical(id="detail-box", classes="modal-box"):
            yield Label(heading(f"#{self.memory_id}"), id="detail-title")
            with VerticalScroll(id="detail-scroll"):
                yield Static("loading…", id="detail-body")

    def on_mount(self) -> None:
        self.load()

    @work(thread=True, exclusive=True, exit_on_error=False, group="detail", description="loading the memory")
    def load(self) -> None:
        data = self.app.engine.memories.show(self.memory_id).to_dict()  # type: ignore[attr-defined]
        if not get_current_worker().is_cancelled:
            self.post_message(self.DetailLoaded(data))

    @on(DetailLoaded)
    def show_detail(self, message: DetailLoaded) -> None:
        self.query_one("#detail-body", Static).update(render_record(message.data))

    def action_close(self) -> None:
        self.dismiss(None)


def render_record(data: dict[str, Any]) -> Content:
    """A memory from ``Engine.show`` as readable lines (used by the detail modal)."""
    lines: list[Content] = [
        Content.assemble(status_badge(data["status"]), pin_badge(data["pinned"]),
                         f"  {data['kind']} · {namespace_label(data['namespace'])} · risk {data['risk_tier']}"),
        Content(visible(data["content"])),
        Content(""),
        field_line("source", visible(data["source"])),
        field_line("session", data["session"] or "—"),
        field_line("created", short_time(data["created_at"])),
        field_line("verified", short_time(data["last_verified"])),
        field_line("tags", ", ".join(data["tags"]) or "—"),
        field_line("recalled", f"{data['access_count']} times"),
    ]
    if data.get("status_reason"):
        lines.append(field_line("reason", data["status_reason"]))
    meta = data.get("meta") or {}
    if isinstance(meta.get("extraction"), dict):
        lines.append(extraction_line(meta["extraction"]))
    if isinstance(meta.get("evidence"), dict) and meta["evidence"]:
        lines += [Content(""), *evidence_lines(meta["evidence"])]
    if data["proposals"]:
        lines += [Content(""), heading("Envelope")]
        lines += [Content(f"  {p['rule']} → #{p['target_id']} ({p['status']}): {one_line(p['reason'], 90)}")
                  for p in data["proposals"]]
    if data["proposed_against"]:
        lines += [Content(""), heading("Proposed against it")]
        lines += [Content(f"  #{p['memory_id']} {p['rule']} ({p['status']}): {one_line(p['reason'], 90)}")
                  for p in data["proposed_against"]]
    if data["edges"]:
        lines += [Content(""), heading("Links")]
        lines += [Content(f"  #{e['src']} {e['type']} #{e['dst']}") for e in data["edges"]]
    lines += [Content(""), heading("History")]
    lines += history_lines(data["history"])
    return Content("\n").join(lines)


def history_lines(history: list[dict[str, Any]]) -> list[Content]:
    """Audit rows as ``time actor action → status reason`` lines."""
    if not history:
        return [Content.styled("  no history", "$text-muted")]
    lines = []
    for entry in history:
        after = entry.get("after") or {}
        moved = f" → {after['status']}" if isinstance(after, dict) and "status" in after else ""
        reason = f"  {one_line(entry['reason'], 60)}" if entry.get("reason") else ""
        undone = "  (undone)" if entry.get("undone_by") else ""
        lines.append(Content.assemble((f"  {short_time(entry['ts'])} ", "$text-muted"),
                                      f"{entry['actor']} {entry['action']}{moved}", (reason + undone, "$text-muted")))
    return lines
