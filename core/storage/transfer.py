"""SQL that backup and restore need beyond the ordinary tables: whole-table reads and row-exact inserts."""

from __future__ import annotations

import json
from typing import Any

from core.model.records import AuditEntry, Proposal
from core.storage.table import Table

# Tables whose rows make a store "used": a store with none of them may adopt a backup's identity.
_CONTENT_TABLES = ("memories", "edges", "proposals", "generations", "migration_log")


class TransferTable(Table):
    """Bulk reads for backup and exact-row inserts for restore. Callers own the transaction."""

    def counts(self) -> dict[str, int]:
        """Row counts of the tables that hold an agent's memories and lineage."""
        return {t: int(self._conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in _CONTENT_TABLES}

    def all_proposals(self) -> list[Proposal]:
        return [Proposal.from_row(r) for r in self._conn.execute("SELECT * FROM proposals ORDER BY id")]

    def all_audit(self) -> list[AuditEntry]:
        return [AuditEntry.from_row(r) for r in self._conn.execute("SELECT * FROM audit ORDER BY id")]

    def max_op(self) -> int:
        return int(self._conn.execute("SELECT coalesce(max(op), 0) FROM audit").fetchone()[0])

    def insert_proposal(self, row: dict[str, Any]) -> int:
        """Insert a proposal exactly as given (ids already remapped)."""
        return self._insert(
            "proposals", ("memory_id", "target_id", "rule", "reason", "confidence", "status", "detail", "created_at",
                          "updated_at", "decided_by"),
            (row["memory_id"], row["target_id"], row["rule"], row["reason"], row["confidence"], row["status"],
             json.dumps(row["detail"], ensure_ascii=False, sort_keys=True), row["created_at"], row["updated_at"],
             row["decided_by"]),
        )

    def insert_audit(self, row: dict[str, Any]) -> int:
        """Insert a history row exactly as given (ids already remapped)."""
        def encode(value: Any) -> str | None:
            return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)

        return self._insert(
            "audit", ("ts", "op", "actor", "action", "memory_id", "target", "target_id", "before", "after", "reason",
                      "undoable", "undone_by"),
            (row["ts"], row["op"], row["actor"], row["action"], row["memory_id"], row["target"], row["target_id"],
             encode(row["before"]), encode(row["after"]), row["reason"], int(row["undoable"]), row["undone_by"]),
        )

    def adopt_agent(self, *, agent_id: str, name: str | None, created_at: str) -> None:
        """Give a fresh store the identity of the agent being restored into it."""
        self._conn.execute(
            "UPDATE agent SET agent_id = ?, name = ?, created_at = ? WHERE singleton = 1", (agent_id, name, created_at)
        )
