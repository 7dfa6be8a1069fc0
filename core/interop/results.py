"""What the interop service answers with: backups written and restored, the registry exported, context files.

``to_dict()`` is the JSON the CLI's ``--json`` prints, key for key.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True)
class BackupWritten:
    """A backup file written: where, how many memories, and the count of every table."""

    path: str
    memories: int
    counts: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class RestoreReport:
    """A backup restored: memories written, whose identity the store now has, rows added and skipped by table."""

    restored: int
    agent_id: str
    adopted_identity: bool
    added: dict[str, int]
    skipped: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class RegistryExport:
    """The Markdown registry written: ``files`` ``[{"path", "namespace", "memories", "changed", "withheld"}]``,
    files removed, and how many secret-looking memories were left out (``withheld``)."""

    directory: str
    files: list[dict[str, Any]]
    removed: list[str]
    withheld: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class ContextFileWrite:
    """What happened to one context file: ``created``, ``replaced``, ``appended``, ``unchanged``,
    ``missing`` (an auto-refresh never creates one) or ``error`` (with ``detail``)."""

    path: str | None
    action: str
    detail: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """``{"path", "action"}``, plus ``detail`` when there is one (an error)."""
        data: dict[str, Any] = {"path": self.path, "action": self.action}
        if self.detail is not None:
            data["detail"] = self.detail
        return data
