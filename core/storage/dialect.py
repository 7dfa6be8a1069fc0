"""The few places where SQLite's and PostgreSQL's SQL differ for the shared repositories.

Everything else the repositories write is SQL both engines accept (``ON CONFLICT …
DO NOTHING``/``DO UPDATE`` instead of ``INSERT OR IGNORE``/``OR REPLACE``, ``FALSE``
instead of ``0`` as a condition, ``IS NULL`` chosen in Python instead of ``IS ?``).
"""

from __future__ import annotations

import sqlite3

from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True, compiled_init=False)
class Dialect:
    """Spellings a shared repository needs per backend.

    Attributes:
        name: ``sqlite`` or ``postgresql``.
        like: the operator that matches like SQLite's ``LIKE`` — case-insensitive for
            ASCII letters only (PostgreSQL: ``ILIKE`` over "C"-collated text).
        greatest: the two-argument maximum (``max`` in SQLite, ``greatest`` in PostgreSQL).
        returning: ``UPDATE … RETURNING`` works (PostgreSQL; SQLite from 3.35).
        writes_in_with: an ``UPDATE`` may sit inside a ``WITH`` before an ``INSERT`` (PostgreSQL
            only), so an id is taken and used in one round trip.
    """

    name: str
    like: str
    greatest: str
    returning: bool = False
    writes_in_with: bool = False

    def refs_contain(self, column: str) -> str:
        """A condition: the JSON array in ``column`` holds an object whose ``type`` and ``id``
        equal the next two parameters."""
        if self.name == "postgresql":
            return (f"EXISTS (SELECT 1 FROM jsonb_array_elements(({column})::jsonb) r "
                    "WHERE r->>'type' = ? AND r->>'id' = ?)")
        return (f"EXISTS (SELECT 1 FROM json_each({column}) r "
                "WHERE json_extract(r.value, '$.type') = ? AND json_extract(r.value, '$.id') = ?)")


SQLITE = Dialect(name="sqlite", like="LIKE", greatest="max", returning=sqlite3.sqlite_version_info >= (3, 35))
POSTGRESQL = Dialect(name="postgresql", like="ILIKE", greatest="greatest", returning=True, writes_in_with=True)
