"""Who speaks in a store: the names a chat's memories open with as a label ("Kim: I moved…").

A hybrid recall takes these names out of the question it embeds (``scoring.DENSE_NAMES_DROPPED``
= "speakers"): a chat's turns greet and address the people in it, so a sentence model asked
about them prefers those greetings. Any other name — a place, a title, a product, an acronym —
is what the question is about and stays. A store without such labels (most agent notes) has
no speakers, and the question is embedded as asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from core.retrieval import scoring
from core.text.tokens import tokenize

# A memory that opens with a capitalised word and a colon: "Caroline: I went…".
_LABEL = re.compile(r"\s*([A-Z][\w'’-]*)\s*:")


def label(text: str) -> str:
    """The lower-case speaker label ``text`` opens with ("Kim: …" → "kim"), or ``""``."""
    match = _LABEL.match(text)
    if not match:
        return ""
    tokens = tokenize(match.group(1))
    return tokens[0] if len(tokens) == 1 else ""


def speakers(store, names: Iterable[str], *, namespace: str | None, statuses: Sequence[str]) -> set[str]:
    """Those of ``names`` (lower-case tokens) that label a memory among their full-text matches.

    One full-text search per name, its best ``CANDIDATE_LIMIT`` matches read: a person who
    speaks labels many turns, the short ones among them rank high.
    """
    found = set()
    for name in dict.fromkeys(names):
        rows = store.search.lexical(f'"{name}"', rank_function=scoring.bm25_rank_function(), namespace=namespace,
                                    statuses=statuses, kinds=None, limit=scoring.CANDIDATE_LIMIT)
        if any(label(candidate.content) == name for candidate, _ in rows):
            found.add(name)
    return found
