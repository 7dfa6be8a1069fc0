"""Readings that catch what the dev17 s/t writers wrote (issue 15, round 16), one table per family.

Each reading is read from structure, not from the pairs' phrases:

- a note's bracket that tells what happened ("(missed expiry incident)", "(knees, mentioned again)") is an aside,
  not where the value holds ("(staging)", "(prod)") — :func:`core.conflicts.notes._annotation`;
- the noun a closed set of alternatives is told with ("window *seat*", "*units* pref: imperial") names the
  attribute, not a thing the newer memory is about — :func:`core.conflicts.sameness.same_attribute`;
- a negation that closes what came before it ("Mattermost, not anymore", "used to live in Porto, but not anymore")
  denies that clause — :mod:`core.conflicts.trailing_negation`;
- a change said with only the older note's scope left out ("api replicas: 6 (autoscaler floor raised)" after
  "api replicas: 4 (prod)") is the same attribute told less exactly — :func:`core.conflicts.sameness.same_attribute`;
- a colon right after a preposition ("user based in: Busan") only sets the value apart: the place is the value —
  :func:`core.conflicts.statement._colon_after_preposition_dropped`;
- a count whose unit one memory says with the number and the other as what a count noun counts ("Twenty seats" /
  "the seat count was cut to twelve") is one count — :func:`core.conflicts.aligned._told_in`;
- the older value kept with the other only under a condition after "but" is an exception beside it
  (:func:`core.conflicts.compare._kept_with_an_exception`);
- a bare "email"/"SMS" opening a clause before another noun names the thing ("email queue max retries"), not a
  channel (:func:`core.conflicts.channels._names_a_thing`);
- a denial that names only a holder ("…, not me") speaks of the thing its own memory holds
  (:func:`core.conflicts.compare._holder_of_another`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

FREQUENCY = [
    # a bracket that tells what happened is read without it
    ("backup verify job: daily (cron)", "backup verify job: weekly (disk filled up twice)", True),
    ("cert renewal check: weekly (cron)", "cert renewal check: hourly (an expiry was missed)", True),
    # a bracket that says where the value holds is still another qualifier
    ("log level: debug (staging)", "log level: info (prod)", False),
    ("image pull policy: always (dev)", "image pull policy: never (air-gapped hosts)", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PREFERENCE = [
    # the noun of a closed set of alternatives names the attribute
    ("pref: window seat on trains", "seat pref: aisle (knees, mentioned again)", True),
    ("pref: metric units in answers", "units pref: imperial (feet, lbs)", True),
    ("I prefer dark mode in every editor.", "I switched to light mode in every editor.", True),
    # another scope, or the same alternative told again
    ("pref: window seat on flights", "pref: aisle seat on trains", False),
    ("pref: metric units in answers", "units pref: metric, temperatures in Celsius", False),
    # the older value kept, the other only under a condition
    ("I prefer dark mode in every editor.", "I prefer dark mode in every editor, but switch to light when presenting.",
     False),
    ("The user prefers tabs in Python files.", "The user prefers tabs in Python files, but uses spaces when pairing.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RESIDENCE = [
    # "used to …, but not anymore" is "no longer …"
    ("The user lives in Porto.", "The user used to live in Porto, but not anymore.", True),
    # a note's key that ends with a preposition before its colon: the place is the value, not a key word
    ("user based in: Lyon, Croix-Rousse", "user based in: Grenoble (relocated to be near family)", True),
    # another place denied is not the older one
    ("The user lives in Porto.", "The user used to live in Lisbon, but not anymore.", False),
    # a narrower place beside the older one; someone else's home
    ("user based in: Lyon", "user based in: Lyon, Croix-Rousse", False),
    ("user based in: Lyon", "user's sister based in: Grenoble", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CHANNEL = [
    # a negation closing the value before it
    ("team chat: Mattermost", "team chat on Zulip these days; Mattermost, not anymore.", True),
    ("I get build failure alerts by email.", "Build failure alerts come by SMS now.", True),
    # another venue denied, the older one kept
    ("Community support happens on Discord.", "Gitter, not anymore; community support stays on Discord.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


QUANTITY = [
    # a count told once with its unit, once as what a count noun counts
    ("Twenty seats are licensed for Figma.", "Figma's seat count was cut to twelve.", True),
    ("Fifteen seats are licensed for the whiteboard app.", "The whiteboard app's seat count was trimmed to nine.",
     True),
    ("email queue max retries: 5", "email queue max retries set to 3", True),
    # a change said with only the older note's scope left out
    ("api replicas: 4 (prod)", "api replicas: 6 (autoscaler floor raised)", True),
    # another thing's count; a target beside the amount done
    ("Twenty seats are licensed for Figma.", "The Miro seat count was cut to eight.", False),
    ("The user walks 5,000 steps a day.", "The user's daily step goal is now 10,000.", False),
    # another scope, told or left with another word beside the one kept
    ("worker replicas: 3 (prod)", "worker replicas: 8 (staging)", False),
    ("db pool size: 20 (prod, eu)", "db pool size: 30 (prod, us)", False),
    # "email" / "SMS" before a noun name which queue, not a channel
    ("email queue max retries: 5", "SMS queue max retries set to 3", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), QUANTITY)
def test_quantity(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


OWNERSHIP = [
    # "not me" about the same thing
    ("I maintain the Terraform modules.", "Kenji maintains the Terraform modules now, not me.", True),
    # "not me" about another thing
    ("I maintain the Terraform modules.", "Kenji maintains the Helm charts, not me.", False),
    ("The user owns the billing service.", "Priya owns the search service, not the user.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_the_reasons_show_each_value_as_written() -> None:
    from core.conflicts.rules import decide

    seats = decide("Twenty seats are licensed for Figma.", "Figma's seat count was cut to twelve.")
    assert seats is not None and "Twenty → twelve" in seats.reason
    gone = decide("The user lives in Porto.", "The user used to live in Porto, but not anymore.")
    assert gone is not None and "Porto" in gone.reason and "no longer" in gone.reason
