"""Pilot tests of the Search, Conflicts and Stats panes and of the app shell (keys, themes, live)."""

from __future__ import annotations

import time

import pytest
from textual.widgets import DataTable, Static

from core.settings import settings_from_dict
from support.tui import (  # noqa: F401
    SIZE,
    anyio_backend,
    make_app,
    queue_ids,
    settled,
    side_engine,
    status_of,
    type_into,
    wait_until,
)
from tui.modals import HelpScreen
from tui.record_views import MemoryDetail
from tui.state import load_state

pytestmark = pytest.mark.anyio


@pytest.fixture
def conflict_store(engine):
    """A promoted fact and a pending correction of it (an amend proposal)."""
    old = engine.memories.remember("The release deadline is March 15", kind="project", namespace="webapp").id
    engine.memories.promote([old])
    new = engine.memories.amend(old, "The release deadline is April 2", reason="the client moved it").id
    proposal = engine.conflicts.proposals()[0].id
    engine.close()
    return {"old": old, "new": new, "proposal": proposal}


async def _conflicts(pilot):
    await pilot.press("3")
    await wait_until(pilot, lambda: pilot.app.screen.PANE == "conflicts" and pilot.app.screen.rows,
                     what="proposals to load")
    await settled(pilot)
    return pilot.app.screen


async def test_conflicts_pane_marks_the_differing_words(db_path, conflict_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _conflicts(pilot)
        new_side = screen.query_one("#new-text", Static).visual
        marked = [new_side.plain[span.start:span.end] for span in new_side.spans if "diff-added" in str(span.style)]
        assert marked == ["April 2"]
        assert "the client moved it" in new_side.plain and "History" in new_side.plain


async def test_conflicts_pane_shows_the_detectors_reason_at_a_glance(db_path, engine):
    old = engine.memories.remember("Our production Redis is version 6", kind="infra").id
    engine.memories.promote([old])
    engine.memories.remember("Redis in production went to 7.2", kind="infra")
    engine.close()
    reason = "same attribute (production Redis version), 6 → 7.2"
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _conflicts(pilot)
        assert [row.proposal.reason for row in screen.rows] == [reason]
        cells = [str(cell) for cell in screen.query_one("#proposals", DataTable).get_row_at(0)]
        assert reason in cells
        assert reason in screen.query_one("#new-text", Static).visual.plain


async def test_a_accepts_the_proposal_and_r_restores_the_old_memory(db_path, conflict_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _conflicts(pilot)
        assert screen.check_action("restore", ()) is None
        await pilot.press("a")
        await wait_until(pilot, lambda: status_of(db_path, conflict_store["old"]) == "superseded", what="accept")
        assert status_of(db_path, conflict_store["new"]) == "promoted"
        await wait_until(pilot, lambda: screen.rows and screen.rows[0].proposal.status == "applied",
                         what="the accepted proposal to stay listed for restore")
        assert screen.check_action("accept", ()) is None
        await pilot.press("r")
        await wait_until(pilot, lambda: status_of(db_path, conflict_store["old"]) == "promoted", what="restore")


async def test_d_dismisses_with_the_reason_typed_and_both_memories_stay(db_path, conflict_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _conflicts(pilot)
        await pilot.press("d")
        await type_into(pilot, "#reason", "different servers, both true")
        await wait_until(pilot, lambda: not screen.rows, what="the proposal to leave the list")
    with side_engine(db_path) as engine:
        proposal = engine.store.proposals.get(conflict_store["proposal"])
        assert proposal.status == "dismissed"
        audit = [entry for entry in engine.store.audit.for_memory(conflict_store["new"])
                 if entry.action == "proposal.dismissed"]
        assert [entry.reason for entry in audit] == ["different servers, both true"]
        assert engine.memories.get(conflict_store["old"]).status == "promoted"
        assert engine.memories.get(conflict_store["new"]).status == "pending"


async def test_search_ranks_as_you_type_explains_and_opens(db_path, engine):
    first = engine.memories.remember("codegraph is my primary code graph tool", kind="tooling").id
    engine.memories.promote([first])
    pending = engine.memories.remember("the code graph is rebuilt nightly", kind="tooling").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await pilot.press("2", "slash")
        await type_into(pilot, "#query", "code graph", submit=False)
        screen = pilot.app.screen
        await wait_until(pilot, lambda: [h.memory.id for h in screen.hits] == [first], what="live results")
        why = screen.query_one("#why", Static).visual.plain
        assert "lexical" in why and "Provenance" in why
        context = screen.query_one("#context", Static).visual.plain
        assert "memdesk:begin" in context and "codegraph is my primary" in context
        # tab reaches the status filters; ticking "pending" widens the search.
        await pilot.press("escape", "tab")
        assert pilot.app.focused.id == "status-filter"
        screen.query_one("#status-filter").highlighted = 0
        await pilot.press("space")
        await wait_until(pilot, lambda: pending in [h.memory.id for h in screen.hits], what="pending hits")
        screen.query_one("#hits", DataTable).focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryDetail), what="the record")
        await settled(pilot)
        assert "History" in pilot.app.screen.query_one("#detail-body", Static).visual.plain
        await pilot.press("escape")
        assert pilot.app.screen is screen


async def test_stats_pane_counts_the_store(db_path, engine):
    for i in range(3):
        engine.memories.remember(f"fact {i}", kind="note")
    engine.memories.promote([1])
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await pilot.press("5")
        await wait_until(pilot, lambda: "pending" in pilot.app.screen.query_one("#by-status", Static).visual.plain,
                         what="stats")
        text = pilot.app.screen.query_one("#by-status", Static).visual.plain
        assert [line.split()[:2] for line in text.splitlines()[:2]] == [["pending", "2"], ["promoted", "1"]]


async def test_help_lists_every_binding_id(db_path, engine):
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen), what="help")
        table = pilot.app.screen.query_one(DataTable)
        shown = {str(table.get_row_at(i)[2]) for i in range(table.row_count)}
        assert shown == pilot.app.binding_ids()
        assert {"review.promote", "conflicts.accept", "server.toggle", "app.help"} <= shown


async def test_keymap_remaps_a_binding_by_id(db_path, engine):
    target = engine.memories.remember("remap me", kind="note").id
    engine.close()
    settings = settings_from_dict({"keymap": {"review.promote": "P", "no.such.binding": "z"}})
    async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: queue_ids(pilot.app), what="queue")
        assert any("no.such.binding" in n.message for n in pilot.app._notifications)
        await pilot.press("p")
        await settled(pilot)
        assert status_of(db_path, target) == "pending"  # p no longer promotes
        await pilot.press("P")
        await wait_until(pilot, lambda: status_of(db_path, target) == "promoted", what="the remapped key")
        assert pilot.app.key_for("review.promote") == "P"


async def test_theme_switch_is_remembered_for_this_store(db_path, engine):
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        assert pilot.app.theme == "memdesk-dark"
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert pilot.app.theme == "memdesk-light"
    assert load_state(db_path).theme == "memdesk-light"
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        assert pilot.app.theme == "memdesk-light"


async def test_any_textual_theme_gets_memdesks_semantic_colours(db_path, engine):
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        pilot.app.theme = "nord"
        await pilot.pause()
        variables = pilot.app.theme_variables
        assert variables["status-promoted"] == variables["success"]
        assert variables["diff-removed"] == variables["error"]


async def test_palette_finds_a_memory_by_id_and_opens_it(db_path, engine):
    memory_id = engine.memories.remember("palette target memory", kind="note").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*f"#{memory_id}")
        await wait_until(pilot, lambda: "palette target" in str(
            [str(o.prompt) for o in pilot.app.screen.query("CommandList").first().options]), what="the memory hit")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryDetail), what="the record")
        assert pilot.app.screen.memory_id == memory_id


@pytest.mark.postgres
async def test_on_postgresql_an_agents_write_from_another_process_appears_within_two_seconds(pg_store_url,
                                                                                              isolated_home):
    """The same promise on a shared server store, where the change arrives by LISTEN/NOTIFY."""
    from mcp import Client

    from support.mcp import stdio_params

    with side_engine(pg_store_url) as first:
        first.memories.remember("already here", kind="note")
    async with make_app(pg_store_url, poll_seconds=0.5).run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(queue_ids(pilot.app)) == 1, what="queue")
        async with Client(stdio_params(pg_store_url, isolated_home, "--no-forward")) as agent:
            answer = await agent.call_tool("remember", {"content": "an agent wrote this on the server", "kind": "note"})
            assert answer.structured_content["status"] == "pending"
        written = time.monotonic()
        await wait_until(pilot, lambda: len(queue_ids(pilot.app)) == 2, timeout=2.0, what="the new capture")
        assert time.monotonic() - written <= 2.0


async def test_a_remember_over_mcp_from_another_process_appears_within_two_seconds(db_path, engine, isolated_home):
    from mcp import Client

    from support.mcp import stdio_params

    engine.memories.remember("already here", kind="note")
    engine.close()
    async with make_app(db_path, poll_seconds=0.5).run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(queue_ids(pilot.app)) == 1, what="queue")
        screen = pilot.app.screen
        # A real agent's path: an MCP client talking to `memdesk mcp` in its own process.
        async with Client(stdio_params(db_path, isolated_home, "--no-forward")) as agent:
            answer = await agent.call_tool("remember", {"content": "an agent wrote this over MCP", "kind": "note"})
            assert answer.structured_content["status"] == "pending"
        written = time.monotonic()
        await wait_until(pilot, lambda: len(queue_ids(pilot.app)) == 2, timeout=2.0, what="the new capture")
        assert time.monotonic() - written <= 2.0
        assert screen.highlighted_id() == queue_ids(pilot.app)[0]  # the cursor stayed put


async def test_a_theme_switch_restyles_panes_visited_before_it(db_path, conflict_store):
    """Coming back to a pane skips Textual's restyle unless the theme or stylesheet changed since."""
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _conflicts(pilot)
        await pilot.press("1")
        await settled(pilot)
        before = screen.query_one("#proposals").styles.background
        await pilot.press("ctrl+t")  # memdesk-dark → memdesk-light
        await settled(pilot)
        await pilot.press("3")
        await settled(pilot)
        after = screen.query_one("#proposals").styles.background
        assert pilot.app.theme == "memdesk-light"
        assert after.brightness > 0.5 > before.brightness  # the light theme's surface, not the dark one
