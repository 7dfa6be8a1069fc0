"""The lifecycle: one table of allowed moves and one function that makes a move.

Every status change in memdesk goes through :func:`apply_transition`, which checks
the table, updates the row and writes the audit row that makes it undoable. No
other code sets ``memories.status``.
"""

from __future__ import annotations

from typing import Any, Literal, overload

from core.errors import TransitionError
from core.model.records import Actor, Memory
from core.model.vocabulary import ARCHIVED, PENDING, PROMOTED, REJECTED, STALE, SUPERSEDED

# (from status, action) -> to status. Anything absent is refused.
TRANSITIONS: dict[tuple[str, str], str] = {
    (PENDING, "promote"): PROMOTED,
    (PENDING, "reject"): REJECTED,
    # An agent resent new text for a pending memory: the new revision replaces it in the queue.
    (PENDING, "revise"): REJECTED,
    (PROMOTED, "forget"): REJECTED,
    (PROMOTED, "reject"): REJECTED,
    (PROMOTED, "supersede"): SUPERSEDED,
    (PROMOTED, "expire"): STALE,
    (PROMOTED, "archive"): ARCHIVED,
    (SUPERSEDED, "restore"): PROMOTED,
    (SUPERSEDED, "promote"): PROMOTED,
    (SUPERSEDED, "reject"): REJECTED,
    (SUPERSEDED, "archive"): ARCHIVED,
    (STALE, "promote"): PROMOTED,
    (STALE, "reject"): REJECTED,
    (STALE, "supersede"): SUPERSEDED,
    (STALE, "archive"): ARCHIVED,
    (ARCHIVED, "restore"): PROMOTED,
}

# Statuses a person may still have to rule on (the review queue).
AWAITING_REVIEW = (PENDING, STALE, SUPERSEDED)
# Statuses whose memories count as "live" for restatement checks.
LIVE_FOR_DEDUP = (PENDING, PROMOTED, STALE)


def allowed_actions(status: str) -> list[str]:
    """The actions the table allows from ``status`` (for help text and greyed-out keys)."""
    return sorted(action for (source, action) in TRANSITIONS if source == status)


def target_status(status: str, action: str) -> str:
    """Where ``action`` takes a memory in ``status``.

    Raises:
        TransitionError: naming what is allowed instead.
    """
    try:
        return TRANSITIONS[(status, action)]
    except KeyError:
        options = ", ".join(allowed_actions(status)) or "nothing (undo only)"
        raise TransitionError(
            f"cannot {action} a {status} memory; from {status} the allowed actions are: {options}"
        ) from None


@overload
def apply_transition(store, memory: Memory, action: str, actor: Actor, *, reason: str | None = None,
                     changes: dict[str, Any] | None = None, refresh: Literal[True] = True) -> Memory: ...


@overload
def apply_transition(store, memory: Memory, action: str, actor: Actor, *, reason: str | None = None,
                     changes: dict[str, Any] | None = None, refresh: Literal[False]) -> None: ...


def apply_transition(
    store,
    memory: Memory,
    action: str,
    actor: Actor,
    *,
    reason: str | None = None,
    changes: dict[str, Any] | None = None,
    refresh: bool = True,
) -> Memory | None:
    """Move ``memory`` by ``action``, apply extra column ``changes``, and audit it.

    Must run inside a write transaction. Returns the updated memory (re-read), or
    ``None`` with ``refresh=False`` (bulk loads that do not need it back).

    Raises:
        TransitionError: when the table does not allow the move.
    """
    new_status = target_status(memory.status, action)
    updates: dict[str, Any] = dict(changes or {})
    updates["status"] = new_status
    updates["status_reason"] = reason
    before = {key: _column_value(memory, key) for key in updates}
    refreshed = None
    if refresh:  # the row as changed, from the UPDATE itself (the audit row below does not touch it)
        refreshed = store.memories.update_returning(memory.id, updates)
    else:
        store.memories.update(memory.id, updates)
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action=action, memory_id=memory.id,
        before=before, after=updates, reason=reason,
    )
    if not refresh:
        return None
    assert refreshed is not None
    return refreshed


def record_change(store, memory: Memory, action: str, actor: Actor, changes: dict[str, Any],
                  *, reason: str | None = None, undoable: bool = True) -> Memory:
    """Change non-status columns (edit, re-verify, pin) with an audit row."""
    if "status" in changes:
        raise ValueError("status changes go through apply_transition")
    before = {key: _column_value(memory, key) for key in changes}
    refreshed = store.memories.update_returning(memory.id, changes)  # the audit row below does not touch it
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action=action, memory_id=memory.id,
        before=before, after=changes, reason=reason, undoable=undoable,
    )
    assert refreshed is not None
    return refreshed


def _column_value(memory: Memory, key: str) -> Any:
    value = getattr(memory, key)
    if key == "pinned":
        return int(value)
    return value
