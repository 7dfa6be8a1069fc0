"""SQL for ``audit``: the append-only trail of who changed what, from what, to what, and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.model.records import AuditEntry
from core.storage.table import Table, json_text


class AuditTable(Table):
    """The append-only audit trail; rows are only ever marked undone, never edited."""

    def next_op(self) -> int:
        """A new operation number; every row written by one engine call shares it."""
        return int(self._conn.execute("SELECT coalesce(max(op), 0) + 1 FROM audit").fetchone()[0])

    def record(
        self,
        *,
        ts: str,
        op: int,
        actor: str,
        action: str,
        memory_id: int | None,
        before: dict | None = None,
        after: dict | None = None,
        reason: str | None = None,
        target: str = "memory",
        target_id: int | None = None,
        undoable: bool = True,
    ) -> int:
        return self._insert(
            "audit", ("ts", "op", "actor", "action", "memory_id", "target", "target_id", "before", "after", "reason",
                      "undoable"),
            (
                ts, op, actor, action, memory_id, target,
                target_id if target_id is not None else memory_id,
                json_text(before), json_text(after), reason, int(undoable),
            ),
        )

    def record_many(self, *, ts: str, op: int, actor: str, action: str,
                    entries: Sequence[tuple[int, dict | None, dict | None]]) -> None:
        """One audit row per ``(memory_id, before, after)`` for the same action (bulk loads)."""
        if not entries:
            return
        first = self._store.ids.block("audit", len(entries))
        self._conn.executemany(
            "INSERT INTO audit (id, ts, op, actor, action, memory_id, target, target_id, before, after, reason, "
            "undoable) VALUES (?, ?, ?, ?, ?, ?, 'memory', ?, ?, ?, NULL, 1)",
            [(first + offset, ts, op, actor, action, memory_id, memory_id, json_text(before), json_text(after))
             for offset, (memory_id, before, after) in enumerate(entries)],
        )

    def for_memory(self, memory_id: int) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit WHERE memory_id = ? ORDER BY id", (memory_id,))
        return [AuditEntry.from_row(r) for r in rows]

    def op_rows(self, op: int) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit WHERE op = ? ORDER BY id", (op,))
        return [AuditEntry.from_row(r) for r in rows]

    def latest_undoable_op(self, actor_prefix: str | None = None, *,
                           barriers: tuple[str, ...] = ()) -> tuple[int, str] | None:
        """The newest operation (and its action) whose rows are undoable and not yet undone.

        ``actor_prefix`` (``"human:"``) restricts it to one kind of actor, so a
        person's undo never reverses an agent's capture by surprise. An operation whose
        action is in ``barriers`` (``purge``) is returned even though it cannot be
        undone: nothing older may be reversed past it by a plain ``undo``.
        """
        sql = "SELECT op, action FROM audit WHERE undone_by IS NULL AND (undoable = 1"
        params: list[Any] = []
        if barriers:
            sql += f" OR action IN ({', '.join('?' for _ in barriers)})"
            params.extend(barriers)
        sql += ")"
        if actor_prefix:
            sql += f" AND actor {self._dialect.like} ? ESCAPE '\\'"
            params.append(actor_prefix.replace("%", "\\%").replace("_", "\\_") + "%")
        row = self._conn.execute(sql + " ORDER BY op DESC, id DESC LIMIT 1", params).fetchone()
        return (int(row[0]), str(row[1])) if row else None

    def op_of(self, audit_id: int) -> int | None:
        row = self._conn.execute("SELECT op FROM audit WHERE id = ?", (audit_id,)).fetchone()
        return int(row[0]) if row else None

    def mark_undone(self, op: int, by_op: int) -> None:
        self._conn.execute("UPDATE audit SET undone_by = ? WHERE op = ?", (by_op, op))

    def recent(self, limit: int = 50) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit ORDER BY id DESC LIMIT ?", (limit,))
        return [AuditEntry.from_row(r) for r in rows]
