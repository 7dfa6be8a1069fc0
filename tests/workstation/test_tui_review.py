"""Pilot tests of the Review pane: every action key, asserted on the store."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, TextArea

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

pytestmark = pytest.mark.anyio


@pytest.fixture
def queue_store(engine, db_path):
    """Three pending memories, one superseded, one promoted (not in the queue)."""
    ids = {
        "pnpm": engine.memories.remember("The user prefers pnpm", kind="preference", source="mcp:codex").id,
        "ruff": engine.memories.remember("Use ruff for linting", kind="tooling", source="mcp:cursor").id,
        "tz": engine.memories.remember("The user's timezone is Europe/Madrid", kind="person", source="cli").id,
    }
    old = engine.memories.remember("The deploy target is staging-1", kind="project", namespace="webapp").id
    engine.memories.promote([old])
    newer = engine.memories.amend(old, "The deploy target is staging-2").id
    engine.memories.promote([newer])
    ids.update(old=old, newer=newer)
    engine.close()
    return ids


async def _open(pilot):
    await wait_until(pilot, lambda: queue_ids(pilot.app), what="the queue to load")
    await settled(pilot)


async def test_queue_lists_what_waits_oldest_first(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        assert queue_ids(pilot.app) == [queue_store["pnpm"], queue_store["ruff"], queue_store["tz"], queue_store["old"]]
        assert pilot.app.screen.items[queue_store["old"]].status_label == "superseded"


async def test_p_promotes_the_highlighted_memory(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("p")
        await wait_until(pilot, lambda: status_of(db_path, queue_store["pnpm"]) == "promoted", what="promotion")
        await wait_until(pilot, lambda: queue_store["pnpm"] not in queue_ids(pilot.app), what="row to leave")
        assert status_of(db_path, queue_store["ruff"]) == "pending"


async def test_x_rejects_with_the_reason_typed(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("j", "x")
        await type_into(pilot, "#reason", "not true anymore")
        await wait_until(pilot, lambda: status_of(db_path, queue_store["ruff"]) == "rejected", what="rejection")
    with side_engine(db_path) as engine:
        assert engine.memories.get(queue_store["ruff"]).status_reason == "not true anymore"


async def test_escape_in_the_reason_prompt_rejects_nothing(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(pilot.app.focused, Input), what="the reason prompt")
        await pilot.press("escape")
        await settled(pilot)
        assert queue_store["pnpm"] in queue_ids(pilot.app)
    assert status_of(db_path, queue_store["pnpm"]) == "pending"


async def test_u_undoes_the_last_decision(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("p", "u")
        await wait_until(pilot, lambda: status_of(db_path, queue_store["pnpm"]) == "pending"
                         and queue_store["pnpm"] in queue_ids(pilot.app), what="undo to bring it back")
    with side_engine(db_path) as engine:
        history = [entry.action for entry in engine.store.audit.for_memory(queue_store["pnpm"])]
    assert "promote" in history  # the promotion happened, then was undone — in keypress order


async def test_space_selects_for_a_batch_promote(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("space", "space")
        assert pilot.app.screen.selected == {queue_store["pnpm"], queue_store["ruff"]}
        await pilot.press("p")
        await wait_until(pilot, lambda: status_of(db_path, queue_store["ruff"]) == "promoted", what="batch")
        assert status_of(db_path, queue_store["pnpm"]) == "promoted"
        assert status_of(db_path, queue_store["tz"]) == "pending"
        await wait_until(pilot, lambda: not pilot.app.screen.selected, what="selection to clear")


async def test_r_restores_a_superseded_memory_and_is_greyed_otherwise(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        screen = pilot.app.screen
        assert screen.check_action("restore", ()) is None  # a pending memory cannot be restored
        await pilot.press("r")
        await settled(pilot)
        assert status_of(db_path, queue_store["pnpm"]) == "pending"
        screen.table.move_cursor(row=3)
        await wait_until(pilot, lambda: screen.highlighted_id() == queue_store["old"], what="cursor on #old")
        assert screen.check_action("restore", ()) is True
        await pilot.press("r")
        await wait_until(pilot, lambda: status_of(db_path, queue_store["old"]) == "promoted", what="restore")


async def test_e_edits_a_pending_memory_inline(db_path, queue_store, monkeypatch):
    monkeypatch.delenv("EDITOR", raising=False)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        assert pilot.app.screen.check_action("edit_external", ()) is False  # hidden without $EDITOR
        await pilot.press("e")
        area = await wait_until(pilot, lambda: isinstance(pilot.app.focused, TextArea) and pilot.app.focused,
                                what="the editor")
        area.text = "The user prefers pnpm for every JavaScript project"
        await pilot.press("ctrl+s")
        with side_engine(db_path) as engine:
            await wait_until(pilot, lambda: "every JavaScript" in engine.memories.get(queue_store["pnpm"]).content,
                             what="the edit to land")
        row = queue_store["pnpm"]
        await wait_until(pilot, lambda: "every JavaScript" in pilot.app.screen.items[row].memory.content,
                         what="the row to update")


async def test_edit_is_greyed_for_a_superseded_memory(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        pilot.app.screen.table.move_cursor(row=3)
        await wait_until(pilot, lambda: pilot.app.screen.highlighted_id() == queue_store["old"], what="cursor")
        assert pilot.app.screen.check_action("edit", ()) is None
        assert pilot.app.screen.check_action("promote", ()) is True


async def test_slash_filters_and_escape_clears(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("slash")
        await type_into(pilot, "#filter", "kind:tooling")
        await wait_until(pilot, lambda: queue_ids(pilot.app) == [queue_store["ruff"]], what="the filter")
        await pilot.press("escape")
        await wait_until(pilot, lambda: len(queue_ids(pilot.app)) == 4, what="the filter to clear")


async def test_a_bad_filter_says_why_and_keeps_the_queue(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("slash")
        await type_into(pilot, "#filter", "status:promoted")
        field = pilot.app.screen.query_one("#filter", Input)
        await wait_until(pilot, lambda: field.has_class("-invalid"), what="the filter to be marked invalid")
        assert "no status 'promoted'" in str(field.border_subtitle)
        assert len(queue_ids(pilot.app)) == 4


async def test_o_groups_and_choosing_a_group_filters(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        groups = pilot.app.screen.query_one("#groups", OptionList)
        await pilot.press("o")  # source → kind
        await wait_until(pilot, lambda: any((o.id or "").startswith("kind\t") for o in groups.options),
                         what="kind groups")
        index = next(i for i, o in enumerate(groups.options) if o.id == "kind\tperson")
        groups.focus()
        groups.highlighted = index
        await pilot.press("enter")
        await wait_until(pilot, lambda: queue_ids(pilot.app) == [queue_store["tz"]], what="the group filter")
        assert pilot.app.screen.query_one("#filter", Input).value == "kind:person"


async def test_j_and_k_move_and_the_detail_follows(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        screen = pilot.app.screen
        await pilot.press("j", "j", "k")
        assert screen.highlighted_id() == queue_store["ruff"]
        await settled(pilot)
        assert screen._shown_detail == queue_store["ruff"]


async def test_a_failed_write_becomes_a_visible_error(db_path, queue_store):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        with side_engine(db_path) as other:  # another process decides first
            other.memories.reject([queue_store["pnpm"]], reason="decided elsewhere")
        await pilot.press("p")
        await wait_until(pilot, lambda: any(n.severity == "error" for n in pilot.app._notifications),
                         what="an error notification")
        error = next(n for n in pilot.app._notifications if n.severity == "error")
        assert "cannot promote a rejected memory" in error.message
    assert status_of(db_path, queue_store["pnpm"]) == "rejected"


async def test_a_held_capture_shows_held_and_p_still_promotes_it(db_path, engine):
    held = engine.memories.remember("tests are passing now", kind="note").id
    assert engine.store.proposals.for_memory(held, statuses=("held",)), "the transient screen should hold it"
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        screen = pilot.app.screen
        assert screen.items[held].status_label == "held"
        assert screen.check_action("promote", ()) is True
        await pilot.press("p")
        await wait_until(pilot, lambda: status_of(db_path, held) == "promoted", what="the held capture promoted")


def test_dollar_editor_edits_the_text_and_says_why_it_cannot(tmp_path, monkeypatch):
    import contextlib
    import sys

    from textual.app import SuspendNotSupported

    from core import UsageError
    from tui.external_editor import edit_in_editor

    script = tmp_path / "fake_editor.py"
    script.write_text("import sys\nopen(sys.argv[1], 'w').write('the edited text\\n')\n", encoding="utf-8")

    class Terminal:
        def suspend(self):
            return contextlib.nullcontext()

    class Headless:
        def suspend(self):
            raise SuspendNotSupported("headless")

    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    assert edit_in_editor(Terminal(), "the old text") == "the edited text"
    with pytest.raises(UsageError, match="press e to edit inline"):
        edit_in_editor(Headless(), "the old text")
    monkeypatch.delenv("EDITOR")
    with pytest.raises(UsageError, match="set \\$EDITOR"):
        edit_in_editor(Terminal(), "the old text")
