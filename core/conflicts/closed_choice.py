"""A preference that chooses the other value of a closed set, whatever else the sentence says: "The user prefers
window seats on flights" / "The user always asks for an aisle seat for the legroom"; "I prefer dark mode everywhere"
/ "Light themes are easier on my eyes — please default everything to light".

The statement model reads the value (``alt:seat``, ``alt:mode``) but keeps the two apart for their other words (a
reason, "for the legroom", "on my eyes", a scope of the older memory the newer one leaves out). A closed set's value
names its attribute (:data:`core.conflicts.wording.ALTERNATIVES`): when both memories are the holder's own choices
and the newer one's only value of that set is another one, the choice changed.

Not a change: the older value still chosen beside it (a second value, an exception), either memory not a choice
(a fact about a thing: "the dashboard defaults to light mode"), another holder, a newer memory hedged, temporary,
additive or past (the caller checks), and a use the older memory never names (the frame guard,
:mod:`core.conflicts.bounds`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import compiled
from core.conflicts.statement import Statement
from core.text.tokens import stem

# Words that make a memory the holder's own choice: a verb of liking or asking, a request.
_CHOICE = re.compile(r"\b(?:prefers?|preferred|preference|likes?|loves?|favou?rite|wants?|asks? for|asked for"
                     r"|requests?|please|rather|of choice|always (?:asks|books|picks|chooses|takes|gets|uses)"
                     r"|default (?:everything|it|me|all)? ?to)\b")
_HOLDERS = re.compile(r"\b(?:i|my|me|i'm|i've|user|user's|they|he|she)\b")
# A scope: a setting after a preposition ("on flights", "in every editor", "at work").
_SCOPE = re.compile(r"\b(on|in|at|for|during|when|with|inside)\s+"
                    r"(?:the\s+|my\s+|our\s+|their\s+|his\s+|her\s+|your\s+|every\s+|all\s+|a\s+|an\s+)?([a-z][\w-]*)")
# A setting the newer choice is told for ("aisle seats *on overnight flights*", "*at work*"); not one of the
# holder's own ("easier *on my eyes*").
_SETTING = re.compile(r"\b(on|in|at|during|inside)\s+(?!my\b|his\b|her\b|their\b|our\b|your\b)"
                      r"(?:the\s+|a\s+|an\s+|every\s+|all\s+)?([a-z][\w-]*)")
# A condition the choice holds under ("detailed answers *when debugging*"): a narrower choice beside the standing one.
_CONDITION = re.compile(r"\b(?:when|whenever|while|if|unless|during|except)\b")
# People a choice may be someone else's: "*My lead* prefers rebase merges", "The user's *colleague* prefers …".
_OTHERS = W.RELATION_WORDS | W.stem_set("lead manager boss client customer reviewer wife husband partner")
# A sentence that opens with its setting ("On trains …", "At work …", "When presenting …"): a narrower choice.
_FRONTED_SCOPE = re.compile(r"^\W*(?:on|in|at|for|during|when|while|with|inside|outside)\b")


# A holder named as the note's subject, after a note's date: "2025-10-05 — Nadia prefers Celsius in reports".
_NAMED_SUBJECT = re.compile(r"^\W*(?:\d{4}-\d{2}(?:-\d{2})?\s*[—–:-]\s*)?([A-Z][a-z]+)\s+(?!['’]s\b)")


def _one_named_holder(old_text: str, new_text: str) -> bool:
    """Whether both notes open with one person's name as the subject who chooses ("Nadia prefers …" / "Nadia asked
    for …"): the holder named, as "I" or "the user" would be."""
    was, now = _NAMED_SUBJECT.match(old_text), _NAMED_SUBJECT.match(new_text)
    return was is not None and now is not None and was.group(1) == now.group(1) \
        and was.group(1).lower() not in W.STOP_WORDS and was.group(1).lower() not in W.LIGHT_WORDS


def _alternative(statement: Statement) -> tuple[str, frozenset[str]] | None:
    """The one closed set a statement gives values of, and its values."""
    slots = [slot for slot in statement.values if slot.startswith("alt:")]
    return (slots[0], statement.values[slots[0]]) if len(slots) == 1 else None


_WORDS = re.compile(r"[a-z][a-z'-]*")
# Nouns after a closed set's value that name only its attribute: "dark *mode*", "light *themes*", "window *seats*".
_ATTRIBUTE_NOUNS = frozenset(stem(w) for w in "mode theme themes scheme seat seats option setting one ones".split())


def _head_after(low: str, statement: Statement, slot: str) -> str:
    """The noun right after the closed set's value as written ("verbose *PR* descriptions"), unless it only names the
    attribute or is a word of structure; ``""`` when there is none."""
    shown = statement.shown.get(slot, "").lower()
    found = compiled(r"\b" + re.escape(shown) + r"\s+([a-z][\w-]*)").search(low) if shown else None
    if found is None:
        return ""
    word = found.group(1)
    head = slot.split(":", 1)[1]
    if word in W.LIGHT_WORDS or stem(word) in _ATTRIBUTE_NOUNS or stem(word) == stem(head) or word in W.STOP_WORDS:
        return ""
    return stem(word)


def choice_change(old: Statement, new: Statement) -> str | None:
    """Why the newer memory chooses another value of the older memory's closed set (see the module doc)."""
    if not any(slot.startswith("alt:") for slot in new.values):
        return None  # the cheap test first: no value of a closed set in the newer memory
    told_old, told_new = _alternative(old), _alternative(new)
    if told_old is None or told_new is None or told_old[0] != told_new[0] or len(told_old[1]) != 1:
        return None
    slot, (was,) = told_old[0], tuple(told_old[1])
    if was in told_new[1] or len(told_new[1]) != 1 or old.relation != new.relation:
        return None
    if len(old.values) > 1 or len(new.values) > 1:
        return None  # another value told beside it ("oat milk and one sugar"): read by the value model
    low_old, low_new = old.text.lower(), new.text.lower()
    if _CHOICE.search(low_old) is None or _CHOICE.search(low_new) is None:
        return None
    if (_HOLDERS.search(low_old) is None or _HOLDERS.search(low_new) is None) \
            and not _one_named_holder(old.text, new.text):
        return None
    if _FRONTED_SCOPE.search(low_new) is not None:
        return None
    if _CONDITION.search(low_new) is not None and _CONDITION.search(low_old) is None:
        return None
    old_words = {stem(w) for w in _WORDS.findall(low_old)}
    if any(stem(w) in _OTHERS and stem(w) not in old_words for w in _WORDS.findall(low_new)):
        return None  # someone else's choice: "My lead prefers …", "… preferred by the user's team"
    (now,) = tuple(told_new[1])
    old_head, new_head = _head_after(low_old, old, slot), _head_after(low_new, new, slot)
    if old_head and new_head and old_head != new_head:
        return None  # "verbose PR descriptions" / "one-line commit messages": the values of two things
    old_settings = set(_SETTING.findall(low_old))
    if any(setting not in old_settings and stem(setting[1]) not in old_words for setting in _SETTING.findall(low_new)):
        # "I prefer window seats" / "… aisle seats on overnight flights": a narrower setting; "on trains" after
        # "… when booking field trips by train" is the older choice's own
        return None
    old_scopes = dict(_SCOPE.findall(low_old))
    if any(prep in old_scopes and old_scopes[prep] != where for prep, where in _SCOPE.findall(low_new)):
        return None  # "on flights" / "on trains": another setting, another choice
    return f"same choice ({slot.split(':', 1)[1]}), {was} → {now}"
