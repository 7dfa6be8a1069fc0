"""Links from the CLI: typed edges, the neighbourhood graph and `explain`."""

from __future__ import annotations


def promoted(engine, text, **kw):
    result = engine.memories.remember(text, **kw)
    engine.memories.promote([result.id])
    return result.id


def test_link_with_a_bogus_type_lists_valid_types_and_creates_nothing(cli, engine):
    a, b = promoted(engine, "alpha service owns billing"), promoted(engine, "beta service owns search")
    before = engine.memories.count(statuses=["all"])
    result = cli("link", str(a), str(b), "--type", "bogus", "--json")
    assert result.code == 2  # a bad value on the command line is a usage error (issue 18 item 2)
    body = result.json
    assert body["code"] == "usage" and "bogus" in body["error"]
    for edge_type in ("supersedes", "caused_by", "supports", "related_to", "derived_from", "contradicts"):
        assert edge_type in body["error"]
    human = cli("link", str(a), str(b), "--type", "bogus")
    assert human.code == 2 and "choose from" in human.stderr
    assert engine.store.edges.count() == 0
    assert engine.memories.count(statuses=["all"]) == before


def test_link_creates_an_undoable_edge(cli, engine):
    a, b = promoted(engine, "the outage was caused by a full disk"), promoted(engine, "the disk filled with logs")
    edge = cli("link", str(a), str(b), "--type", "caused_by", "--json").json
    assert (edge["src"], edge["dst"], edge["type"]) == (a, b, "caused_by")
    assert "—supports→" in cli("link", str(a), str(b), "--type", "supports").stdout
    assert engine.store.edges.count() == 2
    cli("undo")
    assert [e.type for e in engine.store.edges.touching(a)] == ["caused_by"]
    assert engine.memories.count(statuses=["all"]) == 2


def test_graph_walks_links_to_the_requested_depth(cli, engine):
    a, b, c, d = (promoted(engine, f"fact number {n} about the pipeline") for n in ("one", "two", "three", "four"))
    engine.links.link(a, b, "caused_by")
    engine.links.link(c, b, "supports")
    engine.links.link(c, d, "related_to")
    one = cli("graph", str(a), "--depth", "1", "--json").json
    assert one["root"] == a and [n["id"] for n in one["nodes"]] == [a, b]
    two = cli("graph", str(a), "--depth", "2", "--json").json
    assert [(n["id"], n["depth"]) for n in two["nodes"]] == [(a, 0), (b, 1), (c, 2)]
    assert {(e["src"], e["dst"], e["type"]) for e in two["edges"]} == {(a, b, "caused_by"), (c, b, "supports")}
    three = cli("graph", str(a), "--depth", "3").stdout
    assert "—caused_by→" in three and "←supports—" in three and "—related_to→" in three
    assert f"#{d}" in three


def test_graph_refuses_a_bad_depth_and_an_unknown_id(cli, engine):
    a = promoted(engine, "lonely fact")
    too_deep = cli("graph", str(a), "--depth", "9", "--json")  # a usage error (issue 18 item 2): exit 2
    assert too_deep.code == 2 and too_deep.json["code"] == "usage" and "1 to 5" in too_deep.json["error"]
    assert cli("graph", "999", "--json").code == 1
    assert "no links yet" in cli("graph", str(a)).stdout


def test_explain_shows_why_it_exists_support_and_score(cli, engine):
    root = promoted(engine, "the nightly backup job failed on Tuesday")
    cause = promoted(engine, "the backup volume ran out of space")
    deeper = promoted(engine, "log rotation was disabled on the backup host")
    helper = promoted(engine, "monitoring showed the backup volume at 100 percent")
    rival = promoted(engine, "the backup job never fails")
    engine.links.link(root, cause, "caused_by")
    engine.links.link(cause, deeper, "caused_by")
    engine.links.link(helper, root, "supports")
    engine.links.link(rival, root, "contradicts")
    engine.links.link(root, rival, "supersedes")
    data = cli("explain", str(root), "--query", "nightly backup Tuesday", "--json").json
    assert [c["id"] for c in data["caused_by_chain"]] == [cause, deeper]
    assert sorted(data["supports"]) == sorted([cause, helper])
    assert rival not in data["supports"]
    assert data["rank"] == 1 and data["score"]["score"] > 0
    assert set(data["standing"]) >= {"effective_confidence", "horizon_left", "retention", "near_horizon"}
    assert {n["id"] for n in data["neighbourhood"]["nodes"]} == {root, cause, helper, rival}
    human = cli("explain", str(root), "--query", "nightly backup Tuesday").stdout
    assert "why it exists" in human and f"#{deeper}" in human and "rank 1" in human


def test_explain_never_counts_a_cycle_twice(engine):
    a, b = promoted(engine, "chicken came first"), promoted(engine, "egg came first")
    engine.links.link(a, b, "caused_by")
    engine.links.link(b, a, "caused_by")
    assert [c["id"] for c in engine.links.explain(a).caused_by_chain] == [b]
