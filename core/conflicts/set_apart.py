"""The older memory's thing named in the newer one only as what the newer thing is set apart from: a frame
every reader's finding passes (:func:`core.conflicts.bounds.bound`).

"The user's microservices run on Java 17." / "The user's nightly batch job, *separate from the microservices*, runs
on Java 11." speaks of a second thing: the newer memory names the older one's thing only to say its own thing is
not it ("separate from", "apart from", "distinct from", "independent of", "unlike", "other than"), so its value is
that other thing's, whatever the readers aligned. It never holds when the phrase names something the older memory
does not speak of ("The microservices, unlike the batch job, now run on Java 21" — the older thing is the
subject, the batch job is set apart) or only a time ("unlike before", "unlike last year").
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.lexicon import TIME_WORDS
from core.conflicts.statement import read
from core.text.tokens import stem

# The words that set a thing apart, and the phrase they take: "separate from the microservices", "unlike our CI".
_APART = re.compile(r"\b(?:(?:separate(?:ly)?|apart|distinct|different|independent(?:ly)?|aside)\s+(?:from|of)"
                    r"|unlike|other\s+than)\s+((?:[a-z][\w'’-]*\s*){1,4})")
_CHEAP = ("separate", "apart", "distinct", "different", "independent", "aside", "unlike", "other than")
_WORD = re.compile(r"[a-z][a-z0-9-]*")


def set_apart(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names the older memory's thing (a word of its key) only in a phrase that sets its
    own thing apart from it (see the module doc)."""
    low = new_text.lower()
    if not any(word in low for word in _CHEAP):  # cheap: no word that sets a thing apart
        return False
    apart = _apart_words(low)
    if not apart:
        return False
    key = {k for k in read(old_text).key if not k.startswith("@")}
    return bool(apart & key)


@lru_cache(maxsize=1024)
def _apart_words(low: str) -> frozenset[str]:
    """The stems of the nouns the text sets its thing apart from, up to the phrase's end (a comma, a verb)."""
    found: set[str] = set()
    for m in _APART.finditer(low):
        for word in _WORD.findall(m.group(1)):
            if word in W.DETERMINERS:
                continue
            if word in W.STOP_WORDS or word in TIME_WORDS or word in W.COPULAS or word in W.PRONOUNS:
                break
            found.add(stem(word))
    return frozenset(found)
