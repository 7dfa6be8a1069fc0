"""Candidates by what a memory is about, not by its words (core/conflicts/topics.py, memory_topics).

Two memories that share no word — "I'm in Cape Town." / "I moved up to Joburg a month ago." — never
met through the full-text lookup; their topic (``@residence``) brings them together. The lookup
stays inside one namespace, adds a few rows however many share a topic, and reads the memories
the store has not read yet (bulk loads, an upgraded store) a bounded batch at a time.

Runs on both backends (tests/engine/conftest.py, POSTGRES_CONTRACT).
"""

from __future__ import annotations

import pytest

from core.conflicts import detector, topics
from core.model.vocabulary import PROMOTED


def promoted(engine, text: str, **fields) -> int:
    memory_id = engine.memories.remember(text, **fields).id
    engine.memories.promote([memory_id])
    return memory_id


def proposal_on(engine, new_id: int, old_id: int):
    found = [p for p in engine.store.proposals.for_memory(new_id) if p.target_id == old_id]
    return found[0] if found else None


@pytest.mark.parametrize("old, new, reason", [
    ("I'm in Cape Town.", "I moved up to Joburg a month ago.", "same attribute (home), Cape Town → Joburg"),
    ("I live in Leeds", "Home's York now", "same holder's home, Leeds → York"),
])
def test_a_pair_sharing_no_word_is_compared_and_decided(engine, clock, old, new, reason):
    old_id = promoted(engine, old)
    # No word in common: the full-text lookup alone never hands the older memory to a reader.
    by_words = engine.store.memories.search_fts(detector.search_terms(new), namespace="", statuses=[PROMOTED],
                                                limit=detector.CANDIDATE_LIMIT)
    assert old_id not in [m.id for m, _ in by_words]
    clock.advance(hours=1)
    result = engine.memories.remember(new)
    assert result.would_supersede == [old_id]
    assert proposal_on(engine, result.id, old_id).reason == reason


def test_topics_say_what_a_statement_is_about():
    assert topics.topics_of("I'm in Cape Town.") == {"@residence"}
    assert topics.topics_of("The user is a staff nurse.") == {"@job"}
    assert topics.topics_of("We no longer use CircleCI") == {"@ci"}
    assert topics.topics_of("Our Redis is 6") == {"@cache", "~version"}
    assert topics.topics_of("I pick up the kids at 3:15.") == {"~time"}
    # A home town is where someone grew up, not where they live; a remark says nothing the lookup keys on.
    assert "@residence" not in topics.topics_of("The user's home town is York.")
    # A move to no named place is not a home: only the job is read.
    assert topics.topics_of("The user moved into management and is now ward manager.") == {"@job"}
    assert topics.topics_of("Thanks, that helped a lot.") == frozenset()


@pytest.mark.parametrize("old, new", [
    # Someone else's job or home: the word lookup finds their own older memories by their name.
    ("I'm an intern at Bosch.", "Priya was recruited by Adyen in February."),
    ("The user's home base is Porto.", "Elif has been moved to the Istanbul office."),
    # Names and owners belong to a thing: two things' names are not one attribute.
    ("The user goes by Alex.", "The internal CLI is now known as kit."),
    ("owner: platform-team", "The runbook is maintained by Kofi now."),
    # A period stands in too many notes to pair them by it.
    ("The user's screen time limit is 2 hours a day.", "The user wants the digest weekly instead of daily."),
])
def test_a_topic_never_pairs_another_holder_or_thing(engine, clock, old, new):
    old_id = promoted(engine, old)
    clock.advance(hours=1)
    newcomer = engine.memories.get(engine.memories.remember(new).id)
    assert old_id not in [m.id for m in topics.by_topic(engine.store, newcomer, ["note"])]


def test_someone_elses_new_job_files_nothing_against_the_users(engine, clock):
    old_id = promoted(engine, "I'm an intern at Bosch.")
    clock.advance(hours=1)
    assert engine.memories.remember("Priya was recruited by Adyen in February.").would_supersede == []
    assert engine.memories.remember("Dana's at Shopify these days.").would_supersede == []
    assert engine.memories.remember("I started a new job at Klarna this week.").would_supersede == [old_id]


def test_the_topic_lookup_never_leaves_the_namespace(engine, clock):
    there = promoted(engine, "I'm in Cape Town.", namespace="work")
    here = promoted(engine, "I'm in Lisbon.", namespace="home")
    clock.advance(hours=1)
    result = engine.memories.remember("I moved up to Joburg a month ago.", namespace="work")
    assert result.would_supersede == [there]
    assert proposal_on(engine, result.id, here) is None
    newcomer = engine.memories.get(result.id)
    assert [m.id for m in topics.by_topic(engine.store, newcomer, ["note"])] == [there]
    # The same text captured in a third namespace, where nothing shares its topic, finds nothing.
    alone = engine.memories.remember("I moved up to Joburg a month ago.", namespace="elsewhere")
    assert alone.would_supersede == []
    assert topics.by_topic(engine.store, engine.memories.get(alone.id), ["note"]) == []


def test_a_crowded_topic_adds_a_few_of_its_newest_memories_never_all(engine, clock):
    places = [f"{a}{b}" for a in ("Ash", "Bel", "Cor", "Dun", "Ell", "Fen")
              for b in ("ford", "ton", "by", "wick", "ham")]
    ids = [promoted(engine, f"I'm in {place}.") for place in places]
    clock.advance(hours=1)
    newcomer = engine.memories.get(engine.memories.remember("Relocated to Hyderabad.").id)
    found = [m.id for m in topics.by_topic(engine.store, newcomer, ["note"])]
    assert 0 < len(found) <= topics.PER_TOPIC
    assert found == sorted(ids, reverse=True)[:len(found)]
    assert len(detector.candidates(engine.store, engine.settings, newcomer)) <= (
        detector.CANDIDATE_LIMIT + topics.TOPIC_LIMIT)


def test_bulk_loaded_memories_are_read_a_bounded_batch_per_capture(engine, clock):
    engine.memories.import_promoted([{"content": f"Service s{n} listens on port {8000 + n}"} for n in range(40)],
                                    reason="test backlog")
    (home,) = engine.memories.import_promoted([{"content": "I'm in Cape Town."}], reason="test backlog")
    assert engine.store.topics.count_unread() == 41
    clock.advance(hours=1)
    result = engine.memories.remember("I moved up to Joburg a month ago.")
    # The newest of the backlog (and the newcomer) were read before the lookup; the rest wait.
    home_id = home.id
    assert result.would_supersede == [home_id]
    left = engine.store.topics.count_unread()
    assert 0 < left == 41 + 1 - topics.READ_PER_CAPTURE
    assert topics.read_all(engine.store) == left
    assert engine.store.topics.count_unread() == 0
    assert engine.store.topics.of(home_id) == {"@residence"}


def test_a_changed_text_is_read_again_and_a_deleted_memory_leaves_no_topic(engine):
    memory_id = promoted(engine, "I'm in Cape Town.")
    topics.read_all(engine.store)
    assert engine.store.topics.of(memory_id) == {"@residence"}
    with engine.store.transaction():
        engine.store.memories.update(memory_id, {"content": "CI: CircleCI"})
    assert engine.store.topics.of(memory_id) == frozenset()
    assert engine.store.topics.count_unread() == 1
    topics.read_all(engine.store)
    assert engine.store.topics.of(memory_id) == {"@ci"}
    with engine.store.transaction():
        engine.store.memories.delete(memory_id)
    assert engine.store.topics.of(memory_id) == frozenset()
    assert engine.store.topics.count_unread() == 0
    assert engine.store.topics.newest("", "@ci", statuses=[PROMOTED], kinds=None, limit=5) == []
