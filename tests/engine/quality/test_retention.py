"""Retention and soft forgetting: prune, archive/restore, and purge (the only hard delete)."""

from __future__ import annotations

import io

import pytest

from core import RefusedError, UsageError
from core.quality.retention import retention_score


def promoted(engine, text, **kw):
    result = engine.memories.remember(text, **kw)
    engine.memories.promote([result.id])
    return result.id


def _store_of_five(engine):
    """Five memories in `work` (one superseded) and two in `home`."""
    old_port = promoted(engine, "The API port is 8080", namespace="work")
    new_port = engine.memories.amend(old_port, "The API port is 9090").id
    engine.memories.promote([new_port])
    deploys = promoted(engine, "Deploys go out on Fridays", namespace="work", importance=0.9)
    staging = promoted(engine, "The staging host is called kestrel", namespace="work", importance=0.2)
    lunch = promoted(engine, "Team lunch is at noon", namespace="work", importance=0.1)
    home = [promoted(engine, "The wifi password hint is on the fridge", namespace="home", importance=0.0),
            promoted(engine, "Bins go out on Tuesday", namespace="home", importance=0.0)]
    return {"old_port": old_port, "new_port": new_port, "deploys": deploys, "staging": staging,
            "lunch": lunch, "home": home}


def test_prune_keep_2_archives_3_superseded_first_in_one_namespace_and_restore_brings_one_back(cli, engine):
    ids = _store_of_five(engine)
    assert engine.memories.get(ids["old_port"]).status == "superseded"
    report = cli("prune", "--keep", "2", "--ns", "work", "--json").json
    assert report["dry_run"] is False
    assert report["archived"] == [ids["old_port"], ids["lunch"], ids["staging"]]
    assert report["namespaces"] == {"work": {"archived": report["archived"], "kept": 2}}
    statuses = {i: engine.memories.get(i).status for i in (ids["old_port"], ids["new_port"], ids["deploys"],
                                                 ids["staging"], ids["lunch"])}
    assert sorted(statuses.values()) == ["archived", "archived", "archived", "promoted", "promoted"]
    assert all(engine.memories.get(i).status == "promoted" for i in ids["home"])
    assert cli("recall", "staging host kestrel", "--ns", "work", "--json").json["memories"] == []

    restored = cli("archive", str(ids["staging"]), "--restore", "--json").json
    assert restored == {"restored": [ids["staging"]]}
    hits = cli("recall", "staging host kestrel", "--ns", "work", "--json").json["memories"]
    assert [h["id"] for h in hits] == [ids["staging"]]


def test_prune_refuses_without_a_bound_and_dry_run_changes_nothing(cli, engine):
    ids = _store_of_five(engine)
    refused = cli("prune", "--json")
    assert refused.code == 2 and "--keep" in refused.json["error"]
    dry = cli("prune", "--keep", "1", "--ns", "work", "--dry-run", "--json").json
    assert dry["dry_run"] is True and len(dry["archived"]) == 4
    assert engine.memories.count(statuses=["archived"]) == 0
    assert "would archive" in cli("prune", "--keep", "1", "--ns", "work", "--dry-run").stdout
    with pytest.raises(UsageError):
        engine.quality.prune()
    assert engine.memories.get(ids["lunch"]).status == "promoted"


def test_prune_without_ns_bounds_each_namespace_separately_and_undo_restores_all(engine):
    ids = _store_of_five(engine)
    report = engine.quality.prune(keep=1)
    assert report.kept == {"home": 1, "work": 1}
    assert sorted(report.to_dict()["namespaces"]) == ["home", "work"]
    assert [i.namespace for i in report.items].count("home") == 1
    assert engine.memories.get(ids["deploys"]).status == "promoted"
    engine.memories.undo()
    assert engine.memories.count(statuses=["archived"]) == 0
    assert engine.memories.get(ids["old_port"]).status == "superseded"


def test_pinned_memories_are_never_pruned_or_archived(engine):
    pinned = promoted(engine, "Never force-push to main", importance=0.0)
    other = promoted(engine, "The coffee machine is on floor 2", importance=0.0)
    with engine.store.transaction():
        engine.store.memories.update(pinned, {"pinned": 1})
    report = engine.quality.prune(keep=0)
    assert report.archived == [other]
    assert engine.memories.get(pinned).status == "promoted"
    with pytest.raises(RefusedError, match="pinned"):
        engine.quality.archive([pinned])


def test_older_than_archives_only_idle_memories(engine, clock):
    idle = promoted(engine, "The old build server was called rusty")
    clock.advance(days=100)
    fresh = promoted(engine, "The new build server is called shiny")
    report = engine.quality.prune(older_than_days=30)
    assert report.archived == [idle]
    clock.advance(days=5)
    engine.retrieval.recall("shiny build server")
    assert engine.quality.prune(older_than_days=30, dry_run=True).archived == []
    assert engine.memories.get(fresh).status == "promoted"


def test_both_bounds_must_agree(engine, clock):
    old_a = promoted(engine, "alpha fact from long ago", importance=0.1)
    old_b = promoted(engine, "beta fact from long ago", importance=0.9)
    clock.advance(days=200)
    recent = promoted(engine, "gamma fact from today", importance=0.0)
    report = engine.quality.prune(keep=1, older_than_days=100, dry_run=True)
    # `recent` is outside the 1 kept but not idle for 100 days, so it stays.
    assert report.archived == [old_a] and recent not in report.archived and old_b not in report.archived


def test_retention_rewards_importance_recall_and_recency(engine, clock):
    low = engine.memories.get(promoted(engine, "low importance fact", importance=0.1))
    high = engine.memories.get(promoted(engine, "high importance fact", importance=0.9))
    now = engine.now()
    assert retention_score(high, now) > retention_score(low, now)
    for _ in range(5):
        engine.retrieval.recall("low importance fact")
    assert retention_score(engine.memories.get(low.id), now) > retention_score(low, now)
    clock.advance(days=365)
    assert retention_score(high, engine.now()) < retention_score(high, now)


def test_archive_and_restore_refuse_the_wrong_statuses(cli, engine):
    pending = engine.memories.remember("not reviewed yet").id
    live = promoted(engine, "a live fact")
    assert cli("archive", str(pending), "--json").json["code"] == "invalid_transition"
    assert cli("archive", str(live), "--restore", "--json").code == 1
    assert cli("archive", str(live), "--json").json == {"archived": [live]}
    assert engine.memories.get(live).status == "archived"
    assert cli("undo", "--json").code == 0 and engine.memories.get(live).status == "promoted"


def test_purge_is_explicit_confirmed_operator_only_and_leaves_an_audit_row(cli, engine):
    live = promoted(engine, "The secret-ish thing nobody should keep")
    gone = engine.memories.remember("junk to delete").id
    engine.memories.reject([gone], reason="junk")
    assert cli("purge", str(live), "--yes", "--json").json["code"] == "purge_live"
    unconfirmed = cli("purge", str(gone), "--json")
    assert unconfirmed.code == 1 and unconfirmed.json["code"] == "confirmation_required"
    assert engine.memories.get(gone).status == "rejected"
    with pytest.raises(RefusedError, match="operator"):
        engine.with_actor("agent:claude").quality.purge([gone])

    assert cli("purge", str(gone), "--yes", "--json").json == {"purged": [gone]}
    assert engine.memories.get_many([gone]) == {}
    assert engine.retrieval.search("junk delete", statuses=["all"]) == []
    (row,) = [r for r in engine.store.audit.for_memory(gone) if r.action == "purge"]
    assert row.before["status"] == "rejected" and "content" not in row.before and not row.undoable
    assert cli("purge", str(live), "--yes", "--any-status", "--json").json == {"purged": [live]}


def test_purge_asks_on_a_terminal(cli, engine, monkeypatch):
    gone = engine.memories.remember("more junk").id
    engine.memories.reject([gone])

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr("sys.stdin", Terminal("no\n"))
    declined = cli("purge", str(gone))
    assert declined.code == 1 and "not confirmed" in declined.stderr
    assert engine.memories.get(gone).status == "rejected"
    monkeypatch.setattr("sys.stdin", Terminal("purge\n"))
    accepted = cli("purge", str(gone))
    assert accepted.code == 0 and "cannot be undone" in accepted.stdout
    assert engine.memories.get_many([gone]) == {}
