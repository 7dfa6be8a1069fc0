"""Two memories that each tell one end of the same errand, trip or stay: two facts, not a change.

"I pick up the kids from school at 3:15" and "I drop the kids at school at 8:20", "checks in at 3pm" and "checks out
at 11am", "wakes at 6" and "goes to bed at 11", "the train departs at 7:10" and "arrives at 9:40": one thing, and a
time (or a day) for each of its two ends. The readers see one key (the kids, the school, the hotel) and two values;
what tells them apart is the verb of the end, on one side only in each memory. A memory that names both ends, or the
same end on both sides, is compared as the readers compare it ("pickup moved to 4; my partner does drop-off").
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says

# The two ends of one errand, trip or stay, each as its verbs and nouns are written.
_ENDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(a), re.compile(b)) for a, b in (
        (r"\b(?:pick(?:s|ed|ing)? (?:\w+ ){0,3}?up|pick-?ups?|collect(?:s|ed|ing)?"
         r"|fetch(?:es|ed|ing)?)\b",
         r"\b(?:drop(?:s|ped|ping)?|drop-?offs?)\b"),
        (r"\bcheck(?:s|ed|ing)?[- ]?ins?\b",
         r"\bcheck(?:s|ed|ing)?[- ]?outs?\b"),
        (r"\blog(?:s|ged|ging)?[- ]?(?:in|on)s?\b|\blogins?\b",
         r"\blog(?:s|ged|ging)?[- ]?(?:out|off)s?\b|\blogouts?\b"),
        (r"\b(?:wakes?|woke|waking|gets? up|getting up)\b",
         r"\b(?:bed(?:time)?|goes to sleep|go to sleep|turns? in)\b"),
        (r"\b(?:depart(?:s|ed|ing|ure)?)\b", r"\b(?:arriv(?:e|es|ed|ing|al))\b"),
    ))
_CUE = re.compile(r"\b(?:pick|collect|fetch|drop|check|log|wake|woke|get|gets|getting|bed|sleep|turn|depart|arriv)")


def other_end(old_text: str, new_text: str) -> bool:
    """Whether the older memory tells one end of a thing and the newer one only its other end."""
    low_old, low_new = old_text.lower(), new_text.lower()
    if not says(_CUE, low_new) or _CUE.search(low_old) is None:
        return False
    for one, two in _ENDS:
        old_one, old_two = one.search(low_old) is not None, two.search(low_old) is not None
        new_one, new_two = one.search(low_new) is not None, two.search(low_new) is not None
        if old_one != old_two and new_one != new_two and old_one == new_two:
            return True
    return False
