"""``memdesk mcp`` as a real stdio subprocess, several at once, and forwarding to a running daemon.

Clients that open with ``initialize`` (``mode="legacy"``: Claude Code, Codex, Cursor) are
served by the stdio loop; the SDK client's default (``auto``) opens with ``server/discover``
and is handed to the SDK server. Tests that matter for both run in both modes.
"""

from __future__ import annotations

import os

import anyio
import pytest
from mcp import Client
from mcp.types import Implementation

from core import Engine, Settings
from core.interfaces.serving.daemon import daemon_status, read_request_log, start_daemon, stop_daemon
from support.mcp import memdesk_env, stdio_params

MODES = pytest.mark.parametrize("mode", ["legacy", "auto"])


@MODES
def test_a_stdio_server_serves_tools_errors_and_resources(tmp_path, isolated_home, mode):
    db = tmp_path / "store.db"

    async def scenario():
        async with Client(stdio_params(db, isolated_home), client_info=Implementation(name="Inspector", version="1"),
                          read_timeout_seconds=30, mode=mode) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            missing = await client.call_tool("remember", {})
            staged = await client.call_tool("remember", {"content": "tests run with pytest -q", "kind": "tooling"})
            block = (await client.read_resource("memdesk://recall")).contents[0].text
            return names, missing, staged, block

    names, missing, staged, block = anyio.run(scenario)
    assert len(names) == 10 and "purge" not in names
    assert missing.structured_content == {"error": "remember: missing required argument 'content'",
                                          "code": "missing_argument", "retryable": False}
    assert staged.structured_content["status"] == "pending"
    assert "memdesk:begin" in block
    with Engine(db, settings=Settings()) as person:
        assert person.memories.get(staged.structured_content["id"]).source == "mcp:inspector"


def test_several_stdio_servers_writing_at_once_lose_nothing(tmp_path, isolated_home):
    """A small version of bench/mcp_writers.py: every write lands or its caller is told."""
    db = tmp_path / "store.db"
    Engine(db, settings=Settings()).close()  # create the schema once, as `memdesk init` would
    writers, per_writer = 4, 40
    reports: list[dict] = []

    async def writer(index: int) -> None:
        stored, reported = 0, 0
        async with Client(stdio_params(db, isolated_home, "--no-forward"), read_timeout_seconds=60,
                          client_info=Implementation(name=f"writer-{index}", version="1"), mode="legacy") as client:
            for n in range(per_writer):
                args = {"content": f"writer {index} fact {n}", "external_id": f"w{index}-{n}"}
                answer = await client.call_tool("remember", args)
                while answer.is_error and answer.structured_content["retryable"]:
                    reported += 1
                    answer = await client.call_tool("remember", args)
                if answer.is_error:
                    reported += 1
                else:
                    stored += 1
        reports.append({"stored": stored, "reported": reported})

    async def main():
        async with anyio.create_task_group() as group:
            for index in range(writers):
                group.start_soon(writer, index)

    anyio.run(main)
    with Engine(db, settings=Settings()) as person:
        rows = person.memories.count()
        sources = person.memories.stats().by_source
    assert sum(r["stored"] for r in reports) == rows == writers * per_writer
    assert sources == {f"mcp:writer-{i}": per_writer for i in range(writers)}


@MODES
def test_the_daemon_api_and_stdio_forwarding(tmp_path, isolated_home, monkeypatch, cli, mode):
    db = tmp_path / "store.db"
    for name, value in memdesk_env(isolated_home).items():
        monkeypatch.setenv(name, value)
    assert daemon_status(db) is None
    status = start_daemon(db, port=0)
    try:
        assert status.healthy and status.port > 0 and status.mcp_url == f"{status.url}/mcp"
        assert start_daemon(db, port=0).pid == status.pid  # already running: the same daemon

        async def scenario():
            async with Client(stdio_params(db, isolated_home), read_timeout_seconds=30, mode=mode,
                              client_info=Implementation(name="Forwarded Agent", version="1")) as client:
                staged = await client.call_tool("remember", {"content": "forwarded writes keep their source"})
                missing = await client.call_tool("get", {})
                return staged, missing

        staged, missing = anyio.run(scenario)
        assert missing.structured_content["code"] == "missing_argument"
        log = read_request_log(db)
        assert any(e["path"] == "/v1/remember" and e["client"] == "forwarded-agent" for e in log)
        live = daemon_status(db)
        assert "forwarded-agent" in live.clients and live.requests >= 2
        shown = cli("serve", "--status", "--json", db=db)
        assert shown.code == 0 and shown.json["pid"] == status.pid
    finally:
        assert stop_daemon(db) is True
    with Engine(db, settings=Settings()) as person:
        assert person.memories.get(staged.structured_content["id"]).source == "mcp:forwarded-agent"
    assert daemon_status(db) is None and stop_daemon(db) is False
    try:
        os.kill(status.pid, 0)
        alive = True
    except ProcessLookupError:
        alive = False
    assert not alive, "the daemon process is still running after stop_daemon"
    assert cli("serve", "--status", "--json", db=db).code == 1


def test_start_daemon_reports_a_port_in_use_and_leaves_nothing_running(tmp_path, isolated_home, monkeypatch):
    import socket

    import pytest

    from core.errors import RefusedError

    for name, value in memdesk_env(isolated_home).items():
        monkeypatch.setenv(name, value)
    db = tmp_path / "store.db"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        with pytest.raises(RefusedError, match="already in use"):
            start_daemon(db, port=taken.getsockname()[1])
    assert daemon_status(db) is None
