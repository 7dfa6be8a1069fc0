"""An employer's name told in short: "VP Eng, Tessellate Games" and "Vice President of Engineering at Tessellate".

People name the company they work for by its first word(s) as often as in full ("Acme" for "Acme Robotics"), and a
job note read by the statement model keeps the name whole as one value, so the shorter name reads as another
employer. Read from structure: both memories are about a job, every slot that differs is a name, and each newer
name is the leading words of the older one, or the older the leading words of the newer: one employer.
"""

from __future__ import annotations

from core.conflicts.changed_slots import slot_kind
from core.conflicts.statement import Statement
from core.text.tokens import stem


def _leads(short: str, full: str) -> bool:
    """Whether ``short`` (a name value, one word stemmed) is the leading words of ``full`` ("tessellat" of
    "tessellate-games")."""
    parts = full.split("-")
    return any(short in (lead, stem(lead)) for lead in ("-".join(parts[:k]) for k in range(1, len(parts))))


def employer_in_short(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether the changed slots of two job memories are only the employer's name, one told in short."""
    if not ("@job" in old.key and "@job" in new.key) or not all(slot_kind(s) == "name" for s in changed):
        return False
    for slot in changed:
        was, now = old.values.get(slot, frozenset()), new.values.get(slot, frozenset())
        if not was or not now or not all(any(_leads(a, b) or _leads(b, a) for b in was) for a in now):
            return False
    return True
