"""A place's opening or closing time told anew, the place left unnamed or named in other words.

"I open the bindery to visitors at 10am on Saturdays" and "Saturday doors open at 9 from this month"; "The ticket office
closes at 18:00 on weekdays" and "weekday closing was pushed back to 19:30 for good": one end of the day, one place,
another time. The newer time is read in the clause that tells it, without its reason or who told it, with the
statement model's times and clock_swap's readers of names, scopes, holders, zones and lasting changes.

Not a change: the other end of the day, weekdays against weekends (:func:`other_end_of_day`, a second fact, checked
after every match), a bound rather than an end ("open until 8", "last orders at 10"), another day, scope or place.
Moved out of :mod:`core.conflicts.clock_swap` (611 lines with it) as is: a place's hours are a job of their own.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.clock_swap import (
    _CALENDAR,
    _LASTING_TAIL,
    _MOVED,
    _OCCASION,
    _names,
    _other_possessors,
    _scope,
    _times,
    _zone,
    one_occasion,
)
from core.conflicts.statement import read
from core.text.tokens import stem

# What opening or closing a place is told with: "I open the bindery at 10", "doors open at 9", "Saturday hours start
# at 9"; "closes at 18:00", "weekday closing was pushed back to 19:30".
_OPEN_END = re.compile(r"\b(?:open(?:s|ed|ing)?|unlock(?:s|ed|ing)?|(?:opening )?hours (?:start|begin)|doors)\b",
                       re.IGNORECASE)
_CLOSE_END = re.compile(r"\b(?:clos(?:e|es|ed|ing)|shut(?:s|ting)?|(?:closing )?hours end)\b", re.IGNORECASE)
# A bound rather than an end told at its time ("open until 8", "last orders at 10", "done by 9").
_BOUND = re.compile(r"\b(?:until|till|last (?:entry|orders?|admission)|by)\b", re.IGNORECASE)
# Words of opening, closing and of their time that name no place, and who told it ("the user mentioned"): what may
# stand in the newer text beside the older text's own words.
_OPENING_WORDS = frozenset(stem(w) for w in """open opens opened opening door doors hour hours start starts begin begins
    close closes closed closing shut shuts end ends
    unlock unlocks unlocked unlocking
    one two three four five six seven eight nine ten eleven twelve half quarter past
    from this next month week term season now i we i've we've i'm we're my our user user's the on at am pm a.m p.m
    sharp o'clock noon any more anymore
    midday instead onward onwards forward back earlier later starting these days nowadays going good
    mentioned said says noted told reported reports confirmed""".split())
# Where the newer text's telling of the time ends: a reason or a when after it ("— the market crowd arrives early",
# ", to catch the market crowd", "once the evening sailing started").
_TOLD_ENDS = re.compile(r"\s[—–]\s|;|,\s*(?:to|so|as|because|since|once|when|after)\b|\s(?:once|because|since)\s")


# Who told the newer fact, opening it: "The curator said", "Our manager mentioned that".
_REPORTER = re.compile(r"^(?:the |our |my )?[\w'’-]+(?: [\w'’-]+)? (?:said|says|mentioned|mentions|noted|notes|reported"
                       r"|reports|confirmed|confirms|told (?:me|us))(?: that)?\s+", re.IGNORECASE)
_ONCE_AS_WHEN = re.compile(r"\bonce (?=(?:the|a|an|we|i|it|they|he|she|our|my|their|his|her)\b)")


# An opening told by the time before which it does not happen: "Saturdays I don't unlock the doors until noon anymore",
# "we won't open until 7:15 from May" — the opening at that time.
_NOT_UNTIL = re.compile(r"\b(?:don['’]t|do not|doesn['’]t|does not|won['’]t|will not)\s+"
                        r"((?:open|unlock)(?:\s+(?:the|our|my)\s+[\w-]+)?)\s+until\b", re.IGNORECASE)

_ANYMORE = re.compile(r"\bany ?more\b")


def _end_told(text: str) -> str | None:
    """Which end of a place's day the text times: its opening or its closing (one of them only)."""
    opens, closes = _OPEN_END.search(text) is not None, _CLOSE_END.search(text) is not None
    return None if opens == closes else "opening" if opens else "closing"


def opening_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the place the older one opens (or closes) another opening (or closing) time, the
    change said, or ``None``.

    "I open the bindery to customers at 10 on Saturdays" / "Saturday doors open at 9 from this month"; "From this
    month Saturday hours start at 9"; "The ticket office closes at 18:00 on weekdays" / "weekday closing was pushed
    back to 19:30 for good". The newer text may leave the place unnamed (doors and hours are the older place's); it
    names nothing the older text does not, up to a reason or a when after the time (not "the café opens at 9"). Not
    the other end or a bound ("closes at" after "opens at", "until"), another weekday or scope, one day, another
    person's or a named place."""
    end = _end_told(old_text)
    new_text = _NOT_UNTIL.sub(r"\1 at", new_text)
    told = _TOLD_ENDS.split(new_text, maxsplit=1)[0]  # without its reason or when ("once the evening sailing …")
    told = _REPORTER.sub("", told)  # "The curator said …": who told it, not which place
    if end is None or _end_told(told) != end or _BOUND.search(old_text) or _BOUND.search(told):
        return None
    old, new = read(old_text), read(new_text)
    before, after = _times(old), _times(new)
    if len(before) != 1 or len(after) != 1 or before == after or old.past_event or new.past_event:
        return None
    low = new_text.lower()
    if _MOVED.search(low) is None and _LASTING_TAIL.search(new_text) is None and _ANYMORE.search(low) is None:
        return None  # the change must be said: "doors open at 9" alone may be another door
    low = _ONCE_AS_WHEN.sub(" ", low)  # "once the evening sailing started": when it changed, not one time
    if one_occasion(low):
        return None
    now_at = read(told).values
    if any(old.values.get(slot) != now_at.get(slot) and not (slot == "weekday" and now_at.get(slot) is None)
           for slot in _OCCASION):
        return None  # "on Saturdays" / "on Sundays": another day's hours (a newer time told of no day is every day's)
    if _names(told) - _names(old_text) or _scope(told) - _scope(old_text) or _other_possessors(old_text, told):
        return None  # "for members", "Kai's studio": another scope or holder; whom the older opens to is kept
    (was,), (now,) = before, after
    old_words = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", old_text.lower())}
    named = {w for w in re.findall(r"[a-z][\w'’-]*", told.lower()) if stem(w) not in old_words
             and stem(w) not in _OPENING_WORDS and w not in _CALENDAR and w.removesuffix("s") not in _CALENDAR
             and w not in W.STOP_WORDS and w not in W.TIME_WORDS and stem(w) not in W.CHANGE_WORDS
             and w not in W.CHANGE_WORDS and w not in W.FILLER_WORDS}
    if named:
        return None  # "the café opens at 9", "opens at 11 for members": a place or a scope the older text does not name
    zone_old, zone_new = _zone(old_text), _zone(new_text)
    if zone_old is not None and zone_new is not None and zone_old != zone_new:
        return None
    return f"same {end} time, {was} → {now}"


_WEEKDAY_PART = re.compile(r"\bweekdays?\b|\bworkdays?\b|\bmon(?:day)?s? (?:to|through|thru|-|–) fri(?:day)?s?\b",
                           re.IGNORECASE)
_WEEKEND_PART = re.compile(r"\bweekends?\b", re.IGNORECASE)


def other_end_of_day(old_text: str, new_text: str) -> bool:
    """Whether two texts that each time one thing once time two different ends of a place's day ("The library opens at
    9" / "The library now closes at 8") or the two parts of the week ("closes at 18:00 on weekdays" / "weekend
    closing was pushed back to 19:30"): two facts, whatever reader matched the times (a guard after every match)."""
    if len(_times(read(old_text))) != 1 or len(_times(read(new_text))) != 1:
        return False
    ends = _end_told(old_text), _end_told(new_text)
    if None not in ends and ends[0] != ends[1]:
        return True

    def part(text: str) -> str | None:
        weekdays, weekends = _WEEKDAY_PART.search(text) is not None, _WEEKEND_PART.search(text) is not None
        return None if weekdays == weekends else "weekday" if weekdays else "weekend"

    parts = part(old_text), part(new_text)
    return None not in parts and parts[0] != parts[1]
