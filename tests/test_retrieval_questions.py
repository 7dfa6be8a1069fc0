"""Question handling on hand-made stores: answer types, subjects, question memories, feedback,
the second hop, and stores without sessions or dates (most agent stores)."""

from __future__ import annotations

import pytest

from core.retrieval import parse_query, scoring
from core.retrieval.features import text_features
from core.retrieval.query import answer_type
from core.retrieval.signals import feedback_score, feedback_terms, hop_seeds


def _load(engine, items):
    """Promote ``items`` (content strings or dicts) in order; returns their ids."""
    rows = [item if isinstance(item, dict) else {"content": item} for item in items]
    return [result.id for result in engine.import_promoted(rows, reason="test load")]


def _ids(hits):
    return [hit.memory.id for hit in hits]


@pytest.mark.parametrize("question, expected", [
    ("When did Kim move to Oslo?", "time"),
    ("How long has the cache been stale?", "time"),
    ("Where does the team meet on Fridays?", "place"),
    ("Which city is the data centre in?", "place"),
    ("Who reviews the billing migrations?", "person"),
    ("Whose laptop runs the nightly build?", "person"),
    ("Which teammate owns the search service?", "person"),
    ("How many replicas does search run?", "number"),
    ("What is the deploy target?", None),
    ("deploy target", None),
    ("why is the build slow", None),
])
def test_question_words_give_the_answer_type(question, expected):
    assert answer_type(parse_query(question).all_tokens) == expected
    assert parse_query(question).answer_type == expected


def test_what_a_memory_states_is_read_from_its_words():
    assert text_features("Ana moved to Porto last spring").states_place
    assert text_features("We meet at the office on Fridays").states_place
    assert not text_features("the build is slow again").states_place
    assert text_features("Marta reviews every migration").states_person
    assert text_features("my sister set it up").states_person
    assert not text_features("reviews happen on every migration").states_person
    assert not text_features("The build is slow").states_person
    assert text_features("search runs 3 replicas").states_number
    assert text_features("search runs three replicas").states_number
    assert text_features("moved yesterday").states_time
    assert text_features("Ana: I moved").subject == "ana"
    assert text_features("the user prefers tabs").subject == ""
    assert text_features("Kim: which editor do you use?").asks
    assert not text_features("Kim: I use helix. [shares a photo: a screen?]").asks


@pytest.mark.parametrize("question, answer, other", [
    ("Where did Ana buy the blue bike?", "Ana bought the blue bike in Porto", "Ana bought the blue bike, a bargain"),
    ("Who fixed the flaky deploy job?", "Marta fixed the flaky deploy job", "the flaky deploy job got fixed"),
    ("How many workers does the ingest queue run?", "the ingest queue runs 12 workers",
     "the ingest queue runs workers"),
])
def test_a_question_prefers_memories_stating_the_kind_of_answer_it_asks_for(engine, question, answer, other):
    # No sessions, no dates: the answer type alone separates them.
    other_id, answer_id = _load(engine, [other, answer])
    hits = engine.search(question, explain=True)
    assert _ids(hits)[:2] == [answer_id, other_id]
    assert hits[0].explanation["answer_match"] == 1.0 and hits[1].explanation["answer_match"] == 0.0


def test_a_keyword_query_asks_for_no_kind_of_answer(engine):
    _load(engine, ["Ana bought the blue bike in Porto", "Ana bought the blue bike"])
    assert all(h.explanation["answer_match"] == 0.0 for h in engine.search("blue bike", explain=True))


def test_a_memory_about_the_person_asked_about_comes_before_one_that_mentions_them(engine):
    # BM25 alone prefers the first (shorter, same words); it is about Bo, though.
    mentions, about = _load(engine, [
        "Bo told Ana he drinks coffee every morning",
        "Ana drinks a pot of green tea every morning at her desk before standup",
    ])
    hits = engine.search("What does Ana drink every morning?", explain=True)
    assert _ids(hits) == [about, mentions]
    assert hits[0].explanation["subject_match"] == 1.0 and hits[1].explanation["subject_match"] == 0.0
    assert hits[0].explanation["entity_match"] == hits[1].explanation["entity_match"] == 1.0


def test_a_memory_that_is_itself_a_question_answers_less(engine):
    asking, stating = _load(engine, ["Kim: which editor do you use for Rust?", "Kim: the editor I use for Rust is helix"])
    hits = engine.search("Which editor does Kim use for Rust?", explain=True)
    assert _ids(hits) == [stating, asking]
    assert hits[1].explanation["question"] == 1.0 and hits[0].explanation["question"] == 0.0


def test_feedback_terms_are_words_the_best_hits_share_and_the_rest_do_not():
    class Row:
        def __init__(self, content):
            self.content = content

    pool = {1: Row("the staging cluster runs on hetzner boxes"), 2: Row("staging cluster upgrade on hetzner"),
            3: Row("staging notes"), 4: Row("lunch menu"), 5: Row("hetzner invoice")}
    terms = feedback_terms(pool, [1, 2], parse_query("staging cluster"))
    assert set(terms) == {"hetzner"}  # shared by both top hits, not a query word
    assert feedback_score(pool[5], terms) == 1.0 and feedback_score(pool[4], terms) == 0.0
    assert feedback_terms(pool, [1], parse_query("staging cluster")) == {}  # one hit is no evidence


def test_feedback_lends_a_bounded_bonus_to_a_candidate_holding_the_shared_words(engine, monkeypatch):
    monkeypatch.setattr(scoring, "W_FEEDBACK", 0.5)
    first, second, related, unrelated = _load(engine, [
        "the staging cluster runs on hetzner boxes in falkenstein",
        "staging cluster upgrade planned on hetzner in falkenstein",
        "hetzner falkenstein outage notes for the cluster",
        "cluster of lunch places near the office",
    ])
    hits = {h.memory.id: h for h in engine.search("staging cluster", k=10, explain=True)}
    assert hits[related].explanation["feedback"] > 0 and hits[unrelated].explanation["feedback"] == 0
    assert hits[related].score > hits[unrelated].score
    assert all(0 <= h.explanation["feedback"] <= 1 for h in hits.values())


def test_the_second_hop_finds_what_the_first_hits_point_to(engine, monkeypatch):
    monkeypatch.setattr(scoring, "W_HOP", 0.4)
    owner, database, noise = _load(engine, [
        "Alice owns the service called Ledgerly",
        "Ledgerly stores invoices in Postgres 16",
        "the office plants need water on Mondays",
    ])
    hits = engine.search("which service does Alice own", k=5, explain=True)
    assert _ids(hits)[:2] == [owner, database] and noise not in _ids(hits)
    assert hits[1].explanation["bm25"] == 0 and hits[1].explanation["hop"] > 0
    monkeypatch.setattr(scoring, "W_HOP", 0.0)
    assert _ids(engine.search("which service does Alice own", k=5)) == [owner]


def test_hop_seeds_skip_names_the_query_has_and_names_everywhere():
    class Row:
        def __init__(self, content):
            self.content = content

    pool = {i: Row(f"Kim said hello number {i}") for i in range(1, 30)}
    pool[100] = Row("Kim met Ledgerly folks in Berlin")
    seeds = hop_seeds(pool, [100], parse_query("Who did Kim meet?"))
    assert seeds == ["berlin", "ledgerly"]  # not "kim": asked, and in every candidate


def test_without_sessions_dates_or_names_the_order_is_bm25s(engine):
    # The usual agent store: plain notes, equal importance, no sessions, no event times.
    ids = _load(engine, [
        "rust toolchain pinned to 1.79 in rust-toolchain.toml",
        "cargo uses the sparse registry protocol",
        "rust analyzer needs the rust-src component",
        "the toolchain file also lists clippy and rustfmt",
    ])
    hits = engine.search("rust toolchain components", k=10, explain=True)
    bm25_order = sorted(hits, key=lambda h: (-h.explanation["bm25"], h.memory.id))
    assert _ids(hits) == _ids(bm25_order)
    for hit in hits:
        e = hit.explanation
        assert e["context"] == 0 and e["date_match"] == 0 and e["entity_match"] == 0 and e["hop"] == 0
        assert e["session"] == pytest.approx(e["bm25"])  # a memory without a session is a session of its own
    assert set(_ids(hits)) <= set(ids)


def test_a_neighbour_two_steps_from_a_strong_match_is_a_candidate(engine):
    ids = _load(engine, [{"content": text, "session": "s"} for text in (
        "Which database does the ledger use?", "hmm, let me look", "Postgres sixteen, on the big box")])
    hits = {h.memory.id: h for h in engine.search("which database ledger", k=5, explain=True)}
    assert ids[2] in hits and hits[ids[2]].explanation["bm25"] == 0
    assert hits[ids[2]].explanation["context"] == pytest.approx(scoring.CONTEXT_FAR)


def test_matches_crowded_out_by_another_namespace_are_still_found(engine):
    _load(engine, [{"content": f"alpha release note {i}", "namespace": "other"} for i in range(150)])
    mine = _load(engine, ["alpha release plan", "alpha release owner"])
    assert sorted(_ids(engine.search("alpha release", k=10))) == sorted(mine)


def test_an_edited_memory_is_scored_on_its_new_words(engine):
    memory_id = engine.remember("Ana parked the blue bike in Porto").id
    question = "Where did Ana park the blue bike?"
    assert engine.search(question, statuses=["pending"], explain=True)[0].explanation["answer_match"] == 1.0
    engine.edit(memory_id, content="Ana parked the blue bike")
    assert engine.search(question, statuses=["pending"], explain=True)[0].explanation["answer_match"] == 0.0


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
    hits = {h.memory.id: h for h in engine.search("pet at home", k=10, explain=True)}
    lent_by_question = hits[reply].explanation["context"] / hits[asked].explanation["bm25"]
    lent_by_statement = hits[after].explanation["context"] / hits[said].explanation["bm25"]
    assert lent_by_question == pytest.approx(scoring.CONTEXT_REPLY)
    assert lent_by_statement == pytest.approx(scoring.CONTEXT_PREV)
    assert scoring.CONTEXT_REPLY > scoring.CONTEXT_PREV
