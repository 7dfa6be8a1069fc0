"""When a change was made, told after its new value: read without it.

"nginx on the production hosts was upgraded to 1.26 during Tuesday's maintenance window", "The weekly sync moved to
Tuesdays at 10 during Friday's planning", "relicensed to Apache at last week's board meeting": a change told with
its new value, then the occasion it was made at — a day's event ("Tuesday's maintenance window", "yesterday's
all-hands"), a span "during" which it happened, or an event it came before or after ("flashed to 4.1 before the
harbour trials", "after the outage"). The occasion is one dated thing and a reader that weighs it as
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
                       r"|during\s+(?:the\s+)?[^;.,—()]+"
                       r"|(?:before|after|ahead\s+of)\s+(?:the|an?|its)\s+[^;.,—()]+)"
                       r"(?=[;.,—()]|$)", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")
# An event the change came before or after ("before the sea trials", "after the outage"); a holder's own event
# ("before my leave") tells a stand-in until then, so it stays.
_EVENT_LEAD = re.compile(r"\b(?:before|after|ahead of) (?:the|an?|its) ")
# A past told beside the event ("Back in 2023 … was held on Fridays, before the new head arrived", "in 2019 …"):
# the event dates a state of then, not a change made now.
_BACK_THEN = re.compile(r"\bback (?:in|then|when|before)\b|\b(?:in|since|until|by) (?:19|20)\d\d\b|\bused to\b"
                        r"|\b(?:originally|years ago|at first|at the time)\b")


def when_changed(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives on the newer text without the occasion its change was made at (see the module
    doc); ``None`` when it tells none."""
    low = new_text.lower()
    if "during" not in low and "'s " not in low and "’s " not in low and _EVENT_LEAD.search(low) is None:
        return None  # cheap: no occasion without "during", a day's possessive or an event led by "before"/"after"
    if _EVENT_LEAD.search(low) is not None and _BACK_THEN.search(low) is not None:
        return None
    occasion = _OCCASION.search(new_text)
    if occasion is None:
        return None
    head = new_text[:occasion.start()]
    if not any(stem(w) in W.CHANGE_WORDS or w in W.CHANGE_FORMS for w in _WORD.findall(head.lower())):
        return None  # no change told before it
    return decide(old_text, head + new_text[occasion.end():])
