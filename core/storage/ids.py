"""Ids for new rows: an allocator that never hands out an id twice (ARCHITECTURE.md §7.1).

SQLite's ``INTEGER PRIMARY KEY`` reuses the highest id once its row is purged, and a
PostgreSQL sequence skips ids when a transaction rolls back; neither is what memdesk
promises: an id, once shown to a person, names one memory forever (``show`` and
``undo --op`` find a memory by id, and its audit rows outlive a purge). So every table
with an ``id`` takes its ids from one row of ``id_counters`` per table, moved inside the
write transaction that inserts: a rollback gives the id back with everything else, a
purge never does, and the same writes give the same ids on both backends.

The rule every backend keeps: the next id is ``max(counter, max(id) in the table) + 1``
and the counter never goes down. The counter never falls behind the table, so a row
inserted with an explicit id (an import keeping its ids, a hand-made fixture) cannot be
overtaken. Only the SQL differs per backend (:attr:`Dialect.greatest`, ``RETURNING``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# Tables whose ``id`` comes from the allocator.
ALLOCATED = ("memories", "edges", "proposals", "audit", "recall_log", "generations", "migration_log",
             "capture_rules", "upkeep_runs")


class IdAllocator:
    """Hands out ids under the store's write lock (call inside a write transaction)."""

    def __init__(self, store):
        self._store = store

    def next(self, table: str) -> int:
        """One new id for ``table``."""
        return self.block(table, 1)

    def block(self, table: str, count: int) -> int:
        """Reserve ``count`` consecutive new ids for ``table``; returns the first."""
        if table not in ALLOCATED:
            raise ValueError(f"{table} takes no ids from the allocator")
        if count < 1:
            raise ValueError("reserve at least one id")
        conn = self._store.conn
        greatest = self._store.dialect.greatest
        # max(id) through the primary key is one index probe: cheap enough for every insert.
        sql = (f"UPDATE id_counters SET last = {greatest}(last, (SELECT coalesce(max(id), 0) FROM {table})) + ? "
               "WHERE name = ?")
        if self._store.dialect.returning:  # one statement (one round trip to a server) instead of two
            row = conn.execute(sql + " RETURNING last", (count, table)).fetchone()
            if row is not None:
                return int(row[0]) - count + 1
        if conn.execute(sql, (count, table)).rowcount == 0:
            conn.execute(f"INSERT INTO id_counters (name, last) SELECT ?, coalesce(max(id), 0) + ? FROM {table}",
                         (table, count))
        last = int(conn.execute("SELECT last FROM id_counters WHERE name = ?", (table,)).fetchone()[0])
        return last - count + 1

    def insert(self, table: str, columns: Sequence[str], values: Sequence[Any]) -> int:
        """Insert one row under a new id; returns the id (one statement where the SQL allows it)."""
        return int(self._insert(table, columns, values, "id")[0])

    def insert_returning(self, table: str, columns: Sequence[str], values: Sequence[Any], returning: str = "*") -> Any:
        """Insert one row under a new id; returns the row as the statement stored it (``RETURNING``, every column
        or the ``returning`` ones; only where :attr:`Dialect.returning`).

        The row is what a ``SELECT`` would read next but for one thing: SQLite hands a ``REAL`` column
        holding a whole number back as an integer here, where a ``SELECT`` gives a float.
        """
        return self._insert(table, columns, values, returning)

    def _insert(self, table: str, columns: Sequence[str], values: Sequence[Any], returning: str) -> Any:
        conn = self._store.conn
        if self._store.dialect.writes_in_with and table in ALLOCATED:
            # The counter row exists from migration m008 on (a missing one fails loudly: NULL id).
            greatest = self._store.dialect.greatest
            marks = ", ".join("?" for _ in columns)
            return conn.execute(
                f"WITH n AS (UPDATE id_counters SET last = {greatest}(last, (SELECT coalesce(max(id), 0) "
                f"FROM {table})) + 1 WHERE name = ? RETURNING last) "
                f"INSERT INTO {table} (id, {', '.join(columns)}) VALUES ((SELECT last FROM n), {marks}) "
                f"RETURNING {returning}",
                (table, *values)).fetchone()
        new_id = self.next(table)
        marks = ", ".join("?" for _ in range(len(columns) + 1))
        sql = f"INSERT INTO {table} (id, {', '.join(columns)}) VALUES ({marks})"
        if returning == "id":
            conn.execute(sql, (new_id, *values))
            return (new_id,)
        return conn.execute(f"{sql} RETURNING {returning}", (new_id, *values)).fetchone()

    def peek(self) -> dict[str, int]:
        """The last id issued per table (what ``store copy`` carries over)."""
        return {row[0]: int(row[1]) for row in self._store.conn.execute("SELECT name, last FROM id_counters")}

    def set_at_least(self, counters: dict[str, int]) -> None:
        """Raise counters to at least the given values (never lower them)."""
        conn = self._store.conn
        greatest = self._store.dialect.greatest
        for name, last in sorted(counters.items()):
            if conn.execute(f"UPDATE id_counters SET last = {greatest}(last, ?) WHERE name = ?",
                            (int(last), name)).rowcount == 0:
                conn.execute("INSERT INTO id_counters (name, last) VALUES (?, ?)", (name, int(last)))


def new_uid() -> str:
    """A fresh random uid: the 32 hex digits of a version-4 UUID, as ``uuid.uuid4().hex`` gives.

    Made here from ``os.urandom`` because importing :mod:`uuid` loads :mod:`platform`
    (~4 ms of every capture's start-up, issue 18/21).
    """
    import os

    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # the RFC 4122 variant
    return raw.hex()
