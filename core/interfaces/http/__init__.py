"""memdesk's HTTP service: ``/mcp`` (streamable HTTP), the REST mirror under ``/v1/`` and ``/health``.

:func:`core.interfaces.launch.http_app` builds it around an MCP server,
:func:`core.interfaces.launch.serve_foreground` runs it, and :mod:`core.interfaces.serving.daemon`
manages it as a background process. Nothing is imported here.
"""
