"""Issue 18, items 2–6: the CLI's paper cuts, tested through the command line only.

Item 2 exit codes and JSON errors, item 3 output you can redirect, item 4
restatements, item 5 readable output, item 6 honest reports. Everything runs
through ``memdesk`` (the in-process ``cli`` fixture, or ``python -m core.interfaces.cli``
where stream separation, the working directory or the environment matters); the
MCP case talks to a real ``memdesk mcp`` process through the MCP client.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp.types import Implementation

from support import REPO_ROOT
from support.mcp import stdio_params


def memdesk(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """``python -m core.interfaces.cli ARGS`` in ``cwd``, stdout and stderr kept apart (as ``> file`` would)."""
    full_env = dict(os.environ)
    full_env["PYTHONPATH"] = str(REPO_ROOT) + os.pathsep + full_env.get("PYTHONPATH", "")
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "core.interfaces.cli", *args], capture_output=True, text=True,
                          env=full_env, cwd=str(cwd), stdin=subprocess.DEVNULL, timeout=60)


def one_json_document(stdout: str) -> dict:
    """The whole of stdout parsed as one JSON document (json.loads refuses trailing data)."""
    assert stdout.strip(), "nothing on stdout"
    return json.loads(stdout)


def flat(text: str) -> str:
    """Text with all whitespace removed: rich folds long paths onto a new line on stderr."""
    return "".join(text.split())


def promoted(cli, text: str, *extra: str) -> int:
    memory_id = cli("remember", text, *extra, "--json").json["id"]
    assert cli("promote", str(memory_id)).code == 0
    return memory_id


@pytest.fixture
def two_memories(cli) -> tuple[int, int]:
    """Two promoted memories (#1, #2) so id-taking commands fail on the bad value, not on a missing id."""
    return promoted(cli, "The API gateway is Kong"), promoted(cli, "Kong config lives in infra/kong.yaml")


# -- item 2: exit codes and JSON errors -------------------------------------------------------------

# The bad command-line values the issue names. `list --limit abc` already exits 2 (argparse), so it is
# only in the --json test below, where it still prints nothing on stdout.
ISSUE_BAD_VALUES = [
    ("recall", "kong", "-k", "0"),
    ("get", "abc"),
    ("remember", "a new fact", "--importance", "2"),
    ("prune", "--keep", "-1"),
    ("graph", "1", "--depth", "9"),
    ("list", "--limit", "0"),
]

# More of the same family: a value typed on the command line that can never be right.
MORE_BAD_VALUES = [
    ("search", "kong", "-k", "0"),
    ("list", "--limit", "-1"),
    ("show", "abc"),
    ("promote", "abc"),
    ("amend", "abc", "new text"),
    ("restore", "--by", "abc"),
    ("prune", "--older-than", "-1"),
    ("graph", "1", "--depth", "0"),
    ("scan", "--limit", "0"),
    ("sync", "--limit", "-1"),
    ("context", "--budget", "0"),
    ("link", "1", "2", "--type", "related_to", "--weight", "0"),
    ("link", "1", "2", "--type", "bogus"),
    ("list", "--status", "bogus"),
    ("remember", "a new fact", "--importance", "-0.5"),
    ("remember", "a new fact", "--event-time", "not-a-date"),
    ("remember", "a new fact", "--kind", "Weird Kind!"),
    ("dismiss", "abc"),
]


@pytest.mark.parametrize("args", ISSUE_BAD_VALUES, ids=" ".join)
def test_issue_listed_bad_values_exit_2(cli, two_memories, args):
    """Item 2: every bad value the issue lists is a usage error (exit 2), as argparse's own are."""
    result = cli(*args)
    assert result.code == 2, (result.code, result.stderr)
    assert result.stdout == ""


@pytest.mark.parametrize("args", [*ISSUE_BAD_VALUES, ("list", "--limit", "abc")], ids=" ".join)
def test_issue_listed_bad_values_with_json_exit_2_with_one_error_document(cli, two_memories, args):
    """Item 2: with --json, a bad value exits 2 and stdout is exactly one {"error", "code"} document."""
    result = cli(*args, "--json")
    assert result.code == 2
    body = one_json_document(result.stdout)
    assert isinstance(body.get("error"), str) and body["error"]
    assert isinstance(body.get("code"), str) and body["code"]


@pytest.mark.parametrize("args", MORE_BAD_VALUES, ids=" ".join)
def test_other_bad_command_line_values_exit_2(cli, two_memories, args):
    """Item 2: "2 for any bad value given on the command line", not only the ones the issue names."""
    result = cli(*args, "--json")
    assert result.code == 2, result.stdout
    assert {"error", "code"} <= set(one_json_document(result.stdout))


@pytest.mark.parametrize("args", [
    ("frobnicate",),
    ("promote",),
    ("remember", "a fact", "--level", "bogus"),
    ("merge-apply", "abc"),
    ("recall", "kong", "-k", "abc"),
], ids=" ".join)
def test_argparse_usage_errors_with_json_print_one_error_document(cli, args):
    """Item 2: `--json` usage errors caught by the parser print one JSON error document on stdout, exit 2."""
    for argv in ((*args, "--json"), ("--json", *args)):
        result = cli(*argv)
        assert result.code == 2
        body = one_json_document(result.stdout)
        assert {"error", "code"} <= set(body), body


def test_a_json_usage_error_from_a_real_process_is_one_document_on_stdout(tmp_path):
    """Item 2: in a real process the parser's complaint goes to stderr and stdout holds one JSON document."""
    result = memdesk("--db", str(tmp_path / "s.db"), "--json", "list", "--limit", "abc", cwd=tmp_path)
    assert result.returncode == 2
    body = one_json_document(result.stdout)
    assert {"error", "code"} <= set(body)
    assert "usage:" not in result.stdout


# -- item 3: output you can redirect ----------------------------------------------------------------


@pytest.mark.parametrize("client", ["json", "claude", "cursor"])
def test_connect_stdout_redirected_to_a_file_is_valid_json(tmp_path, client):
    """Item 3: `memdesk connect CLIENT > file` leaves valid JSON in the file; the paste hint goes to stderr."""
    result = memdesk("--db", str(tmp_path / "s.db"), "connect", client, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    config = json.loads(result.stdout)
    assert "memdesk" in config["mcpServers"]
    assert "--write" in result.stderr


def test_connect_json_http_with_a_token_keeps_the_token_hint_off_stdout(tmp_path):
    """Item 3: over HTTP with MEMDESK_TOKEN the `export MEMDESK_TOKEN` hint goes to stderr, not into the JSON."""
    result = memdesk("--db", str(tmp_path / "s.db"), "connect", "json", "--http", cwd=tmp_path,
                     env={"MEMDESK_TOKEN": "t0ken-for-test"})
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["mcpServers"]["memdesk"]["type"] == "http"
    assert "MEMDESK_TOKEN" in result.stderr


def test_connect_codex_http_with_a_token_is_valid_toml_on_stdout(tmp_path):
    """Item 3: `connect codex --http > config.toml` is valid TOML; the token hint goes to stderr."""
    result = memdesk("--db", str(tmp_path / "s.db"), "connect", "codex", "--http", cwd=tmp_path,
                     env={"MEMDESK_TOKEN": "t0ken-for-test"})
    assert result.returncode == 0, result.stderr
    entry = tomllib.loads(result.stdout)["mcp_servers"]["memdesk"]
    assert entry["bearer_token_env_var"] == "MEMDESK_TOKEN"
    assert "export MEMDESK_TOKEN" in result.stderr


# -- item 4: restatements ---------------------------------------------------------------------------

RESTATEMENTS = [
    ("CODEGRAPH is my primary code-graph tool", "Codegraph is my PRIMARY code graph tool."),
    ("Codegraph is my PRIMARY code graph tool.", "CODEGRAPH is my primary code-graph tool"),
    ("Staging deploys happen every Friday, after lunch", "staging deploys happen every friday after lunch"),
    ("Release notes go in the change-log file", "release notes go in the change log file!"),
    ('We run "ruff" as the linter', "we run ruff as the linter"),
]


@pytest.mark.parametrize("first, second", RESTATEMENTS)
def test_restatements_differing_in_case_punctuation_or_hyphens_are_caught(cli, first, second):
    """Item 4: a restatement that differs only in case, punctuation or hyphenation is `duplicate_of` the first."""
    original = cli("remember", first, "--kind", "tooling", "--json").json
    again = cli("remember", second, "--kind", "tooling", "--json").json
    assert again["duplicate_of"] == original["id"], again
    assert len(cli("list", "--status", "all", "--json").json["memories"]) == 1


def test_restatement_of_a_promoted_memory_is_caught(cli):
    """Item 4: the issue's case against a promoted memory: the hyphen variant is not staged as new."""
    first = promoted(cli, "CODEGRAPH is my primary code-graph tool", "--kind", "tooling")
    again = cli("remember", "Codegraph is my PRIMARY code graph tool.", "--kind", "tooling", "--json").json
    assert again["duplicate_of"] == first


def _promoted_restatements(cli, words: str) -> list[dict]:
    key = re.sub(r"[^a-z]", "", words.casefold())
    return [m for m in cli("list", "--status", "promoted", "--json").json["memories"]
            if re.sub(r"[^a-z]", "", m["content"].casefold()) == key]


def test_sync_apply_never_promotes_a_hyphenation_restatement(cli):
    """Item 4: `sync --apply` with a promoted fact and its hyphen variant pending leaves one promoted copy."""
    promoted(cli, "CODEGRAPH is my primary code-graph tool", "--kind", "tooling")
    cli("remember", "Codegraph is my PRIMARY code graph tool.", "--kind", "tooling")
    assert cli("sync", "--apply", "--json").code == 0
    assert len(_promoted_restatements(cli, "codegraph is my primary code graph tool")) == 1


@pytest.mark.parametrize("first_promoted", [True, False], ids=["against-promoted", "both-pending"])
def test_sync_apply_never_promotes_a_restatement_made_by_editing(cli, first_promoted):
    """Item 4: a pending memory edited into a restatement (same words once case and the final full stop are
    folded, which capture already catches) is not promoted by `sync --apply`."""
    original = cli("remember", "Prefer uv for Python projects", "--kind", "tooling", "--json").json["id"]
    if first_promoted:
        cli("promote", str(original))
    other = cli("remember", "Poetry manages the legacy services", "--kind", "tooling", "--json").json["id"]
    edited = cli("edit", str(other), "--text", "prefer uv for python projects.", "--json")
    if edited.code != 0:  # refusing the edit is an acceptable fix too
        assert "duplicate" in edited.stdout or "restat" in edited.stdout or "already" in edited.stdout
    assert cli("sync", "--apply", "--json").code == 0
    assert len(_promoted_restatements(cli, "prefer uv for python projects")) == 1


# -- item 5: readable output ------------------------------------------------------------------------


def _row(stdout: str, memory_id: int) -> str:
    rows = [line for line in stdout.splitlines() if re.search(rf"#{memory_id}\b", line)]
    assert len(rows) == 1, stdout
    return rows[0]


def test_search_all_ns_shows_each_hits_namespace(cli):
    """Item 5: `search --all-ns` shows which namespace each hit is in."""
    in_webapp = promoted(cli, "Grafana dashboards live at grafana.internal", "--ns", "webapp")
    shared = promoted(cli, "Grafana alerts go to the ops channel")
    result = cli("search", "grafana", "--all-ns")
    assert result.code == 0
    assert "webapp" in _row(result.stdout, in_webapp)
    assert "webapp" not in _row(result.stdout, shared)


def test_recall_marks_pinned_hits(cli):
    """Item 5: `recall` marks the pinned hits (the word "pin…" or a 📌 on the hit's row)."""
    pinned = promoted(cli, "Grafana alerts go to the ops channel")
    plain = promoted(cli, "Grafana version is 10")
    assert cli("pin", str(pinned)).code == 0
    result = cli("recall", "grafana")

    def marked(row: str) -> bool:
        return "pin" in row.lower() or "📌" in row

    assert marked(_row(result.stdout, pinned)), result.stdout
    assert not marked(_row(result.stdout, plain))


def test_show_names_the_shared_namespace(cli):
    """Item 5: `show` for a memory in the shared namespace reads "(shared)", not a bare dot."""
    memory_id = cli("remember", "Grafana alerts go to the ops channel", "--json").json["id"]
    header = cli("show", str(memory_id)).stdout.splitlines()[0]
    assert "(shared)" in header, header


@pytest.mark.parametrize("command", [("reject",), ("forget",), ("reject", "--reason", "wrong", "--as-rule", "kong")],
                         ids=["reject", "forget", "reject-as-rule"])
def test_decisions_report_in_one_verb_form(cli, command):
    """Item 5: one verb form everywhere: "rejected #3", never "reject: #3" / "forget: #3"."""
    memory_id = promoted(cli, "The API gateway is Kong")
    result = cli(command[0], str(memory_id), *command[1:])
    assert result.code == 0, result.stderr
    assert not re.search(r"\b(reject|forget): #", result.stdout), result.stdout
    if command[0] == "reject":
        assert f"rejected #{memory_id}" in result.stdout


def test_scan_says_1_pair_compared(cli):
    """Item 5: plurals: two promoted memories are "1 pair compared", not "1 pairs compared"."""
    promoted(cli, "The API gateway is Kong")
    promoted(cli, "Kong config lives in infra/kong.yaml")
    result = cli("scan")
    assert "1 pair compared" in result.stdout, result.stdout


# "1 memories", "1 pending memories", "1 pairs", "1 links"…
ONE_OF_A_KIND = re.compile(r"(?<![\d.,])1 (?:[a-z]+ )?"
                           r"(memories|pairs|links|proposals|files|items|groups|calls|errors)\b")


@pytest.mark.parametrize("report", ["stats", "backup", "watch", "import-jsonl"])
def test_counts_of_one_read_in_the_singular(cli, tmp_path, report):
    """Item 5: plurals: a count of one reads "1 memory" / "1 link" in every report."""
    if report == "stats":
        cli("remember", "The API gateway is Kong")
        result = cli("stats")
    elif report == "backup":
        cli("remember", "The API gateway is Kong")
        result = cli("backup", str(tmp_path / "one.json"))
    elif report == "watch":
        folder = tmp_path / "notes"
        folder.mkdir()
        (folder / "deploys.md").write_text("Deploys happen on Fridays\n", encoding="utf-8")
        result = cli("watch", str(folder), "--once")
    else:
        lines = tmp_path / "two.jsonl"
        lines.write_text(json.dumps({"content": "The API gateway is Kong"}) + "\n"
                         + json.dumps({"content": "Kong config lives in infra/kong.yaml",
                                       "links": [{"ref_index": 0, "type": "related_to"}]}) + "\n", encoding="utf-8")
        result = cli("import-jsonl", str(lines))
    assert result.code == 0, result.stderr
    assert not ONE_OF_A_KIND.search(result.stdout), result.stdout


@pytest.mark.parametrize("command", ["dismiss", "accept"])
def test_proposal_commands_call_their_argument_a_proposal_id(cli, command):
    """Item 5: `dismiss abc` (and `accept abc`) name a proposal id, not "not a memory id"."""
    result = cli(command, "abc")
    assert result.code != 0
    assert "proposal" in result.stderr and "memory id" not in result.stderr, result.stderr


def test_an_invalid_kind_error_names_the_character_that_is_wrong(cli):
    """Item 5: `--kind "Weird Kind!"` names the real problem (the "!"), not a length limit it is far below."""
    result = cli("remember", "a fact", "--kind", "Weird Kind!", "--json")
    assert result.code != 0
    message = result.json["error"]
    without_value = message.replace("weird-kind!", "").replace("Weird Kind!", "")
    assert "!" in without_value, message


def test_db_pointing_at_a_folder_says_what_it_did(tmp_path):
    """Item 5: `--db FOLDER` either opens a store inside it and says where, or says FOLDER is a folder;
    today it says "check that its folder exists and is writable" about a folder that exists and is writable."""
    folder = tmp_path / "stores"
    folder.mkdir()
    result = memdesk("--db", str(folder), "stats", cwd=tmp_path)
    said = result.stdout + result.stderr
    if result.returncode == 0:
        created = [p for p in folder.iterdir() if p.is_file()]
        assert created and any(flat(str(p)) in flat(said) for p in created), said
    else:
        assert re.search(r"is a (folder|directory)", said), said


def test_db_at_a_new_path_says_it_created_a_store(tmp_path):
    """Item 5: `--db NEW` says "created a new store at …" (on stderr, so --json stays one document), once."""
    db = tmp_path / "fresh" / "memory.db"
    first = memdesk("--db", str(db), "stats", "--json", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    one_json_document(first.stdout)
    assert "created" in first.stderr.lower() and flat(str(db)) in flat(first.stderr), first.stderr
    again = memdesk("--db", str(db), "stats", cwd=tmp_path)
    assert "created" not in again.stderr.lower()


@pytest.mark.parametrize("where", ["--db", "MEMDESK_DB"])
def test_a_database_url_is_refused_not_turned_into_a_file(tmp_path, where):
    """Item 5: a store URL this build cannot serve (postgresql://…) is refused with a clear message,
    and no file or folder named `postgresql:` appears."""
    url = "postgresql://memdesk@localhost:5432/memdesk"
    if where == "--db":
        result = memdesk("--db", url, "stats", "--json", cwd=tmp_path)
    else:
        result = memdesk("stats", "--json", cwd=tmp_path, env={"MEMDESK_DB": url})
    assert not (tmp_path / "postgresql:").exists()
    assert result.returncode in (1, 2), result.stdout
    body = one_json_document(result.stdout)
    assert "postgresql" in body["error"].lower(), body


# -- item 6: honest reports -------------------------------------------------------------------------


def test_rerunning_import_jsonl_reports_no_new_links(cli, tmp_path):
    """Item 6: importing the same JSON Lines file again reports 0 new links (it reports 1 today)."""
    lines = tmp_path / "two.jsonl"
    lines.write_text(json.dumps({"content": "The API gateway is Kong"}) + "\n"
                     + json.dumps({"content": "Kong config lives in infra/kong.yaml",
                                   "links": [{"ref_index": 0, "type": "related_to"}]}) + "\n", encoding="utf-8")
    first = cli("import-jsonl", str(lines), "--json").json
    assert first["batches"][0]["links"] == 1
    again = cli("import-jsonl", str(lines), "--json")
    assert again.code == 0
    assert again.json["stored"] == 0 and again.json["batches"][0]["links"] == 0, again.json
    human = cli("import-jsonl", str(lines))
    assert not re.search(r"[1-9]\d* links?", human.stdout), human.stdout


def test_mcp_credential_refusal_does_not_offer_the_cli_force_flag(tmp_path, isolated_home):
    """Item 6: the credential refusal an MCP agent gets names no `--force` (the MCP tool has no such flag)."""
    db = tmp_path / "store.db"

    async def scenario():
        async with Client(stdio_params(db, isolated_home), client_info=Implementation(name="Agent", version="1"),
                          read_timeout_seconds=30) as client:
            return await client.call_tool("remember", {"content": "the anthropic key is "
                                                                  "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz"})

    answer = anyio.run(scenario)
    body = answer.structured_content
    assert body["code"] == "credential"
    assert "--force" not in body["error"], body["error"]


def test_embed_without_an_embedder_mentions_the_local_option(cli):
    """Item 6: `embed` with no embedder names the local one ([embeddings] local = true), not only a server."""
    result = cli("embed", "--json")
    assert result.code == 1
    assert result.json["code"] == "not_configured"
    assert "local" in result.json["error"].lower(), result.json["error"]


def test_import_jsonl_names_a_line_nested_past_the_parsers_depth(cli, tmp_path):
    """Round 48's re-check: a line nested 5,000 deep crashed import-jsonl with a RecursionError traceback."""
    lines = tmp_path / "deep.jsonl"
    lines.write_text(json.dumps({"content": "The API gateway is Kong"}) + "\n"
                     + '{"content": "x", "refs": ' + "[" * 5000 + "]" * 5000 + "}\n", encoding="utf-8")
    result = cli("import-jsonl", str(lines), "--json")
    assert result.code == 1 and "Traceback" not in result.stderr
    assert "line 2 nests deeper than memdesk reads" in json.dumps(result.json)
