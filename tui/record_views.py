"""Full records in a modal: one memory with its envelope, links and history, or any record already rendered."""

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
from textual.widgets import Label, Static
from textual.worker import get_current_worker

from core.text.visible import visible
from tui.keyline import KeyLine
from tui.render import (
    evidence_lines,
    extraction_line,
    field_line,
    heading,
    namespace_label,
    one_line,
    pin_badge,
    plural,
    short_time,
    status_badge,
)

# A memory in one of these statuses waits in the Review queue ("go to in Review" can show it there).
QUEUE_MEMORY_STATUSES = ("pending", "stale", "superseded")


class MemoryDetail(ModalScreen[None]):
    """One memory's full record: fields, envelope, what is proposed against it, links, history.

    Bindings: ``esc``/``q`` close (``detail.close``); ``g`` go to it in the Review pane
    when it waits there (``detail.goto``); ``tab`` the other memory when opened on a pair
    (``detail.next``).
    """

    BINDINGS = [
        Binding("escape,q", "close", "close", id="detail.close"),
        Binding("g", "goto", "go to in Review", id="detail.goto", tooltip="show it in the Review queue to decide"),
        Binding("tab", "next", "other side", id="detail.next", tooltip="the other memory of the pair"),
    ]

    @dataclass
    class DetailLoaded(Message):
        data: dict[str, Any]

    def __init__(self, memory_id: int, others: tuple[int, ...] = ()):
        super().__init__()
        self.ids = (memory_id, *[i for i in others if i != memory_id])
        self.index = 0
        self.data: dict[str, Any] | None = None

    @property
    def memory_id(self) -> int:
        return self.ids[self.index]

    def compose(self) -> ComposeResult:
        with Vertical(id="detail-box", classes="modal-box"):
            yield Label(heading(f"#{self.memory_id}"), id="detail-title")
            with VerticalScroll(id="detail-scroll"):
                yield Static("loading…", id="detail-body")
            yield KeyLine()

    def on_mount(self) -> None:
        self.load(self.memory_id)

    @work(thread=True, exclusive=True, exit_on_error=False, group="detail", description="loading the memory")
    def load(self, memory_id: int) -> None:
        data = self.app.engine.memories.show(memory_id).to_dict()  # type: ignore[attr-defined]
        if not get_current_worker().is_cancelled:
            self.post_message(self.DetailLoaded(data))

    @on(DetailLoaded)
    def show_detail(self, message: DetailLoaded) -> None:
        if message.data["id"] != self.memory_id:
            return
        self.data = message.data
        where = f"  {self.index + 1} of {len(self.ids)}" if len(self.ids) > 1 else ""
        self.query_one("#detail-title", Label).update(Content.assemble(heading(f"#{self.memory_id}"),
                                                                        (where, "$text-muted")))
        self.query_one("#detail-body", Static).update(render_record(message.data))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "goto":
            return bool(self.data is not None and self.data["status"] in QUEUE_MEMORY_STATUSES)
        if action == "next":
            return len(self.ids) > 1
        return True

    def action_goto(self) -> None:
        self.dismiss(None)
        self.app.goto_review(self.memory_id)  # type: ignore[attr-defined]

    def action_next(self) -> None:
        self.index = (self.index + 1) % len(self.ids)
        self.data = None
        self.query_one("#detail-body", Static).update("loading…")
        self.refresh_bindings()
        self.load(self.memory_id)

    def action_close(self) -> None:
        self.dismiss(None)


class RecordScreen(ModalScreen[None]):
    """Any full record already rendered (a generation, a logged request): ``esc``/``q`` close (``record.close``)."""

    BINDINGS = [Binding("escape,q", "close", "close", id="record.close")]

    def __init__(self, title: str, body: Content):
        super().__init__()
        self.title_text = title
        self.body = body

    def compose(self) -> ComposeResult:
        with Vertical(id="record-box", classes="modal-box"):
            yield Label(Content.assemble(heading(self.title_text), ("  esc closes", "$text-muted")))
            with VerticalScroll(id="record-scroll"):
                yield Static(self.body, id="record-body")

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
        field_line("recalled", plural(data["access_count"], "time")),
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
