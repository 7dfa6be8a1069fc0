"""The number words and units of the two token models, kept side by side in value_words: how they differ."""

from __future__ import annotations

from core.conflicts import wording
from core.conflicts.text import tokenize as text_tokens
from core.conflicts.value_words import MULTIPLIERS, NUMBER_WORDS, TEXT_NUMBER_WORDS, TEXT_UNITS, UNIT_WORDS
from core.conflicts.values import tokenize as value_tokens


def test_the_token_model_reads_fewer_number_words_with_the_same_values():
    for word, number in TEXT_NUMBER_WORDS.items():
        assert {**NUMBER_WORDS, **MULTIPLIERS}[word] == number
    assert not {"a", "an", "once", "twice", "half", "few"} & TEXT_NUMBER_WORDS.keys()
    assert [(t.kind, t.stem) for t in text_tokens("once a week")] == [("word", "onc"), ("word", "a"), ("word", "week")]
    assert any(t.kind == "period" for t in value_tokens("once a week"))


def test_the_token_model_folds_units_to_short_symbols():
    assert TEXT_UNITS["seconds"] == TEXT_UNITS["secs"] == "s" and TEXT_UNITS["months"] == "mo"
    assert "seconds" not in UNIT_WORDS  # the value reader folds times to seconds instead (SECONDS)
    spelled, short = text_tokens("timeout is 30 seconds"), text_tokens("timeout is 30s")
    assert [t.unit for t in spelled if t.kind == "number"] == [t.unit for t in short if t.kind == "number"] == ["s"]


def test_one_reading_of_a_past_form_serves_every_reader():
    assert all(wording.past_form(w) for w in ("moved", "retired", "went", "sold", "led"))
    assert not any(wording.past_form(w) for w in ("need", "red", "bed", "move", "going", "ends"))
