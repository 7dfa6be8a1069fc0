"""Round 25: the learned reader weighs structural indicators two and three at a time, so "a change word AND the
older value gone AND no new name" is a feature of its own that one logistic layer can weigh."""

from __future__ import annotations

from core.conflicts.compare import compare
from core.conflicts.learned_conjunctions import conjunctions, indicators
from core.conflicts.learned_features import pair_features
from core.conflicts.statement import read


def features(old: str, new: str) -> dict[str, float]:
    o, n = read(old), read(new)
    return pair_features(old, new, o, n, compare(o, n))


def test_an_indicator_is_on_when_any_of_its_features_is():
    told = indicators({"tv-gone-loose": 1.0, "vclass:move": 1.0})
    assert told["gone"] and told["change"]
    assert not told["other"] and not told["new-name"]


def test_two_indicators_the_pair_has_make_a_conjunction_and_an_absent_one_does_not():
    found = conjunctions({"new.change": 1.0, "value-gone": 1.0})
    assert {"and:change&gone", "and:change&!new-name", "and:gone&!kept", "and:change&gone&!new-name"} <= set(found)
    assert not any("other" in name for name in found)  # no other value of one slot: no conjunction names it


def test_a_new_name_turns_its_absence_off():
    found = conjunctions({"new.change": 1.0, "value-gone": 1.0, "proper-new": 1.0})
    assert "and:change&new-name" in found and "and:change&gone&new-name" in found
    assert not any("!new-name" in name for name in found)


def test_pair_features_carry_the_conjunctions_of_a_change_told_in_other_words():
    found = features("The upload limit is 10 MB.", "The upload limit was raised to 25 MB.")
    assert "and:change&gone" in found or "and:change&other" in found
    assert found.get("and:change&!kept") == 1.0


def test_a_pair_without_a_change_word_has_no_change_conjunction():
    found = features("The standup is at 9:30.", "The standup is at 9:30 in room 4.")
    assert not any(name.startswith("and:") and "change" in name.split("&")[0] for name in found)
