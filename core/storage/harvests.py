"""SQL for ``harvested_files``: how far ``harvest`` has read each transcript, per namespace."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.model.lean import lean_dataclass
from core.storage.table import Table


@lean_dataclass(frozen=True)
class HarvestState:
    """One transcript's progress: read up to ``byte_offset`` (``lines`` lines), whose bytes hash to ``prefix_sha``."""

    namespace: str
    path: str
    format: str
    byte_offset: int
    lines: int
    prefix_sha: str
    staged: int
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class HarvestTable(Table):
    """Reads and writes of ``harvested_files``. Callers own the transaction."""

    def get(self, namespace: str, path: str) -> HarvestState | None:
        row = self._conn.execute(
            "SELECT * FROM harvested_files WHERE namespace = ? AND path = ?", (namespace, path)
        ).fetchone()
        return HarvestState(**dict(row)) if row else None

    def save(self, *, namespace: str, path: str, format: str, byte_offset: int, lines: int, prefix_sha: str,
             staged_now: int, ts: str) -> None:
        """Record how far ``path`` has been read, adding ``staged_now`` to its count of staged facts."""
        self._conn.execute(
            "INSERT INTO harvested_files (namespace, path, format, byte_offset, lines, prefix_sha, staged, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (namespace, path) DO UPDATE SET format = excluded.format, "
            "byte_offset = excluded.byte_offset, lines = excluded.lines, prefix_sha = excluded.prefix_sha, "
            "staged = harvested_files.staged + excluded.staged, updated_at = excluded.updated_at",
            (namespace, path, format, byte_offset, lines, prefix_sha, staged_now, ts),
        )

    def known_external_ids(self, namespace: str, external_ids: list[str]) -> dict[str, int]:
        """Which of ``external_ids`` a memory in ``namespace`` already carries, in any status (→ its id).

        Unlike capture's idempotency check this counts rejected memories too: a fact a
        person rejected is not harvested again when its transcript is re-read.
        """
        found: dict[str, int] = {}
        for start in range(0, len(external_ids), 500):
            chunk = external_ids[start : start + 500]
            marks = ",".join("?" for _ in chunk)
            rows = self._conn.execute(
                f"SELECT external_id, max(id) AS id FROM memories WHERE namespace = ? AND external_id IN ({marks}) "
                "GROUP BY external_id", (namespace, *chunk),
            )
            found.update({r["external_id"]: r["id"] for r in rows})
        return found

    def list(self, *, namespace: str | None = None) -> list[HarvestState]:
        sql, params = "SELECT * FROM harvested_files", []
        if namespace is not None:
            sql += " WHERE namespace = ?"
            params.append(namespace)
        rows = self._conn.execute(sql + " ORDER BY updated_at DESC, path", params)
        return [HarvestState(**dict(r)) for r in rows]
