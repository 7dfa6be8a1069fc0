"""Changes told in shapes the slot readers missed (round 43, rules44d: the families address and name), each beside
the near misses of the same shape that must stay quiet:

- one thing moved to an address of another kind or on another host, the move said ("migrated to a VM reachable at
  …", "repointed at …", "… instead") (:mod:`core.conflicts.address_moved`); not a second copy, a plan, a question,
  another thing of the kind, one address within the other, the older address kept beside the newer;
- a preference's older value refused in words of the older text ("hourly calls unwanted" after "likes updates
  hourly by call"), its keyed value refused ("found light too glaring" after "light mode"), a slot that lost its
  appeal (:mod:`core.conflicts.pref_refused`); not another thing refused, a narrower setting, a window;
- a holder told anew by who looks after the thing, the older holder said out ("not responsible … any more — X is",
  "Y having stepped away") or the newer one holding it as lasting ("has maintained … since", "inherits")
  (:mod:`core.conflicts.owner_out`); not a stand-in, a shared holding, a plan, another thing;
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
    # an IP left for a host name, a path for a bucket, a URL for a host
    ("The ticket scanner database runs on the box at 10.4.0.12.",
     "The ticket scanner database has been migrated to a managed instance reachable at tix-db.cloudhost.eu.", True),
    ("Drone survey tiles are written to /mnt/survey/tiles on the field laptop.",
     "Drone survey tiles were redirected to s3://orchard-survey-tiles by the surveyor.", True),
    ("Weather station readings are posted to https://wx.hillfarm.net/ingest by the logger.",
     "The weather station logger was repointed at 172.16.9.4 after the router swap.", True),
    ("2025-05-02 — shop receipts mailed via 192.168.3.30.",
     "2025-10-14 — shop receipts go through relay.shopmail.io these days.", True),
    # a second copy, a plan, a question: the older address still holds
    ("The ticket scanner database runs on the box at 10.4.0.12.",
     "A copy of the ticket scanner database is also kept at tix-db.cloudhost.eu.", False),
    ("The ticket scanner database runs on the box at 10.4.0.12.",
     "We plan to migrate the ticket scanner database to tix-db.cloudhost.eu next spring.", False),
    ("Drone survey tiles are written to /mnt/survey/tiles on the field laptop.",
     "Should the drone survey tiles be moved to s3://orchard-survey-tiles?", False),
    # another thing of the kind, or the older address kept beside the newer
    ("The ticket scanner database runs on the box at 10.4.0.12.",
     "The staging ticket database was migrated to tix-stage.cloudhost.eu.", False),
    ("Weather station readings are posted to https://wx.hillfarm.net/ingest by the logger.",
     "The logger posts to https://wx.hillfarm.net/ingest and was repointed at 172.16.9.4 for alerts.", False),
]

NAME_TOLD = [
    # the older name as the subject of a verb that names, or the older thing, or the holder
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — restructure: Frontline Desk becomes Customer Care.", True),
    ("The farm's blue tractor is known around the village as 'Old Bessie'.",
     "'Old Bessie' got a new paint job and the tractor was rebaptised 'Thunder'.", True),
    ("2025-01-20 — barn Wi-Fi SSID: BARN-NET-2.", "2025-07-03 — barn Wi-Fi broadcasting as Hayloft-Guest.", True),
    ("I go by Tom at the climbing gym.", "Call me Thomas at the gym from now on.", True),
    # an alias or a translation beside the name
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — Frontline Desk, aka the Helpers, becomes busier in winter.", False),
    ("The farm's blue tractor is known around the village as 'Old Bessie'.",
     "In Welsh the tractor goes by 'Hen Bessie', a translation of the same name.", False),
    # a plan or a question
    ("2025-02-10 — support rota team called 'Frontline Desk'.",
     "2025-08-01 — Frontline Desk will become Customer Care if the reorg is approved.", False),
    ("I go by Tom at the climbing gym.", "Should I go by Thomas at the gym?", False),
    # another named thing
    ("2025-01-20 — barn Wi-Fi SSID: BARN-NET-2.", "2025-07-03 — Dairy Wi-Fi broadcasting as Parlour-Net.", False),
]

PREFERENCE_REFUSED = [
    # the older value refused in the older text's words, its keyed value refused, its slot out of favour
    ("2025-04-01 — Coach Imre likes squad updates weekly by phone.",
     "2025-09-12 — Coach Imre: monthly summary only, weekly phone updates unwanted.", True),
    ("user pref: light mode in the ledger app", "ledger app theme: dark; user found light too glaring", True),
    ("Afternoon pottery classes are preferred by the members.",
     "Evening classes are favoured by the members, the afternoon slot having lost its appeal.", True),
    ("I like my reports as PDFs so I can print them.",
     "I'd rather have reports in a shared sheet, finding PDFs a chore.", True),
    # another thing refused, a narrower setting, a window
    ("2025-04-01 — Coach Imre likes squad updates weekly by phone.",
     "2025-09-12 — Coach Imre: weekly phone updates for the juniors unwanted.", False),
    ("user pref: light mode in the ledger app", "user found the light keyboard too glaring", False),
    ("Afternoon pottery classes are preferred by the members.",
     "The afternoon slot lost its appeal for this one week of exams.", False),
]

OWNER_OUT = [
    # the older holder said out beside another party, or the newer party holding it since a start
    ("I own the bakery's allergen checklist.",
     "I'm not responsible for the allergen checklist any more — Tomasz is, since he moved to days.", True),
    ("The flood-gauge network is looked after by Ingrid.",
     "The flood-gauge network is being run by Bashir, Ingrid having stepped away.", True),
    ("The user maintains the greenhouse irrigation scripts.",
     "The user says the contractor, Rainwise, has maintained the irrigation scripts since the contract began.", True),
    # a stand-in, a shared holding, a question, another thing
    ("The flood-gauge network is looked after by Ingrid.",
     "Bashir is covering the flood-gauge network while Ingrid has stepped away on leave.", False),
    ("I own the bakery's allergen checklist.",
     "I'm not responsible for the allergen checklist alone any more — Tomasz helps with it.", False),
    ("The user maintains the greenhouse irrigation scripts.",
     "Has Rainwise maintained the irrigation scripts since the contract began?", False),
    ("The flood-gauge network is looked after by Ingrid.",
     "The tide-camera rig is being run by Bashir, Ingrid having stepped away from it.", False),
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


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_TOLD)
def test_a_name_told_anew_by_a_verb_that_names(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
