"""Contradiction detection: what a newcomer would supersede, and why.

The engine calls :func:`detect_for_newcomer` at capture (to file proposals on the
newcomer's envelope) and :func:`revokes_whole_class` at promotion (to decide whether
the blast-radius limit may be exceeded). The rules themselves live in this package.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..models import Memory

# Proposal rules whose application retires the target memory.
SUPERSEDING_RULES = ("exclusive_role", "removal", "value_change", "negation", "amend", "judge", "manual", "merge")


@dataclass(frozen=True)
class Finding:
    """One memory the newcomer would retire, with the rule and a reason a person can read."""

    target_id: int
    rule: str
    reason: str
    confidence: float = 1.0
    detail: dict = field(default_factory=dict)


def detect_for_newcomer(store, config, newcomer: Memory) -> list[Finding]:
    """Promoted memories in the newcomer's namespace that it contradicts.

    The heuristic rules are not wired in yet: until they are, capture files no
    contradiction proposals (amendments still file theirs explicitly).
    """
    return []


_CLASS_REVOCATION = re.compile(r"\b(all|every|any)\b", re.IGNORECASE)


def revokes_whole_class(text: str) -> bool:
    """Whether the text explicitly retires a whole class ("all …", "every …")."""
    return bool(_CLASS_REVOCATION.search(text))
