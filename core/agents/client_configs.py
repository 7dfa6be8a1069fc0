"""``doctor``'s look at the agent clients: does each installed config's memdesk entry connect?

A client whose memdesk entry cannot work usually says nothing — Codex drops an HTTP
server whose token variable is unset, a stdio entry pointing at a deleted virtualenv
fails before memdesk runs, and an entry naming a store that moved gets a new, empty
one. This module reads the configs memdesk knows (Claude Code's ``~/.claude.json``, user
and per-project, and ``./.mcp.json``; Codex's ``config.toml``; Cursor's ``~/.cursor/mcp.json``
and ``./.cursor/mcp.json``) and reports, for each entry that runs or reaches memdesk:

- an HTTP entry whose token variable is not set here, or that sends no token while one
  is in use;
- a stdio entry whose executable (or ``python -m`` module) is not there;
- a ``--db`` (or ``MEMDESK_DB``) naming a store that does not exist;
- a Codex entry without ``required = true`` (Codex may then start without memdesk's tools).

Only what each entry says is read; no server is started and nothing is changed.
"""

from __future__ import annotations

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
from core.model.lean import lean_dataclass

TOKEN_ENV = "MEMDESK_TOKEN"
SERVER_NAME = "memdesk"
# ${VAR} or ${env:VAR} in a header (Claude Code, Cursor); ${VAR:-default} has a fallback, so it is not flagged.
_REFERENCE = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}")
_CLI_MODULES = ("core.interfaces.cli", "core.cli")


@lean_dataclass
class ClientEntry:
    """One MCP server entry that runs or reaches memdesk, and where it was found."""

    client: str
    file: Path
    where: str
    entry: dict[str, Any]


@lean_dataclass
class ConfigFinding:
    """The result for one config file: its memdesk entries and what would stop each from connecting."""

    client: str
    file: Path
    entries: int
    problems: list[str] = field(default_factory=list)


def _is_memdesk(name: str, entry: dict[str, Any]) -> bool:
    if name == SERVER_NAME:
        return True
    command = entry.get("command")
    if isinstance(command, str) and Path(command).name == "memdesk":
        return True
    args = entry.get("args")
    return isinstance(args, list) and any(module in args for module in _CLI_MODULES)


def _servers(table: Any) -> list[tuple[str, dict[str, Any]]]:
    if not isinstance(table, dict):
        return []
    return [(name, entry) for name, entry in table.items() if isinstance(entry, dict) and _is_memdesk(name, entry)]


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def find_entries(*, home: Path | None = None,
                 cwd: Path | None = None) -> tuple[list[ClientEntry], list[tuple[str, Path, str]]]:
    """Every memdesk entry in the client configs that exist; and ``(client, file, why)`` for each unreadable one."""
    cwd = cwd or Path.cwd()
    found: list[ClientEntry] = []
    unreadable: list[tuple[str, Path, str]] = []
    json_files = [("claude", mcp_config_file("claude", home)), ("claude", cwd / ".mcp.json"),
                  ("cursor", mcp_config_file("cursor", home)), ("cursor", cwd / ".cursor" / "mcp.json")]
    seen: set[Path] = set()
    for client, path in json_files:
        if path is None or not path.is_file() or path.resolve() in seen:
            continue
        seen.add(path.resolve())
        try:
            data = _read_json(path)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            unreadable.append((client, path, f"{path} is not readable JSON ({type(exc).__name__}), so the client "
                                              "cannot read it either"))
            continue
        if not isinstance(data, dict):
            continue
        found += [ClientEntry(client, path, f"mcpServers.{name}", entry) for name, entry in _servers(data.get(
            "mcpServers"))]
        if client == "claude" and isinstance(data.get("projects"), dict):  # Claude Code's per-project servers
            for project, settings in data["projects"].items():
                if isinstance(settings, dict):
                    found += [ClientEntry(client, path, f"projects[{project}].mcpServers.{name}", entry)
                              for name, entry in _servers(settings.get("mcpServers"))]
    codex = mcp_config_file("codex", home)
    if codex is not None and codex.is_file():
        try:
            config = tomllib.loads(codex.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            unreadable.append(("codex", codex, f"{codex} is not readable TOML ({type(exc).__name__}), so Codex cannot "
                                               "read it either"))
        else:
            found += [ClientEntry("codex", codex, f"[mcp_servers.{name}]", entry)
                      for name, entry in _servers(config.get("mcp_servers"))]
    return found, unreadable


def _token_problems(item: ClientEntry, environ: dict[str, str], token_in_use: bool) -> list[str]:
    entry, where = item.entry, f"{item.file} {item.where}"
    if item.client == "codex":
        variable = entry.get("bearer_token_env_var")
        sent = [*(entry.get("http_headers") or {}), *(entry.get("env_http_headers") or {})]
        if isinstance(variable, str) and variable:
            if not environ.get(variable):
                return [f"{where} takes its token from {variable}, which is not set in this environment: Codex "
                        f"leaves memdesk out when it is unset. Export {variable} where you start Codex."]
            return []
        if token_in_use and not any(str(key).lower() == "authorization" for key in sent):
            return [f"{where} sends no token, but the memdesk server needs one ({TOKEN_ENV}): add "
                    f"bearer_token_env_var = \"{TOKEN_ENV}\" (`memdesk connect codex --http --write`)."]
        return []
    headers: dict[str, Any] = entry["headers"] if isinstance(entry.get("headers"), dict) else {}
    authorization = next((str(value) for key, value in headers.items() if str(key).lower() == "authorization"), None)
    if authorization is None:
        if token_in_use:
            return [f"{where} sends no Authorization header, but the memdesk server needs a token ({TOKEN_ENV}): "
                    f"run `memdesk connect {item.client} --http --write`."]
        return []
    return [f"{where} sends a token from {name}, which is not set in this environment: export {name} where you "
            "start the client." for name in _REFERENCE.findall(authorization) if not environ.get(name)]


def _arg_value(args: list[str], option: str) -> str | None:
    value = None
    for index, arg in enumerate(args):
        if arg == option and index + 1 < len(args):
            value = args[index + 1]
        elif arg.startswith(option + "="):
            value = arg.split("=", 1)[1]
    return value


def _module_missing(command: str, args: list[str], env: dict[str, Any]) -> str | None:
    """The ``-m`` module a Python entry runs, when it cannot be found where that Python would look."""
    module = _arg_value(args, "-m")
    if module is None:
        return None
    roots = [Path(p) for p in str(env.get("PYTHONPATH", "")).split(os.pathsep) if p]
    relative = Path(*module.split("."))
    if roots:
        found = any((root / relative / "__main__.py").is_file() or (root / relative).with_suffix(".py").is_file()
                    for root in roots)
        return None if found else module
    if Path(command).resolve() == Path(sys.executable).resolve():
        import importlib.util

        try:
            return None if importlib.util.find_spec(module) is not None else module
        except (ImportError, ValueError):
            return module
    return None  # another Python: where it looks is its own business


def _stdio_problems(item: ClientEntry, environ: dict[str, str]) -> list[str]:
    entry, where = item.entry, f"{item.file} {item.where}"
    command = entry.get("command")
    args = [str(a) for a in entry.get("args") or [] if isinstance(a, (str, int, float))]
    env: dict[str, Any] = entry["env"] if isinstance(entry.get("env"), dict) else {}
    problems = []
    if not isinstance(command, str) or not command.strip():
        return [f"{where} names no command to run"]
    executable = Path(command).expanduser()
    if executable.is_absolute() or os.sep in command:
        if not executable.is_file() or not os.access(executable, os.X_OK):
            problems.append(f"{where} starts {command}, which does not exist (a moved or deleted install?): "
                            f"run `memdesk connect {item.client} --write` with the memdesk you use now.")
    elif shutil.which(command, path=str(env.get("PATH") or environ.get("PATH", ""))) is None:
        problems.append(f"{where} starts {command}, which is not on the PATH here: name it by its absolute path "
                        f"(`memdesk connect {item.client} --write`).")
    if not problems:
        module = _module_missing(command, args, env)
        if module is not None:
            problems.append(f"{where} runs `python -m {module}`, which this Python cannot find (memdesk's command "
                            f"line is now core.interfaces.cli): run `memdesk connect {item.client} --write`.")
    db = _arg_value(args, "--db") or env.get("MEMDESK_DB")
    if isinstance(db, str) and db and not Path(db).expanduser().exists():
        problems.append(f"{where} opens the store {db}, which does not exist: the agent would get a new, empty "
                        "store. Point --db at your store (`memdesk --db PATH connect ... --write`).")
    return problems


def check_client_configs(*, token_in_use: bool, environ: dict[str, str] | None = None, home: Path | None = None,
                         cwd: Path | None = None) -> list[ConfigFinding]:
    """One finding per config file holding a memdesk entry (and per file that could not be read).

    Args:
        token_in_use: the memdesk server needs a bearer token (``MEMDESK_TOKEN`` is set, or the
            running daemon asks for one), so an HTTP entry that sends none cannot connect.
        environ: the environment to check variables against (default: this process's).
    """
    environ = dict(os.environ) if environ is None else environ
    entries, unreadable = find_entries(home=home, cwd=cwd)
    findings: dict[Path, ConfigFinding] = {}
    for item in entries:
        finding = findings.setdefault(item.file, ConfigFinding(item.client, item.file, 0))
        finding.entries += 1
        if isinstance(item.entry.get("url"), str):
            finding.problems += _token_problems(item, environ, token_in_use)
        else:
            finding.problems += _stdio_problems(item, environ)
        if item.client == "codex" and item.entry.get("required") is not True:
            finding.problems.append(f"{item.file} {item.where} does not set required = true: Codex may start a turn "
                                    "without memdesk's tools when it is slow to start, and drops it silently when "
                                    "it cannot (`memdesk connect codex --write` adds it).")
    return [*findings.values(), *(ConfigFinding(client, path, 0, [why]) for client, path, why in unreadable)]
