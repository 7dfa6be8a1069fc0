"""The comparisons a capture owes: its candidates past the first few, compared after it answered.

A capture compares its newcomer with its best-ranked candidates before ``remember`` returns — at most
:data:`core.conflicts.detector.INLINE_LIMIT`; in a server, past :data:`~core.conflicts.detector.INLINE_FLOOR` only
within :data:`~core.conflicts.detector.INLINE_BUDGET_S` — and records the rest of its (at most
:data:`~core.conflicts.detector.CANDIDATE_LIMIT`) candidates as owed (``conflict_checks_owed``,
:mod:`core.storage.owed_checks`). The slowest captures were the ones whose
candidate list was full, at about a millisecond a pair; the best-ranked hold nearly every contradiction (the
crowded bench, bench/BENCHMARKS.md round 52), so the agent gets its answer sooner and no pair goes uncompared.

:func:`settle` makes the owed comparisons with the same guarded rules and files what they find as proposals on the
newcomer's envelope, as the capture would have. Its callers, whichever comes first:

- the serving process's worker, once the captures it served that left comparisons owed pause
  (:class:`core.agents.background.OwedWorker`: the daemon's, or a stdio MCP server's writing the store itself);
- the upkeep's ``owed`` step (the daemon's timer or ``memdesk upkeep``), for captures made by other processes;
- a decision that applies the envelope — the newcomer's promotion or an accepted proposal of it — through
  :func:`settle_before_deciding`, so it never retires less than the capture would have named; a person who read the
  envelope before the settled comparisons filed something is asked to read it again;
- ``sync --apply``, before it picks what may be promoted without a person.

The learned reader is not asked about owed pairs: it weighs only the best-ranked
:data:`core.conflicts.detector.LEARNED_CANDIDATE_LIMIT`, which the capture compares itself.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import field

from core.conflicts import Finding
from core.errors import RefusedError
from core.model.lean import lean_dataclass
from core.model.records import Actor
from core.model.vocabulary import PENDING, PROMOTED

# How many newcomers one upkeep run settles (a newcomer owes at most CANDIDATE_LIMIT - INLINE_FLOOR pairs,
# ~1 ms each): a run that meets a backlog clears it over a few runs rather than holding the store.
SETTLE_PER_RUN = 500


@lean_dataclass
class Settled:
    """What one settling pass compared and filed."""

    memories: int = 0
    pairs: int = 0
    # Proposals filed, by newcomer id: the target ids.
    filed: dict[int, list[int]] = field(default_factory=dict)
    remaining: int = 0

    def to_dict(self) -> dict:
        return {"memories": self.memories, "pairs": self.pairs,
                "proposed": sum(len(targets) for targets in self.filed.values()),
                "proposals": {str(memory_id): targets for memory_id, targets in self.filed.items()},
                "remaining": self.remaining}


def settle(store, config, actor: Actor, *, memory_ids: list[int] | None = None,
           limit: int = SETTLE_PER_RUN) -> Settled:
    """Make the comparisons owed by ``memory_ids`` (or by the oldest newcomers owing any), file what the rules
    find, and strike them. Each newcomer's pairs are compared outside any transaction and filed in a short one of
    their own, so a capture waiting for the store waits for a filing, not for a reading.

    A newcomer no longer pending nor promoted (rejected, archived) owes nothing: its rows are struck unread. An
    owed candidate no longer promoted is not compared (promotion retires only live memories, as capture looked up
    only promoted ones)."""
    from core.conflicts import rule_findings
    from core.conflicts.detector import framing_of
    from core.conflicts.filing import file_findings

    report = Settled()
    for memory_id in store.owed_checks.memories(limit=max(0, limit), among=memory_ids):
        newcomer = store.memories.get(memory_id)
        owed = store.owed_checks.candidates(memory_id)
        if newcomer is None or not owed:
            continue
        findings: list[Finding] = []
        if newcomer.status in (PENDING, PROMOTED):
            found = store.memories.get_many(owed)
            olds = [found[i] for i in owed if i in found and found[i].status == PROMOTED]
            framing, _ = framing_of(store, newcomer.namespace)
            from core.conflicts import kept_readings

            kept_readings.recall(store, olds)
            findings, _doubted = rule_findings(config, olds, newcomer, framing)
            report.pairs += len(olds)
        with store.transaction():
            current = store.memories.get(memory_id)
            if current is not None and current.content != newcomer.content:
                continue  # revised meanwhile: the next pass compares the text as it stands
            if not store.owed_checks.settle(memory_id, owed):
                continue  # another process settled them meanwhile, and filed what they found
            if findings and current is not None and current.status in (PENDING, PROMOTED):
                live = store.memories.get_many([f.target_id for f in findings])
                findings = [f for f in findings if f.target_id in live and live[f.target_id].status == PROMOTED]
                filed = file_findings(store, current, findings, actor)
                if filed:
                    report.filed[memory_id] = filed
        report.memories += 1
    report.remaining = store.owed_checks.count()
    return report


def settle_before_deciding(store, config, actor: Actor, memory_ids: list[int], read: Collection[int]) -> None:
    """Make the comparisons ``memory_ids`` still owe before a decision applies their envelopes (a promotion, an
    accepted proposal), so it retires what the capture would have named.

    Raises:
        RefusedError: ``conflicts_found_since_shown`` — they filed a proposal on a memory of ``read``, whose envelope
            the person read before it was there; nothing is decided, and the proposal is committed for them to read.
    """
    settled = settle(store, config, actor, memory_ids=memory_ids, limit=len(memory_ids))
    unseen = sorted(memory_id for memory_id in settled.filed if memory_id in read)
    if unseen:
        labels = ", ".join(f"#{memory_id}" for memory_id in unseen)
        raise RefusedError(f"{labels} gained a conflict proposal after it was shown to you (a comparison its capture "
                           "left for later found one); nothing was decided. Read its conflicts, then decide",
                           code="conflicts_found_since_shown")
