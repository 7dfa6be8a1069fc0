"""Round 34: the guards that close a pair to the learned reader, by name, and the ones it may weigh instead."""

from __future__ import annotations

from core.conflicts import learned_reader as reader
from core.conflicts.compare import compare
from core.conflicts.statement import read

# The statement model settles this pair (another person's household), though it reads as a move.
_SETTLED = ("Maren's family lives in Bergen.",
            "Maren's family was moved to Tromsø when her husband's posting came through.")


def test_a_settled_pair_is_weighed_with_a_feature_naming_the_guard(monkeypatch):
    old, new = read(_SETTLED[0]), read(_SETTLED[1])
    verdict = compare(old, new)
    assert verdict.settled
    assert reader.open_to_learning(old, new, verdict)
    features = reader.open_features(*_SETTLED)
    assert features is not None and features["gate:settled"] == 1.0 and features["settled"] == 1.0
    monkeypatch.setattr(reader, "WEIGHED_GUARDS", frozenset())
    assert not reader.open_to_learning(old, new, verdict)
    assert reader.open_features(*_SETTLED) is None


def test_each_guard_is_named_and_weighed_only_when_listed(monkeypatch):
    # "The user prefers pytest" / "Their colleague Ines prefers nose2": someone else's taste closes the pair.
    old, new = read("The user prefers pytest for tests."), read("The user's colleague Ines prefers nose2 for tests.")
    verdict = compare(old, new)
    closing = [name for name, closes in reader.GUARDS.items() if closes(old, new)]
    assert closing == ["other-holder", "another-holder"]  # (round 42: someone of the holder's closes it too)
    assert reader.weighed_guards(old, new, verdict) == {}
    monkeypatch.setattr(reader, "WEIGHED_GUARDS", frozenset({"other-holder"}))
    assert reader.weighed_guards(old, new, verdict) == {"gate:other-holder": 1.0}
