"""SQL for living with agents: pins, memories by source ref, the watched folder and upkeep runs."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from core.model.records import Memory
from core.storage.records import _Table, _json


class LivingQueries(_Table):
    """Read queries for pins (listing, the quota count, which match a query) and for source refs."""

    def pinned_count(self, namespace: str, statuses: Sequence[str]) -> int:
        """How many pinned memories of ``namespace`` are in ``statuses`` (what the quota counts)."""
        marks = ",".join("?" for _ in statuses)
        row = self._conn.execute(
            f"SELECT count(*) FROM memories WHERE namespace = ? AND pinned = 1 AND status IN ({marks})",
            (namespace, *statuses),
        ).fetchone()
        return int(row[0])

    def pinned(self, namespace: str | None, statuses: Sequence[str] | None = None) -> list[Memory]:
        """Pinned memories of one namespace (every namespace for ``None``), by namespace then id."""
        sql, params = "SELECT * FROM memories WHERE pinned = 1", []
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        if statuses:
            sql += f" AND status IN ({','.join('?' for _ in statuses)})"
            params += list(statuses)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY namespace, id", params)]

    def pinned_matching(self, match: str, *, namespace: str, statuses: Sequence[str],
                        kinds: Sequence[str] | None = None) -> list[tuple[Memory, float]]:
        """Pinned memories that match the FTS5 expression ``match``, best bm25 first, as ``(memory, bm25)``.

        Pins are few (a quota per namespace), so each is tested by rowid: a recall in a
        namespace without pins costs one indexed look-up, never a second full-text pass.
        ``match`` must already be a safe FTS5 expression (``core.retrieval.query``).
        """
        found = []
        for memory in self.pinned(namespace, statuses):
            if kinds and memory.kind not in kinds:
                continue
            row = self._conn.execute(
                "SELECT bm25(memories_fts) FROM memories_fts WHERE memories_fts MATCH ? AND rowid = ?",
                (match, memory.id),
            ).fetchone()
            if row is not None:
                found.append((memory, float(row[0])))
        return sorted(found, key=lambda pair: (pair[1], pair[0].id))

    def citing(self, ref_type: str, ref_id: str, *, namespace: str | None = None) -> list[Memory]:
        """Memories whose refs include ``{type: ref_type, id: ref_id}``, any status, by id."""
        sql = (
            "SELECT * FROM memories m WHERE EXISTS (SELECT 1 FROM json_each(m.refs) r "
            "WHERE json_extract(r.value, '$.type') = ? AND json_extract(r.value, '$.id') = ?)"
        )
        params: list[Any] = [ref_type, ref_id]
        if namespace is not None:
            sql += " AND m.namespace = ?"
            params.append(namespace)
        return [Memory.from_row(r) for r in self._conn.execute(sql + " ORDER BY m.id", params)]


@dataclass
class WatchedFile:
    """What the watched folder last saw of one file and which chunk hashes it has staged (→ memory id)."""

    namespace: str
    path: str
    content_hash: str
    size: int
    mtime_ns: int
    status: str
    reason: str | None
    updated_at: str
    chunks: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class WatchedFileTable(_Table):
    """Reads and writes of ``watched_files``. Callers own the transaction."""

    def get(self, namespace: str, path: str) -> WatchedFile | None:
        row = self._conn.execute(
            "SELECT * FROM watched_files WHERE namespace = ? AND path = ?", (namespace, path)
        ).fetchone()
        if row is None:
            return None
        data = dict(row)
        data["chunks"] = json.loads(data.get("chunks") or "{}")
        return WatchedFile(**data)

    def save(self, state: WatchedFile) -> None:
        """Insert or replace the row for ``(state.namespace, state.path)``."""
        self._conn.execute(
            "INSERT INTO watched_files (namespace, path, content_hash, size, mtime_ns, status, reason, chunks, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (namespace, path) DO UPDATE SET "
            "content_hash = excluded.content_hash, size = excluded.size, mtime_ns = excluded.mtime_ns, "
            "status = excluded.status, reason = excluded.reason, chunks = excluded.chunks, "
            "updated_at = excluded.updated_at",
            (state.namespace, state.path, state.content_hash, state.size, state.mtime_ns, state.status,
             state.reason, json.dumps(state.chunks, sort_keys=True), state.updated_at),
        )

    def list(self, *, namespace: str | None = None) -> list[WatchedFile]:
        sql, params = "SELECT namespace, path FROM watched_files", []
        if namespace is not None:
            sql += " WHERE namespace = ?"
            params.append(namespace)
        keys = [(r[0], r[1]) for r in self._conn.execute(sql + " ORDER BY namespace, path", params)]
        return [state for ns, path in keys if (state := self.get(ns, path)) is not None]


class UpkeepRunTable(_Table):
    """The append-only log of upkeep runs (what the Server pane shows)."""

    def insert(self, *, started_at: str, finished_at: str, actor: str, ok: bool, steps: dict) -> int:
        cursor = self._conn.execute(
            "INSERT INTO upkeep_runs (started_at, finished_at, actor, ok, steps) VALUES (?, ?, ?, ?, ?)",
            (started_at, finished_at, actor, int(ok), _json(steps)),
        )
        return int(cursor.lastrowid)

    def recent(self, limit: int) -> list[dict[str, Any]]:
        """The newest ``limit`` runs, newest first, with ``steps`` decoded and ``ok`` a bool."""
        rows = self._conn.execute("SELECT * FROM upkeep_runs ORDER BY id DESC LIMIT ?", (limit,))
        return [{**dict(r), "ok": bool(r["ok"]), "steps": json.loads(r["steps"] or "{}")} for r in rows]
