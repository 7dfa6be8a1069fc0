"""A past state ended at a date: the newer memory tells what a thing *was* up to a year ("The billing database had
been owned by Finance IT until 2022, when Payments took it", "Before 2024 the SFTP drop was hosted at ftp.lumo.com")
— history beside the older memory's standing value, not a change of it (a frame of :mod:`core.conflicts.bounds`).

The frame is the clause that holds the bound ("until 2022", "before 2024", "prior to 2021") with a past copula
("was", "were", "had been", "used to"). A bound that opens a note as its date label ("Until 2025-12 — the service
went by 'books-svc'", "Before 2022 — the repo was released under GPL-3.0", "Up to March 2024 — Omar owned the
runbook") bounds the whole note: the clause is the note's body, told with a past copula or any verb in the past.
It is no frame when:

- the older memory gives such a bound itself (two histories, compared as they are);
- the newer memory also tells the present ("now", "currently", "these days", "since"): the value it gives now is
  a change;
- the older memory's own value stands in the ended clause ("was at sftp.old.io until 2024" against "is at
  sftp.old.io"): the newer memory says that value ended, a change.

The end may also be told after the past state, in a clause of its own that gives no value: "In the first year, tanks
were sanitised only weekly; that changed in 2024" (:func:`told_as_over`), with the same exceptions.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.changed_slots import value_norms
from core.conflicts.statement import read
from core.text.tokens import stem

# Cheap test first: no bounding word, no frame.
_BOUND_WORDS = ("before", "until", "till", "prior to", "up to", "pre-")
_ENDED_AT = re.compile(r"\b(?:before|until|till|prior to|up to|up until)\s+(?:(?:early|late|mid)[- ])?"
                       r"(?:[a-z]+\s+)?(?:19|20)\d\d\b|\bpre-(?:19|20)\d\d\b")
_PAST = re.compile(r"\b(?:was|were|had been|used to)\b")
_PRESENT = re.compile(r"\b(?:now|currently|nowadays|these days|today|since|as of)\b")
# Where a clause ends: a comma, a semicolon, a dash, a sentence's full stop (not a host's dots), a relative "when".
_CLAUSE_END = re.compile(r"[,;!?—–]|\.(?=\s|$)|\s(?:when|which|and|but|then)\s")
_WORD = re.compile(r"[a-z0-9][a-z0-9.@/_-]*[a-z0-9]|[a-z0-9]")
# The rest of a date label after the bound's year ("-12", "-12-01") and the dash or colon that closes it.
_LABEL_END = re.compile(r"(?:-\d\d){0,2}\s*(?:[—–:]|\s-\s)\s*")


def _ended_clause(low: str, m: re.Match) -> str:
    """The clause of ``low`` around the bound ``m``: from the last clause end before it to the first after it."""
    start = 0
    for end in _CLAUSE_END.finditer(low, 0, m.start()):
        start = end.end()
    after = _CLAUSE_END.search(low, m.end())
    return low[start:after.start() if after else len(low)]


def ended_state(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value as a past state ended at a date the older memory does not give, and
    nothing it tells of the present (see the module doc)."""
    low_new = new_text.lower()
    if not any(word in low_new for word in _BOUND_WORDS):
        return False
    m = _ENDED_AT.search(low_new)
    if m is None or _ENDED_AT.search(old_text.lower()) is not None:
        return False
    present = _PRESENT.search(low_new)
    if present is not None and not _older_value_now(old_text, new_text, present, m):
        return False
    label = _LABEL_END.match(low_new, m.end()) if not low_new[:m.start()].strip() else None
    if label is not None:  # "Until 2025-12 — the service went by …": the label bounds the whole note
        clause = low_new[label.end():]
        if _PAST.search(clause) is None and not any(W.past_form(w) for w in _WORD.findall(clause)):
            return False
    else:
        clause = _ended_clause(low_new, m)
        if _PAST.search(clause) is None:
            return False
    older_values = value_norms(read(old_text))
    told = {stem(w) for w in _WORD.findall(clause)} | set(_WORD.findall(clause))
    return not older_values & told


def _older_value_now(old_text: str, new_text: str, present: re.Match, bound: re.Match) -> bool:
    """ "pre-2023 the tiles were proprietary data; ODbL since migration" after "tiles licence: ODbL": the present told
    in a clause apart from the bound's, and what it gives now is the older memory's own value (nothing else)."""
    low_new = new_text.lower()
    clause = _ended_clause(low_new, present)
    at = low_new.find(clause)
    if at <= bound.start() and bound.end() <= at + len(clause):
        return False  # the bound and the present in one clause
    now, older = value_norms(read(new_text[at:at + len(clause)])), value_norms(read(old_text))
    return bool(now) and now <= older


# A closing clause that says the state before it is over, and gives no value: "; that changed in 2024", ", but that
# has since changed", "— this ended last spring", ", which is no longer the case".
_OVER = re.compile(r"(?:[;,—–]|\.\s)\s*(?:but\s+)?(?:that|this|which)(?:'s|\s+has|\s+have)?\s+(?:since\s+)?"
                   r"(?:changed|ended|stopped|is no longer (?:the case|so|true)|no longer (?:holds|applies))"
                   r"(?:\s+(?:in|since|after|at|by|around|last|this|with|when)\b[^;,.!?]*)?\s*[.!]?\s*$")


def told_as_over(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells a past state ("tanks were sanitised only weekly", "deploys went out on Mondays")
    and closes it as over ("; that changed in 2024") with no value of the present, the older memory's value not in
    it: how it was before, not how it is now (a frame of :mod:`core.conflicts.bounds`)."""
    low_new = new_text.lower()
    found = _OVER.search(low_new)
    if found is None or _OVER.search(old_text.lower()) is not None:
        return False
    state = low_new[:found.start()]
    if (_PAST.search(state) is None and not any(W.past_form(w) for w in _WORD.findall(state))) \
            or _PRESENT.search(state) is not None:
        return False
    told = {stem(w) for w in _WORD.findall(state)} | set(_WORD.findall(state)) | value_norms(read(state))
    return not value_norms(read(old_text)) & told
