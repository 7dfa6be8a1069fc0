"""Reasons a person can check at a glance, as the CLI and the MCP tools show them (issue 15, item 2).

The reason names the attribute and the two values ("same attribute (production Redis
version), 6 → 7.2"), or what the newer memory says ended ("CircleCI is no longer used").
The workstation's Conflicts pane shows the same text (tests/workstation/test_tui_panes.py).
"""

from __future__ import annotations

import json

import anyio
from mcp import Client
from mcp.types import Implementation

from core.interfaces.mcp import LocalBackend, build_server

VERSION = "same attribute (production Redis version), 6 → 7.2"


def test_the_reason_names_the_attribute_and_both_values(engine):
    old = engine.memories.remember("Our production Redis is version 6", kind="infra").id
    engine.memories.promote([old])
    result = engine.memories.remember("Redis in production went to 7.2", kind="infra")
    assert result.would_supersede == [old]
    assert result.conflicts == [{"target_id": old, "rule": "value_change", "reason": VERSION}]
    (proposal,) = engine.store.proposals.for_memory(result.id)
    assert proposal.reason == VERSION


def test_a_stop_reason_says_what_the_newer_memory_ended(engine):
    old = engine.memories.remember("The team's CI is CircleCI", kind="tooling").id
    engine.memories.promote([old])
    (item,) = engine.memories.remember("We retired CircleCI last sprint", kind="tooling").conflicts
    assert item["target_id"] == old and item["rule"] == "removal"
    assert item["reason"].startswith("the newer memory says CircleCI is no longer used")


def test_no_conflict_no_reason(engine):
    old = engine.memories.remember("The team's CI is CircleCI", kind="tooling").id
    engine.memories.promote([old])
    result = engine.memories.remember("We also run nightly builds on Buildkite", kind="tooling")
    assert result.would_supersede == [] and result.conflicts == []


def test_cli_remember_and_proposals_print_the_reason(cli):
    old = cli("remember", "Our production Redis is version 6", "--kind", "infra", "--json").json["id"]
    assert cli("promote", str(old)).code == 0
    staged = cli("remember", "Redis in production went to 7.2", "--kind", "infra")
    assert staged.code == 0, staged.stderr
    assert f"would supersede: #{old}" in staged.stdout and VERSION in staged.stdout
    as_json = cli("remember", "Redis in production is on 7.2 now", "--kind", "infra", "--json").json
    assert as_json["conflicts"][0]["target_id"] == old and "6 → 7.2" in as_json["conflicts"][0]["reason"]
    listed = cli("proposals")
    assert listed.code == 0 and VERSION in listed.stdout


def test_mcp_remember_answers_the_reason_to_the_agent(engine):
    old = engine.memories.remember("Our production Redis is version 6", kind="infra").id
    engine.memories.promote([old])
    server = build_server(LocalBackend(engine))
    answers = {}

    async def main():
        async with Client(server, client_info=Implementation(name="Test Agent", version="1")) as client:
            answer = await client.call_tool("remember", {"content": "Redis in production went to 7.2",
                                                         "kind": "infra"})
            answers["remember"] = json.loads(answer.content[0].text)

    anyio.run(main)
    data = answers["remember"]
    assert data["would_supersede"] == [old]
    assert data["conflicts"] == [{"target_id": old, "rule": "value_change", "reason": VERSION}]


def _readme_examples() -> list[tuple[str, str]]:
    from support import REPO_ROOT

    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("What is caught — the older memory first")[1].split("What is not:")[0]
    pairs = []
    for row in table.splitlines():
        if not row.startswith("| ") or "←" not in row or row.startswith("| kind"):
            continue
        for example in row.split("|")[2].split(";"):
            old, new = (part.strip().strip('"') for part in example.split("←"))
            pairs.append((old, new))
    return pairs


def test_every_example_the_readme_says_is_caught_is_caught(engine):
    pairs = _readme_examples()
    assert len(pairs) >= 8
    for index, (old_text, new_text) in enumerate(pairs):
        ns = f"readme{index}"
        old = engine.memories.remember(old_text, namespace=ns).id
        engine.memories.promote([old])
        result = engine.memories.remember(new_text, namespace=ns)
        assert result.would_supersede == [old], (old_text, new_text)
        assert result.conflicts[0]["reason"], (old_text, new_text)


def test_an_amendment_answers_its_own_reason(engine):
    old = engine.memories.remember("The release deadline is March 15", kind="project").id
    engine.memories.promote([old])
    result = engine.memories.amend(old, "The release deadline is April 2", reason="the client moved it")
    assert result.would_supersede == [old]
    assert result.conflicts == [{"target_id": old, "rule": "amend", "reason": "the client moved it"}]
