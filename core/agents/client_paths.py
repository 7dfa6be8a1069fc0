"""Where each agent client keeps the files memdesk writes or checks, read from the environment at call time.

- Claude Code: ``~/.claude.json`` (its MCP servers, user and per-project) and
  ``~/.claude/settings.json`` (hooks);
- Codex: ``$CODEX_HOME`` (default ``~/.codex``): ``config.toml`` (MCP servers) and ``hooks.json``;
- Cursor: ``~/.cursor/mcp.json``.
"""

from __future__ import annotations

import os
from pathlib import Path


def codex_home(home: Path | None = None) -> Path:
    """Codex's folder: ``$CODEX_HOME``, else ``~/.codex``."""
    override = os.environ.get("CODEX_HOME")
    return Path(override).expanduser() if override else (home or Path.home()) / ".codex"


def mcp_config_file(client: str, home: Path | None = None) -> Path | None:
    """The user-level file holding ``client``'s MCP servers (``None`` for a client without one)."""
    home = home or Path.home()
    return {"claude": home / ".claude.json", "codex": codex_home(home) / "config.toml",
            "cursor": home / ".cursor" / "mcp.json"}.get(client)
