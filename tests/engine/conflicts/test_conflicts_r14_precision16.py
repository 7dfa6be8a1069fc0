"""False alarms of terse notes (issue 15, round 14, precision16).

- A newer note that names another reply language for one occasion and says the older one still holds
  ("english still default") tells an exception, not a new preference.
- "cron: cache purge every 15m" / "cron: session cleanup every 15m": a key that only names a kind of thing
  (a cron, a task, a timer), two names and one setting told again: two things alike, not one renamed.
- "q90d", "q15m", "q4h": the shorthand for every so long reads as that period, so "every 90 days" agrees.
- "ghcr.io/acme/" is "ghcr.io/acme": a trailing slash is no other address.

Each guard beside the contradiction it must still catch.
"""

from __future__ import annotations

import pytest

from core.conflicts.values import tokenize
from support.conflicts import check_decided


@pytest.mark.parametrize(("old", "new"), [
    ("pref: replies in english", "replied in german once for the Berlin vendor thread, english still default"),
    ("User wants replies in French.", "Replied in Spanish for the Madrid thread; French remains the default."),
    ("cron: cache purge every 15m", "cron: session cleanup every 15m"),
    ("cron: log rotate every 6h", "cron: disk check every 6h"),
    ("timer: backup at 02:00", "timer: reindex at 02:00"),
    ("secrets rotate q90d", "secret rotation every 90 days / quarterly-ish"),
    ("vitals check q4h", "vitals check every 4 hours"),
    ("registry: ghcr.io/acme", "registry: ghcr.io/acme/ (org-level)"),
])
def test_the_older_value_kept_or_another_thing_alike_is_no_contradiction(old, new):
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("pref: replies in english", "replies in german from now on"),
    ("User wants replies in French.", "User wants replies in Spanish going forward."),
    ("cron: cache purge every 15m", "cron: cache purge every 5m"),
    ("timer: backup at 02:00", "timer: backup at 03:00"),
    ("secrets rotate q90d", "secrets rotate every 30 days now"),
    ("secrets rotate q90d", "secrets rotation moved to q30d"),
    ("registry: ghcr.io/acme", "registry: ghcr.io/acme-platform"),
])
def test_the_value_changed_still_contradicts(old, new):
    check_decided(old, new, True)


@pytest.mark.parametrize(("word", "seconds"),
                         [("q90d", "7776000"), ("q15m", "900"), ("q4h", "14400"), ("q2w", "1209600")])
def test_the_every_shorthand_reads_as_a_period(word, seconds):
    periods = [t for t in tokenize(f"runs {word}") if t.kind == "period"]
    assert [t.norm for t in periods] == [seconds]
    assert periods[0].frequency


def test_a_trailing_slash_is_the_same_host():
    hosts = [t.norm for text in ("ghcr.io/acme", "ghcr.io/acme/") for t in tokenize(text) if t.kind == "host"]
    assert hosts == ["ghcr.io/acme", "ghcr.io/acme"]
