"""The newer memory's value held by another person than the older memory's holder: a guard every finding of
:func:`core.conflicts.rules.decide` passes (:func:`core.conflicts.framed_apart.framed_apart`) and that keeps the
learned reader closed (:data:`core.conflicts.learned_reader.GUARDS`).

- **a newcomer**: "Inés, the senior guide, is lodged in …" / "*The new trainee guide* has been lodged in …"; "Keeva
  is based in a flat in Shannon …" / "The airline's *new intern*, Rory, is being put up in …"; "The CTO's apartment
  in …" / "A flat in Powiśle has been leased *for the new paralegal*". A person told as new to their post is not the
  one the older memory already speaks of: their value stands beside the older holder's. Read from structure: "new"
  and up to two words ending in a word for a person (a relation, a title, a word of agent shape: "-ee", "-ist",
  "-ian"), the sentence's subject or the one a thing is "for"; not when the older memory speaks of that new person in
  the same words ("The new intern lives in …" / "The new intern was moved to …"), not a new thing ("the new flat").
- **a value told in a relative clause**: "I live in Ashburn" / "I carpool with Rosalind, *who lives over in Reston*":
  what the clause says is said of the person it hangs on (:func:`without_relative_clause`, read again by
  :func:`core.conflicts.rules.decide` without it; a main clause that tells a change of its own keeps its finding:
  "I moved in with Sam, who lives in Reston").
"""

from __future__ import annotations

import re

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.holders import PERSON_WORDS
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][\w-]*")
# "The new trainee guide", "The airline's new intern", "A new hire", "new hire Marco", "rescue's new volunteer driver":
# "new" and up to two words at the sentence's opening (after an article or a possessive). Not "for the new hire": a
# slot moved for a newcomer is the slot moved ("standup pushed back to 10:15 for the new hire").
_OWNER = r"(?:(?:[\w-]+\s+){0,2}[\w-]+['’]s\s+)?"  # "the airline's", "the ferry line's"
_NEWCOMER = re.compile(r"^(?:(?:the|a|an|our|my)\s+)?" + _OWNER + r"new\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")
_AGENT_SHAPE = ("ee", "ist", "ian")


def person_word(word: str) -> bool:
    """A word for a person: a relation, a title of the tables, or one of agent shape that never names a thing
    ("trainee", "pianist", "librarian"; not "-er" or "-or", which as often name a machine)."""
    low = word.lower()
    return stem(low) in W.RELATION_WORDS or stem(low) in N.ROLE_HEADS or low in PERSON_WORDS \
        or (len(low) > 5 and low.endswith(_AGENT_SHAPE))


def newcomer_holds(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value of a person new to their post whom the older memory does not name so
    (see the module doc)."""
    low_new = undated(new_text).strip().lower()
    if "new " not in low_new:
        return False  # the cheap test first
    found = _NEWCOMER.search(low_new)
    if found is None:
        return False
    words = found.group(1).split()
    # the person word may close the phrase or stand before a name's comma ("new intern, Rory,")
    if not any(person_word(w.rstrip(",")) for w in words):
        return False
    last = next(k for k in range(len(words) - 1, -1, -1) if person_word(words[k].rstrip(",")))
    told = [w.rstrip(",") for w in words[:last + 1]]
    old_words = {stem(w) for w in _WORD.findall(old_text.lower())}
    # "The new intern lives in …" / "The new intern was moved to …": the same newcomer
    return not ("new" in old_words and all(stem(w) in old_words for w in told))


# A relative clause on a person: ", who lives over in Reston", " whose flat is in …" — to the next comma, semicolon or
# the sentence's end.
_RELATIVE = re.compile(r",?\s+who(?:se)?\s+[^,;.]*")
_SELF = re.compile(r"(?:i|me|my|we|us|our|user)")


def without_relative_clause(old_text: str, new_text: str) -> str | None:
    """The newer text without a relative clause on someone other than the older memory's holder ("I carpool with
    Rosalind, who lives over in Reston" → "I carpool with Rosalind."), or ``None`` when it has none, the clause opens
    the text or hangs on the writer, the user or a name the older memory gives ("The user, who …", "Kyle, who …")."""
    if "who" not in new_text.lower():
        return None  # the cheap test first
    found = _RELATIVE.search(new_text)
    if found is None or found.start() == 0:
        return None
    before = re.findall(r"[\w'’-]+", new_text[:found.start()])
    if not before:
        return None
    hung_on = re.sub(r"['’]s$", "", before[-1])
    if _SELF.fullmatch(hung_on.lower()) is not None \
            or re.search(r"\b" + re.escape(hung_on) + r"\b", old_text, re.IGNORECASE) is not None:
        return None
    cut = (new_text[:found.start()] + new_text[found.end():]).strip()
    return cut if len(cut.split()) >= 2 else None
