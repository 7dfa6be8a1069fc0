"""Candidate retrieval and re-ranking: FTS5 finds, :mod:`scoring` orders.

Deterministic by construction: candidates come back in bm25 then id order, scores
are pure functions of the row and the clock, and ties break on id.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Sequence

from ..models import Hit
from . import scoring
from .query import ParsedQuery, parse_query


@dataclass
class Ranking:
    """Ranked hits plus what it took to get them (for stats and the recall log)."""

    query: ParsedQuery
    hits: list[Hit]
    candidates: int


def rank(
    store,
    text: str,
    *,
    namespace: str | None,
    statuses: Sequence[str],
    k: int,
    now: datetime,
    kinds: Sequence[str] | None = None,
    explain: bool = False,
) -> Ranking:
    """Rank memories matching ``text`` within one namespace (``None`` = every namespace)."""
    query = parse_query(text)
    if query.match is None:
        return Ranking(query=query, hits=[], candidates=0)
    rows = store.memories.search_fts(
        query.match,
        namespace=namespace,
        statuses=statuses,
        kinds=kinds,
        limit=max(scoring.CANDIDATE_LIMIT, k),
        weights=scoring.BM25_WEIGHTS,
    )
    if not rows:
        return Ranking(query=query, hits=[], candidates=0)
    best = min(bm25 for _, bm25 in rows)
    hits: list[Hit] = []
    for memory, bm25 in rows:
        lexical = scoring.lexical_from_bm25(bm25, best)
        score, explanation = scoring.score_memory(memory, lexical, now)
        flags = []
        left = scoring.horizon_fraction_left(memory, now)
        if left is not None and left < scoring.NEAR_HORIZON_FRACTION:
            flags.append("near_horizon")
        hits.append(Hit(memory=memory, score=score, explanation=explanation if explain else None, flags=flags))
    hits.sort(key=lambda h: (-h.score, h.memory.id))
    return Ranking(query=query, hits=hits[:k], candidates=len(rows))
