"""Coding-agent hooks: installing memdesk's two hooks into Claude Code's and Codex's hook files.

``memdesk hooks install claude`` merges two hooks into Claude Code's ``settings.json``
(``~/.claude/settings.json`` for ``--scope user``, ``.claude/settings.json`` in a
project for ``--scope project``); ``memdesk hooks install codex`` merges the same two
into Codex's ``~/.codex/hooks.json`` (``$CODEX_HOME/hooks.json``), which has the same
shape::

    {"hooks": {
      "SessionStart": [{"matcher": "startup|resume|clear|compact",
                        "hooks": [{"type": "command", "command": "memdesk hooks session-start"}]}],
      "PostCompact":  [{"matcher": "manual|auto",
                        "hooks": [{"type": "command", "command": "memdesk hooks capture-summary"}]}]}}

Both agents run each command with a JSON object on stdin (``session_id``,
``transcript_path``, ``cwd``, ``hook_event_name``, and ``source`` for SessionStart or
``trigger`` for PostCompact). ``session-start`` answers with
``{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": …}}``,
which both add to the session's context. ``capture-summary`` stages the compaction
summary as pending memories with the session as evidence. What the hooks do when they
run lives in :mod:`core.agents.hook_events`.

Installing merges: every other hook, matcher and setting is kept as it was, memdesk's
own entries (recognised by their command) are replaced in place rather than duplicated,
and the file is backed up before it is changed and written atomically. Codex trusts a
hook by its position (``<file>:<event>:<group>:<handler>``) once the person has
reviewed it, so the person's own groups never move: memdesk's group goes after them and
a re-install replaces it where it is.
"""

from __future__ import annotations

import copy
import json
import os
import shlex
from pathlib import Path
from typing import Any

from core.agents.client_paths import codex_home
from core.agents.hook_events import COMPACTION, SESSION_START
from core.errors import RefusedError, ValidationError
from core.model.lean import lean_dataclass

CLIENTS = ("claude", "codex")
SCOPES = ("user", "project")
HOOK_TIMEOUT_SECONDS = 30
# What Codex shows while each hook runs (it is part of what the person trusts).
CODEX_STATUS = {SESSION_START: "memdesk: loading memories", COMPACTION: "memdesk: staging the compaction summary"}
# How memdesk recognises its own entries in a settings file it merges into.
_OWN_VERBS = ("hooks session-start", "hooks capture-summary")


def settings_path(scope: str, *, home: Path | None = None, project: Path | None = None) -> Path:
    """Where Claude Code keeps the settings for ``scope`` (``user`` or ``project``).

    Raises:
        ValidationError: an unknown scope.
    """
    if scope == "user":
        return (home or Path.home()) / ".claude" / "settings.json"
    if scope == "project":
        return (project or Path.cwd()) / ".claude" / "settings.json"
    raise ValidationError(f"unknown scope {scope!r}; use user or project", code="invalid_scope")


def hooks_path(client: str, scope: str, *, home: Path | None = None, project: Path | None = None) -> Path:
    """The file memdesk's hooks go in for ``client`` and ``scope``.

    Claude Code: ``~/.claude/settings.json`` or ``<project>/.claude/settings.json``. Codex:
    ``~/.codex/hooks.json`` (``$CODEX_HOME/hooks.json``) or ``<project>/.codex/hooks.json``
    (read once the person trusts the project).

    Raises:
        ValidationError: an unknown client or scope.
    """
    if client == "claude":
        return settings_path(scope, home=home, project=project)
    if client != "codex":
        raise ValidationError(f"unknown client {client!r}; use {' or '.join(CLIENTS)}", code="invalid_client")
    if scope == "user":
        return codex_home(home) / "hooks.json"
    if scope == "project":
        return (project or Path.cwd()) / ".codex" / "hooks.json"
    raise ValidationError(f"unknown scope {scope!r}; use user or project", code="invalid_scope")


def codex_hooks_disabled(home: Path | None = None) -> str | None:
    """The ``[features]`` key in Codex's ``config.toml`` that turns hooks off, if one does."""
    import tomllib

    try:
        config = tomllib.loads((codex_home(home) / "config.toml").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    features = config.get("features")
    if isinstance(features, dict):
        for key in ("hooks", "codex_hooks"):  # codex_hooks is the older name Codex still reads
            if features.get(key) is False:
                return key
    return None


def default_command() -> str:
    """How a hook starts this very memdesk, as shell text (see :func:`core.agents.connect.memdesk_invocation`)."""
    from core.agents.connect import memdesk_invocation

    command, lead, env = memdesk_invocation()
    assignments = [f"{name}={shlex.quote(value)}" for name, value in env.items()]
    return " ".join(assignments + [shlex.quote(part) for part in (command, *lead)])


def hook_command(base: str, verb: str, *, db: str | None = None, namespace: str | None = None) -> str:
    """The shell command a hook runs: ``<base> [--db PATH] [--ns NS] hooks <verb>``."""
    parts = [base]
    if db:
        parts.append(f"--db {shlex.quote(db)}")
    if namespace:
        parts.append(f"--ns {shlex.quote(namespace)}")
    return " ".join([*parts, f"hooks {verb}"])


def memdesk_entries(base: str, *, db: str | None = None, namespace: str | None = None,
                    client: str = "claude") -> dict[str, dict]:
    """The one matcher group per event that memdesk installs for ``client`` (``claude`` or ``codex``)."""

    def group(event: str, matcher: str, verb: str) -> dict:
        handler = {"type": "command", "timeout": HOOK_TIMEOUT_SECONDS,
                   "command": hook_command(base, verb, db=db, namespace=namespace)}
        if client == "codex":
            handler["statusMessage"] = CODEX_STATUS[event]
        return {"matcher": matcher, "hooks": [handler]}

    return {SESSION_START: group(SESSION_START, "startup|resume|clear|compact", "session-start"),
            COMPACTION: group(COMPACTION, "manual|auto", "capture-summary")}


def _is_own(hook: Any) -> bool:
    command = hook.get("command") if isinstance(hook, dict) else None
    return isinstance(command, str) and any(command.rstrip().endswith(verb) for verb in _OWN_VERBS)


def _is_memdesk_group(group: Any) -> bool:
    hooks = group.get("hooks") if isinstance(group, dict) else None
    return isinstance(hooks, list) and bool(hooks) and all(_is_own(h) for h in hooks)


def _merged_groups(groups: list, entry: dict | None) -> list:
    """The event's matcher groups with memdesk's hooks replaced by ``entry`` (``None`` removes them).

    Every other group keeps its place. memdesk's own group is replaced where it stands
    (or, the first time, ``entry`` goes after the others); a memdesk hook someone put in
    a group of their own is taken out of it, and the group is dropped only if nothing is left.
    """
    merged: list = []
    placed = entry is None
    for group in groups:
        if _is_memdesk_group(group):
            if not placed:
                merged.append(entry)
                placed = True
            continue
        if isinstance(group, dict) and isinstance(group.get("hooks"), list):
            hooks = [h for h in group["hooks"] if not _is_own(h)]
            if not hooks and group["hooks"]:
                continue
            if len(hooks) != len(group["hooks"]):
                group = {**group, "hooks": hooks}
        merged.append(group)
    if not placed:
        merged.append(entry)
    return merged


def read_settings(path: Path) -> dict[str, Any]:
    """The settings file as an object (``{}`` when it does not exist yet).

    Raises:
        RefusedError: the file is not a JSON object, or its ``hooks`` is malformed (nothing is changed).
    """
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RefusedError(f"{path} is not valid JSON ({exc}); fix it by hand first. Nothing was changed",
                           code="invalid_settings") from None
    if not isinstance(data, dict) or not isinstance(data.get("hooks", {}), dict):
        raise RefusedError(f"{path} must be a JSON object whose \"hooks\" is an object; nothing was changed",
                           code="invalid_settings")
    for event, groups in data.get("hooks", {}).items():
        if not isinstance(groups, list):
            raise RefusedError(f"{path}: hooks.{event} must be a list; nothing was changed", code="invalid_settings")
    return data


def merged_settings(current: dict[str, Any], entries: dict[str, dict] | None) -> dict[str, Any]:
    """``current`` with memdesk's entries replaced by ``entries`` (``None`` removes them); the rest untouched."""
    merged = copy.deepcopy(current)
    hooks = merged.setdefault("hooks", {})
    for event in (SESSION_START, COMPACTION):
        groups = _merged_groups(hooks.get(event, []), None if entries is None else entries[event])
        if groups:
            hooks[event] = groups
        else:
            hooks.pop(event, None)
    if not hooks:
        merged.pop("hooks")
    return merged


def render_settings(settings: dict[str, Any]) -> str:
    """The exact text written to the settings file."""
    return json.dumps(settings, indent=2, ensure_ascii=False) + "\n"


@lean_dataclass
class InstallPlan:
    """What ``hooks install`` (or ``uninstall``) writes: the file, its new text, whether it changes."""

    path: Path
    settings: dict[str, Any]
    text: str
    changed: bool
    backup: Path | None = None
    written: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "settings": self.settings, "changed": self.changed,
                "backup": str(self.backup) if self.backup else None, "written": self.written}


def plan(path: Path, entries: dict[str, dict] | None) -> InstallPlan:
    """Work out the new settings for ``path`` without writing anything."""
    current = read_settings(path)
    settings = merged_settings(current, entries)
    text = render_settings(settings)
    return InstallPlan(path=path, settings=settings, text=text, changed=settings != current)


def write(install: InstallPlan, *, stamp: str) -> InstallPlan:
    """Back the file up (``settings.json.memdesk-<stamp>.bak``) and write the new text atomically."""
    if not install.changed:
        return install
    path = install.path
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        backup = path.with_name(f"{path.name}.memdesk-{stamp}.bak")
        backup.write_bytes(path.read_bytes())
        install.backup = backup
    temporary = path.with_name(f".{path.name}.memdesk-tmp")
    temporary.write_text(install.text, encoding="utf-8")
    os.replace(temporary, path)
    install.written = True
    return install
