"""Which team a person is on, and a move to another: :func:`team_change`.

"I'm on the payments team" / "I switched to the fraud team last sprint": the same person (the user, or a name
opening both texts), another team, a move said. :func:`_team_named_first` (a kept reader,
:mod:`core.conflicts.kept_results`) writes "Team Atlas" as "the Atlas team" first.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.compiled import says
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.slots import _LIGHT
from core.text.tokens import stem

_TEAM = re.compile(r"\b(?:on|in|joined|to|into|onto|with)\s+(?:the\s+)?((?:[\w-]+\s+){1,2})"
                   r"(?:team|squad|tribe|pod)\b(?!['’]s)")
# "The user's team is Growth", "my squad: payments": the team named after the holder's team noun.
_TEAM_IS = re.compile(r"\b(?:team|squad|tribe|pod)(?:\s+is\s+(?:now\s+)?(?:the\s+)?([A-Z][\w-]*)|\s*[=:]\s*([\w-]+))")
_TEAM_MOVE = re.compile(r"\b(?:switched|moved|transferred|rotated|joined|changed|reassigned)\s+(?:over\s+)?"
                        r"(?:to|into|onto)?\s*"
                        r"(?:the\s+)?(?:[\w-]+\s+){1,2}(?:team|squad|tribe|pod)\b(?!['’]s)")
_TEAM_HOLDER = re.compile(r"^\s*(?:\d{4}-\d{2}(?:-\d{2})?\s*[:—–-]\s*)?((?i:i'm|i've|i|we're|we|the user|user)"
                          r"|(?!The\b)[A-Z][a-z]+)\b(?!['’]s)")


_OWN_TEAM = re.compile(r"^\s*(?:\d{4}-\d{2}(?:-\d{2})?\s*[:—–-]\s*)?((?i:my|our|the user['’]s|user['’]s)"
                       r"|(?!The\b)[A-Z][a-z]+['’]s)\s+(?:team|squad|tribe|pod)\b")


def _team_of(text: str) -> tuple[str, frozenset[str]] | None:
    holder = _TEAM_HOLDER.match(text)
    found = _TEAM.search(text.lower())
    own = _OWN_TEAM.match(text)
    if own is not None and found is None:
        named = _TEAM_IS.search(text)  # a name after "is" ("is Growth", not "is small"), any word after ":"
        who = own.group(1).lower().removesuffix("'s").removesuffix("’s")
        who = "@self" if who in ("my", "our", "the user", "user") else who
        words = frozenset({stem((named.group(1) or named.group(2)).lower())}) if named is not None else frozenset()
        return (who, words) if words else None
    if holder is None or found is None:
        return None
    who = holder.group(1).lower()
    who = "@self" if who in ("i", "i'm", "i've", "we", "we're", "the user", "user") else who
    words = frozenset(stem(w) for w in found.group(1).split() if w not in F.STOP_WORDS and w not in _LIGHT)
    return (who, words) if words else None


_TEAM_NAMED = re.compile(r"\bTeam ([A-Z][\w-]*)")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
@kept_result()
def _team_named_first(text: str) -> str:
    """A note's date taken off, and a team named after the word "Team" ("user on Team Atlas") written as
    "the Atlas team", the shape the team readers know."""
    return _TEAM_NAMED.sub(r"the \1 team", undated(text))


def team_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts the person ``old_text`` places on one team on another, or ``None``.

    "I'm on the payments team" / "I switched to the fraud team last sprint": the same person (the
    user, or a name opening both texts), another team, a move said (switched, moved, transferred,
    joined); another person's move ("my manager", "the user's partner") or a team's own thing
    ("the fraud team's guild") is not one."""
    old_text, new_text = _team_named_first(old_text), _team_named_first(new_text)
    if not says(_TEAM_MOVE, new_text.lower()):
        return None
    old, new = _team_of(old_text), _team_of(new_text)
    if old is None or new is None or old[0] != new[0] or old[1] & new[1]:
        return None
    return f"same person's team, {' '.join(sorted(old[1]))} → {' '.join(sorted(new[1]))}"
