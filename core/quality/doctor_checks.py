"""The hygiene part of ``doctor``: re-verification, held captures and screen settings.

Returns plain ``{name, status, detail, items}`` dicts; :mod:`core.quality.doctor` wraps them.
"""

from __future__ import annotations

from datetime import datetime

from core.memories.junk_screens import SCREEN_PREFIX, instruction_statements
from core.quality.staleness import reverify_list


def hygiene_checks(store, now: datetime, settings) -> list[dict]:
    """``reverify``, ``held_captures`` and ``instruction_files`` findings."""
    return [_reverify(store, now), _held_captures(store), _instruction_files(settings)]


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
