"""How often against how long, and days of a week against a frequency.

A frequency ("daily", "every other Friday", "twice a week") and a length of time ("runs ten minutes",
"ran long, 90 min") are two slots of one recurring thing: telling one never changes the other. Days of a
week are a frequency too: "three days a week", "3x a week" and "Tue/Thu" count days, so "Mon/Wed/Fri"
agrees with "three times a week" and changes "daily". A length that names an interval ("30d cadence",
"the scrape interval") is how often after all.
"""

from __future__ import annotations

import pytest

from core.conflicts.tokenized import tokenized
from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Standups are daily.", "Standups are Mon/Wed/Fri now."),
    ("Feb 1 — design crit daily", "Mar 3 — design crit Tue/Thu only"),
    ("The user goes to the office three days a week.", "The user goes to the office Tuesday and Thursday now."),
    ("user: climbing 3x a week", "user: climbing every day now"),
    ("cert renewal: every 60d", "cert renewal: 30d cadence"),
    ("Metrics are scraped every 30 seconds.", "The scrape interval is 60 seconds now."),
])
def test_another_frequency_told_as_days_or_an_interval_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The user goes to the office three days a week.", "The user goes into the office Monday, Tuesday and Friday."),
    ("Standups are three times a week.", "Standups are Mon/Wed/Fri."),
    ("2026-02-01: retro every other Fri 14:00", "2026-02-15: Friday 14:00 retro ran long, 90 min"),
    ("standup: daily", "Standup usually runs about 15 minutes."),
    ("Our backups run nightly.", "A backup takes about 40 minutes."),
])
def test_the_same_frequency_or_a_length_of_time_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_days_of_a_week_are_read_as_a_frequency():
    def periods(text: str) -> list[tuple[str, bool]]:
        return [(t.norm, t.frequency) for t in tokenized(text) if t.kind == "period"]

    assert periods("in the office three days a week") == [("201600", True)]
    assert periods("gym 3x a week") == [("201600", True)]
    assert periods("4 days per week") == [("151200", True)]
    assert periods("logs kept 3 days") == [("259200", False)]
    assert [t.norm for t in tokenized("standups Mon/Wed/Fri") if t.kind == "weekday"] == \
        ["monday", "wednesday", "friday"]
    assert [t.kind for t in tokenized("/var/log")] == ["path"]


@pytest.mark.parametrize("old, new", [
    ("Feb 3 — audit yearly", "Aug 19 — audit every 6 months per new policy"),
    ("The nightly suite runs once a day.", "The nightly suite is triggered four times daily now."),
    ("2025-12-03 · user swims 3x a week", "2026-02-14 · user swims: every weekday"),
    ("The team ships several times a day.", "The team has moved to a once-a-week release train."),
])
def test_a_frequency_told_as_a_count_per_adverb_or_hyphenated_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("Standup is daily.", "Standup is every weekday."),
    ("standup: 09:30 daily", "standup: 9:30am, every weekday"),
    ("The limit is 5 uploads per user.", "The limit is 5 uploads per the user's plan tier."),
    ("rate limit: 50 rps per IP", "rate limit: 5000 rps global"),
])
def test_every_weekday_is_daily_and_a_source_is_no_key(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_a_source_after_per_is_not_what_an_amount_is_counted_by():
    from core.conflicts.statement import read

    assert read("Aug 19 — audit every 6 months per new policy").key == frozenset({"audit"})
    assert "per-user" in read("Limit is 5 per user.").key
