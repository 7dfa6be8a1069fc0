"""False alarms on a fresh hand (issue 15, round 28, rules28c: dev28-p and last round's unseen sets), each read away by
structure, beside the true change of the same shape that must still be found:

- one amount in two scales ("kept at 20 °C" / "at 68 °F, as usual"), and a temperature that really changed;
- another attribute given a value or a change ("16 GB RAM", "phone number updated", "copyright year … bumped",
  "font size 14", "loads in under a second": :func:`core.conflicts.other_attribute.another_attribute_named`), and the
  version, licence, theme or address itself changed;
- the older value told again as the thing with a count of what was added ("Stratabase got two hundred new entries"),
  another versioned component ("kernel updated to 5.15" beside "Ubuntu 22.04"), a new thing of the older noun started
  ("new student list started"): closed to the learned reader; the same list's count, the OS itself upgraded and a new
  job still found;
- another person as the subject of a preference ("The user's co-maintainer Eszter prefers …"), and the same person's
  preference turned;
- a preference bounded to another scope ("on release/* branches only"), and the same scope's preference changed;
- a past told as over ("… were sanitised only weekly; that changed in 2024"), and the present told anew.

Each table goes through the rules and the learned reader together
(:func:`core.conflicts.learned_reader.decide_or_learn`, the path capture takes); every true change in them is found by a
rule, so a retrained reader cannot hide a miss.
"""

from __future__ import annotations

import pytest

from core.conflicts.attitude_holders import another_holder_prefers
from core.conflicts.bounds import bound
from core.conflicts.learned_reader import open_features
from core.conflicts.other_attribute import (
    another_attribute_named,
    another_versioned_thing,
    attributes_given,
    attributes_named,
    new_thing_started,
    older_value_told_again,
)
from core.conflicts.statement import read
from core.conflicts.value_words import one_temperature
from support.conflicts import check, check_found_by_a_rule, per_pair_caches

ROOM = "2025-07-22 — Ruairi likes the console room kept at 20 °C."
JENKINS = "The client's Jenkins controller is kept on 2.426 LTS."
RINGBUF = "go-ringbuf licence: BSD-3-Clause, holder Tamsin Reyes"
ILSE = "pref (Ilse): dark theme in the ground-station console"
MAPS = "funeral home display name on Apple Maps: Ashcombe Family Funeral Home"
BOOKING = "The user's museum booking page URL is tidewaymuseum.org/visit."
STRATABASE = "I call the field school's rock sample database 'Stratabase'."
JUMP_HOST = "2025-11-11: Ubuntu 22.04 on the ship's jump host."
LIST = "2025-12-15 — 250 members in dig volunteers mailing list."
TESTIFY = "The user prefers testify for assertions in Go tests."
MERGES = "pref: squash merges on main"
TANKS = "Brewery tanks are sanitised after every batch."

ONE_AMOUNT_IN_TWO_SCALES = [
    (ROOM, "2025-12-03 — Ruairi asked for the console room at 68 °F, as usual.", False),
    (ROOM, "2025-12-03 — Ruairi asked for the console room at 72 °F from now on.", True),
    (ROOM, "2025-12-03 — Ruairi asked for the console room at 23 °C now.", True),
]

ANOTHER_ATTRIBUTE = [
    (JENKINS, "The client's Jenkins controller was moved to a bigger VM with 16 GB RAM.", False),
    (JENKINS, "The client's Jenkins controller was upgraded to 2.440 LTS on a bigger VM with 16 GB RAM.", True),
    (JENKINS, "The client's Jenkins controller was moved to 2.440 LTS.", True),
    (RINGBUF, "go-ringbuf: copyright year in LICENSE bumped to 2026", False),
    (RINGBUF, "go-ringbuf: relicensed to MIT, copyright year in LICENSE bumped to 2026", True),
    (ILSE, "Ilse: console font size 14", False),
    (ILSE, "Ilse: console theme switched to light", True),
    (MAPS, "Ashcombe Apple Maps listing: phone number updated, opening hours untouched", False),
    (MAPS, "funeral home display name on Apple Maps: Ashcombe & Sons Funeral Care now", True),
    (BOOKING, "The user said the tidewaymuseum.org/visit booking page now loads in under a second.", False),
    (BOOKING, "The user said the booking page moved from tidewaymuseum.org/visit to tidewaymuseum.org/book.", True),
    # the memory itself told again with its amount: one attribute, another value
    ("The user's web VM has 8 GB RAM.", "The user's web VM was bumped to 16 GB RAM.", True),
]

ANOTHER_THING_FOR_THE_READER = [
    (STRATABASE, "My sample catalogue, Stratabase, got two hundred new entries from the Moab trip.", False),
    (STRATABASE, "I renamed the field school's rock sample database from Stratabase to 'Corebox'.", True),
    (JUMP_HOST, "2026-02-14: jump host kernel updated to 5.15.0-101.", False),
    (JUMP_HOST, "2026-02-14: jump host upgraded to Ubuntu 24.04.", True),
    (JUMP_HOST, "2026-02-14: jump host now on 24.04.", True),
    (LIST, "2026-02-28 — new student list started, 60 members.", False),
    (LIST, "2026-02-28 — dig volunteers mailing list now at 310 members.", True),
    ("The user works at Acme.", "The user's new job started at Initech in March.", True),
]

ANOTHER_HOLDER = [
    (TESTIFY, "The user's co-maintainer Eszter prefers plain if-checks over testify.", False),
    (TESTIFY, "The user now prefers plain if-checks over testify.", True),
    ("The user's co-maintainer Eszter prefers testify for assertions.",
     "The user's co-maintainer Eszter now prefers plain if-checks over testify.", True),
    ("I like dark roast coffee.", "My partner likes light roast coffee.", False),
    ("I like dark roast coffee.", "I like light roast coffee now.", True),
    ("Our team prefers squash merges.", "Our team now prefers rebase merges over squash.", True),
]

ANOTHER_SCOPE = [
    (MERGES, "pref: rebase merges OK on release/* branches only", False),
    (MERGES, "pref: rebase merges on main only", True),
    (MERGES, "pref: rebase merges on main", True),
    # "only on request" says how, not where: the nightly refresh stopped (holdout-v23 line 114)
    ("The staging database is refreshed from prod every night.",
     "Nightly staging refreshes were stopped; a copy is pulled only on request.", True),
]

PAST_TOLD_AS_OVER = [
    (TANKS, "In the first year, tanks were sanitised only weekly; that changed in 2024.", False),
    (TANKS, "Brewery tanks are now sanitised only weekly.", True),
    ("Deploys go out on Fridays.", "Deploys went out on Mondays at first; that changed last year.", False),
    ("Deploys go out on Fridays.", "Deploys now go out on Thursdays.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_AMOUNT_IN_TWO_SCALES)
def test_one_temperature_in_two_scales_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "one"), [
    ("kept at 20 °C", "at 68°F", True),
    ("kept at 20 °C", "at 72 degrees Fahrenheit", False),
    ("kept at 20 °C", "kept at 20.2 °C", False),  # one scale: the readers compare the amounts themselves
    ("kept at 20 c", "at 68 f", False),  # no degree sign or word: no temperature
])
def test_one_temperature_brings_the_two_scales_to_one(old: str, new: str, one: bool) -> None:
    assert one_temperature(old, new) is one


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_ATTRIBUTE)
def test_another_attribute_given_a_value_is_another_fact(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("text", "given"), [
    ("moved to a bigger VM with 16 GB RAM", {"memory"}),
    ("listing: phone number updated, opening hours untouched", {"phone"}),
    ("copyright year in LICENSE bumped to 2026", {"copyright"}),
    ("console font size 14", {"font"}),
    ("the booking page now loads in under a second", {"load time"}),
    # named, but given nothing: a channel, a reason, a disk named beside another value
    ("Prod incident alerts reach me by phone call through Opsgenie", set()),
    ("We cut backups down to once a day to save on storage.", set()),
    ("Uploads are written to s3://acme-uploads rather than local disk.", set()),
])
def test_an_attribute_is_given_only_with_its_value_or_a_verb_of_setting(text: str, given: set[str]) -> None:
    assert attributes_given(text) == given


def test_the_attribute_caches_are_emptied_with_the_other_per_text_caches() -> None:
    """Both are pure functions of one text: the shared pass (test_capture_caches) decides a sample with them emptied
    before each pair and holds the verdicts to the warm ones."""
    emptied = per_pair_caches()
    assert attributes_given in emptied
    assert attributes_named in emptied


def test_an_attribute_both_name_or_a_value_of_one_type_is_no_other_attribute() -> None:
    assert another_attribute_named(JENKINS, "Jenkins controller moved to a bigger VM with 16 GB RAM")
    assert not another_attribute_named("The VM has 8 GB RAM.", "The VM was bumped to 16 GB RAM.")
    assert not another_attribute_named(JENKINS, "Jenkins controller upgraded to 2.440 on a VM with 16 GB RAM")


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_THING_FOR_THE_READER)
def test_another_thing_or_the_older_value_spoken_of_stays_closed_to_the_reader(old: str, new: str,
                                                                               contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)
    if not contradicts:
        assert open_features(old, new) is None


def test_the_readers_gates_read_structure_not_the_pairs_words() -> None:
    assert older_value_told_again(read(STRATABASE), read("Stratabase, my catalogue, got 40 more samples."))
    # the older value's attribute named anew, or no count of what was added: not the older value spoken of
    assert not older_value_told_again(read("2025-06-03 — gs-config repo owned by Leopold."),
                                      read("2026-02-10 — gs-config: Oyelaran is owner, Leopold off the team."))
    assert not older_value_told_again(read(STRATABASE), read("Stratabase now holds 900 samples."))
    assert another_versioned_thing(JUMP_HOST, "jump host kernel updated to 5.15.0-101")
    # one thing's next release told by its part, and an amount with its unit, are not another component
    assert not another_versioned_thing("Mar 1 — Airflow 2.7", "May 5 — prod scheduler is on 2.9.2")
    assert not another_versioned_thing("LED power per rack: 1.2 kW", "per-rack LED draw measured 0.9 kW")
    assert new_thing_started(LIST, "new student list started, 60 members")
    assert not new_thing_started("The user works at Acme.", "The user's new job started at Initech.")


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_HOLDER)
def test_another_persons_preference_is_not_the_users_turned(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_a_preference_holder_is_the_head_after_a_possessive() -> None:
    assert another_holder_prefers(TESTIFY, "The user's co-maintainer Eszter prefers plain if-checks over testify.")
    assert not another_holder_prefers(TESTIFY, "The user now prefers plain if-checks over testify.")
    assert not another_holder_prefers("We prefer squash merges.", "Our team now prefers rebase merges.")


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_SCOPE)
def test_a_preference_bounded_to_another_scope_is_a_second_one(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_only_on_a_time_is_no_scope() -> None:
    assert bound(MERGES, "pref: rebase merges OK on release/* branches only") == "use"
    assert bound("Backups run daily.", "Backups run on weekends only.") is None


@pytest.mark.parametrize(("old", "new", "contradicts"), PAST_TOLD_AS_OVER)
def test_a_past_told_as_over_is_history(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_a_past_told_as_over_is_a_past_frame_unless_it_names_the_older_value() -> None:
    assert bound(TANKS, "In the first year, tanks were sanitised only weekly; that changed in 2024.") == "past"
    # the older value itself said to be over: the newer memory ends it
    assert bound("Tanks are sanitised weekly.", "Tanks were sanitised weekly; that changed in 2024.") is None


@pytest.mark.parametrize(("old", "new", "contradicts"), [ANOTHER_ATTRIBUTE[0], ANOTHER_ATTRIBUTE[1]])
def test_another_attribute_through_the_store(engine, clock, old: str, new: str, contradicts: bool) -> None:
    check(engine, clock, old, new, "note", contradicts)
