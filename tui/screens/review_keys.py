"""The Review pane's keys: its bindings, which of them can act on a row, and why an idle one does not.

The rules here read only the rows a key would touch (their status, whether a decision on
them is still being written), so they are plain functions: the screen asks them from
``check_action`` and ``why_not`` with its own state.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from textual.binding import Binding, BindingType

from core.memories.queue import QueueItem
from tui.screens.base import move_bindings

# e and E share one footer entry ("eE edit") when $EDITOR is set, so every Review key fits.
EDIT = Binding.Group("edit", compact=True)

REVIEW_BINDINGS: list[BindingType] = [
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
# The keys that decide on the rows they target (the selection, else the highlighted row).
DECISION_ACTIONS = ("promote", "reject", "restore", "edit", "edit_external")
PROMOTABLE = ("pending", "stale", "superseded")
# A held newcomer is already promoted; rejecting it retracts it.
REJECTABLE = ("pending", "stale", "superseded", "promoted")


def decision_state(action: str, items: list[QueueItem], *, editor_set: bool) -> bool | None:
    """Whether a decision key can act on ``items`` (True), is greyed (None) or hidden (False)."""
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
        return (True if editable else None) if editor_set else False
    return True if editable else None


def why_idle(action: str, item: QueueItem | None, in_flight: Mapping[int, str], selected: Collection[int],
             ) -> str | None:
    """Why a greyed queue key does nothing on the highlighted ``item`` (``None``: say nothing)."""
    if item is None:
        return "nothing waits in the queue" if action in ("promote", "reject", "restore", "edit") else None
    label = f"#{item.memory.id}"
    if item.memory.id in in_flight:
        return f"{label} is still being written ({in_flight[item.memory.id]})"
    status = item.memory.status
    if action == "restore":
        return f"{label} is {status}: r puts back superseded memories only"
    if action == "edit":
        return f"{label} is {status}: only pending memories are edited in place" if not selected else \
            "edit works on one memory: esc clears the marks"
    if action in ("promote", "reject"):
        return f"{label} is {status}: nothing to {action}"
    return None
