"""What a coding agent hands memdesk's hooks on stdin, for the start-up benches.

Codex's SessionStart input, and its PostCompact input with the rollout file it points
to. :class:`NewCompaction` carries a summary never seen before on every call — a real
compaction brings a new one, so capture, the secret screen and contradiction detection
all run — while :func:`compaction_input` repeats one (answered by the dedupe check alone).
"""

from __future__ import annotations

import json
from pathlib import Path


def session_start_input(cwd: Path) -> bytes:
    """Codex's SessionStart hook input."""
    return _line({"session_id": "bench", "transcript_path": None, "cwd": str(cwd), "hook_event_name": "SessionStart",
                  "model": "gpt-5.5-codex", "permission_mode": "default", "source": "startup"})


def rollout(path: Path, session: str, summary: str = "Summary: the cache moved to SQLite.") -> None:
    """A Codex rollout file holding one compaction with ``summary``."""
    records = [{"type": "session_meta", "payload": {"id": session}},
               {"type": "compacted", "payload": {"message": summary}}]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def compaction_input(work: Path, session: str = "bench", summary: str = "Summary: the cache moved to SQLite.") -> bytes:
    """Codex's PostCompact hook input, its rollout written under ``work``."""
    transcript = work / f"rollout-{session}.jsonl"
    rollout(transcript, session, summary)
    return _line({"session_id": session, "turn_id": "turn-1", "transcript_path": str(transcript), "cwd": str(work),
                  "hook_event_name": "PostCompact", "model": "gpt-5.5-codex", "trigger": "auto"})


class NewCompaction:
    """Stdin for ``hooks capture-summary`` carrying a compaction never seen before, each call."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.count = 0

    def __call__(self) -> bytes:
        self.count += 1
        n = self.count
        return compaction_input(self.work, f"bench-{n}", f"Summary {n}: the cache for tenant {n} moved to SQLite "
                                                         f"and the nightly export {n} now runs at 02:00.")


def _line(payload: dict) -> bytes:
    return (json.dumps(payload) + "\n").encode()
