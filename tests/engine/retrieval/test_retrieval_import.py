"""Bulk stage-and-promote (imports, benchmarks), the embed command and the LoCoMo bench harness."""

from __future__ import annotations

import json

import locomo
import pytest

from core import ValidationError


def test_import_promotes_new_records_with_capture_and_promote_audit_rows(engine):
    results = engine.memories.import_promoted([{"content": "alpha fact", "session": "s1"},
                                      {"content": "beta fact", "tags": ["x"]}], reason="migration")
    assert [r.status for r in results] == ["promoted", "promoted"]
    memory = engine.memories.get(results[0].id)
    assert memory.status == "promoted" and memory.last_verified and memory.valid_from
    actions = [entry["action"] for entry in engine.memories.show(results[0].id).to_dict()["history"]]
    assert actions == ["capture", "promote"]
    assert [h.memory.id for h in engine.retrieval.recall("alpha")] == [results[0].id]


def test_one_undo_reverses_a_whole_import(engine):
    results = engine.memories.import_promoted([{"content": f"record {i}"} for i in range(5)], actor="human:cli")
    engine.memories.undo()
    assert {engine.memories.get(r.id).status for r in results} == {"rejected"}
    assert engine.retrieval.recall("record") == []


def test_restatements_and_resends_take_the_ordinary_capture_path(engine):
    first = engine.memories.import_promoted([{"content": "gamma fact", "external_id": "e1"}])[0]
    again = engine.memories.import_promoted([
        {"content": "gamma fact", "external_id": "e1"},      # idempotent resend
        {"content": "Gamma fact."},                          # restatement of a live memory
        {"content": "delta fact"}, {"content": "delta fact"},  # duplicate inside the batch
    ])
    assert again[0].id == first.id and not again[0].created
    assert again[1].duplicate_of == first.id
    assert again[2].status == "promoted" and again[3].duplicate_of == again[2].id
    assert engine.memories.count() == 2


def test_an_invalid_item_stores_nothing_and_names_its_index(engine):
    with pytest.raises(ValidationError) as info:
        engine.memories.import_promoted([{"content": "fine"}, {"content": "   "}, {"content": "ok", "bogus": 1}])
    assert "item 1" in info.value.message and "item 2" in info.value.message
    assert engine.memories.count() == 0


def test_embed_without_an_embedder_is_a_clear_error(cli):
    result = cli("embed", "--json")
    assert result.code == 1 and result.json["code"] == "not_configured"
    assert "[embeddings]" in result.json["error"]


def test_evidence_ids_are_repaired_when_unambiguous_and_dropped_otherwise():
    report = locomo.EvidenceReport()
    known = {"D1:3", "D8:6", "D9:17", "D11:26"}
    assert locomo.clean_evidence(["D1:3", "D8:6; D9:17", "D:11:26", "D10:19", "D"], known, report) == \
        ["D1:3", "D8:6", "D9:17", "D11:26"]
    assert (report.kept, report.repaired, report.dropped) == (1, 3, 2)
    assert locomo.parse_session_time("1:56 pm on 8 May, 2023").isoformat() == "2023-05-08T13:56:00+00:00"
    assert locomo.parse_session_time("someday") is None


def test_the_bench_runs_on_any_locomo_format_file(tmp_path):
    sample = [{
        "sample_id": "tiny",
        "conversation": {
            "speaker_a": "Ana", "speaker_b": "Bo",
            "session_1_date_time": "10:00 am on 1 March, 2023",
            "session_1": [
                {"speaker": "Bo", "dia_id": "D1:1", "text": "What did you plant this spring?"},
                {"speaker": "Ana", "dia_id": "D1:2", "text": "Tomatoes and basil.", "blip_caption": "a garden"},
            ],
            "session_2_date_time": "9:00 pm on 20 April, 2023",
            "session_2": [{"speaker": "Ana", "dia_id": "D2:1", "text": "I ran my first marathon yesterday!"}],
        },
        "qa": [
            {"question": "What did Ana plant?", "answer": "tomatoes", "evidence": ["D1:2"], "category": 4},
            {"question": "When did Ana run a marathon?", "answer": "19 April", "evidence": ["D2:1"], "category": 2},
            {"question": "Trick?", "answer": "n/a", "evidence": ["D1:1"], "category": 5},
            {"question": "Lost?", "answer": "n/a", "evidence": ["D7:7"], "category": 1},
        ],
    }]
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(sample), encoding="utf-8")
    report = locomo.run(path)
    assert report["overall"]["n"] == 2 and report["overall"]["recall@10"] == 1.0
    assert set(report["categories"]) == {"1", "2", "3", "4"} and report["categories"]["2"]["n"] == 1
    assert report["evidence"]["questions_skipped"] == 1 and report["mode"] == "lexical"
    assert set(report["latency_ms"]["recall"]) == {"p50", "p95"} and report["latency_ms"]["p50_ratio"] > 0
    # CPU time beside wall time: the ratio a loaded machine does not inflate.
    assert report["latency_ms"]["recall_cpu"]["p50"] > 0 and report["latency_ms"]["bare_cpu"]["p95"] > 0
    assert {"cpu_p50_ratio", "cpu_p95_ratio"} <= set(report["latency_ms"]) and "CPU time" in locomo.render(report)
    assert {"recall@5", "recall@10", "recall@20", "hit@10", "mrr", "n"} <= set(report["overall"])


def _word_index(engine):
    return [tuple(row) for row in engine.store.conn.execute("SELECT id, block FROM memories_fts_data ORDER BY id")]


def _merged(engine) -> bool:
    """Whether FTS5's optimize would change nothing: the word index is one b-tree already."""
    before = _word_index(engine)
    with engine.store.transaction():
        engine.store.conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('optimize')")
    return _word_index(engine) == before


def test_a_load_that_grows_the_store_by_an_eighth_leaves_the_word_index_merged(engine):
    # FTS5 leaves a loaded index in several segments, and every query reads each of them.
    engine.memories.import_promoted([{"content": f"note {i} about crane {i % 7} at the harbour"} for i in range(200)])
    engine.memories.import_promoted([{"content": f"later note {i} about the dock"} for i in range(40)])
    assert _merged(engine)
    hits = engine.retrieval.search("crane harbour dock", k=5)
    assert len(hits) == 5 and engine.store.fts_integrity()


def _merged_at(engine) -> int:
    return engine.store.conn.execute(
        "SELECT value FROM store_counters WHERE name = 'word_index_merged_at'").fetchone()[0]


def test_captures_one_at_a_time_are_merged_once_they_add_up_to_an_eighth(engine):
    ids = [r.id for r in engine.memories.import_promoted(
        [{"content": f"note {i} about crane {i % 7} at the harbour"} for i in range(200)])]
    assert _merged_at(engine) == ids[-1] == 200
    for i in range(10):  # 10 of 210 ids: under an eighth since the last merge, left to FTS5's own merging
        engine.memories.remember(f"captured note {i} about the dock and its cranes")
    assert _merged_at(engine) == 200 and not _merged(engine)
    for i in range(14):
        engine.memories.remember(f"another captured note {i} about the lighthouse")
    assert _merged_at(engine) == 200  # 224: 24 of 200 is still under an eighth
    last = engine.memories.remember("one more note, about the pier").id
    assert last == 225 and _merged_at(engine) == 225 and _merged(engine)
