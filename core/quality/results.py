"""What the quality service answers with, beyond the reports its modules define.

``to_dict()`` is the JSON the interfaces print, key for key.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.model.lean import lean_dataclass
from core.model.records import Memory


@lean_dataclass(frozen=True)
class ReverifyItem:
    """A stale or near-horizon memory worth confirming (most recalled first)."""

    id: int
    namespace: str
    kind: str
    status: str
    content: str
    recalls: int
    last_verified: str | None
    days_since_verified: float
    horizon_left: float | None

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True)
class HeldCapture:
    """A pending memory a screen or capture rule holds, with each hold's ``{"proposal", "rule", "reason"}``."""

    memory: Memory
    holds: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """``{"memory": <the memory object>, "holds": [...]}``."""
        return {"memory": self.memory.to_dict(), "holds": [dict(hold) for hold in self.holds]}


@lean_dataclass(frozen=True)
class ExpiredEnvelope:
    """A review envelope (proposal) upkeep expired, and why."""

    proposal: int
    memory_id: int
    rule: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)
