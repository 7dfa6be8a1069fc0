"""One thing's name told anew with the change said, the thing named by the words before each name.

"garden block B name: Upper Pashok" / "block B label → Phulbari Top", "robot arm subsystem: 'Claw'" / "arm
subsystem's name flipped to 'Grabber' in code and docs". The readers of a name said after a naming word
(:mod:`.name_change`) ask both texts to name the thing the same way; a note names it by the words before its name and
calls the name "name" in one note and "label" in the other. What makes one thing here: the newer memory's words before
its name (its naming nouns, verbs and light words left out) all among the older memory's words before its name; what
makes a change: the newer memory says one ("→", "flipped to", "changed to", "now", "renamed", "from today").

Not a change: another thing ("the inverter" after "the battery bank", a word the older memory's thing lacks), a name
the older memory holds, no change said, or whatever sets a name apart (:data:`.name_displaced.NOT_DISPLACED`: a plan,
a window, a name kept or added).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.name_anew import _holds, _names, _norm
from core.conflicts.name_displaced import NOT_DISPLACED, spaced
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The change said in the newer memory.
_CHANGE = re.compile(r"→|->|=>|\b(?:flipped|changed|switched|updated|moved)\s+(?:over\s+)?to\b|\bnow\b|\bbecame\b"
                     r"|\bchanged\s+(?:its|their|the|his|her)\s+(?:[\w-]+\s+)?name\s+to\b"
                     r"|\bfrom\s+(?:today|now)\b|\bre-?named\b|\bre-?labell?ed\b|\brelabel\b|\bre-?titled\b"
                     r"|\bre-?branded\b", re.IGNORECASE)
# Words before a name that tell how it is named or that it changed, never which thing.
_NOT_THING = W.stem_set("""name names label labels labelled labeled relabel relabelled title titled codename nickname
    brand branded called call calls named known as is are was were be been has have had now new flipped changed
    switched updated moved to into from renamed retitled rebranded billed sold shipped listed reads read goes go
    officially internally today the a an its their our my his her this that these user user's trading trades
    became becomes""")
# A word that says the value is a name, in either memory.
_NAMING = re.compile(r"\b(?:name|named|renamed|label|labell?ed|relabel\w*|called|title|titled|retitled|codename"
                     r"|nickname|nicknamed|brand|branded|rebranded|billed|known\s+as|trades\s+as|trading\s+name)\b",
                     re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z0-9][\w'’-]*")


def name_keyed(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` names another name, the change said, or ``None``."""
    new_body = undated(new_text, dot=True)
    if not says(_CHANGE, new_body) or says(NOT_DISPLACED, new_body):
        return None
    old_body = undated(old_text, dot=True)
    if _NAMING.search(old_body) is None and _NAMING.search(new_body) is None:
        return None  # "licence: Apache-2.0" / "… CLA now required": a value of another kind, told after a colon
    olds = _names(old_body)
    if len(olds) != 1:
        return None
    older = next(iter(olds))
    old_low = _norm(old_body)
    fresh = [n for n in _names(new_body) if not _holds(n, old_low) and not _holds(older, n) and not _holds(n, older)]
    if len(fresh) != 1 or f" {older} " in spaced(new_body):
        return None  # the older name told in the newer memory is :mod:`.name_displaced`'s to read
    was, now = _thing_before(old_body, older), _thing_before(new_body, fresh[0])
    if not now or not was or not now <= was:
        return None
    return f"same thing's name ({' '.join(sorted(now))}) told anew: {older} → {fresh[0]}"


def _thing_before(body: str, name: str) -> frozenset[str]:
    """The stems of the words before ``name`` in ``body`` that may say which thing it names (a single capital or a
    number kept: "block B", "Tank 4")."""
    words = _WORD.findall(body)
    first = name.split()[0]
    at = next((k for k, w in enumerate(words) if _norm(w) == first), len(words))
    return frozenset(s for w in words[:at] if (s := stem(w.lower().removesuffix("'s").removesuffix("’s")))
                     and s not in _NOT_THING and w.lower() not in W.STOP_WORDS
                     and (len(w) > 1 or w.isupper() or w.isdigit()))
