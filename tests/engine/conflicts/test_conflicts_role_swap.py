"""One person's job told again (role_swap.py): another title said of the same holder with the change
said or as the same title key, or another employer with a start said. Near misses: someone else's
title or employer, a title told more exactly, the older employer named again, a gathering or a
contact at another company, a new hire."""

from __future__ import annotations

import pytest

from core.conflicts.role_swap import employers, titles
from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("The user is a UX researcher at Canva.", "The user now works as a product designer at Canva."),
    ("I'm a support engineer.", "Got promoted — I'm a support team lead now."),
    ("Oct 3 — user title: Associate PM", "Mar 1 — user title: Senior PM, promo landed"),
    ("Tomasz is employed as a paramedic.", "Tomasz was made a shift supervisor."),
    ("I'm a data analyst at Monzo.", "Started at Revolut this week, same data work."),
    ("Jun 2 — Ines at Bosch", "Jan 8 — Ines's first day at Siemens"),
])
def test_another_title_or_employer_for_the_same_person_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "person", True)


@pytest.mark.parametrize("old, new", [
    ("I'm a support engineer.", "I'm a support engineer on the billing squad."),
    ("I'm a data analyst.", "My manager is now a director."),
    ("Tomasz is a paramedic.", "Tomasz's brother is now a firefighter."),
    ("I work at Monzo.", "My partner started at Revolut last week."),
    ("I work at Monzo.", "I joined the Revolut Slack community."),
    ("I work at Monzo.", "I started at Monzo in 2021."),
    ("The user is a product designer.", "The user hired a new product designer."),
    ("Greta is head of data.", "Sven is now head of data."),
])
def test_someone_elses_job_or_the_same_one_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "person", False)


def test_titles_and_employers_are_read_with_their_holder():
    assert titles("User's title is Principal ML Engineer.") == (("self", frozenset({"principal", "ml", "engineer"})),)
    assert titles("My manager is now a director.") == ()
    assert employers("Feb 1 — Lena's first day at Delivery Hero") == (("lena", "delivery hero"),)
    assert employers("I joined the Plaid Slack community.") == ()
