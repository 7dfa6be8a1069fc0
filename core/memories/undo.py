"""Undo: reverse one whole operation from its audit rows.

An operation is every audit row one engine call wrote (a promotion that retired
three memories is one operation). Undo checks that nothing changed those rows
since, then puts each back to its ``before`` state and writes audit rows of its
own. A captured memory is never deleted by undo: it becomes ``rejected`` with the
reason "capture undone".
"""

from __future__ import annotations

from dataclasses import field

from core.errors import NotFoundError, RefusedError
from core.model.lean import lean_dataclass
from core.model.records import Actor, AuditEntry
from core.model.vocabulary import REJECTED

# The reason an undone capture is left rejected with. Such a row is not "already here"
# for an importer: undoing an import and running it again brings the memories back.
CAPTURE_UNDONE = "capture undone"


@lean_dataclass
class UndoResult:
    """Which operation was reversed and which memories it touched."""

    op: int
    actions: list[str] = field(default_factory=list)
    memories: list[int] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"undone_op": self.op, "actions": self.actions, "memories": self.memories}


def undo(store, actor: Actor, *, op: int | None = None, audit_id: int | None = None,
         actor_prefix: str | None = "human:") -> UndoResult:
    """Reverse the newest undoable operation (by a person, unless ``actor_prefix`` is None).

    Raises:
        NotFoundError: when there is nothing to undo or the named entry does not exist.
        RefusedError: when a later change touched the same rows (undo that first).
    """
    if audit_id is not None:
        op = store.audit.op_of(audit_id)
        if op is None:
            raise NotFoundError(f"no audit entry {audit_id}; `memdesk show ID` lists a memory's history")
    if op is None:
        latest = store.audit.latest_undoable_op(actor_prefix, barriers=("purge",))
        if latest is None:
            raise NotFoundError("nothing to undo")
        op, action = latest
        if action == "purge":
            # Reaching past a purge would reverse an older, unrelated action by surprise.
            purged = sorted({r.memory_id for r in store.audit.op_rows(op) if r.memory_id is not None})
            named = ", ".join(f"#{memory_id}" for memory_id in purged) or "memories"
            raise RefusedError(
                f"the newest action, the purge of {named} (operation {op}), cannot be undone: purged rows are "
                "gone. Nothing was changed; to reverse an older action name it with `undo --op N`",
                code="not_undoable",
            )
    rows = store.audit.op_rows(op)
    if not rows:
        raise NotFoundError(f"no operation {op} in the audit log")
    if any(r.undone_by is not None for r in rows):
        raise RefusedError(f"operation {op} was already undone")
    if not all(r.undoable for r in rows):
        raise RefusedError(f"operation {op} ({rows[0].action}) cannot be undone")
    for row in rows:
        _check_unchanged(store, row)
    result = UndoResult(op=op)
    for row in reversed(rows):
        _reverse(store, row, actor)
        result.actions.append(row.action)
        if row.memory_id is not None and row.memory_id not in result.memories:
            result.memories.append(row.memory_id)
    store.audit.mark_undone(op, actor.op)
    return result


def _check_unchanged(store, row: AuditEntry) -> None:
    if row.target != "memory" or row.after is None or row.action == "capture":
        return
    memory = store.memories.get(row.memory_id)
    if memory is None:
        raise RefusedError(f"#{row.memory_id} no longer exists (purged); operation {row.op} cannot be undone")
    for key, value in row.after.items():
        current = getattr(memory, key)
        if key == "pinned":
            current = int(current)
        if current != value:
            raise RefusedError(
                f"#{memory.id} changed after operation {row.op} ({key}); undo the later change first"
            )


def _reverse(store, row: AuditEntry, actor: Actor) -> None:
    if row.target == "memory":
        if row.action == "capture":
            memory = store.memories.get(row.memory_id)
            if memory is None or memory.status == REJECTED:
                return
            before = {"status": memory.status, "status_reason": memory.status_reason}
            after = {"status": REJECTED, "status_reason": CAPTURE_UNDONE}
        else:
            after = dict(row.before or {})
            before = dict(row.after or {})
        store.memories.update(row.memory_id, after)
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="undo", memory_id=row.memory_id,
            before=before, after=after, reason=f"undo of {row.action} (operation {row.op})", undoable=False,
        )
    elif row.target == "proposal":
        proposal = store.proposals.get(row.target_id)
        if proposal is None:
            return
        status = (row.before or {}).get("status") or "dismissed"
        store.proposals.set_status(proposal.id, status, ts=actor.ts, decided_by=actor.name)
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="undo", memory_id=row.memory_id,
            target="proposal", target_id=proposal.id, before={"status": proposal.status},
            after={"status": status}, reason=f"undo of {row.action} (operation {row.op})", undoable=False,
        )
    elif row.target == "edge":
        if row.action == "link" or (row.before is None and row.after is not None):
            store.edges.delete(row.target_id)
        elif row.before:
            edge = row.before
            store.edges.insert(src=edge["src"], dst=edge["dst"], type=edge["type"],
                               weight=edge.get("weight", 1.0), actor=edge.get("actor", actor.name),
                               ts=edge.get("created_at", actor.ts))
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="undo", memory_id=row.memory_id,
            target="edge", target_id=row.target_id, before=row.after, after=row.before,
            reason=f"undo of {row.action} (operation {row.op})", undoable=False,
        )
    elif row.target == "capture_rule":
        active = bool((row.before or {}).get("active", 0))
        store.capture_rules.set_active(row.target_id, active)
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="undo", memory_id=row.memory_id,
            target="capture_rule", target_id=row.target_id, before=row.after, after={"active": int(active)},
            reason=f"undo of {row.action} (operation {row.op})", undoable=False,
        )
