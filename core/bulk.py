"""Batches: validate many captures at once, and load already-trusted records as promoted.

``validate_batch`` is the all-or-nothing check behind every batch: each item is
validated before anything is written, and every problem is reported by index.
``import_promoted`` is for operator imports and benchmarks — records a person has
already vetted (an export, a conversation log): each is staged exactly as ``remember``
would (external-id idempotency, restatements, contradiction proposals) and then
promoted through the normal promotion, so every row carries its ``capture`` and
``promote`` audit rows and ``undo`` reverses the whole load.
"""

from __future__ import annotations

from typing import Sequence

from . import review
from .capture import CaptureRequest, CleanCapture, stage, validate
from .errors import MemdeskError, ValidationError
from .lifecycle import PENDING, PROMOTED, Actor
from .models import CaptureResult

MAX_IMPORT_BATCH = 10_000


def validate_batch(items: Sequence[dict], config) -> list[CleanCapture]:
    """Validate every item of a batch before anything is written.

    Args:
        items: capture fields per item (``content`` plus any ``remember`` keyword).
        config: the engine's :class:`~core.config.Config`.

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
            cleaned.append(validate(CaptureRequest(content=content, **fields), config))
        except (TypeError, MemdeskError) as exc:
            problems.append(f"item {index}: {exc}")
    if problems:
        raise ValidationError("batch refused, nothing stored: " + "; ".join(problems), code="batch_invalid")
    return cleaned


def import_promoted(store, config, cleaned: Sequence[CleanCapture], actor: Actor, *,
                    reason: str) -> list[CaptureResult]:
    """Stage each capture and promote the new ones (inside the caller's write transaction).

    Restatements and idempotent resends keep their existing memory (and status);
    everything newly staged is promoted with ``reason`` on its audit row, applying
    its envelope exactly as ``promote`` does.

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
    results = [stage(store, config, clean, actor) for clean in cleaned]
    fresh = list(dict.fromkeys(r.id for r in results if r.created and r.status == PENDING))
    if fresh:
        review.promote(store, config, fresh, actor, reason=reason)
    promoted = set(fresh)
    for result in results:
        if result.id in promoted:
            result.status = PROMOTED
    return results
