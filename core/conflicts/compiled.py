"""Patterns made at run time from a text's own words (a version escaped, a release's name), compiled once.

``re.search(pattern, text)`` finds its compiled pattern in ``re``'s own cache, which holds 512 and which the
readers' literal patterns share. A pattern made from a value ("(?<![\\w.])v?16\\.2(?![\\w]|\\.\\d)") is new for
almost every text a capture meets, so each one pushed a literal pattern out and that one was compiled again
(~0.1 ms). These patterns keep a cache of their own instead, and the hot readers keep theirs at module level.
"""

from __future__ import annotations

import re
from functools import lru_cache

# ``re``'s own cache drops its oldest pattern when full (first in, first out, whatever was used since). A capture's
# readers still build hundreds of patterns from values through ``re.search(rf"...{re.escape(value)}...")`` (~1,700
# distinct ones over 3,000 labelled pairs), and those pushed the literal patterns out: over 3,000 pairs each literal
# one was compiled again about five times, ~0.25 ms of compiling per pair (~6 % of the rules' time, more in a
# capture's slow tail). With room for this many, a literal pattern outlives several thousand pairs' new ones. Only
# raised, never lowered (another part of the process may have asked for more); ``getattr`` keeps an interpreter
# without the attribute working as before.
RE_CACHE_ROOM = 8192
if getattr(re, "_MAXCACHE", RE_CACHE_ROOM) < RE_CACHE_ROOM:
    re._MAXCACHE = RE_CACHE_ROOM  # type: ignore[attr-defined]


@lru_cache(maxsize=4096)
def compiled(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern)``, made once per process for each pattern text."""
    return re.compile(pattern)


# (id of the pattern, text) -> (the pattern, found). The pattern is kept in the value and checked by identity,
# so an id reused by another object can never answer for it; keyed by id because a compiled pattern's own hash
# digests its whole program on every call (thousands of words for a pattern built from a word list).
_SAID: dict[tuple[int, str], tuple[re.Pattern[str], bool]] = {}
_SAID_KEPT = 65536


def says(pattern: re.Pattern[str], text: str) -> bool:
    """Whether ``pattern`` is found in ``text``: a reader's cheap test on a whole text, remembered per text.

    A capture asks the same tests of its newcomer beside each of up to 22 candidates; the answer is the same.
    """
    key = (id(pattern), text)
    said = _SAID.get(key)
    if said is None or said[0] is not pattern:
        said = (pattern, pattern.search(text) is not None)
        if len(_SAID) >= _SAID_KEPT:
            _SAID.clear()  # a bound, not a policy: the next capture's texts fill it again
        _SAID[key] = said
    return said[1]
