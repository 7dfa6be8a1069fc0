"""What every table repository shares: this thread's connection, and JSON columns as text."""

from __future__ import annotations

import json
import sqlite3
from typing import Any


def json_text(value: Any) -> str | None:
    """``value`` as the JSON text a column stores (``None`` stays NULL; keys sorted)."""
    return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)


class Table:
    """A repository over one table (or one concept) of the store; callers own the transaction."""

    def __init__(self, store):
        self._store = store

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._store.conn
