"""Candidate retrieval and re-ranking: FTS5 finds, :mod:`signals` and :mod:`scoring` order.

1. The parsed query's terms go to FTS5; its best ``CANDIDATE_LIMIT`` matches in the
   namespace are the candidates (lean rows, no JSON decoding). CJK text in the
   query also searches the character-bigram shadow index (:mod:`cjk`).
2. Their session neighbours join the pool (the nearest either side; the next ones
   out lend context too), so the answer captured right after a matching question
   can be found even when it shares no word with it.
3. Each pooled memory gets a query relevance (:func:`signals.relevance`), scaled so
   the best is 1, then the composite score of :func:`scoring.score_memory`.
4. With an embedder, the lexical order and the dense order are fused by RRF
   (:mod:`hybrid`); without one this step does nothing.

Deterministic by construction: candidates come back in bm25 then id order, scores
are pure functions of the rows and the clock, and ties break on id.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from core.model.records import Hit
from core.retrieval import hybrid, scoring, signals
from core.retrieval.query import ParsedQuery, parse_query
from core.text import cjk


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
    dense: Dense | None = None,
) -> Ranking:
    """Rank memories for ``text`` within one namespace (``None`` = every namespace).

    Args:
        store: the :class:`~core.storage.Store` (inside a read snapshot).
        text: any string; it is parsed safely (:func:`parse_query`).
        namespace: one namespace, or ``None`` for all (operator search).
        statuses: statuses to consider (recall passes ``["promoted"]``).
        k: how many hits to return.
        now: the clock's time, for recency and decay.
        kinds: only these kinds, when given.
        explain: attach every score component to each hit.
        dense: the query's embedding and model, for hybrid retrieval (``None``: lexical).

    Returns:
        A :class:`Ranking` with at most ``k`` hits, best first.
    """
    query = parse_query(text)
    pool, lexical, context, parts = _lexical_pool(store, query, namespace=namespace, statuses=statuses,
                                                  kinds=kinds, k=k)
    top = max((p[0] for p in parts.values()), default=0.0)
    fusion: dict[int, dict[str, float]] = {}
    if dense is None:
        chosen = _top_k(pool, parts, k, now)
    else:
        lexical_ids = _top_k(pool, parts, max(k, scoring.FUSION_DEPTH), now)
        similar = hybrid.dense_ranking(store, dense.vector, model=dense.model, namespace=namespace,
                                       statuses=statuses, kinds=kinds, limit=max(k, scoring.FUSION_DEPTH))
        fusion = dict(hybrid.fuse(lexical_ids, similar)[:k])
        chosen = list(fusion)
    memories = store.memories.get_many(chosen)
    hits: list[Hit] = []
    for memory_id in chosen:
        memory = memories[memory_id]
        relevance = parts[memory_id][0] / top if memory_id in parts and top > 0 else 0.0
        score, explanation = scoring.score_memory(memory, relevance, now, explain=explain)
        flags = []
        left = scoring.horizon_fraction_left(memory, now)
        if left is not None and left < scoring.NEAR_HORIZON_FRACTION:
            flags.append("near_horizon")
        if explanation is not None and memory_id in parts:
            explanation = {**signals.explain_relevance(lexical.get(memory_id, 0.0), context.get(memory_id, 0.0),
                                                       parts[memory_id]), **explanation}
        if memory_id in fusion:
            score = fusion[memory_id]["fused"]
            if explanation is not None:
                # The lexical path's own score stays visible; the hit's score is the fused one.
                explanation["lexical_score"] = explanation.pop("score")
                explanation.update({key: round(v, 6) for key, v in fusion[memory_id].items()})
                explanation["score"] = round(score, 6)
        hits.append(Hit(memory=memory, score=score, explanation=explanation, flags=flags))
    return Ranking(query=query, hits=hits, candidates=len(pool))


@dataclass(frozen=True)
class Dense:
    """A query embedding for hybrid retrieval: the vector and the model that made it."""

    vector: Sequence[float]
    model: str


def _lexical_pool(store, query: ParsedQuery, *, namespace: str | None, statuses: Sequence[str],
                  kinds: Sequence[str] | None, k: int):
    """Lexical candidates and their session neighbours, with every relevance part.

    Returns ``(pool, lexical, context, parts)``: candidates by id, normalised bm25 by
    id, borrowed context by id, and :func:`signals.relevance` tuples by id.
    """
    lexical: dict[int, float] = {}
    pool: dict = {}
    searches = [(query.match, scoring.bm25_rank_function(), "memories_fts"),
                (cjk.query_match(query.text), "bm25()", "memories_cjk")]
    for match, rank_function, index in searches:
        if match is None:
            continue
        rows = store.search.lexical(match, rank_function=rank_function, namespace=namespace, statuses=statuses,
                                    kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k), index=index)
        for candidate, bm25 in rows:
            pool.setdefault(candidate.id, candidate)
            lexical[candidate.id] = lexical.get(candidate.id, 0.0) + scoring.lexical_from_bm25(bm25, rows[0][1])
    if not pool:
        return {}, {}, {}, {}
    links, nearest = store.search.neighbours(pool, statuses=statuses, depth=scoring.CONTEXT_DEPTH)
    for candidate in nearest.values():
        if not kinds or candidate.kind in kinds:
            pool[candidate.id] = candidate
    context = signals.context_scores(lexical, links)
    sessions = signals.session_strengths(pool, lexical)
    compiled = signals.QuerySignals.of(query)
    if compiled.active:
        parts = {memory_id: signals.relevance(candidate, lexical.get(memory_id, 0.0), context.get(memory_id, 0.0),
                                              sessions, compiled)
                 for memory_id, candidate in pool.items()}
    else:  # the common case, inlined: every multiplier is 1
        parts = {}
        for memory_id, candidate in pool.items():
            session = sessions.get(signals.session_key(candidate), 0.0)
            value = lexical.get(memory_id, 0.0) + context.get(memory_id, 0.0) + scoring.W_SESSION * session
            parts[memory_id] = (value, session, 0.0, 0.0, 0.0)
    return pool, lexical, context, parts


def _top_k(pool: dict, parts: dict, k: int, now: datetime) -> list[int]:
    """Ids of the ``k`` best composite scores, best first (ties by id).

    Exact, but lazy: candidates are visited by relevance, and one whose score
    cannot reach the current k-th best — even with full recency and freshness —
    is skipped without parsing its dates.
    """
    top = max((p[0] for p in parts.values()), default=0.0)
    if top <= 0:
        return []
    order = sorted((memory_id for memory_id in pool if parts[memory_id][0] > 0),
                   key=lambda memory_id: (-parts[memory_id][0], memory_id))
    best: list[tuple[float, int]] = []  # min-heap of (score, -id): the weakest kept hit first
    for memory_id in order:
        candidate = pool[memory_id]
        lexical = parts[memory_id][0] / top
        if len(best) == k:
            floor = best[0][0]
            if scoring.score_ceiling(lexical, 1.0, 1.0, scoring.MAX_LEVEL_WEIGHT) < floor:
                break
            if scoring.score_ceiling(lexical, candidate.importance, scoring.frequency_of(candidate.access_count),
                                     scoring.LEVEL_WEIGHTS.get(candidate.level, 1.0)) < floor:
                continue
        score, _ = scoring.score_memory(candidate, lexical, now, explain=False)
        entry = (score, -memory_id)
        if len(best) < k:
            heapq.heappush(best, entry)
        elif entry > best[0]:
            heapq.heapreplace(best, entry)
    return [-neg_id for _, neg_id in sorted(best, reverse=True)]
