"""A memory's tokens kept beside its statement reading (round 20, branch speed20): a capture's readers decode a
candidate's tokens from the store instead of tokenising its text again.

Tokens decoded from a kept row equal :func:`core.conflicts.values.tokenize`'s on every labelled text (checked in
test_kept_readings.py, in the same pass over the texts as the kept reading read back); a capture
tokenises only its newcomer when its candidates' rows are current; a changed text is never served the tokens of
the text it was; a row in the format before tokens were kept is read anew, not mis-decoded; what is held in the
process is bounded; and no verdict depends on whether the tokens were kept or made.
"""

from __future__ import annotations

import json

import pytest

from core.conflicts import kept_readings, kept_results, rules, statement, tokenized
from core.conflicts.entry import entered_older
from core.conflicts.statement import read
from core.conflicts.values import tokenize
from support.conflicts import (
    decided_in_order,
    forget_every_reading,
    kept_rows_of_older_texts,
    labelled_texts,
    shared_step,
    spread,
)


def _labelled_texts() -> list[str]:
    """Every text of every labelled pair, once, in a fixed order."""
    return list(dict.fromkeys(text for pair in labelled_texts() for text in pair))


@pytest.fixture(autouse=True)
def _cold():
    """Each test starts and ends with nothing read or tokenised in the process."""
    statement.forget_readings()
    tokenized.forget_tokens()
    yield
    statement.forget_readings()
    tokenized.forget_tokens()


def test_a_kept_token_of_every_kind_and_flag_decodes_as_it_was():
    """The tokens of 3,000 labelled texts spread over every set (every fifth text until round 46: 14,388 and
    growing with each set) encoded and decoded: a token of every kind and every flag among them (asserted, so a
    sample that lost one fails rather than passing on less)."""
    texts = spread(_labelled_texts(), 3_000)
    made = [t for text in texts for t in tokenize(text)]
    kinds = {t.kind for t in made}
    assert {"word", "ident", "number", "time", "version", "host", "punct", "period"} <= kinds
    for flag in ("cap", "initial", "possessive", "frequency"):
        assert any(getattr(t, flag) for t in made), flag
    assert any(t.unit for t in made)
    assert tokenized.decode_tokens(json.loads(json.dumps(tokenized.encode_tokens(tuple(made))))) == tuple(made)


def _load(engine, texts, kind="infra"):
    return [r.id for r in engine.memories.import_promoted([{"content": t, "kind": kind} for t in texts])]


def _row(engine, memory_id):
    return engine.store.readings.get_many([memory_id]).get(memory_id)


OLDS = ["The billing service listens on port 8080", "The search service listens on port 9200",
        "FYI: the billing service owner is Priya"]


def test_a_capture_tokenises_only_its_newcomer_when_its_candidates_rows_are_current(engine, clock, monkeypatch):
    ids = _load(engine, OLDS)
    engine.conflicts.keep_readings()  # as the daemon's upkeep does
    forget_every_reading()  # a reader warmed by an earlier test in this worker would answer without tokens
    statement.forget_readings()
    tokenized.forget_tokens()
    made: list[str] = []
    monkeypatch.setattr(tokenized, "tokenize", lambda text: made.append(text) or tokenize(text))
    clock.advance(hours=1)
    newcomer = "The billing service moved to port 8443"
    result = engine.memories.remember(newcomer, kind="infra")
    assert result.would_supersede == [ids[0]]
    olds = {entered_older(text) for text in OLDS}
    assert made and not olds & set(made)  # the readers asked for tokens, and no candidate's was tokenised
    asked = [text for text in olds if text not in tokenized._KEPT]  # handed in, then decoded for a reader
    assert asked
    for text in asked:
        assert tokenized.tokenized(text) == tuple(tokenize(text))
    assert kept_readings.kept_tokens(_row(engine, result.id)[1]) == tuple(tokenize(newcomer))  # kept for the next


def test_a_changed_text_is_not_served_the_tokens_of_the_text_it_was(engine, clock):
    [memory_id] = _load(engine, ["The billing service listens on port 8080"])
    engine.conflicts.keep_readings()
    now = "The billing service owner is Priya"
    engine.store.conn.execute("UPDATE memories SET content = ? WHERE id = ?", (now, memory_id))
    statement.forget_readings()
    tokenized.forget_tokens()
    memory = engine.store.memories.get(memory_id)
    assert [m.id for m in kept_readings.recall(engine.store, [memory])] == [memory_id]  # stale: read anew
    assert not tokenized._KEPT  # and no tokens handed in, under either text
    clock.advance(hours=1)
    result = engine.memories.remember("The billing service owner is now Omar", kind="infra")
    assert result.would_supersede == [memory_id]  # read as its new text
    stamp, kept = _row(engine, memory_id)
    assert stamp in (kept_readings.stamp(now), kept_readings.partial_stamp(now))  # a capture's: by what it read
    assert kept_readings.kept_tokens(kept) == tuple(tokenize(now))


def test_a_row_in_the_format_before_tokens_were_kept_is_read_anew_and_replaced(engine):
    text = "The billing service listens on port 8080"
    [memory_id] = _load(engine, [text])
    values = json.loads(kept_readings.encode(read(text)))
    older_format = json.dumps(values[:-1], ensure_ascii=False, separators=(",", ":"))  # the reading alone
    with engine.store.transaction():  # under the stamp this code writes: only the format tells it apart
        engine.store.readings.put_many([(memory_id, kept_readings.stamp(text), older_format)])
    with pytest.raises(ValueError):
        kept_readings.decode(text, older_format)
    statement.forget_readings()
    memory = engine.store.memories.get(memory_id)
    assert kept_readings.recall(engine.store, [memory]) == [memory]  # missing, not mis-decoded
    assert text not in statement._READINGS and text not in tokenized._KEPT
    with engine.store.transaction():
        kept_readings.keep_for(engine.store, [memory])
    # replaced in this code's format, with the results its readers read (kept_results.results_read)
    assert _row(engine, memory_id)[1] == kept_readings.encode(read(text), kept_results.results_read(text))
    statement.forget_readings()
    assert kept_readings.recall(engine.store, [memory]) == []
    assert tokenized.tokenized(text) == tuple(tokenize(text))


def test_tokens_this_code_did_not_write_are_tokenised_anew(monkeypatch):
    text = "The billing service listens on port 8080"
    made: list[str] = []
    monkeypatch.setattr(tokenized, "tokenize", lambda t: made.append(t) or tokenize(t))
    for broken in ([[1, 2, 3]], [["port", "port", "word"], 7], [{"surface": "The"}], [["The", "the", 3, 0]]):
        tokenized.forget_tokens()
        tokenized.keep_tokens(text, broken)
        assert tokenized.tokenized(text) == tuple(tokenize(text))
    assert made == [text] * 4
    tokenized.forget_tokens()
    tokenized.keep_tokens(text, tokenized.encode_tokens(tuple(tokenize(text))))
    assert tokenized.tokenized(text) == tuple(tokenize(text)) and made == [text] * 4  # these are decoded


def test_the_tokens_held_unasked_are_bounded_the_oldest_going_first(monkeypatch):
    monkeypatch.setattr(tokenized, "TOKENS_KEPT", 8)
    texts = [f"The service {n} listens on port {8000 + n}" for n in range(30)]
    for text in texts:
        tokenized.keep_tokens(text, tokenized.encode_tokens(tuple(tokenize(text))))
    assert list(tokenized._KEPT) == texts[-8:]
    assert tokenized.tokenized(texts[-1]) == tuple(tokenize(texts[-1]))
    assert texts[-1] not in tokenized._KEPT  # decoded once, then the cache of tokens holds it
    assert tokenized.tokenized(texts[0]) == tuple(tokenize(texts[0]))  # dropped: tokenised anew


def test_no_verdict_depends_on_whether_the_older_texts_tokens_were_kept_or_made(monkeypatch):
    monkeypatch.setattr(tokenized, "TOKENS_KEPT", 16384)  # every older text of the sample held at once
    pairs = labelled_texts()[::shared_step()]
    assert len(pairs) > 700
    made = list(decided_in_order(0, shared_step()))
    kept_rows = kept_rows_of_older_texts(0, shared_step())  # made cold, shared with speed21's test
    olds = {entered_older(old) for old, _ in pairs}
    assert set(kept_rows) == olds
    encoded = {text: values[-1] for text, values in kept_rows.items()}
    statement.forget_readings()
    tokenized.forget_tokens()
    for text, tokens in encoded.items():
        tokenized.keep_tokens(text, tokens)
    kept = [rules.decide(old, new) for old, new in pairs]
    assert len(olds) - len(tokenized._KEPT) > 300  # the readers took many older texts' tokens from what was kept
    assert kept == made
    assert sum(m is not None for m in made) > 100 and any(m is None for m in made)
