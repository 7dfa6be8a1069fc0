"""Rejections become rules: capture holds what a person already ruled junk, and says which rule."""

from __future__ import annotations

import sqlite3

from core import Engine
from core.settings import settings_from_dict
from core.storage.sqlite.schema import apply_migrations


def test_reject_as_rule_holds_the_next_matching_capture_naming_the_rule(cli, engine):
    junk = engine.memories.remember("Session summary: worked on stuff").id
    result = cli("reject", str(junk), "--reason", "session summaries are not facts",
                 "--as-rule", "session summary", "--json").json
    assert result["rejected"] == [junk]
    rule = result["rule"]
    assert rule["pattern"] == "session summary" and rule["from_memory_id"] == junk and rule["origin"] == "store"

    again = engine.memories.remember("SESSION   summary: fixed the login bug")
    assert again.status == "pending"
    assert f"held by capture rule #{rule['id']} ('session summary'): session summaries are not facts" in again.reason
    (hold,) = [p for p in engine.memories.show(again.id).to_dict()["proposals"] if p["status"] == "held"]
    assert hold["rule"] == "screen:rule" and hold["detail"]["rule_id"] == rule["id"]

    listed = cli("rules", "list", "--json").json["rules"]
    assert [r["id"] for r in listed] == [rule["id"]]
    assert "session summary" in cli("rules", "list").stdout


def test_rules_add_remove_and_undo(cli, engine):
    added = cli("rules", "add", "re:^todo\\b", "--reason", "todo lists belong in the tracker", "--json").json
    agent = engine.with_actor("agent:claude")  # agents' captures, so `undo` below reverses the person's action
    assert agent.memories.remember("TODO: write the docs").reason.startswith("held for review: held by capture rule")
    assert agent.memories.remember("The docs live in docs/").reason is None
    removed = cli("rules", "remove", str(added["id"]), "--json").json
    assert removed["active"] is False
    assert agent.memories.remember("todo: buy milk").reason is None
    assert cli("rules", "list", "--json").json["rules"] == []
    assert [r["id"] for r in cli("rules", "list", "--all", "--json").json["rules"]] == [added["id"]]
    cli("undo")
    assert [r["id"] for r in cli("rules", "list", "--json").json["rules"]] == [added["id"]]
    assert cli("rules", "remove", "99", "--json").code == 1


def test_undo_of_reject_as_rule_reverses_both(engine):
    junk = engine.memories.remember("scratch note one").id
    engine.quality.reject_as_rule([junk], "scratch note", reason="scratch notes are not facts")
    engine.memories.undo()
    assert engine.memories.get(junk).status == "pending"
    assert engine.quality.capture_rules() == []
    assert engine.memories.remember("scratch note two").reason is None


def test_bad_rules_are_refused_and_nothing_is_written(cli, engine):
    junk = engine.memories.remember("something").id
    assert cli("rules", "add", "re:(unclosed", "--reason", "x", "--json").json["code"] == "invalid_rule"
    assert cli("rules", "add", "pattern", "--reason", "  ", "--json").json["code"] == "invalid_rule"
    missing = cli("reject", str(junk), "--as-rule", "something")
    assert missing.code == 2 and "--reason" in missing.stderr
    assert engine.memories.get(junk).status == "pending" and engine.quality.capture_rules() == []


def test_rules_scoped_to_a_namespace_only_hold_there(cli, engine):
    cli("rules", "add", "standup notes", "--reason", "meeting chatter", "--ns", "work")
    assert engine.memories.remember("standup notes for Monday", namespace="work").reason is not None
    assert engine.memories.remember("standup notes for Monday", namespace="home").reason is None


def test_config_rules_are_listed_and_applied(db_path, clock):
    config = settings_from_dict({"screens": {"rules": [{"pattern": "lorem ipsum", "reason": "placeholder text"}]}})
    engine = Engine(db_path, settings=config, clock=clock)
    (rule,) = engine.quality.capture_rules()
    assert rule.origin == "config" and rule.pattern == "lorem ipsum"
    assert "held by capture config rule 1" in engine.memories.remember("Lorem ipsum dolor sit amet").reason
    engine.close()


def test_a_store_from_before_hygiene_upgrades_in_place(tmp_path, clock):
    path = tmp_path / "pre-hygiene.db"
    conn = sqlite3.connect(path, isolation_level=None)
    apply_migrations(conn, stop_before="m005_hygiene")
    conn.execute("INSERT INTO recall_log (ts, actor, namespace, query_hash, candidates, returned) "
                 "VALUES ('2026-11-01T00:00:00.000000Z', 'agent:old', '', 'h', 1, '[1]')")
    conn.close()
    engine = Engine(path, settings=settings_from_dict({}), clock=clock)
    row = engine.store.conn.execute("SELECT actor, session, returned FROM recall_log").fetchone()
    assert tuple(row) == ("agent:old", None, "[1]")
    assert engine.quality.capture_rules() == []
    engine.quality.add_capture_rule("lorem", "placeholder")
    assert [r.pattern for r in engine.quality.capture_rules()] == ["lorem"]
    engine.close()
