"""The SQLite storage backend: connections, schema, identity and the table repositories.

The engine talks to storage only through :class:`SqliteStore` and its repositories,
one module each, named after the table or concept it serves (``memories``, ``audit``,
``proposals``, ``edges``, ``recall_log``, ``pins``, ``capture_rules``, ``generations``,
``harvests``, ``watched``, ``upkeep_runs``, ``queue``, ``search``, ``transfer``). A
PostgreSQL backend would be a sibling module offering the same surface.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from core.errors import StoreError
from core.storage.audit import AuditTable
from core.storage.capture_rules import CaptureRuleTable
from core.storage.connection import ConnectionPool, rollback, rolled_back_on_error, translate_error, write_transaction
from core.storage.edges import EdgeTable
from core.storage.generations import GenerationTable
from core.storage.harvests import HarvestTable
from core.storage.memories import MemoryTable
from core.storage.pins import PinQueries
from core.storage.proposals import ProposalTable
from core.storage.queue import ReviewQueueTable
from core.storage.recall_log import RecallLogTable
from core.storage.schema import apply_migrations
from core.storage.search import SearchIndex
from core.storage.transfer import TransferTable
from core.storage.upkeep_runs import UpkeepRunTable
from core.storage.watched_files import WatchedFileTable


def new_agent_id() -> str:
    """A fresh permanent agent id: ``urn:memdesk:agent:<32 hex>``."""
    import secrets  # once per store, on its first open

    return f"urn:memdesk:agent:{secrets.token_hex(16)}"


class SqliteStore:
    """One store file. Safe to share across threads: each thread gets its own connection."""

    def __init__(self, path: Path, *, synchronous: str = "NORMAL", migrate: bool = True,
                 created_at: str | None = None):
        self.path = Path(path)
        self._pool = ConnectionPool(self.path, synchronous=synchronous)
        self.memories = MemoryTable(self)
        self.audit = AuditTable(self)
        self.proposals = ProposalTable(self)
        self.edges = EdgeTable(self)
        self.recall_log = RecallLogTable(self)
        self.generations = GenerationTable(self)
        self.transfer = TransferTable(self)
        self.harvests = HarvestTable(self)
        self.capture_rules = CaptureRuleTable(self)
        self.queue = ReviewQueueTable(self)
        self.pins = PinQueries(self)
        self.watched, self.upkeep_runs = WatchedFileTable(self), UpkeepRunTable(self)
        self.search = SearchIndex(self)
        if migrate:
            self.migrate()
            if created_at is not None:
                self.ensure_agent(created_at)

    @property
    def conn(self) -> sqlite3.Connection:
        """This thread's connection (opened on first use)."""
        return self._pool.get()

    def migrate(self) -> list[str]:
        """Apply pending schema migrations; returns the names applied now."""
        try:
            return apply_migrations(self.conn)
        except sqlite3.Error as exc:
            raise translate_error(exc, self.path) from exc

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``); nested calls join the outer one."""
        with write_transaction(self.conn, self.path) as conn:
            yield conn

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """A read transaction: every query inside sees one consistent state."""
        conn = self.conn
        if conn.in_transaction:
            yield conn
            return
        try:
            conn.execute("BEGIN")
        except sqlite3.Error as exc:
            raise translate_error(exc, self.path) from exc
        # A damaged page met while reading surfaces as a raw DatabaseError: translated here.
        with rolled_back_on_error(conn, self.path):
            yield conn
        try:
            if conn.in_transaction:
                conn.execute("COMMIT")
        except sqlite3.Error as exc:
            rollback(conn)
            raise translate_error(exc, self.path) from exc

    def ensure_agent(self, created_at: str) -> str:
        """Mint the permanent agent id on first open; return it (never changes afterwards).

        Raises:
            StoreError: the store cannot be read (damaged, unreadable).
        """
        try:
            row = self.conn.execute("SELECT agent_id FROM agent WHERE singleton = 1").fetchone()
        except sqlite3.Error as exc:
            raise translate_error(exc, self.path) from exc
        if row:
            return row[0]
        with self.transaction() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO agent (singleton, agent_id, created_at) VALUES (1, ?, ?)",
                (new_agent_id(), created_at),
            )
            return conn.execute("SELECT agent_id FROM agent WHERE singleton = 1").fetchone()[0]

    def agent_row(self) -> dict | None:
        row = self.conn.execute("SELECT * FROM agent WHERE singleton = 1").fetchone()
        return dict(row) if row else None

    def data_version(self) -> int:
        """Changes whenever another connection commits (cheap poll for live panes)."""
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    def integrity_check(self) -> list[str]:
        """``PRAGMA integrity_check`` lines (``["ok"]`` when healthy)."""
        try:
            return [r[0] for r in self.conn.execute("PRAGMA integrity_check")]
        except sqlite3.DatabaseError as exc:
            return [str(exc)]

    def fts_integrity(self) -> bool | None:
        """Whether the FTS index agrees with the memories table; ``None`` when the check cannot run.

        SQLite runs the check as an ``INSERT``, so on a read-only store it cannot run at all,
        which says nothing about the index.
        """
        try:
            self.conn.execute("INSERT INTO memories_fts(memories_fts, rank) VALUES ('integrity-check', 1)")
            return True
        except sqlite3.DatabaseError as exc:
            if "readonly" in str(exc).lower():
                return None
            return False

    def rebuild_fts(self) -> None:
        """Rebuild the FTS index from the memories table (doctor --fix)."""
        with self.transaction() as conn:
            conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
            self.search.rebuild_cjk()

    def close(self) -> None:
        self._pool.close()

    def file_size(self) -> int:
        try:
            return self.path.stat().st_size
        except OSError as exc:
            raise StoreError(f"cannot read the store file {self.path.name}: {exc.strerror}") from exc
