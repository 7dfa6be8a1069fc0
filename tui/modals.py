"""Modal screens: the key help, the reason prompt, confirmations, the inline editor and full records."""

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
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, Static, TextArea
from textual.worker import get_current_worker

from core.text.visible import visible
from tui.fit_table import Col, FitTable
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


class HelpScreen(ModalScreen[None]):
    """Every binding of the workstation, by pane, with its id (what ``[keymap]`` remaps).

    Bindings: ``esc``/``?``/``q`` close.
    """

    BINDINGS = [Binding("escape,question_mark,q", "close", "close", id="help.close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box", classes="modal-box"):
            yield Label(Content.assemble(
                heading("Keys"), ("  remap any of them by id under [keymap] in the config file", "$text-muted")))
            yield FitTable((Col("pane", "pane"), Col("key", "key"), Col("id", "id", min_width=70),
                            Col("does", "does", flex=True)), id="help-table", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one(FitTable)
        rows = self.app.binding_rows()  # type: ignore[attr-defined]
        table.set_rows((str(index), {"pane": row.scope, "key": row.key, "id": row.id,
                                     "does": row.tooltip or row.description})
                       for index, row in enumerate(rows))
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)


@dataclass
class RejectChoice:
    """What the reject prompt hands back: the reason, and a pattern when it should become a capture rule."""

    reason: str
    rule_pattern: str | None = None


class RejectPrompt(ModalScreen[RejectChoice | None]):
    """Ask why (a rejection, a dismissal) and, for a rejection, optionally save the reason as a capture rule.

    ``enter`` confirms from either field (an empty reason is allowed unless a rule
    pattern is given: a rule needs a reason people can read), ``tab`` moves between
    them, ``esc`` cancels (``prompt.cancel``). ``rule_field=False`` asks for the reason only.
    """

    BINDINGS = [Binding("escape", "cancel", "cancel", id="prompt.cancel")]

    def __init__(self, title: str, *, placeholder: str = "reason (optional)", cursor_blink: bool = True,
                 rule_field: bool = True):
        super().__init__()
        self.prompt_title = title
        self.placeholder = placeholder
        self.cursor_blink = cursor_blink
        self.rule_field = rule_field

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box", classes="modal-box"):
            hint = "enter to confirm · tab: save as a rule · esc to cancel" if self.rule_field else \
                "enter to confirm · esc to cancel"
            yield Label(heading(self.prompt_title))
            yield Label(Content.styled(hint, "$text-muted"))
            yield Label("Reason", classes="field-label")
            reason = Input(placeholder=self.placeholder, id="reason", max_length=500)
            reason.cursor_blink = self.cursor_blink
            yield reason
            if self.rule_field:
                yield Label("Also hold future captures containing (optional)", classes="field-label")
                pattern = Input(placeholder="text or re:REGEX", id="rule-pattern", max_length=200)
                pattern.cursor_blink = self.cursor_blink
                yield pattern
                yield Label(Content.styled("with a pattern, the reason becomes a capture rule for every namespace "
                                           "(R lists the rules)", "$text-muted"), id="rule-hint")

    @on(Input.Submitted)
    def submit(self) -> None:
        reason = self.query_one("#reason", Input).value.strip()
        pattern = self.query_one("#rule-pattern", Input).value.strip() if self.rule_field else ""
        if pattern and not reason:
            self.query_one("#rule-hint", Label).update(Content.styled(
                "a rule needs a reason: it is what people see when the rule holds a capture", "$error"))
            self.query_one("#reason", Input).focus()
            return
        self.dismiss(RejectChoice(reason, pattern or None))

    def action_cancel(self) -> None:
        self.dismiss(None)


class Confirm(ModalScreen[bool]):
    """A yes/no question with what happens either way: ``enter``/``y`` yes (``confirm.yes``), ``esc``/``n`` no
    (``confirm.no``)."""

    BINDINGS = [
        Binding("enter,y", "answer(True)", "yes", id="confirm.yes", priority=True),
        Binding("escape,n", "answer(False)", "no", id="confirm.no"),
    ]

    def __init__(self, title: str, body: Content | str, *, yes: str = "yes", no: str = "no"):
        super().__init__()
        self.title_text = title
        self.body = body
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box", classes="modal-box"):
            yield Label(heading(self.title_text))
            yield Static(self.body, id="confirm-body")
            yield Label(self.keys_line(), id="confirm-keys")

    def keys_line(self) -> Content:
        return Content.assemble(("enter", "bold $primary"), f" {self.yes}   ", ("esc", "bold $primary"),
                                f" {self.no}")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class ConfirmQuit(Confirm):
    """Quitting would lose something or leave something running: say what, and let the person choose.

    ``enter``/``y``/``q`` quit (``q``: ``quit.confirm``), ``esc``/``n`` stay, ``s`` stop the server
    first and quit (``quit.stop_server``, only when it runs).
    """

    BINDINGS = [
        Binding("q", "answer(True)", "quit", id="quit.confirm"),
        Binding("s", "stop_and_quit", "stop server and quit", id="quit.stop_server"),
    ]

    def __init__(self, reasons: list[str], *, server_running: bool):
        body = Content("\n").join(Content.assemble(("• ", "$warning"), reason) for reason in reasons)
        super().__init__("Quit memdesk?", body, yes="quit", no="stay")
        self.server_running = server_running

    def keys_line(self) -> Content:
        line = super().keys_line()
        if self.server_running:
            line = Content.assemble(line, "   ", ("s", "bold $primary"), " stop the server, then quit")
        return line

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "stop_and_quit":
            return self.server_running
        return True

    def action_stop_and_quit(self) -> None:
        self.dismiss("stop")  # type: ignore[arg-type]


@dataclass
class EditResult:
    """What the inline editor hands back: only the fields a person changed."""

    content: str | None = None
    kind: str | None = None
    tags: list[str] | None = None

    def is_empty(self) -> bool:
        return self.content is None and self.kind is None and self.tags is None


class EditMemory(ModalScreen[EditResult | None]):
    """Edit a pending memory in place: text, kind and tags. ``ctrl+s`` saves, ``esc`` cancels.

    The kind completes from the kinds the config and the store know; a kind nobody used
    before asks first, naming the risk tier it brings (a typo must not quietly turn a
    sensitive memory into a normal one).
    """

    BINDINGS = [
        Binding("ctrl+s", "save", "save", id="editor.save", priority=True),
        Binding("escape", "cancel", "cancel", id="editor.cancel"),
    ]

    @dataclass
    class KindsLoaded(Message):
        kinds: list[str]

    def __init__(self, memory, *, cursor_blink: bool = True):
        super().__init__()
        self.memory = memory
        self.cursor_blink = cursor_blink
        self.known_kinds: list[str] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="editor-box", classes="modal-box"):
            yield Label(Content.assemble(heading(f"Edit #{self.memory.id}"),
                                         ("   ctrl+s save · esc cancel · tab next field", "$text-muted")))
            yield Label("Text", classes="field-label")
            text = TextArea(self.memory.content, id="edit-content", soft_wrap=True, show_line_numbers=False)
            text.cursor_blink = self.cursor_blink
            yield text
            yield Label("Kind", classes="field-label")
            kind = Input(self.memory.kind, placeholder="kind", id="edit-kind")
            yield kind
            yield Label("", id="kind-hint")
            yield Label("Tags (comma separated)", classes="field-label")
            tags = Input(", ".join(self.memory.tags), placeholder="tags", id="edit-tags")
            for field in (kind, tags):
                field.cursor_blink = self.cursor_blink
            yield tags

    def on_mount(self) -> None:
        self.query_one("#edit-content", TextArea).focus()
        self.show_kind_hint()
        self.load_kinds()

    @work(thread=True, exclusive=True, exit_on_error=False, group="kinds", description="reading the known kinds")
    def load_kinds(self) -> None:
        engine = self.app.engine  # type: ignore[attr-defined]
        settings = engine.settings
        kinds = {settings.capture.default_kind, *settings.risk.low, *settings.risk.sensitive,
                 *(kind for kind in settings.decay if kind != "default")}
        kinds |= set(engine.memories.stats(days=1).by_kind)
        if not get_current_worker().is_cancelled:
            self.post_message(self.KindsLoaded(sorted(k for k in kinds if k)))

    @on(KindsLoaded)
    def kinds_loaded(self, message: KindsLoaded) -> None:
        self.known_kinds = message.kinds
        self.query_one("#edit-kind", Input).suggester = SuggestFromList(message.kinds, case_sensitive=False)
        self.show_kind_hint()

    @on(Input.Changed, "#edit-kind")
    def show_kind_hint(self) -> None:
        risk = self.app.engine.settings.risk  # type: ignore[attr-defined]
        kind = self.query_one("#edit-kind", Input).value.strip().lower()
        before = risk.tier(self.memory.kind)
        after = risk.tier(kind) if kind else before
        tier = f"risk tier {before}" if after == before else f"risk tier {before} → {after}"
        new = self.known_kinds and kind and kind not in self.known_kinds
        parts: list[tuple[str, str] | str] = [(tier, "$warning" if after != before else "$text-muted")]
        if new:
            parts.append(("  · a new kind (saving asks first)", "$warning"))
        elif self.known_kinds:
            parts.append(("  · known: " + ", ".join(self.known_kinds), "$text-muted"))
        self.query_one("#kind-hint", Label).update(Content.assemble(*parts))

    def result(self) -> EditResult:
        content = self.query_one("#edit-content", TextArea).text
        kind = self.query_one("#edit-kind", Input).value.strip().lower()
        tags = [t.strip() for t in self.query_one("#edit-tags", Input).value.split(",") if t.strip()]
        return EditResult(
            content=content if content.strip() != self.memory.content.strip() else None,
            kind=kind if kind and kind != self.memory.kind else None,
            tags=tags if tags != list(self.memory.tags) else None,
        )

    def action_save(self) -> None:
        result = self.result()
        if result.kind is not None and self.known_kinds and result.kind not in self.known_kinds:
            risk = self.app.engine.settings.risk  # type: ignore[attr-defined]
            before, after = risk.tier(self.memory.kind), risk.tier(result.kind)
            body = Content.assemble(
                f"{result.kind!r} is not a kind this store or the config knows.\n",
                f"#{self.memory.id} would go from {self.memory.kind!r} (risk tier {before}) to "
                f"{result.kind!r} (risk tier {after}).\n",
                ("known kinds: " + ", ".join(self.known_kinds), "$text-muted"))

            def decided(create: bool | None) -> None:
                if create:
                    self.dismiss(result)
                else:
                    self.query_one("#edit-kind", Input).focus()

            self.app.push_screen(Confirm(f"Create the kind {result.kind!r}?", body, yes="create it and save",
                                         no="back to the editor"), decided)
            return
        self.dismiss(None if result.is_empty() else result)

    def action_cancel(self) -> None:
        """Close; when something was typed, ask first (a stray esc must not throw an edit away)."""
        if self.result().is_empty():
            self.dismiss(None)
            return

        def decided(discard: bool | None) -> None:
            if discard:
                self.dismiss(None)

        self.app.push_screen(Confirm(f"Discard your changes to #{self.memory.id}?",
                                     "The memory stays as it was; what you typed here is lost.",
                                     yes="discard them", no="back to the editor"), decided)


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
