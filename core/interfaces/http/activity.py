"""What the running service remembers about its traffic: counts, clients and the request log.

The request log is JSON lines (``ts, method, path, status, client, ms``) in the
store's state dir, so the workstation's Server pane can tail it without asking
the server. It never records bodies, query strings or headers — only what the
operator needs to see that agents are connected and answered.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from core.clock import format_time, system_clock
from core.interfaces.serving.results import CLIENT_SCOPE_KEY

MAX_LOG_BYTES = 5 * 1024 * 1024
# Client names are chosen by callers: past this many, the least recently seen is forgotten.
MAX_CLIENTS = 1000
ACTIVE_CLIENT_SECONDS = 600
# Monitoring polls (the Server pane asks every second) would drown the real traffic.
QUIET_PATHS = frozenset({"/health", "/v1/status"})


class RequestLog:
    """Append-only JSON-lines request log, rotated to ``<name>.1`` past ``max_bytes``."""

    def __init__(self, path: Path, *, max_bytes: int = MAX_LOG_BYTES):
        self.path = path
        self.max_bytes = max_bytes
        self._lock = threading.Lock()

    def append(self, entry: dict[str, Any]) -> None:
        """Add one entry (thread-safe); a failure to write the log never fails the request."""
        line = json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n"
        with self._lock:
            try:
                if self.path.exists() and self.path.stat().st_size > self.max_bytes:
                    os.replace(self.path, self.path.with_name(self.path.name + ".1"))
                with self.path.open("a", encoding="utf-8") as handle:
                    handle.write(line)
            except OSError:
                pass  # a full disk must not take the service down; the store write path reports its own errors


class Activity:
    """Live counters for ``/v1/status``: requests, per-client counts, recently seen clients."""

    def __init__(self, *, clock=system_clock):
        self.clock = clock
        self.started_at = format_time(clock())
        self._lock = threading.Lock()
        self.requests = 0
        self.by_client: Counter[str] = Counter()
        self._last_seen: dict[str, float] = {}

    def note_client(self, client: str) -> None:
        """Mark a client as heard from now (MCP traffic that is not a counted HTTP request)."""
        with self._lock:
            self._seen(client)

    def count(self, client: str | None) -> None:
        """Count one served request, by client when known."""
        with self._lock:
            self.requests += 1
            if client:
                self._seen(client)
                self.by_client[client] += 1

    def _seen(self, client: str) -> None:
        """Note ``client`` now, forgetting the least recently seen names past :data:`MAX_CLIENTS` (lock held)."""
        self._last_seen.pop(client, None)  # re-insert: the dict stays ordered by last sight
        self._last_seen[client] = time.monotonic()
        while len(self._last_seen) > MAX_CLIENTS:
            stale = next(iter(self._last_seen))
            del self._last_seen[stale]
            self.by_client.pop(stale, None)

    def clients(self) -> list[str]:
        """Clients heard from in the last ten minutes, by name."""
        horizon = time.monotonic() - ACTIVE_CLIENT_SECONDS
        with self._lock:
            return sorted(name for name, seen in self._last_seen.items() if seen >= horizon)

    def snapshot(self) -> dict[str, Any]:
        """Start time, total requests and requests per client."""
        with self._lock:
            return {"started_at": self.started_at, "requests": self.requests, "by_client": dict(self.by_client)}


class ActivityMiddleware:
    """Times every request and writes one log line when its response is done."""

    def __init__(self, app: ASGIApp, *, activity: Activity, log: RequestLog | None):
        self.app = app
        self.activity = activity
        self.log = log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def observed(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, observed)
        finally:
            self._record(scope, status, started)

    def _record(self, scope: Scope, status: int, started: float) -> None:
        if scope.get("path") in QUIET_PATHS and status < 400:
            return
        client = scope.get(CLIENT_SCOPE_KEY)
        self.activity.count(client)
        if self.log is not None:
            self.log.append({
                "ts": format_time(self.activity.clock()), "method": scope.get("method", ""),
                "path": scope.get("path", ""), "status": status, "client": client or "-",
                "ms": round((time.perf_counter() - started) * 1000, 1),
            })
