"""A thing done on every occasion of an event told again as done on every second, third … one of them.

"2025-03-02 — kiln shelves scraped after every firing" / "2025-06-11 — shelves get scraped every third firing going
forward"; "The storage team's design review is held every Thursday" / "Design reviews are convened only every second
Thursday since the reorg"; "I wax my classic skis before every single session" / "These days I only bother waxing
every third outing". The rate readers (:mod:`core.conflicts.rates`) read a period ("every third week"), not an
occasion that is no period ("firing", "session", "Thursday" as a day of the week): every one of them against one in
so many is another rate of the same activity.

Read: the older text does the thing "every" / "each" / "after every" / "before every (single)" occasion, the newer one
"every <ordinal>" or "every other" occasion, the occasion the older one's (one word in any form) or, where the older
occasion is a session, outing, visit, trip, run or use, any of those; the two share a word of the activity outside
the occasion and the rate (the activity's own: "scrape", "review", "wax"), a why or when after it read off, and the
newer names at most one word of its own. Not: another activity (no word of it shared, or two of its own: "the kiln
floor gets vacuumed"), a spell or one occasion ("this month", "for the summer"), a plan or a hedge, another holder
or scope, the older every-one kept ("still after every firing").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import WEEKDAYS
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

# "after every firing", "before every single session", "each Thursday", "every race"
_EVERY_ONE = re.compile(r"\b(?:every|each)\s+(?:single\s+)?(?P<event>[a-z][\w-]*)\b")
# "every third firing", "every second Thursday", "every other outing", "every 3rd pass"
_EVERY_NTH = re.compile(r"\bevery\s+(?P<nth>other|second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\s+"
                        r"(?P<event>[a-z][\w-]*)\b")
_NTH = {"other": 2, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
        "sixth": 6, "6th": 6}
# Occasions that stand in for one another: a session is an outing is a visit.
_OUTINGS = frozenset(stem(w) for w in "session outing visit trip run use class practice".split())
# Periods the rate readers read; never an occasion here.
_PERIODS = frozenset(stem(w) for w in "day week month year hour minute night quarter fortnight".split())
_NOT_STANDING = re.compile(r"\b(?:this|next)\s+(?:week|month|season|year|term)|\bfor\s+(?:the|a|this)\s+(?:\w+\s+)?"
                           r"(?:summer|winter|season|month|week|holidays?|trial)\b|\bmight|\bmay\b|\bcould|\bwould"
                           r"|\bwill\b|\bplan\w*|\bconsider\w*|\bstill\b|\btrial\b|\bif\b|\?")


def _same_event(old: str, new: str) -> bool:
    a, b = stem(old), stem(new)
    return a == b or (a in _OUTINGS and b in _OUTINGS) or (old in WEEKDAYS and new == old)


# Why or when the change came, read off before the activity's words are compared: "… since the reorg".
_WHY = re.compile(r"(?:,|;|—|–|\(|\bsince\b|\bbecause\b|\bafter (?!every)|\bfollowing\b|\bas\b|\bonce\b).*$")


def _activity(text: str, event: str) -> set[str]:
    low = _WHY.sub("", undated(text).lower())
    return {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", low) if len(w) > 2} - {stem(event)} - W.STOP_WORDS \
        - W.FILLER_WORDS - W.SELF_WORDS - W.CHANGE_WORDS - W.LIGHT_VERBS - W.TIME_WORDS - {
        stem(w) for w in "every each single other second third fourth fifth sixth only just bother user now these "
                         "days going forward".split()}


def every_nth_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text does the older one's every-occasion thing on every so many occasions, or ``None``."""
    low_new = undated(new_text).lower()
    if "every" not in low_new:
        return None  # the cheap test first
    nth = list(_EVERY_NTH.finditer(low_new))
    low_old = undated(old_text).lower()
    ones = [m for m in _EVERY_ONE.finditer(low_old) if m.group("event") not in _NTH]
    if len(nth) != 1 or len(ones) != 1 or _EVERY_NTH.search(low_old) or _NOT_STANDING.search(low_new):
        return None
    event_new, event_old = nth[0].group("event"), ones[0].group("event")
    if stem(event_old) in _PERIODS or stem(event_new) in _PERIODS or not _same_event(event_old, event_new):
        return None  # "every day" / "every third day" is the rate readers'
    old_words, new_words = _activity(old_text, event_old), _activity(new_text, event_new)
    shared = old_words & new_words
    if not shared or len(new_words - old_words) > 1 or (new_words - old_words) & W.SCOPE_WORDS:
        return None  # another activity ("the kiln floor gets vacuumed"), or a scope the older lacks
    old_words_as_written = {w.lower() for w in re.findall(r"[\w'’-]+", old_text)}
    if another_holder(old_text.split(), new_text.split()) or any(
            k and w[:1].isupper() and w.lower() not in old_words_as_written and w.lower() not in WEEKDAYS
            for k, w in enumerate(re.findall(r"[\w'’-]+", undated(new_text)))):
        return None  # someone else's, or another named place or thing ("at the Hackney site")
    new = read(new_text)
    if new.hedged or new.temporary or new.past_only:
        return None
    return (f"same activity ({' '.join(sorted(shared)[:3])}), every {event_old} → every {nth[0].group('nth')} "
            f"{event_new}")
