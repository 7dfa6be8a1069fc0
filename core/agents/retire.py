"""Retire by source: what to do with memories when the document they came from is deleted.

``retire-ref TYPE ID`` finds every live memory (pending, promoted, stale) whose refs
cite that source:

- a memory with other sources just loses this ref (audited, undoable);
- a memory citing only this source is *staged* for retirement: a ``retire-ref``
  proposal on its envelope, with a reason naming the source. Nothing is retired
  until a person applies it (``retire-ref TYPE ID --apply``, or accepting the
  proposal in the workstation): a pending memory is then rejected and a promoted or
  stale one archived — both undoable, neither deleted.

Memories that are no longer live (rejected, superseded, archived) are left as they are.
"""

from __future__ import annotations

from dataclasses import asdict, field
from typing import Any

from core import conflicts
from core.conflicts.filing import file_findings
from core.errors import RefusedError
from core.memories.lifecycle import record_change
from core.memories.lookup import require
from core.memories.review import reject, set_proposal_status
from core.model.lean import lean_dataclass
from core.model.records import Actor, PromoteResult, Proposal
from core.model.vocabulary import PENDING, PROMOTED, RETIRE_REF_RULE, STALE
from core.quality import retention
from core.text.normalise import describe_ref, normalise_refs

LIVE = (PENDING, PROMOTED, STALE)


@lean_dataclass
class RetireRefReport:
    """What ``retire-ref`` did (or would do on a dry run)."""

    ref: dict[str, str]
    staged: list[dict[str, Any]] = field(default_factory=list)
    already_staged: list[dict[str, Any]] = field(default_factory=list)
    unreferenced: list[int] = field(default_factory=list)
    applied: list[dict[str, Any]] = field(default_factory=list)
    untouched: list[dict[str, Any]] = field(default_factory=list)
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def source_ref(ref_type: str, ref_id: str) -> dict[str, str]:
    """The ref as memories store it (type lower-cased, both trimmed).

    Raises:
        ValidationError: not a valid ref type or id.
    """
    (ref,) = normalise_refs([{"type": ref_type, "id": ref_id}])
    return ref


def _cites(memory, ref: dict[str, str]) -> bool:
    return any(r.get("type") == ref["type"] and r.get("id") == ref["id"] for r in memory.refs)


def stage_retirement(store, ref: dict[str, str], actor: Actor, *, namespace: str | None = None,
                     dry_run: bool = False) -> RetireRefReport:
    """Strip the ref from memories with other sources; file a ``retire-ref`` proposal on the rest.

    Runs inside the caller's transaction (a snapshot for ``dry_run``, which writes nothing).
    """
    report = RetireRefReport(ref=ref, dry_run=dry_run)
    reason = f"its only source, {describe_ref(ref)}, was deleted"
    for memory in store.memories.citing(ref["type"], ref["id"], namespace=namespace):
        if memory.status not in LIVE:
            report.untouched.append({"id": memory.id, "status": memory.status})
            continue
        others = [r for r in memory.refs if not (r.get("type") == ref["type"] and r.get("id") == ref["id"])]
        if others:
            report.unreferenced.append(memory.id)
            if not dry_run:
                record_change(store, memory, "unref", actor, {"refs": others},
                              reason=f"source {describe_ref(ref)} was deleted; its other sources remain")
            continue
        staged = [p for p in store.proposals.for_memory(memory.id, ("open", "held")) if p.rule == RETIRE_REF_RULE]
        if staged:
            report.already_staged.append({"id": memory.id, "proposal": staged[0].id})
            continue
        if not dry_run:
            finding = conflicts.Finding(target_id=None, rule=RETIRE_REF_RULE, reason=reason,  # type: ignore[arg-type]
                                        detail={"ref": ref, "retires_to": _retires_to(memory.status)})
            file_findings(store, memory, [finding], actor)
        proposal = None if dry_run else _open_proposal(store, memory.id)
        report.staged.append({"id": memory.id, "status": memory.status, "proposal": proposal and proposal.id,
                              "retires_to": _retires_to(memory.status)})
    return report


def _retires_to(status: str) -> str:
    return "rejected" if status == PENDING else "archived"


def _open_proposal(store, memory_id: int) -> Proposal | None:
    found = [p for p in store.proposals.for_memory(memory_id, ("open", "held")) if p.rule == RETIRE_REF_RULE]
    return found[0] if found else None


def apply_for_ref(store, ref: dict[str, str], actor: Actor, *, namespace: str | None = None) -> RetireRefReport:
    """Apply every open ``retire-ref`` proposal for ``ref`` (a person's decision), in id order."""
    report = RetireRefReport(ref=ref)
    for memory in store.memories.citing(ref["type"], ref["id"], namespace=namespace):
        proposal = _open_proposal(store, memory.id)
        if proposal is not None and (proposal.detail.get("ref") or {}) == ref:
            report.applied.append(apply_proposal(store, proposal, actor))
    return report


def apply_proposal(store, proposal: Proposal, actor: Actor) -> dict[str, Any]:
    """Retire the memory of one open ``retire-ref`` proposal: reject it if pending, else archive it.

    A proposal whose memory is no longer live, or no longer cites the source, expires
    instead and nothing is retired.

    Returns:
        ``{"id", "proposal", "status", "expired"}`` with the memory's status afterwards.

    Raises:
        RefusedError: the proposal is not an open ``retire-ref`` one, or the memory is pinned.
    """
    if proposal.rule != RETIRE_REF_RULE or proposal.status not in ("open", "held"):
        raise RefusedError(
            f"proposal {proposal.id} is not an open {RETIRE_REF_RULE} proposal (it is {proposal.status})")
    memory = require(store, proposal.memory_id)
    ref = proposal.detail.get("ref") or {}
    if memory.status not in LIVE or not _cites(memory, ref):
        set_proposal_status(store, proposal, "expired", actor,
                            f"#{memory.id} is {memory.status} or no longer cites {describe_ref(ref)}")
        return {"id": memory.id, "proposal": proposal.id, "status": memory.status, "expired": True}
    reason = f"retired: its only source, {describe_ref(ref)}, was deleted"
    set_proposal_status(store, proposal, "applied", actor, None)
    if memory.status == PENDING:
        reject(store, [memory.id], actor, reason=reason)
    else:
        retention.archive(store, [memory.id], actor, reason=reason)
    return {"id": memory.id, "proposal": proposal.id, "status": require(store, memory.id).status, "expired": False}


def accept(store, proposal: Proposal, actor: Actor) -> PromoteResult:
    """The generic "accept proposal" path (workstation) for a ``retire-ref`` proposal."""
    done = apply_proposal(store, proposal, actor)
    if done["expired"]:
        return PromoteResult(messages=[f"proposal {proposal.id} expired: #{done['id']} changed since; nothing retired"])
    return PromoteResult(messages=[f"#{done['id']} {done['status']}: its only source was deleted"])
