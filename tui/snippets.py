"""Client configuration snippets the Server pane shows and copies (Claude Code, Codex, Cursor)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Client:
    key: str
    title: str


@dataclass(frozen=True)
class Snippet:
    """Text to paste and where it goes."""

    title: str
    where: str
    text: str


CLIENTS = (Client("claude-code", "Claude Code"), Client("codex", "Codex"), Client("cursor", "Cursor"))


def snippet_for(client: str, *, url: str, db_path: Path) -> Snippet:
    """The snippet that points ``client`` at this store's server.

    HTTP clients use ``url``; Codex starts ``memdesk mcp`` over stdio with the same
    store (which reaches the store through the daemon when it runs).
    """
    if client == "claude-code":
        return Snippet("Claude Code", "run in a terminal",
                       f"claude mcp add --transport http memdesk {url}")
    if client == "codex":
        text = (
            "[mcp_servers.memdesk]\n"
            'command = "memdesk"\n'
            f"args = [\"--db\", {json.dumps(str(db_path))}, \"mcp\"]\n"
        )
        return Snippet("Codex", "~/.codex/config.toml", text)
    if client == "cursor":
        text = json.dumps({"mcpServers": {"memdesk": {"url": url}}}, indent=2)
        return Snippet("Cursor", ".cursor/mcp.json", text)
    raise KeyError(client)
