"""A change told with an aside after it: why it changed, or what the older value was like.

"We moved retro to 4pm now, so the Tokyo folks can dial in", "I water the plants twice a week now — daily
drowned them": the sentence without its aside is the change. Near misses keep what the aside says: a scope
("…, but only for the design team", "…, 3pm on Fridays"), the change not made yet ("…, pending the vote"),
the older value kept or given to another thing ("…, the escalation rotation is now monthly"), the older
value only restated ("(quota 100 GB)"), and whatever is hedged, additive or a list as a whole.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, proposal_between


@pytest.mark.parametrize("old, new", [
    ("Our retro is at 3pm.", "We hold retro at 4pm now, so the Tokyo folks can dial in."),
    ("I water the plants daily.", "I water the plants twice a week now — daily drowned them."),
    ("Our ledger service runs on Heroku.", "The ledger service runs on Fly now; we shut the Heroku dynos down."),
    ("Snapshots are taken at 02:00.", "Snapshots are now taken at 04:15 to avoid the nightly export."),
])
def test_a_change_with_an_aside_after_it_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("Our retro is at 3pm.", "We hold retro at 4pm now, but only for the design team."),
    ("Our retro is at 3pm.", "Retro is at 4pm now, 3pm on Fridays."),
    ("Our retro is at 3pm.", "We hold retro at 4pm now, pending the team's vote."),
    ("The on-call rotation is monthly.", "The on-call rotation is weekly, the escalation rotation is now monthly."),
    ("2025-12: disk quota 100 GB", "2026-01-10: disk usage at 80 GB now (quota 100 GB)"),
    ("We deploy on Thursdays.", "We cut the release branch on Wednesday so it's ready for Thursday's deploy."),
    ("The user's bucket is in eu-central-1.", "The user's bucket is in Frankfurt (eu-central-1)."),
    ("I water the plants daily.", "I water the plants weekly now — daily for the herbs."),
])
def test_an_aside_that_scopes_keeps_or_restates_is_not_set_aside(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_a_purpose_after_a_time_is_not_a_dislike():
    from core.conflicts.statement import read

    # "to avoid" after a value says why it was chosen; "tries to avoid" is what someone wants.
    assert not read("Snapshots are now taken at 04:15 to avoid the nightly export.").negated
    assert read("Snapshots are taken at 04:15 because we avoid the nightly export.").values


def test_the_reason_names_the_values_of_the_head(engine, clock):
    proposal = proposal_between(engine, clock, "I water the plants daily.",
                                "I water the plants twice a week now — daily drowned them.")
    assert proposal is not None
    assert proposal.reason.endswith("daily → twice a week")


@pytest.mark.parametrize("old, new, contradicts", [
    # "as" after a verb is a role ("stepped down as …"), not a reason to cut at.
    ("I own the payments service.", "The user stepped down as wiki maintainer.", False),
    # One weekday, told once, against a cadence longer than a week: the cadence falls on some day.
    ("Feb 3 — releases every 6 weeks", "We cut the release branch on Tuesday.", False),
    ("We release every two weeks.", "We release on Tuesdays now.", True),
    ("We release every two weeks.", "We release every Tuesday now.", True),
    ("The town hall is held on the last Thursday of each month.", "The town hall moved to the first Tuesday of the "
                                                                   "month.", True),
    # A person named with "based" holds that home: the user's move is not theirs.
    ("Jun 2 — Priya based in Hyderabad", "2026-01-15: user now in Bergen, moved over holidays", False),
])
def test_what_the_crowded_store_showed(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
