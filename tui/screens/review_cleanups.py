"""The Review pane's second list: merge proposals and retire-ref stagings a person decides on.

Both are filed on one memory and name no second one, so the Conflicts pane (pairs of
memories) does not show them. ``m`` in the Review pane swaps the queue for this list;
``a`` applies the highlighted proposal (one undoable operation), ``d`` dismisses it.

:class:`CleanupsPane` is the half of the Review pane that owns this list; the queue
half (:class:`~tui.screens.review.ReviewScreen`) builds on it.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable
from textual.worker import get_current_worker

from core.model.records import Memory
from core.quality.cleanup_proposals import CleanupProposal
from tui.fit_table import Col, FitTable
from tui.modals import RejectChoice, RejectPrompt
from tui.render import field_line, heading, id_labels, namespace_label, one_line, short_time, status_badge, theme_text
from tui.screens.base import row_at_cursor
from tui.screens.review_detail import DetailPanels
from tui.screens.review_groups import GroupPanel
from tui.screens.review_part import ReviewPart

CLEANUP_LIMIT = 500
CLEANUP_COLUMNS = (Col("id", "id"), Col("rule", "rule", 10), Col("ns", "ns", 8, min_width=90),
                   Col("memories", "memories", 16), Col("what", "what it would do", flex=True))


class CleanupList(FitTable):
    """Open and held ``merge`` and ``retire-ref`` proposals, newest first; loads itself in a worker."""

    @dataclass
    class Loaded(Message):
        """A fresh read of the list (the screen updates its counts and detail panels)."""

        entries: list[CleanupProposal]

    def __init__(self) -> None:
        super().__init__(CLEANUP_COLUMNS, id="cleanups", classes="panel")
        self.entries: list[CleanupProposal] = []

    @work(thread=True, exclusive=True, exit_on_error=False, group="cleanups",
          description="loading merge and retire-ref proposals")
    def load(self) -> None:
        entries = self.app.engine.quality.cleanup_proposals(limit=CLEANUP_LIMIT)  # type: ignore[attr-defined]
        if not get_current_worker().is_cancelled:
            self.post_message(self.Loaded(entries))

    @on(Loaded)
    def draw(self, message: Loaded) -> None:
        self.entries = message.entries
        self.redraw()
        self.border_title = f"Merges and retirements · {len(self.entries)} waiting"

    def redraw(self) -> None:
        """Rebuild the rows, keeping the cursor on the same proposal (also after a theme change)."""
        variables = self.app.theme_variables
        rows = []
        for entry in self.entries:
            proposal = entry.proposal
            memories = ", ".join(f"#{m.id}" for m in entry.sources if m is not None) or f"#{proposal.memory_id}"
            rows.append((str(proposal.id), {
                "id": str(proposal.id),
                "rule": theme_text(variables, proposal.rule, "status-held" if proposal.status == "held" else None,
                                   bold=True),
                "ns": theme_text(variables, namespace_label(entry.memory.namespace) if entry.memory else "—",
                                 muted=True),
                "memories": theme_text(variables, one_line(memories, 40)),
                "what": summary_cell(variables, entry),
            }))
        self.set_rows(rows)

    def highlighted(self) -> CleanupProposal | None:
        return row_at_cursor(self, self.entries)


class CleanupsPane(ReviewPart):
    """The merges-and-retirements half of the Review pane: the list, its detail panels and its keys.

    ``view`` says which list is shown (``"queue"`` or ``"cleanups"``). The queue half
    provides ``table``, ``schedule_detail`` and ``update_title``; this half owns
    ``last_note``, swaps the two lists and shares the detail panels.
    """

    @dataclass
    class CleanupDecided(Message):
        """A merge or retire-ref proposal was applied or dismissed."""

        note: str

    def __init__(self) -> None:
        super().__init__()
        self.view = "queue"
        # What the last decision did, shown under the list (a toast per keypress is noise and costs a frame).
        self.last_note = ""
        # The memory whose detail is drawn (None: the empty detail or a cleanup proposal's).
        self._shown_detail: int | None = None

    @property
    def cleanups(self) -> CleanupList:
        return self.query_one(CleanupList)

    @on(CleanupList.Loaded)
    def cleanups_loaded(self) -> None:
        self.query_one(GroupPanel).count_cleanups(len(self.cleanups.entries))
        if self.view == "cleanups":
            self.show_cleanup()
        self.refresh_keys()

    @on(DataTable.RowHighlighted, "#cleanups")
    def cleanup_highlighted(self) -> None:
        # The hidden list highlights its first row when it fills; only the shown list owns the panels.
        if self.view == "cleanups":
            self.show_cleanup()
            self.refresh_keys()

    def show_cleanup(self) -> None:
        entry = self.cleanups.highlighted()
        panels = self.query_one(DetailPanels)
        panels.set_titles(preview="Memories it names")
        if entry is None:
            panels.show(Content.styled(
                "No merge or retire-ref proposal waits. `memdesk consolidate` files merges of restatements; "
                "`memdesk retire-ref TYPE ID` stages what cited a deleted source.", "$text-muted"))
            return
        panels.show(render_cleanup(entry), render_cleanup_sources(entry))

    def set_view(self, view: str) -> None:
        """Show the queue or the merges and retirements list (with their detail panels)."""
        self.view = view
        cleanups = view == "cleanups"
        panels = self.query_one(DetailPanels)
        panels.set_titles(evidence="Proposal" if cleanups else "Evidence")
        self.table.display = not cleanups
        self.cleanups.display = cleanups
        (self.cleanups if cleanups else self.table).focus()
        if cleanups:
            self.show_cleanup()
        else:
            panels.set_titles(preview="Recall preview")
            self._shown_detail = None
            self.schedule_detail()
        self.refresh_keys()

    def action_toggle_cleanups(self) -> None:
        self.set_view("queue" if self.view == "cleanups" else "cleanups")

    def move_target(self):
        return self.cleanups if self.view == "cleanups" else self.table

    def action_accept_cleanup(self) -> None:
        entry = self.cleanups.highlighted()
        if entry is None:
            return
        engine, proposal_id, rule = self.engine, entry.proposal.id, entry.proposal.rule

        def accept():
            result = engine.conflicts.accept_proposal(proposal_id)
            parts = [f"applied {rule} proposal {proposal_id}"]
            if result.superseded:
                parts.append(f"superseded {id_labels(result.superseded)}")
            return self.CleanupDecided("; ".join(parts + result.messages))

        self.memdesk.run_write(f"apply {rule} proposal {proposal_id}", accept, lambda message: message, self)

    def action_dismiss_cleanup(self) -> None:
        entry = self.cleanups.highlighted()
        if entry is None:
            return
        engine, proposal_id, rule = self.engine, entry.proposal.id, entry.proposal.rule

        def dismissed(choice: RejectChoice | None) -> None:
            if choice is None:
                return
            self.memdesk.run_write(
                f"dismiss {rule} proposal {proposal_id}",
                lambda: engine.conflicts.dismiss_proposal(proposal_id, reason=choice.reason or None),
                lambda _: self.CleanupDecided(f"dismissed {rule} proposal {proposal_id}; nothing changed"), self)

        self.app.push_screen(RejectPrompt(f"Dismiss {rule} proposal {proposal_id}",
                                          placeholder="why should it not apply? (optional)", rule_field=False,
                                          cursor_blink=self.memdesk.cursor_blink), dismissed)

    def action_open_cleanup(self) -> None:
        entry = self.cleanups.highlighted()
        if entry is not None:
            ids = tuple(m.id for m in entry.sources if m is not None) or (entry.proposal.memory_id,)
            self.memdesk.open_memory(ids[0], others=ids[1:])

    @on(CleanupDecided)
    def cleanup_decided(self, message: CleanupDecided) -> None:
        self.last_note = message.note
        self.update_title()


def summary_cell(variables: dict[str, str], entry: CleanupProposal):
    """What accepting would do, in one line: ``keep "…"`` or ``archive "…"``."""
    if entry.is_merge:
        return theme_text(variables, f"keep: {one_line(entry.merged_text or '', 200)}")
    if entry.memory is None:
        return theme_text(variables, "the memory is gone; dismiss it", muted=True)
    verb = "reject" if entry.retires_to == "rejected" else "archive"
    return theme_text(variables, f"{verb}: {one_line(entry.memory.content, 200)}")


def render_cleanup(entry: CleanupProposal) -> Content:
    """The proposal: rule, reason, and what accepting it keeps, supersedes or retires."""
    proposal = entry.proposal
    held = ("  held", "bold $status-held") if proposal.status == "held" else ""
    lines: list[Content] = [
        Content.assemble((f"{proposal.rule} proposal {proposal.id}", "bold"), held,
                         (f" · filed {short_time(proposal.created_at)}", "$text-muted")),
        Content(one_line(proposal.reason, 300)),
    ]
    if entry.is_merge:
        method = proposal.detail.get("method", "lexical")
        lines.append(field_line("grouped", f"{method} · confidence {proposal.confidence:.2f}"))
        lines.append(heading("Merged text (what stays live)"))
        lines.append(Content.styled(entry.merged_text or "", "bold $diff-added"))
        superseded = entry.would_supersede
        lines.append(heading(f"Would supersede · {len(superseded)}"))
        lines += [_memory_line(m, "$diff-removed") for m in superseded] or [
            Content.styled("  nothing", "$text-muted")]
        if any(m is None for m in entry.sources):
            lines.append(Content.styled("a source no longer exists: dismiss this and run consolidate again",
                                        "$warning"))
    else:
        lines.append(field_line("source", f"{entry.source_ref} (deleted)"))
        if entry.memory is not None:
            lines.append(heading(f"Would {'reject' if entry.retires_to == 'rejected' else 'archive'}"))
            lines.append(_memory_line(entry.memory, "$diff-removed"))
    lines.append(Content.styled("a accepts (undo reverses it) · d dismisses (nothing changes)", "$text-muted"))
    return Content("\n").join(lines)


def render_cleanup_sources(entry: CleanupProposal) -> Content:
    """Every memory the proposal names, with its status, provenance and full text."""
    lines: list[Content] = []
    retired = {m.id for m in entry.would_supersede}
    for memory in entry.sources:
        if memory is None:
            lines.append(Content.styled("(a source that no longer exists)", "$warning"))
            continue
        if entry.is_merge:
            role = ("supersede", "$diff-removed") if memory.id in retired else ("keep", "bold $diff-added")
        else:
            role = (entry.retires_to or "retire", "$diff-removed")
        lines += [
            Content.assemble((f"#{memory.id} ", "bold"), status_badge(memory.status), " → ", role),
            Content(one_line(memory.content, 400)),
            field_line("source", f"{memory.source} · {short_time(memory.created_at)}"),
            field_line("refs", ", ".join(f"{r.get('type')} {r.get('id')}" for r in memory.refs) or "—"),
            Content(""),
        ]
    return Content("\n").join(lines) if lines else Content.styled("no memories", "$text-muted")


def _memory_line(memory: Memory, style: str) -> Content:
    return Content.assemble("  ", (f"#{memory.id} ", "bold"), status_badge(memory.status), " ",
                            (one_line(memory.content, 160), style))
