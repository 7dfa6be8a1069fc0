"""Operator decisions: promote, reject, forget, restore, edit, amend, undo and sync.

Each function runs inside the caller's write transaction and goes through
:func:`core.memories.lifecycle.apply_transition`, so every change is audited and undoable.
Validation happens before the first write: a batch either applies whole or not at all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from typing import Any

from core import conflicts
from core.errors import NotFoundError, RefusedError, TransitionError, ValidationError
from core.memories.capture import CaptureRequest, stage, validate
from core.memories.junk_screens import SCREEN_PREFIX
from core.memories.lifecycle import LIVE_FOR_DEDUP, apply_transition, record_change, target_status
from core.memories.lookup import require
from core.model.lean import lean_dataclass
from core.model.records import Actor, CaptureResult, Memory, PromoteResult
from core.model.vocabulary import ARCHIVED, CRITICAL_TIER, PENDING, PROMOTED, REJECTED, STALE, SUPERSEDED
from core.text.normalise import (
    clean_content,
    content_hash,
    normalise_kind,
    normalise_tags,
    removed_controls,
    without_controls,
)
from core.text.secrets import find_secret


def statuses_seen(store, ids: Sequence[int]) -> dict[int, str]:
    """The status of each memory as the caller saw it, before waiting for the write lock."""
    return {memory_id: memory.status for memory_id, memory in store.memories.get_many(ids).items()}


def refuse_if_decided_meanwhile(store, seen: dict[int, str], action: str) -> dict[int, Memory]:
    """Refuse a decision on a memory that another decision changed while this one waited.

    Two people (or two processes, or two machines on one PostgreSQL store) promoting and
    rejecting the same memory at once queue on the store's write lock; the second one
    finds the memory no longer as its caller saw it. Rather than apply on top (a reject
    turning a fresh promotion into a rejection a moment later), it changes nothing and
    says who decided what, so both callers know the one outcome. Call inside the write
    transaction, with :func:`statuses_seen` taken before it.

    Returns:
        The memories as read here, by id (a missing one absent): the decision that follows in the same
        transaction reads them from this map, not from the store again.

    Raises:
        TransitionError: code ``decided_meanwhile``, naming the memory, its status and who changed it.
    """
    read: dict[int, Memory] = {}
    for memory_id, before in seen.items():
        memory = store.memories.get(memory_id)
        if memory is not None:
            read[memory_id] = memory
        if memory is None or memory.status == before:
            continue
        history = store.audit.for_memory(memory_id)
        who = f" by {history[-1].actor}" if history else ""
        raise TransitionError(
            f"#{memory_id} was {memory.status}{who} while this {action} waited for the store; "
            f"nothing was changed (it is now {memory.status}, not {before})",
            code="decided_meanwhile",
        )
    return read


def _check_all(store, ids: Sequence[int], action: str, read: Mapping[int, Memory] | None = None) -> list[Memory]:
    """Load every memory (from ``read`` where it holds one, read in this transaction) and check the move is
    allowed for each, before any write."""
    read = read or {}
    memories = [read.get(memory_id) or require(store, memory_id) for memory_id in ids]
    for memory in memories:
        try:
            target_status(memory.status, action)
        except TransitionError as exc:
            raise TransitionError(f"#{memory.id}: {exc}") from None
    return memories


def promote(store, settings, ids: Sequence[int], actor: Actor, *, reason: str | None = None,
            shown: Mapping[int, str] | None = None, read: Mapping[int, Memory] | None = None) -> PromoteResult:
    """Promote memories and apply the supersessions filed on their envelopes.

    A promotion retires at most ``[conflicts] blast_radius`` memories unless the newcomer
    explicitly revokes a whole class; beyond that nothing is retired and the
    proposals are ``held`` for ``doctor`` and the review queue.

    Args:
        shown: the text the person was shown, by id (the workstation passes it). When a
            memory's text differs now, nothing is promoted: a person approves what they read.
        read: memories already read in this transaction, by id (:func:`refuse_if_decided_meanwhile`'s),
            so they are not read again.

    Raises:
        RefusedError: ``changed_since_shown`` — a memory's text changed after it was shown.
    """
    memories = _check_all(store, ids, "promote", read)
    changed = [m.id for m in memories if shown is not None and m.id in shown and shown[m.id] != m.content]
    if changed:
        labels = ", ".join(f"#{memory_id}" for memory_id in changed)
        raise RefusedError(f"the text of {labels} changed after it was shown to you; nothing was promoted. "
                           "Read it again, then decide", code="changed_since_shown")
    result = PromoteResult()
    for memory in memories:
        changes: dict[str, Any] = {
            "last_verified": actor.ts,
            "valid_from": memory.valid_from or memory.event_time or actor.ts,
        }
        if memory.status == SUPERSEDED:
            changes.update({"superseded_by": None, "valid_to": None})
        promoted = apply_transition(store, memory, "promote", actor, reason=reason, changes=changes)
        result.promoted.append(promoted.id)
        _apply_envelope(store, settings, promoted, actor, result)
    return result


def _apply_envelope(store, settings, newcomer: Memory, actor: Actor, result: PromoteResult) -> None:
    # One read of the envelope: the screens' holds dismissed here are never among the superseding proposals.
    envelope = store.proposals.for_memory(newcomer.id, statuses=("open", "held"))
    for hold in envelope:
        if hold.status == "held" and hold.rule.startswith(SCREEN_PREFIX):  # the person looked and believed it anyway
            set_proposal_status(store, hold, "dismissed", actor, "promoted by a person over the screen")
    proposals = [p for p in envelope if p.target_id is not None and p.rule in conflicts.SUPERSEDING_RULES]
    # Several rules may name one target (an amendment the detector also caught): it is
    # one retirement, counted once against the blast radius.
    live: dict[int, tuple[Memory, list]] = {}
    gone = []
    for proposal in proposals:
        target = store.memories.get(proposal.target_id)
        if target is not None and target.status in (PROMOTED, STALE):
            live.setdefault(target.id, (target, []))[1].append(proposal)
        else:
            gone.append(proposal)
    for proposal in gone:
        set_proposal_status(store, proposal, "expired", actor, "its target is no longer live")
    if not live:
        return
    if len(live) > settings.conflicts.blast_radius and not conflicts.revokes_whole_class(newcomer.content):
        for target, filed in live.values():
            for proposal in filed:
                set_proposal_status(store, proposal, "held", actor,
                                    f"#{newcomer.id} would retire {len(live)} memories, "
                                    f"over the limit of {settings.conflicts.blast_radius}")
            result.held.append(target.id)
        result.messages.append(
            f"#{newcomer.id} would retire {len(live)} memories (limit {settings.conflicts.blast_radius}); "
            "none were retired and the proposals are held — `memdesk doctor` lists them"
        )
        return
    for target, filed in live.values():
        supersede_one(store, target, newcomer, actor, reason=f"superseded by #{newcomer.id}: {filed[0].reason}")
        for proposal in filed:
            set_proposal_status(store, proposal, "applied", actor, None)
        result.superseded.append(target.id)


def supersede_one(store, old: Memory, new: Memory, actor: Actor, *, reason: str) -> Memory:
    """Retire ``old`` in favour of ``new``: status, ``superseded_by``, ``valid_to`` and an edge."""
    retired = apply_transition(
        store, old, "supersede", actor, reason=reason,
        changes={"superseded_by": new.id, "valid_to": new.valid_from or actor.ts},
    )
    edge_id = store.edges.insert(src=new.id, dst=old.id, type="supersedes", weight=1.0, actor=actor.name, ts=actor.ts)
    if edge_id is not None:
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="link", memory_id=new.id,
            target="edge", target_id=edge_id, before=None,
            after={"src": new.id, "dst": old.id, "type": "supersedes"},
        )
    return retired


def set_proposal_status(store, proposal, status: str, actor: Actor, reason: str | None) -> None:
    """Move a proposal to ``status`` with its audit row (so undo can put it back)."""
    store.proposals.set_status(proposal.id, status, ts=actor.ts, decided_by=actor.name)
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action=f"proposal.{status}", memory_id=proposal.memory_id,
        target="proposal", target_id=proposal.id, before={"status": proposal.status},
        after={"status": status}, reason=reason,
    )


def reject(store, ids: Sequence[int], actor: Actor, *, reason: str | None = None, action: str = "reject") -> list[int]:
    """Reject (or ``forget``) memories; their open proposals are dismissed. The rows stay."""
    rejected: list[int] = []
    for memory in _check_all(store, ids, action):
        apply_transition(store, memory, action, actor, reason=reason or ("forgotten" if action == "forget" else None))
        for proposal in store.proposals.for_memory(memory.id, statuses=("open", "held")):
            set_proposal_status(store, proposal, "dismissed", actor, f"#{memory.id} was {action}ed")
        rejected.append(memory.id)
    return rejected


def restore(store, ids: Sequence[int], actor: Actor) -> list[int]:
    """Put superseded or archived memories back exactly as they were (``last_verified`` kept)."""
    restored: list[int] = []
    for memory in _check_all(store, ids, "restore"):
        restored.append(_restore_one(store, memory, actor, reason="restored by a person"))
    return restored


def restore_by(store, newcomer_id: int, actor: Actor) -> list[int]:
    """Undo every retirement that ``newcomer_id`` caused."""
    require(store, newcomer_id)
    restored: list[int] = []
    for memory in store.memories.superseded_by(newcomer_id):
        if memory.status != SUPERSEDED:
            continue
        restored.append(_restore_one(store, memory, actor, reason=f"restored: retirement by #{newcomer_id} undone"))
        for proposal in store.proposals.targeting(memory.id, statuses=("applied",)):
            if proposal.memory_id == newcomer_id:
                set_proposal_status(store, proposal, "dismissed", actor, "the person restored the old memory")
    return restored


def _restore_one(store, memory: Memory, actor: Actor, *, reason: str) -> int:
    superseder = memory.superseded_by
    apply_transition(store, memory, "restore", actor, reason=reason,
                     changes={"superseded_by": None, "valid_to": None})
    if superseder is not None:
        for edge in store.edges.from_src(superseder, "supersedes"):
            if edge.dst == memory.id:
                store.edges.delete(edge.id)
                store.audit.record(
                    ts=actor.ts, op=actor.op, actor=actor.name, action="unlink", memory_id=superseder,
                    target="edge", target_id=edge.id, before=edge.to_dict(), after=None,
                )
    return memory.id


def verify(store, ids: Sequence[int], actor: Actor) -> list[int]:
    """Mark promoted memories "still true": resets ``last_verified``, never the content."""
    verified: list[int] = []
    for memory_id in ids:
        memory = require(store, memory_id)
        if memory.status == STALE:
            apply_transition(store, memory, "promote", actor, reason="re-verified", changes={"last_verified": actor.ts})
        elif memory.status == PROMOTED:
            record_change(store, memory, "verify", actor, {"last_verified": actor.ts}, reason="still true")
        else:
            raise TransitionError(
                f"#{memory.id} is {memory.status}; only promoted or stale memories can be re-verified")
        verified.append(memory.id)
    return verified


def edit(store, settings, memory_id: int, actor: Actor, *, content: str | None = None,
         tags: Any = None, kind: str | None = None, reason: str | None = None) -> Memory:
    """Edit a pending memory in place; anything already believed must be amended instead."""
    memory = require(store, memory_id)
    if memory.status != PENDING:
        raise RefusedError(
            f"#{memory.id} is {memory.status}; only pending memories are edited in place. "
            f"Use `memdesk amend {memory.id} TEXT` to stage a correction that supersedes it"
        )
    changes: dict[str, Any] = {}
    if content is not None:
        text = clean_content(content, max_chars=settings.capture.max_content_chars)
        finding = find_secret(text)
        if finding is not None:
            raise RefusedError(f"refused: the new text {finding.reason}; nothing was changed", code="credential")
        changes.update({"content": text, "content_hash": content_hash(text)})
    if tags is not None:
        changes["tags"] = normalise_tags(tags)
    if kind is not None:
        changes["kind"] = normalise_kind(kind, settings.capture.default_kind)
        changes["risk_tier"] = (settings.risk.tier(changes["kind"]) if memory.risk_tier != CRITICAL_TIER
                               else CRITICAL_TIER)
    if not changes:
        raise ValidationError("nothing to edit: give new content, tags or kind", code="empty_edit")
    return record_change(store, memory, "edit", actor, changes, reason=reason or "edited by a person")


def amend(store, settings, memory_id: int, content: str, actor: Actor, *, source: str, session: str | None = None,
          reason: str | None = None) -> CaptureResult:
    """Stage a corrected newcomer that supersedes ``memory_id`` once promoted."""
    old = require(store, memory_id)
    if old.status in (REJECTED, ARCHIVED):
        raise RefusedError(f"#{old.id} is {old.status}; there is nothing live to amend")
    # The reason is kept on the proposal and in the audit, shown and backed up like the text: screened as the text is
    # (a purge removes the memory, not its audit)
    reason_removed = removed_controls(reason, where="the reason") if reason else None
    reason = without_controls(reason).strip() or None if reason else None
    secret = find_secret(reason) if reason else None
    if secret is not None:
        raise RefusedError(f"refused: the reason {secret.reason}. Nothing was stored. Remove the secret from the "
                           "reason and amend again", code="credential")
    clean = validate(CaptureRequest(
        content=content, kind=old.kind, namespace=old.namespace, tags=old.tags, refs=old.refs,
        level=old.level, importance=old.importance, source=source, session=session,
    ), settings)
    restated = store.memories.find_restatement(clean.namespace, clean.hash, LIVE_FOR_DEDUP)
    if restated is not None and restated.id == old.id:
        raise RefusedError(f"the amended text is the same fact as #{old.id}; nothing to amend", code="amend_unchanged")
    if restated is not None:
        # Staging it would bump #other and draw "#other supersedes #old" in the amender's name:
        # an amendment must say something new, not point at another memory.
        raise RefusedError(
            f"the amended text is exactly #{restated.id} ({restated.status}), another memory; nothing was changed. "
            f"To retire #{old.id} in favour of it, use `memdesk supersede {old.id} {restated.id}`",
            code="amend_is_other_memory",
        )
    note = reason or f"amends #{old.id}"
    result = stage(store, settings, clean, actor, [conflicts.Finding(target_id=old.id, rule="amend", reason=note)])
    newcomer = require(store, result.id)
    edge_id = store.edges.insert(src=newcomer.id, dst=old.id, type="supersedes", weight=1.0, actor=actor.name,
                                 ts=actor.ts)
    if edge_id is not None:
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="link", memory_id=newcomer.id, target="edge",
            target_id=edge_id, before=None, after={"src": newcomer.id, "dst": old.id, "type": "supersedes"},
        )
    targets = (list(dict.fromkeys([old.id, *result.would_supersede])) if old.status in (PROMOTED, STALE)
               else result.would_supersede)
    explained = result.conflicts if any(c["target_id"] == old.id for c in result.conflicts) or old.id not in targets \
        else [{"target_id": old.id, "rule": "amend", "reason": note}, *result.conflicts]
    return CaptureResult(id=newcomer.id, status=newcomer.status, would_supersede=targets,
                         reason=f"staged as a correction of #{old.id}; promote #{newcomer.id} to apply it",
                         conflicts=explained, note="; ".join(filter(None, (result.note, reason_removed))) or None)


def expire(store, memory: Memory, actor: Actor) -> Memory:
    """Mark a past-horizon promoted memory ``stale``."""
    return apply_transition(store, memory, "expire", actor, reason=f"unconfirmed for {memory.decay_days} days")


@lean_dataclass
class SyncReport:
    """What ``sync`` did (or would do with ``--apply``)."""

    applied: bool
    promote: list[int] = field(default_factory=list)
    wait: list[dict] = field(default_factory=list)
    superseded: list[int] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"applied": self.applied, "promote": self.promote, "wait": self.wait, "superseded": self.superseded}


def sync(store, settings, actor: Actor, *, apply: bool, kinds: Sequence[str] | None = None,
         limit: int | None = None, ids: Sequence[int] | None = None, namespace: str | None = None) -> SyncReport:
    """Walk the pending backlog: low-risk kinds without conflicts may be promoted.

    Dry run unless ``apply``. Sensitive kinds, critical-tier captures and anything
    carrying a contradiction proposal always wait for a person. ``namespace`` (``None``: every
    one) narrows the walk to one namespace, ids named included.
    """
    report = SyncReport(applied=apply)
    if ids:
        candidates = [m for m in (require(store, i) for i in ids) if m.status == PENDING
                      and (not kinds or m.kind in kinds) and (namespace is None or m.namespace == namespace)]
    else:  # the filters in the query: a backlog of other namespaces is never read
        candidates = store.memories.list(statuses=[PENDING], kinds=kinds, namespace=namespace, limit=None,
                                         newest_first=False)
    if limit is not None:
        candidates = candidates[:limit]
    for memory in candidates:
        why = _why_wait(store, memory)
        if why:
            report.wait.append({"id": memory.id, "reason": why})
        else:
            report.promote.append(memory.id)
    if apply and report.promote:
        result = promote(store, settings, report.promote, actor, reason="auto-promoted by sync (low-risk kind)")
        report.superseded = result.superseded
    return report


def _why_wait(store, memory: Memory) -> str | None:
    if memory.risk_tier == CRITICAL_TIER:
        return "staged with --force over a credential warning"
    restated = _restates(store, memory)
    if restated is not None:
        return (f"restates #{restated.id} ({restated.status}); a person decides which wording stays "
                f"(`memdesk reject {memory.id}` keeps #{restated.id})")
    if memory.risk_tier == "sensitive":
        return f"kind {memory.kind!r} is sensitive and always waits for a person"
    if memory.risk_tier != "low":
        return f"kind {memory.kind!r} is not a low-risk kind (see [risk] low in the config)"
    proposals = store.proposals.for_memory(memory.id, statuses=("open", "held"))
    if store.owed_checks.count(memory.id):  # not yet known to be conflict-free (core/conflicts/owed.py)
        return ("its capture left comparisons owed; they are made by the daemon or `memdesk upkeep`, "
                "or by `sync --apply`, which settles them first")
    screened = [p for p in proposals if p.rule.startswith(SCREEN_PREFIX)]
    if screened:
        return screened[0].reason
    if proposals:
        rules = ", ".join(sorted({p.rule for p in proposals}))
        return f"carries review proposals ({rules})"
    return None


def _restates(store, memory: Memory) -> Memory | None:
    """The memory ``memory`` restates, if any: a believed one (promoted or stale), or an older pending one.

    Capture catches a restatement when it is staged; this catches one made afterwards (a
    pending memory edited into the words of another), so sync never promotes two copies.
    """
    for statuses in ((PROMOTED, STALE), (PENDING,)):
        first = store.memories.find_restatement(memory.namespace, memory.content_hash, statuses)
        if first is not None and first.id != memory.id and (statuses != (PENDING,) or first.id < memory.id):
            return first
    return None


def accept_proposal(store, settings, proposal_id: int, actor: Actor) -> PromoteResult:
    """Apply one proposal: promote a pending newcomer (its whole envelope), or retire the target.

    Raises:
        NotFoundError: unknown proposal id.
        RefusedError: the proposal is already decided, or its target is no longer live.
    """
    proposal = _require_proposal(store, proposal_id)
    if proposal.status not in ("open", "held"):
        raise RefusedError(f"proposal {proposal.id} is already {proposal.status}")
    newcomer = require(store, proposal.memory_id)
    if newcomer.status in (PENDING, STALE, SUPERSEDED):
        return promote(store, settings, [newcomer.id], actor, reason=f"accepted proposal {proposal.id}")
    if newcomer.status != PROMOTED:
        raise RefusedError(f"#{newcomer.id} is {newcomer.status}; it cannot supersede anything")
    result = PromoteResult()
    if proposal.target_id is None:
        set_proposal_status(store, proposal, "applied", actor, None)
        return result
    target = require(store, proposal.target_id)
    if target.status not in (PROMOTED, STALE):
        set_proposal_status(store, proposal, "expired", actor, "its target is no longer live")
        raise RefusedError(f"#{target.id} is {target.status}; the proposal has expired")
    supersede_one(store, target, newcomer, actor, reason=f"superseded by #{newcomer.id}: {proposal.reason}")
    set_proposal_status(store, proposal, "applied", actor, None)
    result.superseded.append(target.id)
    return result


def dismiss_proposal(store, proposal_id: int, actor: Actor, *, reason: str | None = None) -> None:
    """Rule that a proposal is wrong; both memories stay as they are."""
    proposal = _require_proposal(store, proposal_id)
    if proposal.status not in ("open", "held"):
        raise RefusedError(f"proposal {proposal.id} is already {proposal.status}")
    set_proposal_status(store, proposal, "dismissed", actor, reason or "dismissed by a person")


def _require_proposal(store, proposal_id: int):
    proposal = store.proposals.get(proposal_id)
    if proposal is None:
        raise NotFoundError(f"no proposal {proposal_id}; `memdesk show ID` lists a memory's envelope")
    return proposal
