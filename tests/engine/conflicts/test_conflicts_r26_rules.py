"""False alarms of the rules on fresh hands (issue 15, round 25, rules26: dev26-p and holdout-v25, rules alone), each
read away by a structure a new hand will write again, beside contradictions that must still be found:

- a person told by an appositive after someone's role — "The user's packing assistant, Inés, lives in …" — is the
  holder of the home, not the user (:func:`core.conflicts.residence._holder`);
- a key placing a thing — "apiary location: …" — tells where the thing is, not where its holder lives
  (:func:`core.conflicts.home_swap._held_thing`);
- a count word before "a / per <period>" — "two a week" — is a frequency, as "twice a week" is
  (:mod:`core.conflicts.value_folding`);
- an ``@`` handle made of a person's names — "@hbaptiste" — beside the name itself is one owner
  (:mod:`core.conflicts.handles`).
"""

from __future__ import annotations

import pytest

from core.conflicts.handles import handle_of_name
from support.conflicts import check_decided

APPOSED_PERSON = [
    ("The user lives in Valencia, where they keep forty hives on a terraced farm.",
     "The user's packing assistant, Inés, lives in Seville and ships the jars from there.", False),
    ("I live in Leeds.", "My sister, Harriet, lives in York these days.", False),
    ("The user lives in Valencia.", "The user moved to Seville.", True),
    ("The user lives in Valencia.", "The user, a beekeeper, now lives in Seville.", True),
    ("Inés lives in Valencia.", "Inés moved to Seville.", True),
]

THING_LOCATED = [
    ("user residence: Utrecht, Lombok district", "apiary location: allotment in Houten", False),
    ("user residence: Utrecht", "storage unit location: Houten", False),
    ("user residence: Utrecht", "user location: Houten", True),
    ("residence: Utrecht", "home location: Houten", True),
]

FREQUENCY_SPELLED = [
    ("2026-01-05 — guest booking emails sent twice a week.", "2026-02-09 — booking emails: two a week, Tue & Fri.",
     False),
    ("Booking emails go out twice a week.", "Booking emails: two a week.", False),
    ("2026-01-05 — guest booking emails sent twice a week.", "2026-02-09 — booking emails: three a week.", True),
    ("Booking emails go out weekly.", "Booking emails: two a week now.", True),
]

HANDLE_OF_NAME = [
    ("ledger-db owner: @hbaptiste on GitHub", "ledger-db DRI = Hélène Baptiste", False),
    ("ledger-db owner: Hélène Baptiste", "ledger-db DRI = @hbaptiste", False),
    ("ledger-db owner: @hbaptiste on GitHub", "ledger-db DRI = Marco Rossi", True),
    ("ledger-db owner: @hbaptiste", "ledger-db owner: @mrossi", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), APPOSED_PERSON)
def test_a_person_apposed_to_a_role_holds_their_own_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), THING_LOCATED)
def test_a_things_location_is_not_its_holders_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY_SPELLED)
def test_a_count_word_before_its_period_is_a_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HANDLE_OF_NAME)
def test_a_handle_made_of_a_name_is_that_person(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("one", "other", "same"), [
    ("@hbaptiste", "Hélène Baptiste", True),
    ("GitHub @helene.baptiste", "Hélène Baptiste", True),
    ("@baptisteh", "Hélène Baptiste", True),
    ("@hbaptiste", "Marco Rossi", False),
    ("hbaptiste", "Hélène Baptiste", False),  # no handle sign: a value, not a handle
    ("@hb", "Hélène Baptiste", False),
])
def test_handle_of_name(one: str, other: str, same: bool) -> None:
    assert handle_of_name(one, other) is same
    assert handle_of_name(other, one) is same
