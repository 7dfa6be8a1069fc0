"""Query-dependent relevance: how well each candidate answers *this* query.

The lexical match (BM25) is the start. Principled signals adjust it, each a documented
constant in :mod:`scoring`, each shown by ``--explain``, and each neutral when the
structure it reads is absent (no session, no event time, no names in the query):

- **session context** — a memory borrows part of the match of the memories captured
  just before and after it in the same session (the question it answers, the
  detail that follows), and a share of how strongly its whole session matches
  (the conversation the query is about);
- **answer type** — the question words say what kind of answer is wanted (*when* → a
  time, *where* → a place, *who* → a person, *how many* → a number), and memories that
  state one are favoured;
- **dates** — dates named in the query favour memories whose ``event_time`` is close;
- **entities** — names in the query favour memories that mention them (BM25 gives a
  name that fills half the store no weight at all);
- **feedback** — words that the first pass's best hits share (and the rest of the
  candidates do not) lend a bounded bonus to other candidates holding them;
- **hop** — for a second hop, names that the first pass's best hits mention (and the
  query does not) are searched for, and what they find joins with a bounded score.

Pure functions of the candidate rows and the parsed query: same input, same output.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import AbstractSet as Set, Iterable, Mapping, NamedTuple

from ..clock import parse_time
from . import scoring
from .features import TextFeatures, stem, text_features
from .query import ParsedQuery
from .temporal import date_proximity

Links = Mapping[int, tuple[list[int], list[int]]]  # id -> (before, after), nearest first


@dataclass(frozen=True)
class QuerySignals:
    """What a parsed query asks for, compiled once per recall."""

    query: ParsedQuery
    entities: frozenset[str]

    @classmethod
    def of(cls, query: ParsedQuery) -> "QuerySignals":
        return cls(query=query, entities=frozenset(query.entities))

    @property
    def answer_type(self) -> str | None:
        return self.query.answer_type

    def answer_match(self, features: TextFeatures) -> float:
        """1 when the query asks for a kind of answer (a time, a place…) the memory states, else 0."""
        return 1.0 if self.query.answer_type is not None and features.states(self.query.answer_type) else 0.0

    def date_match(self, event_time: str | None) -> float:
        """Closeness (0–1) of the memory's event time to the dates the query names."""
        if not self.query.dates or not event_time:
            return 0.0
        return date_proximity(parse_time(event_time), self.query.dates, scoring.DATE_SCALE_DAYS)

    def entity_match(self, features: TextFeatures) -> float:
        """Share (0–1) of the query's names that the memory mentions."""
        if not self.entities:
            return 0.0
        return len(self.entities & features.tokens) / len(self.entities)

    def subject_match(self, features: TextFeatures) -> float:
        """1 when the memory opens with one of the query's names (it is about them), else 0."""
        return 1.0 if features.subject and features.subject in self.entities else 0.0

    def parts(self, candidate) -> tuple[float, float, float, float, float]:
        """``(answer_match, date_match, entity_match, subject_match, question)`` of one candidate."""
        features = text_features(candidate.content)
        return (self.answer_match(features), self.date_match(candidate.event_time or candidate.created_at),
                self.entity_match(features), self.subject_match(features), 1.0 if features.asks else 0.0)

    def factor(self, candidate) -> float:
        """The product of the multipliers for one candidate (see :func:`relevance`).

        The same arithmetic as :meth:`parts`, inlined: it runs for every candidate.
        """
        features = text_features(candidate.content)
        factor = 1.0
        if self.query.answer_type is not None and features.states(self.query.answer_type):
            factor *= 1 + scoring.W_ANSWER_TYPE
        entities = self.entities
        if entities:
            shared = len(entities & features.tokens)
            if shared:
                factor *= 1 + scoring.W_ENTITY * shared / len(entities)
            if features.subject in entities:
                factor *= 1 + scoring.W_SUBJECT
        if features.asks:
            factor *= 1 - scoring.W_QUESTION
        if self.query.dates:
            factor *= 1 + scoring.W_DATE_MATCH * self.date_match(candidate.event_time or candidate.created_at)
        return factor


class Parts(NamedTuple):
    """One candidate's query relevance and what it is made of (see :func:`relevance`)."""

    relevance: float
    session: float
    answer_match: float
    date_match: float
    entity_match: float
    subject_match: float
    question: float
    feedback: float
    hop: float


def context_scores(lexical: Mapping[int, float], links: Links, questions: Set[int] = frozenset()) -> dict[int, float]:
    """What each memory borrows from its session neighbours' lexical match.

    Pushed from every lexical match to the memories around it: the one right after
    a match gets ``CONTEXT_PREV`` of it (``CONTEXT_REPLY`` when the match is itself a
    question: what follows a question is its answer), the one right before
    ``CONTEXT_NEXT``, those two steps away ``CONTEXT_FAR``. ``links`` must hold every
    lexical match; ``questions`` are the ids of matches that are questions.
    """
    borrowed: dict[int, float] = {}
    for memory_id, (before, after) in links.items():
        value = lexical.get(memory_id, 0.0)
        if value <= 0:
            continue
        reply = scoring.CONTEXT_REPLY if memory_id in questions else scoring.CONTEXT_PREV
        for side, neighbours in ((scoring.CONTEXT_NEXT, before), (reply, after)):
            for step, neighbour in enumerate(neighbours):
                share = side if step == 0 else scoring.CONTEXT_FAR
                borrowed[neighbour] = borrowed.get(neighbour, 0.0) + share * value
    return borrowed


def session_key(candidate) -> tuple:
    """The group a memory's session signal is computed over: its session, or itself alone."""
    if candidate.session is None:
        return ("", None, candidate.id)
    return (candidate.namespace, candidate.session)


def session_strengths(pool: Mapping[int, object], lexical: Mapping[int, float]) -> dict[tuple, float]:
    """How strongly each session matches (sum of its best lexical matches), scaled to 0–1.

    A memory without a session is a session of its own, so it is measured on the same
    scale: a weak match does not gain over a strong one just because it has a session.
    """
    matches: dict[tuple, list[float]] = {}
    for memory_id, candidate in pool.items():
        value = lexical.get(memory_id, 0.0)
        if value > 0:
            matches.setdefault(session_key(candidate), []).append(value)
    raw = {key: sum(sorted(values, reverse=True)[: scoring.SESSION_TOP]) for key, values in matches.items()}
    best = max(raw.values(), default=0.0)
    return {key: value / best for key, value in raw.items()} if best > 0 else {}


def relevance(lexical: float, context: float, session: float, factor: float, feedback: float = 0.0,
              hop: float = 0.0) -> float:
    """One candidate's query relevance from its parts.

    relevance = (bm25 + context + W_SESSION·session + W_FEEDBACK·feedback + W_HOP·hop)
                × (1 + W_ANSWER_TYPE·answer_match) × (1 + W_DATE_MATCH·date_match)
                × (1 + W_ENTITY·entity_match) × (1 + W_SUBJECT·subject_match)
                × (1 − W_QUESTION·question)

    ``factor`` is the product of the multipliers (:meth:`QuerySignals.factor`).
    """
    return (lexical + context + scoring.W_SESSION * session + scoring.W_FEEDBACK * feedback
            + scoring.W_HOP * hop) * factor


def explain_parts(candidate, lexical: float, context: float, session: float, feedback: float, hop: float,
                  query_signals: QuerySignals) -> Parts:
    """Every part of one candidate's relevance, for ``--explain``."""
    answer, date, entity, subject, question = query_signals.parts(candidate)
    value = relevance(lexical, context, session, query_signals.factor(candidate), feedback, hop)
    return Parts(value, session, answer, date, entity, subject, question, feedback, hop)


def best_ids(values: Mapping[int, float], n: int) -> list[int]:
    """The ``n`` candidates of highest relevance (ties by id), best first."""
    return [memory_id for _, memory_id in
            heapq.nsmallest(n, ((-value, memory_id) for memory_id, value in values.items() if value > 0))]


def feedback_terms(pool: Mapping[int, object], top: Iterable[int], query: ParsedQuery) -> dict[str, float]:
    """Words (light stems) the best first-pass hits share that the candidates at large do not.

    Each word of the ``top`` hits not in the query is weighted by the share of top hits
    holding it times its rarity among all candidates (log of pool size over its
    document count); words held by a single top hit are not evidence of anything.
    The ``FEEDBACK_TERMS`` best are returned with their weights, at most.
    """
    top = list(top)
    if len(top) < 2:
        return {}
    query_words = {stem(token) for token in query.all_tokens}
    held: dict[str, int] = {}
    for memory_id in top:
        for word in text_features(pool[memory_id].content).stems:
            held[word] = held.get(word, 0) + 1
    shared = {word for word, count in held.items() if count >= 2 and word not in query_words}
    if not shared:
        return {}
    spread: dict[str, int] = dict.fromkeys(shared, 0)
    for candidate in pool.values():
        for word in text_features(candidate.content).stems & shared:
            spread[word] += 1
    size = len(pool)
    weights = {word: held[word] / len(top) * math.log((size + 1) / (spread[word] + 0.5)) for word in shared}
    chosen = heapq.nlargest(scoring.FEEDBACK_TERMS, ((w, word) for word, w in weights.items() if w > 0))
    return {word: w for w, word in chosen}


def feedback_score(candidate, terms: Mapping[str, float]) -> float:
    """Share (0–1) of the feedback words' weight that ``candidate`` holds."""
    if not terms:
        return 0.0
    total = sum(terms.values())
    return sum(terms[word] for word in text_features(candidate.content).stems & terms.keys()) / total


def hop_seeds(pool: Mapping[int, object], top: Iterable[int], query: ParsedQuery) -> list[str]:
    """Names the best first-pass hits mention that the query does not: what a second hop looks for.

    A name that most candidates mention (the store's owner, the two people of a chat)
    is no lead; only names in at most ``HOP_MAX_SPREAD`` of the candidates count.
    """
    asked = set(query.all_tokens)
    seeds: list[str] = []
    for memory_id in top:
        for name in sorted(text_features(pool[memory_id].content).names):
            if name not in asked and name not in seeds:
                seeds.append(name)
    if not seeds:
        return []
    limit = max(1, int(scoring.HOP_MAX_SPREAD * len(pool)))
    spread = dict.fromkeys(seeds, 0)
    for candidate in pool.values():
        for name in text_features(candidate.content).tokens.intersection(spread):
            spread[name] += 1
    return [name for name in seeds if spread[name] <= limit][: scoring.HOP_TERMS]


def explain_relevance(lexical: float, context: float, parts: Parts) -> dict[str, float]:
    """The relevance parts as ``--explain`` shows them."""
    return {"bm25": round(lexical, 6), "context": round(context, 6), "session": round(parts.session, 6),
            "answer_match": parts.answer_match, "date_match": round(parts.date_match, 6),
            "entity_match": round(parts.entity_match, 6), "subject_match": parts.subject_match,
            "question": parts.question,
            "feedback": round(parts.feedback, 6),
            "hop": round(parts.hop, 6), "relevance": round(parts.relevance, 6)}
