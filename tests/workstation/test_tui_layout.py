"""Issue 16, item 1: every pane works from 80×24 up, on a store of a few hundred memories.

Side panels fold and lower panes stack below 100 columns, the text column takes the
spare width at every size (and follows a resize), the queue keeps at least 8 rows with
and without the filter, the pane strip always shows ? and q, dialogs fit, ids are
never cut into other ids.
"""

from __future__ import annotations

import sqlite3

import pytest
from textual.widgets import DataTable, Input, OptionList

from support.tui import (  # noqa: F401
    anyio_backend,
    busy_store,
    make_app,
    open_pane,
    pane_strip,
    queue_ids,
    settled,
    visible_rows,
    wait_until,
)
from tui.fit_table import FitTable
from tui.keyline import KeyLine
from tui.modals import HelpScreen
from tui.screens.base import PaneTabs

pytestmark = pytest.mark.anyio
SIZES = [(80, 24), (120, 40)]


async def _review(pilot):
    await wait_until(pilot, lambda: queue_ids(pilot.app), what="the queue")
    await settled(pilot)
    return pilot.app.screen


def _fits(table: FitTable) -> bool:
    """No column runs past the table's own width (nothing is cut away at the right)."""
    return table.virtual_size.width <= table.scrollable_content_region.width


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_review_keeps_eight_rows_and_gives_the_text_the_spare_width(db_path, size):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=size) as pilot:
        screen = await _review(pilot)
        table = screen.table
        assert visible_rows(table) >= 8
        assert _fits(table)
        assert table.flex_width() >= (45 if size[0] == 80 else 35)
        # Below 100 columns the side panel folds away and its counts move into the title.
        groups = screen.query_one("#groups")
        if size[0] < 100:
            assert not groups.region.width
            assert "pending" in str(table.border_title)
        else:
            assert groups.region.width
        # The filter line opens without taking a queue row away.
        await pilot.press("slash")
        await wait_until(pilot, lambda: isinstance(pilot.app.focused, Input), what="the filter")
        await settled(pilot)
        assert visible_rows(table) >= 8
        strip = pane_strip(pilot.app)
        assert "? help" in strip and "q quit" in strip


async def test_search_hits_get_the_width_and_eight_rows_at_80x24(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=(80, 24)) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "2", "search")
        await pilot.press(*"deploy pipeline")
        await wait_until(pilot, lambda: len(screen.hits) >= 8, what="hits")
        hits = screen.query_one("#hits", FitTable)
        assert hits.region.width == 80
        assert visible_rows(hits) >= 8
        assert hits.flex_width() >= 40


async def test_server_request_log_keeps_rows_at_80x24(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=(80, 24)) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "4", "server")
        assert visible_rows(screen.query_one("#requests", FitTable)) >= 4
        assert screen.query_one("#snippet-panel").region.width >= 44  # the JSON's longest line fits
        assert screen.max_scroll_y == 0


async def test_the_server_pane_keeps_the_focus_on_something_shown_when_the_terminal_narrows(db_path):
    """Wide, the client list takes the focus; 80 columns hide it, and the focus must move to a shown widget, on
    arrival at 80x24 as after a resize (keys typed into a hidden list reach nothing a person sees)."""
    busy_store(db_path)
    async with make_app(db_path).run_test(size=(120, 40)) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "4", "server")
        assert pilot.app.focused is screen.query_one("#clients", OptionList)
        await pilot.resize_terminal(80, 24)
        await settled(pilot)
        focused = pilot.app.focused
        assert not screen.query_one("#clients").display
        assert focused is not None and focused.display and focused.region.area, focused
    async with make_app(db_path).run_test(size=(80, 24)) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "4", "server")
        focused = pilot.app.focused
        assert focused is not None and focused.display and focused.region.area, focused


async def test_generations_diff_gets_the_full_width_at_80x24(db_path):
    from tui.scenes import seed_generations_store

    seed_generations_store(db_path)
    async with make_app(db_path).run_test(size=(80, 24)) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "6", "generations")
        report = screen.query_one("#report-scroll")
        # The fold is laid out after the narrow class lands; a loaded worker can look first.
        await wait_until(pilot, lambda: report.region.width == 80, what="the diff at the full width")
        assert report.region.width == 80
        assert report.region.height >= 10
        assert not screen.query_one("#generation-scroll").region.width  # folded: enter opens it


async def test_columns_follow_the_terminal_when_it_is_resized(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=(120, 40)) as pilot:
        screen = await _review(pilot)
        table = screen.table
        widths = {}
        for size in ((120, 40), (80, 24), (160, 40)):
            await pilot.resize_terminal(*size)
            await settled(pilot)
            assert _fits(table), size
            widths[size] = table.flex_width()
        assert widths[(80, 24)] >= 45
        assert widths[(160, 40)] > widths[(120, 40)]
        assert "ns" in table.shown_columns() and "kind" in table.shown_columns()
        await pilot.resize_terminal(80, 24)
        await settled(pilot)
        assert table.shown_columns() == ["mark", "id", "status", "content"]


PANES = (("1", "review"), ("2", "search"), ("3", "conflicts"), ("4", "server"), ("5", "stats"),
         ("6", "generations"))


def _boxes(screen):
    """What a person reads as separate things: bordered panels, the pane strip, the footer, text boxes."""
    return [widget for widget in screen.query("*")
            if widget.display and widget.region.area
            and (widget.styles.border_top[0] or isinstance(widget, (PaneTabs, KeyLine, Input)))]


def _focused_row_visible(widget) -> bool:
    """The cursor of a focused list is inside the part of the list on screen."""
    if isinstance(widget, DataTable):
        if not widget.row_count:
            return True
        row = widget.cursor_row
    elif isinstance(widget, OptionList):
        if widget.highlighted is None:
            return True
        row = widget.highlighted
    else:
        return True
    shown = widget.scrollable_content_region.height - (widget.header_height if isinstance(widget, DataTable)
                                                        and widget.show_header else 0)
    top = round(widget.scroll_y)
    return top <= row < top + shown


def _laid_out(pilot, screen) -> bool:
    """The screen does not scroll as a whole and, where it has something to focus, a shown widget has the focus."""
    focused = pilot.app.focused
    return screen.max_scroll_y == 0 and (not screen.focus_chain or (focused is not None and bool(focused.region.area)))


def _assert_fits_with_help_and_quit(pilot, screen, pane: str) -> None:
    """The pane strip shows ? and q, the pane does not scroll as a whole, no shown table is wider than its panel
    and each keeps its text column at least 30 wide."""
    strip = pane_strip(pilot.app)
    assert "? help" in strip and "q quit" in strip, pane
    assert screen.max_scroll_y == 0, f"the {pane} pane scrolls as a whole"
    for table in screen.query(FitTable):
        if table.display:
            assert _fits(table), f"{pane}: {table.id} is wider than its panel"
            assert table.flex_width() >= 30, f"{pane}: {table.id} text column {table.flex_width()}"


def _assert_nothing_clipped_and_every_key_reachable(pilot, screen, pane: str, width: int, height: int) -> None:
    """Panels inside the screen and apart, the focused row on screen, footer keys whole or in ?."""
    boxes = _boxes(screen)
    for box in boxes:
        region = box.region
        assert region.x >= 0 and region.y >= 0 and region.right <= width and region.bottom <= height, \
            f"{pane}: {box!r} at {region} leaves the screen"
    for index, one in enumerate(boxes):
        for other in boxes[index + 1:]:
            if one in other.ancestors or other in one.ancestors:
                continue
            assert not one.region.overlaps(other.region), f"{pane}: {one!r} overlaps {other!r}"
    focused = pilot.app.focused
    if screen.focus_chain:  # Stats has nothing to focus
        assert focused is not None and focused.region.area, f"{pane}: nothing visible has the focus"
        assert _focused_row_visible(focused), f"{pane}: the cursor row of {focused!r} is off screen"
    # The footer: keys drawn whole; the ones that do not fit are named by ? (which the strip shows).
    line = screen.query_one(KeyLine).visual.plain.rstrip()
    assert len(line) <= width
    shown = [active.binding for active in screen.active_bindings.values() if active.binding.show]
    labels = {binding.group.description if binding.group else binding.description for binding in shown}
    missing = [binding for binding in shown if (binding.group.description if binding.group
                                                else binding.description) not in line]
    if missing:
        assert line.endswith("… ? all keys"), f"{pane}: keys cut without a word: {line!r}"
        before = line.removesuffix("… ? all keys").rstrip()
        assert any(before.endswith(label) for label in labels), f"{pane}: a key cut in half: {line!r}"
        ids = pilot.app.binding_ids()
        assert all(binding.id in ids for binding in missing), f"{pane}: {missing} not in the help"
    assert "? help" in pane_strip(pilot.app)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_every_pane_fits_clips_nothing_and_keeps_help_quit_and_every_key_in_sight(db_path, size):
    """Each pane, visited in turn and Review again after the others: the pane strip shows ? and q, nothing
    scrolls as a whole and every shown table fits its panel with a text column of 30 or more; panels sit inside
    the screen and apart, the focused row is on screen, footer keys are drawn whole or named by ?.

    One app per size walks the panes for both sets of checks (they read the same screens at the same size)."""
    busy_store(db_path)
    width, height = size
    async with make_app(db_path).run_test(size=size) as pilot:
        await _review(pilot)
        for key, pane in PANES:
            screen = await open_pane(pilot, key, pane)
            # The checks read the settled layout: a loaded CI worker can reach them before the height breakpoint's
            # class (-short) or the hidden widget's blur has been laid out. A pane that never settles still fails.
            await wait_until(pilot, lambda shown=screen: _laid_out(pilot, shown), what=f"the {pane} pane laid out")
            _assert_fits_with_help_and_quit(pilot, screen, pane)
            _assert_nothing_clipped_and_every_key_reachable(pilot, screen, pane, width, height)
        # Back to Review after every other pane was opened.
        screen = await open_pane(pilot, "1", "review")
        _assert_fits_with_help_and_quit(pilot, screen, "review")
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen), what="the help")


# Keys to each dialog, in chains that share one app: each dialog is closed with esc before the next
# key path, which goes on from where the dialog left (Search's answer from the hits its record was opened
# from). Review: help, reject, editor, record, rules, quit, the editor's new-kind question (last: it is
# left open); Conflicts' dismiss and record; a generation's record and the validate question; Search's
# record and answer.
DIALOG_CHAINS = {
    "review": (("question_mark", "HelpScreen"), ("x", "RejectPrompt"), ("e", "EditMemory"),
               ("enter", "MemoryDetail"), ("R", "CaptureRules"), ("space,q", "ConfirmQuit"),
               ("e,tab,z,z,ctrl+s", "Confirm")),
    "conflicts": (("3,d", "RejectPrompt"), ("3,enter", "MemoryDetail")),
    "generations": (("6,enter", "RecordScreen"), ("6,j,v", "Confirm")),
    "search": (("2,d,e,p,l,o,y,hits,escape,enter", "MemoryDetail"), ("a", "AnswerScreen")),
}


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize("chain", DIALOG_CHAINS)
async def test_every_dialog_fits(db_path, chain, size):
    """Each dialog inside the terminal, and everything it holds inside the dialog (scrolled text scrolls)."""
    busy_store(db_path)
    width, height = size
    async with make_app(db_path).run_test(size=size) as pilot:
        await _review(pilot)
        for step, (keys, dialog) in enumerate(DIALOG_CHAINS[chain], start=1):
            for key in keys.split(","):
                if key == "hits":  # Search: wait for the hits of what was typed
                    await wait_until(pilot, lambda: pilot.app.screen.hits, what="the hits")
                    continue
                await pilot.press(key)
                if key.isdigit():
                    await wait_until(pilot, lambda: getattr(pilot.app.screen, "PANE", "") != "review", what="the pane")
                    await settled(pilot)
            await wait_until(pilot, lambda dialog=dialog: type(pilot.app.screen).__name__ == dialog,
                             what=f"{dialog} after {keys}")
            await settled(pilot)
            box = pilot.app.screen.query_one(".modal-box")
            assert box.region.right <= width and box.region.bottom <= height, (keys, box.region)
            assert box.region.x >= 0 and box.region.y >= 0, (keys, box.region)
            for widget in box.children:
                if widget.display and widget.region.area:
                    assert box.region.contains_region(widget.region), \
                        f"{keys}: {widget!r} at {widget.region} leaves {box.region}"
            if step < len(DIALOG_CHAINS[chain]):
                await pilot.press("escape")
                await wait_until(pilot, lambda: not pilot.app.screen.query(".modal-box"), what=f"{dialog} to close")
                await settled(pilot)


async def test_big_ids_are_drawn_whole(db_path):
    """An id column as wide as its widest id: #12346 is never drawn as #1234 (another memory)."""
    busy_store(db_path)
    with sqlite3.connect(db_path) as connection:
        # Ids follow the largest one: an archived placeholder makes the next capture #12345.
        connection.execute("INSERT INTO memories (id, uid, content, content_hash, created_at, status) "
                           "VALUES (12344, 'placeholder', 'placeholder', 'x', '2026-01-01T00:00:00Z', 'archived')")
    from support.tui import side_engine

    with side_engine(db_path) as engine:
        big = engine.memories.remember("The deploy pipeline keeps a big id", kind="note").id
        promoted = engine.memories.remember("The deploy pipeline keeps a big promoted id", kind="note").id
        engine.memories.promote([promoted])
    assert big >= 12345
    async with make_app(db_path).run_test(size=(80, 24)) as pilot:
        screen = await _review(pilot)
        await pilot.press("end")
        await settled(pilot)
        table = screen.table
        column = table.columns["id"]
        assert column.width >= len(f"#{big}")
        search = await open_pane(pilot, "2", "search")
        await pilot.press(*"big promoted id")
        await wait_until(pilot, lambda: search.hits, what="the hit")
        hits = search.query_one("#hits", FitTable)
        assert hits.columns["id"].width >= len(f"#{big + 1}")
