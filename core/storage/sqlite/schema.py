"""The store's schema, as an ordered list of migrations applied on open.

Each migration is a plain function of a sqlite-utils ``Database``, listed in
:data:`MIGRATIONS` in the order it runs and recorded by name in
``_sqlite_migrations`` once applied. All pending migrations run inside one
``BEGIN IMMEDIATE`` transaction, so two processes opening a new store at once
cannot both create it, and a crash mid-upgrade leaves the old schema intact. Listing
the names needs nothing but this module; sqlite-utils is imported only to apply.

Rules for adding one: write a function ``mNNN_<what>`` with the next number, append it
to :data:`MIGRATIONS` (never edit, rename or reorder a released one), keep it additive
(``add_column``, new tables, ``transform`` that copies every row), and add a fixture made
by the previous version under ``tests/fixtures/`` so the upgrade is tested.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from core.model.vocabulary import EDGE_TYPES, GENERATION_STATUSES, LEVELS, PROPOSAL_STATUSES, STATUSES

if TYPE_CHECKING:
    from sqlite_utils import Database

MIGRATION_SET = "memdesk"


def _in(values: tuple[str, ...]) -> str:
    return "(" + ", ".join(f"'{v}'" for v in values) + ")"


def m001_base(db: Database) -> None:
    """Memories with their FTS5 index, edges, proposals, audit and recall log."""
    db.execute(
        f"""
        CREATE TABLE memories (
            id             INTEGER PRIMARY KEY,
            uid            TEXT NOT NULL UNIQUE,
            namespace      TEXT NOT NULL DEFAULT '',
            kind           TEXT NOT NULL DEFAULT 'note',
            level          TEXT NOT NULL DEFAULT 'semi' CHECK (level IN {_in(LEVELS)}),
            content        TEXT NOT NULL,
            summary        TEXT NOT NULL DEFAULT '',
            tags           TEXT NOT NULL DEFAULT '[]',
            refs           TEXT NOT NULL DEFAULT '[]',
            source         TEXT NOT NULL DEFAULT 'cli',
            session        TEXT,
            external_id    TEXT,
            content_hash   TEXT NOT NULL,
            status         TEXT NOT NULL DEFAULT 'pending' CHECK (status IN {_in(STATUSES)}),
            importance     REAL NOT NULL DEFAULT 0.5,
            confidence     REAL NOT NULL DEFAULT 1.0,
            decay_days     INTEGER,
            created_at     TEXT NOT NULL,
            event_time     TEXT,
            valid_from     TEXT,
            valid_to       TEXT,
            last_verified  TEXT,
            last_accessed  TEXT,
            access_count   INTEGER NOT NULL DEFAULT 0,
            superseded_by  INTEGER REFERENCES memories(id) ON DELETE SET NULL,
            status_reason  TEXT,
            risk_tier      TEXT NOT NULL DEFAULT 'normal'
        )
        """
    )
    db.execute("CREATE INDEX memories_ns_status ON memories(namespace, status)")
    db.execute("CREATE INDEX memories_status_created ON memories(status, created_at)")
    db.execute("CREATE INDEX memories_ns_hash ON memories(namespace, content_hash)")
    db.execute("CREATE INDEX memories_ns_external ON memories(namespace, external_id)")
    db.execute("CREATE INDEX memories_superseded_by ON memories(superseded_by)")
    db.execute(
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            content, summary, tags,
            content='memories', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        )
        """
    )
    db.execute(
        """
        CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, content, summary, tags)
            VALUES (new.id, new.content, new.summary, new.tags);
        END
        """
    )
    db.execute(
        """
        CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, content, summary, tags)
            VALUES ('delete', old.id, old.content, old.summary, old.tags);
        END
        """
    )
    db.execute(
        """
        CREATE TRIGGER memories_fts_update AFTER UPDATE OF content, summary, tags ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, content, summary, tags)
            VALUES ('delete', old.id, old.content, old.summary, old.tags);
            INSERT INTO memories_fts(rowid, content, summary, tags)
            VALUES (new.id, new.content, new.summary, new.tags);
        END
        """
    )
    db.execute(
        f"""
        CREATE TABLE edges (
            id          INTEGER PRIMARY KEY,
            src         INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            dst         INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            type        TEXT NOT NULL CHECK (type IN {_in(EDGE_TYPES)}),
            weight      REAL NOT NULL DEFAULT 1.0,
            actor       TEXT NOT NULL,
            created_at  TEXT NOT NULL,
            UNIQUE (src, dst, type)
        )
        """
    )
    db.execute("CREATE INDEX edges_dst ON edges(dst)")
    db.execute(
        f"""
        CREATE TABLE proposals (
            id          INTEGER PRIMARY KEY,
            memory_id   INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target_id   INTEGER REFERENCES memories(id) ON DELETE CASCADE,
            rule        TEXT NOT NULL,
            reason      TEXT NOT NULL,
            confidence  REAL NOT NULL DEFAULT 1.0,
            status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN {_in(PROPOSAL_STATUSES)}),
            detail      TEXT NOT NULL DEFAULT '{{}}',
            created_at  TEXT NOT NULL,
            updated_at  TEXT NOT NULL,
            decided_by  TEXT
        )
        """
    )
    db.execute("CREATE INDEX proposals_memory ON proposals(memory_id, status)")
    db.execute("CREATE INDEX proposals_target ON proposals(target_id, status)")
    db.execute("CREATE INDEX proposals_status ON proposals(status)")
    db.execute(
        """
        CREATE TABLE audit (
            id          INTEGER PRIMARY KEY,
            ts          TEXT NOT NULL,
            op          INTEGER NOT NULL,
            actor       TEXT NOT NULL,
            action      TEXT NOT NULL,
            memory_id   INTEGER,
            target      TEXT NOT NULL DEFAULT 'memory',
            target_id   INTEGER,
            before      TEXT,
            after       TEXT,
            reason      TEXT,
            undoable    INTEGER NOT NULL DEFAULT 1,
            undone_by   INTEGER
        )
        """
    )
    db.execute("CREATE INDEX audit_memory ON audit(memory_id)")
    db.execute("CREATE INDEX audit_op ON audit(op)")
    db.execute(
        """
        CREATE TABLE recall_log (
            id          INTEGER PRIMARY KEY,
            ts          TEXT NOT NULL,
            actor       TEXT NOT NULL,
            namespace   TEXT NOT NULL,
            query_hash  TEXT NOT NULL,
            candidates  INTEGER NOT NULL,
            returned    TEXT NOT NULL
        )
        """
    )
    db.execute("CREATE INDEX recall_log_ts ON recall_log(ts)")


def m002_identity_and_pins(db: Database) -> None:
    """The permanent agent identity, pins, free-form metadata and restatement counts."""
    db.execute(
        """
        CREATE TABLE agent (
            singleton   INTEGER PRIMARY KEY CHECK (singleton = 1),
            agent_id    TEXT NOT NULL,
            name        TEXT,
            created_at  TEXT NOT NULL
        )
        """
    )
    memories = db.table("memories")
    memories.add_column("meta", str, not_null_default="{}")
    memories.add_column("pinned", int, not_null_default=0)
    memories.add_column("restated_count", int, not_null_default=0)
    db.execute("CREATE INDEX memories_pinned ON memories(namespace, pinned) WHERE pinned = 1")


def m003_generations(db: Database) -> None:
    """Generations of the agent, their sealed per-memory digests, and the append-only migration log.

    Nothing here references ``memories``: clearing or purging memories never
    touches the identity or the lineage. Generations and log entries carry a
    ``uid`` so a backup re-imported into its own store is recognised, not duplicated.
    """
    db.execute(
        f"""
        CREATE TABLE generations (
            id            INTEGER PRIMARY KEY,
            uid           TEXT NOT NULL UNIQUE,
            parent_id     INTEGER REFERENCES generations(id),
            label         TEXT NOT NULL DEFAULT '',
            manifest      TEXT NOT NULL DEFAULT '{{}}',
            status        TEXT NOT NULL DEFAULT 'staged' CHECK (status IN {_in(GENERATION_STATUSES)}),
            status_reason TEXT,
            created_at    TEXT NOT NULL,
            sealed_at     TEXT,
            seal          TEXT,
            validated_at  TEXT,
            validation    TEXT
        )
        """
    )
    db.execute(
        """
        CREATE TABLE generation_memories (
            generation_id   INTEGER NOT NULL REFERENCES generations(id) ON DELETE CASCADE,
            uid             TEXT NOT NULL,
            content_digest  TEXT NOT NULL,
            state_digest    TEXT NOT NULL,
            status          TEXT NOT NULL,
            PRIMARY KEY (generation_id, uid)
        ) WITHOUT ROWID
        """
    )
    db.execute(
        """
        CREATE TABLE migration_log (
            id               INTEGER PRIMARY KEY,
            uid              TEXT NOT NULL UNIQUE,
            ts               TEXT NOT NULL,
            actor            TEXT NOT NULL,
            action           TEXT NOT NULL,
            generation_id    INTEGER NOT NULL REFERENCES generations(id),
            from_generation  INTEGER REFERENCES generations(id),
            forced           INTEGER NOT NULL DEFAULT 0,
            reason           TEXT,
            detail           TEXT NOT NULL DEFAULT '{}'
        )
        """
    )
    db.execute("CREATE INDEX migration_log_generation ON migration_log(generation_id)")
    # Append-only by construction, not by convention: history cannot be rewritten.
    for verb in ("UPDATE", "DELETE"):
        db.execute(
            f"""
            CREATE TRIGGER migration_log_no_{verb.lower()} BEFORE {verb} ON migration_log BEGIN
                SELECT RAISE(ABORT, 'the migration log is append-only');
            END
            """
        )


def m004_llm(db: Database) -> None:
    """How far ``harvest`` has read each transcript, so a re-run reads only what is new."""
    db.execute(
        """
        CREATE TABLE harvested_files (
            namespace    TEXT NOT NULL,
            path         TEXT NOT NULL,
            format       TEXT NOT NULL,
            byte_offset  INTEGER NOT NULL,
            lines        INTEGER NOT NULL,
            prefix_sha   TEXT NOT NULL,
            staged       INTEGER NOT NULL DEFAULT 0,
            updated_at   TEXT NOT NULL,
            PRIMARY KEY (namespace, path)
        )
        """
    )


def m005_hygiene(db: Database) -> None:
    """Capture rules made from rejections, and the session of each recall (for echo screens)."""
    db.execute(
        """
        CREATE TABLE capture_rules (
            id              INTEGER PRIMARY KEY,
            pattern         TEXT NOT NULL,
            reason          TEXT NOT NULL,
            namespace       TEXT,
            active          INTEGER NOT NULL DEFAULT 1,
            actor           TEXT NOT NULL,
            created_at      TEXT NOT NULL,
            from_memory_id  INTEGER REFERENCES memories(id) ON DELETE SET NULL
        )
        """
    )
    db.table("recall_log").add_column("session", str)
    db.execute("CREATE INDEX recall_log_actor_ts ON recall_log(actor, ts)")
    db.execute("CREATE INDEX recall_log_session_ts ON recall_log(session, ts)")


def m006_living(db: Database) -> None:
    """What the watched folder has staged per file, and the log of scheduled upkeep runs."""
    db.execute(
        """
        CREATE TABLE watched_files (
            namespace     TEXT NOT NULL,
            path          TEXT NOT NULL,
            content_hash  TEXT NOT NULL,
            size          INTEGER NOT NULL,
            mtime_ns      INTEGER NOT NULL,
            status        TEXT NOT NULL,
            reason        TEXT,
            chunks        TEXT NOT NULL DEFAULT '{}',
            updated_at    TEXT NOT NULL,
            PRIMARY KEY (namespace, path)
        )
        """
    )
    db.execute(
        """
        CREATE TABLE upkeep_runs (
            id           INTEGER PRIMARY KEY,
            started_at   TEXT NOT NULL,
            finished_at  TEXT NOT NULL,
            actor        TEXT NOT NULL,
            ok           INTEGER NOT NULL,
            steps        TEXT NOT NULL DEFAULT '{}'
        )
        """
    )


def m007_retrieval(db: Database) -> None:
    """Retrieval: session-neighbour index, CJK bigram shadow index (filled for existing rows), vectors."""
    from core.text.cjk import grams, has_cjk

    db.execute("CREATE INDEX memories_ns_session ON memories(namespace, session, id)")
    # Rows are written by the storage layer (the bigrams are computed in Python);
    # the triggers only make sure a deleted or re-worded memory never leaves a stale row.
    db.execute("CREATE VIRTUAL TABLE memories_cjk USING fts5(grams, tokenize='unicode61')")
    db.execute(
        "CREATE TRIGGER memories_cjk_delete AFTER DELETE ON memories BEGIN "
        "DELETE FROM memories_cjk WHERE rowid = old.id; END"
    )
    db.execute(
        "CREATE TRIGGER memories_cjk_update AFTER UPDATE OF content, summary ON memories BEGIN "
        "DELETE FROM memories_cjk WHERE rowid = old.id; END"
    )
    # Optional hybrid retrieval: one float32 vector per memory and model.
    db.execute(
        """
        CREATE TABLE memory_vectors (
            memory_id     INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            model         TEXT NOT NULL,
            content_hash  TEXT NOT NULL,
            vector        BLOB NOT NULL,
            PRIMARY KEY (model, memory_id)
        )
        """
    )
    rows = db.execute("SELECT id, content, summary FROM memories").fetchall()
    db.conn.executemany(
        "INSERT INTO memories_cjk(rowid, grams) VALUES (?, ?)",
        [(row[0], grams(row[1], row[2])) for row in rows if has_cjk(row[1]) or has_cjk(row[2])],
    )


def m008_id_counters(db: Database) -> None:
    """Ids are never reused: one counter per table, the highest id ever issued, kept past a purge.

    SQLite's plain ``INTEGER PRIMARY KEY`` hands out max(id) + 1, so purging the newest
    memory gave its id (and, through the audit rows that outlive it, its history and its
    undo) to the next capture. The same table (``id_counters``) and name as the PostgreSQL
    backend's migration, so a store upgraded by either is the same store. Memories are
    seeded from every place an id of an existing store still shows — rows, audit,
    proposals, edges — so an upgraded store keeps every id and never issues a purged one
    again; the other tables from their rows.
    """
    db.execute("CREATE TABLE id_counters (name TEXT PRIMARY KEY, last INTEGER NOT NULL)")
    db.execute(
        """
        INSERT INTO id_counters (name, last) SELECT 'memories', max(
            (SELECT coalesce(max(id), 0) FROM memories),
            (SELECT coalesce(max(memory_id), 0) FROM audit),
            (SELECT coalesce(max(max(memory_id, coalesce(target_id, 0))), 0) FROM proposals),
            (SELECT coalesce(max(max(src, dst)), 0) FROM edges))
        """
    )
    for table in ("edges", "proposals", "audit", "recall_log", "generations", "migration_log", "capture_rules",
                  "upkeep_runs"):
        db.execute(f"INSERT INTO id_counters (name, last) SELECT '{table}', coalesce(max(id), 0) FROM {table}")


def m009_restatement_hashes(db: Database) -> None:
    """Restatements: ``content_hash`` now also folds quotes, a hyphen between letters and clause punctuation
    (``code-graph`` = ``code graph``), so every stored hash is recomputed; a vector made for the old hash
    follows it (the text it embeds is unchanged)."""
    from core.text.normalise import content_hash

    changed = [(content_hash(content), old, memory_id)
               for memory_id, content, old in db.execute("SELECT id, content, content_hash FROM memories").fetchall()
               if content_hash(content) != old]
    db.conn.executemany("UPDATE memories SET content_hash = ? WHERE content_hash = ? AND id = ?", changed)
    db.conn.executemany("UPDATE memory_vectors SET content_hash = ? WHERE content_hash = ? AND memory_id = ?",
                        changed)


def m010_derived_stats(db: Database) -> None:
    """Statistics derived from the memories and kept so a short-lived process need not recompute them
    (a namespace's framing words: ~80 ms of every CLI capture on a 5,000-memory store). Never copied:
    a missing or stale row is rebuilt on first use."""
    db.execute(
        """
        CREATE TABLE derived_stats (
            name       TEXT NOT NULL,
            namespace  TEXT NOT NULL,
            newest_id  INTEGER NOT NULL,
            size       INTEGER NOT NULL,
            value      TEXT NOT NULL,
            PRIMARY KEY (name, namespace)
        )
        """
    )


# Every column of ``memories`` but the two recall writes on each call (``access_count``,
# ``last_accessed``): a change to any of them moves the ``memory_rows`` counter (m011). A
# migration that adds a column to ``memories`` must add it to the counter's trigger too
# (tests/engine/storage/test_store.py checks that they agree).
ROW_COUNTER_COLUMNS = (
    "id", "uid", "namespace", "kind", "level", "content", "summary", "tags", "refs", "source", "session",
    "external_id", "content_hash", "status", "importance", "confidence", "decay_days", "created_at", "event_time",
    "valid_from", "valid_to", "last_verified", "superseded_by", "status_reason", "risk_tier",
    "meta", "pinned", "restated_count",
)


def m011_row_counter(db: Database) -> None:
    """A counter that moves whenever a memory is added or deleted, or any of its columns changes but
    the access count and last access recall writes: recall keeps what it read of memories (their
    session neighbours, their scoring columns) between queries, for as long as the counter stays
    (:meth:`core.storage.search.SearchIndex.kept`). Beside it, the highest id when the word index
    was last merged (:meth:`core.storage.sqlite.search.SqliteSearch.merge_when_grown`)."""
    db.execute("CREATE TABLE store_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)")
    db.execute("INSERT INTO store_counters (name, value) VALUES ('memory_rows', 0)")
    # The highest memory id when the word index was last merged (SqliteSearch.merge_when_grown).
    db.execute("INSERT INTO store_counters (name, value) "
               "SELECT 'word_index_merged_at', coalesce(max(id), 0) FROM memories")
    bump = "UPDATE store_counters SET value = value + 1 WHERE name = 'memory_rows';"
    columns = ", ".join(ROW_COUNTER_COLUMNS)
    db.execute(f"CREATE TRIGGER memories_rows_insert AFTER INSERT ON memories BEGIN {bump} END")
    db.execute(f"CREATE TRIGGER memories_rows_delete AFTER DELETE ON memories BEGIN {bump} END")
    db.execute(f"CREATE TRIGGER memories_rows_update AFTER UPDATE OF {columns} ON memories BEGIN {bump} END")


def m012_statement_readings(db: Database) -> None:
    """A memory's statement reading kept with it (``core/storage/statement_readings.py``): contradiction detection
    reads the older memory of every pair again at every capture that meets it. A cache under a stamp of the text
    and the reader's code, never copied; the row goes with its memory."""
    db.execute(
        """
        CREATE TABLE statement_readings (
            memory_id  INTEGER PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
            stamp      TEXT NOT NULL,
            reading    TEXT NOT NULL
        )
        """
    )


def m013_invisible_characters_hashed(db: Database) -> None:
    """Restatements: ``content_hash`` now drops invisible format characters (a zero-width space, a soft hyphen, a
    word joiner), so a stored text that holds one is hashed again as m009 hashed every text; the rest keep theirs."""
    m009_restatement_hashes(db)


def m014_drawn_as_nothing_hashed(db: Database) -> None:
    """Restatements: ``content_hash`` now also drops the characters drawn as nothing outside Cf (the combining
    grapheme joiner, variation selectors, Hangul fillers), so a stored text that holds one is hashed again."""
    m009_restatement_hashes(db)


def m015_conflict_checks_owed(db: Database) -> None:
    """The comparisons a capture left for later (``core/storage/owed_checks.py``): a capture compares the newcomer
    with its best-ranked candidates at once and records the rest here, for the daemon, ``memdesk upkeep`` or the
    promotion that settles them. Work owed, not a cache: a store copy takes the rows with it."""
    db.execute(
        """
        CREATE TABLE conflict_checks_owed (
            memory_id     INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            candidate_id  INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            rank          INTEGER NOT NULL,
            PRIMARY KEY (memory_id, candidate_id)
        )
        """
    )
    db.execute("CREATE INDEX conflict_checks_owed_candidate ON conflict_checks_owed (candidate_id)")


# In the order they run.
MIGRATIONS: tuple[Callable[[Database], None], ...] = (
    m001_base, m002_identity_and_pins, m003_generations, m004_llm, m005_hygiene, m006_living, m007_retrieval,
    m008_id_counters, m009_restatement_hashes, m010_derived_stats, m011_row_counter, m012_statement_readings,
    m013_invisible_characters_hashed, m014_drawn_as_nothing_hashed, m015_conflict_checks_owed,
)

# Until memdesk 0.1.0 the migrations were numbered by the milestone that wrote them, and
# m070_llm ran before m020_hygiene because it was defined first. They are numbered in the
# order they run now; a store still recording the old names has them renamed, inside
# the transaction that applies its next migration (opening a store never writes unless
# its schema changes, so a read-only store at the current schema stays readable).
RENAMED = {
    "m010_generations": "m003_generations",
    "m070_llm": "m004_llm",
    "m020_hygiene": "m005_hygiene",
    "m080_living": "m006_living",
    "m030_retrieval": "m007_retrieval",
}


def migration_names() -> list[str]:
    """Names of every migration this version of memdesk knows, in the order they run."""
    return [migration.__name__ for migration in MIGRATIONS]


def _has_record(conn: sqlite3.Connection) -> bool:
    return conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'").fetchone() is not None


def _recorded(conn: sqlite3.Connection) -> list[str]:
    """The names ``_sqlite_migrations`` records for this store (oldest first; [] for a new store)."""
    if not _has_record(conn):
        return []
    rows = conn.execute("SELECT name FROM _sqlite_migrations WHERE migration_set = ? ORDER BY rowid",
                        (MIGRATION_SET,))
    return [row[0] for row in rows]


def pending_names(conn: sqlite3.Connection) -> list[str]:
    """Migrations this store has not applied yet (old names count under their new ones)."""
    applied = {RENAMED.get(name, name) for name in _recorded(conn)}
    return [name for name in migration_names() if name not in applied]


def _rename_recorded(conn: sqlite3.Connection) -> None:
    if not _has_record(conn):
        return
    for old, new in RENAMED.items():
        conn.execute("UPDATE _sqlite_migrations SET name = ? WHERE migration_set = ? AND name = ?",
                     (new, MIGRATION_SET, old))


def apply_migrations(conn: sqlite3.Connection, *, stop_before: str | None = None) -> list[str]:
    """Bring the store up to the current schema; return the names applied now.

    Runs every pending migration in one ``BEGIN IMMEDIATE`` transaction: all or
    nothing, and safe when several processes open a new store at once. Old migration
    names (:data:`RENAMED`) are renamed in that transaction before it decides what is
    pending. ``stop_before`` exists for tests that build a store at an older version.
    """
    if not pending_names(conn):
        return []
    from sqlite_utils import Database, Migrations

    migrations = Migrations(MIGRATION_SET)
    for migration in MIGRATIONS:
        migrations()(migration)
    db = Database(conn, execute_plugins=False, recursive_triggers=False)
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Re-read inside the lock: another process may have migrated meanwhile.
        _rename_recorded(conn)
        pending = [m.name for m in migrations.pending(db)]
        migrations.apply(db, stop_before=stop_before)
        applied = [m for m in pending if m not in {p.name for p in migrations.pending(db)}]
        conn.execute(f"PRAGMA user_version = {len(migrations.applied(db))}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return applied
