"""Engram's registry: the YAML front matter of ``memory.md`` (schema ``memory.v1``).

The front matter is Engram's source of truth (``items``: ``id``, ``fact``, ``kind``,
``source``, ``confidence``, ``learned_by``, ``learned_at``, ``last_verified``,
``decay`` such as ``180d``, ``status``, ``risk_tier``, ``dest``); the body below it
is generated, so it is not read.

What maps: fact → content, kind (``people`` → ``person``), confidence, status
(Engram's statuses are memdesk's: pending, promoted, superseded, stale, rejected),
``learned_at`` → event time, ``last_verified``, ``decay`` → decay days, and a
``superseded_by`` id → a ``supersedes`` link. ``learned_by``, ``source``,
``risk_tier`` and ``dest`` stay in ``meta`` (memdesk derives risk from its own
``[risk]`` config). The review ``queue/``, ``memory-log.md`` and ``audit.jsonl``
beside it are not imported, and the report says so.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.interop.frontmatter import load_front_matter
from core.interop.records import SOURCE_STATUSES, ImportRecord, SourceBatch, external_id_for, time_text

KIND = "engram"
REGISTRY = "memory.md"
KIND_MAP = {"people": "person"}
_DECAY = re.compile(r"^\s*(\d+)\s*([dwmy]?)\s*$", re.IGNORECASE)
_DAYS_PER_UNIT = {"": 1, "d": 1, "w": 7, "m": 30, "y": 365}
_SIDE_FILES = ("memory-log.md", "audit.jsonl", "queue")


def read(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read Engram's ``memory.md`` (or the store folder holding it); ``namespace`` is the target.

    Raises:
        ValidationError: no ``memory.md``, no front matter, or front matter that is not Engram's.
    """
    path = Path(path).expanduser()
    registry = path / REGISTRY if path.is_dir() else path
    if not registry.is_file():
        raise ValidationError(f"{registry} does not exist; give Engram's memory.md or its store folder",
                              code="not_found")
    try:
        text = registry.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValidationError(f"{registry} is not UTF-8 text", code="not_utf8") from None
    front, _ = load_front_matter(text, str(registry))
    if front is None or not isinstance(front.get("items"), list):
        raise ValidationError(f"{registry} has no Engram registry (front matter with `items`)",
                              code="not_engram")
    batch = SourceBatch(kind=KIND, path=str(registry))
    if front.get("schema") not in (None, "memory.v1"):
        batch.note(f"schema {front.get('schema')!r} is newer than memory.v1; fields memdesk does not know "
                   "are kept in meta")
    for index, item in enumerate(front["items"]):
        record = _record(item, f"items[{index}]", batch, namespace or "")
        if record is not None:
            batch.records.append(record)
    for name in _SIDE_FILES:
        if (registry.parent / name).exists():
            batch.note(f"{name} beside memory.md not imported: it is Engram's history, not its registry")
    return batch


def decay_days(value: Any, batch: SourceBatch, where: str) -> int | None:
    """Engram's horizon (``180d``, ``26w``, ``6m``, ``1y``) in days; ``None`` means never."""
    if value in (None, "", "never", "none"):
        return None
    match = _DECAY.match(str(value))
    if not match:
        batch.note(f"{where}: decay {str(value)[:20]!r} not understood; memdesk's default for the kind applies")
        return None
    days = int(match.group(1)) * _DAYS_PER_UNIT[match.group(2).lower()]
    return days or None


def _record(item: Any, where: str, batch: SourceBatch, namespace: str) -> ImportRecord | None:
    if not isinstance(item, dict) or not item.get("fact"):
        batch.skip(where, "an Engram item needs a fact")
        return None
    key = str(item.get("id") or where)
    status = str(item.get("status") or "pending")
    if status not in SOURCE_STATUSES:
        batch.note(f"{where}: status {status!r} unknown; imported as pending")
        status = "pending"
    kind = str(item.get("kind") or "preference")
    extra = {k: v for k, v in item.items() if k not in {"id", "fact", "kind", "confidence", "status", "learned_at",
                                                        "last_verified", "decay", "superseded_by"}}
    return ImportRecord(
        key=key, where=f"{where} ({key})", content=str(item["fact"]).strip(), status=status,
        kind=KIND_MAP.get(kind, kind), namespace=namespace, confidence=item.get("confidence"),
        event_time=time_text(item.get("learned_at")), last_verified=time_text(item.get("last_verified")),
        decay_days=decay_days(item.get("decay"), batch, where), source=f"import:{KIND}",
        external_id=external_id_for(KIND, key),
        superseded_by=str(item["superseded_by"]) if item.get("superseded_by") else None,
        meta={KIND: {"id": key, **{k: time_text(v) if hasattr(v, "isoformat") else v for k, v in extra.items()}}},
    )
