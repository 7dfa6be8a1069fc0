"""Copy a whole store into another, row for row: SQLite → PostgreSQL and back (``memdesk store copy``).

Every table is copied with its ids, in an order that satisfies the foreign keys, inside
one write transaction on the destination (all or nothing); the full-text index is built
by the destination's own backend, and the id counters carry over so an id the source
ever issued is never issued again by the destination. :func:`table_digests` hashes
every table's rows in key order, so two stores can be compared value for value.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from core.errors import RefusedError, ValidationError
from core.model.lean import lean_dataclass
from core.storage.store import Store

# (table, key columns) in foreign-key order. Every table that holds data, none that
# only indexes it (FTS5 tables, postings, stats, the change counter).
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("agent", ("singleton",)),
    ("memories", ("id",)),
    ("edges", ("id",)),
    ("proposals", ("id",)),
    ("audit", ("id",)),
    ("recall_log", ("id",)),
    ("generations", ("id",)),
    ("generation_memories", ("generation_id", "uid")),
    ("migration_log", ("id",)),
    ("harvested_files", ("namespace", "path")),
    ("capture_rules", ("id",)),
    ("watched_files", ("namespace", "path")),
    ("upkeep_runs", ("id",)),
    ("memory_vectors", ("model", "memory_id")),
    ("conflict_checks_owed", ("memory_id", "candidate_id")),
)
# Tables whose rows make a store "not empty" for store copy.
CONTENT_TABLES = tuple(name for name, _ in TABLES if name != "agent")
CHUNK = 2000

Progress = Callable[[str, int, int], None]


@lean_dataclass
class CopyReport:
    """What :func:`copy_store` copied: rows per table."""

    rows: dict[str, int]


def row_counts(store: Store) -> dict[str, int]:
    """Rows per copied table."""
    return {name: int(store.conn.execute(f"SELECT count(*) FROM {name}").fetchone()[0]) for name, _ in TABLES}


def is_empty(store: Store) -> bool:
    """Whether the store holds no memories, history, lineage or settings rows (a fresh store)."""
    return all(store.conn.execute(f"SELECT 1 FROM {name} LIMIT 1").fetchone() is None for name in CONTENT_TABLES)


def _chunks(store: Store, table: str, keys: Sequence[str]) -> Iterator[list[Any]]:
    """Rows of ``table`` in key order, a chunk at a time (keyset paging on an ``id``)."""
    order = ", ".join(keys)
    if keys == ("id",):
        after = None
        while True:
            where = "" if after is None else " WHERE id > ?"
            rows = store.conn.execute(f"SELECT * FROM {table}{where} ORDER BY id LIMIT {CHUNK}",
                                      () if after is None else (after,)).fetchall()
            if not rows:
                return
            yield rows
            after = rows[-1]["id"]
    else:
        offset = 0
        while True:
            rows = store.conn.execute(f"SELECT * FROM {table} ORDER BY {order} LIMIT {CHUNK} OFFSET {offset}"
                                      ).fetchall()
            if not rows:
                return
            yield rows
            offset += len(rows)


def _check_text(table: str, row: Any, columns: Sequence[str]) -> None:
    for column in columns:
        value = row[column]
        if isinstance(value, str) and "\x00" in value:
            ident = f"#{row['id']}" if "id" in columns else "a row"
            raise ValidationError(
                f"{table} {ident}: {column} holds a NUL character, which PostgreSQL cannot store; "
                "edit that text (or purge the row) in the source, then copy again", code="invalid_text")


def copy_store(source: Store, destination: Store, *, replace: bool = False,
               progress: Progress | None = None) -> CopyReport:
    """Copy every row of ``source`` into ``destination`` (one transaction there).

    Args:
        source: read inside one snapshot, so the copy is of one moment.
        destination: must be empty (a fresh store) unless ``replace``.
        replace: empty the destination first (its rows are deleted, its identity replaced).
        progress: called as ``progress(table, rows_done, rows_total)``.

    Raises:
        RefusedError: the destination holds data and ``replace`` was not given.
        ValidationError: a value the destination cannot store (a NUL character on PostgreSQL).
    """
    copied: dict[str, int] = {}
    with source.snapshot():
        totals = row_counts(source)
        counters = source.ids.peek()
        with destination.transaction():
            if not is_empty(destination):
                if not replace:
                    raise RefusedError(
                        f"the destination {destination.location} already holds memories or history; "
                        "copy into a new, empty store, or pass --force to replace what it holds",
                        code="destination_not_empty")
                _empty(destination)
            destination.conn.execute("DELETE FROM agent")
            for table, keys in TABLES:
                done = 0
                if progress:
                    progress(table, 0, totals[table])
                for rows in _chunks(source, table, keys):
                    _insert(destination, table, rows)
                    done += len(rows)
                    if progress:
                        progress(table, done, totals[table])
                copied[table] = done
            _restore_supersessions(source, destination)
            destination.ids.set_at_least(counters)
            destination.ids.set_at_least({name: _max_id(destination, name) for name, keys in TABLES
                                          if keys == ("id",)})
    return CopyReport(rows=copied)


def _max_id(store: Store, table: str) -> int:
    return int(store.conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0])


def _empty(store: Store) -> None:
    """Delete every copied row (children first) and the search index with them."""
    for table, _keys in reversed(TABLES):
        if table == "memories":
            store.conn.execute("UPDATE memories SET superseded_by = NULL")
            store.search.clear()
        if table == "migration_log":
            store.clear_migration_log()
            continue
        store.conn.execute(f"DELETE FROM {table}")
    store.conn.execute("UPDATE id_counters SET last = 0")


def _insert(store: Store, table: str, rows: list[Any]) -> None:
    columns = list(rows[0].keys())
    values = [[row[c] for c in columns] for row in rows]
    if store.backend == "postgresql":
        for row in rows:
            _check_text(table, row, columns)
    if table == "memories":
        # superseded_by points at newer rows: set it once every memory is in.
        at = columns.index("superseded_by")
        for value in values:
            value[at] = None
    store.bulk_insert(table, columns, values)
    if table == "memories":
        store.search.on_insert(dict(zip(columns, value)) for value in values)


def _restore_supersessions(source: Store, destination: Store) -> None:
    pairs = [(row[0], row[1]) for row in source.conn.execute(
        "SELECT superseded_by, id FROM memories WHERE superseded_by IS NOT NULL ORDER BY id").fetchall()]
    if pairs:
        destination.conn.executemany("UPDATE memories SET superseded_by = ? WHERE id = ?", pairs)


def _canonical(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"bytes": bytes(value).hex()}
    if isinstance(value, float):
        return {"float": value.hex()}
    return value


def table_digests(store: Store, *, progress: Progress | None = None) -> dict[str, str]:
    """SHA-256 of each copied table's rows in key order (column name → value; floats and bytes exactly).

    Two stores with equal digests hold the same rows with the same ids, byte for byte.
    """
    digests: dict[str, str] = {}
    with store.snapshot():
        totals = row_counts(store) if progress else {}
        for table, keys in TABLES:
            hasher = hashlib.sha256()
            done = 0
            for rows in _chunks(store, table, keys):
                for row in rows:
                    record = {key: _canonical(value) for key, value in dict(row).items()}
                    hasher.update(json.dumps(record, sort_keys=True, ensure_ascii=False).encode("utf-8"))
                    hasher.update(b"\n")
                done += len(rows)
                if progress:
                    progress(table, done, totals.get(table, done))
            digests[table] = hasher.hexdigest()
    return digests
