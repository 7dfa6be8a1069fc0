"""Scheduled upkeep: stale horizons, expired envelopes, scan and consolidation, each run logged."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Engine, Settings, ValidationError
from core.memories.chunks import split_blocks
from core.settings import settings_from_dict
from core.settings.model import UpkeepSettings


def promoted(engine, text, **kw) -> int:
    memory_id = engine.memories.remember(text, **kw).id
    engine.memories.promote([memory_id])
    return memory_id


def file_proposal(engine, memory_id, target_id, rule="value_change"):
    with engine.store.transaction():
        return engine.store.proposals.insert(memory_id=memory_id, target_id=target_id, rule=rule,
                                             reason="test envelope", confidence=1.0, ts=engine.now_text())


def test_a_run_marks_past_horizon_memories_stale_but_never_a_pin_and_is_logged(engine, clock):
    old = promoted(engine, "The linter is flake8", kind="tooling")
    pinned = promoted(engine, "The formatter is black", kind="tooling")
    forever = promoted(engine, "My name is Ada", kind="person")
    engine.agents.pin([pinned])
    clock.advance(days=181)
    run = engine.agents.run_upkeep().to_dict()
    assert run["ok"] and run["steps"]["stale"]["ids"] == [old]
    assert engine.memories.get(old).status == "stale"
    assert engine.memories.get(pinned).status == "promoted" and engine.memories.get(forever).status == "promoted"
    assert run["steps"]["scan"]["status"] in ("ok", "skipped")
    assert run["steps"]["consolidate"] == {"status": "skipped", "detail": "[upkeep] consolidate is off"}
    (logged,) = [r.to_dict() for r in engine.agents.upkeep_runs(5)]
    assert logged["id"] == run["id"] and logged["ok"] is True and logged["actor"] == "system"
    assert logged["steps"]["stale"]["ids"] == [old]
    assert [e["actor"] for e in engine.memories.show(old).to_dict()["history"]][-1] == "system"
    assert engine.agents.run_upkeep().steps["stale"]["ids"] == []
    assert [r["id"] for r in [r.to_dict() for r in engine.agents.upkeep_runs(5)]] == [run["id"] + 1, run["id"]]


def test_dead_envelopes_expire_whatever_their_age(engine):
    old = promoted(engine, "The API port is 8080")
    newcomer = engine.memories.amend(old, "The API port is 9090").id  # pending, with an open proposal against `old`
    engine.memories.forget([old])
    run = engine.agents.run_upkeep().to_dict()
    (expired,) = run["steps"]["envelopes"]["expired"]
    assert expired["memory_id"] == newcomer and "no longer live" in expired["reason"]
    assert [p.status for p in engine.store.proposals.for_memory(newcomer)] == ["expired"]
    engine.memories.undo(any_actor=True)  # expiry is undoable like any decision
    assert [p.status for p in engine.store.proposals.for_memory(newcomer)] == ["open"]


def test_old_open_envelopes_expire_unless_they_hold_something_back(engine, clock):
    a, b = promoted(engine, "The linter is ruff"), promoted(engine, "Tests run with pytest")
    advisory = file_proposal(engine, b, a)  # on a promoted memory: holds nothing back
    target = promoted(engine, "The CI provider is Jenkins")
    waiting = engine.memories.amend(target, "The CI provider is GitHub Actions").id  # keeps a pending capture waiting
    cited = promoted(engine, "From the runbook", refs=[{"type": "file", "id": "runbook.md"}])
    engine.agents.retire_ref("file", "runbook.md")
    clock.advance(days=29)
    assert engine.agents.run_upkeep().steps["envelopes"]["expired"] == []
    clock.advance(days=2)
    expired = engine.agents.run_upkeep().steps["envelopes"]["expired"]
    assert [e["proposal"] for e in expired] == [advisory] and "30 days" in expired[0]["reason"]
    assert {p.status for p in engine.store.proposals.for_memory(waiting)} == {"open"}
    assert {p.status for p in engine.store.proposals.for_memory(cited)} == {"open"}


def test_envelope_days_zero_turns_age_expiry_off(db_path, clock):
    engine = Engine(db_path, settings=settings_from_dict({"upkeep": {"envelope_days": 0}}), clock=clock)
    a, b = promoted(engine, "The formatter is black"), promoted(engine, "Docs are built with mkdocs")
    file_proposal(engine, b, a)
    clock.advance(days=3650)
    assert engine.agents.run_upkeep().steps["envelopes"]["expired"] == []
    engine.close()


def test_scan_resumes_where_it_stopped_and_a_failing_step_is_recorded_not_fatal(engine, monkeypatch):
    class Report:
        def to_dict(self):
            return {"examined": 3, "filed": [1, 2], "next_after": None, "pairs": {"a": 1}}

    class Partial(Report):
        def to_dict(self):
            return {**super().to_dict(), "next_after": 41, "complete": False}

    calls = []
    reports = iter([Partial(), Report(), Report()])
    monkeypatch.setattr(engine.conflicts, "scan", lambda **kw: calls.append(kw) or next(reports))
    run = engine.agents.run_upkeep().to_dict()
    assert run["steps"]["scan"] == {"status": "ok", "detail": "contradiction scan: examined 3, filed 2, next_after 41",
                                    "examined": 3, "filed": 2, "next_after": 41, "complete": False}
    engine.agents.run_upkeep()  # resumes where the unfinished scan stopped
    engine.agents.run_upkeep()  # the previous scan finished: start from the top again
    assert calls == [{"actor": "system"}, {"actor": "system", "after_id": 41}, {"actor": "system"}]

    def broken(**kw):
        raise RuntimeError("judge exploded")

    monkeypatch.setattr(engine.conflicts, "scan", broken)
    run = engine.agents.run_upkeep().to_dict()
    assert run["ok"] is False and run["steps"]["scan"]["status"] == "error"
    assert "judge exploded" in run["steps"]["scan"]["detail"]
    assert run["steps"]["stale"]["status"] == "ok"  # the other steps still ran
    assert [r.to_dict() for r in engine.agents.upkeep_runs(1)][0]["ok"] is False


def test_consolidation_runs_when_configured(db_path, clock):
    engine = Engine(db_path, settings=settings_from_dict({"upkeep": {"consolidate": True}}), clock=clock)
    promoted(engine, "We use pnpm for every JavaScript project")
    promoted(engine, "For every JavaScript project we use pnpm")
    step = engine.agents.run_upkeep().steps["consolidate"]
    assert step["status"] == "ok" and step["proposals"] == len(engine.conflicts.proposals(rules=["merge"]))
    engine.close()


def test_settings_and_the_cli(cli, engine, clock):
    assert Settings().upkeep == UpkeepSettings(60, 30, False)
    assert settings_from_dict({"upkeep": {"interval_minutes": 0}}).upkeep.enabled is False
    with pytest.raises(ValidationError, match="interval_minutes"):
        settings_from_dict({"upkeep": {"interval_minutes": -5}})
    with pytest.raises(ValidationError, match="consolidate"):
        settings_from_dict({"upkeep": {"consolidate": "yes"}})
    out = cli("upkeep", "--json")
    assert out.code == 0 and out.json["actor"] == "human:cli" and set(out.json["steps"]) == {
        "stale", "envelopes", "owed", "readings", "scan", "judge", "consolidate"}
    listed = cli("upkeep", "--list", "--json").json["runs"]
    assert [r["id"] for r in listed] == [out.json["id"]]
    assert "stale ok" in cli("upkeep", "--list").stdout


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab #\n"), max_size=400), st.integers(min_value=3, max_value=40))
def test_split_blocks_fits_every_piece_and_loses_no_character(text, limit):
    pieces = split_blocks(text, limit)
    assert all(0 < len(p.text) <= limit and p.text.strip() for p in pieces)
    assert "".join("".join(p.text.split()) for p in pieces) == "".join(text.split())


def test_the_readings_step_keeps_a_bounded_slice_each_run_and_resumes(engine, monkeypatch):
    from core.agents import upkeep

    ids = [r.id for r in engine.memories.import_promoted(
        [{"content": f"The service {n} listens on port {8000 + n}", "kind": "infra"} for n in range(5)])]
    assert engine.store.readings.count() == 0
    monkeypatch.setattr(upkeep, "READINGS_PER_RUN", 2)
    first = engine.agents.run_upkeep().steps["readings"]
    assert first["status"] == "ok" and first["kept"] == 2 and first["next_after"] == ids[1]
    assert "statement readings kept" in first["detail"]
    second = engine.agents.run_upkeep().steps["readings"]
    assert second["kept"] == 2 and second["next_after"] == ids[3]
    third = engine.agents.run_upkeep().steps["readings"]
    assert third["kept"] == 1 and third["next_after"] is None
    assert engine.store.readings.count() == 5
    assert engine.agents.upkeep_runs(1)[0].to_dict()["steps"]["readings"]["kept"] == 1  # logged like the others
    again = engine.agents.run_upkeep().steps["readings"]
    assert again["kept"] == 0 and again["examined"] == 5
