"""mneme's SQLite database (``tokenmem.db``), opened read-only.

What maps:
- ``category`` → kind (``people`` → ``person``, ``general`` → ``note``, the rest by name);
- ``memory_level`` → level (``meta_knowledge``/``semi_abstract``/``concrete_trace`` →
  ``meta``/``semi``/``trace``); ``importance`` 1–10 → 0.1–1.0; ``tags``; ``summary``;
- ``event_time`` (or ``created_at``) → event time; ``source_id`` → session;
- status: ``superseded_by`` set → superseded (the chain becomes ``supersedes``
  links); soft-deleted (``deleted_at``) → archived; a ``working``/``short_term``
  memory past ``expires_at`` → stale; anything else → promoted;
- ``memory_type = permanent`` → pinned (no decay); ``compressed_from`` →
  ``derived_from`` links.

What does not: the layer TTLs of ``working``/``short_term`` (kept in ``meta``),
``prior_versions`` (kept in ``meta``), ``emotional_impact``, ``decay_score``,
access counters, embeddings, and the ``conversations``, ``goals``, ``episodes`` and
``search_misses`` tables — each reported with a count.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.clock import format_time
from core.interop.records import ImportRecord, SourceBatch, clip_summary, external_id_for, time_text, usable_tags
from core.storage.foreign import mneme_memories, open_read_only, table_count

KIND = "mneme"
CATEGORY_TO_KIND = {
    "general": "note", "people": "person", "project": "project", "decision": "decision", "feedback": "feedback",
    "bug": "bug", "relationship": "relationship", "skill": "skill", "preference": "preference",
}
_OTHER_TABLES = ("conversations", "goals", "episodes", "search_misses")


def read(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read mneme's memories into records (``namespace`` is the target; mneme has none).

    Raises:
        ValidationError: the file is missing or not a mneme database.
    """
    path = Path(path).expanduser()
    conn = open_read_only(path)
    try:
        rows = mneme_memories(conn)
        others = {table: table_count(conn, table) for table in _OTHER_TABLES}
    finally:
        conn.close()
    batch = SourceBatch(kind=KIND, path=str(path))
    now_text = format_time(now or datetime.now(UTC))
    rowid_of = {str(row.get("id")): str(row["_rowid"]) for row in rows}
    for row in rows:
        batch.records.append(_record(row, batch, namespace or "", now_text, rowid_of))
    if rows:
        batch.note("decay_score, emotional_impact, access counts and embeddings are not carried over: "
                   "memdesk ranks with its own signals")
    for table, count in others.items():
        if count:
            batch.note(f"{count} rows of mneme's {table} table not imported: memdesk stores memories only")
    return batch


def _json(value: Any, default: Any) -> Any:
    if value in (None, ""):
        return default
    if isinstance(value, str):
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return default
    return value


def _record(row: dict, batch: SourceBatch, namespace: str, now_text: str, rowid_of: dict[str, str]) -> ImportRecord:
    key = str(row["_rowid"])
    where = f"memories rowid {key}"
    category = str(row.get("category") or "general")
    kind = CATEGORY_TO_KIND.get(category)
    if kind is None:
        batch.note(f"{where}: category {category!r} has no memdesk kind; imported as a note")
    superseder = row.get("superseded_by")
    superseded_by = rowid_of.get(str(superseder), str(superseder)) if superseder not in (None, "") else None
    memory_type = str(row.get("memory_type") or "")
    expires = time_text(row.get("expires_at"))
    if superseded_by:
        status = "superseded"
    elif row.get("deleted_at") is not None:
        status = "archived"
    elif memory_type in ("working", "short_term") and expires and expires < now_text:
        status = "stale"
    else:
        status = "promoted"
    if memory_type in ("working", "short_term"):
        batch.note(f"mneme's {memory_type} layer expiry is not a memdesk horizon; kept in meta.mneme.expires_at")
    priors = _json(row.get("prior_versions"), [])
    if priors:
        batch.note(f"{where}: {len(priors)} prior versions kept in meta.mneme.prior_versions, not as memories")
    importance = row.get("importance")
    return ImportRecord(
        key=key, where=where, content=str(row.get("content") or "").strip(), status=status,
        kind=kind or "note", namespace=namespace, level=row.get("memory_level"),
        importance=max(0.0, min(1.0, float(importance) / 10.0)) if isinstance(importance, (int, float)) else None,
        summary=clip_summary(row.get("summary"), batch, where) if row.get("summary") else None,
        tags=usable_tags(_json(row.get("tags"), []) or [], batch, where),
        event_time=time_text(row.get("event_time") or row.get("created_at")),
        session=str(row["source_id"]) if row.get("source_id") else None, source=f"import:{KIND}",
        external_id=external_id_for(KIND, str(row.get("id") or key)), superseded_by=superseded_by,
        pinned=memory_type == "permanent",
        links=[("derived_from", str(source), 1.0) for source in _json(row.get("compressed_from"), []) or []],
        meta={KIND: {
            "id": row.get("id"), "rowid": row["_rowid"], "memory_type": memory_type or None,
            "category": category, "source": row.get("source"), "source_platform": row.get("source_platform"),
            "emotional_impact": row.get("emotional_impact"), "expires_at": expires,
            "deleted_at": time_text(row.get("deleted_at")), "prior_versions": priors,
            "metadata": _json(row.get("metadata"), {}),
        }},
    )
