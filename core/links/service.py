"""The link service: typed edges between memories, and walking them.

``engine.links`` is a :class:`LinkService`. ``explain`` ranks the memory against a
query through the :class:`~core.retrieval.service.RetrievalService` it is given.
"""

from __future__ import annotations

from dataclasses import replace

from core.links import graph as link_graph
from core.links import links
from core.links.results import Explanation, Neighbourhood
from core.model.records import Edge
from core.retrieval import scoring
from core.retrieval.service import RetrievalService
from core.service_context import ServiceContext


class LinkService:
    """Links between memories of one namespace, a memory's neighbourhood, and why it exists.

    Args:
        ctx: the store, settings, clock and default actor.
        retrieval: ranks a memory against a query for :meth:`explain`.
    """

    def __init__(self, ctx: ServiceContext, *, retrieval: RetrievalService) -> None:
        self.ctx = ctx
        self.retrieval = retrieval

    def link(self, src_id: int, dst_id: int, edge_type: str, *, weight: float = 1.0,
             actor: str | None = None) -> Edge:
        """Link two memories of one namespace (types: ``core.model.vocabulary.EDGE_TYPES``).

        Raises:
            ValidationError: an unknown type or a bad weight. RefusedError: across namespaces,
                or a link to itself. NotFoundError: an unknown id.
        """
        with self.ctx.store.transaction():
            return links.link(self.ctx.store, src_id, dst_id, edge_type, self.ctx.operation(actor), weight=weight)

    def graph(self, memory_id: int, *, depth: int = link_graph.DEFAULT_DEPTH) -> Neighbourhood:
        """A memory's neighbourhood within ``depth`` links (1–5), either direction (see ``core.links.graph``)."""
        with self.ctx.store.snapshot():
            return link_graph.neighbourhood(self.ctx.store, memory_id, depth=depth)

    def explain(self, memory_id: int, *, query: str | None = None) -> Explanation:
        """Why a memory exists and how it ranks.

        Returns:
            :class:`Explanation` — the memory, its ``edges``, ``supports`` (supersedes/contradicts
            never count), ``neighbourhood`` (depth 1), ``caused_by_chain``, ``standing``
            (decayed confidence, horizon left, retention) and, for a query, ``score`` and ``rank``.

        Raises:
            NotFoundError: the id names nothing.
        """
        store = self.ctx.store
        with store.snapshot():
            found = link_graph.explain(store, memory_id, self.ctx.now())
        if not query:
            return found
        memory = found.memory
        hits = self.retrieval.search(query, namespace=memory.namespace, statuses=[memory.status], k=scoring.MAX_K,
                                     explain=True)
        match = [h for h in hits if h.memory.id == memory_id]
        return replace(found, query=query, score=match[0].explanation if match else None,
                       rank=[h.memory.id for h in hits].index(memory_id) + 1 if match else None)
