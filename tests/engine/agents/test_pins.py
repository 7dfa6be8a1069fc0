"""Pins: first in recall, always in the context block, never stale or pruned, within a quota."""

from __future__ import annotations

import pytest

from core import Engine, RefusedError
from core.settings import settings_from_dict


def promoted(engine, text, **kw) -> int:
    memory_id = engine.memories.remember(text, **kw).id
    engine.memories.promote([memory_id])
    return memory_id


def test_pin_and_unpin_are_audited_and_undoable(engine):
    memory_id = promoted(engine, "The primary database is Postgres 16", kind="tooling")
    assert engine.agents.pin([memory_id]).to_dict() == {"pinned": [memory_id], "already": []}
    assert engine.memories.get(memory_id).pinned is True
    assert [m.id for m in engine.agents.pins()] == [memory_id]
    history = [entry["action"] for entry in engine.memories.show(memory_id).to_dict()["history"]]
    assert history[-1] == "pin"
    engine.memories.undo()
    assert engine.memories.get(memory_id).pinned is False
    engine.agents.pin([memory_id])
    assert engine.agents.unpin([memory_id]).to_dict() == {"unpinned": [memory_id], "already": []}
    assert engine.memories.get(memory_id).pinned is False and engine.agents.pins() == []


def test_only_promoted_memories_can_be_pinned(engine):
    pending = engine.memories.remember("Not believed yet").id
    with pytest.raises(RefusedError, match="only promoted"):
        engine.agents.pin([pending])
    assert engine.memories.get(pending).pinned is False


def test_the_quota_is_per_namespace_and_refuses_with_the_count(db_path, clock):
    engine = Engine(db_path, settings=settings_from_dict({"pins": {"quota": 2}}), clock=clock)
    work = [promoted(engine, text, namespace="work") for text in (
        "Standup is at ten", "The wiki lives in Confluence", "Expenses are filed monthly")]
    assert all(engine.memories.get(i).status == "promoted" for i in work)
    home = promoted(engine, "Home fact", namespace="home")
    engine.agents.pin(work[:2])
    with pytest.raises(RefusedError) as caught:
        engine.agents.pin([work[2]])
    assert caught.value.code == "pin_quota"
    assert "2 of its 2 pins" in caught.value.message and "unpin one first" in caught.value.message
    assert engine.memories.get(work[2]).pinned is False
    assert engine.agents.pin([home]).pinned == [home]  # another namespace has its own quota
    assert engine.agents.pin([work[0]]).already == [work[0]]  # re-pinning is not counted twice
    engine.close()


def test_a_matching_pin_ranks_ahead_of_better_lexical_matches(engine):
    strong = [promoted(engine, text, importance=1.0) for text in (
        "package manager caches make package manager installs fast",
        "a package manager lockfile pins every package manager dependency",
        "package manager mirrors keep package manager downloads local")]
    pinned = promoted(engine, "Use the package manager the lockfile names", importance=0.0)
    before = [h.memory.id for h in engine.retrieval.recall("package manager")]
    assert before[0] != pinned
    engine.agents.pin([pinned])
    hits = engine.retrieval.recall("package manager")
    assert hits[0].memory.id == pinned and "pinned" in hits[0].flags
    assert [h.memory.id for h in hits[1:]] == [i for i in before if i != pinned]
    assert set(strong) <= {h.memory.id for h in hits}


def test_recall_never_drops_a_matching_pin_even_when_k_is_small(engine):
    for n in range(12):
        promoted(engine, f"deploy checklist step {n}: deploy deploy deploy", importance=1.0)
    pinned = promoted(engine, "Never deploy without a rollback plan", importance=0.0)
    unrelated = promoted(engine, "The office plant needs water on Mondays")
    engine.agents.pin([pinned, unrelated])
    hits = engine.retrieval.recall("deploy", k=1)
    assert [h.memory.id for h in hits] == [pinned]
    assert all(h.memory.id != unrelated for h in engine.retrieval.recall("deploy", k=20))  # a pin must still match


def test_a_pinned_memory_appears_in_every_context_block_whatever_the_budget(engine):
    pinned = promoted(engine, "Always answer in British English " + "with care " * 20, importance=0.0,
                      level="trace")
    others = [promoted(engine, f"Important fact number {n} " + "x" * 80, importance=1.0, level="meta")
              for n in range(40)]
    engine.agents.pin([pinned])
    for budget in (200, 1000, 6000):
        block = engine.retrieval.context_block(budget_chars=budget)
        lines = [line for line in block.splitlines() if line.startswith("- [")]
        assert lines[0].endswith(f"(#{pinned}, pinned)"), budget
    assert f"#{others[0]})" not in engine.retrieval.context_block(budget_chars=200)  # the budget still binds the rest


# 700 captures and 600 promotions: 5-15 s on PostgreSQL for the same pins query the other pin tests
# run there already.
@pytest.mark.sqlite_only
def test_an_old_pin_beyond_the_newest_500_is_still_in_the_context_block(engine):
    pinned = promoted(engine, "The oldest rule: never force-push main")
    engine.agents.pin([pinned])
    engine.memories.remember_batch([{"content": f"Filler fact {n}"} for n in range(100)])
    for start in range(0, 600, 100):
        result = engine.memories.remember_batch([{"content": f"Later fact {start + n}"} for n in range(100)])
        engine.memories.promote([r.id for r in result.items])
    assert f"(#{pinned}, pinned)" in engine.retrieval.context_block()


def test_a_pinned_memory_survives_prune_and_never_goes_stale(engine, clock):
    pinned = promoted(engine, "Prod database host is db1", kind="tooling", importance=0.0)
    others = [promoted(engine, text, kind="tooling", importance=1.0) for text in (
        "The linter is ruff", "Tests run with pytest", "Docs are built with mkdocs")]
    engine.agents.pin([pinned])
    clock.advance(days=400)  # past the 180-day tooling horizon
    assert pinned not in engine.quality.mark_stale()
    assert set(others) <= {m.id for m in engine.memories.list(statuses=["stale"], limit=None)}
    report = engine.quality.prune(keep=0)
    assert pinned not in [item.id for item in report.items]
    assert engine.memories.get(pinned).status == "promoted"
    assert f"(#{pinned}, pinned)" in engine.retrieval.context_block()


def test_pin_cli_and_pins_listing(cli, engine):
    memory_id = promoted(engine, "Tabs, not spaces, in Makefiles")
    assert cli("pin", str(memory_id), "--json").json == {"pinned": [memory_id], "already": []}
    listed = cli("pins", "--json").json
    assert [m["id"] for m in listed["pins"]] == [memory_id] and listed["quota"] == 10
    assert cli("pins").stdout.count(f"#{memory_id}") == 1
    pending = engine.memories.remember("pending fact").id
    refused = cli("pin", str(pending), "--json")
    assert refused.code == 1 and refused.json["code"] == "pin_refused"
    assert cli("unpin", str(memory_id), "--json").json["unpinned"] == [memory_id]
