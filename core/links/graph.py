"""Walking the links: a memory's neighbourhood, why it exists, and where it stands.

Edges never cross namespaces (``core.links.links`` refuses them), so a walk from one
memory stays in its namespace. ``supersedes`` and ``contradicts`` edges are shown
but never count as support.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from core.errors import ValidationError
from core.links.links import NON_SUPPORT_TYPES
from core.links.results import Explanation, Neighbourhood
from core.memories.lookup import require
from core.model.records import Memory
from core.quality.retention import last_activity, retention_score
from core.retrieval import scoring

DEFAULT_DEPTH = 2
MAX_DEPTH = 5
# A neighbourhood larger than this is cut (and says so) so one hub cannot flood a terminal.
MAX_NODES = 200
MAX_CHAIN = 20


def _node(memory: Memory, depth: int) -> dict[str, Any]:
    return {"id": memory.id, "depth": depth, "status": memory.status, "kind": memory.kind,
            "namespace": memory.namespace, "content": memory.content}


def neighbourhood(store, memory_id: int, *, depth: int = DEFAULT_DEPTH) -> Neighbourhood:
    """Memories reachable from ``memory_id`` within ``depth`` links, either direction.

    Returns:
        :class:`Neighbourhood` — nodes ``{id, depth, status, kind, namespace, content}``
        in breadth-first order, the edges between them, and whether the walk was cut.

    Raises:
        NotFoundError: the id names nothing.
        ValidationError: depth outside 1–5.
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_DEPTH:
        raise ValidationError(f"--depth must be a whole number from 1 to {MAX_DEPTH}", code="invalid_depth")
    root = require(store, memory_id)
    seen: dict[int, int] = {root.id: 0}
    edges: dict[int, Any] = {}
    frontier = [root.id]
    truncated = False
    for level in range(1, depth + 1):
        if not frontier:
            break
        next_frontier: list[int] = []
        for edge in store.edges.touching_any(frontier):
            edges[edge.id] = edge
            for end in (edge.src, edge.dst):
                if end in seen:
                    continue
                if len(seen) >= MAX_NODES:
                    truncated = True
                    continue
                seen[end] = level
                next_frontier.append(end)
        frontier = next_frontier
    memories = store.memories.get_many(seen)
    kept = [e for e in edges.values() if e.src in seen and e.dst in seen]
    return Neighbourhood(root=root.id, depth=depth,
                         nodes=[_node(memories[i], d) for i, d in seen.items() if i in memories],
                         edges=sorted(kept, key=lambda e: e.id), truncated=truncated)


def caused_by_chain(store, memory_id: int) -> list[dict[str, Any]]:
    """Why a memory exists: follow ``caused_by`` links outward (``A caused_by B`` → B), cycle-safe."""
    chain: list[dict[str, Any]] = []
    seen = {memory_id}
    current = memory_id
    while len(chain) < MAX_CHAIN:
        causes = [e for e in store.edges.from_src(current, "caused_by") if e.dst not in seen]
        if not causes:
            break
        cause = store.memories.get(causes[0].dst)
        if cause is None:
            break
        chain.append({**_node(cause, len(chain) + 1), "also": [e.dst for e in causes[1:]]})
        seen.add(cause.id)
        current = cause.id
    return chain


def standing(memory: Memory, now: datetime) -> dict[str, Any]:
    """A memory's query-independent score: confidence after decay, horizon left, retention."""
    left = scoring.horizon_fraction_left(memory, now)
    return {
        "effective_confidence": round(scoring.effective_confidence(memory, now), 6),
        "horizon_left": None if left is None else round(left, 6),
        "near_horizon": left is not None and left < scoring.NEAR_HORIZON_FRACTION,
        "retention": round(retention_score(memory, now), 6),
        "level_weight": scoring.LEVEL_WEIGHTS.get(memory.level, 1.0),
        "recalls": memory.access_count,
        "last_verified": memory.last_verified,
        "last_activity": last_activity(memory),
    }


def explain(store, memory_id: int, now: datetime) -> Explanation:
    """Everything ``explain`` shows except the query score (the link service ranks that).

    Returns:
        :class:`Explanation` — the memory, the ``edges`` touching it, ``supports``
        (neighbours by supporting links only), ``neighbourhood`` (depth 1),
        ``caused_by_chain`` and ``standing``.
    """
    memory = require(store, memory_id)
    edges = store.edges.touching(memory_id)
    return Explanation(
        memory=memory, edges=edges,
        supports=[e.src if e.dst == memory_id else e.dst for e in edges if e.type not in NON_SUPPORT_TYPES],
        neighbourhood=neighbourhood(store, memory_id, depth=1),
        caused_by_chain=caused_by_chain(store, memory_id), standing=standing(memory, now),
    )
