"""Writing files people keep in git: atomically, only when the bytes change."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from core.errors import StoreError


def write_bytes_atomic(path: Path, data: bytes) -> bool:
    """Replace ``path`` with ``data`` through a temp file in the same directory.

    A reader never sees a half-written file, an unchanged file is not touched (its
    mtime stays, so editors and watchers see nothing), and the file keeps its mode. A
    symlink is written through: its target changes, the link stays a link.

    Returns:
        Whether the file was written.

    Raises:
        StoreError: the directory is not writable or the disk is full.
    """
    path = Path(path)
    if path.is_symlink():
        # Write through the link (CLAUDE.md → AGENTS.md is common): replacing the link itself
        # would turn it into a copy and split one file into two that drift apart.
        path = Path(os.path.realpath(path))
    try:
        if path.exists() and path.read_bytes() == data:
            return False
        mode = path.stat().st_mode & 0o7777 if path.exists() else None
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            if mode is not None:
                os.chmod(temp, mode)
            os.replace(temp, path)
        except BaseException:
            if os.path.exists(temp):
                os.remove(temp)
            raise
    except OSError as exc:
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}; nothing was changed") from exc
    return True


def write_text_atomic(path: Path, text: str) -> bool:
    """:func:`write_bytes_atomic` for UTF-8 text (newlines written exactly as given)."""
    return write_bytes_atomic(path, text.encode("utf-8"))
