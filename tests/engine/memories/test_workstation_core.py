"""The engine side of the workstation: queue paging and filters, recall preview, word diff."""

from __future__ import annotations

import pytest

from core import ValidationError
from core.memories.queue import QueueFilter, parse_filter
from core.text.diff import ADDED, EQUAL, REMOVED, word_diff


def _ids(items):
    return [item.memory.id for item in items]


def test_queue_pages_by_id_and_covers_every_waiting_status(engine):
    pending = [engine.memories.remember(f"fact number {i} about the build", kind="project").id for i in range(5)]
    old = engine.memories.remember("the deploy target is staging-1", kind="project").id
    engine.memories.promote([old])
    newer = engine.memories.amend(old, "the deploy target is staging-2").id
    engine.memories.promote([newer])  # old is now superseded
    promoted_only = engine.memories.remember("settled fact", kind="note").id
    engine.memories.promote([promoted_only])

    first = engine.memories.queue_page(limit=3)
    rest = engine.memories.queue_page(after_id=first[-1].memory.id, limit=100)
    assert _ids(first) + _ids(rest) == sorted([*pending, old])
    assert {item.status_label for item in first + rest} == {"pending", "superseded"}
    assert promoted_only not in _ids(first + rest)


def test_held_newcomers_are_in_the_queue(engine):
    targets = []
    for i in range(4):
        target = engine.memories.remember(f"service {i} runs on host alpha", kind="infra").id
        engine.memories.promote([target])
        targets.append(target)
    newcomer = engine.memories.amend(targets[0], "service 0 runs on host beta").id
    # Three more supersede proposals on the same newcomer push it over the blast radius.
    for target in targets[1:]:
        engine.store.proposals.insert(memory_id=newcomer, target_id=target, rule="manual",
                                      reason="test", confidence=1.0, ts=engine.now_text())
    result = engine.memories.promote([newcomer])
    assert result.held and not result.superseded

    items = engine.memories.queue_page(QueueFilter(statuses=("held",)))
    assert _ids(items) == [newcomer]
    assert items[0].status_label == "held" and items[0].memory.status == "promoted"
    summary = engine.memories.queue_summary()
    assert summary.by_status["held"] == 1
    assert summary.total == summary.by_status["held"] + summary.by_status["pending"]


def test_queue_filters_and_group_counts(engine):
    engine.memories.remember("uses pnpm", kind="tooling", source="mcp:codex")
    engine.memories.remember("uses ruff", kind="tooling", source="mcp:cursor", namespace="webapp")
    engine.memories.remember("deadline is friday", kind="project", source="cli", namespace="webapp")

    flt = parse_filter("kind:tooling source:mcp")
    assert [i.memory.content for i in engine.memories.queue_page(flt)] == ["uses pnpm", "uses ruff"]
    assert [i.memory.content for i in engine.memories.queue_page(parse_filter("ns:webapp RUFF"))] == ["uses ruff"]
    assert [i.memory.content for i in engine.memories.queue_page(parse_filter("ns:''"))] == ["uses pnpm"]

    summary = engine.memories.queue_summary(parse_filter("ns:webapp"), group_field="kind")
    assert summary.total == 2
    assert summary.groups == {"project": 1, "tooling": 1}
    assert engine.memories.queue_summary(group_field="source").groups == {"cli": 1, "mcp:codex": 1, "mcp:cursor": 1}


def test_filter_text_is_literal_not_sql(engine):
    engine.memories.remember("100% of tests pass under_score", kind="note")
    engine.memories.remember("1000 tests pass", kind="note")
    assert len(engine.memories.queue_page(parse_filter("100%"))) == 1
    assert len(engine.memories.queue_page(parse_filter("under_score"))) == 1


def test_parse_filter_round_trips_and_refuses_unknown_status():
    flt = parse_filter("status:pending,held kind:tooling,infra ns:webapp src:mcp primary editor")
    assert flt.statuses == ("pending", "held")
    assert flt.kinds == ("tooling", "infra") and flt.namespace == "webapp" and flt.source == "mcp"
    assert flt.text == "primary editor"
    assert parse_filter(flt.describe()) == flt
    assert parse_filter("") == QueueFilter()
    with pytest.raises(ValidationError, match="no status 'promoted'"):
        parse_filter("status:promoted")
    with pytest.raises(ValidationError, match="needs a value"):
        parse_filter("kind:")


def test_recall_preview_shows_the_newcomer_replacing_what_it_supersedes(engine):
    old = engine.memories.remember("codegraph is my primary code graph tool", kind="tooling").id
    engine.memories.promote([old])
    other = engine.memories.remember("the code graph is rebuilt nightly", kind="tooling").id
    engine.memories.promote([other])
    newcomer = engine.memories.amend(old, "graphite is my primary code graph tool").id

    preview = engine.memories.recall_preview(newcomer)
    assert [h.memory.id for h in preview.before][:1] == [old]
    assert newcomer not in [h.memory.id for h in preview.before]
    assert preview.retired == [old] and not preview.held
    after = [h.memory.id for h in preview.after]
    assert newcomer in after and old not in after and other in after
    assert preview.rank_after == after.index(newcomer) + 1
    # Nothing was written: the newcomer still waits and the old one is still live.
    assert engine.memories.get(newcomer).status == "pending" and engine.memories.get(old).status == "promoted"

    # The preview agrees with what recall really returns after promotion.
    engine.memories.promote([newcomer])
    real = [h.memory.id for h in engine.retrieval.search(engine.memories.get(newcomer).content, k=5)]
    assert real == after


def test_recall_preview_of_a_rejected_pending_match_keeps_before_unchanged(engine):
    kept = engine.memories.remember("the staging host is db-1", kind="infra").id
    engine.memories.promote([kept])
    pending = engine.memories.remember("the staging host also runs redis", kind="infra").id
    preview = engine.memories.recall_preview(pending)
    assert [h.memory.id for h in preview.before] == [kept]
    assert preview.retired == []
    assert sorted(h.memory.id for h in preview.after) == sorted([kept, pending])


def test_word_diff_marks_only_changed_words():
    old_runs, new_runs = word_diff("The release deadline is March 15", "The release deadline moved to April 2")
    assert "".join(t for _, t in old_runs) == "The release deadline is March 15"
    assert "".join(t for _, t in new_runs) == "The release deadline moved to April 2"
    assert [t for op, t in old_runs if op == REMOVED] == ["is March 15"]
    assert [t for op, t in new_runs if op == ADDED] == ["moved to April 2"]
    assert old_runs[0] == (EQUAL, "The release deadline ")


def test_queue_items_say_when_a_pairwise_proposal_waits_on_them(engine):
    old = engine.memories.remember("The staging server listens on port 8080", kind="infra", namespace="webapp").id
    engine.memories.promote([old])
    newer = engine.memories.remember("The staging server listens on port 9090", kind="infra", namespace="webapp").id
    quiet = engine.memories.remember("The user prefers pnpm", kind="preference").id
    assert engine.store.proposals.for_memory(newer, statuses=("open", "held")), "the value change files a proposal"

    contested = {item.memory.id: item.contested for item in engine.memories.queue_page()}
    assert contested[newer] is True
    assert contested[quiet] is False


def test_id_filter_shows_exactly_the_named_memories(engine):
    ids = [engine.memories.remember(f"fact {i} about the build", kind="project").id for i in range(4)]
    flt = parse_filter(f"id:{ids[2]},#{ids[0]}")
    assert flt.ids == (ids[2], ids[0])
    assert _ids(engine.memories.queue_page(flt)) == [ids[0], ids[2]]
    assert engine.memories.queue_summary(flt).total == 2
    assert parse_filter(flt.describe()) == flt
    with pytest.raises(ValidationError, match="id: takes memory ids"):
        parse_filter("id:twelve")
