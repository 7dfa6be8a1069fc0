"""The words around "sold": a thing let go, or a sale as trade, stock or a name; a part of a thing sold.

"drone sold to the coastguard", "the Kirkmichael house sold", "sold their share of the second furnace" say a thing
held went (:mod:`core.conflicts.cues` reads the thing as denied); "the print run sold out", "jam sold at the market",
"also sold under the alias …", "is sold monthly to a noodle maker", "The user sold about 120 boxes" tell a sale as
trade, stock or a name, or the seller's own doing, and deny nothing.
"""

from __future__ import annotations

from core.conflicts import wording as W
from core.conflicts.reading import _is_name
from core.conflicts.value_words import Token

# After "sold", words of stock or trade ("sold out", "sold at the market", "sold by the jar"), not of a thing let go.
_SOLD_NOT_GONE = frozenset("out at in by through via on well fast per as alongside".split())


def sold_as_trade(tokens: list[Token], lows: list[str], start: int, end: int, *, after: bool = True) -> bool:
    """ "sold out", "sold at the market", "also sold under the alias …", and read ``after`` its object, "is sold
    monthly …" and "The user sold about 120 boxes": a sale as trade, stock or a name, or the seller's own doing, not
    a thing let go."""
    if end < len(lows) and (lows[end] in _SOLD_NOT_GONE
                            or (lows[end] == "under" and end + 2 < len(lows) and lows[end + 2] in ("name", "alias"))):
        return True
    before = lows[max(0, start - 2):start]
    if "also" in before or (after and before and before[-1] in ("is", "are", "being", "be")):
        return True  # "is also sold monthly to a noodle maker": sold as trade, over and over
    if after and start == end - 1 and start > 0:  # "sold" bare after its subject: a seller, not a thing sold
        subject = tokens[start - 1]
        return subject.low in W.SELF_WORDS or subject.low == "user" or _is_name(subject)
    return False


# A part of a thing held, before the thing: "their share of", "my stake in", "half of".
_PARTS = frozenset("share shares stake stakes half part portion interest".split())
_HOLDERS = frozenset("my our their his her its the user's a".split())


def part_of(lows: list[str], start: int, end: int) -> int | None:
    """Where the thing starts after a part of it said first ("[their share of] the second furnace"), or ``None``."""
    k = start + (start < end and lows[start] in _HOLDERS)
    if k + 2 < end and lows[k] in _PARTS and lows[k + 1] in ("of", "in"):
        return k + 2
    return None
