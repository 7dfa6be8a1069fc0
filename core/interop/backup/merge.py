"""A memdesk backup (``memdesk backup FILE``) merged into this store as reviewable memories.

``restore-backup`` moves a whole agent (identity, history, proposals, generations);
this importer only takes its memories and their links into a store that may already
have its own, matched by ``uid`` so a second run adds nothing. The document is
checked whole by the same rules restore uses before anything is read out of it.
Memories land pending unless ``--promote`` (then their recorded statuses apply);
review envelopes, audit history, generations, the migration log, the agent id and
access counts stay behind, and the report says how many of each.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from core.interop.backup.check import check_document
from core.interop.backup.document import read_document
from core.interop.records import ImportRecord, SourceBatch, usable_tags
from core.text.normalise import normalise_namespace

KIND = "backup"
_LEFT_BEHIND = {
    "proposals": "review proposals", "audit": "audit rows", "generations": "generations",
    "migration_log": "migration log entries",
}


def read(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read a memdesk backup's memories and links; ``namespace`` keeps only that namespace.

    Raises:
        ValidationError: the file is not a valid memdesk backup (every problem listed).
    """
    path = Path(path).expanduser()
    document = check_document(read_document(path))
    batch = SourceBatch(kind=KIND, path=str(path))
    wanted = None if namespace is None else normalise_namespace(namespace)
    links: dict[str, list[tuple[str, str, float]]] = {}
    for edge in document["edges"]:
        links.setdefault(edge["src"], []).append((edge["type"], edge["dst"], float(edge["weight"])))
    for index, memory in enumerate(document["memories"]):
        if wanted is not None and memory["namespace"] != wanted:
            continue
        where = f"memories[{index}] ({memory['uid'][:12]})"
        batch.records.append(ImportRecord(
            key=memory["uid"], uid=memory["uid"], where=where, content=memory["content"], status=memory["status"],
            kind=memory["kind"], namespace=memory["namespace"], tags=usable_tags(memory["tags"], batch, where),
            refs=memory["refs"], level=memory["level"], importance=memory["importance"],
            confidence=memory["confidence"], summary=memory["summary"] or None, event_time=memory["event_time"],
            session=memory["session"], source=memory["source"], external_id=memory["external_id"],
            decay_days=memory["decay_days"], meta=memory["meta"], superseded_by=memory["superseded_by"],
            links=links.get(memory["uid"], []), created_at=memory["created_at"], valid_from=memory["valid_from"],
            valid_to=memory["valid_to"], last_verified=memory["last_verified"], risk_tier=memory["risk_tier"],
            pinned=bool(memory["pinned"]), status_reason=memory["status_reason"],
        ))
    for key, label in _LEFT_BEHIND.items():
        if document.get(key):
            batch.note(f"{len(document[key])} {label} not imported: `memdesk restore-backup` into a fresh "
                       "store carries a whole agent")
    agent = (document.get("agent") or {}).get("agent_id")
    if agent:
        batch.note(f"agent id {agent} not adopted: this store keeps its own identity")
    if any(m.get("access_count") for m in document["memories"]):
        batch.note("access counts not carried over: recall frequency starts again in this store")
    return batch
