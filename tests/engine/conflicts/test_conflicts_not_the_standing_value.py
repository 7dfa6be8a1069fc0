"""A newer note that names something beside the standing value: one dated day of a recurring thing,
the amount used of a limit, the same thing's version for another purpose. None of them replaces the
older fact; the same sentence told of the standing value itself still does."""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    ("The book club meets on Thursdays.", "The book club was called off this Thursday, the host is ill.", False),
    ("Piano lessons are on Tuesdays at 5pm.", "Piano lesson ran over this Tuesday.", False),
    ("Choir rehearsal is held on Mondays.", "Choir rehearsal is cancelled this Monday because of the storm.", False),
    ("The book club meets on Thursdays.", "The book club no longer meets on Thursdays.", True),
    ("The book club meets on Thursdays.", "Starting this Thursday the book club meets on Mondays.", True),
    ("Payday is the last Friday of the month.", "Payday moved to the first Monday of the month.", True),
])
def test_one_named_day_is_not_the_recurring_day(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    ("Our shared drive quota is 2 TB.", "We have filled 1.5 TB of our shared drive quota.", False),
    ("The team's API quota is 10000 calls a day.", "The team burnt 8000 of the API quota today.", False),
    ("The cloud budget is $900 a month.", "We spent 60% of the cloud budget already.", False),
    ("Each tester's storage quota is 20 GB.", "Each tester has used 12 GB of their storage quota.", False),
    ("Our shared drive quota is 2 TB.", "Our shared drive quota was cut to 1 TB.", True),
    ("The team's API quota is 10000 calls a day.", "The team's API quota is now 20000 calls a day.", True),
])
def test_an_amount_of_a_limit_is_not_the_limit(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    ("Redis 6 is used for the session cache.", "Redis 7 is used for the new rate limiter.", False),
    ("Node 18 runs the billing worker.", "Node 22 is picked for the new search indexer.", False),
    ("Redis 6 is used for the session cache.", "Redis 7 is now used for the session cache.", True),
    ("Redis 6 is used for the session cache.", "The session cache moved to Redis 7.", True),
])
def test_one_tools_version_for_another_purpose(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
