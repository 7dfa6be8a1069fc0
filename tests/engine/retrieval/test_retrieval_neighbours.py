"""Session neighbours as the ranker reads them: the adjacency fast path agrees with the definition."""

from __future__ import annotations

import random

import pytest


def _definition(rows, memory_id, depth):
    """Neighbours by the definition: nearest ids either side, same namespace and session, promoted."""
    namespace, session, _ = rows[memory_id]
    same = [i for i, (ns, sess, status) in sorted(rows.items())
            if ns == namespace and sess == session and status == "promoted" and i != memory_id]
    before = [i for i in reversed(same) if i < memory_id][:depth]
    after = [i for i in same if i > memory_id][:depth]
    return before, after


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_links_agree_with_the_definition_on_a_mixed_store(engine, depth):
    chance = random.Random(22)
    items = []
    for index in range(160):
        # Mostly long runs of one session (the fast path), with interleaving, other namespaces and no session.
        session = None if index % 29 == 0 else f"s{index // 12}" if chance.random() < 0.8 else f"s{chance.randrange(6)}"
        items.append({"content": f"turn {index} about topic {chance.randrange(9)}", "session": session,
                      "namespace": "other" if chance.random() < 0.1 else ""})
    ids = [result.id for result in engine.memories.import_promoted(items, reason="test load")]
    forgotten = chance.sample(ids, 25)
    engine.memories.forget(forgotten)
    rows = {i: (item["namespace"], item["session"], "rejected" if i in forgotten else "promoted")
            for i, item in zip(ids, items)}
    candidates = engine.store.search.candidates(ids)
    links = engine.store.search.links(candidates.values(), statuses=["promoted"], depth=depth)
    with_session = {i for i in ids if rows[i][1] is not None}
    assert set(links) == with_session
    for memory_id in with_session:
        assert links[memory_id] == _definition(rows, memory_id, depth), memory_id


def test_links_of_memories_without_sessions_are_empty(engine):
    ids = [result.id for result in engine.memories.import_promoted(
        [{"content": "first note"}, {"content": "second note"}], reason="test load")]
    assert engine.store.search.links(engine.store.search.candidates(ids).values(), statuses=["promoted"]) == {}
