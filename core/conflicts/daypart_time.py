"""A recurring thing's clock time told again as a part of the day it does not fall in.

"I go to the gym at 6:30 before work" and "I've shifted my workouts to lunchtime"; "The user takes their medication
at 8am daily" and "… take the medication at bedtime instead of mornings": the newer memory names a part of the day
where the older names a clock time, and the older time lies outside that part — another time. The newer text is read
again with the part of the day written as a time inside it, and the reason shows the part as the newer memory
wrote it. An older time inside the part ("at 7:30" / "in the mornings") agrees, and the readers are left to it; a
newer text that tells a clock time of its own is the time readers' already.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from core.conflicts.statement import read

if TYPE_CHECKING:
    from core.conflicts.rule_match import Match

# Each part of the day: the hours it spans (24 h, past midnight written as more than 24) and a time inside it.
_PARTS: dict[str, tuple[float, float, str]] = {
    "lunchtime": (11.5, 14.5, "12:30"), "lunch": (11.5, 14.5, "12:30"), "midday": (11.5, 13.5, "12:00"),
    "noon": (11.5, 13.5, "12:00"), "bedtime": (20.0, 26.0, "22:30"), "morning": (5.0, 12.0, "08:00"),
    "afternoon": (12.0, 17.5, "15:00"), "evening": (17.0, 22.5, "19:00"), "night": (19.0, 26.0, "21:00"),
}
_PART = re.compile(r"\b(?P<lead>to|at|in the|for|around|during)\s+(?P<part>lunchtime|lunch|midday|noon|bedtime"
                   r"|(?:the\s+)?(?:mornings?|afternoons?|evenings?|nights?))\b", re.IGNORECASE)


def _inside(hour: float, low: float, high: float) -> bool:
    return low <= hour <= high or low <= hour + 24 <= high


def daypart_change(old_text: str, new_text: str, decide: Callable[[str, str], Match | None]) -> Match | None:
    """The verdict ``decide`` gives with the newer part of the day read as a time in it (see the module doc), or
    ``None`` when the newer text names no part of the day the older time lies outside."""
    low = new_text.lower()
    if not any(word in low for word in ("lunch", "midday", "noon", "bedtime", "morning", "afternoon", "evening",
                                        "night")):
        return None  # cheap: no part of the day named
    found = _PART.search(new_text)
    if found is None or read(new_text).values.get("time"):
        return None
    times = read(old_text).values.get("time")
    if not times or len(times) != 1:
        return None
    hour_text, _, minute_text = next(iter(times)).partition(":")
    if not (hour_text.isdigit() and minute_text[:2].isdigit()):
        return None
    hour = int(hour_text) + int(minute_text[:2]) / 60
    word = found.group("part").split()[-1].lower()
    low_hour, high_hour, told = _PARTS[word.rstrip("s") if word.rstrip("s") in _PARTS else word]
    if _inside(hour, low_hour, high_hour):
        return None
    lead = found.group("lead")
    lead = "at" if lead.lower() in ("in the", "for", "around", "during") else lead
    match = decide(old_text, new_text[:found.start()] + f" {lead} {told}" + new_text[found.end():])
    if match is None:
        return None
    return replace(match, reason=match.reason.replace(told, found.group("part")))
