"""Issue 21: every agent client works on the first try — the command-line half.

``connect codex`` making Codex wait for memdesk, Codex hooks in ``~/.codex/hooks.json``, the
token hint for HTTP entries, ``doctor`` checking the installed client configs, and the
README's Codex section. The tool annotations are tested in
``tests/interfaces/mcp/test_tool_annotations.py``. The Codex formats these tests use are
described, with sources, in ``/work/plan/issue21-research.md``.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tomllib

import pytest

from support import REPO_ROOT

SECRET = "secret-token-0123456789abcdef"
BASE = "/opt/memdesk/bin/memdesk"
SUMMARY = "Summary:\n1. The API stays backwards compatible.\n2. The cache lives in SQLite."

# -- connect codex: required = true --------------------------------------------------------------


def test_connect_codex_writes_required_and_says_so(cli, isolated_home):
    """Item 2 (``connect codex`` writes ``required = true``, and says so).

    Codex starts a turn without servers that are not ready within its start-up grace unless
    the server is ``required``. The printed entry, the snippet and the written
    ``~/.codex/config.toml`` all carry ``required = true``, and ``--write`` tells the person so.
    """
    printed = cli("connect", "codex", "--json")
    assert printed.code == 0
    assert printed.json["entry"].get("required") is True
    assert tomllib.loads(printed.json["snippet"])["mcp_servers"]["memdesk"].get("required") is True
    written = cli("connect", "codex", "--write")
    assert written.code == 0, written.stderr
    config = tomllib.loads((isolated_home / ".codex" / "config.toml").read_text(encoding="utf-8"))
    assert config["mcp_servers"]["memdesk"].get("required") is True
    said = written.stdout + written.stderr
    assert "required = true" in said, said


# -- Codex hooks ---------------------------------------------------------------------------------

USER_HOOKS = {"hooks": {
    "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hello", "timeout": 5}]}],
    "PreToolUse": [{"matcher": "^Bash$", "hooks": [{"type": "command", "command": "./guard.sh"}]}],
    "Stop": [{"hooks": [{"type": "command", "command": "notify-send done", "statusMessage": "bye"}]}],
}}
# Events Codex reads from hooks.json (openai/codex codex-rs/config/src/hook_config.rs `HookEventsToml`).
CODEX_EVENTS = {"PreToolUse", "PermissionRequest", "PostToolUse", "PreCompact", "PostCompact", "SessionStart",
                "SessionEnd", "UserPromptSubmit", "SubagentStart", "SubagentStop", "Stop", "Interrupt"}


def codex_hooks_file(home):
    return home / ".codex" / "hooks.json"


def install_codex(cli, *extra):
    return cli("hooks", "install", "codex", "--command", BASE, *extra)


def memdesk_handlers(data: dict, event: str, verb: str) -> list[tuple[int, dict, dict]]:
    """``(group index, group, handler)`` for each handler under ``event`` whose command runs ``hooks <verb>``."""
    found = []
    for index, group in enumerate(data.get("hooks", {}).get(event, [])):
        for handler in group.get("hooks", []):
            if f"hooks {verb}" in handler.get("command", ""):
                found.append((index, group, handler))
    return found


def assert_codex_shape(data: dict) -> None:
    """The file parses the way Codex parses ``hooks.json``: events → matcher groups → command handlers."""
    assert set(data) == {"hooks"}
    assert set(data["hooks"]) <= CODEX_EVENTS
    for event, groups in data["hooks"].items():
        assert isinstance(groups, list), event
        for group in groups:
            assert isinstance(group.get("hooks"), list) and group["hooks"], (event, group)
            if "matcher" in group:
                re.compile(group["matcher"])
            for handler in group["hooks"]:
                assert handler.get("type") == "command" and handler.get("command", "").strip(), handler
                assert isinstance(handler.get("timeout", 1), int) and 1 <= handler.get("timeout", 1) <= 600, handler


def matches_all(group: dict, values: tuple[str, ...]) -> bool:
    matcher = group.get("matcher") or "*"
    return matcher == "*" or all(re.search(matcher, value) for value in values)


def test_hooks_install_codex_creates_hooks_json_with_session_start_and_compaction_hooks(cli, isolated_home,
                                                                                     db_path):
    """Item 3 (``hooks install codex``): a fresh HOME gets ``~/.codex/hooks.json`` with memdesk's two hooks.

    SessionStart (for every source: startup, resume, clear, compact) runs ``hooks session-start``
    and PostCompact (manual and auto) runs ``hooks capture-summary``, each naming the store by
    its absolute path, in the shape Codex reads. No feature flag or inline ``[hooks]`` goes into
    ``config.toml``: hooks are on by default in current Codex, and Codex warns when one layer
    has both representations.
    """
    out = install_codex(cli)
    assert out.code == 0, out.stdout + out.stderr
    data = json.loads(codex_hooks_file(isolated_home).read_text(encoding="utf-8"))
    assert_codex_shape(data)
    (start,) = memdesk_handlers(data, "SessionStart", "session-start")
    (capture,) = memdesk_handlers(data, "PostCompact", "capture-summary")
    assert matches_all(start[1], ("startup", "resume", "clear", "compact"))
    assert matches_all(capture[1], ("manual", "auto"))
    for _, _, handler in (start, capture):
        assert handler["command"].startswith(BASE) and f"--db {db_path.resolve()}" in handler["command"]
    assert not (isolated_home / ".codex" / "config.toml").exists()


def test_hooks_install_codex_merges_backs_up_is_idempotent_and_uninstall_removes_only_memdesk(cli, isolated_home):
    """Item 3 (``hooks install codex``): merge with the user's hooks, backup, idempotent re-run, uninstall.

    The user's groups keep their positions (Codex keys hook trust by ``<file>:<event>:<group
    index>:<handler index>``, so moving them would silently un-trust them); memdesk's groups go
    after them. The old file is kept as ``hooks.json.memdesk-*`` with its exact text. Running
    install again changes nothing and writes no second backup; re-installing with other options
    replaces memdesk's handler instead of adding a second one. ``hooks uninstall codex`` leaves
    exactly the user's hooks.
    """
    target = codex_hooks_file(isolated_home)
    target.parent.mkdir()
    target.write_text(json.dumps(USER_HOOKS, indent=4), encoding="utf-8")
    original = target.read_text(encoding="utf-8")

    first = install_codex(cli)
    assert first.code == 0, first.stdout + first.stderr
    data = json.loads(target.read_text(encoding="utf-8"))
    assert_codex_shape(data)
    for event, groups in USER_HOOKS["hooks"].items():
        assert data["hooks"][event][:len(groups)] == groups, event
    (start,) = memdesk_handlers(data, "SessionStart", "session-start")
    assert start[0] == len(USER_HOOKS["hooks"]["SessionStart"])  # after the user's own group
    assert len(memdesk_handlers(data, "PostCompact", "capture-summary")) == 1
    backups = sorted(target.parent.glob("hooks.json.memdesk-*"))
    assert [b.read_text(encoding="utf-8") for b in backups] == [original]

    installed = target.read_text(encoding="utf-8")
    again = install_codex(cli)
    assert again.code == 0
    assert target.read_text(encoding="utf-8") == installed
    assert sorted(target.parent.glob("hooks.json.memdesk-*")) == backups

    install_codex(cli, "--ns", "work")
    data = json.loads(target.read_text(encoding="utf-8"))
    (start,) = memdesk_handlers(data, "SessionStart", "session-start")
    assert "--ns work" in start[2]["command"]
    assert start[0] == len(USER_HOOKS["hooks"]["SessionStart"])

    removed = cli("hooks", "uninstall", "codex")
    assert removed.code == 0
    assert json.loads(target.read_text(encoding="utf-8")) == USER_HOOKS


def test_hooks_install_codex_dry_run_writes_nothing(cli, isolated_home):
    """Item 3 (``hooks install codex --dry-run``): prints exactly the file it would write; writes nothing.

    With a user's hooks.json the file and its folder are untouched (no backup either); a real
    install then writes exactly the printed text. In a fresh HOME not even ``~/.codex`` is created.
    """
    dry_fresh = install_codex(cli, "--dry-run")
    assert dry_fresh.code == 0, dry_fresh.stdout + dry_fresh.stderr
    assert not (isolated_home / ".codex").exists()

    target = codex_hooks_file(isolated_home)
    target.parent.mkdir()
    target.write_text(json.dumps(USER_HOOKS), encoding="utf-8")
    before = target.read_text(encoding="utf-8")
    dry = install_codex(cli, "--dry-run")
    assert dry.code == 0
    assert target.read_text(encoding="utf-8") == before
    assert [p.name for p in target.parent.iterdir()] == ["hooks.json"]
    printed = json.loads(dry.stdout)
    assert_codex_shape(printed)
    assert memdesk_handlers(printed, "SessionStart", "session-start")
    assert install_codex(cli).code == 0
    assert target.read_text(encoding="utf-8") == dry.stdout


def codex_rollout(path, session_id: str) -> None:
    """A Codex rollout JSONL file with two compactions (the newer summary is the one that counts)."""
    lines = [
        {"timestamp": "2026-11-30T08:00:00.000Z", "type": "session_meta",
         "payload": {"id": session_id, "cwd": "/work/app", "cli_version": "0.171.0", "source": "cli"}},
        {"timestamp": "2026-11-30T08:00:01.000Z", "type": "response_item",
         "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hello"}]}},
        {"timestamp": "2026-11-30T08:30:00.000Z", "type": "compacted",
         "payload": {"message": "An older summary.", "replacement_history": []}},
        {"timestamp": "2026-11-30T08:59:00.000Z", "type": "compacted",
         "payload": {"message": SUMMARY, "replacement_history": [
             {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hello"}]}]}},
        {"timestamp": "2026-11-30T08:59:01.000Z", "type": "event_msg", "payload": {"type": "context_compacted"}},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")


def post_compact_input(session_id: str, transcript) -> dict:
    """What Codex sends a PostCompact hook (codex-rs/hooks/src/events/compact.rs): no summary in it."""
    return {"session_id": session_id, "turn_id": "turn-7", "transcript_path": str(transcript), "cwd": "/work/app",
            "hook_event_name": "PostCompact", "model": "gpt-5.5-codex", "trigger": "auto"}


def test_capture_summary_reads_the_compaction_from_a_codex_rollout(cli, engine, monkeypatch, tmp_path):
    """Item 3 (compaction capture for Codex): the summary comes from the rollout file.

    Codex's PostCompact input carries no summary (only session, turn, transcript path, cwd,
    model, trigger); the summary is the newest ``{"type": "compacted", "payload": {"message"}}``
    line of the rollout JSONL. It is staged pending with the session as evidence, once.
    """
    rollout = tmp_path / "rollout-2026-11-30T08-00-00-019a.jsonl"
    codex_rollout(rollout, "019a-codex-session")
    payload = post_compact_input("019a-codex-session", rollout)
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    out = cli("hooks", "capture-summary", "--json")
    assert out.code == 0 and out.json["captured"], out.stdout
    memory = engine.memories.get(out.json["ids"][0])
    assert (memory.status, memory.content, memory.session) == ("pending", SUMMARY, "019a-codex-session")
    assert memory.meta["evidence"]["session_id"] == "019a-codex-session"
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    again = cli("hooks", "capture-summary", "--json").json
    assert again["ids"] == out.json["ids"] and again["stored"] == 0


def codex_session_context(stdout: str) -> str:
    """The model context Codex takes from a SessionStart hook's stdout (events/session_start.rs).

    Empty → none; JSON-looking output must be a valid SessionStart answer (else the hook fails);
    anything else is plain context.
    """
    text = stdout.strip()
    if not text:
        return ""
    if text[0] in "{[":
        answer = json.loads(text)
        assert set(answer) <= {"continue", "stopReason", "suppressOutput", "systemMessage", "hookSpecificOutput"}
        assert answer.get("continue", True) is True
        specific = answer.get("hookSpecificOutput") or {}
        assert set(specific) <= {"hookEventName", "additionalContext"}
        assert specific.get("hookEventName") == "SessionStart"
        return specific.get("additionalContext") or ""
    return text


def assert_codex_accepts_compact_output(stdout: str) -> None:
    """Compact hooks may print nothing, plain text (ignored) or a valid universal JSON answer (events/compact.rs)."""
    text = stdout.strip()
    if text and text[0] in "{[":
        answer = json.loads(text)
        assert isinstance(answer, dict)
        assert set(answer) <= {"continue", "stopReason", "suppressOutput", "systemMessage"}, answer
        assert answer.get("continue", True) is True


def test_the_installed_codex_hooks_run_as_codex_runs_them(cli, engine, tmp_path, isolated_home):
    """Item 3 (same context and capture as Claude Code): run the installed commands with Codex's inputs.

    The SessionStart command, given Codex's input on stdin (no MEMDESK_DB in the environment:
    the command names the store), answers in a form Codex turns into model context, and that
    context holds the promoted memory. The PostCompact command stages the rollout's summary
    as pending, recorded as coming from Codex, and prints nothing Codex would reject.
    """
    memory_id = engine.memories.remember("Releases are cut from the release branch").id
    engine.memories.promote([memory_id])
    installed = cli("hooks", "install", "codex")  # this memdesk, started the way the hooks start it
    assert installed.code == 0, installed.stdout + installed.stderr
    data = json.loads(codex_hooks_file(isolated_home).read_text(encoding="utf-8"))
    ((_, _, start),) = memdesk_handlers(data, "SessionStart", "session-start")
    ((_, _, capture),) = memdesk_handlers(data, "PostCompact", "capture-summary")
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(isolated_home)}
    session_input = {"session_id": "019a-e2e", "transcript_path": None, "cwd": str(tmp_path),
                     "hook_event_name": "SessionStart", "model": "gpt-5.5-codex", "permission_mode": "default",
                     "source": "startup"}
    answer = subprocess.run(start["command"], shell=True, input=json.dumps(session_input), capture_output=True,
                            text=True, env=env, timeout=60)
    assert answer.returncode == 0, answer.stderr
    assert "Releases are cut from the release branch" in codex_session_context(answer.stdout)

    rollout = tmp_path / "rollout.jsonl"
    codex_rollout(rollout, "019a-e2e")
    staged = subprocess.run(capture["command"], shell=True, input=json.dumps(post_compact_input("019a-e2e", rollout)),
                            capture_output=True, text=True, env=env, timeout=60)
    assert staged.returncode == 0, staged.stderr
    assert_codex_accepts_compact_output(staged.stdout)
    (pending,) = engine.memories.list(statuses=["pending"])
    assert pending.content == SUMMARY and pending.session == "019a-e2e"
    assert "codex" in pending.source and "claude" not in pending.source


# -- connect --http: how to export the token -------------------------------------------------------

CLIENT_NAMES = {"claude": "claude", "codex": "codex", "cursor": "cursor", "json": ""}


@pytest.mark.parametrize("client", sorted(CLIENT_NAMES))
def test_connect_http_tells_how_to_export_the_token_on_stderr(cli, monkeypatch, client):
    """Item 4 (``connect --http`` prints how to export the token for each client).

    With a token in use, the instruction (``export MEMDESK_TOKEN=…`` in the environment that
    client starts from, naming the client) goes to stderr, so stdout is exactly the config to
    paste: it parses as the client's JSON or TOML and equals the ``--json`` snippet. The token
    itself is never printed.
    """
    monkeypatch.setenv("MEMDESK_TOKEN", SECRET)
    snippet = cli("connect", client, "--http", "--json").json["snippet"]
    out = cli("connect", client, "--http")
    assert out.code == 0
    parse = tomllib.loads if client == "codex" else json.loads
    assert parse(out.stdout) == parse(snippet), out.stdout
    assert "export MEMDESK_TOKEN" in out.stderr, out.stderr
    assert CLIENT_NAMES[client] in out.stderr.lower()
    assert SECRET not in out.stdout + out.stderr


# -- doctor: installed client configs ------------------------------------------------------------


def client_findings(report: dict) -> str:
    """Every warning or failure in a doctor report, one lower-case JSON text per finding, joined."""
    found = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("status") in ("warn", "fail"):
                found.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(report)
    return "\n".join(json.dumps(node, ensure_ascii=False).lower() for node in found)


def finding_about(findings: str, *needles: str) -> bool:
    """Whether one finding (one line of :func:`client_findings`) mentions every needle."""
    return any(all(needle.lower() in line for needle in needles) for line in findings.splitlines())


def write_codex_http_entry(home, *, token_variable: bool) -> None:
    path = home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    extra = 'bearer_token_env_var = "MEMDESK_TOKEN"\n' if token_variable else ""
    path.write_text('model = "gpt-5.5-codex"\n\n[mcp_servers.memdesk]\nurl = "http://127.0.0.1:8765/mcp"\n'
                    f"{extra}\n[mcp_servers.docs]\ncommand = \"docs-mcp\"\n", encoding="utf-8")


@pytest.mark.parametrize("case", ["variable named but not set", "token in use but no variable named"])
def test_doctor_reports_a_codex_http_entry_without_the_token_variable(cli, engine, isolated_home, monkeypatch, case):
    """Item 4 (``doctor`` reports a Codex HTTP entry that cannot connect for want of the token).

    Two ways to get there: ``~/.codex/config.toml`` names ``bearer_token_env_var =
    "MEMDESK_TOKEN"`` but the variable is not set (Codex then drops memdesk silently), or a
    token is in use (``MEMDESK_TOKEN`` set) and the entry names no variable (Codex then sends
    no token and is refused). Either way doctor warns, naming the file and ``MEMDESK_TOKEN``.
    """
    if case == "variable named but not set":
        write_codex_http_entry(isolated_home, token_variable=True)
    else:
        monkeypatch.setenv("MEMDESK_TOKEN", SECRET)
        write_codex_http_entry(isolated_home, token_variable=False)
    report = cli("doctor", "--json")
    assert report.code in (0, 1)
    findings = client_findings(report.json)
    assert finding_about(findings, ".codex/config.toml", "MEMDESK_TOKEN"), findings
    assert SECRET.lower() not in report.stdout.lower()


def test_doctor_reports_a_stale_memdesk_executable_and_keeps_quiet_about_a_good_entry(cli, engine, isolated_home,
                                                                                      tmp_path, db_path):
    """Item 4 (``doctor`` reports a stale path to the ``memdesk`` executable in a client config).

    ``~/.cursor/mcp.json`` starts memdesk from a virtualenv that is gone: doctor warns, naming
    the file and the missing executable. ``~/.claude.json``, written by ``connect claude
    --write`` for this store, is fine and draws no warning; nor do other servers in the files.
    """
    gone = tmp_path / "old-venv" / "bin" / "memdesk"
    cursor = isolated_home / ".cursor" / "mcp.json"
    cursor.parent.mkdir()
    cursor.write_text(json.dumps({"mcpServers": {
        "memdesk": {"command": str(gone), "args": ["--db", str(db_path.resolve()), "mcp"]},
        "github": {"command": "/nowhere/gh-mcp"},
    }}), encoding="utf-8")
    assert cli("connect", "claude", "--write").code == 0
    findings = client_findings(cli("doctor", "--json").json)
    assert finding_about(findings, ".cursor/mcp.json", str(gone)), findings
    assert ".claude.json" not in findings
    assert "gh-mcp" not in findings


def test_doctor_reports_a_client_entry_whose_store_does_not_exist(cli, engine, isolated_home, tmp_path):
    """Item 4 (``doctor`` reports a store path that does not exist).

    ``~/.claude.json`` runs this memdesk (an executable that exists) on a ``--db`` that is not
    there: the agent would get a new, empty store instead of the person's memories. Doctor
    warns, naming the file and the missing store.
    """
    missing = tmp_path / "moved-away" / "memdesk.db"
    (isolated_home / ".claude.json").write_text(json.dumps({"numStartups": 3, "mcpServers": {"memdesk": {
        "type": "stdio", "command": sys.executable, "args": ["-m", "core.interfaces.cli", "--db", str(missing), "mcp"],
        "env": {"PYTHONPATH": str(REPO_ROOT)}}}}), encoding="utf-8")
    findings = client_findings(cli("doctor", "--json").json)
    assert finding_about(findings, ".claude.json", str(missing)), findings


# -- README ----------------------------------------------------------------------------------------


def test_readme_describes_codex_hooks_instead_of_saying_there_are_none():
    """Item 3 (the README's "Codex has no session-start hook" is corrected).

    The Codex paragraph no longer claims Codex has no session-start hook, and it documents
    ``memdesk hooks install codex`` and ``~/.codex/hooks.json``.
    """
    readme = " ".join((REPO_ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "no session-start hook" not in readme
    assert "memdesk hooks install codex" in readme
    assert "~/.codex/hooks.json" in readme
