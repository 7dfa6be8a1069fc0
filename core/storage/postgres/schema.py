"""The PostgreSQL schema, as the same ordered migrations as SQLite's, applied on open.

Every migration of :mod:`core.storage.sqlite.schema` has a namesake here that makes
the same tables, columns (in the same order, so ``SELECT *`` rows read the same),
constraints and indexes; a test checks the two lists name the same migrations. Where
the engines differ:

* types: INTEGER → BIGINT (SQLite integers are 64-bit), REAL → DOUBLE PRECISION
  (PostgreSQL's REAL is 4 bytes: 0.7 would read back 0.699999988), BLOB → BYTEA;
  0/1 flags stay integers, so ``pinned = 1`` and the records' ``bool()`` work alike;
* every TEXT column is ``COLLATE "C"``: byte order, what SQLite's BINARY compares, so
  ``ORDER BY namespace`` agrees with SQLite even on a server whose default is
  ``en_US.UTF-8`` (where ``'B' < 'a'`` flips);
* JSON columns stay TEXT: the bytes written are the bytes read, so digests, the
  verbatim generation manifest and ``--json`` output are identical (``jsonb`` would
  reorder keys);
* full-text search is the postings table of :mod:`core.storage.postgres.search`
  instead of FTS5 tables and triggers;
* the migration log's append-only rule is a trigger function (and refuses TRUNCATE,
  which skips row triggers);
* ``store_version`` + ``NOTIFY`` replace ``PRAGMA data_version`` (:mod:`.changes`).

Migrations run in one transaction under an advisory lock (DDL is transactional in
PostgreSQL), recorded by name in ``schema_migrations``: all or nothing, and safe when
several processes open a new database at once. Opening a database whose schema is
current never writes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import psycopg

from core.model.vocabulary import EDGE_TYPES, GENERATION_STATUSES, LEVELS, PROPOSAL_STATUSES, STATUSES
from core.storage.postgres.connection import MIGRATE_LOCK_KEY
from core.storage.postgres.search import FREQ_BODY

MIGRATION_SET = "memdesk"
_TEXT = re.compile(r"\bTEXT\b(?! COLLATE)")


def _in(values: tuple[str, ...]) -> str:
    return "(" + ", ".join(f"'{v}'" for v in values) + ")"


def _ddl(sql: str) -> str:
    """Every ``TEXT`` column compares bytes, as SQLite's BINARY does."""
    return _TEXT.sub('TEXT COLLATE "C"', sql)


def _run(conn: psycopg.Connection[Any], *statements: str) -> None:
    for statement in statements:
        conn.execute(_ddl(statement))


def m001_base(conn: psycopg.Connection[Any]) -> None:
    """Memories and their search index, edges, proposals, audit, recall log; change tracking."""
    _run(
        conn,
        f"""
        CREATE TABLE memories (
            id             BIGINT PRIMARY KEY,
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
            importance     DOUBLE PRECISION NOT NULL DEFAULT 0.5,
            confidence     DOUBLE PRECISION NOT NULL DEFAULT 1.0,
            decay_days     BIGINT,
            created_at     TEXT NOT NULL,
            event_time     TEXT,
            valid_from     TEXT,
            valid_to       TEXT,
            last_verified  TEXT,
            last_accessed  TEXT,
            access_count   BIGINT NOT NULL DEFAULT 0,
            superseded_by  BIGINT REFERENCES memories(id) ON DELETE SET NULL,
            status_reason  TEXT,
            risk_tier      TEXT NOT NULL DEFAULT 'normal'
        )
        """,
        "CREATE INDEX memories_ns_status ON memories(namespace, status)",
        "CREATE INDEX memories_status_created ON memories(status, created_at)",
        "CREATE INDEX memories_ns_hash ON memories(namespace, content_hash)",
        "CREATE INDEX memories_ns_external ON memories(namespace, external_id)",
        "CREATE INDEX memories_superseded_by ON memories(superseded_by)",
        # FTS5's doclists as rows (see core.storage.postgres.search): idx 0 = words, 1 = CJK pairs.
        """
        CREATE TABLE memory_terms (
            idx        SMALLINT NOT NULL,
            term       TEXT NOT NULL,
            memory_id  BIGINT NOT NULL,
            a          INTEGER NOT NULL,
            b          INTEGER NOT NULL,
            c          INTEGER NOT NULL,
            len        INTEGER NOT NULL,
            PRIMARY KEY (idx, term, memory_id) INCLUDE (a, b, c, len)
        )
        """,
        "CREATE TABLE fts_stats (idx SMALLINT PRIMARY KEY, n_rows BIGINT NOT NULL, n_tokens BIGINT NOT NULL)",
        "INSERT INTO fts_stats VALUES (0, 0, 0), (1, 0, 0)",
        # FTS5 accumulates column weights one instance at a time; beyond three repeats
        # memdesk_fts_freq calls this to add them the same way (bit for bit).
        """
        CREATE FUNCTION memdesk_add_repeated(x DOUBLE PRECISION, n INTEGER, w DOUBLE PRECISION)
        RETURNS DOUBLE PRECISION LANGUAGE plpgsql IMMUTABLE STRICT AS $$
        BEGIN
            FOR i IN 1..n LOOP
                x := x + w;
            END LOOP;
            RETURN x;
        END $$
        """,
        # FTS5's aFreq of one phrase in one row (see core.storage.postgres.search): an SQL
        # function the planner inlines, so the query text stays short.
        f"""
        CREATE FUNCTION memdesk_fts_freq(a INTEGER, b INTEGER, c INTEGER, wa DOUBLE PRECISION,
                                         wb DOUBLE PRECISION, wc DOUBLE PRECISION)
        RETURNS DOUBLE PRECISION LANGUAGE sql IMMUTABLE AS $$ SELECT {FREQ_BODY} $$
        """,
        f"""
        CREATE TABLE edges (
            id          BIGINT PRIMARY KEY,
            src         BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            dst         BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            type        TEXT NOT NULL CHECK (type IN {_in(EDGE_TYPES)}),
            weight      DOUBLE PRECISION NOT NULL DEFAULT 1.0,
            actor       TEXT NOT NULL,
            created_at  TEXT NOT NULL,
            UNIQUE (src, dst, type)
        )
        """,
        "CREATE INDEX edges_dst ON edges(dst)",
        f"""
        CREATE TABLE proposals (
            id          BIGINT PRIMARY KEY,
            memory_id   BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target_id   BIGINT REFERENCES memories(id) ON DELETE CASCADE,
            rule        TEXT NOT NULL,
            reason      TEXT NOT NULL,
            confidence  DOUBLE PRECISION NOT NULL DEFAULT 1.0,
            status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN {_in(PROPOSAL_STATUSES)}),
            detail      TEXT NOT NULL DEFAULT '{{}}',
            created_at  TEXT NOT NULL,
            updated_at  TEXT NOT NULL,
            decided_by  TEXT
        )
        """,
        "CREATE INDEX proposals_memory ON proposals(memory_id, status)",
        "CREATE INDEX proposals_target ON proposals(target_id, status)",
        "CREATE INDEX proposals_status ON proposals(status)",
        """
        CREATE TABLE audit (
            id          BIGINT PRIMARY KEY,
            ts          TEXT NOT NULL,
            op          BIGINT NOT NULL,
            actor       TEXT NOT NULL,
            action      TEXT NOT NULL,
            memory_id   BIGINT,
            target      TEXT NOT NULL DEFAULT 'memory',
            target_id   BIGINT,
            before      TEXT,
            after       TEXT,
            reason      TEXT,
            undoable    BIGINT NOT NULL DEFAULT 1,
            undone_by   BIGINT
        )
        """,
        "CREATE INDEX audit_memory ON audit(memory_id)",
        "CREATE INDEX audit_op ON audit(op)",
        """
        CREATE TABLE recall_log (
            id          BIGINT PRIMARY KEY,
            ts          TEXT NOT NULL,
            actor       TEXT NOT NULL,
            namespace   TEXT NOT NULL,
            query_hash  TEXT NOT NULL,
            candidates  BIGINT NOT NULL,
            returned    TEXT NOT NULL
        )
        """,
        "CREATE INDEX recall_log_ts ON recall_log(ts)",
        # PRAGMA data_version's stand-in: bumped once per writing transaction, announced by
        # NOTIFY at commit (see core.storage.postgres.changes).
        "CREATE TABLE store_version (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), n BIGINT NOT NULL)",
        "INSERT INTO store_version VALUES (1, 0)",
        """
        CREATE FUNCTION memdesk_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            version BIGINT;
        BEGIN
            -- once per transaction, however many statements wrote
            IF coalesce(current_setting('memdesk.changed_in', true), '') <> txid_current()::text THEN
                UPDATE store_version SET n = n + 1 RETURNING n INTO version;
                PERFORM pg_notify('memdesk_changes', version::text);
                PERFORM set_config('memdesk.changed_in', txid_current()::text, true);
            END IF;
            RETURN NULL;
        END $$
        """,
        *[f"CREATE TRIGGER {table}_changed AFTER INSERT OR UPDATE OR DELETE ON {table} "
          "FOR EACH STATEMENT EXECUTE FUNCTION memdesk_store_changed()"
          for table in ("memories", "edges", "proposals", "audit")],
    )


def m002_identity_and_pins(conn: psycopg.Connection[Any]) -> None:
    """The permanent agent identity, pins, free-form metadata and restatement counts."""
    _run(
        conn,
        """
        CREATE TABLE agent (
            singleton   BIGINT PRIMARY KEY CHECK (singleton = 1),
            agent_id    TEXT NOT NULL,
            name        TEXT,
            created_at  TEXT NOT NULL
        )
        """,
        "ALTER TABLE memories ADD COLUMN meta TEXT NOT NULL DEFAULT '{}'",
        "ALTER TABLE memories ADD COLUMN pinned BIGINT NOT NULL DEFAULT 0",
        "ALTER TABLE memories ADD COLUMN restated_count BIGINT NOT NULL DEFAULT 0",
        "CREATE INDEX memories_pinned ON memories(namespace, pinned) WHERE pinned = 1",
    )


def m003_generations(conn: psycopg.Connection[Any]) -> None:
    """Generations, their sealed per-memory digests, and the append-only migration log."""
    _run(
        conn,
        f"""
        CREATE TABLE generations (
            id            BIGINT PRIMARY KEY,
            uid           TEXT NOT NULL UNIQUE,
            parent_id     BIGINT REFERENCES generations(id),
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
        """,
        """
        CREATE TABLE generation_memories (
            generation_id   BIGINT NOT NULL REFERENCES generations(id) ON DELETE CASCADE,
            uid             TEXT NOT NULL,
            content_digest  TEXT NOT NULL,
            state_digest    TEXT NOT NULL,
            status          TEXT NOT NULL,
            PRIMARY KEY (generation_id, uid)
        )
        """,
        """
        CREATE TABLE migration_log (
            id               BIGINT PRIMARY KEY,
            uid              TEXT NOT NULL UNIQUE,
            ts               TEXT NOT NULL,
            actor            TEXT NOT NULL,
            action           TEXT NOT NULL,
            generation_id    BIGINT NOT NULL REFERENCES generations(id),
            from_generation  BIGINT REFERENCES generations(id),
            forced           BIGINT NOT NULL DEFAULT 0,
            reason           TEXT,
            detail           TEXT NOT NULL DEFAULT '{}'
        )
        """,
        "CREATE INDEX migration_log_generation ON migration_log(generation_id)",
        # Append-only by construction, not by convention: history cannot be rewritten.
        """
        CREATE FUNCTION memdesk_migration_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'the migration log is append-only' USING ERRCODE = 'restrict_violation';
        END $$
        """,
        "CREATE TRIGGER migration_log_no_update BEFORE UPDATE OR DELETE ON migration_log "
        "FOR EACH ROW EXECUTE FUNCTION memdesk_migration_log_append_only()",
        "CREATE TRIGGER migration_log_no_truncate BEFORE TRUNCATE ON migration_log "
        "FOR EACH STATEMENT EXECUTE FUNCTION memdesk_migration_log_append_only()",
        "CREATE TRIGGER generations_changed AFTER INSERT OR UPDATE OR DELETE ON generations "
        "FOR EACH STATEMENT EXECUTE FUNCTION memdesk_store_changed()",
    )


def m004_llm(conn: psycopg.Connection[Any]) -> None:
    """How far ``harvest`` has read each transcript."""
    _run(
        conn,
        """
        CREATE TABLE harvested_files (
            namespace    TEXT NOT NULL,
            path         TEXT NOT NULL,
            format       TEXT NOT NULL,
            byte_offset  BIGINT NOT NULL,
            lines        BIGINT NOT NULL,
            prefix_sha   TEXT NOT NULL,
            staged       BIGINT NOT NULL DEFAULT 0,
            updated_at   TEXT NOT NULL,
            PRIMARY KEY (namespace, path)
        )
        """,
    )


def m005_hygiene(conn: psycopg.Connection[Any]) -> None:
    """Capture rules made from rejections, and the session of each recall."""
    _run(
        conn,
        """
        CREATE TABLE capture_rules (
            id              BIGINT PRIMARY KEY,
            pattern         TEXT NOT NULL,
            reason          TEXT NOT NULL,
            namespace       TEXT,
            active          BIGINT NOT NULL DEFAULT 1,
            actor           TEXT NOT NULL,
            created_at      TEXT NOT NULL,
            from_memory_id  BIGINT REFERENCES memories(id) ON DELETE SET NULL
        )
        """,
        "ALTER TABLE recall_log ADD COLUMN session TEXT",
        "CREATE INDEX recall_log_actor_ts ON recall_log(actor, ts)",
        "CREATE INDEX recall_log_session_ts ON recall_log(session, ts)",
    )


def m006_living(conn: psycopg.Connection[Any]) -> None:
    """What the watched folder has staged per file, and the log of upkeep runs."""
    _run(
        conn,
        """
        CREATE TABLE watched_files (
            namespace     TEXT NOT NULL,
            path          TEXT NOT NULL,
            content_hash  TEXT NOT NULL,
            size          BIGINT NOT NULL,
            mtime_ns      BIGINT NOT NULL,
            status        TEXT NOT NULL,
            reason        TEXT,
            chunks        TEXT NOT NULL DEFAULT '{}',
            updated_at    TEXT NOT NULL,
            PRIMARY KEY (namespace, path)
        )
        """,
        """
        CREATE TABLE upkeep_runs (
            id           BIGINT PRIMARY KEY,
            started_at   TEXT NOT NULL,
            finished_at  TEXT NOT NULL,
            actor        TEXT NOT NULL,
            ok           BIGINT NOT NULL,
            steps        TEXT NOT NULL DEFAULT '{}'
        )
        """,
    )


def m007_retrieval(conn: psycopg.Connection[Any]) -> None:
    """Session-neighbour index and stored vectors (the CJK pairs live in ``memory_terms``, idx 1).

    Vectors are the same float32 bytes as on SQLite, scored in Python the same way,
    so hybrid retrieval ranks identically (see README "Beyond one machine" on pgvector).
    """
    _run(
        conn,
        "CREATE INDEX memories_ns_session ON memories(namespace, session, id)",
        """
        CREATE TABLE memory_vectors (
            memory_id     BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            model         TEXT NOT NULL,
            content_hash  TEXT NOT NULL,
            vector        BYTEA NOT NULL,
            PRIMARY KEY (model, memory_id)
        )
        """,
    )


def m008_id_counters(conn: psycopg.Connection[Any]) -> None:
    """One id counter per table, so an id is never issued twice (see :mod:`core.storage.ids`)."""
    _run(conn, "CREATE TABLE id_counters (name TEXT PRIMARY KEY, last BIGINT NOT NULL)")
    for table in ("memories", "edges", "proposals", "audit", "recall_log", "generations", "migration_log",
                  "capture_rules", "upkeep_runs"):
        conn.execute(f"INSERT INTO id_counters (name, last) SELECT '{table}', coalesce(max(id), 0) FROM {table}")


def m009_restatement_hashes(conn: psycopg.Connection[Any]) -> None:
    """``content_hash`` folds quotes, hyphens between letters and clause punctuation too: recompute every
    stored hash (in Python, as capture computes it), and move a vector's copy with it."""
    from core.text.normalise import content_hash

    rows = conn.execute("SELECT id, content, content_hash FROM memories").fetchall()
    changed = [(content_hash(content), old, memory_id) for memory_id, content, old in rows
               if content_hash(content) != old]
    with conn.cursor() as cursor:
        cursor.executemany("UPDATE memories SET content_hash = %s WHERE content_hash = %s AND id = %s", changed)
        cursor.executemany("UPDATE memory_vectors SET content_hash = %s WHERE content_hash = %s AND memory_id = %s",
                           changed)


def m010_derived_stats(conn: psycopg.Connection[Any]) -> None:
    """Statistics derived from the memories, kept so a short-lived process need not recompute them."""
    _run(
        conn,
        """
        CREATE TABLE derived_stats (
            name       TEXT NOT NULL,
            namespace  TEXT NOT NULL,
            newest_id  BIGINT NOT NULL,
            size       BIGINT NOT NULL,
            value      TEXT NOT NULL,
            PRIMARY KEY (name, namespace)
        )
        """,
    )


# The columns whose change moves the counter: every column of ``memories`` but ``access_count``
# and ``last_accessed`` (the same list as the SQLite migration's).
ROW_COUNTER_COLUMNS = (
    "id", "uid", "namespace", "kind", "level", "content", "summary", "tags", "refs", "source", "session",
    "external_id", "content_hash", "status", "importance", "confidence", "decay_days", "created_at", "event_time",
    "valid_from", "valid_to", "last_verified", "superseded_by", "status_reason", "risk_tier",
    "meta", "pinned", "restated_count",
)


def m011_row_counter(conn: psycopg.Connection[Any]) -> None:
    """A counter that moves with every statement that adds or deletes memories or changes any column
    but the access count and last access (the SQLite migration's list): recall keeps what it read of
    memories between queries until it moves."""
    _run(
        conn,
        "CREATE TABLE store_counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL)",
        "INSERT INTO store_counters (name, value) VALUES ('memory_rows', 0)",
        """
        CREATE FUNCTION memdesk_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'memory_rows';
            RETURN NULL;
        END $$
        """,
        "CREATE TRIGGER memories_rows_added_or_deleted AFTER INSERT OR DELETE ON memories "
        "FOR EACH STATEMENT EXECUTE FUNCTION memdesk_rows_changed()",
        f"CREATE TRIGGER memories_rows_update AFTER UPDATE OF {', '.join(ROW_COUNTER_COLUMNS)} ON memories "
        "FOR EACH STATEMENT EXECUTE FUNCTION memdesk_rows_changed()",
    )


def m012_statement_readings(conn: psycopg.Connection[Any]) -> None:
    """A memory's statement reading kept with it (the SQLite migration's table): a cache, never copied."""
    _run(
        conn,
        """
        CREATE TABLE statement_readings (
            memory_id  BIGINT PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
            stamp      TEXT NOT NULL,
            reading    TEXT NOT NULL
        )
        """,
    )


def m013_invisible_characters_hashed(conn: psycopg.Connection[Any]) -> None:
    """``content_hash`` drops invisible format characters too: the stored hashes recomputed as m009 recomputed
    them (only a text that holds one changes)."""
    m009_restatement_hashes(conn)


def m014_drawn_as_nothing_hashed(conn: psycopg.Connection[Any]) -> None:
    """``content_hash`` also drops the characters drawn as nothing outside Cf (the combining grapheme joiner,
    variation selectors, Hangul fillers): the stored hashes recomputed as m009 recomputed them."""
    m009_restatement_hashes(conn)


def m015_conflict_checks_owed(conn: psycopg.Connection[Any]) -> None:
    """The comparisons a capture left for later (the SQLite migration's table): work owed, copied with the store."""
    _run(
        conn,
        """
        CREATE TABLE conflict_checks_owed (
            memory_id     BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            candidate_id  BIGINT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            rank          INTEGER NOT NULL,
            PRIMARY KEY (memory_id, candidate_id)
        )
        """,
        "CREATE INDEX conflict_checks_owed_candidate ON conflict_checks_owed (candidate_id)",
    )


# In the order they run; the same names as core.storage.sqlite.schema.MIGRATIONS.
MIGRATIONS: tuple[Callable[[psycopg.Connection[Any]], None], ...] = (
    m001_base, m002_identity_and_pins, m003_generations, m004_llm, m005_hygiene, m006_living, m007_retrieval,
    m008_id_counters, m009_restatement_hashes, m010_derived_stats, m011_row_counter, m012_statement_readings,
    m013_invisible_characters_hashed, m014_drawn_as_nothing_hashed, m015_conflict_checks_owed,
)


def migration_names() -> list[str]:
    """Names of every migration, in the order they run."""
    return [migration.__name__ for migration in MIGRATIONS]


def applied_names(conn: psycopg.Connection[Any]) -> list[str]:
    """Migrations recorded for this database ([] for an empty one)."""
    if conn.execute("SELECT to_regclass('schema_migrations')").fetchone()[0] is None:  # type: ignore[index]
        return []
    rows = conn.execute("SELECT name FROM schema_migrations WHERE migration_set = %s ORDER BY applied_at, name",
                        (MIGRATION_SET,)).fetchall()
    return [row[0] for row in rows]


def pending_names(conn: psycopg.Connection[Any]) -> list[str]:
    """Migrations this database has not applied yet."""
    applied = set(applied_names(conn))
    return [name for name in migration_names() if name not in applied]


def apply_migrations(conn: psycopg.Connection[Any]) -> list[str]:
    """Bring the database up to the current schema in one transaction; return the names applied now.

    ``conn`` must be in autocommit mode (no transaction open). Nothing is written when
    nothing is pending.
    """
    if not pending_names(conn):
        return []
    conn.execute("BEGIN")
    try:
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK_KEY,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (migration_set TEXT NOT NULL, "
                     "name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(), "
                     "PRIMARY KEY (migration_set, name))")
        # Re-read under the lock: another process may have migrated meanwhile.
        pending = pending_names(conn)
        for migration in MIGRATIONS:
            if migration.__name__ in pending:
                migration(conn)
                conn.execute("INSERT INTO schema_migrations (migration_set, name) VALUES (%s, %s)",
                             (MIGRATION_SET, migration.__name__))
        conn.execute("COMMIT")
    except BaseException:
        try:
            conn.execute("ROLLBACK")
        except psycopg.Error:
            pass
        raise
    return pending
