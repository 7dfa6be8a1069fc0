"""One monthly thing moved to another weekday of the month: "board meetings are held on the last Thursday of the
month" / "board meetings will be held on the second Tuesday going forward"; "TAC meeting: 2nd Tue, 15:00" / "TAC mtg
rescheduled permanently → 4th Thu 11:00"; "open-studio evening: first Thursday monthly" / "open-studio evening goes to
the last Friday of the month".

A thing held once a month on a weekday of the month is held on one such day: its place in the month (the statement
model's ordinal, "last" read as -1) and its weekday are one value, so the newer text giving the same thing another
pair puts it in the older one's place. :func:`core.conflicts.clock_swap.day_change` reads a weekly day moved and
leaves aside any pair whose ordinals differ (another occurrence there); this reader takes the two together.

Read with the weekly reader's guards: the move said, the same thing (a shared word of the key, a verb and its noun
counting as one), no other person, scope, holder or modifier of the thing, not one occasion ("this month only").
Not a change: another thing held monthly, the same slot told again, and whatever the statement model finds hedged,
temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTHS
from core.conflicts.clock_swap import _MOVED, _one_meeting, one_occasion, one_thing
from core.conflicts.statement import Statement

# A lasting move told by where the thing goes or from when ("goes to the last Friday", "from June"), beside the weekly
# reader's words of a move.
_GOES = re.compile(r"\b(?:go|goes|going|gone) to\b|\bfrom (?:" + "|".join(MONTHS) + r")\b")


def monthly_slot_change(old: Statement, new: Statement) -> str | None:
    """Why the newer statement moves the older one's monthly thing to another weekday of the month, or ``None``."""
    pairs = []
    for statement in (old, new):
        ordinal, day = statement.values.get("ordinal"), statement.values.get("weekday")
        if not ordinal or not day or len(ordinal) != 1 or len(day) != 1:
            return None
        pairs.append((next(iter(ordinal)), next(iter(day))))
    (was_at, was_day), (now_at, now_day) = pairs
    if pairs[0] == pairs[1] or old.past_event or new.past_event:
        return None
    low = new.text.lower()
    if not (_MOVED.search(low) or _GOES.search(low)):
        return None
    if one_occasion(low):
        return None  # "the second Tuesday this month only": one occasion
    shared = one_thing(old, new, {w for w in old.key & new.key if not w.startswith("@")}
                       or _one_meeting(old, new, by_day=True), dayless=True)
    if shared is None:
        return None
    return f"same monthly thing ({' '.join(sorted(shared))}) day, {_told(was_at, was_day)} → {_told(now_at, now_day)}"


def _told(ordinal: str, day: str) -> str:
    """ "-1", "thursday" → "last Thursday"; "2", "tuesday" → "2 Tuesday"."""
    return f"{'last' if ordinal == '-1' else ordinal} {day.title()}"
