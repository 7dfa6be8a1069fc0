"""Version and tool told anew by structure (round 34, rules35e: the fifty train34 hands), beside near misses of the
same shape that must stay quiet:

- the older tool, read from where it stands (the noun phrase a use is done with, a note's value), said gone in a
  clause of its own and the use told done another way (:func:`core.conflicts.tool_gone.tool_gone`); not a repair,
  a stand-in, one of several, the older tool kept, someone else's, no other clause;
- a version's change told with who made it ("the vendor reflashed …", "… by the district") or by its own verb
  ("came with", "auto-updated overnight"): the doer and the verb are no holder of another version
  (:func:`core.conflicts.version_clauses.holder_added`); a holder named still holds another version apart;
- each text naming another numbered member of one series ("bay 3" / "bay 5", "Pump #1" / "Pump #2"): each version
  is another member's (:func:`core.conflicts.version_clauses.numbered_members`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the
sentences are this file's own, in other settings than the pairs read.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

TOOL_GONE = [
    ("I sand guitar necks with a Festool orbital sander.",
     "Sold the Festool last month; necks get scraped with a cabinet scraper now.", True),
    ("Seed trays are watered with a brass watering can in the greenhouse.",
     "The watering can was binned; an overhead mister does the seed trays.", True),
    ("bookkeeping: Ledgerly desktop app",
     "bookkeeping moved to QuickBooks Online; Ledgerly licence cancelled", True),
    ("The user tunes pianos with a Verituner app on an old phone.",
     "The user ripped Verituner off the phone and tunes by ear with a fork these days.", True),
    # a repair, a stand-in, one of several, kept, no other way told
    ("Seed trays are watered with a brass watering can in the greenhouse.",
     "While the watering can is being repaired, the trays get a spray bottle.", False),
    ("The crew talks over Kenwood handsets on channel 2.",
     "One Kenwood returned for repair; the crew shares the rest.", False),
    ("I sand guitar necks with a Festool orbital sander.",
     "The spare Festool was sold; the main one still does the necks.", False),
    ("bookkeeping: Ledgerly desktop app", "Ledgerly licence cancelled.", False),
    ("payroll alerts: SMS to the office manager",
     "stock alerts: SMS off, sent through the Tillbox app instead", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_GONE)
def test_the_older_tool_said_gone_and_the_use_done_another_way(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION_DOER = [
    ("My ticket kiosk runs Kioskly 5.1.", "The vendor reflashed my ticket kiosk to Kioskly 5.3 on Monday.", True),
    ("2025-03-01 — depot tablets on FleetView 2.4.", "2025-06-12 — FleetView force-updated to 2.7 by head office.",
     True),
    ("The user's shop tills run Tillbox 8.2.", "The user's IT contractor upgraded the shop tills to Tillbox 9.0.",
     True),
    ("My boat's chartplotter runs NavPilot 3.1.", "My chartplotter auto-updated overnight to NavPilot 3.4.", True),
    # a holder the older text lacks still holds another version apart
    ("My ticket kiosk runs Kioskly 5.1.", "The vendor reflashed the demo kiosk in the lobby to Kioskly 5.3.", False),
    ("The user's shop tills run Tillbox 8.2.", "The café next door upgraded its tills to Tillbox 9.0.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_DOER)
def test_who_made_a_version_change_is_no_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


NUMBERED_MEMBERS = [
    ("2025-01-10 — bay 3 loom controller: 4.2.0", "2025-05-02 — bay 5 loom controller: 4.4.1", False),
    ("Pump #1 firmware: 2.14 (duty pump)", "Pump #2 firmware: 2.9 (standby pump)", False),
    ("kiln controller (kiln 2): 1.8", "kiln controller (kiln 1): 1.6", False),
    # the same member told again: a change
    ("2025-01-10 — bay 3 loom controller: 4.2.0", "2025-05-02 — bay 3 loom controller: 4.4.1 after reflash", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NUMBERED_MEMBERS)
def test_another_numbered_member_holds_another_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


# The change's own words are no word of the thing located: a change word's past form ("corrected"), a verb of doing
# again ("readdressed"), a "during …" aside closed before the value (:func:`core.conflicts.addresses.located`).
ADDRESS_CHANGE_WORDS = [
    ("till receipt printer IP: 10.8.1.14", "till receipt printer readdressed during the switch swap; now on 10.8.2.30",
     True),
    ("greenhouse sensor hub: 192.168.7.5:1883", "greenhouse sensor hub ip corrected: 192.168.7.50", True),
    # another thing still another thing, whatever the change is called
    ("till receipt printer IP: 10.8.1.14", "kitchen ticket printer readdressed during the switch swap; now on "
     "10.8.2.30", False),
    ("greenhouse sensor hub: 192.168.7.5:1883", "greenhouse camera hub ip corrected: 192.168.7.50", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_CHANGE_WORDS)
def test_the_change_words_are_no_word_of_the_thing_located(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
