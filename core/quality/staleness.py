"""Staleness and re-verification: what a person should confirm next, most useful first.

A memory needs re-verifying when it is ``stale`` (``doctor --fix`` found it past its
horizon) or still promoted with less than ``NEAR_HORIZON_FRACTION`` of its horizon
left (past it included). The list is ordered by how much recall leans on it (recall
count, most first), then by how long since it was last verified (longest first), then
by id. Marking one "still true" (``verify``) resets ``last_verified`` and never the
content; reading it (``recall``, ``get``) never resets anything.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from core.clock import days_between
from core.model.vocabulary import PROMOTED, STALE
from core.retrieval.scoring import NEAR_HORIZON_FRACTION, horizon_fraction_left


def reverify_list(store, now: datetime, *, namespace: str | None = None,
                  limit: int | None = None) -> list[dict[str, Any]]:
    """Memories to re-verify, most recalled first, then longest unverified.

    Returns:
        Items ``{id, namespace, kind, status, content, recalls, last_verified,
        days_since_verified, horizon_left}``.
    """
    items = []
    for memory in store.memories.live_in_namespace(namespace, (PROMOTED, STALE)):
        left = horizon_fraction_left(memory, now)
        if memory.status == PROMOTED and (left is None or left >= NEAR_HORIZON_FRACTION):
            continue
        anchor = memory.last_verified or memory.created_at
        items.append({
            "id": memory.id, "namespace": memory.namespace, "kind": memory.kind, "status": memory.status,
            "content": memory.content, "recalls": memory.access_count, "last_verified": memory.last_verified,
            "days_since_verified": round(days_between(anchor, now), 2),
            "horizon_left": None if left is None else round(left, 4),
        })
    items.sort(key=lambda item: (-item["recalls"], -item["days_since_verified"], item["id"]))
    return items[:limit] if limit is not None else items
