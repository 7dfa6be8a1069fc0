"""SQL for ``upkeep_runs``: the append-only log of scheduled upkeep runs."""

from __future__ import annotations

import json
from typing import Any

from core.storage.table import Table, json_text


class UpkeepRunTable(Table):
    """The append-only log of upkeep runs (what the Server pane shows)."""

    def insert(self, *, started_at: str, finished_at: str, actor: str, ok: bool, steps: dict) -> int:
        return self._insert("upkeep_runs", ("started_at", "finished_at", "actor", "ok", "steps"),
                            (started_at, finished_at, actor, int(ok), json_text(steps)))

    def recent(self, limit: int) -> list[dict[str, Any]]:
        """The newest ``limit`` runs, newest first, with ``steps`` decoded and ``ok`` a bool."""
        rows = self._conn.execute("SELECT * FROM upkeep_runs ORDER BY id DESC LIMIT ?", (limit,))
        return [{**dict(r), "ok": bool(r["ok"]), "steps": json.loads(r["steps"] or "{}")} for r in rows]
