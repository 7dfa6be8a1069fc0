"""SQL for ``capture_rules``: rules a person made that hold matching captures for review."""

from __future__ import annotations

from core.model.records import CaptureRule
from core.storage.table import Table


class CaptureRuleTable(Table):
    """Rules a person made (often from a rejection) that hold matching captures for review.

    Rules are switched off, never deleted, so removing one is undoable.
    """

    def insert(self, *, pattern: str, reason: str, namespace: str | None, actor: str, ts: str,
               from_memory_id: int | None = None) -> int:
        return self._insert(
            "capture_rules", ("pattern", "reason", "namespace", "active", "actor", "created_at", "from_memory_id"),
            (pattern, reason, namespace, 1, actor, ts, from_memory_id),
        )

    def get(self, rule_id: int) -> CaptureRule | None:
        row = self._conn.execute("SELECT * FROM capture_rules WHERE id = ?", (rule_id,)).fetchone()
        return CaptureRule.from_row(row) if row else None

    def list(self, *, include_inactive: bool = False) -> list[CaptureRule]:
        sql = "SELECT * FROM capture_rules" + ("" if include_inactive else " WHERE active = 1") + " ORDER BY id"
        return [CaptureRule.from_row(r) for r in self._conn.execute(sql)]

    def set_active(self, rule_id: int, active: bool) -> None:
        self._conn.execute("UPDATE capture_rules SET active = ? WHERE id = ?", (int(bool(active)), rule_id))
