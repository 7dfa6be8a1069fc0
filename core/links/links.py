"""Typed links between memories of one namespace."""

from __future__ import annotations

from core.errors import RefusedError, ValidationError
from core.memories.lookup import require
from core.model.records import Actor, Edge
from core.model.vocabulary import EDGE_TYPES

# Links that record disagreement or replacement; they never count as support.
NON_SUPPORT_TYPES = frozenset({"supersedes", "contradicts"})


def link(store, src_id: int, dst_id: int, edge_type: str, actor: Actor, *, weight: float = 1.0) -> Edge:
    """Create ``src --type--> dst`` (validated before anything is written).

    Raises:
        ValidationError: unknown type (the message lists the valid ones), bad weight.
        RefusedError: a self-link or a link across namespaces.
        NotFoundError: either id missing.
    """
    kind = str(edge_type or "").strip().lower()
    if kind not in EDGE_TYPES:
        raise ValidationError(
            f"unknown link type {edge_type!r}; valid types: {', '.join(EDGE_TYPES)}", code="invalid_link_type"
        )
    try:
        weight = float(weight)
    except (TypeError, ValueError):
        raise ValidationError("weight must be a number", code="invalid_weight") from None
    if not 0.0 < weight <= 10.0:
        raise ValidationError("weight must be in (0, 10]", code="invalid_weight")
    src = require(store, src_id)
    dst = require(store, dst_id)
    if src.id == dst.id:
        raise RefusedError("a memory cannot link to itself", code="self_link")
    if src.namespace != dst.namespace:
        raise RefusedError(
            f"#{src.id} and #{dst.id} are in different namespaces; links never cross namespaces",
            code="cross_namespace",
        )
    edge_id = store.edges.insert(src=src.id, dst=dst.id, type=kind, weight=weight, actor=actor.name, ts=actor.ts)
    if edge_id is None:
        existing = [e for e in store.edges.from_src(src.id, kind) if e.dst == dst.id]
        return existing[0]
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action="link", memory_id=src.id, target="edge",
        target_id=edge_id, before=None, after={"src": src.id, "dst": dst.id, "type": kind},
    )
    edge = store.edges.get(edge_id)
    assert edge is not None
    return edge
