"""A serving process makes the comparisons its captures left owed (core/conflicts/owed.py) once the agent pauses —
the daemon, and a stdio MCP server writing the store file itself — not only at the next upkeep or the newcomer's
promotion. Over real processes: ``memdesk mcp`` with the real MCP client, ``memdesk serve`` over its REST mirror.

A server answers each call through a per-caller view of its engine (``Engine.with_actor``); the worker listens on
the engine it was started with, so these tests capture the way an agent does, never through the worker's engine."""

from __future__ import annotations

import json
import time

import anyio
import httpx
from mcp import Client
from mcp.types import Implementation

from core import Engine, Settings
from core.agents.background import Background
from core.conflicts import detector
from support.mcp import served, stdio_params

NEWCOMER = "The billing service moved to port 8443"
# More older memories than a capture compares before it answers, each one the newcomer contradicts.
OLDS = [f"The billing service listens on port 8080 ({tag} note)" for tag in
        "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi".split()]
SETTLE_DEADLINE_S = 30.0


def _store_with_olds(db) -> set[int]:
    assert len(OLDS) > detector.INLINE_LIMIT
    with Engine(db, settings=Settings(), actor="human:test") as engine:
        return {r.id for r in engine.memories.import_promoted([{"content": text, "kind": "infra"} for text in OLDS])}


def _proposed_targets(db, memory_id: int) -> set[int]:
    with Engine(db, settings=Settings(), actor="human:test") as engine:
        return {p.target_id for p in engine.store.proposals.for_memory(memory_id)}


def _owed_left(db) -> int:
    with Engine(db, settings=Settings(), actor="human:test") as engine:
        return engine.store.owed_checks.count()


def _assert_answered_then_settled(answer: dict, at_answer: set[int], settled: set[int], olds: set[int]) -> None:
    # The capture compared its best-ranked before answering (how many past the floor depends on the machine's
    # speed: core/conflicts/detector.py INLINE_BUDGET_S), each one a proposal, and owed the rest.
    assert detector.INLINE_FLOOR <= len(at_answer) <= detector.INLINE_LIMIT
    assert answer["comparisons_owed"] == len(OLDS) - len(at_answer) > 0
    assert settled == olds  # every older memory proposed: the owed ones by the serving process's worker


def test_the_stdio_server_settles_what_its_capture_owed_while_the_agent_is_connected(tmp_path, isolated_home):
    db = tmp_path / "store.db"
    olds = _store_with_olds(db)

    async def scenario() -> tuple[dict, set[int], set[int]]:
        async with Client(stdio_params(db, isolated_home, "--no-forward"), read_timeout_seconds=60,
                          client_info=Implementation(name="Codex", version="1")) as session:
            reply = await session.call_tool("remember", {"content": NEWCOMER, "kind": "infra"})
            answer = json.loads(reply.content[0].text)
            settled = at_answer = _proposed_targets(db, answer["id"])
            deadline = time.monotonic() + SETTLE_DEADLINE_S
            while settled != olds and time.monotonic() < deadline:  # the worker settles once the agent pauses
                await anyio.sleep(0.05)
                settled = _proposed_targets(db, answer["id"])
            return answer, at_answer, settled

    _assert_answered_then_settled(*anyio.run(scenario), olds)
    assert _owed_left(db) == 0


def test_the_daemon_settles_what_a_capture_it_served_owed(tmp_path, isolated_home):
    db = tmp_path / "store.db"
    olds = _store_with_olds(db)
    with served(db, isolated_home) as status, httpx.Client(base_url=status.url, timeout=30) as http:
        reply = http.post("/v1/remember", json={"content": NEWCOMER, "kind": "infra"},
                          headers={"X-Memdesk-Client": "Codex"})
        assert reply.status_code == 200, reply.text
        answer = reply.json()
        settled = at_answer = _proposed_targets(db, answer["id"])
        deadline = time.monotonic() + SETTLE_DEADLINE_S
        while settled != olds and time.monotonic() < deadline:
            http.get("/health")  # a short wait on the daemon itself, not a sleep
            settled = _proposed_targets(db, answer["id"])
    _assert_answered_then_settled(answer, at_answer, settled, olds)
    assert _owed_left(db) == 0


def test_the_worker_hears_a_capture_made_through_a_view_of_its_engine(engine):
    """In process: a capture through ``with_actor`` (as every served call is made) wakes the worker started on
    the engine itself, which settles what it owed."""
    lines: list[str] = []
    background = Background(engine.agents, announce=lines.append, upkeep_interval_s=0)
    background.start()
    try:
        olds = {r.id for r in engine.memories.import_promoted([{"content": t, "kind": "infra"} for t in OLDS])}
        result = engine.with_actor("agent:codex").memories.remember(NEWCOMER, kind="infra")
        deadline = time.monotonic() + SETTLE_DEADLINE_S
        while engine.store.owed_checks.count() and time.monotonic() < deadline:
            background.owed.woken.wait(0.01)
    finally:
        background.stop()
    assert result.owed == len(OLDS) - len(result.would_supersede) > 0
    assert {p.target_id for p in engine.store.proposals.for_memory(result.id)} == olds
    assert any(line.startswith(f"owed comparisons: #{result.id} → ") for line in lines)
