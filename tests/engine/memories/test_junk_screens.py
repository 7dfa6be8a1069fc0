"""Junk screens at capture: every one leaves a reason on the envelope and drops nothing."""

from __future__ import annotations

import pytest

from core import Engine, ValidationError
from core.settings import settings_from_dict


def promoted(engine, text, **kw):
    result = engine.memories.remember(text, **kw)
    engine.memories.promote([result.id])
    return result.id


def holds(engine, memory_id):
    return [p for p in engine.memories.show(memory_id).to_dict()["proposals"] if p["status"] == "held"]


def test_a_capture_fingerprints_its_text_only_when_a_screen_has_something_to_compare_it_with(engine, clock,
                                                                                          monkeypatch):
    from core.memories import junk_screens

    made: list[str] = []
    real = junk_screens.fingerprint
    monkeypatch.setattr(junk_screens, "fingerprint", lambda text: made.append(text) or real(text))
    known = promoted(engine, "The staging database runs PostgreSQL 15")
    agent = engine.with_actor("agent:claude-code")
    agent.memories.remember("The deploy window is Tuesday", session="s-1")  # nothing recalled yet: nothing to compare
    assert made == []
    agent.retrieval.recall("staging database", session="s-1")
    clock.advance(minutes=5)
    echo = agent.memories.remember("staging database runs PostgreSQL 15.", session="s-1")
    assert f"echo of recalled memory #{known}" in echo.reason  # compared, once, with the recalled memory's
    assert made == ["staging database runs PostgreSQL 15.", "The staging database runs PostgreSQL 15"]


def test_a_capture_repeating_what_the_session_just_recalled_is_held_as_an_echo(engine, clock):
    known = promoted(engine, "The staging database runs PostgreSQL 15")
    agent = engine.with_actor("agent:claude-code")
    (hit,) = agent.retrieval.recall("staging database", session="s-1")
    assert hit.memory.id == known
    clock.advance(minutes=5)
    echo = agent.memories.remember("The staging database runs PostgreSQL 15", session="s-1", source="mcp:claude-code")
    assert echo.id != known and echo.status == "pending" and echo.duplicate_of is None
    assert f"echo of recalled memory #{known}" in echo.reason
    (hold,) = holds(engine, echo.id)
    assert hold["rule"] == "screen:echo" and f"echo of recalled memory #{known}" in hold["reason"]
    assert engine.memories.get(echo.id).status_reason.startswith("held: echo of recalled memory")
    # The echo is not counted as new evidence for the original.
    assert engine.memories.get(known).restated_count == 0

    paraphrase = agent.memories.remember("staging database runs PostgreSQL 15.", session="s-1", kind="tooling")
    assert f"echo of recalled memory #{known}" in paraphrase.reason

    assert paraphrase.id not in engine.memories.sync(apply=True).promote
    assert engine.memories.get(paraphrase.id).status == "pending"
    assert {m.id for m in engine.memories.review_queue()} >= {echo.id, paraphrase.id}
    held = {item["memory"]["id"]: item["holds"] for item in [r.to_dict() for r in engine.quality.held_captures()]}
    assert held[echo.id][0]["rule"] == "screen:echo"
    check = [c for c in engine.quality.doctor().checks if c.name == "held_captures"][0]
    assert check.status == "warn" and {i["id"] for i in check.items} == {echo.id, paraphrase.id}


def test_no_echo_for_another_session_or_after_the_window(engine, clock):
    known = promoted(engine, "The release train leaves every second Thursday")
    agent = engine.with_actor("agent:codex")
    agent.retrieval.recall("release train", session="s-1")
    other = agent.memories.remember("The release train leaves every second Thursday", session="s-2")
    assert other.duplicate_of == known
    clock.advance(hours=2)
    late = agent.memories.remember("The release train leaves every second Thursday", session="s-1")
    assert late.duplicate_of == known and engine.memories.get(known).restated_count == 2


def test_agent_echo_without_a_session_and_people_are_never_echo_screened(engine):
    known = promoted(engine, "The monorepo uses Bazel for builds")
    agent = engine.with_actor("agent:cursor")
    agent.retrieval.recall("monorepo builds")
    assert "echo of recalled memory" in agent.memories.remember("monorepo uses Bazel for builds").reason
    # Recall logged without a session still counts for the same agent's session-tagged capture.
    echo = agent.memories.remember("the monorepo uses Bazel for builds!", session="x")
    assert "echo of recalled memory" in echo.reason
    engine.retrieval.recall("monorepo builds")
    assert engine.memories.remember("The monorepo uses Bazel for builds").duplicate_of == known


def test_recall_cli_logs_the_session_for_echo_screens(cli, engine):
    known = promoted(engine, "Feature flags live in LaunchDarkly")
    assert cli("recall", "feature flags", "--session", "cli-7", "--json").json["memories"][0]["id"] == known
    result = cli("remember", "Feature flags live in LaunchDarkly", "--session", "cli-7", "--json").json
    assert result["status"] == "pending" and f"echo of recalled memory #{known}" in result["reason"]


def test_transient_status_is_held_with_the_reason(engine):
    for text in ("tests are passing now", "build running", "CI is green at the moment",
                 "I'm currently debugging the login flow"):
        result = engine.memories.remember(text, kind="tooling")
        assert "transient status" in result.reason, text
        assert holds(engine, result.id)[0]["rule"] == "screen:transient"
    lasting = engine.memories.remember("The build runs with make and takes four minutes", kind="tooling")
    assert lasting.reason is None and holds(engine, lasting.id) == []
    placed = engine.memories.remember("The deploy pipeline is running on Buildkite agents", kind="tooling")
    assert placed.reason is None
    assert engine.memories.sync(apply=True).promote == [lasting.id, placed.id]


def test_meta_memories_naming_dates_versions_or_paths_are_stored_as_semi(engine):
    lesson = engine.memories.remember("Pin the Python version: 3.11 broke the build in /srv/app/setup.py", level="meta")
    memory = engine.memories.get(lesson.id)
    assert memory.level == "semi"
    assert "stored as semi, not meta" in lesson.reason and "a version" in lesson.reason and "a path" in lesson.reason
    (note,) = engine.memories.show(lesson.id).to_dict()["proposals"]
    assert note["rule"] == "screen:meta_specifics" and note["status"] == "applied"
    assert holds(engine, lesson.id) == []
    dated = engine.memories.remember("Release freeze started on 2026-03-15", level="meta")
    assert engine.memories.get(dated.id).level == "semi" and "a date" in dated.reason
    timeless = engine.memories.remember("Prefer small reversible changes over big rewrites", level="meta")
    assert engine.memories.get(timeless.id).level == "meta" and timeless.reason is None


def test_instruction_file_restatements_are_held(tmp_path, db_path, clock):
    claude_md = tmp_path / "CLAUDE.md"
    claude_md.write_text("# Project rules\n\n- Always run the test suite with pytest before committing.\n"
                         "- Never commit directly to main.\n", encoding="utf-8")
    config = settings_from_dict({"screens": {"instruction_files": [str(claude_md), str(tmp_path / "AGENTS.md")]}})
    engine = Engine(db_path, settings=config, clock=clock)
    result = engine.memories.remember("Run the test suite with pytest before committing")
    assert "restates the instruction file CLAUDE.md (line 3" in result.reason
    assert holds(engine, result.id)[0]["rule"] == "screen:instruction_file"
    assert engine.memories.remember("The payments service is written in Go").reason is None
    check = [c for c in engine.quality.doctor().checks if c.name == "instruction_files"][0]
    assert check.status == "warn" and check.items == [{"path": str(tmp_path / "AGENTS.md")}]
    engine.close()


def test_unconfigured_instruction_screen_reports_skipped(engine):
    check = [c for c in engine.quality.doctor().checks if c.name == "instruction_files"][0]
    assert check.status == "skipped"


def test_screens_can_be_switched_off(db_path, clock):
    engine = Engine(db_path, settings=settings_from_dict({"screens": {"transient": False}}), clock=clock)
    assert engine.memories.remember("tests are passing now").reason is None
    engine.close()


def test_promoting_over_a_hold_clears_it(engine):
    result = engine.memories.remember("the deploy is running right now")
    engine.memories.promote([result.id])
    assert engine.conflicts.proposals() == [] and [r.to_dict() for r in engine.quality.held_captures()] == []
    assert [p["status"] for p in engine.memories.show(result.id).to_dict()["proposals"]] == ["dismissed"]
    held = [c for c in engine.quality.doctor().checks if c.name == "held"][0]
    assert held.status == "ok"


def test_cli_remember_reports_the_hold_and_doctor_lists_it(cli):
    result = cli("remember", "tests are passing now", "--json")
    assert result.code == 0 and result.json["status"] == "pending"
    assert "held for review: transient status" in result.json["reason"]
    assert "held for review" in cli("remember", "build is failing right now").stdout
    doctor = cli("doctor")
    assert "held_captures" in doctor.stdout and "tests are passing now" in doctor.stdout


def test_bad_screen_settings_are_an_error_not_ignored():
    with pytest.raises(ValidationError, match=r"\[screens\] echo_window_minutes must be a whole number ≥ 1"):
        settings_from_dict({"screens": {"echo_window_minutes": "soon"}})


# -- the restatement fingerprint (core.text.similarity) -----------------------------------


def test_restatements_meet_through_the_shared_stemmer():
    from core.text.similarity import restates

    assert restates("The nightly job runs the backups", "The nightly job is running the backups")
    assert restates("Alice supports the billing service", "Alice supported the billing service")


def test_every_listed_negation_blocks_a_restatement_after_stemming():
    from core.text.similarity import NEGATIONS, restates
    from core.text.tokens import stem

    assert stem("none") != "none" and stem("stopped") != "stopped"  # tokens are stems, so the list is too
    assert "nothing" in NEGATIONS and "stopped" in NEGATIONS
    assert not restates("The cron job stopped running the backups", "The cron job running the backups")
    assert not restates("None of the workers use the cache", "The workers use the cache")
