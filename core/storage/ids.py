"""Ids for new rows: an allocator that never hands out an id twice (DESIGN §1.6).

SQLite's ``INTEGER PRIMARY KEY`` reuses the highest id once its row is purged, and a
PostgreSQL sequence skips ids when a transaction rolls back; neither is what memdesk
promises: an id, once shown to a person, names one memory forever (``show`` and
``undo --op`` find a memory by id, and its audit rows outlive a purge). So ids come from
one row of ``id_counters`` per table, moved inside the write transaction that inserts:
a rollback gives the id back with everything else, a purge never does.

The rule every backend keeps: the next id is ``max(counter, max(id) in the table) + 1``
and the counter never goes down. The counter never falls behind the table, so a row
inserted with an explicit id (an import keeping its ids, a hand-made fixture) cannot be
overtaken. Only the SQL differs per backend.
"""

from __future__ import annotations

# Tables whose ``id`` comes from the allocator (today: memories; the others are counted
# from m008 on, so a backend may allocate them too without a migration).
ALLOCATED = ("memories",)


class IdAllocator:
    """Hands out ids under the store's write lock (call inside a write transaction)."""

    def __init__(self, store):
        self._store = store

    def block(self, table: str, count: int) -> int:
        """Reserve ``count`` consecutive new ids for ``table``; returns the first."""
        if table not in ALLOCATED:
            raise ValueError(f"{table} takes no ids from the allocator")
        if count < 1:
            raise ValueError("reserve at least one id")
        conn = self._store.conn
        row = conn.execute(
            f"UPDATE id_counters SET last = max(last, (SELECT coalesce(max(id), 0) FROM {table})) + ? "
            "WHERE name = ? RETURNING last", (count, table)).fetchone()
        if row is None:  # a store whose counter row was lost: start above everything the table still shows
            conn.execute(f"INSERT INTO id_counters (name, last) SELECT ?, coalesce(max(id), 0) + ? FROM {table}",
                         (table, count))
            row = conn.execute("SELECT last FROM id_counters WHERE name = ?", (table,)).fetchone()
        return int(row[0]) - count + 1

    def set_at_least(self, counters: dict[str, int]) -> None:
        """Raise counters to at least the given values (never lower them)."""
        conn = self._store.conn
        for name, last in sorted(counters.items()):
            if conn.execute("UPDATE id_counters SET last = max(last, ?) WHERE name = ?",
                            (int(last), name)).rowcount == 0:
                conn.execute("INSERT INTO id_counters (name, last) VALUES (?, ?)", (name, int(last)))
