"""A person's team told as "<holder>'s team is X" and a move onto another team told as assigned or moved onto.

"The user's team is Growth" / "The user got moved to the Search team"; "assigned to the billing squad" / "was
moved onto the onboarding squad". Not a move: the manager's move, the team's own move, another team's guild,
a planned move or a rotation, and "My team is small" (an adjective, no team's name).
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("The user's team is Growth.", "The user got moved to the Search team."),
    ("The user is assigned to the billing squad.",
     "The user was moved onto the onboarding squad in the last reshuffle."),
    ("my squad: payments", "I was reassigned to the risk squad."),
])
def test_a_person_moved_onto_another_team_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The user's team is Growth.", "The user's manager moved to the Search team."),
    ("The user's team is Growth.", "The Growth team moved to the third floor."),
    ("The user's team is Growth.", "The user will be moved to the Search team next quarter."),
    ("The user's team is Growth.", "The user moved to the Search team for a two-week rotation."),
    ("My team is small.", "I moved to the Search team."),
])
def test_someone_elses_move_a_plan_or_a_description_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


@pytest.mark.parametrize("old, new, contradicts", [
    # A team named after the word "Team", in a dated note: the same person's team.
    ("Jan 9 — user on Team Orion (data)", "Apr 2 — user switched to Team Vega", True),
    ("I'm on Team Orion.", "I moved to Team Vega last sprint.", True),
    ("I'm on Team Orion.", "My manager switched to Team Vega.", False),
    ("I'm on Team Orion.", "Team Vega switched to Kotlin.", False),
])
def test_a_team_named_after_the_word_team(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)
