"""PostgreSQL connections: a pool, statements with ``?`` placeholders, serialised writers.

The repositories were written for SQLite's DB-API (``conn.execute(sql, params)`` with
``?`` placeholders, rows read by index or name); :class:`PgConnection` offers exactly
that over psycopg 3, so the same repository code runs on both backends:

* ``?`` becomes ``%s`` (outside quoted text), once per distinct statement;
* results are fetched whole and rows answer ``row[0]``, ``row["col"]``, ``dict(row)``;
* outside a transaction each statement borrows a pooled connection in autocommit mode
  (like SQLite's autocommit), inside one every statement uses the transaction's own.

Writes: every write transaction is ``BEGIN`` (READ COMMITTED) followed by
``pg_advisory_xact_lock`` on one key for the store, so writers queue across processes
and machines as they do on SQLite's ``BEGIN IMMEDIATE``; because each statement after
the lock sees everything committed before it was granted, ``max(op) + 1`` and the id
counters are unique and ordered. (REPEATABLE READ would freeze the snapshot at the lock
statement and read stale values: never for writes.) Reads that must agree with each
other run in one ``REPEATABLE READ READ ONLY`` transaction (:meth:`PostgresStore.snapshot`).

Errors: every psycopg error is translated into :mod:`core.errors` by SQLSTATE; a
connection lost during ``COMMIT`` is reported as "may or may not have been saved",
never as success and never silently retried.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from decimal import Decimal
from functools import lru_cache
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg.adapt import Loader
from psycopg.pq import TransactionStatus

from core.errors import MemdeskError, StoreBusyError, StoreError, ValidationError

# One advisory lock key per purpose ('memd' and 'memm'): writers, and schema migrations.
WRITE_LOCK_KEY = 0x6D656D64
MIGRATE_LOCK_KEY = 0x6D656D6D
LOCK_TIMEOUT_MS = 5000  # like SQLite's busy_timeout
# Past lock_timeout we try a few more times with a short backoff, as on SQLite.
BUSY_RETRIES = 6
BUSY_BACKOFF_S = 0.05
# A process that dies or hangs inside a transaction must not hold the write lock forever.
IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000


@lru_cache(maxsize=4096)
def translate_sql(sql: str, with_params: bool) -> str:
    """``?`` → ``%s`` outside ``'…'`` literals and ``"…"`` identifiers; ``%`` → ``%%`` when params are bound."""
    out: list[str] = []
    quote: str | None = None
    for ch in sql:
        if quote:
            out.append("%%" if ch == "%" and with_params else ch)
            if ch == quote:
                quote = None  # a doubled quote re-enters the literal on the next character: same result
            continue
        if ch in ("'", '"'):
            quote = ch
            out.append(ch)
        elif ch == "?":
            out.append("%s")
        elif ch == "%" and with_params:
            out.append("%%")
        else:
            out.append(ch)
    return "".join(out)


class Row:
    """A result row that reads like ``sqlite3.Row``: ``row[0]``, ``row["col"]``, ``keys()``, ``dict(row)``."""

    __slots__ = ("_index", "_values")

    def __init__(self, index: dict[str, int], values: Sequence[Any]):
        self._index, self._values = index, values

    def keys(self) -> list[str]:
        return list(self._index)

    def __getitem__(self, key: int | str | slice) -> Any:
        if isinstance(key, str):
            return self._values[self._index[key]]
        return self._values[key]

    def __len__(self) -> int:
        return len(self._values)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Row):
            return tuple(self._values) == tuple(other._values)
        return tuple(self._values) == other

    def __hash__(self) -> int:
        return hash(tuple(self._values))

    def __repr__(self) -> str:
        return f"Row({ {name: self._values[i] for name, i in self._index.items()}!r})"


def _row_factory(cursor: psycopg.Cursor[Any]) -> Any:
    names = [column.name for column in cursor.description] if cursor.description else []
    # The first column of a name wins, as sqlite3.Row does; keys() keep the column order.
    index: dict[str, int] = {}
    for position, name in enumerate(names):
        index.setdefault(name, position)

    def make(values: Sequence[Any]) -> Row:
        return Row(index, values)

    return make


class _NumericLoader(Loader):
    """``numeric`` (what ``sum()`` of a bigint returns) as ``int`` when whole, else ``float``, as SQLite gives."""

    def load(self, data: Any) -> Any:
        value = Decimal(bytes(data).decode("ascii"))
        return int(value) if value == value.to_integral_value() else float(value)


class Result:
    """A finished statement's rows (fetched whole) and ``rowcount``, with a cursor's reading methods."""

    __slots__ = ("_position", "rowcount", "rows")

    def __init__(self, rows: list[Any], rowcount: int):
        self.rows, self.rowcount, self._position = rows, rowcount, 0

    def fetchone(self) -> Any:
        if self._position >= len(self.rows):
            return None
        row = self.rows[self._position]
        self._position += 1
        return row

    def fetchall(self) -> list[Any]:
        rest = self.rows[self._position:]
        self._position = len(self.rows)
        return rest

    def __iter__(self) -> Iterator[Any]:
        return iter(self.fetchall())


def configure(conn: psycopg.Connection[Any], *, synchronous: str = "NORMAL") -> None:
    """Session settings every memdesk connection carries (the pool calls this once per connection)."""
    conn.adapters.register_loader("numeric", _NumericLoader)
    conn.execute(f"SET lock_timeout = {LOCK_TIMEOUT_MS}")
    conn.execute(f"SET idle_in_transaction_session_timeout = {IDLE_IN_TRANSACTION_TIMEOUT_MS}")
    conn.execute("SET application_name = 'memdesk'")
    if synchronous.upper() == "FULL":
        conn.execute("SET synchronous_commit = on")


def _message(exc: BaseException) -> str:
    diag = getattr(exc, "diag", None)
    primary = getattr(diag, "message_primary", None) if diag is not None else None
    return (primary or str(exc) or type(exc).__name__).splitlines()[0]


def translate_error(exc: BaseException, where: str = "the database") -> MemdeskError:
    """A psycopg error as the :mod:`core.errors` type and code SQLite's equivalent gets."""
    state = getattr(exc, "sqlstate", None) or ""
    text = _message(exc)
    if isinstance(exc, (pg_errors.LockNotAvailable, pg_errors.QueryCanceled, pg_errors.DeadlockDetected,
                        pg_errors.SerializationFailure)):
        return StoreBusyError(f"{where} stayed locked by another writer; try again in a moment")
    if isinstance(exc, pg_errors.DiskFull) or state == "53100":
        return StoreError(f"the disk of the server holding {where} is full; nothing was written",
                          code="store_full")
    if isinstance(exc, (pg_errors.ReadOnlySqlTransaction, pg_errors.InsufficientPrivilege)):
        return StoreError(f"{where} is read-only for this user (or the server is a standby): {text}",
                          code="store_readonly")
    if state.startswith("XX"):
        return StoreError(f"{where} reports damage ({state}: {text}); run `memdesk doctor` and ask the "
                          "server's operator", code="store_corrupt")
    if state in ("22021", "22P05") or "NUL" in text:
        return ValidationError("some text holds a character PostgreSQL cannot store (a NUL character); "
                               "remove it and try again", code="invalid_text")
    if isinstance(exc, pg_errors.NumericValueOutOfRange):
        return ValidationError("a number is too large; ids and counts are whole numbers below 2**63",
                               code="number_out_of_range")
    if isinstance(exc, psycopg.OperationalError) or state.startswith("08") or state == "57P01":
        return StoreError(f"cannot reach the PostgreSQL server for {where}: {text}; check that it runs and "
                          "that the URL (--db, MEMDESK_DB or [store] url) is right", code="store_unavailable",
                          retryable=True)
    return StoreError(f"store error on {where}: {text}")


class PgConnection:
    """What ``store.conn`` is on PostgreSQL: ``execute``/``executemany`` like ``sqlite3.Connection``.

    One object per store, shared by threads: the connection a statement runs on is
    the calling thread's transaction connection, or a pooled one borrowed for the
    statement.
    """

    def __init__(self, store: Any):
        self._store = store

    @property
    def in_transaction(self) -> bool:
        return self._store._local.conn is not None

    def execute(self, sql: str, params: Sequence[Any] | None = ()) -> Result:
        return self._store._run(lambda conn: _execute(conn, sql, params))

    def executemany(self, sql: str, seq: Iterable[Sequence[Any]]) -> Result:
        rows = [list(params) for params in seq]
        if not rows:
            return Result([], 0)
        return self._store._run(lambda conn: _executemany(conn, sql, rows))


def _execute(conn: psycopg.Connection[Any], sql: str, params: Sequence[Any] | None) -> Result:
    bound = bool(params)
    with conn.cursor(row_factory=_row_factory) as cursor:
        cursor.execute(translate_sql(sql, bound), list(params) if bound else None)  # type: ignore[arg-type]
        rows = cursor.fetchall() if cursor.description else []
        return Result(rows, cursor.rowcount)


def _executemany(conn: psycopg.Connection[Any], sql: str, rows: list[list[Any]]) -> Result:
    with conn.cursor() as cursor:
        cursor.executemany(translate_sql(sql, True), rows)
        return Result([], cursor.rowcount)


def in_transaction(conn: psycopg.Connection[Any]) -> bool:
    return conn.info.transaction_status != TransactionStatus.IDLE


def rollback(conn: psycopg.Connection[Any]) -> None:
    """End the open transaction, if any, ignoring errors (the caller is already failing)."""
    if not conn.closed and in_transaction(conn):
        try:
            conn.execute("ROLLBACK")
        except psycopg.Error:
            pass


def begin_write(conn: psycopg.Connection[Any], where: str) -> None:
    """``BEGIN`` and take the store's write lock, waiting with bounded retries like SQLite's busy handling.

    Raises:
        StoreBusyError: the lock stayed taken past the retries.
        StoreError: the server could not be reached.
    """
    for attempt in range(BUSY_RETRIES + 1):
        try:
            # One round trip: both statements in one simple-protocol message.
            conn.execute(f"BEGIN ISOLATION LEVEL READ COMMITTED; SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")
            return
        except pg_errors.LockNotAvailable as exc:
            rollback(conn)
            if attempt == BUSY_RETRIES:
                raise translate_error(exc, where) from exc
            time.sleep(BUSY_BACKOFF_S * (attempt + 1))
        except psycopg.Error as exc:
            rollback(conn)
            raise translate_error(exc, where) from exc


def commit(conn: psycopg.Connection[Any], where: str) -> None:
    """``COMMIT``; a connection lost on the way means the outcome is unknown, and says so.

    Raises:
        StoreError: ``store_commit_unknown`` when the connection dropped during COMMIT,
            else the translated error (nothing was written).
    """
    try:
        conn.execute("COMMIT")
    except psycopg.OperationalError as exc:
        raise StoreError(
            f"the connection to {where} was lost while committing; the change may or may not have been "
            "saved — check (`memdesk show`, `memdesk list`) before doing it again",
            code="store_commit_unknown",
        ) from exc
    except psycopg.Error as exc:
        rollback(conn)
        raise translate_error(exc, where) from exc


class Local(threading.local):
    """Per-thread state: the connection a transaction or snapshot holds, and how deep it is nested."""

    conn: psycopg.Connection[Any] | None = None
    mode: str = ""  # "write" or "read"
    savepoints: int = 0


@contextmanager
def savepoint(conn: psycopg.Connection[Any], where: str) -> Iterator[None]:
    """A nested write: ``SAVEPOINT`` … ``RELEASE`` (rolled back to on failure)."""
    name = f"sp_{threading.get_ident()}_{time.monotonic_ns()}"
    try:
        conn.execute(f"SAVEPOINT {name}")
    except psycopg.Error as exc:
        raise translate_error(exc, where) from exc
    try:
        yield
    except BaseException:
        try:
            conn.execute(f"ROLLBACK TO SAVEPOINT {name}")
            conn.execute(f"RELEASE SAVEPOINT {name}")
        except psycopg.Error:
            pass
        raise
    try:
        conn.execute(f"RELEASE SAVEPOINT {name}")
    except psycopg.Error as exc:
        raise translate_error(exc, where) from exc
