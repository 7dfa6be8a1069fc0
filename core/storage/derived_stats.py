"""SQL for ``derived_stats``: statistics memdesk derives from the memories and keeps.

A row is a cache, never the truth: it records which state of its namespace it was
computed from (the newest promoted id and the count), its reader decides whether that
is still good enough, and a missing or stale row is simply computed again. Store copy,
backups and restores leave the table out for that reason.
"""

from __future__ import annotations

from core.storage.table import Table


class DerivedStatTable(Table):
    """Named statistics per namespace (today: the framing words of contradiction detection)."""

    def get(self, name: str, namespace: str) -> tuple[int, int, str] | None:
        """``(newest_id, size, value)`` as last stored, or ``None``."""
        row = self._conn.execute(
            "SELECT newest_id, size, value FROM derived_stats WHERE name = ? AND namespace = ?", (name, namespace),
        ).fetchone()
        return (int(row[0]), int(row[1]), str(row[2])) if row else None

    def put(self, name: str, namespace: str, *, newest_id: int, size: int, value: str) -> None:
        """Store (or replace) one statistic; call inside a write transaction."""
        self._conn.execute(
            "INSERT INTO derived_stats (name, namespace, newest_id, size, value) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (name, namespace) DO UPDATE SET newest_id = excluded.newest_id, size = excluded.size, "
            "value = excluded.value",
            (name, namespace, newest_id, size, value),
        )
