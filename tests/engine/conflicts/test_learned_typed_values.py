"""The learned reader's typed-value features (round 15): what a differing value belongs to.

A change keeps the thing and gives it another value of one type ("target SDK 33" / "target SDK was raised
to 34"); a crowd neighbour gives a value of the same type to another thing ("company headcount 45" /
"gunicorn now spawns 17 procs"). Each value is read with its type and the words it stands among.
"""

from __future__ import annotations

import pytest

from core.conflicts.compare import compare
from core.conflicts.learned_features import pair_features, typed_values
from core.conflicts.statement import read


def features(old: str, new: str) -> dict[str, float]:
    o, n = read(old), read(new)
    return pair_features(old, new, o, n, compare(o, n))


def kinds(text: str) -> dict[str, str]:
    return {value: kind for kind, value, _ in typed_values(text)}


@pytest.mark.parametrize(("text", "expected"), [
    ("The Android app is built against target SDK 33.", {"33": "number"}),
    ("Standup moved to Thursday 10:30am.", {"thursday": "weekday", "10:30am": "clock"}),
    ("We ship under GPLv3.", {"gplv3": "licence"}),
    ("Alerts go to #ops-alerts, pages to @oncall.", {"#ops-alerts": "channel", "@oncall": "channel"}),
    ("grafana: direct on :3000", {":3000": "address"}),
    ("The drop is at /srv/incoming on sftp.acme.io.", {"/srv/incoming": "address", "sftp.acme.io": "address"}),
    ("User's cluster runs 1.27.", {"1.27": "version"}),
    ("Log rotation is daily.", {"daily": "frequency"}),
])
def test_each_value_is_read_with_its_type(text, expected):
    found = kinds(text)
    assert {value: found.get(value) for value in expected} == expected


def test_a_dated_notes_date_is_not_a_value_and_a_value_knows_the_words_around_it():
    found = typed_values("Feb 11 — MQTT broker at 10.0.0.5")
    assert [(kind, value) for kind, value, _ in found] == [("address", "10.0.0.5")]
    assert "broker" in found[0][2]
    (_, _, around), = [v for v in typed_values("The Android app is built against target SDK 33.") if v[1] == "33"]
    assert {"sdk", "target"} <= around


def test_another_value_for_the_same_thing_is_anchored_and_a_neighbours_value_is_loose():
    changed = features("The Android app is built against target SDK 33.",
                       "Target SDK was raised to 34 to meet the Play Store deadline.")
    assert {"tv-gone-anchored:number", "tv-gone-anchored", "tv-gone-anchored&change"} <= changed.keys()
    # The near miss: a count of another thing, a change word beside it — one type, no thing in common.
    neighbour = features("2025-03-03: company headcount 45", "gunicorn now spawns 2*cores+1 = 17 procs")
    assert "tv-gone-loose:number" in neighbour
    assert not any(name.startswith("tv-gone-anchored") for name in neighbour)


def test_an_older_value_still_held_or_of_another_type_is_no_successor():
    added = features("Our team has 6 engineers.", "The team has 6 engineers and 2 designers.")
    assert "tv-same:number" in added and not any(name.startswith("tv-gone") for name in added)
    other = features("The user's licence of choice is GPLv3.", "The user's standup is at 9:30am now.")
    assert "tv-types-disjoint" in other and not any(name.startswith("tv-gone") for name in other)

