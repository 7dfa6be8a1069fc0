"""Only the names of those who speak in the store left out of the embedded query (``DENSE_NAMES_DROPPED``).

A deterministic fake embedder and real SQLite stores: a chat (memories labelled "Name: …",
with sessions and dates) and agent notes (no labels, no sessions, no dates).
"""

from __future__ import annotations

import pytest

from core.retrieval import scoring
from core.retrieval.query import without_speakers
from core.retrieval.speakers import label, speakers
from support.dense import hybrid_store as _hybrid

CHAT = [
    {"content": "Jon: Hey Gina! I was in Paris last week", "session": "1", "event_time": "2023-05-08T10:00:00Z"},
    {"content": "Gina: Hi Jon! Did you see the kitten cafe?", "session": "1", "event_time": "2023-05-08T10:00:00Z"},
    {"content": "Jon: Yes, the LGBTQ film festival too", "session": "2", "event_time": "2023-06-01T10:00:00Z"},
]
NOTES = [  # an agent's notes: a product opens a note, but nobody speaks
    {"content": "Postgres 16 runs the fleet database", "namespace": "fleet"},
    {"content": "Ana prefers the kitten emoji in reviews", "namespace": "fleet"},
]


@pytest.fixture
def dense_speakers(monkeypatch):
    """The dense match on, names left out of the query, only the speakers' (the switch under test)."""
    for name, value in {"W_DENSE_MATCH": 0.5, "DENSE_DEPTH": 1, "DENSE_JOIN": True, "DENSE_NAMES": False,
                        "DENSE_NAMES_DROPPED": "speakers"}.items():
        monkeypatch.setattr(scoring, name, value)
    return monkeypatch


def test_without_speakers_drops_the_speakers_and_named_dates_and_keeps_every_other_name():
    spoken = {"jon", "gina"}
    assert without_speakers("When was Jon in Paris?", spoken) == "When was in Paris?"
    assert without_speakers("What did Gina's LGBTQ group read in June?", spoken) == "What did LGBTQ group read in ?"
    assert without_speakers("Did Jon and Gina watch Little Women on Friday?", spoken) == \
        "Did and watch Little Women on ?"
    # a sentence opener is never a name; a question of nothing but speakers is embedded as asked
    assert without_speakers("Paris or Rome, Jon?", spoken) == "Paris or Rome, ?"
    assert without_speakers("Jon? Gina", spoken) == "Jon? Gina"
    assert without_speakers("Which editor does Ana use with Postgres?", set()) == \
        "Which editor does Ana use with Postgres?"


def test_a_label_is_one_capitalised_word_and_a_colon_at_the_start():
    assert label("Caroline: I went to the parade") == "caroline"
    assert label("  Kim : moved to Lisbon") == "kim"
    assert label("Postgres 16: the fleet database") == ""  # the colon does not follow the opening word
    assert label("note: Kim moved") == "" and label("Ana prefers tea") == "" and label("") == ""


def test_speakers_are_the_names_that_label_a_memory_of_that_namespace(engine):
    engine.memories.import_promoted(CHAT + NOTES, reason="test")
    store = engine.store
    with store.snapshot():
        chat = speakers(store, ["jon", "gina", "paris", "lgbtq"], namespace="", statuses=["promoted"])
        notes = speakers(store, ["postgres", "ana", "jon"], namespace="fleet", statuses=["promoted"])
        everywhere = speakers(store, ["gina", "ana"], namespace=None, statuses=["promoted"])
        forgotten = speakers(store, ["gina"], namespace="", statuses=["rejected"])
    assert chat == {"jon", "gina"}
    assert notes == set()  # no labels among the agent's notes, and Jon speaks only in the other namespace
    assert everywhere == {"gina"} and forgotten == set()


def test_a_chat_store_embeds_the_question_without_its_speakers_only(engine, dense_speakers):
    _ids, embedder = _hybrid(engine, CHAT)
    engine.retrieval.search("When was Jon in Paris in May?")
    engine.retrieval.recall("Did Gina see the LGBTQ film festival?")
    dense_speakers.setattr(scoring, "DENSE_NAMES_DROPPED", "all")  # the default: every name goes
    engine.retrieval.search("When was Jon in Paris in May?")
    assert embedder.calls[-3:] == [["When was in Paris in May?"], ["Did see the LGBTQ film festival?"],
                                   ["When was in in May?"]]


def test_a_store_without_labels_sessions_or_dates_embeds_the_question_as_asked(engine, dense_speakers):
    _ids, embedder = _hybrid(engine, NOTES)
    engine.retrieval.search("Which version of Postgres does Ana run?", namespace="fleet")
    engine.retrieval.search("Which feline emoji does Ana like?", namespace="fleet")
    assert embedder.calls[-2:] == [["Which version of Postgres does Ana run?"], ["Which feline emoji does Ana like?"]]
    hits = engine.retrieval.search("Which feline emoji does Ana like?", namespace="fleet")
    assert hits[0].memory.content.startswith("Ana prefers the kitten")  # the dense match still finds it
