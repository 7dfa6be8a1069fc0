"""Batches: validate many captures at once, and load already-trusted records as promoted.

``validate_batch`` is the all-or-nothing check behind every batch: each item is
validated before anything is written, and every problem is reported by index.
``import_promoted`` is for operator imports and benchmarks — records a person has
already vetted (an export, a conversation log): new records are inserted in bulk and
promoted through :func:`~core.memories.lifecycle.apply_transition`; resends and restatements
take the ordinary capture path. Every row carries its ``capture`` and ``promote``
audit rows, and one ``undo`` reverses the whole load.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.errors import MemdeskError, ValidationError
from core.memories import review
from core.memories.capture import CaptureRequest, CleanCapture, capture_audit, new_row, stage, validate
from core.memories.lifecycle import LIVE_FOR_DEDUP, apply_transition
from core.model.records import Actor, CaptureResult, Memory
from core.model.vocabulary import PENDING, PROMOTED

MAX_IMPORT_BATCH = 10_000


def validate_batch(items: Sequence[dict], settings) -> list[CleanCapture]:
    """Validate every item of a batch before anything is written.

    Args:
        items: capture fields per item (``content`` plus any ``remember`` keyword).
        settings: the engine's :class:`~core.settings.Settings`.

    Returns:
        The cleaned captures, in order.

    Raises:
        ValidationError: listing every invalid item by index (``code="batch_invalid"``).
    """
    cleaned: list[CleanCapture] = []
    problems: list[str] = []
    for index, item in enumerate(items):
        try:
            fields = dict(item)
            content = fields.pop("content", None)
            cleaned.append(validate(CaptureRequest(content=content, **fields), settings))
        except (TypeError, MemdeskError) as exc:
            problems.append(f"item {index}: {exc}")
    if problems:
        raise ValidationError("batch refused, nothing stored: " + "; ".join(problems), code="batch_invalid")
    return cleaned


def import_promoted(store, settings, cleaned: Sequence[CleanCapture], actor: Actor, *,
                    reason: str) -> list[CaptureResult]:
    """Stage each capture and promote the new ones (inside the caller's write transaction).

    Records are taken as vetted: the fast path runs neither the junk screens nor the
    contradiction rules (validation, including the credential screen, still applies).
    New, distinct records are inserted in bulk (one ``executemany`` for the rows and
    one for their ``capture`` audit rows) and promoted one by one through
    :func:`~core.memories.lifecycle.apply_transition`. Anything that needs a decision —
    a resent ``external_id``, a restatement of a live memory (or of an earlier item
    of the batch), text staged with ``force`` — goes through the ordinary
    :func:`~core.memories.capture.stage` instead, and is promoted only when it created a new
    pending memory.

    Returns:
        One :class:`CaptureResult` per capture, in order, with the final status.

    Raises:
        ValidationError: when the batch is larger than :data:`MAX_IMPORT_BATCH`.
    """
    if len(cleaned) > MAX_IMPORT_BATCH:
        raise ValidationError(
            f"{len(cleaned)} records in one import batch; split it into batches of at most {MAX_IMPORT_BATCH}",
            code="batch_too_large",
        )
    fast, slow = _split(store, cleaned)
    results: dict[int, CaptureResult] = {}
    rows = [new_row(cleaned[index], actor.ts) for index in fast]
    for row, memory_id in zip(rows, store.memories.insert_many(rows)):
        row["id"] = memory_id
    store.audit.record_many(ts=actor.ts, op=actor.op, actor=actor.name, action="capture",
                            entries=[(row["id"], None, capture_audit(cleaned[i])) for row, i in zip(rows, fast)])
    for row, index in zip(rows, fast):
        apply_transition(store, _fresh_memory(row), "promote", actor, reason=reason, refresh=False,
                         changes={"last_verified": actor.ts, "valid_from": row["event_time"] or actor.ts})
        results[index] = CaptureResult(id=row["id"], status=PROMOTED)
    staged = {index: stage(store, settings, cleaned[index], actor) for index in slow}
    fresh = list(dict.fromkeys(r.id for r in staged.values() if r.created and r.status == PENDING))
    if fresh:
        review.promote(store, settings, fresh, actor, reason=reason)
    for index, result in staged.items():
        if result.id in fresh:
            result.status = PROMOTED
        results[index] = result
    return [results[index] for index in range(len(cleaned))]


def _split(store, cleaned: Sequence[CleanCapture]) -> tuple[list[int], list[int]]:
    """Indexes safe to bulk-insert, and indexes that need :func:`stage`'s decisions."""
    by_namespace: dict[str, list[int]] = {}
    for index, clean in enumerate(cleaned):
        by_namespace.setdefault(clean.namespace, []).append(index)
    known: set[tuple[str, str, str]] = set()
    for namespace, indexes in by_namespace.items():
        hashes, external = store.memories.existing_keys(
            namespace, hashes=[cleaned[i].hash for i in indexes],
            external_ids=[cleaned[i].external_id for i in indexes if cleaned[i].external_id],
            statuses=LIVE_FOR_DEDUP,
        )
        known.update(("hash", namespace, h) for h in hashes)
        known.update(("external", namespace, e) for e in external)
    fast: list[int] = []
    slow: list[int] = []
    for index, clean in enumerate(cleaned):
        keys = [("hash", clean.namespace, clean.hash)]
        if clean.external_id:
            keys.append(("external", clean.namespace, clean.external_id))
        if clean.secret_reason or any(key in known for key in keys):
            slow.append(index)
        else:
            fast.append(index)
        known.update(keys)
    return fast, slow


def _fresh_memory(row: dict) -> Memory:
    """The just-inserted row as a :class:`Memory` (its defaults are the table's)."""
    fields: dict[str, Any] = {name: row.get(name) for name in Memory.__dataclass_fields__ if name in row}
    return Memory(**fields, valid_from=None, valid_to=None, last_verified=None, last_accessed=None,
                  access_count=0, superseded_by=None, status_reason=None)
