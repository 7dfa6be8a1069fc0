"""A value reached by a verb the change words lack: "GPU quota slashed to 8 A100s", "test blocks re-cut to 300 m",
"lift target pushed up to 30 an hour".

The statement model hears a change in its change words ("cut to", "raised to", "moved to"). Writers reach for any
verb that takes a thing to a value: slashed, re-cut, dialled back, ratcheted up, throttled, stretched. Read by
structure: a verb in the past (an "-ed" or "-en" form) with or without its particle ("up", "down", "back"), then "to"
and an amount. That is the thing taken to the amount, as "changed to" would say; the pair is decided again on the
newer text told with "changed", and a reader still has to find the older thing's attribute in it.

Not read: a verb that binds, grants or rates rather than moves ("limited to 30", "set to 8", "rated to 1260C",
"granted to four", "delayed to 10"), a verb the change words hold already (the pair was read as it stands), an
amount that is not one ("to the 3rd floor", "to Route 9" is no amount).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.value_words import NUMBER_WORDS
from core.text.tokens import stem

M = TypeVar("M")

_NUMBER_WORDS = "|".join(sorted((w for w in NUMBER_WORDS if w.isalpha() and len(w) > 2), key=len, reverse=True))
# The verb, its particle and the "to" an amount follows: "slashed to 8", "pushed up to 30", "re-cut to 300 m".
_TAKEN_TO = re.compile(r"\b(?P<verb>[a-z][a-z-]{2,}(?:ed|en))(?:\s+(?:up|down|back|out|off))?\s+to\s+"
                       r"(?=[~$€£¥]?\d|(?:" + _NUMBER_WORDS + r")\b)", re.IGNORECASE)
# Verbs that bind, grant, hold or time a thing rather than take it to another value.
_NOT_MOVED = frozenset(stem(w) for w in """limited restricted capped rate-limited set pinned fixed kept held confined
    granted given allowed assigned allocated delayed postponed renewed agreed retried sent added listed used compared
    related linked attached subscribed committed dedicated devoted entitled exposed forwarded mapped bound routed
    promoted invited signed appointed elected travelled traveled walked driven flown returned rated""".split())


def verb_to_value(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one with its verb of taking a thing to an amount
    told as "changed" (see the module doc), or ``None``."""
    if " to " not in new_text or not says(_TAKEN_TO, new_text):
        return None  # the cheap test first
    found = [m for m in _TAKEN_TO.finditer(new_text) if stem(m.group("verb").lower()) not in W.CHANGE_WORDS]
    if len(found) != 1 or stem(found[0].group("verb").lower()) in _NOT_MOVED:
        return None
    taken = found[0]
    told = new_text[:taken.start()] + "changed to " + new_text[taken.end():]
    return decide(old_text, told)
