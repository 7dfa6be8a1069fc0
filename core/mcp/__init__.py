"""memdesk's MCP server: agent tools and resources over stdio or streamable HTTP.

``build_server(backend)`` gives the server; :mod:`core.mcp.stdio` runs it for
``memdesk mcp`` and :mod:`core.http` mounts it at ``/mcp`` for ``memdesk serve``.
"""

from core.mcp.backend import Backend, LocalBackend, RemoteBackend, soul_text
from core.mcp.results import Caller, ToolOutcome, clean_client_name
from core.mcp.server import MemdeskMCP
from core.mcp.tools import TOOLS, call_tool


def build_server(backend: Backend, *, default_namespace: str = "", on_client=None) -> MemdeskMCP:
    """The MCP server over ``backend`` (see :class:`MemdeskMCP` for the arguments)."""
    return MemdeskMCP(backend, default_namespace=default_namespace, on_client=on_client)


__all__ = [
    "Backend", "Caller", "LocalBackend", "MemdeskMCP", "RemoteBackend", "TOOLS", "ToolOutcome", "build_server",
    "call_tool", "clean_client_name", "soul_text",
]
