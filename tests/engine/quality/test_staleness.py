"""Staleness: what to re-verify first, `verify` from the CLI, flags in recall, reads never reset."""

from __future__ import annotations

from datetime import timedelta

from core.clock import format_time, system_clock


def promoted(engine, text, **kw):
    result = engine.memories.remember(text, **kw)
    engine.memories.promote([result.id])
    return result.id


def test_reverify_list_orders_by_recalls_then_time_since_verified(engine, clock):
    quiet_old = promoted(engine, "The VPN gateway is vpn-1", decay_days=10)
    clock.advance(days=1)
    quiet_new = promoted(engine, "The mail relay is mx-2", decay_days=10)
    busy = promoted(engine, "The metrics stack is Prometheus", decay_days=10)
    fresh = promoted(engine, "The tracing stack is Tempo", decay_days=100)
    clock.advance(days=8.5)
    for _ in range(3):
        engine.retrieval.recall("metrics stack Prometheus")
    ids = [item["id"] for item in [r.to_dict() for r in engine.quality.reverify_list()]]
    assert ids == [busy, quiet_old, quiet_new] and fresh not in ids

    clock.advance(days=2)
    engine.quality.doctor(fix=True)
    assert engine.memories.get(quiet_old).status == "stale"
    check = [c for c in engine.quality.doctor().checks if c.name == "reverify"][0]
    assert check.status == "warn" and [i["id"] for i in check.items] == [busy, quiet_old, quiet_new]
    assert check.items[1]["status"] == "stale" and check.items[0]["recalls"] == 3


def test_verify_from_the_cli_resets_the_horizon_not_the_content(cli, engine, clock):
    memory_id = promoted(engine, "Docker Desktop is installed", decay_days=10)
    clock.advance(days=11)
    engine.quality.doctor(fix=True)
    assert cli("recall", "Docker Desktop", "--json").json["memories"] == []
    assert cli("verify", str(memory_id), "--json").json == {"verified": [memory_id]}
    memory = engine.memories.get(memory_id)
    assert memory.status == "promoted" and memory.content == "Docker Desktop is installed"
    assert memory.last_verified != engine.memories.get(memory_id).created_at
    assert [h["action"] for h in engine.memories.show(memory_id).to_dict()["history"]][-2:] == ["expire", "promote"]
    pending = engine.memories.remember("unreviewed").id
    refused = cli("verify", str(pending), "--json")
    assert refused.code == 1 and refused.json["code"] == "invalid_transition"


def test_recall_cli_flags_near_horizon_memories(cli, engine):
    near = promoted(engine, "Python 3.11 is the runtime for the API", decay_days=10)
    # The CLI runs on the real clock: anchor the verification 9 of its 10 days before real now.
    with engine.store.transaction():
        engine.store.memories.update(near, {"last_verified": format_time(system_clock() - timedelta(days=9))})
    hits = cli("recall", "Python runtime", "--json").json["memories"]
    assert hits[0]["id"] == near and "near_horizon" in hits[0]["flags"]
    assert "near its horizon: re-verify" in cli("recall", "Python runtime").stdout


def test_reading_never_resets_staleness(cli, engine, clock):
    memory_id = promoted(engine, "Node 18 is the LTS we target", decay_days=10)
    verified = engine.memories.get(memory_id).last_verified
    clock.advance(days=9)
    engine.retrieval.recall("Node LTS target")
    engine.retrieval.search("Node LTS")
    engine.memories.show(memory_id)
    engine.links.explain(memory_id, query="Node LTS")
    engine.links.graph(memory_id)
    cli("get", str(memory_id))
    assert engine.memories.get(memory_id).last_verified == verified
    clock.advance(days=2)
    engine.quality.doctor(fix=True)
    assert engine.memories.get(memory_id).status == "stale"
