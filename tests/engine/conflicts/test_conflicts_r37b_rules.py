"""Misses and false alarms of fresh hands (round 36, rules37b: the fifty train36 hands) in quantity and version.

- a device flashed by someone, or a sentence that opens with the flash ("The fitter flashed the boiler panel
  yesterday — it shows 3.4", "Flashed the weather station last night …"), the device taking a firmware ("The kiln
  controller took the 2.2 firmware"), flashed "up to" a version, firmware installed on a device
  (:mod:`.firmware_swap`); quiet for another device, a narrower part of the fleet, a release not installed;
- a version or a value told as it stood before a change that ended it ("was on 2.1 before the 2023 panel swap",
  "ran 5.4 before upgrading") (:mod:`.bounds`); found for the change told now, "before being upgraded to …", a
  value told in the present beside;
- a count the holder or its collective is "down to" now, lower than the older one ("we're down to roughly 640
  hives", "the herd is down to 16") (:mod:`.noun_counts`); quiet for another holder, another noun, a plan, an
  occasion;
- a terse note's count told anew under the same key ("sandbag stock: 40 bags" / "sandbags: 12 left after the
  flood"), its unit short or unsaid, with the tally of the change in a bracket (:mod:`.keyed_notes`); quiet for more
  added, a plan, another keyed thing, a count for today or a day's, a year, a range to come, another unit of
  measure, the same count.

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

FLASHED = [
    ("My greenhouse boiler panel runs firmware 3.1.",
     "The fitter flashed the boiler panel yesterday — it shows 3.4 on the display.", True),
    ("The user's weather station is on firmware 1.6.",
     "Flashed the weather station last night and it reports 2.0.", True),
    ("I'm running firmware 5.2 on the kiln controller.",
     "The kiln controller took the 5.3.1 firmware this afternoon without fuss.", True),
    ("I've got firmware 2.7 on the workshop's band-saw inverter.",
     "I flashed the band-saw inverter up to 2.9 this morning.", True),
    ("Firmware 6.0 is installed on the bakery's proving cabinet.",
     "The proving cabinet was reflashed with 6.2 by the service engineer.", True),
    # another device, a part of the fleet, a release not installed, the same version
    ("My greenhouse boiler panel runs firmware 3.1.",
     "The fitter flashed the spare boiler panel yesterday — it shows 3.4 on the display.", False),
    ("I'm running firmware 5.2 on the kiln controllers.",
     "Only one of the kiln controllers took the 5.3.1 firmware this afternoon.", False),
    ("The user's weather station is on firmware 1.6.",
     "Firmware 2.0 for the weather station is out; the user is waiting for reviews before flashing it.", False),
    ("The user's weather station is on firmware 1.6.", "The user might flash the weather station to 2.0 next week.",
     False),
    ("I've got firmware 2.7 on the workshop's band-saw inverter.",
     "I flashed the band-saw inverter again this morning; still 2.7.", False),
    ("I'm running firmware 5.2 on the kiln controller.",
     "The glaze mixer took the 5.3.1 firmware this afternoon.", False),
    ("Our trail cameras are on firmware 2.2.", "I flashed every trail camera in the fleet to 2.5 yesterday.", True),
    ("My greenhouse boiler panel runs firmware 3.1.",
     "The fitter flashed the boiler panel at the cold frame with 3.4 yesterday.", False),
    ("My greenhouse boiler panel runs firmware 3.1.",
     "My brother flashed his boiler panel up to 3.4 this morning.", False),
]

BEFORE_A_CHANGE = [
    ("The ferry's chart plotter runs NavSuite 4.2.", "The chart plotter was on NavSuite 3.8 before the 2023 "
     "console swap.", False),
    ("My lab notebook template is revision 12.", "Revision 11 was what we used in 2023, before the audit changes.",
     False),
    ("The user runs Blender 4.1 for the animation course.", "The user ran Blender 3.6 for the course before "
     "upgrading.", False),
    # the change told now, or the value moved before a change
    ("The ferry's chart plotter runs NavSuite 4.2.", "The chart plotter was moved to NavSuite 4.4 before the "
     "console swap.", True),
    ("The user runs Blender 4.1 for the animation course.", "The user upgraded the course machines to Blender 4.2 "
     "last week.", True),
    ("The ticket kiosks run KioskOS 3.2.", "The ticket kiosks were on KioskOS 2.9 before being upgraded to 3.4 in May.",
     True),
    ("The ticket kiosks run KioskOS 3.2.", "The ticket kiosks are on KioskOS 3.4 now; 3.2 was before the refit.", True),
]

KEYED_COUNTS = [
    ("sandbag stock: 40 bags in the shed", "sandbags in the shed: 12 bags after the flood", True),
    ("sandbag stock: 40 bags in the shed", "sandbag stock: 12 bags after the flood", True),
    ("spare ladder hooks in store: 9", "spare ladder hooks: 4 left after the roof job", True),
    ("hire fleet size: 22 canoes", "hire fleet: 19 canoes (3 written off in the spring)", True),
    ("bat boxes on the estate: 14", "bat boxes on the estate: 17 after three went up by the pond", True),
    ("bat boxes on the estate: 14", "bat boxes on the estate: 17 (was 14)", True),
    # more added, a plan, another keyed thing, a count for today or a day's, a year, a range to come, another unit,
    # the same count
    ("bat boxes on the estate: 14", "bat boxes on the estate: 3 more added", False),
    ("bat boxes on the estate: 14", "bat boxes on the estate: 20 planned", False),
    ("bat boxes on the estate: 14", "bird boxes on the estate: 20", False),
    ("parking permits: 60", "parking permits issued: 45", False),
    ("weekday lesson slots: 12", "lesson slots (Sunday): 5", False),
    ("parking permits: 60", "parking permits: 45 / 60 allocated", False),
    ("spare ladder hooks in store: 9", "spare ladder hooks: 4 today", False),
    ("bat boxes on the estate: 14", "bat boxes on the estate 2019: 6", False),
    ("bat boxes on the estate: 14", "bat boxes on the estate: 14 to 16 by spring", False),
    ("gravel stock: 3 tonnes", "gravel stock: 3000 kg", False),
    ("spare ladder hooks in store: 9", "spare ladder hooks: 9 after the roof job recount", False),
]

DOWN_TO = [
    ("Our co-op keeps about 900 beehives.", "After the wet spring we're down to roughly 640 colonies.", False),
    ("Our co-op keeps about 900 beehives.", "After the wet spring we're down to roughly 640 hives.", True),
    ("I keep 22 alpacas on the smallholding.", "Sold six of the males at market, so the herd is down to 16.", True),
    ("2025-03-02 — night crew headcount: 9.", "2025-11-20 — three porters left; crew down to 6.", True),
    ("The user keeps 30 sheep.", "The user says the flock is down to about 24 head after the winter.", True),
    # another holder, another noun, a count for an occasion, a plan, up not down
    ("I keep 22 alpacas on the smallholding.", "My neighbour's herd is down to 16.", False),
    ("I keep 22 alpacas on the smallholding.", "I'm down to 16 hens now.", False),
    ("I keep 22 alpacas on the smallholding.", "We might be down to 16 by the autumn.", False),
    ("The user keeps 30 sheep.", "We're down to 24 after the winter.", False),
    ("I keep 22 alpacas on the smallholding.", "Feed is down to ten sacks.", False),
]

TABLES = {
    "flashed": FLASHED,
    "down_to": DOWN_TO,
    "before_change": BEFORE_A_CHANGE,
    "keyed_count": KEYED_COUNTS,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_quantity_or_version_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                              contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_flashed_device_through_the_store(engine, clock) -> None:
    old, new, contradicts = FLASHED[0]
    check(engine, clock, old, new, "note", contradicts)
