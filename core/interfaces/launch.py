"""Start a transport: the one module that puts several adapters together.

``memdesk mcp`` serves MCP over stdio (:func:`run_mcp_stdio`); ``memdesk serve
--foreground`` — what the daemon runs — serves the HTTP service with the MCP server
mounted in it, beside the upkeep timer and the watched-folder poller
(:func:`serve_foreground`); :func:`http_app` builds that HTTP service for one engine.

The adapters never import each other: the HTTP service is handed the MCP server it
mounts, and the CLI reaches the transports only through here. Each function imports
what its transport needs when it is called, so ``memdesk mcp`` loads nothing of the
HTTP service and can answer its client at once. :func:`serve_foreground` imports
everything a server needs before it takes the store's lease: holding the lease is what
"running" means to ``serve --status`` and the Server pane, so the address must be
published moments after it, not after a second of imports.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from starlette.applications import Starlette

    from core.engine import Engine
    from core.interfaces.http.activity import Activity, RequestLog
    from core.paths import StoreURL
    from core.settings import Settings


def run_mcp_stdio(db_path: Path | StoreURL, settings: Settings | None = None, *, namespace: str = "",
                  forward: bool = True, sdk: bool = False, client: str | None = None) -> None:
    """Serve MCP on stdin/stdout until the client closes the pipe (``memdesk mcp``).

    Args:
        db_path: the store.
        settings: the settings; ``None`` loads them after the handshake (the stdio loop needs none to answer it).
        namespace: the namespace used when a call names none (normalised).
        forward: send calls to the daemon serving ``db_path`` when one runs.
        sdk: serve with the MCP SDK's server instead of the stdio loop (slower to start).
        client: the agent name every call is recorded under (``memdesk mcp --as``, a clean client name), whatever
            name the client gives in its ``initialize``.
    """
    if sdk:
        from core.interfaces.mcp.stdio import run_stdio
        from core.settings import load_settings

        run_stdio(db_path, settings if settings is not None else load_settings(), namespace=namespace,
                  forward=forward, client=client)
        return
    from core.interfaces.mcp.stdio_loop import serve

    serve(db_path, namespace=namespace, forward=forward, settings=settings, client=client)


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
    from core.interfaces.http.activity import Activity
    from core.interfaces.http.app import create_app
    from core.interfaces.mcp import LocalBackend, build_server

    activity = activity or Activity()
    mcp_server = build_server(LocalBackend(engine), on_client=activity.note_client)
    return create_app(mcp_server, engine.settings, token=token, host=host, activity=activity, request_log=request_log)


def serve_foreground(db_path: Path | StoreURL, settings: Settings, *, host: str, port: int, token: str | None,
                     announce: Callable[[str], None] = print, watch: Path | None = None,
                     namespace: str = "") -> None:
    """Serve ``db_path`` on ``host:port`` until SIGTERM/SIGINT, holding the store's server lease.

    Beside the server run the upkeep timer (``[upkeep] interval_minutes``) and, with
    ``watch``, the watched-folder poller staging into ``namespace`` (``core.agents.background``).

    Raises:
        RefusedError: unsafe bind, port in use, or another server already running on this store.
    """
    import uvicorn

    from core.agents.background import Background
    from core.clock import format_time, system_clock
    from core.engine import Engine
    from core.interfaces.http.activity import Activity, RequestLog
    from core.interfaces.http.runner import bind_socket, sigterm_exits, uvicorn_config
    from core.interfaces.serving.daemon import DaemonFiles, hold_lease, publish, unpublish
    from core.interfaces.serving.hosts import check_bind, connect_host, normalise_host
    from core.paths import as_store_location

    # What http_app imports when called: loaded now, before the lease (see the module docstring).
    for module in ("core.interfaces.http.app", "core.interfaces.mcp.server"):
        importlib.import_module(module)
    host = normalise_host(host)
    check_bind(host, token)
    files = DaemonFiles.for_store(db_path)
    with hold_lease(files):
        sock = bind_socket(host, port)
        engine = Engine(db_path, settings=settings, actor="agent:unknown")
        background = Background(engine.agents, watch=watch, namespace=namespace, announce=announce)
        try:
            actual_port = sock.getsockname()[1]
            app = http_app(engine, token=token, host=host, activity=Activity(),
                           request_log=RequestLog(files.requests))
            publish(files, host=host, port=actual_port, started_at=format_time(system_clock()), auth=bool(token))
            base = f"http://{connect_host(host)}:{actual_port}"
            where = as_store_location(db_path).name
            announce(f"memdesk serving {where} at {base} (MCP {base}/mcp, REST {base}/v1/) "
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
