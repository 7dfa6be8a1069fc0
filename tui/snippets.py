"""Client snippets the Server pane shows and copies, built by ``core.agents.connect`` (as ``memdesk connect``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.agents.connect import build_config
from core.paths import StoreURL


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
    # Only the entry itself: what the clipboard and the saved file get (valid JSON or TOML to paste).
    paste: str = ""
    extension: str = "json"


CLIENTS = (Client("claude", "Claude Code"), Client("codex", "Codex"), Client("cursor", "Cursor"))


def snippet_for(client: Client, *, mcp_url: str, db_path: Path | StoreURL, token_required: bool = False) -> Snippet:
    """The HTTP entry that points ``client`` at this store's server (``memdesk connect CLIENT --http``)."""
    config = build_config(client.key, db_path, http_url=mcp_url, token_required=token_required)
    where = _home_relative(config.file) if config.file else "the client's MCP settings"
    text = config.snippet + (f"\n\n# {config.hint}" if config.hint else "")
    text += f"\n\n# or let memdesk add it: memdesk connect {client.key} --http --write"
    return Snippet(client.title, where, text, paste=config.snippet + "\n",
                   extension="toml" if client.key == "codex" else "json")


def _home_relative(path: Path) -> str:
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)
