"""What the memory service answers with, beyond the records in :mod:`core.model.records`.

Each result is a frozen dataclass whose ``to_dict()`` is the JSON the CLI (``--json``),
the MCP tools and the REST mirror print — key for key, in the same order.
"""

from __future__ import annotations

from typing import Any

from core.model.lean import lean_dataclass
from core.model.records import AuditEntry, Edge, Memory, Proposal


@lean_dataclass(frozen=True, compiled_init=False)
class MemoryDetail:
    """A memory with its audit history, the proposals filed on it and against it, and its links (``show``)."""

    memory: Memory
    history: list[AuditEntry]
    proposals: list[Proposal]
    proposed_against: list[Proposal]
    edges: list[Edge]

    def to_dict(self) -> dict[str, Any]:
        """The memory's own fields, then ``history``, ``proposals``, ``proposed_against`` and ``edges``."""
        return {
            **self.memory.to_dict(),
            "history": [entry.to_dict() for entry in self.history],
            "proposals": [p.to_dict() for p in self.proposals],
            "proposed_against": [p.to_dict() for p in self.proposed_against],
            "edges": [e.to_dict() for e in self.edges],
        }


@lean_dataclass(frozen=True, compiled_init=False)
class StoreStats:
    """Counts by status, kind, namespace and source, proposals, recall activity and the retrieval mode.

    Attributes:
        total: memories of every status (in ``namespace`` when one was asked for).
        by_status: every status, zero included.
        captures_per_day / recalls_per_day: ``{date: count}`` over the window asked for.
        recall: recall totals (calls, hits …) over the whole log.
        retrieval_mode: ``lexical`` or ``hybrid:<model>``.
        store: the store file; ``store_bytes`` its size.
    """

    total: int
    by_status: dict[str, int]
    by_kind: dict[str, int]
    by_namespace: dict[str, int]
    by_source: dict[str, int]
    proposals: dict[str, int]
    edges: int
    captures_per_day: dict[str, int]
    recalls_per_day: dict[str, int]
    recall: dict[str, int]
    retrieval_mode: str
    agent_id: str
    store: str
    store_bytes: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return {
            "total": self.total, "by_status": dict(self.by_status), "by_kind": dict(self.by_kind),
            "by_namespace": dict(self.by_namespace), "by_source": dict(self.by_source),
            "proposals": dict(self.proposals), "edges": self.edges, "captures_per_day": dict(self.captures_per_day),
            "recalls_per_day": dict(self.recalls_per_day), "recall": dict(self.recall),
            "retrieval_mode": self.retrieval_mode, "agent_id": self.agent_id, "store": self.store,
            "store_bytes": self.store_bytes,
        }
