"""Value normalisation: one value written several ways reads as one value."""

from __future__ import annotations

import pytest

from core.conflicts.agreement import agree
from core.conflicts.values import normalise_licence, tokenize


def values(text: str) -> list[tuple[str, str]]:
    return [(t.kind, t.norm) for t in tokenize(text) if t.is_value]


@pytest.mark.parametrize("a, b", [
    ("10k requests", "10,000 requests"),
    ("ten thousand requests", "10000 requests"),
    ("$2k", "$2,000"),
    ("1 GB", "1024 MB"),
])
def test_numbers(a, b):
    assert values(a) == values(b)


@pytest.mark.parametrize("a, b", [("9:30am", "09:30"), ("4pm", "16:00"), ("noon", "12:00"), ("7:30 pm", "19:30")])
def test_times(a, b):
    assert values(a) == values(b)


@pytest.mark.parametrize("a, b", [
    ("every other day", "every two days"),
    ("biweekly", "every 2 weeks"),
    ("a fortnight", "two weeks"),
    ("half an hour", "30 minutes"),
    ("every 90d", "90-day"),
    ("once a day", "daily"),
    ("twice a week", "every 3.5 days"),
])
def test_durations_and_frequencies_are_one_period(a, b):
    (kind_a, norm_a), = values(a)
    (kind_b, norm_b), = values(b)
    assert kind_a == kind_b == "period" and agree("period", norm_a, norm_b)


def test_monthly_and_weekly_differ():
    (_, monthly), = values("monthly")
    (_, weekly), = values("weekly")
    assert not agree("period", monthly, weekly)


@pytest.mark.parametrize("text, day", [("Thurs", "thursday"), ("Mondays", "monday"), ("sun 02:00", "sunday")])
def test_weekdays(text, day):
    assert ("weekday", day) in values(text)


def test_a_lower_case_abbreviation_is_a_weekday_only_before_a_time():
    assert ("weekday", "sunday") not in values("the sun was out")


@pytest.mark.parametrize("a, b, same", [
    ("1.28", "v1.28.4", True), ("1.26", "v1.26.0", True), ("1.7.x", "1.7.3", True), ("6.2", "7.2", False),
    ("3.12", "3.13", False),
])
def test_versions_refine_or_differ(a, b, same):
    (_, va), = values(a)
    (_, vb), = values(b)
    assert agree("version", va, vb) is same


@pytest.mark.parametrize("a, b, same", [
    ("Apache License, Version 2.0", "Apache-2.0", True),
    ("GPLv3", "GPL-3.0", True),
    ("BSD 3-clause", "BSD-3-Clause", True),
    ("MIT License (Expat)", "MIT", True),
    ("CC BY", "CC BY 4.0", True),
    ("GPL-2.0-only", "GPL-2.0-or-later", False),
    ("CC BY-NC 4.0", "CC BY 4.0", False),
    ("LGPL-3.0", "GPLv3", False),
])
def test_licences(a, b, same):
    assert agree("licence", normalise_licence(a), normalise_licence(b)) is same


def test_hosts_ports_urls_and_handles_keep_whole():
    assert values("db1.corp:5432") == [("host", "db1.corp"), ("port", "5432")]
    assert values("10.0.3.14:6379") == [("host", "10.0.3.14"), ("port", "6379")]
    assert values("https://hooks.tandem.app/v1/events.")[0] == ("url", "https://hooks.tandem.app/v1/events")
    assert values("#ops-alerts and @jkim") == [("handle", "#ops-alerts"), ("handle", "@jkim")]
    assert values("listens on 2222") == [("port", "2222")]
    assert agree("host", "kafka-lb", "kafka-lb.internal") and not agree("host", "db1.corp", "db2.corp")


def test_quarters_and_dates():
    assert values("Q3 2026") == [("date", "2026-q3")]
    assert values("2026-03-01") == [("date", "2026-03-01")]


@pytest.mark.parametrize("a, b", [
    ("35 km weekly", "35 km a week"),
    ("50 pages daily", "50 pages a day"),
    ("$3,500/month", "$3,500"),
])
def test_rates_told_by_an_adverb_or_a_slash(a, b):
    assert values(a) == values(b)


def test_a_meal_or_bedtime_marks_a_part_of_the_day():
    assert values("tea after lunch") == [("daypart", "after lunch")]
    assert values("tea with breakfast") == [("daypart", "at breakfast")]
    assert values("tea after the meeting") == []


def test_a_street_address_is_one_value():
    assert values("lives at 12 Elm Street") == [("ident", "12 elm street")]
    assert values("We have 3 Kafka brokers") == [("number", "3")]


def test_a_lower_case_q_number_after_a_noun_is_a_name_not_a_quarter():
    assert values("on queue q2") == [("ident", "q2")]
    assert values("launch in q2") == [("date", "q2")]
    assert values("Q3 planning") == [("date", "q3")]


def _matches(pattern, text: str) -> list[tuple[tuple[int, int], str | None]]:
    return [(m.span(), "word" if m.lastgroup == "plain" else m.lastgroup) for m in pattern.finditer(text)]


@pytest.mark.parametrize("text", [
    "The team's licence is proprietary, and the docs are public domain.",
    "Relicensed from Apache 2.0 to MIT licensed; Zlib before that, Elastic License 2.0 now",
    "Dates as ISO 8601 or YYYY-MM-DD; Q3 planning; v2 of the api.example.com page",
    "Limit 500 req/s on db:5432 at https://ops.example.com, zone Europe/Paris.",
    "Use foo.js, not bar.py. I moved to Berlin. Done",
])
def test_the_plain_word_shortcut_reads_as_the_pattern(text):
    from core.conflicts.values import _PATTERN, _TOKENS, _expand

    expanded = _expand(text)
    assert _matches(_TOKENS, expanded) == _matches(_PATTERN, expanded)
    assert any(m.lastgroup == "plain" for m in _TOKENS.finditer(expanded))  # the shortcut was taken


def test_the_plain_word_shortcut_reads_every_labelled_text_as_the_pattern():
    """The tokenizer's shortcut for plain words is only a shortcut: over 6,000 texts spread over every labelled
    contradiction set (every text until round 46, ~72,000 and growing with each set) it finds the same tokens, of
    the same kinds, as the pattern alone."""
    import json
    from pathlib import Path

    from core.conflicts.values import _PATTERN, _TOKENS, _expand
    from support.conflicts import spread

    data = Path(__file__).resolve().parents[2] / "data"
    texts = {pair[side] for path in sorted(data.glob("contradictions*.jsonl"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.lstrip().startswith("//")
             for pair in [json.loads(line)] for side in ("old", "new")}
    assert len(texts) > 5000
    differ = [text for text in spread(sorted(texts), 6_000)
              if _matches(_TOKENS, _expand(text)) != _matches(_PATTERN, _expand(text))]
    assert differ == []
