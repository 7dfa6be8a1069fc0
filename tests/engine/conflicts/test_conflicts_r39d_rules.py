"""Address, schedule and ownership told anew (round 38, rules39d: the fifty train38 hands and the census), read by
structure, beside near misses of the same shape that must stay quiet:

- the older address itself — whole, or its host, port, a leading run of its path, its domain, the tail of its IPv4
  address — named in the newer memory as left (an arrow from it, a verb of ending before or after it in its clause:
  "freed", "bounces", "unmounted", "migrated off", "took … down") or pointed at as "the old IP" / "the old alias",
  with another address of that kind told (:func:`core.conflicts.address_freed.older_address_ended`); not the older
  address kept or added to, an end talked of or for a while, a redirect to another thing, another host's port;

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
