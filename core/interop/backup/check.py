"""Whole-document validation of a backup before restore writes a single row.

Every record is checked and every reference resolved inside the document; all
problems are collected (up to a limit) and reported together, so one malformed
memory among thousands is named precisely and nothing is written. What passes is
returned as a normalised copy (missing optional fields filled with their defaults).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeGuard

from core.clock import parse_time
from core.errors import MemdeskError, ValidationError
from core.identity.manifest import check_manifest
from core.model.records import Memory
from core.model.vocabulary import BACKUP_FORMAT, EDGE_TYPES, GENERATION_STATUSES, LEVELS, PROPOSAL_STATUSES, STATUSES
from core.text.normalise import normalise_kind, normalise_namespace

VERSION = 1
# Every memory column but the row id and the derived content hash.
MEMORY_FIELDS = tuple(name for name in Memory.__dataclass_fields__ if name not in ("id", "content_hash"))
# Keys whose values are memory ids inside audit before/after snapshots (uids in a backup).
AUDIT_ID_KEYS = ("superseded_by", "src", "dst")
LOG_ACTIONS = ("created", "sealed", "validated", "promoted", "rejected", "rolled_back")
MAX_PROBLEMS = 20

_UID = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")
_MEMORY_DEFAULTS: dict[str, Any] = {
    "namespace": "", "kind": "note", "level": "semi", "summary": "", "tags": [], "refs": [], "source": "cli",
    "session": None, "external_id": None, "importance": 0.5, "confidence": 1.0, "decay_days": None,
    "event_time": None, "valid_from": None, "valid_to": None, "last_verified": None, "last_accessed": None,
    "access_count": 0, "superseded_by": None, "status_reason": None, "risk_tier": "normal", "meta": {},
    "pinned": False, "restated_count": 0,
}
_TIME_FIELDS = ("event_time", "valid_from", "valid_to", "last_verified", "last_accessed")


class _Problems:
    """Collects problems; stops collecting (not checking) past the limit."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.total = 0

    def add(self, where: str, what: str) -> None:
        self.total += 1
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(f"{where}: {what}")

    def raise_if_any(self) -> None:
        if self.items:
            more = f" (and {self.total - len(self.items)} more)" if self.total > len(self.items) else ""
            raise ValidationError("the backup was not restored, nothing was written: "
                                  + "; ".join(self.items) + more, code="invalid_backup")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_time(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        parse_time(value)
    except ValidationError:
        return False
    return True


def _opt(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: value is None or check(value)


def _accepts(normalise: Callable[[Any], str]) -> Callable[[Any], bool]:
    """A value the capture normaliser would leave unchanged."""
    def check(value: Any) -> bool:
        try:
            return isinstance(value, str) and normalise(value) == value
        except MemdeskError:
            return False
    return check


_MEMORY_RULES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "uid": (lambda v: isinstance(v, str) and bool(_UID.match(v)), "1–64 characters of A-Z a-z 0-9 _ . : -"),
    "content": (lambda v: isinstance(v, str) and bool(v.strip()), "non-empty text"),
    "status": (lambda v: v in STATUSES, f"one of {', '.join(STATUSES)}"),
    "created_at": (_is_time, "an ISO-8601 time"),
    "namespace": (_accepts(normalise_namespace), "a normalised namespace"),
    "kind": (_accepts(lambda v: normalise_kind(v, "note")), "a normalised kind"),
    "level": (lambda v: v in LEVELS, f"one of {', '.join(LEVELS)}"),
    "summary": (lambda v: isinstance(v, str), "text"),
    "tags": (lambda v: isinstance(v, list) and all(isinstance(t, str) for t in v), "a list of strings"),
    "refs": (lambda v: isinstance(v, list) and all(isinstance(r, dict) for r in v), "a list of objects"),
    "source": (lambda v: isinstance(v, str) and bool(v), "non-empty text"),
    "session": (_opt(lambda v: isinstance(v, str)), "text or null"),
    "external_id": (_opt(lambda v: isinstance(v, str)), "text or null"),
    "importance": (lambda v: _is_number(v) and 0 <= v <= 1, "a number between 0 and 1"),
    "confidence": (lambda v: _is_number(v) and 0 <= v <= 1, "a number between 0 and 1"),
    "decay_days": (_opt(lambda v: _is_int(v) and v >= 0), "a whole number of days or null"),
    "access_count": (lambda v: _is_int(v) and v >= 0, "a whole number"),
    "restated_count": (lambda v: _is_int(v) and v >= 0, "a whole number"),
    "superseded_by": (_opt(lambda v: isinstance(v, str)), "a memory uid or null"),
    "status_reason": (_opt(lambda v: isinstance(v, str)), "text or null"),
    "risk_tier": (lambda v: isinstance(v, str) and bool(v), "non-empty text"),
    "meta": (lambda v: isinstance(v, dict), "an object"),
    "pinned": (lambda v: isinstance(v, bool) or v in (0, 1), "true or false"),
    **{name: (_opt(_is_time), "an ISO-8601 time or null") for name in _TIME_FIELDS},
}


def _check_memories(records: Any, problems: _Problems) -> list[dict]:
    if not isinstance(records, list):
        problems.add("memories", "must be a list")
        return []
    clean, seen = [], set()
    for index, record in enumerate(records):
        where = f"memory {index}"
        if not isinstance(record, dict):
            problems.add(where, "must be an object")
            continue
        if isinstance(record.get("uid"), str):
            where = f"memory {index} ({record['uid'][:12]})"
        unknown = sorted(set(record) - set(MEMORY_FIELDS))
        if unknown:
            problems.add(where, f"unknown field {unknown[0]!r}")
        full = {**_MEMORY_DEFAULTS, **{k: v for k, v in record.items() if k in MEMORY_FIELDS}}
        for name in MEMORY_FIELDS:
            if name not in _MEMORY_RULES:
                continue  # a column this version does not know how to check travels as given
            if name not in full:
                problems.add(where, f"{name} is missing")
                continue
            rule, expected = _MEMORY_RULES[name]
            if not rule(full[name]):
                problems.add(where, f"{name} must be {expected}")
        if full.get("uid") in seen:
            problems.add(where, "uid appears twice in the backup")
        seen.add(full.get("uid"))
        full["pinned"] = bool(full.get("pinned"))
        clean.append(full)
    for index, record in enumerate(clean):
        target = record.get("superseded_by")
        if target is not None and target not in seen:
            problems.add(f"memory {index}", "superseded_by names a memory that is not in the backup")
    return clean


def _check_list(document: dict, key: str, problems: _Problems,
                check: Callable[[int, dict], None]) -> list[dict]:
    items = document.get(key, [])
    if not isinstance(items, list):
        problems.add(key, "must be a list")
        return []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            problems.add(f"{key} {index}", "must be an object")
        else:
            check(index, item)
    return [item for item in items if isinstance(item, dict)]


def _require(problems: _Problems, where: str, item: dict, rules: dict[str, tuple[Callable[[Any], bool], str]]) -> None:
    for name, (rule, expected) in rules.items():
        if not rule(item.get(name)):
            problems.add(where, f"{name} must be {expected}")


def check_document(document: Any) -> dict[str, Any]:
    """Validate a whole backup document; return a normalised copy ready to restore.

    Raises:
        ValidationError: listing up to 20 problems (record and field), nothing written.
    """
    problems = _Problems()
    if not isinstance(document, dict) or document.get("format") != BACKUP_FORMAT:
        raise ValidationError("this file is not a memdesk backup (no \"format\": \"memdesk-backup\"); "
                              "nothing was restored", code="invalid_backup")
    version = document.get("version")
    if not _is_int(version) or version < 1:
        raise ValidationError("the backup has no valid version number; nothing was restored", code="invalid_backup")
    if version > VERSION:
        raise ValidationError(f"the backup is format version {version}, newer than this memdesk reads ({VERSION}); "
                              "upgrade memdesk to restore it", code="unsupported_backup")
    agent = document.get("agent")
    if not isinstance(agent, dict) or not isinstance(agent.get("agent_id"), str) or not re.fullmatch(
            r"urn:memdesk:agent:[0-9a-f]{32}", agent.get("agent_id", "")):
        problems.add("agent", "agent_id must be urn:memdesk:agent:<32 hex>")
    elif not _is_time(agent.get("created_at")):
        problems.add("agent", "created_at must be an ISO-8601 time")
    memories = _check_memories(document.get("memories"), problems)
    uids = {m["uid"] for m in memories}
    text, stamp = (lambda v: isinstance(v, str), "text"), (_is_time, "an ISO-8601 time")
    known = (lambda v: v in uids, "a memory uid in the backup")

    def check_edge(index: int, edge: dict) -> None:
        _require(problems, f"edge {index}", edge, {
            "src": known, "dst": known, "type": (lambda v: v in EDGE_TYPES, f"one of {', '.join(EDGE_TYPES)}"),
            "weight": (lambda v: _is_number(v) and 0 < v <= 10, "a number in (0, 10]"), "actor": text,
            "created_at": stamp})
        if edge.get("src") == edge.get("dst"):
            problems.add(f"edge {index}", "links a memory to itself")

    def check_proposal(index: int, proposal: dict) -> None:
        _require(problems, f"proposal {index}", proposal, {
            "memory": known, "target": (_opt(lambda v: v in uids), "a memory uid in the backup or null"),
            "rule": text, "reason": text, "confidence": (_is_number, "a number"),
            "status": (lambda v: v in PROPOSAL_STATUSES, f"one of {', '.join(PROPOSAL_STATUSES)}"),
            "detail": (lambda v: isinstance(v, dict), "an object"), "created_at": stamp, "updated_at": stamp,
            "decided_by": (_opt(lambda v: isinstance(v, str)), "text or null")})

    def check_audit(index: int, entry: dict) -> None:
        snapshot = (_opt(lambda v: isinstance(v, dict)), "an object or null")
        _require(problems, f"audit {index}", entry, {
            "ts": stamp, "op": (_is_int, "a whole number"), "actor": text, "action": text,
            "memory": (_opt(lambda v: v in uids), "a memory uid in the backup or null"), "target": text,
            "before": snapshot, "after": snapshot, "reason": (_opt(lambda v: isinstance(v, str)), "text or null"),
            "undoable": (lambda v: isinstance(v, bool), "true or false"),
            "undone_by": (_opt(_is_int), "a whole number or null")})

    edges = _check_list(document, "edges", problems, check_edge)
    proposals = _check_list(document, "proposals", problems, check_proposal)
    audit = _check_list(document, "audit", problems, check_audit)
    generations = _check_generations(document, problems)
    guids = {g["uid"] for g in generations}
    is_generation = (lambda v: v in guids, "a generation uid in the backup")
    log_uids: set[str | None] = set()

    def check_log(index: int, entry: dict) -> None:
        _require(problems, f"migration_log {index}", entry, {
            "uid": (lambda v: isinstance(v, str) and bool(_UID.match(v)) and v not in log_uids, "a unique uid"),
            "ts": stamp, "actor": text, "action": (lambda v: v in LOG_ACTIONS, f"one of {', '.join(LOG_ACTIONS)}"),
            "generation": is_generation, "from_generation": (_opt(lambda v: v in guids), "a generation uid or null"),
            "forced": (lambda v: isinstance(v, bool), "true or false"),
            "reason": (_opt(lambda v: isinstance(v, str)), "text or null"),
            "detail": (lambda v: isinstance(v, dict), "an object")})
        log_uids.add(entry.get("uid"))

    log = _check_list(document, "migration_log", problems, check_log)
    problems.raise_if_any()
    return {**document, "memories": memories, "edges": edges, "proposals": proposals, "audit": audit,
            "generations": generations, "migration_log": log}


def _check_generations(document: dict, problems: _Problems) -> list[dict]:
    items = document.get("generations", [])
    if not isinstance(items, list):
        problems.add("generations", "must be a list")
        return []
    seen: set[str | None] = set()
    clean = []
    for index, item in enumerate(items):
        where = f"generation {index}"
        if not isinstance(item, dict):
            problems.add(where, "must be an object")
            continue
        _require(problems, where, item, {
            "uid": (lambda v: isinstance(v, str) and bool(_UID.match(v)) and v not in seen, "a unique uid"),
            "label": (lambda v: isinstance(v, str), "text"),
            "status": (lambda v: v in GENERATION_STATUSES, f"one of {', '.join(GENERATION_STATUSES)}"),
            "status_reason": (_opt(lambda v: isinstance(v, str)), "text or null"),
            "created_at": (_is_time, "an ISO-8601 time"),
            "sealed_at": (_opt(_is_time), "an ISO-8601 time or null"),
            "validated_at": (_opt(_is_time), "an ISO-8601 time or null"),
            "seal": (_opt(lambda v: isinstance(v, dict)), "an object or null"),
            "validation": (_opt(lambda v: isinstance(v, dict)), "an object or null"),
            "memories": (lambda v: isinstance(v, list) and all(
                isinstance(r, list) and len(r) == 4 and all(isinstance(x, str) for x in r) for r in v),
                "a list of [uid, content digest, state digest, status] rows"),
        })
        try:
            check_manifest(item.get("manifest"))
        except MemdeskError as exc:
            problems.add(where, f"manifest refused: {exc.message}")
        seen.add(item.get("uid"))
        clean.append(item)
    for index, item in enumerate(clean):
        if item.get("parent") is not None and item.get("parent") not in seen:
            problems.add(f"generation {index}", "parent names a generation that is not in the backup")
    if not problems.items and generation_order(clean) is None:
        problems.add("generations", "parents form a cycle")
    return clean


def generation_order(generations: list[dict]) -> list[dict] | None:
    """Generations ordered parents first (``None`` when parents form a cycle)."""
    placed: set[str] = set()
    ordered: list[dict] = []
    pending = list(generations)
    while pending:
        ready = [g for g in pending if g.get("parent") is None or g["parent"] in placed]
        if not ready:
            return None
        for g in ready:
            placed.add(g["uid"])
            ordered.append(g)
        pending = [g for g in pending if g["uid"] not in placed]
    return ordered
