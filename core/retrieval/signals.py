"""Query-dependent relevance: how well each candidate answers *this* query.

The lexical match (BM25) is the start. Four principled signals adjust it, each a
documented constant in :mod:`scoring` and each shown by ``--explain``:

- **session context** — a memory borrows part of the match of the memories captured
  just before and after it in the same session (the question it answers, the
  detail that follows), and a share of how strongly its whole session matches
  (the conversation the query is about);
- **time** — a question that asks *when* favours memories that state a time; dates
  named in the query favour memories whose ``event_time`` is close to them;
- **entities** — names in the query favour memories that mention them (BM25 gives a
  name that fills half the store no weight at all).

Pure functions of the candidate rows and the parsed query: same input, same output.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from core.clock import parse_time
from core.retrieval import scoring
from core.retrieval.query import ParsedQuery
from core.retrieval.temporal import date_proximity, mentions_time
from core.text.tokens import tokenize

Links = Mapping[int, tuple[list[int], list[int]]]  # id -> (before, after), nearest first


@dataclass(frozen=True)
class QuerySignals:
    """What a parsed query asks for, compiled once per recall."""

    query: ParsedQuery
    entities: frozenset[str]

    @classmethod
    def of(cls, query: ParsedQuery) -> QuerySignals:
        return cls(query=query, entities=frozenset(query.entities))

    @property
    def active(self) -> bool:
        """Whether any multiplier can differ from 1 for this query."""
        return self.reads_text or bool(self.query.dates)

    @property
    def reads_text(self) -> bool:
        """Whether any signal needs the memory's tokens (tokenising is skipped otherwise)."""
        return self.query.asks_when or bool(self.entities)

    def time_match(self, tokens: set[str]) -> float:
        """1 when the query asks *when* and the memory states a time, else 0."""
        return 1.0 if self.query.asks_when and mentions_time(tokens) else 0.0

    def date_match(self, event_time: str | None) -> float:
        """Closeness (0–1) of the memory's event time to the dates the query names."""
        if not self.query.dates or not event_time:
            return 0.0
        return date_proximity(parse_time(event_time), self.query.dates, scoring.DATE_SCALE_DAYS)

    def entity_match(self, tokens: set[str]) -> float:
        """Share (0–1) of the query's names that the memory mentions."""
        if not self.entities:
            return 0.0
        return len(self.entities & tokens) / len(self.entities)


def context_scores(lexical: Mapping[int, float], links: Links) -> dict[int, float]:
    """What each memory borrows from its session neighbours' lexical match.

    Pushed from every lexical match to the memories around it: the one right after
    a match gets ``CONTEXT_PREV`` of it, the one right before ``CONTEXT_NEXT``, those
    two steps away ``CONTEXT_FAR``. ``links`` must hold every lexical match.
    """
    borrowed: dict[int, float] = {}
    near = (scoring.CONTEXT_NEXT, scoring.CONTEXT_PREV)
    for memory_id, (before, after) in links.items():
        value = lexical.get(memory_id, 0.0)
        if value <= 0:
            continue
        for side, neighbours in enumerate((before, after)):
            for step, neighbour in enumerate(neighbours):
                share = near[side] if step == 0 else scoring.CONTEXT_FAR
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


def relevance(candidate, lexical: float, context: float, sessions: Mapping[tuple, float],
              signals: QuerySignals) -> tuple[float, float, float, float, float]:
    """One candidate's query relevance and the parts it is made of.

    relevance = (bm25 + context + W_SESSION·session)
                × (1 + W_TIME_MENTION·time_match) × (1 + W_DATE_MATCH·date_match)
                × (1 + W_ENTITY·entity_match)

    Returns:
        ``(relevance, session, time_match, date_match, entity_match)``.
    """
    session = sessions.get(session_key(candidate), 0.0)
    tokens = set(tokenize(candidate.content)) if signals.reads_text else set()
    time_match = signals.time_match(tokens)
    date_match = signals.date_match(candidate.event_time or candidate.created_at)
    entity_match = signals.entity_match(tokens)
    value = ((lexical + context + scoring.W_SESSION * session)
             * (1 + scoring.W_TIME_MENTION * time_match)
             * (1 + scoring.W_DATE_MATCH * date_match)
             * (1 + scoring.W_ENTITY * entity_match))
    return value, session, time_match, date_match, entity_match


def explain_relevance(lexical: float, context: float, parts: tuple[float, ...]) -> dict[str, float]:
    """The relevance parts as ``--explain`` shows them."""
    value, session, time_match, date_match, entity_match = parts
    return {"bm25": round(lexical, 6), "context": round(context, 6), "session": round(session, 6),
            "time_match": time_match, "date_match": round(date_match, 6), "entity_match": round(entity_match, 6),
            "relevance": round(value, 6)}
