"""Importers from other tools, each on a fixture built from that tool's documentation.

Every importer must: land everything pending unless asked for the source's statuses,
map statuses honestly with --promote, report what it could not map, change nothing
when run again, and write nothing on --dry-run.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from core import Engine, Settings, ValidationError
from support import TESTS_DIR

FIXTURES = TESTS_DIR / "fixtures" / "interop"


def _tree(path: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(path)): (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(path.rglob("*"))
            if p.is_file()}


def _by_content(engine) -> dict[str, object]:
    return {m.content: m for m in engine.memories.list(statuses=["all"], limit=None)}


def _assert_idempotent(engine, kind, path, **kw):
    """A second run creates, updates and links nothing, and writes no audit row."""
    rows = len(engine.store.audit.recent(10_000))
    count, edges = engine.memories.count(), engine.store.edges.count()
    again = engine.interop.import_from(kind, path, **kw)
    assert again.created == [] and again.updated == [] and again.links == 0 and again.proposals == 0
    assert engine.memories.count() == count and engine.store.edges.count() == edges
    assert len(engine.store.audit.recent(10_000)) == rows
    return again


def _assert_dry_run_writes_nothing(engine, kind, path, **kw):
    report = engine.interop.import_from(kind, path, dry_run=True, **kw)
    assert report.dry_run and report.created
    assert engine.memories.count() == 0 and engine.store.edges.count() == 0 and engine.store.audit.recent() == []
    assert engine.store.proposals.list() == []
    return report


# -- Claude Code memory files -----------------------------------------------------------


@pytest.fixture
def claude_home(isolated_home) -> Path:
    projects = isolated_home / ".claude" / "projects"
    shutil.copytree(FIXTURES / "claude" / "projects", projects)
    return projects


def test_claude_code_memory_files_default_to_home_are_read_only_and_pending(engine, claude_home):
    before = _tree(claude_home)
    _assert_dry_run_writes_nothing(engine, "claude-code", None)
    report = engine.interop.import_from("claude-code", None)
    assert _tree(claude_home) == before  # never modified, not even touched
    assert report.by_status == {"pending": 6} and report.skipped == []
    assert any("MEMORY.md" in note and "index" in note for note in report.unmapped)
    memories = _by_content(engine)
    tests = next(m for c, m in memories.items() if c.startswith("Integration tests must hit a real database"))
    assert tests.kind == "feedback" and tests.summary == "never mock the database in integration tests"
    assert "**How to apply:**" in tests.content  # the body is kept whole, structure included
    assert tests.refs[0]["type"] == "file" and tests.refs[0]["id"].endswith("feedback_integration_tests.md")
    assert tests.external_id == "import:claude-code:-home-dev-shop/feedback_integration_tests.md"
    assert tests.meta["claude-code"]["project"] == "-home-dev-shop"
    kinds = {m.meta["claude-code"]["name"]: m.kind for m in memories.values()}
    assert kinds == {"User role": "user", "Integration tests use a real database": "feedback",
                     "Merge freeze": "project", "Bug tracker": "reference", "Terse summaries": "feedback",
                     "notes_without_front_matter": "note"}
    _assert_idempotent(engine, "claude-code", None)
    assert _tree(claude_home) == before


def test_claude_code_edited_file_files_a_revision_of_the_pending_memory_and_rejected_stays_rejected(
        engine, claude_home):
    engine.interop.import_from("claude-code", claude_home / "-home-dev-shop")
    assert engine.memories.count() == 4
    bug = next(m for m in engine.memories.list(limit=None) if "Linear" in m.content)
    role = next(m for m in engine.memories.list(limit=None) if "ten years" in m.content)
    engine.memories.reject([bug.id], reason="moved to Jira")
    edited = claude_home / "-home-dev-shop" / "memory" / "user_role.md"
    edited.write_text(edited.read_text(encoding="utf-8").replace("ten years", "twelve years"), encoding="utf-8")
    report = engine.interop.import_from("claude-code", claude_home / "-home-dev-shop")
    # Text never changes under a reader: the edit is a new pending revision that replaces the old one.
    (revision_id,) = report.created
    revision = engine.memories.get(revision_id)
    assert "twelve years" in revision.content and revision.meta["revision_of"] == role.id
    assert engine.memories.get(role.id).content == role.content and engine.memories.get(role.id).status == "rejected"
    assert engine.memories.get(bug.id).status == "rejected" and engine.memories.count(statuses=["pending"]) == 3


# -- CLAUDE.md / AGENTS.md --------------------------------------------------------------


def test_claude_md_one_memory_per_bullet_with_file_and_line_evidence(engine, tmp_path):
    source = tmp_path / "CLAUDE.md"
    shutil.copy(FIXTURES / "CLAUDE.md", source)
    _assert_dry_run_writes_nothing(engine, "claude-md", source, namespace="shop")
    report = engine.interop.import_from("claude-md", source, namespace="shop")
    contents = [m.content for m in engine.memories.list(namespace="shop", limit=None, newest_first=False)]
    assert contents == [
        "Run the tests with `make test`; a single file with `pytest tests/test_api.py`.",
        "Lint with `ruff check .` before every commit.",
        "Use pnpm, never npm, for the web/ package.",
        "Database migrations live in `db/migrations` and are numbered with a four-digit prefix (0001_init.sql).",
        "Never edit a migration that has been released.",
        "Branch names follow `feat/<ticket>` or `fix/<ticket>`.",
        "The API answers in UTC timestamps only.",
    ]
    assert [s["where"] for s in report.skipped] == ["CLAUDE.md:33"]  # the AWS key is refused, and said so
    assert "AWS access key" in report.skipped[0]["reason"] and "remove the secret" in report.skipped[0]["reason"]
    assert report.source_statuses == {"promoted": 8}  # the file is in force for its agent
    assert any("memdesk's own block skipped" in note for note in report.unmapped)
    pnpm = next(m for m in engine.memories.list(namespace="shop", limit=None) if m.content.startswith("Use pnpm"))
    assert pnpm.refs == [{"type": "file", "id": f"{source.resolve()}:12", "label": "CLAUDE.md line 12"}]
    assert pnpm.meta["claude-md"] == {"file": str(source.resolve()), "line": 12, "heading": "Conventions"}
    assert pnpm.kind == "convention" and pnpm.status == "pending"
    _assert_idempotent(engine, "claude-md", source, namespace="shop")
    trusted = engine.interop.import_from("claude-md", source, namespace="team", statuses=True)
    assert trusted.by_status == {"promoted": 7}


def test_an_import_says_which_control_characters_capture_removed_from_a_line(engine, tmp_path):
    source = tmp_path / "AGENTS.md"
    source.write_text("# Rules\n\n- Lint with \x1b[1mruff\x1b[0m before commits.\n- Use pnpm.\n", encoding="utf-8")
    report = engine.interop.import_from("claude-md", source)
    notes = [note for note in report.unmapped if "control character" in note]
    assert notes == ["AGENTS.md:3: 2 control characters (ESC) removed from the text as sent; the rest is stored as "
                     "given"]
    contents = sorted(m.content for m in engine.memories.list(limit=None))
    assert contents == ["Lint with [1mruff[0m before commits.", "Use pnpm."]


# -- jñāpakaṁ ---------------------------------------------------------------------------


def test_jnaapakam_backup_lands_pending_with_its_chains_filed_for_review(engine):
    backup = FIXTURES / "jnaapakam-backup.json"
    _assert_dry_run_writes_nothing(engine, "jnaapakam", backup)
    report = engine.interop.import_from("jnaapakam", backup)
    memories = _by_content(engine)
    assert report.by_status == {"pending": 7}
    assert report.source_statuses == {"archived": 1, "promoted": 5, "superseded": 1}
    old, new = memories["The preferred database is PostgreSQL"], \
        memories["The user switched to ClickHouse for analytics and retired PostgreSQL"]
    assert old.namespace == new.namespace == "project-a" and old.meta["import"]["source_status"] == "superseded"
    assert [(e.src, e.dst, e.type) for e in engine.store.edges.touching(old.id)] == [(new.id, old.id, "supersedes")]
    (proposal,) = engine.store.proposals.for_memory(new.id)
    assert proposal.target_id == old.id and proposal.rule == "amend"
    result = engine.memories.promote([old.id, new.id])  # promoting the newer one applies the source's correction
    assert result.superseded == [old.id] and engine.memories.get(old.id).superseded_by == new.id
    insight = next(m for m in memories.values() if m.kind == "insight")
    assert {engine.memories.get(e.dst).content for e in engine.store.edges.touching(insight.id)} == {
        "User prefers dark mode and vim keybindings in every editor", "User works mostly in the terminal with tmux"}
    dark = memories["User prefers dark mode and vim keybindings in every editor"]
    assert dark.tags == ["preferences", "ui"] and dark.summary == "User prefers dark mode and vim keybindings"
    assert dark.event_time == "2026-09-01T10:00:00.000000Z" and dark.importance == 0.6
    assert any("Q2 Roadmap!" in note for note in report.unmapped)
    assert any("2 generations not imported" in note for note in report.unmapped)
    assert any("agent id" in note for note in report.unmapped)
    _assert_idempotent(engine, "jnaapakam", backup)


def test_jnaapakam_with_promote_maps_statuses_and_namespace_filter(engine):
    report = engine.interop.import_from("jnaapakam", FIXTURES / "jnaapakam-backup.json", statuses=True)
    memories = _by_content(engine)
    assert report.by_status == {"archived": 1, "promoted": 5, "superseded": 1}
    old = memories["The preferred database is PostgreSQL"]
    new = memories["The user switched to ClickHouse for analytics and retired PostgreSQL"]
    assert old.status == "superseded" and old.superseded_by == new.id and old.valid_to == "2026-10-05T09:00:00.000000Z"
    assert memories["The preferred editor is VS Code"].status == "archived"
    assert [h.memory.id for h in engine.retrieval.recall("database", namespace="project-a")] == [new.id]
    assert len(report.operations) == 2
    assert engine.memories.restore([old.id]) == [old.id]  # the imported supersession is an ordinary, reversible one


def test_jnaapakam_namespace_option_keeps_one_namespace(engine):
    report = engine.interop.import_from("jnaapakam", FIXTURES / "jnaapakam-backup.json", namespace="project-a")
    assert {m.namespace for m in engine.memories.list(limit=None)} == {"project-a"} and len(report.created) == 3


# -- mneme ------------------------------------------------------------------------------


@pytest.fixture
def mneme_db(tmp_path) -> Path:
    path = tmp_path / "tokenmem.db"
    conn = sqlite3.connect(path)
    conn.executescript((FIXTURES / "mneme.sql").read_text(encoding="utf-8"))
    conn.commit()
    conn.close()
    return path


def test_mneme_database_maps_categories_levels_and_chains(engine, mneme_db):
    before = mneme_db.read_bytes()
    _assert_dry_run_writes_nothing(engine, "mneme", mneme_db)
    report = engine.interop.import_from("mneme", mneme_db, statuses=True)
    assert mneme_db.read_bytes() == before
    memories = _by_content(engine)
    skill = memories["When a migration fails in CI, run it against a copy of prod data first"]
    assert (skill.kind, skill.level, skill.importance, skill.pinned, skill.status) == ("skill", "meta", 0.9, True,
                                                                                       "promoted")
    assert skill.event_time == "2025-09-01T10:00:00.000000Z" and skill.tags == ["migrations", "ci"]
    old, new = memories["Deploys go out from the jenkins server"], \
        memories["Deploys go out from GitHub Actions since the jenkins shutdown"]
    assert old.status == "superseded" and old.superseded_by == new.id and new.session == "session-42"
    assert new.event_time == "2025-10-07T08:00:00.000000Z"  # event_time wins over created_at
    assert len(new.meta["mneme"]["prior_versions"]) == 1
    person = memories["Priya reviewed the billing PR on 2025-10-12"]
    assert (person.kind, person.level, person.status) == ("person", "trace", "stale")
    assert memories["The staging box is called kestrel"].status == "archived"
    compressed = memories["The deploy pipeline moved from Jenkins to GitHub Actions in October"]
    assert sorted(engine.memories.get(e.dst).content for e in engine.store.edges.touching(compressed.id)
                  if e.type == "derived_from") == sorted([old.content, new.content])
    notes = " | ".join(report.unmapped)
    assert "2 rows of mneme's conversations" in notes and "1 rows of mneme's goals" in notes
    assert "Team Billing!" in notes and "prior versions" in notes
    _assert_idempotent(engine, "mneme", mneme_db, statuses=True)


def test_mneme_refuses_a_database_that_is_not_mneme(engine, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    with pytest.raises(ValidationError, match="no mneme `memories` table"):
        engine.interop.import_from("mneme", other)
    (tmp_path / "junk.db").write_text("not a database")
    with pytest.raises(ValidationError, match="not a readable SQLite database"):
        engine.interop.import_from("mneme", tmp_path / "junk.db")


# -- Engram -----------------------------------------------------------------------------


def test_engram_registry_pending_by_default_and_statuses_with_promote(engine, tmp_path, db_path):
    store = tmp_path / "engram"
    shutil.copytree(FIXTURES / "engram", store)
    _assert_dry_run_writes_nothing(engine, "engram", store)
    pending = engine.interop.import_from("engram", store)
    assert pending.by_status == {"pending": 7}
    assert [s["where"] for s in pending.skipped] == []  # the VAT number is not a credential pattern
    assert any("memory-log.md" in note for note in pending.unmapped)
    memories = _by_content(engine)
    maria = next(m for c, m in memories.items() if c.startswith("Maria from the platform team"))
    assert maria.content.endswith("customer-facing incidents")  # the folded YAML line is one fact again
    assert maria.kind == "person" and maria.decay_days == 90 and maria.risk_tier == "sensitive"
    assert memories["the staging cluster runs on k3s"].decay_days == 14
    assert memories["prefers pnpm over npm"].meta["engram"]["learned_by"] == "harvest"
    _assert_idempotent(engine, "engram", store)


def test_engram_with_promote_applies_its_lifecycle(engine, tmp_path):
    report = engine.interop.import_from("engram", FIXTURES / "engram" / "memory.md", statuses=True)
    memories = _by_content(engine)
    assert report.by_status == {"pending": 1, "promoted": 3, "rejected": 1, "stale": 1, "superseded": 1}
    old, new = memories["codegraph is my primary code-graph tool"], memories["I uninstalled codegraph"]
    assert old.status == "superseded" and old.superseded_by == new.id
    assert memories["prefers pnpm over npm"].last_verified == "2026-10-01T00:00:00.000000Z"
    assert memories["VAT number is 12345678X"].status == "pending"  # Engram never approved it


# -- CLI --------------------------------------------------------------------------------


def test_cli_import_from_kinds_reports_json_and_dry_run(cli, tmp_path, claude_home):
    dry = cli("import", "--from", "jnaapakam", str(FIXTURES / "jnaapakam-backup.json"), "--dry-run", "--json")
    assert dry.code == 0 and dry.json["dry_run"] and len(dry.json["created"]) == 7
    assert cli("list", "--status", "all", "--json").json["memories"] == []
    done = cli("import", "--from", "claude-code")
    assert done.code == 0 and "imported 6 of 6 from claude-code" in done.stdout and "pending" in done.stdout
    again = cli("import", "--from", "claude-code", "--json")
    assert again.json["created"] == [] and len(again.json["already_present"]) == 6
    promoted = cli("import", "--from", "engram", str(FIXTURES / "engram"), "--promote", "--ns", "home", "--json")
    assert promoted.code == 0 and promoted.json["by_status"]["promoted"] == 3
    missing = cli("import", "--from", "claude-md", str(tmp_path / "nope.md"), "--json")
    assert missing.code == 1 and "not a file" in missing.json["error"]
    assert cli("import", "--from", "mneme", "--json").code == 1  # needs a path


def test_a_restatement_is_reported_and_a_rerun_changes_nothing(engine, tmp_path):
    known = engine.memories.remember("Use pnpm, never npm, for the web/ package.", namespace="shop")
    source = tmp_path / "AGENTS.md"
    source.write_text("- use pnpm, never npm, for the web/ package\n- a new rule\n", encoding="utf-8")
    first = engine.interop.import_from("claude-md", source, namespace="shop")
    assert [d["id"] for d in first.duplicates] == [known.id] and len(first.created) == 1
    assert engine.memories.get(known.id).restated_count == 0
    again = _assert_idempotent(engine, "claude-md", source, namespace="shop")
    assert [d["id"] for d in again.duplicates] == [known.id]


# -- memdesk backup ---------------------------------------------------------------------


def test_memdesk_backup_merges_memories_pending_matched_by_uid(engine, tmp_path, clock):
    source = Engine(tmp_path / "source.db", settings=Settings(), clock=clock)
    old = source.memories.remember("The API port is 8080", kind="infra", tags=["api"])
    source.memories.promote([old.id])
    new = source.memories.amend(old.id, "The API port is 9090")
    source.memories.promote([new.id])
    waiting = source.memories.remember("web uses vite", namespace="web")
    source.links.link(new.id, source.memories.remember("ports are in conf/app.toml").id, "related_to", weight=0.5)
    path = tmp_path / "backup.json"
    source.interop.backup(path)
    uids = {m.uid: m for m in source.memories.list(statuses=["all"], limit=None)}

    _assert_dry_run_writes_nothing(engine, "backup", path)
    mine = engine.memories.remember("this store's own memory")
    report = engine.interop.import_from("backup", path)
    assert report.by_status == {"pending": 4} and engine.memories.count() == 5
    imported = {m.uid: m for m in engine.memories.list(statuses=["all"], limit=None) if m.id != mine.id}
    assert set(imported) == set(uids)  # same identity: a second run, or restore-backup, recognises them
    assert {u: m.content for u, m in imported.items()} == {u: m.content for u, m in uids.items()}
    new_here, old_here = imported[source.memories.get(new.id).uid], imported[source.memories.get(old.id).uid]
    # A file is no approval channel: what it claims (who wrote it, its status) is kept for the reviewer.
    assert old_here.meta == {"import": {"format": "backup", "source": "cli", "source_status": "superseded",
                                        "where": old_here.meta["import"]["where"]}}
    assert old_here.source == "import:backup" and imported[source.memories.get(waiting.id).uid].namespace == "web"
    assert sorted((e.type, e.weight) for e in engine.store.edges.touching(new_here.id)) == [
        ("related_to", 0.5), ("supersedes", 1.0)]
    (proposal,) = engine.store.proposals.for_memory(new_here.id)
    assert proposal.target_id == old_here.id
    notes = " | ".join(report.unmapped)
    assert "review proposals not imported" in notes and "audit rows not imported" in notes
    assert f"agent id {source.agent_id} not adopted" in notes and engine.agent_id != source.agent_id
    _assert_idempotent(engine, "backup", path)

    third = Engine(tmp_path / "third.db", settings=Settings(), clock=clock)
    trusted = third.interop.import_from("backup", path, statuses=True)
    assert trusted.by_status == {"pending": 2, "promoted": 1, "superseded": 1}
    assert {m.uid: m.status for m in third.memories.list(statuses=["all"], limit=None)} == {
        u: m.status for u, m in uids.items()}
    source.close()
    third.close()


def test_an_invalid_memdesk_backup_is_refused_whole(engine, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "memdesk-backup", "version": 1, "memories": [{"uid": "x"}]}', encoding="utf-8")
    with pytest.raises(ValidationError, match="nothing was written"):
        engine.interop.import_from("backup", bad)
    assert engine.memories.count() == 0
