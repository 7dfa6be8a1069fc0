"""Faults: a read-only store, a full disk, a damaged file, a missing or vanished data dir.

Each must end in one clear error with a stable code (CLI: exit 1, ``{"error", "code"}``
with ``--json``), leave nothing half-written, and ``doctor`` must name the damage
and the backup to restore. Root-only fault makers (tmpfs, bind mounts, chattr)
skip elsewhere; the injected ``SQLITE_FULL`` test runs everywhere.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3

import pytest

from core import Engine, Settings, StoreError
from support.reliability import (
    corrupt,
    raw_count,
    raw_integrity,
    read_only_file,
    read_only_folder,
    small_filesystem,
)


def _seed(path, n=20, promote=10) -> None:
    with Engine(path, settings=Settings()) as engine:
        results = engine.memories.remember_many(
            [{"content": f"Seeded fact {i}: host h{i} runs service s{i}"} for i in range(n)])
        engine.memories.promote([r.id for r in results[:promote]])


def _error(result, code: str) -> dict:
    """The one JSON error document of a failed ``--json`` command, with the expected code."""
    assert result.code == 1, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    document = json.loads(result.stdout)
    assert document["code"] == code, document
    assert len(document["error"]) > 30
    return document


# -- read-only ----------------------------------------------------------------------


def test_a_read_only_store_file_refuses_every_write_and_changes_nothing(db_path, cli):
    _seed(db_path)
    assert cli("backup", str(db_path.with_suffix(".json"))).code == 0
    with read_only_file(db_path):
        for argv in (("remember", "A new fact about the cache"), ("promote", "11"), ("reject", "12"),
                     ("restore-backup", str(db_path.with_suffix(".json")))):
            document = _error(cli(*argv, "--json"), "store_readonly")
            assert "read-only" in document["error"]
        for argv in (("list",), ("search", "service"), ("get", "3"), ("stats",)):
            assert cli(*argv, "--json").code == 0, argv  # reading needs no write
        _error(cli("recall", "service", "--json"), "store_readonly")  # recall counts the access: a write
        doctor = cli("doctor", "--json")
        checks = {c["name"]: c["status"] for c in doctor.json["checks"]}
        assert doctor.code == 0 and checks["integrity"] == "ok" and checks["search_index"] == "skipped"
    assert raw_count(db_path) == 20
    assert raw_count(db_path, where="status = 'promoted'") == 10
    assert raw_integrity(db_path) == "ok"


def test_a_store_in_a_read_only_folder_says_the_folder_is_the_problem(tmp_path, cli):
    source = tmp_path / "data"
    source.mkdir()
    _seed(source / "store.db")
    with read_only_folder(source, tmp_path / "ro-view") as view:
        document = _error(cli("remember", "Another fact", "--json", db=view / "store.db"), "store_readonly")
        assert "read-only folder" in document["error"] and str(tmp_path) not in document["error"]
    assert raw_count(source / "store.db") == 20


# -- full disk ----------------------------------------------------------------------


def _fill_until_full(engine, batch=25) -> tuple[int, StoreError]:
    """Batches until one is refused (returned with the count), then single memories until even they are."""
    stored, first_error = engine.memories.count(), None
    for round_no in range(10_000):
        size = batch if first_error is None else 1
        try:
            engine.memories.remember_many([{"content": f"Filler {round_no}-{i} " + "z" * 400} for i in range(size)])
        except StoreError as exc:
            if first_error is not None:
                return stored, first_error
            first_error = exc
            assert engine.memories.count() == stored  # the refused batch left no row behind
            continue
        stored += size
    raise AssertionError("the disk never filled up")


def test_a_full_disk_refuses_the_whole_batch_and_the_store_stays_whole(tmp_path, cli):
    with small_filesystem(tmp_path / "small") as mount:
        path = mount / "store.db"
        engine = Engine(path, settings=Settings())
        try:
            stored, error = _fill_until_full(engine)
            assert error.code == "store_full" and "full" in error.message
            assert engine.memories.count() == stored
            big = " ".join(f"word{i}" for i in range(900))
            _error(cli("remember", big, "--json", db=path), "store_full")  # another process, same full disk
        finally:
            engine.close()
        assert raw_count(path) == stored
        assert raw_integrity(path) == "ok"


def test_a_restore_onto_a_full_disk_writes_nothing(tmp_path, cli):
    source = tmp_path / "source.db"
    with Engine(source, settings=Settings()) as engine:
        engine.memories.remember_many([{"content": f"Restorable fact {i} " + "q" * 300} for i in range(1500)])
        engine.interop.backup(tmp_path / "backup.json")
    with small_filesystem(tmp_path / "small", size="512k") as mount:
        target = mount / "store.db"
        _error(cli("restore-backup", str(tmp_path / "backup.json"), "--json", db=target), "store_full")
        assert raw_count(target) == 0
        assert raw_count(target, "generations") == 0
        assert raw_integrity(target) == "ok"


def test_an_injected_sqlite_full_rolls_the_batch_back(engine):
    """Runs without root: ``max_page_count`` makes SQLite itself answer SQLITE_FULL."""
    engine.memories.remember_many([{"content": f"Before the limit {i}"} for i in range(5)])
    pages = engine.store.conn.execute("PRAGMA page_count").fetchone()[0]
    engine.store.conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    with pytest.raises(StoreError) as raised:
        engine.memories.remember_many([{"content": f"Over the limit {i} " + "w" * 500} for i in range(200)])
    assert raised.value.code == "store_full"
    assert engine.memories.count() == 5
    assert engine.store.integrity_check() == ["ok"] and engine.store.fts_integrity()


# -- damaged file -------------------------------------------------------------------


@pytest.mark.parametrize("how", ["header", "truncated", "page2", "zeroed_middle"])
def test_a_damaged_store_gives_clear_errors_and_doctor_names_the_backup(tmp_path, cli, how):
    path = tmp_path / "store.db"
    _seed(path, n=300, promote=100)
    assert cli("backup", str(tmp_path / "nightly.json"), "--json").code == 0
    corrupt(path, how)
    for argv in (("list", "--limit", "500"), ("recall", "service"), ("search", "host", "--status", "all"),
                 ("get", "150"), ("stats",), ("remember", "A fact written after the damage"),
                 ("promote", "250"), ("backup", str(tmp_path / "later" / "after.json"))):
        result = cli(*argv, "--json", db=path)
        assert "Traceback" not in result.stderr
        assert result.code in (0, 1), (argv, result.stdout, result.stderr)
        if result.code == 1:
            assert json.loads(result.stdout)["code"] == "store_corrupt", (argv, result.stdout)
    doctor = cli("doctor", "--json", db=path)
    assert doctor.code == 1
    report = doctor.json
    integrity = next(check for check in report["checks"] if check["name"] == "integrity")
    assert report["ok"] is False and integrity["status"] == "fail"
    assert "nightly.json" in integrity["detail"] and "restore-backup" in integrity["detail"]
    # The advice works: the named backup restores into the suggested new store.
    restored = tmp_path / "store-restored.db"
    assert f"--db {restored}" in integrity["detail"]
    assert cli("restore-backup", str(tmp_path / "nightly.json"), "--json", db=restored).code == 0
    assert raw_count(restored) == 300


def test_doctor_without_a_backup_says_none_was_found(tmp_path, cli):
    path = tmp_path / "store.db"
    _seed(path)
    corrupt(path, "header")
    detail = cli("doctor", "--json", db=path).json["checks"][0]["detail"]
    assert "no backup was found" in detail


# -- missing or vanished data dir ----------------------------------------------------------


def test_a_data_dir_that_cannot_be_created_is_a_clear_error(tmp_path, cli):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data dir should be")
    document = _error(cli("remember", "A fact", "--json", db=blocker / "store.db"), "store_unavailable")
    assert "folder" in document["error"]
    assert blocker.read_text() == "a file where the data dir should be"


def test_a_missing_data_dir_is_created_on_first_use(tmp_path, cli):
    path = tmp_path / "new" / "nested" / "store.db"
    assert cli("remember", "First fact in a new place", "--json", db=path).code == 0
    assert raw_count(path) == 1


def test_a_data_dir_removed_under_an_open_engine_refuses_writes_instead_of_losing_them(tmp_path):
    folder = tmp_path / "data"
    engine = Engine(folder / "store.db", settings=Settings())
    try:
        engine.memories.remember("Written while the folder existed")
        shutil.rmtree(folder)
        with pytest.raises(StoreError) as raised:
            engine.memories.remember("Written after the folder vanished")
        assert raised.value.code == "store_unavailable" and "removed" in raised.value.message
        assert not folder.exists()
    finally:
        engine.close()


def test_a_store_replaced_under_an_open_engine_refuses_writes(tmp_path):
    path = tmp_path / "store.db"
    engine = Engine(path, settings=Settings())
    try:
        engine.memories.remember("A fact in the original file")
        other = tmp_path / "other.db"
        _seed(other, n=3, promote=0)
        for suffix in ("-wal", "-shm"):
            (tmp_path / f"store.db{suffix}").unlink(missing_ok=True)
        os.replace(other, path)
        with pytest.raises(StoreError) as raised:
            engine.memories.remember("Would have gone into the replaced file")
        assert raised.value.code == "store_unavailable"
    finally:
        engine.close()
    assert raw_count(path) == 3


def test_a_busy_or_failing_store_never_leaks_a_raw_sqlite_error_through_the_cli(db_path, cli, monkeypatch):
    _seed(db_path)

    def broken(*args, **kwargs):
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr("core.storage.memories.MemoryTable.get", broken)
    document = _error(cli("get", "1", "--json"), "store_corrupt")
    assert "doctor" in document["error"]
