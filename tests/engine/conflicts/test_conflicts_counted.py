"""What a number counts, however its unit is written: a short form, a virtual CPU, a modifier before the noun.

"300 rpm" is 300 requests per minute; "8 vCPUs" are CPUs as a machine is sized; "1,000 API calls a day" counts
calls a day as "500 calls a day" does, and "5 worker nodes" counts nodes. Near misses: another thing counted
("5 worker nodes" / "8 GPU nodes" stay nodes, but "3 senior engineers" / "4 designers" are not one count),
another period of the rate, and a limit beside the amount in use.
"""

from __future__ import annotations

import pytest

from core.conflicts.statement import read
from support.conflicts import check


@pytest.mark.parametrize("text, slot, value", [
    ("The search API allows 120 requests per minute.", "number:request/min", "120"),
    ("The search API allows 200 rpm now.", "number:request/min", "200"),
    ("CI runners get 8 vCPUs.", "number:cpu", "8"),
    ("The sandbox is capped at 2,000 API calls a day.", "number:cal/d", "2000"),
    ("The staging cluster has 5 worker nodes.", "number:nod", "5"),
    ("We have 3 senior engineers.", "number:engineer", "3"),
])
def test_what_a_number_counts(text, slot, value):
    assert value in read(text).values.get(slot, frozenset()), dict(read(text).values)


@pytest.mark.parametrize("old, new", [
    ("The search API rate limit is 120 requests per minute.", "The search API rate limit was raised to 200 rpm."),
    ("CI runners get 4 CPUs.", "CI runners are allotted 8 vCPUs since the upgrade."),
    ("The sandbox is capped at 2,000 API calls a day.", "The sandbox cap was cut to 800 calls a day."),
])
def test_one_count_told_with_another_spelling_of_its_unit_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The sandbox is capped at 2,000 API calls a day.", "The sandbox is capped at 2,000 API calls a day for paid plans "
                                                        "and 800 calls an hour at peak."),
    ("The search API allows 120 requests per minute.", "The search API allows 5,000 requests per day now."),
    ("The sandbox is capped at 2,000 API calls a day.", "The sandbox used 800 API calls today."),
])
def test_another_period_or_the_amount_used_is_not_a_new_count(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


@pytest.mark.parametrize("old, new, contradicts", [
    # "final" is "last": the weekday of the sprint's last days told again.
    ("Our demo is on the last Thursday of the sprint.", "We hold the demo on the sprint's final Monday.", True),
    ("Our demo is on the last Thursday of the sprint.", "We hold the demo on the sprint's final Thursday.", False),
])
def test_the_final_weekday_is_the_last(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
