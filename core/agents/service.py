"""The agent service: living with coding agents — pins, retirement by source, hooks, the watched folder, upkeep.

``engine.agents`` is an :class:`AgentService`. It composes the other services it is
given: captures go through the :class:`~core.memories.service.MemoryService`, the
session-start block comes from the :class:`~core.retrieval.service.RetrievalService`,
and an upkeep pass asks the quality and conflict services for its chores.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.agents.results import PinResult, SessionStart, UnpinResult, UpkeepRun
from core.service_context import ServiceContext
from core.text.normalise import normalise_namespace, normalise_optional_namespace, removed_controls, without_controls

if TYPE_CHECKING:
    from core.agents.batch import BatchResult
    from core.agents.retire import RetireRefReport
    from core.agents.watch import WatchReport
    from core.conflicts.service import ConflictService
    from core.memories.service import MemoryService
    from core.model.records import Memory
    from core.quality.service import QualityService
    from core.retrieval.service import RetrievalService
    from core.settings.model import UpkeepSettings, WatchSettings
    from core.storage.watched_files import WatchedFile

# Each chore's module is imported by the method that runs it, and the sibling services are
# asked for when first needed: a hook's ``session-start`` reads the context block and must
# not pay for capture, the conflict rules or upkeep (the CLI start-up target of issue 18).


class AgentService:
    """Pins, retire-ref, Claude Code's hooks, the watched folder and scheduled upkeep.

    The sibling services come as providers (the engine's, built on first use), so a
    session start does not build the capture path it never calls.

    Args:
        ctx: the store, settings, clock and default actor.
        memories: stages what the watched folder and a compacted session hand in.
        retrieval: renders the context block a session starts with.
        conflicts: the contradiction scan of an upkeep pass.
        quality: staleness, envelope expiry and consolidation of an upkeep pass.
    """

    def __init__(self, ctx: ServiceContext, *, memories: Callable[[], MemoryService],
                 retrieval: Callable[[], RetrievalService], conflicts: Callable[[], ConflictService],
                 quality: Callable[[], QualityService]) -> None:
        self.ctx = ctx
        self._memories = memories
        self._retrieval = retrieval
        self._conflicts = conflicts
        self._quality = quality

    @property
    def memories(self) -> MemoryService:
        return self._memories()

    @property
    def retrieval(self) -> RetrievalService:
        return self._retrieval()

    @property
    def conflicts(self) -> ConflictService:
        return self._conflicts()

    @property
    def quality(self) -> QualityService:
        return self._quality()

    # -- pins ---------------------------------------------------------------------

    def pin(self, ids: Sequence[int], *, reason: str | None = None,
            actor: str | None = None) -> PinResult:
        """Pin promoted memories (operator): recalled first, always in the context block, never stale or pruned.

        Returns:
            :class:`PinResult` — the ids pinned now and those already pinned.

        Raises:
            RefusedError: a memory is not promoted, or ``[pins] quota`` would be passed (nothing pinned).
            NotFoundError: an id names nothing.
        """
        from core.agents import pins as living_pins

        with self.ctx.store.transaction():
            return PinResult(**living_pins.pin(self.ctx.store, self.ctx.settings, list(ids),
                                               self.ctx.operation(actor), reason=reason))

    def unpin(self, ids: Sequence[int], *, reason: str | None = None,
              actor: str | None = None) -> UnpinResult:
        """Take pins off (audited, undoable): the ids unpinned now and those that were not pinned."""
        from core.agents import pins as living_pins

        with self.ctx.store.transaction():
            return UnpinResult(**living_pins.unpin(self.ctx.store, list(ids), self.ctx.operation(actor),
                                                   reason=reason))

    def pins(self, namespace: str | None = "") -> list[Memory]:
        """Pinned memories of one namespace (``None``: every namespace), any status, by namespace then id."""
        ns = normalise_optional_namespace(namespace)
        with self.ctx.store.snapshot():
            return self.ctx.store.pins.pinned(ns)

    def pin_quota(self) -> int:
        """``[pins] quota``: how many memories each namespace may pin."""
        return self.ctx.settings.pins.quota

    # -- retirement by source -----------------------------------------------------------

    def retire_ref(self, ref_type: str, ref_id: str, *, namespace: str | None = None, dry_run: bool = False,
                   apply: bool = False, actor: str | None = None) -> RetireRefReport:
        """A source document was deleted: stage retirement of what cites only it; strip it from the rest.

        Memories citing other sources too lose this ref (audited, undoable). Those
        citing only it get a ``retire-ref`` proposal naming the source — nothing is
        retired until a person applies it: with ``apply`` (every open one for this
        source) or by accepting the proposal (``engine.conflicts.accept_proposal``).

        Args:
            namespace: one namespace, or ``None`` for every namespace.
            dry_run: report what would happen; write nothing.
            apply: after staging, apply every open ``retire-ref`` proposal for this source
                (pending memories are rejected, promoted and stale ones archived).

        Raises:
            ValidationError: not a valid ref type or id. RefusedError: a memory to retire is pinned.
        """
        from core.agents import retire as retirement

        store = self.ctx.store
        ref = retirement.source_ref(ref_type, ref_id)
        ns = normalise_optional_namespace(namespace)
        if dry_run:
            with store.snapshot():
                return retirement.stage_retirement(store, ref, self.ctx.operation(actor), namespace=ns, dry_run=True)
        with store.transaction():
            actor_op = self.ctx.operation(actor)
            report = retirement.stage_retirement(store, ref, actor_op, namespace=ns)
            if apply:
                report.applied = retirement.apply_for_ref(store, ref, actor_op, namespace=ns).applied
            return report

    # -- the watched folder ---------------------------------------------------------------

    def watch_scan(self, folder: str | Path, *, namespace: str = "", dry_run: bool = False,
                   settle_seconds: float = 0.0) -> WatchReport:
        """Scan a watched folder once: each new or changed text file's paragraphs become pending memories.

        Idempotent per file content; hidden files, binaries, files over ``[watch]
        max_bytes`` and links out of the folder are skipped (see ``core.agents.watch``).
        ``settle_seconds`` leaves files changed more recently than that for a later scan.

        Raises:
            ValidationError: ``folder`` is not a folder, or ``[watch]`` is malformed.
        """
        from core.agents import watch as folder_watch

        def stage(items: list[dict[str, Any]]) -> BatchResult:
            return self.memories.remember_batch(items, actor=folder_watch.WATCH_ACTOR)

        return folder_watch.scan(self.ctx, stage, folder, namespace=normalise_namespace(namespace), dry_run=dry_run,
                                 settle_seconds=settle_seconds)

    def watch_settings(self) -> WatchSettings:
        """``[watch]``: ``interval_seconds``, ``max_bytes``, ``suffixes``, ``settle_seconds``."""
        return self.ctx.settings.watch

    def watched_files(self, *, namespace: str | None = None) -> list[WatchedFile]:
        """What the watched folder has seen of each file: hash, status, reason, staged paragraph ids."""
        ns = normalise_optional_namespace(namespace)
        with self.ctx.store.snapshot():
            return self.ctx.store.watched.list(namespace=ns)

    # -- Claude Code's hooks ------------------------------------------------------------------

    def session_start_context(self, *, namespace: str = "") -> SessionStart:
        """What a coding agent's session starts with: the context block and the agent instructions.

        ``to_dict()`` is what Claude Code's SessionStart hook prints.
        """
        from core.agents.instructions import instructions

        return SessionStart(context=self.retrieval.context_block(namespace=namespace) + "\n" + instructions())

    def capture_summary(self, payload: dict[str, Any], *, namespace: str = "",
                        actor: str | None = None) -> BatchResult | None:
        """Stage a compacted session's summary (Claude Code's hook input) as pending, with the session as evidence.

        Returns ``None`` when the input carries no summary (nothing to capture). ``actor``
        defaults to ``agent:claude-code``.

        Raises:
            ValidationError: the input has no ``session_id``. BatchError / RefusedError: as
            ``engine.memories.remember_batch`` (e.g. the summary looks like it holds a credential).
        """
        from core.agents import hook_events

        summary = hook_events.compaction_summary(payload)
        if summary is None:
            return None
        # Removed before the summary is cut into parts, and said: the cut would take a vertical tab or a file
        # separator for a line break, and the parts would carry no note of it.
        removed = removed_controls(summary)
        items = hook_events.summary_items(without_controls(summary), payload, namespace=normalise_namespace(namespace),
                                          max_chars=self.ctx.settings.capture.max_content_chars)
        from core.agents.batch import BatchError
        from core.errors import RefusedError

        try:
            result = self.memories.remember_batch(items, actor=actor or hook_events.SUMMARY_ACTOR)
        except BatchError as exc:
            # The summary is one text to the agent, not a batch: a credential in any part is the summary's refusal.
            if exc.problems and all(problem.get("code") == "credential" for problem in exc.problems):
                raise RefusedError(str(exc.problems[0]["error"]).replace("the text", "the compaction summary", 1),
                                   code="credential") from None
            raise
        if removed:
            for item in result.items:
                item.note = removed
        return result

    # -- upkeep -----------------------------------------------------------------------------

    def when_owed(self, wake: Callable[[], object] | None) -> None:
        """Who to wake when a committed capture left comparisons owed (the daemon's worker; ``None``: nobody)."""
        self.memories.owed.wake = wake

    def settle_owed(self, *, limit: int | None = None) -> Any:
        """Make the comparisons captures left owed (:meth:`core.conflicts.service.ConflictService.settle_owed`, at most
        ``limit`` newcomers') as the upkeep's actor."""
        from core.agents.upkeep import UPKEEP_ACTOR

        return self.conflicts.settle_owed(actor=UPKEEP_ACTOR, limit=limit)

    def run_upkeep(self, *, actor: str | None = None, judge_provider: Any = None) -> UpkeepRun:
        """One logged upkeep pass: stale horizons, expired envelopes, kept statement readings, scan, the capture
        judge and consolidation when configured.

        Args:
            actor: who the pass acts as (default ``system``).
            judge_provider: a ready judge provider (tests inject one with a fake transport).

        Returns:
            :class:`UpkeepRun`; each step ``{"status": "ok"|"skipped"|"error", "detail", …}``.

        Raises:
            ValidationError: the ``[upkeep]`` settings are malformed (nothing runs).
        """
        from core.agents import upkeep as upkeep_module

        settings = self.upkeep_settings()
        return UpkeepRun(**upkeep_module.run(self.ctx, _UpkeepChores(self.quality, self.conflicts), settings,
                                             actor=actor or upkeep_module.UPKEEP_ACTOR,
                                             judge_provider=judge_provider))

    def upkeep_runs(self, limit: int = 20) -> list[UpkeepRun]:
        """The newest upkeep runs, newest first (for the workstation's Server pane)."""
        with self.ctx.store.snapshot():
            rows = self.ctx.store.upkeep_runs.recent(max(1, int(limit)))
        return [UpkeepRun(**row) for row in rows]

    def upkeep_settings(self) -> UpkeepSettings:
        """``[upkeep]``: ``interval_minutes`` (0 = the daemon never runs it), ``envelope_days``, ``consolidate``."""
        return self.ctx.settings.upkeep


class _UpkeepChores:
    """An upkeep pass's chores, asked of the quality and conflict services when the pass runs."""

    def __init__(self, quality: QualityService, conflicts: ConflictService) -> None:
        self.quality = quality
        self.conflicts = conflicts

    def mark_stale(self, *, actor: str | None = None) -> list[int]:
        return self.quality.mark_stale(actor=actor)

    def expire_envelopes(self, *, older_than_days: int, actor: str | None = None) -> list[dict[str, Any]]:
        return [envelope.to_dict() for envelope in
                self.quality.expire_envelopes(older_than_days=older_than_days, actor=actor)]

    def scan(self, **kwargs: Any) -> Any:
        return self.conflicts.scan(**kwargs)

    def consolidate(self, *, actor: str | None = None) -> Any:
        return self.quality.consolidate(actor=actor)

    def keep_readings(self, *, after_id: int | None, limit: int, examine: int) -> Any:
        return self.conflicts.keep_readings(after_id=after_id, limit=limit, examine=examine)

    def settle_owed(self, *, actor: str | None = None) -> Any:
        return self.conflicts.settle_owed(actor=actor)

    def capture_judge_settings(self) -> tuple[bool, int]:
        return self.conflicts.capture_judge_settings()

    def judge_captures(self, *, after_id: int | None = None, calls: int | None = None, judge_provider: Any = None,
                       actor: str | None = None) -> Any:
        return self.conflicts.judge_captures(after_id=after_id, calls=calls, judge_provider=judge_provider,
                                             actor=actor)
