"""A recurring thing's new hour told bare or as the time it no longer comes before: "I don't unlock the school until 10
these days" after "I open the kite school at 9 every morning".

A clock time is often told without its minutes or its half of the day ("at ten now", "until 10"), and a new start as the
hour the thing no longer comes before ("no longer opens the reading room before 10:30", "don't leave for the lease until
half past seven"). The value reader reads neither as a time: a bare "10" is a number, and a negated sentence tells no
value. Beside an older memory that gives its thing one clock time, both say the hour the thing now comes at.

Read here: the newer text gives no clock time of its own, or gives one only after "until"/"before"/"till" under a
present negation ("don't", "doesn't", "no longer", "never"); a bare hour (a digit or a number word, one to twelve, or up
to 23 in digits) after "at", "to", "until", "till", "before" or "from", followed by no word it counts, is read as the
hour on the older time's half of the day ("10" after "9:00" is 10:00, "4" after "15:00" is 16:00). The sentence is read
again as "<doer> <verb> <thing> at HH:MM", the negation and "anymore" left off ("now" said in their place), and whatever
decides that pair decides this one: every guard of the clock reader (another thing, end, day, holder, scope, one
occasion) is kept, and a weekday the older memory does not give is another day's hours. Not read: a past negation
("didn't open until eight": that day), a plan ("won't"), a hedge, an older memory with no or several clock times, a
number that counts something ("at 10 people", "to 12 players").

The older memory's hour told bare is read the same way (:func:`older_bare_hour_change`): "I open the shop at 11 on
weekdays" beside "I don't open until 12:00 on weekdays", the older hour on the half of the day nearer the newer time;
not a number a bound or a state is at ("capped at 11", "the queue is at 11").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from core.conflicts.statement import read

M = TypeVar("M")

_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12}
# A bare hour after a word that sets a time, at a clause's end or before a word that says when or how long it holds.
_BARE_HOUR = re.compile(
    r"\b(at|to|until|till|before|from)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?=\s*(?:$|[.,;!)\u2014–-]|\s(?:now|these|nowadays|anymore|any|every|each|on|most|from|going|starting|instead"
    r"|sharp|o'clock|daily|weekdays|in\s+the|and|so|since|because|as|after|when|if)\b))", re.IGNORECASE)
# A present negation before the bound ("don't unlock the school until 10"), the words between it and the bound.
_NOT_BEFORE = re.compile(
    r"\b(?:don't|don’t|doesn't|doesn’t|do not|does not|no longer|never)\s+"
    r"((?:[\w'’-]+\s+){1,7}?)(?:until|till|before)\s+",
    re.IGNORECASE)
# The verb of the thing's other end: "never lock the shed before nine" tells when it closes, not when it opens.
_END_VERBS = frozenset("close closes lock locks shut shuts finish finishes end ends stop stops wrap wraps knock knocks"
                       .split())
_ANYMORE = re.compile(r"\s*\b(?:any ?more|any longer)\b", re.IGNORECASE)
# A word only a plan, a hedge or a past tells: the sentence is not the thing's standing time.
_NOT_STANDING = re.compile(r"\b(?:won't|won’t|will not|might|may|maybe|perhaps|hoping|plan|planning|thinking|yesterday"
                           r"|today|tomorrow|tonight|didn't|didn’t|did not|wasn't|wasn’t|weren't|weren’t)\b",
                           re.IGNORECASE)
_CHEAP = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.IGNORECASE)


def _older_minutes(old_text: str) -> int | None:
    """The older text's one clock time in minutes after midnight, or ``None``."""
    times = read(old_text).values.get("time", frozenset())
    if len(times) != 1:
        return None
    (time,) = times
    hour, minute = time.split(":")[:2]
    return int(hour) * 60 + int(minute)


def _on_half(hour: int, older: int) -> int:
    """A bare hour of one to twelve put on the half of the day nearer the older time ("4" after 15:00 is 16:00)."""
    if hour > 12:
        return hour
    candidates = [hour % 12, hour % 12 + 12]
    return min(candidates, key=lambda h: abs(h * 60 - older))


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def told_at_hour(new_text: str, older: int) -> str | None:
    """The newer text told as its thing's hour ("I unlock the school at 10:00 now"), or ``None``."""
    low = new_text.lower()
    if _NOT_STANDING.search(new_text) is not None:
        return None
    told = new_text
    bound = _NOT_BEFORE.search(told)
    if bound is not None:
        if bound.group(1).split()[0].lower() in _END_VERBS:
            return None
        told = told[:bound.start()] + bound.group(1) + "at " + told[bound.end():]
        if _ANYMORE.search(told) is not None:
            told = _ANYMORE.sub(" now", told, count=1)
    elif re.search(r"n't\b|n’t\b|\b(?:not|never|no longer)\b", low) is not None:
        return None  # "the shop isn't open at 9 …": a negation this reading does not place
    hours = list(_BARE_HOUR.finditer(told))
    if len(hours) > 1:
        return None
    if hours:
        found = hours[0]
        word = found.group(2).lower()
        hour = _HOUR_WORDS.get(word) or int(word)
        if not 1 <= hour <= 23:
            return None
        told = f"{told[:found.start(2)]}{_on_half(hour, older):02d}:00{told[found.end(2):]}"
    elif bound is None:
        return None
    if read(told).values.get("time") is None or len(read(told).values["time"]) != 1:
        return None
    return told


def bare_hour_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one with its bare hour or its "not until"
    told as the thing's clock time, or ``None`` (also when the newer text tells neither or the older no one time)."""
    if read(new_text).values.get("time"):
        if _NOT_BEFORE.search(new_text) is None:
            return None  # the newer time is read already
    older = _older_minutes(old_text)
    if older is None:
        return None
    told = told_at_hour(new_text, older)
    if told is None:
        return None
    whole = read(told)
    if whole.hedged or whole.temporary or whole.additive:
        return None
    days = whole.values.get("weekday")
    if days and days != read(old_text).values.get("weekday"):
        return None  # "On Mondays we don't open until noon" after "opens at 10 on Sundays": another day's hours
    return decide(old_text, told)


# A number a bound, a price or a state is at: "capped at 11", "priced at 12", "the queue is at 9", "stands at 7".
_BOUND_AT = re.compile(r"\b(?:capped|limited|set|priced|rated|pegged|fixed|held|kept|maxed|pinned|valued|charged"
                       r"|billed|sized|numbered|counted|estimated|budgeted|scored|ranked|aged|is|are|was|were|stands"
                       r"|sits|stood|sat|level|levels|total|totals|up|down)\s+(?:at|to|from)\s+(?:\d+|one|two|three"
                       r"|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.IGNORECASE)


def older_bare_hour_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text with its bare hour told as the thing's clock time against the newer
    one, or ``None``: "I open the shop at 11 on weekdays" / "… I don't unlock until noon on weekdays". The older hour
    goes on the half of the day nearer the newer text's one time (told plainly, or as the hour the thing no longer
    comes before, as :func:`bare_hour_change` reads it); the older text must give no clock time of its own, and the
    bare hour only where :func:`told_at_hour` reads one (after "at", "from", "until" …, no word it counts after it)."""
    if not _CHEAP.search(old_text) or read(old_text).values.get("time"):
        return None  # the cheap test first; an older clock time is read as written
    newer = _older_minutes(new_text)
    if newer is None and _NOT_BEFORE.search(new_text) is not None:
        # "don't unlock until noon": the newer time told under a present negation, read as the thing's hour
        told_new = told_at_hour(new_text, 12 * 60)
        newer = _older_minutes(told_new) if told_new is not None else None
    if newer is None:
        return None
    if _BOUND_AT.search(old_text) is not None:
        return None  # "The class is capped at 11": a count a bound or a state is at, no hour
    told_old = told_at_hour(old_text, newer)
    if told_old is None or _older_minutes(told_old) is None:
        return None
    return decide(told_old, new_text) or bare_hour_change(told_old, new_text, decide)
