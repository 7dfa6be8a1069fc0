"""False alarms of the rules on fresh hands (issue 15, round 25, rules26: dev26-p and holdout-v25, rules alone), each
read away by a structure a new hand will write again, beside contradictions that must still be found:

- a person told by an appositive after someone's role — "The user's packing assistant, Inés, lives in …" — is the
  holder of the home, not the user (:func:`core.conflicts.residence._holder`);
- a key placing a thing — "apiary location: …" — tells where the thing is, not where its holder lives
  (:func:`core.conflicts.home_swap._held_thing`);
- a count word before "a / per <period>" — "two a week" — is a frequency, as "twice a week" is
  (:mod:`core.conflicts.value_folding`);
- an ``@`` handle made of a person's names — "@hbaptiste" — beside the name itself is one owner
  (:mod:`core.conflicts.handles`);
- an employer's name told by its leading words — "Tessellate" for "Tessellate Games" — is one employer, so a title
  spelled out beside it is no change (:mod:`core.conflicts.employer_short`);
- two things of one noun, each named by a modifier the other memory lacks — "the variant-calling pipeline" / "the
  RNA-seq pipeline" — are two things (:mod:`core.conflicts.one_noun`), and the party a thing is handed to ends before
  a time told after it ("to Joon last week" is Joon: :mod:`core.conflicts.job_reading`);
- what follows "over" after any form of "favour" is the option turned down (:mod:`core.conflicts.cues`), a passive
  subject's "by <channel>" says which kind of thing is wanted (:mod:`core.conflicts.attitude`), and "city" before a
  noun of its own ("the city liaison") is no word of living (:mod:`core.conflicts.home_swap`); preferences each told
  of another named holder are two people's (:func:`core.conflicts.attitude_holders.two_named_holders`);
- one sentence opening "Until <time>," told in the past says how it was before then
  (:func:`core.conflicts.bounds.bound`, for every reader).
"""

from __future__ import annotations

import pytest

from core.conflicts.bounds import bound
from core.conflicts.handles import handle_of_name
from core.conflicts.one_noun import two_of_one_noun
from core.conflicts.statement import read
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

EMPLOYER_IN_SHORT = [
    ("job: VP Eng, Tessellate Games", "title = Vice President of Engineering at Tessellate", False),
    ("job: engineer, Tessellate Games", "title = engineer at Tessellate", False),
    ("job: engineer, Tessellate Games", "job: engineer, Lumen Games", True),
    ("job: VP Eng, Tessellate Games", "title = Vice President of Engineering at Lumen", True),
]

ANOTHER_OF_ONE_NOUN = [
    ("I own the variant-calling pipeline at Fennel Genomics.", "I handed the RNA-seq pipeline to Joon last week.",
     False),
    ("The iOS app is owned by Priya.", "The Android app is owned by Marco now.", False),
    ("I own the variant-calling pipeline at Fennel Genomics.",
     "I handed the variant-calling pipeline to Joon last week.", True),
    ("I own the variant-calling pipeline.", "I handed the pipeline to Joon.", True),
    ("The iOS app is owned by Priya.", "The iOS app is owned by Marco now.", True),
]

OPTION_TURNED_DOWN = [
    ("Email updates are favoured by the city liaison over phone calls.",
     "Written updates by email were requested by the city liaison rather than calls.", False),
    ("The city liaison favours email over phone calls.", "The city liaison now favours phone calls over email.", True),
    ("Email updates are favoured by the city liaison over phone calls.",
     "Updates by phone were requested by the city liaison rather than email.", True),
    ("My city is Lisbon.", "I moved; my city is Porto now.", True),
    # two people's tastes, each named: the option one turns down is the other's pick
    ("Yarn is favored over npm by the lead.", "npm is favored over Yarn by the new hire.", False),
    ("Yarn is preferred over npm by the lead.", "npm is now preferred over Yarn by the lead.", True),
]

FRONTED_UNTIL = [
    ("Beta builds are pushed to TestFlight on Friday evenings.",
     "Until last spring, beta builds were pushed on Sundays.", False),
    ("I live in Lisbon.", "Until 2024, I lived in Porto.", False),
    ("Beta builds are pushed to TestFlight on Friday evenings.", "Beta builds are pushed on Sundays now.", True),
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


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_IN_SHORT)
def test_an_employer_told_by_its_leading_words_is_one_employer(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_OF_ONE_NOUN)
def test_two_things_of_one_noun_are_two_things(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_modifiers_that_are_the_values_compared_name_one_thing() -> None:
    """ "the Shopify store" / "the WooCommerce store" moved the store: the modifiers are the values compared."""
    old, new = "I run orders through the Shopify store.", "Orders now go through the WooCommerce store."
    assert two_of_one_noun(old, new)
    assert not two_of_one_noun(old, new, "same attribute (store), Shopify → WooCommerce")


def test_the_party_handed_to_ends_before_a_time_after_it() -> None:
    assert read("I handed the RNA-seq pipeline to Joon last week.").values["owner"] == {"joon"}
    assert read("I gave the pipeline to Joon Park last month.").values["owner"] == {"joon-park"}


@pytest.mark.parametrize(("old", "new", "contradicts"), OPTION_TURNED_DOWN)
def test_the_option_turned_down_is_no_value(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_UNTIL)
def test_a_fronted_until_told_in_the_past_is_history(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("new", "frame"), [
    ("Until last spring, beta builds were pushed on Sundays.", "past"),
    ("Until further notice, beta builds are pushed on Sundays.", None),  # now, not before
    ("Until last spring, beta builds were pushed on Fridays; they go out on Sundays now.", None),  # the present too
])
def test_the_frame_of_a_fronted_until(new: str, frame: str | None) -> None:
    """The guard every reader's finding passes (the learned reader's too) reads the fronted "until" itself."""
    assert bound("Beta builds are pushed to TestFlight on Friday evenings.", new) == frame
