"""Ownership, channel and residence told anew (round 35, rules36d: the fifty train35 hands and the census), each read
by structure, beside near misses of the same shape that must stay quiet:

- the self housed with a relation or at their place ("living in Y with my sister", "sharing a flat with my cousin out
  in Y", "at my brother's place in Y for good", :mod:`core.conflicts.home_swap`); not the relation's own home, a stay
  with its span told ("for exam week", "back home Sunday"), a visit;
- the older dwelling given up in the clause that names it again ("handed back the keys to the Y cottage", "the Y flat
  was handed back", "the Y house was reassigned") beside another place; not a dwelling's part handed on, a stay;
- a seat by any title handed to another holder ("is the named fire marshal for the east wing" / "took over as fire
  marshal for the east wing", "was appointed …", :func:`core.conflicts.seats.seat_change`); not an acting or deputy
  post, another scope, another company's seat, another title, a plan;
- the older thing told again by fewer of its words, a holding noun before "of" no word of it ("the tide-gauge
  spreadsheet" / "Care of the tide spreadsheet was handed to …", :func:`core.conflicts.owner_swap.owner_change`);
- the older channel pulled, revoked, dismantled, quit or refused in a clause of its own, a venue named by no table
  ("over the Clear-Com intercom") or a #channel's product, beside the older thing again
  (:func:`core.conflicts.channel_ended.older_channel_ended`); not a channel locked for a while, another thing's channel.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

HOUSED_WITH_KIN = [
    ("I rent a bedsit in Kirkwall, near the ferry pier.", "Since the tenancy ended I've been living with my brother "
     "in Stromness.", True),
    ("The user lives in Göttingen, close to the lab.", "The user now shares a flat in Kassel with her cousin.", True),
    ("I rent a room in Tralee above the chandlery.", "I'm staying at my aunt's place in Listowel for good now.", True),
    # near misses: the relation's own home, a stay with its span, a visit, a stay while something is done
    ("I rent a bedsit in Kirkwall, near the ferry pier.", "My brother lives in Stromness with his wife.", False),
    ("I rent a bedsit in Kirkwall, near the ferry pier.", "I'm staying with my brother in Stromness for regatta "
     "week, back home Monday.", False),
    ("I rent a bedsit in Kirkwall, near the ferry pier.", "I visit my brother in Stromness most weekends.", False),
    ("I rent a bedsit in Kirkwall, near the ferry pier.", "I'm staying with my brother in Stromness while the "
     "bedsit is damp-proofed.", False),
]

DWELLING_GIVEN_UP = [
    ("I rent a cottage in Ruswarp, a short walk from the boatyard.", "I've handed back the keys to the Ruswarp "
     "cottage and live in Whitby town these days.", True),
    ("The ranger's cottage in Glenmore is rented from the estate.", "The Glenmore cottage was handed back to the "
     "estate, and a bungalow in Aviemore was rented instead.", True),
    ("Tamsin is housed in the staff flat at Porthleven harbour.", "Tamsin's Porthleven flat was reassigned to a "
     "trainee; she has settled in Helston.", True),
    # near misses: a dwelling's part handed on, a stay told with its span
    ("I rent a cottage in Ruswarp, a short walk from the boatyard.", "The Ruswarp cottage's old stove was returned "
     "to the supplier and I bought one in Whitby.", False),
    ("I rent a cottage in Ruswarp, a short walk from the boatyard.", "I handed the Ruswarp cottage keys to the "
     "cleaner while I'm in Whitby for a week.", False),
]

SEAT_HANDED = [
    ("The user is the named fire marshal for the east wing.", "The user said Keziah Obi took over as fire marshal "
     "for the east wing after the drill.", True),
    ("Halima is the data protection lead for the charity.", "Rowan was appointed data protection lead for the "
     "charity in March.", True),
    ("I'm the first-aider for the night crew.", "Bogdan took over as first-aider for the night crew.", True),
    # near misses: an acting post, another scope, another company, another title, a plan, a question, only "is"
    ("Halima is the data protection lead for the charity.", "Rowan took over as acting data protection lead for the "
     "charity while Halima is on leave.", False),
    ("I'm the first-aider for the night crew.", "Bogdan took over as first-aider for the day crew.", False),
    ("Halima is the design lead for the museum.", "Rowan took over as design lead at Kew.", False),
    ("I'm the first-aider for the night crew.", "Bogdan took over as fire warden for the night crew.", False),
    ("I'm the first-aider for the night crew.", "Bogdan will take over as first-aider for the night crew in May.",
     False),
    ("I'm the first-aider for the night crew.", "Should Bogdan take over as first-aider for the night crew?", False),
    ("Halima is the data protection lead for the charity.", "Rowan is now the treasurer for the charity.", False),
]

FEWER_WORDS = [
    ("I own the harbour office's tide-gauge calibration spreadsheet.", "Meera inherited the calibration spreadsheet "
     "from me last spring.", True),
    ("The kiln firing log is looked after by the ceramics technicians.", "Care of the firing log was transferred to "
     "the studio manager last term.", True),
    ("I maintain the allotment seed library with Farhan.", "Farhan took over the seed library entirely; I no "
     "longer maintain it.", True),
    # near misses: another thing of the same kind, the thing kept
    ("I own the harbour office's tide-gauge calibration spreadsheet.", "Meera inherited the fuel spreadsheet from "
     "me.", False),
    ("The kiln firing log is looked after by the ceramics technicians.", "The glaze log was transferred to the "
     "studio manager last term.", False),
]

CHANNEL_PULLED = [
    ("Stage cue calls go over the theatre's Clear-Com headsets.", "Stage cue calls are no longer made over "
     "Clear-Com; the stage manager uses handheld radios.", True),
    ("Shift swaps are agreed in the kitchen's WhatsApp group.", "Shift swaps were pulled out of WhatsApp and go "
     "through the Deputy app.", True),
    ("Night handover notes are shared in the ward's Hospify chat.", "Night handover notes go in the paper ledger; "
     "Hospify access revoked.", True),
    ("Branch closure notices are posted on the bank's X account.", "Branch closure notices are no longer posted on "
     "X; they go out on the bank's Bluesky feed.", True),
    ("I get boiler fault alerts by SMS.", "Boiler fault alerts come through the Hive app; the SMS gateway was "
     "decommissioned.", True),
    # near misses: the channel locked for a while or in part, another thing's channel ended, the channel kept
    ("Client feedback on the Ferro site is gathered in a Notion page.", "The Ferro Notion feedback page was locked "
     "to read-only access for the client.", False),
    ("Shift swaps are agreed in the kitchen's WhatsApp group.", "Holiday requests are no longer taken over "
     "WhatsApp; shift swaps still are.", False),
    ("Stage cue calls go over the theatre's Clear-Com headsets.", "Stage cue calls still go over Clear-Com; the "
     "old headsets were removed.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOUSED_WITH_KIN)
def test_the_self_housed_with_a_relation(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), DWELLING_GIVEN_UP)
def test_the_older_dwelling_given_up(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SEAT_HANDED)
def test_a_seat_handed_to_another_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), FEWER_WORDS)
def test_the_older_thing_told_by_fewer_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL_PULLED)
def test_the_older_channel_pulled_or_refused(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
