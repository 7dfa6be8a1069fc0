"""Who may reach the HTTP service: bind rules, bearer token, Origin, body size.

The rules (ARCHITECTURE.md §7.5): loopback by default and an empty host means
loopback; any other bind needs ``MEMDESK_TOKEN``; with a token every endpoint
but ``/health`` — ``/mcp`` included — needs ``Authorization: Bearer``; a
request whose ``Origin`` is not this machine is refused with 403 (a web page
must never reach the memory store through the browser); bodies are capped in
size and in time, and so are request headers (see :mod:`core.interfaces.http.runner`).
Refusals are JSON ``{error, code, retryable}`` and never echo what was sent.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Iterable
from urllib.parse import urlsplit

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from core.interfaces.serving.hosts import LOOPBACK_NAMES, is_loopback, normalise_host

OPEN_PATHS = frozenset({"/health"})
# Slow clients are cut off rather than held forever (slowloris): the request line and
# headers must arrive within HEADER_TIMEOUT_S of connecting (or of the previous
# response), the whole body within BODY_TIMEOUT_S of the headers.
HEADER_TIMEOUT_S = 10.0
BODY_TIMEOUT_S = 30.0


def origin_allowed(origin: str, *, bound_host: str, extra: Iterable[str] = ()) -> bool:
    """Same-machine origins (any port) and the bound host are allowed; everything else is foreign."""
    if origin in set(extra):
        return True
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    hostname = parts.hostname.lower()
    return hostname in LOOPBACK_NAMES or is_loopback(hostname) or hostname == normalise_host(bound_host).lower()


def host_is_local(host_header: str) -> bool:
    """Whether a ``Host`` header names this machine (``localhost``, 127/8, ``[::1]``; any port)."""
    try:
        hostname = urlsplit(f"//{host_header}").hostname
    except ValueError:
        return False
    return hostname is not None and hostname != "" and is_loopback(hostname)


def token_matches(header: str | None, token: str) -> bool:
    """Constant-time check of an ``Authorization: Bearer …`` header."""
    if not header or header[:7].lower() != "bearer ":
        return False
    return hmac.compare_digest(header[7:].strip().encode("utf-8"), token.encode("utf-8"))


async def send_error(send: Send, status: int, message: str, code: str, *,
                     headers: dict[str, str] | None = None) -> None:
    """A JSON ``{error, code, retryable}`` response from plain ASGI."""
    body = json.dumps({"error": message, "code": code, "retryable": False}).encode("utf-8")
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


class GuardMiddleware:
    """Origin, token and body-size rules in front of every route (plain ASGI, so streams pass untouched)."""

    def __init__(self, app: ASGIApp, *, token: str | None, bound_host: str,
                 max_body_bytes: int, allowed_origins: Iterable[str] = ()):
        self.app = app
        self.token = token
        self.bound_host = bound_host
        self.max_body_bytes = max_body_bytes
        self.allowed_origins = tuple(allowed_origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        if headers.get("sec-fetch-site", "").strip().lower() == "cross-site":
            # Set by the browser, never by a page: a request a web page on another site made.
            # It may carry no Origin (a GET from <img> or a no-cors fetch), so this check comes first.
            await send_error(send, 403, "requests a browser marks as cross-site are refused", "cross_site")
            return
        origin = headers.get("origin")
        if origin and not origin_allowed(origin, bound_host=self.bound_host, extra=self.allowed_origins):
            await send_error(send, 403, "requests from web pages on other origins are refused", "forbidden_origin")
            return
        if is_loopback(self.bound_host) and not host_is_local(headers.get("host", "")):
            # DNS rebinding: a page on evil.example resolving to 127.0.0.1 is "same-origin" to the
            # browser and sends no Origin on a GET, but it cannot fake the Host header.
            await send_error(send, 403, "this server only answers requests addressed to this machine",
                             "forbidden_host")
            return
        if self.token and scope.get("path", "") not in OPEN_PATHS:
            if not token_matches(headers.get("authorization"), self.token):
                await send_error(send, 401, "this memdesk server needs `Authorization: Bearer <MEMDESK_TOKEN>`",
                                 "unauthorized", headers={"WWW-Authenticate": 'Bearer realm="memdesk"'})
                return
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body_bytes:
            await send_error(send, 413, f"request body over the {self.max_body_bytes}-byte limit", "body_too_large")
            return
        if scope.get("method") in ("POST", "PUT", "PATCH"):
            try:
                with anyio.fail_after(BODY_TIMEOUT_S):
                    buffered = await self._buffered(receive)
            except TimeoutError:
                await send_error(send, 408, f"the request body did not arrive within {BODY_TIMEOUT_S:g} s",
                                 "body_timeout", headers={"Connection": "close"})
                return
            if buffered is None:
                await send_error(send, 413, f"request body over the {self.max_body_bytes}-byte limit",
                                 "body_too_large")
                return
            receive = buffered
        await self.app(scope, receive, send)

    async def _buffered(self, receive: Receive) -> Receive | None:
        """Read the whole body up to the cap (a chunked upload has no Content-Length); ``None`` past it."""
        body = bytearray()
        tail: list[Message] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":
                tail.append(message)
                break
            body.extend(message.get("body", b""))
            if len(body) > self.max_body_bytes:
                return None
            if not message.get("more_body", False):
                break
        pending: list[Message] = [{"type": "http.request", "body": bytes(body), "more_body": False}, *tail]

        async def replay() -> Message:
            return pending.pop(0) if pending else await receive()

        return replay
