"""SQLite connections: pragmas, one connection per thread, and write transactions that wait.

Several processes share one store (agents over MCP, the CLI, the workstation), so
every write takes the write lock up front (``BEGIN IMMEDIATE``) and waits for it with
a bounded retry instead of failing on the first ``SQLITE_BUSY``. Reads never block
writers in WAL mode. Raw ``sqlite3`` errors are translated into :mod:`core.errors`
types with messages that say what to do.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from core.errors import StoreBusyError, StoreError, ValidationError

BUSY_TIMEOUT_MS = 5000
# Past busy_timeout SQLite gives up; we try a few more times with a short backoff
# because a WAL checkpoint or a long import can hold the lock a little longer.
BUSY_RETRIES = 6
BUSY_BACKOFF_S = 0.05


def _is_busy(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def translate_error(exc: sqlite3.Error, path: Path) -> Exception:
    """Turn a raw sqlite3 error into an actionable memdesk error (never echoing SQL)."""
    text = str(exc).lower()
    name = path.name
    if _is_busy(exc):
        return StoreBusyError(
            f"the store {name} stayed locked by another writer; try again in a moment"
        )
    if "readonly" in text or "read-only" in text:
        return StoreError(
            f"the store {name} is read-only; check the file's permissions or use --db to pick a writable store",
            code="store_readonly",
        )
    if "disk is full" in text or "database or disk is full" in text:
        return StoreError(
            f"the disk holding {name} is full; nothing was written. Free some space and retry",
            code="store_full",
        )
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return StoreError(
            f"the store {name} is damaged ({exc}); run `memdesk doctor` and restore from your latest backup",
            code="store_corrupt",
        )
    if "unable to open" in text and path.exists() and not os.access(path.parent, os.W_OK):
        return StoreError(
            f"the store {name} is in a read-only folder, and memdesk writes its journal files "
            f"({name}-wal, {name}-shm) beside it; make the folder writable, or copy the store "
            "somewhere writable and point --db at the copy",
            code="store_readonly",
        )
    if "unable to open" in text:
        return StoreError(
            f"cannot open the store {name}: check that its folder exists and is writable",
            code="store_unavailable",
        )
    return StoreError(f"store error on {name}: {exc}")


class StoreConnection(sqlite3.Connection):
    """A connection that translates driver errors and remembers which file it opened.

    ``execute``/``executemany`` turn ``sqlite3`` errors into :mod:`core.errors` types,
    so nothing above storage ever sees the driver's exceptions. The file's identity
    (device and inode) is kept because a long-running process keeps writing into the
    old file when the store is deleted, moved or replaced under it, and every such
    write would be lost; :func:`write_transaction` compares it before each write.
    """

    identity: tuple[int, int] | None = None
    store_path: Path = Path("store.db")
    # >0 while a read snapshot is open on this connection (a write must not start inside one).
    read_only_depth: int = 0

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        try:
            return super().execute(sql, parameters)
        except sqlite3.Error as exc:
            raise translate_error(exc, self.store_path) from exc
        except (UnicodeEncodeError, OverflowError) as exc:
            raise translate_value_error(exc) from exc

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        try:
            return super().executemany(sql, parameters)
        except sqlite3.Error as exc:
            raise translate_error(exc, self.store_path) from exc
        except (UnicodeEncodeError, OverflowError) as exc:
            raise translate_value_error(exc) from exc


def raw_execute(conn: sqlite3.Connection, sql: str) -> sqlite3.Cursor:
    """Run ``sql`` with the driver's own errors (transaction control that retries on busy)."""
    return sqlite3.Connection.execute(conn, sql)


def _file_identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _check_same_file(conn: sqlite3.Connection, path: Path) -> None:
    expected = getattr(conn, "identity", None)
    if expected is not None and _file_identity(path) != expected:
        raise StoreError(
            f"the store {path.name} was removed, moved or replaced while memdesk had it open, so "
            f"nothing was written; check that {path.parent} still holds it, then restart memdesk",
            code="store_unavailable",
        )


def translate_value_error(exc: Exception) -> ValidationError:
    """A value SQLite cannot bind (lone surrogates, an integer past 64 bits) as a clear input error."""
    if isinstance(exc, UnicodeError):
        return ValidationError("some text holds bytes that are not UTF-8; re-encode it as UTF-8 and try again",
                               code="invalid_text")
    return ValidationError("a number is too large; ids and counts are whole numbers below 2**63",
                           code="number_out_of_range")


def _create_private(path: Path) -> None:
    """Create a new store file readable by its owner only (0600, like backups), whatever the umask.

    SQLite gives the ``-wal`` and ``-shm`` files the mode of the store file, so they follow.
    An existing file is left as it is: its mode is the person's choice.
    """
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    except OSError:
        return  # sqlite3.connect reports the real problem (read-only folder, …) in its own words
    os.close(fd)


def open_connection(path: Path, *, synchronous: str = "NORMAL") -> sqlite3.Connection:
    """Open one connection with memdesk's pragmas (WAL, foreign keys, busy timeout).

    ``isolation_level=None`` puts the connection in autocommit mode so transactions
    are always explicit (see :func:`write_transaction`).

    Raises:
        StoreError: when the file cannot be opened or is not a SQLite database.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            f"cannot create the folder for the store {path.name}: {exc.strerror}; "
            "pick another location with --db or MEMDESK_DB",
            code="store_unavailable",
        ) from exc
    _create_private(path)
    try:
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000,
                               factory=StoreConnection)
        conn.store_path = path
        conn.row_factory = sqlite3.Row
        raw_execute(conn, f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = raw_execute(conn, "PRAGMA journal_mode").fetchone()[0]
        if str(mode).lower() != "wal":
            _with_busy_retry(lambda: raw_execute(conn, "PRAGMA journal_mode = WAL"), path)
        raw_execute(conn, "PRAGMA foreign_keys = ON")
        raw_execute(conn, f"PRAGMA synchronous = {synchronous}")
    except sqlite3.Error as exc:
        raise translate_error(exc, path) from exc
    conn.identity = _file_identity(path)
    return conn


def _with_busy_retry(action, path: Path):
    for attempt in range(BUSY_RETRIES + 1):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or attempt == BUSY_RETRIES:
                raise translate_error(exc, path) from exc
            time.sleep(BUSY_BACKOFF_S * (attempt + 1))
    raise AssertionError("unreachable")


@contextmanager
def write_transaction(conn: sqlite3.Connection, path: Path) -> Iterator[sqlite3.Connection]:
    """Run the block inside ``BEGIN IMMEDIATE … COMMIT``; roll back on any exception.

    Nested use joins the outer transaction through a savepoint, so engine
    operations compose (a promotion that supersedes three memories is one commit).

    Raises:
        StoreBusyError: when the write lock could not be taken after bounded retries.
        StoreError: on read-only, full or damaged stores.
    """
    if conn.in_transaction:
        if getattr(conn, "read_only_depth", 0):
            raise RuntimeError("a write transaction cannot start inside a read snapshot: "
                               "it would not see what other writers committed meanwhile")
        name = f"sp_{threading.get_ident()}_{time.monotonic_ns()}"
        conn.execute(f"SAVEPOINT {name}")
        try:
            yield conn
        except BaseException:
            if conn.in_transaction:
                conn.execute(f"ROLLBACK TO SAVEPOINT {name}")
                conn.execute(f"RELEASE SAVEPOINT {name}")
            raise
        else:
            conn.execute(f"RELEASE SAVEPOINT {name}")
        return
    _with_busy_retry(lambda: raw_execute(conn, "BEGIN IMMEDIATE"), path)
    with rolled_back_on_error(conn, path):
        _check_same_file(conn, path)
        yield conn
    try:
        _with_busy_retry(lambda: raw_execute(conn, "COMMIT"), path)
    except BaseException:
        rollback(conn)
        raise


@contextmanager
def rolled_back_on_error(conn: sqlite3.Connection, path: Path) -> Iterator[None]:
    """Run the block; on any failure end the open transaction, translating driver and value errors.

    Raises:
        StoreBusyError / StoreError: for ``sqlite3`` errors (damaged page, full disk…).
        ValidationError: for values SQLite cannot bind (lone surrogates, integers past 64 bits).
    """
    try:
        yield
    except sqlite3.Error as exc:
        rollback(conn)
        raise translate_error(exc, path) from exc
    except (UnicodeEncodeError, OverflowError) as exc:
        rollback(conn)
        raise translate_value_error(exc) from exc
    except BaseException:
        rollback(conn)
        raise


def rollback(conn: sqlite3.Connection) -> None:
    """End the open transaction, if any, ignoring errors (the caller is already failing)."""
    if conn.in_transaction:
        try:
            raw_execute(conn, "ROLLBACK")
        except sqlite3.Error:
            pass


class ConnectionPool:
    """One connection per thread for a store path.

    A sqlite connection never crosses threads: the workstation's thread workers and
    the HTTP service's worker threads each get their own, opened on first use.
    """

    def __init__(self, path: Path, *, synchronous: str = "NORMAL"):
        self.path = path
        self._synchronous = synchronous
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def get(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = open_connection(self.path, synchronous=self._synchronous)
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    def close(self) -> None:
        """Close every connection this pool opened (call from the owning thread at exit)."""
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            try:
                conn.close()
            except sqlite3.Error:
                pass
        self._local = threading.local()
