"""`proposals`, `accept` and `dismiss`: the Conflicts pane's decisions from a shell."""

from __future__ import annotations


def test_list_accept_and_dismiss_proposals(cli):
    old = cli("remember", "codegraph is my primary code-graph tool", "--kind", "tooling", "--json").json["id"]
    cli("promote", str(old))
    new = cli("remember", "I uninstalled codegraph", "--kind", "tooling", "--json").json["id"]
    listed = cli("proposals", "--json").json["proposals"]
    assert [(p["memory_id"], p["target_id"], p["rule"]) for p in listed] == [(new, old, "removal")]
    human = cli("proposals")
    assert "retires #" in human.stdout and "codegraph" in human.stdout

    accepted = cli("accept", str(listed[0]["id"]), "--json").json
    assert accepted["promoted"] == [new] and accepted["superseded"] == [old]
    assert cli("get", str(old), "--json").json["status"] == "superseded"
    assert cli("proposals", "--json").json["proposals"] == []
    assert cli("proposals", "--status", "applied", "--json").json["proposals"][0]["id"] == listed[0]["id"]

    cli("restore", "--by", str(new))
    again = cli("remember", "the primary code-graph tool is sourcegraph", "--kind", "tooling", "--json").json
    (second,) = cli("proposals", "--json").json["proposals"]
    assert second["memory_id"] == again["id"]
    dismissed = cli("dismiss", str(second["id"]), "--reason", "both are in use", "--json")
    assert dismissed.json == {"dismissed": [second["id"]]}
    assert cli("get", str(old), "--json").json["status"] == "promoted"


def test_unknown_or_decided_proposals_are_refused(cli):
    missing = cli("accept", "99", "--json")
    assert missing.code == 1 and missing.json["code"] == "not_found"
    assert cli("dismiss", "x", "--json").code == 2  # not an id at all: a usage error (issue 18 item 2)


def test_proposals_ns_lists_only_that_namespaces_proposals(cli):
    # round 54's outside check: `proposals --ns zzz` listed every namespace's proposals (the option was taken and
    # ignored), so a person checking one namespace read another's as its own
    for ns, tool in (("farm", "codegraph"), ("clinic", "pagewatch")):
        old = cli("--ns", ns, "remember", f"{tool} is my primary code-graph tool", "--kind", "tooling",
                  "--json").json["id"]
        cli("--ns", ns, "promote", str(old))
        cli("--ns", ns, "remember", f"I uninstalled {tool}", "--kind", "tooling", "--json")
    everyone = cli("proposals", "--json").json["proposals"]
    farm = cli("--ns", "farm", "proposals", "--json").json["proposals"]
    assert len(everyone) == 2 and len(farm) == 1
    assert cli("get", str(farm[0]["memory_id"]), "--json").json["namespace"] == "farm"
    assert cli("--ns", "nowhere", "proposals", "--json").json["proposals"] == []
