"""The Server pane starts the real daemon, shows it healthy, copies a snippet and stops it."""

from __future__ import annotations

import os

import httpx
import pytest

from core.interfaces.serving import daemon
from core.settings import settings_from_dict
from support.tui import SIZE, anyio_backend, make_app, wait_until  # noqa: F401
from tui.modals import Confirm

pytestmark = [pytest.mark.anyio, pytest.mark.slow]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); it counts as gone only once reaped.
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().split()[2] != "Z"
    except OSError:
        return False


async def test_s_starts_the_daemon_shows_it_healthy_and_stops_it(db_path, engine):
    engine.close()
    settings = settings_from_dict({"server": {"host": "127.0.0.1", "port": 0}})
    pid = None
    try:
        async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
            await pilot.press("4")
            screen = await wait_until(pilot, lambda: pilot.app.screen.PANE == "server" and pilot.app.screen,
                                      what="the Server pane")
            assert screen.state.status is None
            await pilot.press("s")
            status = await wait_until(pilot, lambda: screen.state.status is not None and screen.state.status.healthy
                                      and screen.state.status, timeout=30, what="a healthy daemon")
            pid = status.pid
            assert "running" in screen.query_one("#server-status").visual.plain
            assert httpx.get(status.url + "/health", timeout=5).status_code == 200
            # A request the daemon logs (an empty MCP post is refused, and recorded).
            httpx.post(status.mcp_url, json={}, timeout=5)
            await wait_until(pilot, lambda: any(r.get("path") == "/mcp" for r in screen.state.requests), timeout=10,
                             what="the request log tail")

            await pilot.press("c")
            assert status.mcp_url in pilot.app.clipboard

            # Stopping asks first (a stray s must not cut every client off); esc keeps it running.
            await pilot.press("s")
            await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question")
            assert "Stop the server?" in pilot.app.screen.query_one(".modal-box").query("Label").first().visual.plain
            await pilot.press("escape")
            await wait_until(pilot, lambda: pilot.app.screen is screen, what="the pane again")
            assert not screen.busy and daemon.daemon_status(db_path) is not None
            await pilot.press("s")
            await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question again")
            await pilot.press("enter")
            await wait_until(pilot, lambda: screen.state.status is None and not screen.busy, timeout=30,
                             what="the daemon to stop")
            assert "stopped" in screen.query_one("#server-status").visual.plain
        assert pid is not None and not _alive(pid)
        assert daemon.daemon_status(db_path) is None
    finally:
        daemon.stop_daemon(db_path)


async def test_palette_server_start_reaches_the_pane(db_path, engine):
    engine.close()
    settings = settings_from_dict({"server": {"port": 0}})
    try:
        async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*"server: start")
            # The palette searches as it is typed: wait until the whole text's best match leads the list
            # (an earlier keystroke's list also holds "server: start", lower down).
            def leads() -> bool:
                options = pilot.app.screen.query("CommandList").first().options
                return bool(options) and str(options[0].prompt).startswith("server: start")

            await wait_until(pilot, leads, timeout=15, what="the command at the top")
            await pilot.press("enter")
            await wait_until(pilot, lambda: daemon.daemon_status(db_path) is not None, timeout=30, what="the daemon")
            assert pilot.app.current_mode == "server"
    finally:
        assert daemon.stop_daemon(db_path)


def test_a_snippet_for_a_store_on_a_server_is_saved_under_the_data_directory(tmp_path):
    from core.paths import StoreURL, data_dir
    from tui.screens.server import save_snippet
    from tui.snippets import Snippet

    store = StoreURL("postgresql://ana:s3cret@db.example/memdesk")
    saved, problem = save_snippet(store, Snippet("Claude Code", ".mcp.json", "{}", paste="{}"), "claude")
    assert problem is None and saved is not None
    written = list((data_dir() / "servers").glob("*/snippet-claude.json"))
    assert len(written) == 1 and written[0].read_text(encoding="utf-8") == "{}"
    assert "s3cret" not in str(written[0])
