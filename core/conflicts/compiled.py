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


def _word(char: str) -> bool:
    # ``re``'s ``\w`` on a str pattern: a letter or digit of any script (``str.isalnum``), or the underscore
    return char.isalnum() or char == "_"


def last_version_at(text: str, version: str) -> int:
    """Where the last match of ``(?<![\\w.])v?<version>(?![\\w]|\\.\\d)`` (``version`` escaped) starts in ``text``, or
    -1: the pattern's answer found by ``str.find``, with no pattern compiled.

    Such a pattern is new for almost every version a capture meets and cost ~1.4 ms to compile; the scan below
    takes the matches ``finditer`` would (left to right, none overlapping the one before, "v" taken first).
    """
    if not version:
        return -1 if not (found := [m.start() for m in re.finditer(
            r"(?<![\w.])v?(?![\w]|\.\d)", text)]) else found[-1]
    size, length, last, j = len(version), len(text), -1, 0

    def clear_before(start: int) -> bool:
        return start == 0 or not (_word(text[start - 1]) or text[start - 1] == ".")

    def clear_after(end: int) -> bool:
        if end == length:
            return True
        return not (_word(text[end]) or (text[end] == "." and end + 1 < length and text[end + 1].isdecimal()))

    def end_at(start: int) -> int:
        if not clear_before(start):
            return -1
        if text[start] == "v" and text.startswith(version, start + 1) and clear_after(start + 1 + size):
            return start + 1 + size
        if text.startswith(version, start) and clear_after(start + size):
            return start + size
        return -1

    while (i := text.find(version, j)) >= 0:
        for start in ((i - 1, i) if i - 1 >= j and text[i - 1] == "v" else (i,)):
            end = end_at(start)
            if end >= 0:
                last, j = start, end
                break
        else:
            j = i + 1
    return last


def said_whole(text: str, value: str, hash_mark: bool = False) -> bool:
    """Whether ``(?<![\\w-])#?<value>(?![\\w-])`` (``value`` escaped, ``#?`` only with ``hash_mark``) is found in
    ``text``, case ignored: a value-built pattern's answer with no pattern compiled where both are ASCII (there
    ``str.lower`` folds case exactly as ``re.IGNORECASE`` does); other texts ask the pattern."""
    if not (text.isascii() and value.isascii()) or not value:
        mark = "#?" if hash_mark else ""
        return re.search(r"(?<![\w-])" + mark + re.escape(value) + r"(?![\w-])", text, re.IGNORECASE) is not None
    low, part = text.lower(), value.lower()
    size, length = len(part), len(low)

    def clear(at: int) -> bool:  # no word character or hyphen at ``at``
        return at < 0 or at >= length or not (_word(low[at]) or low[at] == "-")

    i = low.find(part)
    while i >= 0:
        if clear(i + size) and (clear(i - 1) or (hash_mark and low[i - 1] == "#" and clear(i - 2))):
            return True
        i = low.find(part, i + 1)
    return False


def whole_starts(text: str, part: str, not_before: str = "", not_after: str = "") -> list[int]:
    """Where ``(?<![\\w<not_before>])<part>(?![\\w<not_after>])`` (``part`` escaped, case kept) matches in ``text``,
    left to right and none overlapping the one before, as ``finditer`` finds them: with no pattern compiled.
    ``part`` is not empty."""
    size, length, starts, j = len(part), len(text), [], 0
    while (i := text.find(part, j)) >= 0:
        end = i + size
        if (i == 0 or not (_word(text[i - 1]) or text[i - 1] in not_before)) \
                and (end == length or not (_word(text[end]) or text[end] in not_after)):
            starts.append(i)
            j = end
        else:
            j = i + 1
    return starts
