"""A recurring activity said stopped: "The user posts on the company blog once a quarter" / "The user has stopped
writing for the company blog altogether" (:func:`activity_stopped`, asked by :mod:`core.conflicts.told_another_way`
after the rate readers of :mod:`core.conflicts.rates`)."""

from __future__ import annotations

import re

from core.conflicts import wording as F
from core.conflicts.compiled import says
from core.conflicts.rates import RATE_CUE, current_values, rates, shown_rate
from core.text.tokens import stem

# The activity itself said to have stopped: "has stopped writing for the company blog", "refreshes … were stopped".
_STOPPED = re.compile(r"\b(?:stopped|quit|discontinued|halted|scrapped|ended|no longer|not \w+ing anymore)\b")
_NAME_AFTER_START = re.compile(r"(?<=\s)[A-Z][\w-]*")
# Verbs of an activity, which people vary for one activity ("posts on" / "writing for"): not what names it.
_ACTIVITY_VERBS = F.stem_set("send post posts write writing run runs do does doing make makes go goes get gets")


def activity_stopped(old_text: str, new_text: str) -> str | None:
    """ "The user posts on the company blog once a quarter" / "The user has stopped writing for the company blog
    altogether": the newer memory says the older memory's recurring activity stopped, naming it by what it is
    on or of (two or more of its words, whatever verb each uses) and giving it no rate of its own.

    Not: another activity of the thing (a word of the older activity missing beyond its verb), a newer rate told
    ("stopped weekly, now monthly" is :func:`rate_change`'s), a stop of something else named beside it."""
    low_new = new_text.lower()
    if not says(_STOPPED, low_new) or says(RATE_CUE, low_new):
        return None
    old_rates, old_activity = rates(old_text)
    if len(current_values(old_rates)) != 1:
        return None
    named = {w for w in old_activity if w not in _ACTIVITY_VERBS and len(w) > 2}
    new_words = {stem(w) for w in re.findall(r"[a-z][\w-]*", low_new)} | set(re.findall(r"[a-z][\w-]*", low_new))
    if len(named) < 2 or not named <= new_words:
        return None
    old_words = set(re.findall(r"[a-z][\w-]*", old_text.lower()))
    if any(w.lower() not in old_words for w in _NAME_AFTER_START.findall(new_text)):
        return None  # "stopped using Ghost for the company blog": a named thing stopped, not the activity
    (was,) = current_values(old_rates)
    return f"the newer memory says it stopped ({' '.join(sorted(named))}), no longer {shown_rate(was)}"
