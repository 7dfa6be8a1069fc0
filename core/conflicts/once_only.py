"""A count of times in a period told anew as "only once", the period left to the older text: "The kiln is fired twice
a year" / "Starting this year the kiln is fired only once, in autumn"; "The bins are emptied twice a day" / "The bins
get emptied only once, at closing"; "The tower is visited twice a season" / "…; it is visited only once now".

People who cut a rate down to one often leave its period unsaid: once in the period the older text counts in. The
rate readers (:mod:`core.conflicts.rates`) compare two rates told whole and leave "only once" open.

Read here: the older text tells one count of times above one in a period or per occasion ("twice a season", "three
times per flight", "2x a week"); the newer text says "only once" with no period of its own after it (a when after a
comma, "in autumn", "at closing", is when the one time falls); outside that, the newer text names a word of the older
activity and no other thing (each other word a word of how or of telling, or in a part that lets the older round go:
"taken off the twice-a-season rota").

Not a change: "only once a month" (a rate told whole, the rate readers'); once in the past or on one occasion ("was
visited only once last season", "only once this year"); another thing or scope ("the north tower"); another holder
or name; a plan or a hedge; "only once more" (one more time).
"""

from __future__ import annotations

import re

from core.conflicts.clock_swap import _names, _one_word_forms
from core.conflicts.event_rate import _ENDING, _HOW, _PARTS, _words
from core.conflicts.note_dates import undated
from core.conflicts.rates import rates
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.conflicts.value_words import NUMBER_WORDS
from core.conflicts.wording import PRONOUNS, SCOPE_WORDS

# "twice a season", "three times per flight", "2x a week", "twice-a-day": a count of times above one in a period.
_TIMES = re.compile(r"\b(?P<count>twice|thrice|(?:\d+|two|three|four|five|six)(?:\s?x|\s+times))[\s-]+(?:a|an|per|each"
                    r"|every)[\s-]+(?P<period>[a-z]+)\b")
# "only once" with no period after it; a when after a comma may follow ("only once, in autumn").
_ONCE = re.compile(r"\bonly once\b(?!\s+(?:a|an|per|each|every|more|again|in a|or)\b|-)(?P<when>,\s*(?:in|at|on|during"
                   r"|before|after|around)\s[^,;.—–()]*)?")
# One occasion or a window: the newer count is not the standing one.
_ONE_OCCASION = re.compile(r"\b(?:last|this|next) (?:week|month|season|year|term|quarter|time)\b"
                           r"|\b(?:so far|yet|ever|ago|temporar\w*|for now|trial\w*)\b|\?")
# "Starting this year", "from this season on": when the new count begins, not one occasion.
_FROM_NOW = re.compile(r"\b(?:starting|from) this (?:week|month|season|year|term|quarter)\b")
_TELLING = frozenset(("now", "nowadays", "anymore", "start", "starting", "year", "from", "on"))


def once_only_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text cuts the older activity's count of times in a period to only once, or ``None``."""
    new_low = undated(new_text).lower()
    if "only once" not in new_low:
        return None  # the cheap test first
    told = list(_TIMES.finditer(undated(old_text).lower()))
    once = list(_ONCE.finditer(new_low))
    if len(told) != 1 or len(once) != 1 or _ONE_OCCASION.search(_FROM_NOW.sub("", new_low)):
        return None
    count = told[0].group("count").split()[0].rstrip("x")
    times = {"twice": 2, "thrice": 3}.get(count) or NUMBER_WORDS.get(count) or (int(count) if count.isdigit() else 0)
    if int(times) < 2:
        return None
    # the newer text's own rates: none but the older one let go in a part of its own
    standing = " ".join(part for part in _PARTS.split(new_text) if _ENDING.search(part.lower()) is None)
    if any(not r.denied for r in rates(standing)[0]):
        return None  # "only once a week": a rate told whole
    rest = new_low[:once[0].start()] + " " + new_low[once[0].end():]
    if _ENDING.search(rest):  # "Hornet Peak has been taken off the twice-a-season rota; …"
        rest = " ".join(part for part in _PARTS.split(rest) if _ENDING.search(part) is None)
    said, old_words = _words(rest), _words(undated(old_text))
    _, activity = rates(old_text)
    activity |= old_words - _words(told[0].group(0))
    shared = said & activity
    extra = said - old_words - _HOW - _TELLING - PRONOUNS
    extra -= _one_word_forms(frozenset(extra), frozenset(old_words))[0]  # "briefed" / "briefings"
    # a word of the older activity in another form ("briefed") is shared too
    shared |= {w for w in said - extra - PRONOUNS if w not in old_words and w not in _HOW | _TELLING}
    if not shared or extra or (said - old_words) & SCOPE_WORDS:
        return None  # another thing done once, or another scope
    when = once[0].group("when") or ""
    if _names(new_text) - _names(old_text) - {w.lower() for w in re.findall(r"[\w'’-]+", when)} \
            or another_holder(old_text.split(), new_text.split()):
        return None
    new = read(new_text)
    if new.hedged or new.temporary or new.past_only or new.additive:
        return None
    period = told[0].group("period")
    return f"same activity ({' '.join(sorted(shared))}), {told[0].group(0)} → once a {period}"
