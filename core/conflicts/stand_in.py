"""A value held until something happens: a stand-in, not the new standing value.

"I edit my photos in Lightroom" / "My Lightroom licence lapsed, so I'm using Darktable until the renewal goes
through": the newer value is held *until* an event the sentence expects ("the renewal goes through", "the laptop is
repaired", "IT sorts out the licence", "the new one arrives"), so the older value comes back then — a window, not a
change. Read from structure: "until" followed, within a few words, by a verb in the present tense or by a state
of being done or back ("is fixed", "is back", "comes through"). "until 2023", "until last March" or "until the company
was acquired" bound a past state, not a stay now, and are not read here (no present verb after "until").

A guard every finding passes (:func:`core.conflicts.bounds.bound`, as a window).
"""

from __future__ import annotations

import re

# "until the renewal goes through", "until my laptop is repaired", "until IT sorts it out", "till the new one arrives"
_UNTIL_EVENT = re.compile(
    r"\b(?:until|till|til)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:(?:is|are|gets?|'s|’s)\s+(?:\w+\s+)?(?:back|fixed|repaired|replaced|renewed|restored|sorted|resolved|"
    r"approved|done|ready|over|through|available|reinstated|reissued|sorted out|working)"
    r"|goes|go|comes|come|arrives?|ships?|lands?|returns?|reopens?|expires?|clears?|sorts|settles?|renews"
    r"|finishes|ends|recovers?|heals?|starts?|kicks in|gets back)\b")


def held_until(new_text: str) -> bool:
    """Whether the newer memory holds its value until an event it expects (see the module doc)."""
    low = new_text.lower()
    if "until" not in low and "till" not in low and "til " not in low:  # cheap: no "until", no stay bounded by one
        return False
    return _UNTIL_EVENT.search(low) is not None
