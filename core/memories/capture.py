"""Capture: validate, screen and stage a memory as ``pending``.

Capture proposes; it never retires anything. What the newcomer contradicts is
filed on its envelope (proposals) for a person to apply by promoting it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from functools import lru_cache
from typing import Any

from core import conflicts
from core.clock import normalise_time
from core.conflicts.filing import explained, file_findings
from core.errors import RefusedError, ValidationError
from core.memories.junk_screens import REVISED_BY, screen_capture, settle
from core.memories.lifecycle import LIVE_FOR_DEDUP, apply_transition, record_change
from core.model.lean import lean_dataclass
from core.model.records import Actor, CaptureResult, Memory
from core.model.vocabulary import CRITICAL_TIER, PENDING, PROMOTED, STALE
from core.storage.ids import new_uid
from core.text.normalise import (
    MAX_EXTERNAL_ID_CHARS,
    MAX_SOURCE_CHARS,
    clean_content,
    content_hash,
    normalise_kind,
    normalise_level,
    normalise_namespace,
    normalise_refs,
    normalise_tags,
    removed_controls,
    short_text,
    unit_interval,
)
from core.text.secrets import find_secret_in_fields


@lean_dataclass(compiled_init=False)
class CaptureRequest:
    """Everything a caller may say about a new memory, before validation."""

    content: Any
    kind: Any = None
    namespace: Any = ""
    tags: Any = None
    refs: Any = None
    level: Any = None
    importance: Any = None
    confidence: Any = None
    external_id: Any = None
    source: Any = "cli"
    session: Any = None
    event_time: Any = None
    summary: Any = None
    decay_days: Any = None
    meta: dict | None = None
    force: bool = False


@lean_dataclass(compiled_init=False)
class CleanCapture:
    """A validated capture, ready to insert."""

    content: str
    kind: str
    namespace: str
    tags: list[str]
    refs: list[dict]
    level: str
    importance: float
    confidence: float
    external_id: str | None
    source: str
    session: str | None
    event_time: str | None
    summary: str
    decay_days: int | None
    risk_tier: str
    meta: dict = field(default_factory=dict)
    secret_reason: str | None = None
    # The control characters removed from the text as sent (:func:`core.text.normalise.removed_controls`).
    removed: str | None = None
    # Set only when re-importing memdesk's own registry, which keeps identity and age.
    uid: str | None = None
    created_at: str | None = None

    @property
    def hash(self) -> str:
        return _content_hash(self.content)


# A capture asks its hash two or three times (restatement look-up, new row, screens): a pure function of the text.
_content_hash = lru_cache(maxsize=64)(content_hash)


def validate(request: CaptureRequest, settings) -> CleanCapture:
    """Validate and normalise a capture request without touching the store.

    Raises:
        ValidationError: for malformed fields.
        RefusedError: for credential-looking text without ``force``.
    """
    content = clean_content(request.content, max_chars=settings.capture.max_content_chars)
    summary = ""
    if request.summary not in (None, ""):
        summary = clean_content(request.summary, max_chars=1000, field="summary")
    # Screened as given, before the fields are checked: a token too long to be a tag must be
    # refused as a credential, not echoed back in a "tag too long" error.
    found = find_secret_in_fields(content=content, summary=summary, tags=_strings(request.tags),
                                  refs=[r for r in (request.refs or []) if isinstance(r, dict)]
                                  if isinstance(request.refs, list) else [],
                                  session=_string(request.session), external_id=_string(request.external_id),
                                  source=_string(request.source), namespace=_string(request.namespace),
                                  kind=_string(request.kind))
    where = ""
    if found is not None:
        field_name, finding = found
        where = {"content": "the text", "tags": "a tag"}.get(field_name, f"the {field_name.replace('refs.', 'ref ')}")
        if not request.force:
            raise RefusedError(
                f"refused: {where} {finding.reason}. Nothing was stored. Remove the secret and "
                "capture again; only a person can stage it over this warning",
                code="credential",
            )
    kind = normalise_kind(request.kind, settings.capture.default_kind)
    decay = request.decay_days
    if decay is None:
        decay = settings.decay_for(kind)
    else:
        try:
            decay = int(decay)
        except (TypeError, ValueError):
            raise ValidationError("decay_days must be a whole number of days", code="invalid_decay") from None
        decay = decay if decay > 0 else None
    meta = request.meta or {}
    if not isinstance(meta, dict):
        raise ValidationError("meta must be an object", code="invalid_meta")
    clean = CleanCapture(
        content=content,
        kind=kind,
        namespace=normalise_namespace(request.namespace),
        tags=normalise_tags(request.tags),
        refs=normalise_refs(request.refs),
        level=normalise_level(request.level),
        importance=unit_interval(request.importance, field="importance", default=0.5),
        confidence=unit_interval(request.confidence, field="confidence", default=1.0),
        external_id=short_text(request.external_id, field="external_id", max_chars=MAX_EXTERNAL_ID_CHARS),
        source=short_text(request.source, field="source", max_chars=MAX_SOURCE_CHARS) or "cli",
        session=short_text(request.session, field="session", max_chars=MAX_EXTERNAL_ID_CHARS),
        event_time=normalise_time(request.event_time),
        summary=summary,
        decay_days=decay,
        risk_tier=settings.risk.tier(kind),
        meta=dict(meta),
    )
    clean.removed = removed_controls(request.content)
    if found is not None:
        clean.risk_tier = CRITICAL_TIER
        clean.secret_reason = finding.reason if field_name == "content" else f"{finding.reason} (in {where})"
    return clean


def _string(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _strings(values: Any) -> list[str]:
    if isinstance(values, str):
        return [values]
    return [v for v in values if isinstance(v, str)] if isinstance(values, list | tuple) else []


def stage(store, settings, clean: CleanCapture, actor: Actor,
          findings: Iterable[conflicts.Finding] = (), *, on_budget: bool = False) -> CaptureResult:
    """Write a validated capture (inside the caller's write transaction).

    Handles, in order: ``external_id`` idempotency, the junk screens of
    :mod:`core.memories.junk_screens`, restatement of a live memory (an echo of a recalled
    memory is held instead), then a new pending row with its contradiction proposals.
    ``findings`` (an amendment's explicit target) are filed before the detector's, so a
    target the detector also names gets one proposal, not two. ``on_budget``: a worker of this process makes
    owed comparisons within moments, so the detection compares on a time budget
    (:func:`core.conflicts.detect_at_capture`).
    """
    result = _stage(store, settings, clean, actor, findings, on_budget)
    if clean.removed:
        result.note = clean.removed
    return result


def _stage(store, settings, clean: CleanCapture, actor: Actor,
           findings: Iterable[conflicts.Finding], on_budget: bool) -> CaptureResult:
    """:func:`stage` before the answer says what capture removed from the text."""
    if clean.external_id:
        existing = store.memories.find_by_external_id(clean.namespace, clean.external_id)
        if existing is not None:
            return _resend(store, settings, clean, existing, actor, on_budget)
    screening = screen_capture(store, settings, clean, actor)  # junk screens: reasons on the envelope, no drops
    restated = (None if screening.echo_of
                else store.memories.find_restatement(clean.namespace, clean.hash, LIVE_FOR_DEDUP))
    if restated is not None:
        return _restatement(store, restated, actor)
    _refuse_past_quota(store, settings, clean, actor)
    memory = insert_new(store, clean, actor)
    reason = f"staged with --force: the text {clean.secret_reason}" if clean.secret_reason else None
    detected, owed = conflicts.detect_at_capture(store, settings, memory, on_budget=on_budget)
    found = [*findings, *detected]
    would = file_findings(store, memory, found, actor)
    return settle(store, memory, screening, actor,
                  CaptureResult(id=memory.id, status=PENDING, would_supersede=would, reason=reason,
                                conflicts=explained(found, would), owed=owed))


def new_row(clean: CleanCapture, ts: str) -> dict[str, Any]:
    """The ``memories`` row a validated capture becomes (status ``pending``; a new uid unless it kept one)."""
    return {
        "uid": clean.uid or new_uid(),
        "namespace": clean.namespace,
        "kind": clean.kind,
        "level": clean.level,
        "content": clean.content,
        "summary": clean.summary,
        "tags": clean.tags,
        "refs": clean.refs,
        "source": clean.source,
        "session": clean.session,
        "external_id": clean.external_id,
        "content_hash": clean.hash,
        "status": PENDING,
        "importance": clean.importance,
        "confidence": clean.confidence,
        "decay_days": clean.decay_days,
        "created_at": clean.created_at or ts,
        "event_time": clean.event_time,
        "risk_tier": clean.risk_tier,
        "meta": clean.meta,
    }


def capture_audit(clean: CleanCapture) -> dict[str, Any]:
    """The ``after`` of a capture's audit row."""
    return {"status": PENDING, "source": clean.source, "kind": clean.kind}


def insert_new(store, clean: CleanCapture, actor: Actor) -> Memory:
    """Insert a validated capture as a new pending row with its ``capture`` audit row.

    No restatement, ``external_id`` or contradiction checks: callers that want them use
    :func:`stage`. Used directly where a new row is the point — memdesk's own registry
    (a rejected memory and its later recapture are two rows) and an applied merge.
    Runs inside the caller's write transaction.
    """
    memory = store.memories.insert_returning(new_row(clean, actor.ts))
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action="capture", memory_id=memory.id,
        before=None, after=capture_audit(clean), reason=clean.secret_reason,
    )
    return memory


def _restatement(store, existing: Memory, actor: Actor) -> CaptureResult:
    record_change(
        store, existing, "restate", actor,
        {"restated_count": existing.restated_count + 1},
        reason="the same fact was captured again", undoable=False,
    )
    return CaptureResult(
        id=existing.id, status=existing.status, duplicate_of=existing.id, created=False,
        reason=f"already known as #{existing.id}",
    )


def _refuse_past_quota(store, settings, clean: CleanCapture, actor: Actor) -> None:
    """Refuse an agent's new pending memory when its source already has ``[capture] max_pending_per_source`` waiting,
    or the whole queue ``[capture] max_pending``.

    A person reviews what agents stage; an agent that stages faster than anyone reads (a loop, a hostile client)
    would bury the rest of the queue. The first bound is per source, so one runaway client does not silence the
    others; the second holds a client that gives itself a new name for each call (an HTTP client names itself in a
    header). A person's own captures and imports are not bounded, and a revision of a pending memory (one in, one
    out) is not counted. Refused, never dropped: the agent is told what to do.
    """
    if not actor.is_agent:
        return
    capture = settings.capture
    for bound, source, what in ((capture.max_pending_per_source, clean.source, f"from {clean.source}"),
                                (capture.max_pending, None, "in all")):
        if bound and store.memories.count_up_to(bound, statuses=[PENDING], source=source) >= bound:
            setting = "max_pending_per_source" if source else "max_pending"
            raise RefusedError(
                f"refused: this would make more than {bound} memories {what} wait for review, the most the queue "
                f"takes ([capture] {setting}; each item of a batch counts). Nothing was stored. Ask the person to "
                "review the queue (the workstation's review queue, or memdesk sync, promote and reject), then capture "
                "again",
                code="queue_full",
            )


def _resend(store, settings, clean: CleanCapture, existing: Memory, actor: Actor,
            on_budget: bool) -> CaptureResult:
    """Same ``(namespace, external_id)`` again: idempotent, or an amendment when the text changed. An agent's
    external id names its own memories only: another source's is refused, never revised or answered as stored."""
    if actor.is_agent and existing.source != clean.source:
        raise RefusedError(
            f"external_id {clean.external_id!r} is already #{existing.id}'s, stored by {existing.source}, not by "
            f"{clean.source}; nothing was stored. Give your memory an external_id of your own",
            code="external_id_taken",
        )
    if existing.content_hash == clean.hash:
        return CaptureResult(
            id=existing.id, status=existing.status, created=False,
            reason=f"external_id already stored as #{existing.id}; nothing changed",
        )
    if existing.status == PENDING:
        edits = [row for row in store.audit.for_memory(existing.id) if row.action == "edit"]
        if any((row.after or {}).get("content_hash") == existing.content_hash for row in edits):
            return _resent_over_edit(clean, existing, edits)
        return _revision(store, settings, clean, existing, actor, on_budget)
    _refuse_past_quota(store, settings, clean, actor)
    memory = insert_new(store, clean, actor)
    findings, owed = conflicts.detect_at_capture(store, settings, memory, on_budget=on_budget)
    if existing.status in (PROMOTED, STALE) and all(f.target_id != existing.id for f in findings):
        findings.insert(0, conflicts.Finding(
            target_id=existing.id, rule="amend",
            reason=f"resent with external_id {clean.external_id!r} and different text",
        ))
    would = file_findings(store, memory, findings, actor)
    return CaptureResult(
        id=memory.id, status=PENDING, would_supersede=would, conflicts=explained(findings, would),
        reason=f"new version of #{existing.id} (same external_id); promote it to replace the old one", owed=owed,
    )


def _resent_over_edit(clean: CleanCapture, existing: Memory, edits: list) -> CaptureResult:
    """A resend of a pending memory whose standing text a person wrote (``edit``): their wording is never revised
    away by an agent. The text it had before an edit (the agent's retry) is answered as already stored; other text is
    refused, saying how to offer it beside the person's."""
    if clean.hash in {(row.before or {}).get("content_hash") for row in edits}:
        return CaptureResult(
            id=existing.id, status=existing.status, created=False,
            reason=f"external_id already stored as #{existing.id}, which a person has since edited; their wording "
                   "stands, nothing changed",
        )
    raise RefusedError(
        f"pending #{existing.id} (external_id {clean.external_id!r}) was edited by a person; a resend does not "
        f"replace their wording. Nothing was stored. To offer your text beside it, amend #{existing.id} (a correction "
        "the person can promote in its place)", code="edited_by_person",
    )


# How many versions of one external id an agent may revise away before a person reviews: a revision keeps the
# queue's length (one in, one out) but leaves a rejected row each time, so without it an agent could grow the store
# without end while the queue is full.
MAX_REVISIONS = 100


def _revision(store, settings, clean: CleanCapture, existing: Memory, actor: Actor,
              on_budget: bool) -> CaptureResult:
    """New text for a pending memory: a new pending revision that replaces it in the queue.

    Captured text never changes under a reader (ARCHITECTURE.md §7.1): a person may have read the
    old text and be about to promote it. The old row keeps its text and leaves the queue
    (``revise``: rejected, "revised by …"); the revision names it in ``meta.revision_of``
    so the queue can say "revised by the agent". One operation: undo reverses both.
    """
    if actor.is_agent and store.memories.count_rejected_with_external_id(
            clean.namespace, clean.external_id or "", MAX_REVISIONS) >= MAX_REVISIONS:
        raise RefusedError(
            f"refused: external_id {clean.external_id!r} already has {MAX_REVISIONS} versions revised away or "
            f"rejected, each kept as a row; pending #{existing.id} stays as it is. Nothing was stored. Ask the person "
            "to review it, or send the next text under a new external_id", code="too_many_revisions",
        )
    clean.meta = {**clean.meta, "revision_of": existing.id}
    memory = insert_new(store, clean, actor)
    apply_transition(store, existing, "revise", actor, reason=f"{REVISED_BY}{actor.name}: replaced by #{memory.id}")
    found, owed = conflicts.detect_at_capture(store, settings, memory, on_budget=on_budget)
    would = file_findings(store, memory, found, actor)
    return CaptureResult(
        id=memory.id, status=PENDING, would_supersede=would, conflicts=explained(found, would),
        reason=f"a new revision of pending #{existing.id} (same external_id); #{existing.id} left the queue",
        owed=owed,
    )
