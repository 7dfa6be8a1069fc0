"""The SQLite backend: one store file, one connection per thread, FTS5 search."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from core.errors import StoreError
from core.storage.dialect import SQLITE
from core.storage.sqlite.connection import (
    ConnectionPool,
    raw_execute,
    rollback,
    rolled_back_on_error,
    translate_error,
    write_transaction,
)
from core.storage.sqlite.schema import apply_migrations
from core.storage.sqlite.search import SqliteSearch
from core.storage.store import Store


class SqliteStore(Store):
    """One store file. Safe to share across threads: each thread gets its own connection."""

    dialect = SQLITE
    backend = "sqlite"

    def __init__(self, path: Path, *, synchronous: str = "NORMAL", migrate: bool = True,
                 created_at: str | None = None):
        super().__init__()
        self.location = Path(path)
        self._pool = ConnectionPool(self.location, synchronous=synchronous)
        self.search = SqliteSearch(self)
        if migrate:
            self.migrate()
            if created_at is not None:
                self.ensure_agent(created_at)

    @property
    def path(self) -> Path:
        return self.location

    @property
    def conn(self) -> sqlite3.Connection:
        """This thread's connection (opened on first use)."""
        return self._pool.get()

    def migrate(self) -> list[str]:
        """Apply pending schema migrations; returns the names applied now."""
        try:
            return apply_migrations(self.conn)
        except sqlite3.Error as exc:
            raise translate_error(exc, self.location) from exc

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``); nested calls join the outer one."""
        with write_transaction(self.conn, self.location) as conn:
            yield conn

    def in_write_transaction(self) -> bool:
        conn = self.conn
        return conn.in_transaction and not getattr(conn, "read_only_depth", 0)

    def in_read_snapshot(self) -> bool:
        conn = self.conn
        return conn.in_transaction and getattr(conn, "read_only_depth", 0) > 0

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """A read transaction: every query inside sees one consistent state."""
        conn = self.conn
        if conn.in_transaction:
            yield conn
            return
        try:
            raw_execute(conn, "BEGIN")
        except sqlite3.Error as exc:
            raise translate_error(exc, self.location) from exc
        conn.read_only_depth += 1  # type: ignore[attr-defined]
        try:
            # A damaged page met while reading surfaces as a raw DatabaseError: translated here.
            with rolled_back_on_error(conn, self.location):
                yield conn
            try:
                if conn.in_transaction:
                    raw_execute(conn, "COMMIT")
            except sqlite3.Error as exc:
                rollback(conn)
                raise translate_error(exc, self.location) from exc
        finally:
            conn.read_only_depth -= 1  # type: ignore[attr-defined]

    def data_version(self) -> int:
        """Changes whenever another connection commits (cheap poll for live panes)."""
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    integrity_check_name = "PRAGMA integrity_check"

    def integrity_check(self) -> list[str]:
        """``PRAGMA integrity_check`` lines (``["ok"]`` when healthy)."""
        try:
            return [r[0] for r in raw_execute(self.conn, "PRAGMA integrity_check")]
        except sqlite3.DatabaseError as exc:
            return [str(exc)]

    def fts_integrity(self) -> bool | None:
        """Whether the FTS index agrees with the memories table; ``None`` when the check cannot run.

        SQLite runs the check as an ``INSERT``, so on a read-only store it cannot run at all,
        which says nothing about the index.
        """
        return self.search.check()

    def rebuild_fts(self) -> None:
        """Rebuild the FTS index from the memories table (doctor --fix)."""
        with self.transaction():
            self.search.rebuild()

    def close(self) -> None:
        self._pool.close()

    def bulk_insert(self, table: str, columns: list[str], rows: list[list[object]]) -> None:
        marks = ", ".join("?" for _ in columns)
        self.conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def clear_migration_log(self) -> None:
        # The append-only triggers are dropped and remade inside the same transaction.
        conn = self.conn
        triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' "
                                "AND tbl_name = 'migration_log'").fetchall()
        for name, _sql in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute("DELETE FROM migration_log")
        for _name, sql in triggers:
            conn.execute(sql)

    def file_size(self) -> int:
        try:
            return self.location.stat().st_size
        except OSError as exc:
            raise StoreError(f"cannot read the store file {self.location.name}: {exc.strerror}") from exc
