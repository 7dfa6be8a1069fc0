"""Backup and restore: renumbering keeps meaning, bad documents change nothing, identity rules hold."""

from __future__ import annotations

import json

import pytest

from core import Engine, RefusedError, Settings, ValidationError
from core.identity.digests import current_corpus
from support.generations import LARGE, SMALL, memory_rows, promoted_generation, sealed_generation, seed_corpus


@pytest.fixture
def make_engine(tmp_path, clock, backend, request):
    """Stores by name, each a SQLite file or its own PostgreSQL database (the ``backend`` leg)."""
    engines, databases = [], []
    cluster = request.getfixturevalue("pg_cluster") if backend == "postgres" else None

    def make(name: str) -> Engine:
        location = tmp_path / f"{name}.db"
        if cluster is not None:
            location = cluster.database()
            databases.append(location)
        engine = Engine(location, settings=Settings(), clock=clock)
        engines.append(engine)
        return engine

    yield make
    for engine in engines:
        engine.close()
    for url in databases:
        cluster.release(url)


def seed_with_high_ids(engine):
    """Seed the corpus behind seven throwaway rows, then drop those: ids start at 8, so a
    restore into a fresh store (ids from 1) renumbers every row."""
    for index in range(7):
        engine.memories.remember(f"throwaway note {index}")
    corpus = seed_corpus(engine)
    with engine.store.transaction() as conn:
        conn.execute("DELETE FROM memories WHERE content LIKE 'throwaway note %'")
    return corpus


def by_uid(engine) -> dict[str, dict]:
    return {row["uid"]: row for row in memory_rows(engine)}


def test_restore_into_a_fresh_store_renumbers_every_row_and_keeps_both_digests(make_engine, tmp_path):
    source = make_engine("source")
    corpus = seed_with_high_ids(source)
    first = promoted_generation(source, SMALL, soul={"SOUL.md": b"# Soul\n"}, probes=["primary database"])
    second = promoted_generation(source, LARGE)
    source.generations.rollback(first)
    sealed = source.generations.show(second).seal
    path = tmp_path / "agent.json"
    assert source.interop.backup(path).memories == 5

    fresh = make_engine("fresh")
    result = fresh.interop.restore_backup(path).to_dict()
    assert result["restored"] == 5 and result["adopted_identity"] is True
    assert result["agent_id"] == source.agent_id == fresh.agent_id == fresh.identity.agent().agent_id

    old_rows, new_rows = by_uid(source), by_uid(fresh)
    assert old_rows.keys() == new_rows.keys()
    assert all(old_rows[u]["id"] != new_rows[u]["id"] for u in old_rows)  # every row renumbered
    old_super = old_rows[source.memories.get(corpus.old_db).uid]
    new_super = new_rows[old_super["uid"]]
    assert new_super["superseded_by"] == new_rows[source.memories.get(corpus.new_db).uid]["id"]
    assert new_super["superseded_by"] != old_super["superseded_by"]

    now = current_corpus(fresh.store)
    assert (now.content_digest, now.state_digest) == (sealed["content_digest"], sealed["state_digest"])
    fresh.retrieval.recall("primary database")
    fresh.retrieval.recall("editor neovim")
    now = current_corpus(fresh.store)
    assert (now.content_digest, now.state_digest) == (sealed["content_digest"], sealed["state_digest"])

    assert [e["action"] for e in fresh.generations.lineage().log] == \
        [e["action"] for e in source.generations.lineage().log]
    restored_second = {g["uid"]: g["id"] for g in fresh.generations.list().generations}[
        source.generations.show(second).uid]
    report = fresh.generations.validate(restored_second).to_dict()
    assert report["passed"] and report["checks"]["memory"]["status"] == "pass"
    assert report["checks"]["semantic_state"]["status"] == "pass"
    assert fresh.generations.list().current == {g["uid"]: g["id"] for g in fresh.generations.list().generations}[
        source.generations.show(first).uid]
    assert [h.memory.uid for h in fresh.retrieval.search("login shell fish")] == [source.memories.get(corpus.shell).uid]


def test_history_comes_along_for_reading_but_undo_does_not_reach_across_a_restore(make_engine, tmp_path):
    source = make_engine("source")
    corpus = seed_corpus(source)
    fresh = make_engine("fresh")
    fresh.interop.restore_backup(source.interop.backup_document())
    restored_id = {m.uid: m.id for m in fresh.memories.list(limit=None)}[source.memories.get(corpus.old_db).uid]
    history = fresh.memories.show(restored_id).to_dict()["history"]
    assert [h["action"] for h in history] == [h.action for h in source.memories.show(corpus.old_db).history]
    supersede = [h for h in history if h["action"] == "supersede"][0]
    new_id = {m.uid: m.id for m in fresh.memories.list(limit=None)}[source.memories.get(corpus.new_db).uid]
    assert supersede["after"]["superseded_by"] == new_id and not supersede["undoable"]
    with pytest.raises(Exception) as caught:
        fresh.memories.undo()
    assert "nothing to undo" in str(caught.value)


def test_a_document_with_one_malformed_memory_changes_nothing(make_engine):
    source = make_engine("source")
    seed_corpus(source)
    promoted_generation(source, SMALL)
    document = source.interop.backup_document()
    document["memories"][2]["status"] = "believed"
    target = make_engine("target")
    agent_before = target.agent_id
    with pytest.raises(ValidationError) as caught:
        target.interop.restore_backup(document)
    assert caught.value.code == "invalid_backup"
    assert "memory 2" in caught.value.message and "status must be one of" in caught.value.message
    assert "nothing was written" in caught.value.message
    assert memory_rows(target) == [] and target.generations.list().generations == []
    assert target.identity.agent().agent_id == agent_before


@pytest.mark.parametrize("break_it", [
    lambda d: d["memories"][0].update(content=""),
    lambda d: d["memories"][0].update(superseded_by="no-such-uid"),
    lambda d: d["memories"][1].update(uid=d["memories"][0]["uid"]),
    lambda d: d["memories"][0].update(created_at="last tuesday"),
    lambda d: d["edges"][0].update(type="likes"),
    lambda d: d["generations"][0].update(manifest={"inference": {"api_key": "x"}}),
    lambda d: d["migration_log"][0].update(generation="missing"),
    lambda d: d.update(version=99),
    lambda d: d.update(format="something-else"),
])
def test_every_kind_of_malformed_document_is_refused_before_any_write(make_engine, break_it):
    source = make_engine("source")
    seed_corpus(source)
    promoted_generation(source)
    document = source.interop.backup_document()
    break_it(document)
    target = make_engine("target")
    with pytest.raises(ValidationError):
        target.interop.restore_backup(document)
    assert memory_rows(target) == [] and target.store.transfer.counts() == dict.fromkeys(
        ("memories", "edges", "proposals", "generations", "migration_log"), 0)


def test_a_failure_midway_rolls_the_whole_restore_back(make_engine, monkeypatch):
    source = make_engine("source")
    seed_corpus(source)
    promoted_generation(source)
    target = make_engine("target")
    agent_before = target.agent_id

    def explode(**_):
        raise RuntimeError("disk pulled out")

    monkeypatch.setattr(target.store.generations, "log_append", explode)
    with pytest.raises(RuntimeError):
        target.interop.restore_backup(source.interop.backup_document())
    assert target.store.transfer.counts() == dict.fromkeys(
        ("memories", "edges", "proposals", "generations", "migration_log"), 0)
    assert target.identity.agent().agent_id == agent_before


def test_a_store_with_its_own_lineage_refuses_another_agents_backup(make_engine):
    source = make_engine("source")
    seed_corpus(source)
    other = make_engine("other")
    other.memories.remember("Another agent's fact")
    promoted_generation(other)
    with pytest.raises(RefusedError) as caught:
        other.interop.restore_backup(source.interop.backup_document())
    assert caught.value.code == "foreign_agent" and "own lineage" in caught.value.message
    assert len(memory_rows(other)) == 1 and other.agent_id != source.agent_id


def test_a_store_with_memories_but_no_lineage_also_keeps_its_identity(make_engine):
    source = make_engine("source")
    seed_corpus(source)
    used = make_engine("used")
    used.memories.remember("Already in use")
    with pytest.raises(RefusedError) as caught:
        used.interop.restore_backup(source.interop.backup_document())
    assert "own memories" in caught.value.message


def test_reimporting_ones_own_backup_duplicates_nothing_and_adds_what_is_missing(make_engine, tmp_path):
    source = make_engine("source")
    seed_corpus(source)
    promoted_generation(source, SMALL)
    path = tmp_path / "mine.json"
    source.interop.backup(path)
    counts = source.store.transfer.counts()
    again = source.interop.restore_backup(path).to_dict()
    assert again["restored"] == 0 and again["adopted_identity"] is False
    assert again["skipped"] == {"memories": 5, "generations": 1, "migration_log": 4}
    assert source.store.transfer.counts() == counts

    fresh = make_engine("fresh")
    fresh.interop.restore_backup(path)
    fresh.interop.restore_backup(path)
    assert fresh.store.transfer.counts() == counts
    lost_uid = memory_rows(fresh)[0]["uid"]
    with fresh.store.transaction() as conn:
        conn.execute("DELETE FROM memories WHERE uid = ?", (lost_uid,))
    result = fresh.interop.restore_backup(path).to_dict()
    assert result["restored"] == 1 and lost_uid in by_uid(fresh)
    assert fresh.store.transfer.counts() == counts


def test_backup_refuses_to_overwrite_and_is_private(make_engine, tmp_path):
    source = make_engine("source")
    seed_corpus(source)
    path = tmp_path / "b.json"
    source.interop.backup(path)
    with pytest.raises(RefusedError):
        source.interop.backup(path)
    assert (path.stat().st_mode & 0o777) == 0o600
    document = json.loads(path.read_text())
    assert document["format"] == "memdesk-backup" and document["version"] == 1
    assert set(document) >= {"agent", "memories", "edges", "proposals", "audit", "generations", "migration_log"}
    assert all("id" not in m for m in document["memories"])
    assert source.interop.backup(path, overwrite=True).memories == 5


def test_restore_of_a_file_that_is_not_json_is_a_clear_error(make_engine, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    target = make_engine("target")
    with pytest.raises(ValidationError) as caught:
        target.interop.restore_backup(path)
    assert "not JSON" in caught.value.message
    with pytest.raises(ValidationError):
        target.interop.restore_backup(tmp_path / "missing.json")


def test_unsealed_generations_and_staged_ones_travel_too(make_engine):
    source = make_engine("source")
    seed_corpus(source)
    sealed_generation(source, {"x-vendor": {"b": 1, "a": 2}})
    source.generations.create(label="later")
    fresh = make_engine("fresh")
    fresh.interop.restore_backup(source.interop.backup_document())
    rows = fresh.generations.list().generations
    assert [(r["label"], r["status"], r["parent"]) for r in rows] == [("g", "sealed", None), ("later", "staged", None)]
    assert list(fresh.generations.show(rows[0]["id"]).manifest["x-vendor"]) == ["b", "a"]


@pytest.mark.postgres
def test_a_backup_moves_across_backends_both_ways_with_the_sealed_digests(tmp_path, pg_cluster, clock):
    """A SQLite store's backup restored into PostgreSQL, and that store's backup back into a new
    SQLite file: the sealed generation's digests hold at each step and every row comes back."""
    first_url, databases = pg_cluster.database(), []
    databases.append(first_url)
    with Engine(tmp_path / "source.db", settings=Settings(), clock=clock) as source, \
            Engine(first_url, settings=Settings(), clock=clock) as on_pg, \
            Engine(tmp_path / "back.db", settings=Settings(), clock=clock) as back:
        seed_with_high_ids(source)
        sealed = source.generations.show(promoted_generation(source, LARGE)).seal
        source.interop.backup(tmp_path / "to-pg.json")
        assert on_pg.interop.restore_backup(tmp_path / "to-pg.json").to_dict()["adopted_identity"] is True
        on_pg.interop.backup(tmp_path / "to-sqlite.json")
        back.interop.restore_backup(tmp_path / "to-sqlite.json")
        for engine in (on_pg, back):
            now = current_corpus(engine.store)
            assert (now.content_digest, now.state_digest) == (sealed["content_digest"], sealed["state_digest"])
            assert engine.agent_id == source.agent_id
        strip = [{k: v for k, v in row.items() if k != "id" and k != "superseded_by"} for row in memory_rows(source)]
        for engine in (on_pg, back):
            got = [{k: v for k, v in row.items() if k != "id" and k != "superseded_by"} for row in memory_rows(engine)]
            assert sorted(got, key=lambda r: r["uid"]) == sorted(strip, key=lambda r: r["uid"])
    for url in databases:
        pg_cluster.release(url)
