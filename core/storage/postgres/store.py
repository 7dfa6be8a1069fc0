"""The PostgreSQL backend: one database many memdesk processes share, on any number of machines."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import Any, TypeVar

import psycopg
from psycopg.rows import tuple_row
from psycopg_pool import ConnectionPool, PoolTimeout

from core.errors import MemdeskError, StoreError
from core.paths import StoreURL
from core.storage.dialect import POSTGRESQL
from core.storage.postgres.changes import ChangeListener
from core.storage.postgres.connection import (
    Local,
    PgConnection,
    begin_write,
    commit,
    configure,
    rollback,
    savepoint,
    translate_error,
)
from core.storage.postgres.connection import _row_factory as row_factory
from core.storage.postgres.schema import apply_migrations
from core.storage.postgres.search import PostgresSearch
from core.storage.store import Changes, Store

T = TypeVar("T")
DEFAULT_POOL_SIZE = 8
CONNECT_TIMEOUT_S = 10


class PostgresStore(Store):
    """A store in a PostgreSQL database (``postgresql://user@host/db``).

    Thread-safe. Outside a transaction each statement borrows a pooled connection;
    :meth:`transaction` and :meth:`snapshot` hold one for their block.
    """

    dialect = POSTGRESQL
    backend = "postgresql"

    def __init__(self, location: StoreURL | str, *, synchronous: str = "NORMAL", migrate: bool = True,
                 pool_size: int | None = None, created_at: str | None = None):
        super().__init__()
        self.location = location if isinstance(location, StoreURL) else StoreURL(location)
        self._where = f"the store {self.location.name}"
        self._configure = partial(configure, synchronous=synchronous)
        self._local = Local()
        self._listener: ChangeListener | None = None
        self._listener_lock = threading.Lock()
        self.search = PostgresSearch(self)
        self._facade = PgConnection(self)
        if migrate:
            self.migrate()
        self._pool = ConnectionPool(self.location.url, min_size=1, max_size=max(1, pool_size or DEFAULT_POOL_SIZE),
                                    kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT_S},
                                    configure=self._configure, open=False, name="memdesk", timeout=30)
        try:
            self._pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        except PoolTimeout as exc:
            self._pool.close()
            raise self._unreachable() from exc
        if created_at is not None:
            self.ensure_agent(created_at)

    # -- connections -------------------------------------------------------------------

    def _connect(self) -> psycopg.Connection[Any]:
        """One connection outside the pool (migrations), or the reason the server cannot be reached."""
        try:
            conn = psycopg.connect(self.location.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S)
        except psycopg.Error as exc:
            raise translate_error(exc, self._where) from exc
        self._configure(conn)
        return conn

    def _unreachable(self) -> MemdeskError:
        try:
            self._connect().close()
        except MemdeskError as exc:
            return exc
        return StoreError(f"cannot reach the PostgreSQL server for {self._where} in {CONNECT_TIMEOUT_S} s",
                          code="store_unavailable", retryable=True)

    @property
    def conn(self) -> PgConnection:
        """``execute(sql, params)`` with ``?`` placeholders, on this thread's transaction or a pooled connection."""
        return self._facade

    def _run(self, action: Callable[[psycopg.Connection[Any]], T]) -> T:
        held = self._local.conn
        if held is not None:
            try:
                return action(held)
            except psycopg.Error as exc:
                raise translate_error(exc, self._where) from exc
        for attempt in range(2):
            try:
                with self._pool.connection() as conn:
                    return action(conn)
            except psycopg.OperationalError as exc:
                # A pooled connection the server closed (restart, idle timeout): one fresh try.
                if attempt == 0 and not isinstance(exc, psycopg.errors.QueryCanceled):
                    continue
                raise translate_error(exc, self._where) from exc
            except psycopg.Error as exc:
                raise translate_error(exc, self._where) from exc
            except PoolTimeout as exc:
                raise StoreError(f"every connection to {self._where} stayed busy; try again in a moment "
                                 "(or raise [store] pool_size)", code="store_busy", retryable=True) from exc
        raise AssertionError("unreachable")

    def execute_native(self, sql: str, params: dict[str, Any] | Sequence[Any] | None = None, *,
                       named: bool = False) -> list[Any]:
        """Run psycopg-style SQL (``%(name)s`` placeholders); every row, as a tuple (or a :class:`Row`)."""

        def run(conn: psycopg.Connection[Any]) -> list[Any]:
            with conn.cursor(row_factory=row_factory if named else tuple_row) as cursor:
                cursor.execute(sql, params)
                return cursor.fetchall() if cursor.description else []

        return self._run(run)

    def insert_postings(self, rows: Sequence[tuple[Any, ...]], *, copy: bool = False) -> None:
        """Write search postings (``COPY`` for a big batch, else one pipelined ``executemany``)."""
        if not rows:
            return

        def run(conn: psycopg.Connection[Any]) -> None:
            with conn.cursor() as cursor:
                if copy:
                    with cursor.copy("COPY memory_terms (idx, term, memory_id, a, b, c, len) FROM STDIN") as out:
                        for row in rows:
                            out.write_row(row)
                else:
                    cursor.executemany("INSERT INTO memory_terms (idx, term, memory_id, a, b, c, len) "
                                       "VALUES (%s, %s, %s, %s, %s, %s, %s)", rows)

        self._run(run)

    def copy_rows(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Bulk-insert rows with ``COPY`` (``store copy``; inside a write transaction)."""

        def run(conn: psycopg.Connection[Any]) -> None:
            with conn.cursor() as cursor, cursor.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as out:
                for row in rows:
                    out.write_row(row)

        self._run(run)

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[PgConnection]:
        """A write transaction: READ COMMITTED under the store's advisory write lock; nested = savepoint."""
        local = self._local
        if local.conn is not None:
            if local.mode == "read":
                raise RuntimeError("a write transaction cannot start inside a read snapshot: "
                                   "it would not see what other writers committed meanwhile")
            with savepoint(local.conn, self._where):
                yield self._facade
            return
        conn = self._checkout()
        try:
            begin_write(conn, self._where)
            local.conn, local.mode = conn, "write"
            try:
                yield self._facade
            except BaseException:
                rollback(conn)
                raise
            commit(conn, self._where)
        finally:
            local.conn, local.mode = None, ""
            self._pool.putconn(conn)

    def in_write_transaction(self) -> bool:
        return self._local.conn is not None and self._local.mode == "write"

    def in_read_snapshot(self) -> bool:
        return self._local.conn is not None and self._local.mode == "read"

    @contextmanager
    def snapshot(self) -> Iterator[PgConnection]:
        """One consistent read: ``REPEATABLE READ READ ONLY`` (joins an open transaction instead)."""
        local = self._local
        if local.conn is not None:
            yield self._facade
            return
        conn = self._checkout()
        try:
            try:
                conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            except psycopg.Error as exc:
                raise translate_error(exc, self._where) from exc
            local.conn, local.mode = conn, "read"
            try:
                yield self._facade
            finally:
                rollback(conn)
        finally:
            local.conn, local.mode = None, ""
            self._pool.putconn(conn)

    def _checkout(self) -> psycopg.Connection[Any]:
        try:
            return self._pool.getconn()
        except PoolTimeout as exc:
            raise StoreError(f"every connection to {self._where} stayed busy; try again in a moment "
                             "(or raise [store] pool_size)", code="store_busy", retryable=True) from exc

    # -- schema, health, changes -------------------------------------------------------------

    def migrate(self) -> list[str]:
        """Apply pending schema migrations; returns the names applied now."""
        conn = self._connect()
        try:
            return apply_migrations(conn)
        except psycopg.Error as exc:
            raise translate_error(exc, self._where) from exc
        finally:
            conn.close()

    def data_version(self) -> int:
        """The change counter: moves once per committed writing transaction (any process)."""
        listener = self._listener
        if listener is not None:
            version = listener.version
            if version is not None:
                return version
        return int(self.conn.execute("SELECT n FROM store_version").fetchone()[0])

    def changes_since(self, token: int | None) -> Changes:
        """See :meth:`Store.changes_since`; starts the ``LISTEN`` thread on first use."""
        self._listen()
        return super().changes_since(token)

    def wait_for_change(self, token: int | None, timeout: float) -> Changes:
        """Block until something is committed after ``token`` (or ``timeout`` seconds pass)."""
        listener = self._listen()
        if token is not None:
            listener.wait(token, timeout)
        return super().changes_since(token)

    def _listen(self) -> ChangeListener:
        with self._listener_lock:
            if self._listener is None:
                self._listener = ChangeListener(self.location.url, configure=self._configure)
            return self._listener

    integrity_check_name = "amcheck bt_index_check on every index"
    integrity_check_skipped = ("the server has no amcheck extension, so the indexes were not checked; "
                               "`CREATE EXTENSION amcheck` (contrib) in the database enables the check")

    def integrity_check(self) -> list[str] | None:
        """``amcheck``'s B-tree checks on every index, or ``None`` when the extension is not installed.

        PostgreSQL's WAL (and data checksums, when enabled) guard the data itself;
        ``amcheck`` (contrib) adds a structural check of every index.
        """
        try:
            installed = self.conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'").fetchone()
            if installed is None:
                return None
            problems = []
            for row in self.conn.execute(
                    "SELECT c.oid, c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                    "JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace "
                    "WHERE a.amname = 'btree' AND n.nspname = current_schema()").fetchall():
                try:
                    self.conn.execute("SELECT bt_index_check(?)", (row[0],))
                except StoreError as exc:
                    problems.append(f"{row[1]}: {exc.message}")
            return problems or ["ok"]
        except StoreError as exc:
            return [exc.message]

    def fts_integrity(self) -> bool | None:
        return self.search.check()

    def rebuild_fts(self) -> None:
        with self.transaction():
            self.search.rebuild()

    def file_size(self) -> int:
        """Bytes the database takes on the server."""
        return int(self.conn.execute("SELECT pg_database_size(current_database())").fetchone()[0])

    def bulk_insert(self, table: str, columns: list[str], rows: list[list[Any]]) -> None:
        self.copy_rows(table, columns, rows)

    def clear_migration_log(self) -> None:
        self.conn.execute("ALTER TABLE migration_log DISABLE TRIGGER migration_log_no_update")
        self.conn.execute("DELETE FROM migration_log")
        self.conn.execute("ALTER TABLE migration_log ENABLE TRIGGER migration_log_no_update")

    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        self._pool.close()
