"""SQL for ``watched_files``: what the watched folder last saw of each file and what it staged."""

from __future__ import annotations

import json
from dataclasses import asdict, field
from typing import Any

from core.model.lean import lean_dataclass
from core.storage.table import Table


@lean_dataclass
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


class WatchedFileTable(Table):
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
