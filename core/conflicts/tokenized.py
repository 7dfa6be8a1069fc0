"""One tokenisation per text: the readers that take a whole memory text share it.

:func:`core.conflicts.values.tokenize` is a pure function of the text, and its tokens are frozen, so a
text read by the statement model (:func:`core.conflicts.statement.read`) need not be tokenised again
by the frame readers (:mod:`.frames`) that look at the same candidate a moment later.

A capture's candidates come with their tokens: :mod:`core.conflicts.kept_readings` keeps them beside
each memory's statement reading (:func:`encode_tokens`, under the same stamp of the text and the
reader's code) and hands them in undecoded (:func:`keep_tokens`); the first reader that asks for a
candidate's tokens decodes them (:func:`decode_tokens`) instead of tokenising its text. Most
candidates are settled before any reader asks, so most are never decoded.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from core.conflicts.bounded_hold import hold
from core.conflicts.value_words import Token
from core.conflicts.values import _word, tokenize

# Tokens handed in with kept readings and not asked for yet, by text, oldest first; at most TOKENS_KEPT.
# A capture asks for its candidates' tokens within the capture, so the bound need only hold a few captures'.
TOKENS_KEPT = 2048
_KEPT: dict[str, list] = {}


@lru_cache(maxsize=8192)
def tokenized(text: str) -> tuple[Token, ...]:
    """The tokens of ``text`` (cached; a tuple, so no caller can change what another reads)."""
    kept = _KEPT.pop(text, None)
    if kept is not None:
        try:
            return decode_tokens(kept)
        except (TypeError, ValueError, IndexError, AttributeError):
            pass  # not tokens this code wrote: tokenise as if none were kept
    return tuple(tokenize(text))


def keep_tokens(text: str, encoded: list) -> None:
    """Hand in ``text``'s tokens as :func:`encode_tokens` wrote them (kept with a memory whose stamp says they
    are this code's tokens of this exact text); decoded only if a reader asks :func:`tokenized` for them."""
    hold(_KEPT, text, encoded, TOKENS_KEPT)


def forget_tokens() -> None:
    """Drop every token this process holds, kept or made (tests, benchmarks that want a cold start)."""
    _KEPT.clear()
    tokenized.cache_clear()


# A token's flags, one bit each, in the order of its fields.
_CAP, _INITIAL, _POSSESSIVE, _FREQUENCY = 1, 2, 4, 8


def encode_tokens(tokens: tuple[Token, ...]) -> list:
    """``tokens`` as a JSON-ready list, one item a token, as short as it can be written exactly.

    A word as :func:`values._word` reads it (most tokens) is its surface alone, or ``[surface, flags]`` when it
    opens a sentence or is possessive: decoded by asking ``_word`` again, which a store's vocabulary has
    cached. Any other token is ``[surface, low, kind, norm, unit, flags]``, ``low`` written ``0`` when it is the
    surface and ``norm`` ``0`` when it is ``low``, an empty unit and no flags left off the end.
    """
    out: list[Any] = []
    for t in tokens:
        # Most words are the very token _word's cache holds: the identity answers before comparing nine fields.
        if t.kind in ("word", "ident") and not t.frequency and (
                (same := _word(t.surface, t.initial, t.possessive)) is t or same == t):
            bits = (_INITIAL if t.initial else 0) | (_POSSESSIVE if t.possessive else 0)
            out.append([t.surface, bits] if bits else t.surface)
            continue
        bits = (_CAP if t.cap else 0) | (_INITIAL if t.initial else 0) | (_POSSESSIVE if t.possessive else 0) \
            | (_FREQUENCY if t.frequency else 0)
        item: list[Any] = [t.surface, 0 if t.low == t.surface else t.low, t.kind, 0 if t.norm == t.low else t.norm,
                           t.unit, bits]
        while len(item) > 4 and not item[-1]:
            item.pop()
        out.append(item)
    return out


def decode_tokens(encoded: list) -> tuple[Token, ...]:
    """The tokens :func:`encode_tokens` wrote as ``encoded``; raises ``TypeError``/``ValueError`` on anything else."""
    if not isinstance(encoded, list):
        raise TypeError("not kept tokens")
    out = []
    for item in encoded:
        if isinstance(item, str):
            out.append(_word(item, False, False))
        elif len(item) == 2:
            surface, bits = item
            out.append(_word(_str(surface), bool(bits & _INITIAL), bool(bits & _POSSESSIVE)))
        elif 4 <= len(item) <= 6:
            surface, low, kind, norm = _str(item[0]), item[1], _str(item[2]), item[3]
            low = surface if low == 0 else _str(low)
            norm = low if norm == 0 else _str(norm)
            unit = _str(item[4]) if len(item) > 4 else ""
            bits = int(item[5]) if len(item) > 5 else 0
            out.append(Token(surface, low, kind, norm, unit, bool(bits & _CAP), bool(bits & _INITIAL),
                             bool(bits & _POSSESSIVE), bool(bits & _FREQUENCY)))
        else:
            raise ValueError("not a kept token")
    return tuple(out)


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not a kept token")
    return value
