"""A jñāpakaṁ backup (the JSON ``GET /backup`` returns, protocol 0.1 to 0.4).

What maps:
- ``memories``: ``raw_text`` is the content (``summary`` when empty), ``summary``
  the summary, ``topics`` the tags, ``kind``/``namespace``/``importance``/
  ``event_time`` as they are (``created_at`` stands in for a missing event time).
- status: ``archived = 1`` → archived; a ``superseded_by`` pointer → superseded
  (the chain becomes ``supersedes`` links); otherwise the memory was live → promoted.
- ``connections`` (``{linked_to | to_id, relationship}``) → ``related_to`` links;
  the relationship sentence stays in ``meta``.
- ``consolidations`` → one memory each (kind ``insight``: the insight, with the
  consolidation summary as summary), ``derived_from`` every source memory.

What does not: ``entities`` (kept in ``meta``), ``consolidated`` and access
counters, and the continuity record (agent id, generations, migrations, artifact
digests, soul files): memdesk keeps its own identity and lineage, so those are
reported, never merged.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.interop.records import ImportRecord, SourceBatch, clip_summary, external_id_for, time_text, usable_tags
from core.text.normalise import normalise_namespace

KIND = "jnaapakam"
_CONTINUITY = ("generations", "migrations", "artifacts")


def read(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read a jñāpakaṁ backup; ``namespace`` keeps only that namespace's memories.

    Raises:
        ValidationError: the file is missing, not JSON, or not a jñāpakaṁ backup.
    """
    path = Path(path).expanduser()
    data = load_json(path, "jñāpakaṁ backup")
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise ValidationError(f"{path} is not a jñāpakaṁ backup (no `memories` list)", code="not_a_backup")
    batch = SourceBatch(kind=KIND, path=str(path))
    wanted = None if namespace is None else normalise_namespace(namespace)
    by_id: dict[str, str] = {}
    for index, row in enumerate(data["memories"]):
        where = f"memories[{index}]"
        if not isinstance(row, dict) or row.get("id") is None:
            batch.skip(where, "not a memory object with an id")
            continue
        by_id[str(row["id"])] = str(row.get("namespace") or "")
        if wanted is not None and str(row.get("namespace") or "") != wanted:
            continue
        batch.records.append(_memory(row, where, batch))
    for index, row in enumerate(data.get("consolidations") or []):
        record = _consolidation(row, f"consolidations[{index}]", batch, by_id)
        if record is not None and (wanted is None or record.namespace == wanted):
            batch.records.append(record)
    _note_continuity(data, batch)
    return batch


def load_json(path: Path, what: str) -> Any:
    """Parse a JSON file, with errors that name the file and the fix."""
    if not path.is_file():
        raise ValidationError(f"{path} is not a file; give the {what} JSON file", code="not_found")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ValidationError(f"{path} is not UTF-8 text", code="not_utf8") from None
    except json.JSONDecodeError as exc:
        raise ValidationError(f"{path} is not valid JSON ({exc.msg} at line {exc.lineno}); is it a {what}?",
                              code="invalid_json") from None


def _json_list(value: Any, batch: SourceBatch, where: str, field: str) -> list:
    """jñāpakaṁ exports its JSON columns as text; accept text or lists."""
    if value in (None, ""):
        return []
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            batch.note(f"{where}: {field} is not valid JSON; left out")
            return []
    if not isinstance(value, list):
        batch.note(f"{where}: {field} is not a list; left out")
        return []
    return value


def _memory(row: dict, where: str, batch: SourceBatch) -> ImportRecord:
    key = str(row["id"])
    raw_text = str(row.get("raw_text") or "").strip()
    summary = str(row.get("summary") or "").strip()
    if row.get("archived"):
        status = "archived"
    elif row.get("superseded_by") is not None:
        status = "superseded"
    else:
        status = "promoted"
    links, relationships = [], []
    for link in _json_list(row.get("connections"), batch, where, "connections"):
        if not isinstance(link, dict):
            continue
        other = link.get("linked_to", link.get("to_id"))
        if link.get("to_id") is not None and str(link.get("from_id")) not in (key, "None"):
            continue  # a 0.1 pair stored on both ends: keep the direction it was written in
        if other is not None:
            links.append(("related_to", str(other), 1.0))
            relationships.append({"to": str(other), "relationship": link.get("relationship")})
    tags = usable_tags(_json_list(row.get("topics"), batch, where, "topics"), batch, where)
    meta = {KIND: {
        "id": row["id"], "source": row.get("source") or None,
        "entities": _json_list(row.get("entities"), batch, where, "entities"),
        "connections": relationships, "consolidated": bool(row.get("consolidated")),
    }}
    return ImportRecord(
        key=key, where=f"{where} (#{key})", content=raw_text or summary,
        summary=clip_summary(summary, batch, where) if raw_text and summary != raw_text else None,
        status=status, kind=row.get("kind") or "factual", namespace=str(row.get("namespace") or ""),
        tags=tags, importance=row.get("importance"), source=f"import:{KIND}",
        event_time=time_text(row.get("event_time") or row.get("created_at")),
        external_id=external_id_for(KIND, key), valid_to=time_text(row.get("valid_to")),
        superseded_by=str(row["superseded_by"]) if row.get("superseded_by") is not None else None,
        links=links, meta=meta,
    )


def _consolidation(row: Any, where: str, batch: SourceBatch, namespaces: dict[str, str]) -> ImportRecord | None:
    if not isinstance(row, dict) or not (row.get("insight") or row.get("summary")):
        batch.skip(where, "a consolidation needs an insight or a summary")
        return None
    sources = [str(i) for i in _json_list(row.get("source_ids"), batch, where, "source_ids")]
    in_scope = [namespaces[s] for s in sources if s in namespaces]
    namespace = in_scope[0] if in_scope else ""
    if len(set(in_scope)) > 1:
        batch.note(f"{where}: its sources span namespaces; links outside {namespace or 'the shared one'!r} dropped")
    key = f"consolidation:{row.get('id', where)}"
    return ImportRecord(
        key=key, where=where, content=str(row.get("insight") or row.get("summary")).strip(),
        summary=clip_summary(row.get("summary"), batch, where) if row.get("insight") else None,
        status="promoted", kind="insight", namespace=namespace, source=f"import:{KIND}",
        event_time=time_text(row.get("created_at")), external_id=external_id_for(KIND, key),
        links=[("derived_from", s, 1.0) for s in sources if namespaces.get(s) == namespace],
        meta={KIND: {"consolidation": row.get("id"), "source_ids": sources}},
    )


def _note_continuity(data: dict, batch: SourceBatch) -> None:
    if data.get("agent_id"):
        batch.note(f"agent id {data['agent_id']} not adopted: memdesk keeps its own permanent agent id")
    for field in _CONTINUITY:
        items = data.get(field) or []
        if items:
            batch.note(f"{len(items)} {field} not imported: jñāpakaṁ's lineage is not memdesk's "
                       "(record generations with `memdesk generation create`)")
    if data.get("soul_files"):
        batch.note("soul_files not imported: keep SOUL.md / IDENTITY.md as files and pass --soul-dir to "
                   "`memdesk context`")
    for field in ("corpus_digest", "corpus_state_digest"):
        if data.get(field):
            batch.note(f"{field} not carried over: memdesk computes its own digests when a generation is sealed")
