"""Edit a memory's text in ``$EDITOR``: the app hands the terminal over and takes it back."""

from __future__ import annotations

import os
import shlex
import subprocess
import tempfile
from pathlib import Path

from textual.app import App, SuspendNotSupported

from core import UsageError


def edit_in_editor(app: App, text: str) -> str | None:
    """Open ``text`` in ``$EDITOR``; returns the new text, or ``None`` when unchanged or emptied.

    Raises:
        UsageError: ``$EDITOR`` is unset, cannot be started, exits non-zero, or this
            terminal cannot be handed over.
    """
    editor = os.environ.get("EDITOR", "").strip()
    if not editor:
        raise UsageError("set $EDITOR to edit in your editor, or press e to edit inline")
    with tempfile.TemporaryDirectory(prefix="memdesk-edit-") as folder:
        path = Path(folder) / "memory.md"
        path.write_text(text + "\n", encoding="utf-8")
        try:
            with app.suspend():
                status = subprocess.call([*shlex.split(editor), str(path)])
        except SuspendNotSupported:
            raise UsageError("this terminal cannot be handed to $EDITOR; press e to edit inline") from None
        except OSError as exc:
            raise UsageError(f"could not start $EDITOR ({editor}): {exc.strerror or exc}") from None
        if status != 0:
            raise UsageError(f"$EDITOR ({editor}) exited with status {status}; nothing was changed")
        edited = path.read_text(encoding="utf-8").strip()
    if not edited or edited == text.strip():
        return None
    return edited
