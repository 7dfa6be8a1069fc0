"""The Markdown registry: export, import into a fresh store, and re-export without a diff."""

from __future__ import annotations

import difflib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Engine, Settings, ValidationError
from core.interop.frontmatter import load_front_matter
from core.interop.markdown import render_body, render_registry
from core.memories.lifecycle import apply_transition


def _seed(engine) -> dict[str, int]:
    """A store with every status, tags, refs, links, a multi-line memory and two namespaces."""
    ids = {}
    port = engine.memories.remember("The API port is 8080", kind="infra", tags=["api", "ports"],
                           refs=[{"type": "file", "id": "conf/app.toml", "label": "app config"}])
    engine.memories.promote([port.id])
    fix = engine.memories.amend(port.id, "The API port is 9090")
    engine.memories.promote([fix.id])
    ids.update(old_port=port.id, new_port=fix.id)
    ids["pending"] = engine.memories.remember("line one\nline two --> <!-- memdesk:end -->\n  indented line",
                                     kind="note", tags=["multi-line"], importance=0.9).id
    ids["rejected"] = engine.memories.remember("We ship on Fridays", kind="decision").id
    engine.memories.reject([ids["rejected"]], reason="not true any more")
    ids["recaptured"] = engine.memories.remember("We ship on Fridays", kind="decision").id  # same words, a new memory
    ids["archived"] = engine.memories.remember("The staging box is kestrel", kind="infra").id
    engine.memories.promote([ids["archived"]])
    with engine.store.transaction():  # no archive command yet: make the move the prune would make
        apply_transition(engine.store, engine.memories.get(ids["archived"]), "archive", engine.context.operation(),
                         reason="pruned")
    ids["other_ns"] = engine.memories.remember("Project fact", namespace="proj:web", tags=["web"]).id
    ids["other_ns_b"] = engine.memories.remember("Another project fact", namespace="proj:web").id
    engine.memories.promote([ids["other_ns"]])
    engine.links.link(ids["new_port"], ids["pending"], "related_to", weight=2.5)
    engine.links.link(ids["other_ns_b"], ids["other_ns"], "supports")
    return ids


def _snapshot(engine) -> dict[str, tuple]:
    """Everything the round trip must keep, keyed by uid (ids differ between stores)."""
    memories = engine.memories.list(statuses=["all"], limit=None)
    uid_of = {m.id: m.uid for m in memories}
    result = {}
    for m in memories:
        links = sorted((e.type, uid_of[e.dst], e.weight) for e in engine.store.edges.touching(m.id) if e.src == m.id)
        result[m.uid] = (m.namespace, m.kind, m.content, m.status, tuple(m.tags), tuple(map(str, m.refs)),
                         tuple(links), uid_of.get(m.superseded_by), m.level, m.importance, m.created_at,
                         m.valid_from, m.valid_to, m.last_verified, m.status_reason)
    return result


def test_export_then_import_into_a_fresh_store_keeps_memories_statuses_tags_refs_and_links(engine, tmp_path, clock):
    _seed(engine)
    registry = tmp_path / "registry"
    result = engine.interop.export_markdown(registry).to_dict()
    assert sorted(f["namespace"] for f in result["files"]) == ["", "proj:web"]

    fresh = Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock)
    report = fresh.interop.import_from("markdown", registry, statuses=True)  # the person vouches (--promote)
    assert report.skipped == [] and report.unmapped == []
    assert _snapshot(fresh) == _snapshot(engine)
    assert report.by_status == {"archived": 1, "pending": 3, "promoted": 2, "rejected": 1, "superseded": 1}

    again = tmp_path / "again"
    fresh.interop.export_markdown(again)
    for original in registry.iterdir():
        assert (again / original.name).read_bytes() == original.read_bytes(), original.name
    fresh.close()


def test_reexport_of_an_unchanged_store_rewrites_nothing_and_a_change_is_a_small_diff(engine, tmp_path):
    ids = _seed(engine)
    registry = tmp_path / "registry"
    engine.interop.export_markdown(registry)
    before = (registry / "_shared.md").read_text(encoding="utf-8").splitlines()
    engine.retrieval.recall("API port")  # a read bumps access counts, which the registry leaves out
    assert all(not f["changed"] for f in engine.interop.export_markdown(registry).files)

    engine.memories.promote([ids["pending"]])
    engine.interop.export_markdown(registry)
    after = (registry / "_shared.md").read_text(encoding="utf-8").splitlines()
    diff = [line for line in difflib.unified_diff(before, after, lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert "-  status: pending" in diff and "+  status: promoted" in diff
    assert len(diff) <= 8  # status, verification times, and the body line


def test_registry_front_matter_is_yaml_and_the_body_groups_by_kind(engine, tmp_path):
    _seed(engine)
    engine.interop.export_markdown(tmp_path / "r")
    text = (tmp_path / "r" / "_shared.md").read_text(encoding="utf-8")
    data, body = load_front_matter(text, "registry")
    assert data["format"] == "memdesk-registry/1" and data["namespace"] == ""
    contents = [m["content"] for m in data["memories"]]
    assert "line one\nline two --> <!-- memdesk:end -->\n  indented line" in contents
    assert body.index("## decision") < body.index("## infra") < body.index("## note")
    assert (tmp_path / "r" / "proj%3aweb.md").exists()


def test_reimport_is_idempotent_and_dry_run_writes_nothing(engine, tmp_path, clock):
    _seed(engine)
    engine.interop.export_markdown(tmp_path / "r")
    fresh = Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock)
    dry = fresh.interop.import_from("markdown", tmp_path / "r", dry_run=True)
    assert dry.dry_run and len(dry.created) == 8
    assert fresh.memories.count() == 0 and fresh.store.edges.count() == 0 and fresh.store.audit.recent() == []

    first = fresh.interop.import_from("markdown", tmp_path / "r")
    audit_rows = len(fresh.store.audit.recent(1000))
    second = fresh.interop.import_from("markdown", tmp_path / "r")
    assert len(first.created) == 8 and second.created == [] and len(second.already_present) == 8
    assert fresh.memories.count() == 8 and len(fresh.store.audit.recent(1000)) == audit_rows
    fresh.close()


def test_pending_import_keeps_content_but_waits_for_review(engine, tmp_path, clock):
    _seed(engine)
    engine.interop.export_markdown(tmp_path / "r")
    fresh = Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock)
    report = fresh.interop.import_from("markdown", tmp_path / "r", statuses=False)
    assert report.by_status == {"pending": 8}
    everything = engine.memories.list(statuses=["all"], limit=None)
    assert {m.content for m in fresh.memories.list(limit=None)} == {m.content for m in everything}
    fresh.close()


def test_import_into_a_namespace_filter_and_undo_of_a_whole_import(engine, tmp_path, clock):
    _seed(engine)
    engine.interop.export_markdown(tmp_path / "r")
    fresh = Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock)
    report = fresh.interop.import_from("markdown", tmp_path / "r", namespace="proj:web")
    assert {m.namespace for m in fresh.memories.list(limit=None)} == {"proj:web"} and len(report.created) == 2
    full = fresh.interop.import_from("markdown", tmp_path / "r", statuses=True)
    assert len(full.operations) == 2  # promote/reject first, then supersede: two undoable operations
    fresh.memories.undo()
    fresh.memories.undo()
    statuses = {m.id: m.status for m in fresh.memories.list(statuses=["all"], limit=None)}
    assert all(statuses[i] == "rejected" for i in full.created)  # undo of a capture rejects, never deletes
    fresh.close()


def test_edited_body_is_reported_and_the_front_matter_wins(engine, tmp_path, clock):
    _seed(engine)
    engine.interop.export_markdown(tmp_path / "r")
    path = tmp_path / "r" / "_shared.md"
    path.write_text(path.read_text(encoding="utf-8").replace("The API port is 9090 `api`", "Port 1 `api`"),
                    encoding="utf-8")
    (tmp_path / "r" / "README.md").write_text("# notes about the registry\n", encoding="utf-8")
    fresh = Engine(tmp_path / "fresh.db", settings=Settings(), clock=clock)
    report = fresh.interop.import_from("markdown", tmp_path / "r")
    assert any("body differs" in note for note in report.unmapped)
    assert any("README.md" in note and "not a memdesk registry" in note for note in report.unmapped)
    assert "The API port is 9090" in {m.content for m in fresh.memories.list(limit=None)}
    fresh.close()


def test_export_removes_files_of_namespaces_that_are_gone_and_refuses_a_file_target(engine, tmp_path):
    engine.memories.remember("x", namespace="gone")
    engine.interop.export_markdown(tmp_path / "r")
    assert (tmp_path / "r" / "gone.md").exists()
    engine.store.conn.execute("DELETE FROM memories")  # as a purge would
    result = engine.interop.export_markdown(tmp_path / "r").to_dict()
    assert not (tmp_path / "r" / "gone.md").exists() and result["removed"]
    (tmp_path / "file").write_text("x")
    with pytest.raises(ValidationError, match="is a file"):
        engine.interop.export_markdown(tmp_path / "file")


def test_bad_registries_are_refused_or_reported_without_writing(engine, tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValidationError, match="no memdesk registry"):
        engine.interop.import_from("markdown", tmp_path / "empty")
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "x.md").write_text("---\nformat: memdesk-registry/1\nmemories: [unclosed\n---\n", encoding="utf-8")
    with pytest.raises(ValidationError, match="not valid YAML"):
        engine.interop.import_from("markdown", broken)
    odd = tmp_path / "odd"
    odd.mkdir()
    (odd / "_shared.md").write_text(
        "---\nformat: memdesk-registry/1\nnamespace: ''\nmemories:\n- uid: u1\n  content: fine\n  status: promoted\n"
        "- uid: u2\n  content: odd status\n  status: maybe\n"
        "- uid: u3\n  content: 'api_key = sk-abcdefghijklmnopqrstuvwx'\n"
        "  status: pending\n---\n", encoding="utf-8")
    report = engine.interop.import_from("markdown", odd)
    reasons = {item["where"]: item["reason"] for item in report.skipped}
    assert "unknown status" in reasons["_shared.md:memories[1]"]
    assert "refused" in reasons["_shared.md:memories[2]"]
    assert [m.content for m in engine.memories.list(limit=None)] == ["fine"]


def test_cli_export_and_import_round_trip(cli, tmp_path):
    assert cli("remember", "uses ruff for linting", "--kind", "tooling", "--tags", "lint").code == 0
    assert cli("promote", "1").code == 0
    out = cli("export", "--markdown", str(tmp_path / "r"), "--json")
    assert out.code == 0 and out.json["files"][0]["memories"] == 1
    fresh = tmp_path / "fresh.db"
    dry = cli("import", str(tmp_path / "r"), "--dry-run", "--json", db=fresh)
    assert dry.code == 0 and dry.json["dry_run"] and not fresh.exists()
    done = cli("import", str(tmp_path / "r"), "--promote", db=fresh)
    assert done.code == 0 and "imported 1 of 1" in done.stdout
    listed = cli("list", "--status", "all", "--json", db=fresh).json["memories"]
    assert [(m["content"], m["status"], m["tags"]) for m in listed] == [("uses ruff for linting", "promoted", ["lint"])]
    assert cli("import", "--json", db=fresh).code == 2
    assert cli("import", "x", "--from", "nope", db=fresh).code == 2


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=80),
                min_size=1, max_size=4))
def test_any_text_survives_the_registry_front_matter(contents):
    """YAML quoting, block scalars, '---' lines and markers never change what is read back."""
    entries = [{"uid": f"u{i}", "kind": "note", "status": "pending", "content": text,
                "meta": {"note": text}} for i, text in enumerate(contents)]
    data, body = load_front_matter(render_registry("ns", entries), "registry")
    assert data["memories"] == entries
    assert body.lstrip("\n") == render_body("ns", entries)
