"""Candidate retrieval and re-ranking: FTS5 finds, :mod:`signals` and :mod:`scoring` order.

1. The parsed query's terms go to FTS5; its best ``CANDIDATE_LIMIT`` matches in the
   namespace are the candidates (lean rows, no JSON decoding). CJK text in the
   query also searches the character-bigram shadow index (:mod:`cjk`).
2. The best ``CONTEXT_SOURCES`` of them lend context to their session neighbours
   (``CONTEXT_DEPTH`` either side), and the ``NEIGHBOUR_LIMIT`` neighbours borrowing
   most join the pool: the answer captured right after a matching question can be
   found even when it shares no word with it.
3. Each pooled memory gets a query relevance (:func:`signals.relevance`).
4. The relevance, scaled so the best is 1, goes into the composite score of
   :func:`scoring.score_memory`, and the ``k`` best are returned.
With an embedder, the memories most similar to the query get a dense match (:mod:`hybrid`)
that joins their relevance in step 3, beside the bm25 match; those no word matched join
the pool in step 1. Without one nothing changes.

Deterministic by construction: candidates come back in bm25 then id order, scores
are pure functions of the rows and the clock, and ties break on id.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import field
from datetime import datetime
from operator import attrgetter

from core.model.lean import lean_dataclass
from core.model.records import Hit
from core.retrieval import hybrid, scoring, signals
from core.retrieval.features import text_features
from core.retrieval.query import ParsedQuery, parse_query
from core.text import cjk


@lean_dataclass(compiled_init=False)
class Ranking:
    """Ranked hits plus what it took to get them (for stats and the recall log)."""

    query: ParsedQuery
    hits: list[Hit]
    candidates: int


@lean_dataclass(compiled_init=False)
class Pool:
    """Every memory a recall considers, with what the ranking reads of each (all by id).

    Attributes:
        candidates: lean rows (lexical matches and the neighbours that borrow most).
        lexical: normalised bm25 (0–1] of the lexical matches.
        context: what each memory borrows from its neighbours' match.
        relevance: the query relevance (:func:`signals.relevance`, plus feedback).
        feedback: each memory's normalised bm25 for the feedback query (``None`` unless
            the query's matches have no session: there, session context lends instead).
        dense: the dense match (0–1] of the memories most similar to the query (hybrid only).
        dense_weight: what one unit of ``dense`` adds to a memory's match (the model's ``W_DENSE_MATCH``).
    """

    signals: signals.QuerySignals
    candidates: dict = field(default_factory=dict)
    lexical: dict[int, float] = field(default_factory=dict)
    context: dict[int, float] = field(default_factory=dict)
    relevance: dict[int, float] = field(default_factory=dict)
    feedback: dict[int, float] | None = None
    dense: dict[int, float] = field(default_factory=dict)
    dense_weight: float = 0.0

    def explain(self, memory_id: int) -> dict[str, float]:
        """The relevance parts of one candidate as ``--explain`` shows them."""
        lexical, context = self.lexical.get(memory_id, 0.0), self.context.get(memory_id, 0.0)
        dense = self.dense.get(memory_id, 0.0)
        matched = lexical + self.dense_weight * dense
        parts = signals.explain_parts(self.candidates[memory_id], matched, context, self.signals)
        feedback = None if self.feedback is None else self.feedback.get(memory_id, 0.0)
        shown = signals.explain_relevance(lexical, context, parts, present=self.signals.newness is not None,
                                          feedback=feedback)
        if self.dense:
            shown["dense_match"] = round(dense, 6)
        return shown


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
    pool = _lexical_pool(store, query, namespace=namespace, statuses=statuses, kinds=kinds, k=k, dense=dense)
    top = max(pool.relevance.values(), default=0.0)
    chosen = _top_k(pool, k, now)
    memories = store.search.hit_memories(chosen)
    hits: list[Hit] = []
    for memory_id in chosen:
        memory = memories[memory_id]
        relevance = pool.relevance[memory_id] / top if memory_id in pool.relevance and top > 0 else 0.0
        score, explanation = scoring.score_memory(memory, relevance, now, explain=explain)
        flags = []
        left = scoring.horizon_fraction_left(memory, now)
        if left is not None and left < scoring.NEAR_HORIZON_FRACTION:
            flags.append("near_horizon")
        if explanation is not None and memory_id in pool.relevance:
            explanation = {**pool.explain(memory_id), **explanation}
        hits.append(Hit(memory=memory, score=score, explanation=explanation, flags=flags))
    return Ranking(query=query, hits=hits, candidates=len(pool.candidates))


@lean_dataclass(frozen=True, compiled_init=False)
class Dense:
    """A query embedding for hybrid retrieval: the vector and the model that made it."""

    vector: Sequence[float]
    model: str


def _lexical_pool(store, query: ParsedQuery, *, namespace: str | None, statuses: Sequence[str],
                  kinds: Sequence[str] | None, k: int, dense: Dense | None = None) -> Pool:
    """Lexical candidates and the session neighbours that borrow most, with their relevance."""
    pool = Pool(signals.QuerySignals.of(query))
    vectors = None
    weight, depth = scoring.dense_constants(dense.model) if dense is not None else (0.0, 0)
    if dense is not None and weight > 0:
        vectors = hybrid.DenseIndex.load(store, dense.model, namespace=namespace, statuses=statuses, kinds=kinds,
                                         context=scoring.dense_context(dense.model))
    searches = [(query.match, scoring.bm25_rank_function(), "memories_fts"),
                (cjk.query_match(query.text), "bm25()", "memories_cjk")]
    lexical, candidates = pool.lexical, pool.candidates
    for match, rank_function, index in searches:
        if match is None:
            continue
        rows = store.search.lexical(match, rank_function=rank_function, namespace=namespace, statuses=statuses,
                                    kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k), index=index)
        if not rows:
            continue
        best, normalise = rows[0][1], scoring.lexical_from_bm25
        for candidate, bm25 in rows:
            memory_id = candidate.id
            if memory_id not in candidates:
                candidates[memory_id] = candidate
            lexical[memory_id] = lexical.get(memory_id, 0.0) + normalise(bm25, best)
    matched = lexical
    if vectors is not None and dense is not None:
        pool.dense = vectors.match(dense.vector, depth)
        pool.dense_weight = weight
        if scoring.DENSE_JOIN:
            _join(store, pool, pool.dense, kinds)
        else:
            pool.dense = {memory_id: value for memory_id, value in pool.dense.items() if memory_id in candidates}
        matched = {**lexical}
        for memory_id, value in pool.dense.items():
            matched[memory_id] = matched.get(memory_id, 0.0) + weight * value
    if not candidates:
        return pool
    sources = [pool.candidates[memory_id] for memory_id in signals.best_ids(lexical, scoring.CONTEXT_SOURCES)]
    links = store.search.links(sources, statuses=statuses, depth=scoring.CONTEXT_DEPTH)
    questions = {c.id for c in sources if text_features(c.content).asks}
    pool.context = signals.context_scores(lexical, links, questions)
    borrowing = [memory_id for memory_id in pool.context if memory_id not in pool.candidates]
    if len(borrowing) > scoring.NEIGHBOUR_LIMIT:
        borrowing = signals.best_ids({memory_id: pool.context[memory_id] for memory_id in borrowing},
                                     scoring.NEIGHBOUR_LIMIT)
    for candidate in store.search.candidates(borrowing).values():
        if not kinds or candidate.kind in kinds:
            pool.candidates[candidate.id] = candidate
    context = pool.context
    relevance = {memory_id: matched.get(memory_id, 0.0) + context.get(memory_id, 0.0) for memory_id in pool.candidates}
    pool.signals = pool.signals.for_pool(pool.candidates.values())
    if pool.signals.entities or query.dates or pool.signals.newness:  # otherwise every multiplier is 1
        factors = pool.signals.factors(pool.candidates.values())
        relevance = {memory_id: value * factor for (memory_id, value), factor in zip(relevance.items(), factors)}
    pool.relevance = relevance
    if scoring.W_FEEDBACK and not any(candidate.session is not None for candidate in pool.candidates.values()):
        _feedback(store, query, pool, namespace=namespace, statuses=statuses, kinds=kinds, k=k)
    return pool


def _join(store, pool: Pool, found: dict[int, float], kinds: Sequence[str] | None) -> None:
    """Memories of ``found`` not yet pooled join the pool (lean rows)."""
    missing = [memory_id for memory_id in found if memory_id not in pool.candidates]
    for candidate in store.search.candidates(missing).values():
        if not kinds or candidate.kind in kinds:
            pool.candidates[candidate.id] = candidate


def _feedback(store, query: ParsedQuery, pool: Pool, *, namespace: str | None, statuses: Sequence[str],
              kinds: Sequence[str] | None, k: int) -> None:
    """Pseudo-relevance feedback for a pool of memories without sessions (see :mod:`scoring`).

    The ``FEEDBACK_TERMS`` words of the best hit that are rarest among the pooled memories
    (not the query's own, not stop words, not numbers) are searched once more; each match
    adds ``W_FEEDBACK`` of its normalised bm25 to its relevance and joins the pool.
    """
    terms = signals.feedback_terms(query, pool.candidates[signals.best_ids(pool.relevance, 1)[0]],
                                   pool.candidates.values(), scoring.FEEDBACK_TERMS) if pool.relevance else []
    pool.feedback = {}
    if not terms:
        return
    match = " OR ".join(f'"{term}"' for term in terms)
    rows = store.search.lexical(match, rank_function=scoring.bm25_rank_function(), namespace=namespace,
                                statuses=statuses, kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k),
                                index="memories_fts")
    if not rows:
        return
    best, weight = rows[0][1], scoring.W_FEEDBACK
    for candidate, bm25 in rows:
        value = scoring.lexical_from_bm25(bm25, best)
        if value <= 0:
            continue
        pool.candidates.setdefault(candidate.id, candidate)
        pool.feedback[candidate.id] = value
        pool.relevance[candidate.id] = pool.relevance.get(candidate.id, 0.0) + weight * value


_importance, _access_count, _level = attrgetter("importance"), attrgetter("access_count"), attrgetter("level")


def _top_k(pool: Pool, k: int, now: datetime) -> list[int]:
    """Ids of the ``k`` best composite scores, best first (ties by id).

    Exact, but lazy: candidates are visited by relevance, and one whose score
    cannot reach the current k-th best — even with full recency and freshness —
    is skipped without parsing its dates; once even the pool's most favoured
    importance, recall frequency and level could not reach it, the rest are left.
    """
    relevance = pool.relevance
    top = max(relevance.values(), default=0.0)
    if top <= 0:
        return []
    candidates = pool.candidates
    order = sorted((-value, memory_id) for memory_id, value in relevance.items() if value > 0)
    levels = scoring.LEVEL_WEIGHTS
    # The most the composite score could give a candidate of this pool beyond its
    # lexical part (with full recency and freshness), for the early stop.
    pooled = candidates.values()
    most_rest = (scoring.W_RECENCY + scoring.W_IMPORTANCE * max(map(_importance, pooled))
                 + scoring.W_FREQUENCY * scoring.frequency_of(max(map(_access_count, pooled))))
    most_level = max(levels.get(level, 1.0) for level in set(map(_level, pooled)))
    w_lexical = scoring.W_LEXICAL
    best: list[tuple[float, int]] = []  # min-heap of (score, -id): the weakest kept hit first
    for negative, memory_id in order:
        candidate = candidates[memory_id]
        lexical = -negative / top
        if len(best) == k:
            floor = best[0][0]
            if lexical * (w_lexical + most_rest) * most_level < floor:
                break
            if scoring.score_ceiling(lexical, candidate.importance, scoring.frequency_of(candidate.access_count),
                                     levels.get(candidate.level, 1.0)) < floor:
                continue
        score, _ = scoring.score_memory(candidate, lexical, now, explain=False)
        entry = (score, -memory_id)
        if len(best) < k:
            heapq.heappush(best, entry)
        elif entry > best[0]:
            heapq.heapreplace(best, entry)
    return [-neg_id for _, neg_id in sorted(best, reverse=True)]
