"""Candidate retrieval and re-ranking: FTS5 finds, :mod:`signals` and :mod:`scoring` order.

1. The parsed query's terms go to FTS5; its best ``CANDIDATE_LIMIT`` matches in the
   namespace are the candidates (lean rows, no JSON decoding). CJK text in the
   query also searches the character-bigram shadow index (:mod:`cjk`).
2. Their session neighbours join the pool (the nearest either side; the next ones
   out lend context too), so the answer captured right after a matching question
   can be found even when it shares no word with it.
3. Each pooled memory gets a first-pass relevance (:func:`signals.relevance`).
4. Expansion, both bounded: words the best ``FEEDBACK_DOCS`` hits share lend a bonus to
   the candidates holding them (pseudo-relevance feedback), and names those hits
   mention are searched for as a second hop (one more FTS5 query of at most
   ``HOP_TERMS`` names, ``HOP_LIMIT`` rows) whose matches join the pool.
5. The relevance, scaled so the best is 1, goes into the composite score of
   :func:`scoring.score_memory`; the top ``k`` are picked best first, each further hit
   from a session already picked discounted by ``W_DIVERSITY``.
6. With an embedder, the lexical order and the dense order are fused by RRF
   (:mod:`hybrid`); without one this step does nothing.

Deterministic by construction: candidates come back in bm25 then id order, scores
are pure functions of the rows and the clock, and ties break on id.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from datetime import datetime
from typing import Sequence

from ..models import Hit
from . import cjk, hybrid, scoring, signals
from .query import ParsedQuery, parse_query


@dataclass
class Ranking:
    """Ranked hits plus what it took to get them (for stats and the recall log)."""

    query: ParsedQuery
    hits: list[Hit]
    candidates: int


@dataclass
class Pool:
    """Every memory a recall considers, with what the ranking reads of each.

    Attributes:
        candidates: lean rows by id (lexical matches, their nearest neighbours, hop finds).
        lexical: normalised bm25 (0–1] of the lexical matches, by id.
        context: what each memory borrows from its neighbours' match, by id.
        parts: each candidate's relevance parts (:class:`signals.Parts`), by id.
    """

    candidates: dict = field(default_factory=dict)
    lexical: dict[int, float] = field(default_factory=dict)
    context: dict[int, float] = field(default_factory=dict)
    parts: dict[int, signals.Parts] = field(default_factory=dict)
    sessions: dict[tuple, float] = field(default_factory=dict)
    signals: signals.QuerySignals | None = None


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
        store: the :class:`~core.storage.SqliteStore` (inside a read snapshot).
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
    pool = _lexical_pool(store, query, namespace=namespace, statuses=statuses, kinds=kinds, k=k)
    _expand(store, pool, query, namespace=namespace, statuses=statuses, kinds=kinds)
    parts = pool.parts
    top = max((p.relevance for p in parts.values()), default=0.0)
    fusion: dict[int, dict[str, float]] = {}
    if dense is None:
        chosen = _top_k(pool, k, now)
    else:
        lexical_ids = _top_k(pool, max(k, scoring.FUSION_DEPTH), now)
        similar = hybrid.dense_ranking(store, dense.vector, model=dense.model, namespace=namespace,
                                       statuses=statuses, kinds=kinds, limit=max(k, scoring.FUSION_DEPTH))
        fusion = dict(hybrid.fuse(lexical_ids, similar)[:k])
        chosen = list(fusion)
    memories = store.memories.get_many(chosen)
    hits: list[Hit] = []
    for memory_id in chosen:
        memory = memories[memory_id]
        relevance = parts[memory_id].relevance / top if memory_id in parts and top > 0 else 0.0
        score, explanation = scoring.score_memory(memory, relevance, now, explain=explain)
        flags = []
        left = scoring.horizon_fraction_left(memory, now)
        if left is not None and left < scoring.NEAR_HORIZON_FRACTION:
            flags.append("near_horizon")
        if explanation is not None and memory_id in parts:
            explanation = {**signals.explain_relevance(pool.lexical.get(memory_id, 0.0),
                                                       pool.context.get(memory_id, 0.0), parts[memory_id]),
                           **explanation}
        if memory_id in fusion:
            score = fusion[memory_id]["fused"]
            if explanation is not None:
                # The lexical path's own score stays visible; the hit's score is the fused one.
                explanation["lexical_score"] = explanation.pop("score")
                explanation.update({key: round(v, 6) for key, v in fusion[memory_id].items()})
                explanation["score"] = round(score, 6)
        hits.append(Hit(memory=memory, score=score, explanation=explanation, flags=flags))
    return Ranking(query=query, hits=hits, candidates=len(pool.candidates))


@dataclass(frozen=True)
class Dense:
    """A query embedding for hybrid retrieval: the vector and the model that made it."""

    vector: Sequence[float]
    model: str


def _lexical_pool(store, query: ParsedQuery, *, namespace: str | None, statuses: Sequence[str],
                  kinds: Sequence[str] | None, k: int) -> Pool:
    """Lexical candidates and their session neighbours, with their first-pass relevance."""
    pool = Pool()
    searches = [(query.match, scoring.bm25_rank_function(), "memories_fts"),
                (cjk.query_match(query.text), "bm25()", "memories_cjk")]
    for match, rank_function, index in searches:
        if match is None:
            continue
        rows = store.search.lexical(match, rank_function=rank_function, namespace=namespace, statuses=statuses,
                                    kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k), index=index)
        for candidate, bm25 in rows:
            pool.candidates.setdefault(candidate.id, candidate)
            pool.lexical[candidate.id] = (pool.lexical.get(candidate.id, 0.0)
                                          + scoring.lexical_from_bm25(bm25, rows[0][1]))
    if not pool.candidates:
        return pool
    links, nearest = store.search.neighbours(pool.candidates, statuses=statuses, depth=scoring.CONTEXT_DEPTH)
    for candidate in nearest.values():
        if not kinds or candidate.kind in kinds:
            pool.candidates[candidate.id] = candidate
    pool.context = signals.context_scores(pool.lexical, links)
    sessions = signals.session_strengths(pool.candidates, pool.lexical)
    compiled = signals.QuerySignals.of(query)
    pool.parts = {memory_id: signals.relevance(candidate, pool.lexical.get(memory_id, 0.0),
                                               pool.context.get(memory_id, 0.0), sessions, compiled)
                  for memory_id, candidate in pool.candidates.items()}
    pool.sessions, pool.signals = sessions, compiled
    return pool


def _expand(store, pool: Pool, query: ParsedQuery, *, namespace: str | None, statuses: Sequence[str],
            kinds: Sequence[str] | None) -> None:
    """Pseudo-relevance feedback and the second hop, both seeded by the first pass's best hits."""
    if not pool.parts:
        return
    feedback: dict[int, float] = {}
    if scoring.W_FEEDBACK > 0:
        terms = signals.feedback_terms(pool.candidates, signals.best_ids(pool.parts, scoring.FEEDBACK_DOCS), query)
        if terms:
            feedback = {memory_id: signals.feedback_score(candidate, terms)
                        for memory_id, candidate in pool.candidates.items()}
    hop: dict[int, float] = {}
    if scoring.W_HOP > 0:
        seeds = signals.hop_seeds(pool.candidates, signals.best_ids(pool.parts, scoring.HOP_DOCS), query)
        if seeds:
            match = " OR ".join(f'"{seed}"' for seed in seeds)
            rows = store.search.lexical(match, rank_function=scoring.bm25_rank_function(), namespace=namespace,
                                        statuses=statuses, kinds=kinds, limit=scoring.HOP_LIMIT)
            for candidate, bm25 in rows:
                hop[candidate.id] = scoring.lexical_from_bm25(bm25, rows[0][1])
                if candidate.id not in pool.candidates:
                    pool.candidates[candidate.id] = candidate
                    pool.parts[candidate.id] = signals.relevance(candidate, 0.0, 0.0, pool.sessions, pool.signals)
    for memory_id in feedback.keys() | hop.keys():
        pool.parts[memory_id] = signals.with_expansion(pool.parts[memory_id], feedback.get(memory_id, 0.0),
                                                       hop.get(memory_id, 0.0))


def _top_k(pool: Pool, k: int, now: datetime) -> list[int]:
    """Ids of the ``k`` best composite scores, best first (ties by id).

    Greedy: each step takes the best remaining score, a hit from a session that
    already has ``n`` picked hits counting ``(1 − W_DIVERSITY)^n`` of its score, so
    one long matching conversation does not fill every slot.
    """
    parts = pool.parts
    top = max((p.relevance for p in parts.values()), default=0.0)
    if top <= 0:
        return []
    heap = []  # (-score, id, picks of its session when scored)
    for memory_id, candidate in pool.candidates.items():
        value = parts[memory_id].relevance
        if value > 0:
            score, _ = scoring.score_memory(candidate, value / top, now, explain=False)
            heap.append((-score, memory_id, 0, score))
    heapq.heapify(heap)
    keep = 1.0 - scoring.W_DIVERSITY
    picked: list[int] = []
    per_session: dict[tuple, int] = {}
    while heap and len(picked) < k:
        negative, memory_id, seen, raw = heapq.heappop(heap)
        key = signals.session_key(pool.candidates[memory_id])
        now_seen = per_session.get(key, 0)
        if now_seen != seen and keep < 1.0:
            heapq.heappush(heap, (-raw * keep ** now_seen, memory_id, now_seen, raw))
            continue
        picked.append(memory_id)
        per_session[key] = now_seen + 1
    return picked
