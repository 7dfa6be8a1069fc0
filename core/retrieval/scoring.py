"""Every constant that shapes a recall ranking, and the function that combines them.

score = (W_LEXICAL·lexical + W_RECENCY·recency + W_IMPORTANCE·importance
         + W_FREQUENCY·frequency) × level_weight × freshness

- lexical: BM25 of the hit divided by the best BM25 among the candidates (0–1].
- recency: exp-decay with a half-life of RECENCY_HALF_LIFE_DAYS, measured from the
  memory's event time (or capture time when it has none).
- importance: the stored 0–1 importance.
- frequency: n / (n + FREQUENCY_K) where n is how often recall returned it.
- level_weight: meta 1.3, semi 1.0, trace 0.7 (reusable lessons over raw traces).
- freshness: FRESHNESS_FLOOR + (1 − FRESHNESS_FLOOR)·effective confidence, where
  effective confidence decays linearly to 0 over the memory's horizon. A memory
  near its horizon is also *flagged* (``near_horizon``) so it is never silently
  demoted.

Change a constant here and ``recall --explain`` shows the effect; nothing else in
the code base carries a ranking number.
"""

from __future__ import annotations

import math
from datetime import datetime

from ..clock import days_between
from ..models import Memory

W_LEXICAL = 0.70
W_RECENCY = 0.10
W_IMPORTANCE = 0.12
W_FREQUENCY = 0.08
RECENCY_HALF_LIFE_DAYS = 30.0
FREQUENCY_K = 5.0
LEVEL_WEIGHTS = {"meta": 1.3, "semi": 1.0, "trace": 0.7}
FRESHNESS_FLOOR = 0.6
NEAR_HORIZON_FRACTION = 0.2  # flag when under 20% of the horizon is left

# FTS5 column weights for bm25(): content, summary, tags.
BM25_WEIGHTS = (1.0, 0.6, 0.8)
# How many lexical candidates are re-ranked (per recall) before cutting to k.
CANDIDATE_LIMIT = 200

DEFAULT_K = 8
MAX_K = 50


def effective_confidence(memory: Memory, now: datetime) -> float:
    """Stored confidence decayed linearly to 0 over ``decay_days`` since last verified.

    Pinned memories and memories without a horizon do not decay.
    """
    if not memory.decay_days or memory.pinned:
        return memory.confidence
    anchor = memory.last_verified or memory.created_at
    remaining = 1.0 - days_between(anchor, now) / float(memory.decay_days)
    return memory.confidence * max(0.0, remaining)


def horizon_fraction_left(memory: Memory, now: datetime) -> float | None:
    """Share of the decay horizon still ahead (``None`` when it never decays)."""
    if not memory.decay_days or memory.pinned:
        return None
    anchor = memory.last_verified or memory.created_at
    return max(0.0, 1.0 - days_between(anchor, now) / float(memory.decay_days))


def score_memory(memory: Memory, lexical: float, now: datetime) -> tuple[float, dict[str, float]]:
    """Combine the signals for one candidate; returns ``(score, explanation)``."""
    age_days = days_between(memory.event_time or memory.created_at, now)
    recency = math.exp(-math.log(2) * age_days / RECENCY_HALF_LIFE_DAYS)
    frequency = memory.access_count / (memory.access_count + FREQUENCY_K)
    level_weight = LEVEL_WEIGHTS.get(memory.level, 1.0)
    confidence = effective_confidence(memory, now)
    freshness = FRESHNESS_FLOOR + (1.0 - FRESHNESS_FLOOR) * confidence
    base = (
        W_LEXICAL * lexical
        + W_RECENCY * recency
        + W_IMPORTANCE * memory.importance
        + W_FREQUENCY * frequency
    )
    score = base * level_weight * freshness
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


def lexical_from_bm25(bm25: float, best_bm25: float) -> float:
    """Normalise SQLite's (negative, lower-is-better) bm25 against the best candidate."""
    if best_bm25 >= 0 or bm25 >= 0:
        return 0.0
    return min(1.0, bm25 / best_bm25)
