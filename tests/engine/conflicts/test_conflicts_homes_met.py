"""Homes met through the candidate lookup: a move the lookup now finds, and what only looks like one.

The lookup hands a newer memory that speaks of a home and a place ("packed up and settled in Porto") the
older memories that say where someone lives, even when the two share no word. Those it finds must still
be told apart: a thing moved ("Triage has been moved to Wednesdays", "moved my time tracking to Clockify"),
someone else moved ("The contractor was relocated …", "Lena @ Cologne"), a sentence whose first word is
its subject or verb ("Tom was thanked by the city council", "Sold the Austin house"), an office kept at home
or a home town.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, proposal_between


@pytest.mark.parametrize("old, new", [
    ("I live in Ghent.", "We finally packed up and settled in Antwerp in March."),
    ("I live in Ghent.", "My partner and I moved to Antwerp last month."),
    ("I rent a flat in Ghent.", "Moved in with my partner in Antwerp last month."),
])
def test_the_self_moved_with_no_shared_word_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "person", True)


@pytest.mark.parametrize("old, new", [
    ("I live in Ghent.", "Triage has been moved to Wednesdays."),
    ("I live in Ghent.", "I've moved my time tracking to Clockify."),
    ("I live in Ghent.", "Docs deployment was moved over to Cloudflare Pages."),
    ("I live in Ghent.", "The contractor was relocated to Antwerp by the agency."),
    ("I live in Ghent.", "2026-03-01: Lena @ Antwerp (moved)"),
    ("I live in Ghent.", "Tom was thanked by the city council for his work."),
    ("I live in Ghent.", "My home office is in Antwerp now."),
    ("I live in Ghent.", "My home town is Antwerp."),
    ("I live in Ghent.", "My partner moved to Antwerp for work."),
    ("I live in Ghent.", "Bruges is no longer where the contractor is based; Antwerp is."),
])
def test_a_thing_or_someone_else_moved_is_not_the_home(engine, clock, old, new):
    check(engine, clock, old, new, "person", False)


def test_a_home_said_sold_is_not_the_new_home(engine, clock):
    proposal = proposal_between(engine, clock, "I live in Ghent.",
                                "Sold the Bruges house and bought a place in Antwerp.", "person")
    assert proposal is not None
    assert proposal.reason.endswith("→ Antwerp")


@pytest.mark.parametrize("new", ["user relocated Bruges -> Antwerp",
                                 "The user moved out of Bruges; they're in Antwerp now."])
def test_the_place_left_is_not_the_new_home(engine, clock, new):
    proposal = proposal_between(engine, clock, "I live in Ghent.", new, "person")
    assert proposal is not None
    assert proposal.reason.endswith("→ Antwerp")


@pytest.mark.parametrize("old, new, contradicts", [
    # The holder told with a word more is another person: "the *backup* on-call engineer".
    ("The on-call engineer is based in Ghent.", "The backup on-call engineer is based in Antwerp.", False),
    ("The on-call engineer is based in Ghent.", "The on-call engineer is now based in Antwerp.", True),
    # Someone named only in why the holder moved: the holder moved.
    ("The user lives in Ghent.", "User has moved to Antwerp for his partner's job.", True),
    ("The user lives in Ghent.", "The user's partner has moved to Antwerp for her sister's job.", False),
])
def test_who_the_home_belongs_to(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)
