"""The labelled sets' two ways of being scored give the same rule for every pair (support.decided_sets).

test_conflicts_measured holds every labelled set to its floor, all but :data:`support.conflicts.END_TO_END` scored
through the detector's decision alone, without a store; ``scored`` holds those sets' two paths to the same rule for
every pair. These tests hold it to that, and hold the decision alone to capture on a few pairs written to take each
branch a store decides (another namespace, another kind, a restatement, which is newer, a refused text), so a change
that makes capture file otherwise than the decision alone fails here, not silently in a floor's figures.
"""

from __future__ import annotations

import pytest

import support.conflicts as conflicts
from core import RefusedError
from support.conflicts import END_TO_END, bench
from support.decided_sets import SetStore, decided_pairs


def _as_set(*rules: str, refused: str | None = None) -> tuple[tuple[dict, ...], tuple[str, ...]]:
    pairs = tuple({"line": n, "old": "a", "new": "b", "expected": "contradiction"} for n in range(1, len(rules) + 1))
    if refused:
        pairs[-1]["refused"] = refused
    return pairs, rules


def test_a_set_scored_end_to_end_is_read_through_the_engine_and_held_to_the_decision_alone(monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(conflicts, "captured", lambda name: asked.append("captured") or _as_set("value_change", "none"))
    monkeypatch.setattr(conflicts, "decided", lambda name: asked.append("decided") or _as_set("value_change", "none"))
    report = conflicts.scored.__wrapped__(END_TO_END[0])
    assert asked == ["captured", "decided"] and report["overall"]["tp"] == 1 and report["overall"]["fn"] == 1
    asked.clear()
    conflicts.scored.__wrapped__("contradictions-dev45-p.jsonl")
    assert asked == ["decided"]  # any other set: the decision alone


@pytest.mark.parametrize("alone", [_as_set("value_change", "learned"), _as_set("value_change", "none", refused="x")])
def test_a_set_scored_end_to_end_fails_where_the_two_paths_differ(monkeypatch, alone):
    monkeypatch.setattr(conflicts, "captured", lambda name: _as_set("value_change", "none"))
    monkeypatch.setattr(conflicts, "decided", lambda name: alone)
    with pytest.raises(AssertionError, match="capture files otherwise"):
        conflicts.scored.__wrapped__(END_TO_END[0])


def _pair(old: str, new: str, expected: str, **fields) -> dict:
    return {"old": old, "new": new, "expected": expected, "kind": "note", **fields}


# Each branch a store decides, with the pair that takes it and its near miss: (pair, filed?).
BRANCHES = (
    (_pair("I live in Lisbon.", "I moved to Porto last month.", "contradiction"), True),
    (_pair("I live in Lisbon.", "My sister moved to Porto last month.", "none"), False),
    # Another namespace: the lookup never asks it.
    (_pair("I live in Lisbon.", "I moved to Porto last month.", "none", old_ns="work", new_ns="home"), False),
    (_pair("I live in Lisbon.", "I moved to Porto last month.", "contradiction", old_ns="home", new_ns="home"), True),
    # Kinds: one group (tooling, infra) is compared, two unrelated kinds are not.
    (_pair("We deploy with Jenkins.", "We switched from Jenkins to GitHub Actions.", "contradiction",
           old_kind="tooling", new_kind="infra"), True),
    (_pair("We deploy with Jenkins.", "We switched from Jenkins to GitHub Actions.", "none",
           old_kind="tooling", new_kind="person"), False),
    # A restatement files nothing; the same fact told with another value does.
    (_pair("My editor is Vim.", "my editor is vim", "none"), False),
    (_pair("My editor is Vim.", "My editor is Helix now.", "contradiction"), True),
    # Which is newer: an event time before the older memory's cannot retire it.
    (_pair("I live in Lisbon.", "I moved to Porto.", "none",
           old_event_time="2026-05-01T00:00:00Z", new_event_time="2026-01-01T00:00:00Z"), False),
    (_pair("I live in Lisbon.", "I moved to Porto.", "contradiction",
           old_event_time="2026-01-01T00:00:00Z", new_event_time="2026-05-01T00:00:00Z"), True),
    # A refused text (a credential) files nothing and is counted as refused.
    (_pair("The deploy key is ghp_abcdefghijklmnopqrstuvwxyz0123456789.", "The deploy key was rotated.", "none"),
     False),
)


def test_each_branch_a_store_decides_is_decided_alike_without_one():
    pairs = [dict(pair) for pair, _ in BRANCHES]
    engine_pairs = [dict(pair) for pair, _ in BRANCHES]
    alone = decided_pairs(pairs)
    through_the_engine = bench().detect_pairs(engine_pairs, compared=False)
    assert alone == through_the_engine
    assert [rule != "none" for rule in alone] == [filed for _, filed in BRANCHES]
    assert [p.get("refused") for p in pairs] == [p.get("refused") for p in engine_pairs]
    assert pairs[-1].get("refused") == "credential" and not any(p.get("refused") for p in pairs[:-1])


def test_the_sets_store_holds_each_memory_as_capture_stores_it(engine):
    """The set's store (a store of the SQLite backend) holds each side of a pair as capture stores it:
    the same row but for its uid and times, under the same id; and a text capture refuses is refused."""
    from core.model.vocabulary import PENDING

    settings = bench().bench_settings()
    store = SetStore()
    pairs = [_pair("Our staging database runs Postgres 14.", "", "none", old_kind="infra"),
             _pair("  The user   lives in Leeds. ", "", "none", old_event_time="2026-05-01T00:00:00Z")]
    for pair in pairs:
        captured = engine.memories.remember(pair["old"], kind=pair.get("old_kind", pair["kind"]), namespace="ns",
                                            event_time=pair.get("old_event_time"), source="bench")
        through_capture = engine.store.memories.get(captured.id)
        held = store.captured(settings, pair, "old", "ns", "2026-06-01T09:00:00Z", PENDING)
        ignored = {"uid", "created_at", "last_accessed", "last_verified", "valid_from"}
        assert {k: v for k, v in held.to_dict().items() if k not in ignored} == {
            k: v for k, v in through_capture.to_dict().items() if k not in ignored}
    with pytest.raises(RefusedError):
        store.captured(settings, BRANCHES[-1][0], "old", "ns", "2026-06-01T09:00:00Z", PENDING)
    store.close()


def test_each_sets_store_keeps_its_own_word_counts():
    """The lookup keeps a store's word counts by its path (``detector._TERM_COUNTS``): each set's store has a path of
    its own, so a word too common in one set's store is not left out of
    another's lookup (here "user", in every memory of the first store and none of the second)."""
    from core.conflicts.detector import COMMON_TERM_FLOOR, _common_terms
    from core.model.vocabulary import PROMOTED

    settings = bench().bench_settings()
    common: list[set[str]] = []
    for text in ("The user keeps note {n}.", "Our team keeps note {n}."):
        store = SetStore()
        for n in range(COMMON_TERM_FLOOR + 1):
            store.captured(settings, _pair(text.format(n=n), "", "none"), "old", "ns", "2026-06-01T09:00:00Z",
                           PROMOTED)
        common.append(_common_terms(store, ["user", "note"]))
        store.close()
    assert common == [{"user", "note"}, {"note"}]
