"""What the link service answers with: a neighbourhood of links, and why a memory exists.

``to_dict()`` is the JSON the CLI (``graph``/``explain --json``) and the MCP ``explain``
tool print, key for key.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from core.model.lean import lean_dataclass
from core.model.records import Edge, Memory


@lean_dataclass(frozen=True)
class Neighbourhood:
    """Memories reachable from ``root`` within ``depth`` links, either direction.

    Attributes:
        nodes: ``{id, depth, status, kind, namespace, content}`` in breadth-first order.
        edges: every link between two of the nodes, by id.
        truncated: the walk stopped at the node cap.
    """

    root: int
    depth: int
    nodes: list[dict[str, Any]]
    edges: list[Edge]
    truncated: bool

    def to_dict(self) -> dict[str, Any]:
        """The neighbourhood, its edges as JSON."""
        return {"root": self.root, "depth": self.depth, "nodes": [dict(n) for n in self.nodes],
                "edges": [e.to_dict() for e in self.edges], "truncated": self.truncated}


@lean_dataclass(frozen=True)
class Explanation:
    """Why a memory exists and where it stands; with a query, also how it ranks for it.

    Attributes:
        supports: neighbours by supporting links (``supersedes``/``contradicts`` never count).
        neighbourhood: depth 1.
        caused_by_chain: the ``caused_by`` links followed back, nearest first.
        standing: decayed confidence, horizon left, retention, recalls.
        query: the query ranked against (``None``: none asked, and ``score``/``rank`` are left out).
        score: the score's parts for the query (``None`` when it does not rank).
        rank: its 1-based rank for the query (``None`` when it does not rank).
    """

    memory: Memory
    edges: list[Edge]
    supports: list[int]
    neighbourhood: Neighbourhood
    caused_by_chain: list[dict[str, Any]]
    standing: dict[str, Any]
    query: str | None = None
    score: dict[str, Any] | None = None
    rank: int | None = field(default=None)

    def to_dict(self) -> dict[str, Any]:
        """The explanation; ``score`` and ``rank`` only when a query was asked."""
        data: dict[str, Any] = {
            "memory": self.memory.to_dict(),
            "edges": [e.to_dict() for e in self.edges],
            "supports": list(self.supports),
            "neighbourhood": self.neighbourhood.to_dict(),
            "caused_by_chain": [dict(link) for link in self.caused_by_chain],
            "standing": dict(self.standing),
        }
        if self.query:
            data["score"] = self.score
            data["rank"] = self.rank
        return data
