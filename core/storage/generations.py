"""SQL for generations, their sealed per-memory digests and the append-only migration log."""

from __future__ import annotations

import builtins
import json
from collections.abc import Iterable, Sequence
from typing import Any

from core.model.records import Edge, Generation, LogEntry
from core.storage.table import Table

# Columns a lineage operation may change after insert; uid, parent, label, manifest
# and created_at describe what the generation *is* and never change.
MUTABLE_GENERATION_COLUMNS = frozenset(
    {"status", "status_reason", "sealed_at", "seal", "validated_at", "validation"}
)
# The actions that decide which generation is current.
CURRENT_ACTIONS = ("promoted", "rolled_back")


def json_text(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


class GenerationTable(Table):
    """Reads and writes of ``generations``, ``generation_memories`` and ``migration_log``.

    Callers own the transaction. The migration log only ever grows: triggers refuse
    any UPDATE or DELETE on it.
    """

    # -- generations -----------------------------------------------------------

    def insert(self, *, uid: str, parent_id: int | None, label: str, manifest: dict, created_at: str,
               status: str = "staged", status_reason: str | None = None, sealed_at: str | None = None,
               seal: dict | None = None, validated_at: str | None = None,
               validation: dict | None = None) -> int:
        """Insert one generation; the manifest keeps its key order (stored verbatim)."""
        return self._insert(
            "generations", ("uid", "parent_id", "label", "manifest", "status", "status_reason", "created_at",
                            "sealed_at", "seal", "validated_at", "validation"),
            (uid, parent_id, label, json_text(manifest), status, status_reason, created_at,
             sealed_at, json_text(seal), validated_at, json_text(validation)),
        )

    def get(self, generation_id: int) -> Generation | None:
        row = self._conn.execute("SELECT * FROM generations WHERE id = ?", (generation_id,)).fetchone()
        return Generation.from_row(row) if row else None

    def get_by_uid(self, uid: str) -> Generation | None:
        row = self._conn.execute("SELECT * FROM generations WHERE uid = ?", (uid,)).fetchone()
        return Generation.from_row(row) if row else None

    def list(self) -> list[Generation]:
        """Every generation, oldest first."""
        return [Generation.from_row(r) for r in self._conn.execute("SELECT * FROM generations ORDER BY id")]

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM generations").fetchone()[0])

    def update(self, generation_id: int, changes: dict[str, Any]) -> None:
        """Set columns on one generation; only :data:`MUTABLE_GENERATION_COLUMNS` may change."""
        bad = set(changes) - MUTABLE_GENERATION_COLUMNS
        if bad:
            raise ValueError(f"not a mutable generation column: {sorted(bad)}")
        if not changes:
            return
        values = [json_text(v) if k in {"seal", "validation"} else v for k, v in changes.items()]
        assignments = ", ".join(f"{c} = ?" for c in changes)
        self._conn.execute(f"UPDATE generations SET {assignments} WHERE id = ?", [*values, generation_id])

    # -- sealed per-memory digests ----------------------------------------------

    def replace_memory_digests(self, generation_id: int, rows: Iterable[tuple[str, str, str, str]]) -> None:
        """Store ``(uid, content_digest, state_digest, status)`` rows for a seal, replacing older ones."""
        self._conn.execute("DELETE FROM generation_memories WHERE generation_id = ?", (generation_id,))
        self._conn.executemany(
            "INSERT INTO generation_memories (generation_id, uid, content_digest, state_digest, status) "
            "VALUES (?, ?, ?, ?, ?)",
            [(generation_id, *row) for row in rows],
        )

    def memory_digests(self, generation_id: int) -> dict[str, tuple[str, str, str]]:
        """``uid -> (content_digest, state_digest, status)`` as sealed for one generation."""
        rows = self._conn.execute(
            "SELECT uid, content_digest, state_digest, status FROM generation_memories WHERE generation_id = ?",
            (generation_id,),
        )
        return {r["uid"]: (r["content_digest"], r["state_digest"], r["status"]) for r in rows}

    # -- migration log ---------------------------------------------------------

    def log_append(self, *, uid: str, ts: str, actor: str, action: str, generation_id: int,
                   from_generation: int | None = None, forced: bool = False, reason: str | None = None,
                   detail: dict | None = None) -> int:
        """Append one entry to the migration log (the only write the log accepts)."""
        return self._insert(
            "migration_log", ("uid", "ts", "actor", "action", "generation_id", "from_generation", "forced", "reason",
                              "detail"),
            (uid, ts, actor, action, generation_id, from_generation, int(forced), reason,
             json.dumps(detail or {}, ensure_ascii=False, sort_keys=True)),
        )

    def log(self, generation_id: int | None = None) -> builtins.list[LogEntry]:
        """Migration-log entries in the order they were appended (optionally for one generation)."""
        if generation_id is None:
            rows = self._conn.execute("SELECT * FROM migration_log ORDER BY id")
        else:
            rows = self._conn.execute(
                "SELECT * FROM migration_log WHERE generation_id = ? OR from_generation = ? ORDER BY id",
                (generation_id, generation_id),
            )
        return [LogEntry.from_row(r) for r in rows]

    def log_uids(self) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT uid FROM migration_log")}

    def log_count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM migration_log").fetchone()[0])

    def current_id(self) -> int | None:
        """The current generation: the target of the newest promotion or rollback."""
        marks = ",".join("?" for _ in CURRENT_ACTIONS)
        row = self._conn.execute(
            f"SELECT generation_id FROM migration_log WHERE action IN ({marks}) ORDER BY id DESC LIMIT 1",
            CURRENT_ACTIONS,
        ).fetchone()
        return int(row[0]) if row else None

    # -- the corpus a seal digests ------------------------------------------------

    def corpus_edges(self, types: Sequence[str] | None = None) -> builtins.list[Edge]:
        """Every edge between memories (the links part of the state digest)."""
        sql = "SELECT * FROM edges"
        params: list[Any] = []
        if types:
            sql += f" WHERE type IN ({','.join('?' for _ in types)})"
            params += list(types)
        return [Edge.from_row(r) for r in self._conn.execute(sql + " ORDER BY id", params)]
