"""Pilot tests of ask and pins in the Search pane, and of upkeep runs in the Server pane."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from core.settings import settings_from_dict
from support.fake_openai_server import chat_json, use_fake_llm
from support.tui import SIZE, anyio_backend, make_app, settled, side_engine, type_into, wait_until  # noqa: F401
from tui.answer import AnswerScreen

pytestmark = pytest.mark.anyio


@pytest.fixture
def shop(engine):
    ids = {}
    for key, text in (("pnpm", "The shop monorepo uses pnpm workspaces"),
                      ("vitest", "The shop test runner is vitest")):
        ids[key] = engine.memories.remember(text, kind="project").id
    engine.memories.promote(list(ids.values()))
    engine.close()
    return ids


async def _search(pilot, query: str):
    await pilot.press("2", "slash")
    await type_into(pilot, "#query", query)
    screen = pilot.app.screen
    await wait_until(pilot, lambda: screen.hits, what="hits")
    await settled(pilot)
    return screen


async def _ask(pilot) -> str:
    await pilot.press("a")
    answer = await wait_until(pilot, lambda: isinstance(pilot.app.screen, AnswerScreen)
                              and pilot.app.screen.answer and pilot.app.screen, what="the answer")
    return answer.query_one("#answer-body", Static).visual.plain


async def test_a_without_a_model_shows_the_ranked_memories_and_says_so(db_path, shop, fake_llm):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _search(pilot, "shop workspaces")
        assert screen.check_action("ask", ()) is True
        text = await _ask(pilot)
        assert "no model is configured" in text and "Ranked memories" in text
        assert "The shop monorepo uses pnpm workspaces" in text
        await pilot.press("escape")
        assert pilot.app.screen is screen
    assert fake_llm.requests == []
    with side_engine(db_path) as engine:
        assert engine.memories.stats().recall["recalls"] == 1  # ask recalled once, as the workstation


async def test_a_with_a_model_shows_checked_citations_and_the_invented_one_stripped(db_path, shop, fake_llm,
                                                                                   monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    fake_llm.responder = lambda body: chat_json({"answer": f"pnpm workspaces [#{shop['pnpm']}] and yarn [#999]."})
    settings = settings_from_dict({"llm": {"max_retries": 0}})
    async with make_app(db_path, settings).run_test(size=SIZE) as pilot:
        await _search(pilot, "shop workspaces")
        text = await _ask(pilot)
        assert f"pnpm workspaces [#{shop['pnpm']}] and yarn." in text
        assert "removed citation #999" in text
        assert f"[#{shop['pnpm']}] promoted" in text  # the cited memory, in full
    assert len(fake_llm.requests) == 1


async def test_P_pins_and_unpins_the_highlighted_memory(db_path, shop):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _search(pilot, "shop test runner")
        assert screen.highlighted_hit().memory.id == shop["vitest"]
        await pilot.press("P")
        await wait_until(pilot, lambda: screen.highlighted_hit() and screen.highlighted_hit().memory.pinned,
                         what="the pin to show")
        with side_engine(db_path) as engine:
            assert [m.id for m in engine.agents.pins()] == [shop["vitest"]]
        assert "⚑ pinned" in screen.query_one("#why", Static).visual.plain
        await pilot.press("P")
        await wait_until(pilot, lambda: not screen.highlighted_hit().memory.pinned, what="the unpin")
    with side_engine(db_path) as engine:
        assert engine.agents.pins() == []


async def test_P_past_the_quota_shows_the_engines_refusal_and_pins_nothing(db_path, shop):
    with side_engine(db_path) as engine:
        engine.agents.pin([shop["pnpm"]])
    config = settings_from_dict({"pins": {"quota": 1}})
    async with make_app(db_path, config).run_test(size=SIZE) as pilot:
        await _search(pilot, "shop test runner")
        await pilot.press("P")
        await wait_until(pilot, lambda: any("quota" in n.message for n in pilot.app._notifications),
                         what="the refusal")
    with side_engine(db_path) as engine:
        assert [m.id for m in engine.agents.pins()] == [shop["pnpm"]]


async def test_server_pane_lists_upkeep_runs_with_each_step(db_path, engine):
    engine.agents.run_upkeep()
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await pilot.press("4")
        await wait_until(pilot, lambda: pilot.app.screen.PANE == "server"
                         and "#1" in pilot.app.screen.query_one("#upkeep", Static).visual.plain, what="upkeep")
        lines = pilot.app.screen.query_one("#upkeep", Static).visual.plain.splitlines()
        assert [line.split()[:2] for line in lines[1:]] == [["stale", "ok"], ["envelopes", "ok"], ["owed", "ok"],
                                                           ["readings", "ok"],
                                                           ["scan", "ok"], ["judge", "skipped"],
                                                           ["consolidate", "skipped"]]
