"""SQL for ``proposals``: the review envelopes that say why a memory waits for a person."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.model.records import Proposal
from core.storage.table import Table, json_text


class ProposalTable(Table):
    """Review envelopes: why a memory waits for a person."""

    def insert(
        self,
        *,
        memory_id: int,
        target_id: int | None,
        rule: str,
        reason: str,
        confidence: float,
        ts: str,
        detail: dict | None = None,
        status: str = "open",
    ) -> int:
        return self._insert(
            "proposals", ("memory_id", "target_id", "rule", "reason", "confidence", "status", "detail", "created_at",
                          "updated_at"),
            (memory_id, target_id, rule, reason, confidence, status, json_text(detail or {}), ts, ts),
        )

    def get(self, proposal_id: int) -> Proposal | None:
        row = self._conn.execute("SELECT * FROM proposals WHERE id = ?", (proposal_id,)).fetchone()
        return Proposal.from_row(row) if row else None

    def for_memory(self, memory_id: int, statuses: Sequence[str] | None = None) -> list[Proposal]:
        """Envelopes filed on ``memory_id`` (the newcomer), optionally by status."""
        sql = "SELECT * FROM proposals WHERE memory_id = ?"
        params: list[Any] = [memory_id]
        if statuses:
            sql += f" AND status IN ({','.join('?' for _ in statuses)})"
            params += list(statuses)
        return [Proposal.from_row(r) for r in self._conn.execute(sql + " ORDER BY id", params)]

    def targeting(self, target_id: int, statuses: Sequence[str] | None = None) -> list[Proposal]:
        """Envelopes that would retire ``target_id``."""
        sql = "SELECT * FROM proposals WHERE target_id = ?"
        params: list[Any] = [target_id]
        if statuses:
            sql += f" AND status IN ({','.join('?' for _ in statuses)})"
            params += list(statuses)
        return [Proposal.from_row(r) for r in self._conn.execute(sql + " ORDER BY id", params)]

    def list(self, *, statuses: Sequence[str] | None = None, rules: Sequence[str] | None = None,
             limit: int | None = 200, namespace: str | None = None) -> list[Proposal]:
        """Proposals newest first; ``namespace``: only those whose newcomer is a memory of that namespace."""
        where: list[str] = []
        params: list[Any] = []
        if namespace is not None:
            where.append("memory_id IN (SELECT id FROM memories WHERE namespace = ?)")
            params.append(namespace)
        if statuses:
            where.append(f"status IN ({','.join('?' for _ in statuses)})")
            params += list(statuses)
        if rules:
            where.append(f"rule IN ({','.join('?' for _ in rules)})")
            params += list(rules)
        sql = "SELECT * FROM proposals" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [Proposal.from_row(r) for r in self._conn.execute(sql, params)]

    def exists(self, memory_id: int, target_id: int | None, rule: str, statuses: Sequence[str]) -> bool:
        marks = ",".join("?" for _ in statuses)
        # "target_id IS ?" is SQLite only; both engines read this.
        target = "target_id IS NULL" if target_id is None else "target_id = ?"
        row = self._conn.execute(
            f"SELECT 1 FROM proposals WHERE memory_id = ? AND {target} AND rule = ? AND status IN ({marks}) LIMIT 1",
            (memory_id, *([] if target_id is None else [target_id]), rule, *statuses),
        ).fetchone()
        return row is not None

    def links(self, a: int, b: int) -> bool:
        """Whether any proposal, in any status, links ``a`` and ``b`` in either direction."""
        row = self._conn.execute(
            "SELECT 1 FROM proposals WHERE (memory_id = ? AND target_id = ?) OR (memory_id = ? AND target_id = ?) "
            "LIMIT 1",
            (a, b, b, a),
        ).fetchone()
        return row is not None

    def set_status(self, proposal_id: int, status: str, *, ts: str, decided_by: str | None) -> None:
        self._conn.execute(
            "UPDATE proposals SET status = ?, updated_at = ?, decided_by = ? WHERE id = ?",
            (status, ts, decided_by, proposal_id),
        )

    def count_by_status(self) -> dict[str, int]:
        rows = self._conn.execute("SELECT status, count(*) AS n FROM proposals GROUP BY status")
        return {r["status"]: r["n"] for r in rows}
