"""What an agent gets back: who is calling, structured results and structured errors.

Shared by the MCP server and the REST mirror so both speak the same shapes:
a result is a JSON object, a failure is ``{"error", "code", "retryable"}``.
Memory text is escaped with :func:`core.retrieval.context_block.escape_memory_text` and every
result carrying it says, in ``notice``, that the text is data. Error messages
pass through :func:`public_message` so they never carry a secret or a file path.
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Any

from core.errors import MemdeskError
from core.model.lean import lean_dataclass
from core.model.records import Hit, Memory
from core.retrieval.context_block import DATA_NOTICE, escape_memory_text, neutralise_markers
from core.text.secrets import find_secret

MAX_CLIENT_CHARS = 40
UNKNOWN_CLIENT = "unknown"
# Where the HTTP service's ASGI scope carries the client name, for the request log.
CLIENT_SCOPE_KEY = "memdesk.client"

# HTTP status for each error code family; anything unlisted is a 400 (the caller's input).
_STATUS_BY_CODE = {
    "not_found": 404, "unknown_tool": 404, "unauthorized": 401, "forbidden_origin": 403,
    "body_too_large": 413, "store_busy": 503, "daemon_unavailable": 503, "daemon_timeout": 504,
    "internal": 500, "store_error": 500, "store_readonly": 500, "store_full": 507,
    "store_corrupt": 500, "store_unavailable": 500, "not_configured": 501, "refused": 422,
    "credential": 422, "queue_full": 429, "invalid_transition": 409, "method_not_allowed": 405, "operator_only": 403,
}
_NON_CLIENT = re.compile(r"[^a-z0-9._-]+")
# Absolute POSIX or Windows paths (two or more segments), as they appear in OS messages.
# A path starts at a root (after a space, a quote, "(" or "=", so "1/2" is no path) and runs
# through every later separator on the line: folder names may hold spaces ("Alice Smith/"),
# so a segment is cut at a separator, not at a space. A ";" or a quote ends it.
_PATH = re.compile(r"""(?<![^\s'"(=\[])(?:[A-Za-z]:\\|/)(?:[^/\\'"\n;]*?[/\\])+[^\s/\\'";]*""")


def clean_client_name(raw: Any) -> str:
    """A client's self-reported name as a safe label (``Claude Code`` → ``claude-code``); ``unknown`` for none, and
    for a name that holds a credential (it would be written into every capture's source and audit row)."""
    if not isinstance(raw, str):
        return UNKNOWN_CLIENT
    name = _NON_CLIENT.sub("-", raw.strip().lower()).strip("-.")[:MAX_CLIENT_CHARS].strip("-.")
    if name and (find_secret(raw, identifier=True) or find_secret(name, identifier=True, tag=True)):
        return UNKNOWN_CLIENT
    return name or UNKNOWN_CLIENT


@lean_dataclass(frozen=True)
class Caller:
    """Who is calling a tool and through what.

    Attributes:
        client: the sanitised client name (from MCP ``clientInfo`` or ``X-Memdesk-Client``).
        transport: ``mcp`` or ``http``; with the client it makes the capture ``source``.
        default_namespace: used when a call names no namespace (``memdesk mcp --ns``).
    """

    client: str = UNKNOWN_CLIENT
    transport: str = "mcp"
    default_namespace: str = ""

    @property
    def source(self) -> str:
        """The capture source: ``mcp:<client>`` or ``http:<client>``."""
        return f"{self.transport}:{self.client}"

    @property
    def actor(self) -> str:
        """The audit actor: ``agent:<client>``."""
        return f"agent:{self.client}"


@lean_dataclass
class ToolOutcome:
    """One tool call's answer: a JSON object, flagged when it is an error."""

    data: dict[str, Any] = field(default_factory=dict)
    is_error: bool = False

    @property
    def http_status(self) -> int:
        """The REST mirror's status for this outcome (200, or one per error code; 400 by default)."""
        if not self.is_error:
            return 200
        return _STATUS_BY_CODE.get(str(self.data.get("code")), 400)


def public_message(text: str) -> str:
    """An error message safe to hand to a remote caller: no secrets, no file paths."""
    text = _PATH.sub(lambda m: "…/" + re.split(r"[/\\]", m.group(0).rstrip("/\\"))[-1], text)
    words = text.split(" ")
    for index, word in enumerate(words):
        if find_secret(word) is not None:
            words[index] = "[redacted]"
    text = " ".join(words)
    return "[message withheld: it looked like it carried a secret]" if find_secret(text) else text


def error_outcome(message: str, code: str, *, retryable: bool = False) -> ToolOutcome:
    """A structured failure ``{error, code, retryable}``."""
    return ToolOutcome({"error": public_message(message), "code": code, "retryable": bool(retryable)}, is_error=True)


def engine_error_outcome(exc: MemdeskError, *, retry_allowed: bool) -> ToolOutcome:
    """Map an engine error; ``retryable`` only when the failure is transient and a retry is safe.

    A refused batch also carries ``problems``: ``[{index, error, code}]`` for every bad item.
    """
    outcome = error_outcome(exc.message, exc.code, retryable=exc.retryable and retry_allowed)
    problems = getattr(exc, "problems", None)
    if problems:
        outcome.data["problems"] = [{**p, "error": public_message(str(p.get("error", "")))} for p in problems]
    return outcome


def memory_view(memory: Memory, *, score: float | None = None) -> dict[str, Any]:
    """The ARCHITECTURE.md §7.6 memory object as an agent sees it: compact, text escaped."""
    view = {
        "id": memory.id,
        "uid": memory.uid,
        "namespace": memory.namespace,
        "kind": memory.kind,
        "content": escape_memory_text(memory.content),
        "status": memory.status,
        "tags": list(memory.tags),
        "source": memory.source,
        "created_at": memory.created_at,
        "superseded_by": memory.superseded_by,
    }
    if memory.summary:
        view["summary"] = escape_memory_text(memory.summary)
    if memory.event_time:
        view["event_time"] = memory.event_time
    if score is not None:
        view["score"] = round(score, 6)
    return view


def hit_view(hit: Hit) -> dict[str, Any]:
    """A ranked memory as an agent sees it: :func:`memory_view` plus score, explanation and flags."""
    view = memory_view(hit.memory, score=hit.score)
    if hit.explanation is not None:
        view["explain"] = hit.explanation
    if hit.flags:
        view["flags"] = list(hit.flags)
    return view


def escape_every_text(value: Any) -> Any:
    """``value`` with every string in it passed through :func:`neutralise_markers` (line breaks kept).

    For results whose memory text sits in nested shapes (``explain``'s neighbourhood and
    caused_by chain, ``generation_diff``'s previews and soul-file diffs): nothing in them
    can open, close or forge a comment or the memdesk block. Ids, times and statuses hold
    no such sequence and come through unchanged.
    """
    if isinstance(value, str):
        return neutralise_markers(value)
    if isinstance(value, dict):
        return {key: escape_every_text(item) for key, item in value.items()}
    if isinstance(value, list):
        return [escape_every_text(item) for item in value]
    return value


def with_notice(data: dict[str, Any]) -> dict[str, Any]:
    """Mark a result that carries memory text as data, not instructions."""
    data["notice"] = DATA_NOTICE
    return data
