"""A slot of hours told anew: "Sat 9-12" and "Thursdays 14-17", "22:00–00:00" and "Saturday 06:00–08:00".

"recycling drop-in: Sat 9-12" / "recycling drop-in: Tuesdays 16-19; Saturday session dropped"; "The user's
maintenance window is Fridays 23:00–01:00" / "… moved to Sundays 05:00–07:00"; "office hours on Wednesdays from 2 to
4" / "office hours are Thursday mornings, 10 till noon". A thing held at one slot of hours holds one: the newer text
giving it other hours puts them in the older ones' place. The statement model reads a span's bare ends as numbers
("9-12") and the readers of one time want one time a side; here each span is read as the one of its ends that moved
and the pair is handed to those readers (:mod:`core.conflicts.clock_swap`) with every guard of theirs.

Not a change: a second slot beside the first (additive, or two spans in the newer text), another thing, holder or
scope, one day, another day with no change said, and whatever the statement model finds hedged, temporary, additive
or about the past.
"""

from __future__ import annotations

import re

from core.conflicts.clock_swap import (
    _CLOCK,
    _LASTING_TAIL,
    _MOVED,
    _times,
    clock_change,
    slot_retold,
    time_retold,
)
from core.conflicts.note_dates import undated
from core.conflicts.statement import read

# One end of a span of hours: "9", "06:00", "2pm", "10.30", "noon", "midnight".
_END_OF_SPAN = r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midnight)"
# A span of hours told as its two ends: "9-12", "06:00–07:00", "from 2 to 4", "10 till noon", "8am–1pm".
_SPAN = re.compile(r"(?<![\w:.-])(" + _END_OF_SPAN + r")\s*(?:-|–|—|to|till|until)\s*(" + _END_OF_SPAN + r")(?![\w:-])",
                   re.IGNORECASE)


def _clock_of(end: str) -> str | None:
    """One end of a span as a clock time ("9" → "09:00", "2pm" → "14:00", "noon" → "12:00"), or ``None``."""
    low = end.lower().replace(".", ":").replace(" ", "")
    if low in ("noon", "midday"):
        return "12:00"
    if low == "midnight":
        return "00:00"
    found = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?(am|pm|a:m:|p:m:)?", low)
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    if found.group(3) and found.group(3).startswith("p") and hour < 12:
        hour += 12
    elif found.group(3) and found.group(3).startswith("a") and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else None


def _meridiem_shared(start: str, end: str) -> str:
    """A bare start given the end's "am" / "pm" when it comes no later on the same dial: "5–7 pm" is 17:00–19:00
    ("17:00–19:00" / "5–7 pm" is one span told twice), "10–2 pm" keeps its morning start."""
    told = re.fullmatch(r"\s*(\d{1,2})\s*", start)
    meridiem = re.search(r"(am|pm|a\.m\.|p\.m\.)\s*$", end, re.IGNORECASE)
    bare_end = re.match(r"\s*(\d{1,2})", end)
    if told is None or meridiem is None or bare_end is None:
        return start
    return f"{start.strip()}{meridiem.group(1)}" if int(told.group(1)) <= int(bare_end.group(1)) <= 12 else start


def _spans(text: str) -> list[tuple[re.Match, str, str]]:
    """The spans of hours a text gives, each with its two ends as clock times."""
    found = []
    for match in _SPAN.finditer(text):
        start, end = _clock_of(_meridiem_shared(match.group(1), match.group(2))), _clock_of(match.group(2))
        if start is not None and end is not None and start != end:
            found.append((match, start, end))
    return found


def span_retold(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's slot of hours ("Sat 9-12", "Wednesdays from 2 to 4", "22:00–00:00")
    other hours, or ``None``: the span told anew as a span or as its new start.

    "recycling drop-in: Sat 9-12" / "recycling drop-in: Tuesdays 16-19; Saturday session dropped"; "The user's
    maintenance window is Fridays 23:00–01:00" / "… moved to Sundays 05:00–07:00". Each span is read as the one of its
    ends that moved (its start, or its end where the start stays) and the pair handed to the readers of one time
    (:func:`clock_change`, :func:`slot_retold`, :func:`time_retold`) with every guard of theirs: the same thing,
    scope, holder and occasion, a day moved only with the change said, not one day."""
    olds = _spans(undated(old_text))
    if len(olds) != 1:
        return None
    news = _spans(undated(new_text))
    if len(news) > 1:
        return None
    (old_span, old_start, old_end), = olds
    old_rest = undated(old_text)[:old_span.start()] + undated(old_text)[old_span.end():]
    if _CLOCK.search(old_rest) is not None:
        return None  # another time beside the span: two things timed
    if news:
        (new_span, new_start, new_end), = news
        if (old_start, old_end) == (new_start, new_end):
            return None
        new_rest = undated(new_text)[:new_span.start()] + undated(new_text)[new_span.end():]
        if _CLOCK.search(new_rest) is not None:
            return None
        moved = 0 if old_start != new_start else 1
        told_old = old_start if moved == 0 else old_end
        told_new = new_start if moved == 0 else new_end
        new_told = undated(new_text)[:new_span.start()] + told_new + undated(new_text)[new_span.end():]
        shown_new = f"{new_start}–{new_end}"
    else:
        told_old = old_start
        new_told = undated(new_text)
        if len(_times(read(new_told))) != 1:
            return None
        shown_new = next(iter(_times(read(new_told))))
    old_told = undated(old_text)[:old_span.start()] + told_old + undated(old_text)[old_span.end():]
    old, new = read(old_told), read(new_told)
    if new.hedged or new.temporary or new.additive or new.past_only or new.list_like:
        return None
    said = _MOVED.search(new_text.lower()) is not None or _LASTING_TAIL.search(new_text) is not None
    found = clock_change(old, new, said=said) or slot_retold(old_told, new_told) or time_retold(old_told, new_told)
    if found is None:
        return None
    return f"same slot's hours, {old_start}–{old_end} → {shown_new}"
