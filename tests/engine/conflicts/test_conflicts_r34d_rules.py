"""Ownership, residence and channel read by structure (round 34, rules34d: the twenty train33 hands and the census),
each beside near misses of the same shape that must stay quiet:

- a named party takes the self's thing (:func:`core.conflicts.ownership.party_change`): the older owner named only
  as where it came from ("took over … from me", "off my plate"), the self's possessive before the party ("our new
  tech …"), the older owner's own "haven't touched it" and a circumstance after the thing ("at the June meeting")
  keep nothing; not a loan, another thing, the self still holding it, a party doing something else with it;
- the holder's post sent on to another place (:func:`core.conflicts.home_swap.home_change`: "mail now goes to a
  flat in …", "post should go to …"), read as a word of home; not post sent on while the holder is away or to a
  box, someone else's post, a shop's or a club's post;
- a thing put into a channel ("drop map sketches in a Teams chat", :mod:`core.conflicts.cues`): no channel given
  up; the older channel dropped for another ("… by email rather than Slack") still is.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

TAKEN_FROM_THE_SELF = [
    ("I'm responsible for the choir's Yamaha keyboard.", "Our organist Hedda took over the Yamaha keyboard from me "
     "in June.", True),
    ("I look after the lab's plasmid freezer log.", "Since Oskar took over the plasmid freezer log I haven't "
     "opened it.", True),
    ("I look after the allotment society's seed library.", "Greta Lindqvist took the seed library off my plate "
     "at the June meeting.", True),
    ("I'm responsible for the choir's Yamaha keyboard.", "Our organist Hedda borrowed the Yamaha keyboard from me "
     "for the concert.", False),
    ("I'm responsible for the choir's Yamaha keyboard.", "Our organist Hedda tuned the Yamaha keyboard at the "
     "March rehearsal.", False),
    ("I'm responsible for the choir's Yamaha keyboard.", "Hedda might take over the Yamaha keyboard from me next "
     "year.", False),
    ("I'm responsible for the choir's Yamaha keyboard.", "Hedda helps me with the Yamaha keyboard at the March "
     "rehearsal.", False),
]

NOT_THE_SELFS_CHANNEL = [
    ("I post finished maps for my editor in the #maps Slack channel.", "I also drop rough map sketches in a Teams "
     "chat for the surveyors.", False),
    ("The user reads pull-request mentions in the #pr-watch Slack channel.", "The user now reads pull-request "
     "mentions by email rather than Slack.", True),
]

POST_SENT_ON = [
    ("The user's home is a cottage in Penrith.", "The Penrith cottage was let out in May; the user's mail now goes "
     "to a flat in Carlisle.", True),
    ("I live in a terraced house in Whitby.", "Since May my post goes to Malton; the Whitby house was sold.", True),
    ("I live in a terraced house in Whitby.", "My post is forwarded to Scarborough for the two weeks I'm away.", False),
    ("I live in a terraced house in Whitby.", "My sister's post goes to Malton now.", False),
    ("I live in a terraced house in Whitby.", "My post is forwarded to a PO box in Malton.", False),
    ("I live in a terraced house in Whitby.", "Post for the shop goes to Malton now.", False),
    ("I live in a terraced house in Whitby.", "My mail goes to my parents' place in York while I travel.", False),
    ("The user's home is a cottage in Penrith.", "The user's mail should go to the Carlisle sorting office until "
     "the storm repairs are done.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), POST_SENT_ON)
def test_post_sent_on_to_a_new_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TAKEN_FROM_THE_SELF)
def test_a_party_takes_the_selfs_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NOT_THE_SELFS_CHANNEL)
def test_a_channel_dropped_by_someone_else_or_for_a_while(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
