"""One typed value told anew, whatever else the two keys say (issue 15, round 28, rules29a: holdout-v28, dev28-q
and dev29-p, rules alone).

Fresh hands telling a changed amount, port, time or day add how and why it moved ("lifted", "rebound … to avoid a
clash", "grant top-up approved;", "from next issue", "because of costs") and drop the holder the older memory named
("the user's *bookshop* stock database", "*study* budget"); :mod:`core.conflicts.key_noise` reads those words as
noise when one typed value changed and the keys share a content word. Beside each shape, near misses that must stay
quiet: another printer's port, another project's budget, a count of another noun, another team's stand-up, a one-off
occasion, a temporary cut, an activity of its own with its own value.
"""

from __future__ import annotations

import pytest

from core.conflicts.key_noise import change_told
from support.conflicts import check, check_decided

ONE_VALUE_TOLD_ANEW = [
    # a limit lifted by a verb that is no verb of change
    ("The user's Supabase project has a $25 monthly spend cap.",
     "The user lifted the Supabase spend cap to $120 a month.", True),
    ("The user's Supabase project has a $25 monthly spend cap.",
     "The user lifted the Vercel spend cap to $120 a month.", False),
    # a port moved, with its purpose, the holder dropped
    ("The user's bookshop stock database listens on port 5433.",
     "The user had the stock database rebound to port 6543 to avoid a clash.", True),
    ("The user's bookshop stock database listens on port 5433.",
     "The user had the orders database rebound to port 6543 to avoid a clash.", False),
    ("The office printer listens on port 9100.",
     "The user had the label printer rebound to port 9101 to avoid a clash.", False),
    # an amount after a side clause telling the event that moved it
    ("2025-09-01 — study budget £18,000.", "2026-01-30 — grant top-up approved; budget £24,500.", True),
    ("2025-09-01 — study budget £18,000.", "2026-01-30 — grant top-up approved; travel budget £24,500.", False),
    # a count after a side clause; not another noun counted
    ("2025-08-03 — planner team headcount: 5.", "2026-01-06 — welcomed two new planners; team of 7.", True),
    ("2025-08-03 — planner team headcount: 5.", "2026-01-06 — welcomed two new planners; 7 desks booked.", False),
    # a limit cut "because of costs"; not for the holidays only
    ("The user's perfume shop allows 3 samples per order.",
     "The user cut the sample allowance to 2 per order because of costs.", True),
    ("The user's perfume shop allows 3 samples per order.",
     "The user cut the sample allowance to 2 per order for the holidays.", False),
    # a minimum raised, the stock's holder named again
    ("I keep 6 spare burner nozzles in stock for furnace 1.", "I've raised the furnace 1 nozzle minimum to ten spares.",
     True),
    # a schedule moved "from next issue"; not this Friday only
    ("newsletter send: Sun 18:00 CET", "newsletter goes out Thursdays 08:00 CET from next issue", True),
    ("newsletter send: Sun 18:00 CET", "newsletter goes out this Friday only at 08:00 CET for the launch", False),
    # a port moved, the older one said closed in a bracket (its number read as counting "closed"); not another host
    ("dock sensor broker: mqtt://hub.dock.example:1883",
     "broker → mqtts://hub.dock.example:8883 (plain 1883 closed)", True),
    ("dock sensor broker: mqtt://hub.dock.example:1883",
     "gateway → mqtts://gw.dock.example:8883 (plain 1883 closed)", False),
    # an activity of its own with its own period is another attribute
    ("The office plants are watered twice a week.", "The office plants are fertilised once a month.", False),
]

OTHER_THINGS_STAY_QUIET = [
    # another team's stand-up time
    ("The user's team stand-up at the perfume shop is 9:30 daily.",
     "The user reports the design team's stand-up was moved to 10:00 after the US rep joined.", False),
    # another project's budget, named where the holder stood
    ("2025-09-01 — study budget £18,000.", "2026-01-30 — grant approved; pilot project budget £24,500.", False),
    # a version of another name
    ("The registration form is served by Django 4.2.", "The registration form's admin was moved up to Wagtail 5.0.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_VALUE_TOLD_ANEW)
def test_one_typed_value_told_anew_whatever_else_the_keys_say(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OTHER_THINGS_STAY_QUIET)
def test_another_holder_of_the_value_stays_quiet(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_change_is_told_by_a_verb_carrying_the_value_or_by_a_past_event_before_it() -> None:
    assert change_told("The user lifted the Supabase spend cap to $120 a month.")
    assert change_told("The stock database was rebound to port 6543.")
    assert change_told("The loft was cleared out; only twelve boxes are kept there.")
    assert not change_told("We deployed v2.4 on Friday.")
    assert not change_told("The office plants are fertilised once a month.")
    assert not change_told("The loft was cleared out; twelve boxes were sold.")
    # a present passive tells a standing state, not what happened (the Server pane's scene store filed two notes
    # of different subjects sharing a reasoning paragraph before this: "The load balancer is configured in …")
    assert not change_told("The relay is configured in the Oslo rack; nine nodes are kept there.")
    assert change_told("The relay was configured in the Oslo rack; nine nodes are kept there.")


def test_one_value_told_anew_through_the_store(engine, clock) -> None:
    old, new, contradicts = ONE_VALUE_TOLD_ANEW[2]
    check(engine, clock, old, new, "note", contradicts)
