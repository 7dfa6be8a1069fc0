"""Salvage: copy what is still readable from a damaged store into a new one.

A damaged page makes a whole-table read (``backup``, ``export``) fail, so the person is
left with a store nothing can copy. Salvage reads the damaged file read-only, table by
table: a table that reads whole is copied whole; one that does not is read row by row
(a seek by rowid touches only the pages on its path, so the rows on healthy pages come
back) and every row that cannot be read is counted as lost. Rows whose parent was lost
(an edge to a lost memory) are refused by the new store's foreign keys and counted lost
too. The damaged file is never written.

The new store keeps every id, the agent's identity and the id allocator's high-water
mark (raised past every id seen), so ids are still never reused (ARCHITECTURE.md §7.1).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any
from urllib.parse import quote

from core.errors import RefusedError, StoreError

# Not copied: the migration record (the new store has its own), the search indexes'
# tables (the triggers and a rebuild fill them from the copied memories) and the layout
# counter (the new store's triggers move its own).
_SKIPPED_PREFIXES = ("_sqlite_", "sqlite_", "memories_fts", "memories_cjk", "store_counters")


def _open_source(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise StoreError(f"there is no store at {path}; give the damaged store with --db", code="not_found")
    last: sqlite3.Error | None = None
    for flags in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"file:{quote(str(path.resolve()))}?{flags}", uri=True)
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.Error as exc:
            last = exc
    raise StoreError(f"{path.name} cannot be read at all ({last}): its first page, which lists the tables, "
                     "is damaged; nothing can be salvaged from it", code="store_unreadable")


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    try:
        return [row[1] for row in conn.execute(f'SELECT * FROM pragma_table_info("{table}")')]
    except sqlite3.Error:
        return []


def _rows(source: sqlite3.Connection, table: str, columns: list[str]) -> tuple[list[tuple], int]:
    """Every readable row of ``table`` (rowid first) and how many could not be read."""
    names = ", ".join(f'"{c}"' for c in columns)
    try:
        return source.execute(f'SELECT rowid, {names} FROM "{table}" ORDER BY rowid').fetchall(), 0
    except sqlite3.Error as exc:
        if "no such column: rowid" in str(exc):  # a WITHOUT ROWID table: what a scan reaches
            return _scanned(source, f'SELECT NULL, {names} FROM "{table}"'), 0
    high = 0
    for query in (f'SELECT max(rowid) FROM "{table}"', "SELECT max(last) FROM id_counters"):
        try:
            high = max(high, int(source.execute(query).fetchone()[0] or 0))
        except (sqlite3.Error, TypeError, ValueError):
            continue
    try:  # the rows before the first damaged page, in case both bounds above were unreadable
        for row in source.execute(f'SELECT rowid FROM "{table}" ORDER BY rowid'):
            high = max(high, int(row[0]))
    except sqlite3.Error:
        pass
    rows, lost = [], 0
    for rowid in range(1, high + 1):
        try:
            row = source.execute(f'SELECT rowid, {names} FROM "{table}" WHERE rowid = ?', (rowid,)).fetchone()
        except sqlite3.Error:
            lost += 1
            continue
        if row is not None:
            rows.append(row)
    return rows, lost


def _scanned(source: sqlite3.Connection, query: str) -> list[tuple]:
    """The rows a scan returns before it meets a damaged page (their number lost is unknown)."""
    rows: list[tuple] = []
    try:
        for row in source.execute(query):
            rows.append(row)
    except sqlite3.Error:
        pass
    return rows


def salvage(source_path: Path, target_store) -> dict[str, Any]:
    """Copy every readable row of ``source_path`` into ``target_store`` (a new, empty store).

    Returns:
        ``{"source", "target", "memories": {"copied", "lost"}, "tables": {name: {"copied", "lost"}},
        "lost": rows lost in all, "integrity": the source's first integrity-check lines}``.
        ``lost`` for a table read row by row counts unreadable row ids, including ids that
        were purged before the damage (they cannot be told apart): an upper bound.

    Raises:
        RefusedError: the target store already holds memories.
        StoreError: the source cannot be opened at all.
    """
    source = _open_source(Path(source_path))
    try:
        try:
            integrity = [row[0] for row in source.execute("PRAGMA integrity_check(20)")]
        except sqlite3.Error as exc:
            integrity = [str(exc)]
        target = target_store.conn
        if target.execute("SELECT count(*) FROM memories").fetchone()[0]:
            raise RefusedError("the new store already holds memories; salvage into a new file",
                               code="salvage_target_not_empty")
        tables = [row[0] for row in target.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid")
            if not row[0].startswith(_SKIPPED_PREFIXES)]
        report: dict[str, dict[str, int]] = {}
        highest = 0
        with target_store.transaction() as conn:
            conn.execute("DELETE FROM agent")  # the damaged store's identity replaces the one just minted
            for table in tables:
                present = set(_columns(source, table))
                columns = [c for c in _columns(conn, table) if c in present]
                if not columns:
                    continue
                rows, lost = _rows(source, table, columns)
                copied = 0
                names = ", ".join(f'"{c}"' for c in columns)
                marks = ", ".join("?" for _ in columns)
                # id_counters' rows exist already (the migration seeds them): the source's marks win.
                verb = "INSERT OR REPLACE" if table == "id_counters" else "INSERT"
                for row in rows:
                    try:
                        conn.execute(f'{verb} INTO "{table}" ({names}) VALUES ({marks})', tuple(row)[1:])
                        copied += 1
                    except sqlite3.Error:  # a foreign key to a lost row, or a value the new schema refuses
                        lost += 1
                if table == "memories" and rows:
                    highest = max(highest, max(int(row[0]) for row in rows))
                report[table] = {"copied": copied, "lost": lost}
            conn.execute("INSERT OR IGNORE INTO id_counters (name, last) VALUES ('memories', 0)")
            conn.execute("UPDATE id_counters SET last = max(last, ?, (SELECT coalesce(max(id), 0) "
                         "FROM memories)) WHERE name = 'memories'", (highest,))
        with target_store.transaction():
            target_store.search.rebuild()  # the word index and the CJK pairs, from the copied rows
    finally:
        source.close()
    memories = report.get("memories", {"copied": 0, "lost": 0})
    return {
        "source": str(source_path), "target": str(target_store.path),
        "memories": dict(memories), "tables": report,
        "lost": sum(t["lost"] for t in report.values()), "integrity": integrity,
    }
