"""Living with coding agents: batch capture with links, pins, retirement by source,
coding-agent hooks, a watched folder, scheduled upkeep and MCP client configs.

Each module does one job and runs inside the transaction :class:`core.Engine` opens;
the engine's ``# -- living --`` section is the only way in for interfaces.
"""
