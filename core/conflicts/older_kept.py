"""The older memory's own thing said to keep its value, in a clause of the newer memory apart from the new value.

"licence of core repo: ISC" / "examples repo set to Unlicense; core repo keeps its licence": the newer memory gives a
value to one thing and says, in a clause of its own, that the older memory's thing keeps what it had. Read whole, the
statement model merges the clauses' keys and sees the older thing's attribute with another value; read clause by
clause, the new value belongs to another thing and the older one is told unchanged — two facts that both hold.

The clause that keeps is read structurally: a verb or word of keeping ("keeps", "stays", "remains", "unchanged",
"untouched", "as it is"), a word that names the older thing (a key word that is not a tag), no attribute the older
memory does not tell (a family or class tag its key lacks: "the repo keeps its old name" after a licence) and no
value of its own other than the older one. A guard every finding passes
(:func:`core.conflicts.bounds.bound`).
"""

from __future__ import annotations

import re

from core.conflicts.statement import read

# A word of keeping: the thing holds what it had. Tested on the whole newer text before any clause is read.
_KEEP = re.compile(r"\b(?:keeps?|kept|retains?|retained|stays?|stayed|remains?|remained|unchanged|untouched"
                   r"|as it was|as is)\b")
# Where one clause of a note ends: a semicolon, a dash, a comma, a joining word.
CLAUSE_BREAK = re.compile(r"\s*;\s*|\s+[—–]\s+|\s+-\s+|,\s+|\s+(?:while|whereas|but|and)\s+")


# Where no attribute tag tells: the older thing said untouched, not kept going ("the advisories keep going out").
_UNTOUCHED = re.compile(r"\b(?:untouched|unchanged|unaffected)\b")
_THAT_WAY = re.compile(r"\b(?:it|them|things)\s+(?:kept\s+|stays?\s+|staying\s+)?(?:that|this)\s+way\b")


def older_thing_kept(old_text: str, new_text: str) -> bool:
    """Whether a clause of ``new_text`` that is not all of it says the older memory's thing keeps its value."""
    if _KEEP.search(new_text.lower()) is None:
        return False
    clauses = [c for c in CLAUSE_BREAK.split(new_text) if c.strip()]
    if len(clauses) < 2:
        return False
    old = read(old_text)
    tags = {w for w in old.key if w.startswith("@")}
    thing = old.key - tags
    if not thing or not old.values:
        return False
    for clause in clauses:
        if _KEEP.search(clause.lower()) is None or _THAT_WAY.search(clause.lower()):
            continue  # "… and wants it kept that way": the newer value kept, told back by a pronoun
        kept = read(clause)
        if {w for w in kept.key if w.startswith("@")} - tags or not thing & kept.key:
            continue  # another attribute kept ("the repo keeps its old name"), or another thing
        if not tags and (_UNTOUCHED.search(clause.lower()) is None
                         or not {w for w in kept.key if not w.startswith(("untouch", "unchang", "unaffect"))} <= thing):
            continue  # with no attribute tag to tell by: a clause naming the older thing and nothing else ("Kafka
            # brokers running 3.6" / "client library bumped to 3.7; brokers untouched"), not another of its facts
        if all(values <= old.values.get(slot, frozenset()) for slot, values in kept.values.items()):
            return True
    return False
