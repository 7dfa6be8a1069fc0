"""Client configuration for ``memdesk connect``: what to paste, or a careful edit of the client's file.

Supported clients: Claude Code (``~/.claude.json``, ``mcpServers``), Codex
(``~/.codex/config.toml``, ``[mcp_servers.memdesk]``), Cursor (``~/.cursor/mcp.json``)
and a generic ``mcpServers`` JSON document. The stdio entry runs this very
memdesk (its absolute path, or this Python with ``-m core.interfaces.cli``) on this store;
the HTTP entry names the daemon's URL and takes the token from the client's
environment (``MEMDESK_TOKEN``) — a token is never written into a config file, and
:attr:`ClientConfig.hint` says how to export it for that client.

Codex's entry is ``required = true``: Codex then waits for memdesk before the first turn
(instead of starting without its tools when it is slow) and stops, saying why, when it
cannot start (instead of dropping it silently).

Writing is careful: the file must parse (or not exist), only the ``memdesk``
entry is added or replaced, a backup is written first, the result is checked
to parse with every other entry unchanged, and the file is replaced atomically.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import sys
import tomllib
from dataclasses import field
from pathlib import Path
from typing import Any

from core.agents.client_paths import mcp_config_file
from core.clock import format_time, system_clock
from core.errors import RefusedError, UsageError
from core.model.lean import lean_dataclass
from core.paths import StoreURL, store_argument

CLIENTS = ("claude", "codex", "cursor", "json")
SERVER_NAME = "memdesk"
TOKEN_ENV = "MEMDESK_TOKEN"
CLIENT_NAMES = {"claude": "Claude Code", "codex": "Codex", "cursor": "Cursor", "json": "your MCP client"}
_EXPORT = f"export {TOKEN_ENV}='<the daemon's token>'"
# How each client gets the token: the entry names the variable, the client's environment must hold it.
TOKEN_HINTS = {
    "claude": f"{_EXPORT} in the shell you start Claude Code from: the entry sends "
              f"\"Bearer ${{{TOKEN_ENV}}}\", which Claude Code fills in from its environment.",
    "codex": f"{_EXPORT} in the shell you start Codex from: the entry names bearer_token_env_var = \"{TOKEN_ENV}\", "
             "and Codex leaves memdesk out when that variable is not set.",
    "cursor": f"{_EXPORT} in the environment Cursor starts from: the entry sends \"Bearer ${{env:{TOKEN_ENV}}}\". "
              "An app started from the dock or a launcher does not see a shell's exports; start Cursor from that "
              "shell (`cursor .`) or set the variable for your desktop session.",
    "json": f"{_EXPORT} in the environment your MCP client starts from: the entry sends \"Bearer ${{{TOKEN_ENV}}}\".",
}
REQUIRED_NOTE = ("required = true: Codex waits for memdesk before the first turn and stops, saying why, if memdesk "
                 "cannot start; remove that line to let Codex start without memdesk.")


@lean_dataclass
class ClientConfig:
    """One client's entry for memdesk, the file it belongs in, and the text to paste."""

    client: str
    transport: str
    entry: dict[str, Any]
    snippet: str
    file: Path | None
    hint: str = ""
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"client": self.client, "transport": self.transport, "entry": self.entry, "snippet": self.snippet,
                "file": str(self.file) if self.file else None, "hint": self.hint, "notes": self.notes}


def stdio_command(db_path: Path | StoreURL, namespace: str | None = None) -> tuple[str, list[str], dict[str, str]]:
    """The command, arguments and environment that start ``memdesk mcp`` on ``db_path``.

    Uses the running ``memdesk`` script's absolute path when there is one, else this
    Python with ``-m core.interfaces.cli`` (plus ``PYTHONPATH`` when memdesk is not installed).
    A PostgreSQL store goes in the environment (``MEMDESK_DB``), not the arguments: its URL
    may carry a password, and arguments show in every process list.
    """
    command, lead, env = memdesk_invocation()
    if isinstance(db_path, StoreURL):
        tail = ["mcp"]
        env = {**env, "MEMDESK_DB": db_path.url}
    else:
        tail = ["--db", store_argument(db_path), "mcp"]
    if namespace:
        tail += ["--ns", namespace]
    return command, [*lead, *tail], env


def memdesk_invocation() -> tuple[str, list[str], dict[str, str]]:
    """How another program (an MCP client, a coding agent's hook) starts this very memdesk.

    Returns:
        ``(command, leading arguments, environment)``: the running ``memdesk`` script's
        absolute path, else this Python with ``-m core.interfaces.cli`` (plus ``PYTHONPATH`` when
        memdesk is not installed).
    """
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "memdesk" and script.exists():
        return str(script.absolute()), [], {}
    package_root = Path(__file__).resolve().parents[2]
    # A source checkout is not on the client's path; an installed package is.
    env = {} if "site-packages" in package_root.parts else {"PYTHONPATH": str(package_root)}
    return sys.executable, ["-m", "core.interfaces.cli"], env


def default_file(client: str) -> Path | None:
    """Where each client keeps its user-level MCP servers (``None`` for ``json``)."""
    return mcp_config_file(client)


def build_config(client: str, db_path: Path | StoreURL, *, http_url: str | None = None, token_required: bool = False,
                 namespace: str | None = None) -> ClientConfig:
    """The memdesk entry for ``client`` (stdio unless ``http_url`` is given).

    Raises:
        UsageError: an unknown client name.
    """
    if client not in CLIENTS:
        raise UsageError(f"unknown client {client!r}; choose one of {', '.join(CLIENTS)}")
    transport = "http" if http_url else "stdio"
    hint = ""
    notes: list[str] = []
    if transport == "stdio":
        command, args, env = stdio_command(db_path, namespace)
        entry: dict[str, Any] = {"command": command, "args": args}
        if env:
            entry["env"] = env
        if client == "claude":
            entry = {"type": "stdio", **entry}
    elif client == "codex":
        entry = {"url": http_url}
        if token_required:
            entry["bearer_token_env_var"] = TOKEN_ENV
    else:
        reference = {"cursor": f"${{env:{TOKEN_ENV}}}"}.get(client, f"${{{TOKEN_ENV}}}")
        entry = {"type": "http", "url": http_url} if client in ("claude", "json") else {"url": http_url}
        if token_required:
            entry["headers"] = {"Authorization": f"Bearer {reference}"}
    if client == "codex":
        entry["required"] = True
        notes.append(REQUIRED_NOTE)
    if transport == "http" and token_required:
        hint = TOKEN_HINTS[client]
    snippet = _toml_table(entry) if client == "codex" else json.dumps({"mcpServers": {SERVER_NAME: entry}}, indent=2)
    return ClientConfig(client, transport, entry, snippet, default_file(client), hint, notes)


# -- writing --------------------------------------------------------------------------------


def write_config(config: ClientConfig, target: Path | None = None) -> dict[str, Any]:
    """Add or replace memdesk's entry in the client's config file, keeping every other entry.

    Returns:
        ``{"file", "action" ("added"|"updated"|"unchanged"), "backup"}``.

    Raises:
        UsageError: no file to write (``json`` without a target).
        RefusedError: the existing file does not parse, or the edit would change anything else.
    """
    path = target or config.file
    if path is None:
        raise UsageError("the json target has no standard file; name one with --file PATH")
    path = path.expanduser()
    original = path.read_text(encoding="utf-8") if path.exists() else None
    if config.client == "codex":
        updated, before = _edit_toml(original, config.entry, path)
    else:
        updated, before = _edit_json(original, config.entry, path)
    if original is not None and updated == original:
        return {"file": str(path), "action": "unchanged", "backup": None}
    backup = None
    if original is not None:
        stamp = format_time(system_clock()).replace(":", "").replace("-", "")[:15]
        backup = path.with_name(f"{path.name}.memdesk-{stamp}.bak")  # one pattern with the hook files
        shutil.copy2(path, backup)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".memdesk-tmp")
    tmp.write_text(updated, encoding="utf-8")
    if original is not None:
        shutil.copymode(path, tmp)
    os.replace(tmp, path)
    return {"file": str(path), "action": "updated" if before else "added", "backup": str(backup) if backup else None}


def _edit_json(original: str | None, entry: dict, path: Path) -> tuple[str, bool]:
    data: Any = {}
    if original is not None and original.strip():
        try:
            data = json.loads(original)
        except ValueError as exc:
            raise RefusedError(f"{path} is not valid JSON ({exc}); fix it first — nothing was written",
                               code="config_unreadable") from None
    if not isinstance(data, dict) or not isinstance(data.get("mcpServers", {}), dict):
        raise RefusedError(f"{path} does not hold a JSON object with an mcpServers object; nothing was written",
                           code="config_unreadable")
    servers = data.setdefault("mcpServers", {})
    before = SERVER_NAME in servers
    if servers.get(SERVER_NAME) == entry:
        return original or "", before
    servers[SERVER_NAME] = entry
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n", before


_TABLE_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")


def _is_ours(header: str) -> bool:
    parts = [p.strip().strip('"').strip("'") for p in header.split(".")]
    return parts[:2] == ["mcp_servers", SERVER_NAME]


def _edit_toml(original: str | None, entry: dict, path: Path) -> tuple[str, bool]:
    text = original or ""
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RefusedError(f"{path} is not valid TOML ({exc}); fix it first — nothing was written",
                           code="config_unreadable") from None
    servers = parsed.get("mcp_servers", {})
    before = isinstance(servers, dict) and SERVER_NAME in servers
    kept: list[str] = []
    skipping = False
    for line in text.splitlines():
        header = _TABLE_HEADER.match(line)
        if header:
            skipping = _is_ours(header.group(1))
        if not skipping:
            kept.append(line)
    body = "\n".join(kept).rstrip()
    updated = (body + "\n\n" if body else "") + _toml_table(entry)
    try:
        reparsed = tomllib.loads(updated)
    except tomllib.TOMLDecodeError:
        reparsed = None
    expected = copy.deepcopy(parsed)
    expected.setdefault("mcp_servers", {})[SERVER_NAME] = entry
    if reparsed != expected:
        raise RefusedError(f"{path} defines memdesk in a way this edit cannot safely replace; add the snippet by "
                           "hand — nothing was written", code="config_unsafe_edit")
    if before and servers.get(SERVER_NAME) == entry:
        return text, before
    return updated, before


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


def _toml_table(entry: dict) -> str:
    lines = [f"[mcp_servers.{SERVER_NAME}]"]
    lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in entry.items()]
    return "\n".join(lines) + "\n"
