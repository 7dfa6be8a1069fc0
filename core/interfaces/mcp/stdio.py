"""``memdesk mcp``: the MCP server over stdio, forwarding to the daemon when one serves the store.

With a daemon running, many agents' stdio servers share one writer process instead
of each opening the file; without one, each opens the file directly (WAL and bounded
retries make that safe) and a write that still fails is reported to the agent.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from core.config import Config
from core.engine import Engine
from core.interfaces.mcp.backend import Backend, LocalBackend, RemoteBackend
from core.interfaces.mcp.server import MemdeskMCP

log = logging.getLogger("memdesk.mcp")


def open_backend(db_path: Path, config: Config, *, forward: bool = True) -> tuple[Backend, str]:
    """Pick where calls go: the daemon serving ``db_path`` if any (and ``forward``), else the file.

    Returns:
        The backend and a one-line description for the log.
    """
    def direct() -> LocalBackend:
        return LocalBackend(Engine(db_path, config=config, actor="agent:unknown"))

    if forward:
        # Only stdio needs it: importing it here keeps `import core.interfaces.mcp` light.
        from core.interfaces.serving.daemon import forward_target

        token = os.environ.get("MEMDESK_TOKEN") or None
        url, why_not = forward_target(db_path, token=token)
        if url is not None:
            return RemoteBackend(url, token=token, fallback=direct), f"forwarding to the memdesk daemon at {url}"
        if why_not:
            return direct(), f"{why_not}; using the store file {db_path.name} directly"
    return direct(), f"using the store file {db_path.name} directly"


def run_stdio(db_path: Path, config: Config, *, namespace: str = "", forward: bool = True) -> None:
    """Serve MCP on stdin/stdout until the client closes the pipe."""
    backend, how = open_backend(db_path, config, forward=forward)
    print(f"memdesk mcp: {how}", file=sys.stderr, flush=True)
    try:
        MemdeskMCP(backend, default_namespace=namespace).run("stdio")
    finally:
        backend.close()
