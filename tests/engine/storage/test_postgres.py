"""What only the PostgreSQL backend has to prove: search parity with FTS5, the schema twin, the write
lock, error translation, change notification, and moving a whole store in and out.

Each test here needs the run's PostgreSQL server (marked ``postgres``: skipped without
one outside CI). The engine behaviour itself is covered by every engine test running on
both backends (``tests/engine/conftest.py``).
"""

from __future__ import annotations

import io
import itertools
import json
import random
import shutil
import threading
import time
from pathlib import Path

import pytest

from core import Engine, Settings
from core.clock import parse_time
from core.errors import StoreBusyError, ValidationError
from core.interfaces.cli import main
from core.paths import StoreURL
from core.retrieval import scoring
from core.retrieval.query import parse_query
from core.storage import open_store
from core.storage.copy import table_digests
from core.storage.postgres import schema as pg_schema
from core.storage.sqlite import schema as sqlite_schema
from core.text.cjk import query_match
from support import FIXED_NOW, MovableClock

pytestmark = pytest.mark.postgres

WORDS = ("deploy deploys deployed deploying cluster clusters database databases postgres sqlite kubernetes "
         "network networks test tests testing runs running ran editor neovim vim preference prefers the a of "
         "to is in on backup restore generation generations digest café naïve résumé e-mail 3.11 v2 api "
         "latency budget budgets primary default rota monday oncall staging production region").split()
CJK = ["我下个月去北京出差", "北京大学", "东京タワー", "서울 날씨", "京都"]


def _corpus(engine: Engine, n: int, seed: int) -> None:
    rng = random.Random(seed)
    items = []
    for i in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(1, 14))]
        # Repeats in one field exercise FTS5's left-to-right weight sums.
        words += [rng.choice(WORDS)] * rng.choice([0, 0, 1, 4, 6])
        content = " ".join(words) + (" " + rng.choice(CJK) if rng.random() < 0.15 else "")
        items.append({"content": f"{content} #{i}", "namespace": rng.choice(["", "", "team"]),
                      "kind": rng.choice(["note", "tooling", "infra"]),
                      "tags": rng.sample(["deploy", "db", "ops", "vim", "tests"], rng.randint(0, 3)),
                      "summary": " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 5)))})
    results = engine.memories.remember_many(items)
    engine.memories.promote([r.id for r in results if r.id % 3])


def _twins(file, url, clock) -> list[Engine]:
    pair = []
    for location in (file, url):
        engine = Engine(location, settings=Settings(), clock=clock)
        _corpus(engine, 400, seed=20)
        pair.append(engine)
    return pair


_CORPORA = itertools.count(1)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, pg_cluster):
    """The twins' 400 memories written once for the module (through the engine, into each store; seconds of
    capture), closed: a SQLite file and a PostgreSQL database that ``twins`` and ``read_twins`` copy."""
    file = tmp_path_factory.mktemp("corpus") / "store.db"
    name = f"corpus{next(_CORPORA)}"
    url = pg_cluster.create(name)
    for engine in _twins(file, url, MovableClock(parse_time(FIXED_NOW))):
        engine.close()
    pg_cluster.admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                             "WHERE datname = %s AND pid <> pg_backend_pid()", (name,))
    yield file, name
    pg_cluster.drop(url)


def _copied_twins(corpus, pg_cluster, file, clock) -> tuple[list[Engine], StoreURL]:
    """The corpus twins, copied: the SQLite file (with its WAL, if closing left one) and the PostgreSQL
    database cloned from the corpus one (``CREATE DATABASE … TEMPLATE``), each opened by a new engine."""
    source, name = corpus
    file.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{file}{suffix}")
    url = pg_cluster.create(template=name)
    return [Engine(file, settings=Settings(), clock=clock), Engine(url, settings=Settings(), clock=clock)], url


@pytest.fixture
def twins(tmp_path, corpus, pg_cluster, clock):
    """The same memories, written the same way, in a SQLite store and a PostgreSQL store (a copy of the
    module's corpus, this test's own)."""
    pair, url = _copied_twins(corpus, pg_cluster, tmp_path / "store.db", clock)
    yield pair
    for engine in pair:
        engine.close()
    pg_cluster.drop(url)


@pytest.fixture(scope="module")
def read_twins(tmp_path_factory, corpus, pg_cluster):
    """The twins for the tests that search, recall and seal: one copy of the corpus for the module. What
    these tests write (access counts, the recall log, one generation) they write to both stores alike."""
    pair, url = _copied_twins(corpus, pg_cluster, tmp_path_factory.mktemp("twins") / "store.db",
                              MovableClock(parse_time(FIXED_NOW)))
    yield pair
    for engine in pair:
        engine.close()
    pg_cluster.drop(url)


QUERIES = ["which database do we deploy", "deploying clusters", "neovim editor preference", "tests running",
           "backup restore generation digest", "the", "café naive resume", "e-mail api v2", "3.11",
           "latency budget primary", "nothing-matches-this-word", "oncall rota monday staging production"]


def test_lexical_candidates_and_bm25_are_bit_identical_to_fts5(read_twins):
    lite, pg = read_twins
    for text in QUERIES:
        match = parse_query(text).match
        if match is None:
            continue
        for namespace, statuses in (("", ["promoted"]), (None, ["promoted", "pending"]), ("team", ["pending"])):
            kwargs = dict(rank_function=scoring.bm25_rank_function(), namespace=namespace, statuses=statuses,
                          kinds=None, limit=50)
            a = [(c.id, bm25) for c, bm25 in lite.store.search.lexical(match, **kwargs)]
            b = [(c.id, bm25) for c, bm25 in pg.store.search.lexical(match, **kwargs)]
            assert a == b, (text, namespace)
        ids = list(range(1, 60))
        assert lite.store.search.scores(match, ids) == pg.store.search.scores(match, ids), text
        assert ([(m.id, s) for m, s in lite.store.memories.search_fts(match, namespace="", statuses=["promoted"],
                                                                      limit=20)]
                == [(m.id, s) for m, s in pg.store.memories.search_fts(match, namespace="", statuses=["promoted"],
                                                                       limit=20)])


def test_cjk_pairs_and_prefixes_rank_identically(read_twins):
    lite, pg = read_twins
    for text in ["北京", "京", "東京", "タワー", "서울", "去北京出差"]:
        match = query_match(text)
        kwargs = dict(rank_function="bm25()", namespace=None, statuses=["promoted", "pending"], kinds=None,
                      limit=50, index="memories_cjk")
        a = [(c.id, s) for c, s in lite.store.search.lexical(match, **kwargs)]
        b = [(c.id, s) for c, s in pg.store.search.lexical(match, **kwargs)]
        assert a == b, text


def test_recall_with_explain_is_identical(read_twins):
    lite, pg = read_twins
    for text in [*QUERIES, "北京 deploy"]:
        a = [h.to_dict() for h in lite.retrieval.search(text, namespace=None, statuses=["all"], k=20, explain=True)]
        b = [h.to_dict() for h in pg.retrieval.search(text, namespace=None, statuses=["all"], k=20, explain=True)]
        for hit in a + b:
            hit.pop("uid")
        assert a == b, text


def test_a_generation_sealed_on_either_backend_has_the_same_digests(read_twins):
    """Each memory's digests are equal; the corpus digests differ only because uids are random per
    store (store copy, which keeps uids, checks those are equal too)."""
    from core.identity.digests import current_corpus

    seals, per_memory = [], []
    for engine in read_twins:
        generation = engine.generations.create(label="gen-1", manifest={"inference": {"model": "m1"}}).generation
        seal = engine.generations.seal(generation, probes=["deploy cluster", "neovim editor"])
        seals.append((seal.records, seal.probes))
        assert engine.generations.validate(generation).passed
        with engine.store.snapshot():
            corpus = current_corpus(engine.store)
        per_memory.append(sorted((d.content, d.state, d.status) for d in corpus.memories.values()))
    assert seals[0] == seals[1]
    assert per_memory[0] == per_memory[1]


def test_edits_deletes_and_a_rebuild_keep_the_index_exact(twins):
    lite, pg = twins
    for engine in twins:
        with engine.store.transaction():
            engine.store.memories.update(5, {"content": "deploy deploy deploy kubernetes 北京", "summary": "x"})
            engine.store.memories.update(8, {"tags": '["deploy", "ops"]'})
            engine.store.memories.delete(11)
    match = parse_query("deploy kubernetes ops").match
    kwargs = dict(rank_function=scoring.bm25_rank_function(), namespace=None, statuses=["promoted", "pending"],
                  kinds=None, limit=100)
    expected = [(c.id, s) for c, s in lite.store.search.lexical(match, **kwargs)]
    assert [(c.id, s) for c, s in pg.store.search.lexical(match, **kwargs)] == expected
    assert pg.store.fts_integrity() is True
    with pg.store.transaction() as conn:
        conn.execute("DELETE FROM memory_terms WHERE idx = 0 AND memory_id = 5")
    assert pg.store.fts_integrity() is False
    pg.store.rebuild_fts()
    assert pg.store.fts_integrity() is True
    assert [(c.id, s) for c, s in pg.store.search.lexical(match, **kwargs)] == expected


def test_the_two_schemas_have_the_same_migrations_tables_and_columns(tmp_path, pg_store_url):
    assert pg_schema.migration_names() == sqlite_schema.migration_names()
    lite = open_store(tmp_path / "store.db")
    pg = open_store(pg_store_url)
    try:
        for table in ("memories", "edges", "proposals", "audit", "recall_log", "agent", "generations",
                      "generation_memories", "migration_log", "harvested_files", "capture_rules", "watched_files",
                      "upkeep_runs", "memory_vectors", "id_counters", "conflict_checks_owed"):
            a = [r[1] for r in lite.conn.execute(f"PRAGMA table_info({table})")]
            b = [r[0] for r in pg.conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position",
                (table,))]
            assert a == b, table
    finally:
        lite.close()
        pg.close()


def test_a_finished_tests_database_is_emptied_to_the_template_and_handed_on(pg_cluster, clock):
    """The fixture's reuse (tests/conftest.py, ``PgCluster.release``): a database a test filled (memories, kept
    readings, proposals, derived statistics, counters) holds what the migrated template holds once emptied, and
    the next test gets it rather than a new clone. Until round 45 a table missing from a hand-kept list made every
    release fail and drop the database."""
    url = pg_cluster.create()
    with Engine(url, settings=Settings(), clock=clock) as engine:
        old = engine.memories.remember("I live in Lisbon").id
        engine.memories.promote([old])
        clock.advance(hours=1)
        engine.memories.remember("I moved to Porto last month")
        assert engine.store.proposals.for_memory(old + 1)  # the contradiction was filed: rows in many tables
    assert pg_cluster.state(url) != pg_cluster.template
    dropped = pg_cluster.dropped
    pg_cluster.release(url)
    assert pg_cluster.dropped == dropped and pg_cluster.free[-1] == url
    assert pg_cluster.database() == url
    assert pg_cluster.state(url) == pg_cluster.template
    pg_cluster.release(url)


def test_a_nul_character_is_refused_as_invalid_text_and_nothing_is_written(engine_pg):
    with pytest.raises(ValidationError) as caught, engine_pg.store.transaction():
        engine_pg.store.memories.insert({"uid": "u-nul", "content": "a\x00b", "content_hash": "h",
                                         "created_at": "2026-11-30T09:00:00.000000Z"})
    assert caught.value.code == "invalid_text"
    assert engine_pg.memories.count() == 0


@pytest.fixture
def engine_pg(pg_store_url, clock):
    engine = Engine(pg_store_url, settings=Settings(), clock=clock)
    yield engine
    engine.close()


def test_a_held_write_lock_ends_in_a_retryable_busy_error(engine_pg, monkeypatch):
    from core.storage.postgres import connection

    monkeypatch.setattr(connection, "BUSY_RETRIES", 1)
    monkeypatch.setattr(connection, "BUSY_BACKOFF_S", 0.01)
    held = threading.Event()
    release = threading.Event()

    def hold():
        with Engine(engine_pg.path, settings=Settings()) as other, other.store.transaction():
            held.set()
            release.wait(10)

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait(10)
    try:
        engine_pg.store.conn.execute("SET lock_timeout = 200")  # on one pooled connection; the pool has one idle
        started = time.monotonic()
        with pytest.raises(StoreBusyError) as caught:
            engine_pg.memories.remember("waits for the lock")
        assert caught.value.retryable and time.monotonic() - started < 30
    finally:
        release.set()
        thread.join()
    assert engine_pg.memories.remember("goes through once the lock is free").id == 1


def test_the_migration_log_is_append_only(engine_pg):
    with engine_pg.store.transaction():
        gen = engine_pg.store.generations.insert(uid="g1", parent_id=None, label="x", manifest={},
                                                 created_at="2026-11-30T09:00:00.000000Z")
        engine_pg.store.generations.log_append(uid="l1", ts="t", actor="human:a", action="created",
                                               generation_id=gen)
    for statement in ("UPDATE migration_log SET actor = 'x'", "DELETE FROM migration_log",
                      "TRUNCATE migration_log"):
        with pytest.raises(Exception, match="append-only"), engine_pg.store.transaction() as conn:
            conn.execute(statement)
    assert engine_pg.store.generations.log_count() == 1


def test_each_write_moves_the_change_counter_once_and_a_listener_hears_it_within_two_seconds(pg_store_url):
    with Engine(pg_store_url, settings=Settings()) as watcher, Engine(pg_store_url, settings=Settings()) as writer:
        token = watcher.store.changes_since(None).token
        assert watcher.store.changes_since(token).changed is False
        before = writer.store.data_version()
        with writer.store.transaction():
            for n in range(3):
                writer.store.memories.insert({"uid": f"u{n}", "content": f"fact {n}", "content_hash": f"h{n}",
                                              "created_at": "2026-11-30T09:00:00.000000Z"})
        assert writer.store.data_version() == before + 1, "one transaction, one change"
        started = time.monotonic()
        changes = watcher.store.wait_for_change(token, timeout=2.0)
        assert changes.changed and time.monotonic() - started < 2.0
        writer.memories.remember("an agent's write")
        deadline = time.monotonic() + 2.0
        while not watcher.store.changes_since(changes.token).changed:
            assert time.monotonic() < deadline, "the workstation would not have seen the write within 2 s"
            time.sleep(0.05)


def test_audit_operations_stay_unique_and_ordered_with_writers_in_threads(engine_pg):
    def write(n: int) -> None:
        with Engine(engine_pg.path, settings=Settings(), actor=f"agent:w{n}") as engine:
            for i in range(15):
                engine.memories.remember(f"writer {n} fact {i}", external_id=f"w{n}-{i}")

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    rows = engine_pg.store.conn.execute("SELECT id, op FROM audit ORDER BY id").fetchall()
    ops = [row[1] for row in rows]
    assert len(rows) == 60 and ops == sorted(ops) and len(set(ops)) == 60
    assert [row[0] for row in rows] == list(range(1, 61))
    assert sorted(m.id for m in engine_pg.memories.list(limit=None)) == list(range(1, 61))


def _cli(*args: str):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), stdout=out, stderr=err)
    return code, json.loads(out.getvalue()), err.getvalue()


def test_store_copy_there_and_back_keeps_every_row_and_digest(tmp_path, pg_store_url, clock):
    source = tmp_path / "desk.db"
    with Engine(source, settings=Settings(), clock=clock) as engine:
        _corpus(engine, 120, seed=7)
        old, new, other = (engine.memories.remember(text).id for text in (
            "The build server is jenkins-01", "The build server is jenkins-02", "Builds take nine minutes"))
        engine.memories.promote([old, new, other])
        engine.conflicts.supersede(old, new, reason="newer")
        engine.links.link(other, new, "supports")
        engine.agents.pin([other])
        engine.memories.reject([2])
        engine.generations.create(label="first", manifest={"inference": {"model": "m1"}})
        engine.retrieval.recall("deploy cluster")
        with engine.store.transaction():
            engine.store.memories.delete(10)  # a purged id must stay unused after the move
        rows, highest = engine.memories.count(), engine.store.ids.peek()["memories"]
    code, there, err = _cli("store", "copy", str(source), pg_store_url.url, "--json")
    assert code == 0 and there["verified"], (there, err)
    assert there["rows"]["memories"] == rows
    back = tmp_path / "back.db"
    code, again, err = _cli("store", "copy", pg_store_url.url, str(back), "--json")
    assert code == 0 and again["verified"], (again, err)
    a, b = open_store(source), open_store(back)
    try:
        assert table_digests(a) == table_digests(b)
    finally:
        a.close()
        b.close()
    with Engine(pg_store_url, settings=Settings(), clock=clock) as moved:
        assert moved.memories.remember("captured after the move").id == highest + 1, "an id was issued again"
    code, refused, _ = _cli("store", "copy", str(source), pg_store_url.url, "--json")
    assert code == 1 and refused["code"] == "destination_not_empty"
    code, forced, _ = _cli("store", "copy", str(source), pg_store_url.url, "--force", "--json")
    assert code == 0 and forced["verified"] and forced["replaced"]


def test_doctor_checks_the_indexes_with_amcheck_and_says_skipped_without_it(engine_pg):
    report = engine_pg.quality.doctor().to_dict()
    integrity = next(c for c in report["checks"] if c["name"] == "integrity")
    assert integrity["status"] == "skipped" and "amcheck" in integrity["detail"]
    engine_pg.store.conn.execute("CREATE EXTENSION IF NOT EXISTS amcheck")
    report = engine_pg.quality.doctor().to_dict()
    integrity = next(c for c in report["checks"] if c["name"] == "integrity")
    assert integrity["status"] == "ok" and "amcheck" in integrity["detail"]
    assert next(c for c in report["checks"] if c["name"] == "search_index")["status"] == "ok"


def test_a_connection_lost_mid_write_is_reported_and_the_next_call_reconnects(engine_pg, pg_cluster):
    from core.errors import StoreError

    engine_pg.memories.remember("written before the server dropped us")
    database = engine_pg.path.name.split("@")[0]
    with pytest.raises(StoreError) as caught, engine_pg.store.transaction():
        engine_pg.store.memories.insert({"uid": "u-lost", "content": "never committed", "content_hash": "h1",
                                         "created_at": "2026-11-30T09:00:00.000000Z"})
        pg_cluster.admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                 "WHERE datname = %s AND pid <> pg_backend_pid()", (database,))
        engine_pg.store.memories.insert({"uid": "u-lost-2", "content": "nor this", "content_hash": "h2",
                                         "created_at": "2026-11-30T09:00:00.000000Z"})
    assert caught.value.code == "store_unavailable" and caught.value.retryable
    assert engine_pg.memories.remember("written after it came back").id == 2  # the pool reconnected; id 2 not lost
    assert [m.content for m in engine_pg.memories.list(newest_first=False)] == [
        "written before the server dropped us", "written after it came back"]


def test_a_connection_lost_during_commit_is_an_unknown_outcome_never_a_success():
    import psycopg

    from core.errors import StoreError
    from core.storage.postgres.connection import commit

    class Dropped:
        def execute(self, sql):
            raise psycopg.OperationalError("server closed the connection unexpectedly")

    with pytest.raises(StoreError) as caught:
        commit(Dropped(), "the store")  # type: ignore[arg-type]
    assert caught.value.code == "store_commit_unknown" and "may or may not" in caught.value.message
