"""The older value let out and another let in, told as two short clauses of a terse note.

"GIS plugin: LGPL-2.1 out, EUPL-1.2 in" after "GIS plugin licensed LGPL-2.1"; "facilities out; IT security holds
door-controller firmware" after "door-controller firmware owned by facilities". No verb of change and no "now": the
swap is the pair of clauses, one value with "out" alone after it, the next naming another value, with "in" alone after
it or as the subject of a verb of holding whose object is the older memory's thing.

Not a change: a value the older memory does not hold let out (another thing's), a newer value the older memory already
names, "out" with more after it ("out sick", "out this week", "out of office"), a clause before the swap or a thing
after the verb with a word the older memory lacks (another thing: "docs plugin: LGPL-2.1 out, …").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated

# Where a terse note's clauses part: a semicolon, comma, dash, a colon after a key, a sentence's full stop
# (not the dot inside "LGPL-2.1" or "v1.2").
_CLAUSES = re.compile(r"\s*(?:[;,—–]|:\s|\.(?=\s|$))\s*")
_WORD = re.compile(r"[\w][\w'’.+@#-]*[\w+]|[\w]")
# Verbs a party holds a thing by, in the present: "IT security holds door-controller firmware".
_HOLDS = re.compile(r"^(?P<now>.+?)\s+(?:holds|owns|runs|handles|maintains|manages|leads|keeps|has|takes\s+over)\s+"
                    r"(?:the\s+)?(?P<thing>.+)$")
_LIGHT = W.LIGHT_WORDS | frozenset("the a an it its of for to".split())


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def out_in_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` lets the value ``old_text`` holds out and another in, or ``None``."""
    body = undated(new_text, dot=True).strip()
    if " out" not in body.lower():
        return None  # the cheap test first
    old_words = set(_words(undated(old_text, dot=True)))
    clauses = [c for c in _CLAUSES.split(body.rstrip(".!")) if c]
    for k in range(len(clauses) - 1):
        was = _words(clauses[k])
        if len(was) < 2 or was[-1] != "out" or len(was) > 4 or not set(was[:-1]) <= old_words:
            continue  # not "<the older value> out"
        if any(w - old_words for w in map(_content, clauses[:k])):
            return None  # a key the older memory does not name: another thing's value let out
        after = clauses[k + 1]
        now = _words(after)
        if len(now) >= 2 and now[-1] == "in":
            new = now[:-1]
        else:
            held = _HOLDS.match(after)
            if held is None or not _content(held.group("thing")) or _content(held.group("thing")) - old_words:
                continue  # no holder of the older thing told
            new = _words(held.group("now"))
        fresh = [w for w in new if w not in old_words and w not in _LIGHT]
        if not fresh or len(new) > 4:
            continue  # the newer value already the older memory's, or more than a value
        return f"the newer memory lets {' '.join(was[:-1])} out and {' '.join(new)} in"
    return None


def _content(text: str) -> set[str]:
    return {w for w in _words(text) if w not in _LIGHT}
