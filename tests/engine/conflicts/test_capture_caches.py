"""The capture path's caches (round 17): a pair's verdict kept by the statements' identity, and the per-word and
per-text answers the readers ask again of a newcomer beside each candidate. Each answers only for what it was
asked of, equals the uncached function over a fixed spread of the labelled texts, and no verdict depends on what it
holds."""

from __future__ import annotations

from core.conflicts import compare as compare_module
from core.conflicts import ownership, teams, version_reading
from core.conflicts.compare import _compare, compare
from core.conflicts.entry import entered
from core.conflicts.statement import forget_readings, read
from support.conflicts import decided_each_alone, decided_in_order, labelled_texts, per_pair_caches, shared_step, spread


def test_a_kept_verdict_is_the_one_compare_makes():
    pairs = spread(labelled_texts(), 3_000)  # a fixed 3,000 pairs over every set (every fifth until round 36: 6,089)
    assert len(pairs) > 1000
    changes = 0
    for old_text, new_text in pairs:
        old, new = (read(t) for t in entered(old_text, new_text))
        first = compare(old, new)
        assert compare(old, new) is first  # asked again (as the learned reader does): the kept one
        assert first == _compare(old, new, frozenset()), (old_text, new_text)
        changes += first.rule is not None
    assert changes > 100  # the pairs include changes, not only silent ones


def test_a_verdict_is_kept_per_framing():
    old, new = read("The billing service listens on port 8080"), read("The billing service moved to port 8443")
    assert compare(old, new).rule == "value_change"
    assert compare(old, new, frozenset({"billing", "servic", "service"})) == _compare(
        old, new, frozenset({"billing", "servic", "service"}))


def test_a_verdict_never_answers_for_statements_that_took_a_reused_id():
    old, new = read("The billing service listens on port 8080"), read("The billing service moved to port 8443")
    other_old, other_new = read("Ana lives in Lisbon"), read("Ana is vegetarian")
    unrelated = _compare(other_old, other_new, frozenset())
    assert unrelated.rule is None
    compare_module._VERDICTS[(id(old), id(new), frozenset())] = (other_old, other_new, unrelated)  # a stale id
    verdict = compare(old, new)
    assert verdict.rule == "value_change"
    assert compare_module._VERDICTS[(id(old), id(new), frozenset())][2] is verdict


def test_a_fresh_reading_of_a_text_gets_its_own_verdict():
    """After the readings are dropped (a store's kept reading decoded anew), the new statement objects are asked
    anew and answered the same."""
    old_text, new_text = "Ana lives in Lisbon", "Ana relocated to Porto"
    before = compare(read(old_text), read(new_text))
    forget_readings()
    again = compare(read(old_text), read(new_text))
    assert again is not before and again == before and again.rule == "value_change"


def test_the_verdicts_stay_within_their_bound(monkeypatch):
    monkeypatch.setattr(compare_module, "_VERDICTS", {})
    monkeypatch.setattr(compare_module, "_VERDICTS_KEPT", 3)
    pairs = [(read(f"The svc{n} service listens on port {8000 + n}"), read(f"The svc{n} service moved to port 9{n}"))
             for n in range(8)]
    verdicts = [compare(old, new) for old, new in pairs]
    assert len(compare_module._VERDICTS) <= 3
    assert [compare(old, new) for old, new in pairs] == verdicts
    assert all(v.rule == "value_change" for v in verdicts)


def test_the_per_word_and_per_text_caches_equal_the_functions():
    """Each per-word cache over 6,000 words and each per-text one over 6,000 texts, both spread over every word and
    text of the labelled sets (all of them until round 46: 71,940 texts, a pass that grew with each set)."""
    every = sorted({t for pair in labelled_texts() for t in pair})
    words = spread(sorted({w for t in every for w in version_reading.TOKEN.findall(t)}), 6_000)
    texts = spread(every, 6_000)
    assert len(words) == len(texts) == 6_000
    for word in words:
        assert version_reading.thing_of(word) == version_reading.thing_of.__wrapped__(word), word
        for first in (True, False):
            named = version_reading.names_a_thing
            assert named(word, first) == named.__wrapped__(word, first), word
        assert ownership._short(word) == ownership._short.__wrapped__(word), word
    for text in texts:
        assert version_reading.things_named(text) == version_reading.things_named.__wrapped__(text), text
        assert teams._team_named_first(text) == teams._team_named_first.__wrapped__(text), text


def test_no_verdict_depends_on_what_these_caches_hold():
    """The shared sample of pairs decided in order, the caches warm from the pairs before it, and again with these
    caches (among others) emptied before each pair: the same verdicts (one shared pass, see support.conflicts)."""
    emptied = per_pair_caches()
    assert all(cached in emptied for cached in (compare, version_reading.thing_of, version_reading.names_a_thing,
                                                version_reading.things_named, ownership._short,
                                                teams._team_named_first))
    warm, cold = decided_in_order(0, shared_step()), decided_each_alone(0, shared_step())
    assert len(warm) > 500
    assert cold == warm
    assert any(v is not None for v in warm) and any(v is None for v in warm)


def _eager_is_newer(new, old) -> bool:
    """``detector.is_newer`` as it was written before it read the older text's time only where it decides."""
    from core.conflicts.detector import _implied, _time

    created_new, created_old = _time(new.created_at), _time(old.created_at)
    explicit_new = _time(new.event_time) if new.event_time else None
    explicit_old = _time(old.event_time) if old.event_time else None
    implied_new = _implied(new.content, new.created_at)
    implied_old = _implied(old.content, old.created_at)
    if explicit_new or explicit_old:
        a = explicit_new or implied_new or created_new
        b = explicit_old or implied_old or created_old
    elif implied_new and implied_old:
        a, b = implied_new, implied_old
    else:
        a, b = created_new, created_old
    if a != b:
        return a > b
    return (created_new, new.id) > (created_old, old.id)


def test_is_newer_reads_the_older_time_only_where_it_decides_and_answers_the_same(engine):
    from dataclasses import replace

    from core.conflicts.detector import is_newer

    (template,) = [engine.memories.get(r.id) for r in engine.memories.import_promoted(
        [{"content": "a note"}], reason="test load")]
    texts = ["Ana lives in Lisbon", "Ana moved to Porto last Tuesday", "3 days ago the sync moved to Monday",
             "2026-01-28: YJIT enabled in prod", "this morning the port changed to 8443", "Ran 5k yesterday"]
    created = ["2026-03-01T10:00:00Z", "2026-03-04T09:00:00Z"]
    events = [None, "2026-02-01T00:00:00Z", "2026-03-10T00:00:00Z"]
    memories = [replace(template, id=i, content=t, created_at=c, event_time=e)
                for i, (t, c, e) in enumerate(((t, c, e) for t in texts for c in created for e in events), start=1)]
    answers = [(is_newer(a, b), _eager_is_newer(a, b)) for a in memories for b in memories if a is not b]
    assert all(lazy == eager for lazy, eager in answers)
    assert any(lazy for lazy, _ in answers) and not all(lazy for lazy, _ in answers)
