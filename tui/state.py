"""Small UI preferences remembered between runs (the chosen theme), one JSON file per store.

The file lives in the store's state directory (``core.paths.state_dir_for``), so a
test store or the demo store never touches the settings of a real one. A missing
or unreadable file means defaults; a failed save is reported, never fatal.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from core.paths import StoreURL, as_store_location, state_dir_for

STATE_FILE = "ui-state.json"


@dataclass
class UiState:
    """What the workstation remembers."""

    theme: str | None = None


def state_path(db_path: Path | StoreURL) -> Path:
    """Where the UI state of the store at ``db_path`` is kept."""
    return state_dir_for(as_store_location(db_path)) / STATE_FILE


def load_state(db_path: Path | StoreURL) -> UiState:
    """Read the remembered state; defaults when the file is missing or not ours."""
    try:
        data = json.loads(state_path(db_path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return UiState()
    if not isinstance(data, dict):
        return UiState()
    theme = data.get("theme")
    return UiState(theme=theme if isinstance(theme, str) else None)


def save_state(db_path: Path | StoreURL, state: UiState) -> str | None:
    """Write the state atomically; returns an error message instead of raising."""
    target = state_path(db_path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        scratch = target.with_suffix(".tmp")
        scratch.write_text(json.dumps(asdict(state), indent=2) + "\n", encoding="utf-8")
        os.replace(scratch, target)
    except OSError as exc:
        return f"could not remember the UI settings in {target.parent}: {exc.strerror or exc}"
    return None
