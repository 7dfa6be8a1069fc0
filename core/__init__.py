"""memdesk's engine: local-first memory for AI agents, with a person at the desk.

Import :class:`Engine` and call it; every interface (CLI, MCP, HTTP, workstation)
is a thin adapter over it. Importing ``core`` loads no UI library.
"""

from core.config import Config, load_config
from core.engine import Engine
from core.errors import (
    MemdeskError,
    NotConfiguredError,
    NotFoundError,
    ProviderError,
    RefusedError,
    StoreBusyError,
    StoreError,
    TransitionError,
    UsageError,
    ValidationError,
)
from core.model.records import CaptureResult, Hit, Memory, PromoteResult
from core.version import __version__

__all__ = [
    "CaptureResult", "Config", "Engine", "Hit", "MemdeskError", "Memory", "NotConfiguredError",
    "NotFoundError", "PromoteResult", "ProviderError", "RefusedError", "StoreBusyError", "StoreError",
    "TransitionError", "UsageError", "ValidationError", "__version__", "load_config",
]
