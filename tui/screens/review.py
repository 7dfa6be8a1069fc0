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

This module loads the queue and wires the pane together; its parts live beside it:
``review_keys`` (the bindings and which of them can act), ``review_table`` (the queue's
rows), ``review_decisions`` (promote, reject, restore, edit), ``review_filter`` (the
filter box), ``review_groups`` (the side panel), ``review_detail`` (the evidence and
preview panels) and ``review_cleanups`` (the merges and retirements list).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from textual import events, on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, Input, OptionList
from textual.worker import get_current_worker

from core.memories.queue import GROUP_FIELDS, QueueFilter, QueueItem, QueueSummary
from tui.debounce import Debounced
from tui.rules_screen import CaptureRules
from tui.screens.base import row_at_cursor
from tui.screens.review_cleanups import CleanupList, CleanupsPane
from tui.screens.review_decisions import ReviewDecisions
from tui.screens.review_detail import Detail, DetailPanels
from tui.screens.review_filter import FilterBox
from tui.screens.review_groups import CLEANUPS_OPTION, GroupPanel, chosen_filter
from tui.screens.review_keys import (
    CLEANUP_ACTIONS,
    DECISION_ACTIONS,
    QUEUE_ACTIONS,
    REVIEW_BINDINGS,
    decision_state,
    why_idle,
)
from tui.screens.review_table import CONTESTED_MARK, QueueRows, QueueTable

PAGE_SIZE = 200
# Load the next page when the cursor is this close to the last loaded row.
LOOKAHEAD_ROWS = 40
DETAIL_DELAY = 0.12


class ReviewScreen(QueueRows, ReviewDecisions, CleanupsPane):
    """The review queue with its group panel, detail panel and recall preview."""

    PANE = "review"
    MOVE_TARGET = "#queue"
    AUTO_FOCUS = "#queue"
    BINDINGS = REVIEW_BINDINGS

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

    # -- state -----------------------------------------------------------------------------

    def __init__(self) -> None:
        super().__init__()
        self.queue_filter = QueueFilter()
        self.group_field = GROUP_FIELDS[0]
        self.items: dict[int, QueueItem] = {}
        self.order: list[int] = []
        self.selected: set[int] = set()
        self.summary: QueueSummary | None = None
        self.filtering = False
        self.exhausted = False
        self.loading_more = False
        # Bumped whenever the filter changes, so a page fetched for an old filter is ignored.
        self.generation = 0
        self._detail = Debounced(self, DETAIL_DELAY)
        # A memory to put the cursor on once it is loaded ("go to in Review").
        self._reveal: int | None = None
        self._first_page_shown = False

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="review-body"):
            yield GroupPanel()
            with Vertical(id="review-main"):
                yield FilterBox(cursor_blink=self.memdesk.cursor_blink)
                yield QueueTable()
                yield CleanupList()
                yield DetailPanels()
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        cleanups = self.cleanups
        cleanups.display = False
        cleanups.border_title = "Merges and retirements"
        self.filter_box.display = False
        self.groups.border_title = "Queue"
        self.show_empty_detail()
        super().on_mount()

    @property
    def table(self) -> QueueTable:
        return self.query_one(QueueTable)

    @property
    def groups(self) -> GroupPanel:
        return self.query_one(GroupPanel)

    @property
    def filter_box(self) -> FilterBox:
        return self.query_one(FilterBox)

    @property
    def detail_panels(self) -> DetailPanels:
        return self.query_one(DetailPanels)

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
        self.summary = message.summary
        self.update_title()
        self.groups.show(message.summary, len(self.cleanups.entries), self.app.key_for("review.group") or "o")

    @on(DetailLoaded)
    def show_detail(self, message: DetailLoaded) -> None:
        if self.view != "queue" or message.memory_id != self.highlighted_id():
            return
        self._shown_detail = message.memory_id
        self.detail_panels.show_memory(message.detail)

    def show_empty_detail(self) -> None:
        self._shown_detail = None
        empty = self.queue_filter == QueueFilter()
        text = "Nothing waits for you. Agents' new memories appear here as they arrive." if empty else \
            "Nothing matches the filter (esc clears it)."
        self.detail_panels.show(Content.styled(text, "$text-muted"))

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
        self._detail.call(self.fetch_detail)

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
        if self.view == "cleanups" and action in QUEUE_ACTIONS:
            return False
        if action in CLEANUP_ACTIONS:
            if self.view != "cleanups":
                return False
            return True if self.cleanups.highlighted() is not None else None
        if action in DECISION_ACTIONS:
            return decision_state(action, self.targets(), editor_set=bool(os.environ.get("EDITOR")))
        if action == "toggle_select":
            return True if self.highlighted_id() is not None else None
        if action == "open":
            if self.groups.has_focus or isinstance(self.focused, Input):
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
        if self.view == "cleanups":
            return "nothing to apply or dismiss: the merges list is empty" if action in CLEANUP_ACTIONS else None
        return why_idle(action, self.highlighted_item(), self.in_flight, self.selected)

    def action_open(self) -> None:
        if self.view == "cleanups":
            self.action_open_cleanup()
            return
        memory_id = self.highlighted_id()
        if memory_id is not None:
            self.memdesk.open_memory(memory_id)

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
        self.filter_box.open()

    def action_cycle_group(self) -> None:
        if self.has_class("-narrow") and not self.has_class("-groups-open"):
            # Folded away below 100 columns: the first press opens the panel over the queue.
            self.add_class("-groups-open")
            self.groups.focus()
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
        self.filter_box.show_filter(queue_filter)
        self.apply_filter(queue_filter)
        self.table.focus()

    def action_clear(self) -> None:
        filter_box = self.filter_box
        if self.has_class("-groups-open"):
            self.close_groups()
            return
        if self.view == "cleanups":
            self.set_view("queue")
            return
        if filter_box.has_focus:
            self.table.focus()
            filter_box.display = bool(filter_box.value)
            return
        if self.selected:
            self.clear_marks()
            self.update_title()
        elif self.queue_filter != QueueFilter():
            # Cleared as if typed, so words still settling in the box cannot bring the filter back.
            filter_box.value = ""
            filter_box.display = False
            self.apply_filter(QueueFilter())
        self.refresh_keys()

    def clear_marks(self) -> None:
        for memory_id in list(self.selected):
            self.selected.discard(memory_id)
            if memory_id in self.items:
                self.update_row(self.items[memory_id])

    def action_capture_rules(self) -> None:
        self.app.push_screen(CaptureRules())

    # -- filter and groups ----------------------------------------------------------------

    @on(FilterBox.Settled)
    def filter_settled(self, message: FilterBox.Settled) -> None:
        if message.queue_filter != self.queue_filter:
            self.apply_filter(message.queue_filter)

    @on(Input.Submitted, "#filter")
    def filter_submitted(self) -> None:
        self.table.focus()

    def apply_filter(self, queue_filter: QueueFilter) -> None:
        # The old rows and counts stay until the new page arrives (no empty table, no "0 shown" flash).
        self.queue_filter = queue_filter
        self.generation += 1
        self.filtering = True
        self.clear_marks()
        self.exhausted = False
        self.loading_more = False
        self.load_queue(queue_filter, PAGE_SIZE, self.generation)
        self.load_summary(queue_filter, self.group_field)
        self.update_title()

    @on(OptionList.OptionSelected, "#groups")
    def group_chosen(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        if option_id == CLEANUPS_OPTION:
            self.set_view("cleanups")
            return
        if self.view == "cleanups":
            self.set_view("queue")
        queue_filter = chosen_filter(option_id, self.queue_filter)
        self.filter_box.show_filter(queue_filter)
        self.apply_filter(queue_filter)
        self.close_groups()
        self.table.focus()
