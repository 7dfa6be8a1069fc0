"""Rule readers' per-text results kept beside the statement reading (round 21, branch speed21): a capture decodes a
candidate's results from its row instead of reading its text again in each kept reader.

Every kept reader's result decoded from a row equals a fresh reading, type for type, on every labelled text (checked
in test_kept_readings.py's pass over every labelled text, which makes each text's results anyway); a capture is
served its candidates' results; a changed text is never served the results of the text it was; a row
in the format before results were kept is read anew, not mis-decoded; results this code did not write are read
anew; and no verdict depends on whether the older texts' results were kept or made.

Round 32 (speed33): a capture's row keeps only the results its readers read (``kept_results.results_read``), the
rest marked ``NOT_KEPT`` under the partial stamp; the marker never decodes as a result, a marked reader reads the
text and decides as before, and the upkeep completes a partial row.
"""

from __future__ import annotations

import json

import pytest

from core.conflicts import kept_readings, kept_results, rules, statement, tokenized
from core.conflicts.entry import entered_older
from core.conflicts.statement import read
from support.conflicts import decided_in_order, kept_rows_of_older_texts, labelled_texts, same_types, shared_step


def _cold() -> None:
    statement.forget_readings()
    tokenized.forget_tokens()
    kept_results.forget_results()


@pytest.fixture(autouse=True)
def _cold_around():
    """Each test starts and ends with nothing read, held or cached in the process."""
    _cold()
    yield
    _cold()


def _fresh(name: str, text: str):
    """The reader's own reading of ``text``: past its cache and past what kept_result serves."""
    return kept_results._reader(name).__wrapped__.__wrapped__(text, **kept_results._call_of(name))


def test_a_row_keeps_every_kept_readers_result_between_the_reading_and_the_tokens():
    text = "The billing service is maintained by the payments team"
    values = json.loads(kept_readings.encode(read(text)))
    assert values[-2] == kept_results.results_of(text) and len(values[-2]) == len(kept_results.KEPT)
    assert kept_readings.kept_tokens(kept_readings.encode(read(text))) == tokenized.tokenized(text)


def _load(engine, texts, kind="infra"):
    return [r.id for r in engine.memories.import_promoted([{"content": t, "kind": kind} for t in texts])]


def _row(engine, memory_id):
    return engine.store.readings.get_many([memory_id]).get(memory_id)


class _Asked(dict):
    """The held results, recording each text a reader asked them of and found."""

    served: list[str]

    def get(self, text, default=None):
        found = super().get(text, default)
        if found is not None:
            self.served.append(text)
        return found


OLDS = ["The billing service is maintained by the payments team", "The search service listens on port 9200",
        "The user prefers tabs over spaces"]


def test_a_capture_is_served_its_candidates_results_from_their_rows(engine, clock, monkeypatch):
    ids = _load(engine, OLDS)
    engine.conflicts.keep_readings()  # as the daemon's upkeep does
    _cold()
    asked = _Asked()
    asked.served = []
    monkeypatch.setattr(kept_results, "_HELD", asked)
    clock.advance(hours=1)
    newcomer = "The billing service is now maintained by the platform team"
    result = engine.memories.remember(newcomer, kind="infra")
    assert result.would_supersede == [ids[0]]
    assert entered_older(OLDS[0]) in asked.served  # the candidate's results came from its row
    assert entered_older(OLDS[0]) in asked  # handed in by recall
    stamp, kept = _row(engine, result.id)
    text = entered_older(newcomer)
    every = kept_results.results_of(text)
    read_here = json.loads(kept)[-2]  # kept for the next: what its readers read, NOT_KEPT for the rest
    assert [r for r in read_here if r != kept_results.NOT_KEPT] == [e for r, e in zip(read_here, every, strict=True)
                                                                    if r != kept_results.NOT_KEPT]
    assert kept_results.NOT_KEPT in read_here and stamp == kept_readings.partial_stamp(text)
    engine.memories.promote([result.id])
    assert engine.conflicts.keep_readings().kept == 1  # the upkeep completes the capture's row, and only it
    stamp, kept = _row(engine, result.id)
    assert stamp == kept_readings.stamp(text) and json.loads(kept)[-2] == every


def test_a_changed_text_is_not_served_the_results_of_the_text_it_was(engine, clock):
    [memory_id] = _load(engine, ["The billing service is maintained by the payments team"])
    engine.conflicts.keep_readings()
    now = "The search service is maintained by the platform team"
    engine.store.conn.execute("UPDATE memories SET content = ? WHERE id = ?", (now, memory_id))
    _cold()
    memory = engine.store.memories.get(memory_id)
    assert [m.id for m in kept_readings.recall(engine.store, [memory])] == [memory_id]  # stale: read anew
    assert not kept_results._HELD  # and no results handed in, under either text
    clock.advance(hours=1)
    result = engine.memories.remember("The search service is now maintained by the data team", kind="infra")
    assert result.would_supersede == [memory_id]  # read as its new text
    stamp, kept = _row(engine, memory_id)
    assert stamp == kept_readings.partial_stamp(now)  # a capture's row: the results its readers read of it
    assert all(r in (kept_results.NOT_KEPT, e)
               for r, e in zip(json.loads(kept)[-2], kept_results.results_of(now), strict=True))


def test_a_row_in_the_format_before_results_were_kept_is_read_anew_and_replaced(engine):
    text = "The billing service is maintained by the payments team"
    [memory_id] = _load(engine, [text])
    values = json.loads(kept_readings.encode(read(text)))
    older_format = json.dumps(values[:-2] + values[-1:], ensure_ascii=False, separators=(",", ":"))  # speed20's
    with engine.store.transaction():  # under the stamp this code writes: only the format tells it apart
        engine.store.readings.put_many([(memory_id, kept_readings.stamp(text), older_format)])
    with pytest.raises(ValueError):
        kept_readings.decode(text, older_format)
    _cold()
    memory = engine.store.memories.get(memory_id)
    assert kept_readings.recall(engine.store, [memory]) == [memory]  # missing, not mis-decoded
    assert text not in statement._READINGS and text not in kept_results._HELD and text not in tokenized._KEPT
    with engine.store.transaction():
        kept_readings.keep_for(engine.store, [memory])
    stamp, kept = _row(engine, memory_id)  # replaced in this code's format: no reader read the text, so none kept
    assert stamp == kept_readings.partial_stamp(text)
    assert kept == kept_readings.encode(read(text), [kept_results.NOT_KEPT] * len(kept_results.KEPT))
    _cold()
    assert kept_readings.recall(engine.store, [memory]) == [] and text in kept_results._HELD


def test_results_this_code_did_not_write_are_read_anew():
    text = "The billing service is maintained by the payments team"
    from core.conflicts.ownerships import ownerships

    expected = _fresh("core.conflicts.ownerships.ownerships", text)
    assert expected
    with pytest.raises(ValueError):
        kept_results.keep_results(text, [[]])  # the wrong number of results: refused when handed in
    for broken in ([["x"]], [[["billing", "service"], "payments"]], "no", [[1, 2]], 7):
        _cold()
        kept_results.keep_results(text, [broken] * len(kept_results.KEPT))
        assert same_types(ownerships(text), expected), broken
    _cold()
    told = [[["billing", "service"], ["someone"]]]  # well-formed: served as kept, which is how a kept one is used
    kept_results.keep_results(text, [told if n.endswith(".ownerships") else None for n in kept_results.KEPT])
    assert ownerships(text) == ((frozenset({"billing", "service"}), frozenset({"someone"})),)


def test_no_verdict_depends_on_whether_the_older_texts_results_were_kept_or_made(monkeypatch):
    monkeypatch.setattr(kept_results, "RESULTS_KEPT", 16384)  # every older text of the sample held at once
    pairs = labelled_texts()[::shared_step()]
    assert len(pairs) > 700
    made = list(decided_in_order(0, shared_step()))
    kept_rows = kept_rows_of_older_texts(0, shared_step())  # made cold, shared with speed20's test
    olds = {entered_older(old) for old, _ in pairs}
    assert set(kept_rows) == olds
    encoded = {text: values[-2] for text, values in kept_rows.items()}
    _cold()
    asked = _Asked()
    asked.served = []
    monkeypatch.setattr(kept_results, "_HELD", asked)
    for text, results in encoded.items():
        kept_results.keep_results(text, results)
    kept = [rules.decide(old, new) for old, new in pairs]
    assert len(set(asked.served)) > 300  # the readers took many older texts' results from what was kept
    assert kept == made
    assert sum(m is not None for m in made) > 100 and any(m is None for m in made)


def test_not_kept_never_decodes_as_a_result_and_a_marked_reader_reads_the_text():
    text = "The billing service is maintained by the payments team"
    for name in kept_results.KEPT:
        with pytest.raises((TypeError, ValueError)):  # refused by every decoder, were it ever handed to one
            kept_results._codec(name)[1](json.loads(json.dumps(kept_results.NOT_KEPT)), text)
    expected = {name: _fresh(name, text) for name in kept_results.KEPT}
    _cold()
    kept_results.keep_results(text, [kept_results.NOT_KEPT] * len(kept_results.KEPT))
    for name in kept_results.KEPT:
        assert same_types(kept_results._reader(name)(text, **kept_results._call_of(name)), expected[name]), name


def test_a_row_keeps_the_results_its_readers_read_and_marks_the_rest():
    old, new = "The billing service is maintained by the payments team", "The billing service moved to the EU region"
    rules.decide(old, new)
    results = kept_results.results_read(old)
    every = kept_results.results_of(old)
    assert kept_results.NOT_KEPT in results and any(r != kept_results.NOT_KEPT for r in results)
    assert all(r in (kept_results.NOT_KEPT, e) for r, e in zip(results, every, strict=True))
    assert kept_results.results_read(old) == every  # results_of read the rest: now every one is read
    assert not kept_results.all_kept(results) and kept_results.all_kept(every)
    _cold()
    assert kept_results.results_read(old) == [kept_results.NOT_KEPT] * len(kept_results.KEPT)  # nothing read: none


def test_no_verdict_depends_on_which_older_texts_results_a_row_marked_not_kept(monkeypatch):
    monkeypatch.setattr(kept_results, "RESULTS_KEPT", 16384)
    pairs = labelled_texts()[::shared_step()]
    made = list(decided_in_order(0, shared_step()))
    kept_rows = kept_rows_of_older_texts(0, shared_step())
    _cold()
    marked = 0
    for n, (text, values) in enumerate(sorted(kept_rows.items())):
        # every other reader marked, starting with the first reader for one text and the second for the next
        results = [kept_results.NOT_KEPT if (i + n) % 2 == 0 else r for i, r in enumerate(values[-2])]
        marked += results.count(kept_results.NOT_KEPT)
        kept_results.keep_results(text, results)
    assert marked >= len(kept_rows) * (len(kept_results.KEPT) // 2)
    assert [rules.decide(old, new) for old, new in pairs] == made
