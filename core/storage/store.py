"""The store: one interface, two backends (SQLite file, PostgreSQL server).

The engine talks to storage only through a :class:`Store` and its repositories, one
module each, named after the table or concept it serves (``memories``, ``audit``,
``proposals``, ``edges``, ``recall_log``, ``pins``, ``capture_rules``, ``generations``,
``harvests``, ``watched``, ``upkeep_runs``, ``queue``, ``transfer``). The repositories
are written once; a backend supplies only what really differs between the engines:
the connection and its transactions, the schema and its migrations, full-text search
(``search``), integrity checks and change tracking. :func:`open_store` picks the
backend from the location: a ``postgresql://`` URL or a file path.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from core.model.lean import lean_dataclass
from core.storage.dialect import Dialect
from core.storage.repository import Repository

if TYPE_CHECKING:
    from core.storage.audit import AuditTable
    from core.storage.capture_rules import CaptureRuleTable
    from core.storage.derived_stats import DerivedStatTable
    from core.storage.edges import EdgeTable
    from core.storage.generations import GenerationTable
    from core.storage.harvests import HarvestTable
    from core.storage.ids import IdAllocator
    from core.storage.memories import MemoryTable
    from core.storage.owed_checks import OwedCheckTable
    from core.storage.pins import PinQueries
    from core.storage.proposals import ProposalTable
    from core.storage.queue import ReviewQueueTable
    from core.storage.recall_log import RecallLogTable
    from core.storage.statement_readings import StatementReadingTable
    from core.storage.transfer import TransferTable
    from core.storage.upkeep_runs import UpkeepRunTable
    from core.storage.watched_files import WatchedFileTable


def new_agent_id() -> str:
    """A fresh permanent agent id: ``urn:memdesk:agent:<32 hex>``."""
    import secrets  # one use, at store creation: random and hashlib stay off every start-up

    return f"urn:memdesk:agent:{secrets.token_hex(16)}"


@lean_dataclass(frozen=True, compiled_init=False)
class Changes:
    """The answer to "has anything changed since ``token``?" (:meth:`Store.changes_since`).

    Attributes:
        changed: whether another writer (or this process) committed since ``token``.
        token: what to pass next time.
    """

    changed: bool
    token: int


class Store:
    """What every backend offers: the repositories, transactions, identity and health.

    Subclasses set ``dialect``, ``search`` and ``location`` and implement the methods
    that raise :class:`NotImplementedError` here. Safe to share across threads: each
    thread gets its own connection (or borrows one from the pool per statement).
    """

    dialect: Dialect
    backend: str = ""
    # A file Path (SQLite) or a core.paths.StoreURL (PostgreSQL).
    location: Any
    search: Any

    # The repositories, one module each, imported on first use (see core/storage/repository.py).
    ids: Repository[IdAllocator] = Repository("core.storage.ids", "IdAllocator")
    memories: Repository[MemoryTable] = Repository("core.storage.memories", "MemoryTable")
    audit: Repository[AuditTable] = Repository("core.storage.audit", "AuditTable")
    proposals: Repository[ProposalTable] = Repository("core.storage.proposals", "ProposalTable")
    edges: Repository[EdgeTable] = Repository("core.storage.edges", "EdgeTable")
    recall_log: Repository[RecallLogTable] = Repository("core.storage.recall_log", "RecallLogTable")
    generations: Repository[GenerationTable] = Repository("core.storage.generations", "GenerationTable")
    transfer: Repository[TransferTable] = Repository("core.storage.transfer", "TransferTable")
    harvests: Repository[HarvestTable] = Repository("core.storage.harvests", "HarvestTable")
    capture_rules: Repository[CaptureRuleTable] = Repository("core.storage.capture_rules", "CaptureRuleTable")
    queue: Repository[ReviewQueueTable] = Repository("core.storage.queue", "ReviewQueueTable")
    pins: Repository[PinQueries] = Repository("core.storage.pins", "PinQueries")
    watched: Repository[WatchedFileTable] = Repository("core.storage.watched_files", "WatchedFileTable")
    upkeep_runs: Repository[UpkeepRunTable] = Repository("core.storage.upkeep_runs", "UpkeepRunTable")
    derived: Repository[DerivedStatTable] = Repository("core.storage.derived_stats", "DerivedStatTable")
    readings: Repository[StatementReadingTable] = Repository("core.storage.statement_readings",
                                                             "StatementReadingTable")
    owed_checks: Repository[OwedCheckTable] = Repository("core.storage.owed_checks", "OwedCheckTable")

    # -- what a backend implements -----------------------------------------------

    @property
    def conn(self) -> Any:
        """This thread's connection: ``execute(sql, params)`` with ``?`` placeholders."""
        raise NotImplementedError

    def transaction(self) -> AbstractContextManager[Any]:
        """A write transaction holding the store's one write lock; nested calls join the outer one.

        Raises:
            StoreBusyError: another writer held the lock past the bounded retries.
            StoreError: the store cannot be written (read-only, full, damaged, unreachable).
        """
        raise NotImplementedError

    def snapshot(self) -> AbstractContextManager[Any]:
        """A read transaction: every query inside sees one consistent state.

        A write must never start inside a snapshot (it would not see what others
        committed meanwhile); both backends refuse it.
        """
        raise NotImplementedError

    def in_write_transaction(self) -> bool:
        """Whether this thread is inside :meth:`transaction` (so a write now joins it)."""
        raise NotImplementedError

    def in_read_snapshot(self) -> bool:
        """Whether this thread is inside :meth:`snapshot` (every read sees one committed state)."""
        raise NotImplementedError

    def migrate(self) -> list[str]:
        """Apply pending schema migrations; returns the names applied now."""
        raise NotImplementedError

    def data_version(self) -> int:
        """A number that moves when anything is committed (for cheap polls)."""
        raise NotImplementedError

    # What the backend's integrity check is called, and why it may not run.
    integrity_check_name = "integrity check"
    integrity_check_skipped = "the store offers no integrity check"

    def integrity_check(self) -> list[str] | None:
        """The backend's own consistency check: ``["ok"]`` when healthy, else the problems;
        ``None`` when it cannot run here (never reported as a pass)."""
        raise NotImplementedError

    def fts_integrity(self) -> bool | None:
        """Whether the full-text index agrees with the memories; ``None`` when it cannot be checked."""
        raise NotImplementedError

    def rebuild_fts(self) -> None:
        """Rebuild the full-text indexes from the memories (doctor --fix)."""
        raise NotImplementedError

    def file_size(self) -> int:
        """Bytes the store takes (the file, or the database on the server)."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def bulk_insert(self, table: str, columns: list[str], rows: list[list[Any]]) -> None:
        """Insert many rows exactly as given, ids included (``store copy``; inside a write transaction)."""
        raise NotImplementedError

    def clear_migration_log(self) -> None:
        """Empty the append-only migration log (only ``store copy --force`` replacing a whole store does)."""
        raise NotImplementedError

    # -- shared --------------------------------------------------------------------

    @property
    def path(self) -> Any:
        """Where the store is: a file :class:`~pathlib.Path`, or a :class:`~core.paths.StoreURL`."""
        return self.location

    def changes_since(self, token: int | None) -> Changes:
        """Whether anything was committed since ``token`` (``None``: just take a token).

        Backend-neutral: SQLite reads ``PRAGMA data_version``, PostgreSQL a change
        counter that its ``LISTEN`` thread keeps current without a query.
        """
        now = self.data_version()
        return Changes(changed=token is not None and now != token, token=now)

    def ensure_agent(self, created_at: str) -> str:
        """Mint the permanent agent id on first open; return it (never changes afterwards).

        Raises:
            StoreError: the store cannot be read (damaged, unreadable).
        """
        row = self.conn.execute("SELECT agent_id FROM agent WHERE singleton = 1").fetchone()
        if row:
            return str(row[0])
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO agent (singleton, agent_id, created_at) VALUES (1, ?, ?) "
                "ON CONFLICT (singleton) DO NOTHING",
                (new_agent_id(), created_at),
            )
            return str(conn.execute("SELECT agent_id FROM agent WHERE singleton = 1").fetchone()[0])

    def agent_row(self) -> dict | None:
        row = self.conn.execute("SELECT * FROM agent WHERE singleton = 1").fetchone()
        return dict(row) if row else None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
