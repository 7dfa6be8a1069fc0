"""memdesk's engine: local-first memory for AI agents, with a person at the desk.

Import :class:`Engine` and call it; every interface (CLI, MCP, HTTP, workstation)
is a thin adapter over it. Importing ``core`` loads no UI library.

The public names are loaded on first use (PEP 562), so a process that needs only a
small part of memdesk — ``memdesk mcp`` answering ``initialize``, a coding agent's
hook — does not pay for the whole engine just by importing one of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from core.version import __version__

if TYPE_CHECKING:
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

_PUBLIC = {
    "Config": "core.config", "load_config": "core.config", "Engine": "core.engine",
    **{name: "core.errors" for name in (
        "MemdeskError", "NotConfiguredError", "NotFoundError", "ProviderError", "RefusedError", "StoreBusyError",
        "StoreError", "TransitionError", "UsageError", "ValidationError")},
    **{name: "core.model.records" for name in ("CaptureResult", "Hit", "Memory", "PromoteResult")},
}


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "CaptureResult", "Config", "Engine", "Hit", "MemdeskError", "Memory", "NotConfiguredError",
    "NotFoundError", "PromoteResult", "ProviderError", "RefusedError", "StoreBusyError", "StoreError",
    "TransitionError", "UsageError", "ValidationError", "__version__", "load_config",
]
