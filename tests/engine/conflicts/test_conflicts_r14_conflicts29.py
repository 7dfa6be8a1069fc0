"""The lookup and the scope guard (issue 15, round 14).

- The candidate lookup finds an older memory that shares no word with the newer one but a value of one
  kind (how often, which weekday, a tool of one class), a name glued to its number ("pg13"), a camel-cased
  key ("targetSdk"), or an everyday other name of one thing ("screen" / "monitors").
- "on-call" and "oncall" are one key word; "gh actions" is GitHub Actions.
- A value told of a narrower thing ("audit logs" / "logs"), of another thing named by one noun ("(db
  client)" / "(http client)") or per another unit ("per team" / "per user") is a second fact; the same
  subject with a change said still contradicts.
"""

from __future__ import annotations

import pytest

from core.conflicts.scoped import another_scope
from support.conflicts import check_decided, looked_up


@pytest.mark.parametrize(("old", "new"), [
    # how often: one adverb finds another, a period's noun its adverb
    ("I back up my laptop weekly.", "Time Machine runs hourly for me these days."),
    ("User wants status reports from the agent daily.",
     "The user asked for summaries twice a week rather than every day."),
    # which weekday
    ("The user's 1:1 with their manager is Wednesday at 2pm.", "User's one-on-one got shifted to Thursday mornings."),
    # a tool of one class
    ("Error tracking is handled by Sentry.", "Exceptions get reported to Rollbar now that the contract lapsed."),
    # a name glued to its number, a camel-cased key
    ("pg: 13", "pg13 EOL'd here, on 15 now"),
    ("The user's app targets Android API level 33.", "The user raised targetSdk to 34 for the store deadline."),
    # one thing under two everyday names
    ("The user has two monitors.", "User went down to a single ultrawide screen."),
    ("The user goes by Alex.", "The user asks to be addressed as Sasha from here on."),
    ("Jul 4 — repo is proprietary / all rights reserved", "Sep 30 — open-sourced under MIT"),
])
def test_a_value_of_one_kind_finds_the_older_memory(engine, clock, old, new):
    assert looked_up(engine, clock, old, new)


@pytest.mark.parametrize(("old", "new"), [
    # nothing of one kind: a frequency does not find a thing with no period, a tool not another class's tool
    ("I back up my laptop weekly.", "The office plants are on the windowsill."),
    ("Error tracking is handled by Sentry.", "Our designs live in Figma."),
    # a tool name that is an everyday word first brings no class-mates
    ("We chat on Mattermost.", "The signal from the sensor is noisy."),
])
def test_nothing_of_one_kind_no_candidate(engine, clock, old, new):
    assert not looked_up(engine, clock, old, new)


PAIRS = [
    # a narrower thing: a word of the newer memory's own on the older subject, before it or after it
    ("Retention for logs is set to 30 days.", "Retention for audit logs is set to 365 days.", False),
    ("Retention for logs is set to 30 days.", "Retention for logs is set to 365 days now.", True),
    ("Logs are shipped with Fluentd.", "Logs from the edge nodes are shipped with Vector.", False),
    ("Logs are shipped with Fluentd.", "Logs are shipped with Vector now.", True),
    # ... unless a change is said: the narrower wording names the same thing anew
    ("Sessions are expired after 30 minutes of inactivity.", "Idle sessions are now killed after an hour.", True),
    # another thing named by one noun: each bracket qualifies "client" with its own word
    ("timeout: 30s (http client)", "timeout: 5s (db client)", False),
    ("timeout: 30s (http client)", "timeout: 5s (http client)", True),
    # a plan weighed, not made
    ("The build cache is capped at 10 GB.", "Raising the build cache cap to 20 GB is being looked into.", False),
    ("The build cache is capped at 10 GB.", "The build cache cap was raised to 20 GB.", True),
    # one word written with a hyphen or without is one key word
    ("on-call handoff: mon 09:00", "oncall handoff changed to fri 17:00", True),
    ("e-mail digest: weekly", "email digest changed to monthly", True),
    ("on-call handoff: mon 09:00", "incident review changed to fri 17:00", False),
    # "gh actions" is GitHub Actions; a key of its own is another CI
    ("ci: circleci", "ci: gh actions", True),
    ("ci: circleci", "docs ci: gh actions", False),
    # "off the table" after a value says it is gone, with no copula as with one
    ("Mar 3: v2 launch target Apr 15", "Mar 20: v2 launch slipped to May 6, Apr 15 off the table", True),
    ("Mar 3: v2 launch target Apr 15", "Mar 20: v3 launch set for May 6, Apr 15 off the table for v3", False),
    # ", replacing X" says X is gone
    ("The mobile app is shipped as version 4.2.0 in both stores.",
     "Version 4.3.0 has been released in both stores, replacing 4.2.0.", True),
    ("The mobile app is shipped as version 4.2.0 in both stores.",
     "Version 4.3.0 of the web app has been released, replacing 4.2.0 of the web app.", False),
    ("We use Jenkins for CI.", "GitHub Actions now runs the docs builds, replacing a cron job.", False),
    # a bracket giving a reason as hearsay ("long legs, apparently") hedges the reason, not the note
    ("Window seats are preferred by the user when booking flights.",
     "Aisle seats are what the user wants booked from here on (long legs, apparently).", True),
    ("The team is on Slack.", "The team moved to Teams (apparently).", False),
    ("Window seats are preferred by the user.", "Aisle seats are what the user wants booked from here on (maybe).",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PAIRS)
def test_round_fourteen_scope_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)


def test_another_scope_per_unit():
    assert another_scope("The API allows 100 requests per minute per user.",
                         "The API allows 1,000 requests per minute per team.")
    assert not another_scope("The API allows 100 requests per minute per user.",
                             "The API allows 250 requests per minute per user now.")


def test_an_article_is_no_city_alias():
    from core.conflicts.statement import read

    values = {v for vs in read("Mar 1: office relocated → Paseo de la Castellana 89").values.values() for v in vs}
    assert "los-angeles" not in values
    assert "los-angeles" in {v for vs in read("I moved to LA last month.").values.values() for v in vs}
    check_decided("I live in SF.", "I moved to LA last month.", True)
