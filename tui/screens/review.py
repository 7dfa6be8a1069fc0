"""The Review pane: the queue of what waits for a person, one keypress per decision.

Bindings (ids): ``j``/``k`` move (``review.down``/``review.up``), ``p`` promote
(``review.promote``), ``x`` reject with a reason (``review.reject``), ``e`` edit inline
(``review.edit``), ``E`` edit in ``$EDITOR`` (``review.edit_external``), ``r`` restore
(``review.restore``), ``space`` select for a batch (``review.select``), ``u`` undo
(``review.undo``), ``/`` filter (``review.filter``), ``g`` group the side panel by
source, kind or namespace (``review.group``), ``esc`` clear (``review.clear``), ``m``
swap the queue for the merge and retire-ref proposals (``review.cleanups``) where ``a``
applies one (``review.accept``) and ``d`` dismisses it (``review.dismiss``), ``R`` the
capture rules (``review.rules``). ``x`` can also save its reason as a capture rule.

The queue loads lazily: one page of :data:`PAGE_SIZE` rows at first, the next page
when the cursor nears the end (keyset paging on id), so a 50,000-item queue opens
as fast as a 50-item one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from textual import on, work
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
from tui.render import id_labels, namespace_label, one_line, status_style
from tui.rules_screen import CaptureRules
from tui.screens.base import move_bindings, row_at_cursor
from tui.screens.review_cleanups import CLEANUP_COLUMNS, CleanupList, CleanupsPane
from tui.screens.review_detail import Detail, render_evidence, render_preview
from tui.screens.review_table import COLUMNS, QueueRows

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
        Binding("u", "undo", "undo", id="review.undo", tooltip="reverse your last action"),
        Binding("slash", "filter", "filter", id="review.filter",
                tooltip="kind:… ns:… source:… status:… and words"),
        Binding("g", "cycle_group", "group", id="review.group", tooltip="group the side panel by source, kind, ns"),
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
        """A promote, reject, restore or edit finished."""

        verb: str
        ids: list[int]
        note: str = ""
        edited: list[Any] = field(default_factory=list)

    @dataclass
    class UndoApplied(Message):
        note: str

    # -- state -----------------------------------------------------------------------------

    def __init__(self) -> None:
        super().__init__()
        self.queue_filter = QueueFilter()
        self.group_field = GROUP_FIELDS[0]
        self.items: dict[int, QueueItem] = {}
        self.order: list[int] = []
        self.selected: set[int] = set()
        self.exhausted = False
        self.loading_more = False
        # Bumped whenever the filter changes, so a page fetched for an old filter is ignored.
        self.generation = 0
        self._detail_timer: Timer | None = None
        self._filter_timer: Timer | None = None
        self._shown_detail: int | None = None
        # What the last decision did, shown under the queue (a toast per keypress is noise and costs a frame).
        self.last_note = ""

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="review-body"):
            yield OptionList(id="groups")
            with Vertical(id="review-main"):
                filter_input = Input(placeholder="filter: kind:tooling ns:webapp source:mcp status:pending,held words…",
                                     id="filter")
                filter_input.cursor_blink = self.memdesk.cursor_blink
                yield filter_input
                yield DataTable(id="queue", cursor_type="row", zebra_stripes=False)
                yield CleanupList()
                with Horizontal(id="review-detail"):
                    with VerticalScroll(id="evidence-scroll"):
                        yield Static(id="evidence")
                    with VerticalScroll(id="preview-scroll"):
                        yield Static(id="preview")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        table = self.table
        for key, label, width in COLUMNS:
            table.add_column(label, key=key, width=width)
        table.add_column("content", key="content", width=self.fill_width(table, COLUMNS, reserved=26))
        cleanups = self.cleanups
        cleanups.add_columns_for(self.fill_width(cleanups, CLEANUP_COLUMNS, reserved=26))
        cleanups.display = False
        cleanups.border_title = "Merges and retirements"
        self.query_one("#filter", Input).display = False
        self.query_one("#groups", OptionList).border_title = "Queue"
        self.query_one("#evidence-scroll").border_title = "Evidence"
        self.query_one("#preview-scroll").border_title = "Recall preview"
        self.show_empty_detail()
        super().on_mount()

    @property
    def table(self) -> DataTable:
        return self.query_one("#queue", DataTable)

    # -- loading ------------------------------------------------------------------------------

    def reload(self) -> None:
        """Re-read the loaded part of the queue (keeps the cursor) and the side panel."""
        self.load_queue(self.queue_filter, max(PAGE_SIZE, len(self.order)), self.generation)
        self.load_summary(self.queue_filter, self.group_field)
        self.cleanups.load()
        self.schedule_detail()

    @work(thread=True, exclusive=True, exit_on_error=False, group="queue", description="loading the review queue")
    def load_queue(self, queue_filter: QueueFilter, limit: int, generation: int) -> None:
        items = self.engine.memories.queue_page(queue_filter, limit=limit)
        if not get_current_worker().is_cancelled:
            self.post_message(self.QueueLoaded(items, appended=False, exhausted=len(items) < limit,
                                               generation=generation))

    @work(thread=True, exclusive=True, exit_on_error=False, group="queue-more",
          description="loading more of the review queue")
    def load_more(self, queue_filter: QueueFilter, after_id: int, generation: int) -> None:
        items = self.engine.memories.queue_page(queue_filter, after_id=after_id, limit=PAGE_SIZE)
        if not get_current_worker().is_cancelled:
            self.post_message(self.QueueLoaded(items, appended=True, exhausted=len(items) < PAGE_SIZE,
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
        else:
            self.reconcile(message.items)
        self.update_title()
        self.refresh_keys()

    def theme_changed(self) -> None:
        for memory_id in self.order:
            self.update_row(self.items[memory_id])
        self.cleanups.redraw()

    @on(SummaryLoaded)
    def show_summary(self, message: SummaryLoaded) -> None:
        summary = message.summary
        groups = self.query_one("#groups", OptionList)
        highlighted = groups.highlighted
        options: list[Option | None] = [Option(self.group_label("all", summary.total, bold=True), id="all")]
        for status in QUEUE_STATUSES:
            options.append(Option(self.group_label(status, summary.by_status.get(status, 0),
                                                   style=status_style(status)), id=f"status\t{status}"))
        options.append(Option(self.cleanups_label(), id="cleanups"))
        options.append(None)
        options.append(Option(Content.styled(f"by {summary.group_field}  (g)", "$text-muted"), disabled=True))
        for value, count in summary.groups.items():
            options.append(Option(self.group_label(namespace_label(value) if summary.group_field == "namespace"
                                                   else value, count), id=f"{summary.group_field}\t{value}"))
        groups.set_options(options)
        if highlighted is not None and highlighted < groups.option_count:
            groups.highlighted = highlighted

    def cleanups_label(self) -> Content:
        return self.group_label("merge · retire", len(self.cleanups.entries), style="$status-held")

    @staticmethod
    def group_label(label: str, count: int, *, style: str = "", bold: bool = False) -> Content:
        name = one_line(label, 14).ljust(14)
        return Content.assemble((name, f"bold {style}" if bold else style), f"{count:>6}")

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
        more = "" if self.exhausted else "+"
        selected = f" · {len(self.selected)} selected" if self.selected else ""
        self.table.border_title = f"Review queue · {len(self.order)}{more} shown{selected}"
        shown_filter = self.queue_filter.describe()
        parts = [self.last_note] if self.last_note else []
        if shown_filter:
            parts.append(f"filter: {shown_filter}")
        self.table.border_subtitle = " · ".join(parts)

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
        """The selection if there is one, else the highlighted item."""
        if self.selected:
            return [self.items[i] for i in self.order if i in self.selected]
        item = self.highlighted_item()
        return [item] if item else []

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
        if action == "clear":
            return bool(self.view == "cleanups" or self.selected or self.queue_filter != QueueFilter())
        return True

    # -- actions ------------------------------------------------------------------------------

    def action_promote(self) -> None:
        items = self.targets()
        ids = [item.memory.id for item in items]
        shown = {item.memory.id: item.memory.content for item in items}  # refused if the text changed since
        engine = self.engine

        def promote():
            result = engine.memories.promote(ids, shown=shown)
            parts = [f"promoted {id_labels(result.promoted)}"]
            if result.superseded:
                parts.append(f"retired {id_labels(result.superseded)}")
            parts += result.messages
            return self.MemoriesDecided("promote", result.promoted, "; ".join(parts))

        self.memdesk.run_write(f"promote {id_labels(ids)}", promote, lambda message: message, self)

    def action_reject(self) -> None:
        ids = [item.memory.id for item in self.targets()]

        def rejected(choice: RejectChoice | None) -> None:
            if choice is None:
                return
            engine = self.engine
            if choice.rule_pattern:
                def reject_as_rule():
                    done, rule = engine.quality.reject_as_rule(ids, choice.rule_pattern, reason=choice.reason)
                    return self.MemoriesDecided("reject", done, f"rejected {id_labels(done)}; captures matching "
                                                f"{choice.rule_pattern!r} are now held (rule #{rule.id})")

                self.memdesk.run_write(f"reject {id_labels(ids)} as a rule", reject_as_rule, lambda message: message,
                                       self)
                return
            self.memdesk.run_write(
                f"reject {id_labels(ids)}",
                lambda: engine.memories.reject(ids, reason=choice.reason or None),
                lambda done: self.MemoriesDecided("reject", done, f"rejected {id_labels(done)}"),
                self,
            )

        self.app.push_screen(RejectPrompt(f"Reject {id_labels(ids)}", placeholder="why is it not true? (optional)",
                                          cursor_blink=self.memdesk.cursor_blink), rejected)

    def action_restore(self) -> None:
        ids = [item.memory.id for item in self.targets()]
        engine = self.engine
        self.memdesk.run_write(f"restore {id_labels(ids)}", lambda: engine.memories.restore(ids),
                               lambda done: self.MemoriesDecided("restore", done, f"restored {id_labels(done)}"), self)

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

    def action_undo(self) -> None:
        engine = self.engine

        def undo():
            result = engine.memories.undo()
            what = ", ".join(dict.fromkeys(result.actions)) or "operation"
            return self.UndoApplied(f"undid {what} of {id_labels(result.memories)}")

        self.memdesk.run_write("undo", undo, lambda message: message, self)

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
        index = GROUP_FIELDS.index(self.group_field)
        self.group_field = GROUP_FIELDS[(index + 1) % len(GROUP_FIELDS)]
        self.load_summary(self.queue_filter, self.group_field)

    def action_clear(self) -> None:
        field_input = self.query_one("#filter", Input)
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
                    self.update_row(QueueItem(memory, self.items[memory.id].held))
            self.schedule_detail()
        else:
            for memory_id in message.ids:
                self.drop_row(memory_id)
            self.selected.clear()
            self.schedule_detail()
        self.last_note = message.note
        self.update_title()
        self.refresh_keys()

    @on(UndoApplied)
    def undone(self, message: UndoApplied) -> None:
        self.last_note = message.note
        self.update_title()

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
        self.queue_filter = queue_filter
        self.generation += 1
        self.table.clear()
        self.items, self.order, self.selected = {}, [], set()
        self.exhausted = False
        self.loading_more = False
        self.load_queue(queue_filter, PAGE_SIZE, self.generation)
        self.load_summary(queue_filter, self.group_field)
        self.update_title()
        self.schedule_detail()

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
        self.table.focus()
