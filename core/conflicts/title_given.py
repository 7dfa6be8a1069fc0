"""A title given by another, told as the holder's title now: "They made me station manager for the whole terminal",
"Kernwell has made the user its head of licensing", "Last week's promotion made me shift chemist at Kestrel".

Writers tell a new title as what someone (an employer, a board, a promotion) made the holder. The title readers
hear a title after "I'm", "the user is", "as", "promoted to"; "made me <title>" they do not. Read by structure: a
verb of making in the past or perfect, the holder ("me", "us", "the user") and a bare title after it, optionally
after "its", "their" or "the" ("made the user its head of licensing"). :func:`title_given` tells the clause with the
holder as its subject and "now" ("I'm now station manager for the whole terminal"), the words before the maker left
off; the rules decide the pair again on that, and only a reading of the holder's title or job stands (the caller).

Not read: a title after "a" or "an" ("made me a better teacher": what they became, not a post), a deed ("Legal made
me pull the GPL"), a feeling or a state ("made me nervous", "made me late"), someone else made something ("made her
captain" beside "I"), a plan ("will make me", "might make me").
"""

from __future__ import annotations

import re

# The maker's verb, the holder and what follows: "they made me station manager …", "Kernwell has made the user its
# head of licensing", "the board's made us joint leads".
_MADE = re.compile(r"\b(?:has|have|had|['’]s|['’]ve)?\s*\bmade\s+(?P<holder>me|us|the user)\s+"
                   r"(?:(?:its|their|the|our)\s+)?(?P<title>[a-z][^;.!?—–]*)", re.IGNORECASE)
# A plan or a guess before the verb: "will make me", "might have made me".
_NOT_SAID = re.compile(r"\b(?:will|would|might|may|could|should|plan\w*|hope\w*|want\w*|if)\b[^;.—–]*\bmade?\b",
                       re.IGNORECASE)
# The first word of what follows that tells no post: an article, a deed, a feeling or a state.
_NOT_TITLES = frozenset("""a an the my our your his her their it that this feel feels think wait go come leave pull drop
    switch move change use take give put stop start redo rewrite do make see look learn realise realize wonder
    nervous late happy sad angry sick tired better worse happier sure aware welcome responsible""".split())
_HOLDERS = {"me": "I'm now", "us": "We're now", "the user": "The user is now"}


def title_given(new_text: str) -> str | None:
    """The clause telling a title someone made the holder, told as the holder's title now, or ``None``."""
    if "made" not in new_text.lower():
        return None  # the cheap test first
    found = list(_MADE.finditer(new_text))
    if len(found) != 1 or _NOT_SAID.search(new_text[:found[0].end("holder")]) is not None:
        return None
    made = found[0]
    title = made.group("title").strip()
    first = title.split()[0].lower().strip(",")
    if first in _NOT_TITLES or first.endswith(("ing", "ed")):
        return None  # "made me a better teacher", "made me pull the GPL", "made me nervous", "made me rethink"
    return f"{_HOLDERS[made.group('holder').lower()]} {title}{new_text[made.end():]}"
