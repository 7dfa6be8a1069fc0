"""The hygiene part of ``doctor``: re-verification, held captures, comparisons left owed and screen settings.

Returns plain ``{name, status, detail, items}`` dicts; :mod:`core.quality.doctor` wraps them.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from core.clock import parse_time
from core.memories.junk_screens import SCREEN_PREFIX, instruction_statements
from core.quality.staleness import reverify_list


def hygiene_checks(store, now: datetime, settings) -> list[dict]:
    """``reverify``, ``held_captures``, ``owed_comparisons`` and ``instruction_files`` findings."""
    return [_reverify(store, now), _held_captures(store), _owed_comparisons(store, now), _instruction_files(settings)]


# Owed comparisons older than this have been missed by every settler a running memdesk has (a serving process's
# worker settles within moments of a pause, the daemon's upkeep timer within its interval).
OWED_OVERDUE = timedelta(hours=1)
# How many owing captures the finding names.
_OWED_NAMED = 20


def _comparisons(count: int) -> str:
    return f"{count} comparison{'' if count == 1 else 's'}"


def _owed_comparisons(store, now: datetime) -> dict:
    """Comparisons captures left for later (core/conflicts/owed.py): normal for a moment, a warning when old."""
    name = "owed_comparisons"
    pairs = store.owed_checks.count()
    if not pairs:
        return {"name": name, "status": "ok", "detail": "no comparison is owed", "items": []}
    owing = store.owed_checks.memories(limit=_OWED_NAMED)  # oldest first
    found = store.memories.get_many(owing)
    items = [{"id": i, "owed": store.owed_checks.count(i), "created_at": found[i].created_at}
             for i in owing if i in found]
    oldest = min((item["created_at"] for item in items), default=None)
    if oldest is None or now - parse_time(oldest) < OWED_OVERDUE:
        return {"name": name, "status": "ok", "items": items,
                "detail": f"{_comparisons(pairs)} owed by recent captures; the serving process or the upkeep "
                          "makes them"}
    return {"name": name, "status": "warn", "items": items,
            "detail": f"{_comparisons(pairs)} owed, the oldest by a capture of {oldest[:16]}: nothing "
                      "has made them — run `memdesk upkeep` (or keep `memdesk serve` running); promoting a memory "
                      "makes its own first"}


def _reverify(store, now: datetime) -> dict:
    items = reverify_list(store, now)
    if not items:
        return {"name": "reverify", "status": "ok", "detail": "nothing is close to its horizon", "items": []}
    return {
        "name": "reverify", "status": "warn",
        "detail": f"{len(items)} memories are stale or close to their horizon (most recalled first); "
                  "`memdesk verify ID` if still true, `memdesk amend ID TEXT` if not",
        "items": items,
    }


def _held_captures(store) -> dict:
    held: dict[int, list[str]] = {}
    for proposal in store.proposals.list(statuses=["held"], limit=None):
        if proposal.rule.startswith(SCREEN_PREFIX):
            held.setdefault(proposal.memory_id, []).append(proposal.reason)
    waiting = {i: m for i, m in store.memories.get_many(held).items() if m.status == "pending"}
    if not waiting:
        return {"name": "held_captures", "status": "ok", "detail": "no capture is held by a screen or rule",
                "items": []}
    return {
        "name": "held_captures", "status": "warn",
        "detail": f"{len(waiting)} captures are held by screens or rules; promote or reject them in the review queue",
        "items": [{"id": i, "content": waiting[i].content, "reasons": held[i]} for i in sorted(waiting)],
    }


def _instruction_files(settings) -> dict:
    name = "instruction_files"
    if settings is None:
        return {"name": name, "status": "skipped", "detail": "no config given to check", "items": []}
    paths = settings.screens.instruction_files
    if not paths:
        return {"name": name, "status": "skipped",
                "detail": "no [screens] instruction_files configured; captures are not checked against them",
                "items": []}
    missing = [str(p) for p in paths if instruction_statements(p) is None]
    if missing:
        return {"name": name, "status": "warn",
                "detail": f"{len(missing)} of {len(paths)} instruction files cannot be read; fix [screens] "
                          "instruction_files", "items": [{"path": p} for p in missing]}
    return {"name": name, "status": "ok", "detail": f"screening captures against {len(paths)} instruction files",
            "items": [{"path": str(p)} for p in paths]}
