"""Issue 17: the daemon's process hygiene — `serve --stop` signals only the proven server (item 4);
sessions, per-client counters and serve.log are bounded (item 15).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from support import run_memdesk_process
from support.mcp import served

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "x", "version": "1"}}}

MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}



# == item 4: serve --stop signals whatever pid the pidfile names ===========================


@pytest.mark.slow
def test_item4_stop_never_signals_a_pid_that_is_not_the_server_and_still_stops_the_server(tmp_path, isolated_home):
    """Issue 17 item 4: with the lock held and serve.pid naming an unrelated process, `serve --stop`
    leaves that process alone and stops the real daemon (the one proven to hold the lock)."""
    db = tmp_path / "store.db"
    victim = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        with served(db, isolated_home) as status:
            pidfile = Path(status.log_path).parent / "serve.pid"
            assert pidfile.read_text().strip() == str(status.pid)
            pidfile.write_text(f"{victim.pid}\n")  # stale, hand-edited, or a pid the OS reused
            try:
                stop = run_memdesk_process("--db", str(db), "serve", "--stop", "--json", timeout=12)
            except subprocess.TimeoutExpired:
                stop = None  # still waiting for a process it signalled to give up the lock
            assert victim.poll() is None, f"serve --stop killed an unrelated process (pid {victim.pid})"
            assert stop is not None, "serve --stop did not finish within 12 s"
            assert stop.returncode == 0 and json.loads(stop.stdout)["stopped"] is True, stop.stdout + stop.stderr
            still = run_memdesk_process("--db", str(db), "serve", "--status", "--json")
            assert json.loads(still.stdout)["running"] is False, "the real daemon is still serving"
    finally:
        if victim.poll() is None:
            victim.stdin.close()
            victim.wait(timeout=10)


# == item 15: bounded sessions, counters and logs ==========================================


FLOOD = 1200  # sessions; at the 47 KB each that is ~56 MB, so a cap must sit below it


@pytest.mark.slow
def test_item15_mcp_sessions_and_client_counters_are_capped(tmp_path, isolated_home):
    """Issue 17 item 15: 1,200 `initialize` calls (each a new session, each a new client name) leave
    the session table capped — a new client still gets in, and the oldest session has been expired
    to make room — and the per-client counters bounded (at most 1,000 names)."""
    db = tmp_path / "store.db"
    with served(db, isolated_home) as status, httpx.Client(base_url=status.url, timeout=30) as http:
        sessions = []
        for number in range(FLOOD):
            body = {**INIT, "params": {**INIT["params"], "clientInfo": {"name": f"flood-{number}", "version": "1"}}}
            reply = http.post("/mcp", json=body, headers=MCP_HEADERS)
            assert reply.status_code == 200, (number, reply.status_code, reply.text[:200])
            sessions.append(reply.headers["mcp-session-id"])
        newcomer = http.post("/mcp", json=INIT, headers=MCP_HEADERS)
        oldest = http.post("/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
                           headers={**MCP_HEADERS, "mcp-session-id": sessions[0], "mcp-protocol-version": "2025-06-18"})
        live = http.get("/v1/status").json()
    assert newcomer.status_code == 200
    assert oldest.status_code == 404, f"{FLOOD} sessions later the first one is still held: the table is not capped"
    assert len(live["by_client"]) <= 1000 and len(live["clients"]) <= 1000, \
        (len(live["by_client"]), len(live["clients"]))


@pytest.mark.slow
def test_item15_serve_log_is_rotated(cli, db_path):
    """Issue 17 item 15: `serve.log` does not grow without bound: a daemon starting on a 64 MB log
    rotates it (the live log is small again)."""
    started = cli("serve", "--port", "0", "--json")
    assert started.code == 0, started.stdout + started.stderr
    log = Path(started.json["log_path"])
    assert cli("serve", "--stop", "--json").json["stopped"] is True
    with log.open("r+b") as handle:
        handle.truncate(64 * 1024 * 1024)  # as if months of output had piled up
    try:
        assert cli("serve", "--port", "0", "--json").code == 0
        size = log.stat().st_size
    finally:
        cli("serve", "--stop", "--json")
    assert size < 1024 * 1024, f"serve.log is {size} bytes after a start: never rotated"
