"""Address, schedule and ownership told anew (round 38, rules39d: the fifty train38 hands and the census), read by
structure, beside near misses of the same shape that must stay quiet:

- the older address itself — whole, or its host, port, a leading run of its path, its domain, the tail of its IPv4
  address — named in the newer memory as left (an arrow from it, a verb of ending before or after it in its clause:
  "freed", "bounces", "unmounted", "migrated off", "took … down") or pointed at as "the old IP" / "the old alias",
  with another address of that kind told (:func:`core.conflicts.address_freed.older_address_ended`); not the older
  address kept or added to, an end talked of or for a while, a redirect to another thing, another host's port;
- a recurring thing's weekday or clock time told anew with the change said, the thing named by one shared word in
  another form ("I glaze on Friday evenings" / "Glazing sessions moved to Mondays"), a why after the new value read off
  (:func:`core.conflicts.slot_anew.slot_anew`); not one occasion, a past, a plan, an added slot, another named thing
  or another thing of the word ("the morning bulletin" / "the evening bulletin", "build cleanup");
- a held thing moved to another party with the thing or its holding as the subject ("Custody of the parish silver
  was passed to …"), bought from its older holder, or the older holder set aside in a clause of its own ("Derek off
  it", "Orla on cheesemaking only") (:mod:`core.conflicts.holding_moved`); not a while, a share, a plan,
  another thing, the thing moved to a place, the older holder again.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

OLDER_ADDRESS_LEFT = [
    ("The bakery's label printer sits at 172.16.3.41.",
     "label printer moved 172.16.3.41 -> 172.16.9.12 after the switch swap", True),
    ("greenhouse sensor hub: hub.glasshouse.lan:8086",
     "sensor hub now answers on :8087; port 8086 freed for the new historian", True),
    ("The user's orders inbox is shop@hollyfarmcheese.co.uk.",
     "The user says shop@hollyfarmcheese.co.uk bounces these days; write to orders@hollyfarm.coop.", True),
    ("Scanned parish records are kept under /data/parish/scans on the vestry PC.",
     "Scanned parish records moved to /archive/records/parish and /data/parish was wiped.", True),
    ("choir wiki: choir.stmarks.example",
     "choir wiki migrated off choir.stmarks.example and is served from https://stmarks.example/choir.", True),
    ("The weather station logger is reached at 10.0.5.22.",
     "Weather logger re-addressed to 10.0.8.4; the old IP was released.", True),
    # the older address kept or added to
    ("The bakery's label printer sits at 172.16.3.41.",
     "The label printer also answers at 172.16.9.12; 172.16.3.41 is not freed.", False),
    ("The user's orders inbox is shop@hollyfarmcheese.co.uk.",
     "The user says orders@hollyfarm.coop works as well as shop@hollyfarmcheese.co.uk.", False),
    # an end talked of, or for a while
    ("greenhouse sensor hub: hub.glasshouse.lan:8086",
     "sensor hub may move to :8087 if port 8086 is freed for the historian", False),
    ("Scanned parish records are kept under /data/parish/scans on the vestry PC.",
     "Until the disk swap, parish scans go to /tmp/scans and /data/parish is unmounted.", False),
    # a redirect to another thing, another host's port
    ("The village hall's booking page is hall.lowfell.org.",
     "hall.lowfell.org redirects visitors to the new parish site at lowfell-parish.org.", False),
    ("tank telemetry broker: mqtt://tanks.brewery.lan:1883",
     "bottling line gateway → mqtts://bottling.brewery.lan:8883 (plain 1883 closed)", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_ADDRESS_LEFT)
def test_the_older_address_said_left_beside_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SLOT_TOLD_ANEW = [
    ("I glaze pots on Friday evenings.",
     "Glazing sessions moved to Monday evenings, since the kiln room is booked on Fridays.", True),
    ("The allotment society's seed swap runs Saturdays at 10:00.",
     "Seed swaps start at 11:30 from next month.", True),
    ("Laundry collection for the hostel is at 07:00.",
     "Laundry collections were retimed to 06:15 by the new contractor.", True),
    # one occasion, a past, a plan, an added slot
    ("I glaze pots on Friday evenings.",
     "This Friday only, glazing moved to Sunday because of the open studio.", False),
    ("The allotment society's seed swap runs Saturdays at 10:00.",
     "Seed swaps started at 09:00 back in 2022, before the hall changed hands.", False),
    ("Laundry collection for the hostel is at 07:00.",
     "The laundry firm may move collection to 06:15 from next month.", False),
    ("Laundry collection for the hostel is at 07:00.",
     "An extra laundry collection at 15:00 was added for the summer rush.", False),
    # another thing of the word
    ("The morning bulletin goes out at 07:30.",
     "The evening bulletin was moved to 18:45.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SLOT_TOLD_ANEW)
def test_a_recurring_slot_told_anew_of_the_thing_in_another_form(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


HOLDING_MOVED = [
    ("The parish silver is kept by the churchwardens.",
     "Custody of the parish silver was passed to the diocesan treasury at Easter.", True),
    ("The community orchard lease is held by the residents' association.",
     "The orchard lease was transferred to the town council last spring.", True),
    ("My cousin Ewan owns the old seed drill; I borrow it in April.",
     "I bought the seed drill off Ewan outright.", True),
    ("coffee bean ordering: Derwent",
     "bean orders handled by Priscilla from now; Derwent off it", True),
    ("The greenhouse watering rota is kept by Oona.",
     "watering rota: Ivo runs it; Oona rotated to the seed bank", True),
    # the thing moved to a place, a share, another thing, a while
    ("The parish silver is kept by the churchwardens.",
     "The parish silver was moved to a bank vault by the churchwardens.", False),
    ("My cousin Ewan owns the old seed drill; I borrow it in April.",
     "I bought a half share of the seed drill from Ewan.", False),
    ("The community orchard lease is held by the residents' association.",
     "The orchard's beehive lease was transferred to the town council.", False),
    ("coffee bean ordering: Derwent",
     "bean orders handled by Priscilla this week; Derwent off sick", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDING_MOVED)
def test_a_held_thing_moved_bought_or_its_holder_set_aside(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
