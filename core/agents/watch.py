"""The watched folder: text and Markdown files dropped into a folder become pending memories.

One scan walks the folder and, for each new or changed text file, stages each of its
paragraphs (a heading stays with the paragraph under it) as a pending memory with the
file as evidence: a ref ``{type: "file", id: <absolute path>}``, ``source``
``watch:<relative path>`` and ``meta.evidence`` (file, line, file hash). ``memdesk
watch DIR`` repeats the scan on a short interval; ``--once`` scans once.

- **Idempotent per content.** A file whose size and modification time are unchanged
  is not read again; one whose bytes hash the same (a ``touch``) stages nothing. An
  edited file stages only the paragraphs it has not staged before, so a paragraph a
  person rejected is not staged again.
- **Ignored:** hidden files and folders (any name starting with ``.``), files whose
  ending is not in ``[watch] suffixes``, binaries (a NUL byte, or not UTF-8) and
  anything over ``[watch] max_bytes``. Skipped files are listed with the reason.
- **Never leaves the folder.** Linked folders are not entered, and a linked file is
  read only when its target lies inside the watched folder (the ref names the target).
- A file whose text is refused (say, it looks like it holds a credential) stages
  nothing at all and is reported with the reason until it changes.
- A polling loop leaves a file alone until it has not changed for ``[watch]
  settle_seconds`` (1), so a file still being copied is not staged half-written;
  a single scan (``--once``) reads everything as it is.
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_module
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, field
from pathlib import Path
from typing import Any

from core.agents.batch import MAX_BATCH, BatchResult
from core.errors import MemdeskError, ValidationError
from core.memories.chunks import split_blocks
from core.model.lean import lean_dataclass
from core.service_context import ServiceContext
from core.settings.model import WatchSettings
from core.storage.watched_files import WatchedFile

WATCH_ACTOR = "agent:watch"

# Stages one batch of capture items (all or nothing) as WATCH_ACTOR.
StageBatch = Callable[[list[dict[str, Any]]], BatchResult]


@lean_dataclass
class FileOutcome:
    """What one scan did with one file."""

    path: str
    status: str  # staged, unchanged, settling, skipped, refused
    reason: str | None = None
    staged: list[int] = field(default_factory=list)
    known: list[int] = field(default_factory=list)


@lean_dataclass
class WatchReport:
    """One scan of the watched folder."""

    root: str
    namespace: str
    files: list[FileOutcome] = field(default_factory=list)
    ignored: int = 0
    dry_run: bool = False

    @property
    def staged(self) -> list[int]:
        return [memory_id for f in self.files for memory_id in f.staged]

    def to_dict(self) -> dict[str, Any]:
        return {"root": self.root, "namespace": self.namespace, "files": [asdict(f) for f in self.files],
                "staged": self.staged, "ignored": self.ignored, "dry_run": self.dry_run}


def _hidden(name: str) -> bool:
    return name.startswith(".")


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def candidate_files(root: Path, settings: WatchSettings) -> tuple[list[tuple[Path, str]], list[FileOutcome], int]:
    """The files a scan reads, as ``(resolved path, path relative to the folder)``, sorted.

    Returns:
        ``(files, skipped, ignored)``: the files to read, those skipped with a reason
        (links out of the folder, over the size limit) and how many were ignored
        (hidden, or not a text ending).
    """
    files: dict[Path, str] = {}
    skipped: list[FileOutcome] = []
    ignored = 0
    for directory, subdirs, names in os.walk(root, followlinks=False):
        kept = sorted(d for d in subdirs if not _hidden(d))
        ignored += len(subdirs) - len(kept)
        subdirs[:] = kept
        for name in sorted(names):
            path = Path(directory) / name
            relative = path.relative_to(root).as_posix()
            if _hidden(name) or path.suffix.lower() not in settings.suffixes:
                ignored += 1
                continue
            target = path.resolve()
            if not _inside(target, root):
                skipped.append(FileOutcome(relative, "skipped", "a link to a file outside the watched folder"))
                continue
            if not target.is_file():
                skipped.append(FileOutcome(relative, "skipped", "not a regular file"))
                continue
            size = target.stat().st_size
            if size > settings.max_bytes:
                limit = f"{size} bytes, over the {settings.max_bytes}-byte limit ([watch] max_bytes)"
                skipped.append(FileOutcome(relative, "skipped", limit))
                continue
            files.setdefault(target, relative)
    return sorted(files.items(), key=lambda item: item[1]), skipped, ignored


def scan(ctx: ServiceContext, stage: StageBatch, folder: str | Path, *, namespace: str, dry_run: bool = False,
         settle_seconds: float = 0.0) -> WatchReport:
    """Scan ``folder`` once and stage what is new (see the module docstring).

    Args:
        ctx: the store, settings and clock (each file is one transaction).
        stage: stages one batch of paragraphs as pending memories, all or nothing.
        folder: the watched folder.
        namespace: where the memories go (already normalised).
        dry_run: report what would be staged; write nothing.
        settle_seconds: leave a file modified less than this long ago for a later scan
            (``settling``), so a polling loop never stages a half-written file.

    Raises:
        ValidationError: the folder does not exist or is not a folder.
    """
    settings = ctx.settings.watch
    root = Path(folder).expanduser()
    if not root.is_dir():
        raise ValidationError(f"{root} is not a folder; give the folder to watch", code="invalid_path")
    root = root.resolve()
    files, skipped, ignored = candidate_files(root, settings)
    report = WatchReport(root=str(root), namespace=namespace, files=list(skipped), ignored=ignored, dry_run=dry_run)
    for target, relative in files:
        report.files.append(_scan_file(ctx, stage, target, relative, namespace, dry_run, settle_seconds))
    report.files.sort(key=lambda f: f.path)
    return report


def _scan_file(ctx: ServiceContext, stage: StageBatch, target: Path, relative: str, namespace: str, dry_run: bool,
               settle_seconds: float) -> FileOutcome:
    store = ctx.store
    key = str(target)
    stat = target.stat()
    previous = store.watched.get(namespace, key)
    if previous is not None and (previous.size, previous.mtime_ns) == (stat.st_size, stat.st_mtime_ns):
        return FileOutcome(relative, "unchanged", previous.reason if previous.status != "staged" else None)
    if settle_seconds and time.time() - stat.st_mtime < settle_seconds:  # file-system time, not the engine clock
        return FileOutcome(relative, "settling", f"changed less than {settle_seconds:g}s ago; read on a later scan")
    data = _read_regular(target)
    if data is None:  # swapped for a FIFO, device or folder since it was listed: never block on it
        return FileOutcome(relative, "skipped", "not a regular file")
    digest = hashlib.sha256(data).hexdigest()
    state = WatchedFile(namespace=namespace, path=key, content_hash=digest, size=len(data),
                        mtime_ns=stat.st_mtime_ns, status="staged", reason=None, updated_at=ctx.now_text(),
                        chunks=dict(previous.chunks) if previous else {})
    if previous is not None and previous.content_hash == digest:
        state.status, state.reason = previous.status, previous.reason
        _save(ctx, state, dry_run)  # a touch: remember the new time so the next scan does not read it
        return FileOutcome(relative, "unchanged", state.reason if state.status != "staged" else None)
    text = _text(data)
    if text is None:
        state.status, state.reason = "skipped", "binary (a NUL byte, or not UTF-8 text)"
        _save(ctx, state, dry_run)
        return FileOutcome(relative, "skipped", state.reason)
    items = _items(text, key, relative, digest, namespace, ctx.settings.capture.max_content_chars, state.chunks)
    outcome = FileOutcome(relative, "staged" if items else "unchanged")
    notes: list[str] = []
    try:
        # A dry run stages for real inside the transaction and rolls it back, so it refuses
        # exactly what the real run refuses (a credential, an invalid field) and says so.
        with store.transaction():
            for start in range(0, len(items), MAX_BATCH):
                batch = items[start:start + MAX_BATCH]
                result = stage([item for _, item in batch])
                for (piece_hash, _), capture in zip(batch, result.items):
                    state.chunks[piece_hash] = capture.id
                    (outcome.staged if capture.created else outcome.known).append(capture.id)
                    if capture.note and capture.created:
                        notes.append(capture.note)
            if notes:  # what capture took out of the file's text, said where the file's outcome is read
                state.reason = outcome.reason = _said(notes)
            store.watched.save(state)
            if dry_run:
                raise _RollBack
    except _RollBack:
        outcome.reason = f"would stage {len(items)} paragraph(s)" if items else None
        outcome.staged, outcome.known = [], []
        return outcome
    except MemdeskError as exc:
        state.status, state.reason = "refused", f"nothing staged: {exc.message}"
        state.chunks = dict(previous.chunks) if previous else {}
        _save(ctx, state, dry_run)
        return FileOutcome(relative, "refused", state.reason)
    return outcome


def _said(notes: list[str]) -> str:
    """The notes capture gave a file's paragraphs (the control characters it removed), once each, with how many
    paragraphs each was given for."""
    return "; ".join(note if n == 1 else f"{note} (in {n} paragraphs)" for note, n in Counter(notes).items())


class _RollBack(Exception):
    """Ends a dry run's transaction: everything it staged is rolled back."""


def _read_regular(path: Path) -> bytes | None:
    """The bytes of ``path`` if it is a regular file now; ``None`` for anything else.

    Opened non-blocking and checked on the open descriptor, so a file replaced by a FIFO
    between the listing and the read cannot hang the scan (or the daemon's watch thread).
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat_module.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks: list[bytes] = []
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)


def _visible(text: str) -> str:
    """``text`` with control characters written as escapes (a file name may hold a newline)."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def _save(ctx: ServiceContext, state: WatchedFile, dry_run: bool) -> None:
    if not dry_run:
        with ctx.store.transaction():
            ctx.store.watched.save(state)


def _text(data: bytes) -> str | None:
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _items(text: str, key: str, relative: str, digest: str, namespace: str, max_chars: int,
           seen: dict[str, int]) -> list[tuple[str, dict[str, Any]]]:
    """``(paragraph hash, capture item)`` for each paragraph of the file not staged before."""
    file_tag = hashlib.sha256(key.encode("utf-8")).hexdigest()[:12]
    items: list[tuple[str, dict[str, Any]]] = []
    for piece in split_blocks(text, max_chars):
        piece_hash = hashlib.sha256(piece.text.encode("utf-8")).hexdigest()[:32]
        if piece_hash in seen or any(piece_hash == h for h, _ in items):
            continue
        items.append((piece_hash, {
            "content": piece.text, "namespace": namespace, "source": f"watch:{_visible(relative)}"[:120],
            "refs": [{"type": "file", "id": _visible(key), "label": _visible(relative)}],
            "external_id": f"watch:{file_tag}:{piece_hash}",
            "meta": {"evidence": {"file": key, "line": piece.line, "sha256": digest}},
        }))
    return items
