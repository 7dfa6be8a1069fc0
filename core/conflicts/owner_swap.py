"""A thing given another owner: :func:`owner_change` over the (thing, owner) pairs of two texts.

It reads :func:`core.conflicts.ownerships.ownerships` of both texts (and a seat's change,
:func:`core.conflicts.seats.seat_change`) and proposes when the newer text gives the same thing (the same words, a
word told short, a hyphened compound's parts, a note keyed by its head word) to another owner and says the change
("now", "took over", "handed", the older owner "closed").
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.ownerships import _CARED_FOR, _OWN_MARKED, ownerships
from core.conflicts.seats import seat_change
from core.conflicts.slots import _same
from core.text.tokens import stem


def _five(words: frozenset[str]) -> frozenset[str]:
    """A thing's words cut to five letters ("indexer" / "indexing": the one search index), a hyphenated name whole;
    a word of three or four letters that opens a longer one is it short ("mig" / "migration")."""
    return frozenset(w if "-" in w.strip("-") else w[:5] if len(w) >= 5 else w for w in words)


def _same_short(a: frozenset[str], b: frozenset[str]) -> bool:
    """One thing, a word of one told short in the other ("auth mig" / "auth migration")."""
    a, b = _five(a), _five(b)
    short = {x: y for x in a - b for y in b - a if len(x) >= 3 and y.startswith(x)} | \
        {y: x for y in b - a for x in a - b if len(y) >= 3 and x.startswith(y)}
    return _same(frozenset(short.get(w, w) for w in a), frozenset(short.get(w, w) for w in b))


def _compound_parts(words: frozenset[str]) -> frozenset[str]:
    """A thing's words with each hyphened compound written as its parts: "sample-barcode service" / "barcode
    service", "boat-maintenance schedule repo" / "maintenance-schedule repo" are one thing told shorter."""
    if not any("-" in w.strip("-") for w in words):
        return words
    return frozenset(stem(p) for w in words for p in (w.split("-") if "-" in w.strip("-") else [w]) if p)


def _told_short(old_thing: frozenset[str], new_thing: frozenset[str], new_text: str) -> bool:
    """ "catering: Giga's responsibility" after "hackathon catering contract managed by Ana": a note keyed by the
    older thing's head word alone, every word of it the older thing's."""
    return bool(new_thing) and new_thing < old_thing and says(_NOTE_KEY, undated(new_text))


def _fewer_words(old_thing: frozenset[str], new_thing: frozenset[str]) -> bool:
    """ "the LiDAR pipeline" after "the coastal LiDAR processing pipeline", "the Harlow glass contract" after "the
    depot's glass-collection contract with Harlow Glassworks": the older thing told again by two of its words or more
    (a compound's parts each a word), and nothing it lacks."""
    old_parts, new_parts = _five(_compound_parts(old_thing)), _five(_compound_parts(new_thing))
    return len(new_parts) >= 2 and new_parts < old_parts


_NOTE_KEY = re.compile(r"^\s*[\w' -]{2,40}:\s")


# Said of the older owner in the newer text, these mark the change as "now" does: "with the Kraków office closed".
# (not for a while: "closed for the holidays", "shut until Monday")
_OWNER_GONE = re.compile(r"\b(?:closed|shut|shut down|dissolved|disbanded|wound down|gone)\b"
                         r"(?!\s+(?:for|until|till|over|during|on|this|today|temporarily)\b)")


def owner_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives what ``old_text`` says someone owns another owner, or ``None``."""
    low_new = new_text.lower()
    marked = says(_OWN_MARKED, low_new)
    if not marked and not says(_OWNER_GONE, low_new):
        return None
    olds, news = ownerships(old_text), ownerships(new_text)
    if marked and (seat := seat_change(old_text, new_text)) is not None:
        return seat
    if not marked:
        # no word of change: the older owner must be named in the newer text as gone ("the Kraków office closed")
        gone = _OWNER_GONE.search(low_new)
        told = {stem(w) for w in re.findall(r"[\w'’-]+", low_new[:gone.start()] if gone else "")}
        olds = tuple((thing, owner) for thing, owner in olds if owner & told)
    for old_thing, old_owner in olds:
        if old_thing & _CARED_FOR:
            continue  # "I look after my mum": care of a person, not a thing held
        for new_thing, new_owner in news:
            if {w[:-2] for w in new_thing if w.endswith(("'s", "’s"))} & old_thing:
                continue  # "The fishing boat's nets were sold": a part of the older thing, not the thing
            if (_same(old_thing, new_thing) or _same_short(old_thing, new_thing)
                    or _same_short(_compound_parts(old_thing), _compound_parts(new_thing))
                    or (marked and _told_short(old_thing, new_thing, new_text))
                    or (marked and _fewer_words(old_thing, new_thing))) and not (old_owner & new_owner):
                return f"same ownership ({' '.join(sorted(new_thing))}), {' '.join(sorted(old_owner))} → " \
                       f"{' '.join(sorted(new_owner))}"
    return None
