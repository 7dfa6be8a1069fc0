"""The Conflicts pane: proposals side by side, old against new, the differing words marked.

Bindings (ids): ``j``/``k`` move (``conflicts.down``/``conflicts.up``), ``a`` accept —
the newcomer supersedes the old memory (``conflicts.accept``), ``d`` dismiss — both
stay as they are (``conflicts.dismiss``), ``r`` restore the old memory after an
accepted supersession (``conflicts.restore``).

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
from tui.modals import history_lines
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
PROPOSAL_COLUMNS = (("id", "id", 4), ("status", "status", 8), ("rule", "rule", 16), ("new", "new", 5),
                    ("old", "old", 5))


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

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[ConflictRow] = []

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        yield DataTable(id="proposals", cursor_type="row")
        with Horizontal(id="sides"):
            with VerticalScroll(id="old-side", classes="side"):
                yield Static(id="old-text")
            with VerticalScroll(id="new-side", classes="side"):
                yield Static(id="new-text")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        table = self.query_one("#proposals", DataTable)
        for key, label, width in PROPOSAL_COLUMNS:
            table.add_column(label, key=key, width=width)
        table.add_column("reason", key="reason", width=self.fill_width(table, PROPOSAL_COLUMNS, reserved=0))
        table.border_title = "Proposals"
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
        table = self.query_one("#proposals", DataTable)
        current = self.highlighted_row()
        row_index = table.cursor_row
        self.rows = message.rows
        table.clear()
        variables = self.app.theme_variables
        for row in message.rows:
            p = row.proposal
            table.add_row(str(p.id), theme_text(variables, p.status, "status-held" if p.status == "held" else None,
                                                bold=True),
                          p.rule, f"#{p.memory_id}", f"#{p.target_id}" if p.target_id else "—",
                          theme_text(variables, one_line(p.reason, 200)), key=str(p.id))
        ids = [row.proposal.id for row in self.rows]
        if current is not None and current.proposal.id in ids:
            table.move_cursor(row=ids.index(current.proposal.id), animate=False)
        elif ids:
            table.move_cursor(row=min(max(row_index, 0), len(ids) - 1), animate=False)
        waiting = sum(1 for row in self.rows if row.proposal.status in DECIDABLE)
        table.border_title = f"Proposals · {waiting} waiting"
        self.show_sides()
        self.refresh_keys()

    def theme_changed(self) -> None:
        self.show_proposals(self.ProposalsLoaded(self.rows))

    @on(DataTable.RowHighlighted, "#proposals")
    def proposal_highlighted(self) -> None:
        self.show_sides()
        self.refresh_keys()

    def highlighted_row(self) -> ConflictRow | None:
        return row_at_cursor(self.query_one("#proposals", DataTable), self.rows)

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
        if action in ("accept", "dismiss_proposal", "restore"):
            row = self.highlighted_row()
            if row is None:
                return None
            if action == "restore":
                return True if row.proposal.status == "applied" else None
            return True if row.proposal.status in DECIDABLE else None
        return True


    def action_accept(self) -> None:
        row = self.highlighted_row()
        if row is None:
            return
        engine, proposal_id = self.engine, row.proposal.id

        def accept():
            result = engine.conflicts.accept_proposal(proposal_id)
            retired = ", ".join(f"#{i}" for i in result.superseded) or "nothing"
            return self.ProposalDecided(f"accepted proposal {proposal_id}: retired {retired}"
                                        + ("; " + "; ".join(result.messages) if result.messages else ""))

        self.memdesk.run_write(f"accept proposal {proposal_id}", accept, lambda message: message, self)

    def action_dismiss_proposal(self) -> None:
        row = self.highlighted_row()
        if row is None:
            return
        engine, proposal_id = self.engine, row.proposal.id
        self.memdesk.run_write(
            f"dismiss proposal {proposal_id}",
            lambda: engine.conflicts.dismiss_proposal(proposal_id, reason="dismissed in the workstation"),
            lambda _: self.ProposalDecided(f"dismissed proposal {proposal_id}; both memories stay"), self)

    def action_restore(self) -> None:
        row = self.highlighted_row()
        if row is None or row.old is None:
            return
        engine, old_id = self.engine, row.old.id
        self.memdesk.run_write(f"restore #{old_id}", lambda: engine.memories.restore([old_id]),
                               lambda done: self.ProposalDecided(f"restored #{old_id}"), self)

    @on(ProposalDecided)
    def decided(self, message: ProposalDecided) -> None:
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
