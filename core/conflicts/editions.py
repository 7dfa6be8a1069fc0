"""One document's edition or revision told again with another: "The trainee handbook is issued in its 5th edition" /
"A 6th edition of the trainee handbook has been issued"; "manual rev C" / "rev D adopted; rev C copies shredded";
"the 2019 edition of the Pony Club manual" / "the 2024 edition of the manual".

A handbook, a chart, a plan set or a protocol is in force in one edition at a time, as a program runs one version:
the newer text giving the same document another edition puts it in the older one's place. The version reader
(:mod:`core.conflicts.version_reading`) reads numbers after names; an edition is told by its own words — an ordinal
before "edition" or "revision", a number, letter or year after "edition", "revision" or "rev", a year before
"edition" or "printing" — and the document by the nouns both texts give it.

Not a change: the same edition told again ("Revision 12 of the map was verified"), the older edition still named
without being said gone or replaced, the newer text's one edition said gone ("Revision 6 was retired"), a document
sharing only its holder ("the club's spreadsheet" / "the club's database"), two editions in the older text or two
new ones in the newer, another holder's copy ("my friend's restoration follows the 1976 edition"), an edition
drafted, pending or used once in a year gone by, no noun shared, and whatever the statement model finds hedged,
temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.version_clauses import GONE, NEWS, PAST_USE
from core.text.tokens import stem

_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "seventh": "7",
             "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11", "twelfth": "12"}
_ORDINAL = r"(?:" + "|".join(_ORDINALS) + r"|\d{1,2}(?:st|nd|rd|th))"
_EDITION_WORD = r"(?:edition|revision|printing)"
_MARK = r"(?:edition|revision|rev\.?|ed\.)"
# An edition told: "5th edition", "third revision"; "rev C", "rev.3", "edition 2", "revision R17", "edition 2023";
# "2019 edition", "2023 printing".
_EDITION = re.compile(rf"\b(?P<ord>{_ORDINAL})\s+(?:[a-z]+\s+)?{_EDITION_WORD}\b"
                      rf"|\b{_MARK}\s*(?P<mark>[a-z]?\d{{1,4}}|[a-z])(?![\w-]|\.\w)"
                      rf"|\b(?P<year>(?:19|20)\d\d)\s+(?:[a-z]+\s+)?(?:edition|printing)\b", re.IGNORECASE)
# The older edition said gone or replaced beside the newer one: "rev C copies shredded", "superseding the 2019 one".
_REPLACED = re.compile(r"\b(?:supersed\w*|replac\w*|withdrawn|binned|shredded|scrapped|pulped|recalled|obsolete"
                       r"|in place of)\b")
# Words of an edition itself, never the document's.
_EDITION_WORDS = frozenset(stem(w) for w in """edition editions revision revisions revised rev printing printed issue
    issued version new old latest current copy copies""".split())


# An edition not yet in force: "drafted", "pending approval", "asked whether revision 8 covers …".
_PLANNED = re.compile(r"\b(?:draft\w*|pending|propos\w*|whether|not yet|under review|planned|upcoming|next)\b")
_OWNER = re.compile(r"\b([a-z][\w-]*)['’]s\b", re.IGNORECASE)


def _owners(text: str) -> set[str]:
    """Whose a copy is: the words a text puts before "'s" ("my friend's", "Paolo's"), the user aside."""
    return {m.group(1).lower() for m in _OWNER.finditer(text)} - {"user", "it", "that", "what", "there", "here"}


def _owned_by(text: str) -> set[str]:
    """The stems of a text's possessors ("the club's scoring sheet": club): whose the document is, not which."""
    return {stem(owner) for owner in _owners(text)}


def editions(text: str) -> set[str]:
    """The editions ``text`` tells, each in one form: "5th edition", "fifth edition" → "5"; "rev C" → "c"; "R17" →
    "17"; "2019 edition" → "2019"."""
    found = set()
    for m in _EDITION.finditer(undated(text)):
        if m.group("ord"):
            low = m.group("ord").lower()
            found.add(_ORDINALS.get(low, re.sub(r"\D", "", low)))
        elif m.group("mark"):
            low = m.group("mark").lower()
            found.add(low.lstrip("r") if re.fullmatch(r"r\d+", low) else low)
        else:
            found.add(m.group("year"))
    return found


def _document(text: str) -> set[str]:
    """The stems of a text's nouns and names that may name the document (the edition's own words left out); the
    parts of a hyphened word count ("academy-wide": academy)."""
    words = [w.removesuffix("'s").removesuffix("’s")
             for w in re.findall(r"[a-z][\w'’-]+", _EDITION.sub(" ", undated(text)).lower())]
    words += [part for w in words if "-" in w for part in w.split("-") if part.isalpha()]
    return {stem(w) for w in words if len(w) > 2 and w not in W.LIGHT_WORDS and w not in W.FILLER_WORDS
            and stem(w) not in _EDITION_WORDS and stem(w) not in W.CHANGE_WORDS and stem(w) not in W.LIGHT_VERBS
            and not W.past_form(w)}


def edition_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's document another edition, or ``None``."""
    if not says(_EDITION, new_text) or not _EDITION.search(old_text):
        return None  # the cheap test first
    before, after = editions(old_text), editions(new_text)
    if len(before) != 1 or not after:
        return None
    (was,) = before
    fresh = after - before
    if len(fresh) != 1:
        return None
    (now,) = fresh
    low_new = new_text.lower()
    gone, replaced = GONE.search(low_new) is not None, _REPLACED.search(low_new) is not None
    if (was in after and not (gone or replaced)) or (was not in after and gone and not replaced):
        return None  # the older edition still named and not said gone, or the newer text's one edition said gone
    if NEWS.search(low_new) or NEWS.search(old_text.lower()) or PAST_USE.search(low_new):
        return None  # "the 7th edition is out", "a draft revision under test"
    if _PLANNED.search(low_new) or _owners(new_text) - _owners(old_text):
        return None  # "revision E has been drafted", "my friend's copy follows the 1976 edition"
    shared = (_document(old_text) - _owned_by(old_text)) & (_document(new_text) - _owned_by(new_text))
    if not shared:
        return None
    return f"same document ({' '.join(sorted(shared))}) edition, {was} → {now}"
