"""The learned doubt: a weighed second look at the pairs a rule decided.

The rules are right when they speak on the sets they were written against, and less so on hands nobody here read:
over forty rounds their false alarms on fresh hands barely moved (56 → 54 on round 40's twenty-four unseen hands) while
each round's guards took dozens off the sets they were written from. A guard fits the wording its writer read; what a
false alarm looks like in general is better learned. This model is the learned reader's twin turned the other way: a
logistic model over the same pair features (:func:`core.conflicts.learned_features.pair_features`), fitted by
``bench/train_learned_doubt.py`` on every labelled pair some rule fires on, each labelled by whether it was a false
alarm, and shipped as named weights in ``doubt_weights.json``. Where its probability of a false alarm passes the shipped
threshold, the rule's finding is not filed — and the pair is not weighed by the learned reader either.

It speaks only where a rule found something, only on texts no longer than the ones it learned from
(:data:`core.conflicts.learned_reader.MAX_WORDS`), and it is switched off with the learned reader
(``[conflicts] learned_reader = false``), so the rules alone (``bench/contradictions.py --rules-only``, the census)
stay the rules alone. Its figures (false alarms and true pairs it set aside on the held-out fold of the newest hands)
are in bench/BENCHMARKS.md.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from core.conflicts.compare import compare
from core.conflicts.entry import entered
from core.conflicts.learned_features import pair_features, words
from core.conflicts.learned_reader import MAX_WORDS, load_weights, probability
from core.conflicts.statement import read

DOUBT_PATH = Path(__file__).with_name("doubt_weights.json")


@lru_cache(maxsize=1)
def doubt_model() -> tuple[dict[str, float], float] | None:
    """The shipped weights and the probability of a false alarm that sets a finding aside; ``None`` without a file."""
    return load_weights(DOUBT_PATH)


def doubt_features(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> dict[str, float]:
    """The pair's features as the doubt weighs them: taken in as the rules take a pair (no "FYI:" label), read by the
    statement model, and described by :func:`core.conflicts.learned_features.pair_features` without any gate — every
    pair a rule fires on is weighed. The trainer and capture both come through here."""
    old_text, new_text = entered(old_text, new_text)
    old, new = read(old_text), read(new_text)
    return pair_features(old_text, new_text, old, new, compare(old, new, framing), framing)


def false_alarm_probability(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> float | None:
    """The model's probability that a rule's finding on the pair is a false alarm; ``None`` without weights or for a
    text longer than any it learned from."""
    loaded = doubt_model()
    if loaded is None or len(words(old_text)) > MAX_WORDS or len(words(new_text)) > MAX_WORDS:
        return None
    return probability(doubt_features(old_text, new_text, framing), loaded[0])


def doubted(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> bool:
    """Whether a rule's finding on the pair is set aside as a likely false alarm (the shipped threshold passed)."""
    loaded = doubt_model()
    if loaded is None:
        return False
    p = false_alarm_probability(old_text, new_text, framing)
    return p is not None and p >= loaded[1]
