"""Change notification on PostgreSQL: ``LISTEN memdesk_changes``, the stand-in for ``PRAGMA data_version``.

Every writing transaction bumps ``store_version.n`` once and sends ``NOTIFY
memdesk_changes, '<n>'``, delivered when it commits (schema m001). A
:class:`ChangeListener` holds one dedicated connection — not a pooled one: a
``LISTEN`` does not survive being handed to another user of the pool, nor a
transaction-pooling pgbouncer — and keeps the newest number it has seen, so asking
"anything new?" costs no query at all. When the connection drops, the listener
reconnects; until it has, callers fall back to reading ``store_version``.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import psycopg

CHANNEL = "memdesk_changes"
RECONNECT_AFTER_S = 1.0


class ChangeListener:
    """A daemon thread that follows ``store_version`` through ``LISTEN``/``NOTIFY``.

    Args:
        conninfo: the server to listen on.
        configure: called with each new connection before it listens.
    """

    def __init__(self, conninfo: str, configure: Any = None):
        self._conninfo = conninfo
        self._configure = configure
        self._version: int | None = None
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._stop = threading.Event()
        self._conn: psycopg.Connection[Any] | None = None
        self._thread = threading.Thread(target=self._loop, name="memdesk-listen", daemon=True)
        self._thread.start()

    @property
    def version(self) -> int | None:
        """The newest change number seen, or ``None`` while not listening."""
        with self._lock:
            return self._version

    def wait(self, version: int | None, timeout: float) -> int | None:
        """Block until the number differs from ``version`` or ``timeout`` passes; returns it."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while self._version == version and not self._stop.is_set():
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._changed.wait(left)
            return self._version

    def _publish(self, version: int | None) -> None:
        with self._changed:
            if version is None or self._version is None or version > self._version:
                self._version = version
            self._changed.notify_all()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    self._conn = conn
                    if self._configure is not None:
                        self._configure(conn)
                    conn.execute(f"LISTEN {CHANNEL}")
                    # Read after LISTEN, so no commit falls between the two unseen.
                    row = conn.execute("SELECT n FROM store_version").fetchone()
                    self._publish(int(row[0]) if row else 0)
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            try:
                                self._publish(int(note.payload))
                            except ValueError:
                                self._publish(self._version)
            except psycopg.Error:
                pass
            finally:
                self._conn = None
            with self._changed:
                self._version = None  # not listening: callers read store_version themselves
            self._stop.wait(RECONNECT_AFTER_S)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2.0)
        with self._changed:
            self._changed.notify_all()
