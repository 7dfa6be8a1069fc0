"""SQL for ``recall_log``: a content-free trace of each recall (query hash, candidates, ids returned)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from core.storage.table import Table


class RecallLogTable(Table):
    """Content-free trace of each recall: query hash, candidate count, returned ids."""

    def record(self, *, ts: str, actor: str, namespace: str, query_hash: str,
               candidates: int, returned: Sequence[int], session: str | None = None) -> None:
        self._insert("recall_log", ("ts", "actor", "namespace", "query_hash", "candidates", "returned", "session"),
                     (ts, actor, namespace, query_hash, candidates, json.dumps(list(returned)), session))

    def per_day(self, since: str) -> dict[str, int]:
        rows = self._conn.execute(
            "SELECT substr(ts, 1, 10) AS day, count(*) AS n FROM recall_log WHERE ts >= ? GROUP BY day ORDER BY day",
            (since,),
        )
        return {r["day"]: r["n"] for r in rows}

    def totals(self) -> dict[str, int]:
        row = self._conn.execute(
            "SELECT count(*) AS n, coalesce(sum(CASE WHEN returned = '[]' THEN 1 ELSE 0 END), 0) AS empty "
            "FROM recall_log"
        ).fetchone()
        return {"recalls": int(row["n"]), "empty": int(row["empty"])}

    def recent_returned(self, *, actor: str, since: str) -> list[list[int]]:
        """Ids returned to ``actor`` by recalls since ``since`` (newest first)."""
        rows = self._conn.execute(
            "SELECT returned FROM recall_log WHERE actor = ? AND ts >= ? ORDER BY id DESC", (actor, since)
        )
        return [json.loads(r["returned"]) for r in rows]

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
