"""memdesk's MCP server: agent tools and resources over stdio or streamable HTTP.

``build_server(backend)`` gives the SDK server, which :mod:`core.interfaces.launch` hands
to the HTTP service to mount at ``/mcp`` for ``memdesk serve``. ``memdesk mcp`` serves
stdio with :mod:`core.interfaces.mcp.stdio_loop`, which answers ``initialize`` before the
SDK could load; :mod:`core.interfaces.mcp.catalog` is what both say about themselves.

Names are loaded on first use (PEP 562): importing one light module of this package
must not import the SDK.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from core.interfaces.mcp.backend import Backend, LocalBackend, RemoteBackend
    from core.interfaces.mcp.server import MemdeskMCP
    from core.interfaces.mcp.tools import TOOLS, call_tool
    from core.interfaces.serving.results import Caller, ToolOutcome, clean_client_name

_PUBLIC = {
    "Backend": "core.interfaces.mcp.backend", "LocalBackend": "core.interfaces.mcp.backend",
    "RemoteBackend": "core.interfaces.mcp.backend", "MemdeskMCP": "core.interfaces.mcp.server",
    "TOOLS": "core.interfaces.mcp.tools", "call_tool": "core.interfaces.mcp.tools",
    "Caller": "core.interfaces.serving.results", "ToolOutcome": "core.interfaces.serving.results",
    "clean_client_name": "core.interfaces.serving.results",
}


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'core.interfaces.mcp' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def build_server(backend: Backend, *, default_namespace: str = "",
                 on_client: Callable[[str], None] | None = None) -> MemdeskMCP:
    """The MCP server over ``backend`` (see :class:`MemdeskMCP` for the arguments)."""
    from core.interfaces.mcp.server import MemdeskMCP

    return MemdeskMCP(backend, default_namespace=default_namespace, on_client=on_client)


__all__ = [
    "TOOLS",
    "Backend",
    "Caller",
    "LocalBackend",
    "MemdeskMCP",
    "RemoteBackend",
    "ToolOutcome",
    "build_server",
    "call_tool",
    "clean_client_name",
]
