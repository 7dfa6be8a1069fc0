"""Two values a reader compared that are one name, one of them in short: a guard after every reader's finding
(:func:`core.conflicts.rules.decide`).

- **initials**: "ticketing: Jira Service Management" / "tickets tracked in JSM (Atlassian)" — the one value a word
  of two to five letters, the other's words' first letters in order (the small words "of", "and", "for", "the" may
  be left out);
- **a clipped name**: "Kyle resides in Rockhampton" / "Kyle's place is in Rocky", "Brisbane" / "Brissie",
  "Philadelphia" / "Philly" — one word the opening of the other, of four letters or more, with a familiar ending
  ("-y", "-ie", "-o", "-s") put on it; the longer one longer by three letters at least.

Read from the two values alone; not two values that only share an opening ("Derby" / "Derry": the shorter adds
letters of its own before the ending), nor initials one of the texts also spells out differently.
"""

from __future__ import annotations

import re

from core.conflicts.compiled import said_whole

_SMALL = frozenset("of and for the a an & de la le du von van".split())
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_ENDINGS = ("ie", "y", "o", "s")


def _initials(words: list[str]) -> set[str]:
    """The initials a run of words may go by: every word's first letter, or the small words left out."""
    every = "".join(w[0] for w in words)
    content = "".join(w[0] for w in words if w.lower() not in _SMALL)
    return {every.lower(), content.lower()}


def _clipped(short: str, long: str) -> bool:
    low_short, low_long = short.lower(), long.lower()
    if len(low_long) < len(low_short) + 3:
        return False
    for ending in _ENDINGS:
        if low_short.endswith(ending):
            stem = low_short[:-len(ending)]
            if len(stem) >= 4 and low_long.startswith(stem):
                return True
            # "Rocky" from "Rock|hampton", "Brissie" from "Bris|bane": the stem's last letter may be doubled
            if len(stem) >= 5 and stem[-1] == stem[-2] and low_long.startswith(stem[:-1]):
                return True
    return False


def one_name_in_short(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether one of two compared values is the other's initials or a clipped form of it (see the module doc), and
    the newer text does not name the older value beside it ("Please drop Margo; … called Margaret")."""
    was, now = _WORD.findall(old_value), _WORD.findall(new_value)
    if not was or not now:
        return False
    if said_whole(new_text, old_value.strip()):  # (?<![\w-])<older value>(?![\w-]), case ignored, none compiled
        return False
    for short, long in ((now, was), (was, now)):
        if len(short) != 1:
            continue
        word = short[0]
        if not word.isalpha():
            continue  # "cc-by" beside "cc-by-nc-4": a code's parts, not a name in short
        if len(long) >= 2 and 2 <= len(word) <= 5 and word.lower() in _initials(long):
            return True
        if len(long) == 1 and long[0].isalpha() and word[:1].isupper() == long[0][:1].isupper() \
                and _clipped(word, long[0]):
            return True
    return False
