"""The date a dated note opens with ("2026-03-02: …", "Mar 4 — …"), taken off before a reader
looks at the note's words, so a month name or a year is never read as a value."""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.calendar_words import MONTHS

# A month may be written in lower case by a terse agent ("mar 30 — user switched …"); then only a month's name.
_LOWER_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
# A month and a year ("Jun 2025 — …", "Jan 2026: …") is a date too, the month written as a month's name only.
_DATE = (r"^\s*(?:\d{4}-\d{2}(?:-\d{2})?|(?:[A-Z][a-z]{2,8}|(?:" + _LOWER_MONTH + r"))"
         r"\.? \d{1,2}(?:,? \d{4})?|(?i:" + _LOWER_MONTH + r")\.? \d{4}"
         # "5 Mar 2026 — …", "Q3 2025: …": a day before its month, a quarter of a year
         r"|\d{1,2} (?i:" + _LOWER_MONTH + r")\.?(?:,? \d{4})?|Q[1-4] \d{4})\s*")
_DATE_PREFIX = re.compile(_DATE + r"[:—–-]\s*")
# The round-6 readers also take a middle dot ("Mar 4 · …") as the date's separator; the older
# readers do not. One pattern for all would change what those readers see, so it waits for a
# measured change of its own rather than riding on a tidy-up.
_DATE_PREFIX_OR_DOT = re.compile(_DATE + r"[:—–·-]\s*")


@lru_cache(maxsize=8192)  # every reader takes the date off the same two texts of a pair
def undated(text: str, *, dot: bool = False) -> str:
    """The note without the date it opens with (``dot``: a middle dot may end the date too)."""
    return (_DATE_PREFIX_OR_DOT if dot else _DATE_PREFIX).sub("", text, count=1)
