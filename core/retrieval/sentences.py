"""The lexical match of a memory's best sentence (a switch, ``scoring.W_SENTENCE_LEXICAL``; off).

A long chatty memory often holds the fact a question asks about in one clause ("…and yesterday
I took the kids to the museum, they loved it…"). BM25 scores the whole memory, and its length
pulls it below a short memory with the same words. With the switch on, each lexical match of two
sentences or more is also scored sentence by sentence with the same BM25 formula (k1 1.2, b 0.75),
each sentence as if it were a document of its own length, and the ratio of its best sentence's
score to the whole memory's lifts its own match: ``bm25 × (1 + W·(ratio − 1))`` when the ratio is
above 1. Term rarity comes from the pooled matches (the only statistics a recall has in hand
without another query): ``idf = ln(1 + (P − n + 0.5) / (n + 0.5))`` over the P matches, n of which
hold the term. Words meet through :func:`core.text.tokens.stem`. A memory of one sentence, or
whose words are spread over its sentences, keeps its match; so does every memory when no
memory has two sentences.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from core.text.tokens import stem, tokenize

K1, B = 1.2, 0.75
# A sentence ends at ".", "!" or "?" followed by space (or a line break).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


@lru_cache(maxsize=50_000)
def sentence_stems(text: str) -> tuple[tuple[str, ...], ...]:
    """The stemmed tokens of each sentence of ``text`` that has any (cached by the text)."""
    found = []
    for part in _SENTENCE_END.split(text):
        tokens = tuple(stem(token) for token in tokenize(part))
        if tokens:
            found.append(tokens)
    return tuple(found)


def _score(tokens: Iterable[str], length: int, idf: Mapping[str, float], average: float) -> float:
    counts: dict[str, int] = {}
    for token in tokens:
        if token in idf:
            counts[token] = counts.get(token, 0) + 1
    norm = K1 * (1 - B + B * length / average)
    return sum(idf[term] * count * (K1 + 1) / (count + norm) for term, count in counts.items())


def best_sentence_ratios(terms: Iterable[str], texts: Mapping[int, str]) -> dict[int, float]:
    """For each memory of ``texts`` (id → content) whose best sentence outscores it, that ratio (> 1).

    ``terms`` are the query's terms (:attr:`ParsedQuery.terms`).
    """
    asked = {stem(term) for term in terms}
    stems = {memory_id: sentence_stems(text) for memory_id, text in texts.items()}
    if not asked or not any(len(parts) > 1 for parts in stems.values()):
        return {}
    pooled = len(stems)
    holding = dict.fromkeys(asked, 0)
    lengths = {}
    for memory_id, parts in stems.items():
        lengths[memory_id] = sum(len(part) for part in parts)
        for term in asked.intersection(token for part in parts for token in part):
            holding[term] += 1
    idf = {term: math.log(1 + (pooled - n + 0.5) / (n + 0.5)) for term, n in holding.items() if n}
    average = sum(lengths.values()) / pooled
    ratios = {}
    for memory_id, parts in stems.items():
        if len(parts) < 2:
            continue
        whole = _score((token for part in parts for token in part), lengths[memory_id], idf, average)
        if whole <= 0:
            continue
        best = max(_score(part, len(part), idf, average) for part in parts)
        if best > whole:
            ratios[memory_id] = best / whole
    return ratios
