"""The Conflicts pane: proposals side by side, old against new, the differing words marked.

Bindings (ids): ``j``/``k`` move (``conflicts.down``/``conflicts.up``), ``home``/``g g``
and ``end``/``G`` the ends, ``a`` accept — the newcomer supersedes the old memory
(``conflicts.accept``), ``d`` dismiss, with an optional reason — both stay as they are
(``conflicts.dismiss``), ``r`` restore the old memory after an accepted supersession
(``conflicts.restore``), ``enter`` both records in full (``conflicts.open``).

``a`` and ``d`` act on the proposal under the cursor when pressed and move the cursor to
the next proposal still open at once, so ``aaa`` decides three; a key that cannot act
on the highlighted proposal (an accepted one) says why.

The list holds open and held proposals between two memories, plus accepted ones whose
old memory is still superseded (so ``r`` can undo them from here). Holds filed by a
capture screen name no second memory; the Review pane shows them on the item.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, Static
from textual.worker import get_current_worker

from core.model.records import Memory, Proposal
from core.text.diff import word_diff
from tui.fit_table import Col, FitTable
from tui.modals import RejectChoice, RejectPrompt
from tui.record_views import history_lines
from tui.render import (
    diff_content,
    field_line,
    heading,
    namespace_label,
    one_line,
    short_time,
    status_badge,
    theme_text,
)
from tui.screens.base import PaneScreen, move_bindings, row_at_cursor

DECIDABLE = ("open", "held")
PROPOSAL_LIMIT = 500
PROPOSAL_COLUMNS = (Col("id", "id"), Col("status", "status", 8), Col("rule", "rule", 16), Col("new", "new"),
                    Col("old", "old"), Col("reason", "reason", flex=True))
BUSY = {"accept": "accepting", "dismiss": "dismissing", "restore": "restoring"}


@dataclass
class ConflictRow:
    """One proposal with both memories."""

    proposal: Proposal
    new: Memory | None
    old: Memory | None


class ConflictsScreen(PaneScreen):
    """Proposals list on top; old and new with their histories below."""

    PANE = "conflicts"
    MOVE_TARGET = "#proposals"
    AUTO_FOCUS = "#proposals"
    BINDINGS = [
        *move_bindings("conflicts"),
        Binding("a", "accept", "accept", id="conflicts.accept", tooltip="the new memory supersedes the old"),
        Binding("d", "dismiss_proposal", "dismiss", id="conflicts.dismiss", tooltip="no conflict: keep both"),
        Binding("r", "restore", "restore", id="conflicts.restore", tooltip="put the superseded old memory back"),
        Binding("enter", "open", "open", id="conflicts.open", priority=True,
                tooltip="both memories' full records (tab switches between them)"),
    ]

    @dataclass
    class ProposalsLoaded(Message):
        rows: list[ConflictRow]

    @dataclass
    class HistoriesLoaded(Message):
        proposal_id: int
        new: dict[str, Any] | None
        old: dict[str, Any] | None

    @dataclass
    class ProposalDecided(Message):
        note: str
        proposal_id: int

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[ConflictRow] = []
        # Decided, still being written (proposal id → "accepting"…): skipped by a and d, dimmed.
        self.in_flight: dict[int, str] = {}

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        yield FitTable(PROPOSAL_COLUMNS, id="proposals", classes="panel")
        with Horizontal(id="sides"):
            with VerticalScroll(id="old-side", classes="side panel"):
                yield Static(id="old-text")
            with VerticalScroll(id="new-side", classes="side panel"):
                yield Static(id="new-text")
        yield from self.compose_chrome_bottom()

    @property
    def table(self) -> FitTable:
        return self.query_one("#proposals", FitTable)

    def on_mount(self) -> None:
        self.table.border_title = "Proposals"
        self.query_one("#old-side").border_title = "Old"
        self.query_one("#new-side").border_title = "New"
        super().on_mount()

    # -- loading --------------------------------------------------------------------------------

    def reload(self) -> None:
        self.load_proposals()

    @work(thread=True, exclusive=True, exit_on_error=False, group="proposals", description="loading proposals")
    def load_proposals(self) -> None:
        engine = self.engine
        waiting = engine.conflicts.proposals(statuses=DECIDABLE, limit=PROPOSAL_LIMIT)
        accepted = engine.conflicts.proposals(statuses=("applied",), limit=PROPOSAL_LIMIT)
        memories = engine.memories.get_many({p.memory_id for p in waiting + accepted}
                                   | {p.target_id for p in waiting + accepted if p.target_id})
        restorable = [p for p in accepted if p.target_id and memories.get(p.target_id)
                      and memories[p.target_id].status == "superseded"
                      and memories[p.target_id].superseded_by == p.memory_id]
        # A proposal accepted between the two reads is in both: the later read (applied) wins, once.
        accepted_ids = {p.id for p in accepted}
        waiting = [p for p in waiting if p.id not in accepted_ids]
        # Only pairs: a hold without a target (a capture screen) is explained on the Review pane.
        rows = [ConflictRow(p, memories.get(p.memory_id), memories.get(p.target_id))
                for p in waiting + restorable if p.target_id]
        if not get_current_worker().is_cancelled:
            self.post_message(self.ProposalsLoaded(rows))

    @work(thread=True, exclusive=True, exit_on_error=False, group="histories", description="loading histories")
    def load_histories(self, row: ConflictRow) -> None:
        engine = self.engine
        new = engine.memories.show(row.new.id).to_dict() if row.new else None
        old = engine.memories.show(row.old.id).to_dict() if row.old else None
        if not get_current_worker().is_cancelled:
            self.post_message(self.HistoriesLoaded(row.proposal.id, new, old))

    @on(ProposalsLoaded)
    def show_proposals(self, message: ProposalsLoaded) -> None:
        table = self.table
        self.rows = message.rows
        # The cursor stays on the proposal it is on (after a or d: the next open one, chosen at key time).
        table.set_rows((str(row.proposal.id), self.cells(row)) for row in self.rows)
        waiting = sum(1 for row in self.rows if row.proposal.status in DECIDABLE)
        table.border_title = f"Proposals · {waiting} waiting"
        self.show_sides()
        self.refresh_keys()

    def cells(self, row: ConflictRow) -> dict[str, Any]:
        variables = self.app.theme_variables
        p = row.proposal
        busy = self.in_flight.get(p.id)
        status = theme_text(variables, f"{busy}…", muted=True) if busy else theme_text(
            variables, p.status, "status-held" if p.status == "held" else None, bold=True)
        return {"id": str(p.id), "status": status, "rule": theme_text(variables, p.rule, muted=bool(busy)),
                "new": f"#{p.memory_id}", "old": f"#{p.target_id}" if p.target_id else "—",
                "reason": theme_text(variables, one_line(p.reason, 200), muted=bool(busy))}

    def theme_changed(self) -> None:
        self.show_proposals(self.ProposalsLoaded(self.rows))

    @on(DataTable.RowHighlighted, "#proposals")
    def proposal_highlighted(self) -> None:
        self.show_sides()
        self.refresh_keys()

    def highlighted_row(self) -> ConflictRow | None:
        return row_at_cursor(self.table, self.rows)

    def show_sides(self) -> None:
        row = self.highlighted_row()
        old_text, new_text = self.query_one("#old-text", Static), self.query_one("#new-text", Static)
        if row is None:
            old_text.update(Content.styled("No proposals wait for you.", "$text-muted"))
            new_text.update("")
            return
        old_runs, new_runs = word_diff(row.old.content if row.old else "", row.new.content if row.new else "")
        self.query_one("#old-side").border_title = f"Old #{row.old.id}" if row.old else "Old"
        self.query_one("#new-side").border_title = f"New #{row.new.id}" if row.new else "New"
        old_text.update(render_side(row.old, old_runs, row.proposal, None))
        new_text.update(render_side(row.new, new_runs, row.proposal, None))
        self.load_histories(row)

    @on(HistoriesLoaded)
    def show_histories(self, message: HistoriesLoaded) -> None:
        row = self.highlighted_row()
        if row is None or row.proposal.id != message.proposal_id:
            return
        old_runs, new_runs = word_diff(row.old.content if row.old else "", row.new.content if row.new else "")
        self.query_one("#old-text", Static).update(render_side(row.old, old_runs, row.proposal, message.old))
        self.query_one("#new-text", Static).update(render_side(row.new, new_runs, row.proposal, message.new))

    # -- actions --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("accept", "dismiss_proposal", "restore", "open"):
            row = self.highlighted_row()
            if row is None:
                return None
            if action == "open":
                return True
            if row.proposal.id in self.in_flight:
                return None
            if action == "restore":
                return True if row.proposal.status == "applied" else None
            return True if row.proposal.status in DECIDABLE else None
        return True

    def why_not(self, action: str) -> str | None:
        row = self.highlighted_row()
        if row is None:
            return "no proposal waits for you" if action in ("accept", "dismiss_proposal", "restore") else None
        p = row.proposal
        if p.id in self.in_flight:
            return f"proposal {p.id} is still being written ({self.in_flight[p.id]})"
        if action in ("accept", "dismiss_proposal") and p.status == "applied":
            decided = f" on {short_time(p.updated_at)}"
            return (f"proposal {p.id} was accepted{decided}: nothing to accept or dismiss; "
                    f"r restores #{p.target_id}")
        if action == "restore":
            return f"proposal {p.id} is {p.status}: r restores what an accepted proposal retired"
        return None

    def landing_after(self, proposal_id: int) -> str | None:
        """The next proposal still open after the cursor (else before it), as a row key."""
        busy = {*self.in_flight, proposal_id}
        open_ids = [row.proposal.id for row in self.rows]
        index = open_ids.index(proposal_id) if proposal_id in open_ids else self.table.cursor_row
        decidable = [row for row in self.rows if row.proposal.status in DECIDABLE and row.proposal.id not in busy]
        after = [row for row in decidable if open_ids.index(row.proposal.id) > index]
        before = [row for row in decidable if open_ids.index(row.proposal.id) < index]
        target = after[0] if after else (before[-1] if before else None)
        return str(target.proposal.id) if target else None

    def decide(self, verb: str, row: ConflictRow, description: str, job) -> None:
        """Show the row as being written, move to the next open proposal now, queue the write."""
        proposal_id = row.proposal.id
        landing = self.landing_after(proposal_id) if verb != "restore" else None
        self.in_flight[proposal_id] = BUSY[verb]
        self.table.put_row(str(proposal_id), self.cells(row))
        if landing is not None:
            self.table.move_to_key(landing)
        self.refresh_keys()

        def failed(error: BaseException) -> None:
            self.in_flight.pop(proposal_id, None)
            self.reload()

        self.memdesk.run_write(description, job, lambda message: message, self, failed=failed)

    def decidable_row(self) -> ConflictRow | None:
        """The highlighted proposal when accept or dismiss can act on it now (open or held, not being written)."""
        row = self.highlighted_row()
        if row is None or row.proposal.status not in DECIDABLE or row.proposal.id in self.in_flight:
            return None
        return row

    def action_accept(self) -> None:
        row = self.decidable_row()
        if row is None:
            return
        engine, proposal_id = self.engine, row.proposal.id

        def accept():
            result = engine.conflicts.accept_proposal(proposal_id)
            retired = ", ".join(f"#{i}" for i in result.superseded) or "nothing"
            return self.ProposalDecided(f"accepted proposal {proposal_id}: retired {retired}"
                                        + ("; " + "; ".join(result.messages) if result.messages else ""),
                                        proposal_id)

        self.decide("accept", row, f"accept proposal {proposal_id}", accept)

    def action_dismiss_proposal(self) -> None:
        row = self.decidable_row()
        if row is None:
            return
        engine, proposal_id = self.engine, row.proposal.id

        def dismissed(choice: RejectChoice | None) -> None:
            if choice is None:
                return
            reason = choice.reason or None

            def dismiss() -> ConflictsScreen.ProposalDecided:
                engine.conflicts.dismiss_proposal(proposal_id, reason=reason)
                return self.ProposalDecided(f"dismissed proposal {proposal_id}; both memories stay", proposal_id)

            self.decide("dismiss", row, f"dismiss proposal {proposal_id}", dismiss)

        self.app.push_screen(RejectPrompt(f"Dismiss proposal {proposal_id}: why are they not in conflict?",
                                          placeholder="reason (optional)", rule_field=False,
                                          cursor_blink=self.memdesk.cursor_blink), dismissed)

    def action_restore(self) -> None:
        row = self.highlighted_row()
        if row is None or row.old is None or row.proposal.id in self.in_flight:
            return
        engine, old_id, proposal_id = self.engine, row.old.id, row.proposal.id
        def restore() -> ConflictsScreen.ProposalDecided:
            engine.memories.restore([old_id])
            return self.ProposalDecided(f"restored #{old_id}", proposal_id)

        self.decide("restore", row, f"restore #{old_id}", restore)

    def action_open(self) -> None:
        row = self.highlighted_row()
        if row is None:
            return
        ids = [m.id for m in (row.new, row.old) if m is not None]
        if ids:
            self.memdesk.open_memory(ids[0], others=tuple(ids[1:]))

    @on(ProposalDecided)
    def decided(self, message: ProposalDecided) -> None:
        self.in_flight.pop(message.proposal_id, None)
        self.notify(message.note, timeout=4)
        self.reload()


def render_side(memory: Memory | None, runs, proposal: Proposal, record: dict[str, Any] | None) -> Content:
    """One side of the comparison: text with differing words marked, then its facts and history."""
    if memory is None:
        return Content.styled("no memory on this side (the proposal names no target)", "$text-muted")
    lines: list[Content] = [
        Content.assemble((f"#{memory.id} ", "bold"), status_badge(memory.status),
                         f"  {memory.kind} · {namespace_label(memory.namespace)}"),
        diff_content(runs),
        Content(""),
        field_line("source", memory.source),
        field_line("created", short_time(memory.created_at)),
        field_line("rule", f"{proposal.rule} · confidence {proposal.confidence:.2f} · {proposal.status}"),
        field_line("reason", one_line(proposal.reason, 200)),
        heading("History"),
    ]
    if record is None:
        lines.append(Content.styled("  loading…", "$text-muted"))
    else:
        lines += history_lines(record["history"])
    return Content("\n").join(lines)
