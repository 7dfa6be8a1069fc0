"""The identity services: who the agent is, its soul files, and its generations.

``engine.identity`` is an :class:`IdentityService` (the permanent agent id, the
current soul files); ``engine.generations`` is a :class:`GenerationService` — record,
seal, validate, promote, reject and roll back generations of the agent (ARCHITECTURE.md §7.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.identity import diff as gen_diff
from core.identity import history as gen_history
from core.identity import lineage as gen_lineage
from core.identity.checks import parse_canaries
from core.identity.manifest import parse_manifest
from core.identity.results import (
    AgentIdentity,
    GenerationCreated,
    GenerationDetail,
    GenerationDiff,
    GenerationList,
    GenerationPromoted,
    GenerationRejected,
    GenerationRolledBack,
    IdentityView,
    Lineage,
    SealResult,
    SoulFiles,
    SoulTemplates,
    ValidationReport,
)
from core.identity.soul import check_soul, write_templates
from core.service_context import ServiceContext
from core.text.normalise import normalise_namespace


class IdentityService:
    """The permanent identity and the soul files the current generation sealed.

    Args:
        ctx: the store, settings, clock and default actor.
    """

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx

    def agent(self) -> AgentIdentity:
        """The permanent identity: the agent id, the current generation, when it was made, how many generations."""
        store = self.ctx.store
        with store.snapshot():
            row = store.agent_row() or {}
            return AgentIdentity(agent_id=self.ctx.agent_id(), current_generation=store.generations.current_id(),
                                 created_at=row.get("created_at"), name=row.get("name"),
                                 generations=store.generations.count())

    def identity(self) -> IdentityView:
        """The permanent agent id, the current generation and the lineage.

        Returns:
            :class:`IdentityView`; each lineage row carries ``id, parent, label, status, current, marks``.
        """
        with self.ctx.store.snapshot():
            view = gen_history.lineage(self.ctx.store)
        return IdentityView(agent_id=self.ctx.agent_id(), current_generation=view["current"],
                            lineage=view["generations"])

    def current_soul(self) -> SoulFiles:
        """The soul files as sealed by the current generation (what ``memdesk://soul`` can serve).

        Read from the store, never from disk: ``files`` is ``{name: {"sha256", "bytes", "text"}}``,
        empty when nothing is current or the current generation sealed no soul files.
        """
        store = self.ctx.store
        with store.snapshot():
            current = store.generations.current_id()
            generation = store.generations.get(current) if current is not None else None
        files = ((generation.seal or {}).get("soul") or {}) if generation else {}
        return SoulFiles(generation=current, files=files)

    def write_soul_templates(self, directory: str | Path) -> SoulTemplates:
        """Write SOUL.md, IDENTITY.md and MEMORY.md templates (never overwriting): which were written, which kept.

        Raises:
            ValidationError: the folder cannot be written.
        """
        return SoulTemplates(**write_templates(directory, agent_id=self.ctx.agent_id(), created=self.ctx.now_text()))


class GenerationService:
    """Generations of the agent: record, seal, validate, promote, reject, roll back, compare (ARCHITECTURE.md §7.4).

    Args:
        ctx: the store, settings, clock and default actor.
    """

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx

    def lineage(self) -> Lineage:
        """Everything the Generations pane draws: the agent id, the current generation, rows, tree and log.

        ``generations`` is the flat list (oldest first) with ``marks`` (``promoted``,
        ``forced``, ``rolled_back``, ``rollback_target``, ``rejected``, ``current``);
        ``tree`` nests the same rows as ``{"generation", "children"}``; ``log`` is the
        whole append-only migration log.
        """
        with self.ctx.store.snapshot():
            return Lineage(agent_id=self.ctx.agent_id(), **gen_history.lineage(self.ctx.store))

    def list(self) -> GenerationList:
        """The generations (ARCHITECTURE.md §7.6 ``generation list``): the rows, oldest first, and the current id."""
        view = self.lineage()
        return GenerationList(generations=view.generations, current=view.current)

    def show(self, generation_id: int) -> GenerationDetail:
        """One generation in full: manifest, seal, last validation, its log entries, children.

        Raises:
            NotFoundError: no such generation.
        """
        with self.ctx.store.snapshot():
            return GenerationDetail(**gen_history.show(self.ctx.store, generation_id))

    def create(self, *, parent: int | None = None, label: str | None = None,
               manifest: dict | str | bytes | None = None, actor: str | None = None) -> GenerationCreated:
        """Stage a generation (parent defaults to the current one). ``manifest`` is a dict or JSON text.

        Raises:
            ValidationError / RefusedError: the manifest or label breaks a rule (nothing stored).
            NotFoundError: the parent does not exist.
        """
        data = parse_manifest(manifest) if isinstance(manifest, (str, bytes)) else manifest
        with self.ctx.store.transaction():
            created = gen_lineage.create(self.ctx.store, self.ctx.operation(actor), parent_id=parent, label=label,
                                         manifest=data)
        return GenerationCreated(generation=created.id, status=created.status, parent=created.parent_id,
                                 label=created.label)

    def seal(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
             probes: Sequence[str] | None = None, canaries: Any = None, namespace: str = "",
             actor: str | None = None) -> SealResult:
        """Seal a generation: corpus digests, per-memory digests, soul file digests, probes, canaries.

        Args:
            soul: soul file contents by name (SOUL.md, IDENTITY.md, MEMORY.md); the engine
                never opens a path — the CLI reads the directory.
            probes: recall queries that must still find the same memory at validation.
            canaries: ``[{"question", "expect"}]`` (or ``{"canaries": [...]}``).
            namespace: where probes and canaries search.

        Returns:
            :class:`SealResult` — the digests, the record count, soul file digests, probe and canary counts.
        """
        soul_files = check_soul(soul) if soul is not None else None
        canary_list = parse_canaries(canaries) if canaries is not None else None
        ns = normalise_namespace(namespace)
        with self.ctx.store.transaction():
            return SealResult(**gen_lineage.seal(self.ctx.store, generation_id, self.ctx.operation(actor),
                                                 agent_id=self.ctx.agent_id(), now=self.ctx.now(), soul=soul_files,
                                                 probes=list(probes or []), canaries=canary_list, namespace=ns))

    def validate(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
                 actor: str | None = None) -> ValidationReport:
        """Run the continuity checks; ``passed`` is false when any check failed.

        Returns:
            :class:`ValidationReport` — ``checks`` is ``{name: {"status", "detail"}}`` for
            identity, memory, semantic_state, recall, soul, context, behavioral.
        """
        soul_files = check_soul(soul) if soul is not None else None
        with self.ctx.store.transaction():
            return ValidationReport(**gen_lineage.validate(self.ctx.store, generation_id, self.ctx.operation(actor),
                                                           agent_id=self.ctx.agent_id(), now=self.ctx.now(),
                                                           soul=soul_files))

    def promote(self, generation_id: int, *, force: bool = False, reason: str | None = None,
                actor: str | None = None) -> GenerationPromoted:
        """Make a validated generation current (``force`` overrides the gate, and the log says so)."""
        with self.ctx.store.transaction():
            return GenerationPromoted(**gen_lineage.promote(self.ctx.store, generation_id, self.ctx.operation(actor),
                                                            force=force, reason=reason))

    def reject(self, generation_id: int, *, reason: str | None = None,
               actor: str | None = None) -> GenerationRejected:
        """Reject a generation that is not current."""
        with self.ctx.store.transaction():
            return GenerationRejected(**gen_lineage.reject(self.ctx.store, generation_id, self.ctx.operation(actor),
                                                           reason=reason))

    def rollback(self, generation_id: int, *, reason: str | None = None,
                 actor: str | None = None) -> GenerationRolledBack:
        """Make an earlier promoted generation current again; touches no memory."""
        with self.ctx.store.transaction():
            done = gen_lineage.rollback(self.ctx.store, generation_id, self.ctx.operation(actor), reason=reason)
        return GenerationRolledBack(generation=done["generation"], status=done["status"], current=done["current"],
                                    from_generation=done["from"])

    def diff(self, from_id: int, to_id: int) -> GenerationDiff:
        """Compare two generations: manifest field by field, soul files, memories between the seals.

        Returns:
            :class:`GenerationDiff` — ``manifest`` ``[{"path", "old", "new", "change"}]``, ``soul``
            ``{name: {"status", "diff"}}``, ``memories`` (added, removed, changed, edited,
            superseded, restored, state_changed, details, counts, compared), ``agent_id``, ``digests``.

        Raises:
            NotFoundError: either generation does not exist.
        """
        with self.ctx.store.snapshot():
            return GenerationDiff.from_dict(gen_diff.diff(self.ctx.store, from_id, to_id))
