"""The inline editor: a pending memory's text, kind and tags, changed in place before a decision."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, TextArea
from textual.worker import get_current_worker

from tui.modals import Confirm
from tui.render import heading


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
