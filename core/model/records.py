"""Plain records every layer shares: memories, hits, operation results, proposals, audit rows,
edges, capture rules, generations and the actor of an operation.

Every ``to_dict`` produces the JSON shape of ARCHITECTURE.md §7.6; field names there are a
contract with scripts, so add fields freely but never rename one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, field
from typing import Any, Protocol

from core.model.lean import lean_dataclass


class Row(Protocol):
    """A database row as every store backend returns it: by index or column name, ``keys()``, its values in order."""

    def keys(self) -> Any: ...

    def __getitem__(self, key: Any) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...


def _json_or(text: str | None, empty: str, make: type) -> Any:
    """``text`` decoded, or a new empty ``make()`` when it is empty or the empty JSON value."""
    if not text or text == empty:
        return make()
    return json.loads(text)


@lean_dataclass
class Memory:
    """One row of ``memories`` with its JSON columns decoded."""

    id: int
    uid: str
    namespace: str
    kind: str
    level: str
    content: str
    summary: str
    tags: list[str]
    refs: list[dict]
    source: str
    session: str | None
    external_id: str | None
    content_hash: str
    status: str
    importance: float
    confidence: float
    decay_days: int | None
    created_at: str
    event_time: str | None
    valid_from: str | None
    valid_to: str | None
    last_verified: str | None
    last_accessed: str | None
    access_count: int
    superseded_by: int | None
    status_reason: str | None
    risk_tier: str
    meta: dict = field(default_factory=dict)
    pinned: bool = False
    restated_count: int = 0

    @classmethod
    def from_row(cls, row: Row) -> Memory:
        # Recall builds one per hit: zip() instead of dict(row) (a sqlite3.Row looks each
        # name up by a scan), and the empty JSON values every fresh memory has skip the parser.
        data = dict(row) if isinstance(row, dict) else dict(zip(row.keys(), row))
        data["tags"] = _json_or(data.get("tags"), "[]", list)
        data["refs"] = _json_or(data.get("refs"), "[]", list)
        data["meta"] = _json_or(data.get("meta"), "{}", dict)
        data["pinned"] = bool(data.get("pinned", 0))
        known = cls.__dataclass_fields__
        if not known.keys() >= data.keys():
            data = {k: v for k, v in data.items() if k in known}
        return cls(**data)

    @classmethod
    def from_values(cls, values: Iterable[Any]) -> Memory:
        """A memory from its column values in :data:`MEMORY_COLUMNS` order (JSON columns still encoded).

        What :meth:`from_row` does without a name per value: recall builds one per hit.
        """
        v = list(values)
        v[7] = _json_or(v[7], "[]", list)  # tags
        v[8] = _json_or(v[8], "[]", list)  # refs
        v[27] = _json_or(v[27], "{}", dict)  # meta
        v[28] = bool(v[28])  # pinned
        return cls(*v)

    def to_dict(self) -> dict[str, Any]:
        """The ARCHITECTURE.md §7.6 memory object (plus every other column)."""
        return asdict(self)

    @property
    def label(self) -> str:
        """``#id`` as people see it."""
        return f"#{self.id}"


# Every column of ``memories`` in :class:`Memory`'s field order (what :meth:`Memory.from_values` takes).
MEMORY_COLUMNS: tuple[str, ...] = tuple(Memory.__dataclass_fields__)


@lean_dataclass(frozen=True)
class MemoryBrief:
    """What the context block reads of a memory: a line of text and what orders it.

    Built straight from six columns, it costs a tenth of a :class:`Memory` (no JSON
    columns decoded); a hook renders the block from the newest 500 at every session start.
    """

    id: int
    kind: str
    content: str
    level: str
    importance: float
    pinned: bool


@lean_dataclass
class Hit:
    """A ranked memory with its score and, on request, how the score was built."""

    memory: Memory
    score: float
    explanation: dict[str, float] | None = None
    flags: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = self.memory.to_dict()
        data["score"] = round(self.score, 6)
        if self.explanation is not None:
            data["explain"] = self.explanation
        if self.flags:
            data["flags"] = list(self.flags)
        return data


@lean_dataclass(compiled_init=False)
class CaptureResult:
    """What ``remember`` answers (ARCHITECTURE.md §7.6)."""

    id: int
    status: str
    duplicate_of: int | None = None
    would_supersede: list[int] = field(default_factory=list)
    reason: str | None = None
    created: bool = True
    # Why each of ``would_supersede`` would be retired: ``{"target_id", "rule", "reason"}``, a
    # reason a person can check at a glance ("same attribute (production Redis version), 6 → 7.2").
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    # What capture changed in the text as sent (control characters it removed), so nothing is changed unsaid.
    note: str | None = None
    # Candidates capture left to compare right after it answered (core/conflicts/owed.py): their proposals, if
    # any, join the envelope then, so ``would_supersede`` may yet grow.
    owed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "status": self.status,
            "duplicate_of": self.duplicate_of,
            "would_supersede": list(self.would_supersede),
            "conflicts": [dict(item) for item in self.conflicts],
            "reason": self.reason,
            "created": self.created,
            **({"note": self.note} if self.note else {}),
            **({"comparisons_owed": self.owed} if self.owed else {}),
        }


@lean_dataclass(compiled_init=False)
class PromoteResult:
    """What ``promote`` answers: what went live, what it retired, what it held back."""

    promoted: list[int] = field(default_factory=list)
    superseded: list[int] = field(default_factory=list)
    held: list[int] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "promoted": self.promoted,
            "superseded": self.superseded,
            "held": self.held,
            "messages": self.messages,
        }


@lean_dataclass(compiled_init=False)
class Proposal:
    """A review envelope: why a memory waits for a person."""

    id: int
    memory_id: int
    target_id: int | None
    rule: str
    reason: str
    confidence: float
    status: str
    detail: dict
    created_at: str
    updated_at: str
    decided_by: str | None

    @classmethod
    def from_row(cls, row: Row) -> Proposal:
        data = dict(row)
        data["detail"] = json.loads(data.get("detail") or "{}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@lean_dataclass(compiled_init=False)
class AuditEntry:
    """One audit row: who changed what, from what, to what, and why."""

    id: int
    ts: str
    op: int
    actor: str
    action: str
    memory_id: int | None
    target: str
    target_id: int | None
    before: dict | None
    after: dict | None
    reason: str | None
    undoable: bool
    undone_by: int | None

    @classmethod
    def from_row(cls, row: Row) -> AuditEntry:
        data = dict(row)
        data["before"] = json.loads(data["before"]) if data.get("before") else None
        data["after"] = json.loads(data["after"]) if data.get("after") else None
        data["undoable"] = bool(data["undoable"])
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@lean_dataclass
class Edge:
    """A typed link between two memories of one namespace."""

    id: int
    src: int
    dst: int
    type: str
    weight: float
    actor: str
    created_at: str

    @classmethod
    def from_row(cls, row: Row) -> Edge:
        return cls(**dict(row))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@lean_dataclass(compiled_init=False)
class CaptureRule:
    """A rule that holds matching captures for review (often made from a rejection reason)."""

    id: int
    pattern: str
    reason: str
    namespace: str | None
    active: bool
    actor: str
    created_at: str
    from_memory_id: int | None
    origin: str = "store"  # "store" (capture_rules table) or "config" ([[screens.rules]])

    @classmethod
    def from_row(cls, row: Row) -> CaptureRule:
        data = dict(row)
        data["active"] = bool(data["active"])
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@lean_dataclass(frozen=True, compiled_init=False)
class Actor:
    """Who is acting and under which operation number (one per engine call)."""

    name: str
    op: int
    ts: str

    @property
    def is_agent(self) -> bool:
        """An agent (``agent:<client>``), not a person or the system: what an agent may not override."""
        return self.name.startswith("agent:")


@lean_dataclass(compiled_init=False)
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
    def from_row(cls, row: Row) -> Generation:
        data = dict(row)
        data["manifest"] = json.loads(data.get("manifest") or "{}")
        data["seal"] = json.loads(data["seal"]) if data.get("seal") else None
        data["validation"] = json.loads(data["validation"]) if data.get("validation") else None
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@lean_dataclass(compiled_init=False)
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
    def from_row(cls, row: Row) -> LogEntry:
        data = dict(row)
        data["forced"] = bool(data["forced"])
        data["detail"] = json.loads(data.get("detail") or "{}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
