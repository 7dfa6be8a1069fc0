"""Candidate lookup in a store large enough for its word counts to matter.

A word held by hundreds of memories ("user") says nothing about which fact a memory is,
and the lookup leaves it out; two memories about one person's home, job or belongings
still meet through their family's own words ("settled in" / "living in").
"""

from __future__ import annotations

import shutil

import pytest

from core import Engine, Settings
from core.clock import parse_time
from core.conflicts import detector
from support import FIXED_NOW, MovableClock


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


# Unrelated memories in which "user", "live(s)", "work(s)" and "job" are each held by hundreds, across namespaces
# (the store the test's memories go to among them): every word a home or a job is told with besides its value.
_CROWD = ("The user keeps invoice {n} in archive box {m}.", "The backups for job {n} live in bucket b{m}.",
          "Build {n} of the user's app lives on runner r{m}.", "Script {n} works only on the user's laptop {m}.")


@pytest.fixture(scope="module")
def crowded_store(tmp_path_factory, migrated_store):
    """A store of 2,400 such memories, made once for the module (a test copies it)."""
    path = tmp_path_factory.mktemp("crowded") / "store.db"
    shutil.copyfile(migrated_store, path)
    engine = Engine(path, settings=Settings(), clock=MovableClock(parse_time(FIXED_NOW)))
    engine.memories.import_promoted(
        [{"content": _CROWD[n % 4].format(n=n, m=n * 7 % 997), "kind": ("person", "fact")[n % 2],
          "namespace": ("", "work", "family")[n % 3]} for n in range(2400)], reason="test background")
    engine.close()
    return path


@pytest.fixture
def crowded(tmp_path, crowded_store, clock):
    path = tmp_path / "crowded.db"
    shutil.copyfile(crowded_store, path)
    engine = Engine(path, settings=Settings(), clock=clock)
    yield engine
    engine.close()


@pytest.mark.parametrize(("older", "newer", "filed"), [
    # A home and a job told with nothing in common but the user and the family's common words: found by holder
    # and family (detector.lookup's family route), and filed.
    ("The user lives in Kirkwall, up the hill from the harbour.", "The user relocated to Stromness last spring.",
     True),
    ("The user works at Initech.", "The user joined Globex in March.", True),
    ("I live in Kirkwall.", "The user relocated to Stromness last spring.", True),
    # Near misses stay near misses: someone else's move or job is looked up by that someone, not by the user.
    ("The user lives in Kirkwall, up the hill from the harbour.",
     "The user's sister relocated to Stromness last spring.", False),
    ("The user works at Initech.", "The user's brother joined Globex in March.", False),
])
def test_a_home_or_job_told_only_in_common_words_is_found_by_its_holder_and_family(crowded, clock, older, newer,
                                                                                    filed):
    old = crowded.memories.remember(older, kind="person").id
    crowded.memories.promote([old])
    clock.advance(hours=1)
    # The ranked query keeps no word of the older memory: "user", "lives", "works" are each in hundreds.
    terms = detector.search_terms(newer, store=crowded.store).split(" OR ")
    assert not {'"user"', '"live"', '"lives"', '"works"', '"work"'} & set(terms)
    assert (crowded.memories.remember(newer, kind="person").would_supersede == [old]) is filed
