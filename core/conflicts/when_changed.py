"""When a change was made, told after its new value: read without it.

"nginx on the production hosts was upgraded to 1.26 during Tuesday's maintenance window", "The weekly sync moved to
Tuesdays at 10 during Friday's planning", "relicensed to Apache at last week's board meeting": a change told with
its new value, then the occasion it was made at — a day's event ("Tuesday's maintenance window", "yesterday's
all-hands") or a span "during" which it happened. The occasion is one dated thing and a reader that weighs it as
the value's frame ("this Friday's retro" is one occurrence) would miss the change; read again without it.

Not a change only talked about (the frame guard reads the whole text again), nor an occasion with no change word
before it ("the demo moved? no — Tuesday's demo is at 3"), nor one told in a clause of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from core.conflicts import wording as W
from core.text.tokens import stem

M = TypeVar("M")

_DAYS = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tonight|this morning"
         r"|(?:last|this) (?:week|month|quarter|night|sprint)|the (?:last|latest|recent))")
# The occasion after the new value: "during Tuesday's maintenance window", "at yesterday's all-hands", "during the
# outage", "at last week's board meeting" — to the end of its clause.
_OCCASION = re.compile(r"\s+(?:(?:during|at|in|over)\s+" + _DAYS + r"['’]s?\s+[^;.,—()]+"
                       r"|during\s+(?:the\s+)?[^;.,—()]+)(?=[;.,—()]|$)", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")


def when_changed(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives on the newer text without the occasion its change was made at (see the module
    doc); ``None`` when it tells none."""
    low = new_text.lower()
    if "during" not in low and "'s " not in low and "’s " not in low:
        return None  # cheap: no occasion without "during" or a day's possessive
    occasion = _OCCASION.search(new_text)
    if occasion is None:
        return None
    head = new_text[:occasion.start()]
    if not any(stem(w) in W.CHANGE_WORDS for w in _WORD.findall(head.lower())):
        return None  # no change told before it
    return decide(old_text, head + new_text[occasion.end():])
