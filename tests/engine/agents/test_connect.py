"""``memdesk connect``: the printed configuration, and careful edits of each client's file (isolated HOME)."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

import pytest

from core.agents.connect import build_config, write_config


@pytest.mark.sqlite_only
def test_stdio_entries_run_this_memdesk_on_this_store(cli, db_path):
    result = cli("connect", "claude", "--json")
    assert result.code == 0
    entry = result.json["entry"]
    assert entry["type"] == "stdio" and entry["command"] == sys.executable
    assert entry["args"] == ["-m", "core.interfaces.cli", "--db", str(db_path.resolve()), "mcp"]
    assert "PYTHONPATH" in entry["env"]  # this checkout is not installed, so the client must be told where it is
    assert json.loads(result.json["snippet"]) == {"mcpServers": {"memdesk": entry}}


def test_http_entries_name_the_token_variable_never_the_token(cli, monkeypatch):
    monkeypatch.setenv("MEMDESK_TOKEN", "secret-token-0123456789abcdef")
    claude = cli("connect", "claude", "--http", "--json").json
    cursor = cli("connect", "cursor", "--http", "--json").json
    codex = cli("connect", "codex", "--http", "--url", "http://127.0.0.1:9000/mcp", "--json").json
    assert claude["entry"] == {"type": "http", "url": "http://127.0.0.1:8765/mcp",
                               "headers": {"Authorization": "Bearer ${MEMDESK_TOKEN}"}}
    assert cursor["entry"]["headers"] == {"Authorization": "Bearer ${env:MEMDESK_TOKEN}"}
    # required = true over HTTP too: without the token (or the daemon) Codex says so instead of dropping memdesk.
    assert tomllib.loads(codex["snippet"]) == {"mcp_servers": {"memdesk": {
        "url": "http://127.0.0.1:9000/mcp", "bearer_token_env_var": "MEMDESK_TOKEN", "required": True}}}
    for data in (claude, cursor, codex):
        assert "secret-token" not in json.dumps(data)


def test_write_keeps_other_servers_backs_up_and_is_idempotent(cli, isolated_home):
    target = isolated_home / ".claude.json"
    original = {"numStartups": 7, "mcpServers": {"github": {"command": "gh-mcp"}}, "projects": {"/x": {}}}
    target.write_text(json.dumps(original), encoding="utf-8")
    first = cli("connect", "claude", "--write", "--json")
    assert first.code == 0 and first.json["action"] == "added"
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["mcpServers"]["github"] == {"command": "gh-mcp"} and written["projects"] == {"/x": {}}
    assert written["mcpServers"]["memdesk"] == first.json["entry"]
    assert json.loads(Path(first.json["backup"]).read_text(encoding="utf-8")) == original
    # One pattern for every file memdesk backs up before editing it (the hooks' too): NAME.memdesk-STAMP.bak
    assert re.fullmatch(r"\.claude\.json\.memdesk-\d{8}T\d{6}\.bak", Path(first.json["backup"]).name)
    again = cli("connect", "claude", "--write", "--json")
    assert again.json["action"] == "unchanged" and again.json["backup"] is None


def test_write_creates_a_missing_file_and_refuses_a_broken_one(cli, isolated_home):
    created = cli("connect", "cursor", "--write", "--json")
    assert created.json["action"] == "added"
    assert "memdesk" in json.loads((isolated_home / ".cursor" / "mcp.json").read_text())["mcpServers"]
    broken = isolated_home / ".claude.json"
    broken.write_text("{ not json", encoding="utf-8")
    refused = cli("connect", "claude", "--write")
    assert refused.code == 1 and "not valid JSON" in refused.stderr
    assert broken.read_text(encoding="utf-8") == "{ not json"


def test_codex_toml_edit_replaces_only_the_memdesk_table(cli, isolated_home):
    target = isolated_home / ".codex" / "config.toml"
    target.parent.mkdir()
    target.write_text('model = "o4"\n\n[mcp_servers.memdesk]\ncommand = "old"\n\n[mcp_servers.memdesk.env]\n'
                      'X = "1"\n\n[mcp_servers.docs]\ncommand = "docs-mcp"\nargs = ["--fast"]\n', encoding="utf-8")
    result = cli("connect", "codex", "--write", "--json")
    assert result.code == 0 and result.json["action"] == "updated"
    parsed = tomllib.loads(target.read_text(encoding="utf-8"))
    assert parsed["model"] == "o4"
    assert parsed["mcp_servers"]["docs"] == {"command": "docs-mcp", "args": ["--fast"]}
    assert parsed["mcp_servers"]["memdesk"] == result.json["entry"]


def test_json_needs_a_file_to_write(db_path, tmp_path):
    config = build_config("json", db_path)
    with pytest.raises(Exception, match="--file"):
        write_config(config)
    outcome = write_config(config, tmp_path / "servers.json")
    assert json.loads((tmp_path / "servers.json").read_text())["mcpServers"]["memdesk"] == config.entry
    assert outcome["action"] == "added"


@pytest.mark.postgres
def test_a_postgresql_store_goes_in_the_environment_never_the_arguments(cli, pg_store_url):
    """A URL may carry a password, and a client's arguments show in every process list."""
    entry = cli("connect", "claude", "--json", db=pg_store_url).json["entry"]
    assert entry["args"] == ["-m", "core.interfaces.cli", "mcp"]
    assert entry["env"]["MEMDESK_DB"] == pg_store_url.url


@pytest.mark.sqlite_only
def test_an_installed_memdesk_script_is_named_by_its_absolute_path(db_path, tmp_path, monkeypatch):
    from core.agents.connect import stdio_command

    script = tmp_path / "venv" / "bin" / "memdesk"
    script.parent.mkdir(parents=True)
    script.write_text("#!/usr/bin/env python\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", [str(script), "connect", "claude"])
    command, args, env = stdio_command(db_path, namespace="team")
    assert (command, env) == (str(script), {})
    assert args == ["--db", str(db_path.resolve()), "mcp", "--ns", "team"]
