"""The quality service: keeping a store worth recalling from.

``engine.quality`` is a :class:`QualityService`: the doctor, re-verification,
staleness and envelope expiry, retention (prune, archive, purge), consolidation of
restatements, and the capture rules that hold junk for review.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.agents import upkeep as upkeep_chores
from core.memories import capture_rules as hygiene_rules
from core.memories import junk_screens as screens
from core.memories import review
from core.model.records import CaptureRule
from core.model.vocabulary import PROMOTED
from core.quality import consolidate as consolidation
from core.quality import retention, staleness
from core.quality.cleanup_proposals import CleanupProposal, cleanup_proposals
from core.quality.doctor import DoctorReport, run_doctor
from core.quality.results import ExpiredEnvelope, HeldCapture, ReverifyItem
from core.retrieval import scoring
from core.service_context import ServiceContext
from core.text.normalise import normalise_namespace, normalise_optional_namespace


class QualityService:
    """Memory hygiene: the doctor, staleness, retention, consolidation and capture rules.

    Args:
        ctx: the store, settings, clock and default actor.
    """

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx

    def doctor(self, *, fix: bool = False) -> DoctorReport:
        """Check the store and list what needs a person; ``fix`` applies safe repairs."""
        return run_doctor(self.ctx.store, self.ctx.now(), lambda: self.ctx.operation(), fix=fix,
                          settings=self.ctx.settings)

    # -- staleness ----------------------------------------------------------------

    def reverify_list(self, *, namespace: str | None = None, limit: int | None = None) -> list[ReverifyItem]:
        """Stale and near-horizon memories, most recalled first, then longest unverified."""
        ns = normalise_optional_namespace(namespace)
        with self.ctx.store.snapshot():
            items = staleness.reverify_list(self.ctx.store, self.ctx.now(), namespace=ns, limit=limit)
        return [ReverifyItem(**item) for item in items]

    def decay_profile(self, *, namespace: str | None = None) -> dict[str, int]:
        """How much horizon promoted memories have left, bucketed for the Stats pane."""
        buckets = {"no horizon": 0, "> 50%": 0, "20–50%": 0, "< 20%": 0, "past": 0}
        now = self.ctx.now()
        promoted = self.ctx.store.memories.list(statuses=[PROMOTED], namespace=normalise_optional_namespace(namespace),
                                                limit=None)
        for memory in promoted:
            left = scoring.horizon_fraction_left(memory, now)
            if left is None:
                buckets["no horizon"] += 1
            elif left <= 0:
                buckets["past"] += 1
            elif left < 0.2:
                buckets["< 20%"] += 1
            elif left <= 0.5:
                buckets["20–50%"] += 1
            else:
                buckets["> 50%"] += 1
        return buckets

    def mark_stale(self, *, actor: str | None = None) -> list[int]:
        """Mark promoted memories past their horizon ``stale`` (pinned ones have none); their ids."""
        with self.ctx.store.transaction():
            return upkeep_chores.mark_stale(self.ctx.store, self.ctx.now(), self.ctx.operation(actor))

    def expire_envelopes(self, *, older_than_days: int, actor: str | None = None) -> list[ExpiredEnvelope]:
        """Expire review envelopes that no longer apply, and old open ones that hold nothing back (0: none by age)."""
        with self.ctx.store.transaction():
            expired = upkeep_chores.expire_envelopes(self.ctx.store, self.ctx.now(), self.ctx.operation(actor),
                                                     older_than_days=older_than_days)
        return [ExpiredEnvelope(**envelope) for envelope in expired]

    # -- retention ----------------------------------------------------------------

    def prune(self, *, keep: int | None = None, older_than_days: int | None = None, namespace: str | None = None,
              dry_run: bool = False, actor: str | None = None) -> retention.PruneReport:
        """Archive the lowest-retention memories of each namespace (superseded first; pinned never).

        ``namespace=None`` prunes every namespace, each against its own bound.

        Raises:
            UsageError: neither ``keep`` nor ``older_than_days`` given (nothing archived).
        """
        store = self.ctx.store
        with store.snapshot() if dry_run else store.transaction():
            report = retention.plan_prune(store, self.ctx.now(), keep=keep, older_than_days=older_than_days,
                                          namespaces=self._namespaces(namespace))
            return report if dry_run else retention.apply_prune(store, report, self.ctx.operation(actor))

    def archive(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Archive memories softly (out of recall; ``unarchive``/``restore``/``undo`` bring them back)."""
        with self.ctx.store.transaction():
            return retention.archive(self.ctx.store, list(ids), self.ctx.operation(actor), reason=reason)

    def unarchive(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Bring archived memories back into recall; refuses any that is not archived."""
        with self.ctx.store.transaction():
            retention.check_archived(self.ctx.store, list(ids))
            return review.restore(self.ctx.store, list(ids), self.ctx.operation(actor))

    def purge(self, ids: Sequence[int], *, any_status: bool = False, reason: str | None = None,
              actor: str | None = None) -> list[int]:
        """Hard-delete memories (operator only; rejected/archived unless ``any_status``); audited, not undoable."""
        with self.ctx.store.transaction():
            return retention.purge(self.ctx.store, list(ids), self.ctx.operation(actor), any_status=any_status,
                                   reason=reason)

    # -- consolidation ------------------------------------------------------------

    def consolidate(self, *, namespace: str | None = None, dry_run: bool = False,
                    grouper: consolidation.Grouper | None = None,
                    actor: str | None = None) -> consolidation.ConsolidationReport:
        """Group restatements and file one ``merge`` proposal per group; never writes a memory."""
        store = self.ctx.store
        with store.snapshot() if dry_run else store.transaction():
            return consolidation.propose(store, self.ctx.settings, self.ctx.operation(actor),
                                         namespaces=self._namespaces(namespace), grouper=grouper, dry_run=dry_run)

    def merge_apply(self, proposal_id: int, *, text: str | None = None,
                    actor: str | None = None) -> consolidation.MergeResult:
        """Apply a merge proposal as one undoable operation (``text`` overrides the merged wording)."""
        with self.ctx.store.transaction():
            return consolidation.apply_merge(self.ctx.store, self.ctx.settings, proposal_id,
                                             self.ctx.operation(actor), text=text)

    def cleanup_proposals(self, *, limit: int | None = 500) -> list[CleanupProposal]:
        """Open and held ``merge`` and ``retire-ref`` proposals, newest first, with their memories."""
        return cleanup_proposals(self.ctx.store, limit=limit)

    # -- capture rules --------------------------------------------------------------

    def capture_rules(self, *, include_removed: bool = False) -> list[CaptureRule]:
        """Capture rules: the store's (``origin='store'``), then the settings' ``[[screens.rules]]``."""
        with self.ctx.store.snapshot():
            stored = self.ctx.store.capture_rules.list(include_inactive=include_removed)
        return stored + hygiene_rules.config_rules(self.ctx.settings)

    def add_capture_rule(self, pattern: str, reason: str, *, namespace: str | None = None,
                         actor: str | None = None) -> CaptureRule:
        """Save a capture rule (pattern + reason) that holds matching captures; undoable."""
        with self.ctx.store.transaction():
            return hygiene_rules.add_rule(self.ctx.store, pattern, reason, self.ctx.operation(actor),
                                          namespace=namespace)

    def remove_capture_rule(self, rule_id: int, *, actor: str | None = None) -> CaptureRule:
        """Switch a stored capture rule off; undoable."""
        with self.ctx.store.transaction():
            return hygiene_rules.remove_rule(self.ctx.store, rule_id, self.ctx.operation(actor))

    def reject_as_rule(self, ids: Sequence[int], pattern: str, *, reason: str, namespace: str | None = None,
                       actor: str | None = None) -> tuple[list[int], CaptureRule]:
        """Reject memories and save the reason as a capture rule, in one undoable operation."""
        with self.ctx.store.transaction():
            actor_op = self.ctx.operation(actor)
            rule = hygiene_rules.add_rule(self.ctx.store, pattern, reason, actor_op, namespace=namespace,
                                          from_memory_id=next(iter(ids), None))
            return review.reject(self.ctx.store, list(ids), actor_op, reason=reason), rule

    def held_captures(self, *, namespace: str | None = None) -> list[HeldCapture]:
        """Pending memories held by screens or rules, with their reasons (for the review queue)."""
        ns = normalise_optional_namespace(namespace)
        with self.ctx.store.snapshot():
            held = screens.held_captures(self.ctx.store, namespace=ns)
        return [HeldCapture(memory=memory, holds=holds) for memory, holds in held]

    def _namespaces(self, namespace: str | None) -> list[str]:
        if namespace is not None:
            return [normalise_namespace(namespace)]
        return self.ctx.store.memories.namespaces()
