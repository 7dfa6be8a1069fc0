"""The older memory's value told again in a clause of its own, beside another value in a clause apart.

"owner: auth-service → platform team" / "auth-service: platform team owns; security team reviews changes"; "pref:
concise answers, no fluff" / "pref: concise answers; long form fine for architecture docs": the newer note opens
a clause that says again what the older note says — the older value, and no word the older note does not say but
the attribute's own verb ("owns" for "owner") — and tells another value in a clause apart: another role ("reviews
changes") or an exception for a narrower use ("fine for architecture docs"). Read whole, the statement model sees
one attribute with another value; read clause by clause, the older value holds and the other value is a second
fact beside it.

Read from structure: the newer note split at its semicolons; one clause whose words are all the older note's but its
articles, copulas and "by" (a word of one stem with an older word counts: "owns" / "owner"; a particle the older
note does not say is not one: "Tariq out") and among them every value the older note gives; no word of change, of
the past or of now anywhere in the newer note ("now", "instead", "no longer", "was", "moved", an arrow) — a change
told beside the restated value is a change. A guard every finding passes (:func:`core.conflicts.bounds.bound`, as
kept).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.changed_slots import told_values
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_WORD = re.compile(r"[a-z0-9@#][a-z0-9@#._/+-]*[a-z0-9]|[a-z0-9]")
# Words that tell a change, the past or the present against another time: the newer note is then not two facts.
_TIMED = re.compile(r"\b(?:now|instead|anymore|no longer|was|were|used to|previously|formerly|until|since|from"
                    r"|switched|moved|changed|replaced|took over|handed|became|new|old|former)\b|->|→|=>")


def older_restated(old_text: str, new_text: str) -> bool:
    """Whether the newer note says the older value again in a clause of its own (see the module doc)."""
    if ";" not in new_text:
        return False  # the cheap test first: one clause
    low = undated(new_text).lower()
    if _TIMED.search(low) is not None:
        return False
    olds = told_values(old_text)
    if not olds:
        return False
    said = {w for w in _WORD.findall(undated(old_text).lower())}
    stems = {stem(w) for w in said}
    clauses = [c for c in low.split(";") if c.strip()]
    if len(clauses) < 2:
        return False
    return any(_restates(clause, olds, said, stems) for clause in clauses)


# The only words a restating clause may hold that the older note does not say: its articles, copulas and "by".
_FRAME = W.DETERMINERS | W.COPULAS | frozenset({"by"})


def _restates(clause: str, olds: set[str], said: set[str], stems: set[str]) -> bool:
    every = _WORD.findall(clause)
    if any(w not in _FRAME and w not in said and w in W.LIGHT_WORDS for w in every):
        return False  # "Tariq out", "the freelancing is over": a particle of going the older note does not say
    words = [w for w in every if w not in W.LIGHT_WORDS]
    if not words or any(stem(w) in W.CHANGE_WORDS or w in W.NEGATIONS for w in words):
        return False
    for word in words:
        root = stem(word)
        if word not in said and root not in stems and not any(s.startswith(root) for s in stems if len(root) > 2):
            return False  # a word the older note does not say: another thing, role or value
    told = set(words) | {stem(w) for w in words}
    return all(v in told or stem(v) in told or all(p in told for p in v.split()) for v in olds)
