"""Address, residence, tool and channel told anew by structure (round 37, rules38e: the fifty train37 hands), beside
near misses of the same shape that must stay quiet:

- a thing given a new address by a verb of addressing it again ("re-IP'd", "readdressed", "relocated"), named with
  only some of the older thing's words ("printer" after "boat office Wi-Fi printer"), a "during …" / "when …" after
  the value read as when (:func:`core.conflicts.address_change.address_change`); not another thing, another holder's, a
  scope after the value, a plan, a while, the older value kept; and two devices reached at two IPv4 addresses whose
  names share no word are two things (:func:`core.conflicts.address_things.another_device`);
- a numbered radio channel told again with another number, the older number only said left ("interference on 4",
  "channel 3 reassigned") (:func:`core.conflicts.radio_channels.radio_channel_retold`); not a channel added, for a
  while, the older number kept, another thing on the new channel, a dated past;
- a home told anew in a note's key ("residence updated -> …", "home: …") and the older place named again only in a
  part that ends it ("Galway address obsolete") (:mod:`core.conflicts.residence`); not the older place kept,
  someone else's home; a dwelling rented or lived in "since" in another place ("I've been renting a cottage outside
  Helston" after "I live in a flat above the chemist in Penzance"); not someone else's, for a while, a plan;
- the older tool said gone with its model number or its part between the tool and the ending ("Glacio 300 traded in",
  "the esbuild step was removed") (:func:`core.conflicts.tool_gone.tool_gone`); not one of several, a repair, a plan.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the
sentences are this file's own, in other settings than the pairs read.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

READDRESSED = [
    ("2025-03-04 — loading bay Zebra label printer at 172.18.6.21.",
     "2025-09-12 — label printer re-IP'd to 172.18.9.40 after the switch refresh.", True),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "The kiln controller was readdressed to 10.8.4.2 during the network rework.", True),
    ("The glasshouse weather station posts to 192.168.30.14.",
     "The weather station was re-homed onto 192.168.44.9 when the farm VLAN was split.", True),
    ("The club's results page was served from /races/results on the old site.",
     "The results page was relocated to /events/results, and /races/results returns 404.", True),
    # another thing, another holder's, a scope after the value, a plan, a while, the older value kept
    ("2025-03-04 — loading bay Zebra label printer at 172.18.6.21.",
     "2025-09-12 — dock scanner re-IP'd to 172.18.9.40 after the switch refresh.", False),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "Maeve's kiln controller was readdressed to 10.8.4.2.", False),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "The kiln controller was readdressed to 10.8.4.2 for the guest VLAN; 10.8.1.30 stays on the shed LAN.", False),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "The kiln controller will be readdressed to 10.8.4.2 next month.", False),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "The kiln controller was temporarily re-IP'd to 10.8.4.2 while the switch is swapped.", False),
    ("The kiln controller for the east shed answers at 10.8.1.30.",
     "The kiln controller's web panel was relocated to 10.8.4.2/admin.", False),
    # "when" before a verb's -ing form is the use the address serves, told again in the newer text: still a change
    ("I reach the staging Grafana at grafana.lab:3000 when debugging alert rules.",
     "I debug alert rules against the staging Grafana on port 3300 — plain 3000 was retired by ops.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), READDRESSED)
def test_a_thing_given_a_new_address_named_shorter(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


ANOTHER_DEVICE = [
    # another device of the same network, the older one named beside it or its owner shared
    ("I reach the pump house PLC at 10.12.3.20.",
     "I reach the chlorine dosing panel at 10.12.3.21, right next to the pump house PLC.", False),
    ("I reach the quarry's weighbridge terminal at 172.30.1.8.",
     "On the same subnet I reach the quarry's gate camera at 172.30.1.9.", False),
    # the same device at another address
    ("I reach the pump house PLC at 10.12.3.20.", "I reach the pump house PLC at 10.12.7.4 now.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_DEVICE)
def test_two_devices_at_two_addresses(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RADIO_CHANNEL = [
    ("Dig-site crew check-ins go out on radio channel 5.",
     "Dig-site crew check-ins are carried on channel 11 after interference on 5.", True),
    ("2025-04-02 — lifeguard relief calls over VHF channel 8.",
     "2025-08-20 — static on ch8; lifeguard relief calls take place on channel 12 from today.", True),
    ("The marina patrols talk on radio channel 2.",
     "Marina patrols switched to channel 9; channel 2 reassigned to the fuel dock.", True),
    # a channel added, for a while, the older number kept, another thing on the new channel, a dated past
    ("Dig-site crew check-ins go out on radio channel 5.", "Dig-site crew check-ins also go out on channel 11.", False),
    ("Dig-site crew check-ins go out on radio channel 5.",
     "Dig-site crew check-ins go out on channel 11 while channel 5 is jammed.", False),
    ("Dig-site crew check-ins go out on radio channel 5.",
     "Check-ins stay on channel 5; channel 11 is for the surveyors.", False),
    ("Dig-site crew check-ins go out on radio channel 5.", "The survey team uses channel 11.", False),
    ("Dig-site crew check-ins go out on radio channel 5.", "In 2019 crew check-ins went out on channel 11.", False),
    ("Dig-site crew check-ins go out on radio channel 5.", "Dig-site crew check-ins go out on VHF 5.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RADIO_CHANNEL)
def test_a_numbered_radio_channel_told_with_another_number(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


HOME_KEYED = [
    ("home: Sligo (runs the harbour choir)", "home: Ballina — Sligo address obsolete", True),
    ("user location: Kaunas, Lithuania; works remotely", "user location: Vilnius — Kaunas address void", True),
    ("residence: Dunedin, near the stadium", "residence updated -> Oamaru; Dunedin flat sublet out for good", True),
    # the older place kept, someone else's home
    ("home: Sligo (runs the harbour choir)", "home: Ballina — Sligo flat kept for weekends", False),
    ("home: Sligo (runs the harbour choir)", "partner's home: Ballina — Sligo address obsolete", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOME_KEYED)
def test_a_home_in_a_notes_key_with_the_older_place_ended(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RENTING_SINCE = [
    ("I live in a flat above the chemist in Penzance.",
     "Since the lease ended I've been renting a cottage outside Helston and driving in to the boatyard.", True),
    ("I rent a room in Ilkley, a short walk from the pool.",
     "Since the tenancy ran out I've been living in Otley and cycling over.", True),
    ("I'm based in Lerwick, ten minutes from the ferry office.", "Since spring I've been renting in Scalloway.", True),
    # someone else's, for a while, the older home again, a plan
    ("I live in a flat above the chemist in Penzance.",
     "My son has been renting a cottage outside Helston since March.", False),
    ("I live in a flat above the chemist in Penzance.",
     "I've been renting a cottage outside Helston for the summer while the flat is rewired.", False),
    ("I live in a flat above the chemist in Penzance.",
     "I've been renting a flat above the chemist in Penzance since 2019.", False),
    ("I rent a room in Ilkley, a short walk from the pool.", "I might rent a room in Otley next year.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RENTING_SINCE)
def test_a_dwelling_rented_since_in_another_place(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL_PART_GONE = [
    ("2024-09-01 — rink ice planed with the Zamboni 526.",
     "2025-02-14 — Zamboni 526 traded in; ice planed with an Olympia Millennium now.", True),
    ("Our storefront assets are minified with terser before each deploy.",
     "The terser step was removed and deploys ship assets through Lightning CSS.", True),
    # one of several, a repair, a plan
    ("2024-09-01 — rink ice planed with the Zamboni 526.",
     "2025-02-14 — one Zamboni 526 traded in; the other still planes the main rink.", False),
    ("2024-09-01 — rink ice planed with the Zamboni 526.",
     "2025-02-14 — Zamboni 526 sent back for repair; ice planed with a loaned Olympia for now.", False),
    ("Our storefront assets are minified with terser before each deploy.",
     "The terser step will be removed next month, once Lightning CSS takes over.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_PART_GONE)
def test_the_older_tool_gone_with_its_model_or_part_between(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
