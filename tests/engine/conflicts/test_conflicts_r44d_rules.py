"""Changes told in shapes the slot readers missed (round 43, rules44d: the families address, name, preference,
ownership and residence), each beside the near misses of the same shape that must stay quiet:

- one thing moved to an address of another kind or on another host, the move said ("migrated to a VM reachable at
  …", "repointed at …", "… instead") (:mod:`core.conflicts.address_moved`); not a second copy, a plan, a question,
  another thing of the kind, one address within the other, the older address kept beside the newer;
- a preference's older value refused in words of the older text ("hourly calls unwanted" after "likes updates
  hourly by call"), its keyed value refused ("imperial discarded" after "pref: imperial units"), a slot that lost its
  appeal (:mod:`core.conflicts.pref_refused`); not another thing refused, a narrower setting, a window;
- a holder told anew by who looks after the thing, the older holder said out ("not responsible … any more — X is",
  "Y having stepped away") or the newer one holding it as lasting ("has maintained … since", "inherits")
  (:mod:`core.conflicts.owner_out`); not a stand-in, a shared holding, a plan, another thing;
- a home told as the holder's new address or place ("the user's new address is in Brighton")
  (:mod:`core.conflicts.families`' residence wording); not someone else's new address;
- a name told anew after a verb that names ("becomes", "rebaptised", "broadcasting as", "call me"), its subject the
  older name or the older thing (:mod:`core.conflicts.name_told`); not an alias or a translation told beside it, a
  plan, a question, another named thing.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESS_MOVED = [
    # the thing told in other words of the older text, moved to another kind of address or another host
    ("The kiln logger's readings are pushed to mqtt://kiln.studio.lan:1883 by the controllers.",
     "The kiln controllers were repointed last week at a new broker, mqtt-3.studio.lan.", True),
    ("I keep the choir's scanned score archive at /srv/scores on the old NAS.",
     "Last week I relocated the score scans; they live under /data/choir/partituren on the new NAS box.", True),
    ("Crop-yield model runs for Tarn are written to /data/yield on the compute node.",
     "The Tarn yield outputs have been relocated to /mnt/models/crops by the analyst.", True),
    # a second copy, a plan, a question: the older address still holds
    ("The kiln logger's readings are pushed to mqtt://kiln.studio.lan:1883 by the controllers.",
     "The kiln controllers were also repointed at a second broker, mqtt-3.studio.lan.", False),
    ("I keep the choir's scanned score archive at /srv/scores on the old NAS.",
     "I plan to relocate the score scans to /data/choir/partituren on the new NAS box.", False),
    ("Crop-yield model runs for Tarn are written to /data/yield on the compute node.",
     "Should the Tarn yield outputs be relocated to /mnt/models/crops?", False),
    # another thing of the kind, one address within the other
    ("Crop-yield model runs for Tarn are written to /data/yield on the compute node.",
     "The staging yield outputs have been relocated to /mnt/models/crops by the analyst.", False),
    ("I keep the choir's scanned score archive at /srv/scores on the old NAS.",
     "I relocated the score scans; they live under /srv/scores/2025 these days.", False),
    ("The gym's member photos are synced to /srv/gym/photos on the front-desk PC.",
     "The event photos were relocated to /volume3/event-pics.", False),
]

NAME_TOLD = [
    # the older name as the subject of a verb that names, or the older thing, or the holder
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — restructure: Frontline Desk becomes Customer Care.", True),
    ("The farm's blue tractor is known around the village as 'Old Bessie'.",
     "'Old Bessie' got a new paint job and the tractor was rebaptised 'Thunder'.", True),
    ("2025-01-20 — barn Wi-Fi SSID: BARN-NET-2.", "2025-07-03 — barn Wi-Fi broadcasting as Hayloft-Guest.", True),
    ("2024-05-02 — staff call the new foal 'Biscuit'.",
     "2024-11-20 — 'Biscuit' nickname dropped; foal answers to 'Juniper'.", True),
    # an alias or a translation beside the name
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — Frontline Desk, aka the Helpers, becomes busier in winter.", False),
    ("The farm's blue tractor is known around the village as 'Old Bessie'.",
     "In Welsh the tractor goes by 'Hen Bessie', a translation of the same name.", False),
    # a plan or a question
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — Frontline Desk will become Customer Care if the reorg is approved.", False),
    ("2024-05-02 — staff call the new foal 'Biscuit'.", "2024-11-20 — should the foal answer to 'Juniper'?", False),
    # another named thing, a thing named after the older name, a part of the thing
    ("Our build bot is called 'forge'.", "The 'forge' handbook was renamed to 'manual' last month.", False),
    ("Our booking app is called Tidal.", "Our booking app is called Tidal, and the map screen inside it goes by Chart.",
     False),
    ("2025-01-20 — barn Wi-Fi SSID: BARN-NET-2.", "2025-07-03 — Dairy Wi-Fi broadcasting as Parlour-Net.", False),
]

PREFERENCE_REFUSED = [
    # the older value refused in the older text's words, its keyed value refused, its slot out of favour
    ("2025-04-01 — Coach Imre likes squad updates weekly by phone.",
     "2025-09-12 — Coach Imre: monthly summary only, weekly phone updates unwanted.", True),
    ("pref: imperial units on fence plans", "fence plans in metric per the owner's request, imperial discarded", True),
    ("Afternoon pottery classes are preferred by the members.",
     "Evening classes are favoured by the members, the afternoon slot having lost its appeal.", True),
    ("I like my reports as PDFs so I can print them.",
     "I'd rather have reports in a shared sheet, finding PDFs a chore.", True),
    # another thing refused, a narrower setting, a window
    ("2025-04-01 — Coach Imre likes squad updates weekly by phone.",
     "2025-09-12 — Coach Imre: weekly phone updates for the juniors unwanted.", False),
    ("pref: imperial units on fence plans", "imperial sizes on the gate hinges discarded", False),
    ("Afternoon pottery classes are preferred by the members.",
     "The afternoon slot lost its appeal for this one week of exams.", False),
]

OWNER_OUT = [
    # the older holder said out beside another party, or the newer party holding it since a start
    ("2024-03-11 — village hall café operated by the parish council.",
     "2025-02-02 — village hall café lease awarded to Hilltop Catering; parish council exits.", True),
    ("The flood-gauge network is looked after by Ingrid.",
     "The flood-gauge network is being run by Bashir, Ingrid having stepped away.", True),
    ("The user maintains the greenhouse irrigation scripts.",
     "The user says the contractor, Rainwise, has maintained the irrigation scripts since the contract began.", True),
    # a stand-in, a shared holding, a question, another thing
    ("The flood-gauge network is looked after by Ingrid.",
     "Bashir is covering the flood-gauge network while Ingrid has stepped away on leave.", False),
    ("2024-03-11 — village hall café operated by the parish council.",
     "2025-02-02 — café run with help from Hilltop Catering while the parish council exits the lease.", False),
    ("The user maintains the greenhouse irrigation scripts.",
     "Has Rainwise maintained the irrigation scripts since the contract began?", False),
    ("The flood-gauge network is looked after by Ingrid.",
     "The tide-camera rig is being run by Bashir, Ingrid having stepped away from it.", False),
    ("I maintain the allotment seed catalogue.", "I took on the seed catalogue in 2024, after Wren stepped back.",
     False),
    ("I maintain the allotment seed catalogue.", "Ilse now owns the bulb catalogue.", False),
]

NEW_ADDRESS = [
    ("The user lives in Leith, close to the harbour office.",
     "The user's new address is in Portobello; the bus to the harbour office takes twenty minutes.", True),
    ("The user lives in Leith, close to the harbour office.",
     "The user's sister's new address is in Portobello, near the promenade.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_MOVED)
def test_one_thing_moved_to_an_address_of_another_kind(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE_REFUSED)
def test_a_preference_refused_in_the_older_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNER_OUT)
def test_a_holder_told_anew_by_who_looks_after_the_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NEW_ADDRESS)
def test_a_home_told_as_the_new_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_TOLD)
def test_a_name_told_anew_by_a_verb_that_names(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
