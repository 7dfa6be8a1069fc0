"""Storage: every SQL statement memdesk runs lives below this package.

:func:`open_store` is the one way in: a file path opens the embedded SQLite backend
(the default), a ``postgresql://`` URL the PostgreSQL backend (``memdesk[postgres]``).
Both offer the same :class:`~core.storage.store.Store`; nothing above this package
knows which one it has.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.errors import MemdeskError, StoreError
from core.paths import StoreURL, as_store_location
from core.storage.sqlite.store import SqliteStore
from core.storage.store import Changes, Store, new_agent_id

if TYPE_CHECKING:
    from core.storage.postgres.store import PostgresStore

__all__ = ["Changes", "SqliteStore", "Store", "StoreError", "new_agent_id", "open_store", "postgres_available",
           "translate_driver_error"]


def postgres_available() -> str | None:
    """``None`` when this installation can open PostgreSQL stores, else what to install."""
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError:
        return ("this memdesk was installed without PostgreSQL support; install it with "
                "`pip install 'memdesk[postgres]'` (psycopg 3 and its pool)")
    return None


def open_store(location: str | os.PathLike | StoreURL, *, synchronous: str = "NORMAL", migrate: bool = True,
               pool_size: int | None = None, **options: Any) -> Store:
    """Open the store at ``location``: a file path (SQLite) or a ``postgresql://`` URL.

    Args:
        location: where the store is.
        synchronous: SQLite's ``synchronous`` (``NORMAL`` or ``FULL``); PostgreSQL's
            ``synchronous_commit`` follows it (``FULL`` → on, ``NORMAL`` → the server's).
        migrate: apply pending schema migrations on open.
        pool_size: most connections one process opens to a PostgreSQL server.

    Raises:
        StoreError: the store cannot be opened (code ``store_unavailable``), or a
            PostgreSQL URL was given to an installation without ``memdesk[postgres]``
            (code ``postgres_not_installed``).
    """
    target = as_store_location(location)
    if isinstance(target, StoreURL):
        missing = postgres_available()
        if missing is not None:
            raise StoreError(f"cannot open {target}: {missing}", code="postgres_not_installed")
        from core.storage.postgres.store import PostgresStore

        store: PostgresStore = PostgresStore(target, synchronous=synchronous, migrate=migrate,
                                             pool_size=pool_size, **options)
        return store
    return SqliteStore(Path(target), synchronous=synchronous, migrate=migrate, **options)


def translate_driver_error(exc: BaseException, location: str | os.PathLike | StoreURL) -> MemdeskError | None:
    """A database driver's exception as a :mod:`core.errors` one; ``None`` when ``exc`` is not one.

    The repositories translate what they meet; this catches the rest (a damaged page
    met while a caller iterates a result), so adapters never name a driver.
    """
    import sqlite3
    import sys

    from core.storage.sqlite.connection import translate_error, translate_value_error

    if isinstance(exc, sqlite3.Error):
        target = as_store_location(location)
        translated = translate_error(exc, target if isinstance(target, Path) else Path(str(target)))
        return translated if isinstance(translated, MemdeskError) else StoreError(str(translated))
    if isinstance(exc, (UnicodeEncodeError, OverflowError)):
        return translate_value_error(exc)
    if "psycopg" in sys.modules:
        import psycopg

        if isinstance(exc, psycopg.Error):
            from core.storage.postgres.connection import translate_error as translate_pg

            return translate_pg(exc)
    return None
