"""What doctor reads in the agent clients' configs: each memdesk entry, and what would stop it connecting."""

from __future__ import annotations

import json
import sys

from core.agents.client_configs import check_client_configs
from support import REPO_ROOT


def problems(home, tmp_path, **kwargs) -> dict[str, list[str]]:
    return {f.file.name: f.problems for f in check_client_configs(home=home, cwd=tmp_path, **kwargs)}


def write_json(path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def good_stdio(db) -> dict:
    return {"command": sys.executable, "args": ["-m", "core.interfaces.cli", "--db", str(db), "mcp"],
            "env": {"PYTHONPATH": str(REPO_ROOT)}}


def test_entries_that_can_connect_draw_no_problem(isolated_home, tmp_path, db_path):
    db_path.touch()
    write_json(isolated_home / ".claude.json", {"mcpServers": {"memdesk": {"type": "stdio", **good_stdio(db_path)}}})
    write_json(isolated_home / ".cursor" / "mcp.json", {"mcpServers": {"memdesk": {
        "url": "http://127.0.0.1:8765/mcp", "headers": {"Authorization": "Bearer ${env:MEMDESK_TOKEN}"}}}})
    (isolated_home / ".codex").mkdir()
    (isolated_home / ".codex" / "config.toml").write_text(
        '[mcp_servers.memdesk]\nurl = "http://127.0.0.1:8765/mcp"\nbearer_token_env_var = "MEMDESK_TOKEN"\n'
        'required = true\n', encoding="utf-8")
    found = problems(isolated_home, tmp_path, token_in_use=True, environ={"MEMDESK_TOKEN": "t" * 20, "PATH": ""})
    assert found == {".claude.json": [], "mcp.json": [], "config.toml": []}


def test_other_servers_are_not_looked_at_and_no_config_means_no_finding(isolated_home, tmp_path):
    assert check_client_configs(home=isolated_home, cwd=tmp_path, token_in_use=False) == []
    write_json(isolated_home / ".cursor" / "mcp.json", {"mcpServers": {"github": {"command": "/nowhere/gh-mcp"}}})
    assert check_client_configs(home=isolated_home, cwd=tmp_path, token_in_use=False) == []


def test_a_memdesk_entry_under_another_name_and_a_per_project_entry_are_checked(isolated_home, tmp_path):
    write_json(isolated_home / ".claude.json", {"projects": {"/work/app": {"mcpServers": {
        "memory": {"command": "/old/venv/bin/memdesk", "args": ["mcp"]},
        "notes": {"type": "http", "url": "http://127.0.0.1:8765/mcp"}}}}})
    found = problems(isolated_home, tmp_path, token_in_use=True, environ={})
    # "notes" is memdesk neither by name nor by command, so its missing token is not memdesk's business.
    (stale,) = found[".claude.json"]
    assert "projects[/work/app].mcpServers.memory" in stale and "/old/venv/bin/memdesk" in stale


def test_a_header_variable_that_is_not_set_and_a_missing_token_are_reported(isolated_home, tmp_path):
    write_json(tmp_path / ".mcp.json", {"mcpServers": {"memdesk": {
        "type": "http", "url": "http://127.0.0.1:8765/mcp", "headers": {"Authorization": "Bearer ${MY_TOKEN}"}}}})
    write_json(isolated_home / ".cursor" / "mcp.json", {"mcpServers": {"memdesk": {"url": "http://127.0.0.1:8765/mcp"}}})
    found = problems(isolated_home, tmp_path, token_in_use=True, environ={})
    assert "MY_TOKEN" in found[".mcp.json"][0]
    assert "no Authorization header" in found["mcp.json"][0]
    quiet = problems(isolated_home, tmp_path, token_in_use=False, environ={"MY_TOKEN": "x"})
    assert quiet == {".mcp.json": [], "mcp.json": []}


def test_a_python_entry_running_the_old_module_path_and_a_missing_store_are_reported(isolated_home, tmp_path):
    write_json(isolated_home / ".cursor" / "mcp.json", {"mcpServers": {"memdesk": {
        "command": sys.executable, "args": ["-m", "core.cli", "--db", str(tmp_path / "gone.db"), "mcp"],
        "env": {"PYTHONPATH": str(REPO_ROOT)}}}})
    (module, store) = problems(isolated_home, tmp_path, token_in_use=False)["mcp.json"]
    assert "python -m core.cli" in module and "core.interfaces.cli" in module
    assert str(tmp_path / "gone.db") in store


def test_a_codex_entry_without_required_and_an_unreadable_config_are_reported(isolated_home, tmp_path, db_path):
    db_path.touch()
    (isolated_home / ".codex").mkdir()
    (isolated_home / ".codex" / "config.toml").write_text(
        f'[mcp_servers.memdesk]\ncommand = "{sys.executable}"\nargs = ["-m", "core.interfaces.cli", "--db", '
        f'"{db_path}", "mcp"]\nenv = {{ PYTHONPATH = "{REPO_ROOT}" }}\n', encoding="utf-8")
    (isolated_home / ".claude.json").write_text("{ not json", encoding="utf-8")
    found = problems(isolated_home, tmp_path, token_in_use=False)
    assert len(found["config.toml"]) == 1 and "required = true" in found["config.toml"][0]
    assert "not readable JSON" in found[".claude.json"][0]
