"""What the agent service answers with: pins placed and taken off, a session's start, upkeep runs.

``to_dict()`` is the JSON the CLI's ``--json`` (and, for the session start, Claude
Code's hook) reads, key for key.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.agents.hook_events import session_start_output
from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True, compiled_init=False)
class PinResult:
    """Memories pinned now, and those that already were."""

    pinned: list[int]
    already: list[int]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True, compiled_init=False)
class UnpinResult:
    """Pins taken off now, and memories that were not pinned."""

    unpinned: list[int]
    already: list[int]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)


@lean_dataclass(frozen=True, compiled_init=False)
class SessionStart:
    """What a coding agent's session starts with: the context block and the agent instructions."""

    context: str

    def to_dict(self) -> dict[str, Any]:
        """Claude Code's SessionStart hook output (``hookSpecificOutput.additionalContext``)."""
        return session_start_output(self.context)


@lean_dataclass(frozen=True, compiled_init=False)
class UpkeepRun:
    """One logged upkeep pass.

    Attributes:
        ok: false when any step failed.
        steps: ``{name: {"status": "ok"|"skipped"|"error", "detail", …counts}}`` in the order run.
    """

    id: int
    started_at: str
    finished_at: str
    actor: str
    ok: bool
    steps: dict[str, dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """The JSON the interfaces print (field order is key order)."""
        return asdict(self)
