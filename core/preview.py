"""What recall would return for a memory's subject before and after a person approves it.

Approval (promote) puts the memory into recall and retires what its envelope says it
supersedes (within the blast radius). The preview ranks the memory's own words as a
query twice — over today's promoted memories, and over the set approval would leave —
through the real ranker, without writing anything. It is lexical (FTS5) like the
default recall.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime

from . import conflicts
from .clock import format_time
from .lifecycle import PROMOTED, STALE
from .models import Hit, Memory
from .retrieval import rank

# Hits shown on each side: enough to see a neighbour displaced, small enough to read.
PREVIEW_K = 5


@dataclass
class RecallPreview:
    """Recall for ``query`` in ``namespace`` now (``before``) and after approval (``after``).

    Attributes:
        memory_id: the memory being reviewed.
        query: the subject used as the query (the memory's content).
        before: hits today, best first.
        after: hits once the memory is promoted and its supersessions applied.
        retired: ids approval would retire (empty when ``held``).
        held: approval would exceed the blast radius, so nothing would be retired.
        rank_after: the memory's 1-based rank after approval, or ``None`` if it misses the top k.
    """

    memory_id: int
    query: str
    namespace: str
    before: list[Hit] = field(default_factory=list)
    after: list[Hit] = field(default_factory=list)
    retired: list[int] = field(default_factory=list)
    held: bool = False
    rank_after: int | None = None

    def to_dict(self) -> dict:
        return {
            "memory_id": self.memory_id,
            "query": self.query,
            "namespace": self.namespace,
            "before": [h.memory.id for h in self.before],
            "after": [h.memory.id for h in self.after],
            "retired": list(self.retired),
            "held": self.held,
            "rank_after": self.rank_after,
        }


class _ApprovedView:
    """A read-only stand-in for the store that :func:`rank` sees: FTS candidates as
    if ``newcomer`` were promoted and ``retired`` were not live."""

    def __init__(self, store, newcomer: Memory, retired: set[int]):
        self._store = store
        self._newcomer = newcomer
        self._retired = retired
        self.memories = self

    def search_fts(self, match: str, *, namespace, statuses, kinds=None, limit: int, weights):
        rows = self._store.memories.search_fts(
            match, namespace=namespace, statuses=statuses, kinds=kinds,
            limit=limit + len(self._retired) + 1, weights=weights,
        )
        rows = [(m, bm) for m, bm in rows if m.id not in self._retired and m.id != self._newcomer.id]
        own = self._store.queue.bm25_of(match, self._newcomer.id, weights)
        if own is not None and (not kinds or self._newcomer.kind in kinds):
            rows.append((self._newcomer, own))
            rows.sort(key=lambda pair: (pair[1], pair[0].id))
        return rows[:limit]


def would_retire(store, config, memory: Memory) -> tuple[list[int], bool]:
    """Ids promoting ``memory`` would retire now, and whether the blast radius holds them.

    Mirrors the envelope rule of :func:`core.review.promote`: only superseding
    proposals whose targets are still live count; over the limit, unless the text
    revokes a whole class, nothing is retired.
    """
    targets: list[int] = []
    for proposal in store.proposals.for_memory(memory.id, statuses=("open", "held")):
        if proposal.target_id is None or proposal.rule not in conflicts.SUPERSEDING_RULES:
            continue
        target = store.memories.get(proposal.target_id)
        if target is not None and target.status in (PROMOTED, STALE) and target.id not in targets:
            targets.append(target.id)
    if len(targets) > config.blast_radius and not conflicts.revokes_whole_class(memory.content):
        return targets, True
    return targets, False


def preview_approval(store, config, memory: Memory, *, now: datetime, k: int) -> RecallPreview:
    """Rank ``memory``'s content as a query before and after its approval.

    Args:
        store: the store (read inside the caller's snapshot).
        config: settings (blast radius).
        memory: the memory under review, in any status.
        now: the clock's now (recency and decay).
        k: how many hits each side shows.

    Returns:
        A :class:`RecallPreview`; nothing is written.
    """
    retired, held = would_retire(store, config, memory)
    preview = RecallPreview(memory_id=memory.id, query=memory.content, namespace=memory.namespace,
                            retired=[] if held else retired, held=held)
    preview.before = rank(store, memory.content, namespace=memory.namespace, statuses=[PROMOTED],
                          k=k, now=now).hits
    approved = replace(memory, status=PROMOTED, last_verified=format_time(now),
                       valid_from=memory.valid_from or memory.event_time or format_time(now),
                       superseded_by=None, valid_to=None)
    view = _ApprovedView(store, approved, set(preview.retired))
    preview.after = rank(view, memory.content, namespace=memory.namespace, statuses=[PROMOTED],
                         k=k, now=now).hits
    ids = [hit.memory.id for hit in preview.after]
    preview.rank_after = ids.index(memory.id) + 1 if memory.id in ids else None
    return preview

