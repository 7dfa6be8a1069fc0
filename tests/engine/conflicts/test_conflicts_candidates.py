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


def _proposed(engine, clock, old_text: str, new_text: str, kind: str = "person") -> bool:
    old = engine.memories.remember(old_text, kind=kind).id
    engine.memories.promote([old])
    clock.advance(hours=1)
    return engine.memories.remember(new_text, kind=kind).would_supersede == [old]


def test_a_move_told_without_a_word_of_living_still_meets_the_older_home(engine, clock):
    # The two share no word of their own: the newer one's move ("packed up and settled", "moved down")
    # and its place bring the words of living the older memory is found by.
    assert _proposed(engine, clock, "I live in Lisbon with my partner.",
                     "We packed up and settled in Porto last month.")


def test_the_self_placed_somewhere_since_a_date_meets_the_older_home(engine, clock):
    assert _proposed(engine, clock, "I live in Porto.", "I'm in Lisbon now, moved down in February.")
    assert '"live"' in detector.search_terms("I've been in Wrocław since January.")


def test_a_place_with_no_home_in_it_adds_no_words_of_living():
    # A trip, a meeting place, a server's region: no home spoken of, so nothing of residence is looked up.
    for text in ("The offsite is in Lisbon this year.", "Our staging cluster runs in Frankfurt.",
                 "I was in Porto for a conference."):
        assert '"live"' not in detector.search_terms(text), text


def test_a_move_to_another_home_found_by_the_lookup_is_still_not_a_trip(engine, clock):
    # Found as a candidate now, and still no proposal: a trip is not a move.
    assert not _proposed(engine, clock, "I live in Lisbon.", "We packed up for a week in Porto for the conference.")
