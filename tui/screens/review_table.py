"""The Review queue's table kept in step with fresh reads, without losing the cursor.

Mixed into :class:`~tui.screens.review.ReviewScreen`, which owns ``items`` (id →
:class:`QueueItem`), ``order`` (the loaded ids, top to bottom), ``selected`` and the
``table`` property. A refresh that only changed rows updates them in place; one that
only removed rows drops them; anything else rebuilds and puts the cursor back on the
same memory.
"""

from __future__ import annotations

from textual.widgets import DataTable

from core.memories.queue import QueueItem
from tui.render import content_cell, namespace_label, status_style, theme_text

COLUMNS = (("sel", " ", 1), ("id", "id", 5), ("status", "status", 10), ("kind", "kind", 10),
           ("ns", "ns", 8), ("source", "source", 14))


class QueueRows:
    """Row bookkeeping for the review queue table (uses the screen's ``highlighted_id`` and ``schedule_detail``)."""

    items: dict[int, QueueItem]
    order: list[int]
    selected: set[int]
    table: DataTable

    def append_rows(self, items: list[QueueItem]) -> None:
        table = self.table
        for item in items:
            self.items[item.memory.id] = item
            self.order.append(item.memory.id)
            table.add_row(*self.cells(item), key=str(item.memory.id))

    def reconcile(self, items: list[QueueItem]) -> None:
        """Bring the table in line with a fresh read without losing the cursor."""
        table = self.table
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
        current = self.highlighted_id()
        row = table.cursor_row
        table.clear()
        self.items, self.order = {}, []
        self.append_rows(items)
        self.selected &= set(self.items)
        if current in self.items:
            table.move_cursor(row=self.order.index(current), animate=False)
        elif self.order:
            table.move_cursor(row=min(row, len(self.order) - 1), animate=False)
        self.schedule_detail()

    @staticmethod
    def row_changed(old: QueueItem, new: QueueItem) -> bool:
        a, b = old.memory, new.memory
        return (old.held, a.status, a.content, a.kind, a.namespace, a.source, a.pinned) != (
            new.held, b.status, b.content, b.kind, b.namespace, b.source, b.pinned)

    def cells(self, item: QueueItem) -> tuple:
        memory = item.memory
        variables = self.app.theme_variables
        mark = theme_text(variables, "●" if memory.id in self.selected else " ", "selection-mark", bold=True)
        return (
            mark,
            f"#{memory.id}",
            theme_text(variables, item.status_label, status_style(item.status_label)[1:], bold=True),
            theme_text(variables, memory.kind),
            theme_text(variables, namespace_label(memory.namespace), muted=True),
            theme_text(variables, memory.source, muted=True),
            content_cell(variables, memory),
        )

    def update_row(self, item: QueueItem) -> None:
        self.items[item.memory.id] = item
        key = str(item.memory.id)
        for (column, _, _), value in zip((*COLUMNS, ("content", "", 0)), self.cells(item)):
            self.table.update_cell(key, column, value)

    def drop_row(self, memory_id: int) -> None:
        if memory_id not in self.items:
            return
        self.table.remove_row(str(memory_id))
        del self.items[memory_id]
        self.order.remove(memory_id)
        self.selected.discard(memory_id)
