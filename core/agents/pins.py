"""Pins: the few memories a person wants an agent to see first, every time.

A pin is an operator's mark on a promoted memory. Pinned memories

- come first in ``recall`` when they match the query, and recall never drops one
  that matches (:func:`pins_first`, a step after ranking, so the ranker itself
  knows nothing about pins);
- open the context block, whatever the character budget (``core.retrieval.context_block``);
- never decay (``core.retrieval.scoring`` keeps their confidence) and so never go
  stale, and are never pruned or archived.

Each namespace may pin at most ``[pins] quota`` memories (default 10); pinning past
it is refused with the count. Pin and unpin are audited and undoable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from core.errors import RefusedError
from core.memories.lifecycle import record_change
from core.memories.lookup import require
from core.model.records import Actor, Hit, Memory, MemoryBrief
from core.model.vocabulary import PROMOTED
from core.retrieval import scoring
from core.settings import Settings

PINNED_FLAG = "pinned"


def _namespace_label(namespace: str) -> str:
    return f"namespace {namespace!r}" if namespace else "the shared namespace"


def pin(store, settings: Settings, ids: Sequence[int], actor: Actor, *,
        reason: str | None = None) -> dict[str, list[int]]:
    """Pin promoted memories, within the per-namespace quota (checked for all before any write).

    Returns:
        ``{"pinned": [ids pinned now], "already": [ids that were pinned]}``.

    Raises:
        NotFoundError: an id names nothing.
        RefusedError: a memory is not promoted, or the quota would be passed (nothing pinned).
    """
    memories = [require(store, memory_id) for memory_id in dict.fromkeys(ids)]
    for memory in memories:
        if memory.status != PROMOTED:
            raise RefusedError(
                f"#{memory.id} is {memory.status}; only promoted memories can be pinned "
                "(promote or verify it first). Nothing was pinned", code="pin_refused",
            )
    fresh = [m for m in memories if not m.pinned]
    quota = settings.pins.quota
    for namespace in dict.fromkeys(m.namespace for m in fresh):
        adding = sum(1 for m in fresh if m.namespace == namespace)
        current = store.pins.pinned_count(namespace, (PROMOTED,))
        if current + adding > quota:
            raise RefusedError(
                f"{_namespace_label(namespace)} already has {current} of its {quota} pins; pinning {adding} more "
                "would pass the quota. Nothing was pinned: unpin one first (`memdesk pins` lists them) or raise "
                "[pins] quota in the config", code="pin_quota",
            )
    for memory in fresh:
        record_change(store, memory, "pin", actor, {"pinned": 1}, reason=reason or "pinned by a person")
    return {"pinned": [m.id for m in fresh], "already": [m.id for m in memories if m.pinned]}


def unpin(store, ids: Sequence[int], actor: Actor, *, reason: str | None = None) -> dict[str, list[int]]:
    """Take the pin off memories (any status).

    Returns:
        ``{"unpinned": [ids unpinned now], "already": [ids that were not pinned]}``.

    Raises:
        NotFoundError: an id names nothing (checked before any write).
    """
    memories = [require(store, memory_id) for memory_id in dict.fromkeys(ids)]
    pinned = [m for m in memories if m.pinned]
    for memory in pinned:
        record_change(store, memory, "unpin", actor, {"pinned": 0}, reason=reason or "unpinned by a person")
    return {"unpinned": [m.id for m in pinned], "already": [m.id for m in memories if not m.pinned]}


def pins_first(store, hits: list[Hit], match: str | None, *, namespace: str, kinds: Sequence[str] | None,
               k: int, now: datetime, explain: bool) -> list[Hit]:
    """Recall's last step: every pinned memory that matches the query goes first, then the rest.

    Pins the ranking already chose keep their rank order and score; a matching pin the
    ranking left out (it fell outside the candidates or below ``k``) follows them in
    full-text order, scored by :func:`core.retrieval.scoring.score_memory` against the
    best-matching pin. Each pinned hit carries the ``pinned`` flag. At most ``k`` hits.

    Args:
        hits: the ranking's hits, best first.
        match: the query's FTS5 expression (``None`` when nothing was searchable).
    """
    if match is None:
        return hits
    matches = store.pins.pinned_matching(match, namespace=namespace, statuses=(PROMOTED,), kinds=kinds)
    if not matches:
        return hits
    pinned_ids = {memory.id for memory, _ in matches}
    ranked_pins = [hit for hit in hits if hit.memory.id in pinned_ids]
    seen = {hit.memory.id for hit in ranked_pins}
    best = matches[0][1]
    for memory, bm25 in matches:
        if memory.id not in seen:
            score, explanation = scoring.score_memory(memory, scoring.lexical_from_bm25(bm25, best), now)
            ranked_pins.append(Hit(memory=memory, score=score, explanation=explanation if explain else None))
    for hit in ranked_pins:
        if PINNED_FLAG not in hit.flags:
            hit.flags.append(PINNED_FLAG)
    return (ranked_pins + [hit for hit in hits if hit.memory.id not in pinned_ids])[:k]


def unlisted_pins(store, namespace: str, listed: Iterable[Memory | MemoryBrief]) -> list[Memory]:
    """Promoted pins of ``namespace`` missing from ``listed`` (the context block must show every pin)."""
    have = {memory.id for memory in listed}
    return [m for m in store.pins.pinned(namespace, (PROMOTED,)) if m.id not in have]


class StorePins:
    """Pins as recall and the context block need them (see :class:`core.retrieval.service.PinnedMemories`).

    Args:
        store: the store to read pins from (call inside the caller's snapshot).
    """

    def __init__(self, store) -> None:
        self.store = store

    def first(self, hits: list[Hit], match: str | None, *, namespace: str, kinds: Sequence[str] | None, k: int,
              now: datetime, explain: bool) -> list[Hit]:
        """:func:`pins_first` over this store."""
        return pins_first(self.store, hits, match, namespace=namespace, kinds=kinds, k=k, now=now, explain=explain)

    def unlisted(self, namespace: str, listed: Iterable[Memory | MemoryBrief]) -> list[Memory]:
        """:func:`unlisted_pins` over this store."""
        return unlisted_pins(self.store, namespace, listed)
