"""Candidate lookup in a store large enough for its word counts to matter.

A word held by hundreds of memories ("user") says nothing about which fact a memory is,
and the lookup leaves it out; two memories about one person's home, job or belongings
still meet through their family's own words ("settled in" / "living in").
"""

from __future__ import annotations

from core.conflicts import detector


def load_background(engine, count: int = 260) -> None:
    """``count`` promoted memories that all say "user" and little else in common."""
    engine.memories.import_promoted(
        [{"content": f"The user noted item {n} of the inventory batch {n * 7}.", "kind": "person"}
         for n in range(count)], reason="test background")


def test_a_word_in_hundreds_of_memories_is_left_out_of_the_lookup(engine):
    load_background(engine)
    match = detector.search_terms("The user lives in Osaka.", store=engine.store)
    assert "osaka" in match
    assert "user" not in match.split()
    # Without a store (no counts), nothing is left out.
    assert "user" in detector.search_terms("The user lives in Osaka.")


def test_a_family_finds_its_older_wording_when_only_common_words_are_shared(engine, clock):
    load_background(engine)
    old = engine.memories.remember("The user is settled in Kyoto.", kind="person").id
    engine.memories.promote([old])
    clock.advance(hours=1)
    new = engine.memories.remember("The user has been living in Osaka since the spring.", kind="person")
    assert new.would_supersede == [old]
    (proposal,) = [p for p in engine.store.proposals.for_memory(new.id) if p.target_id == old]
    assert proposal.reason == "same attribute (home), Kyoto → Osaka"


def test_an_unrelated_memory_of_the_same_person_is_not_a_candidate(engine, clock):
    load_background(engine)
    old = engine.memories.remember("The user is settled in Kyoto.", kind="person").id
    engine.memories.promote([old])
    clock.advance(hours=1)
    new = engine.memories.remember("The user adopted a cat named Miso.", kind="person")
    assert new.would_supersede == []
    assert not [p for p in engine.store.proposals.for_memory(new.id) if p.target_id == old]


def test_a_common_part_of_a_compound_word_is_left_out_of_the_lookup(engine, clock):
    # "db" stands in hundreds of host names; inside "ledger-db-4.internal" it must count as itself,
    # or every database memory of the store becomes a candidate.
    engine.memories.import_promoted(
        [{"content": f"Shard {n} keeps its rows on s{n}-db-{n * 3}.internal.", "kind": "infra"} for n in range(260)],
        reason="test background")
    old = engine.memories.remember("The ledger database host is ledger-db-4.internal", kind="infra").id
    engine.memories.promote([old])
    clock.advance(hours=1)
    newcomer = "The ledger database moved to ledger-db-9.internal"
    terms = detector.search_terms(newcomer, store=engine.store).split(" OR ")
    assert '"ledger"' in terms
    assert '"db"' not in terms
    assert engine.memories.remember(newcomer, kind="infra").would_supersede == [old]
