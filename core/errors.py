"""Errors the engine raises, each carrying a stable code a script or agent can branch on.

Every interface maps these the same way: the CLI prints the message and exits 1
(refused / failed check) or 2 (usage), the MCP server and REST mirror return
``{"error", "code", "retryable"}``. Messages say what failed, why, and what to do.
"""

from __future__ import annotations


class MemdeskError(Exception):
    """Base class: a failure a person or an agent can act on.

    Attributes:
        code: short machine-readable identifier (``invalid_tag``, ``not_found``…).
        retryable: whether repeating the same call may succeed (busy store, timeouts).
        exit_code: what the CLI exits with (1 refused/failed, 2 usage).
    """

    code = "error"
    retryable = False
    exit_code = 1

    def __init__(self, message: str, *, code: str | None = None, retryable: bool | None = None):
        super().__init__(message)
        if code is not None:
            self.code = code
        if retryable is not None:
            self.retryable = retryable

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else self.code

    def to_dict(self) -> dict:
        """The structured form every interface returns: ``{error, code, retryable}``."""
        return {"error": self.message, "code": self.code, "retryable": self.retryable}


class ValidationError(MemdeskError):
    """Input that can never be accepted as given (empty text, a bad tag, a bad kind)."""

    code = "invalid_input"


class UsageError(MemdeskError):
    """A call whose shape is wrong (missing bound, conflicting flags)."""

    code = "usage"
    exit_code = 2


class RefusedError(MemdeskError):
    """Input that is well formed but refused by policy (credentials, blast radius…)."""

    code = "refused"


class NotFoundError(MemdeskError):
    """An id that names nothing in this store (or nothing in the given namespace)."""

    code = "not_found"


class TransitionError(MemdeskError):
    """A lifecycle move the transition table does not allow from the current status."""

    code = "invalid_transition"


class StoreBusyError(MemdeskError):
    """The store stayed locked by another writer past the bounded retries."""

    code = "store_busy"
    retryable = True


class StoreError(MemdeskError):
    """The store cannot be opened or written (read-only file, full disk, corruption)."""

    code = "store_error"


class ProviderError(MemdeskError):
    """An LLM or embedding provider failed or answered with something unusable."""

    code = "provider_error"


class NotConfiguredError(MemdeskError):
    """An optional capability (LLM judge, embedder…) was asked for but is not set up."""

    code = "not_configured"
