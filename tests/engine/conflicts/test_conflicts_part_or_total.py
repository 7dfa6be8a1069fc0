"""An amount of a thing in use, a sum over many, a part of the thing: none is the older value changed.

- "420 GB of the disk is used" against "The disk is 500 GB": how much is taken, not the disk's size.
- "about 100 connections are held in total" against "20 connections per instance": a sum over every
  instance, not one instance's limit.
- "the office cafeteria opens at 11" against "the office opens at 8": the shared word is a modifier of
  another thing.
Each near miss has a twin that does change the value.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("The scratch volume is 800 GB.", "About 600 GB of the scratch volume is used."),
    ("The connection pool is limited to 20 connections per instance.",
     "With 5 instances, about 100 connections are held in total."),
    ("Workers get 2 GB of memory per pod.", "The workers use 12 GB of memory in total across all pods."),
    ("The office opens at 8am.", "The office cafeteria opens at 11am."),
    ("The library opens at 9:00.", "The library cafe opens at 10:30."),
])
def test_an_amount_in_use_a_total_or_a_part_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


@pytest.mark.parametrize("old, new", [
    ("The scratch volume is 800 GB.", "The scratch volume was resized to 1.2 TB."),
    ("The connection pool is limited to 20 connections per instance.",
     "The connection pool is now limited to 40 connections per instance."),
    ("The office opens at 8am.", "The office opens at 9am now."),
    ("backup job: 01:00 UTC", "backup cron → 0 3 * * * (UTC)"),
])
def test_the_same_measure_or_time_changed_still_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)
