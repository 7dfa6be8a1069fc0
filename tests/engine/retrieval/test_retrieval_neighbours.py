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


def _kept_links(engine, ids, depth=2):
    """Links as recall reads them: inside a read snapshot, where they are kept between calls."""
    with engine.store.snapshot():
        return engine.store.search.links(engine.store.search.candidates(ids).values(), statuses=["promoted"],
                                         depth=depth)


def _layout(engine):
    with engine.store.snapshot():
        return engine.store.search.rows_version()


def _expected(engine, ids, depth=2):
    rows = {m.id: (m.namespace, m.session, m.status)
            for m in engine.memories.list(statuses=["all"], namespace=None, limit=None)}
    return {i: _definition(rows, i, depth) for i in ids if rows[i][1] is not None}


def test_kept_links_follow_every_change_of_the_layout(engine):
    items = [{"content": f"turn {index} of the first talk", "session": "s1"} for index in range(5)]
    items += [{"content": f"turn {index} of the second talk", "session": "s2"} for index in range(3)]
    items += [{"content": "a note without a session"}]
    ids = [result.id for result in engine.memories.import_promoted(items, reason="test load")]
    assert _kept_links(engine, ids) == _expected(engine, ids)
    assert _kept_links(engine, ids) == _expected(engine, ids)  # the second answer comes from what was kept

    # Recall bumps access counts on every call: that does not move the counter, so the links stay kept.
    before = _layout(engine)
    engine.retrieval.recall("turn of the first talk")
    assert _layout(engine) == before

    # A new turn at the end of s1 (an insert, then a promotion): the last turn gains a neighbour after it.
    late = engine.memories.remember("a late turn of the first talk", session="s1").id
    engine.memories.promote([late])
    assert _layout(engine) > before
    ids.append(late)
    assert _kept_links(engine, ids)[ids[4]] == ([ids[3], ids[2]], [late])
    assert _kept_links(engine, ids) == _expected(engine, ids)

    # A turn forgotten (a status change) and one moved to another session.
    engine.memories.forget([ids[2]])
    assert _kept_links(engine, ids) == _expected(engine, ids)
    with engine.store.transaction():
        engine.store.memories.update(ids[6], {"session": "s1"})
    assert _kept_links(engine, ids) == _expected(engine, ids)
    assert _kept_links(engine, ids)[ids[5]] == ([], [ids[7]])


def test_links_inside_a_write_transaction_are_read_afresh_and_a_rollback_leaves_the_kept_ones(engine):
    items = [{"content": f"turn {index}", "session": "s1"} for index in range(4)]
    ids = [result.id for result in engine.memories.import_promoted(items, reason="test load")]
    kept = _kept_links(engine, ids)
    assert kept[ids[1]] == ([ids[0]], [ids[2], ids[3]])

    class Undo(Exception):
        pass

    with pytest.raises(Undo), engine.store.transaction():
        engine.store.memories.update(ids[2], {"status": "archived"})
        inside = engine.store.search.links(engine.store.search.candidates(ids).values(), statuses=["promoted"])
        assert inside[ids[1]] == ([ids[0]], [ids[3]])  # the uncommitted change, not what was kept
        raise Undo
    assert _kept_links(engine, ids) == kept == _expected(engine, ids)
    # The counter moved inside the rolled-back transaction and back; the next committed change
    # moves it to the same value again, and what is kept must be the committed layout's.
    engine.memories.forget([ids[3]])
    assert _kept_links(engine, ids)[ids[1]] == ([ids[0]], [ids[2]])
    assert _kept_links(engine, ids) == _expected(engine, ids)


def _lean(engine, ids):
    """What the ranker reads of each memory, as recall reads it (kept columns and a fresh access count)."""
    with engine.store.snapshot():
        return {i: (c.namespace, c.kind, c.session, c.level, c.importance, c.confidence, c.decay_days, c.created_at,
                    c.event_time, c.last_verified, c.pinned, c.content, c.access_count)
                for i, c in engine.store.search.candidates(ids).items()}


def _stored(engine, ids):
    memories = engine.store.memories.get_many(ids)
    return {i: (m.namespace, m.kind, m.session, m.level, m.importance, m.confidence, m.decay_days, m.created_at,
                m.event_time, m.last_verified, int(m.pinned), m.content, m.access_count) for i, m in memories.items()}


def test_kept_rows_follow_every_change_and_the_access_count_is_always_read_afresh(engine):
    items = [{"content": f"turn {index} about the harbour", "session": "s1", "kind": "note"} for index in range(4)]
    ids = [result.id for result in engine.memories.import_promoted(items, reason="test load")]
    assert _lean(engine, ids) == _stored(engine, ids)
    before = _layout(engine)

    # Recall bumps access counts: the kept rows stay, the counts come back as stored.
    hits = engine.retrieval.recall("harbour turn", k=2)
    assert _layout(engine) == before
    lean = _lean(engine, ids)
    assert lean == _stored(engine, ids)
    assert sorted(lean[h.memory.id][-1] for h in hits) == [1, 1]

    # Every other change moves the counter, and what recall reads follows it.
    with engine.store.transaction():
        engine.store.memories.update(ids[0], {"content": "turn 0 about the harbour, edited", "importance": 0.9})
    engine.agents.pin([ids[1]])
    engine.memories.verify([ids[2]])
    with engine.store.transaction():
        engine.store.memories.update(ids[3], {"kind": "decision", "level": "meta",
                                              "event_time": "2026-01-02T00:00:00Z"})
    assert _layout(engine) > before
    lean = _lean(engine, ids)
    assert lean == _stored(engine, ids)
    assert lean[ids[0]][11] == "turn 0 about the harbour, edited" and lean[ids[0]][4] == 0.9
    assert lean[ids[1]][10] == 1 and lean[ids[3]][:4] == ("", "decision", "s1", "meta")
    # The lexical candidates are read the same way.
    with engine.store.snapshot():
        found = {c.id: c for c, _ in engine.store.search.lexical('"harbour"', rank_function="bm25()", namespace="",
                                                                  statuses=["promoted"], kinds=None, limit=10)}
    assert {i: (c.content, c.importance, c.pinned, c.kind, c.access_count) for i, c in found.items()} == {
        i: (row[11], row[4], row[10], row[1], row[12]) for i, row in _stored(engine, ids).items()}


@pytest.mark.sqlite_only
def test_the_row_counter_trigger_names_every_column_but_the_two_recall_writes(engine):
    # A migration that adds a column to memories must add it to the trigger, or edits of it go unseen.
    from core.storage.postgres import schema as pg_schema
    from core.storage.sqlite import schema as sqlite_schema

    assert pg_schema.ROW_COUNTER_COLUMNS == sqlite_schema.ROW_COUNTER_COLUMNS
    conn = engine.store.conn
    columns = {row[1] for row in conn.execute("PRAGMA table_info(memories)")}
    assert set(sqlite_schema.ROW_COUNTER_COLUMNS) == columns - {"access_count", "last_accessed"}
    (sql,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'memories_rows_update'").fetchone()
    named = sql.split(" UPDATE OF ", 1)[1].split(" ON memories", 1)[0]
    assert {c.strip() for c in named.split(",")} == set(sqlite_schema.ROW_COUNTER_COLUMNS)


def test_the_hits_full_memories_are_kept_but_for_what_recall_writes_and_each_call_gets_its_own(engine, clock):
    ids = [r.id for r in engine.memories.import_promoted(
        [{"content": f"note {i} about the harbour", "tags": ["port", f"t{i}"], "meta": {"n": i}} for i in range(3)],
        reason="test load")]

    def hits():
        with engine.store.snapshot():
            return engine.store.search.hit_memories(ids)

    assert hits() == engine.store.memories.get_many(ids)
    first = hits()
    first[ids[0]].tags.append("changed by a caller")
    first[ids[0]].meta["n"] = 99
    assert hits() == engine.store.memories.get_many(ids)  # what was kept is not the caller's copy
    clock.advance(days=2)
    engine.retrieval.recall("harbour note", k=2)  # bumps access count and last access
    again = hits()
    assert again == engine.store.memories.get_many(ids)
    assert sorted(m.access_count for m in again.values()) == [0, 1, 1]
    assert {m.last_accessed for m in again.values() if m.access_count} == {engine.now_text()}
    with engine.store.transaction():
        engine.store.memories.update(ids[2], {"tags": '["moved"]', "summary": "now summarised"})
    assert hits()[ids[2]].tags == ["moved"] and hits()[ids[2]].summary == "now summarised"
    assert hits() == engine.store.memories.get_many(ids)
