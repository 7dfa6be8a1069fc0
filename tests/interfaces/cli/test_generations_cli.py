"""The CLI for identity, generations, backup and restore: JSON shapes, exit codes, files read."""

from __future__ import annotations

import json

from support.generations import LARGE, SMALL


def write_json(path, data) -> str:
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def seed(cli) -> None:
    for text, kind in (("The primary database is PostgreSQL", "project"), ("The editor is neovim", "tooling")):
        assert cli("remember", text, "--kind", kind).code == 0
    assert cli("promote", "1", "2").code == 0


def test_init_dir_writes_the_three_templates_and_never_overwrites(cli, tmp_path):
    soul = tmp_path / "soul"
    soul.mkdir()
    (soul / "SOUL.md").write_text("# mine\n", encoding="utf-8")
    result = cli("init", str(soul), "--json")
    assert result.code == 0
    data = result.json
    assert data["written"] == ["IDENTITY.md", "MEMORY.md"] and data["kept"] == ["SOUL.md"]
    assert (soul / "SOUL.md").read_text(encoding="utf-8") == "# mine\n"
    assert data["agent_id"] in (soul / "IDENTITY.md").read_text(encoding="utf-8")
    assert cli("init", str(soul), "--json").json["written"] == []
    assert "agent_id" in cli("init", "--json").json


def test_agent_shows_the_identity_and_the_current_generation(cli):
    data = cli("agent", "--json").json
    assert data["agent_id"].startswith("urn:memdesk:agent:") and data["current_generation"] is None
    assert cli("agent", "--json").json["agent_id"] == data["agent_id"]


def test_the_whole_migration_flow_from_the_command_line(cli, tmp_path):
    seed(cli)
    soul = tmp_path / "soul"
    cli("init", str(soul))
    (soul / "notes.txt").write_text("never read", encoding="utf-8")
    canary = write_json(tmp_path / "canary.json", [{"question": "which editor", "expect": "neovim"}])

    created = cli("generation", "create", "--label", "small box", "--manifest",
                  write_json(tmp_path / "g1.json", SMALL), "--json")
    assert created.code == 0 and created.json == {"generation": 1, "status": "staged", "parent": None,
                                                   "label": "small box"}
    sealed = cli("generation", "seal", "1", "--soul-dir", str(soul), "--probe", "primary database", "editor",
                 "--canary", canary, "--json")
    assert sealed.code == 0
    assert set(sealed.json) >= {"generation", "content_digest", "state_digest", "records"}
    assert sealed.json["records"] == 2 and sorted(sealed.json["soul"]) == ["IDENTITY.md", "MEMORY.md", "SOUL.md"]
    assert sealed.json["probes"] == 2 and sealed.json["canaries"] == 1

    validated = cli("generation", "validate", "1", "--soul-dir", str(soul), "--json")
    assert validated.code == 0 and validated.json["passed"] is True
    assert {n: c["status"] for n, c in validated.json["checks"].items()} == {
        "identity": "pass", "memory": "pass", "semantic_state": "pass", "recall": "pass", "soul": "pass",
        "context": "skipped", "behavioral": "pass"}
    assert cli("generation", "promote", "1", "--json").json["current"] == 1

    assert cli("generation", "create", "--manifest", write_json(tmp_path / "g2.json", LARGE), "--json").json[
        "parent"] == 1
    cli("generation", "seal", "2", "--soul-dir", str(soul))
    (soul / "SOUL.md").write_text("# changed after the seal\n", encoding="utf-8")
    failed = cli("generation", "validate", "2", "--soul-dir", str(soul), "--json")
    assert failed.code == 1 and failed.json["passed"] is False
    assert failed.json["checks"]["soul"]["status"] == "fail"
    human = cli("generation", "validate", "2", "--soul-dir", str(soul))
    assert human.code == 1 and "continuity failed" in human.stdout

    refused = cli("generation", "promote", "2", "--json")
    assert refused.code == 1 and refused.json["code"] == "not_validated"
    assert cli("agent", "--json").json["current_generation"] == 1
    forced = cli("generation", "promote", "2", "--force", "--json")
    assert forced.code == 0 and forced.json["forced"] is True

    listing = cli("generation", "list", "--json").json
    assert listing["current"] == 2
    assert [{k: g[k] for k in ("id", "parent", "status", "current")} for g in listing["generations"]] == [
        {"id": 1, "parent": None, "status": "promoted", "current": False},
        {"id": 2, "parent": 1, "status": "promoted", "current": True}]
    assert "forced" in listing["generations"][1]["marks"]

    diff = cli("generation", "diff", "1", "2", "--json").json
    assert (diff["from"], diff["to"]) == (1, 2)
    assert {"path": "inference.model", "old": "small-9b", "new": "large-70b", "change": "changed"} in diff["manifest"]
    assert diff["soul"]["SOUL.md"]["status"] == "unchanged"  # both seals read the same bytes
    assert set(diff["memories"]) >= {"added", "removed", "changed"}
    text = cli("generation", "diff", "1", "2").stdout
    assert "inference.model" in text and "small-9b" in text and "large-70b" in text and "hardware.vram_gb" in text

    rolled = cli("generation", "rollback", "1", "--json")
    assert rolled.code == 0 and rolled.json["current"] == 1 and rolled.json["from"] == 2
    shown = cli("generation", "show", "2", "--json").json
    assert shown["status"] == "promoted" and shown["log"][-1]["action"] == "rolled_back"
    assert "text" not in json.dumps(shown["seal"]["soul"])
    assert cli("generation", "reject", "1", "--json").json["code"] == "reject_current"
    assert "rolled back from 2 to 1" in cli("generation", "show", "1").stdout


def test_refused_manifests_exit_1_with_a_code_and_store_nothing(cli, tmp_path):
    bad = write_json(tmp_path / "bad.json", {"inference": {"api_key": "x"}})
    result = cli("generation", "create", "--manifest", bad, "--json")
    assert result.code == 1 and result.json["code"] == "manifest_credential"
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({"x": "a" * 40000}), encoding="utf-8")
    assert cli("generation", "create", "--manifest", str(huge), "--json").json["code"] == "manifest_too_large"
    missing = cli("generation", "create", "--manifest", str(tmp_path / "nope.json"), "--json")
    assert missing.code == 1 and "cannot read" in missing.json["error"]
    assert cli("generation", "list", "--json").json == {"generations": [], "current": None}


def test_generation_without_an_action_is_a_usage_error(cli):
    assert cli("generation").code == 2
    assert cli("generation", "show", "abc").code == 2
    assert cli("generation", "show", "9", "--json").json["code"] == "not_found"


def test_backup_and_restore_backup_from_the_command_line(cli, tmp_path):
    seed(cli)
    cli("generation", "create")
    cli("generation", "seal", "1")
    path = tmp_path / "backup.json"
    backed = cli("backup", str(path), "--json")
    assert backed.code == 0 and backed.json["path"] == str(path) and backed.json["memories"] == 2
    assert cli("backup", str(path), "--json").json["code"] == "backup_exists"

    fresh = tmp_path / "fresh.db"
    restored = cli("restore-backup", str(path), "--json", db=fresh)
    assert restored.code == 0
    assert restored.json["restored"] == 2 and restored.json["agent_id"] == cli("agent", "--json").json["agent_id"]
    assert cli("agent", "--json", db=fresh).json["agent_id"] == restored.json["agent_id"]
    assert cli("generation", "validate", "1", "--json", db=fresh).json["passed"] is True

    document = json.loads(path.read_text())
    document["memories"][0]["content"] = 42
    broken = write_json(tmp_path / "broken.json", document)
    other = tmp_path / "other.db"
    failed = cli("restore-backup", broken, "--json", db=other)
    assert failed.code == 1 and failed.json["code"] == "invalid_backup"
    assert cli("list", "--status", "all", "--json", db=other).json["memories"] == []
