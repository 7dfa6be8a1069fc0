"""How memdesk runs its HTTP service under uvicorn: the socket, the protocol, the signals.

The socket is bound here, before uvicorn starts, so a port in use is a clear
error rather than a traceback, ``--port 0`` can pick a free port, and the address
published in ``serve.json`` is the one actually bound. :func:`core.interfaces.launch.serve_foreground`
puts these pieces together for ``memdesk serve --foreground``.
"""

from __future__ import annotations

import errno
import signal
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from core.errors import RefusedError
from core.interfaces.http import security

GRACEFUL_SHUTDOWN_S = 3


class SlowClientGuard(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, closing connections whose request headers dawdle.

    uvicorn waits for a request line and headers for ever (its keep-alive timer only
    runs between requests and stops at the first byte), so a client trickling a
    header a second could hold a connection indefinitely. Here a connection that has
    not completed its request headers within ``security.HEADER_TIMEOUT_S`` of
    connecting, or of its previous response, is closed. Long responses (the MCP
    event stream) are untouched: the clock stops once the headers are in.
    """

    _header_clock = None

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._start_header_clock()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.cycle is not None and not self.cycle.response_complete:
            self._stop_header_clock()  # a request is in: its body has its own limit

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._start_header_clock()

    def connection_lost(self, exc) -> None:
        self._stop_header_clock()
        super().connection_lost(exc)

    def _start_header_clock(self) -> None:
        self._stop_header_clock()
        self._header_clock = self.loop.call_later(security.HEADER_TIMEOUT_S, self._headers_too_slow)

    def _stop_header_clock(self) -> None:
        if self._header_clock is not None:
            self._header_clock.cancel()
            self._header_clock = None

    def _headers_too_slow(self) -> None:
        self._header_clock = None
        if (self.cycle is None or self.cycle.response_complete) and not self.transport.is_closing():
            self.transport.close()


def uvicorn_config(app) -> uvicorn.Config:
    """How memdesk runs uvicorn: quiet, graceful on stop, slow clients cut off."""
    return uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                          timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_S, http=SlowClientGuard)


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host:port``.

    Raises:
        RefusedError: the port is taken, the address is not on this machine, or permission is denied.
    """
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except socket.gaierror:
        raise RefusedError(f"cannot resolve the host {host!r}; use an IP address such as 127.0.0.1",
                           code="bad_host") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise RefusedError(f"port {port} on {host} is already in use; pick another with --port",
                               code="port_in_use") from None
        if exc.errno == errno.EACCES:
            raise RefusedError(f"not allowed to listen on port {port}; use a port above 1024",
                               code="port_forbidden") from None
        raise RefusedError(f"cannot listen on {host}:{port}: {exc.strerror}", code="bind_failed") from None
    sock.set_inheritable(True)
    return sock


@contextmanager
def sigterm_exits() -> Iterator[None]:
    """Make SIGTERM end the process through ``SystemExit`` so the pidfile is removed.

    uvicorn shuts down gracefully on SIGTERM and then re-raises it to the handler that
    was installed before; the default one would kill the process before cleanup runs.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
