"""The attribute a memory names after a possessive, and two memories that name two different ones ("the user's
default git **branch** is master" / "switched their default **shell** to fish"): the learned reader's guard against
pairs that share a holder and the wording of a change but not the fact (:mod:`core.conflicts.learned_reader`)."""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.pair_words import FUNCTION_WORDS, words
from core.text.tokens import stem

# The attribute a memory names after a possessive ("the user's default git **branch** is master", "switched
# their default **shell** to fish"): up to four words after "my / our / their / X's" that a copula, "to" or a colon
# follows, the last of them (the head noun) stemmed. Two memories naming two different attributes of one
# holder share the holder and the wording of a change, not the fact.
_ATTRIBUTE_LEAD = re.compile(r"(?:\b(?:my|our|their|his|her|its)|[a-z]'s)\s+((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*)"
                             r"(?=\s*:|\s(?:is|are|was|were|to|remains|stays|became|becomes)\b)")
# Heads that are the holder, not an attribute of it ("our team is eight people" names the team, not a count), and
# verbs a possessive's noun is followed by ("the user's alerts go to", "route to").
_NOT_ATTRIBUTES = frozenset("own user team company side end part one way go goes went route routes run runs live lives "
                            "sit sits moved switched changed".split())
# One attribute told by other nouns: where a person is registered, a cap on spending or requests, a handle.
_ONE_ATTRIBUTE = {stem(w): group for group, nouns in (
    ("@home", "residence address home household registration"), ("@cap", "limit quota cap budget allowance"),
    ("@handle", "handle username")) for w in nouns.split()}


@lru_cache(maxsize=4096)  # the newcomer is read once per capture
def attribute_nouns(text: str) -> frozenset[str]:
    """The stemmed head nouns of the attributes the text names after a possessive (see :data:`_ATTRIBUTE_LEAD`)."""
    heads = set()
    for match in _ATTRIBUTE_LEAD.finditer(text.lower()):
        head = match.group(1).rsplit(" ", 1)[-1]
        if head not in _NOT_ATTRIBUTES and head not in FUNCTION_WORDS and not head.endswith("ed"):
            heads.add(_ONE_ATTRIBUTE.get(stem(head), stem(head)))
    return frozenset(heads)


@lru_cache(maxsize=256)  # asked of one pair by the learned reader's guard and again by its features
def two_attributes_named(old_text: str, new_text: str) -> bool:
    """Each names an attribute and not the same one, and neither text says the other's: "the user's default git
    branch is master" / "the user switched their default shell to fish" (two settings of one person)."""
    old_heads, new_heads = attribute_nouns(old_text), attribute_nouns(new_text)
    if not old_heads or not new_heads or old_heads & new_heads:
        return False
    old_stems = {stem(w) for w in words(old_text)}
    new_stems = {stem(w) for w in words(new_text)}
    return not (old_heads & new_stems or new_heads & old_stems)
