"""What the identity and generation services answer with.

Each result is a frozen dataclass whose ``to_dict()`` is the JSON the CLI (``agent``,
``generation … --json``) and the MCP ``identity``/``generation_diff`` tools print, key
for key. A generation's rows, checks and diffs inside them stay plain JSON data
(``dict``): they are documents the interfaces print whole.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True)
class AgentIdentity:
    """The permanent identity: the agent id, the current generation, when and how it was made."""

    agent_id: str
    current_generation: int | None
    created_at: str | None
    name: str | None
    generations: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class IdentityView:
    """The agent id, the current generation and the lineage (each row ``id, parent, label, status, current, marks``)."""

    agent_id: str
    current_generation: int | None
    lineage: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class SoulFiles:
    """The soul files the current generation sealed: ``{name: {"sha256", "bytes", "text"}}`` (empty: none)."""

    generation: int | None
    files: dict[str, dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class SoulTemplates:
    """Which soul file templates were written, and which were kept because they existed."""

    written: list[str]
    kept: list[str]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class Lineage:
    """Everything the Generations pane draws.

    Attributes:
        generations: the flat list, oldest first, each row with its ``marks``.
        tree: the same rows nested as ``{"generation", "children"}``.
        log: the whole append-only migration log.
    """

    agent_id: str
    current: int | None
    generations: list[dict[str, Any]]
    tree: list[dict[str, Any]]
    log: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationList:
    """ARCHITECTURE.md §7.6 ``generation list``: the rows, oldest first, and the current generation."""

    generations: list[dict[str, Any]]
    current: int | None

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationDetail:
    """One generation in full: its lineage row, manifest, seal (soul text left out), validation, children, log."""

    id: int
    uid: str
    parent: int | None
    label: str | None
    status: str
    current: bool
    created_at: str
    sealed_at: str | None
    validated: bool | None
    forced: bool
    marks: list[str]
    manifest: dict[str, Any]
    status_reason: str | None
    validated_at: str | None
    seal: dict[str, Any] | None
    validation: dict[str, Any] | None
    children: list[int]
    log: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationCreated:
    """A generation just staged."""

    generation: int
    status: str
    parent: int | None
    label: str | None

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class SealResult:
    """What a seal recorded: the corpus digests, the record count, soul file digests, probe and canary counts."""

    generation: int
    content_digest: str
    state_digest: str
    records: int
    soul: dict[str, str]
    probes: int
    canaries: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class ValidationReport:
    """The continuity checks: ``checks`` is ``{name: {"status", "detail"}}``; ``passed`` is false if any failed."""

    generation: int
    passed: bool
    checks: dict[str, dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationPromoted:
    """A generation made current (``forced`` when the validation gate was overridden)."""

    generation: int
    status: str
    current: int
    previous: int | None
    forced: bool

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationRejected:
    """A generation rejected (final)."""

    generation: int
    status: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class GenerationRolledBack:
    """An earlier promoted generation made current again; ``from_generation`` was current before."""

    generation: int
    status: str
    current: int
    from_generation: int | None

    def to_dict(self) -> dict[str, Any]:
        """``{"generation", "status", "current", "from"}``."""
        return {"generation": self.generation, "status": self.status, "current": self.current,
                "from": self.from_generation}


@lean_dataclass(frozen=True)
class GenerationDiff:
    """Two generations side by side (ARCHITECTURE.md §7.6 ``generation diff``).

    Attributes:
        from_id / to_id: the generations compared (``from``/``to`` in JSON).
        labels: ``{"from", "to"}``.
        agent_id / digests: ``{"from", "to", "unchanged"}`` pairs from the two seals.
        manifest: ``[{"path", "old", "new", "change"}]``.
        soul: ``{name: {"status", "diff"}}``.
        memories: what changed between the seals (added, removed, edited …, counts, details).
    """

    from_id: int
    to_id: int
    labels: dict[str, str | None]
    agent_id: dict[str, Any]
    manifest: list[dict[str, Any]]
    soul: dict[str, dict[str, Any]]
    memories: dict[str, Any]
    digests: dict[str, dict[str, Any]]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GenerationDiff:
        """From :func:`core.identity.diff.diff`'s document."""
        return cls(from_id=data["from"], to_id=data["to"], labels=data["labels"], agent_id=data["agent_id"],
                   manifest=data["manifest"], soul=data["soul"], memories=data["memories"], digests=data["digests"])

    def to_dict(self) -> dict[str, Any]:
        """The diff document, ``from`` and ``to`` first."""
        return {"from": self.from_id, "to": self.to_id, "labels": self.labels, "agent_id": self.agent_id,
                "manifest": self.manifest, "soul": self.soul, "memories": self.memories, "digests": self.digests}
