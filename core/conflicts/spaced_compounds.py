"""One compound hyphened in one text and spaced in the other: "the encoder-team sync" beside "the weekly sync with the
encoder team", "max-mode suction" beside "suction … on max mode", "shift-scheduler code" beside "the shift scheduler".

A writer joins a modifier to its noun with a hyphen in one memory and not in the next; the readers take "encoder-team"
for one word the older memory never says, and find another thing. Read here: a hyphened pair of words (letters only,
three or more each, in lower case) in one text whose two words stand side by side in the other, the other not hyphening
them too: the hyphen dropped and the pair read again; whatever decides the texts so told decides the pair (every guard
is kept).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

M = TypeVar("M")

# A modifier joined to its noun, in lower case: a name in capitals ("Bravo-Nine") is a value, not a thing's words.
_COMPOUND = re.compile(r"(?<![\w-])([a-z]{3,})-([a-z]{3,})(?![\w-])")


# Two words side by side, each whole (no word character or hyphen joined to either): the pairs a compound may be
# spaced as. The second word is read in a lookahead, so each word starts the next pair as well.
_SIDE_BY_SIDE = re.compile(r"(?<![\w-])(\w+)(?=\s+(\w+)(?![\w-]))")


def _spaced(text: str, other: str) -> str:
    """``text`` with each compound the other text spells as two words spaced as they are there."""
    pairs: set[tuple[str, str]] | None = None  # the other text's words side by side, read once a compound is found

    def spaced(found: re.Match[str]) -> str:
        nonlocal pairs
        if pairs is None:  # one pass over the other text, not a pattern compiled for each compound
            pairs = {(m.group(1).lower(), m.group(2).lower()) for m in _SIDE_BY_SIDE.finditer(other)}
        first, second = found.group(1), found.group(2)
        if (first, second) not in pairs:
            return found.group(0)
        return f"{first} {second}"

    return _COMPOUND.sub(spaced, text)


def spaced_compound_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the pair with each compound one text hyphens and the other spaces told spaced in
    both, or ``None`` (also when no compound is told both ways)."""
    if "-" not in old_text and "-" not in new_text:
        return None  # cheap: no hyphen
    old, new = _spaced(old_text, new_text), _spaced(new_text, old_text)
    if old == old_text and new == new_text:
        return None
    return decide(old, new)
