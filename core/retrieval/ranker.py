"""Candidate retrieval and re-ranking: FTS5 finds, :mod:`signals` and :mod:`scoring` order.

1. The parsed query's terms go to FTS5; its best ``CANDIDATE_LIMIT`` matches in the
   namespace are the candidates (lean rows, no JSON decoding).
2. Their session neighbours (two either side) join the pool, so the answer captured
   right after a matching question can be found even when it shares no word with it.
3. Each pooled memory gets a query relevance (:func:`signals.relevance`), scaled so
   the best is 1, then the composite score of :func:`scoring.score_memory`.
4. With an embedder, the lexical order and the dense order are fused by RRF
   (:mod:`hybrid`); without one this step does nothing.

Deterministic by construction: candidates come back in bm25 then id order, scores
are pure functions of the rows and the clock, and ties break on id.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Sequence

from ..models import Hit
from . import scoring, signals
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
    """Rank memories for ``text`` within one namespace (``None`` = every namespace).

    Args:
        store: the :class:`~core.storage.SqliteStore` (inside a read snapshot).
        text: any string; it is parsed safely (:func:`parse_query`).
        namespace: one namespace, or ``None`` for all (operator search).
        statuses: statuses to consider (recall passes ``["promoted"]``).
        k: how many hits to return.
        now: the clock's time, for recency and decay.
        kinds: only these kinds, when given.
        explain: attach every score component to each hit.

    Returns:
        A :class:`Ranking` with at most ``k`` hits, best first.
    """
    query = parse_query(text)
    if query.match is None:
        return Ranking(query=query, hits=[], candidates=0)
    rows = store.search.lexical(
        query.match, rank_function=scoring.bm25_rank_function(), namespace=namespace, statuses=statuses,
        kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k),
    )
    if not rows:
        return Ranking(query=query, hits=[], candidates=0)
    best = rows[0][1]
    lexical = {candidate.id: scoring.lexical_from_bm25(bm25, best) for candidate, bm25 in rows}
    pool = {candidate.id: candidate for candidate, _ in rows}
    links = _session_links(store, pool, statuses=statuses, kinds=kinds)
    sessions = signals.session_strengths(pool, lexical)
    compiled = signals.QuerySignals.of(query)
    parts = {memory_id: signals.relevance(candidate, lexical, links, sessions, compiled)
             for memory_id, candidate in pool.items()}
    top = max(p["relevance"] for p in parts.values())
    scored = []
    for memory_id, candidate in pool.items():
        if parts[memory_id]["relevance"] > 0:
            score, _ = scoring.score_memory(candidate, parts[memory_id]["relevance"] / top, now, explain=False)
            scored.append((score, memory_id))
    scored.sort(key=lambda item: (-item[0], item[1]))
    chosen = [memory_id for _, memory_id in scored[:k]]
    memories = store.memories.get_many(chosen)
    hits: list[Hit] = []
    for memory_id in chosen:
        memory = memories[memory_id]
        score, explanation = scoring.score_memory(memory, parts[memory_id]["relevance"] / top, now, explain=explain)
        flags = []
        left = scoring.horizon_fraction_left(memory, now)
        if left is not None and left < scoring.NEAR_HORIZON_FRACTION:
            flags.append("near_horizon")
        if explanation is not None:
            explanation = {**{key: round(value, 6) for key, value in parts[memory_id].items()}, **explanation}
        hits.append(Hit(memory=memory, score=score, explanation=explanation, flags=flags))
    return Ranking(query=query, hits=hits, candidates=len(pool))


def _session_links(store, pool: dict, *, statuses: Sequence[str], kinds: Sequence[str] | None) -> dict:
    """Session neighbours of every lexical candidate, ``CONTEXT_DEPTH`` deep either side.

    Neighbours up to one step short of the depth join the pool (same kind filter);
    the outermost ring is only linked, since it can lend nothing to anyone further out.
    """
    links = store.search.neighbours(list(pool), statuses=statuses)
    for _ in range(scoring.CONTEXT_DEPTH - 1):
        missing = [n for pair in links.values() for n in pair if n is not None and n not in pool]
        if not missing:
            break
        added = [c for c in store.search.candidates(missing).values() if not kinds or c.kind in kinds]
        for candidate in added:
            pool[candidate.id] = candidate
        links.update(store.search.neighbours([c.id for c in added], statuses=statuses))
    return links
