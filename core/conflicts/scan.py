"""``scan``: run the contradiction rules over memories already promoted.

Capture only compares a newcomer with what is believed at that moment; two facts
promoted before the rules existed (or imported together) never met. A scan walks
promoted memories in id order, looks up each one's candidates exactly as capture
does, and files a proposal on the newer memory of every contradicting pair. It never
retires anything: a person applies the proposals (``memdesk show``, the Conflicts pane).

Work is bounded: at most ``limit`` memories are examined per run; the report names
the id to resume after. Contradicting pairs that already carry a proposal in either
direction — open, held, applied or dismissed — are skipped (counted as
``skipped_decided``), so a dismissed finding never returns.
The analysis runs without holding the write lock; filing happens in one short write
transaction at the end, re-checking that both memories are still promoted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import Any, Protocol

from core.conflicts import Finding
from core.conflicts.detector import LEARNED_CANDIDATE_LIMIT, candidates, compare, guard, store_framing
from core.conflicts.filing import file_findings
from core.conflicts.subject import analyse
from core.errors import ValidationError
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory
from core.model.vocabulary import PROMOTED

DEFAULT_LIMIT = 500
MAX_LIMIT = 100_000

Progress = Callable[[int, int], None]


@lean_dataclass
class ScanReport:
    """What one scan run looked at and what it filed."""

    namespace: str | None
    examined: int = 0
    pairs: int = 0
    skipped_decided: int = 0
    filed: list[dict] = field(default_factory=list)
    next_after: int | None = None
    judge: dict | None = None
    pending: list[tuple[int, Finding]] = field(default_factory=list, repr=False)

    @property
    def complete(self) -> bool:
        return self.next_after is None

    def to_dict(self) -> dict:
        by_rule: dict[str, int] = {}
        for item in self.filed:
            by_rule[item["rule"]] = by_rule.get(item["rule"], 0) + 1
        return {
            "namespace": self.namespace, "examined": self.examined, "pairs": self.pairs,
            "skipped_decided": self.skipped_decided, "proposed": len(self.filed), "by_rule": by_rule,
            "proposals": self.filed, "complete": self.complete, "next_after": self.next_after,
            "judge": self.judge,
        }


def check_limit(limit: int | None) -> int:
    """The per-run bound, validated (default :data:`DEFAULT_LIMIT`)."""
    if limit is None:
        return DEFAULT_LIMIT
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise ValidationError(f"--limit must be a whole number from 1 to {MAX_LIMIT}", code="invalid_limit")
    return limit


def pair_decided(store, a: int, b: int) -> bool:
    """Whether any proposal, in any status, already links ``a`` and ``b`` (either direction)."""
    return store.proposals.links(a, b)


def plan_scan(store, config, *, namespace: str | None, limit: int, after_id: int | None = None,
              progress: Progress | None = None, judge=None) -> ScanReport:
    """Find contradicting pairs among promoted memories (reads only).

    Args:
        namespace: one namespace, or ``None`` for every namespace (pairs never cross them).
        limit: how many memories to examine in this run.
        after_id: resume after this memory id (a previous report's ``next_after``).
        progress: called with ``(done, total)`` after each memory.
        judge: an optional :class:`core.llm.judge.Judge` asked about pairs the
            rules did not decide (bounded by its own call budget).

    Returns:
        A report whose ``pending`` findings :func:`file_scan` writes.
    """
    batch = store.memories.list(statuses=[PROMOTED], namespace=namespace, after_id=after_id,
                                newest_first=False, limit=limit + 1)
    report = ScanReport(namespace=namespace)
    if len(batch) > limit:
        batch = batch[:limit]
        report.next_after = batch[-1].id
    framing_by_ns: dict[str, frozenset[str]] = {}
    seen: set[tuple[int, int]] = set()
    from core.conflicts import kept_readings  # the statement model: loaded when the sweep has something to read
    for done, memory in enumerate(batch, 1):
        ns = memory.namespace
        if ns not in framing_by_ns:
            framing_by_ns[ns] = store_framing(store, ns)
        framing = framing_by_ns[ns]
        looked_up = candidates(store, config, memory, framing=framing)
        if looked_up:
            kept_readings.recall(store, [memory, *looked_up])  # read-only here: a missing reading is made, not kept
        for rank, other in enumerate(looked_up):
            key = (min(memory.id, other.id), max(memory.id, other.id))
            if key in seen:
                continue
            seen.add(key)
            # As at capture, the learned reader weighs only a memory's best-ranked candidates.
            _consider(store, config, report, memory, other, framing, judge, learned=rank < LEARNED_CANDIDATE_LIMIT)
        report.examined = done
        if progress is not None:
            progress(done, len(batch))
    if judge is not None:
        report.judge = judge.summary()
    report.pending = _one_learned_per_newer(report.pending)
    return report


def _one_learned_per_newer(pending: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """The capture path's limit on the learned reader, per newer memory of the sweep."""
    from core.conflicts.learned_reader import keep_one_learned

    by_newer: dict[int, list[Finding]] = {}
    for newer_id, finding in pending:
        by_newer.setdefault(newer_id, []).append(finding)
    kept = {id(f) for findings in by_newer.values() for f in keep_one_learned(findings, lambda f: f.detail)}
    return [(newer_id, finding) for newer_id, finding in pending if id(finding) in kept]


def _consider(store, config, report: ScanReport, a: Memory, b: Memory, framing, judge, *, learned: bool) -> None:
    older, newer = (a, b) if guard(config, a, b) is None else (b, a)
    if guard(config, older, newer) is not None:
        return
    report.pairs += 1
    match = compare(config, older, newer, framing, learned=learned)
    wants_judge = match is None and judge is not None and shares_content(older, newer, framing)
    if match is None and not wants_judge:
        return
    # Checked only for pairs that would cost something: most pairs never reach the store again.
    if pair_decided(store, older.id, newer.id):
        report.skipped_decided += 1
        return
    if match is not None:
        finding = Finding(target_id=older.id, rule=match.rule, reason=match.reason,
                          confidence=match.confidence, detail=dict(match.detail))
    else:
        finding = judge.consider(older, newer)
    if finding is not None:
        report.pending.append((newer.id, finding))


def shares_content(a: Memory, b: Memory, framing: frozenset[str]) -> bool:
    """Whether two memories share a content word (framing words excluded): the judge's gate."""
    return bool((analyse(a.content).content & analyse(b.content).content) - framing)


def file_scan(store, report: ScanReport, actor: Actor) -> ScanReport:
    """File the planned findings on their newer memories (inside the caller's transaction).

    A pair whose memories stopped being promoted, or that gained a proposal since the
    plan was made (another process), is skipped.
    """
    file_planned(store, report, actor, newer_statuses=(PROMOTED,))
    return report


class PlannedFindings(Protocol):
    """A report whose findings were planned outside the write transaction (a scan, the capture judge)."""

    pending: list[tuple[int, Finding]]
    filed: list[dict[str, Any]]
    skipped_decided: int


def file_planned(store, report: PlannedFindings, actor: Actor, *, newer_statuses: tuple[str, ...]) -> None:
    """File ``report.pending`` on their newer memories, inside the caller's write transaction.

    The plan was made before the transaction, so each pair is checked again: it is skipped
    when its newer memory's status is no longer one of ``newer_statuses``, its older one is
    no longer promoted, or another process filed a proposal between them meanwhile.
    """
    for newer_id, finding in report.pending:
        newer, older = store.memories.get(newer_id), store.memories.get(finding.target_id)
        if newer is None or older is None or newer.status not in newer_statuses or older.status != PROMOTED:
            continue
        if pair_decided(store, older.id, newer.id):
            report.skipped_decided += 1
            continue
        file_findings(store, newer, [finding], actor)
        report.filed.append({"memory_id": newer.id, "target_id": older.id, "rule": finding.rule,
                             "reason": finding.reason, "confidence": finding.confidence})
    report.pending = []

