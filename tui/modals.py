"""Modal prompts: the key help, the reason prompt and confirmations.

The inline editor lives in :mod:`tui.memory_editor`, the full-record views in
:mod:`tui.record_views`.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from tui.fit_table import Col, FitTable
from tui.render import heading


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
