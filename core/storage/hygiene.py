"""SQL for memory hygiene: capture rules, graph walks, echo look-ups, prune candidates, purge."""

from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

from core.model.records import CaptureRule, Edge, Memory
from core.storage.records import _Table


class CaptureRuleTable(_Table):
    """Rules a person made (often from a rejection) that hold matching captures for review.

    Rules are switched off, never deleted, so removing one is undoable.
    """

    def insert(self, *, pattern: str, reason: str, namespace: str | None, actor: str, ts: str,
               from_memory_id: int | None = None) -> int:
        cursor = self._conn.execute(
            "INSERT INTO capture_rules (pattern, reason, namespace, active, actor, created_at, from_memory_id) "
            "VALUES (?, ?, ?, 1, ?, ?, ?)",
            (pattern, reason, namespace, actor, ts, from_memory_id),
        )
        return int(cursor.lastrowid)

    def get(self, rule_id: int) -> CaptureRule | None:
        row = self._conn.execute("SELECT * FROM capture_rules WHERE id = ?", (rule_id,)).fetchone()
        return CaptureRule.from_row(row) if row else None

    def list(self, *, include_inactive: bool = False) -> list[CaptureRule]:
        sql = "SELECT * FROM capture_rules" + ("" if include_inactive else " WHERE active = 1") + " ORDER BY id"
        return [CaptureRule.from_row(r) for r in self._conn.execute(sql)]

    def set_active(self, rule_id: int, active: bool) -> None:
        self._conn.execute("UPDATE capture_rules SET active = ? WHERE id = ?", (int(bool(active)), rule_id))


class HygieneQueries(_Table):
    """Read queries the hygiene features need, and the one hard delete (``purge``)."""

    def edges_touching_any(self, ids: Iterable[int]) -> list[Edge]:
        """Every edge with either end in ``ids`` (one query per 500 ids)."""
        wanted = list(dict.fromkeys(int(i) for i in ids))
        found: dict[int, Edge] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start:start + 500]
            marks = ",".join("?" for _ in chunk)
            sql = f"SELECT * FROM edges WHERE src IN ({marks}) OR dst IN ({marks}) ORDER BY id"
            for row in self._conn.execute(sql, [*chunk, *chunk]):
                found[row["id"]] = Edge.from_row(row)
        return [found[k] for k in sorted(found)]

    def recalled_ids(self, *, since: str, actor: str | None = None, session: str | None = None) -> list[int]:
        """Ids recall returned since ``since``, newest first, to ``session`` or to ``actor``.

        With both, a recall logged under another session does not count, but one
        logged without any session by the same actor does.
        """
        if session is not None and actor is not None:
            where, params = "(session = ? OR (session IS NULL AND actor = ?))", [session, actor]
        elif session is not None:
            where, params = "session = ?", [session]
        elif actor is not None:
            where, params = "actor = ?", [actor]
        else:
            return []
        rows = self._conn.execute(
            f"SELECT returned FROM recall_log WHERE {where} AND ts >= ? ORDER BY id DESC", (*params, since)
        )
        ids: list[int] = []
        for row in rows:
            for memory_id in json.loads(row["returned"]):
                if memory_id not in ids:
                    ids.append(memory_id)
        return ids

    def prune_candidates(self, namespace: str, statuses: Sequence[str]) -> list[Memory]:
        """Unpinned memories of one namespace in ``statuses`` (what prune may archive)."""
        marks = ",".join("?" for _ in statuses)
        rows = self._conn.execute(
            f"SELECT * FROM memories WHERE namespace = ? AND pinned = 0 AND status IN ({marks}) ORDER BY id",
            (namespace, *statuses),
        )
        return [Memory.from_row(r) for r in rows]

    def live_in_namespace(self, namespace: str | None, statuses: Sequence[str]) -> list[Memory]:
        """Memories in ``statuses`` (one namespace, or every one for ``None``), by namespace then id."""
        marks = ",".join("?" for _ in statuses)
        sql = f"SELECT * FROM memories WHERE status IN ({marks})"
        params: list[Any] = list(statuses)
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY namespace, id", params)]

    def purge_footprint(self, memory_id: int) -> dict[str, Any]:
        """What a purge of ``memory_id`` takes with it (edges, proposals, back-references)."""
        conn = self._conn
        edges = conn.execute("SELECT count(*) FROM edges WHERE src = ? OR dst = ?", (memory_id, memory_id)).fetchone()[0]
        proposals = conn.execute(
            "SELECT count(*) FROM proposals WHERE memory_id = ? OR target_id = ?", (memory_id, memory_id)
        ).fetchone()[0]
        pointing = [r[0] for r in conn.execute("SELECT id FROM memories WHERE superseded_by = ? ORDER BY id", (memory_id,))]
        return {"edges": int(edges), "proposals": int(proposals), "superseded_by_cleared": pointing}

    def delete_memory(self, memory_id: int) -> None:
        """Hard-delete one memory; edges and proposals cascade, back-references are nulled."""
        self._conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,))
