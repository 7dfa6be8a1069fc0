"""Question handling on hand-made stores: subjects, a question's reply, the candidate pool,
and stores without sessions or dates (most agent stores)."""

from __future__ import annotations

import pytest

from core.retrieval import scoring
from core.retrieval.features import text_features


def _load(engine, items):
    """Promote ``items`` (content strings or dicts) in order; returns their ids."""
    rows = [item if isinstance(item, dict) else {"content": item} for item in items]
    return [result.id for result in engine.memories.import_promoted(rows, reason="test load")]


def _ids(hits):
    return [hit.memory.id for hit in hits]


def test_what_a_memory_text_offers_is_read_from_its_words():
    assert text_features("Ana: I moved").subject == "ana"
    assert text_features("Marta owns billing").subject == "marta"
    assert text_features("the user prefers tabs").subject == ""
    assert text_features("The build is slow").subject == ""  # a stop word is no subject
    assert text_features("Kim: which editor do you use?").asks
    assert text_features('she asked "why?"').asks
    assert not text_features("Kim: I use helix. [shares a photo: a screen?]").asks
    assert text_features("Kim: like it? [shares a photo: a dog]").asks
    assert not text_features("question marks? not at the end").asks


def test_a_memory_about_the_person_asked_about_comes_before_one_that_mentions_them(engine):
    # BM25 alone prefers the first (shorter, same words); it is about Bo, though.
    mentions, about = _load(engine, [
        "Bo told Ana he drinks coffee every morning",
        "Ana drinks a pot of green tea every morning at her desk before standup",
    ])
    hits = engine.retrieval.search("What does Ana drink every morning?", explain=True)
    assert _ids(hits) == [about, mentions]
    assert hits[0].explanation["subject_match"] == 1.0 and hits[1].explanation["subject_match"] == 0.0


def test_without_sessions_dates_or_names_the_order_is_bm25s(engine):
    # The usual agent store: plain notes, equal importance, no sessions, no event times.
    ids = _load(engine, [
        "rust toolchain pinned to 1.79 in rust-toolchain.toml",
        "cargo uses the sparse registry protocol",
        "rust analyzer needs the rust-src component",
        "the toolchain file also lists clippy and rustfmt",
    ])
    hits = engine.retrieval.search("rust toolchain components", k=10, explain=True)
    bm25_order = sorted(hits, key=lambda h: (-h.explanation["bm25"], h.memory.id))
    assert _ids(hits) == _ids(bm25_order)
    for hit in hits:
        e = hit.explanation
        assert e["context"] == 0 and e["date_match"] == 0 and e["subject_match"] == 0
    assert set(_ids(hits)) <= set(ids)


def test_a_neighbour_two_steps_from_a_strong_match_is_a_candidate(engine):
    ids = _load(engine, [{"content": text, "session": "s"} for text in (
        "Which database does the ledger use?", "hmm, let me look", "Postgres sixteen, on the big box")])
    hits = {h.memory.id: h for h in engine.retrieval.search("which database ledger", k=5, explain=True)}
    assert ids[2] in hits and hits[ids[2]].explanation["bm25"] == 0
    assert hits[ids[2]].explanation["context"] == pytest.approx(scoring.CONTEXT_FAR)


def test_matches_crowded_out_by_another_namespace_are_still_found(engine):
    _load(engine, [{"content": f"alpha release note {i}", "namespace": "other"} for i in range(150)])
    mine = _load(engine, ["alpha release plan", "alpha release owner"])
    assert sorted(_ids(engine.retrieval.search("alpha release", k=10))) == sorted(mine)


def test_an_edited_memory_is_scored_on_its_new_words(engine):
    memory_id = engine.memories.remember("Bo told Kim about the editor").id
    assert engine.retrieval.search("What editor does Kim use?", statuses=["pending"], explain=True)[0].explanation[
        "subject_match"] == 0.0
    engine.memories.edit(memory_id, content="Kim uses helix as the editor")
    assert engine.retrieval.search("What editor does Kim use?", statuses=["pending"], explain=True)[0].explanation[
        "subject_match"] == 1.0


def test_the_rank_function_must_be_bm25_with_numeric_weights(engine):
    with pytest.raises(ValueError, match="bm25"):
        engine.store.search.lexical('"x"', rank_function="bm25(1); DROP TABLE memories", namespace="",
                                    statuses=["promoted"], kinds=None, limit=5)


def test_a_question_lends_its_reply_more_than_a_statement_lends_the_next_memory(engine):
    asked, reply, said, after = _load(engine, [
        {"content": "Sam: which pet do you keep at home?", "session": "a"},
        {"content": "Kim: two cats, Luna and Oliver", "session": "a"},
        {"content": "Sam: the pet I keep at home is a lizard", "session": "b"},
        {"content": "Kim: nice, mine are two cats", "session": "b"},
    ])
    hits = {h.memory.id: h for h in engine.retrieval.search("pet at home", k=10, explain=True)}
    lent_by_question = hits[reply].explanation["context"] / hits[asked].explanation["bm25"]
    lent_by_statement = hits[after].explanation["context"] / hits[said].explanation["bm25"]
    assert lent_by_question == pytest.approx(scoring.CONTEXT_REPLY)
    assert lent_by_statement == pytest.approx(scoring.CONTEXT_PREV)
    assert scoring.CONTEXT_REPLY > scoring.CONTEXT_PREV


def test_only_the_neighbours_borrowing_most_join_the_pool(engine, monkeypatch):
    before2, before1, match, reply, after2 = _load(engine, [{"content": text, "session": "s"} for text in (
        "morning", "coffee first", "which database backs the ledger?", "postgres sixteen", "then lunch")])
    monkeypatch.setattr(scoring, "NEIGHBOUR_LIMIT", 1)
    assert set(_ids(engine.retrieval.search("database ledger", k=10))) == {match, reply}  # the reply borrows most
    monkeypatch.setattr(scoring, "NEIGHBOUR_LIMIT", 40)
    assert set(_ids(engine.retrieval.search("database ledger", k=10))) == {before2, before1, match, reply, after2}
