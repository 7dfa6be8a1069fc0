"""The deeper read: a capture's candidates past what it read on the agent's call path, read in the background.

Capture compares a newcomer with its best-ranked :data:`core.conflicts.detector.CAPTURE_LIMIT` candidates
only: the slowest captures were the ones that read a full list of :data:`~core.conflicts.detector.CANDIDATE_LIMIT`,
and nearly every true proposal's older memory ranks among the first few (``bench/contradictions_crowded.py
--by-rank``). The rest of the list is read here, by the daemon's upkeep (``deep_read``, before the scan), with the
same rules and the same learned doubt as capture; nothing is lost, a finding there is only filed a little later.

A capture that filled its list records that a deeper read is owed (:func:`owe`): the first one creates the cursor
(``derived_stats`` row ``deep_read``), just before itself. A pass walks the pending and promoted memories after the
cursor, oldest first, at most ``limit`` of them, and moves the cursor to the last one it finished; it never walks
back. For each memory it reads the candidates a full lookup finds that a capture's lookup does not (both looked up
now, as capture does). A pair that already carries a proposal in either direction — open, held, applied or
dismissed — is skipped, so nothing is filed twice and a dismissed finding never returns.
"""

from __future__ import annotations

from dataclasses import field

from core.conflicts import Finding, detector
from core.conflicts.detector import candidates, compare, store_framing
from core.conflicts.scan import file_planned, pair_decided
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory
from core.model.vocabulary import PENDING, PROMOTED

# How many memories one pass walks: a memory costs two lookups and at most CANDIDATE_LIMIT - CAPTURE_LIMIT pairs
# (~10 ms at 100k), so a pass costs at most ~20 s of one core; a run resumes where the last one stopped.
DEEP_READ_BATCH = 2000
# The ``derived_stats`` row holding the cursor: the last memory a pass finished (its ``newest_id``).
_CURSOR = "deep_read"
_EVERY_NAMESPACE = "*"
# Stores whose cursor this process has seen: a capture asks the store only until one exists.
_OWED: set[str] = set()


@lean_dataclass
class DeepRead:
    """What one pass walked, read and filed."""

    after_id: int | None
    examined: int = 0
    pairs: int = 0
    skipped_decided: int = 0
    next_after: int | None = None
    filed: list[dict] = field(default_factory=list)
    pending: list[tuple[int, Finding]] = field(default_factory=list, repr=False)

    def to_dict(self) -> dict:
        return {"after_id": self.after_id, "examined": self.examined, "pairs": self.pairs,
                "proposed": len(self.filed), "proposals": self.filed, "skipped_decided": self.skipped_decided,
                "next_after": self.next_after}


def owe(store, memory: Memory) -> None:
    """Record that ``memory``'s capture left candidates unread (inside the capture's write transaction).

    Only the first such capture writes: it starts the cursor just before itself. Later ones find the cursor there,
    and every memory after it is walked.
    """
    key = str(store.path)
    if key in _OWED:
        return
    if store.derived.get(_CURSOR, _EVERY_NAMESPACE) is None:
        store.derived.put(_CURSOR, _EVERY_NAMESPACE, newest_id=memory.id - 1, size=0, value="")
    _OWED.add(key)


def cursor(store) -> int | None:
    """The last memory a pass finished, or ``None`` when no capture ever left candidates unread."""
    row = store.derived.get(_CURSOR, _EVERY_NAMESPACE)
    return None if row is None else row[0]


def plan_deep_read(store, settings, *, after_id: int | None = None, limit: int = DEEP_READ_BATCH) -> DeepRead:
    """Read the candidates captures left unread (reads only; :func:`file_deep_read` writes).

    Args:
        after_id: walk memories after this id; ``None`` resumes at the stored cursor (nothing to do without one).
        limit: the most memories walked.
    """
    start = cursor(store) if after_id is None else after_id
    report = DeepRead(after_id=start)
    if start is None:
        return report
    batch = store.memories.list(statuses=[PENDING, PROMOTED], after_id=start, newest_first=False, limit=limit)
    framing_by_ns: dict[str, frozenset[str]] = {}
    for memory in batch:
        if memory.namespace not in framing_by_ns:
            framing_by_ns[memory.namespace] = store_framing(store, memory.namespace)
        _read_deeper(store, settings, report, memory, framing_by_ns[memory.namespace])
        report.examined += 1
        report.next_after = memory.id
    return report


def _read_deeper(store, settings, report: DeepRead, memory: Memory, framing: frozenset[str]) -> None:
    """The rules on the candidates of ``memory`` a full lookup finds and capture's lookup does not."""
    full = candidates(store, settings, memory, framing=framing, limit=detector.CANDIDATE_LIMIT)
    if len(full) < detector.CAPTURE_LIMIT:
        return  # capture's list was not filled: it read every candidate there was
    read = {m.id for m in candidates(store, settings, memory, framing=framing, limit=detector.CAPTURE_LIMIT)}
    deeper = [m for m in full if m.id not in read]
    if not deeper:
        return
    from core.conflicts import kept_readings

    kept_readings.recall(store, [memory, *deeper])
    for older in deeper:
        report.pairs += 1
        # The learned reader weighs only a capture's best-ranked few, all read at capture: the rules alone here.
        match = compare(settings, older, memory, framing, learned=False)
        if match is None:
            continue
        if settings.conflicts.learned_reader and _doubted(older, memory, framing):
            continue  # as at capture: a rule's finding the learned doubt sets aside is not filed
        if pair_decided(store, older.id, memory.id):
            report.skipped_decided += 1
            continue
        report.pending.append((memory.id, Finding(target_id=older.id, rule=match.rule, reason=match.reason,
                                                  confidence=match.confidence, detail=dict(match.detail))))


def file_deep_read(store, report: DeepRead, actor: Actor) -> DeepRead:
    """File the pass's findings and move the cursor (inside the caller's transaction).

    A pair is skipped when its newer memory is no longer pending or promoted, its older one no longer promoted, or
    a proposal links them by now (another process).
    """
    file_planned(store, report, actor, newer_statuses=(PENDING, PROMOTED))
    if report.next_after is not None:
        # Never back: a pass asked to walk from an earlier id (a bench, a test) leaves a later cursor standing.
        at = max(report.next_after, cursor(store) or 0)
        store.derived.put(_CURSOR, _EVERY_NAMESPACE, newest_id=at, size=0, value="")
    return report


def _doubted(older: Memory, newer: Memory, framing: frozenset[str]) -> bool:
    """Whether the learned doubt sets a rule's finding on the pair aside, as capture asks it."""
    from core.conflicts.learned_doubt import doubted

    return doubted(older.content, newer.content, framing)
