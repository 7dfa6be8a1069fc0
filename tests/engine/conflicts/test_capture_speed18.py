"""The capture path's cuts of round 18 (branch speed18): each gives the answer the code before it gave.

``sameness._word_in`` — asked of every key word of every pair a capture compares — looks the "re-"/"un-" forms up
instead of walking the other set for them, and walks it for an "-ention" noun only when the word is an "-ain" verb.
The reference below is the function as it stood before; both are asked of every key word the labelled sets read,
against the key sets of the pairs they were read in, and of the shapes each branch exists for.
"""

from __future__ import annotations

import pytest

from core.conflicts import named_values as N
from core.conflicts.entry import entered
from core.conflicts.sameness import _DERIVATIONS, _ain_root, _closed_up, _derivation_root, _keys, _word_in
from core.conflicts.statement import read
from support.conflicts import labelled_texts, spread


def _reference_word_in(word: str, words: frozenset[str] | set[str]) -> bool:
    """``sameness._word_in`` as it stood at main 81a7632, before the cut."""
    if word in words:
        return True
    if (word.startswith("per-") and word[4:] in words) or f"per-{word}" in words:
        return True
    if "-" in word and not N.hyphenated_name(word) and any(_reference_word_in(part, words)
                                                          for part in word.split("-") if len(part) > 3):
        return True
    if _closed_up(word) in words or any("-" in w and _closed_up(w) == word for w in words):
        return True
    if len(word) < 3 or not word.isalpha():
        return False
    if any(w in ("re" + word, "un" + word) or word in ("re" + w, "un" + w) for w in words):
        return True
    if (word.endswith("s") and word[:-1] in words) or word + "s" in words:
        return True
    if len(word) < 4:
        return False
    root = _reference_derivation_root(word)
    if root and any(_reference_derivation_root(w) == root for w in words):
        return True
    if _ain_root(word) in words or any(_ain_root(w) == word for w in words):
        return True
    return any(len(w) >= 4 and w.isalpha() and (w.startswith(word) or word.startswith(w)) for w in words)


def _reference_derivation_root(word: str) -> str | None:
    """``sameness._derivation_root`` as it stood at main 81a7632, before the cut."""
    for suffix in _DERIVATIONS:
        if word.endswith(suffix) and len(word) - len(suffix) >= 5:
            return word[:-len(suffix)]
    return None


@pytest.mark.parametrize(("word", "root"), [
    ("concurrency", "concurr"), ("concurrent", "concurr"), ("persistence", "persist"), ("tolerance", "toler"),
    ("agent", None),          # too little left before "-ent"
    ("current", None), ("currency", None), ("latency", None),
    ("deployment", "deploym"), ("timeout", None), ("", None),
])
def test_a_derivation_root_is_found_as_before(word, root):
    assert _reference_derivation_root(word) == root
    assert _derivation_root(word) == root


@pytest.mark.parametrize(("word", "words", "expected"), [
    ("sized", {"resiz", "resized"}, True),     # "resized" ~ "sized": the other one carries "re"
    ("resized", {"sized"}, True),              # … and this one
    ("pinned", {"unpinned"}, True),
    ("unpinned", {"pinned"}, True),
    ("retain", {"retention"}, True),           # an "-ain" verb finds its "-ention" noun in the other set
    ("retention", {"retain"}, True),
    ("detain", {"retention"}, False),          # another verb's noun
    ("gain", {"retention"}, False),            # too short a word to look further
    ("region", {"reregion"}, True),
    ("reunion", {"union"}, True),              # "re" taken off: "union" is there
    ("union", {"ion"}, True),                  # "un" taken off leaves "ion": as before, any word's "un-" form
    ("union", {"onion"}, False),
    ("rent", {"ent"}, False),                  # below three letters' root: not looked at as a prefix
    ("sync", {"async"}, False),
    ("concurrency", {"concurrent"}, True),     # one root, two derivations
    ("persistence", {"persisted"}, False),
])
def test_the_word_test_answers_each_shape_as_before(word, words, expected):
    assert _reference_word_in(word, words) is expected  # the case is what it says
    assert _word_in(word, words) is expected
    assert _word_in(word, frozenset(words)) is expected


def test_the_word_test_equals_the_one_before_over_every_labelled_pair():
    pairs = spread(labelled_texts(), 5_000)  # a fixed 5,000 pairs over every set (every third until round 36: 10,149)
    assert len(pairs) > 1500
    asked = agreed = 0
    for old_text, new_text in pairs:
        old, new = (read(t) for t in entered(old_text, new_text))
        key_old, key_new = _keys(old, new, frozenset())
        for words_a, words_b in ((key_old, key_new), (key_new, key_old), (old.words, new.words | new.key)):
            for word in words_a:
                assert _derivation_root(word) == _reference_derivation_root(word), word
                expected = _reference_word_in(word, words_b)
                assert _word_in(word, words_b) is expected, (word, sorted(words_b), old_text, new_text)
                asked += 1
                agreed += expected
    assert asked > 20000 and 0 < agreed < asked  # both answers occur, many times
