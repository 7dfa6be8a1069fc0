"""A change told with its date back then, from a value the older memory does not hold: history before it.

"The user runs Java 21 in production" and "The user migrated production from Java 11 to 17 back in 2022": the newer
memory tells a change that is over, dated in the past, and it started from a value (Java 11) that is not the older
memory's. What the older memory holds came after it, so both are true. Had it started from the older memory's own
value ("migrated from Java 21 to 17 in 2022" after "runs Java 21"), or had no date back then, the change would be
what holds now, and the readers decide it. The frame guard (:mod:`core.conflicts.bounds`) reads this as a past state.
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says

# A time back then: "back in 2022", "in 2019", "in early 2020" (not "in 2 weeks").
_BACK_THEN = re.compile(r"\bback (?:in|when|then)\b|\b(?:in|during) (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b")
# A change with both its ends: "from Java 11 to 17", "from v3 to v4", "from 11 → 17".
_FROM_TO = re.compile(r"\bfrom ((?:[\w.+#-]+ ){0,3}?[\w.+#-]*\d[\w.+#-]*) (?:to|→|->) ")
_NUMBER = re.compile(r"\d+(?:\.\d+)*")


def earlier_change(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells a change dated back then that started from a value the older one does not
    hold (its number absent from the older text)."""
    low_new = new_text.lower()
    if "from" not in low_new or not says(_BACK_THEN, low_new) or _BACK_THEN.search(old_text.lower()) is not None:
        return False
    found = _FROM_TO.search(low_new)
    if found is None:
        return False
    old_numbers = set(_NUMBER.findall(old_text))
    started = set(_NUMBER.findall(found.group(1)))
    return bool(started) and not started & old_numbers and bool(old_numbers)
