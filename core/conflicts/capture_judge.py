"""The judge at capture: new captures' pairs the rules find related but leave open, judged in the background.

A capture never waits for a model: ``remember`` files what the rules find and returns. New
captures whose pairs the rules find related but undecided (:func:`core.conflicts.rules.undecided`)
are judged later — one step of the upkeep pass the daemon runs on its timer (or ``memdesk
upkeep``) — at most ``[judge] max_per_hour`` calls in any hour. Without a judge model the
step is skipped and nothing changes.

The judge itself lives in :mod:`core.llm.judge` (a higher layer); this module only needs
its duck type: ``consider(older, newer)``, ``calls``, ``max_calls``, ``over_budget`` and
``summary()``. The engine builds it and hands it in.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Protocol

from core.conflicts import Finding
from core.conflicts.detector import candidates, guard, store_framing
from core.conflicts.rules import undecided
from core.conflicts.scan import file_planned, pair_decided
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory
from core.model.vocabulary import PENDING, PROMOTED

# How many new memories one pass examines (a pass resumes after the last one it finished).
CAPTURE_BATCH = 200


class AJudge(Protocol):
    """What a pass needs of :class:`core.llm.judge.Judge`."""

    calls: int
    max_calls: int
    over_budget: int

    def consider(self, older: Memory, newer: Memory) -> Finding | None: ...

    def summary(self) -> dict[str, Any]: ...


@lean_dataclass
class CaptureJudging:
    """What one background pass over new captures looked at, asked and filed."""

    after_id: int | None
    examined: int = 0
    pairs: int = 0
    budget: int = 0
    skipped_decided: int = 0
    next_after: int | None = None
    filed: list[dict] = field(default_factory=list)
    judge: dict | None = None
    pending: list[tuple[int, Finding]] = field(default_factory=list, repr=False)

    def to_dict(self) -> dict:
        judge = self.judge or {}
        return {"after_id": self.after_id, "examined": self.examined, "pairs": self.pairs, "budget": self.budget,
                "calls": judge.get("calls", 0), "proposed": len(self.filed), "proposals": self.filed,
                "skipped_decided": self.skipped_decided, "next_after": self.next_after,
                "errors": judge.get("errors", 0), "error_details": judge.get("error_details", []),
                "not_asked_over_budget": judge.get("not_asked_over_budget", 0)}


def plan_capture_judging(store, settings, judge: AJudge, *, after_id: int | None,
                         limit: int = CAPTURE_BATCH) -> CaptureJudging:
    """Ask the judge about new captures' open pairs (reads only; :func:`file_capture_judging` writes).

    Walks pending and promoted memories with ids after ``after_id``, oldest first; for each,
    the promoted memories capture would compare it with, and the pairs the rules leave
    related but undecided that carry no proposal yet. Stops when the judge's call budget is
    spent; ``next_after`` is the last memory whose pairs were all asked, so the next pass
    resumes there.
    """
    report = CaptureJudging(after_id=after_id, budget=judge.max_calls)
    batch = store.memories.list(statuses=[PENDING, PROMOTED], after_id=after_id, newest_first=False, limit=limit)
    framing_by_ns: dict[str, frozenset[str]] = {}
    for memory in batch:
        if memory.namespace not in framing_by_ns:
            framing_by_ns[memory.namespace] = store_framing(store, memory.namespace)
        framing = framing_by_ns[memory.namespace]
        stopped = False
        for older in candidates(store, settings, memory, framing=framing):
            if guard(settings, older, memory) is not None or not undecided(older.content, memory.content, framing):
                continue
            if pair_decided(store, older.id, memory.id):
                report.skipped_decided += 1
                continue
            if judge.calls >= judge.max_calls:
                judge.over_budget += 1
                stopped = True
                break
            report.pairs += 1
            finding = judge.consider(older, memory)
            if finding is not None:
                report.pending.append((memory.id, finding))
        if stopped:
            break
        report.examined += 1
        report.next_after = memory.id
    report.judge = judge.summary()
    return report


def file_capture_judging(store, report: CaptureJudging, actor: Actor) -> CaptureJudging:
    """File the judge's findings on their newer memories (inside the caller's transaction).

    A pair is skipped when its newer memory is no longer pending or promoted, its older one
    no longer promoted, or another process filed a proposal between them meanwhile.
    """
    file_planned(store, report, actor, newer_statuses=(PENDING, PROMOTED))
    return report
