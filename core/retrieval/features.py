"""What a memory's text offers the query signals, computed once per distinct text.

Tokenising a hundred candidates on every recall was much of a recall's time, and none
of it depends on the query: the same text always gives the same features. They are
cached by the text itself (not by memory id), so an edited memory can never be scored
on its old words and no store change needs to invalidate anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from core.retrieval.query import STOP_WORDS
from core.text.tokens import tokenize

# Distinct texts kept; a text's features take a few hundred bytes.
CACHE_SIZE = 100_000

# The capitalised word a text opens with ("Ana adopted…", "Kim: I moved…").
_OPENING_NAME = re.compile(r"\s*([A-Z][\w'’-]*)")
# A question mark ending the text, before any closing quote or bracket.
_QUESTION_END = re.compile(r"\?[\s\"')]*$")
# A bracketed note at the end ("… [shares a photo: a dog]") says nothing about asking.
_TRAILING_NOTE = re.compile(r"\s*\[[^\[\]]*\]\s*$")


@dataclass(frozen=True, slots=True)
class TextFeatures:
    """Query-independent features of one memory text.

    Attributes:
        tokens: lower-case index tokens (as FTS5's unicode61 splits them).
        subject: the lower-case capitalised word the text opens with — who or what it
            is about ("Ana adopted…", "Kim: I moved…") — or ``""`` (a stop word such as
            "The" is no subject).
        asks: the text is itself a question (it ends with "?").
    """

    tokens: frozenset[str]
    subject: str
    asks: bool


@lru_cache(maxsize=CACHE_SIZE)
def text_features(text: str) -> TextFeatures:
    """The features of ``text`` (cached by the text: the same text always gives the same features)."""
    return TextFeatures(tokens=frozenset(tokenize(text)), subject=_subject(text), asks=_asks(text))


def _subject(text: str) -> str:
    match = _OPENING_NAME.match(text)
    if not match:
        return ""
    token = tokenize(match.group(1))[:1]
    return token[0] if token and token[0] not in STOP_WORDS else ""


def _asks(text: str) -> bool:
    return _QUESTION_END.search(_TRAILING_NOTE.sub("", text)) is not None
