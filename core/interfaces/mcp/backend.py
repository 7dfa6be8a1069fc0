"""Where an MCP server's calls go: the store file directly, or a running daemon.

``memdesk mcp`` picks :class:`RemoteBackend` when a daemon serves the store (so
many agents share one writer process) and :class:`LocalBackend` otherwise (WAL
and bounded retries let several processes share the file). Both answer the same
:class:`~core.interfaces.serving.results.ToolOutcome`, so an agent cannot tell them apart, and a
write that fails is always reported, never dropped.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from core.errors import MemdeskError
from core.interfaces.mcp import catalog
from core.interfaces.serving import client
from core.interfaces.serving.results import Caller, ToolOutcome, error_outcome, public_message

if TYPE_CHECKING:
    from core.engine import Engine
    from core.paths import StoreURL
    from core.settings import Settings

log = logging.getLogger("memdesk.mcp")

class Backend(Protocol):
    """What the MCP server needs from wherever the store is."""

    def call(self, name: str, arguments: Any, caller: Caller) -> ToolOutcome:
        """Run one agent tool; every failure comes back as a structured outcome, never raised."""

    def context_block(self, namespace: str, caller: Caller) -> str:
        """The escaped context block for ``namespace`` (raises :class:`MemdeskError` when it cannot)."""

    def soul(self) -> str:
        """The operator's soul files as text, or a note that none are configured."""

    def close(self) -> None:
        """Release connections (call once, when the server stops)."""


class LocalBackend:
    """Calls run on the store file through one :class:`~core.Engine`.

    The tools, the soul reader and the engine are imported with the engine's first use, not
    with this module: a server that forwards to a daemon needs none of them unless the
    daemon goes away.

    With ``settle_owed`` (a stdio server writing the store itself, where no daemon's worker would) the backend runs
    its own :class:`~core.agents.background.OwedWorker`: the comparisons its captures left owed are made once the
    agent's captures pause, not left for the next upkeep or the promotion.
    """

    def __init__(self, engine: Engine, *, settle_owed: bool = False):
        self.engine = engine
        self._worker = None
        if settle_owed:
            from core.agents.background import OwedWorker

            self._worker = OwedWorker(engine.agents, announce=_to_stderr)
            self._worker.start()

    def call(self, name: str, arguments: Any, caller: Caller) -> ToolOutcome:
        from core.interfaces.mcp.tools import call_tool

        return call_tool(self.engine, name, arguments, caller)

    def context_block(self, namespace: str, caller: Caller) -> str:
        from core.text.normalise import normalise_namespace

        return self.engine.retrieval.context_block(namespace=normalise_namespace(namespace))

    def soul(self) -> str:
        from core.identity.soul import soul_text

        return soul_text(self.engine.settings)

    def close(self) -> None:
        if self._worker is not None:
            self._worker.stop()
        self.engine.close()


class RemoteBackend:
    """Calls forwarded to a running ``memdesk serve`` daemon over its REST mirror.

    When the daemon cannot be reached at all (connection refused: the request never
    left), the call — and every later one — runs on the store file instead, so a
    daemon that stops mid-session costs no write. A timeout after the request was
    sent is reported, because the daemon may already have applied it.
    """

    def __init__(self, base_url: str, *, token: str | None, fallback: Callable[[], LocalBackend],
                 timeout: float = 30.0):
        self.base_url = base_url.rstrip("/")
        self._auth = {"Authorization": f"Bearer {token}"} if token else {}
        self._timeout = timeout
        self._fallback_factory = fallback
        self._local: LocalBackend | None = None
        self._lock = threading.Lock()

    def _direct(self) -> LocalBackend:
        with self._lock:
            if self._local is None:
                log.warning("memdesk daemon at %s is gone; using the store file directly", self.base_url)
                self._local = self._fallback_factory()
            return self._local

    def _send(self, method: str, path: str, caller: Caller, **kwargs: Any) -> client.Reply:
        headers = {**self._auth, "X-Memdesk-Client": caller.client, "X-Memdesk-Transport": caller.transport,
                   "X-Memdesk-Namespace": caller.default_namespace}
        return client.call(method, self.base_url + path, headers=headers, timeout=self._timeout, **kwargs)

    def call(self, name: str, arguments: Any, caller: Caller) -> ToolOutcome:
        if self._local is not None:
            return self._local.call(name, arguments, caller)
        retry_safe = (not _writes(name) or bool(isinstance(arguments, dict) and arguments.get("external_id")))
        try:
            reply = self._send("POST", f"/v1/{name}", caller, body=arguments if arguments is not None else {})
        except client.Unreachable:
            return self._direct().call(name, arguments, caller)
        except client.TimedOut:
            return error_outcome(f"{name}: the memdesk daemon did not answer in time; it may still apply the call",
                                 "daemon_timeout", retryable=retry_safe)
        except OSError as exc:
            return error_outcome(f"{name}: talking to the memdesk daemon failed ({type(exc).__name__})",
                                 "daemon_unavailable", retryable=retry_safe)
        return _outcome_from_reply(name, reply, retry_safe)

    def _get_text(self, path: str, params: dict[str, str], caller: Caller, local: Callable[[LocalBackend], str]) -> str:
        if self._local is None:
            try:
                reply = self._send("GET", path, caller, params=params)
            except client.Unreachable:
                return local(self._direct())
            except OSError as exc:
                raise MemdeskError(f"reading from the memdesk daemon failed ({type(exc).__name__})",
                                   code="daemon_unavailable", retryable=True) from None
            if reply.status == 200:
                return reply.text
            raise MemdeskError(_error_text(reply), code="daemon_error", retryable=reply.status >= 500)
        return local(self._local)

    def context_block(self, namespace: str, caller: Caller) -> str:
        return self._get_text("/v1/context", {"namespace": namespace}, caller,
                              lambda backend: backend.context_block(namespace, caller))

    def soul(self) -> str:
        return self._get_text("/v1/soul", {}, Caller(), lambda backend: backend.soul())

    def close(self) -> None:
        if self._local is not None:
            self._local.close()


def _to_stderr(line: str) -> None:
    """A worker's report beside the server's other lines (stdout is the protocol's)."""
    print(f"memdesk mcp: {line}", file=sys.stderr, flush=True)


def _writes(name: str) -> bool:
    """Whether the tool ``name`` changes the store, from its listed annotations (no SDK or pydantic needed)."""
    for tool in catalog.listings()["tools/list"]["tools"]:
        if tool["name"] == name:
            return not tool.get("annotations", {}).get("readOnlyHint", False)
    return False


def _error_text(reply: client.Reply) -> str:
    data = reply.json()
    if isinstance(data, dict) and data.get("error"):
        return public_message(str(data["error"]))
    return f"the memdesk daemon answered HTTP {reply.status}"


def _outcome_from_reply(name: str, reply: client.Reply, retry_safe: bool) -> ToolOutcome:
    data = reply.json()
    if not isinstance(data, dict):
        return error_outcome(f"{name}: the memdesk daemon answered HTTP {reply.status} without a JSON "
                             "object", "daemon_unavailable", retryable=retry_safe)
    if reply.status == 401:
        return error_outcome("the memdesk daemon refused this server's token; set MEMDESK_TOKEN to the daemon's "
                             "token and restart the MCP server", "unauthorized")
    if reply.status >= 400:
        return ToolOutcome({"error": str(data.get("error", "")), "code": str(data.get("code", "error")),
                            "retryable": bool(data.get("retryable", False))}, is_error=True)
    return ToolOutcome(data)


def open_backend(db_path: Path | StoreURL, settings: Settings, *, forward: bool = True) -> tuple[Backend, str]:
    """Pick where calls go: the daemon serving ``db_path`` if any (and ``forward``), else the file.

    Returns:
        The backend and a one-line description for the log.
    """
    def direct() -> LocalBackend:
        from core.engine import Engine

        return LocalBackend(Engine(db_path, settings=settings, actor="agent:unknown"), settle_owed=True)

    from core.paths import is_store_url

    store = f"the store {db_path.name}" if is_store_url(db_path) else f"the store file {db_path.name}"
    if forward:
        # Only stdio needs it: importing it here keeps this module's import light for HTTP.
        from core.interfaces.serving.daemon import forward_target
        from core.settings import reveal

        token = reveal(settings.server.token)
        url, why_not = forward_target(db_path, token=token)
        if url is not None:
            return RemoteBackend(url, token=token, fallback=direct), f"forwarding to the memdesk daemon at {url}"
        if why_not:
            return direct(), f"{why_not}; using {store} directly"
    return direct(), f"using {store} directly"
