"""A seat one person holds, named by any title, and its change of holder.

"The user is the named NACWO for the rodent unit" / "Farida took over as NACWO for the rodent unit": the title with
its scope is the seat, the holder its value. It reads the words of holding and the thing and owner readers of
:mod:`core.conflicts.ownerships`; :func:`seat_change` is asked by :func:`core.conflicts.owner_swap.owner_change`
once the newer text says a change.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.calendar_words import MONTH_NAMES
from core.conflicts.note_dates import undated
from core.conflicts.ownerships import (
    _HOLDER_NOUNS,
    _OWN_STATES,
    _REPORTING,
    _SELF_IS,
    _owner_words,
    _thing_words,
    _until,
)
from core.conflicts.slots import _TOKEN, _same

# A seat one person holds, named by any title: "The user is the named NACWO for the rodent unit" / "Farida took over
# as NACWO for the rodent unit", "… is the Caldicott Guardian for the practice" / "Dr. Lindqvist was appointed
# Caldicott Guardian". The title with its scope is the thing held. Only "the" seat (one holder), said by "is" with its
# scope, or handed over by a verb of taking a post; never a post held for a while or beside another ("acting",
# "interim", "co-lead", "deputy", "while …", "until …").
_SEAT = re.compile(r"^(?P<owner>.+?)\s+(?:(?P<is>is|’s|'s)\s+the|took over as|takes over as|has taken over as"
                   r"|stepped in as|steps in as|(?:was|has been) (?:made|named|appointed)(?:\s+as)?)\s+(?:the\s+)?"
                   r"(?:(?:named|designated|appointed|current|new|sole|lead)\s+)?"
                   r"(?P<title>(?:[\w-]+\s+){0,2}?[\w-]+)(?:\s+(?P<of>for|of)\s+(?P<thing>.+))?$")
_SEAT_WHILE = frozenset("""acting interim deputy temporary temporarily while until till covering cover co-lead
    co-owner co-maintainer joint assistant backup vice""".split())
# What "at" or "in" after a seat may open that is a time, not another place's seat: "in May", "at the last audit".
_WHEN_AFTER = re.compile(r"(?:last|this|early|late|the (?:last|start|end|beginning|latest|next|recent)|"
                         + "|".join(sorted(MONTH_NAMES)) + r")\b")
_SEAT_CUT = frozenset("from after since when last at in because this following".split())
_SEAT_NOT_TITLE = frozenset("""one only first last best same person reason way one's""".split()) | _OWN_STATES


_Seat = tuple[frozenset[str], frozenset[str], frozenset[str]]


def seat_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older text's seat (:data:`_SEAT`) to another holder, or ``None``: the same title,
    word for word, and the same scope or none told; another holder. The caller has found a word of change."""
    for old_title, old_scope, old_owner in seats(old_text):
        for new_title, new_scope, new_owner in seats(new_text):
            if old_title == new_title and (not new_scope or _same(old_scope, new_scope) or new_scope == old_scope) \
                    and not old_owner & new_owner:
                return f"same seat ({' '.join(sorted(old_title | new_scope))}), {' '.join(sorted(old_owner))} → " \
                       f"{' '.join(sorted(new_owner))}"
    return None


@lru_cache(maxsize=8192)
def seats(text: str) -> tuple[_Seat, ...]:
    """Every (title, scope, holder) of a seat ``text`` tells (:data:`_SEAT`), a clause at most one; read only by
    :func:`seat_change`, never as a thing another reader holds."""
    words = [t.lower() for t in _TOKEN.findall(undated(text))]
    found: list[_Seat] = []
    clause: list[str] = []
    for w in [*words, ";"]:
        if w not in (";", "—", "–"):
            clause.append(w)
            continue
        if clause and not any(w in _HOLDER_NOUNS for w in clause) and (seat := _seat(clause)) is not None:
            found.append(seat)
        clause = []
    return tuple((t, scope, o) for t, scope, o in found if t and o)


def _seat(clause: list[str]) -> _Seat | None:
    """The (title, scope, holder) of a seat one clause tells (:data:`_SEAT`), or ``None``."""
    if set(clause) & _SEAT_WHILE:
        return None
    # the seat's words end where a circumstance begins: "… took over as Caldicott Guardian from her after the audit"
    cut = next((k for k, w in enumerate(clause) if k > 2 and w in _SEAT_CUT), len(clause))
    if clause[cut:cut + 1] in (["at"], ["in"]) and not _WHEN_AFTER.match(" ".join(clause[cut + 1:cut + 3])):
        return None  # "took over as head of design at Figma", "… in the Leeds office": another seat
    seat = _SEAT.match(_SELF_IS.sub(r"\1 is", " ".join(clause[:cut])))
    if seat is None or (seat.group("is") and not seat.group("of")):
        return None
    title = seat.group("title").split()
    if not title or any(w in _SEAT_NOT_TITLE or w in F.STOP_WORDS or w in _REPORTING for w in title):
        return None
    thing = _until(seat.group("thing").split(), 0) if seat.group("thing") else []
    return _thing_words(title), _thing_words(thing), _owner_words(seat.group("owner").split())
