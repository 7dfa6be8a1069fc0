"""File findings as open proposals on the newcomer's envelope (inside the caller's write transaction).

Capture files what the detector found, ``conflicts scan`` what a corpus pass found,
retirement by source and a person's ``supersede`` their own findings: all through
:func:`file_findings`, so one finding is one proposal with one audit row.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.conflicts import Finding
from core.model.records import Actor, Memory


def file_findings(store, memory: Memory, findings: Iterable[Finding], actor: Actor) -> list[int]:
    """File each finding as an open proposal on ``memory``; returns the target ids."""
    targets: list[int] = []
    for finding in findings:
        if finding.target_id == memory.id or finding.target_id in targets:
            continue
        if store.proposals.exists(memory.id, finding.target_id, finding.rule, ("open", "held")):
            targets.append(finding.target_id)
            continue
        proposal_id = store.proposals.insert(
            memory_id=memory.id, target_id=finding.target_id, rule=finding.rule,
            reason=finding.reason, confidence=finding.confidence, ts=actor.ts, detail=finding.detail,
        )
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="proposal.file", memory_id=memory.id,
            target="proposal", target_id=proposal_id, before=None,
            after={"status": "open", "rule": finding.rule, "target_id": finding.target_id},
            reason=finding.reason,
        )
        targets.append(finding.target_id)
    return targets
