"""Living with agents through the server: batch capture over MCP, the upkeep timer and serve --watch."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import anyio
from mcp import Client
from mcp.types import Implementation

from core import Engine, StoreBusyError
from core.agents.background import Background
from core.interfaces.mcp import Caller, LocalBackend, build_server, call_tool
from core.interfaces.serving.daemon import daemon_status
from core.memories.service import MemoryService
from support import REPO_ROOT
from support.mcp import memdesk_env

DEADLINE_S = 5.0


def until(check, *, deadline: float = DEADLINE_S, step: float = 0.02):
    """Poll ``check()`` until it is truthy or the deadline passes; returns its last value."""
    end = time.monotonic() + deadline
    value = check()
    while not value and time.monotonic() < end:
        time.sleep(step)
        value = check()
    return value


def remember_over_mcp(engine, arguments):
    server = build_server(LocalBackend(engine))
    result = {}

    async def main():
        async with Client(server, client_info=Implementation(name="Claude Code", version="1")) as client:
            result["answer"] = await client.call_tool("remember", arguments)

    anyio.run(main)
    return result["answer"]


ITEMS = [{"content": "The build uses pnpm workspaces", "kind": "tooling", "external_id": "b-0"},
         {"content": "Deploys are blocked on Fridays", "kind": "decision", "external_id": "b-1",
          "links": [{"ref_index": 0, "type": "related_to"}]}]


def test_remember_takes_a_batch_of_items_over_mcp_and_a_resend_returns_the_same_ids(engine):
    answer = remember_over_mcp(engine, {"items": ITEMS, "namespace": "work"})
    assert not answer.is_error, answer.structured_content
    data = answer.structured_content
    assert data["stored"] == 2 and data["resend_safe"] is True
    first, second = (engine.memories.get(i) for i in data["ids"])
    assert (first.namespace, first.source, first.status) == ("work", "mcp:claude-code", "pending")
    assert data["links"] == [{"src": second.id, "dst": first.id, "type": "related_to"}]
    assert engine.memories.show(first.id).to_dict()["history"][0]["actor"] == "agent:claude-code"
    again = remember_over_mcp(engine, {"items": ITEMS, "namespace": "work"}).structured_content
    assert again["ids"] == data["ids"] and again["stored"] == 0


def test_a_bad_item_refuses_the_whole_batch_over_mcp_naming_its_index(engine):
    items = [dict(ITEMS[0]), {"content": "   "}, dict(ITEMS[1])]
    answer = remember_over_mcp(engine, {"items": items})
    assert answer.is_error
    data = answer.structured_content
    assert data["code"] == "batch_invalid" and [p["index"] for p in data["problems"]] == [1]
    assert "item 1" in data["error"] and engine.memories.count() == 0
    supersede = remember_over_mcp(engine, {"items": [ITEMS[0], {**ITEMS[1], "links": [
        {"ref_index": 0, "type": "supersedes"}]}]})
    assert supersede.is_error and supersede.structured_content["code"] == "invalid_argument"
    both = remember_over_mcp(engine, {"content": "one", "items": ITEMS})
    assert both.is_error and "on each item" in both.structured_content["error"]
    shared = remember_over_mcp(engine, {"kind": "tooling", "items": ITEMS})
    assert shared.is_error and "kind" in shared.structured_content["error"]
    assert engine.memories.count() == 0


def test_a_batch_is_retryable_only_when_every_item_carries_an_external_id(engine, monkeypatch):
    def busy(*args, **kwargs):
        raise StoreBusyError("the store stayed locked by another writer; try again in a moment")

    monkeypatch.setattr(MemoryService, "remember_batch", busy)
    keyed = call_tool(engine, "remember", {"items": ITEMS}, Caller())
    unkeyed = call_tool(engine, "remember", {"items": [ITEMS[0], {"content": "no id"}]}, Caller())
    assert [o.data["retryable"] for o in (keyed, unkeyed)] == [True, False]


def test_the_upkeep_timer_runs_and_logs_and_zero_turns_it_off(engine):
    lines: list[str] = []
    background = Background(engine.agents, announce=lines.append, upkeep_interval_s=0.05)
    assert background.start() == ["upkeep"]
    try:
        assert until(lambda: len([r.to_dict() for r in engine.agents.upkeep_runs(5)]) >= 2)
    finally:
        background.stop()
    runs = [r.to_dict() for r in engine.agents.upkeep_runs(5)]
    assert runs[0]["actor"] == "system"
    assert any(line.startswith(f"upkeep run {runs[-1]['id']} ok: stale ok") for line in lines)
    off = Background(engine.agents, announce=lines.append, upkeep_interval_s=0)
    assert off.start() == [] and "upkeep timer off" in lines[-1]


def test_the_first_timed_run_comes_one_interval_after_the_last_recorded_one(engine, clock):
    background = Background(engine.agents, announce=lambda line: None, upkeep_interval_s=3600)
    assert background._first_delay() == 3600
    engine.agents.run_upkeep()
    clock.advance(minutes=45)
    assert abs(background._first_delay() - 900) < 1
    clock.advance(hours=5)
    assert background._first_delay() == 0


def test_the_folder_poller_stages_a_dropped_markdown_file_within_five_seconds(engine, tmp_path):
    folder = tmp_path / "inbox"
    folder.mkdir()
    lines: list[str] = []
    background = Background(engine.agents, watch=folder, namespace="notes", announce=lines.append, upkeep_interval_s=0,
                            watch_interval_s=0.05)
    assert background.start() == ["watch"]
    try:
        dropped = time.monotonic()
        (folder / "idea.md").write_text("# Idea\n\nCache the dependency graph between runs.\n", encoding="utf-8")
        staged = until(lambda: engine.memories.list(statuses=["pending"], namespace="notes"))
        assert staged and time.monotonic() - dropped < DEADLINE_S
    finally:
        background.stop()
    assert staged[0].source == "watch:idea.md"
    assert any(line.startswith("watch: staged idea.md as #") for line in lines)


def test_serve_watch_runs_the_poller_in_the_daemon_process(tmp_path, isolated_home):
    db_path, folder = tmp_path / "store.db", tmp_path / "inbox"
    folder.mkdir()
    env = {**os.environ, **memdesk_env(isolated_home)}
    env.pop("MEMDESK_TOKEN", None)
    command = [sys.executable, "-m", "core.interfaces.cli", "--db", str(db_path), "serve", "--foreground",
               "--port", "0", "--watch", str(folder), "--ns", "inbox"]
    process = subprocess.Popen(command, env=env, cwd=str(REPO_ROOT), stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        def healthy():
            status = daemon_status(db_path, timeout=0.5)
            return process.poll() is not None or bool(status and status.healthy)

        assert until(healthy, deadline=30, step=0.05) and process.poll() is None, "the server did not start"
        engine = Engine(db_path)
        dropped = time.monotonic()
        (folder / "from-daemon.md").write_text("The daemon picked this note up.", encoding="utf-8")
        staged = until(lambda: engine.memories.list(statuses=["pending"], namespace="inbox"), deadline=10)
        assert staged and staged[0].content == "The daemon picked this note up."
        assert time.monotonic() - dropped < DEADLINE_S
        engine.close()
    finally:
        process.terminate()
        output, _ = process.communicate(timeout=15)
    assert process.returncode == 0, output
    assert "watching" in output and "watch: staged from-daemon.md" in output and "upkeep every 60 min" in output
