"""The words a pair's learned features count: each text's words in lower case, numbers folded to ``#``, and the
function words that carry no fact (:mod:`core.conflicts.learned_features`, :mod:`core.conflicts.attribute_nouns`)."""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[a-z0-9][a-z0-9.#/_'-]*")
DIGIT = re.compile(r"\d")
# "user's" is the user: a possessive must not make the same word new.
_POSSESSIVE = re.compile(r"'s$")
# Function words carry no fact; they stay out of the word features so the weights go to words
# that say something (a determiner in the newer text is no evidence either way).
FUNCTION_WORDS = frozenset(
    "a an the is are was were be been being to of in on at for and or with by from it its this that these "
    "those as our my we i me us you your user user's their they he she his her has have had do does did so "
    "but if then than into onto over".split()
)


@lru_cache(maxsize=4096)  # the newcomer's words are read once per capture, not once per candidate
def words(text: str) -> tuple[str, ...]:
    """The text's words, lower case, each number folded to ``#`` (a new number is the evidence, not which)."""
    return tuple("#" if DIGIT.match(w) else _POSSESSIVE.sub("", w).rstrip(".'-") for w in _WORD.findall(text.lower()))
