"""The HTTP service as a real process on a free loopback port: MCP over HTTP, REST mirror, auth and Origin."""

from __future__ import annotations

import anyio
import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.types import Implementation

from core import Engine, Settings
from core.interfaces.http.security import origin_allowed
from core.interfaces.serving.daemon import read_request_log
from core.interfaces.serving.hosts import check_bind, is_loopback, normalise_host
from core.settings import settings_from_dict
from support import run_memdesk_process
from support.mcp import served

TOKEN = "test-token-0123456789abcdef"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One token-guarded server for the module (it costs a process start)."""
    home = tmp_path_factory.mktemp("served-home")
    db = tmp_path_factory.mktemp("served-store") / "store.db"
    with served(db, home, token=TOKEN) as status:
        yield status, db


def test_the_token_guards_every_endpoint_but_health(server):
    status, _ = server
    with httpx.Client(base_url=status.url, timeout=10) as http:
        assert http.get("/health").status_code == 200
        assert http.get("/v1/stats").status_code == 401
        assert http.get("/v1/stats", headers={"Authorization": "Bearer wrong-token-0123456789"}).status_code == 401
        assert http.get("/v1/stats", headers=AUTH).status_code == 200
        unauthorised_mcp = http.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                                     headers={"Accept": "application/json, text/event-stream"})
        assert unauthorised_mcp.status_code == 401
        assert unauthorised_mcp.json()["code"] == "unauthorized"
        assert TOKEN not in http.get("/v1/status").text


def test_a_foreign_origin_is_refused_even_with_the_token(server):
    status, _ = server
    evil = {"Origin": "https://evil.example"}
    with httpx.Client(base_url=status.url, timeout=10) as http:
        for path in ("/mcp", "/v1/remember"):
            answer = http.post(path, json={"content": "exfiltrate"}, headers={**AUTH, **evil})
            assert answer.status_code == 403 and answer.json()["code"] == "forbidden_origin"
        rebinding = http.get("/v1/stats", headers={**AUTH, "Host": f"evil.example:{status.port}"})
        assert rebinding.status_code == 403
        local_page = http.post("/v1/stats", json={}, headers={**AUTH, "Origin": "http://localhost:6274"})
        assert local_page.status_code == 200


def test_unknown_paths_and_methods_answer_structured_errors(server):
    status, _ = server
    with httpx.Client(base_url=status.url, timeout=10) as http:
        missing = http.get("/nope", headers=AUTH)
        assert missing.status_code == 404 and missing.json()["code"] == "not_found"
        assert http.get("/mcpx", headers=AUTH).json()["code"] == "not_found"
        wrong_method = http.delete("/v1/context", headers=AUTH)
        assert wrong_method.status_code in (404, 405) and wrong_method.json()["retryable"] is False


def test_bodies_are_capped(server):
    status, _ = server
    with httpx.Client(base_url=status.url, timeout=10) as http:
        answer = http.post("/v1/remember", content=b"x" * (1024 * 1024 + 1), headers=AUTH)
    assert answer.status_code == 413 and answer.json()["code"] == "body_too_large"


def test_the_real_mcp_client_over_http_with_the_bearer_token(server):
    status, db = server

    async def scenario():
        http_client = httpx2.AsyncClient(headers=AUTH, timeout=20)
        async with http_client, Client(streamable_http_client(status.mcp_url, http_client=http_client),
                                       client_info=Implementation(name="HTTP Agent", version="1")) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            staged = await client.call_tool("remember", {"content": "the docs site builds with mkdocs",
                                                         "kind": "tooling"})
            missing = await client.call_tool("recall", {})
            with Engine(db, settings=Settings(), actor="human:test") as person:
                person.memories.promote([staged.structured_content["id"]])
            recalled = await client.call_tool("recall", {"query": "docs site"})
            return names, staged, missing, recalled

    names, staged, missing, recalled = anyio.run(scenario)
    assert "remember" in names and "promote" not in names
    assert staged.structured_content["status"] == "pending"
    assert missing.is_error and missing.structured_content["code"] == "missing_argument"
    assert [m["content"] for m in recalled.structured_content["memories"]] == ["the docs site builds with mkdocs"]
    assert recalled.structured_content["memories"][0]["source"] == "mcp:http-agent"
    mcp_lines = [e for e in read_request_log(db, lines=500) if e["path"] == "/mcp"]
    assert mcp_lines and all(e["client"] == "http-agent" for e in mcp_lines if e["status"] == 200)


def test_the_rest_mirror_answers_the_same_shapes(server):
    status, db = server
    agent = {**AUTH, "X-Memdesk-Client": "Script Runner"}
    with httpx.Client(base_url=status.url, timeout=10) as http:
        staged = http.post("/v1/remember", json={"content": "releases are tagged vYYYY.MM", "namespace": "rest"},
                           headers=agent)
        assert staged.status_code == 200 and staged.json()["status"] == "pending"
        memory_id = staged.json()["id"]
        got = http.get("/v1/get", params={"id": memory_id, "namespace": "rest"}, headers=agent)
        assert got.json()["id"] == memory_id
        assert http.get("/v1/get", params={"id": memory_id}, headers=agent).status_code == 404
        found = http.post("/v1/search", json={"query": "releases tagged", "namespace": "rest",
                                              "statuses": ["pending"]}, headers=agent)
        assert [m["id"] for m in found.json()["memories"]] == [memory_id]
        assert http.post("/v1/recall", json={"query": "releases", "namespace": "rest"},
                         headers=agent).json()["memories"] == []  # POST only (issue 17 item 3)
        assert http.get("/v1/remember", params={"content": "via GET"}, headers=agent).status_code == 405
        assert http.post("/v1/promote", json={"ids": [memory_id]}, headers=agent).json()["code"] == "operator_only"
        assert http.post("/v1/remember", content=b"{not json", headers=agent).json()["code"] == "invalid_json"
        stats = http.get("/v1/stats", params={"namespace": "rest"}, headers=agent).json()
        assert stats["by_status"]["pending"] == 1 and "store" not in stats
        context = http.get("/v1/context", headers=agent)
        assert context.status_code == 200 and "data recorded from earlier sessions" in context.text
        live = http.get("/v1/status", headers=AUTH).json()
    with Engine(db, settings=Settings()) as person:
        assert person.memories.get(memory_id).source == "http:script-runner"
    assert "script-runner" in live["clients"] and live["requests"] >= 8
    log = read_request_log(db, lines=500)
    assert {"ts", "method", "path", "status", "client", "ms"} <= set(log[-1])
    assert any(e["path"] == "/v1/remember" and e["client"] == "script-runner" and e["status"] == 200 for e in log)


def test_a_non_loopback_bind_without_a_token_exits_non_zero_with_a_message(tmp_path):
    result = run_memdesk_process("--db", str(tmp_path / "s.db"), "serve", "--foreground", "--host", "0.0.0.0",
                                 env={"MEMDESK_TOKEN": ""})
    assert result.returncode == 1
    assert "refusing to serve on 0.0.0.0 without a token" in result.stderr
    assert not (tmp_path / ".s.memdesk" / "serve.pid").exists()


def test_bind_rules():
    assert normalise_host("") == "127.0.0.1" and is_loopback("") and is_loopback("127.0.0.2") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.4") and not is_loopback("example.com")
    check_bind("", None)
    check_bind("0.0.0.0", TOKEN)
    with pytest.raises(Exception, match="without a token"):
        check_bind("0.0.0.0", None)
    with pytest.raises(Exception, match="too short"):
        check_bind("127.0.0.1", "short")
    assert origin_allowed("http://127.0.0.1:6274", bound_host="127.0.0.1")
    assert not origin_allowed("https://evil.example", bound_host="127.0.0.1")
    assert not origin_allowed("null", bound_host="127.0.0.1")


def test_server_settings_are_validated(cli, isolated_home):
    from core.errors import ValidationError
    from support.fake_openai_server import write_config

    assert (Settings().server.max_body_bytes, Settings().server.allowed_origins) == (1024 * 1024, ())
    with pytest.raises(ValidationError, match=r"\[server\] max_body_bytes must be a whole number ≥ 1024"):
        settings_from_dict({"server": {"max_body_bytes": "big"}})
    with pytest.raises(ValidationError, match=r"\[server\] allowed_origins must be a list"):
        settings_from_dict({"server": {"allowed_origins": "http://x"}})
    assert cli("serve", "--port", "70000").code == 2
    write_config(isolated_home, "[server]\nport = 70000\n")
    refused = cli("serve", "--status")
    assert refused.code == 1
    assert "[server] port must be a whole number from 0 to 65535 (got 70000)" in " ".join(refused.stderr.split())


def test_a_forwarder_whose_daemon_is_gone_writes_to_the_file(db_path, clock):
    import socket

    from core.interfaces.mcp import Caller, LocalBackend, RemoteBackend

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        dead_port = probe.getsockname()[1]
    engine = Engine(db_path, settings=Settings(), clock=clock)
    backend = RemoteBackend(f"http://127.0.0.1:{dead_port}", token=None, fallback=lambda: LocalBackend(engine))
    try:
        outcome = backend.call("remember", {"content": "written although the daemon stopped"}, Caller(client="late"))
        assert outcome.is_error is False
        assert engine.memories.get(outcome.data["id"]).source == "mcp:late"
        assert "memdesk:begin" in backend.context_block("", Caller())
    finally:
        backend.close()


def test_stdio_forwards_only_to_a_daemon_that_accepts_its_token(server):
    from core.interfaces.serving.daemon import forward_target

    status, db = server
    assert forward_target(db, token=TOKEN) == (status.url, None)
    url, why_not = forward_target(db, token="")
    assert url is None and "MEMDESK_TOKEN" in why_not
