"""The Review pane: the queue of what waits for a person, one keypress per decision.

Bindings (ids): ``j``/``k`` move (``review.down``/``review.up``), ``p`` promote
(``review.promote``), ``x`` reject with a reason (``review.reject``), ``e`` edit inline
(``review.edit``), ``E`` edit in ``$EDITOR`` (``review.edit_external``), ``r`` restore
(``review.restore``), ``space`` select for a batch (``review.select``), ``enter`` the
full record (``review.open``), ``/`` filter (``review.filter``), ``o`` the side panel's
groups — by source, kind or namespace (``review.group``; below 100 columns it opens the
folded panel first), ``esc`` clear (``review.clear``), ``m`` swap the queue for the merge
and retire-ref proposals (``review.cleanups``) where ``a`` applies one
(``review.accept``) and ``d`` dismisses it (``review.dismiss``), ``R`` the capture rules
(``review.rules``), ``home``/``g g`` and ``end``/``G`` the ends of the list. ``u`` (the
app's) undoes. ``x`` can also save its reason as a capture rule.

A decision acts on the row under the cursor when the key is pressed, and the cursor
moves on at once: the row stays, dimmed (``promoting…``), until the write lands, so
``ppppp`` decides five rows in a burst, in order. After a batch the cursor lands on the
next item still waiting.

The queue loads lazily: one page of :data:`PAGE_SIZE` rows at first, the next page
when the cursor nears the end (keyset paging on id), so a 50,000-item queue opens
as fast as a 50-item one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.timer import Timer
from textual.widgets import DataTable, Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from core import MemdeskError
from core.memories.queue import GROUP_FIELDS, QUEUE_STATUSES, QueueFilter, QueueItem, QueueSummary, parse_filter
from tui.external_editor import edit_in_editor
from tui.modals import EditMemory, EditResult, RejectChoice, RejectPrompt
from tui.render import distinct_labels, id_labels, namespace_label, status_style
from tui.rules_screen import CaptureRules
from tui.screens.base import move_bindings, row_at_cursor
from tui.screens.review_cleanups import CleanupList, CleanupsPane
from tui.screens.review_detail import Detail, render_evidence, render_preview
from tui.screens.review_table import CONTESTED_MARK, QueueRows, QueueTable

# e and E share one footer entry ("eE edit") when $EDITOR is set, so every Review key fits.
EDIT = Binding.Group("edit", compact=True)
PAGE_SIZE = 200
# Load the next page when the cursor is this close to the last loaded row.
LOOKAHEAD_ROWS = 40
DETAIL_DELAY = 0.12
FILTER_DELAY = 0.2
PROMOTABLE = ("pending", "stale", "superseded")
# A held newcomer is already promoted; rejecting it retracts it.
REJECTABLE = ("pending", "stale", "superseded", "promoted")
# What a row says while its decision is being written.
BUSY = {"promote": "promoting", "reject": "rejecting", "restore": "restoring"}
GROUP_LABEL_WIDTH = 15


class ReviewScreen(QueueRows, CleanupsPane):
    """The review queue with its group panel, detail panel and recall preview."""

    PANE = "review"
    MOVE_TARGET = "#queue"
    AUTO_FOCUS = "#queue"
    BINDINGS = [
        *move_bindings("review"),
        Binding("p", "promote", "promote", id="review.promote", tooltip="believe it: it enters recall"),
        Binding("x", "reject", "reject", id="review.reject", tooltip="not believed; asks for a reason"),
        Binding("e", "edit", "edit", id="review.edit", tooltip="edit a pending memory in place", group=EDIT),
        Binding("E", "edit_external", "$EDITOR", id="review.edit_external", tooltip="edit the text in $EDITOR",
                group=EDIT),
        Binding("r", "restore", "restore", id="review.restore", tooltip="put a superseded memory back"),
        Binding("space", "toggle_select", "mark", id="review.select", tooltip="mark for a batch action"),
        # Priority: the table would otherwise take enter for its own (silent) selection.
        Binding("enter", "open", "open", id="review.open", priority=True,
                tooltip="the memory's full record and history"),
        Binding("slash", "filter", "filter", id="review.filter",
                tooltip="kind:… ns:… source:… status:… id:… and words"),
        Binding("o", "cycle_group", "group", id="review.group",
                tooltip="the queue's groups: by source, kind or namespace (narrow: opens the panel first)"),
        Binding("escape", "clear", "clear", id="review.clear", tooltip="clear the selection, then the filter"),
        Binding("m", "toggle_cleanups", "merges", id="review.cleanups",
                tooltip="merge and retire-ref proposals (m again: the queue)"),
        Binding("a", "accept_cleanup", "accept", id="review.accept", tooltip="apply the merge or retirement"),
        Binding("d", "dismiss_cleanup", "dismiss", id="review.dismiss",
                tooltip="rule the proposal out; nothing changes"),
        Binding("R", "capture_rules", "rules", id="review.rules", tooltip="the capture rules that hold captures"),
    ]
    # Keys that act on the queue, hidden while the merges and retirements list is shown (and vice versa).
    QUEUE_ACTIONS = ("promote", "reject", "restore", "edit", "edit_external", "toggle_select", "filter",
                     "cycle_group")
    CLEANUP_ACTIONS = ("accept_cleanup", "dismiss_cleanup")

    # -- messages posted by this pane's workers -------------------------------------------

    @dataclass
    class QueueLoaded(Message):
        items: list[QueueItem]
        appended: bool
        exhausted: bool
        generation: int

    @dataclass
    class SummaryLoaded(Message):
        summary: QueueSummary

    @dataclass
    class DetailLoaded(Message):
        memory_id: int
        detail: Detail

    @dataclass
    class MemoriesDecided(Message):
        """A promote, reject, restore or edit finished (``asked``: the ids the key acted on)."""

        verb: str
        ids: list[int]
        note: str = ""
        edited: list[Any] = field(default_factory=list)
        asked: list[int] = field(default_factory=list)

    # -- state -----------------------------------------------------------------------------

    def __init__(self) -> None:
        super().__init__()
        self.queue_filter = QueueFilter()
        self.group_field = GROUP_FIELDS[0]
        self.items: dict[int, QueueItem] = {}
        self.order: list[int] = []
        self.selected: set[int] = set()
        # Decided but still being written (id → "promoting"…): skipped by the keys, dimmed in the table.
        self.in_flight: dict[int, str] = {}
        self.summary: QueueSummary | None = None
        self.filtering = False
        self.exhausted = False
        self.loading_more = False
        # Bumped whenever the filter changes, so a page fetched for an old filter is ignored.
        self.generation = 0
        self._detail_timer: Timer | None = None
        self._filter_timer: Timer | None = None
        # A memory to put the cursor on once it is loaded ("go to in Review").
        self._reveal: int | None = None
        self._first_page_shown = False

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="review-body"):
            yield OptionList(id="groups", classes="panel")
            with Vertical(id="review-main"):
                filter_input = Input(placeholder="/ filter: kind:tooling ns:webapp source:mcp status:held id:12 words…",
                                     id="filter", compact=True)
                filter_input.cursor_blink = self.memdesk.cursor_blink
                yield filter_input
                yield QueueTable()
                yield CleanupList()
                with Horizontal(id="review-detail"):
                    with VerticalScroll(id="evidence-scroll", classes="panel"):
                        yield Static(id="evidence")
                    with VerticalScroll(id="preview-scroll", classes="panel"):
                        yield Static(id="preview")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        cleanups = self.cleanups
        cleanups.display = False
        cleanups.border_title = "Merges and retirements"
        self.query_one("#filter", Input).display = False
        self.query_one("#groups", OptionList).border_title = "Queue"
        self.query_one("#evidence-scroll").border_title = "Evidence"
        self.query_one("#preview-scroll").border_title = "Recall preview"
        self.show_empty_detail()
        super().on_mount()

    @property
    def table(self) -> QueueTable:
        return self.query_one(QueueTable)

    # -- loading ------------------------------------------------------------------------------

    def reload(self) -> None:
        """Re-read the loaded part of the queue (keeps the cursor) and the side panel."""
        self.load_queue(self.queue_filter, max(PAGE_SIZE, len(self.order)), self.generation)
        if self._first_page_shown:
            self.load_side()
        # On opening, the counts (a scan of the whole queue) wait until the first page is drawn,
        # so on two cores they do not race the rows a person is waiting for.

    def load_side(self) -> None:
        """The side panel's counts, the merges list and the detail panels."""
        self.load_summary(self.queue_filter, self.group_field)
        self.cleanups.load()
        self.schedule_detail()

    @work(thread=True, exclusive=True, exit_on_error=False, group="queue", description="loading the review queue")
    def load_queue(self, queue_filter: QueueFilter, limit: int, generation: int) -> None:
        # One row more than shown says whether the queue goes on (exactly 200 is "200", not "200+").
        items = self.engine.memories.queue_page(queue_filter, limit=limit + 1)
        if not get_current_worker().is_cancelled:
            self.post_message(self.QueueLoaded(items[:limit], appended=False, exhausted=len(items) <= limit,
                                               generation=generation))

    @work(thread=True, exclusive=True, exit_on_error=False, group="queue-more",
          description="loading more of the review queue")
    def load_more(self, queue_filter: QueueFilter, after_id: int, generation: int) -> None:
        items = self.engine.memories.queue_page(queue_filter, after_id=after_id, limit=PAGE_SIZE + 1)
        if not get_current_worker().is_cancelled:
            self.post_message(self.QueueLoaded(items[:PAGE_SIZE], appended=True, exhausted=len(items) <= PAGE_SIZE,
                                               generation=generation))

    @work(thread=True, exclusive=True, exit_on_error=False, group="summary", description="counting the queue")
    def load_summary(self, queue_filter: QueueFilter, group_field: str) -> None:
        summary = self.engine.memories.queue_summary(queue_filter, group_field=group_field)
        if not get_current_worker().is_cancelled:
            self.post_message(self.SummaryLoaded(summary))

    @work(thread=True, exclusive=True, exit_on_error=False, group="detail", description="loading the memory")
    def load_detail(self, memory_id: int) -> None:
        engine = self.engine
        record = engine.memories.show(memory_id).to_dict()
        target_ids = [p["target_id"] for p in record["proposals"] if p["target_id"] is not None]
        detail = Detail(record=record, targets=engine.memories.get_many(target_ids),
                        preview=engine.memories.recall_preview(memory_id))
        if not get_current_worker().is_cancelled:
            self.post_message(self.DetailLoaded(memory_id, detail))

    @on(QueueLoaded)
    def show_queue(self, message: QueueLoaded) -> None:
        if message.generation != self.generation:
            return
        self.exhausted = message.exhausted
        if message.appended:
            self.loading_more = False
            self.append_rows([item for item in message.items if item.memory.id not in self.items])
        elif self.filtering:
            # A new filter: swap every row in one go (the old rows stayed until now, no empty flash).
            self.filtering = False
            self.items = {item.memory.id: item for item in message.items}
            self.order = [item.memory.id for item in message.items]
            self.table.set_rows((str(item.memory.id), self.cells(item)) for item in message.items)
            if self.order:
                self.table.move_cursor(row=0, animate=False)
            self.schedule_detail()
        else:
            self.reconcile(message.items)
        if self._reveal is not None and self._reveal in self.items:
            self.table.move_to_key(str(self._reveal))
            self._reveal = None
        self.update_title()
        self.refresh_keys()
        if not self._first_page_shown:
            self._first_page_shown = True
            self.call_after_refresh(self.load_side)

    def theme_changed(self) -> None:
        for memory_id in self.order:
            self.update_row(self.items[memory_id])
        self.cleanups.redraw()

    @on(SummaryLoaded)
    def show_summary(self, message: SummaryLoaded) -> None:
        summary = message.summary
        self.summary = summary
        self.update_title()
        groups = self.query_one("#groups", OptionList)
        highlighted = groups.highlighted
        options: list[Option | None] = [Option(self.group_label("all", summary.total, bold=True), id="all")]
        for status in QUEUE_STATUSES:
            options.append(Option(self.group_label(status, summary.by_status.get(status, 0),
                                                   style=status_style(status)), id=f"status\t{status}"))
        options.append(Option(self.cleanups_label(), id="cleanups"))
        options.append(None)
        group_key = self.app.key_for("review.group") or "o"
        options.append(Option(Content.styled(f"by {summary.group_field}  ({group_key})", "$text-muted"),
                              disabled=True))
        shown = {value: namespace_label(value) if summary.group_field == "namespace" else value
                 for value in summary.groups}
        labels = distinct_labels(list(shown.values()), GROUP_LABEL_WIDTH)
        for value, count in summary.groups.items():
            options.append(Option(self.group_label(labels[shown[value]], count), id=f"{summary.group_field}\t{value}"))
        groups.set_options(options)
        if highlighted is not None and highlighted < groups.option_count:
            groups.highlighted = highlighted

    def cleanups_label(self) -> Content:
        return self.group_label("merge · retire", len(self.cleanups.entries), style="$status-held")

    @staticmethod
    def group_label(label: str, count: int, *, style: str = "", bold: bool = False) -> Content:
        name = distinct_labels([label], GROUP_LABEL_WIDTH)[label].ljust(GROUP_LABEL_WIDTH)
        return Content.assemble((name, f"bold {style}" if bold else style), f"{count:>6,}")

    @on(DetailLoaded)
    def show_detail(self, message: DetailLoaded) -> None:
        if self.view != "queue" or message.memory_id != self.highlighted_id():
            return
        self._shown_detail = message.memory_id
        self.query_one("#evidence", Static).update(render_evidence(message.detail))
        self.query_one("#preview", Static).update(render_preview(message.detail.preview))

    def show_empty_detail(self) -> None:
        self._shown_detail = None
        empty = self.queue_filter == QueueFilter()
        text = "Nothing waits for you. Agents' new memories appear here as they arrive." if empty else \
            "Nothing matches the filter (esc clears it)."
        self.query_one("#evidence", Static).update(Content.styled(text, "$text-muted"))
        self.query_one("#preview", Static).update("")

    def update_title(self) -> None:
        """``Review queue · 200 of 50,000`` (counts by status when the side panel is folded away)."""
        parts = ["Review queue"]
        if self.filtering:
            parts.append("filtering…")
        elif self.summary is not None and not self.exhausted:
            parts.append(f"{len(self.order):,} of {self.summary.total:,}")
        elif self.exhausted:
            parts.append(f"{len(self.order):,}")
        else:
            parts.append(f"{len(self.order):,} loaded")
        if self.selected:
            parts.append(f"{len(self.selected)} marked")
        if self.summary is not None and self.has_class("-narrow") and not self.filtering:
            parts += [f"{status} {count:,}" for status, count in self.summary.by_status.items() if count]
        contested = sum(1 for item in self.items.values() if item.contested)
        if contested and not self.filtering:
            parts.append(f"{CONTESTED_MARK} in conflict {contested}")
        self.table.border_title = " · ".join(parts)
        shown_filter = self.queue_filter.describe()
        notes = [self.last_note] if self.last_note else []
        if shown_filter:
            notes.append(f"filter: {shown_filter} (esc clears)")
        self.table.border_subtitle = " · ".join(notes)

    def on_resize(self, event: events.Resize) -> None:
        # The folded side panel's counts move into the title below 100 columns.
        self.update_title()

    def show_note(self, note: str) -> bool:
        self.last_note = note
        self.update_title()
        return True

    # -- cursor and detail ----------------------------------------------------------------

    def highlighted_id(self) -> int | None:
        return row_at_cursor(self.table, self.order)

    def highlighted_item(self) -> QueueItem | None:
        memory_id = self.highlighted_id()
        return None if memory_id is None else self.items.get(memory_id)

    @on(DataTable.RowHighlighted, "#queue")
    def row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.refresh_keys()
        self.schedule_detail()
        if (not self.exhausted and not self.loading_more and self.order
                and event.cursor_row >= len(self.order) - LOOKAHEAD_ROWS):
            self.loading_more = True
            self.load_more(self.queue_filter, self.order[-1], self.generation)

    def schedule_detail(self) -> None:
        # Debounced: holding j moves the cursor at key-repeat speed without a query per row.
        if self._detail_timer is not None:
            self._detail_timer.stop()
        self._detail_timer = self.set_timer(DETAIL_DELAY, self.fetch_detail)

    def fetch_detail(self) -> None:
        if self.view == "cleanups":
            return
        memory_id = self.highlighted_id()
        if memory_id is None:
            self.show_empty_detail()
        else:
            self.load_detail(memory_id)

    # -- which keys can act -------------------------------------------------------------

    def targets(self) -> list[QueueItem]:
        """The selection if there is one, else the highlighted item (never one whose decision is being written)."""
        if self.selected:
            return [self.items[i] for i in self.order if i in self.selected and i not in self.in_flight]
        item = self.highlighted_item()
        return [item] if item and item.memory.id not in self.in_flight else []

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.view == "cleanups" and action in self.QUEUE_ACTIONS:
            return False
        if action in self.CLEANUP_ACTIONS:
            if self.view != "cleanups":
                return False
            return True if self.cleanups.highlighted() is not None else None
        if action in ("promote", "reject", "restore", "edit", "edit_external"):
            items = self.targets()
            if not items:
                return None
            # "held" is shown to explain why an item waits; what a key may do follows its real status.
            statuses = {item.memory.status for item in items}
            if action == "promote":
                return True if statuses <= set(PROMOTABLE) else None
            if action == "reject":
                return True if statuses <= set(REJECTABLE) else None
            if action == "restore":
                return True if statuses == {"superseded"} else None
            editable = len(items) == 1 and statuses == {"pending"}
            if action == "edit_external":
                return (True if editable else None) if os.environ.get("EDITOR") else False
            return True if editable else None
        if action == "toggle_select":
            return True if self.highlighted_id() is not None else None
        if action == "open":
            if self.query_one("#groups").has_focus or isinstance(self.focused, Input):
                return False  # enter picks the group, or submits the filter, there
            if self.view == "cleanups":
                return True if self.cleanups.highlighted() is not None else None
            return True if self.highlighted_id() is not None else None
        if action == "clear":
            return bool(self.view == "cleanups" or self.selected or self.queue_filter != QueueFilter()
                        or self.has_class("-groups-open"))
        return True

    # -- actions ------------------------------------------------------------------------------

    def why_not(self, action: str) -> str | None:
        item = self.highlighted_item()
        if self.view == "cleanups":
            return "nothing to apply or dismiss: the merges list is empty" if action in self.CLEANUP_ACTIONS else None
        if item is None:
            return "nothing waits in the queue" if action in BUSY or action == "edit" else None
        label = f"#{item.memory.id}"
        if item.memory.id in self.in_flight:
            return f"{label} is still being written ({self.in_flight[item.memory.id]})"
        status = item.memory.status
        if action == "restore":
            return f"{label} is {status}: r puts back superseded memories only"
        if action == "edit":
            return f"{label} is {status}: only pending memories are edited in place" if not self.selected else \
                "edit works on one memory: esc clears the marks"
        if action in ("promote", "reject"):
            return f"{label} is {status}: nothing to {action}"
        return None

    def decide(self, verb: str, ids: list[int], description: str, job, note) -> None:
        """Mark ``ids`` as being written, move the cursor on now, and queue the write."""
        landing = self.landing_after(ids)
        for memory_id in ids:
            self.in_flight[memory_id] = BUSY.get(verb, verb)
            if memory_id in self.items:
                self.update_row(self.items[memory_id])
        self.selected.difference_update(ids)
        for memory_id in list(self.selected):
            if memory_id in self.items:
                self.update_row(self.items[memory_id])
        if landing is not None:
            self.table.move_to_key(str(landing))
        self.update_title()
        self.refresh_keys()

        def done(result):
            return note(result)

        self.memdesk.run_write(description, job, done, self, failed=lambda error: self.write_failed(ids))

    def landing_after(self, ids: list[int]) -> int | None:
        """Where the cursor goes once ``ids`` are decided: the next row still waiting at or below it, else above."""
        busy = set(self.in_flight) | set(ids)
        row = self.table.cursor_row
        below = [i for i in self.order[max(row, 0):] if i not in busy]
        if below:
            return below[0]
        above = [i for i in reversed(self.order[:max(row, 0)]) if i not in busy]
        return above[0] if above else None

    def write_failed(self, ids: list[int]) -> None:
        for memory_id in ids:
            self.in_flight.pop(memory_id, None)
            if memory_id in self.items:
                self.update_row(self.items[memory_id])
        self.refresh_keys()

    def action_promote(self) -> None:
        items = self.targets()
        ids = [item.memory.id for item in items]
        if not ids:
            return
        shown = {item.memory.id: item.memory.content for item in items}  # refused if the text changed since
        engine = self.engine

        def promote():
            return engine.memories.promote(ids, shown=shown)

        def note(result):
            parts = [f"promoted {id_labels(result.promoted)}"]
            if result.superseded:
                parts.append(f"retired {id_labels(result.superseded)}")
            parts += result.messages
            return self.MemoriesDecided("promote", result.promoted, "; ".join(parts), asked=ids)

        self.decide("promote", ids, f"promote {id_labels(ids)}", promote, note)

    def action_reject(self) -> None:
        ids = [item.memory.id for item in self.targets()]
        if not ids:
            return

        def rejected(choice: RejectChoice | None) -> None:
            if choice is None:
                return
            engine = self.engine
            if choice.rule_pattern:
                pattern = choice.rule_pattern

                def reject_as_rule():
                    return engine.quality.reject_as_rule(ids, pattern, reason=choice.reason)

                self.decide("reject", ids, f"reject {id_labels(ids)} as a rule", reject_as_rule,
                            lambda done: self.MemoriesDecided(
                                "reject", done[0], f"rejected {id_labels(done[0])}; captures matching {pattern!r} "
                                f"are now held (rule #{done[1].id})", asked=ids))
                return
            self.decide("reject", ids, f"reject {id_labels(ids)}",
                        lambda: engine.memories.reject(ids, reason=choice.reason or None),
                        lambda done: self.MemoriesDecided("reject", done, f"rejected {id_labels(done)}", asked=ids))

        self.app.push_screen(RejectPrompt(f"Reject {id_labels(ids)}", placeholder="why is it not true? (optional)",
                                          cursor_blink=self.memdesk.cursor_blink), rejected)

    def action_restore(self) -> None:
        ids = [item.memory.id for item in self.targets()]
        if not ids:
            return
        engine = self.engine
        self.decide("restore", ids, f"restore {id_labels(ids)}", lambda: engine.memories.restore(ids),
                    lambda done: self.MemoriesDecided("restore", done, f"restored {id_labels(done)}", asked=ids))

    def action_open(self) -> None:
        if self.view == "cleanups":
            self.action_open_cleanup()
            return
        memory_id = self.highlighted_id()
        if memory_id is not None:
            self.memdesk.open_memory(memory_id)

    def action_edit(self) -> None:
        item = self.highlighted_item() if not self.selected else self.targets()[0]
        if item is None:
            return

        def edited(result: EditResult | None) -> None:
            if result is not None:
                self.save_edit(item.memory.id, result)

        self.app.push_screen(EditMemory(item.memory, cursor_blink=self.memdesk.cursor_blink), edited)

    def action_edit_external(self) -> None:
        item = self.targets()[0] if self.targets() else None
        if item is None:
            return
        try:
            text = edit_in_editor(self.app, item.memory.content)
        except MemdeskError as exc:
            self.notify(exc.message, severity="error")
            return
        if text is not None:
            self.save_edit(item.memory.id, EditResult(content=text))

    def save_edit(self, memory_id: int, result: EditResult) -> None:
        engine = self.engine
        self.memdesk.run_write(
            f"edit #{memory_id}",
            lambda: engine.memories.edit(memory_id, content=result.content, kind=result.kind, tags=result.tags),
            lambda memory: self.MemoriesDecided("edit", [memory.id], f"edited #{memory.id}", edited=[memory]),
            self,
        )

    def action_toggle_select(self) -> None:
        memory_id = self.highlighted_id()
        if memory_id is None:
            return
        self.selected ^= {memory_id}
        self.update_row(self.items[memory_id])
        self.table.action_cursor_down()
        self.update_title()
        self.refresh_keys()

    def action_filter(self) -> None:
        field_input = self.query_one("#filter", Input)
        field_input.display = True
        field_input.focus()

    def action_cycle_group(self) -> None:
        groups = self.query_one("#groups", OptionList)
        if self.has_class("-narrow") and not self.has_class("-groups-open"):
            # Folded away below 100 columns: the first press opens the panel over the queue.
            self.add_class("-groups-open")
            groups.focus()
            return
        index = GROUP_FIELDS.index(self.group_field)
        self.group_field = GROUP_FIELDS[(index + 1) % len(GROUP_FIELDS)]
        self.load_summary(self.queue_filter, self.group_field)

    def close_groups(self) -> None:
        if self.has_class("-groups-open"):
            self.remove_class("-groups-open")
            self.table.focus()

    def reveal(self, memory_id: int) -> None:
        """Put the cursor on a memory: at once when it is loaded, else by filtering to it (esc clears)."""
        if self.view == "cleanups":
            self.set_view("queue")
        if memory_id in self.items:
            self.table.move_to_key(str(memory_id))
            self.table.focus()
            return
        self._reveal = memory_id
        queue_filter = QueueFilter(ids=(memory_id,))
        field_input = self.query_one("#filter", Input)
        with field_input.prevent(Input.Changed):
            field_input.value = queue_filter.describe()
        field_input.display = True
        self.apply_filter(queue_filter)
        self.table.focus()

    def action_clear(self) -> None:
        field_input = self.query_one("#filter", Input)
        if self.has_class("-groups-open"):
            self.close_groups()
            return
        if self.view == "cleanups":
            self.set_view("queue")
            return
        if field_input.has_focus:
            self.table.focus()
            field_input.display = bool(field_input.value)
            return
        if self.selected:
            for memory_id in list(self.selected):
                self.selected.discard(memory_id)
                if memory_id in self.items:
                    self.update_row(self.items[memory_id])
            self.update_title()
        elif self.queue_filter != QueueFilter():
            field_input.value = ""
            field_input.display = False
            self.apply_filter(QueueFilter())
        self.refresh_keys()

    def action_capture_rules(self) -> None:
        self.app.push_screen(CaptureRules())

    # -- results of writes ----------------------------------------------------------------

    @on(MemoriesDecided)
    def decided(self, message: MemoriesDecided) -> None:
        if message.verb == "edit":
            for memory in message.edited:
                if memory.id in self.items:
                    old = self.items[memory.id]
                    self.update_row(QueueItem(memory, old.held, old.contested))
            self.schedule_detail()
        else:
            for memory_id in dict.fromkeys([*message.asked, *message.ids]):
                self.in_flight.pop(memory_id, None)
                if memory_id in message.ids:
                    self.drop_row(memory_id)
                elif memory_id in self.items:
                    self.update_row(self.items[memory_id])
            self.schedule_detail()
        self.last_note = message.note
        self.update_title()
        self.refresh_keys()

    # -- filter and groups ----------------------------------------------------------------

    @on(Input.Changed, "#filter")
    def filter_typed(self, event: Input.Changed) -> None:
        if self._filter_timer is not None:
            self._filter_timer.stop()
        self._filter_timer = self.set_timer(FILTER_DELAY, lambda: self.filter_settled(event.value))

    @on(Input.Submitted, "#filter")
    def filter_submitted(self, event: Input.Submitted) -> None:
        self.filter_settled(event.value)
        self.table.focus()

    def filter_settled(self, text: str) -> None:
        field_input = self.query_one("#filter", Input)
        try:
            queue_filter = parse_filter(text)
        except MemdeskError as exc:
            field_input.add_class("-invalid")
            field_input.border_subtitle = exc.message
            return
        field_input.remove_class("-invalid")
        field_input.border_subtitle = ""
        if queue_filter != self.queue_filter:
            self.apply_filter(queue_filter)

    def apply_filter(self, queue_filter: QueueFilter) -> None:
        # The old rows and counts stay until the new page arrives (no empty table, no "0 shown" flash).
        self.queue_filter = queue_filter
        self.generation += 1
        self.filtering = True
        for memory_id in list(self.selected):
            self.selected.discard(memory_id)
            if memory_id in self.items:
                self.update_row(self.items[memory_id])
        self.exhausted = False
        self.loading_more = False
        self.load_queue(queue_filter, PAGE_SIZE, self.generation)
        self.load_summary(queue_filter, self.group_field)
        self.update_title()

    @on(OptionList.OptionSelected, "#groups")
    def group_chosen(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        if option_id == "cleanups":
            self.set_view("cleanups")
            return
        if self.view == "cleanups":
            self.set_view("queue")
        if option_id == "all":
            queue_filter = QueueFilter(text=self.queue_filter.text)
        else:
            group_field, _, value = option_id.partition("\t")
            queue_filter = self.queue_filter.with_group(group_field, value)
        field_input = self.query_one("#filter", Input)
        with field_input.prevent(Input.Changed):
            field_input.value = queue_filter.describe()
        field_input.display = bool(field_input.value)
        self.apply_filter(queue_filter)
        self.close_groups()
        self.table.focus()
