"""The one reader of a thing's word told shorter (:mod:`core.conflicts.shortened_words`), with each caller's bounds."""

from __future__ import annotations

import pytest

from core.conflicts.shortened_words import Shortening, shortens, whole_word

STEMS = Shortening(parts="stem", start=(3, 2), tail=(4, 3), letters_only=True)  # as addresses asks
WRITTEN = Shortening(parts="written", tail=(5, 3))  # as naming asks
CLIPPED = Shortening(start=(3, 1))  # as licence_swap asks


@pytest.mark.parametrize(("word", "whole", "how", "told"), [
    ("gateway", "payment-gateway", WRITTEN, True),       # a part of a hyphened word, as written
    ("ledger", "ledger-sync", STEMS, True),              # a part by its stem
    ("db", "db-replica", STEMS, False),                   # a part of two letters is no thing of its own
    ("thermo", "thermostat", STEMS, True),               # a clipped start, two letters or more cut off
    ("thermosta", "thermostat", STEMS, False),           # one letter cut off is too little for addresses …
    ("thermosta", "thermostat", CLIPPED, True),          # … and enough for a licence's thing
    ("th", "thermostat", CLIPPED, False),                # a start of two letters is anyone's
    ("board", "dashboard", STEMS, True),                 # a compound's tail
    ("board", "onboard", WRITTEN, False),                # two letters left are too few …
    ("board", "keyboard", WRITTEN, True),                # … three are enough
    ("node2", "node2pool", STEMS, False),                # letters only where a number names another thing …
    ("node2", "node2pool", CLIPPED, True),               # … any word elsewhere
    ("lock", "padlock", WRITTEN, False),                 # a name reader's tail is five letters or more
    ("sheet", "sheet", WRITTEN, False),                  # a word never shortens itself
])
def test_a_word_told_shorter_within_each_callers_bounds(word: str, whole: str, how: Shortening, told: bool) -> None:
    assert shortens(word, whole, how) is told


def test_the_whole_word_is_the_only_one_shortened() -> None:
    assert whole_word("cam", {"camera", "stream"}, STEMS) == "camera"
    assert whole_word("cam", {"camera", "campsite"}, STEMS) is None  # which one would it be?
    assert whole_word("stream", {"camera"}, STEMS) is None
