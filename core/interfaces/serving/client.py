"""A tiny HTTP client for talking to memdesk's own daemon on this machine.

The standard library is enough for loopback calls, and it keeps daemon checks
cheap enough for the workstation to poll (importing ``httpx`` would also pull
in ``rich`` through its command-line entry point, which the engine must not load).
"""

from __future__ import annotations

import http.client
import json
import socket
from typing import Any
from urllib.parse import urlencode, urlsplit

from core.model.lean import lean_dataclass


class Unreachable(OSError):
    """Nothing accepted the connection: the request never left this machine."""


class TimedOut(OSError):
    """The connection was made but no answer came in time: the call may have been applied."""


@lean_dataclass
class Reply:
    """A response: status code and raw body."""

    status: int
    body: bytes

    def json(self) -> Any:
        """The body as JSON (``None`` when it is not JSON)."""
        try:
            return json.loads(self.body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


def call(method: str, url: str, *, body: Any = None, params: dict[str, str] | None = None,
         headers: dict[str, str] | None = None, timeout: float = 30.0) -> Reply:
    """Send one request (``body`` is sent as JSON) and return the status and body.

    Raises:
        Unreachable: connection refused or the host is unknown.
        TimedOut: connected, but no complete answer within ``timeout``.
        OSError: any other network failure.
    """
    parts = urlsplit(url)
    path = (parts.path or "/") + ("?" + urlencode(params) if params else "")
    payload = None if body is None else json.dumps(body).encode("utf-8")
    send_headers = {"Accept": "application/json", **(headers or {})}
    if payload is not None:
        send_headers["Content-Type"] = "application/json"
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=timeout)
    try:
        try:
            connection.connect()
        except (ConnectionRefusedError, socket.gaierror) as exc:
            raise Unreachable(str(exc)) from exc
        except TimeoutError as exc:
            raise Unreachable("connection timed out") from exc
        try:
            connection.request(method, path, body=payload, headers=send_headers)
            response = connection.getresponse()
            return Reply(response.status, response.read())
        except TimeoutError as exc:
            raise TimedOut("no answer in time") from exc
        except (http.client.HTTPException, ConnectionError) as exc:
            raise OSError(f"the connection failed: {type(exc).__name__}") from exc
    finally:
        connection.close()
