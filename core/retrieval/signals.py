"""Query-dependent relevance: how well each candidate answers *this* query.

The lexical match (BM25) is the start. A few principled signals adjust it, each a
documented constant in :mod:`scoring`, each shown by ``--explain``, and each neutral
when the structure it reads is absent (no session, no event time, no names in the
query — most agent memories have none of these):

- **session context** — a memory borrows part of the match of the memories captured
  just before and after it in the same session (the question it answers, the
  detail that follows); what follows a question is its answer, so a question lends
  the memory after it more;
- **dates** — dates named in the query favour memories whose ``event_time`` is close;
- **subjects** — a memory *about* someone the query names, one that opens with the
  name ("Ana adopted…", "Kim: I moved…"), is favoured over one that merely mentions
  them (BM25 gives a name that fills half the store almost no weight);
- **the present** — a query that asks for the present state ("current", "now",
  "today", "latest", "still" …) favours the newer of the pooled memories: what was
  true last is what is true now. Newness is the rank of a memory's time (event time,
  else capture time) among the pool's distinct times, 0 for the oldest and 1 for the
  newest; a pool at one moment (a bulk load without event times) has none;
- **feedback** — where none of the query's matches has a session (most agent notes), the
  best hit's words rarest in the pool are searched once more and their matches gain a
  little relevance, joining the pool: a note that says the same thing in other words
  shares more of them than of the query's (pseudo-relevance feedback). With sessions,
  the neighbours' context plays this part and feedback stays off.

The first three were kept because they helped on the held-out conversation in at least
four of the five leave-one-conversation-out folds of ``bench/locomo_cv.py``; the present,
which six of LoCoMo's 760 dev questions ask for, was chosen on the agent-memory dev set by
leave-one-namespace-out (``bench/agent_memory_cv.py``) with LoCoMo's figure unchanged, and
feedback there too (round 4: it raised recall@5 and recall@10 and cost a little MRR; every LoCoMo
ranking is unchanged, its turns all have sessions). Answer types
from question words, feedback on stores with sessions, a second hop seeded by the first hits'
names, a penalty on memories that are themselves questions, a bonus for merely
mentioning a name the query has and a share of the whole session's match were built,
measured that way and dropped (``bench/BENCHMARKS.md``).

Pure functions of the candidate rows and the parsed query: same input, same output.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from typing import NamedTuple

from core.model.lean import lean_dataclass
from core.retrieval import scoring
from core.retrieval.features import TextFeatures, text_features
from core.retrieval.query import STOP_WORDS, ParsedQuery
from core.retrieval.temporal import date_proximity

Links = Mapping[int, tuple[list[int], list[int]]]  # id -> (before, after), nearest first


@lean_dataclass(frozen=True, compiled_init=False)
class QuerySignals:
    """What a parsed query asks for, compiled once per recall."""

    query: ParsedQuery
    entities: frozenset[str]
    # When the query asks for the present state: each pooled memory's time (event time, else
    # capture time) → its newness, the rank of that time among the pool's distinct times
    # (0 the oldest, 1 the newest). None otherwise, or when the pool has a single time.
    newness: Mapping[str, float] | None = None

    @classmethod
    def of(cls, query: ParsedQuery) -> QuerySignals:
        return cls(query=query, entities=frozenset(query.entities))

    def for_pool(self, candidates: Iterable) -> QuerySignals:
        """These signals with the pool's newness, when the query asks for the present state."""
        if not self.query.current or not scoring.W_CURRENT:
            return self
        stamps = {moment: scoring.parse_moment(moment).timestamp()
                  for moment in {c.event_time or c.created_at for c in candidates}}
        ordered = sorted(set(stamps.values()))
        if len(ordered) < 2:  # one moment (or none): newness says nothing
            return self
        rank = {stamp: index / (len(ordered) - 1) for index, stamp in enumerate(ordered)}
        return QuerySignals(query=self.query, entities=self.entities,
                            newness={moment: rank[stamp] for moment, stamp in stamps.items()})

    def current_match(self, moment: str) -> float:
        """How new (0–1) the memory's time is among the pooled memories', when the query asks for the present."""
        return 0.0 if self.newness is None else self.newness.get(moment, 0.0)

    def date_match(self, event_time: str | None) -> float:
        """Closeness (0–1) of the memory's event time to the dates the query names."""
        if not self.query.dates or not event_time:
            return 0.0
        return date_proximity(scoring.parse_moment(event_time), self.query.dates, scoring.DATE_SCALE_DAYS)

    def subject_match(self, features: TextFeatures) -> float:
        """1 when the memory opens with one of the query's names (it is about them), else 0."""
        return 1.0 if features.subject and features.subject in self.entities else 0.0

    def parts(self, candidate) -> tuple[float, float, float]:
        """``(date_match, subject_match, current_match)`` of one candidate."""
        moment = candidate.event_time or candidate.created_at
        return (self.date_match(moment), self.subject_match(text_features(candidate.content)),
                self.current_match(moment))

    def factor(self, candidate) -> float:
        """The product of the multipliers for one candidate (see :func:`relevance`)."""
        return self.factors([candidate])[0]

    def factors(self, candidates: Iterable) -> list[float]:
        """:meth:`factor` of each candidate, in order: the same arithmetic as :meth:`parts`, inlined.

        It runs for every candidate of every recall, so the constants are read once and
        each distinct event time (a session's memories share one) is scored once.
        """
        entities, dates, newness = self.entities, self.query.dates, self.newness
        subject_factor = 1 + scoring.W_SUBJECT
        w_date, w_current = scoring.W_DATE_MATCH, scoring.W_CURRENT
        by_time: dict[str, float] = {}
        found = []
        for candidate in candidates:
            factor = 1.0
            if entities and text_features(candidate.content).subject in entities:
                factor *= subject_factor
            if dates:
                moment = candidate.event_time or candidate.created_at
                date_factor = by_time.get(moment)
                if date_factor is None:
                    date_factor = by_time[moment] = 1 + w_date * self.date_match(moment)
                factor *= date_factor
            if newness is not None:
                factor *= 1 + w_current * newness.get(candidate.event_time or candidate.created_at, 0.0)
            found.append(factor)
        return found


class Parts(NamedTuple):
    """One candidate's query relevance and what it is made of (see :func:`relevance`)."""

    relevance: float
    date_match: float
    subject_match: float
    current_match: float = 0.0


def context_scores(lexical: Mapping[int, float], links: Links, questions: Set[int] = frozenset()) -> dict[int, float]:
    """What each memory borrows from its session neighbours' lexical match.

    Pushed from every lexical match to the memories around it: the one right after
    a match gets ``CONTEXT_PREV`` of it (``CONTEXT_REPLY`` when the match is itself a
    question: what follows a question is its answer), the one right before
    ``CONTEXT_NEXT``, those two steps away ``CONTEXT_FAR``. ``links`` must hold every
    lexical match; ``questions`` are the ids of matches that are questions.
    """
    borrowed: dict[int, float] = {}
    get = borrowed.get
    next_share, prev_share, reply_share, far = (scoring.CONTEXT_NEXT, scoring.CONTEXT_PREV, scoring.CONTEXT_REPLY,
                                                scoring.CONTEXT_FAR)
    for memory_id, (before, after) in links.items():
        value = lexical.get(memory_id, 0.0)
        if value <= 0:
            continue
        # The nearest on each side gets its side's share, the rest CONTEXT_FAR; before first, then after.
        far_value = far * value
        for neighbours, near_share in ((before, next_share),
                                       (after, reply_share if memory_id in questions else prev_share)):
            first = True
            for neighbour in neighbours:
                borrowed[neighbour] = get(neighbour, 0.0) + (near_share * value if first else far_value)
                first = False
    return borrowed


def relevance(lexical: float, context: float, factor: float) -> float:
    """One candidate's query relevance from its parts.

    relevance = (bm25 + context)
                × (1 + W_DATE_MATCH·date_match) × (1 + W_SUBJECT·subject_match)
                × (1 + W_CURRENT·current_match)

    ``factor`` is the product of the multipliers (:meth:`QuerySignals.factor`).
    """
    return (lexical + context) * factor


def explain_parts(candidate, lexical: float, context: float, query_signals: QuerySignals) -> Parts:
    """Every part of one candidate's relevance, for ``--explain``."""
    date, subject, current = query_signals.parts(candidate)
    return Parts(relevance(lexical, context, query_signals.factor(candidate)), date, subject, current)


def best_ids(values: Mapping[int, float], n: int) -> list[int]:
    """The ``n`` ids of highest value (ties by id), best first; zero values are left out."""
    # A sort of the ~100 values a recall has beats heapq.nsmallest's Python-level heap by half.
    return [memory_id for _, memory_id in
            sorted([(-value, memory_id) for memory_id, value in values.items() if value > 0])[:n]]


def explain_relevance(lexical: float, context: float, parts: Parts, *, present: bool = False,
                      feedback: float | None = None) -> dict[str, float]:
    """The relevance parts as ``--explain`` shows them.

    ``current_match`` appears when the query asked for the present, ``feedback`` when the
    feedback query ran (none of the query's matches had a session).
    """
    relevance = parts.relevance + (scoring.W_FEEDBACK * feedback if feedback else 0.0)
    return {"bm25": round(lexical, 6), "context": round(context, 6),
            "date_match": round(parts.date_match, 6), "subject_match": parts.subject_match,
            **({"current_match": round(parts.current_match, 6)} if present else {}),
            **({"feedback": round(feedback, 6)} if feedback is not None else {}),
            "relevance": round(relevance, 6)}


def feedback_terms(query: ParsedQuery, best, pooled: Iterable, n: int) -> list[str]:
    """The ``n`` words of the best hit rarest among the pooled memories (pseudo-relevance feedback).

    Words of three letters or more that are not the query's, not stop words and not
    numbers; rarer first (fewest pooled memories holding them), ties alphabetical.
    """
    asked = set(query.all_tokens)
    words = [word for word in text_features(best.content).tokens
             if len(word) > 2 and word not in asked and word not in STOP_WORDS and not word.isdigit()]
    if not words:
        return []
    held = [text_features(candidate.content).tokens for candidate in pooled]
    holding = {word: sum(1 for tokens in held if word in tokens) for word in words}
    return sorted(words, key=lambda word: (holding[word], word))[:n]
