"""A weekly thing told on another weekday while the older weekday is said given to something else.

"I do the emulator triage on Sunday evenings" / "Triage happens Wednesday lunchtimes; Sundays are for family";
"I clean the stills every Monday at 6 a.m." / "I've shifted still cleaning to Thursday evenings; Mondays are kept for
deliveries"; "vet checks for the horses on Mondays" / "vet comes Thursdays; Monday slot given to another yard". Fresh
hands most often let the older day go by giving it to another use in a short clause of its own; that clause says the
change, and the thing is then told again in fewer or other words than the older memory's ("triage" for "emulator
triage", "proof sessions" for "Idris proofs"), which the readers of one slot (:func:`core.conflicts.clock_swap.
day_change`) leave open when both keys hold a word the other lacks.

Read here: the older text names one weekday; the newer one holds a short clause naming only that weekday and letting
it go (:func:`core.conflicts.clock_swap._without_older_day`), and the rest names one other weekday and a word of the
older thing's own (not a weekday, a part of the day, a time or a verb of doing).

Not a change: the rest naming no word of the older thing (another thing moved), a name or holder the older text
lacks, another scope ("in winter"), one occasion, a plan, an added slot, a list, the older day kept in the rest.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS, WEEKDAYS
from core.conflicts.clock_swap import (
    _ONCE,
    _names,
    _narrowed_before,
    _possessors,
    _scope,
    _weekdays,
    _without_older_day,
)
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

# Words that say when or how a thing is done, never which thing it is.
_WHEN_WORDS = frozenset(stem(w) for w in """morning mornings afternoon afternoons evening evenings night nights
    lunchtime lunchtimes noon midnight dawn dusk day days week weekly slot slots session sessions every each time
    job happen happens held hold holds do does done go goes come comes run runs get gets shifted moved now""".split())
# The cheap test: a clause that lets a day go holds one of these words.
_RELEASE_CUES = ("for", "kept", "keep", "belong", "given", "handed", "clash", "cost", "off", "out", "over", "done",
                 "dropped", "gone", "scrapped", "no longer", "no more", "freed", "cancel", "retir", "vacated",
                 "released", "no-go")
_DAYS = WEEKDAYS


def _thing_stems(text: str) -> set[str]:
    words = re.findall(r"[a-z][a-z'’-]*", undated(text).lower())
    return {stem(w.split("'")[0].split("’")[0]) for w in words} - W.STOP_WORDS - W.FILLER_WORDS - W.SELF_WORDS \
        - W.LIGHT_VERBS - W.CHANGE_WORDS - _WHEN_WORDS - {stem(w) for w in CALENDAR_WORDS} - {"user"}


def released_day_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text moves the older one's weekly thing to another weekday, the older day said given to something
    else in a clause of its own, or ``None``."""
    low = new_text.lower()
    if not any(cue in low for cue in _RELEASE_CUES) or not any(day[:3] in low for day in _DAYS):
        return None
    days_old = _weekdays(undated(old_text))
    if len(days_old) != 1:
        return None
    (old_day,) = days_old
    rest = _without_older_day(old_day, new_text)
    if rest is None:
        return None
    days_new = _weekdays(rest)
    if len(days_new) != 1 or days_new & days_old:
        return None
    shared = _thing_stems(old_text) & _thing_stems(rest)
    if not shared or _narrowed_before(old_text, rest, frozenset(shared)):
        return None  # another thing given the new day; "*Greenhouse* watering" after "I water the allotment beds"
    old, new = read(old_text), read(rest)
    if new.hedged or new.temporary or new.additive or new.past_only or new.list_like or old.past_only:
        return None
    old_words = set(re.findall(r"[a-z]+", old_text.lower()))
    if _names(rest) - _names(old_text) or _possessors(rest) - old_words or _scope(old_text) != _scope(rest):
        return None  # "vet comes Thursdays with Dr Ines"; "the neighbour's …"; "in winter"
    if _ONCE.search(rest.lower()) or another_holder(old_text.split(), rest.split()):
        return None  # "this week only"; "my colleague's …"
    (now,) = days_new
    return f"same thing ({' '.join(sorted(shared))}) day, {old_day.title()} → {now.title()}"
