"""Backup and restore: one versioned JSON document that carries an agent from store to store.

The document holds the identity, every memory (keyed by ``uid``), links, review
envelopes, history, generations with their seals and the migration log. Every
cross-reference inside it is a ``uid``, never a row id, so a restore can renumber
every row and the corpus digests still match.

Restore checks the whole document before writing anything (:mod:`core.interop.backup.check`),
then writes in one transaction: all or nothing. A fresh store adopts the backup's
identity; a store that already belongs to another agent refuses it; restoring an
agent's own backup again adds only what is missing (memories, generations and log
entries are matched by uid), so nothing is duplicated.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from core.errors import RefusedError, ValidationError
from core.interop.backup.check import AUDIT_ID_KEYS, MEMORY_FIELDS, VERSION, check_document, generation_order
from core.model.records import Actor, Memory
from core.model.vocabulary import BACKUP_FORMAT
from core.text.normalise import content_hash


def _memory_record(memory: Memory, uid_of: dict[int, str]) -> dict[str, Any]:
    record = {name: getattr(memory, name) for name in MEMORY_FIELDS}
    record["superseded_by"] = uid_of.get(memory.superseded_by) if memory.superseded_by is not None else None
    return record


def _map_ids(values: dict | None, mapping: dict) -> dict | None:
    """Translate the id-valued keys of an audit before/after snapshot through ``mapping``."""
    if not values:
        return values
    return {k: (mapping.get(v) if k in AUDIT_ID_KEYS and v is not None else v) for k, v in values.items()}


def build_document(store, *, created_at: str, version: str) -> dict[str, Any]:
    """The backup document for the whole store (call inside a read snapshot).

    Args:
        created_at: when the backup is taken (ISO time).
        version: the memdesk version writing it (informational).
    """
    memories = store.memories.list(limit=None, newest_first=False)
    uid_of = {m.id: m.uid for m in memories}
    generations = store.generations.list()
    guid_of = {g.id: g.uid for g in generations}
    agent = store.agent_row() or {}
    audit = []
    for entry in store.transfer.all_audit():
        audit.append({
            "ts": entry.ts, "op": entry.op, "actor": entry.actor, "action": entry.action,
            "memory": uid_of.get(entry.memory_id) if entry.memory_id is not None else None,
            "target": entry.target, "before": _map_ids(entry.before, uid_of), "after": _map_ids(entry.after, uid_of),
            "reason": entry.reason, "undoable": entry.undoable, "undone_by": entry.undone_by,
        })
    return {
        "format": BACKUP_FORMAT,
        "version": VERSION,
        "created_at": created_at,
        "memdesk": version,
        "agent": {"agent_id": agent.get("agent_id"), "name": agent.get("name"), "created_at": agent.get("created_at")},
        "memories": [_memory_record(m, uid_of) for m in memories],
        "edges": [
            {"src": uid_of[e.src], "dst": uid_of[e.dst], "type": e.type, "weight": e.weight, "actor": e.actor,
             "created_at": e.created_at}
            for e in store.generations.corpus_edges()
        ],
        "proposals": [
            {"memory": uid_of[p.memory_id], "target": uid_of.get(p.target_id) if p.target_id is not None else None,
             "rule": p.rule, "reason": p.reason, "confidence": p.confidence, "status": p.status, "detail": p.detail,
             "created_at": p.created_at, "updated_at": p.updated_at, "decided_by": p.decided_by}
            for p in store.transfer.all_proposals()
        ],
        "audit": audit,
        "generations": [
            {"uid": g.uid, "parent": guid_of.get(g.parent_id) if g.parent_id is not None else None,
             "label": g.label, "manifest": g.manifest, "status": g.status, "status_reason": g.status_reason,
             "created_at": g.created_at, "sealed_at": g.sealed_at, "seal": g.seal, "validated_at": g.validated_at,
             "validation": g.validation,
             "memories": [[uid, *row] for uid, row in sorted(store.generations.memory_digests(g.id).items())]}
            for g in generations
        ],
        "migration_log": [
            {"uid": e.uid, "ts": e.ts, "actor": e.actor, "action": e.action, "generation": guid_of[e.generation_id],
             "from_generation": guid_of.get(e.from_generation) if e.from_generation is not None else None,
             "forced": e.forced, "reason": e.reason, "detail": e.detail}
            for e in store.generations.log()
        ],
    }


def render_document(document: dict[str, Any]) -> str:
    """The document as JSON text with one record per line: greppable, diffable, and fast to
    write (the C encoder; an indented dump goes through the slow pure-Python path)."""
    parts = []
    for key, value in document.items():
        if isinstance(value, list) and value:
            text = "[\n" + ",\n".join("  " + json.dumps(item, ensure_ascii=False) for item in value) + "\n ]"
        else:
            text = json.dumps(value, ensure_ascii=False)
        parts.append(f" {json.dumps(key)}: {text}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def write_document(document: dict[str, Any], path: str | os.PathLike, *, overwrite: bool = False) -> Path:
    """Write a backup document atomically (temp file + rename), readable by its owner only.

    Raises:
        RefusedError: the file exists and ``overwrite`` is false.
        ValidationError: the folder cannot be written.
    """
    target = Path(path)
    if target.exists() and not overwrite:
        raise RefusedError(f"{target} already exists; pass --force to replace it, or choose another name",
                           code="backup_exists")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(render_document(document))
                out.flush()
                os.fsync(out.fileno())
            os.chmod(temp_name, 0o600)
            os.replace(temp_name, target)
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise ValidationError(f"cannot write the backup to {target}: {exc.strerror}",
                              code="backup_unwritable") from None
    return target


def read_document(path: str | os.PathLike) -> dict[str, Any]:
    """Read a backup file as JSON (checking its content is :func:`restore_document`'s job).

    Raises:
        ValidationError: the file cannot be read or is not JSON.
    """
    source = Path(path)
    try:
        # O_NONBLOCK: opening a FIFO (or a device) must not wait for a writer; fstat then refuses
        # anything that is not a regular file before a single byte is read.
        fd = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise ValidationError(f"{source} is not a regular file (a pipe, device or folder); give the "
                                      "backup file itself. Nothing was restored", code="backup_not_a_file")
            handle = os.fdopen(fd, encoding="utf-8")
        except BaseException:
            os.close(fd)
            raise
        with handle:
            return json.load(handle)
    except FileNotFoundError:
        raise ValidationError(f"no backup file at {source}", code="backup_unreadable") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ValidationError(f"cannot read {source}: {exc}", code="backup_unreadable") from None
    except json.JSONDecodeError as exc:
        raise ValidationError(f"{source} is not JSON (line {exc.lineno}: {exc.msg}); nothing was restored",
                              code="invalid_backup") from None
    except RecursionError:
        raise ValidationError(f"{source} nests JSON too deeply to be a memdesk backup; nothing was restored",
                              code="invalid_backup") from None


def restore_document(store, document: Any, actor: Actor) -> dict[str, Any]:
    """Restore a backup document into the store (inside the caller's write transaction).

    Returns:
        ``{"restored": memories written, "agent_id", "adopted_identity", "added": {table: n},
        "skipped": {table: n}}``.

    Raises:
        ValidationError: the document breaks a rule (every problem listed; nothing written).
        RefusedError: the store belongs to another agent.
    """
    document = check_document(document)
    agent_id = document["agent"]["agent_id"]
    own = (store.agent_row() or {}).get("agent_id")
    counts = store.transfer.counts()
    adopt = agent_id != own
    if adopt and any(counts.values()):
        used = "its own lineage" if counts["generations"] or counts["migration_log"] else "its own memories"
        raise RefusedError(
            f"this store belongs to agent {own} and already holds {used}; the backup is agent {agent_id}'s. "
            "Restore it into a fresh store instead (memdesk --db NEW.db restore-backup FILE)",
            code="foreign_agent",
        )
    added = {"memories": 0, "edges": 0, "proposals": 0, "audit": 0, "generations": 0, "migration_log": 0}
    skipped = {"memories": 0, "generations": 0, "migration_log": 0}

    ids: dict[str, int] = {}
    new_uids: set[str] = set()
    for record in document["memories"]:
        existing = store.memories.get_by_uid(record["uid"])
        if existing is not None:
            ids[record["uid"]] = existing.id
            skipped["memories"] += 1
            continue
        fields = {k: v for k, v in record.items() if k != "superseded_by"}
        fields["content_hash"] = content_hash(record["content"])
        ids[record["uid"]] = store.memories.insert(fields)
        new_uids.add(record["uid"])
        added["memories"] += 1
    for record in document["memories"]:
        if record["uid"] in new_uids and record.get("superseded_by") is not None:
            store.memories.update(ids[record["uid"]], {"superseded_by": ids[record["superseded_by"]]})

    for edge in document["edges"]:
        if edge["src"] in new_uids or edge["dst"] in new_uids:
            if store.edges.insert(src=ids[edge["src"]], dst=ids[edge["dst"]], type=edge["type"],
                                  weight=edge["weight"], actor=edge["actor"], ts=edge["created_at"]) is not None:
                added["edges"] += 1
    for proposal in document["proposals"]:
        if proposal["memory"] in new_uids or proposal["target"] in new_uids:
            store.transfer.insert_proposal({**proposal, "memory_id": ids[proposal["memory"]],
                                            "target_id": ids.get(proposal["target"]) if proposal["target"] else None})
            added["proposals"] += 1
    op_offset = store.transfer.max_op()
    for entry in document["audit"]:
        # History of memories this restore adds; store-level rows only come with a whole store.
        if entry["memory"] in new_uids or (entry["memory"] is None and adopt):
            memory_id = ids.get(entry["memory"]) if entry["memory"] else None
            store.transfer.insert_audit({
                **entry, "op": entry["op"] + op_offset, "memory_id": memory_id,
                "target_id": memory_id if entry["target"] == "memory" else None,
                "before": _map_ids(entry["before"], ids), "after": _map_ids(entry["after"], ids),
                # Undo never reaches back across a restore: old history is for reading.
                "undoable": False,
                "undone_by": entry["undone_by"] + op_offset if entry["undone_by"] is not None else None,
            })
            added["audit"] += 1

    generation_ids: dict[str, int] = {}
    for record in generation_order(document["generations"]) or []:  # checked: the parents form no cycle
        existing = store.generations.get_by_uid(record["uid"])
        if existing is not None:
            generation_ids[record["uid"]] = existing.id
            skipped["generations"] += 1
            continue
        new_id = store.generations.insert(
            uid=record["uid"], parent_id=generation_ids.get(record["parent"]) if record["parent"] else None,
            label=record["label"], manifest=record["manifest"], created_at=record["created_at"],
            status=record["status"], status_reason=record["status_reason"], sealed_at=record["sealed_at"],
            seal=record["seal"], validated_at=record["validated_at"], validation=record["validation"],
        )
        store.generations.replace_memory_digests(new_id, [tuple(row) for row in record["memories"]])
        generation_ids[record["uid"]] = new_id
        added["generations"] += 1
    known_log = store.generations.log_uids()
    for entry in document["migration_log"]:
        if entry["uid"] in known_log:
            skipped["migration_log"] += 1
            continue
        store.generations.log_append(
            uid=entry["uid"], ts=entry["ts"], actor=entry["actor"], action=entry["action"],
            generation_id=generation_ids[entry["generation"]],
            from_generation=generation_ids.get(entry["from_generation"]) if entry["from_generation"] else None,
            forced=entry["forced"], reason=entry["reason"], detail=entry["detail"],
        )
        added["migration_log"] += 1

    if adopt:
        agent = document["agent"]
        store.transfer.adopt_agent(agent_id=agent_id, name=agent.get("name"), created_at=agent["created_at"])
    store.audit.record(
        ts=actor.ts, op=store.audit.next_op(), actor=actor.name, action="restore_backup", memory_id=None,
        target="store", after={"added": added, "skipped": skipped, "agent_id": agent_id, "adopted": adopt},
        undoable=False,
    )
    return {"restored": added["memories"], "agent_id": agent_id, "adopted_identity": adopt,
            "added": added, "skipped": skipped}
