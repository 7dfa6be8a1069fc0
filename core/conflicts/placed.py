"""A thing placed at a new value by someone else: "From this term the academy put my Spanish class on Thursdays".

A holder's slot is often changed by another party — the academy, the council, IT, a manager — and told with that party
as the sentence's subject: "<party> put / moved / rescheduled <the holder's thing> to / on <value>". Read whole, the
party's words (the academy, the term) stand in the key and the statement model finds another attribute. Read as what
it says of the thing — "my Spanish class is now on Thursdays" — it is the thing's new value.

Read here: a verb of placing (put, moved, shifted, rescheduled, switched, bumped, set) right before the thing the
holder names as their own ("my", "our", "the user's") and a preposition of its value ("on", "to", "for", "at"). The
sentence is read again as "<thing> is now <preposition> <value>"; whatever decides that pair decides this one (the
frame guards still read the whole sentence). Not read: a thing not the holder's own ("put the bins out on Tuesday"), a
verb of placing that is not one ("put my name down for"), a plan or a question (the statement reader hedges those).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from core.conflicts.statement import read

M = TypeVar("M")

_PLACED = re.compile(
    r"\b(?:put|puts|moved|moves|shifted|rescheduled|switched|bumped|set|slotted|pushed|pulled)\s+"
    r"((?:my|our|the user's|the user’s|his|her|their)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+"
    r"(on|to|for|at|onto|into)\s+(.+)$", re.IGNORECASE)
# A change said not made: "haven't switched", "never moved", "didn't put".
_NEGATED = re.compile(r"n't\b|n’t\b|\b(?:not|never|no longer|without)\b")
# After the thing: its name down for a list, not a value ("put my name down for the trip").
_NOT_VALUES = frozenset("down up off out back away aside".split())


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def placed_text(new_text: str) -> str | None:
    """The newer text told as its thing's new value ("my Spanish class is now on Thursdays"), or ``None``."""
    low = new_text.lower()
    if not any(word in low for word in ("put", "moved", "moves", "shifted", "rescheduled", "switched", "bumped", "set",
                                        "slotted", "pushed", "pulled")):
        return None  # cheap: no verb of placing
    found = _PLACED.search(new_text)
    if found is None:
        return None
    thing, prep, value = found.group(1), found.group(2), found.group(3)
    if thing.split()[-1].lower() in _NOT_VALUES:
        return None
    if _NEGATED.search(low[:found.start()]) is not None:
        return None  # "Haven't switched my editor to Helix yet": a change not made
    return f"{thing[:1].upper()}{thing[1:]} is now {prep} {value}"


def placed_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one told as its thing's new value, or
    ``None`` (also when the newer text places no thing of the holder's)."""
    told = placed_text(new_text)
    if told is None:
        return None
    whole = read(new_text)
    if whole.hedged or whole.temporary or whole.additive or whole.past_only:
        return None  # "the academy might put …": what the whole sentence is, the thing's value is too
    return decide(old_text, told)
