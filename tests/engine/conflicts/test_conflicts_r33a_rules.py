"""One thing's version told anew (round 33, rules33a: holdout-v32, dev32-q, dev33-p and the census), each read by
structure, beside near misses of the same shape that must stay quiet:

- one version each for a thing the version reader cannot name — a lower-case name, "the tide-gauge software",
  "the crew app on my phone" — the newer text giving the same words another version
  (:func:`core.conflicts.unnamed_version.one_version_each`); not another name's version ("Vue 3.3" / "vue-router
  4.2"), another holder, another of a series ("node-1" / "node-3", "Line A" / "Line B"), a trial or a test bed,
  one occasion ("run once under …"), a requirement, the older version kept;
- the holder guard of :mod:`core.conflicts.version_swap` counts no pronoun ("it's … I use there"), no end of the
  older version ("4.1 image deleted") and no "to meet …" purpose as a holder; a holder the newer text adds still
  sets the pair apart;
- a device's firmware read where the version comes first ("firmware 2.3 on the glazing kiln's controller"), where
  the device ends at its firmware or a change ("Gate scanner firmware upgraded overnight"), and as what was flashed
  ("had the engineer flash the chiller panel to 4.1"), :mod:`core.conflicts.firmware_swap`; not another device,
  a part of the fleet, a plan.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ONE_VERSION_EACH = [
    ("The tide-gauge software was installed at release 3.1.", "Release 4.0 of the tide-gauge software went out to "
     "every harbour station on Monday.", True),
    ("The crew app on my phone is version 2.6.", "IT pushed an update overnight; my crew app reports 3.0.2 now.", True),
    ("engine for the puzzle game: defold 1.6", "defold 1.8 (pinned after 1.6 crash)", True),
    ("The sorting service is deployed at v2.3.0.", "v2.5.1 of the sorting service was rolled out to all depots "
     "today.", True),
    ("The bird-tracking software is kept at release 2.1 by Ines's group.", "Bird tracking was upgraded across the "
     "fleet to release 3.0 last month.", True),
    ("The bird-tracking software is kept at release 2.1 by Ines's group.", "Nest monitoring was upgraded across the "
     "fleet to release 3.0 last month.", False),
    ("The web app is on Vue 3.3", "The web app uses vue-router 4.2", False),
    ("kernel (ws-node-1): 6.1 LTS", "kernel (ws-node-3): 6.6 LTS", False),
    ("relayd: 0.48 (prod, relay-gw)", "relayd 0.52 on relay-gw2", False),
    # the newer text names two members: the version is the one its own clause names (the lead's, from an unseen hand)
    ("kernel on ws-03: 6.1.0-18", "ws-07 kernel still 5.10; ws-03 untouched", False),
    ("firmware on gate02: 4.1.0", "gate05 firmware still 3.9.2; gate02 untouched", False),
    ("kernel on ws-03: 6.1.0-18", "ws-07 untouched; ws-03 kernel now 6.6.3", True),
    ("relayd: 0.48 (prod, relay-gw)", "relay-gw prod image rebuilt on relayd 0.52", True),
    ("2025-03-02 — press software 4.0, Line A.", "2025-09-14 — Line B press installed with software 4.2.", False),
    ("The ledger script is run with Ruby 3.2.", "The ledger script was run once under Ruby 3.3 to chase a bug.",
     False),
    ("The sorting service is deployed at v2.3.0.", "v2.5.1 of the sorting service is in staging for the trial.",
     False),
    ("The crew app on my phone is version 2.6.", "The crew app on my partner's tablet is version 3.0.", False),
    ("The tide-gauge software was installed at release 3.1.", "The tide-gauge software might move to release 4.0 "
     "next spring.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_VERSION_EACH)
def test_one_version_each_for_one_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


HOLDER_WORDS = [
    ("I run CellarLog 7.2 on the winery's tasting tablet.", "The tasting tablet got reimaged; it's CellarLog 8 LTS "
     "I use there.", True),
    ("route planner: OSRM 5.25", "OSRM 5.27 in prod, 5.25 image deleted", True),
    ("The kiosk app is built against Android SDK 33.", "Target SDK was raised to 34 to meet the store deadline.", True),
    ("I run CellarLog 7.2 on the winery's tasting tablet.", "The bottling line's tablet runs CellarLog 8.", False),
    ("route planner: OSRM 5.25", "OSRM 5.27 on the staging box only", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_WORDS)
def test_words_that_name_no_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FIRMWARE_READ = [
    ("I'm running firmware 2.3 on the glazing kiln's controller.", "Flashed the kiln controller to firmware 2.5 on "
     "Sunday.", True),
    ("2025-01-10 — Gate scanners on firmware 3.2.", "2025-06-02 — Gate scanner firmware upgraded overnight; units "
     "report 3.4.1.", True),
    ("I run firmware 4.0 on the dairy's chiller panel.", "I had the engineer flash the chiller panel to 4.1 on "
     "Friday.", True),
    ("I'm running firmware 2.3 on the glazing kiln's controller.", "Flashed the spare controller to firmware 2.5 on "
     "Sunday.", False),
    ("2025-01-10 — Gate scanners on firmware 3.2.", "2025-06-02 — Gate barrier firmware upgraded overnight; units "
     "report 3.4.1.", False),
    ("I run firmware 4.0 on the dairy's chiller panel.", "I'll have the engineer flash the chiller panel to 4.1 next "
     "month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FIRMWARE_READ)
def test_a_devices_firmware_read_where_it_stands(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


HOW_THE_NEWER_VERSION_CAME = [
    ("lib_tidy: latest release v1.4.0", "lib_tidy latest: v1.5.0 (published Fri)", True),
    ("The parking meters are kept on Android 11 by the council.", "An over-the-air update to Android 13 was pushed to "
     "every parking meter on Monday.", True),
    ("lib_tidy: latest release v1.4.0", "lib_parse latest: v1.5.0 (published Fri)", False),
    ("lib_tidy: latest release v1.4.0", "lib_tidy latest: v1.5.0-rc1 (published Fri)", False),
    ("The parking meters are kept on Android 11 by the council.", "An over-the-air update to Android 13 is planned "
     "for the parking meters next month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOW_THE_NEWER_VERSION_CAME)
def test_how_the_newer_version_came_names_no_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOTAL_LEFT = [
    ("The hostel has 16 bunks in the loft.", "Four of the loft bunks were ripped out, and only twelve are left for "
     "guests.", True),
    ("The hostel has 16 bunks in the loft.", "Four of the loft bunks were ripped out, and only twelve beds are left in "
     "the annexe.", False),
    ("I get 25 leave days a year.", "I took five days off in May, and only 20 are left.", False),
    ("The hostel has 16 bunks in the loft.", "Four bunks are booked tonight, and only twelve are left for walk-ins.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOTAL_LEFT)
def test_a_total_told_before_the_word_that_leaves_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SENT_FOR_SCRAP = [
    ("I plane the oak boards on an old Record jointer.", "The Record went for scrap, so the boards get planed on a "
     "borrowed Hammer jointer now.", True),
    ("I plane the oak boards on an old Record jointer.", "The old Stanley went for scrap; the Record still planes the "
     "oak.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SENT_FOR_SCRAP)
def test_a_tool_sent_for_scrap_is_gone(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
