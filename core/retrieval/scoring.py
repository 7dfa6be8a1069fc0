"""Every constant that shapes a recall ranking, and the function that combines them.

A recall ranks in two stages (see :mod:`ranker`):

**1. Query relevance** (:mod:`signals`), for each candidate FTS5 found (the best
``CANDIDATE_LIMIT``) and each session neighbour that joined them::

    relevance = (bm25 + context) × (1 + W_DATE_MATCH·date_match) × (1 + W_SUBJECT·subject_match)
                × (1 + W_CURRENT·current_match) + W_FEEDBACK·feedback

- bm25: the FTS5 BM25 of the memory (column weights ``BM25_WEIGHTS``) divided by
  the best among the candidates (0–1; 0 when it matched no term itself).
- context: what the memory borrows from the best ``CONTEXT_SOURCES`` matches in its
  session: ``CONTEXT_PREV`` of the bm25 of the memory captured just before it
  (``CONTEXT_REPLY`` when that one is a question: what follows a question is its
  answer), ``CONTEXT_NEXT`` of the one just after, ``CONTEXT_FAR`` of those two steps
  away. A reply rarely repeats the question's words. The ``NEIGHBOUR_LIMIT``
  neighbours borrowing most join the candidates.
- date_match: 1 when the memory's event time falls in a date the query names
  ("on 9 May 2023", "in June", "in 2022"), decaying as exp(−days/DATE_SCALE_DAYS)
  outside it; 0 when the query names none or the memory has no time.
- subject_match: 1 when the memory opens with one of the query's names (capitalised
  words that do not open a sentence) — it is *about* them ("Ana adopted…", "Kim: I
  moved…"), not merely mentioning them.
- current_match: when the query asks for the present state ("current", "now", "today",
  "latest", "still" …), the rank of the memory's time (event time, else capture time)
  among the pooled memories' distinct times, 0 the oldest to 1 the newest; 0 otherwise.
- feedback: only when none of the query's matches has a session — the normalised bm25 of
  the memory for a second query made of the ``FEEDBACK_TERMS`` words of the best first-pass
  hit rarest in the pool (pseudo-relevance feedback); its matches join the pool.

**2. The composite score**, with ``lexical`` = relevance / best relevance (0–1]::

    score = lexical × (W_LEXICAL + W_RECENCY·recency + W_IMPORTANCE·importance
                       + W_FREQUENCY·frequency) × level_weight × freshness

The priors (recency, importance, frequency) scale the text match instead of adding to
it: they separate near-equal matches (by up to a third, with these weights) but cannot
lift a weak match over a strong one by much, nor a memory that matched nothing.

- recency: exp-decay with a half-life of RECENCY_HALF_LIFE_DAYS, measured from the
  memory's event time (or capture time when it has none).
- importance: the stored 0–1 importance.
- frequency: n / (n + FREQUENCY_K) where n is how often recall returned it. Kept
  small: it feeds back on itself (what recall returns, recall returns again).
- level_weight: meta 1.3, semi 1.0, trace 0.7 (reusable lessons over raw traces).
- freshness: FRESHNESS_FLOOR + (1 − FRESHNESS_FLOOR)·effective confidence, where
  effective confidence decays linearly to 0 over the memory's horizon. A memory
  near its horizon is also *flagged* (``near_horizon``) so it is never silently
  demoted.

With an embedder configured, the memories most similar to the query add
``W_DENSE_MATCH`` of their dense match to the relevance (:mod:`hybrid`); see the
constants below.

How the numbers were chosen: every constant the LoCoMo dev file exercises by
leave-one-conversation-out coordinate ascent (``bench/locomo_cv.py``: tuned on four
conversations, scored on the fifth, five times; a value moves only for a gain of
0.003), and each query signal kept only because switching it off lowered the held-out
figure in at least four of the five folds. The pool sizes (``CANDIDATE_LIMIT``,
``CONTEXT_SOURCES``, ``NEIGHBOUR_LIMIT``) are the cheapest values the tuning did not
beat, which keeps recall within a small factor of a bare FTS5 query. LoCoMo cannot
inform importance, frequency, level weights, freshness or the BM25 weights of summary
and tags (every turn has the same ones). Two of them were chosen on the agent-memory
dev set (``bench/data/agent-memory-dev.json``: agent-style notes with tags and kinds
that decay, no sessions or dates), by leave-one-namespace-out on its seven namespaces:
the tag weight (0.8 → 2.0) and ``FRESHNESS_FLOOR`` (0.6 → 0.8), each kept only because
it raised that set's recall@10, recall@5 and MRR with LoCoMo's cross-validated figure
unchanged; ``W_CURRENT`` (0 → 0.8, round 4) by the same rule (six of LoCoMo's dev
questions ask for the present). The feedback constants were chosen there too, on recall@10
(they cost a little MRR); they never act on a store with sessions, so every LoCoMo ranking
is unchanged. The hybrid's constants (which act only with an embedder) were chosen by
``bench/locomo_cv.py --hybrid``, from "off", with the lexical ones fixed. The rest keep
their designed values (ARCHITECTURE.md §7.7).
Figures in ``bench/BENCHMARKS.md``. Change a constant here and ``recall --explain``
shows the effect; nothing else in the code base carries a ranking number.
"""

from __future__ import annotations

import math
from datetime import datetime
from functools import lru_cache

from core.clock import parse_time

W_LEXICAL = 0.76
W_RECENCY = 0.10
W_IMPORTANCE = 0.12
W_FREQUENCY = 0.02
RECENCY_HALF_LIFE_DAYS = 30.0
FREQUENCY_K = 5.0
LEVEL_WEIGHTS = {"meta": 1.3, "semi": 1.0, "trace": 0.7}
FRESHNESS_FLOOR = 0.8
NEAR_HORIZON_FRACTION = 0.2  # flag when under 20% of the horizon is left

# FTS5 column weights for bm25(): content, summary, tags. Tags are the few words a note
# was filed under: a query word found there says more than the same word in passing.
BM25_WEIGHTS = (1.0, 0.6, 2.0)
# How many lexical candidates are re-ranked (per recall) before cutting to k.
CANDIDATE_LIMIT = 100

# Session context: shares of the neighbours' bm25 a memory borrows.
CONTEXT_PREV = 0.25  # the memory captured just before (often the question it answers)
CONTEXT_NEXT = 0.25  # the memory captured just after (often the follow-up)
CONTEXT_REPLY = 0.75  # ... when that memory is a question: what follows a question is its answer
CONTEXT_FAR = 0.2    # each of the two memories two steps away
CONTEXT_DEPTH = 2    # how many steps either side are looked at
CONTEXT_SOURCES = 60  # only the best CONTEXT_SOURCES lexical matches lend context (and bring neighbours)
NEIGHBOUR_LIMIT = 40  # at most this many neighbours (those borrowing most) join the pool

# Named dates favour memories whose event time is near them.
W_DATE_MATCH = 0.6
DATE_SCALE_DAYS = 7.0

# A memory about someone the query names (it opens with the name) is favoured.
W_SUBJECT = 0.8

# A query that asks for the present state ("current", "now", "latest" …) favours the newer
# of the pooled memories: newness runs from 0 (the oldest) to 1 (the newest).
W_CURRENT = 0.8

# Feedback from the first pass, only when none of the query's matches has a session (with
# sessions, the neighbours' context does this work): the FEEDBACK_TERMS words of the best hit rarest in the
# pool are searched once more, and each match adds W_FEEDBACK of its normalised bm25 to its
# relevance (joining the pool if it was not in it). A note saying the same thing in other
# words shares the best hit's rare words more often than the query's.
W_FEEDBACK = 0.2
FEEDBACK_TERMS = 5

# Hybrid retrieval (only with an embedder; :mod:`hybrid`): the DENSE_DEPTH memories most
# similar to the query get a dense match in (0, 1] (min-max over that top, raised to
# DENSE_POWER), and
# W_DENSE_MATCH of it joins their relevance beside the bm25 match (session neighbours
# borrow from the bm25 match alone). With DENSE_JOIN those no word matched join the pool.
# DENSE_NAMES False: the query is embedded without its names — words match names, and a
# small model asked about "Jon and Gina" prefers every short turn that greets them.
# Chosen with bench/locomo_cv.py --hybrid (leave-one-conversation-out, from "off").
W_DENSE_MATCH = 1.0
DENSE_NAMES = False
DENSE_DEPTH = 60
DENSE_JOIN = True
# DENSE_POWER 0.5 (the square root: memories well inside the top keep more of the match)
# lifts 4 of 5 LoCoMo dev conversations (bench/locomo_options.py, 0.7929 -> 0.7983 chosen
# leave-one-out) but costs the agent-memory dev set R@10 (0.966 -> 0.958): not taken.
DENSE_POWER = 1.0
# A model's own weight and depth where they differ from the above. all-mpnet-base-v2
# ([embeddings] local_model = "mpnet"): depth 100, chosen leave-one-conversation-out in five
# folds of five (bench/locomo_options.py --local-model mpnet: 0.7970 -> 0.8044, 4 of 5 up) —
# its similarity stays telling further down. The full ascent (locomo_cv.py --hybrid
# --local-model mpnet) also lowered the weight to 0.7 (0.8041), but that costs the
# agent-memory dev set R@10 (0.971 -> 0.965) and the per-switch ruling keeps 1.0. Any other
# model (MiniLM, an endpoint's) takes the constants above; the benches tune with this table emptied.
DENSE_BY_MODEL: dict[str, dict[str, float]] = {"all-mpnet-base-v2": {"DENSE_DEPTH": 100, "DENSE_CONTEXT": 0.15}}
# Context vectors (:mod:`dense_context`): the share of a session memory's vector that is the
# embedding of its text between its previous and next neighbours' (0: off, no second vector is
# made). all-mpnet-base-v2 takes 0.15 (its row above; bench/locomo_options.py --local-model mpnet
# --only DENSE_CONTEXT: chosen leave-one-conversation-out in 4 folds of 5, 0.8044 -> 0.8118, 4 up).
DENSE_CONTEXT = 0.0

DEFAULT_K = 8
MAX_K = 50


def bm25_rank_function() -> str:
    """The FTS5 ``rank`` function with this module's column weights."""
    return "bm25(" + ", ".join(f"{float(w)}" for w in BM25_WEIGHTS) + ")"


@lru_cache(maxsize=8192)
def parse_moment(text: str) -> datetime:
    """A stored time as an aware datetime, parsed once per distinct string.

    Many memories share a time (one session, one import), and every recall reads the
    times of a hundred candidates.
    """
    return parse_time(text)


def _days_since(stored: str, now: datetime) -> float:
    return max(0.0, (now - parse_moment(stored)).total_seconds() / 86400.0)


def effective_confidence(memory, now: datetime) -> float:
    """Stored confidence decayed linearly to 0 over ``decay_days`` since last verified.

    Pinned memories and memories without a horizon do not decay.
    """
    if not memory.decay_days or memory.pinned:
        return memory.confidence
    anchor = memory.last_verified or memory.created_at
    remaining = 1.0 - _days_since(anchor, now) / float(memory.decay_days)
    return memory.confidence * max(0.0, remaining)


def horizon_fraction_left(memory, now: datetime) -> float | None:
    """Share of the decay horizon still ahead (``None`` when it never decays)."""
    if not memory.decay_days or memory.pinned:
        return None
    anchor = memory.last_verified or memory.created_at
    return max(0.0, 1.0 - _days_since(anchor, now) / float(memory.decay_days))


def score_memory(memory, lexical: float, now: datetime, *,
                 explain: bool = True) -> tuple[float, dict[str, float] | None]:
    """Combine the signals for one candidate; returns ``(score, explanation)``.

    ``memory`` is a :class:`~core.model.records.Memory` or any row with the same fields;
    ``explain=False`` skips building the explanation (``None``) for speed.
    """
    age_days = _days_since(memory.event_time or memory.created_at, now)
    recency = math.exp(-math.log(2) * age_days / RECENCY_HALF_LIFE_DAYS)
    frequency = frequency_of(memory.access_count)
    level_weight = LEVEL_WEIGHTS.get(memory.level, 1.0)
    confidence = effective_confidence(memory, now)
    freshness = FRESHNESS_FLOOR + (1.0 - FRESHNESS_FLOOR) * confidence
    base = lexical * (
        W_LEXICAL
        + W_RECENCY * recency
        + W_IMPORTANCE * memory.importance
        + W_FREQUENCY * frequency
    )
    score = base * level_weight * freshness
    if not explain:
        return score, None
    explanation = {
        "lexical": round(lexical, 6),
        "recency": round(recency, 6),
        "importance": round(memory.importance, 6),
        "frequency": round(frequency, 6),
        "level_weight": level_weight,
        "confidence": round(confidence, 6),
        "freshness": round(freshness, 6),
        "score": round(score, 6),
    }
    return score, explanation


def frequency_of(access_count: int) -> float:
    """Recall frequency n / (n + FREQUENCY_K), in 0–1."""
    return access_count / (access_count + FREQUENCY_K)


MAX_LEVEL_WEIGHT = max(LEVEL_WEIGHTS.values())


def score_ceiling(lexical: float, importance: float, frequency: float, level_weight: float) -> float:
    """The most :func:`score_memory` could give these parts, with full recency and freshness."""
    return lexical * (W_LEXICAL + W_RECENCY + W_IMPORTANCE * importance + W_FREQUENCY * frequency) * level_weight


def dense_constants(model: str) -> tuple[float, int]:
    """``W_DENSE_MATCH`` and ``DENSE_DEPTH`` for the vectors of ``model`` (``DENSE_BY_MODEL`` or the defaults)."""
    own = DENSE_BY_MODEL.get(model, {})
    return own.get("W_DENSE_MATCH", W_DENSE_MATCH), int(own.get("DENSE_DEPTH", DENSE_DEPTH))


def dense_context(model: str) -> float:
    """The share of the context vectors in the dense match of ``model`` (``DENSE_BY_MODEL`` or ``DENSE_CONTEXT``)."""
    return float(DENSE_BY_MODEL.get(model, {}).get("DENSE_CONTEXT", DENSE_CONTEXT))


def lexical_from_bm25(bm25: float, best_bm25: float) -> float:
    """Normalise SQLite's (negative, lower-is-better) bm25 against the best candidate."""
    if best_bm25 >= 0 or bm25 >= 0:
        return 0.0
    return min(1.0, bm25 / best_bm25)
