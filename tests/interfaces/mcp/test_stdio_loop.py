"""``memdesk mcp``'s stdio loop: the same bytes as the SDK server, a wire kept clean, nothing heavy loaded early.

The loop (``core/interfaces/mcp/stdio_loop.py``) answers the handshake itself so clients
get ``initialize`` at once; the SDK server (``memdesk mcp --sdk``, and ``/mcp`` over HTTP)
is the reference. Two implementations of one surface can drift, so the first test drives
both through the real MCP client with the same requests on identical stores and compares
every byte each server wrote.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import anyio
import pytest
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp.types import Implementation

from core import Engine, Settings
from core.interfaces.mcp import catalog, render_catalog
from core.interfaces.mcp.stdio_loop import resource_namespace
from support import REPO_ROOT, TESTS_DIR
from support.mcp import memdesk_env

# Resource URIs whose answers must match, including the ones the template refuses.
URIS = ["memdesk://recall", "memdesk://recall/work%20x", "memdesk://recall/", "memdesk://recall/a%2Fb",
        "memdesk://recall/..", "memdesk://recall/%2E%2E", "memdesk://recall/%2Fetc", "memdesk://recall/C:",
        "memdesk://recall/a?x=1", "memdesk://recall/a,b", "memdesk://recall/a%00", "memdesk://recall/%C3%A9",
        "memdesk://soul", "memdesk://nothing", "memdesk://soul/x"]


def seeded_store(path) -> None:
    with Engine(path, settings=Settings(), actor="human:test") as engine:
        ids = [engine.memories.remember(text).id for text in ("The cache lives in SQLite, one file per workspace.",
                                                     "Releases are cut from the release branch.")]
        engine.memories.promote(ids)


def tapped(db, home, log, *args: str) -> StdioServerParameters:
    """``memdesk --db DB mcp ARGS`` behind :mod:`support.stdio_tap`, which logs every line to ``log``."""
    env = memdesk_env(home, PYTHONPATH=os.pathsep.join([str(REPO_ROOT), str(TESTS_DIR)]))
    return StdioServerParameters(command=sys.executable, args=[
        "-m", "support.stdio_tap", str(log), sys.executable, "-m", "core.interfaces.cli", "--db", str(db), "mcp",
        *args], env=env, cwd=str(REPO_ROOT))


async def conversation(params: StdioServerParameters) -> None:
    """The same requests, in the same order, for either server (answers are compared in the log)."""
    async with Client(params, client_info=Implementation(name="Codex", version="0.171"), mode="legacy",
                      read_timeout_seconds=60) as client:
        await client.list_tools()
        staged = await client.call_tool("remember", {"content": "The API stays backwards compatible."})
        await client.call_tool("remember", {})
        await client.call_tool("remember", {"content": "x", "colour": "blue"})
        await client.call_tool("get", {"id": 1})
        await client.call_tool("get", {"id": 99})
        await client.call_tool("link", {"src": 1, "dst": 2, "type": "supports"})
        await client.call_tool("link", {"src": 1, "dst": 2, "type": "supports"})
        await client.call_tool("amend", {"id": 2, "content": "Releases are cut from main.", "reason": "moved"})
        await client.call_tool("stats", {})
        await client.call_tool("identity", {})
        await client.call_tool("explain", {"id": 1})
        await client.call_tool("purge", {"id": 1})
        await client.call_tool("no_such_tool", {})
        await client.call_tool("get", {"id": staged.structured_content["id"], "namespace": "elsewhere"})
        await client.list_resources()
        await client.list_resource_templates()
        await client.list_prompts()
        for uri in URIS:
            try:
                await client.read_resource(uri)
            except MCPError:
                pass  # the error's bytes are in the log
        await client.session.send_ping()


# A write records when it happened (a link's created_at): the one thing two runs cannot share.
NOW = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z")


def server_lines(log) -> list[str]:
    return [NOW.sub("<now>", line[3:]) for line in log.read_text(encoding="utf-8").splitlines()
            if line.startswith("S> ")]


def test_the_loop_and_the_sdk_server_write_the_same_bytes(tmp_path, isolated_home):
    """Everything either server writes — initialize, the listings, tool results and errors,
    resources (refused ones included), prompts, ping — is byte for byte the same, but for the
    time a write happened."""
    seeded_store(tmp_path / "seed.db")
    answers = {}
    for name, extra in (("loop", ()), ("sdk", ("--sdk",))):
        db = tmp_path / f"{name}.db"
        shutil.copy(tmp_path / "seed.db", db)
        log = tmp_path / f"{name}.log"
        anyio.run(conversation, tapped(db, isolated_home, log, "--no-forward", *extra))
        answers[name] = server_lines(log)
    assert len(answers["loop"]) == 19 + len(URIS) + 1  # initialize, 17 calls and lists, prompts, URIs, ping
    for loop_line, sdk_line in zip(answers["loop"], answers["sdk"], strict=True):
        assert loop_line == sdk_line


def test_the_stored_catalog_is_what_the_sdk_server_renders_now():
    """``catalog.json`` is regenerated with ``python -m core.interfaces.mcp.render_catalog --write``."""
    rendered = render_catalog.render_listings()
    assert rendered == catalog.listings()
    assert render_catalog.catalog_text(rendered) == catalog.CATALOG_FILE.read_text(encoding="utf-8"), (
        "catalog.json is stale: run `python -m core.interfaces.mcp.render_catalog --write`")


def test_the_handshake_constants_match_the_sdk():
    from mcp.server.mcpserver import MCPServer  # noqa: F401 - the SDK's own constants, for comparison
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

    assert catalog.HANDSHAKE_VERSIONS == HANDSHAKE_PROTOCOL_VERSIONS


@pytest.mark.parametrize(("uri", "named"), [
    ("memdesk://recall", ("recall", None)), ("memdesk://soul", ("soul", None)),
    ("memdesk://recall/work%20x", ("recall", "work x")), ("memdesk://recall/", ("recall", "")),
    ("memdesk://recall/a%2Fb", ("recall", "a/b")), ("memdesk://recall/..", None),
    ("memdesk://recall/%2Fetc", None), ("memdesk://recall/a?x=1", None), ("memdesk://other", None),
])
def test_resource_uris_are_matched_as_the_sdk_matches_its_template(uri, named):
    assert resource_namespace(uri) == named


def raw_session(db, home, lines: list[str], *args: str) -> tuple[list[dict], str]:
    """Write ``lines`` to ``memdesk mcp`` and close stdin; every answer it wrote, and its stderr."""
    process = subprocess.run([sys.executable, "-m", "core.interfaces.cli", "--db", str(db), "mcp", *args],
                             input="".join(line + "\n" for line in lines), capture_output=True, text=True,
                             env=memdesk_env(home), cwd=str(REPO_ROOT), timeout=60)
    assert process.returncode == 0, process.stderr
    return [json.loads(line) for line in process.stdout.splitlines()], process.stderr


INITIALIZE = json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "Claude Code", "version": "2.1"}}})


def test_the_loop_answers_malformed_input_and_keeps_serving(tmp_path, isolated_home):
    answers, stderr = raw_session(tmp_path / "store.db", isolated_home, [
        INITIALIZE, '{"jsonrpc":"2.0","method":"notifications/initialized"}', "not json", "[1, 2]",
        '{"jsonrpc":"2.0","id":true,"method":"ping"}', '{"jsonrpc":"2.0","id":"a","method":"logging/setLevel"}',
        '{"jsonrpc":"2.0","id":"b","method":"tools/call","params":{"name":"stats","arguments":[1]}}',
        '{"jsonrpc":"2.0","id":"c","method":"tools/call","params":"nope"}',
        '{"jsonrpc":"2.0","id":"d","method":"tools/call","params":{"name":"remember","arguments":{"content":"ok"}}}',
        '{"jsonrpc":"2.0","id":"e","result":{}}', "", '{"jsonrpc":"2.0","id":"f","method":"ping"}',
    ])
    assert answers[0]["result"]["protocolVersion"] == "2025-06-18"
    codes = [(a.get("id"), a.get("error", {}).get("code")) for a in answers[1:]]
    assert codes == [(None, -32700), (None, -32600), (None, -32600), ("a", -32601), ("b", -32602), ("c", -32602),
                     ("f", None), ("d", None)] or codes == [
                    (None, -32700), (None, -32600), (None, -32600), ("a", -32601), ("b", -32602), ("c", -32602),
                    ("d", None), ("f", None)]
    written = next(a for a in answers if a.get("id") == "d")["result"]["structuredContent"]
    assert written["status"] == "pending"
    assert "using the store file" in stderr
    with Engine(tmp_path / "store.db", settings=Settings()) as person:
        assert person.memories.get(written["id"]).source == "mcp:claude-code"


def _nested(depth: int, ident: str) -> str:
    """A remember call whose content is ``depth`` lists deep (round 48's outside check: ~1,000 killed the loop)."""
    head = {"jsonrpc": "2.0", "id": ident, "method": "tools/call", "params": {"name": "remember", "arguments": {}}}
    return json.dumps(head)[:-4] + '{"content":' + "[" * depth + "]" * depth + "}}}"


def test_a_message_nested_past_the_parsers_depth_is_answered_and_the_loop_keeps_serving(tmp_path, isolated_home):
    deep = _nested(100_000, "deep")
    answers, _ = raw_session(tmp_path / "store.db", isolated_home, [
        deep, INITIALIZE, deep, '{"jsonrpc":"2.0","id":"f","method":"ping"}'])
    assert [(a.get("id"), a.get("error", {}).get("code")) for a in answers] == [
        (None, -32700), (0, None), (None, -32700), ("f", None)]
    assert "nests deeper than memdesk reads" in answers[0]["error"]["message"]


def test_a_boolean_is_no_memory_id(tmp_path, isolated_home):
    """Round 48's outside check: `get {"id": true}` answered memory #1 (pydantic reads true as 1)."""
    seeded_store(tmp_path / "store.db")
    call = '{"jsonrpc":"2.0","id":"%s","method":"tools/call","params":{"name":"get","arguments":{"id":%s}}}'
    answers, _ = raw_session(tmp_path / "store.db", isolated_home, [INITIALIZE, call % ("t", "true"),
                                                                    call % ("one", "1")])
    by_id = {a.get("id"): a for a in answers}
    assert by_id["t"]["result"]["isError"] is True and "id" in by_id["t"]["result"]["content"][0]["text"]
    assert by_id["one"]["result"]["structuredContent"]["id"] == 1


def test_a_link_resent_with_another_weight_says_its_weight_is_unchanged(tmp_path, isolated_home):
    """Round 48's outside check: the second link answered the old weight without a word."""
    seeded_store(tmp_path / "store.db")
    call = ('{"jsonrpc":"2.0","id":"%s","method":"tools/call","params":{"name":"link","arguments":'
            '{"src":1,"dst":2,"type":"supports","weight":%s}}}')
    answers, _ = raw_session(tmp_path / "store.db", isolated_home, [INITIALIZE, call % ("a", "10"),
                                                                    call % ("b", "2"), call % ("c", "10")])
    by_id = {a.get("id"): a["result"]["structuredContent"] for a in answers if a.get("id") != 0}
    assert by_id["a"]["weight"] == 10 and "note" not in by_id["a"]
    assert by_id["b"]["weight"] == 10 and "unchanged (not 2)" in by_id["b"]["note"]
    assert "note" not in by_id["c"]


def test_a_client_that_does_not_open_with_initialize_gets_the_sdk_server(tmp_path, isolated_home):
    """A 2026-era client opens with server/discover; the SDK server answers it, the stream unread before it."""
    discover = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "modern", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {}}}})
    answers, _ = raw_session(tmp_path / "store.db", isolated_home, [discover])
    assert answers[0]["result"]["supportedVersions"] == ["2026-07-28"]

    async def auto_mode():  # the SDK client's default: discover, and no fallback needed
        async with Client(tapped(tmp_path / "store.db", isolated_home, tmp_path / "auto.log"),
                          read_timeout_seconds=60) as client:
            return [tool.name for tool in (await client.list_tools()).tools]

    assert len(anyio.run(auto_mode)) == 10


def test_an_empty_stream_ends_the_server_quietly(tmp_path, isolated_home):
    answers, stderr = raw_session(tmp_path / "store.db", isolated_home, [])
    assert answers == [] and stderr == ""
    assert not (tmp_path / "store.db").exists()  # nothing was opened


def test_the_store_that_cannot_be_opened_is_reported_on_every_call(tmp_path, isolated_home):
    """The handshake does not wait for the store; when it cannot be opened, each call says why."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    answers, stderr = raw_session(blocker / "store.db", isolated_home, [
        INITIALIZE, '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"stats","arguments":{}}}',
        '{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"memdesk://recall"}}'])
    assert answers[0]["result"]["serverInfo"]["name"] == "memdesk"
    failed = answers[1]["result"]
    assert failed["isError"] is True and "cannot open its store" in failed["structuredContent"]["error"]
    assert answers[2]["error"]["code"] == -32603
    assert "cannot open the store" in stderr


CHECK_IMPORTS = """
import json, sys
from core.interfaces.cli.quick import parse_quick
from core.interfaces import launch
from core.interfaces.mcp import catalog, stdio_loop
line = parse_quick(["--db", "x.db", "mcp"])
answer = catalog.initialize_result("2025-06-18"), catalog.listings()["tools/list"]
heavy = ["mcp", "mcp_types", "pydantic", "anyio", "core.engine", "core.settings", "core.interfaces.cli.app", "rich",
         "httpx", "sqlite3", "starlette", "uvicorn", "yaml", "argparse", "core.interfaces.mcp.tools"]
print(json.dumps(sorted(name for name in heavy if name in sys.modules)))
"""


def test_what_memdesk_mcp_loads_before_it_answers_initialize_is_light(tmp_path):
    """No SDK, pydantic, engine, settings or store module before the handshake is answered."""
    result = subprocess.run([sys.executable, "-c", CHECK_IMPORTS], capture_output=True, text=True,
                            cwd=str(tmp_path), env={**os.environ, "PYTHONPATH": str(REPO_ROOT)}, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


class Broken:
    """A backend whose every way in fails unexpectedly (a bug, not a MemdeskError)."""

    closed = False

    def call(self, name, arguments, caller):
        raise RuntimeError("a bug in a tool")

    def context_block(self, namespace, caller):
        raise ValueError("a bug in the block")

    def soul(self):
        return "soul text"

    def close(self):
        Broken.closed = True


def test_a_bug_behind_a_request_is_answered_and_the_loop_keeps_serving():
    """In-process, over pipes: each failing request gets an answer and later ones are still served."""
    from core.interfaces.mcp.stdio_loop import Session, Wire

    requests = [INITIALIZE,
                '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"stats"}}',
                '{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"memdesk://recall"}}',
                '{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"memdesk://soul"}}']
    in_read, in_write = os.pipe()
    out_read, out_write = os.pipe()
    os.write(in_write, "".join(r + "\n" for r in requests).encode())
    os.close(in_write)
    wire = Wire(in_read, out_write)
    Session(wire, lambda: (Broken(), "a broken backend"), namespace="").run(json.loads(wire.read_line() or b"{}"))
    os.close(out_write)
    with os.fdopen(out_read, "rb") as output:
        answers = {a["id"]: a for a in map(json.loads, output.read().splitlines())}
    os.close(in_read)
    assert answers[1]["result"]["isError"] and answers[1]["result"]["structuredContent"]["code"] == "internal"
    assert answers[2]["error"]["code"] == -32603
    assert answers[3]["result"]["contents"][0]["text"] == "soul text"
    assert Broken.closed


INITIALIZED = json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"})
REMEMBER = json.dumps({"jsonrpc": "2.0", "id": "r", "method": "tools/call", "params": {
    "name": "remember", "arguments": {"content": "The nightly build runs on the arm runner.", "external_id": "n1"}}})


@pytest.mark.parametrize("args", [("--as", "codex"), ("--sdk", "--as", "codex"), ("--as", " codex ")])
def test_as_records_every_call_under_the_configured_agent_whatever_the_client_calls_itself(tmp_path, isolated_home,
                                                                                          args):
    """Round 48's outside check: over MCP an agent is whatever its clientInfo says. `--as` (the client's config, which
    a person writes) names it instead, on the loop and on the SDK server, the quick path and the full command line."""
    if "--sdk" in args:  # the SDK server, through the real MCP client calling itself Claude Code
        async def remember() -> dict:
            async with Client(tapped(tmp_path / "store.db", isolated_home, tmp_path / "sdk.log", *args),
                              client_info=Implementation(name="Claude Code", version="2.1"), mode="legacy",
                              read_timeout_seconds=60) as client:
                result = await client.call_tool("remember", json.loads(REMEMBER)["params"]["arguments"])
                return dict(result.structured_content or {})

        stored = anyio.run(remember)
    else:
        answers, _ = raw_session(tmp_path / "store.db", isolated_home, [INITIALIZE, INITIALIZED, REMEMBER], *args)
        stored = next(a for a in answers if a.get("id") == "r")["result"]["structuredContent"]
    with Engine(tmp_path / "store.db", settings=Settings()) as engine:
        memory = engine.memories.get(stored["id"])
        capture = [row for row in engine.memories.show(memory.id).history if row.action == "capture"][0]
    assert memory.source == "mcp:codex"  # not mcp:claude-code, the name in its initialize
    assert capture.actor == "agent:codex"


def test_as_with_no_usable_name_is_refused_before_serving(tmp_path, isolated_home):
    process = subprocess.run([sys.executable, "-m", "core.interfaces.cli", "--db", str(tmp_path / "store.db"), "mcp",
                              "--as", "!!!"], input="", capture_output=True, text=True, env=memdesk_env(isolated_home),
                             cwd=str(REPO_ROOT), timeout=60)
    assert process.returncode != 0
    assert "--as '!!!' is not an agent name" in process.stderr and "--as claude-code" in process.stderr
