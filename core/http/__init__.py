"""memdesk's HTTP service: ``/mcp`` (streamable HTTP), the REST mirror under ``/v1/`` and ``/health``.

:func:`core.http.app.create_app` builds it, :func:`core.http.runner.serve_foreground`
runs it, and :mod:`core.daemon` manages it as a background process. Nothing is
imported here so that checking on a daemon stays cheap.
"""
