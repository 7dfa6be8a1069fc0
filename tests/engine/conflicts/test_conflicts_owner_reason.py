"""An owner that opens the sentence is the statement's value, not another thing it speaks of.

"Alice owns the auth service" / "Bob owns the auth service": the two sentences open with two different
words, but each is the owner — the value the statement gives — so they are one thing (the auth service)
with another owner, and the reason says so in the words written, not in stems.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, proposal_between


def test_the_reason_names_the_owners_as_written(engine, clock):
    proposal = proposal_between(engine, clock, "Priya owns the billing service", "Marco owns the billing service")
    assert proposal is not None
    assert proposal.reason == "same attribute (billing service owner), Priya → Marco"


@pytest.mark.parametrize("old, new", [
    ("Priya owns the billing service", "Marco owns the search service"),
    ("Priya owns the billing service", "Marco owns the billing dashboard too"),
])
def test_another_thing_owned_is_not_a_new_owner(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)
