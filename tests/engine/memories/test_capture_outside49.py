"""Round 48's outside check, as a hostile agent sent them: times a store could not read back, a secret in an
amend's reason, one external id twice in a batch."""

from __future__ import annotations

import pytest

from core import RefusedError, ValidationError
from core.agents.batch import BatchError
from core.clock import format_time, parse_time


def test_an_event_time_before_the_year_1000_is_kept_padded_and_recall_still_reads_the_store(engine):
    result = engine.memories.remember("the pnpm cache for the monorepo lives on the ci runner", kind="project",
                                      event_time="0999-05-05")
    memory = engine.memories.get(result.id)
    assert memory.event_time == "0999-05-05T00:00:00.000000Z"
    engine.memories.promote([result.id])
    hits = engine.retrieval.recall("pnpm cache")
    assert [hit.memory.id for hit in hits] == [result.id]


def test_a_year_written_unpadded_by_an_older_store_reads_as_that_year():
    assert format_time(parse_time("999-05-05T00:00:00.000000Z")) == "0999-05-05T00:00:00.000000Z"


@pytest.mark.parametrize("moment", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00"])
def test_a_time_that_leaves_the_calendar_in_utc_is_refused_with_what_to_send(engine, moment):
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("the release branch is cut on mondays", kind="project", event_time=moment)
    assert info.value.code == "invalid_time"
    assert "between 0001-01-02 and 9999-12-30" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0


def test_a_secret_in_an_amends_reason_is_refused_and_nothing_is_kept(engine):
    original = engine.memories.remember("the release branch is cut on mondays", kind="project")
    engine.memories.promote([original.id])
    audit_rows = len(engine.memories.show(original.id).history)
    with pytest.raises(RefusedError) as info:
        engine.memories.amend(original.id, "the release branch is cut on tuesdays", source="mcp:agent",
                              reason="because sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz012345 said so")
    assert info.value.code == "credential"
    assert "reason" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0
    assert len(engine.memories.show(original.id).history) == audit_rows
    assert engine.memories.amend(original.id, "the release branch is cut on tuesdays", source="mcp:agent",
                                 reason="the calendar moved").status == "pending"


def test_one_external_id_twice_in_a_batch_is_refused_naming_the_earlier_item(engine):
    with pytest.raises(BatchError) as info:
        engine.memories.remember_batch([{"content": "the nightly build runs at 02:00", "external_id": "e"},
                                        {"content": "the nightly build runs at 03:00", "external_id": "e"},
                                        {"content": "the nightly build runs at 04:00", "external_id": "e",
                                         "namespace": "other"}])
    assert [(p["index"], p["code"]) for p in info.value.problems] == [(1, "duplicate_external_id")]
    assert "item 0" in info.value.problems[0]["error"]
    assert engine.memories.count(statuses=["pending"]) == 0


def test_an_agents_resend_never_revises_away_a_persons_edit(engine):
    first = engine.memories.remember("the release branch is cut on mondays", kind="project", external_id="rel",
                                     actor="agent:claude-code")
    engine.memories.edit(first.id, content="the release branch is cut on tuesdays (checked by ada)",
                         actor="human:ada")
    # the agent's retry of what it first sent: already stored, the person's wording stands
    retry = engine.memories.remember("the release branch is cut on mondays", kind="project", external_id="rel",
                                     actor="agent:claude-code")
    assert (retry.id, retry.created, retry.status) == (first.id, False, "pending")
    assert "edited" in retry.reason
    # other text under the same id: refused, saying how to offer it
    with pytest.raises(RefusedError) as info:
        engine.memories.remember("the release branch is cut on fridays", kind="project", external_id="rel",
                                 actor="agent:claude-code")
    assert info.value.code == "edited_by_person" and f"amend #{first.id}" in str(info.value)
    kept = engine.memories.get(first.id)
    assert (kept.status, kept.content) == ("pending", "the release branch is cut on tuesdays (checked by ada)")
    assert engine.memories.count(statuses=["pending"]) == 1


def test_a_resend_with_new_text_still_revises_a_pending_memory_no_person_touched(engine):
    first = engine.memories.remember("the release branch is cut on mondays", kind="project", external_id="rel",
                                     actor="agent:claude-code")
    revised = engine.memories.remember("the release branch is cut on fridays", kind="project", external_id="rel",
                                       actor="agent:claude-code")
    assert revised.id != first.id and engine.memories.get(first.id).status == "rejected"


def test_an_agent_cannot_take_over_another_sources_memory_by_its_external_id(engine):
    mine = engine.memories.remember("alice prefers tabs in the billing repo", kind="preference", external_id="pref-1",
                                    source="mcp:agent-a", actor="agent:agent-a")
    with pytest.raises(RefusedError) as info:
        engine.memories.remember("alice prefers spaces in the billing repo", kind="preference",
                                 external_id="pref-1", source="mcp:agent-b", actor="agent:agent-b")
    assert info.value.code == "external_id_taken" and "mcp:agent-a" in str(info.value)
    assert engine.memories.get(mine.id).status == "pending"
    assert engine.memories.count(statuses=["pending"]) == 1
    # its own source still revises it
    revised = engine.memories.remember("alice prefers spaces in the billing repo", kind="preference",
                                       external_id="pref-1", source="mcp:agent-a", actor="agent:agent-a")
    assert revised.id != mine.id and engine.memories.get(mine.id).status == "rejected"


KEY = "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz012345"


@pytest.mark.parametrize("hidden", [
    "my key is " + KEY[:10] + "\u200b" + KEY[10:],  # a zero-width space inside it
    "my key is " + "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in KEY),  # full-width letters
    "my key is " + KEY[:20] + "\u00ad" + KEY[20:],  # a soft hyphen
])
def test_a_key_hidden_by_invisible_or_full_width_characters_is_still_refused(engine, hidden):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(hidden)
    assert info.value.code == "credential"
    assert engine.memories.count(statuses=["pending"]) == 0


def test_text_in_other_scripts_is_not_taken_for_a_key(engine):
    text = "Müller prefers the café on Straße 5; 東京 office opens at ９:００"
    assert engine.memories.remember(text).status == "pending"


def test_a_hook_inputs_evidence_is_screened_and_bounded(engine):
    with pytest.raises(RefusedError) as info:
        engine.agents.capture_summary({"session_id": "s", "compact_summary": "we moved the cache to redis",
                                       "trigger": "auto " + KEY, "cwd": "/home/u/project"})
    assert info.value.code == "credential" and "trigger" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0
    result = engine.agents.capture_summary({"session_id": "s", "compact_summary": "we moved the cache to redis",
                                            "hook_event_name": "x" * 2_000_000, "cwd": ["not", "a", "path"],
                                            "trigger": "auto"})
    evidence = engine.memories.get(result.items[0].id).meta["evidence"]
    assert evidence["event"] == "PostCompact" and evidence["cwd"] is None and evidence["trigger"] == "auto"
    assert evidence["left_out"].startswith("hook_event_name, cwd: not a string")


def test_an_agent_resending_a_text_a_person_rejected_is_held_with_their_reason(engine):
    first = engine.memories.remember("the staging db is on port 5433", kind="tooling", external_id="db",
                                     actor="agent:claude-code")
    engine.memories.reject([first.id], reason="wrong, checked the config", actor="human:ada")
    again = engine.memories.remember("the staging db is on port 5433", kind="tooling", external_id="db",
                                     actor="agent:claude-code")
    assert again.id != first.id and again.status == "pending"
    held = [p for p in engine.memories.show(again.id).proposals if p.rule == "screen:rejected_before"]
    assert [p.status for p in held] == ["held"]
    assert f"#{first.id}: wrong, checked the config" in held[0].reason
    assert again.id not in engine.memories.sync(apply=False).promote
    # a revision an agent replaced is no person's rejection
    engine.memories.remember("the cache ttl is 60s", kind="infra", external_id="ttl", actor="agent:claude-code")
    engine.memories.remember("the cache ttl is 90s", kind="infra", external_id="ttl", actor="agent:claude-code")
    back = engine.memories.remember("the cache ttl is 60s", kind="infra", actor="agent:claude-code")
    assert not [p for p in engine.memories.show(back.id).proposals if p.rule == "screen:rejected_before"]


@pytest.mark.parametrize("invisible", ["\u200b", "\u00ad", "\u2060", "\ufeff"])
def test_an_invisible_character_does_not_make_a_rejected_text_new(engine, invisible):
    """The re-check's bypass: a zero-width space in the resend got past the screen, and sync promoted it."""
    first = engine.memories.remember("cache ttl is 600 seconds in prod", kind="tooling", actor="agent:claude-code")
    engine.memories.reject([first.id], reason="wrong, checked config", actor="human:ada")
    again = engine.memories.remember("cache" + invisible + " ttl is 600 seconds in prod", kind="tooling",
                                     actor="agent:claude-code")
    assert [p.rule for p in engine.memories.show(again.id).proposals] == ["screen:rejected_before"]
    assert engine.memories.sync(apply=True).promote == []


def test_a_persons_rejection_reason_that_holds_a_key_is_not_repeated_to_the_agent(engine):
    first = engine.memories.remember("the deploy token lives in vault", kind="tooling", actor="agent:claude-code")
    engine.memories.reject([first.id], reason=f"no: the real one is {KEY}", actor="human:ada")
    again = engine.memories.remember("the deploy token lives in vault", kind="tooling", actor="agent:claude-code")
    (held,) = engine.memories.show(again.id).proposals
    assert KEY not in held.reason and "withheld" in held.reason


def test_a_hook_inputs_session_id_is_bounded_and_deep_input_is_refused_cleanly(engine):
    from core.agents.hook_events import read_hook_input

    with pytest.raises(ValidationError) as info:
        engine.agents.capture_summary({"session_id": "s" * 2_000_000, "compact_summary": "summary about uv"})
    assert info.value.code == "invalid_hook_input" and "over 200" in str(info.value)
    with pytest.raises(ValidationError) as info:
        read_hook_input('{"session_id":"s","trigger":' + "[" * 5000 + "]" * 5000 + "}")
    assert info.value.code == "invalid_hook_input" and "nests deeper" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0
