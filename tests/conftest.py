"""Shared fixtures: every test gets its own home, store and fixed clock.

No test touches the user's real store or config: ``HOME``, the XDG dirs,
``MEMDESK_HOME`` and ``MEMDESK_CONFIG`` all point into the test's temp dir, and
``MEMDESK_DB`` and every provider setting are cleared.

PostgreSQL: one throwaway server per run (``pg_cluster``, started on first use and
stopped at the end) with a migrated template database; each test that asks for a
PostgreSQL store (``pg_store_url``) gets its own database cloned from the template.
Without the server binaries or psycopg these tests skip, saying how to enable them —
except in CI (``CI`` set) or with ``MEMDESK_REQUIRE_POSTGRES=1``, where they fail.
"""

from __future__ import annotations

import gc
import io
import itertools
import json
import os
import re
import shutil
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from core import Engine, Settings
from core.clock import parse_time
from core.interfaces.cli import main
from core.paths import StoreURL, store_argument
from support import FIXED_NOW, MovableClock

# Fixtures every test may ask for: a local fake OpenAI-compatible server, and a record of
# network attempts (which must stay empty when no model is configured).
from support.fake_openai_server import fake_llm, network_attempts  # noqa: F401

PROVIDER_ENV = (
    "ANTHROPIC_API_KEY", "MEMDESK_LLM_BASE_URL", "MEMDESK_LLM_MODEL", "MEMDESK_LLM_API_KEY",
    "MEMDESK_TOKEN", "MEMDESK_JUDGE_MODEL", "MEMDESK_EMBED_BASE_URL", "MEMDESK_EMBED_MODEL",
    "MEMDESK_EMBED_API_KEY", "MEMDESK_EMBED_LOCAL", "OPENAI_API_KEY",
)


_NUMBERED: Counter[str] = Counter()


def numbered_dir(parent: Path, prefix: str) -> Path:
    """A new empty folder ``<prefix><n>`` in ``parent`` (n from 0), as ``tmp_path_factory.mktemp(prefix)`` names it.

    pytest's own numbering lists the whole base folder on every call to find the next free number: two folders a
    test (its home and its ``tmp_path``), ~4,000 a worker, that listing grows with the run and cost ~9 s of CPU per
    worker. Counting here is constant time; a name already taken (a prefix that ends in digits, a folder made by
    ``mktemp``) just moves to the next number.
    """
    while True:
        path = parent / f"{prefix}{_NUMBERED[prefix]}"
        _NUMBERED[prefix] += 1
        try:
            path.mkdir(mode=0o700)
        except FileExistsError:
            continue
        return path


# The tests that take seconds each, longest first: the labelled sets scored through a real engine (every FLOORS row,
# one test each), the passes over every labelled text and the sampled decisions they are held to, and the served
# daemon's and processes' floods. They run before all others, so each worker starts on them and the run ends on the
# ~4,900 short tests both workers share to the last: until round 22 a worker's last test could be one of these,
# the other core idle meanwhile (xdist's worksteal hands out the collection in two halves and steals only tests
# not yet started). Prefixes of node ids; a new FLOORS row or a new part of a pass is matched with no change here.
LONG_FIRST = (
    "tests/engine/conflicts/test_conflicts.py::test_labelled_sets_meet_precision_and_recall",
    "tests/engine/conflicts/test_capture_speed20.py::test_no_verdict",
    "tests/engine/conflicts/test_capture_speed21.py::test_no_verdict",
    "tests/interfaces/serving/test_trust_daemon.py::test_item15_mcp_sessions",
    "tests/reliability/test_reliability_concurrency.py::test_writers_in_many_processes",
    "tests/engine/conflicts/test_kept_readings.py::test_a_sample_of_the_labelled_texts",
    "tests/engine/conflicts/test_capture_caches.py::test_no_verdict",
    "tests/engine/conflicts/test_capture_speed19.py::test_no_verdict",
    "tests/engine/conflicts/test_capture_speed18.py::test_the_word_test_equals_the_one_before_over_every",
    "tests/engine/conflicts/test_compiled.py::test_no_verdict",
    "tests/engine/conflicts/test_capture_speed19.py::test_the_readers_that_share",
    "tests/engine/conflicts/test_capture_caches.py::test_a_kept_verdict_is_the_one_compare_makes",
    # The FLOORS rows support.conflicts.END_TO_END captures through a real engine as well: ~twice a row's time.
    "tests/engine/conflicts/test_conflicts_measured.py::test_each_labelled_set_keeps_its_measured_floor["
    "contradictions-dev.jsonl]",
    "tests/engine/conflicts/test_conflicts_measured.py::test_each_labelled_set_keeps_its_measured_floor["
    "contradictions-dev16-r.jsonl]",
    "tests/engine/conflicts/test_conflicts_measured.py::test_each_labelled_set_keeps_its_measured_floor["
    "contradictions-dev44-p.jsonl]",
    "tests/engine/conflicts/test_conflicts_measured.py::test_each_labelled_set_keeps_its_measured_floor",
)


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto`` (the README's test command) starts one worker more than the machine has cores.

    Some tests wait rather than compute — daemons and MCP servers in other processes, the TUI under Pilot, the
    PostgreSQL leg's server — and with one worker a core a core idles while they wait. Round 36's rehearsal on the
    2-core machine: 280.8 s with two workers, 255.0 s with three (7,250 tests; a fresh clone through `.ci/run`).
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides when it is set, as with pytest-xdist's own answer.
    """
    told = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS")
    if told:
        return int(told)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores + 1


def pytest_collection_modifyitems(items) -> None:
    """The :data:`LONG_FIRST` tests first, in its order; every other test after them in collection order."""
    def rank(item) -> int:
        return next((n for n, prefix in enumerate(LONG_FIRST) if item.nodeid.startswith(prefix)), len(LONG_FIRST))

    items.sort(key=rank)  # stable: each group keeps its collection order


# The cyclic garbage collector, tuned for a worker that holds millions of live objects (the imported modules, the
# collected items, the readers' per-text caches, the labelled sets' readings): at Python's default (700, 10, 10) a
# worker ran ~3,500 collections whose full ones walk every live object each time, ~10% of a worker's CPU. Collected
# 14x less often, and with what collection built (modules, items, fixtures' definitions: never garbage) moved out of
# the collector's walks, the same garbage is found later at a small fraction of the cost. Nothing here waits for a
# cycle to be freed (tui/debounce's weak set, the one weak reference, filters what it holds by app).
GC_THRESHOLDS = (10_000, 10, 10)


def pytest_configure(config) -> None:
    """Collect cyclic garbage less often from the start, collection included (see :data:`GC_THRESHOLDS`)."""
    gc.set_threshold(*GC_THRESHOLDS)


def pytest_collection_finish(session) -> None:
    """Move what collection built into the collector's permanent generation: it lives to the end of the run."""
    gc.collect()  # only live objects are frozen, so no garbage made so far stays for good
    gc.freeze()


@pytest.fixture
def tmp_path(request, tmp_path_factory) -> Path:
    """pytest's ``tmp_path`` (a new empty folder per test, named after it, in the run's base folder), made by
    :func:`numbered_dir`. Kept as pytest keeps it: the base folders of the last three runs."""
    return numbered_dir(tmp_path_factory.getbasetemp(), re.sub(r"[\W]", "_", request.node.name)[:30])


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch) -> Path:
    home = numbered_dir(tmp_path_factory.getbasetemp(), "home")
    monkeypatch.setenv("HOME", str(home))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.setenv("MEMDESK_HOME", str(home / "memdesk"))
    monkeypatch.setenv("MEMDESK_CONFIG", str(home / "memdesk" / "config.toml"))
    monkeypatch.delenv("MEMDESK_DB", raising=False)
    monkeypatch.delenv("CODEX_HOME", raising=False)  # Codex's folder would otherwise be the person's real one
    for var in PROVIDER_ENV:
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def clock() -> MovableClock:
    return MovableClock(parse_time(FIXED_NOW))


@pytest.fixture
def db_path(tmp_path) -> Path:
    return tmp_path / "store.db"


@pytest.fixture(scope="session")
def migrated_store(tmp_path_factory) -> Path:
    """A SQLite store file with every migration applied and nothing else (no agent id, no rows), made once per
    process: migrating a new file costs ~14 ms, copying this one ~1 ms, and the ``engine`` of 2,000 tests opens one."""
    from core.storage.sqlite.store import SqliteStore

    path = tmp_path_factory.mktemp("migrated") / "store.db"
    SqliteStore(path).close()  # the last connection's close checkpoints the WAL into the file
    assert not path.with_name("store.db-wal").exists()
    return path


@pytest.fixture
def engine(db_path, clock, migrated_store):
    """An engine on the test's own store. A SQLite store starts as a copy of :func:`migrated_store` (the state a
    new file reaches when the engine migrates it), so the engine mints its agent id on the test's clock as on a new
    file; a PostgreSQL store is the migrated database the ``pg_store_url`` fixture hands out."""
    if isinstance(db_path, Path) and not db_path.exists():
        shutil.copyfile(migrated_store, db_path)
    eng = Engine(db_path, settings=Settings(), clock=clock)
    yield eng
    eng.close()


@dataclass
class CliResult:
    code: int
    stdout: str
    stderr: str

    @property
    def json(self):
        return json.loads(self.stdout)


@pytest.fixture
def cli(db_path):
    """Run ``memdesk`` in-process against the test store: ``cli("recall", "x", "--json")``."""

    def run(*args: str, db: Path | StoreURL | None = db_path) -> CliResult:
        out, err = io.StringIO(), io.StringIO()
        argv = [*(["--db", store_argument(db)] if db is not None else []), *args]
        code = main(argv, stdout=out, stderr=err)
        return CliResult(code, out.getvalue(), err.getvalue())

    return run


# -- PostgreSQL ---------------------------------------------------------------------------

TEMPLATE_DB = "memdesk_template"
_DATABASES = itertools.count(1)


@dataclass(frozen=True)
class TemplateState:
    """What a migrated, empty database holds, read once from the template: every table, and the rows of the ones
    that are not empty (the schema's own rows: its migrations, counters, version and index statistics).

    A finished test's database is handed on when, emptied, it holds exactly this again. The tables are read from
    the template, not listed here, so a table a migration adds is emptied too (until round 44 a list kept by hand
    missed statement_readings, whose foreign key made every TRUNCATE fail: each test's database was dropped and a
    new one cloned, ~0.4 s a PostgreSQL test)."""

    tables: tuple[str, ...]
    rows: dict[str, list[tuple]]

    @classmethod
    def read(cls, conn) -> TemplateState:
        tables = tuple(name for (name,) in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"))
        rows = {name: _rows_of(conn, name) for name in tables}
        return cls(tables, {name: found for name, found in rows.items() if found})

    @property
    def emptied(self) -> tuple[str, ...]:
        """The tables a test may fill and a migrated database holds nothing in."""
        return tuple(name for name in self.tables if name not in self.rows)


def _rows_of(conn, table: str) -> list[tuple]:
    """Every row of ``table``, in one order whatever order they were written in."""
    return sorted((tuple(row) for row in conn.execute(f'SELECT * FROM "{table}"')), key=repr)


@dataclass
class PgCluster:
    """The run's PostgreSQL server, an autocommit admin connection, and the migrated template.

    Test databases are reused: a finished test's database is emptied (TRUNCATE, ~25 ms)
    and handed to the next test, which is 4× cheaper than cloning the template and
    dropping the clone (~100 ms) each time; a database that cannot be emptied, or that
    emptied does not hold what the template holds, is dropped.
    """

    server: Any
    admin: Any
    template: TemplateState
    free: list[StoreURL] = field(default_factory=list)
    dropped: int = 0  # test databases that could not be handed on (their tests changed the schema)

    def url(self, database: str) -> StoreURL:
        return StoreURL(self.server.dsn(database))

    def create(self, name: str | None = None, *, template: str = TEMPLATE_DB) -> StoreURL:
        """A new database (a copy of the migrated template unless told otherwise)."""
        name = name or f"t{next(_DATABASES)}"
        self.admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        return self.url(name)

    def database(self) -> StoreURL:
        """An empty, migrated database for one test."""
        return self.free.pop() if self.free else self.create()

    def state(self, url: StoreURL) -> TemplateState:
        """The tables of ``url`` and the rows of those not empty, as :class:`TemplateState` reads the template."""
        import psycopg

        with psycopg.connect(url.url) as conn:
            return TemplateState.read(conn)

    def release(self, url: StoreURL) -> None:
        """Empty ``url`` for the next test (ending every session left on it), or drop it."""
        import psycopg

        name = url.name.split("@")[0]
        template = self.template
        try:
            self.admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                               "WHERE datname = %s AND pid <> pg_backend_pid()", (name,))
            with psycopg.connect(url.url, autocommit=True) as conn, conn.transaction():
                conn.execute("SET LOCAL lock_timeout = 2000")
                conn.execute("SET LOCAL session_replication_role = replica")  # past the append-only trigger
                conn.execute("TRUNCATE " + ", ".join(f'"{t}"' for t in template.emptied) + " RESTART IDENTITY")
                for table, rows in template.rows.items():
                    if table == "schema_migrations":
                        continue  # a test that migrated further changed the schema: found below, not rewritten
                    conn.execute(f'DELETE FROM "{table}"')
                    width = len(rows[0])
                    with conn.cursor() as cursor:
                        cursor.executemany(f'INSERT INTO "{table}" VALUES ({", ".join(["%s"] * width)})', rows)
                if TemplateState.read(conn) != template or conn.execute(
                        "SELECT count(*) FROM pg_extension WHERE extname <> 'plpgsql'").fetchone()[0]:
                    raise psycopg.DataError("the test changed the schema")
        except psycopg.Error:
            self.drop(url)
            return
        self.free.append(url)

    def drop(self, url: StoreURL) -> None:
        self.dropped += 1
        self.admin.execute(f'DROP DATABASE IF EXISTS "{url.name.split("@")[0]}" WITH (FORCE)')


def _postgres_unavailable(reason: str) -> None:
    from support.pg_server import postgres_required

    if postgres_required():
        pytest.fail(f"PostgreSQL is required here (CI or MEMDESK_REQUIRE_POSTGRES) but {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}. Enable them with `apt-get install postgresql` (or point "
                "MEMDESK_PG_BINDIR at the server binaries) and `pip install -e '.[test,postgres]'`")


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """One PostgreSQL server for the whole run (started on first use, stopped at the end)."""
    from support.pg_server import PgServer, PostgresNotFound

    try:
        import psycopg
    except ImportError:
        _postgres_unavailable("psycopg is not installed")
    try:
        server = PgServer().start()
    except PostgresNotFound as exc:
        _postgres_unavailable(str(exc))
    try:
        admin = psycopg.connect(server.dsn("postgres"), autocommit=True)
        # Byte order, as SQLite's BINARY (the schema says COLLATE "C" on every column too).
        admin.execute(f"CREATE DATABASE {TEMPLATE_DB} TEMPLATE template0 ENCODING 'UTF8' "
                      "LC_COLLATE 'C' LC_CTYPE 'C'")
        from core.storage.postgres.store import PostgresStore

        PostgresStore(StoreURL(server.dsn(TEMPLATE_DB))).close()  # runs the migrations once
        with psycopg.connect(server.dsn(TEMPLATE_DB)) as conn:
            template = TemplateState.read(conn)
        cluster = PgCluster(server=server, admin=admin, template=template)
        yield cluster
        admin.close()
    finally:
        server.stop()


@pytest.fixture
def pg_store_url(pg_cluster: PgCluster) -> Iterator[StoreURL]:
    """An empty, migrated PostgreSQL store for this test (emptied for the next one afterwards)."""
    url = pg_cluster.database()
    yield url
    pg_cluster.release(url)
