"""Start a transport: the one module that puts several adapters together.

``memdesk mcp`` runs the MCP server over stdio (:func:`run_mcp_stdio`); ``memdesk serve
--foreground`` — what the daemon runs — serves the HTTP service with the MCP server
mounted in it, beside the upkeep timer and the watched-folder poller
(:func:`serve_foreground`); :func:`http_app` builds that HTTP service for one engine.

The adapters never import each other: the HTTP service is handed the MCP server it
mounts, and the CLI reaches the transports only through here (it imports this module
only in the commands that start one). Everything a server needs is imported with this
module, before :func:`serve_foreground` takes the store's lease: holding the lease is
what "running" means to ``serve --status`` and the Server pane, so the address must be
published moments after it, not after a second of imports.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import uvicorn
from starlette.applications import Starlette

from core.agents.background import Background
from core.clock import format_time, system_clock
from core.config import Config
from core.engine import Engine
from core.interfaces.http.activity import Activity, RequestLog
from core.interfaces.http.app import create_app
from core.interfaces.http.runner import bind_socket, sigterm_exits, uvicorn_config
from core.interfaces.mcp import LocalBackend, build_server
from core.interfaces.mcp.stdio import run_stdio
from core.interfaces.serving.daemon import DaemonFiles, hold_lease, publish, unpublish
from core.interfaces.serving.hosts import check_bind, connect_host, normalise_host


def run_mcp_stdio(db_path: Path, config: Config, *, namespace: str = "", forward: bool = True) -> None:
    """Serve MCP on stdin/stdout until the client closes the pipe (``memdesk mcp``).

    With ``forward``, calls go to the daemon serving ``db_path`` when one runs.
    """
    run_stdio(db_path, config, namespace=namespace, forward=forward)


def http_app(engine: Engine, *, token: str | None = None, host: str = "127.0.0.1",
             activity: Activity | None = None, request_log: RequestLog | None = None) -> Starlette:
    """The whole HTTP service for one store: ``/mcp``, the REST mirror under ``/v1/`` and ``/health``.

    Args:
        engine: the store's engine (calls run in worker threads, one connection each).
        token: when set, every endpoint but ``/health`` needs ``Authorization: Bearer <token>``.
        host: the address the service is bound to (decides which Origin/Host values are local).
        activity: live counters for ``/v1/status`` (a fresh one when ``None``).
        request_log: where each request is logged (nothing is logged when ``None``).

    Raises:
        ValidationError: a ``[server]`` setting of the wrong type.
    """
    activity = activity or Activity()
    mcp_server = build_server(LocalBackend(engine), on_client=activity.note_client)
    return create_app(mcp_server, engine.config, token=token, host=host, activity=activity, request_log=request_log)


def serve_foreground(db_path: Path, config: Config, *, host: str, port: int, token: str | None,
                     announce: Callable[[str], None] = print, watch: Path | None = None,
                     namespace: str = "") -> None:
    """Serve ``db_path`` on ``host:port`` until SIGTERM/SIGINT, holding the store's server lease.

    Beside the server run the upkeep timer (``[upkeep] interval_minutes``) and, with
    ``watch``, the watched-folder poller staging into ``namespace`` (``core.agents.background``).

    Raises:
        RefusedError: unsafe bind, port in use, or another server already running on this store.
    """
    host = normalise_host(host)
    check_bind(host, token)
    files = DaemonFiles.for_store(db_path)
    with hold_lease(files):
        sock = bind_socket(host, port)
        engine = Engine(db_path, config=config, actor="agent:unknown")
        background = Background(engine, watch=watch, namespace=namespace, announce=announce)
        try:
            actual_port = sock.getsockname()[1]
            app = http_app(engine, token=token, host=host, activity=Activity(),
                           request_log=RequestLog(files.requests))
            publish(files, host=host, port=actual_port, started_at=format_time(system_clock()), auth=bool(token))
            base = f"http://{connect_host(host)}:{actual_port}"
            announce(f"memdesk serving {Path(db_path).name} at {base} (MCP {base}/mcp, REST {base}/v1/) "
                     f"pid {os.getpid()}{', token required' if token else ''}")
            server = uvicorn.Server(uvicorn_config(app))
            background.start()
            with sigterm_exits():
                server.run(sockets=[sock])
        finally:
            background.stop()
            unpublish(files, os.getpid())
            sock.close()
            engine.close()
