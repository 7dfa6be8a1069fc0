"""``memdesk mcp --sdk``: the MCP SDK's own server over stdio.

``memdesk mcp`` normally serves stdio with :mod:`core.interfaces.mcp.stdio_loop`, which
answers ``initialize`` long before the SDK could load. This module runs the SDK server
instead: when asked to (``--sdk``), and for a client that opens with something other
than ``initialize`` (a 2026-era client's ``server/discover``), which the loop hands over.
"""

from __future__ import annotations

import sys
from pathlib import Path

from core.interfaces.mcp.backend import open_backend
from core.interfaces.mcp.server import MemdeskMCP
from core.paths import StoreURL
from core.settings import Settings


def run_stdio(db_path: Path | StoreURL, settings: Settings, *, namespace: str = "", forward: bool = True,
              client: str | None = None) -> None:
    """Serve MCP on stdin/stdout with the SDK server until the client closes the pipe (``client``: ``--as``)."""
    backend, how = open_backend(db_path, settings, forward=forward)
    print(f"memdesk mcp: {how}", file=sys.stderr, flush=True)
    try:
        MemdeskMCP(backend, default_namespace=namespace, pinned_client=client).run("stdio")
    finally:
        backend.close()
