"""A home moved, told with why or when it moved; and a stay whose end is told, which moves nothing.

"Her home office was relocated to Providence over the holidays", "relocated to Kuala Lumpur when the office
opened there": the words after the move say when or why, and name no trip, office or other holder (a reason
that names someone, "for her partner's job", is left as it was: it may be their move). A "home office" is the
home. But "moved to Boston for the summer", "for a three-month contract" or "then came back in September" tell
a stay with its end.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Her home office is located in Leeds.", "Her home office was relocated to York over the holidays."),
    ("The user's home base is Lagos.", "The user relocated to Accra when the office opened there."),
    ("Priya's home office is situated in Pune.", "Priya's home office was moved to Mysuru over the summer."),
])
def test_a_move_told_with_why_or_when_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The user lives in Denver.", "The user moved to Boston for the summer."),
    ("The user lives in Denver.", "The user moved to Boston for a three-month contract."),
    ("The user lives in Denver.", "The user moved to Boston over the summer, then came back in September."),
    ("The user lives in Denver.", "The user's sister relocated to Boston for her job."),
    ("The user lives in Denver.", "The user's company moved to Boston when the lease ended."),
])
def test_a_stay_with_its_end_or_someone_elses_move_is_not_a_contradiction(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_the_reason_names_the_new_place_not_the_capitalised_verb():
    from core.conflicts.home_swap import home_change

    assert home_change("I live in Lisbon.", "Relocated to Hyderabad over the summer.") == \
        "same holder's home, Lisbon → Hyderabad"
