"""One tokenisation per text: the readers that take a whole memory text share it.

:func:`core.conflicts.values.tokenize` is a pure function of the text, and its tokens are frozen, so a
text read by the statement model (:func:`core.conflicts.statement.read`) need not be tokenised again
by the frame readers (:mod:`.frames`) that look at the same candidate a moment later.
"""

from __future__ import annotations

from functools import lru_cache

from core.conflicts.value_words import Token
from core.conflicts.values import tokenize


@lru_cache(maxsize=8192)
def tokenized(text: str) -> tuple[Token, ...]:
    """The tokens of ``text`` (cached; a tuple, so no caller can change what another reads)."""
    return tuple(tokenize(text))
