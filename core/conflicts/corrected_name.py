"""A name told again as a correction of the older one: "CAD label corrected -> HARLOW-BKP; earlier entry was a
typo", "correction: the volunteer is Priyamvada, Priyanka was a mishearing", "tag 117: name corrected to Clementine".

The name readers (:mod:`.naming`, :mod:`.name_anew`) read a name after a naming word or beside a word of renaming; a
correction tells no rename — the older name was wrong, not changed — and fresh hands write it in any shape, a note's
key, a copula, an arrow. What marks it is a word of correcting ("correction:", "corrected", "was a typo", "a
mishearing") beside a name the statement model reads (:mod:`.statement`'s ``name`` value) that the older memory does
not hold, the older memory holding a name of its own.

Not a change: no word of correcting; a newer name the older memory already holds (the same name told again, or only
the older one recalled); the older name told again with nothing said wrong of it ("still Daisy"); a correction of
another value of the thing (its age, its date) with no name told; a correction hedged ("might be a typo", "not
sure"), which the statement model and the caller read.
"""

from __future__ import annotations

import re

from core.conflicts.statement import read

# A word of correcting: the older value was wrong, the newer one is what holds.
# A correction is an act or a verdict on the older entry, never the word alone: "typo fixes" are someone's job,
# "people keep misspelling it" tells how others write the name.
_CORRECTED = re.compile(r"\b(?:correction|corrected|correcting|erratum|misheard|misspelt|misspelled"
                        r"|(?:was|is|were) (?:a |an |just a )?(?:typo|mishearing|misprint|misreading|mistake))\b",
                        re.IGNORECASE)
# The older value said wrong where the newer memory names it: "Priyanka was a mishearing", "not Clover".
_WRONG = re.compile(r"\b(?:typo|mis-?heard|mishearing|misspel\w*|misread|misprint\w*|mistake\w*|wrong|not|never"
                    r"|belongs to|was for)\b")
# A correction only wondered about: no value set right.
_DOUBT = re.compile(r"\b(?:maybe|might|perhaps|possibly|not sure|unsure|check|checking|whether|if)\b|\?", re.IGNORECASE)


def corrected_name(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` corrects the name ``old_text`` gives, or ``None``."""
    if _CORRECTED.search(new_text) is None or _DOUBT.search(new_text) is not None:
        return None
    old_names = read(old_text).values.get("name", frozenset())
    new_names = read(new_text).values.get("name", frozenset())
    if not old_names or not new_names:
        return None
    fresh = new_names - old_names
    if not fresh:
        return None  # the older name told again, or only recalled
    low = new_text.lower()
    if any(re.search(rf"\b{re.escape(name)}", low) for name in old_names) and _WRONG.search(low) is None:
        return None  # "corrected the weight to 61 kg; still Daisy": the older name kept, another value corrected
    return f"the newer memory corrects the name: {' '.join(sorted(old_names))} → {' '.join(sorted(fresh))}"
