"""Pilot tests of what the Review pane gained for other issues: harvest evidence, rules, merges, retirements."""

from __future__ import annotations

import pytest
from textual.widgets import DataTable, Input, Static

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
from tui.rules_screen import CaptureRules

pytestmark = pytest.mark.anyio

EVIDENCE = {"file": "/home/ana/.claude/projects/webapp/session-7.jsonl", "format": "claude-code", "line": 42,
            "message_id": "msg_01ABC", "role": "user", "timestamp": "2026-11-29T10:15:00Z",
            "excerpt": "from now on we deploy with `make ship`, never by hand"}
DOC = {"type": "file", "id": "docs/deploy.md"}


async def _open(pilot):
    await wait_until(pilot, lambda: queue_ids(pilot.app), what="the queue to load")
    await settled(pilot)
    return pilot.app.screen


def _evidence(screen) -> str:
    return screen.query_one("#evidence", Static).visual.plain


async def test_a_harvested_memory_shows_its_transcript_turn_and_extraction(db_path, engine):
    engine.memories.remember("Deploys go through make ship", kind="project", source="harvest:session-7.jsonl",
                    meta={"evidence": EVIDENCE, "extraction": {"status": "failed", "error": "timed out after 30s"}})
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        screen = await _open(pilot)
        await wait_until(pilot, lambda: "Evidence" in _evidence(screen), what="the evidence panel")
        text = _evidence(screen)
        assert "session-7.jsonl line 42 · message msg_01ABC" in text
        assert "user · 2026-11-29 10:15 · claude-code transcript" in text
        assert "never by hand" in text
        assert "failed — stored raw: timed out after 30s" in text


async def test_x_with_a_pattern_rejects_and_saves_the_reason_as_a_capture_rule(db_path, engine):
    junk = engine.memories.remember("tests are passing now on the branch", kind="note").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("x")
        await type_into(pilot, "#reason", "transient build status", submit=False)
        await pilot.press("tab")
        await type_into(pilot, "#rule-pattern", "tests are passing")
        await wait_until(pilot, lambda: status_of(db_path, junk) == "rejected", what="the rejection")
    with side_engine(db_path) as engine:
        (rule,) = [r for r in engine.quality.capture_rules() if r.origin == "store"]
        assert (rule.pattern, rule.reason, rule.from_memory_id) == ("tests are passing", "transient build status",
                                                                    junk)
        held = engine.memories.remember("tests are passing again", kind="note")
        assert held.status == "pending" and f"rule #{rule.id}" in (held.reason or "")


async def test_a_rule_pattern_without_a_reason_is_not_accepted(db_path, engine):
    junk = engine.memories.remember("build running", kind="note").id
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("x", "tab")
        await type_into(pilot, "#rule-pattern", "build running")
        await settled(pilot)
        assert "needs a reason" in str(pilot.app.screen.query_one("#rule-hint").render())
        assert isinstance(pilot.app.focused, Input) and pilot.app.focused.id == "reason"
    with side_engine(db_path) as engine:
        assert engine.memories.get(junk).status == "pending" and engine.quality.capture_rules() == []


async def test_R_lists_the_rules_and_x_switches_one_off(db_path, engine):
    rule = engine.quality.add_capture_rule("build running", "transient status")
    engine.memories.remember("a pending memory so the queue is not empty", kind="note")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        await pilot.press("R")
        screen = await wait_until(pilot, lambda: isinstance(pilot.app.screen, CaptureRules)
                                  and pilot.app.screen.rules and pilot.app.screen, what="the rules")
        table = screen.query_one(DataTable)
        assert [str(c) for c in table.get_row_at(0)[:3]] == [f"#{rule.id}", "build running", "transient status"]
        await pilot.press("x")
        await wait_until(pilot, lambda: not screen.rules, what="the rule to be switched off")
    with side_engine(db_path) as engine:
        assert engine.quality.capture_rules() == []
        assert [r.active for r in engine.quality.capture_rules(include_removed=True)] == [False]


def _restatements(engine) -> list[int]:
    ids = []
    for text in ("The API server listens on port 8080", "API server listens on port 8080.",
                 "the API server listens on port 8080 behind nginx"):
        ids.append(engine.memories.remember(text, kind="infra").id)
        engine.memories.promote([ids[-1]])
    engine.quality.consolidate()
    return ids


async def _cleanups(pilot):
    await pilot.press("m")
    screen = pilot.app.screen
    await wait_until(pilot, lambda: screen.view == "cleanups" and screen.cleanups.entries, what="the proposals")
    await settled(pilot)
    return screen


async def test_m_shows_a_merge_proposal_and_a_applies_it(db_path, engine):
    ids = _restatements(engine)
    engine.memories.remember("keep the queue non-empty", kind="note")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        screen = await _cleanups(pilot)
        assert screen.check_action("promote", ()) is False and screen.check_action("accept_cleanup", ()) is True
        text = _evidence(screen)
        assert "merge proposal" in text and "behind nginx" in text and "Would supersede · 2" in text
        sources = screen.query_one("#preview", Static).visual.plain
        assert all(f"#{i}" in sources for i in ids)
        await pilot.press("a")
        await wait_until(pilot, lambda: status_of(db_path, ids[0]) == "superseded", what="the merge")
        await wait_until(pilot, lambda: not screen.cleanups.entries, what="the proposal to leave the list")
        assert "applied merge proposal" in screen.table.border_subtitle
        await pilot.press("escape")
        assert screen.view == "queue"
    assert [status_of(db_path, i) for i in ids] == ["superseded", "superseded", "promoted"]


async def test_d_dismisses_a_retire_ref_staging_and_a_applies_another(db_path, engine):
    kept = engine.memories.remember("Deploys need two approvals", refs=[DOC]).id
    retired = engine.memories.remember("Deploys run from the ship branch", refs=[DOC]).id
    engine.memories.promote([kept, retired])
    engine.agents.retire_ref("file", "docs/deploy.md")
    engine.memories.remember("keep the queue non-empty", kind="note")
    engine.close()
    async with make_app(db_path).run_test(size=SIZE) as pilot:
        await _open(pilot)
        screen = await _cleanups(pilot)
        assert len(screen.cleanups.entries) == 2
        first = screen.cleanups.highlighted()
        assert "file docs/deploy.md (deleted)" in _evidence(screen)
        await pilot.press("d")
        await type_into(pilot, "#reason", "the file moved, it was not deleted")
        await wait_until(pilot, lambda: len(screen.cleanups.entries) == 1, what="the dismissal")
        other = screen.cleanups.highlighted()
        await pilot.press("a")
        await wait_until(pilot, lambda: status_of(db_path, other.memory.id) == "archived", what="the retirement")
    assert status_of(db_path, first.memory.id) == "promoted"
    with side_engine(db_path) as engine:
        assert engine.store.proposals.get(first.proposal.id).status == "dismissed"
