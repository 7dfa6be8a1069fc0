"""A number and what it counts, read from the words right after it: "25 MB", "6 engineers", "4 cups of coffee",
"120 head of cattle", "500 requests per minute", "fifty dollars".

:mod:`core.conflicts.value_folding` folds a number told in several tokens into one and asks :func:`with_unit` what
the words after it count. A unit word is taken into the number; a noun after it names what it counts and stays a
word of the text too; a plural noun after a modifier counts ("5 worker nodes"); a rate's period after "per", "a" or
"/" is added to the unit ("500 req/min"). Every function here is pure.
"""

from __future__ import annotations

from dataclasses import replace

from core.conflicts.calendar_words import DAYPARTS
from core.conflicts.value_words import (
    CONTAINERS,
    CURRENCIES,
    NOT_UNITS,
    RATE_UNITS,
    SECONDS,
    UNIT_WORDS,
    Token,
    format_number,
    weekday,
)
from core.text.tokens import stem

_NOT_PLURALS = frozenset("""is was has does this its us yes plus less always perhaps across thus bus status
    chaos gas lens news series species analysis basis access process across""".split())


def _plural(token: Token) -> bool:
    """Whether a word reads as a plural noun ("nodes", "engineers"; not "status", "access")."""
    low = token.low
    return token.kind == "word" and len(low) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is")) \
        and low.isalpha() and low not in _NOT_PLURALS


def _counted_after_modifier(tokens: list[Token], j: int) -> bool:
    """Whether the word at ``j`` only modifies the plural noun after it, which is what a number counts: an
    acronym or a singular word before a plural one ("API calls", "worker nodes", "senior engineers")."""
    if j + 1 >= len(tokens):
        return False
    first, second = tokens[j], tokens[j + 1]
    return first.kind == "word" and first.low.isalnum() and not first.low.isdigit() and not _plural(first) \
        and _plural(second) \
        and first.low not in NOT_UNITS and first.low not in UNIT_WORDS and first.low not in SECONDS \
        and first.low not in DAYPARTS and weekday(first) is None and second.low not in SECONDS \
        and second.low not in UNIT_WORDS and weekday(second) is None


def _counted(norm: str) -> str:
    """A counted noun in one form, however it is written: the light stemmer takes one ending at a time, so "meetings"
    reads "meeting" and "meeting" reads "meet"; stemmed once more, both are "meet". A measure's abbreviation counts
    what its word does ("6.5 t" and "8 tonnes" are both tonnes)."""
    return _ABBREVIATED.get(norm) or stem(norm)


# Litres per unit of volume written short.
_LITRES = {"l": 1.0, "kl": 1000.0, "ml": 0.001}
# Measures people abbreviate or spell the American way, as the stem of the word they shorten or respell.
_ABBREVIATED = {short: stem(word) for short, word in (
    ("t", "tonnes"), ("l", "litres"), ("g", "grams"), ("ft", "feet"), ("gal", "gallons"),
    ("oz", "ounces"), ("pts", "points"), ("ha", "hectares"), ("liter", "litres"),
    ("meter", "metres"))}

# What a herd is called, not what it is of: "goat herd 45 head" counts goats.
_HERDS = frozenset("herd herds flock flocks stock livestock drove mob".split())


def _herd_counted(tokens: list[Token], j: int) -> str | None:
    """What "head" at ``j`` counts: the animal after "of" ("120 head of cattle") or the one the text names right
    before its number, past the herd's own word ("goat herd 45 head", "cattle: 120 head"); ``None`` when neither
    is told."""
    if j + 2 < len(tokens) and tokens[j + 1].low == "of" and tokens[j + 2].kind == "word" \
            and tokens[j + 2].low.isalpha():
        return _counted(tokens[j + 2].norm)
    for back in range(j - 2, max(-1, j - 5), -1):
        word = tokens[back]
        if word.low in _HERDS or word.low == ":":
            continue
        if word.kind == "word" and word.low.isalpha() and word.low not in NOT_UNITS:
            return _counted(word.norm)
        return None
    return None


def with_unit(token: Token, tokens: list[Token], j: int) -> tuple[Token, int]:
    """The number with what it counts, and the index after what it consumed.

    A unit word is consumed ("25 MB", "30 seconds" are folded earlier); a noun after the
    number names what it counts but stays a word ("6 engineers"); "4 cups of coffee"
    counts coffee; "per minute" / "a day" after it makes a rate ("500 req/min").
    """
    n = len(tokens)
    unit, k = "", j
    if j < n and tokens[j].kind == "word":
        nxt = tokens[j]
        herd = _herd_counted(tokens, j) if nxt.low == "head" else None
        if herd is not None:
            unit, k = herd, j + (3 if j + 1 < n and tokens[j + 1].low == "of" else 1)
        elif nxt.low in CONTAINERS and j + 2 < n and tokens[j + 1].low == "of":
            unit, k = _counted(tokens[j + 2].norm), j + 3
        elif nxt.low in UNIT_WORDS:
            unit, k = UNIT_WORDS[nxt.low], j + 1
        elif nxt.low in ("times", "time"):
            unit, k = "time", j + 1
        elif nxt.norm.startswith("request/"):
            unit, k = nxt.norm, j + 1
        elif nxt.low in _LITRES:
            # "40,000 L", "12 kL", "500 mL": litres however they are written, as "12,000 litres" is (a capital L is
            # no initialism here)
            litres = float(token.norm) * _LITRES[nxt.low]
            token, unit, k = replace(token, norm=format_number(litres)), _counted("l"), j
        elif _counted_after_modifier(tokens, j):
            # "5 worker nodes", "1,000 API calls a day", "3 senior engineers": the plural noun counts.
            unit, k = _counted(tokens[j + 1].norm), j
            if j + 2 < n and tokens[j + 2].kind == "word" and tokens[j + 2].low in ("per", "a", "an", "each", "/"):
                k = j + 2
        elif nxt.low not in NOT_UNITS and nxt.low not in DAYPARTS and weekday(nxt) is None \
                and nxt.low not in SECONDS and not (nxt.surface.isupper() and len(nxt.surface) <= 4):
            unit, k = _counted(nxt.norm), j
            if k + 1 < n and tokens[k + 1].kind == "word" and tokens[k + 1].low in ("per", "a", "an", "each", "/"):
                k += 1
            elif j + 4 < n and tokens[j + 1].low == "of" and tokens[j + 2].kind == "word" \
                    and tokens[j + 2].low.isalpha() and tokens[j + 3].low in ("per", "a", "an", "each") \
                    and tokens[j + 4].low in RATE_UNITS:
                # "40 wheels of Gouda a week": wheels a week, as "25 wheels a week" is; what they are of stays a word
                unit = f"{unit}/{RATE_UNITS[tokens[j + 4].low]}"
            else:
                k = j
    if unit and "/" not in unit:
        m = k
        if m < n and ((tokens[m].kind == "word" and tokens[m].low in ("per", "a", "an", "each"))
                      or tokens[m].low == "/"):
            if m + 1 < n and tokens[m + 1].low in RATE_UNITS:
                unit = f"{unit}/{RATE_UNITS[tokens[m + 1].low]}"
                k = m + 2
    if not unit:
        return token, j
    if unit in CURRENCIES:
        # "fifty dollars" is the amount "$50" is.
        surface = " ".join([token.surface, *(t.surface for t in tokens[j:k])])
        return Token(surface, surface.lower(), "money", token.norm, unit=unit), k
    return Token(token.surface, token.low, "number", token.norm, unit=unit), k
