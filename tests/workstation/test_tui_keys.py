"""Issue 16, item 2: keys that cannot surprise.

Search takes typing into its query box; q asks first when something would be lost or
keeps running; a decision acts on the row under the cursor when the key is pressed and
the cursor moves on at once; after a batch the cursor lands on the next item still
waiting; u undoes in every pane; Conflicts keeps the cursor on open proposals; a key
that cannot act says why.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from core.interfaces.serving.daemon import DaemonStatus
from support.tui import (  # noqa: F401
    SIZE,
    anyio_backend,
    make_app,
    notes,
    open_pane,
    queue_ids,
    settled,
    side_engine,
    status_of,
    type_into,
    wait_until,
)
from tui.memory_editor import EditMemory
from tui.modals import Confirm, ConfirmQuit

pytestmark = pytest.mark.anyio


@pytest.fixture
def pending_store(engine):
    """Eight pending memories, oldest first."""
    ids = [engine.memories.remember(f"The service number {i} listens on port {8000 + i}", kind="infra",
                           source="mcp:codex").id for i in range(8)]
    engine.close()
    return ids


async def _review(pilot):
    await wait_until(pilot, lambda: queue_ids(pilot.app), what="the queue")
    await settled(pilot)
    return pilot.app.screen


def _running_server(monkeypatch) -> DaemonStatus:
    status = DaemonStatus(pid=4242, host="127.0.0.1", port=8765, url="http://127.0.0.1:8765", started_at="",
                          log_path="", healthy=True, mcp_url="http://127.0.0.1:8765/mcp", auth=False)
    monkeypatch.setattr("tui.app.daemon_status", lambda path, timeout=1.0: status)
    return status


async def test_search_takes_typing_into_the_query_box(db_path, pending_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("2")
        await wait_until(pilot, lambda: isinstance(pilot.app.focused, Input), what="the query box to take focus")
        await pilot.press(*"redis queue apu 123")
        await settled(pilot)
        assert pilot.app.is_running
        assert pilot.app.screen.PANE == "search"
        assert pilot.app.screen.query_one("#query", Input).value == "redis queue apu 123"
        # esc leaves the box; then the pane keys work again, and back in Search typing goes to the box.
        await pilot.press("escape", "1")
        assert pilot.app.screen.PANE == "review"


async def test_q_quits_at_once_when_nothing_would_be_lost(db_path, pending_store, monkeypatch):
    monkeypatch.setattr("tui.app.daemon_status", lambda path, timeout=1.0: None)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("q")
        await wait_until(pilot, lambda: not pilot.app.is_running, what="the app to quit")


async def test_q_with_a_batch_marked_asks_first_and_esc_keeps_the_marks(db_path, pending_store, monkeypatch):
    monkeypatch.setattr("tui.app.daemon_status", lambda path, timeout=1.0: None)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        await pilot.press("space", "space", "q")
        dialog = await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConfirmQuit) and pilot.app.screen,
                                  what="the question")
        assert "2 memories are marked" in dialog.query_one("#confirm-body").visual.plain
        await pilot.press("escape")
        assert pilot.app.is_running and screen.selected == set(pending_store[:2])
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConfirmQuit), what="the question again")
        await pilot.press("enter")
        await wait_until(pilot, lambda: not pilot.app.is_running, what="the app to quit")


async def test_ctrl_q_with_a_dialog_open_asks_first(db_path, pending_store, monkeypatch):
    monkeypatch.setattr("tui.app.daemon_status", lambda path, timeout=1.0: None)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("e")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, EditMemory), what="the editor")
        await pilot.press("ctrl+q")
        dialog = await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConfirmQuit) and pilot.app.screen,
                                  what="the question")
        assert "what you typed in it is lost" in dialog.query_one("#confirm-body").visual.plain
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, EditMemory) and pilot.app.is_running


async def test_q_with_the_server_running_asks_and_says_how_to_stop_it(db_path, pending_store, monkeypatch):
    _running_server(monkeypatch)
    stopped = []
    monkeypatch.setattr("tui.app.stop_daemon", lambda path: stopped.append(path) or True)
    app = make_app(db_path)
    async with app.run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("q")
        dialog = await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConfirmQuit) and pilot.app.screen,
                                  what="the question")
        body = dialog.query_one("#confirm-body").visual.plain
        assert "http://127.0.0.1:8765/mcp keeps running (pid 4242)" in body
        assert "s stops it first" in body
        await pilot.press("enter")
        await wait_until(pilot, lambda: not pilot.app.is_running, what="the app to quit")
    said = app.farewell or ""
    assert "keeps running (pid 4242)" in said and "memdesk serve --stop" in said
    assert stopped == []


async def test_s_in_the_quit_question_stops_the_server_then_quits(db_path, pending_store, monkeypatch):
    _running_server(monkeypatch)
    stopped = []
    monkeypatch.setattr("tui.app.stop_daemon", lambda path: stopped.append(path) or True)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConfirmQuit), what="the question")
        await pilot.press("s")
        await wait_until(pilot, lambda: not pilot.app.is_running, what="the app to quit")
    assert stopped == [db_path]


async def test_a_burst_of_p_promotes_one_row_per_key(db_path, pending_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        for _ in range(5):
            pilot.app.simulate_key("p")
        await pilot.pause()
        assert screen.highlighted_id() == pending_store[5]
        await wait_until(pilot, lambda: all(status_of(db_path, i) == "promoted" for i in pending_store[:5]),
                         what="five promotions")
        await wait_until(pilot, lambda: queue_ids(pilot.app) == pending_store[5:], what="the rows to leave")
        assert screen.highlighted_id() == pending_store[5]
        assert not [n for n in pilot.app._notifications if n.severity == "error"]
        assert status_of(db_path, pending_store[5]) == "pending"


async def test_after_a_batch_the_cursor_lands_on_the_next_item_still_waiting(db_path, pending_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        # Mark the first two (the cursor moves down with each mark) and promote them.
        await pilot.press("space", "space")
        assert screen.highlighted_id() == pending_store[2]
        await pilot.press("p")
        await wait_until(pilot, lambda: queue_ids(pilot.app)[:1] == [pending_store[2]], what="the batch to land")
        await settled(pilot)
        assert screen.highlighted_id() == pending_store[2]
        # Marks above and below the cursor: it stays on the unmarked item it is on.
        await pilot.press("space", "j", "space", "k", "k")  # marks the 3rd and 5th, cursor on the 4th
        assert screen.selected == {pending_store[2], pending_store[4]}
        assert screen.highlighted_id() == pending_store[3]
        await pilot.press("p")
        await wait_until(pilot, lambda: status_of(db_path, pending_store[4]) == "promoted", what="the second batch")
        await wait_until(pilot, lambda: pending_store[4] not in queue_ids(pilot.app), what="its rows to leave")
        assert screen.highlighted_id() == pending_store[3]
        assert status_of(db_path, pending_store[3]) == "pending"


async def test_a_failed_write_puts_the_row_back(db_path, pending_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        with side_engine(db_path) as other:
            other.memories.reject([pending_store[0]], reason="decided elsewhere")
        await pilot.press("p")
        await wait_until(pilot, lambda: any(n.severity == "error" for n in pilot.app._notifications),
                         what="the error")
        await wait_until(pilot, lambda: pending_store[0] not in screen.in_flight, what="the row to be released")


async def test_u_undoes_in_every_pane(db_path, engine):
    old = engine.memories.remember("The release deadline is March 15", kind="project", namespace="webapp").id
    engine.memories.promote([old])
    new = engine.memories.amend(old, "The release deadline is April 2").id
    kept = engine.memories.remember("codegraph is the code graph tool", kind="tooling").id
    engine.memories.promote([kept])
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "3", "conflicts")
        await pilot.press("a")
        await wait_until(pilot, lambda: status_of(db_path, old) == "superseded", what="the acceptance")
        await pilot.press("u")
        await wait_until(pilot, lambda: status_of(db_path, old) == "promoted" and status_of(db_path, new) == "pending",
                         what="u in Conflicts")
        search = await open_pane(pilot, "2", "search")
        await pilot.press(*"code graph", "enter")
        await wait_until(pilot, lambda: search.hits, what="the hit")
        await pilot.press("P")
        with side_engine(db_path) as other:
            await wait_until(pilot, lambda: other.memories.get(kept).pinned, what="the pin")
            await pilot.press("u")
            await wait_until(pilot, lambda: not other.memories.get(kept).pinned, what="u in Search")
        for key, pane in (("4", "server"), ("5", "stats"), ("6", "generations")):
            await open_pane(pilot, key, pane)
            assert pilot.app.screen.active_bindings["u"].binding.id == "app.undo"
        assert screen.in_flight == {}


async def test_conflicts_cursor_stays_on_open_proposals_and_aaa_accepts_three(db_path, engine):
    pairs = []
    for i in range(4):
        old = engine.memories.remember(f"Service {i} listens on port {8000 + i}", kind="infra", namespace="webapp").id
        engine.memories.promote([old])
        new = engine.memories.amend(old, f"Service {i} listens on port {9000 + i}").id
        pairs.append((old, new))
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "3", "conflicts")
        first, second = screen.rows[0].proposal.id, screen.rows[1].proposal.id
        await pilot.press("a")
        assert screen.highlighted_row().proposal.id == second  # moved at key time
        await wait_until(pilot, lambda: any(r.proposal.id == first and r.proposal.status == "applied"
                                            for r in screen.rows), what="the acceptance")
        await settled(pilot)
        # The accepted one stays listed (r can restore) at the bottom; the cursor did not follow it.
        assert screen.highlighted_row().proposal.id == second
        assert screen.highlighted_row().proposal.status == "open"
        for _ in range(3):
            pilot.app.simulate_key("a")
        with side_engine(db_path) as other:
            await wait_until(pilot, lambda: all(other.memories.get(old).status == "superseded" for old, _ in pairs),
                             what="three more acceptances")
        assert not [n for n in pilot.app._notifications if n.severity == "error"]


async def test_a_key_on_an_accepted_proposal_says_why_it_does_nothing(db_path, engine):
    old = engine.memories.remember("The release deadline is March 15", kind="project", namespace="webapp").id
    engine.memories.promote([old])
    engine.memories.amend(old, "The release deadline is April 2")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "3", "conflicts")
        await pilot.press("a")
        await wait_until(pilot, lambda: screen.rows and screen.rows[0].proposal.status == "applied",
                         what="the acceptance")
        await settled(pilot)
        await pilot.press("a")
        await wait_until(pilot, lambda: any("was accepted" in note for note in notes(pilot.app)), what="the why")
        said = next(note for note in notes(pilot.app) if "was accepted" in note)
        assert "nothing to accept or dismiss" in said and f"r restores #{old}" in said
        await pilot.press("d")
        assert pilot.app.screen is screen  # no reason prompt for a proposal that cannot be dismissed


async def test_home_end_gg_and_G_jump_to_the_ends(db_path, pending_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        await pilot.press("end")
        assert screen.highlighted_id() == pending_store[-1]
        await pilot.press("home")
        assert screen.highlighted_id() == pending_store[0]
        await pilot.press("G")
        assert screen.highlighted_id() == pending_store[-1]
        await pilot.press("g", "g")
        assert screen.highlighted_id() == pending_store[0]
        await pilot.press("j", "g")  # one g alone does nothing
        assert screen.highlighted_id() == pending_store[1]


async def test_esc_in_the_editor_asks_before_throwing_typing_away(db_path, pending_store):
    first = pending_store[0]
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("e")
        editor = await wait_until(pilot, lambda: isinstance(pilot.app.screen, EditMemory) and pilot.app.screen,
                                  what="the editor")
        await pilot.press("escape")  # nothing typed: closes at once
        await wait_until(pilot, lambda: not pilot.app.screen.is_modal, what="the editor to close")
        await pilot.press("e")
        editor = await wait_until(pilot, lambda: isinstance(pilot.app.screen, EditMemory) and pilot.app.screen,
                                  what="the editor again")
        await pilot.press(*" (checked)")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question")
        await pilot.press("escape")  # back to the editor, the typing kept
        await wait_until(pilot, lambda: pilot.app.screen is editor, what="the editor after no")
        assert "(checked)" in editor.query_one("#edit-content").text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question again")
        await pilot.press("enter")
        await wait_until(pilot, lambda: not pilot.app.screen.is_modal, what="the editor to close")
        await settled(pilot)
    with side_engine(db_path) as other:
        assert "(checked)" not in other.memories.get(first).content
