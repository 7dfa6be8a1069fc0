"""The learned reader's conjunctions: structural indicators of a pair weighed two and three at a time.

Among the pairs the rules leave open, no single structural cut separates changes from near misses (about half and
half at every cut: round 25's census); a change is told by several things at once — a change word *and* the older
value gone *and* no new entity in the subject. One logistic layer over independent features cannot say "and", so
this module names the conjunctions as features of their own, read from the features
:func:`core.conflicts.learned_features.pair_features` already found. Never named in a reason.
"""

from __future__ import annotations

from itertools import combinations

# Each indicator is true when the pair has any of its features (or any feature starting with a name ending in ":").
INDICATORS: dict[str, tuple[str, ...]] = {
    "change": ("new.change", "vclass:leave", "vclass:take", "vclass:move", "vclass:scale"),
    "now": ("vclass:now",),
    "gone": ("value-gone", "tv-gone-anchored", "tv-gone-loose"),
    "other": ("other-value",),
    "kept": ("value-kept", "tv-kept-anchored", "tv-kept-loose", "old-value-named"),
    "new-name": ("names-new", "proper-new"),
    "dropped-name": ("names-dropped", "proper-dropped"),
    "two-subjects": ("two-subjects",),
    "anchored": ("tv-gone-anchored", "tv-kept-anchored"),
    "types-disjoint": ("tv-types-disjoint",),
    "close": ("band@close",),
    "one-thing": ("one-thing",),
    "attribute-same": ("attribute-same",),
    "span-kind": ("span-same-kind",),
    "denied": ("new.negated", "new.denials"),
}
# The indicators weighed three at a time: the ones a change is most often told by together.
TRIPLES = ("change", "gone", "other", "new-name", "kept", "close")


def indicators(features: dict[str, float]) -> dict[str, bool]:
    """Each indicator of :data:`INDICATORS`, true or false for the pair's features."""
    return {name: any(features.get(f) for f in names) for name, names in INDICATORS.items()}


# Absences weighed as indicators of their own: a change names no new entity and keeps no older value beside the new.
ABSENT = ("new-name", "kept")


def conjunctions(features: dict[str, float]) -> dict[str, float]:
    """``and:<a>&<b>`` for every two indicators the pair has (:data:`INDICATORS`, with ``!new-name`` / ``!kept``
    when it lacks those) and ``and:<a>&<b>&<c>`` for every three of them among :data:`TRIPLES`: a few dozen
    features a pair, present ones only, so a pair's weighing stays about as cheap as without them."""
    told = indicators(features)
    on = [name for name, present in told.items() if present] + ["!" + name for name in ABSENT if not told[name]]
    found = {f"and:{a}&{b}": 1.0 for a, b in combinations(on, 2)}
    triple = [name for name in on if name.lstrip("!") in TRIPLES]
    found.update({f"and:{a}&{b}&{c}": 1.0 for a, b, c in combinations(triple, 3)})
    return found
