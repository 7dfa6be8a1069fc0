"""A favourite told as the thing "of choice" or the "go-to" one, read as the other memory's "favourite".

"favourite editor font: Fira Code" / "font of choice: JetBrains Mono"; "The user's preferred pizza place is Luigi's" /
"The user's go-to pizza place is Mario's now". One attribute, the holder's pick of a kind, told by a word before the
noun in one memory and by a phrase after it (or "go-to") in the other: the statement model reads "font of choice" as
a key the older memory never says.

Read here: when one text says "favourite" / "favorite" / "preferred" and the other says "<noun phrase> of choice" or
"go-to <noun>", the second is written with the first's word before its noun phrase ("favourite font: JetBrains
Mono"), and whatever decides that pair decides this one (the frame guards still read the whole sentence). Another
kind of thing ("terminal font" / "editor font"), a narrower use ("for slides") or someone else's pick stay what the
readers make of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

M = TypeVar("M")

_FAVOURITE = re.compile(r"\b(favou?rite|preferred)\b", re.IGNORECASE)
_OF_CHOICE = re.compile(r"\s+of\s+choice\b", re.IGNORECASE)
_GO_TO = re.compile(r"\bgo-to\b", re.IGNORECASE)
# Where a noun phrase before "of choice" starts: after a determiner, a possessive, a verb of being or a mark.
_OPENS = frozenset("the a an my our their his her its your is are was were — – : ; , ( -".split())
_WORD = re.compile(r"\S+")


def _as_favourite(text: str, word: str) -> str:
    """``text`` with "<noun phrase> of choice" and "go-to <noun>" written as "<word> <noun phrase>"."""
    text = _GO_TO.sub(word, text)
    found = _OF_CHOICE.search(text)
    if found is None:
        return text
    head = text[:found.start()]
    words = list(_WORD.finditer(head))
    start = len(words)
    while start > 0 and len(words) - start < 3:
        low = words[start - 1].group(0).lower()
        if low in _OPENS or low.endswith(("'s", "’s", ":", ",")) or not low[:1].isalpha():
            break
        start -= 1
    if start == len(words):
        return text
    at = words[start].start()
    return f"{head[:at]}{word} {head[at:]}{text[found.end():]}"


def pick_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the pair with a pick "of choice" or "go-to" told as the other text's
    "favourite", or ``None`` (also when the pair does not tell a pick both ways)."""
    low_old, low_new = old_text.lower(), new_text.lower()
    if "choice" not in low_old + low_new and "go-to" not in low_old + low_new:
        return None  # the cheap test first
    for said, other in ((old_text, new_text), (new_text, old_text)):
        found = _FAVOURITE.search(said)
        if found is None or (_OF_CHOICE.search(other) is None and _GO_TO.search(other) is None):
            continue
        word = found.group(1).lower()
        old_told, new_told = _as_favourite(old_text, word), _as_favourite(new_text, word)
        if (old_told, new_told) != (old_text, new_text):
            return decide(old_told, new_told)
    return None
