"""A place inside the older place is not a new home (issue 15, round 21, places21).

"lives in NYC" and "a resident of Manhattan", "based in Catalonia" and "settled in Girona": one home told wider or
narrower, both true at once — :mod:`core.conflicts.place_within` knows which well-known places lie in which, and a
residence proposal whose two values nest is dropped. Two places side by side (Brooklyn and Manhattan, Girona and
Madrid) stay a move; so does a newer note saying a place was left ("moved out of Park Slope, still in NYC"), and a
place the table does not know decides as before.
"""

from __future__ import annotations

import pytest

from core.conflicts.place_within import nested, within
from support.conflicts import check_decided

HOMES = [
    # one home told narrower, in varied wording
    ("The user lives in NYC.", "The user has an apartment in Park Slope these days.", False),
    ("I'm based in Catalonia.", "I settled in Girona, near the old town.", False),
    ("Priya lives in the Bay Area.", "Priya is based in Oakland.", False),
    ("home city: Tokyo", "user lives in Shibuya", False),
    ("The user lives in Germany.", "The user lives in Munich.", False),
    # and told wider
    ("The user lives in Brooklyn.", "The user is a New York City resident.", False),
    ("I live in Kreuzberg.", "I live in Berlin.", False),
    # siblings and real moves stay contradictions
    ("The user lives in Brooklyn.", "The user moved to Manhattan.", True),
    ("I live in Girona.", "I relocated to Madrid last spring.", True),
    ("The user lives in NYC.", "The user now lives in Boston.", True),
    ("The user lives in Brooklyn.", "The user moved from Brooklyn to Manhattan in June.", True),
    # a place left, said so: a move even though the places nest
    ("The user lives in Park Slope.", "The user moved out of Park Slope but is still in NYC.", True),
    ("The user lives in São Paulo.", "The user no longer lives in Brazil; they're in Lima now.", True),
    ("The user lives in Brooklyn.", "The user moved to Hoboken.", True),  # over the river: New Jersey
    # a place the table does not know (Riverdale is in the Bronx): decided as before, a move
    ("The user lives in NYC.", "The user lives in Riverdale.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOMES)
def test_homes(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TABLE = [
    ("NYC", "Park Slope", True),  # transitively: Park Slope < Brooklyn < New York City
    ("the Bay Area", "S.F.", True),  # aliases folded, dots and a leading "the" dropped
    ("ILE-DE-FRANCE", "Montmartre", True),  # case, accents and hyphens folded
    ("Barcelona", "Catalunya", True),  # either order
    ("Brooklyn", "Manhattan", False),  # siblings
    ("New York City", "NYC", False),  # one place, two names: not one inside the other
    ("Georgia", "Atlanta", False),  # a name of two well-known places is unknown
]


@pytest.mark.parametrize(("a", "b", "inside"), TABLE)
def test_within(a: str, b: str, inside: bool) -> None:
    assert within(a, b) is inside


def test_values_with_fillers_and_unknown_words() -> None:
    assert nested("Cape Town", "CPT, Sea Point area")  # an alias, a district and a filler word
    assert not nested("NYC", "Manhattan office")  # a word not a place: the value is not read
    assert not nested("NYC, Brooklyn", "Manhattan")  # the older home named to Brooklyn: Manhattan is its sibling
