"""The interfaces over the engine, apart from it: the CLI, the MCP server, the HTTP service.

Each adapter parses input, calls :class:`core.Engine` and formats the answer. They
never import each other: :mod:`.serving` is what they share (the daemon's files and
status, the loopback client, host rules, the result shapes an agent gets), and
:mod:`.launch` is the one place that starts a transport and hands the HTTP service
the MCP server it mounts.
"""
