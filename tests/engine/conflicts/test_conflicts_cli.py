"""Contradictions end to end through the CLI: the scenarios issue 3 must show."""

from __future__ import annotations


def remember(cli, *args) -> dict:
    result = cli("remember", *args, "--json")
    assert result.code == 0, result.stdout + result.stderr
    return result.json


def promoted(cli, text, *args) -> int:
    memory_id = remember(cli, text, *args)["id"]
    assert cli("promote", str(memory_id), "--json").code == 0
    return memory_id


def recalled(cli, query, *args) -> list[int]:
    return [m["id"] for m in cli("recall", query, *args, "--json").json["memories"]]


def test_codegraph_remember_promote_restore_by(cli, clock):
    old = promoted(cli, "codegraph is my primary code-graph tool", "--kind", "tooling")
    verified_before = cli("get", str(old), "--json").json["last_verified"]
    clock.advance(days=2)

    staged = remember(cli, "I uninstalled codegraph", "--kind", "tooling")
    assert staged["status"] == "pending" and staged["would_supersede"] == [old]
    human = cli("remember", "I uninstalled codegraph again", "--kind", "tooling")
    assert f"would supersede: #{old}" in human.stdout
    assert old in recalled(cli, "codegraph")

    shown = cli("show", str(staged["id"]), "--json").json
    (proposal,) = shown["proposals"]
    assert proposal["target_id"] == old and proposal["rule"] == "removal" and proposal["status"] == "open"
    assert "codegraph" in proposal["reason"] and "gone" in proposal["reason"]
    human_show = cli("show", str(staged["id"])).stdout
    assert "envelope" in human_show and f"would supersede #{old}" in human_show and "[open]" in human_show

    clock.advance(days=1)
    result = cli("promote", str(staged["id"]), "--json").json
    assert result["superseded"] == [old] and result["held"] == []
    retired = cli("get", str(old), "--json").json
    assert retired["status"] == "superseded" and retired["superseded_by"] == staged["id"]
    assert old not in recalled(cli, "codegraph")

    clock.advance(days=1)
    assert cli("restore", "--by", str(staged["id"]), "--json").json == {"restored": [old]}
    back = cli("get", str(old), "--json").json
    assert back["status"] == "promoted" and back["superseded_by"] is None
    assert back["last_verified"] == verified_before
    assert old in recalled(cli, "codegraph")


def test_editor_versus_package_manager_files_nothing(cli):
    promoted(cli, "My primary editor is neovim", "--kind", "tooling")
    staged = remember(cli, "My primary package manager is pnpm", "--kind", "tooling")
    assert staged["would_supersede"] == []
    assert cli("show", str(staged["id"]), "--json").json["proposals"] == []


def test_deadline_move_is_a_value_change(cli):
    old = promoted(cli, "the deadline is March 15", "--kind", "project")
    staged = remember(cli, "the deadline moved to April 2", "--kind", "project")
    assert staged["would_supersede"] == [old]
    (proposal,) = cli("show", str(staged["id"]), "--json").json["proposals"]
    assert proposal["rule"] == "value_change"
    assert "March 15" in proposal["reason"] and "April 2" in proposal["reason"]


def test_the_same_pair_in_two_namespaces_files_nothing(cli):
    promoted(cli, "the deadline is March 15", "--kind", "project", "--ns", "alpha")
    staged = remember(cli, "the deadline moved to April 2", "--kind", "project", "--ns", "beta")
    assert staged["would_supersede"] == []
    assert cli("scan", "--json").json["proposed"] == 0


def test_a_promotion_that_would_retire_four_retires_none_and_doctor_shows_it(cli):
    olds = [promoted(cli, f"The {name} service listens on port 8080", "--kind", "infra", "--ns", "ports")
            for name in ("billing", "search", "auth", "mail")]
    staged = remember(cli, "The service listens on port 9090", "--kind", "infra", "--ns", "ports")
    assert sorted(staged["would_supersede"]) == sorted(olds)
    result = cli("promote", str(staged["id"]), "--json").json
    assert result["superseded"] == [] and sorted(result["held"]) == sorted(olds)
    assert all(cli("get", str(i), "--json").json["status"] == "promoted" for i in olds)
    doctor = cli("doctor", "--json").json
    (held,) = [c for c in doctor["checks"] if c["name"] == "held"]
    assert held["status"] == "warn" and held["items"][0]["id"] == staged["id"]
    assert sorted(held["items"][0]["would_supersede"]) == sorted(olds)
    assert f"#{staged['id']} would supersede" in cli("doctor").stdout


def test_scan_judge_without_a_model_exits_1_naming_the_setting(cli):
    promoted(cli, "The API listens on port 8080", "--kind", "infra")
    human = cli("scan", "--judge")
    assert human.code == 1
    assert "MEMDESK_JUDGE_MODEL" in human.stderr and "[judge] model" in " ".join(human.stderr.split())
    as_json = cli("scan", "--judge", "--json")
    assert as_json.code == 1 and as_json.json["code"] == "not_configured"
    assert "MEMDESK_JUDGE_MODEL" in as_json.json["error"]


def test_scan_files_on_the_newer_and_never_applies(cli):
    # Both captured before either was believed, so capture compared them with nothing.
    first = remember(cli, "The staging database host is db-stg-01", "--kind", "infra")["id"]
    second = remember(cli, "The staging database host is db-stg-02", "--kind", "infra")["id"]
    assert cli("promote", str(first), str(second), "--json").json["superseded"] == []
    report = cli("scan", "--json").json
    assert report["proposed"] == 1 and report["by_rule"] == {"value_change": 1} and report["complete"]
    (filed,) = report["proposals"]
    assert filed["memory_id"] == second and filed["target_id"] == first
    assert cli("get", str(first), "--json").json["status"] == "promoted"
    again = cli("scan", "--json").json
    assert again["proposed"] == 0 and again["skipped_decided"] == 1
    human = cli("scan")
    assert "no new contradictions" in human.stdout and "already ruled on" in human.stdout


def test_supersede_cli_applies_and_refuses_with_exit_1(cli):
    old = promoted(cli, "Lunch is at noon", "--kind", "note")
    new = promoted(cli, "The team eats together on Fridays", "--kind", "note")
    applied = cli("supersede", str(old), str(new), "--json")
    assert applied.code == 0 and applied.json["outcome"] == "applied" and applied.json["superseded"] == [old]
    assert cli("get", str(old), "--json").json["superseded_by"] == new
    again = cli("supersede", str(old), str(new))
    assert again.code == 1 and "already superseded" in again.stderr
    self_ruling = cli("supersede", str(new), str(new), "--json")
    assert self_ruling.code == 1 and "itself" in self_ruling.json["error"]
    assert cli("supersede", "x", str(new)).code == 2  # not an id at all: a usage error (issue 18 item 2)
    assert cli("restore", "--by", str(new), "--json").json == {"restored": [old]}
