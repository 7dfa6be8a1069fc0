"""Residences, jobs, tools, versions, schedules, frequencies and quantities (issue 15, round 13): each cause the
round's changes fixed, a contradiction beside the near misses that look like it. One table, read as capture
reads the two texts (``check_decided``: the rules and the one-person check, no engine).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # One day of a recurring thing, its weekday written short: that day only.
    ("Mar 2 — team lunch every Thu", "Mar 9 — no team lunch this Thu (public holiday)", False),
    ("Standup is on Mondays.", "No standup this Mon, half the team is out.", False),
    ("Mar 2 — team lunch every Thu", "Mar 9 — team lunch moved to Fridays for good", True),
    ("Mar 2 — team lunch every Thu", "Mar 9 — team lunch is cancelled from now on", True),
    # The older memory's own verb told in the past: once, or before — not a value that holds now.
    ("Payroll is run on the 25th.", "Payroll was run on the 24th in December because of Christmas.", False),
    ("Backups are taken hourly.", "Backups were taken every four hours before the storage upgrade.", False),
    ("The build farm is owned by DevEx.", "The build farm was owned by SRE until 2023.", False),
    ("Payroll is run on the 25th.", "Payroll was moved to the 28th.", True),
    ("Payroll is run on the 25th.", "Payroll is now run on the 28th.", True),
    # The older value said gone in the passive, its object before the verb, another value named; a when may follow.
    ("The family home is located in Bristol.", "Bristol house was sold; everyone is under one roof in Cardiff now.",
     True),
    ("Error tracking is handled by Sentry.", "Exceptions are reported to Rollbar; Sentry was dropped in Q2.", True),
    ("The family home is located in Bristol.", "The rental house was sold; the family home is still in Bristol.",
     False),
    ("Error tracking is handled by Sentry.", "Exceptions are reported to Rollbar; Sentry was never dropped.", False),
    ("The family home is located in Bristol.", "My sister's Bristol house was sold; she lives in Cardiff now.", False),
    ("The family home is located in Bristol.", "Bristol house will be sold; we're looking in Cardiff.", False),
    ("Ben owns the billing service.", "Ben left in March; Carla owns it now.", True),
    ("Ben owns the billing service.", "Ben left a note for Carla about it.", False),
    # A place in a monthly cycle is a standing day; "last Tuesday" alone is when something happened.
    ("The board meeting is held on the first Thursday of each month.",
     "Board meetings were rescheduled to the last Tuesday monthly.", True),
    ("The board meeting is held on the first Thursday of each month.",
     "The board meeting ran long last Tuesday.", False),
    # Someone met is not whose meeting it is.
    ("The user's 1:1 with their manager is Thursday at 2pm.", "User's 1:1 got moved to Tuesday mornings.", True),
    ("The user's manager's 1:1 with the VP is Thursday at 2pm.", "User's 1:1 got moved to Tuesday mornings.", False),
    ("The user has a 1:1 with their manager every two weeks.",
     "The user has a 1:1 with their skip-level every quarter.", False),
    ("The user has a 1:1 with their manager every two weeks.", "The user's 1:1 with their manager is monthly now.",
     True),
    # A version given bare to the thing's holder or to the machines it runs on.
    ("Rails 6.1 is used by the billing monolith.", "The billing monolith was finally brought up to 7.1 last sprint.",
     True),
    ("Rails 6.1 is used by the billing monolith.", "The billing monolith has 7.1k lines of tests.", False),
    ("Elasticsearch 7.17 is deployed on the search cluster.", "Search nodes were upgraded to 8.13.", True),
    ("Elasticsearch 7.17 is deployed on the search cluster.", "Staging search nodes were upgraded to 8.13.", False),
    # An additive word in a later clause that names no value: what came along, not a second home.
    ("User resides in Melbourne with a partner and two cats.",
     "The user and partner have relocated to Hobart; the cats came too.", True),
    ("User resides in Melbourne.", "The user has a flat in Hobart; Sydney too.", False),
    ("User resides in Melbourne.", "The user also rents a place in Hobart.", False),
    # A measure: "2 min" is minutes, not a minimum; "a budget of $5,000" is the budget's amount; a ticket the note
    # came from names no other thing.
    ("http client timeout=30s (default)", "req timeout raised; 2 min now", True),
    ("http client timeout=30s", "min timeout now 10s for retries", False),
    ("The user's team has a budget of $5,000 a month for cloud.",
     "User's cloud spend is capped at 3k per month after finance intervened.", True),
    ("The user's team has a budget of $5,000 a month for cloud.", "User spent 3k of the cloud budget so far.", False),
    ("The user's VM has 8 GB of RAM.", "Ticket DEV-903 closed: user resized the VM to 32 gigs.", True),
    ("The user's VM has 8 GB of RAM.", "Ticket DEV-903 closed: user's laptop upgraded to 32 gigs.", False),
    # "every 15m" is how often, in minutes (not fifteen million).
    ("cron: sync every 15m", "cron: sync every 30m", True),
    ("cron: sync every 15m", "cron: sync every 15 minutes", False),
    # A dated note's date is when it was written: the word after it opens the note, it names no one.
    ("2025-03-02: The user's team holds standup at 08:45.", "2025-09-14: User's standup was moved to 9:15.", True),
    ("2025-03-02: Our standup is at 9:30 every morning.",
     "2025-09-14: Daily sync kicks off at 10:00 from today.", True),
    ("2025-03-02: The user's weekly 1:1 with Ana is Tuesday 3pm.",
     "2025-09-14: The user's weekly 1:1 with Dmitri is Thursday 10am.", False),
    # A terse agent's note in lower case: its date ("mar 30 —", "jun 2026 —") and the name it opens with.
    ("Jan 9 — user on Team Atlas (backend)", "mar 30 — user switched to Team Helix", True),
    ("Mar 2026 — DB snapshots every 12h", "jun 2026 — DB snapshots every 4h", True),
    ("Mar 2026 — DB snapshots every 12h", "jun 2026 — DB snapshots every 12 hours", False),
    ("Dana is employed by Shopify as a tech lead.", "dana was hired away by Vercel in April.", True),
    ("Dana is employed by Shopify as a tech lead.", "dana's partner was hired away by Vercel in April.", False),
    ("Marco is employed as a contractor.", "maybe 5: marco could convert to full-time", False),
    # Who told it, in a bracket that ends the note, is no part of what holds; a day list ends before the full stop.
    ("The user manages Python deps with Poetry.", "The user switched to uv for Python dependencies (user said).", True),
    ("2025-10-01: standup daily", "2026-01-08: standup cut to Mon/Wed/Fri (user said).", True),
    ("standups run daily", "standups cut to Mon/Wed/Fri.", True),
    ("standups run daily", "standups daily, Mon/Wed/Fri in person.", False),
    ("The user is employed at IBM Research.", "A job offer from Microsoft is being weighed by the user (user said).",
     False),
    ("I'm a staff engineer at Datadog.", "I'm up for promotion to principal at Datadog (user said).", False),
    # A label that only says what kind of message the note is ("FYI:", "Update —") is no key.
    ("Our retro is on Friday afternoons.", "FYI: We moved retro to Thursday mornings.", True),
    ("My phone is on iOS 17.", "Update — I finally updated my phone to iOS 18.", True),
    ("Our retro is on Friday afternoons.", "FYI: the design review moved to Thursday mornings.", False),
    ("Our retro is on Friday afternoons.", "Heads up: retro might move to Thursdays next quarter.", False),
    # "The user" told in the third person: "their" is the user's; "is in" places them as "I'm in" does; the older
    # place named again is a place in it, told more exactly.
    ("The user works at Maersk as a routing analyst.",
     "Signed their offer with Flexport; their last day at the old job was Friday.", True),
    ("I work at Maersk as a routing analyst.", "Signed their offer with Flexport; their last day was Friday.", False),
    ("The user is in Bangalore.", "Relocated to Hyderabad for their partner's job.", True),
    ("The user is in Bangalore.", "The user is in Hyderabad for a conference.", False),
    ("The user lives in Berlin.", "The user lives in Kreuzberg, Berlin, near the canal.", False),
    ("The user lives in Berlin.", "The user lives in Leipzig now, having moved from Berlin.", True),
    # Each memory's own word right before one shared noun: two things of one kind, whatever change is said.
    ("We have 12 engineers on the platform team.", "We have 4 engineers on the data team now.", False),
    ("We keep application logs for 30 days.", "We keep audit logs for 1 year now.", False),
    ("We have 12 engineers on the platform team.", "The platform team is down to 9 engineers now.", True),
    ("Sessions are expired after 30 minutes of inactivity.", "Idle sessions are now killed after an hour.", True),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_thirteen_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
