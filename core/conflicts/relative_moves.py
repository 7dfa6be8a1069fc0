"""One recurring thing's clock time moved by an amount rather than to a time: "The crew briefing is at 06:00 daily" /
"The daily crew briefing was pushed back an hour"; "pickup window: 7:45" / "pickup window shifted 15 min earlier".

The newer text gives no time of its own, but the older one's time and the amount and direction of the move give
it: the same thing at the older time moved by that amount is at another time, so the newer text puts the thing in
the older one's place. Read: the older text's one clock time (the statement model's), a verb of moving with its
direction ("back", "later", "forward", "earlier") and an amount of minutes or hours ("an hour", "half an hour",
"15 min", "two hours").

Read with the weekly reader's guards (:mod:`core.conflicts.clock_swap`): the same thing (a shared word of the key, a
verb and its noun counting as one), no other person, scope, holder or modifier, not one occasion ("pushed back an
hour today"). Not a change: a move without an amount or a direction, another thing moved, and whatever the
statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts.clock_swap import _times, one_occasion, one_thing
from core.conflicts.statement import Statement
from core.conflicts.value_words import NUMBER_WORDS

_AMOUNT = r"(?:(?P<half>half an hour)|(?P<quarter>(?:a )?quarter of an hour)|(?:an|one|a) hour|" \
          r"(?P<count>\d{1,3}|[a-z]+)[ -]?(?P<unit>hours?|hrs?|h|minutes?|mins?|m)\b)"
# "pushed back an hour", "moved 15 min earlier", "brought forward by half an hour", "pushed the daily briefing back an
# hour" (the thing between the verb and its direction).
_MOVED_BY = re.compile(r"\b(?:push(?:ed|es)?|mov(?:ed|es)|put|shift(?:ed|s)?|brought|bring|pull(?:ed|s)?|sl(?:id|ipped)"
                       r"|bump(?:ed|s)?|nudg(?:ed|es)|set)\b"
                       r"(?: (?:it|them|(?:the|my|our|his|her|their) (?:[\w'’-]+ ){0,3}?[\w'’-]+))?"
                       rf"(?: (?P<dir1>back|forward|later|earlier))?(?: by)? {_AMOUNT}"
                       r"(?: (?P<dir2>later|earlier|back|forward))?", re.IGNORECASE)
_LATER = frozenset({"back", "later"})


def _minutes(found: re.Match) -> int | None:
    """The amount a move tells, in minutes: "an hour" 60, "half an hour" 30, "15 min" 15, "two hours" 120."""
    if found.group("half"):
        return 30
    if found.group("quarter"):
        return 15
    if not found.group("unit"):
        return 60
    count_text = found.group("count").lower()
    count = int(count_text) if count_text.isdigit() else NUMBER_WORDS.get(count_text)
    if not isinstance(count, int) or count <= 0:
        return None
    return count * 60 if found.group("unit").lower().startswith("h") else count


def relative_move(old: Statement, new: Statement) -> str | None:
    """Why the newer statement moves the older one's recurring thing by an amount to another time, or ``None``."""
    if "time" in new.values:
        return None
    found = _MOVED_BY.search(new.text)
    before = _times(old)
    if found is None or len(before) != 1 or old.past_event or new.past_event:
        return None
    direction = (found.group("dir1") or found.group("dir2") or "").lower()
    amount = _minutes(found)
    if not direction or amount is None or amount >= 24 * 60:
        return None
    low = new.text.lower()
    if one_occasion(low):
        return None  # "pushed back an hour today": one day
    shared = one_thing(old, new, {w for w in old.key & new.key if not w.startswith("@")})
    if shared is None:
        return None
    (was,) = before
    hour, minute = (int(part) for part in was.split(":")[:2])
    moved = (hour * 60 + minute + (amount if direction in _LATER else -amount)) % (24 * 60)
    now = f"{moved // 60:02d}:{moved % 60:02d}"
    return f"same thing ({' '.join(sorted(shared))}) time, {was} → {now} ({found.group(0).strip()})"
