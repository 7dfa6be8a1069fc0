"""Read-only access to other tools' SQLite files, for the importers.

Kept here so all SQL stays in the storage layer. The file is opened read-only
(``mode=ro``, falling back to ``immutable=1`` when the file's folder cannot hold
SQLite's WAL side files), so importing never writes to another tool's database.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

from core.errors import ValidationError


def open_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection to ``path``.

    Raises:
        ValidationError: the file is missing or is not an SQLite database.
    """
    path = Path(path).expanduser().resolve()
    if not path.is_file():
        raise ValidationError(f"{path} is not a file; give the SQLite database to import", code="not_found")
    last: sqlite3.Error | None = None
    for flags in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"file:{quote(str(path))}?{flags}", uri=True)
            conn.row_factory = sqlite3.Row
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.Error as exc:
            last = exc
    raise ValidationError(f"{path} is not a readable SQLite database ({last})", code="not_sqlite")


def table_columns(conn: sqlite3.Connection, table: str) -> set[str]:
    """Column names of ``table`` (empty when it does not exist)."""
    return {row["name"] for row in conn.execute("SELECT name FROM pragma_table_info(?)", (table,))}


def table_count(conn: sqlite3.Connection, table: str) -> int:
    """Rows in ``table``, 0 when the table does not exist."""
    if not table_columns(conn, table):
        return 0
    return int(conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])


def mneme_memories(conn: sqlite3.Connection) -> list[dict]:
    """Every row of mneme's ``memories`` table with its rowid (``superseded_by`` names rowids).

    Raises:
        ValidationError: the database has no ``memories`` table with content.
    """
    columns = table_columns(conn, "memories")
    if table_columns(conn, "audit") and table_columns(conn, "migration_log") and "content_hash" in columns:
        raise ValidationError("this SQLite file is a memdesk store, not mneme's tokenmem.db; nothing was imported. "
                              "To bring memories over from another memdesk store, `memdesk --db OTHER export DIR` "
                              "then `memdesk import DIR`",
                              code="memdesk_store")
    if "content" not in columns:
        raise ValidationError("this SQLite file has no mneme `memories` table (with `content`); is it "
                              "mneme's tokenmem.db?", code="not_mneme")
    rows = conn.execute("SELECT rowid AS _rowid, * FROM memories ORDER BY rowid")
    return [dict(row) for row in rows]
