"""Living with agents: batch capture, pins, retirement by source, coding-agent hooks,
a watched folder and scheduled upkeep.

Each module does one job and runs inside the transaction :class:`core.Engine` opens;
the engine's ``# -- living --`` section is the only way in for interfaces.
"""
