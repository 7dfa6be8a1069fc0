"""A rule's verdict on one pair (:class:`Match`) and the four names a verdict's rule takes.

Every reader that finds a contradiction answers a :class:`Match` under one of these names
(:data:`EXCLUSIVE_ROLE`, :data:`REMOVAL`, :data:`VALUE_CHANGE`, :data:`NEGATION`); :func:`core.conflicts.rules.decide`
hands it on, and the detector, the learned reader and the readers that build one read it from here.
"""

from __future__ import annotations

from dataclasses import field

from core.model.lean import lean_dataclass

EXCLUSIVE_ROLE, REMOVAL, VALUE_CHANGE, NEGATION = "exclusive_role", "removal", "value_change", "negation"


@lean_dataclass(frozen=True)
class Match:
    """A rule's verdict on one pair: which rule, why, and how sure."""

    rule: str
    reason: str
    confidence: float
    detail: dict = field(default_factory=dict, hash=False)
