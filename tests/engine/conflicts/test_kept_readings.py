"""A memory's statement reading kept with the memory (core/conflicts/kept_readings.py): what is kept
reads back as the reading itself, is used only under its stamp, and changes no verdict."""

from __future__ import annotations

import json

import pytest

from core.conflicts import kept_readings, kept_results, statement, tokenized
from core.conflicts.entry import entered_older
from core.conflicts.statement import read
from core.conflicts.values import tokenize
from support.conflicts import labelled_texts, same_types, spread


def _labelled_texts() -> list[str]:
    """:data:`SAMPLED_TEXTS` texts spread over every labelled pair (each text once, in a fixed order): the same
    texts each run."""
    return spread(list(dict.fromkeys(text for pair in labelled_texts() for text in pair)), SAMPLED_TEXTS)


def _fields(s: statement.Statement) -> dict:
    return {name: getattr(s, name) for name, _, _ in kept_readings._FIELDS}


def _forget() -> None:
    statement.forget_readings()
    tokenized.forget_tokens()
    kept_results.forget_results()


@pytest.fixture
def cold():
    """Nothing read, tokenised or held in the process when the test starts or after it ends: each reading and each
    kept reader's result is made anew."""
    _forget()
    yield
    _forget()


# A fixed 14,000 texts spread over every labelled set, seven parts of 2,000. Until round 26 every text (~42 s of CPU
# that grew with each labelled set and brought the suite near its five minutes on the CI machine); every other one
# until round 30; every third until round 36 (18,106 of 54,319 texts, ~17 s, still growing by ~500 texts a round). A
# fixed size keeps the pass flat as sets are added, and still holds every field, token form and kept reader to its
# fresh reading thousands of times over (the counts asserted below: the rarest reader tells ~120 texts of a part).
SAMPLED_TEXTS = 14_000
# Seven parts, so the two workers of `pytest -n 2` can share the sample instead of one worker ending the run with all
# of it; together the parts read every sampled text. One pass serves three checks, each of which needs every text
# read cold: the kept reading reads back as the reading (this module), the tokens kept in it decode to the text's
# tokens (speed20's; until round 20 a second pass), and each kept reader's result kept in it decodes to the reader's
# own, type for type (speed21's; until round 22 a pass per reader, each reading every text again: ~15 s of CPU).
PARTS = 7
# A kept reader finds something in at least this many texts of each part, so its check is not one of empties (the
# rarest, version_reading.versions or passive_tool._read, in 96-130 of the 2,000 texts of a part at round 36; which
# texts a part holds shifts as sets are added, so the floor leaves room under the rarest).
TOLD_AT_LEAST = 75


@pytest.mark.parametrize("part", range(PARTS))
def test_a_sample_of_the_labelled_texts_reads_back_as_read_and_its_kept_results_and_tokens_decode_to_fresh_ones(
        part, cold):
    texts = _labelled_texts()
    assert len(texts) > 10000
    readers = [(kept_results._reader(name), kept_results._call_of(name), kept_results._codec(name)[1])
               for name in kept_results.KEPT]
    forms = {"word": 0, "word with flags": 0, "other": 0}
    told = dict.fromkeys(kept_results.KEPT, 0)
    for text in texts[part::PARTS]:
        made = read(text)
        kept = kept_readings.encode(made)
        back = kept_readings.decode(text, kept)
        assert _fields(back) == _fields(made), text
        assert back == made and type(back.moment) is type(made.moment)
        values = json.loads(kept)
        assert kept_readings.kept_tokens(kept) == tuple(tokenize(text)), text
        for item in values[-1]:
            forms["word" if isinstance(item, str) else "word with flags" if len(item) == 2 else "other"] += 1
        # Each reader's own result: the one encode just asked it for, read afresh (its cache was emptied and no
        # result is handed in, see below), now answered from its cache.
        for name, (reader, call, decoded), result in zip(kept_results.KEPT, readers, values[-2], strict=True):
            fresh = reader(text, **call)
            assert same_types(decoded(result, text), fresh), (name, text)
            told[name] += bool(fresh)
    assert all(count > 500 for count in forms.values()), forms  # every way a token is written is decoded here
    assert not kept_results._HELD  # no result was served from a row: every one compared was read
    assert all(count >= TOLD_AT_LEAST for count in told.values()), told


def test_a_kept_reading_of_other_text_or_other_code_is_never_used():
    text = "The billing service listens on port 8080"
    assert kept_readings.stamp(text) != kept_readings.stamp(text + ".")
    assert kept_readings.stamp(text) == kept_readings.stamp(text)
    with pytest.raises(ValueError):
        kept_readings.decode(text, "[1, 2]")


def _load(engine, texts, kind="infra"):
    return [r.id for r in engine.memories.import_promoted([{"content": t, "kind": kind} for t in texts])]


def _stored(engine, memory_id):
    return engine.store.readings.get_many([memory_id]).get(memory_id)


def test_an_import_keeps_no_reading_the_upkeep_step_does_and_a_capture_then_reads_only_the_newcomer(
        engine, clock, monkeypatch):
    olds = ["The billing service listens on port 8080", "The search service listens on port 9200",
            "FYI: the billing service owner is Priya"]
    ids = _load(engine, olds)
    assert engine.store.readings.count() == 0  # an import pays for no reading
    done = engine.conflicts.keep_readings().to_dict()
    assert done == {"examined": 3, "kept": 3, "next_after": None}
    for memory_id, text in zip(ids, olds):
        stamp, kept = _stored(engine, memory_id)
        assert stamp == kept_readings.stamp(entered_older(text))
        assert kept == kept_readings.encode(read(entered_older(text)))
    statement.forget_readings()
    made: list[str] = []
    real = statement._read
    monkeypatch.setattr(statement, "_read", lambda text: made.append(text) or real(text))
    clock.advance(hours=1)
    result = engine.memories.remember("The billing service moved to port 8443", kind="infra")
    assert result.would_supersede == [ids[0]]
    assert made == ["The billing service moved to port 8443"]  # the candidates' readings came from the store
    assert _stored(engine, result.id) is not None  # and the newcomer's is kept for the captures after it


def test_the_readings_pass_is_bounded_resumes_and_starts_again_after_the_last(engine):
    texts = [f"The service {n} listens on port {8000 + n}" for n in range(7)]
    ids = _load(engine, texts)
    first = engine.conflicts.keep_readings(limit=3).to_dict()
    assert first == {"examined": 3, "kept": 3, "next_after": ids[2]}
    assert engine.store.readings.count() == 3
    second = engine.conflicts.keep_readings(after_id=first["next_after"], limit=3).to_dict()
    assert second == {"examined": 3, "kept": 3, "next_after": ids[5]}
    third = engine.conflicts.keep_readings(after_id=second["next_after"], limit=3).to_dict()
    assert third == {"examined": 1, "kept": 1, "next_after": None}  # the end: the next pass starts again
    assert engine.conflicts.keep_readings(limit=3).to_dict() == {"examined": 7, "kept": 0, "next_after": None}
    # the other bound: memories looked at
    engine.store.conn.execute("DELETE FROM statement_readings")
    assert engine.conflicts.keep_readings(limit=100, examine=4).to_dict() == {
        "examined": 4, "kept": 4, "next_after": ids[3]}


def test_the_readings_pass_reads_a_changed_memory_again_and_skips_one_not_promoted(engine):
    ids = _load(engine, ["The billing service listens on port 8080", "The search service listens on port 9200"])
    pending = engine.memories.remember("The audit service listens on port 7000", kind="infra").id
    engine.store.conn.execute("DELETE FROM statement_readings WHERE memory_id = ?", (pending,))
    engine.conflicts.keep_readings()
    engine.store.conn.execute("UPDATE memories SET content = ? WHERE id = ?",
                              ("The billing service owner is Priya", ids[0]))
    assert engine.conflicts.keep_readings().to_dict() == {"examined": 2, "kept": 1, "next_after": None}
    stamp, kept = _stored(engine, ids[0])
    assert stamp == kept_readings.stamp("The billing service owner is Priya")
    assert _stored(engine, pending) is None


def test_a_reading_for_a_memory_gone_meanwhile_is_not_kept(engine):
    [memory_id] = _load(engine, ["The billing service listens on port 8080"])
    with engine.store.transaction():
        engine.store.readings.put_many([(memory_id, "s", "[]"), (memory_id + 1000, "s", "[]")])
    assert engine.store.readings.count() == 1


def test_the_code_stamp_digests_the_sources_contents_never_their_times(tmp_path, monkeypatch):
    import os

    (tmp_path / "reader.py").write_text("A = 1\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a source\n", encoding="utf-8")
    monkeypatch.setattr(kept_readings, "_SOURCES", (tmp_path,))

    def fresh() -> str:
        monkeypatch.setattr(kept_readings, "_STAMP", [])
        return kept_readings.code_stamp()

    before = fresh()
    assert kept_readings.code_stamp() == before  # once per process
    os.utime(tmp_path / "reader.py", (1_000_000_000, 1_000_000_000))
    assert fresh() == before  # touched: the same code, the same stamp
    (tmp_path / "notes.txt").write_text("changed\n", encoding="utf-8")
    assert fresh() == before  # only the sources count
    (tmp_path / "reader.py").write_text("A = 2\n", encoding="utf-8")
    assert fresh() != before  # other code: another stamp
    (tmp_path / "reader.py").write_text("A = 1\n", encoding="utf-8")
    assert fresh() == before
    monkeypatch.setattr(kept_readings, "__version__", "0.0.0-other")
    assert fresh() != before


def test_the_code_stamp_names_pythons_major_and_minor_version(monkeypatch):
    import sys
    import types

    def fresh(version: tuple) -> str:
        monkeypatch.setattr(kept_readings, "sys", types.SimpleNamespace(version_info=version))
        monkeypatch.setattr(kept_readings, "_STAMP", [])
        return kept_readings.code_stamp()

    now = fresh(sys.version_info)
    assert fresh((*sys.version_info[:2], 99)) == now  # a micro release: the same re and unicodedata
    assert fresh((sys.version_info[0], sys.version_info[1] + 1, 0)) != now  # another minor version reads anew
    assert fresh((sys.version_info[0] + 1, sys.version_info[1], 0)) != now


def test_a_changed_text_is_read_again_and_its_reading_replaced(engine, clock):
    [memory_id] = _load(engine, ["The billing service listens on port 8080"])
    engine.store.conn.execute("UPDATE memories SET content = ? WHERE id = ?",
                              ("The billing service owner is Priya", memory_id))
    statement.forget_readings()
    clock.advance(hours=1)
    result = engine.memories.remember("The billing service owner is now Omar", kind="infra")
    assert result.would_supersede == [memory_id]  # read as its new text
    stamp, kept = _stored(engine, memory_id)
    now = "The billing service owner is Priya"
    assert stamp in (kept_readings.stamp(now), kept_readings.partial_stamp(now))  # a capture's: by what it read
    assert kept_readings.decode(now, kept) == read(now)


def test_a_stale_or_broken_row_counts_as_missing(engine):
    ids = _load(engine, ["The billing service listens on port 8080", "The search service listens on port 9200"])
    engine.store.readings.put_many([(ids[0], "another reader's stamp", "[]"),
                                    (ids[1], kept_readings.stamp("The search service listens on port 9200"), "{")])
    statement.forget_readings()
    memories = [engine.store.memories.get(i) for i in ids]
    assert [m.id for m in kept_readings.recall(engine.store, memories)] == ids
    statement.forget_readings()
    kept_readings.keep_for(engine.store, memories)
    statement.forget_readings()
    assert kept_readings.recall(engine.store, memories) == []


def test_the_process_holds_at_most_its_bound_of_readings(monkeypatch):
    monkeypatch.setattr(statement, "READINGS_KEPT", 8)
    statement.forget_readings()
    texts = [f"The service {n} listens on port {8000 + n}" for n in range(30)]
    first = [read(t) for t in texts]
    assert len(statement._READINGS) == 8
    assert list(statement._READINGS) == texts[-8:]  # the oldest go first
    assert [read(t) for t in texts] == first  # read again after eviction: the same readings
    statement.forget_readings()


PAIRS = [
    ("The billing service listens on port 8080", "The billing service moved to port 8443"),
    ("Priya Rao lives in Lisbon", "Priya Rao relocated to Porto"),
    ("The ledger library is licensed under MIT", "The ledger library was relicensed under Apache-2.0"),
    ("The payments sync is on Monday at 9:30", "The payments sync moved to Tuesday at 9:30"),
    ("The catalog team tracks bug work in Jira", "The catalog team switched bug tracking to Linear"),
    ("Omar Haddad prefers markdown for meeting notes", "Omar Haddad now prefers plain text for meeting notes"),
    ("The mail service no longer uses sentry", "The mail service uses datadog for errors"),
]


def _verdicts(engine, clock, *, kept: bool) -> list:
    ids = _load(engine, [old for old, _ in PAIRS])
    if kept:
        engine.conflicts.keep_readings()  # as the daemon's upkeep does
    statement.forget_readings()
    clock.advance(hours=1)
    found = []
    for _, new in PAIRS:
        result = engine.memories.remember(new, kind="infra")
        found.append([(p.target_id - ids[0], p.rule, p.reason, p.confidence)
                      for p in engine.store.proposals.for_memory(result.id) if p.target_id is not None])
    return found


def test_the_same_verdicts_with_readings_kept_and_made(tmp_path, clock):
    from core import Engine, Settings

    verdicts = []
    for kept in (True, False):
        engine = Engine(tmp_path / f"{kept}.db", settings=Settings(), clock=clock)
        verdicts.append(_verdicts(engine, clock, kept=kept))
        engine.close()
    assert verdicts[0] == verdicts[1]
    assert sum(bool(v) for v in verdicts[0]) >= 5  # the pairs are changes: the comparison is not of empty lists
