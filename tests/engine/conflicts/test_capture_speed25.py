"""Two shortcuts on capture's path at 100,000 memories (round 24, branch speed25), each deciding as before.

- The learned pass asks the frame guard (:func:`core.conflicts.detector._set_aside`) only of a pair the reader made a
  guess on, instead of every weighed pair: a pair set aside must still file nothing, and a guess not set aside is
  still filed.
- The cheap test before spelling out an identifier (:func:`core.conflicts.identifier_keys._may_hold_identifier`) is
  kept per text: it must answer as the walk it replaced, asked once or again.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from core.conflicts import detector
from core.conflicts import learned_reader as reader
from core.conflicts.bounds import bound
from core.conflicts.identifier_keys import _may_hold_identifier, spelled_out
from core.conflicts.learned_reader import learned_change
from core.conflicts.rules import decide
from support.conflicts import check

# No rule decides this pair, and the newer memory holds its value in a window of its own ("torn down and rebuilt"):
# a guess of the reader on it must be set aside.
SET_ASIDE = ("The test cluster is called heron.",
             "Heron was torn down and rebuilt; that environment is known as egret.")


@pytest.fixture(autouse=True)
def guessing_weights(monkeypatch):
    """Hand-made weights that guess a change on every open pair, so these tests hold whatever the trainer learns."""
    monkeypatch.setattr(reader, "model", lambda: ({"bias": 4.0}, 0.5))


def test_the_pair_is_one_the_reader_guesses_on_and_the_frame_guard_sets_aside():
    old, new = SET_ASIDE
    assert decide(old, new) is None
    assert learned_change(old, new) is not None
    assert bound(old, new) in detector._OUT_OF_THE_PRESENT


def test_a_guess_on_a_pair_set_aside_files_nothing_at_capture(engine, clock):
    assert engine.settings.conflicts.learned_reader
    check(engine, clock, *SET_ASIDE, "note", False)


def test_the_guard_drops_a_guess_and_passes_none_and_a_guess_it_does_not_set_aside():
    old, new = SET_ASIDE
    guess = learned_change(old, new)
    assert guess is not None
    assert detector._unless_set_aside(old, new, guess) is None
    assert detector._unless_set_aside(old, new, None) is None
    kept = ("The cache TTL is 30 seconds.", "The cache TTL is 45 seconds.")
    assert not detector._set_aside(*kept)
    assert detector._unless_set_aside(*kept, guess) is guess


@pytest.mark.parametrize("text", [
    "scrape_interval: 15s in prometheus.yml", "replicaCount: 5 in values.yaml, prod", "The port is 8080",
    "iPhone", "all lower case", "UPPER CASE ONLY", "", "a_b", "targetSdk 34",
])
def test_the_kept_cheap_test_answers_as_the_walk_it_replaced(text: str) -> None:
    walked = "_" in text or any(a.islower() and b.isupper() for a, b in pairwise(text))
    assert _may_hold_identifier(text) is walked
    assert _may_hold_identifier(text) is walked  # asked again: from the cache


def test_an_identifier_is_spelled_out_whether_its_text_was_asked_before_or_not():
    old, new = "metrics scrape interval is 30s", "scrape_interval: 15s in prometheus.yml"
    _may_hold_identifier.cache_clear()
    first = spelled_out(old, new)
    again = spelled_out(old, new)
    assert first == again == "scrape interval: 15s in prometheus.yml"
    assert spelled_out(old, "The scrape interval is 15s") is None
