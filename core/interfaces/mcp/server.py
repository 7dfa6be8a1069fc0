"""memdesk's MCP server: the agent tools and two resources over any MCP transport.

:class:`MemdeskMCP` is an ``mcp.server.mcpserver.MCPServer`` whose tool list and
tool calls come from :data:`core.interfaces.mcp.tools.TOOLS` rather than from decorated
functions, so every call — including one with a missing or misspelt argument —
answers the structured ``{error, code, retryable}`` shape instead of a bare
string, and the server keeps serving. Tool schemas are compacted (no titles, no
``null`` branches) because an agent pays for them in context on every request.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.types import CallToolResult, TextContent, Tool, ToolAnnotations
from pydantic import BaseModel

from core import __version__
from core.errors import MemdeskError
from core.interfaces.mcp.backend import Backend
from core.interfaces.mcp.catalog import (
    INSTRUCTIONS,
    MIME_TYPE,
    RECALL_TEMPLATE,
    RECALL_URI,
    RESOURCES,
    SERVER_NAME,
    SOUL_URI,
)
from core.interfaces.mcp.tools import TOOLS
from core.interfaces.serving.results import CLIENT_SCOPE_KEY, Caller, clean_client_name, public_message

log = logging.getLogger("memdesk.mcp")

def compact_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema without titles, ``null`` branches or ``default: null``."""
    def clean(node: Any, *, in_properties: bool = False) -> Any:
        if isinstance(node, list):
            return [clean(item) for item in node]
        if not isinstance(node, dict):
            return node
        if in_properties:
            return {name: clean(value) for name, value in node.items()}
        node = dict(node)
        node.pop("title", None)
        branches = node.get("anyOf")
        if isinstance(branches, list):
            kept = [b for b in branches if b != {"type": "null"}]
            if len(kept) == 1 and len(kept) < len(branches):
                del node["anyOf"]
                node.update(kept[0])
        if "default" in node and node["default"] is None:
            del node["default"]
        return {key: clean(value, in_properties=key in ("properties", "$defs")) for key, value in node.items()}

    return clean(model.model_json_schema())


def client_of(context: Context | None) -> str:
    """The calling client's name from its MCP ``initialize`` (``unknown`` when it gave none)."""
    try:
        params = context.request_context.session.client_params if context is not None else None
    except (AttributeError, ValueError):
        return clean_client_name(None)
    return clean_client_name(params.client_info.name if params is not None else None)


class MemdeskMCP(MCPServer):
    """The agent-facing MCP server over one :class:`~core.interfaces.mcp.backend.Backend`.

    Args:
        backend: where calls run (the store file, or a daemon).
        default_namespace: the namespace used when a call names none.
        on_client: called with each client name seen (the daemon counts them).
        pinned_client: the name every call is recorded under, whatever the client calls itself (``memdesk mcp
            --as``): set by whoever writes the client's configuration, not by the client.
    """

    def __init__(self, backend: Backend, *, default_namespace: str = "",
                 on_client: Callable[[str], None] | None = None, pinned_client: str | None = None):
        super().__init__(name=SERVER_NAME, version=__version__, instructions=INSTRUCTIONS, log_level="WARNING")
        self.backend = backend
        self.default_namespace = default_namespace
        self._on_client = on_client
        self._pinned_client = pinned_client
        self._tools = [
            Tool(name=spec.name, description=spec.description, input_schema=compact_schema(spec.arguments),
                 annotations=ToolAnnotations(title=spec.title, read_only_hint=not spec.writes,
                                             destructive_hint=spec.destructive, idempotent_hint=spec.idempotent,
                                             open_world_hint=spec.open_world))
            for spec in TOOLS.values()
        ]
        readers: dict[str, Callable[..., str]] = {RECALL_URI: self._recall_block,
                                                  RECALL_TEMPLATE: self._recall_block_for, SOUL_URI: self._soul}
        for uri, name, description in RESOURCES:
            self.resource(uri, name=name, mime_type=MIME_TYPE, description=description)(readers[uri])
        self.middleware.append(self._observe_client)

    def caller(self, context: Context | None) -> Caller:
        """Who is calling, from the request's MCP context."""
        client = self._pinned_client or client_of(context)
        return Caller(client=client, transport="mcp", default_namespace=self.default_namespace)

    def listed_tool(self, name: str) -> Tool | None:
        """The listed tool called ``name`` (compact input schema, annotations), or ``None``."""
        return next((tool for tool in self._tools if tool.name == name), None)

    async def list_tools(self) -> list[Tool]:
        """The ten agent tools (and nothing an operator does)."""
        return list(self._tools)

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Context | None = None) -> CallToolResult:
        """Run one tool in a worker thread; every outcome is a result, never an exception."""
        outcome = await anyio.to_thread.run_sync(partial(self.backend.call, name, arguments, self.caller(context)))
        text = json.dumps(outcome.data, ensure_ascii=False, default=str)
        return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=outcome.data,
                              is_error=outcome.is_error)

    def _read(self, read: Callable[[], str]) -> str:
        try:
            return read()
        except MemdeskError as exc:  # the reader gets the reason, not "error reading resource"
            raise ResourceError(public_message(exc.message)) from None

    def _recall_block(self) -> str:
        caller = Caller(default_namespace=self.default_namespace)
        return self._read(lambda: self.backend.context_block(self.default_namespace, caller))

    def _recall_block_for(self, namespace: str) -> str:
        caller = Caller(default_namespace=self.default_namespace)
        return self._read(lambda: self.backend.context_block(namespace, caller))

    def _soul(self) -> str:
        return self._read(self.backend.soul)

    async def _observe_client(self, ctx: Any, call_next: Any) -> Any:
        """Note who is calling (for the daemon's client list and request log), then carry on."""
        name = None
        params = getattr(ctx.session, "client_params", None)
        if params is not None:
            name = params.client_info.name
        elif ctx.method == "initialize" and isinstance(ctx.params, dict):
            info = ctx.params.get("clientInfo")
            name = info.get("name") if isinstance(info, dict) else None
        if name is not None:
            client = clean_client_name(name)
            scope = getattr(ctx.request, "scope", None)
            if isinstance(scope, dict):
                scope[CLIENT_SCOPE_KEY] = client
            if self._on_client is not None:
                self._on_client(client)
        return await call_next(ctx)
