"""Living with coding agents: batch capture with links, pins, retirement by source,
coding-agent hooks, a watched folder, scheduled upkeep and MCP client configs.

Each module does one job and runs inside the transaction its caller opens;
:class:`core.agents.service.AgentService` (``engine.agents``) is the way in for interfaces.
"""
