"""What recall would return for a memory's subject before and after a person approves it.

Approval (promote) puts the memory into recall and retires what its envelope says it
supersedes (within the blast radius). The preview ranks the memory's own words as a
query twice — over today's promoted memories, and over the set approval would leave —
through the real ranker, without writing anything. It is lexical (FTS5) like the
default recall.
"""

from __future__ import annotations

from dataclasses import field, replace
from datetime import datetime

from core import conflicts
from core.clock import format_time
from core.model.lean import lean_dataclass
from core.model.records import Hit, Memory
from core.model.vocabulary import PROMOTED, STALE
from core.retrieval import rank, scoring

# Hits shown on each side: enough to see a neighbour displaced, small enough to read.
PREVIEW_K = 5


@lean_dataclass
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
    """A read-only stand-in for the store that :func:`rank` sees: as if ``newcomer``
    were promoted and ``retired`` were not live (candidates, session neighbours, rows)."""

    def __init__(self, store, newcomer: Memory, retired: set[int]):
        self._store = store
        self._newcomer = newcomer
        self._retired = retired
        self.search = self

    def lexical(self, match: str, *, rank_function: str, namespace, statuses, kinds=None, limit: int,
                index: str = "memories_fts"):
        rows = self._store.search.lexical(match, rank_function=rank_function, namespace=namespace,
                                          statuses=statuses, kinds=kinds, limit=limit + len(self._retired) + 1,
                                          index=index)
        rows = [(c, bm) for c, bm in rows if c.id not in self._retired and c.id != self._newcomer.id]
        own = self._store.queue.bm25_of(match, self._newcomer.id, scoring.BM25_WEIGHTS) \
            if index == "memories_fts" else None
        if own is not None and (not kinds or self._newcomer.kind in kinds):
            (candidate,) = self._store.search.candidates([self._newcomer.id]).values()
            rows.append((replace(candidate, last_verified=self._newcomer.last_verified), own))
            rows.sort(key=lambda pair: (pair[1], pair[0].id))
        return rows[:limit]

    def links(self, candidates, *, statuses, depth: int = 2):
        links = self._store.search.links(candidates, statuses=statuses, depth=depth)
        return {memory_id: ([i for i in before if i not in self._retired],
                            [i for i in after if i not in self._retired])
                for memory_id, (before, after) in links.items()}

    def candidates(self, ids):
        return {i: c for i, c in self._store.search.candidates(ids).items() if i not in self._retired}

    def hit_memories(self, ids):
        found = self._store.search.hit_memories(ids)
        if self._newcomer.id in found:
            found[self._newcomer.id] = self._newcomer
        return found


def would_retire(store, settings, memory: Memory) -> tuple[list[int], bool]:
    """Ids promoting ``memory`` would retire now, and whether the blast radius holds them.

    Mirrors the envelope rule of :func:`core.memories.review.promote`: only superseding
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
    if len(targets) > settings.conflicts.blast_radius and not conflicts.revokes_whole_class(memory.content):
        return targets, True
    return targets, False


def preview_approval(store, settings, memory: Memory, *, now: datetime, k: int) -> RecallPreview:
    """Rank ``memory``'s content as a query before and after its approval.

    Args:
        store: the store (read inside the caller's snapshot).
        settings: every setting (``[conflicts] blast_radius``).
        memory: the memory under review, in any status.
        now: the clock's now (recency and decay).
        k: how many hits each side shows.

    Returns:
        A :class:`RecallPreview`; nothing is written.
    """
    retired, held = would_retire(store, settings, memory)
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

