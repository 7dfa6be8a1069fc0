"""One thing's measure told again with another amount, the measure named by a related word
(measure_swap.py): a retention told as "retains", a timeout as "killed after", a pool's size as "set the
pool to". Near misses: another thing's measure, an amount used of a limit, the other end of a range,
another quarter or named thing, one amount in other units, a difference."""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Our audit log retention is 60 days.", "We retain audit logs for 180 days now."),
    ("I keep 14 days of database snapshots.", "Database snapshots are retained for 30 days."),
    ("The nightly export's timeout is 20 minutes.", "The nightly export gets killed after 45 minutes."),
    ("The worker's thread pool size is 8.", "We set the worker's thread pool to 16."),
    ("Iteration length is three weeks", "Iterations are two weeks long now"),
])
def test_a_measure_told_by_a_related_word_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("Our audit log retention is 60 days.", "We retain access logs for 180 days."),
    ("The nightly export's timeout is 20 minutes.", "The webhook's timeout is 10 seconds."),
    ("The team's storage quota is 2 TB.", "The team is currently using 1.2 TB of the storage quota."),
    ("Autoscaler min replicas: 2", "Autoscaler max replicas: 12"),
    ("ad spend Q3: $4k", "ad spend Q4: $9k"),
    ("The archive volume is sized at 1000 GB.", "The archive volume is sized at 1 TB."),
    ("The 'billing' queue holds 40 workers.", "The 'search' queue holds 12 workers."),
    ("The worker's thread pool size is 8.", "The worker's thread pool grew by 4."),
])
def test_another_measure_or_amount_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)
