"""Plain records of the generations tables: one generation and one migration-log entry."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class Generation:
    """One row of ``generations`` with its JSON columns decoded.

    ``seal`` holds what was recorded at seal time (agent id, corpus digests, soul
    file digests and text, probes, canaries); ``validation`` the newest validation.
    """

    id: int
    uid: str
    parent_id: int | None
    label: str
    manifest: dict
    status: str
    status_reason: str | None
    created_at: str
    sealed_at: str | None
    seal: dict | None
    validated_at: str | None
    validation: dict | None

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> "Generation":
        data = dict(row)
        data["manifest"] = json.loads(data.get("manifest") or "{}")
        data["seal"] = json.loads(data["seal"]) if data.get("seal") else None
        data["validation"] = json.loads(data["validation"]) if data.get("validation") else None
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class LogEntry:
    """One append-only migration-log entry (created, sealed, validated, promoted, rejected, rolled_back)."""

    id: int
    uid: str
    ts: str
    actor: str
    action: str
    generation_id: int
    from_generation: int | None
    forced: bool
    reason: str | None
    detail: dict

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> "LogEntry":
        data = dict(row)
        data["forced"] = bool(data["forced"])
        data["detail"] = json.loads(data.get("detail") or "{}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
