"""The HTTP service behind ``memdesk serve``: ``/mcp``, the REST mirror under ``/v1/`` and ``/health``.

One Starlette app: the MCP streamable-HTTP endpoint is mounted from the same
:class:`~core.interfaces.mcp.MemdeskMCP` that ``memdesk mcp`` runs over stdio, and the REST
mirror calls that server's tools through its backend, so both surfaces validate,
scope and answer identically. The server is handed in (:func:`core.interfaces.launch.http_app`
builds it), so the HTTP service never imports the MCP adapter. Every request passes the guard
(Origin, Host, token, body cap) and is counted and logged on the way out.

REST mirror: ``POST /v1/<tool>`` with the tool's arguments as a JSON object
(``GET`` with query parameters works for the read-only tools), ``GET /v1/context``
(the context block), ``GET /v1/soul``, ``GET /v1/status`` (clients and request
counts). Optional headers: ``X-Memdesk-Client`` (your name, becomes the capture
source), ``X-Memdesk-Namespace`` (default namespace for the call).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import asynccontextmanager
from typing import Any, Protocol

import anyio.to_thread
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route

from core import __version__
from core.errors import MemdeskError
from core.interfaces.http.activity import Activity, ActivityMiddleware, RequestLog
from core.interfaces.http.security import GuardMiddleware
from core.interfaces.serving.hosts import normalise_host
from core.interfaces.serving.results import (
    CLIENT_SCOPE_KEY,
    Caller,
    ToolOutcome,
    clean_client_name,
    error_outcome,
    public_message,
)
from core.settings import Settings

REST_CLIENT = "rest"


class AgentBackend(Protocol):
    """Where the REST mirror's calls run: the mounted MCP server's backend."""

    def call(self, name: str, arguments: Any, caller: Caller) -> ToolOutcome: ...

    def context_block(self, namespace: str, caller: Caller) -> str: ...

    def soul(self) -> str: ...


class HostedMCP(Protocol):
    """What the HTTP service needs of the MCP server it mounts (a :class:`~core.interfaces.mcp.MemdeskMCP`)."""

    @property
    def backend(self) -> AgentBackend: ...

    @property
    def session_manager(self) -> Any: ...

    @property
    def streamable_http_app(self) -> Callable[..., Any]: ...

    def listed_tool(self, name: str) -> Any: ...


def _caller(request: Request) -> Caller:
    """Who is calling over REST: ``X-Memdesk-Client`` (default ``rest``) through ``http``.

    The stdio forwarder says ``X-Memdesk-Transport: mcp`` so a capture it relays keeps
    the ``mcp:<client>`` source an agent would get talking MCP directly.
    """
    client = clean_client_name(request.headers.get("x-memdesk-client") or REST_CLIENT)
    transport = "mcp" if request.headers.get("x-memdesk-transport") == "mcp" else "http"
    request.scope[CLIENT_SCOPE_KEY] = client
    return Caller(client=client, transport=transport,
                  default_namespace=request.headers.get("x-memdesk-namespace", ""))


# Tools a GET may call: reads that change nothing (no access counted, no log row) and call no model.
GET_TOOLS = frozenset({"search", "get", "explain", "stats", "identity", "generation_diff"})

NOT_FOUND = {"error": "no such endpoint; memdesk serves /mcp, /v1/<tool>, /v1/context, /v1/soul, /v1/status "
                      "and /health", "code": "not_found", "retryable": False}


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    """Routing errors (404, 405) in the same ``{error, code, retryable}`` shape as every other error."""
    assert isinstance(exc, HTTPException)  # registered for HTTPException only (Starlette types the handler loosely)
    if exc.status_code == 404:
        return JSONResponse(NOT_FOUND, status_code=404)
    code = "method_not_allowed" if exc.status_code == 405 else f"http_{exc.status_code}"
    return JSONResponse({"error": str(exc.detail), "code": code, "retryable": False},
                        status_code=exc.status_code, headers=exc.headers)


# Open MCP sessions held at once (each is ~50 KB and a task). The SDK expires an idle one after
# 30 minutes; past this many, a new session expires the oldest instead of growing the table
# (10k `initialize` calls once took 475 MB) or refusing newcomers with 503s.
MAX_MCP_SESSIONS = 256


def _mcp_only(mcp_app, path: str = "/mcp", *, manager=None, max_sessions: int = MAX_MCP_SESSIONS):
    """Hand only the MCP endpoint to the MCP app; any other path gets the JSON 404.

    A request opening a new session (no ``mcp-session-id``) first expires the oldest sessions
    while the table is full.
    """

    async def app(scope, receive, send):
        if scope["type"] == "http" and scope["path"].rstrip("/") != path:
            await JSONResponse(NOT_FOUND, status_code=404)(scope, receive, send)
            return
        if manager is not None and scope["type"] == "http" and scope.get("method") == "POST" and not any(
                name.lower() == b"mcp-session-id" for name, _ in scope.get("headers", [])):
            await _expire_oldest(manager, max_sessions - 1)
        await mcp_app(scope, receive, send)

    return app


async def _expire_oldest(manager, keep: int) -> None:
    """End the oldest sessions of the SDK's session manager until at most ``keep`` remain."""
    sessions = getattr(manager, "_server_instances", None)  # insertion order: oldest first
    if not isinstance(sessions, dict):
        return
    while len(sessions) > max(keep, 0):
        session_id, transport = next(iter(sessions.items()))
        sessions.pop(session_id, None)
        getattr(manager, "_session_owners", {}).pop(session_id, None)
        try:
            await transport.terminate()
        except Exception:  # a session already ending must not fail the newcomer's request
            pass


def _json(outcome) -> JSONResponse:
    headers = {"Retry-After": "1"} if outcome.http_status == 503 else None
    return JSONResponse(outcome.data, status_code=outcome.http_status, headers=headers)


def _query_arguments(spec: Any, request: Request) -> dict[str, Any]:
    """GET query parameters as tool arguments; array arguments take comma-separated values."""
    properties = spec.input_schema.get("properties", {})
    arguments: dict[str, Any] = {}
    for name in request.query_params:
        values = request.query_params.getlist(name)
        if properties.get(name, {}).get("type") == "array":
            arguments[name] = [part.strip() for value in values for part in value.split(",") if part.strip()]
        else:
            arguments[name] = values[-1]
    return arguments


def create_app(mcp_server: HostedMCP, settings: Settings, *, token: str | None = None, host: str = "127.0.0.1",
               activity: Activity | None = None, request_log: RequestLog | None = None) -> Starlette:
    """The whole HTTP service around one MCP server (use :func:`core.interfaces.launch.http_app`).

    Args:
        mcp_server: the MCP server to mount at ``/mcp``; its backend answers the REST mirror.
        settings: the store's settings (``[server]`` max_body_bytes and allowed_origins).
        token: when set, every endpoint but ``/health`` needs ``Authorization: Bearer <token>``.
        host: the address the service is bound to (decides which Origin/Host values are local).
        activity: live counters for ``/v1/status`` (a fresh one when ``None``).
        request_log: where each request is logged (nothing is logged when ``None``).

    Returns:
        A Starlette app; its lifespan runs the MCP session manager.
    """
    max_body, allowed_origins = settings.server.max_body_bytes, list(settings.server.allowed_origins)
    activity = activity or Activity()
    backend = mcp_server.backend
    # Origin, Host and token are checked by GuardMiddleware for every route alike, so the
    # SDK's own loopback-only Host check is off (it would also refuse a token-guarded 0.0.0.0 bind).
    mcp_app = mcp_server.streamable_http_app(
        streamable_http_path="/mcp", max_request_body_size=max_body, host=normalise_host(host),
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )

    async def health(request: Request) -> Response:
        # pid: what `serve --stop` checks serve.pid against where the kernel does not list lock holders.
        return JSONResponse({"status": "ok", "service": "memdesk", "version": __version__, "auth": bool(token),
                             "pid": os.getpid()})

    async def status(request: Request) -> Response:
        data = activity.snapshot()
        data.update({"service": "memdesk", "version": __version__, "pid": os.getpid(), "clients": activity.clients()})
        return JSONResponse(data)

    async def call(request: Request) -> Response:
        tool = request.path_params["tool"]
        caller = _caller(request)
        spec = mcp_server.listed_tool(tool)
        if request.method == "GET":
            if spec is not None and tool not in GET_TOOLS:
                # A GET needs no Origin and no preflight: anything that changes state (recall counts
                # access, which feeds ranking and prune) or calls the operator's model is POST only.
                return JSONResponse({"error": f"{tool} is POST only (it changes the store or may call a model); "
                                              "send it as POST with a JSON body", "code": "method_not_allowed",
                                     "retryable": False}, status_code=405, headers={"Allow": "POST"})
            arguments: Any = _query_arguments(spec, request) if spec is not None else {}
        else:
            try:
                arguments = await request.json() if await request.body() else {}
            except (ValueError, RecursionError):  # a body nested past the parser's depth is not JSON we take
                return _json(error_outcome("the request body is not valid JSON", "invalid_json"))
        outcome = await anyio.to_thread.run_sync(backend.call, tool, arguments, caller)
        return _json(outcome)

    async def text(request: Request, read) -> Response:
        caller = _caller(request)
        try:
            body = await anyio.to_thread.run_sync(read, caller)
        except MemdeskError as exc:
            return _json(error_outcome(public_message(exc.message), exc.code, retryable=exc.retryable))
        return PlainTextResponse(body, media_type="text/markdown; charset=utf-8")

    async def context(request: Request) -> Response:
        namespace = request.query_params.get("namespace")
        return await text(request, lambda caller: backend.context_block(
            caller.default_namespace if namespace is None else namespace, caller))

    async def soul(request: Request) -> Response:
        return await text(request, lambda caller: backend.soul())

    @asynccontextmanager
    async def lifespan(app):
        async with mcp_server.session_manager.run():
            yield

    routes = [
        Route("/health", health, methods=["GET"]),
        Route("/v1/status", status, methods=["GET"]),
        Route("/v1/context", context, methods=["GET"]),
        Route("/v1/soul", soul, methods=["GET"]),
        Route("/v1/{tool}", call, methods=["GET", "POST"]),
        Mount("/", app=_mcp_only(mcp_app, manager=mcp_server.session_manager)),
    ]
    middleware = [
        Middleware(ActivityMiddleware, activity=activity, log=request_log),
        Middleware(GuardMiddleware, token=token, bound_host=host, max_body_bytes=max_body,
                   allowed_origins=allowed_origins),
    ]
    app = Starlette(routes=routes, middleware=middleware, lifespan=lifespan,
                    exception_handlers={HTTPException: _http_error})
    app.state.mcp_server = mcp_server
    app.state.activity = activity
    return app
