"""The capture rules, over any pane: what holds a capture for review, and why.

Rules come from rejections saved as rules (``x`` in the Review pane with a pattern,
``memdesk reject ID --reason R --as-rule PATTERN``), from ``memdesk rules add``, and,
read-only, from the config file's ``[[screens.rules]]``.

Bindings (ids): ``x`` switches the highlighted stored rule off — undoable with ``u``
in any pane (``rules.remove``); ``esc``/``q`` close (``rules.close``).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import DataTable, Label
from textual.worker import get_current_worker

from core.model.records import CaptureRule
from tui.fit_table import Col, FitTable
from tui.render import heading, namespace_label, one_line, short_time
from tui.screens.base import row_at_cursor


class CaptureRules(ModalScreen[None]):
    """Every active capture rule: pattern, reason, namespace, where it came from."""

    BINDINGS = [
        Binding("x", "remove_rule", "switch off", id="rules.remove",
                tooltip="stop the highlighted stored rule from holding captures (undoable)"),
        Binding("escape,q", "close", "close", id="rules.close"),
    ]

    @dataclass
    class RulesLoaded(Message):
        rules: list[CaptureRule]

    @dataclass
    class RuleRemoved(Message):
        rule: CaptureRule

    def __init__(self) -> None:
        super().__init__()
        self.rules: list[CaptureRule] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="rules-box", classes="modal-box"):
            yield Label(Content.assemble(heading("Capture rules"), (
                "  a matching capture is held for review with the rule's reason; none is ever dropped",
                "$text-muted")))
            yield FitTable((Col("rule", "rule"), Col("pattern", "pattern", 24), Col("reason", "reason", flex=True),
                            Col("ns", "ns", 10, min_width=80), Col("from", "from", 22, min_width=90),
                            Col("made", "made", 16, min_width=100)), id="rules-table")
            yield Label("", id="rules-note")

    def on_mount(self) -> None:
        self.query_one(FitTable).focus()
        self.load()

    @work(thread=True, exclusive=True, exit_on_error=False, group="rules", description="loading capture rules")
    def load(self) -> None:
        rules = self.app.engine.quality.capture_rules()  # type: ignore[attr-defined]
        if not get_current_worker().is_cancelled:
            self.post_message(self.RulesLoaded(rules))

    @on(RulesLoaded)
    def show_rules(self, message: RulesLoaded) -> None:
        self.rules = message.rules
        table = self.query_one(FitTable)
        rows = []
        for index, rule in enumerate(self.rules):
            name = f"#{rule.id}" if rule.origin == "store" else f"config {rule.id}"
            origin = f"rejection of #{rule.from_memory_id}" if rule.from_memory_id else (
                "config file" if rule.origin == "config" else rule.actor)
            rows.append((str(index), {"rule": name, "pattern": one_line(rule.pattern, 60),
                                      "reason": one_line(rule.reason, 200),
                                      "ns": "every" if rule.namespace is None else namespace_label(rule.namespace),
                                      "from": one_line(origin, 40),
                                      "made": short_time(rule.created_at) if rule.created_at else "—"}))
        table.set_rows(rows)
        if not self.rules:
            self.query_one("#rules-note", Label).update(Content.styled(
                "No capture rules yet. Reject a memory with x and type a pattern to make one.", "$text-muted"))
        self.refresh_bindings()

    def highlighted(self) -> CaptureRule | None:
        return row_at_cursor(self.query_one(FitTable), self.rules)

    @on(DataTable.RowHighlighted)
    def rule_highlighted(self) -> None:
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "remove_rule":
            rule = self.highlighted()
            # Config rules are read-only here: they live in the config file.
            return True if rule is not None and rule.origin == "store" else None
        return True

    def action_remove_rule(self) -> None:
        rule = self.highlighted()
        if rule is None or rule.origin != "store":
            return
        engine = self.app.engine  # type: ignore[attr-defined]
        self.app.run_write(f"switch off rule #{rule.id}",  # type: ignore[attr-defined]
                           lambda: engine.quality.remove_capture_rule(rule.id), self.RuleRemoved, self)

    @on(RuleRemoved)
    def rule_removed(self, message: RuleRemoved) -> None:
        self.query_one("#rules-note", Label).update(Content.styled(
            f"rule #{message.rule.id} switched off (u undoes it)", "$text-muted"))
        self.load()

    def action_close(self) -> None:
        self.dismiss(None)
