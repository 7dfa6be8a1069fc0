"""Coding-agent hooks: Claude Code settings merged safely, context at session start, summaries captured."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from core import ValidationError
from core.agents import hook_events, hooks

BASE = "/opt/memdesk/bin/memdesk"
OTHER_HOOKS = {
    "permissions": {"allow": ["Bash(npm test)"]},
    "hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hello"}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh"}]}],
    },
}


def install(cli, project, *extra):
    return cli("hooks", "install", "claude", "--scope", "project", "--project-dir", str(project),
               "--command", BASE, *extra)


@pytest.mark.sqlite_only
def test_dry_run_prints_exactly_the_settings_it_would_write(cli, tmp_path, db_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(OTHER_HOOKS), encoding="utf-8")
    before = settings.read_text(encoding="utf-8")
    dry = install(cli, tmp_path, "--dry-run")
    assert dry.code == 0
    assert settings.read_text(encoding="utf-8") == before  # nothing written
    printed = json.loads(dry.stdout)
    session = printed["hooks"]["SessionStart"]
    assert session[0] == OTHER_HOOKS["hooks"]["SessionStart"][0]  # the other hook is kept, first
    assert session[1]["hooks"][0]["command"] == f"{BASE} --db {db_path.resolve()} hooks session-start"
    assert printed["hooks"]["PostCompact"][0]["hooks"][0]["command"].endswith("hooks capture-summary")
    assert printed["hooks"]["PreToolUse"] == OTHER_HOOKS["hooks"]["PreToolUse"]
    assert printed["permissions"] == OTHER_HOOKS["permissions"]
    real = install(cli, tmp_path)
    assert real.code == 0
    assert settings.read_text(encoding="utf-8") == dry.stdout  # exactly what the dry run showed


@pytest.mark.sqlite_only
def test_install_backs_up_merges_without_duplicates_and_uninstall_removes_only_memdesk(cli, tmp_path, db_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(OTHER_HOOKS, indent=4), encoding="utf-8")
    original = settings.read_text(encoding="utf-8")
    first = install(cli, tmp_path, "--json").json
    assert first["written"] and first["backup"]
    backups = list(settings.parent.glob("settings.json.memdesk-*.bak"))
    assert [b.name[len("settings.json.memdesk-"):-len(".bak")].isalnum() for b in backups] == [True]
    assert [b.read_text(encoding="utf-8") for b in backups] == [original]
    again = install(cli, tmp_path, "--json").json
    assert again["changed"] is False and again["written"] is False
    assert len(list(settings.parent.glob("*.bak"))) == 1
    data = json.loads(settings.read_text(encoding="utf-8"))
    commands = [h["command"] for g in data["hooks"]["SessionStart"] for h in g["hooks"]]
    assert commands.count(f"{BASE} --db {db_path.resolve()} hooks session-start") == 1
    # a re-install with other options replaces memdesk's entry instead of adding a second one
    install(cli, tmp_path, "--ns", "work")
    data = json.loads(settings.read_text(encoding="utf-8"))
    memdesk = [h["command"] for g in data["hooks"]["SessionStart"] for h in g["hooks"] if "memdesk" in h["command"]]
    assert len(memdesk) == 1 and "--ns work" in memdesk[0]
    removed = cli("hooks", "uninstall", "claude", "--scope", "project", "--project-dir", str(tmp_path), "--json").json
    assert removed["written"]
    assert json.loads(settings.read_text(encoding="utf-8")) == OTHER_HOOKS


def test_install_into_a_missing_file_creates_it_and_refuses_a_broken_one(cli, tmp_path):
    out = install(cli, tmp_path, "--json")
    assert out.code == 0 and out.json["backup"] is None
    assert set(json.loads((tmp_path / ".claude" / "settings.json").read_text())["hooks"]) == {"SessionStart",
                                                                                           "PostCompact"}
    broken = tmp_path / "broken"
    (broken / ".claude").mkdir(parents=True)
    (broken / ".claude" / "settings.json").write_text("{ not json", encoding="utf-8")
    refused = install(cli, broken, "--json")
    assert refused.code == 1 and refused.json["code"] == "invalid_settings"
    assert (broken / ".claude" / "settings.json").read_text(encoding="utf-8") == "{ not json"


def test_user_scope_writes_under_home(cli, isolated_home):
    assert install_user(cli).code == 0
    assert (isolated_home / ".claude" / "settings.json").exists()


def install_user(cli):
    return cli("hooks", "install", "claude", "--command", BASE)


def feed(monkeypatch, payload) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload) if not isinstance(payload, str) else payload))


def test_session_start_prints_the_context_block_as_claude_code_expects(cli, engine, monkeypatch):
    memory_id = engine.memories.remember("The team writes commit messages in the imperative").id
    engine.memories.promote([memory_id])
    engine.agents.pin([memory_id])
    feed(monkeypatch, {"session_id": "abc", "hook_event_name": "SessionStart", "source": "startup"})
    out = cli("hooks", "session-start")
    assert out.code == 0
    answer = json.loads(out.stdout)
    context = answer["hookSpecificOutput"]["additionalContext"]
    assert answer["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    assert "<!-- memdesk:begin -->" in context and f"(#{memory_id}, pinned)" in context
    assert "When to recall" in context
    feed(monkeypatch, "")
    assert "<!-- memdesk:begin -->" in cli("hooks", "session-start", "--format", "text").stdout


SUMMARY = "Summary:\n1. The user wants the API to stay backwards compatible.\n2. We chose SQLite for the cache."


def test_capture_summary_stages_the_summary_pending_with_the_session_as_evidence(cli, engine, monkeypatch):
    payload = {"session_id": "sess-42", "hook_event_name": "PostCompact", "trigger": "auto",
               "compact_summary": SUMMARY, "transcript_path": "/nowhere.jsonl"}
    feed(monkeypatch, payload)
    out = cli("hooks", "capture-summary", "--json")
    assert out.code == 0 and out.json["captured"] and out.json["stored"] == 1
    memory = engine.memories.get(out.json["ids"][0])
    assert memory.status == "pending" and memory.session == "sess-42" and memory.source == "hook:claude-code"
    assert {"type": "session", "id": "sess-42", "label": "Claude Code session"} in memory.refs
    assert memory.meta["evidence"]["session_id"] == "sess-42" and memory.meta["evidence"]["trigger"] == "auto"
    assert memory.content.startswith("Summary:")
    history = engine.memories.show(memory.id).to_dict()["history"]
    assert history[0]["actor"] == "agent:claude-code"  # a person's plain `undo` never reverses it by surprise
    feed(monkeypatch, payload)  # the hook fires again
    again = cli("hooks", "capture-summary", "--json").json
    assert again["ids"] == out.json["ids"] and again["stored"] == 0


def test_capture_summary_says_on_its_plain_line_what_it_removed_from_the_summary(cli, monkeypatch):
    feed(monkeypatch, {"session_id": "sess-43", "hook_event_name": "PostCompact",
                       "compact_summary": SUMMARY.replace("SQLite", "SQLite\x1b[0m")})
    out = cli("hooks", "capture-summary")
    assert out.code == 0 and "staged the compaction summary as #" in out.stdout
    assert "1 control character (ESC) removed from the text as sent" in out.stdout


def test_capture_summary_reads_the_transcript_when_the_input_has_no_summary(cli, engine, monkeypatch, tmp_path):
    transcript = tmp_path / "session.jsonl"
    lines = [{"type": "user", "message": {"role": "user", "content": "hello"}},
             {"type": "user", "isCompactSummary": True,
              "message": {"role": "user", "content": [{"type": "text", "text": "Older summary"}]}},
             {"type": "user", "isCompactSummary": True, "message": {"role": "user", "content": SUMMARY}}]
    transcript.write_text("\n".join(json.dumps(line) for line in lines) + "\n{partial", encoding="utf-8")
    feed(monkeypatch, {"session_id": "s1", "transcript_path": str(transcript), "hook_event_name": "PostCompact"})
    out = cli("hooks", "capture-summary", "--json").json
    assert engine.memories.get(out["ids"][0]).content == SUMMARY


def test_a_long_summary_becomes_linked_parts_and_no_summary_stages_nothing(engine, monkeypatch, cli):
    long_summary = "\n\n".join(f"Section {n}. " + "The details of this part. " * 150 for n in range(6))
    result = engine.agents.capture_summary({"session_id": "s2", "compact_summary": long_summary})
    assert len(result.items) > 1
    longest = engine.settings.capture.max_content_chars
    assert all(len(engine.memories.get(r.id).content) <= longest for r in result.items)
    assert {(e.dst, e.type) for e in result.edges} == {(result.items[0].id, "related_to")}
    assert sum(len(engine.memories.get(r.id).content) for r in result.items) >= len(long_summary) - 20
    feed(monkeypatch, {"session_id": "s3", "hook_event_name": "PostCompact"})
    out = cli("hooks", "capture-summary", "--json")
    assert out.code == 0 and out.json["captured"] is False
    feed(monkeypatch, {"compact_summary": SUMMARY})
    missing = cli("hooks", "capture-summary", "--json")
    assert missing.code == 1 and missing.json["code"] == "invalid_hook_input"


def test_merge_helpers_keep_foreign_groups_untouched():
    current = {"hooks": {"SessionStart": [{"hooks": []}, "odd entry"]}}
    merged = hooks.merged_settings(current, hooks.memdesk_entries(BASE))
    assert merged["hooks"]["SessionStart"][:2] == [{"hooks": []}, "odd entry"]
    assert hooks.merged_settings(merged, None) == current
    with pytest.raises(ValidationError):
        hook_events.read_hook_input("[1, 2]")


def test_instructions_say_when_to_recall_what_to_keep_and_that_capture_is_reviewed(cli):
    out = cli("instructions")
    assert out.code == 0
    for phrase in ("When to recall", "worth remembering", "pending", "never instructions"):
        assert phrase in out.stdout
    assert cli("instructions", "--json").json["instructions"] == out.stdout


def test_the_installed_commands_run_as_claude_code_would_run_them(cli, engine, tmp_path, isolated_home):
    memory_id = engine.memories.remember("Releases are cut from the release branch").id
    engine.memories.promote([memory_id])
    dry = cli("hooks", "install", "claude", "--scope", "project", "--project-dir", str(tmp_path), "--dry-run",
              "--json").json
    groups = dry["settings"]["hooks"]
    start = groups["SessionStart"][0]["hooks"][0]["command"]
    capture = groups["PostCompact"][0]["hooks"][0]["command"]
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(isolated_home)}  # no MEMDESK_DB: the command names the store
    answer = subprocess.run(start, shell=True, input=json.dumps({"session_id": "e2e", "source": "startup"}),
                            capture_output=True, text=True, env=env, timeout=60)
    assert answer.returncode == 0, answer.stderr
    assert "Releases are cut from the release branch" in json.loads(answer.stdout)["hookSpecificOutput"][
        "additionalContext"]
    staged = subprocess.run(capture, shell=True, input=json.dumps({"session_id": "e2e", "compact_summary": SUMMARY}),
                            capture_output=True, text=True, env=env, timeout=60)
    assert staged.returncode == 0, staged.stderr
    assert [m.content for m in engine.memories.list(statuses=["pending"])] == [SUMMARY]
