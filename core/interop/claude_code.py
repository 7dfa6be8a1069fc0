"""Claude Code's memory folder: ``~/.claude/projects/<project>/memory/*.md``, read only.

Each memory file is Markdown with YAML front matter (``name``, ``description``,
``type``: user, feedback, project or reference) and the memory as its body.
``MEMORY.md`` in the same folder is Claude Code's one-line index of those files, not
a memory, so it is skipped. Files are opened for reading only and never modified.
Claude Code loads these files into every session, so they count as live: they
land pending, and ``--promote`` promotes them.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from core.errors import ValidationError
from core.interop.frontmatter import load_front_matter
from core.interop.records import ImportRecord, SourceBatch, clip_summary, external_id_for, time_text

KIND = "claude-code"
INDEX_FILE = "MEMORY.md"
MAX_FILE_BYTES = 1_000_000
# Claude Code's memory types, as memdesk kinds.
TYPE_TO_KIND = {"user": "user", "feedback": "feedback", "project": "project", "reference": "reference"}


def default_path() -> Path:
    """Claude Code's projects folder under the current home (tests point HOME elsewhere)."""
    return Path.home() / ".claude" / "projects"


def memory_files(path: Path) -> list[Path]:
    """The memory files under ``path``: the projects folder, one project, one memory folder or one file."""
    if path.is_file():
        return [path]
    if (path / "memory").is_dir():
        return sorted((path / "memory").glob("*.md"))
    if path.name == "memory":
        return sorted(path.glob("*.md"))
    return sorted(path.glob("*/memory/*.md"))


def read(path: Path | None, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read Claude Code memory files into pending-ready records (``namespace`` is the target).

    Raises:
        ValidationError: the path does not exist.
    """
    root = Path(path).expanduser() if path else default_path()
    if not root.exists():
        raise ValidationError(f"{root} does not exist; give the folder that holds Claude Code's memory files "
                              "(default ~/.claude/projects)", code="not_found")
    batch = SourceBatch(kind=KIND, path=str(root))
    for file in memory_files(root):
        if file.name == INDEX_FILE:
            batch.note(f"{_label(file)}: Claude Code's index of memory files, not a memory; skipped")
            continue
        record = _record(file, batch, namespace or "")
        if record is not None:
            batch.records.append(record)
    return batch


def _label(file: Path) -> str:
    """``<project>/<file>`` for a file inside a project's memory folder, else the file name."""
    if file.parent.name == "memory":
        return f"{file.parent.parent.name}/{file.name}"
    return file.name


def _record(file: Path, batch: SourceBatch, namespace: str) -> ImportRecord | None:
    label = _label(file)
    try:
        stat = file.stat()
        if stat.st_size > MAX_FILE_BYTES:
            batch.skip(label, f"larger than {MAX_FILE_BYTES} bytes")
            return None
        text = file.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        batch.skip(label, "not UTF-8 text")
        return None
    except OSError as exc:
        batch.skip(label, f"cannot be read ({exc.strerror})")
        return None
    try:
        front, body = load_front_matter(text, label)
    except ValidationError as exc:
        batch.skip(label, exc.message)
        return None
    front = front or {}
    memory_type = str(front.get("type") or "").strip().lower()
    kind = TYPE_TO_KIND.get(memory_type)
    if memory_type and kind is None:
        batch.note(f"{label}: type {memory_type!r} is not one of Claude Code's types; imported as a note")
    name = str(front.get("name") or file.stem)
    description = front.get("description")
    project = file.parent.parent.name if file.parent.name == "memory" else ""
    return ImportRecord(
        key=label, where=label, content=body.strip(), status="promoted", kind=kind or "note", namespace=namespace,
        summary=clip_summary(description or name, batch, label), source=f"import:{KIND}",
        external_id=external_id_for(KIND, label), event_time=time_text(stat.st_mtime),
        refs=[{"type": "file", "id": str(file.resolve()), "label": f"Claude Code memory {name}"}],
        meta={KIND: {"name": name, "description": description, "type": memory_type or None, "project": project}},
    )
