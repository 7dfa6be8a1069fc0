"""Retention and soft forgetting: which memories fade first, and the one hard delete.

The retention score, in one place::

    retention = (R_IMPORTANCE·importance + R_FREQUENCY·n/(n + FREQUENCY_K) + R_RECENCY·recency)
                × level_weight

- importance: the stored 0–1 importance;
- n/(n + FREQUENCY_K): recall frequency, n = how often recall returned the memory
  (``FREQUENCY_K`` = 5, shared with the ranking in :mod:`core.retrieval.scoring`);
- recency: exp-decay with a half-life of ``RETENTION_HALF_LIFE_DAYS`` since the
  memory's last sign of life (captured, recalled or re-verified, whichever is newest);
- level_weight: meta 1.3, semi 1.0, trace 0.7 (reusable lessons outlive raw traces).

``prune`` archives the lowest first, one namespace at a time, in tiers: superseded
memories before stale ones before live (promoted) ones, lowest retention first within
a tier, ties by id. Pinned memories are never candidates. Archiving is a lifecycle
move (audited, undoable, ``restore`` brings a memory back); only :func:`purge`
deletes rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import field
from datetime import datetime, timedelta

from core.clock import days_between, format_time
from core.errors import RefusedError, UsageError, ValidationError
from core.memories.lifecycle import apply_transition, target_status
from core.memories.lookup import require
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory
from core.model.vocabulary import ARCHIVED, PROMOTED, REJECTED, STALE, SUPERSEDED
from core.retrieval.scoring import FREQUENCY_K, LEVEL_WEIGHTS

R_IMPORTANCE = 0.4
R_FREQUENCY = 0.3
R_RECENCY = 0.3
RETENTION_HALF_LIFE_DAYS = 90.0
# Archive order: lower tier goes first.
PRUNE_TIERS = {SUPERSEDED: 0, STALE: 1, PROMOTED: 2}
PURGEABLE = (REJECTED, ARCHIVED)


def last_activity(memory: Memory) -> str:
    """The newest of capture, last recall and last verification (ISO strings sort as times)."""
    return max(t for t in (memory.created_at, memory.last_accessed, memory.last_verified) if t)


def retention_score(memory: Memory, now: datetime) -> float:
    """How much a memory earns its place (see the module docstring for the formula)."""
    frequency = memory.access_count / (memory.access_count + FREQUENCY_K)
    recency = math.exp(-math.log(2) * days_between(last_activity(memory), now) / RETENTION_HALF_LIFE_DAYS)
    base = R_IMPORTANCE * memory.importance + R_FREQUENCY * frequency + R_RECENCY * recency
    return base * LEVEL_WEIGHTS.get(memory.level, 1.0)


@lean_dataclass
class PruneItem:
    """One memory ``prune`` would archive (or did), with why."""

    id: int
    namespace: str
    status: str
    retention: float
    reason: str

    def to_dict(self) -> dict:
        return {"id": self.id, "namespace": self.namespace, "status": self.status,
                "retention": round(self.retention, 6), "reason": self.reason}


@lean_dataclass
class PruneReport:
    """What ``prune`` archived (or, on a dry run, would archive), per namespace."""

    dry_run: bool
    keep: int | None
    older_than_days: int | None
    items: list[PruneItem] = field(default_factory=list)
    kept: dict[str, int] = field(default_factory=dict)

    @property
    def archived(self) -> list[int]:
        return [item.id for item in self.items]

    def to_dict(self) -> dict:
        by_ns: dict[str, list[int]] = {ns: [] for ns in self.kept}
        for item in self.items:
            by_ns.setdefault(item.namespace, []).append(item.id)
        return {
            "dry_run": self.dry_run, "keep": self.keep, "older_than_days": self.older_than_days,
            "archived": self.archived, "items": [i.to_dict() for i in self.items],
            "namespaces": {ns: {"archived": ids, "kept": self.kept.get(ns, 0)} for ns, ids in sorted(by_ns.items())},
        }


def _check_bounds(keep: int | None, older_than_days: int | None) -> None:
    if keep is None and older_than_days is None:
        raise UsageError("prune needs a bound: --keep N (memories kept per namespace) or --older-than DAYS; "
                         "nothing was archived")
    for name, value in (("--keep", keep), ("--older-than", older_than_days)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise ValidationError(f"{name} must be a whole number ≥ 0", code="invalid_bound")


def plan_prune(store, now: datetime, *, keep: int | None, older_than_days: int | None,
               namespaces: Sequence[str]) -> PruneReport:
    """Decide what prune would archive in each namespace (reads only).

    With both bounds, a memory goes only when it is outside the ``keep`` best *and*
    idle for longer than ``older_than_days``.

    Raises:
        UsageError: neither bound given.
        ValidationError: a negative bound.
    """
    _check_bounds(keep, older_than_days)
    report = PruneReport(dry_run=True, keep=keep, older_than_days=older_than_days)
    cutoff = format_time(now - timedelta(days=older_than_days)) if older_than_days is not None else None
    for namespace in namespaces:
        candidates = store.memories.prune_candidates(namespace, tuple(PRUNE_TIERS))
        scored = sorted(((PRUNE_TIERS[m.status], retention_score(m, now), m.id, m) for m in candidates),
                        key=lambda row: row[:3])
        surplus = max(0, len(scored) - keep) if keep is not None else len(scored)
        chosen = []
        for _tier, retention, _, memory in scored[:surplus]:
            if cutoff is not None and last_activity(memory) >= cutoff:
                continue
            why = [f"retention {retention:.3f}"]
            if keep is not None:
                why.append(f"outside the {keep} kept in namespace {namespace or '(shared)'!s}")
            if cutoff is not None:
                why.append(f"idle since {last_activity(memory)[:10]}")
            chosen.append(PruneItem(memory.id, namespace, memory.status, retention, "pruned: " + ", ".join(why)))
        report.items += chosen
        report.kept[namespace] = len(scored) - len(chosen)
    return report


def apply_prune(store, report: PruneReport, actor: Actor) -> PruneReport:
    """Archive what :func:`plan_prune` chose, as one operation (``undo`` puts it all back)."""
    for item in report.items:
        apply_transition(store, require(store, item.id), "archive", actor, reason=item.reason)
    report.dry_run = False
    return report


def archive(store, ids: Sequence[int], actor: Actor, *, reason: str | None = None) -> list[int]:
    """Archive named memories (promoted, stale or superseded); pinned ones are refused.

    Checks every id before the first write, so a batch applies whole or not at all.

    Raises:
        NotFoundError: an id names nothing.
        TransitionError: a memory cannot be archived from its status.
        RefusedError: a memory is pinned.
    """
    memories = [require(store, memory_id) for memory_id in ids]
    for memory in memories:
        if memory.pinned:
            raise RefusedError(f"#{memory.id} is pinned; unpin it before archiving it")
        target_status(memory.status, "archive")
    for memory in memories:
        apply_transition(store, memory, "archive", actor, reason=reason or "archived by a person")
    return [m.id for m in memories]


def check_archived(store, ids: Sequence[int]) -> list[Memory]:
    """The named memories, refusing any that is not archived (for ``archive --restore``).

    Raises:
        RefusedError: naming the first memory that is not archived.
    """
    memories = [require(store, memory_id) for memory_id in ids]
    for memory in memories:
        if memory.status != ARCHIVED:
            raise RefusedError(f"#{memory.id} is {memory.status}, not archived; "
                               "`memdesk restore` handles superseded memories")
    return memories


def purge(store, ids: Sequence[int], actor: Actor, *, any_status: bool = False, reason: str | None = None) -> list[int]:
    """Hard-delete memories: the only way memdesk removes a row.

    Operator only (a ``human:`` actor). Refuses anything not already rejected or
    archived unless ``any_status``. Each purge writes an audit row that outlives the
    memory: what it was (uid, namespace, kind, status, content hash — never the
    text, which may be the very thing being purged) and what went with it.

    Raises:
        RefusedError: an agent asked, or a memory is live and ``any_status`` is off.
        NotFoundError: an id names nothing.
    """
    if not actor.name.startswith("human:"):
        raise RefusedError("purge is an operator action; agents cannot delete memories", code="operator_only")
    memories = [require(store, memory_id) for memory_id in ids]
    for memory in memories:
        if memory.status not in PURGEABLE and not any_status:
            raise RefusedError(
                f"#{memory.id} is {memory.status}; purge deletes only rejected or archived memories. "
                f"Reject or archive it first, or pass --any-status to delete it as it is", code="purge_live")
    for memory in memories:
        footprint = store.memories.purge_footprint(memory.id)
        store.memories.delete(memory.id)
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="purge", memory_id=memory.id,
            before={"uid": memory.uid, "namespace": memory.namespace, "kind": memory.kind, "status": memory.status,
                    "content_hash": memory.content_hash, "created_at": memory.created_at},
            after={"deleted": True, **footprint}, reason=reason or "purged by an operator", undoable=False,
        )
    return [m.id for m in memories]
