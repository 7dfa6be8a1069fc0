"""A promotion from the desk when the memory's capture still owed comparisons (core/conflicts/owed.py): they are made
first, and when they file a proposal the person was not shown, nothing is promoted until they have read it. Pilot
drives the real app over a real store."""

from __future__ import annotations

import pytest

from core import Engine, Settings
from core.conflicts import detector
from support.tui import SIZE, anyio_backend, make_app, queue_ids, settled, wait_until  # noqa: F401

OLDS = ["The billing service listens on port 8080", "Billing service port: 8080 (set in the helm chart)"]
NEWCOMER = "The billing service moved to port 8443"


@pytest.mark.anyio
async def test_a_promotion_that_settles_a_new_conflict_waits_for_the_person_to_read_it(db_path, clock, monkeypatch):
    monkeypatch.setattr(detector, "INLINE_LIMIT", 1)  # the capture compares one of its two candidates at once
    with Engine(db_path, settings=Settings(), clock=clock) as engine:
        olds = [r.id for r in engine.memories.import_promoted([{"content": t, "kind": "infra"} for t in OLDS])]
        clock.advance(hours=1)
        newcomer = engine.memories.remember(NEWCOMER, kind="infra")
        assert newcomer.owed == 1
    async with make_app(db_path, clock=clock).run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: queue_ids(pilot.app) == [newcomer.id], what="the queue to load")
        await settled(pilot)
        await pilot.press("p")
        await pilot.app.workers.wait_for_complete()
        await settled(pilot)
        assert any("gained a conflict proposal" in n.message and n.severity == "error"
                   for n in pilot.app._notifications)
        with Engine(db_path, settings=Settings(), clock=clock) as engine:
            assert engine.memories.get(newcomer.id).status == "pending"
            assert {p.target_id for p in engine.store.proposals.for_memory(newcomer.id)} == set(olds)
        await pilot.press("p")  # read now: the second press promotes and retires both
        await pilot.app.workers.wait_for_complete()
        await settled(pilot)
    with Engine(db_path, settings=Settings(), clock=clock) as engine:
        assert engine.memories.get(newcomer.id).status == "promoted"
        assert {engine.memories.get(i).status for i in olds} == {"superseded"}
