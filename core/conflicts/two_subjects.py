"""Whether two memories open with two different things, whatever the statement model kept as their keys.

The statement model keeps a memory's key from the words around its value; a sentence that tells the past
first ("The SDK was previously MIT before …") or names its thing with a word the model reads as an
attribute ("The nightly *job*") can leave the thing out of the key, and a bare attribute ("licence",
"name") then matches every older memory of that attribute. The sentence's subject still says which thing
it is about: when both memories name one, and neither subject has a word the other memory holds anywhere,
they speak of two things ("The icons are licensed CC BY 3.0" / "The SDK was previously MIT before being
moved to Apache 2.0"). A subject that is only the self ("We moved …", "The user …") names no thing.
"""

from __future__ import annotations

from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.families import FAMILIES
from core.conflicts.frames import subject_words
from core.conflicts.note_dates import undated
from core.conflicts.relative_asides import INNER
from core.conflicts.sameness import _word_in
from core.conflicts.statement import Statement
from core.conflicts.tokenized import tokenized
from core.text.tokens import stem

# Words a subject may open with that say which kind of note it is or which attribute, not which thing
# ("dep", "pref"; "licence: MIT", "SPDX changed: …", "codename v4: …"): every family's nouns, stemmed.
_NOTE_WORDS = frozenset({"dep", "pref", "note", "todo", "fyi", "spdx", "codenam"}) | frozenset(
    stem(word) for family in FAMILIES.values() for word in family["nouns"])


@lru_cache(maxsize=4096)  # a capture asks it of one newcomer against every candidate
def _held(text: str) -> frozenset[str]:
    """Every word stem of a text, its lower-cased surface words (a name such as "redis-server") and the parts
    of a hyphenated word; not the words of a relative aside about its subject (:mod:`.relative_asides`)."""
    if ", wh" in text:
        text = INNER.sub(",", text)
    found: set[str] = set()
    for token in tokenized(text):
        found.add(token.norm)
        found.add(token.low)
        found.update(part for part in token.low.split("-") if len(part) > 2)  # "rate-limited" holds "rate"
    return frozenset(found)


@lru_cache(maxsize=4096)
def _things(text: str) -> frozenset[str]:
    """The subject's words that can name a thing: neither filler, the self nor a note's label."""
    opening = next((t for t in tokenized(undated(text)) if t.low not in (":", "—", "-")), None)
    if opening is None or opening.kind != "word":
        return frozenset()  # "#ask-platform archived": a value opens the sentence, its subject is not read
    return frozenset(w for w in subject_words(text) if len(w) > 1 and w not in _NOTE_WORDS
                     and w not in W.STOP_WORDS and w not in W.FILLER_WORDS and not w.startswith("@"))


def _values(statement: Statement) -> frozenset[str]:
    """A statement's values, as written and stemmed: a subject that is one ("Alice owns …") is no thing."""
    found = {value for values in statement.values.values() for value in values}
    return frozenset(found | {stem(v) for v in found})


def _alternatives_opening(old: Statement, new: Statement) -> bool:
    """ "British spelling is wanted …" / "American English should be used …": each subject is a value of one set of
    alternatives with the word it qualifies — which value, not which thing."""
    shared = [slot for slot in set(old.values) & set(new.values) if slot.startswith("alt:")]
    if not old.scope <= new.words | new.key or not new.scope <= old.words | old.key:
        return False  # "… in all docs" / "… in the UI strings": values for two scopes
    return any(old.values[slot] & _things(old.text) and new.values[slot] & _things(new.text) for slot in shared)


def two_subjects(old: Statement, new: Statement) -> bool:
    """Whether each memory opens with a thing and neither thing is named anywhere in the other memory."""
    said_old, said_new = _things(old.text) - _values(old), _things(new.text) - _values(new)
    if not said_old or not said_new:
        return False
    if _alternatives_opening(old, new):
        return False
    held_old, held_new = _held(old.text), _held(new.text)
    return not any(_word_in(w, held_old) for w in said_new) and not any(_word_in(w, held_new) for w in said_old)
