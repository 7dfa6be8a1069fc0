"""An employer's name told in short: "VP Eng, Tessellate Games" and "Vice President of Engineering at Tessellate".

People name the company they work for by its first word(s) as often as in full ("Acme" for "Acme Robotics"), and a
job note read by the statement model keeps the name whole as one value, so the shorter name reads as another
employer. Read from structure: both memories are about a job, every slot that differs is a name, and each newer
name is the leading words of the older one, or the older the leading words of the newer: one employer. A newer memory
told as a change is one employer only when the change is its career there since a year ("was hired by Calloway as a
trainee in 2017 and has been promoted twice since"): history that leads to the older memory's post.
"""

from __future__ import annotations

import re

from core.conflicts.changed_slots import slot_kind
from core.conflicts.statement import Statement
from core.text.tokens import stem


def _leads(short: str, full: str) -> bool:
    """Whether ``short`` (a name value, one word stemmed) is the leading words of ``full`` ("tessellat" of
    "tessellate-games")."""
    parts = full.split("-")
    return any(short in (lead, stem(lead)) for lead in ("-".join(parts[:k]) for k in range(1, len(parts))))


# A start told in the past with its year, and the time since: "was hired … in 2017 and has been promoted twice since".
_STARTED_IN = re.compile(r"\b(?:was|were) (?:hired|taken on|recruited|brought in)\b[^.;]*\b(?:19|20)\d\d\b")
_EVER_SINCE = re.compile(r"\b(?:has|have) been\b[^.;]*\bsince\b(?: then)?[.!]?\s*$")
# The time since told as promotions: the post the person was hired into is behind them.
_PROMOTED = re.compile(r"\b(?:has|have) been promoted\b")


def _career_since(text: str) -> bool:
    """Whether a job memory tells the person's start there in the past with its year and what has held since."""
    low = text.lower()
    return _STARTED_IN.search(low) is not None and _EVER_SINCE.search(low) is not None


def employer_in_short(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether the changed slots of two job memories are only the employer's name, one told in short (by a newer
    memory not told as a change, or told as a career there since a year: :func:`_career_since`), and, in a career
    told with promotions since, the post the person was hired into ("hired … as a trainee in 2017 and has been
    promoted twice since" after "senior broker"): how the older post was reached, not another one."""
    if not ("@job" in old.key and "@job" in new.key):
        return False
    career = _career_since(new.text)
    if new.change and not career:
        return False
    posts = [s for s in changed if s in ("role", "rolemod")]
    if posts and not (career and _PROMOTED.search(new.text.lower())):
        return False
    names = [s for s in changed if s not in posts]
    if not all(slot_kind(s) == "name" for s in names) or not (names or posts):
        return False
    for slot in names:
        was, now = old.values.get(slot, frozenset()), new.values.get(slot, frozenset())
        if not was or not now or not all(any(_leads(a, b) or _leads(b, a) for b in was) for a in now):
            return False
    return True
