"""The Review queue's table kept in step with fresh reads and with decisions still being written.

Mixed into :class:`~tui.screens.review.ReviewScreen`, which owns ``items`` (id →
:class:`QueueItem`), ``order`` (the loaded ids, top to bottom), ``selected`` and the
``table`` property, and reads ``in_flight`` (id → the verb being written, e.g.
``promoting``) from :class:`~tui.screens.review_decisions.ReviewDecisions`. A refresh
that only changed rows updates them in place; one that only removed rows drops them;
anything else rebuilds and puts the cursor back on the same memory.
"""

from __future__ import annotations

from typing import Any

from core.memories.queue import QueueItem
from tui.fit_table import Col, FitTable
from tui.render import content_cell, middle_cut, namespace_label, status_style, theme_text

SOURCE_WIDTH = 16
# The text keeps the spare width: kind and source only when the table is wide enough for both
# and 35 characters of text; the namespace (also in the Evidence panel) only when wider still.
QUEUE_COLUMNS = (
    Col("mark", " ", 2),
    Col("id", "id"),
    Col("status", "status", 10),
    Col("kind", "kind", 10, min_width=88),
    Col("ns", "ns", 10, min_width=120),
    Col("source", "source", SOURCE_WIDTH, min_width=88),
    Col("content", "content", flex=True),
)
# Marks in the first column: selected for a batch, and an open proposal pairs it with another memory.
SELECTED_MARK = "●"
CONTESTED_MARK = "≠"


class QueueTable(FitTable):
    """The review queue (ids fitted, text flexible)."""

    def __init__(self) -> None:
        super().__init__(QUEUE_COLUMNS, id="queue", classes="panel")


class QueueRows:
    """Row bookkeeping for the review queue table (uses the screen's ``highlighted_id`` and ``schedule_detail``)."""

    items: dict[int, QueueItem]
    order: list[int]
    selected: set[int]
    in_flight: dict[int, str]
    app: Any

    @property
    def table(self) -> QueueTable:
        raise NotImplementedError

    def highlighted_id(self) -> int | None:
        raise NotImplementedError

    def schedule_detail(self) -> None:
        raise NotImplementedError

    def append_rows(self, items: list[QueueItem]) -> None:
        for item in items:
            self.items[item.memory.id] = item
            self.order.append(item.memory.id)
        self.table.append_rows((str(item.memory.id), self.cells(item)) for item in items)

    def reconcile(self, items: list[QueueItem]) -> None:
        """Bring the table in line with a fresh read without losing the cursor."""
        new_ids = [item.memory.id for item in items]
        fresh = {item.memory.id: item for item in items}
        old_ids = self.order
        if new_ids[: len(old_ids)] == old_ids:
            for memory_id in old_ids:
                if self.row_changed(self.items[memory_id], fresh[memory_id]):
                    self.update_row(fresh[memory_id])
            self.append_rows(items[len(old_ids):])
            return
        kept = set(new_ids)
        if [i for i in old_ids if i in kept] == new_ids:
            for memory_id in [i for i in old_ids if i not in kept]:
                self.drop_row(memory_id)
            for memory_id in new_ids:
                if self.row_changed(self.items[memory_id], fresh[memory_id]):
                    self.update_row(fresh[memory_id])
            return
        # Items arrived in the middle (an undo, a supersession): rebuild, keep the cursor on the same memory.
        self.items = dict(fresh)
        self.order = list(new_ids)
        self.selected &= set(self.items)
        self.table.set_rows((str(item.memory.id), self.cells(item)) for item in items)
        self.schedule_detail()

    @staticmethod
    def row_changed(old: QueueItem, new: QueueItem) -> bool:
        a, b = old.memory, new.memory
        return (old.held, old.contested, a.status, a.content, a.kind, a.namespace, a.source, a.pinned) != (
            new.held, new.contested, b.status, b.content, b.kind, b.namespace, b.source, b.pinned)

    def cells(self, item: QueueItem) -> dict[str, Any]:
        memory = item.memory
        variables = self.app.theme_variables
        busy = self.in_flight.get(memory.id)
        mark = theme_text(variables, SELECTED_MARK if memory.id in self.selected else " ", "selection-mark",
                          bold=True)
        if item.contested:
            mark.append_text(theme_text(variables, CONTESTED_MARK, "warning", bold=True))
        if busy:
            # Decided, being written: shown dimmed so the next key visibly acts on the next row.
            status = theme_text(variables, f"{busy}…", muted=True)
        else:
            status = theme_text(variables, item.status_label, status_style(item.status_label)[1:], bold=True)
        return {
            "mark": mark,
            "id": f"#{memory.id}",
            "status": status,
            "kind": theme_text(variables, memory.kind, muted=bool(busy)),
            "ns": theme_text(variables, namespace_label(memory.namespace), muted=True),
            "source": theme_text(variables, middle_cut(memory.source, SOURCE_WIDTH), muted=True),
            "content": content_cell(variables, memory) if not busy else theme_text(
                variables, " ".join(memory.content.split())[:300], muted=True),
        }

    def update_row(self, item: QueueItem) -> None:
        self.items[item.memory.id] = item
        self.table.put_row(str(item.memory.id), self.cells(item))

    def drop_row(self, memory_id: int) -> None:
        if memory_id not in self.items:
            return
        self.table.drop_row(str(memory_id))
        del self.items[memory_id]
        self.order.remove(memory_id)
        self.selected.discard(memory_id)

