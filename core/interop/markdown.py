"""memdesk's Markdown registry: one git-diffable file per namespace, and reading it back.

Each file is YAML front matter (every memory of the namespace with its metadata,
links and times — the part ``memdesk import`` reads) followed by a generated body
that lists the same memories grouped by kind for people. Order is stable (creation
time, then uid), memories and links are named by ``uid`` (row ids differ between
stores), and nothing that changes on a mere read is written (access counts, last
access), so re-exporting an unchanged store rewrites identical bytes, a store
rebuilt from the registry exports the same bytes, and a real change is a small diff.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.interop.files import write_text_atomic
from core.interop.frontmatter import dump_front_matter, load_front_matter
from core.interop.records import SOURCE_STATUSES, ImportRecord, SourceBatch, time_text, usable_tags
from core.model.records import Memory
from core.text.normalise import normalise_namespace
from core.text.secrets import find_secret_in_fields
from core.text.visible import visible

FORMAT = "memdesk-registry/1"
SHARED_FILE = "_shared.md"
BODY_NOTE = ("<!-- Generated from the front matter by `memdesk export --markdown`. `memdesk import` reads "
             "the front matter only: edit that, not this list. -->")
# Fields written only when they hold something, in this order.
_OPTIONAL = ("summary", "tags", "refs", "links", "session", "external_id", "decay_days", "event_time",
             "valid_from", "valid_to", "last_verified", "superseded_by", "status_reason", "meta")


def file_name(namespace: str) -> str:
    """The registry file of a namespace (``_shared.md`` for the shared one; ``:`` is encoded)."""
    return f"{namespace.replace(':', '%3a')}.md" if namespace else SHARED_FILE


def _entry(memory: Memory, uid_of: dict[int, str], outgoing: list) -> dict[str, Any]:
    values: dict[str, Any] = {
        "summary": memory.summary,
        "tags": list(memory.tags),
        "refs": [dict(r) for r in memory.refs],
        "links": [_link_entry(edge, uid_of) for edge in outgoing],
        "session": memory.session,
        "external_id": memory.external_id,
        "decay_days": memory.decay_days,
        "event_time": memory.event_time,
        "valid_from": memory.valid_from,
        "valid_to": memory.valid_to,
        "last_verified": memory.last_verified,
        "superseded_by": uid_of.get(memory.superseded_by) if memory.superseded_by else None,
        "status_reason": memory.status_reason,
        "meta": dict(sorted(memory.meta.items())),
    }
    entry: dict[str, Any] = {
        "uid": memory.uid, "kind": memory.kind, "status": memory.status, "level": memory.level,
        "content": memory.content, "source": memory.source, "importance": memory.importance,
        "confidence": memory.confidence, "risk_tier": memory.risk_tier, "created_at": memory.created_at,
    }
    if memory.pinned:
        entry["pinned"] = True
    entry.update({key: values[key] for key in _OPTIONAL if values[key] not in (None, "", [], {})})
    return entry


def _link_entry(edge, uid_of: dict[int, str]) -> dict[str, Any]:
    link: dict[str, Any] = {"type": edge.type, "to": uid_of.get(edge.dst, f"#{edge.dst}")}
    if edge.weight != 1.0:
        link["weight"] = edge.weight
    return link


def render_registry(namespace: str, entries: list[dict[str, Any]]) -> str:
    """The whole file for one namespace: front matter, then the body generated from it."""
    front = dump_front_matter({"format": FORMAT, "namespace": namespace, "memories": entries})
    return front + "\n" + render_body(namespace, entries)


def render_body(namespace: str, entries: list[dict[str, Any]]) -> str:
    """The readable list: one section per kind, one line per memory with its status."""
    scope = f"namespace `{namespace}`" if namespace else "the shared namespace"
    lines = [f"# memdesk registry: {scope}", "", BODY_NOTE]
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        by_kind.setdefault(str(entry.get("kind")), []).append(entry)
    for kind in sorted(by_kind):
        lines += ["", f"## {kind}", ""]
        for entry in by_kind[kind]:
            text = visible(" ".join(str(entry.get("content", "")).split()))
            tags = " ".join(f"`{t}`" for t in entry.get("tags", []))
            lines.append(f"- **{entry.get('status')}** {text}" + (f" {tags}" if tags else "")
                         + f" <sub>{str(entry.get('uid'))[:8]}</sub>")
    if not entries:
        lines += ["", "_No memories._"]
    return "\n".join(lines) + "\n"


def export_registry(store, directory: Path, *, namespace: str | None = None,
                    include_secrets: bool = False) -> dict[str, Any]:
    """Write one registry file per namespace into ``directory`` (created if needed).

    With ``namespace`` only that namespace's file is written. A registry file this
    tree held for a namespace that no longer has memories is removed, so importing
    the tree never brings back what the store no longer has. The registry is made to
    be committed, so a memory whose text looks like a credential (staged with
    ``--force``) is left out unless ``include_secrets``; the result counts them.

    Returns:
        ``{"directory", "files": [{"path", "namespace", "memories", "changed", "withheld"}],
        "removed": [paths], "withheld": n}``.

    Raises:
        ValidationError: ``directory`` exists and is not a directory.
    """
    directory = Path(directory)
    if directory.exists() and not directory.is_dir():
        raise ValidationError(f"{directory} is a file; export --markdown needs a directory", code="not_a_directory")
    directory.mkdir(parents=True, exist_ok=True)
    with store.snapshot():
        namespaces = [normalise_namespace(namespace)] if namespace is not None else store.memories.namespaces()
        written = [_export_one(store, directory, ns, include_secrets) for ns in namespaces]
    removed = [] if namespace is not None else _remove_stale(directory, {Path(f["path"]).name for f in written})
    return {"directory": str(directory), "files": written, "removed": removed,
            "withheld": sum(f["withheld"] for f in written)}


def _looks_secret(memory: Memory) -> bool:
    return find_secret_in_fields(content=memory.content, summary=memory.summary, tags=memory.tags, refs=memory.refs,
                                 session=memory.session, external_id=memory.external_id,
                                 source=memory.source) is not None


def _export_one(store, directory: Path, namespace: str, include_secrets: bool) -> dict[str, Any]:
    memories = store.memories.list(namespace=namespace, limit=None, newest_first=False)
    memories.sort(key=lambda m: (m.created_at, m.uid))
    uid_of = {m.id: m.uid for m in memories}
    kept = memories if include_secrets else [m for m in memories if not _looks_secret(m)]
    entries = [_entry(m, uid_of, [e for e in store.edges.touching(m.id) if e.src == m.id]) for m in kept]
    path = directory / file_name(namespace)
    changed = write_text_atomic(path, render_registry(namespace, entries))
    return {"path": str(path), "namespace": namespace, "memories": len(entries), "changed": changed,
            "withheld": len(memories) - len(kept)}


def _remove_stale(directory: Path, keep: set[str]) -> list[str]:
    removed = []
    for path in sorted(directory.glob("*.md")):
        if path.name in keep:
            continue
        try:
            data, _ = load_front_matter(path.read_text(encoding="utf-8"), str(path))
        except (ValidationError, UnicodeDecodeError):
            continue
        if data and data.get("format") == FORMAT:
            os.remove(path)
            removed.append(str(path))
    return removed


# -- reading ------------------------------------------------------------------------


def read_registry(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read a registry directory (or one registry file) into a batch of exact records.

    Files without memdesk's front matter (a README beside the registry) are noted
    and left alone. ``namespace`` keeps only that namespace's memories.

    Raises:
        ValidationError: the path holds no registry file, or a file cannot be parsed.
    """
    path = Path(path)
    batch = SourceBatch(kind="markdown", path=str(path))
    files = sorted(path.glob("*.md")) if path.is_dir() else [path]
    if not path.exists():
        raise ValidationError(f"{path} does not exist; give the directory `memdesk export --markdown` wrote",
                              code="not_found")
    wanted = None if namespace is None else normalise_namespace(namespace)
    found = 0
    for file in files:
        data, body = load_front_matter(_read(file), str(file))
        if not data or data.get("format") != FORMAT:
            batch.note(f"{file.name}: not a memdesk registry file (no `format: {FORMAT}`); left alone")
            continue
        found += 1
        ns = normalise_namespace(data.get("namespace") or "")
        entries = data.get("memories") or []
        if not isinstance(entries, list):
            raise ValidationError(f"{file}: `memories` must be a list", code="invalid_registry")
        if render_body(ns, entries) != body.lstrip("\n"):
            batch.note(f"{file.name}: the body differs from the front matter; the front matter was read "
                       "(the body is generated and edits to it are not imported)")
        if wanted is not None and ns != wanted:
            continue
        for index, entry in enumerate(entries):
            where = f"{file.name}:memories[{index}]"
            record = _record(entry, ns, where, batch)
            if record is not None:
                batch.records.append(record)
    if not found:
        raise ValidationError(f"no memdesk registry file in {path}; `memdesk export --markdown DIR` writes one",
                              code="not_a_registry")
    return batch


def _read(file: Path) -> str:
    try:
        return file.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValidationError(f"{file} is not UTF-8 text", code="invalid_registry") from None
    except OSError as exc:
        raise ValidationError(f"cannot read {file}: {exc.strerror}", code="unreadable") from None


# memdesk writes uuid4 hex; anything outside this shape (a path, a newline, markup) is refused.
_UID = re.compile(r"[A-Za-z0-9_-]{1,64}")

_KNOWN = {"uid", "kind", "status", "level", "content", "source", "importance", "confidence", "risk_tier",
          "created_at", "pinned", *_OPTIONAL}


def _record(entry: Any, namespace: str, where: str, batch: SourceBatch) -> ImportRecord | None:
    if not isinstance(entry, dict):
        batch.skip(where, "not a mapping of fields")
        return None
    uid, status = str(entry.get("uid") or "").strip(), entry.get("status")
    if not uid or "content" not in entry:
        batch.skip(where, "needs at least uid and content")
        return None
    if not _UID.fullmatch(uid):
        batch.skip(where, "the uid is not a memdesk uid (1–64 letters, digits, - or _)")
        return None
    if status not in SOURCE_STATUSES:
        batch.skip(where, f"unknown status {status!r}")
        return None
    unknown = sorted(set(entry) - _KNOWN)
    if unknown:
        batch.note(f"{where}: unknown fields {unknown} ignored")
    links = []
    for link in entry.get("links") or []:
        if isinstance(link, dict) and link.get("type") and link.get("to"):
            links.append((str(link["type"]), str(link["to"]), float(link.get("weight", 1.0))))
        else:
            batch.note(f"{where}: a link without type and target was ignored")
    meta = entry.get("meta") or {}
    return ImportRecord(
        key=uid, uid=uid, where=where, content=entry.get("content"), status=status, kind=entry.get("kind"),
        namespace=namespace, tags=usable_tags(entry.get("tags") or [], batch, where),
        refs=entry.get("refs") or [], level=entry.get("level"), importance=entry.get("importance"),
        confidence=entry.get("confidence"), summary=entry.get("summary"), event_time=time_text(entry.get("event_time")),
        session=entry.get("session"), source=entry.get("source") or "import:markdown",
        external_id=entry.get("external_id"), decay_days=entry.get("decay_days"),
        meta=meta if isinstance(meta, dict) else {}, superseded_by=_text(entry.get("superseded_by")),
        links=links, created_at=time_text(entry.get("created_at")), valid_from=time_text(entry.get("valid_from")),
        valid_to=time_text(entry.get("valid_to")), last_verified=time_text(entry.get("last_verified")),
        risk_tier=entry.get("risk_tier"), pinned=bool(entry.get("pinned")),
        status_reason=entry.get("status_reason"),
    )


def _text(value: Any) -> str | None:
    return None if value in (None, "") else str(value)
