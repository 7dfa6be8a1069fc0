"""A thing named by a word that also tells doubt or change: "the experiments repo", "the upgrade runbook", "the drafts
folder", "the migration guide".

The statement model reads such a word as a cue (a hedge, a change) and leaves it out of the memory's key, so "The
experiments repo is owned by team Prism" keys as "repo owner" — a less exact telling of "feature-flags repo owner" —
and another team reads as a new owner. Read from structure: the sentence's subject opens with that word directly
before the thing's noun ("experiments repo", "upgrade runbook"), the older memory's subject names the same noun
after a word of its own ("feature-flags repo", "onboarding runbook"), and neither memory holds the other's word —
two things of one kind, whatever each is said to have.

Not read: a word that opens a clause as its verb ("Upgrade Postgres to 16", "Migrating the docs to Notion" — the
noun after it is no subject the older memory names after a modifier), and an older memory naming the same word.
A guard every finding passes (:func:`core.conflicts.bounds.bound`, as another thing).
"""

from __future__ import annotations

from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.frames import subject_words
from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized

# Words before the subject that name no thing: determiners and whose it is.
_SKIP = W.SELF_WORDS | W.PRONOUNS | frozenset("the a an this that these those our my their his her your".split())
# Words that cannot be the thing's noun after a verb or cue: a preposition or article after a verb ("upgrade to").
_NOT_NOUNS = W.STOP_WORDS | W.COPULAS | frozenset("to from into onto with for by at on in of off over up".split())
_CUE_WORDS = W.HEDGES | W.CHANGE_WORDS


@lru_cache(maxsize=4096)  # a capture asks it of one newcomer against every finding
def _cue_modifier(text: str) -> tuple[str, str] | None:
    """The (word, noun stem) of a subject that opens with a cue word directly before its noun, else ``None``."""
    tokens = [t for t in tokenized(undated(text)) if t.kind == "word" or t.low in (":", "—", "-")]
    while tokens and (tokens[0].low in (":", "—", "-") or tokens[0].low in _SKIP or tokens[0].possessive):
        tokens = tokens[1:]
    if len(tokens) < 3:
        return None
    first, noun, after = tokens[0], tokens[1], tokens[2]
    if first.norm not in _CUE_WORDS or first.low.endswith(("ing", "ed")) or noun.kind != "word":
        return None  # "Migrating the docs …", "Moved the repo …": a verb, not a modifier
    if noun.low in _NOT_NOUNS or noun.norm in _CUE_WORDS:
        return None
    if after.kind != "word" or not (after.low in W.COPULAS or after.low.endswith(("ed", "s")) or after.low == ":"):
        return None  # the noun is followed by what the thing is or has ("is owned", "owned by", "lives")
    return first.low, noun.norm


def cue_named_thing(old_text: str, new_text: str) -> bool:
    """Whether one memory names its thing with a cue word before the noun the other names after a word of its own,
    neither memory holding the other's word (see the module doc)."""
    for one, other in ((new_text, old_text), (old_text, new_text)):
        found = _cue_modifier(one)
        if found is None:
            continue
        word, noun = found
        subject = subject_words(other)
        if noun not in subject or subject.index(noun) == 0:
            continue  # the other memory names no word of its own before the noun
        modifier = subject[subject.index(noun) - 1]
        low_one, low_other = one.lower(), other.lower()
        if word[:5] in low_other or modifier[:5] in low_one:
            continue  # the same thing told with both words
        return True
    return False
