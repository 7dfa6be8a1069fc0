"""Every binding the workstation defines, by id: for the help screen, the keymap and the docs.

Users remap keys by binding id in the config file::

    [keymap]
    "review.promote" = "P"
    "review.down" = "j,down,ctrl+n"
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from textual.binding import Binding


@dataclass(frozen=True)
class BindingRow:
    """One binding as people read it: where it works, its id, keys and what it does."""

    scope: str
    id: str
    key: str
    description: str
    tooltip: str


def rows_for(scope: str, bindings: Iterable[Binding | tuple], keymap: dict[str, str] | None = None,
             *, skip: set[str] | None = None) -> list[BindingRow]:
    """The bindings of one class that carry an id (keymap overrides applied), except the ids in ``skip``."""
    rows: list[BindingRow] = []
    for binding in bindings:
        if not isinstance(binding, Binding) or not binding.id or binding.id in (skip or set()):
            continue
        key = (keymap or {}).get(binding.id, binding.key)
        rows.append(BindingRow(scope, binding.id, display_keys(key), binding.description, binding.tooltip))
    return rows


def display_keys(keys: str) -> str:
    """``"j,down"`` → ``"j / ↓"`` for people."""
    names = {"down": "↓", "up": "↑", "left": "←", "right": "→", "space": "space", "slash": "/",
             "question_mark": "?", "escape": "esc", "enter": "enter", "tab": "tab"}
    return " / ".join(names.get(k.strip(), k.strip()) for k in keys.split(","))


def check_keymap(keymap: Mapping[str, Any], known_ids: set[str]) -> tuple[dict[str, str], list[str]]:
    """Split a ``[keymap]`` section into what can be applied and what is wrong with the rest.

    Returns:
        ``(valid, problems)``: valid maps binding id → key string; each problem is a
        sentence naming the entry and what to do.
    """
    valid: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys in keymap.items():
        if binding_id not in known_ids:
            problems.append(f"[keymap] {binding_id!r} is not a binding id; the README's key table lists them")
        elif not isinstance(keys, str) or not keys.strip():
            problems.append(f"[keymap] {binding_id!r} needs a key string such as \"ctrl+k\" or \"j,down\"")
        else:
            valid[binding_id] = ",".join(k.strip() for k in keys.split(",") if k.strip())
    return valid, problems
