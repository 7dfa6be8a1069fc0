"""The learned reader's change-verb classes: a change verb weighed by what it tells, not by its spelling.

A verb no labelled pair used ("vacated", "rehomed") still weighs as its class does — leaving or ending the older
value, taking up a new one, moving from one to the other, scaling a quantity, or putting the newer value in the
present — so the reader (:mod:`core.conflicts.learned_reader`) transfers to wording nobody labelled (round 22:
leave-one-set-out over 40 sets, +248 tp / +5 fp against +238 / +5 at 0.7). Features only, read by
:func:`core.conflicts.learned_features.pair_features`; never named in a reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.text.tokens import stem

# Change verbs by what they tell, so a verb no labelled pair used still weighs as its class does (round 22): leaving
# or ending the older value, taking up a new one, moving from one to the other, scaling a quantity, and the words
# that put the newer value in the present. A class is said by a word the older text lacks.
VERB_CLASSES = {
    "leave": "left leave leaving quit ditched ditch dropped retired sold gave abandoned packed vacated resigned "
             "departed exited dumped scrapped killed shelved binned uninstalled cancelled canceled stopped ended "
             "lapsed expired closed deprecated decommissioned sunset sunsetted phased offboarded",
    "take": "joined join started start adopted adopt picked took taking signed went using uses use chose settled "
            "landed hired onboarded enrolled bought got opted installed",
    "move": "moved move moving relocated relocate migrated migrate switched switch transferred shifted swapped "
            "replaced rehomed ported converted renamed rebranded repointed rerouted reassigned handed",
    "scale": "raised lowered increased decreased reduced bumped doubled halved tripled cut trimmed extended "
             "shortened expanded grew shrank rose fell upgraded downgraded",
    "now": "now nowadays anymore longer currently these today lately recently since",
}
_CLASS_OF: dict[str, str] = {}
for _class, _words in VERB_CLASSES.items():
    for _word in _words.split():
        _CLASS_OF.setdefault(_word, _class)
        _CLASS_OF.setdefault(stem(_word), _class)


def verb_class(word: str) -> str | None:
    """The class of change verb a lower-case word is (:data:`VERB_CLASSES`: ``"leave"``, ``"take"``, ``"move"``,
    ``"scale"``, ``"now"``), by the word or its stem; ``None`` for any other word."""
    found = _CLASS_OF.get(word)
    if found is None and len(word) > 3 and word.isalpha():
        found = _CLASS_OF.get(stem(word))
    return found


# What a verb class is weighed beside: another value of one slot, an older typed value gone, one thing in common,
# or nothing the statement model linked.
_CLASS_WITH = ("other-value", "tv-gone-anchored", "tv-gone-loose", "value-gone", "one-thing", "unlinked")


def verb_classes(new_words: Sequence[str], said_before: set[str], features: dict[str, float]) -> dict[str, float]:
    """``vclass:<class>`` for each class of change verb the newer text adds (:data:`VERB_CLASSES`), with its
    conjunctions (``vclass:<class>&other-value`` …) and all of them again in the pair's overlap band."""
    found: dict[str, float] = {}
    for word in new_words:
        if word in said_before:
            continue
        cls = _CLASS_OF.get(word)
        if cls is None and len(word) > 3 and word.isalpha():
            cls = _CLASS_OF.get(stem(word))
        if cls is not None:
            found["vclass:" + cls] = 1.0
    for name in list(found):
        for other in _CLASS_WITH:
            if features.get(other):
                found[f"{name}&{other}"] = 1.0
    band = "@close" if features.get("band@close") else "@far"
    found.update({name + band: value for name, value in list(found.items())})
    return found
