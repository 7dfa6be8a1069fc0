"""memdesk's MCP server: agent tools and resources over stdio or streamable HTTP.

``build_server(backend)`` gives the server; :mod:`core.interfaces.mcp.stdio` runs it for
``memdesk mcp``, and :mod:`core.interfaces.launch` hands it to the HTTP service, which
mounts it at ``/mcp`` for ``memdesk serve``.
"""

from core.interfaces.mcp.backend import Backend, LocalBackend, RemoteBackend
from core.interfaces.mcp.server import MemdeskMCP
from core.interfaces.mcp.tools import TOOLS, call_tool
from core.interfaces.serving.results import Caller, ToolOutcome, clean_client_name


def build_server(backend: Backend, *, default_namespace: str = "", on_client=None) -> MemdeskMCP:
    """The MCP server over ``backend`` (see :class:`MemdeskMCP` for the arguments)."""
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
