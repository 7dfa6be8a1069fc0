"""Issue 16, item 3: nothing hidden.

Search names the statuses it covers with real boxes; the focused panel shows by shape;
queue rows mark an open conflict; enter opens the full record everywhere and a waiting
memory found elsewhere can be shown in Review; Generations keeps its marker visible,
wraps a validation, explains d, lists supersessions first, asks before re-validating
and checks the configured soul folder; source names stay distinct; the editor labels its
fields and confirms a new kind; counts say what they mean; the Server's copy says where
the snippet went.
"""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input, OptionList, Static

from core.settings import settings_from_dict
from support.generations import LARGE, SMALL, promoted_generation, sealed_generation, seed_corpus
from support.tui import (  # noqa: F401
    SIZE,
    anyio_backend,
    busy_store,
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
from tui.modals import Confirm
from tui.record_views import MemoryDetail, RecordScreen
from tui.screens.review_table import CONTESTED_MARK

pytestmark = pytest.mark.anyio


async def _review(pilot):
    await wait_until(pilot, lambda: getattr(pilot.app.screen, "summary", None) is not None, what="the queue")
    await settled(pilot)
    return pilot.app.screen


def _text(widget) -> str:
    return widget.visual.plain


# -- Search ---------------------------------------------------------------------------------


async def test_search_names_its_statuses_with_real_boxes_and_says_where_else_words_match(db_path, engine):
    engine.memories.promote([engine.memories.remember("The deploy pipeline runs on Nomad", kind="infra").id])
    waiting = engine.memories.remember("The VAT number for invoices is ES-B12345678", kind="fiscal").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "2", "search")
        statuses = screen.query_one("#status-filter", OptionList)
        prompts = [str(statuses.get_option_at_index(i).prompt) for i in range(statuses.option_count)]
        assert "☑ promoted" in prompts and "☐ pending" in prompts
        hits = screen.query_one("#hits")
        assert "promoted only" in str(hits.border_title)
        await pilot.press(*"VAT invoices")
        await wait_until(pilot, lambda: "1 pending" in str(hits.border_subtitle), what="the elsewhere note")
        assert "0 promoted" in str(hits.border_subtitle)
        # Tick "pending": the box, the title and the hits follow.
        await pilot.press("escape", "tab")
        statuses.highlighted = 0
        await pilot.press("space")
        await wait_until(pilot, lambda: [h.memory.id for h in screen.hits] == [waiting], what="the pending hit")
        assert str(statuses.get_option_at_index(0).prompt) == "☑ pending"
        assert "pending, promoted" in str(hits.border_title)


async def test_a_pending_memory_found_in_search_can_be_shown_in_review(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        review = await _review(pilot)
        screen = await open_pane(pilot, "2", "search")
        await pilot.press("escape", "tab")  # the status boxes
        screen.query_one("#status-filter", OptionList).highlighted = 0
        await pilot.press("space", "slash", *"VAT number invoices", "enter")
        await wait_until(pilot, lambda: screen.hits and screen.hits[0].memory.status == "pending", what="the hit")
        target = screen.hits[0].memory.id
        await pilot.press("enter")
        detail = await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryDetail) and pilot.app.screen,
                                  what="the record")
        await wait_until(pilot, lambda: detail.data is not None, what="the record to load")
        assert detail.check_action("goto", ()) is True
        await pilot.press("g")
        await wait_until(pilot, lambda: pilot.app.screen is review and review.highlighted_id() == target,
                         what="the memory under the Review cursor")
        assert review.queue_filter.ids in ((), (target,))


# -- focus, marks, records ---------------------------------------------------------------


async def test_the_focused_panel_shows_by_its_border(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        seen = set()
        for _ in range(5):
            focused = pilot.app.focused
            panel = focused if focused.has_class("panel") else next(
                (a for a in focused.ancestors if getattr(a, "has_class", lambda _: False)("panel")), None)
            assert panel is not None, f"{focused} is not inside a panel"
            assert panel.styles.border_top[0] == "heavy", panel.id
            others = [p for p in screen.query(".panel") if p is not panel and p.display]
            assert all(p.styles.border_top[0] != "heavy" for p in others)
            seen.add(panel.id)
            await pilot.press("tab")
        assert {"queue", "evidence-scroll", "preview-scroll", "groups"} <= seen


async def test_queue_rows_mark_an_open_conflict(db_path, engine):
    old = engine.memories.remember("The staging server listens on port 8080", kind="infra", namespace="webapp").id
    engine.memories.promote([old])
    contested = engine.memories.remember("The staging server listens on port 9090", kind="infra", namespace="webapp").id
    quiet = engine.memories.remember("The user prefers pnpm", kind="preference").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        assert screen.items[contested].contested and not screen.items[quiet].contested
        mark = screen.table.get_cell(str(contested), "mark")
        assert CONTESTED_MARK in str(mark)
        assert CONTESTED_MARK not in str(screen.table.get_cell(str(quiet), "mark"))
        assert f"{CONTESTED_MARK} in conflict 1" in str(screen.table.border_title)


async def test_enter_opens_the_full_record_in_review_and_conflicts(db_path, engine):
    old = engine.memories.remember("The release deadline is March 15", kind="project", namespace="webapp").id
    engine.memories.promote([old])
    new = engine.memories.amend(old, "The release deadline is April 2").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("enter")
        detail = await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryDetail) and pilot.app.screen,
                                  what="the record from Review")
        assert detail.memory_id == new
        await pilot.press("escape")
        await open_pane(pilot, "3", "conflicts")
        await pilot.press("enter")
        detail = await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryDetail) and pilot.app.screen,
                                  what="the record from Conflicts")
        await wait_until(pilot, lambda: detail.data is not None, what="it to load")
        assert detail.memory_id == new
        await pilot.press("tab")
        await wait_until(pilot, lambda: detail.data is not None and detail.data["id"] == old, what="the other side")
        assert "History" in _text(detail.query_one("#detail-body", Static))


# -- Generations -----------------------------------------------------------------------------


@pytest.fixture
def lineage(engine, tmp_path):
    corpus = seed_corpus(engine)
    first = promoted_generation(engine, SMALL, soul={"SOUL.md": b"# SOUL\n\nPlain words.\n"})
    engine.memories.promote([corpus.pending])
    second = sealed_generation(engine, LARGE, soul={"SOUL.md": b"# SOUL\n\nPlain words.\n"})
    assert engine.generations.validate(second).passed
    engine.close()
    return {"first": first, "second": second, "corpus": corpus}


async def _generations(pilot):
    await _review(pilot)
    screen = await open_pane(pilot, "6", "generations")
    await wait_until(pilot, lambda: screen.rows, what="the lineage")
    return screen


async def test_the_current_marker_stays_visible_on_the_highlighted_row(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _generations(pilot)
        lineage_list = screen.lineage
        assert screen.highlighted_id() == lineage["first"]  # the current one is highlighted
        for y in range(lineage_list.size.height):
            for segment in lineage_list.render_line(y):
                if "current" in segment.text and segment.style is not None:
                    style = segment.style
                    assert style.bgcolor is not None and style.color is not None
                    assert style.color != style.bgcolor, "the marker is drawn in the highlight's own colour"
                    return
        raise AssertionError("no '◀ current' on screen")


async def test_d_on_the_current_generation_says_what_to_pick(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _generations(pilot)
        assert screen.highlighted_id() == lineage["first"]
        await pilot.press("d")
        await wait_until(pilot, lambda: any("is the current one" in note for note in notes(pilot.app)),
                         what="the explanation")
        said = next(note for note in notes(pilot.app) if "is the current one" in note)
        assert "move to another generation and press d" in said


async def test_enter_opens_a_generation_in_full(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _generations(pilot)
        await pilot.press("enter")
        record = await wait_until(pilot, lambda: isinstance(pilot.app.screen, RecordScreen) and pilot.app.screen,
                                  what="the generation's record")
        body = _text(record.query_one("#record-body", Static))
        assert "Manifest" in body and "Log" in body and "hardware.gpu" in body


async def test_v_on_a_validated_generation_asks_and_the_soul_folder_is_checked(db_path, lineage, tmp_path):
    soul = tmp_path / "soul"
    soul.mkdir()
    (soul / "SOUL.md").write_bytes(b"# SOUL\n\nPlain words.\n")
    settings = settings_from_dict({"soul": {"dir": str(soul)}})
    async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
        screen = await _generations(pilot)
        await pilot.press("j", "v")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question")
        await pilot.press("escape")
        assert screen.report is None or screen.report[0] != "validation"
        await pilot.press("v")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question again")
        await pilot.press("enter")
        report = screen.query_one("#report", Static)
        await wait_until(pilot, lambda: "continuity verified" in _text(report), what="the validation")
        text = _text(report)
        assert "soul" in text and "skipped" not in text.split("soul", 1)[1].splitlines()[0]
        assert str(soul) in text
        assert not report.has_class("-diff")  # a validation's detail wraps instead of being cut
    with side_engine(db_path) as engine:
        assert engine.generations.show(lineage["second"]).validation["checks"]["soul"]["status"] == "pass"


async def test_a_validation_that_demotes_says_so_and_diffs_list_supersessions_first(db_path, lineage, tmp_path):
    soul = tmp_path / "soul"
    soul.mkdir()
    (soul / "SOUL.md").write_bytes(b"# SOUL\n\nLoud words.\n")
    settings = settings_from_dict({"soul": {"dir": str(soul)}})
    async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
        screen = await _generations(pilot)
        await pilot.press("j", "d")
        report = screen.query_one("#report", Static)
        await wait_until(pilot, lambda: "Memories" in _text(report), what="the diff")
        assert report.has_class("-diff")
        await pilot.press("v")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm), what="the question")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "continuity failed" in _text(report), what="the failed validation")
        assert "validated → sealed (soul failed)" in _text(report)


def test_diff_lists_supersessions_and_state_changes_before_additions():
    from tui.generation_render import MEMORY_GROUPS

    order = [key for key, *_ in MEMORY_GROUPS]
    assert order.index("superseded") < order.index("added")
    assert order.index("state_changed") < order.index("added")


# -- labels, editor, counts ------------------------------------------------------------------


async def test_side_panel_source_names_stay_distinct(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        groups = screen.query_one("#groups", OptionList)
        labels = [str(groups.get_option_at_index(i).prompt).rsplit(maxsplit=1)[0]
                  for i in range(groups.option_count) if (groups.get_option_at_index(i).id or "").startswith("source")]
        harvest = [label for label in labels if "jsonl" in label]
        assert len(harvest) >= 3 and len(set(harvest)) == len(harvest), harvest


async def test_the_editor_labels_its_fields_and_confirms_a_new_kind(db_path, engine):
    memory = engine.memories.remember("The VAT number for invoices is ES-B12345678", kind="fiscal")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await pilot.press("e")
        editor = await wait_until(pilot, lambda: isinstance(pilot.app.screen, EditMemory) and pilot.app.screen,
                                  what="the editor")
        labels = [_text(label) for label in editor.query(".field-label")]
        assert labels[:2] == ["Text", "Kind"] and labels[2].startswith("Tags")
        await wait_until(pilot, lambda: "fiscal" in editor.known_kinds, what="the known kinds")
        kind = editor.query_one("#edit-kind", Input)
        kind.value = "fiscl"
        await pilot.pause()
        assert "sensitive → normal" in _text(editor.query_one("#kind-hint"))
        await pilot.press("ctrl+s")
        question = await wait_until(pilot, lambda: isinstance(pilot.app.screen, Confirm) and pilot.app.screen,
                                    what="the new-kind question")
        assert "risk tier sensitive" in _text(question.query_one("#confirm-body"))
        await pilot.press("escape")
        assert pilot.app.screen is editor
        kind.value = "fiscal"
        await pilot.press("ctrl+s")
        await settled(pilot)
    with side_engine(db_path) as other:
        assert other.memories.get(memory.id).kind == "fiscal" and other.memories.get(memory.id).risk_tier == "sensitive"


async def test_exactly_a_page_of_items_is_counted_without_a_plus(db_path, engine):
    engine.memories.remember_many([{"content": f"fact {i} about the build", "kind": "note"} for i in range(200)])
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        await wait_until(pilot, lambda: screen.summary is not None, what="the counts")
        title = str(screen.table.border_title)
        assert "200" in title and "+" not in title and "of" not in title


async def test_a_filter_change_never_flashes_an_empty_count(db_path):
    busy_store(db_path)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _review(pilot)
        titles: list[str] = []
        original = screen.update_title

        def spy() -> None:
            original()
            titles.append(str(screen.table.border_title))

        screen.update_title = spy
        await pilot.press("slash")
        await type_into(pilot, "#filter", "billing")
        await settled(pilot)
        await pilot.press("escape", "escape")
        await settled(pilot)
        assert titles
        assert not [t for t in titles if "· 0" in t or "0+" in t], titles
        assert any("filtering…" in t for t in titles)


async def test_one_recall_is_not_recalls(db_path, engine):
    engine.memories.promote([engine.memories.remember("The deploy pipeline runs on Nomad", kind="infra").id])
    engine.retrieval.recall("deploy pipeline", actor="agent:test")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        screen = await open_pane(pilot, "5", "stats")
        await wait_until(pilot, lambda: "recall" in _text(screen.query_one("#recalls", Static)), what="the stats")
        text = _text(screen.query_one("#recalls", Static))
        assert "1 recall " in text and "1 recalls" not in text


# -- Server ------------------------------------------------------------------------------------


async def test_c_copies_valid_json_through_osc52_and_says_where_it_went(db_path, engine, monkeypatch):
    engine.close()
    monkeypatch.delenv("TMUX", raising=False)
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _review(pilot)
        await open_pane(pilot, "4", "server")
        copied: list[str] = []
        monkeypatch.setattr(pilot.app, "copy_to_clipboard", copied.append)
        await pilot.press("c")
        await wait_until(pilot, lambda: copied, what="the copy")
        entry = json.loads(copied[0])
        assert entry["mcpServers"]["memdesk"]["url"].endswith("/mcp")
        said = next(note for note in notes(pilot.app) if "OSC 52" in note)
        assert "saved to" in said and "snippet-claude.json" in said and "~/.claude.json" in said
    from core.paths import state_dir_for

    saved = state_dir_for(db_path) / "snippet-claude.json"
    assert json.loads(saved.read_text(encoding="utf-8")) == entry
