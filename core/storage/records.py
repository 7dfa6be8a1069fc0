"""SQL for the tables around memories: audit, proposals, edges and the recall log."""

from __future__ import annotations

import json
import sqlite3
from typing import Any, Iterable, Sequence

from core.model.records import AuditEntry, Edge, Proposal


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)


class _Table:
    def __init__(self, store):
        self._store = store

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._store.conn


class AuditTable(_Table):
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
        cursor = self._conn.execute(
            "INSERT INTO audit (ts, op, actor, action, memory_id, target, target_id, before, after, reason, undoable) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                ts, op, actor, action, memory_id, target,
                target_id if target_id is not None else memory_id,
                _json(before), _json(after), reason, int(undoable),
            ),
        )
        return int(cursor.lastrowid)

    def record_many(self, *, ts: str, op: int, actor: str, action: str,
                    entries: Sequence[tuple[int, dict | None, dict | None]]) -> None:
        """One audit row per ``(memory_id, before, after)`` for the same action (bulk loads)."""
        self._conn.executemany(
            "INSERT INTO audit (ts, op, actor, action, memory_id, target, target_id, before, after, reason, undoable) "
            "VALUES (?, ?, ?, ?, ?, 'memory', ?, ?, ?, NULL, 1)",
            ((ts, op, actor, action, memory_id, memory_id, _json(before), _json(after))
             for memory_id, before, after in entries),
        )

    def for_memory(self, memory_id: int) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit WHERE memory_id = ? ORDER BY id", (memory_id,))
        return [AuditEntry.from_row(r) for r in rows]

    def op_rows(self, op: int) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit WHERE op = ? ORDER BY id", (op,))
        return [AuditEntry.from_row(r) for r in rows]

    def latest_undoable_op(self, actor_prefix: str | None = None) -> int | None:
        """The newest operation whose rows are undoable and not yet undone.

        ``actor_prefix`` (``"human:"``) restricts it to one kind of actor, so a
        person's undo never reverses an agent's capture by surprise.
        """
        sql = "SELECT op FROM audit WHERE undoable = 1 AND undone_by IS NULL"
        params: list[Any] = []
        if actor_prefix:
            sql += " AND actor LIKE ? ESCAPE '\\'"
            params.append(actor_prefix.replace("%", "\\%").replace("_", "\\_") + "%")
        row = self._conn.execute(sql + " ORDER BY op DESC LIMIT 1", params).fetchone()
        return int(row[0]) if row else None

    def op_of(self, audit_id: int) -> int | None:
        row = self._conn.execute("SELECT op FROM audit WHERE id = ?", (audit_id,)).fetchone()
        return int(row[0]) if row else None

    def mark_undone(self, op: int, by_op: int) -> None:
        self._conn.execute("UPDATE audit SET undone_by = ? WHERE op = ?", (by_op, op))

    def recent(self, limit: int = 50) -> list[AuditEntry]:
        rows = self._conn.execute("SELECT * FROM audit ORDER BY id DESC LIMIT ?", (limit,))
        return [AuditEntry.from_row(r) for r in rows]


class ProposalTable(_Table):
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
        cursor = self._conn.execute(
            "INSERT INTO proposals (memory_id, target_id, rule, reason, confidence, status, detail, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (memory_id, target_id, rule, reason, confidence, status, _json(detail or {}), ts, ts),
        )
        return int(cursor.lastrowid)

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
             limit: int | None = 200) -> list[Proposal]:
        where: list[str] = []
        params: list[Any] = []
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
        row = self._conn.execute(
            f"SELECT 1 FROM proposals WHERE memory_id = ? AND target_id IS ? AND rule = ? AND status IN ({marks}) LIMIT 1",
            (memory_id, target_id, rule, *statuses),
        ).fetchone()
        return row is not None

    def links(self, a: int, b: int) -> bool:
        """Whether any proposal, in any status, links ``a`` and ``b`` in either direction."""
        row = self._conn.execute(
            "SELECT 1 FROM proposals WHERE (memory_id = ? AND target_id = ?) OR (memory_id = ? AND target_id = ?) LIMIT 1",
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


class EdgeTable(_Table):
    """Typed links between memories."""

    def insert(self, *, src: int, dst: int, type: str, weight: float, actor: str, ts: str) -> int | None:
        """Insert an edge; returns its id, or ``None`` when the same edge already exists."""
        cursor = self._conn.execute(
            "INSERT OR IGNORE INTO edges (src, dst, type, weight, actor, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (src, dst, type, weight, actor, ts),
        )
        return int(cursor.lastrowid) if cursor.rowcount else None

    def get(self, edge_id: int) -> Edge | None:
        row = self._conn.execute("SELECT * FROM edges WHERE id = ?", (edge_id,)).fetchone()
        return Edge.from_row(row) if row else None

    def delete(self, edge_id: int) -> None:
        self._conn.execute("DELETE FROM edges WHERE id = ?", (edge_id,))

    def touching(self, memory_id: int, types: Iterable[str] | None = None) -> list[Edge]:
        sql = "SELECT * FROM edges WHERE (src = ? OR dst = ?)"
        params: list[Any] = [memory_id, memory_id]
        if types:
            types = list(types)
            sql += f" AND type IN ({','.join('?' for _ in types)})"
            params += types
        return [Edge.from_row(r) for r in self._conn.execute(sql + " ORDER BY id", params)]

    def from_src(self, src: int, type: str) -> list[Edge]:
        rows = self._conn.execute("SELECT * FROM edges WHERE src = ? AND type = ? ORDER BY id", (src, type))
        return [Edge.from_row(r) for r in rows]

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM edges").fetchone()[0])


class RecallLogTable(_Table):
    """Content-free trace of each recall: query hash, candidate count, returned ids."""

    def record(self, *, ts: str, actor: str, namespace: str, query_hash: str,
               candidates: int, returned: Sequence[int], session: str | None = None) -> None:
        self._conn.execute(
            "INSERT INTO recall_log (ts, actor, namespace, query_hash, candidates, returned, session) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (ts, actor, namespace, query_hash, candidates, json.dumps(list(returned)), session),
        )

    def per_day(self, since: str) -> dict[str, int]:
        rows = self._conn.execute(
            "SELECT substr(ts, 1, 10) AS day, count(*) AS n FROM recall_log WHERE ts >= ? GROUP BY day ORDER BY day",
            (since,),
        )
        return {r["day"]: r["n"] for r in rows}

    def totals(self) -> dict[str, int]:
        row = self._conn.execute(
            "SELECT count(*) AS n, coalesce(sum(CASE WHEN returned = '[]' THEN 1 ELSE 0 END), 0) AS empty FROM recall_log"
        ).fetchone()
        return {"recalls": int(row["n"]), "empty": int(row["empty"])}

    def recent_returned(self, *, actor: str, since: str) -> list[list[int]]:
        """Ids returned to ``actor`` by recalls since ``since`` (newest first)."""
        rows = self._conn.execute(
            "SELECT returned FROM recall_log WHERE actor = ? AND ts >= ? ORDER BY id DESC", (actor, since)
        )
        return [json.loads(r["returned"]) for r in rows]
