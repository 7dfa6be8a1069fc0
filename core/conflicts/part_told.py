"""A part of the older memory's thing as the newer memory's subject: the part's own value, not the thing's changed —
a frame of :func:`core.conflicts.bounds.bound` (``"thing"``), so every reader's finding passes it.

"infra repo owner: platform team" / "infra repo dns/ subtree: Jonas owns it", "the handbook is CC BY" / "the
handbook's appendix section is CC0", "the lodge is run by Ana" / "the lodge's east wing is managed by Tomás": the
readers match the thing's noun and compare the values; the newer memory tells them of a part of it (a folder, a
module, a section, a wing …) named within a few words of the thing's noun in the clause that opens it.

Read from structure, once: the older memory names no part and no path (where a folder may be the value itself), the
newer one tells no change, denial or end and nothing as now ("the repo's docs folder moved to …" is a move; "Jonas
owns the repo now" the thing's new owner), and the part's noun is a common noun, not a name's word ("Dean & Chapter").
"""

from __future__ import annotations

import re

from core.conflicts.confirmed import change_told
from core.conflicts.frames import subject_words
from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized
from core.text.tokens import stem

# A part of a thing: "the dns/ subtree", "the sample images folder in that repo", "its west wing".
_PART = re.compile(r"\b(?:sub-?trees?|sub-?folders?|folders?|sub-?director(?:y|ies)|director(?:y|ies)|dirs?"
                   r"|sub-?modules?|modules?|sections?|chapters?|appendix|appendices|wings?|annex(?:e|es)?"
                   r"|components?)\b")
# The value told as now, or from a time on: the thing's words told anew with a new value.
_NOW = re.compile(r"\b(?:now|currently|these days|today|from|since|after)\b", re.IGNORECASE)
# Subject words that are an attribute's own noun, never the thing a part belongs to.
_NOT_THINGS = frozenset(stem(w) for w in (
    "name title owner owners version licence license value setting settings type kind size count number limit "
    "cap time day date home address role post user team people person".split()))


def part_of_older(old_text: str, new_text: str) -> bool:
    """Whether the newer memory's opening clause names a part of the older memory's thing: the older subject's head
    noun within four words of a part's noun (see the module doc)."""
    low_new = undated(new_text).lower()
    if _PART.search(low_new) is None:
        return False  # the cheap test first: a part's noun
    if _PART.search(undated(old_text).lower()) is not None or "/" in old_text:
        return False  # the older memory names a part or a path: a folder may be its value
    if change_told(low_new.replace("new ", " ")) or _NOW.search(new_text) is not None:
        return False  # a change, denial or end told, or the value told as now
    things = [w for w in subject_words(old_text) if w not in _NOT_THINGS]
    if not things:
        return False
    first = re.split(r"[;.!?]\s|[;—–]", undated(new_text).strip())[0]  # the part told in the subject's clause
    tokens = [t for t in tokenized(first) if t.kind == "word"]
    at = [k for k, token in enumerate(tokens) if token.norm == things[-1]]
    parts = [k for k, token in enumerate(tokens) if _PART.fullmatch(token.low) and not token.cap]
    return any(abs(a - p) <= 4 for a in at for p in parts)
