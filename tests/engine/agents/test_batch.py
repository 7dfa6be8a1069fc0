"""Batch capture: all validated first, all or nothing, links by index, safe resends."""

from __future__ import annotations

import json

import pytest

from core import RefusedError, ValidationError
from core.agents.batch import MAX_BATCH, BatchError


def five(bad_index: int | None = None, *, with_ids: bool = False) -> list[dict]:
    items = [
        {"content": "The build uses pnpm workspaces", "kind": "tooling"},
        {"content": "CI runs on self-hosted runners", "kind": "tooling"},
        {"content": "Deploys are blocked on Fridays", "kind": "decision",
         "links": [{"ref_index": 1, "type": "caused_by"}]},
        {"content": "Staging lives at kestrel.internal", "kind": "project"},
        {"content": "The on-call rota changes on Mondays", "kind": "project",
         "links": [{"ref_index": 0, "type": "related_to"}, {"ref_index": 3, "type": "supports"}]},
    ]
    if with_ids:
        for index, item in enumerate(items):
            item["external_id"] = f"ext-{index}"
    if bad_index is not None:
        items[bad_index] = {**items[bad_index], "importance": 7}
    return items


def test_a_batch_of_five_with_one_invalid_item_stores_nothing_and_names_the_index(engine):
    with pytest.raises(BatchError) as caught:
        engine.memories.remember_batch(five(bad_index=3))
    assert [p["index"] for p in caught.value.problems] == [3]
    assert "item 3:" in caught.value.message and "importance" in caught.value.message
    assert caught.value.to_dict()["problems"][0]["code"] == "invalid_importance"
    assert engine.memories.count() == 0


def test_every_bad_item_is_listed_not_just_the_first(engine):
    items = five()
    items[1] = {"contnet": "typo in the field name"}
    items[2] = {**items[2], "links": [{"ref_index": 4, "type": "caused_by"}]}  # not an earlier item
    items[4] = "not an object"
    with pytest.raises(BatchError) as caught:
        engine.memories.remember_batch(items)
    problems = {p["index"]: p["error"] for p in caught.value.problems}
    assert sorted(problems) == [1, 2, 4]
    assert "contnet" in problems[1] and "earlier item" in problems[2] and "object" in problems[4]
    assert engine.memories.count() == 0


def test_a_valid_batch_stores_every_item_pending_and_links_by_index_in_one_operation(engine):
    result = engine.memories.remember_batch(five())
    ids = [r.id for r in result.items]
    assert len(ids) == 5 and all(r.status == "pending" and r.created for r in result.items)
    edges = {(e.src, e.dst, e.type) for e in result.edges}
    assert edges == {(ids[2], ids[1], "caused_by"), (ids[4], ids[0], "related_to"), (ids[4], ids[3], "supports")}
    assert result.to_dict()["stored"] == 5 and result.resend_safe is False
    undone = engine.memories.undo(any_actor=True)  # one operation: capture of all five and their links
    assert sorted(undone.memories) == sorted(ids)
    assert all(engine.memories.get(i).status == "rejected" for i in ids)
    assert engine.memories.show(ids[4]).to_dict()["edges"] == []


def test_resending_a_batch_whose_items_all_carry_external_ids_returns_the_same_ids(engine):
    first = engine.memories.remember_batch(five(with_ids=True))
    assert first.resend_safe is True
    audit_before = len(engine.store.audit.recent(1000))
    again = engine.memories.remember_batch(five(with_ids=True))
    assert [r.id for r in again.items] == [r.id for r in first.items]
    assert not any(r.created for r in again.items) and again.to_dict()["stored"] == 0
    assert engine.memories.count() == 5 and engine.store.edges.count() == 3
    assert len(engine.store.audit.recent(1000)) == audit_before  # a resend writes nothing


def test_an_item_may_link_to_a_stored_memory_of_its_namespace_only(engine):
    stored = engine.memories.remember("The release train leaves every second Tuesday", namespace="work").id
    other = engine.memories.remember("Bins go out on Tuesday", namespace="home").id
    result = engine.memories.remember_batch([{"content": "Hotfixes skip the release train", "namespace": "work",
                                     "links": [{"id": stored, "type": "related_to"}]}])
    assert [(e.src, e.dst) for e in result.edges] == [(result.items[0].id, stored)]
    with pytest.raises(BatchError) as caught:
        engine.memories.remember_batch([{"content": "A work fact", "namespace": "work",
                                "links": [{"id": other, "type": "supports"}]},
                               {"content": "Another", "namespace": "work", "links": [{"id": 999, "type": "supports"}]}])
    assert [(p["index"], p["code"]) for p in caught.value.problems] == [(0, "not_found"), (1, "not_found")]


def test_links_never_cross_namespaces_and_never_supersede(engine):
    items = [{"content": "Fact one", "namespace": "a"},
             {"content": "Fact two", "namespace": "b", "links": [{"ref_index": 0, "type": "supports"}]},
             {"content": "Fact three", "namespace": "a", "links": [{"ref_index": 0, "type": "supersedes"}]}]
    with pytest.raises(BatchError) as caught:
        engine.memories.remember_batch(items)
    assert [(p["index"], p["code"]) for p in caught.value.problems] == [(1, "cross_namespace"),
                                                                         (2, "invalid_link_type")]


def test_batch_size_and_shape_limits(engine):
    with pytest.raises(ValidationError, match="at most 100"):
        engine.memories.remember_batch([{"content": f"fact number {i}"} for i in range(MAX_BATCH + 1)])
    with pytest.raises(ValidationError, match="empty"):
        engine.memories.remember_batch([])
    with pytest.raises(ValidationError, match="list"):
        engine.memories.remember_batch({"content": "not a list"})
    result = engine.memories.remember_batch([{"content": f"fact number {i}"} for i in range(MAX_BATCH)])
    assert len(result.items) == MAX_BATCH


def test_a_credential_in_one_item_refuses_the_whole_batch(engine):
    items = five()
    items[2] = {"content": "the deploy key is sk-ant-api03-" + "a" * 40}
    with pytest.raises(BatchError) as caught:
        engine.memories.remember_batch(items)
    assert caught.value.problems[0]["index"] == 2 and caught.value.problems[0]["code"] == "credential"
    assert engine.memories.count() == 0


def test_two_items_that_state_one_fact_cannot_link_to_each_other(engine):
    with pytest.raises(RefusedError, match="itself"):
        engine.memories.remember_batch([{"content": "Uses ruff for linting"},
                               {"content": "uses ruff for linting.", "links": [{"ref_index": 0, "type": "supports"}]}])
    assert engine.memories.count() == 0


def test_dry_run_checks_everything_and_stores_nothing(engine):
    result = engine.memories.remember_batch(five(), dry_run=True)
    assert result.dry_run and result.checked == 5 and engine.memories.count() == 0


# -- the CLI -------------------------------------------------------------------------------


def write_jsonl(path, items) -> str:
    path.write_text("\n".join(json.dumps(i) if not isinstance(i, str) else i for i in items) + "\n", encoding="utf-8")
    return str(path)


def test_import_jsonl_stores_a_valid_file_and_reports_the_batch(cli, engine, tmp_path):
    out = cli("import-jsonl", write_jsonl(tmp_path / "facts.jsonl", five()), "--ns", "work", "--json")
    assert out.code == 0, out.stdout
    (batch,) = out.json["batches"]
    assert batch["status"] == "stored" and batch["stored"] == 5 and batch["links"] == 3
    memory = engine.memories.get(batch["ids"][0])
    assert memory.namespace == "work" and memory.source == "import:facts.jsonl" and memory.status == "pending"


def test_import_jsonl_names_the_bad_item_and_its_line(cli, engine, tmp_path):
    items = five()
    items[3] = "{not json"
    out = cli("import-jsonl", write_jsonl(tmp_path / "facts.jsonl", items), "--json")
    assert out.code == 1
    (batch,) = out.json["batches"]
    assert batch["status"] == "refused"
    assert [(p["index"], p["line"]) for p in batch["problems"]] == [(3, 4)]
    assert "not JSON" in batch["problems"][0]["error"]
    assert engine.memories.count() == 0
    human = cli("import-jsonl", str(tmp_path / "facts.jsonl"))
    assert "item 3 (line 4)" in human.stdout and "nothing from it was stored" in human.stdout


def test_import_jsonl_splits_a_large_file_into_batches_each_all_or_nothing(cli, engine, tmp_path):
    items = [{"content": f"Service number {i} listens on port {8000 + i}", "external_id": f"svc-{i}"}
             for i in range(230)]
    items[150] = {"content": "Service 150 depends on service 10", "links": [{"ref_index": 10, "type": "caused_by"},
                                                                             {"ref_index": 149, "type": "supports"}]}
    items[210] = {"content": ""}
    out = cli("import-jsonl", write_jsonl(tmp_path / "many.jsonl", items), "--json")
    assert out.code == 1
    statuses = [(b["first"], b["last"], b["status"]) for b in out.json["batches"]]
    assert statuses == [(0, 99, "stored"), (100, 199, "stored"), (200, 229, "refused")]
    assert out.json["batches"][2]["problems"][0]["index"] == 210
    assert engine.memories.count() == 200
    dependent = out.json["batches"][1]["ids"][50]
    edges = engine.memories.show(dependent).edges
    targets = {(e.dst, e.type) for e in edges if e.src == dependent}
    first_ids = out.json["batches"][0]["ids"]
    assert targets == {(first_ids[10], "caused_by"), (out.json["batches"][1]["ids"][49], "supports")}
    again = cli("import-jsonl", str(tmp_path / "many.jsonl"), "--json").json  # a resend after a timeout
    assert [b["ids"] for b in again["batches"][:2]] == [b["ids"] for b in out.json["batches"][:2]]
    assert again["stored"] == 0 and engine.memories.count() == 200


def test_import_jsonl_dry_run_stores_nothing(cli, engine, tmp_path):
    out = cli("import-jsonl", write_jsonl(tmp_path / "facts.jsonl", five()), "--dry-run", "--json")
    assert out.code == 0 and out.json["batches"][0]["status"] == "valid" and engine.memories.count() == 0
