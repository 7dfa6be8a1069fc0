"""The calendar's words every contradiction reader takes from one module: what each set holds and refuses."""

from __future__ import annotations

import re

import pytest

from core.conflicts.calendar_words import (
    CALENDAR_WORDS,
    DAYPARTS,
    FREQUENCY_ADVERBS,
    MONTH_NAMES,
    MONTH_SHORT,
    MONTHS,
    MONTHS_BUT_MAY,
    SEASONS,
    THREE_LETTER_DAYS,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_PATTERN,
    WEEKDAYS,
    WEEKDAYS_PLURAL,
)
from core.conflicts.learned_features import typed_values
from core.conflicts.value_words import ADVERB_PERIODS


@pytest.mark.parametrize("word", ["monday", "sunday", "mon", "tue", "tues", "weds", "thur", "thurs", "sat"])
def test_the_weekday_pattern_takes_every_name_and_short_form(word):
    assert re.fullmatch(WEEKDAY_PATTERN, word)
    assert re.search(rf"\bthis {WEEKDAY_PATTERN}\b", f"no team lunch this {word}, sorry")


@pytest.mark.parametrize("word", ["mond", "tuesd", "satur", "wednes", "weekday", "sundays", "moon"])
def test_the_weekday_pattern_refuses_what_is_no_day(word):
    assert re.fullmatch(WEEKDAY_PATTERN, word) is None


def test_each_short_form_belongs_to_the_day_it_abbreviates():
    for short, index in WEEKDAY_ABBREVIATIONS.items():
        assert WEEKDAYS[index].startswith(short.removesuffix("s") if short == "weds" else short)
    assert set(THREE_LETTER_DAYS) == {day[:3] for day in WEEKDAYS} < set(WEEKDAY_ABBREVIATIONS)
    assert WEEKDAYS_PLURAL[0] == "mondays" and len(WEEKDAYS_PLURAL) == 7


def test_months_are_numbered_by_name_and_short_form_alike():
    assert set(MONTHS) == set(MONTH_NAMES) | set(MONTH_SHORT)
    for number, name in enumerate(MONTH_NAMES, start=1):
        assert MONTHS[name] == number and MONTHS[name[:3]] == number
    assert MONTHS["sept"] == 9 and "may" in MONTH_SHORT


def test_may_is_left_out_where_it_is_more_often_a_verb_or_a_person():
    assert "may" not in MONTHS_BUT_MAY
    assert {"mar", "june", "sept", "december"} <= MONTHS_BUT_MAY


def test_calendar_words_are_whole_days_three_letter_days_and_every_month_word():
    assert {"monday", "mon", "sun", "may", "sept", "january"} <= CALENDAR_WORDS
    assert not {"tues", "thurs", "weds", "mondays", "weekly", "morning"} & CALENDAR_WORDS


def test_every_frequency_adverb_has_a_period_and_dayparts_fold_plurals():
    assert all(ADVERB_PERIODS[adverb] > 0 for adverb in FREQUENCY_ADVERBS)
    assert "annual" not in FREQUENCY_ADVERBS  # a modifier, not an adverb of how often
    assert DAYPARTS["mornings"] == DAYPARTS["morning"] == "morning"
    assert "noon" not in DAYPARTS
    assert set(SEASONS) == {"spring", "summer", "autumn", "winter"}  # "fall" is a reader's own addition


def test_the_learned_reader_reads_the_days_it_was_trained_on_only():
    # Its weights were trained without "thur" as a day: the short form stays a plain word there until a retrain.
    assert ("weekday", "thur", frozenset({"sync"})) in typed_values("sync moved to thurs")
    assert not any(kind == "weekday" for kind, _, _ in typed_values("sync moved to thur"))
    assert any(kind == "weekday" for kind, _, _ in typed_values("sync moved to weds"))
