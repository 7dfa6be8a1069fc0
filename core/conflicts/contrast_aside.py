"""A contrast told aside in the newer memory: "bar till (not the ticket scanner) talks to …", "Céline Perrin, rather
than the user, is responsible for …", "the museum's conservator — not me — looks after that one armature".

The aside sets the newer memory's subject against the older memory's thing or holder, and the readers take its
"not" as the older value denied. What the newer memory tells is its main clause: read without the aside, it either
tells a change of the older fact on its own ("Tomás (not Beatriz) owns repairs intake": Tomás owns it) or tells of
another thing ("bar till talks to 10.0.0.45:5000" beside the ticket scanner's address), and then the aside only
says which thing it is not. :func:`core.conflicts.rules.decide` reads the pair again with :func:`without_contrast`.

Read from structure: "not" or "rather than" opening an aside that closes before the sentence goes on — in brackets,
between commas or between dashes — with no word of change or of an end in it ("(not Beatriz anymore)" tells the
change itself and stays), and the sentence's verb right after it, so the aside stands after the subject; an aside
after the value ("use two spaces, not tabs, in my code", "wants 6 seats, not 3, per her message") sets the older
value against the newer one and is the change itself.
"""

from __future__ import annotations

import re

from core.conflicts.changed_slots import value_norms
from core.conflicts.statement import read
from core.text.tokens import stem

# A contrast aside in the middle of a sentence, the sentence going on after it.
_ASIDE = re.compile(r"\s*\((?:but |and )?(?:not|rather than|instead of)\s+[^()]{1,40}\)(?=\s*\w)"
                    r"|\s*,\s*(?:but |and )?(?:not|rather than|instead of)\s+[^,;:()—–]{1,40},(?=\s*\w)"
                    r"|\s*[—–]\s*(?:but |and )?(?:not|rather than|instead of)\s+[^,;:()—–]{1,40}[—–](?=\s*\w)",
                    re.IGNORECASE)
# Words in the aside that tell the change itself: then the aside is no mere contrast.
_CHANGE_IN_ASIDE = re.compile(r"\b(?:anymore|any more|longer|now|since|after|until|former|formerly|previous|old"
                              r"|before)\b", re.IGNORECASE)


# The verb the aside's subject takes, right after the aside: an auxiliary, or a verb in the third person or the past.
_AUXILIARIES = frozenset("is are was were has have had will would can could does did now alone also".split())
# Words ending in "s" or "ed" that are no verb after a subject.
_NOT_VERBS = frozenset("this these those plus thus always perhaps across towards afterwards unless less its his hers "
                       "theirs ours yours whereas besides as us was ones needs".split()) - {"was"}


def _verb_next(rest: str) -> bool:
    word = re.match(r"\s*([a-z]+)\b", rest.lower())
    if word is None:
        return False
    told = word.group(1)
    return told in _AUXILIARIES or (told not in _NOT_VERBS and len(told) > 3 and told.endswith(("s", "ed")))


def _contrast_aside(new_text: str) -> re.Match[str] | None:
    """The contrast told aside right after the newer memory's subject (see the module doc), or ``None``."""
    if "not" not in new_text and "rather" not in new_text and "instead" not in new_text:
        return None  # the cheap test first
    found = _ASIDE.search(new_text)
    if found is None or _CHANGE_IN_ASIDE.search(found.group(0)) is not None:
        return None
    if not _verb_next(new_text[found.end():]):
        return None  # "use two spaces, not tabs, in my code": the aside sets a value against the older one
    return found


def without_contrast(new_text: str) -> str | None:
    """The newer memory without a contrast told aside after its subject (see the module doc); ``None`` when it tells
    none."""
    found = _contrast_aside(new_text)
    if found is None:
        return None
    return new_text[:found.start()] + " " + new_text[found.end():].lstrip()


# The words of an aside's contrast: "(not dispatch)" → "dispatch".
_CONTRAST_WORDS = re.compile(r"(?:not|rather than|instead of)\s+(.*?)[),—–]?\s*$", re.IGNORECASE)


def sets_aside_older_subject(old_text: str, new_text: str) -> bool:
    """Whether the newer memory's contrast aside names what the older memory is about, not its value: "dispatch
    uses Trello for yard work orders" / "track maintenance group (not dispatch) moved its work orders to Jira" tells
    of another holder, where "(not Beatriz)" beside "Beatriz owns repairs intake" names the older value, the holder
    that changed."""
    found = _contrast_aside(new_text)
    if found is None:
        return False
    told = _CONTRAST_WORDS.search(found.group(0).strip(" ,(—–"))
    words = {stem(w) for w in re.findall(r"[a-z][\w-]+", told.group(1).lower())} - {"the", "a", "an", "our"} \
        if told is not None else set()
    old = read(old_text)
    return bool(words) and words <= set(old.key) and not words & value_norms(old)
