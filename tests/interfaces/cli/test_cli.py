"""The CLI: ARCHITECTURE.md §7.6 JSON shapes, exit codes and human output."""

from __future__ import annotations

import json

import pytest

from support import run_memdesk_process


def test_remember_promote_recall_reject_undo_show(cli):
    staged = cli("remember", "The webapp uses PostgreSQL 15", "--kind", "infra", "--json")
    assert staged.code == 0
    body = staged.json
    assert set(body) >= {"id", "status", "duplicate_of", "would_supersede", "reason"}
    assert body["status"] == "pending" and body["duplicate_of"] is None
    memory_id = body["id"]

    assert cli("recall", "PostgreSQL", "--json").json["memories"] == []
    promoted = cli("promote", str(memory_id), "--json").json
    assert promoted == {"promoted": [memory_id], "superseded": [], "held": [], "messages": []}

    recalled = cli("recall", "PostgreSQL", "--json").json
    assert recalled["query"] == "PostgreSQL" and recalled["namespace"] == ""
    hit = recalled["memories"][0]
    for field in ("id", "uid", "namespace", "kind", "content", "status", "tags", "source", "created_at",
                  "superseded_by", "score"):
        assert field in hit
    assert hit["id"] == memory_id

    assert cli("reject", str(memory_id), "--reason", "moved to MySQL", "--json").json == {"rejected": [memory_id]}
    assert cli("recall", "PostgreSQL", "--json").json["memories"] == []
    undo = cli("undo", "--json").json
    assert undo["memories"] == [memory_id]
    assert cli("recall", "PostgreSQL", "--json").json["memories"][0]["id"] == memory_id

    shown = cli("show", str(memory_id), "--json").json
    assert [h["action"] for h in shown["history"]] == ["capture", "promote", "reject", "undo"]
    assert shown["proposals"] == []
    human = cli("show", str(memory_id))
    assert "capture" in human.stdout and "promote" in human.stdout and "reject" in human.stdout


@pytest.mark.parametrize("secret", [
    "the anthropic key is sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz",
    "db_password = correct-horse-battery",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----",
])
def test_credentials_exit_1_with_the_reason_and_store_nothing(cli, secret):
    result = cli("remember", secret, "--json")
    assert result.code == 1
    assert result.json["code"] == "credential" and "Nothing was stored" in result.json["error"]
    human = cli("remember", secret)
    assert human.code == 1 and "refused" in human.stderr
    assert cli("list", "--status", "all", "--json").json["memories"] == []


def test_duplicates_and_external_ids(cli):
    first = cli("remember", "Prefer uv for Python projects", "--json").json
    second = cli("remember", "prefer uv for python projects.", "--json").json
    assert second["duplicate_of"] == first["id"]
    a = cli("remember", "From doc 7", "--external-id", "doc-7", "--json").json
    b = cli("remember", "From doc 7", "--external-id", "doc-7", "--json").json
    assert a["id"] == b["id"]
    assert len(cli("list", "--json").json["memories"]) == 2


def test_get_never_bumps_and_has_history(cli):
    memory_id = cli("remember", "Redis is the cache", "--json").json["id"]
    cli("promote", str(memory_id))
    got = cli("get", str(memory_id), "--json").json
    assert got["access_count"] == 0 and "history" in got and "proposals" in got
    cli("recall", "Redis cache")
    assert cli("get", str(memory_id), "--json").json["access_count"] == 1


def test_list_filters_by_status_kind_and_namespace(cli):
    cli("remember", "tool fact one", "--kind", "tooling")
    cli("remember", "project fact", "--kind", "project", "--ns", "webapp")
    p = cli("remember", "tool fact two", "--kind", "tooling", "--json").json["id"]
    cli("promote", str(p))
    listed = cli("list", "--kind", "tooling", "--status", "pending", "--json").json["memories"]
    assert [m["content"] for m in listed] == ["tool fact one"]
    assert [m["content"] for m in cli("list", "--ns", "webapp", "--json").json["memories"]] == ["project fact"]
    assert len(cli("list", "--status", "pending,promoted", "--json").json["memories"]) == 3


def test_global_options_work_before_or_after_the_command(cli, db_path):
    cli("remember", "order independent")
    after = cli("list", "--json")
    before = cli("--json", "list")
    assert after.json == before.json


def test_usage_errors_exit_2(cli):
    assert cli("promote").code == 2
    assert cli("frobnicate").code == 2
    assert cli("restore").code == 2
    bad_id = cli("promote", "abc", "--json")
    # A value that can never be right is a usage error (issue 18 item 2): exit 2, one JSON document.
    assert bad_id.code == 2 and bad_id.json["code"] == "usage" and "not a memory id" in bad_id.json["error"]


def test_refusals_exit_1_with_structured_json(cli):
    memory_id = cli("remember", "x fact", "--json").json["id"]
    result = cli("restore", str(memory_id), "--json")
    assert result.code == 1 and result.json["code"] == "invalid_transition"
    missing = cli("show", "999", "--json")
    assert missing.code == 1 and missing.json["code"] == "not_found"


def test_search_statuses_and_explain(cli):
    memory_id = cli("remember", "Grafana lives at grafana.internal", "--json").json["id"]
    assert cli("search", "grafana", "--json").json["memories"] == []
    found = cli("search", "grafana", "--status", "pending", "--explain", "--json").json["memories"]
    assert found[0]["id"] == memory_id and "lexical" in found[0]["explain"]
    human = cli("search", "grafana", "--status", "all", "--explain")
    assert "why this rank" in human.stdout


def test_sync_is_a_dry_run_unless_applied(cli):
    tool = cli("remember", "just is the task runner", "--kind", "tooling", "--json").json["id"]
    person = cli("remember", "Alice owns billing", "--kind", "person", "--json").json["id"]
    dry = cli("sync", "--json").json
    assert dry["applied"] is False and dry["promote"] == [tool]
    assert dry["wait"][0]["id"] == person and "sensitive" in dry["wait"][0]["reason"]
    assert cli("get", str(tool), "--json").json["status"] == "pending"
    applied = cli("sync", "--apply", "--json").json
    assert applied["promote"] == [tool]
    assert cli("get", str(tool), "--json").json["status"] == "promoted"
    assert cli("get", str(person), "--json").json["status"] == "pending"


def test_sync_walks_only_the_namespace_given_with_ns(cli):
    """Round 48's outside check: `--ns team-b sync --apply` promoted the shared namespace's memories too."""
    shared = cli("remember", "just is the task runner", "--kind", "tooling", "--json").json["id"]
    team = cli("--ns", "team-b", "remember", "uv is the installer", "--kind", "tooling", "--json").json["id"]
    assert cli("--ns", "team-b", "sync", "--json").json["promote"] == [team]
    assert cli("--ns", "team-b", "sync", "--id", str(shared), "--json").json["promote"] == []
    assert cli("--ns", "team-b", "sync", "--apply", "--json").json["promote"] == [team]
    assert cli("get", str(shared), "--json").json["status"] == "pending"
    assert cli("sync", "--json").json["promote"] == [shared]


def test_sync_filters_by_kind_limit_and_id(cli):
    ids = [cli("remember", f"tool {i}", "--kind", "tooling", "--json").json["id"] for i in range(3)]
    pref = cli("remember", "prefers dark mode", "--kind", "preference", "--json").json["id"]
    assert cli("sync", "--kind", "preference", "--json").json["promote"] == [pref]
    assert cli("sync", "--limit", "2", "--json").json["promote"] == ids[:2]
    assert cli("sync", "--id", str(ids[2]), "--json").json["promote"] == [ids[2]]


def test_doctor_and_stats(cli):
    cli("remember", "something pending")
    doctor = cli("doctor", "--json")
    assert doctor.code == 0
    checks = {c["name"]: c for c in doctor.json["checks"]}
    assert checks["integrity"]["status"] == "ok" and checks["review_queue"]["status"] == "warn"
    stats = cli("stats", "--json").json
    assert stats["by_status"]["pending"] == 1 and stats["retrieval_mode"] == "lexical"
    assert stats["by_kind"] == {"note": 1} and stats["by_namespace"] == {"": 1}


def test_init_creates_the_store_and_shows_the_agent(cli, db_path):
    result = cli("init", "--json")
    assert result.code == 0 and db_path.exists()
    assert result.json["agent_id"].startswith("urn:memdesk:agent:")


def test_console_entry_point_runs_as_a_process(tmp_path):
    db = tmp_path / "proc.db"
    result = run_memdesk_process("--db", str(db), "remember", "process-level fact", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["status"] == "pending"
    bare = run_memdesk_process("--db", str(db))
    assert bare.returncode == 2 and "needs a terminal" in bare.stderr


def test_a_long_error_stays_one_line_on_stderr():
    import io

    from core.interfaces.cli.output import Output

    err = io.StringIO()
    message = "/tmp/" + "deep/" * 40 + ".claude.json is not valid JSON; fix it first — nothing was written"
    Output(False, stdout=io.StringIO(), stderr=err).error(message, "invalid")
    assert err.getvalue() == f"error: {message}\n"
