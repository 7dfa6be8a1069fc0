"""Pilot tests of the Generations pane: the lineage tree, diffs of any two generations, validation."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from support.generations import LARGE, SMALL, promoted_generation, sealed_generation, seed_corpus
from support.tui import SIZE, anyio_backend, make_app, settled, side_engine, wait_until  # noqa: F401

pytestmark = pytest.mark.anyio


@pytest.fixture
def lineage(engine):
    """Generation 1 promoted (small model); memories change; 2 sealed (large model); 3 a rejected branch of 1."""
    corpus = seed_corpus(engine)
    first = promoted_generation(engine, SMALL)
    engine.memories.promote([corpus.pending])
    added = engine.memories.remember("The CI runs on Buildkite", kind="project").id
    engine.memories.promote([added])
    second = sealed_generation(engine, LARGE)
    third = engine.generations.create(parent=first, label="branch", manifest={"runtime": {"name": "codex"}}).to_dict()
    engine.generations.seal(third["generation"])
    engine.generations.reject(third["generation"], reason="not this one")
    engine.close()
    return {"first": first, "second": second, "third": third["generation"], "added": added,
            "pending": corpus.pending}


async def _open(pilot):
    await pilot.press("6")
    screen = await wait_until(pilot, lambda: pilot.app.screen.PANE == "generations" and pilot.app.screen.rows
                              and pilot.app.screen, what="the lineage")
    await settled(pilot)
    return screen


def _text(screen, selector: str) -> str:
    return screen.query_one(selector, Static).visual.plain


async def test_lineage_tree_marks_the_current_generation_and_branches(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        assert [row.id for row in screen.rows] == [lineage["first"], lineage["second"], lineage["third"]]
        labels = [str(screen.lineage.get_option_at_index(i).prompt) for i in range(3)]
        assert "◀ current" in labels[0] and "promoted" in labels[0]
        assert labels[1].startswith("├─") and labels[2].startswith("└─") and "rejected" in labels[2]
        assert screen.highlighted_id() == lineage["first"]
        # The current generation has no parent and nothing else is chosen: nothing to compare yet.
        assert screen.check_action("diff", ()) is None
        assert "d compares" in _text(screen, "#report")


async def test_d_diffs_the_highlighted_generation_with_the_current_one(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        await pilot.press("j", "d")
        await wait_until(pilot, lambda: "large-70b" in _text(screen, "#report"), what="the diff")
        report = screen.query_one("#report", Static).visual
        text = report.plain
        assert '"small-9b" → "large-70b"' in text and '"rtx-3060" → "h100"' in text
        assert "capabilities.long_context" in text
        assert f"#{lineage['added']}" in text and "The CI runs on Buildkite" in text
        added = text.index('"large-70b"')
        assert any("diff-added" in str(span.style) for span in report.spans if span.start <= added < span.end)
        assert screen.query_one("#report-scroll").border_title.startswith(
            f"Diff · generation {lineage['first']} g → generation {lineage['second']} g")


async def test_b_sets_the_base_so_any_two_generations_compare(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        await pilot.press("j", "b")
        assert screen.base == lineage["second"]
        assert "◆" in str(screen.lineage.get_option_at_index(1).prompt)
        await pilot.press("j", "d")
        await wait_until(pilot, lambda: screen.report == ("diff", lineage["second"], lineage["third"])
                         and "codex" in _text(screen, "#report"), what="the diff of 2 and 3")
        assert '"large-70b"' in _text(screen, "#report")
        # b on the base again clears it: d compares with the current generation once more.
        await pilot.press("k", "b")
        assert screen.base is None
        assert screen.comparison() == (lineage["first"], lineage["second"])


async def test_v_validates_the_highlighted_generation_and_shows_each_check(db_path, lineage):
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        await pilot.press("j", "v")
        await wait_until(pilot, lambda: "continuity verified" in _text(screen, "#report"), what="the validation")
        text = _text(screen, "#report")
        for check in ("identity", "memory", "semantic_state", "recall", "soul", "context", "behavioral"):
            assert check in text
        assert "skipped" in text and "pass" in text
        # Rejected generations cannot be validated: the key is greyed there.
        await pilot.press("j")
        await settled(pilot)
        assert screen.check_action("validate", ()) is None
    with side_engine(db_path) as engine:
        shown = engine.generations.show(lineage["second"]).to_dict()
        assert shown["status"] == "validated" and shown["validation"]["passed"] is True


async def test_v_shows_a_failed_continuity_check(db_path, lineage):
    with side_engine(db_path) as engine:
        engine.quality.purge([lineage["added"]], any_status=True, reason="gone")
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        await pilot.press("j", "v")
        await wait_until(pilot, lambda: "continuity failed" in _text(screen, "#report"), what="the failed validation")
        assert "fail" in _text(screen, "#report")
    with side_engine(db_path) as engine:
        assert engine.generations.show(lineage["second"]).validation["checks"]["memory"]["status"] == "fail"
