"""Where a memdesk server may listen and where a local client reaches it.

The bind rules (ARCHITECTURE.md §7.5): loopback by default and an empty host means
loopback; any other bind needs ``MEMDESK_TOKEN``, and a token must be long enough to
be a secret. The HTTP service checks them before it binds, and the daemon's start
checks them before it spawns one.
"""

from __future__ import annotations

import ipaddress

from core.errors import RefusedError

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})
MIN_TOKEN_CHARS = 16


def normalise_host(host: str | None) -> str:
    """An empty host means loopback (``127.0.0.1``); brackets around IPv6 are dropped."""
    host = (host or "").strip()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host or "127.0.0.1"


def is_loopback(host: str) -> bool:
    """Whether binding ``host`` keeps the service on this machine (``localhost`` and 127/8, ::1)."""
    host = normalise_host(host)
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a hostname other than localhost may resolve anywhere


def check_bind(host: str, token: str | None) -> None:
    """Refuse a bind that would expose the store.

    Raises:
        RefusedError: non-loopback host without a token, or a token too short to be a secret.
    """
    if token is not None and len(token) < MIN_TOKEN_CHARS:
        raise RefusedError(
            f"MEMDESK_TOKEN is too short ({len(token)} characters); use at least {MIN_TOKEN_CHARS}, for example "
            "`export MEMDESK_TOKEN=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')`",
            code="weak_token",
        )
    if not is_loopback(host) and not token:
        raise RefusedError(
            f"refusing to serve on {normalise_host(host)} without a token: a non-loopback address lets other "
            "machines read and write this memory store. Set MEMDESK_TOKEN to a long random secret (for example "
            "`export MEMDESK_TOKEN=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')`) or bind to "
            "127.0.0.1",
            code="token_required",
        )


def connect_host(host: str) -> str:
    """Where a local client should connect to reach a server bound on ``host``."""
    host = normalise_host(host)
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    return f"[{host}]" if ":" in host else host
