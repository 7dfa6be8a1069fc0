"""The Review pane's decisions: promote, reject, restore and edit, and the rows they leave behind.

A decision acts on the rows its key targets when the key is pressed (the selection,
else the highlighted row) and the cursor moves on at once: each row stays, dimmed
(``promoting…``), until the app's store thread has written it, so ``ppppp`` decides
five rows in a burst, in order. When the write lands, the decided rows leave the
queue; when it fails, they wake up again.

:class:`ReviewDecisions` is the half of :class:`~tui.screens.review.ReviewScreen` that
owns ``in_flight`` and these keys; the queue half provides the rows and the cursor.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from textual import on
from textual.message import Message

from core import MemdeskError
from core.memories.queue import QueueItem
from tui.external_editor import edit_in_editor
from tui.memory_editor import EditMemory, EditResult
from tui.modals import RejectChoice, RejectPrompt
from tui.render import id_labels
from tui.screens.review_part import ReviewPart

# What a row says while its decision is being written.
BUSY = {"promote": "promoting", "reject": "rejecting", "restore": "restoring"}


class ReviewDecisions(ReviewPart):
    """The keys that write a decision on queue rows, and what the pane does when the write lands or fails."""

    @dataclass
    class MemoriesDecided(Message):
        """A promote, reject, restore or edit finished (``asked``: the ids the key acted on)."""

        verb: str
        ids: list[int]
        note: str = ""
        edited: list[Any] = field(default_factory=list)
        asked: list[int] = field(default_factory=list)

    def __init__(self) -> None:
        super().__init__()
        # Decided but still being written (id → "promoting"…): skipped by the keys, dimmed in the table.
        self.in_flight: dict[int, str] = {}

    # -- what the queue half provides (beyond ReviewPart; declared so this half is checked on its own) --

    items: dict[int, QueueItem]
    order: list[int]
    selected: set[int]
    last_note: str

    def targets(self) -> list[QueueItem]:
        raise NotImplementedError

    def highlighted_item(self) -> QueueItem | None:
        raise NotImplementedError

    def update_row(self, item: QueueItem) -> None:
        raise NotImplementedError

    def drop_row(self, memory_id: int) -> None:
        raise NotImplementedError

    # -- deciding -----------------------------------------------------------------------------

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
