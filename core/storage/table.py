"""What every table repository shares: the store's connection, its dialect, and new ids.

The repositories (``memories``, ``audit``, ``proposals`` …) are written once, against a
small DB-API surface both backends offer: ``conn.execute(sql, params)`` with ``?``
placeholders returning a cursor (``fetchone``, ``fetchall``, iteration, ``rowcount``),
rows that answer ``row[0]``, ``row["column"]`` and ``dict(row)``. Where the two SQL
dialects really differ, a repository asks :attr:`Table._dialect` for the spelling.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

# json.dumps with any argument set makes a new encoder at every call; one made once writes the same text.
SORTED_JSON = json.JSONEncoder(ensure_ascii=False, sort_keys=True)
# The same without sorting keys (a memory's tags and refs keep the order they were given in).
UNSORTED_JSON = json.JSONEncoder(ensure_ascii=False)


def json_text(value: Any) -> str | None:
    """``value`` as the JSON text a column stores (``None`` stays NULL; keys sorted)."""
    return None if value is None else SORTED_JSON.encode(value)


class Table:
    """A repository over one table (or one concept) of the store; callers own the transaction."""

    def __init__(self, store):
        self._store = store

    @property
    def _conn(self) -> Any:
        """This thread's connection (``sqlite3.Connection`` or the PostgreSQL session)."""
        return self._store.conn

    @property
    def _dialect(self):
        return self._store.dialect

    def _insert(self, table: str, columns: Sequence[str], values: Sequence[Any]) -> int:
        """Insert one row under a fresh id from the store's allocator; returns the id.

        Ids come from one allocator (``id_counters``) on both backends, so an id is
        never issued twice — not after a purge, not after a rolled-back write — and
        the same operations give the same ids on SQLite and PostgreSQL.
        """
        return int(self._store.ids.insert(table, columns, values))
