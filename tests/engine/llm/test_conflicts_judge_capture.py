"""The judge at capture: new captures' open pairs asked in the background, through a fake transport.

`remember` never calls a model; the upkeep pass (the daemon's timer, or `memdesk upkeep`)
asks the judge about pairs the rules found related but left open, files its verdicts as
proposals, and spends at most ``[judge] max_per_hour`` calls in any hour. The real request
code runs: only the HTTP transport is fake.
"""

from __future__ import annotations

import json

import httpx
import pytest

from core import Engine, ValidationError
from core.llm import provider_for
from core.settings import settings_from_dict

CONTRADICTS = json.dumps({"reasoning": "Strong and weak coffee cannot both be the preference.",
                          "verdict": "contradicts", "confidence": 0.9})


def chat(text: str) -> dict:
    return {"id": "c1", "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}


@pytest.fixture
def judge_env(monkeypatch):
    monkeypatch.setenv("MEMDESK_JUDGE_MODEL", "local-judge")
    monkeypatch.setenv("MEMDESK_LLM_BASE_URL", "http://127.0.0.1:9/v1")


class Model:
    """A fake OpenAI-compatible endpoint that answers one reply and counts the requests."""

    def __init__(self, reply: str = CONTRADICTS):
        self.reply = reply
        self.requests: list[dict] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(json.loads(request.content))
        return httpx.Response(200, json=chat(self.reply))


def make_engine(db_path, clock, **judge) -> Engine:
    return Engine(db_path, settings=settings_from_dict({"llm": {"max_retries": 0}, "judge": judge}), clock=clock)


def provider(engine, model: Model):
    return provider_for(engine.settings, "judge", transport=httpx.MockTransport(model))


def open_pair(engine, ns: str = "") -> tuple[int, int]:
    """A promoted memory and a newer capture the rules find related but leave open."""
    older = engine.memories.remember("I like my coffee strong", kind="preference", namespace=ns).id
    engine.memories.promote([older])
    newer = engine.memories.remember("I like my coffee weak", kind="preference", namespace=ns).id
    return older, newer


def test_remember_never_calls_the_model_and_upkeep_files_the_verdict(db_path, clock, judge_env):
    engine = make_engine(db_path, clock)
    model = Model()
    older, newer = open_pair(engine)
    assert model.requests == [] and engine.store.proposals.for_memory(newer) == []

    run = engine.agents.run_upkeep(judge_provider=provider(engine, model))
    step = run.steps["judge"]
    assert step["status"] == "ok" and step["calls"] == 1 and step["proposed"] == 1
    assert len(model.requests) == 1
    (proposal,) = engine.store.proposals.for_memory(newer)
    assert proposal.rule == "judge" and proposal.target_id == older and proposal.status == "open"
    assert "local-judge" in proposal.reason and "cannot both be" in proposal.reason
    assert engine.memories.get(older).status == "promoted" and engine.memories.get(newer).status == "pending"
    # Promoting the newcomer applies the judge's proposal like any other: a person decided.
    assert engine.memories.promote([newer]).superseded == [older]


def test_without_a_judge_model_nothing_changes(engine):
    older = engine.memories.remember("I like my coffee strong", kind="preference").id
    engine.memories.promote([older])
    newer = engine.memories.remember("I like my coffee weak", kind="preference").id
    step = engine.agents.run_upkeep().steps["judge"]
    assert step["status"] == "skipped" and "no judge model" in step["detail"]
    assert engine.store.proposals.for_memory(newer) == []


def test_pairs_the_rules_decide_or_settle_are_never_asked(db_path, clock, judge_env):
    engine = make_engine(db_path, clock)
    model = Model()
    port = engine.memories.remember("The API listens on port 8080", kind="infra").id
    engine.memories.promote([port])
    moved = engine.memories.remember("The API listens on port 9090", kind="infra").id  # a rule decides it at capture
    staging = engine.memories.remember("The staging API listens on port 7070", kind="infra").id  # another scope
    run = engine.agents.run_upkeep(judge_provider=provider(engine, model))
    assert model.requests == [] and run.steps["judge"]["calls"] == 0
    assert [p.rule for p in engine.store.proposals.for_memory(moved)] == ["value_change"]
    assert engine.store.proposals.for_memory(staging) == []


def test_the_hourly_budget_holds_across_runs_and_refills_after_an_hour(db_path, clock, judge_env):
    engine = make_engine(db_path, clock, max_per_hour=1)
    model = Model(json.dumps({"reasoning": "Both can hold.", "verdict": "compatible", "confidence": 0.8}))
    open_pair(engine, ns="a")
    open_pair(engine, ns="b")
    first = engine.agents.run_upkeep(judge_provider=provider(engine, model)).steps["judge"]
    assert first["calls"] == 1 and first["not_asked_over_budget"] == 1 and len(model.requests) == 1
    clock.advance(minutes=30)
    second = engine.agents.run_upkeep(judge_provider=provider(engine, model)).steps["judge"]
    assert second["calls"] == 0 and "hourly budget spent" in second["detail"] and len(model.requests) == 1
    clock.advance(minutes=31)
    third = engine.agents.run_upkeep(judge_provider=provider(engine, model)).steps["judge"]
    assert third["calls"] == 1 and len(model.requests) == 2
    # Every open pair was asked once; a later run asks nothing again.
    clock.advance(hours=2)
    assert engine.agents.run_upkeep(judge_provider=provider(engine, model)).steps["judge"]["calls"] == 0


def test_a_failed_call_is_counted_and_files_nothing(db_path, clock, judge_env):
    engine = make_engine(db_path, clock)
    _, newer = open_pair(engine)
    failing = provider_for(engine.settings, "judge",
                           transport=httpx.MockTransport(lambda request: httpx.Response(500, text="boom")))
    step = engine.agents.run_upkeep(judge_provider=failing).steps["judge"]
    assert step["status"] == "ok" and step["errors"] == 1 and step["proposed"] == 0
    assert engine.store.proposals.for_memory(newer) == []


def test_max_per_hour_is_validated_and_zero_turns_it_off(db_path, clock, judge_env):
    off = make_engine(db_path, clock, max_per_hour=0)
    _, newer = open_pair(off)
    model = Model()
    assert off.agents.run_upkeep(judge_provider=provider(off, model)).steps["judge"]["status"] == "skipped"
    assert model.requests == [] and off.store.proposals.for_memory(newer) == []
    off.close()
    with pytest.raises(ValidationError, match="max_per_hour"):
        make_engine(db_path, clock, max_per_hour=-1)
