"""Near misses read by why they are no change (round 45, rules46a: false alarms of the whole detector on dev45-q and
dev45-p and of the rules alone on the twenty-four train45 hands), each beside a true change of the same shape that
must still be found:

- two terse notes keyed to two things — each key's qualifier names its own ("defib at Pen-y-Pass" / "defib at Ogwen
  Cottage", "owner of Irish-residency forms" / "owner of Dutch-residency forms"), or the keys differ in a
  unit's number ("gantry 7" / "gantry 9") — or the newer key to a part of the older one's thing ("cert renewals" /
  "cert renewals for .de zones") (:mod:`core.conflicts.keys_apart`); the older note naming the part after its key
  ("CI: Jenkins (rail-ops-etl repo)" / "CI for rail-ops-etl = …") is one thing keyed two ways, and a qualifier of
  time ("on Mondays" / "on Thursdays", "in the mornings") tells when, not which thing;
- a thing denied held whose name is a hyphenated compound ending "-ing" or "-ed" ("the embedding-serving job"): a
  name, not a verb, so another thing than the older one ("the embedding-training job")
  (:mod:`core.conflicts.ownership`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), a few also
through the learned reader's path (:func:`support.conflicts.check_found_by_a_rule`); the pairs are in other words and
settings than the pairs the guards were read from.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided, check_found_by_a_rule

KEYS_APART = [
    ("AED at Mill Lane: owned by the parish council", "AED at Quarry Road: owned by St John Ambulance", False),
    ("AED at Mill Lane: owned by the parish council", "AED at Mill Lane: owned by St John Ambulance now", True),
    ("firmware on kiosk 3: 4.2.1", "firmware on kiosk 5: 4.0.9, update queued", False),
    ("firmware on kiosk 3: 4.2.1", "firmware on kiosk 3: 4.3.0", True),
    ("cache purge: 03:00 UTC nightly", "cache purge for .fr zones: 04:00 UTC (CDN rate limit)", False),
    ("cache purge: 03:00 UTC nightly", "cache purge: 04:00 UTC nightly", True),
    ("owner of Irish-residency forms: Aoife", "owner of Dutch-residency forms: Joost", False),
    ("owner of Irish-residency forms: Aoife", "owner of Irish-residency forms: Joost", True),
    ("deploy tool: Capistrano (storefront repo)", "deploy tool for storefront -> Kamal; Capistrano removed", True),
    # a qualifier of time is when, not which thing: the day or the part of the day moved
    ("choir practice on Mondays: 19:30", "choir practice on Thursdays: 19:30", True),
    ("gym in the mornings: 6:30", "gym in the evenings: 18:30", True),
]

A_NAME_NOT_A_VERB = [
    ("The user's squad owns the image-resizing service.",
     "The user's squad does not own the image-caching service; Platform does.", False),
    ("The user's squad owns the image-resizing service.",
     "The user's squad does not own the image-resizing service any more; Platform does.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYS_APART)
def test_notes_keyed_to_two_things_are_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYS_APART[:4])
def test_notes_keyed_to_two_things_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_NAME_NOT_A_VERB)
def test_a_hyphenated_name_is_no_verb(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
