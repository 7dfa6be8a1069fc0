"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Memory hygiene: graphs, re-verification, retention, consolidation, capture rules. The methods rely
on the engine's ``store``, ``config``, clock and ``_actor()``; each public one is a thin call into
the feature's module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.links import graph as link_graph
from core.memories import capture_rules as hygiene_rules
from core.memories import junk_screens as screens
from core.memories import review
from core.model.records import CaptureRule
from core.quality import consolidate as consolidation
from core.quality import retention, staleness
from core.text.normalise import normalise_namespace


class HygieneFacade:
    """Memory hygiene: graphs, re-verification, retention, consolidation, capture rules."""

    def graph(self, memory_id: int, *, depth: int = link_graph.DEFAULT_DEPTH) -> dict[str, Any]:
        """A memory's neighbourhood within ``depth`` links (1–5), either direction (see ``core.links.graph``)."""
        with self.store.snapshot():
            return link_graph.neighbourhood(self.store, memory_id, depth=depth)

    def reverify_list(self, *, namespace: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """Stale and near-horizon memories, most recalled first, then longest unverified."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return staleness.reverify_list(self.store, self.now(), namespace=ns, limit=limit)

    def prune(self, *, keep: int | None = None, older_than_days: int | None = None, namespace: str | None = None,
              dry_run: bool = False, actor: str | None = None) -> retention.PruneReport:
        """Archive the lowest-retention memories of each namespace (superseded first; pinned never).

        ``namespace=None`` prunes every namespace, each against its own bound.

        Raises:
            UsageError: neither ``keep`` nor ``older_than_days`` given (nothing archived).
        """
        with self.store.snapshot() if dry_run else self.store.transaction():
            report = retention.plan_prune(self.store, self.now(), keep=keep, older_than_days=older_than_days,
                                          namespaces=self._namespaces(namespace))
            return report if dry_run else retention.apply_prune(self.store, report, self._actor(actor))

    def archive(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Archive memories softly (out of recall; ``unarchive``/``restore``/``undo`` bring them back)."""
        with self.store.transaction():
            return retention.archive(self.store, list(ids), self._actor(actor), reason=reason)

    def unarchive(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Bring archived memories back into recall; refuses any that is not archived."""
        with self.store.transaction():
            retention.check_archived(self.store, list(ids))
            return review.restore(self.store, list(ids), self._actor(actor))

    def purge(self, ids: Sequence[int], *, any_status: bool = False, reason: str | None = None,
              actor: str | None = None) -> list[int]:
        """Hard-delete memories (operator only; rejected/archived unless ``any_status``); audited, not undoable."""
        with self.store.transaction():
            return retention.purge(self.store, list(ids), self._actor(actor), any_status=any_status, reason=reason)

    def consolidate(self, *, namespace: str | None = None, dry_run: bool = False,
                    grouper: consolidation.Grouper | None = None,
                    actor: str | None = None) -> consolidation.ConsolidationReport:
        """Group restatements and file one ``merge`` proposal per group; never writes a memory."""
        with self.store.snapshot() if dry_run else self.store.transaction():
            return consolidation.propose(self.store, self.config, self._actor(actor),
                                       namespaces=self._namespaces(namespace), grouper=grouper, dry_run=dry_run)

    def merge_apply(self, proposal_id: int, *, text: str | None = None,
                    actor: str | None = None) -> consolidation.MergeResult:
        """Apply a merge proposal as one undoable operation (``text`` overrides the merged wording)."""
        with self.store.transaction():
            return consolidation.apply_merge(self.store, self.config, proposal_id, self._actor(actor), text=text)

    def capture_rules(self, *, include_removed: bool = False) -> list[CaptureRule]:
        """Capture rules: the store's (``origin='store'``), then the config's ``[[screens.rules]]``."""
        with self.store.snapshot():
            stored = self.store.capture_rules.list(include_inactive=include_removed)
        return stored + hygiene_rules.config_rules(self.config)

    def add_capture_rule(self, pattern: str, reason: str, *, namespace: str | None = None,
                         actor: str | None = None) -> CaptureRule:
        """Save a capture rule (pattern + reason) that holds matching captures; undoable."""
        with self.store.transaction():
            return hygiene_rules.add_rule(self.store, pattern, reason, self._actor(actor), namespace=namespace)

    def remove_capture_rule(self, rule_id: int, *, actor: str | None = None) -> CaptureRule:
        """Switch a stored capture rule off; undoable."""
        with self.store.transaction():
            return hygiene_rules.remove_rule(self.store, rule_id, self._actor(actor))

    def reject_as_rule(self, ids: Sequence[int], pattern: str, *, reason: str, namespace: str | None = None,
                       actor: str | None = None) -> tuple[list[int], CaptureRule]:
        """Reject memories and save the reason as a capture rule, in one undoable operation."""
        with self.store.transaction():
            actor_op = self._actor(actor)
            rule = hygiene_rules.add_rule(self.store, pattern, reason, actor_op, namespace=namespace,
                                          from_memory_id=next(iter(ids), None))
            return review.reject(self.store, list(ids), actor_op, reason=reason), rule

    def held_captures(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """Pending memories held by screens or rules, with their reasons (for the review queue)."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return screens.held_captures(self.store, namespace=ns)

    def _namespaces(self, namespace: str | None) -> list[str]:
        if namespace is not None:
            return [normalise_namespace(namespace)]
        return self.store.memories.namespaces()
