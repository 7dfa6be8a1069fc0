"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Living with agents: batches, pins, retire-ref, hooks, the watched folder, upkeep. The methods rely
on the engine's ``store``, ``config``, clock and ``_actor()``; each public one is a thin call into
the feature's module.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.agents import batch as living_batch
from core.agents import hooks as agent_hooks
from core.agents import pins as living_pins
from core.agents import retire as retirement
from core.agents import upkeep as upkeep_module
from core.agents import watch as folder_watch
from core.agents.settings import UpkeepSettings
from core.model.records import Hit, Memory
from core.retrieval import Ranking
from core.text.normalise import normalise_namespace


class LivingFacade:
    """Living with agents: batches, pins, retire-ref, hooks, the watched folder, upkeep."""

    def remember_batch(self, items: Sequence[dict], *, dry_run: bool = False,
                       actor: str | None = None) -> living_batch.BatchResult:
        """Stage up to 100 memories in one transaction: all validated first, all or nothing.

        Each item is ``content`` plus any :meth:`remember` field, and may carry ``links``:
        ``[{"ref_index": i, "type": T}]`` to an earlier item or ``[{"id": N, "type": T}]``
        to a stored memory of the same namespace (any type but ``supersedes``). Items with
        an ``external_id`` are idempotent: resending a batch whose items all carry one
        answers with the same ids and stores nothing new (``resend_safe`` in the result).

        Args:
            dry_run: validate everything (links included) and store nothing.

        Returns:
            :class:`core.agents.batch.BatchResult` — per-item results in order, links made.

        Raises:
            BatchError: one or more items are invalid; lists each by index (nothing stored).
            ValidationError: not a list, empty, or more than 100 items.
            RefusedError: two items turned out to be one memory and link to each other.
        """
        prepared = living_batch.prepare(items, self.config)
        if dry_run:
            with self.store.snapshot():
                living_batch.check_stored_targets(self.store, prepared)
            return living_batch.BatchResult(items=[], edges=[], resend_safe=living_batch.resend_safe(prepared),
                                            dry_run=True, checked=len(prepared))
        with self.store.transaction():
            return living_batch.store_batch(self.store, self.config, prepared, self._actor(actor))

    def pin(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> dict[str, list[int]]:
        """Pin promoted memories (operator): recalled first, always in the context block, never stale or pruned.

        Returns:
            ``{"pinned": [ids], "already": [ids]}``.

        Raises:
            RefusedError: a memory is not promoted, or ``[pins] quota`` would be passed (nothing pinned).
            NotFoundError: an id names nothing.
        """
        with self.store.transaction():
            return living_pins.pin(self.store, self.config, list(ids), self._actor(actor), reason=reason)

    def unpin(self, ids: Sequence[int], *, reason: str | None = None,
              actor: str | None = None) -> dict[str, list[int]]:
        """Take pins off (audited, undoable); ``{"unpinned": [ids], "already": [ids]}``."""
        with self.store.transaction():
            return living_pins.unpin(self.store, list(ids), self._actor(actor), reason=reason)

    def pins(self, namespace: str | None = "") -> list[Memory]:
        """Pinned memories of one namespace (``None``: every namespace), any status, by namespace then id."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return self.store.pins.pinned(ns)

    def pin_quota(self) -> int:
        """``[pins] quota``: how many memories each namespace may pin."""
        return living_pins.pin_quota(self.config)

    def _pins_first(self, ranking: Ranking, *, namespace: str, k: int | None, kinds: Sequence[str] | None,
                    explain: bool) -> list[Hit]:
        with self.store.snapshot():
            return living_pins.pins_first(self.store, ranking.hits, ranking.query.match, namespace=namespace,
                                          kinds=self._kinds(kinds), k=self._k(k), now=self.now(), explain=explain)

    def retire_ref(self, ref_type: str, ref_id: str, *, namespace: str | None = None, dry_run: bool = False,
                   apply: bool = False, actor: str | None = None) -> retirement.RetireRefReport:
        """A source document was deleted: stage retirement of what cites only it; strip it from the rest.

        Memories citing other sources too lose this ref (audited, undoable). Those
        citing only it get a ``retire-ref`` proposal naming the source — nothing is
        retired until a person applies it: with ``apply`` (every open one for this
        source) or by accepting the proposal (:meth:`accept_proposal`).

        Args:
            namespace: one namespace, or ``None`` for every namespace.
            dry_run: report what would happen; write nothing.
            apply: after staging, apply every open ``retire-ref`` proposal for this source
                (pending memories are rejected, promoted and stale ones archived).

        Raises:
            ValidationError: not a valid ref type or id. RefusedError: a memory to retire is pinned.
        """
        ref = retirement.source_ref(ref_type, ref_id)
        ns = None if namespace is None else normalise_namespace(namespace)
        if dry_run:
            with self.store.snapshot():
                return retirement.stage_retirement(self.store, ref, self._actor(actor), namespace=ns, dry_run=True)
        with self.store.transaction():
            actor_op = self._actor(actor)
            report = retirement.stage_retirement(self.store, ref, actor_op, namespace=ns)
            if apply:
                report.applied = retirement.apply_for_ref(self.store, ref, actor_op, namespace=ns).applied
            return report

    def watch_scan(self, folder: str | Path, *, namespace: str = "", dry_run: bool = False,
                   settle_seconds: float = 0.0) -> folder_watch.WatchReport:
        """Scan a watched folder once: each new or changed text file's paragraphs become pending memories.

        Idempotent per file content; hidden files, binaries, files over ``[watch]
        max_bytes`` and links out of the folder are skipped (see ``core.agents.watch``).
        ``settle_seconds`` leaves files changed more recently than that for a later scan.

        Raises:
            ValidationError: ``folder`` is not a folder, or ``[watch]`` is malformed.
        """
        return folder_watch.scan(self, folder, namespace=normalise_namespace(namespace), dry_run=dry_run,
                                 settle_seconds=settle_seconds)

    def watch_settings(self) -> folder_watch.WatchSettings:
        """``[watch]``: ``interval_seconds``, ``max_bytes``, ``suffixes``, ``settle_seconds``.

        Raises:
            ValidationError: the section is malformed.
        """
        return folder_watch.WatchSettings.from_config(self.config)

    def watched_files(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """What the watched folder has seen of each file: hash, status, reason, staged paragraph ids."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return [state.to_dict() for state in self.store.watched.list(namespace=ns)]

    def session_start_context(self, *, namespace: str = "") -> dict[str, Any]:
        """What Claude Code's SessionStart hook prints: the context block and the agent instructions."""
        from core.agents.instructions import instructions

        text = self.context_block(namespace=namespace) + "\n" + instructions()
        return agent_hooks.session_start_output(text)

    def capture_summary(self, payload: dict[str, Any], *, namespace: str = "",
                        actor: str = agent_hooks.SUMMARY_ACTOR) -> living_batch.BatchResult | None:
        """Stage a compacted session's summary (Claude Code's hook input) as pending, with the session as evidence.

        Returns ``None`` when the input carries no summary (nothing to capture).

        Raises:
            ValidationError: the input has no ``session_id``. BatchError / RefusedError: as
            :meth:`remember_batch` (e.g. the summary looks like it holds a credential).
        """
        summary = agent_hooks.compaction_summary(payload)
        if summary is None:
            return None
        items = agent_hooks.summary_items(summary, payload, namespace=normalise_namespace(namespace),
                                          max_chars=self.config.max_content_chars)
        return self.remember_batch(items, actor=actor)

    def mark_stale(self, *, actor: str | None = None) -> list[int]:
        """Mark promoted memories past their horizon ``stale`` (pinned ones have none); their ids."""
        with self.store.transaction():
            return upkeep_module.mark_stale(self.store, self.now(), self._actor(actor))

    def expire_envelopes(self, *, older_than_days: int, actor: str | None = None) -> list[dict[str, Any]]:
        """Expire review envelopes that no longer apply, and old open ones that hold nothing back (0: none by age)."""
        with self.store.transaction():
            return upkeep_module.expire_envelopes(self.store, self.now(), self._actor(actor),
                                                  older_than_days=older_than_days)

    def run_upkeep(self, *, actor: str = upkeep_module.UPKEEP_ACTOR) -> dict[str, Any]:
        """One logged upkeep pass: stale horizons, expired envelopes, scan, and consolidation if configured.

        Returns:
            ``{"id", "started_at", "finished_at", "actor", "ok", "steps"}``; each step
            ``{"status": "ok"|"skipped"|"error", "detail", …}``.
        """
        return upkeep_module.run(self, actor=actor)

    def upkeep_runs(self, limit: int = 20) -> list[dict[str, Any]]:
        """The newest upkeep runs, newest first (for the workstation's Server pane)."""
        with self.store.snapshot():
            return self.store.upkeep_runs.recent(max(1, int(limit)))

    def upkeep_settings(self) -> UpkeepSettings:
        """``[upkeep]``: ``interval_minutes`` (0 = the daemon never runs it), ``envelope_days``, ``consolidate``."""
        return UpkeepSettings.from_config(self.config)
