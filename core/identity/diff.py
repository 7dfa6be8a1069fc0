"""Two generations side by side: manifest field by field, soul files line by line, memories by uid.

Memories are compared between the two *seals* (what each generation recorded),
not against the store as it is now: ``added`` and ``removed`` by uid; ``changed``
for every memory in both whose content or state differs, broken down into
``edited`` (what it says), ``superseded`` and ``restored`` (its status moved that
way) and ``state_changed`` (any other change in how it is read).
"""

from __future__ import annotations

from typing import Any

from core.identity.lineage import require_generation
from core.identity.manifest import manifest_changes
from core.identity.soul import SOUL_FILES, line_diff
from core.model.records import Generation
from core.model.vocabulary import ARCHIVED, PROMOTED, STALE, SUPERSEDED

# Statuses a memory comes back *from* when it is restored to recall.
_RETIRED = (SUPERSEDED, ARCHIVED, STALE)
PREVIEW_CHARS = 120


def _label(generation: Generation) -> str:
    return f"generation {generation.id}"


def soul_changes(old: Generation, new: Generation) -> dict[str, dict[str, Any]]:
    """Per soul file: ``unchanged``, ``changed`` (with a line diff), ``added``, ``removed`` or ``not_sealed``."""
    old_soul = (old.seal or {}).get("soul") or {}
    new_soul = (new.seal or {}).get("soul") or {}
    result: dict[str, dict[str, Any]] = {}
    for name in SOUL_FILES:
        a, b = old_soul.get(name), new_soul.get(name)
        if a is None:
            result[name] = {"status": "not_sealed", "diff": []} if b is None else {
                "status": "added", "diff": line_diff(name, "", b["text"], old_label=_label(old), new_label=_label(new))}
        elif b is None:
            result[name] = {"status": "removed", "diff": line_diff(name, a["text"], "", old_label=_label(old),
                                                                   new_label=_label(new))}
        elif a["sha256"] == b["sha256"]:
            result[name] = {"status": "unchanged", "diff": []}
        else:
            result[name] = {"status": "changed",
                            "diff": line_diff(name, a["text"], b["text"], old_label=_label(old), new_label=_label(new))}
    return result


def memory_changes(store, old: Generation, new: Generation) -> dict[str, Any]:
    """Memories added, removed and changed (edited, superseded, restored, re-read) between two seals."""
    unsealed = [g for g in (old, new) if g.seal is None]
    empty: dict[str, list[Any]] = {"added": [], "removed": [], "changed": [], "edited": [], "superseded": [],
                                   "restored": [], "state_changed": []}
    if unsealed:
        names = " and ".join(str(g.id) for g in unsealed)
        return {"compared": False, "note": f"generation {names} is not sealed; seal it to compare memories",
                "counts": {"from": None, "to": None}, **empty, "details": {}}
    a = store.generations.memory_digests(old.id)
    b = store.generations.memory_digests(new.id)
    both = [uid for uid in a if uid in b]
    changes = {
        "added": sorted(uid for uid in b if uid not in a),
        "removed": sorted(uid for uid in a if uid not in b),
        "changed": sorted(uid for uid in both if a[uid][:2] != b[uid][:2]),
        "edited": sorted(uid for uid in both if a[uid][0] != b[uid][0]),
        "superseded": sorted(uid for uid in both if a[uid][2] != SUPERSEDED and b[uid][2] == SUPERSEDED),
        "restored": sorted(uid for uid in both if a[uid][2] in _RETIRED and b[uid][2] == PROMOTED),
    }
    moved = set(changes["superseded"]) | set(changes["restored"])
    changes["state_changed"] = sorted(uid for uid in both if a[uid][1] != b[uid][1] and uid not in moved)
    details: dict[str, dict[str, Any]] = {}
    for uid in sorted({uid for uids in changes.values() for uid in uids}):
        memory = store.memories.get_by_uid(uid)
        details[uid] = {
            "id": memory.id if memory else None,
            "content": memory.content[:PREVIEW_CHARS] if memory else None,
            "status_now": memory.status if memory else None,
            "status_from": a[uid][2] if uid in a else None,
            "status_to": b[uid][2] if uid in b else None,
        }
    return {"compared": True, "note": None, "counts": {"from": len(a), "to": len(b)}, **changes,
            "details": details}


def diff(store, from_id: Any, to_id: Any) -> dict[str, Any]:
    """Compare generation ``from_id`` to ``to_id`` (ARCHITECTURE.md §7.6 ``generation diff``).

    Returns:
        ``{"from", "to", "agent_id", "manifest": [{"path", "old", "new", "change"}],
        "soul": {name: {"status", "diff"}}, "memories": {...}, "digests": {...}}``.

    Raises:
        NotFoundError: either generation does not exist.
    """
    old = require_generation(store, from_id)
    new = require_generation(store, to_id)
    old_seal, new_seal = old.seal or {}, new.seal or {}

    def pair(key: str) -> dict[str, Any]:
        a, b = old_seal.get(key), new_seal.get(key)
        return {"from": a, "to": b, "unchanged": a is not None and a == b}

    return {
        "from": old.id,
        "to": new.id,
        "labels": {"from": old.label, "to": new.label},
        "agent_id": pair("agent_id"),
        "manifest": manifest_changes(old.manifest, new.manifest),
        "soul": soul_changes(old, new),
        "memories": memory_changes(store, old, new),
        "digests": {"content": pair("content_digest"), "state": pair("state_digest"), "records": pair("records")},
    }
