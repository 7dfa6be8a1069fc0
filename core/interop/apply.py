"""Write a :class:`SourceBatch` into the store: the one path every importer shares.

Rules, whatever the format:

- Every record is validated like any capture (credential-looking or oversized text
  is refused and reported, never stored half-way).
- Re-running an import changes nothing: foreign records carry
  ``import:<kind>:<source-id>`` as their external id (found again whatever status a
  person gave them since), memdesk's own registry is matched by ``uid``. An import that
  was undone is not "already here": running it again brings the memories back.
- A file is never an approval channel (ARCHITECTURE.md §7.1): without ``trusted``, an entry of
  memdesk's own registry that this store does not hold with exactly that text — one it
  never exported, or one whose text changed since — lands pending with the importer
  as its source (the file's claimed source, status and pin kept in ``meta.import``),
  and the report names it under ``untrusted``. A changed entry becomes a new memory
  (new uid) proposed to supersede the one it claims to be.
- Without ``trusted`` everything lands ``pending`` and the status the source gave it
  is kept in ``meta.import.source_status``; supersession chains are filed as
  proposals, so promoting the newer memory retires the older one.
- With ``trusted`` the source's statuses are applied through the lifecycle table in
  two audited operations (promote/reject first, then supersede/expire/archive), so
  ``memdesk undo`` twice reverses a whole import.

Runs inside the caller's write transaction.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import field
from typing import Any

from core import conflicts
from core.clock import normalise_time
from core.conflicts.filing import file_findings
from core.errors import MemdeskError
from core.interop.records import SOURCE_STATUSES, ImportRecord, SourceBatch
from core.links import links
from core.memories.capture import CaptureRequest, CleanCapture, insert_new, stage, validate
from core.memories.lifecycle import LIVE_FOR_DEDUP, apply_transition, record_change
from core.memories.undo import CAPTURE_UNDONE
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory
from core.model.vocabulary import ARCHIVED, CRITICAL_TIER, PENDING, PROMOTED, REJECTED, STALE, SUPERSEDED
from core.text.secrets import find_secret

Progress = Callable[[int, int], None]

# The second step each retired status needs after a first ``promote``.
_SECOND_STEP = {SUPERSEDED: "supersede", STALE: "expire", ARCHIVED: "archive"}


@lean_dataclass
class ImportReport:
    """What an import did (or, in a dry run, would do)."""

    kind: str
    path: str
    dry_run: bool
    trusted: bool
    read: int = 0
    created: list[int] = field(default_factory=list)
    already_present: list[dict] = field(default_factory=list)
    duplicates: list[dict] = field(default_factory=list)
    updated: list[dict] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)
    by_status: Counter = field(default_factory=Counter)
    source_statuses: Counter = field(default_factory=Counter)
    links: int = 0
    proposals: int = 0
    unmapped: list[str] = field(default_factory=list)
    operations: list[int] = field(default_factory=list)
    untrusted: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "path": self.path,
            "dry_run": self.dry_run,
            "statuses_from_source": self.trusted,
            "read": self.read,
            "created": self.created,
            "already_present": self.already_present,
            "duplicates": self.duplicates,
            "updated": self.updated,
            "skipped": self.skipped,
            "by_status": dict(sorted(self.by_status.items())),
            "source_statuses": dict(sorted(self.source_statuses.items())),
            "links": self.links,
            "proposals": self.proposals,
            "unmapped": self.unmapped,
            "operations": self.operations,
            "untrusted": self.untrusted,
        }


@lean_dataclass
class _Run:
    store: Any
    settings: Any
    batch: SourceBatch
    report: ImportReport
    exact: bool
    ids: dict[str, int] = field(default_factory=dict)
    created: dict[str, Memory] = field(default_factory=dict)
    records: dict[str, ImportRecord] = field(default_factory=dict)


def apply_import(store, settings, batch: SourceBatch, new_actor: Callable[[], Actor], *, trusted: bool,
                 exact: bool, dry_run: bool = False, progress: Progress | None = None) -> ImportReport:
    """Import ``batch`` (inside the caller's write transaction) and report what happened.

    Args:
        new_actor: makes a fresh audit operation (called once or twice).
        trusted: apply the statuses the source gives instead of landing everything pending.
        exact: the batch is memdesk's own registry: keep uid, times and tier, match by uid.
        progress: called with ``(done, total)`` after each record.
    """
    report = ImportReport(kind=batch.kind, path=batch.path, dry_run=dry_run, trusted=trusted,
                          read=len(batch.records), skipped=list(batch.skipped), unmapped=list(batch.unmapped))
    run = _Run(store, settings, batch, report, exact)
    first = new_actor()
    total = len(batch.records)
    for done, record in enumerate(batch.records, 1):
        report.source_statuses[record.status] += 1
        run.records[record.key] = record
        _place(run, record, first)
        if progress is not None:
            progress(done, total)
    second_steps = _first_steps(run, first) if trusted else []
    _link(run, first)
    if not trusted:
        _file_chains(run, first)
    if second_steps:
        second = new_actor()
        for memory_id, record in second_steps:
            _second_step(run, memory_id, record, second)
        report.operations.append(second.op)
    if report.created or report.updated or report.links or report.proposals:
        report.operations.insert(0, first.op)
    for memory_id in report.created:
        memory = store.memories.get(memory_id)
        report.by_status[memory.status] += 1
    return report


def _place(run: _Run, record: ImportRecord, actor: Actor) -> None:
    """Create the record's memory, or find the one an earlier import made."""
    store, report = run.store, run.report
    if run.exact and record.uid:
        existing = store.memories.get_by_uid(record.uid)
        if existing is not None and _same_text(existing, record):
            if _undone(existing):
                _revive(run, record, existing, actor)
                return
            run.ids[record.key] = existing.id
            report.already_present.append({"where": record.where, "id": existing.id, "status": existing.status})
            return
        if existing is not None:
            _place_changed(run, record, existing, actor)
            return
    secret = None if run.exact else find_secret(str(record.content or ""))  # exact: validate() screens
    if secret is not None:
        report.skipped.append({"where": record.where, "code": "credential",
                               "reason": f"the text {secret.reason}; remove the secret from the source to import it"})
        return
    try:
        clean = _validated(run, record)
    except MemdeskError as exc:
        report.skipped.append({"where": record.where, "code": exc.code, "reason": exc.message})
        return
    if run.exact:
        memory = insert_new(store, clean, actor)
        if not run.report.trusted:
            report.untrusted.append({
                "where": record.where, "uid": record.uid, "id": memory.id,
                "reason": "this store never exported it: it waits for a person (--promote applies the file's status)",
            })
        _created(run, record, memory, actor)
        return
    if clean.external_id:
        earlier = store.memories.find_any_by_external_id(clean.namespace, clean.external_id)
        if earlier is not None and earlier.content_hash == clean.hash and not _undone(earlier):
            run.ids[record.key] = earlier.id
            report.already_present.append({"where": record.where, "id": earlier.id, "status": earlier.status})
            return
    # A restatement is reported, not bumped: re-running an import is not new evidence.
    known = store.memories.find_restatement(clean.namespace, clean.hash, LIVE_FOR_DEDUP)
    if known is not None:
        run.ids[record.key] = known.id
        report.duplicates.append({"where": record.where, "id": known.id, "reason": f"already known as #{known.id}"})
        return
    result = stage(store, run.settings, clean, actor)
    run.ids[record.key] = result.id
    if not result.created:
        report.updated.append({"where": record.where, "id": result.id, "reason": result.reason})
    else:
        _created(run, record, store.memories.get(result.id), actor)


def _same_text(memory: Memory, record: ImportRecord) -> bool:
    """Whether ``record`` carries exactly the text this store holds for its uid."""
    return isinstance(record.content, str) and " ".join(record.content.split()) == " ".join(memory.content.split())


def _place_changed(run: _Run, record: ImportRecord, existing: Memory, actor: Actor) -> None:
    """A registry entry whose text differs from the memory its uid names: a new memory, never an overwrite.

    It gets a new uid (the old one names what this store holds), lands pending unless
    ``trusted``, and is proposed to supersede the memory it claims to be, so promoting
    it is the one way its text replaces the original.
    """
    report = run.report
    try:
        clean = _validated(run, record)
    except MemdeskError as exc:
        report.skipped.append({"where": record.where, "code": exc.code, "reason": exc.message})
        return
    clean.uid = None
    note = f"{record.where}: the text of #{existing.id} changed in the file since this store exported it"
    findings = ([conflicts.Finding(target_id=existing.id, rule="amend", reason=note)]
                if existing.status in (PROMOTED, STALE, PENDING) else [])
    memory = insert_new(run.store, clean, actor)
    report.proposals += len(file_findings(run.store, memory, findings, actor)) if findings else 0
    report.untrusted.append({"where": record.where, "uid": record.uid, "id": memory.id, "changed": existing.id,
                             "reason": f"the text of #{existing.id} (uid {record.uid}) changed since export: "
                                       f"staged as #{memory.id}, a proposed replacement"})
    _created(run, record, memory, actor)


def _undone(memory: Memory) -> bool:
    """Whether ``memory`` is only here because an undone import (or capture) left it rejected."""
    return memory.status == REJECTED and memory.status_reason == CAPTURE_UNDONE


def _revive(run: _Run, record: ImportRecord, memory: Memory, actor: Actor) -> None:
    """Bring back a registry entry whose import was undone: its row (same uid) is pending again.

    The uid is the row's identity, so a second row cannot be made; the revived row then
    takes the registry's status like a new one (audited, so undo reverses it again).
    """
    before = {"status": memory.status, "status_reason": memory.status_reason}
    after = {"status": PENDING, "status_reason": None}
    run.store.memories.update(memory.id, after)
    # Recorded as a capture: undoing it leaves the row "capture undone" again.
    run.store.audit.record(ts=actor.ts, op=actor.op, actor=actor.name, action="capture", memory_id=memory.id,
                           before=before, after=after, reason="imported again after its import was undone")
    revived = run.store.memories.get(memory.id)
    _created(run, record, revived, actor)


def _created(run: _Run, record: ImportRecord, memory: Memory, actor: Actor) -> None:
    run.ids[record.key] = memory.id
    run.created[record.key] = memory
    run.report.created.append(memory.id)
    if record.pinned and run.report.trusted:
        record_change(run.store, memory, "pin", actor, {"pinned": True}, reason="pinned in the imported registry")


_TIME_FIELDS = ("event_time", "created_at", "valid_from", "valid_to", "last_verified")


def _normalise_times(run: _Run, record: ImportRecord) -> None:
    """Every time in memdesk's one format (so string order stays time order); bad ones are dropped and said so."""
    for name in _TIME_FIELDS:
        value = getattr(record, name)
        try:
            setattr(record, name, normalise_time(value))
        except MemdeskError:
            run.report.unmapped.append(f"{record.where}: {name} {str(value)[:40]!r} is not ISO-8601; left out")
            setattr(record, name, None)


def _validated(run: _Run, record: ImportRecord) -> CleanCapture:
    """The record as a validated capture."""
    _normalise_times(run, record)
    meta = dict(record.meta)
    trusted = run.report.trusted
    source = record.source
    if not run.exact:
        meta["import"] = {"format": run.batch.kind, "source_status": record.status, "where": record.where}
    elif not trusted:
        # The file's claims (who wrote it, its status, its pin) are kept for the reviewer, not applied.
        claims = {"source": record.source, "source_status": record.status, "pinned": record.pinned or None}
        meta["import"] = {"format": run.batch.kind, "where": record.where,
                          **{key: value for key, value in claims.items() if value}}
        source = f"import:{run.batch.kind}"
    clean = validate(CaptureRequest(
        content=record.content, kind=record.kind, namespace=record.namespace, tags=record.tags, refs=record.refs,
        level=record.level, importance=record.importance, confidence=record.confidence,
        external_id=record.external_id, source=source, session=record.session, event_time=record.event_time,
        summary=record.summary, decay_days=record.decay_days, meta=meta,
        force=run.exact and record.risk_tier == CRITICAL_TIER and trusted,
    ), run.settings)
    if clean.removed:  # a text is never changed unsaid: the report names what capture took out
        run.report.unmapped.append(f"{record.where}: {clean.removed}")
    if run.exact:
        clean.uid = record.uid
        clean.created_at = record.created_at
        clean.decay_days = record.decay_days
        if record.risk_tier and (trusted or record.risk_tier == CRITICAL_TIER):
            clean.risk_tier = record.risk_tier
    return clean


def _reason(run: _Run, record: ImportRecord) -> str | None:
    """The final step's reason: the registry's own (kept exactly), else where the status came from."""
    if run.exact:
        return record.status_reason
    return f"imported from {run.batch.kind}: the source held it {record.status}"


def _first_steps(run: _Run, actor: Actor) -> list[tuple[int, ImportRecord]]:
    """Promote or reject what the source decided; return the memories that need a second step."""
    second: list[tuple[int, ImportRecord]] = []
    for key, memory in run.created.items():
        record = run.records[key]
        if record.status not in SOURCE_STATUSES or record.status == PENDING:
            continue
        final_step = record.status in (PROMOTED, REJECTED)
        reason = _reason(run, record) if final_step else f"imported from {run.batch.kind}"
        if record.status == REJECTED:
            apply_transition(run.store, memory, "reject", actor, reason=reason)
            continue
        changes = {
            "last_verified": record.last_verified,
            "valid_from": record.valid_from or memory.event_time or memory.created_at,
        }
        if final_step and record.valid_to:
            changes["valid_to"] = record.valid_to
        apply_transition(run.store, memory, "promote", actor, reason=reason, changes=changes)
        if not final_step:
            second.append((memory.id, record))
    return second


def _second_step(run: _Run, memory_id: int, record: ImportRecord, actor: Actor) -> None:
    memory = run.store.memories.get(memory_id)
    changes: dict[str, Any] = {}
    if record.status == SUPERSEDED:
        newer_id = run.ids.get(record.superseded_by) if record.superseded_by else None
        if record.superseded_by and newer_id is None:
            run.report.unmapped.append(
                f"{record.where}: superseded by {record.superseded_by!r}, which was not imported; "
                "kept superseded without a successor")
        newer = run.store.memories.get(newer_id) if newer_id else None
        changes = {"superseded_by": newer_id,
                   "valid_to": record.valid_to or (newer.valid_from if newer else None) or actor.ts}
    elif record.valid_to:
        changes = {"valid_to": record.valid_to}
    apply_transition(run.store, memory, _SECOND_STEP[record.status], actor, reason=_reason(run, record),
                     changes=changes)


def _wanted_links(run: _Run) -> list[tuple[str, str, str, float]]:
    """Every link the batch asks for, supersession chains included, without repeats."""
    wanted: dict[tuple[str, str, str], float] = {}
    for record in run.records.values():
        for edge_type, target, weight in record.links:
            wanted.setdefault((record.key, target, edge_type), weight)
        if record.superseded_by:
            wanted.setdefault((record.superseded_by, record.key, "supersedes"), 1.0)
    return [(src, dst, edge_type, weight) for (src, dst, edge_type), weight in wanted.items()]


def _link(run: _Run, actor: Actor) -> None:
    """Create links where at least one end is new, so a link a person removed stays removed."""
    for src, dst, edge_type, weight in _wanted_links(run):
        if src not in run.created and dst not in run.created:
            continue
        where = run.records[src].where if src in run.records else src
        src_id, dst_id = run.ids.get(src), run.ids.get(dst)
        if src_id is None or dst_id is None:
            missing = dst if src_id is not None else src
            run.report.unmapped.append(f"{where}: {edge_type} link to {missing!r} dropped (not imported)")
            continue
        if src_id == dst_id:
            continue
        before = run.store.edges.count()
        try:
            links.link(run.store, src_id, dst_id, edge_type, actor, weight=weight)
        except MemdeskError as exc:
            run.report.unmapped.append(f"{where}: {edge_type} link dropped ({exc.message})")
            continue
        run.report.links += run.store.edges.count() - before


def _file_chains(run: _Run, actor: Actor) -> None:
    """File the source's supersessions on the newer memory's envelope (pending imports)."""
    for key, record in run.records.items():
        newer_key = record.superseded_by
        if not newer_key or (key not in run.created and newer_key not in run.created):
            continue
        older_id, newer_id = run.ids.get(key), run.ids.get(newer_key)
        newer = run.store.memories.get(newer_id) if newer_id else None
        if older_id is None or newer is None or newer.status != PENDING or older_id == newer_id:
            continue
        reason = f"{run.batch.kind} recorded that this replaced {record.where}"
        before = len(run.store.proposals.for_memory(newer.id))
        file_findings(run.store, newer, [conflicts.Finding(target_id=older_id, rule="amend", reason=reason)], actor)
        run.report.proposals += len(run.store.proposals.for_memory(newer.id)) - before
