"""A value recalled with a year of its own: a past state for :mod:`core.conflicts.bounds`.

"Lucia lives in Crema" / "Lucia *recalls* her *2019* student year living in Parma"; "The user's bank app is on 5.8" /
"The user *recalled* that version 4.0 launched Pix in *2021*". What a memory recalls held when it was so; a year
told with it dates it, whatever verb of change it recalls ("launched"). Not when the newer text also tells the present
("recalls moving to Parma in 2019, where she still lives": "still", "now", "since", "these days").
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated

_RECALLS = re.compile(r"\b(?:recall(?:s|ed)?|remember(?:s|ed)?|reminisc(?:es|ed)|looks? back on|looked back on)\b")
_A_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_NOW = re.compile(r"\b(?:now|current|currently|today|still|since|these days)\b")


def recalled(low_old: str, low_new: str) -> bool:
    """Whether the newer text (lower case) recalls its value with a year of its own and tells nothing now, beside an
    older text that recalls nothing (see the module doc)."""
    if "re" not in low_new and "back on" not in low_new:
        return False  # the cheap test first: each verb of recalling holds "re" or is "looks back on"
    body = undated(low_new)
    return _RECALLS.search(body) is not None and _A_YEAR.search(body) is not None \
        and _RECALLS.search(low_old) is None and _NOW.search(body) is None
