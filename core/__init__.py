"""memdesk's engine: local-first memory for AI agents, with a person at the desk.

Import :class:`Engine` and call its services (``engine.memories.remember(...)``,
``engine.retrieval.recall(...)`` …); every interface (CLI, MCP, HTTP, workstation) is a
thin adapter over it. Importing ``core`` loads no UI library — and, so that a command
starts fast, nothing but the errors: each public name below is imported on first use
(PEP 562).
"""

from __future__ import annotations

from core.startup import defer_unused_modules

defer_unused_modules()  # before anything imports dataclasses or pathlib: see core/startup.py

from core.errors import (  # noqa: E402
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
from core.version import __version__  # noqa: E402

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs more than the rest of this file)
if TYPE_CHECKING:
    from typing import Any

    from core.engine import Engine
    from core.model.records import CaptureResult, Hit, Memory, PromoteResult
    from core.settings import Settings, load_settings

# Public name -> the module that defines it, imported when the name is first asked for.
_LAZY = {
    "Engine": "core.engine",
    "Settings": "core.settings",
    "load_settings": "core.settings",
    "CaptureResult": "core.model.records",
    "Hit": "core.model.records",
    "Memory": "core.model.records",
    "PromoteResult": "core.model.records",
}

__all__ = [
    "CaptureResult", "Engine", "Hit", "MemdeskError", "Memory", "NotConfiguredError",
    "NotFoundError", "PromoteResult", "ProviderError", "RefusedError", "Settings", "StoreBusyError", "StoreError",
    "TransitionError", "UsageError", "ValidationError", "__version__", "load_settings",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'core' has no attribute {name!r}")
    value = getattr(__import__(module, fromlist=[name]), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
