"""Interop: memdesk's Markdown registry, agent context files, and importers from other tools.

Each format has its own small module with a ``read(path, *, namespace, now)`` that
returns a :class:`~core.interop.records.SourceBatch`; :func:`apply.apply_import` is
the one writer they share. :class:`core.interop.service.InteropService` (``engine.interop``) is the way in.
"""

from __future__ import annotations

from collections.abc import Callable

from core.errors import UsageError
from core.interop import claude_code, context_files, engram, instructions, jnaapakam, markdown, mneme  # noqa: F401 - used as interop.<module>
from core.interop.apply import ImportReport, apply_import
from core.interop.backup import merge as backup_merge
from core.interop.records import ImportRecord, SourceBatch
from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True)
class ImportFormat:
    """One ``--from`` kind: how to read it and how much of it to trust."""

    name: str
    read: Callable[..., SourceBatch]
    description: str
    exact: bool = False  # memdesk's own registry: keep uid and times, match by uid
    statuses_by_default: bool = False  # apply the source's statuses without --promote
    path_optional: bool = False


FORMATS: dict[str, ImportFormat] = {
    fmt.name: fmt for fmt in (
        # A registry lives in git, where agents edit: its statuses apply only with --promote.
        ImportFormat("markdown", markdown.read_registry, "memdesk's Markdown registry (export --markdown)",
                     exact=True),
        ImportFormat("backup", backup_merge.read, "a memdesk backup JSON (memdesk backup FILE)", exact=True),
        ImportFormat("claude-code", claude_code.read, "Claude Code memory files (~/.claude/projects/*/memory/*.md)",
                     path_optional=True),
        ImportFormat("claude-md", instructions.read, "a CLAUDE.md / AGENTS.md: one memory per bullet"),
        ImportFormat("jnaapakam", jnaapakam.read, "a jñāpakaṁ backup JSON"),
        ImportFormat("mneme", mneme.read, "mneme's SQLite database (tokenmem.db)"),
        ImportFormat("engram", engram.read, "Engram's memory.md registry"),
    )
}
ALIASES = {"agents-md": "claude-md", "md": "markdown", "registry": "markdown", "memdesk-backup": "backup"}


def import_format(kind: str) -> ImportFormat:
    """The format named ``kind`` (or an alias).

    Raises:
        UsageError: naming every kind there is.
    """
    name = ALIASES.get(kind.strip().lower(), kind.strip().lower())
    if name not in FORMATS:
        raise UsageError(f"unknown import kind {kind!r}; use one of: {', '.join(FORMATS)}", code="unknown_kind")
    return FORMATS[name]


__all__ = ["FORMATS", "ImportFormat", "ImportRecord", "ImportReport", "SourceBatch", "apply_import", "import_format"]
