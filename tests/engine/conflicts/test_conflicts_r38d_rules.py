"""Ownership, licences and employment told anew as fresh hands word them (round 37, rules38d: the fifty train37 hands
and the census), each read by structure, beside near misses of the same shape that must stay quiet:

- a held thing handed to another party by any verb of handing it on ("was outsourced to", "reassigned →", "went to",
  "picked up by", "I passed X to Y", :func:`core.conflicts.owner_apposed.handed_to`); not a while, a share, a plan, a
  denial, a dated past, another thing or a part of it, a person moved, the older holder again;
- another party holding the older thing told by a verb in the present ("Marguerite handles the robe cupboard since
  …", "Tobias runs the grain dryer", :mod:`core.conflicts.ownership`): the verb is no word of the thing;
- the older holder's post told filled by another or abolished ("the X post was filled by a new hire", "her post was
  made redundant", :func:`core.conflicts.post_swap.post_filled`); not another post, another person's, a plan, a while;
- the employer told ending the work ("Fenwick & Co. let him go", "Stromhaus laid off my team", "was let go when X cut
  its team", :mod:`core.conflicts.employment_ended`); not someone else's team, a plan; an offer still open ("possible
  offer", "hasn't replied") is no new employer (:mod:`core.conflicts.role_swap`);
- a person taken on in another title ("was taken on full-time as yard supervisor", :mod:`core.conflicts.role_swap`);
  not someone else, the same title;
- licences the reader did not know by id (OSL-3.0, AFL-3.0, OpenRAIL-M, MS-PL, CERN-OHL, UPL), a review the change was
  made at, a header the thing ships with, time words and licensing verbs that are no thing, "was re-issued as X"
  (:mod:`core.conflicts.licence_swap`, :mod:`core.conflicts.licence_reading`); not a licence held until a past date.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

HANDED_TO = [
    ("The library's book-return kiosks are maintained by Hexford Systems.", "Kiosk maintenance was insourced to the "
     "council's own IT desk after the tender.", True),
    ("The museum's loan register is kept by the registrar, Odette.", "Responsibility for the loan register was "
     "assigned to the collections officer, Bram.", True),
    ("I maintain the parish newsletter mailing list.", "I passed the newsletter mailing list to Gwilym when I moved "
     "to Cardiff.", True),
    ("harbour crane inspections: owned by Dockside Safety", "crane inspections reassigned → Port Engineering team",
     True),
    ("2025-02-01 — allotment water pump maintained by Hector.", "2025-06-10 — water pump picked up by Ffion; Hector "
     "off the committee.", True),
    # a while, a share, a plan, a denial
    ("The library's book-return kiosks are maintained by Hexford Systems.", "Kiosk maintenance was handed to the IT "
     "desk while Hexford's engineer is on leave.", False),
    ("The library's book-return kiosks are maintained by Hexford Systems.", "Kiosk maintenance was also contracted "
     "out to Brightwire Ltd for weekends.", False),
    ("The library's book-return kiosks are maintained by Hexford Systems.", "Kiosk maintenance will be transferred to "
     "the IT desk next spring.", False),
    ("The museum's loan register is kept by the registrar, Odette.", "The loan register might be assigned to Bram "
     "if Odette retires.", False),
    # a dated past, another thing, a person moved, the older holder again
    ("The museum's loan register is kept by the registrar, Odette.", "Back in 2019 the loan register was handed to "
     "Bram for a year.", False),
    ("The library's book-return kiosks are maintained by Hexford Systems.", "The library's printers were outsourced "
     "to Brightwire Ltd.", False),
    ("The harbour's crane inspections are owned by Dockside Safety.", "Inspections of crane 4 were reassigned to the "
     "Port Engineering team.", False),
    ("The museum's loan register is kept by the registrar, Odette.", "The loan register was handed back to Odette "
     "on Monday.", False),
]

HOLDER_IN_THE_PRESENT = [
    ("I am responsible for the choir's robe cupboard.", "Marguerite handles the robe cupboard since I went part-time.",
     True),
    ("I look after the mill's grain dryer.", "Since the merger, Tobias runs the grain dryer; I don't touch it.", True),
    # another thing, a while, a share
    ("I am responsible for the choir's robe cupboard.", "Marguerite handles the robe fittings since I went "
     "part-time.", False),
    ("I am responsible for the choir's robe cupboard.", "Marguerite handles the robe cupboard while I am away.",
     False),
    ("I am responsible for the choir's robe cupboard.", "Marguerite also handles the robe cupboard with me.", False),
]

POST_FILLED = [
    ("Ines is employed as chief ranger at the Cwm Idwal reserve.", "The chief ranger post at Cwm Idwal was filled by a "
     "new hire once Ines moved to Snowdon.", True),
    ("Gareth works for the Pennine Trust as its volunteer coordinator.", "Gareth's coordinator post was abolished in "
     "the spring budget.", True),
    ("Sergeant Okafor is posted as armoury clerk at Catterick.", "The armoury clerk billet went to someone else when "
     "Okafor was reposted.", True),
    # another post, another person's, a plan, a while
    ("Ines is employed as chief ranger at the Cwm Idwal reserve.", "The education officer post at Cwm Idwal was "
     "filled by a new hire.", False),
    ("Gareth works for the Pennine Trust as its volunteer coordinator.", "Megan's coordinator post was abolished in "
     "the spring budget.", False),
    ("Gareth works for the Pennine Trust as its volunteer coordinator.", "Gareth's coordinator post may be abolished "
     "in the spring budget.", False),
    ("Ines is employed as chief ranger at the Cwm Idwal reserve.", "While Ines is on leave the chief ranger post is "
     "filled by a relief ranger.", False),
]

TAKEN_ON_AS = [
    ("Dafydd is employed by Menai Boatworks as a trainee rigger.", "Dafydd was taken on full-time as Menai's yard "
     "foreman.", True),
    ("Dafydd is employed by Menai Boatworks as a trainee rigger.", "Dafydd's cousin was taken on full-time as Menai's "
     "yard foreman.", False),
    ("Dafydd is employed by Menai Boatworks as a trainee rigger.", "Dafydd was taken on full-time as a trainee "
     "rigger.", False),
]

EMPLOYER_ENDED_IT = [
    ("The user keeps the accounts for Fenwick & Co., a tea importer.", "After Fenwick & Co. let him go, the user "
     "found payroll work at a brewery.", True),
    ("I work at Stromhaus as a data engineer.", "Stromhaus laid off my team, so I'm freelancing now.", True),
    ("The user is head of design at Parcel Loop.", "The user was let go when Parcel Loop cut its design team.", True),
    # someone else's end, a plan, an offer still open
    ("I work at Stromhaus as a data engineer.", "Stromhaus laid off my sister's team last week.", False),
    ("I work at Stromhaus as a data engineer.", "Stromhaus might lay off my team.", False),
    ("The user is head of design at Parcel Loop.", "The user's manager was let go when Parcel Loop cut its design "
     "team.", False),
    ("employer: Parcel Loop, designer", "possible offer from Brightfold Studio — user hasn't replied", False),
]

LICENCES = [
    ("The tide-gauge logger firmware is published under OSL-3.0.", "The tide-gauge logger firmware was re-released "
     "under MIT after the council's audit.", True),
    ("My mushroom-spotting model weights are shared under OpenRAIL-M.", "My mushroom-spotting weights were reissued "
     "under Apache-2.0.", True),
    ("The quiz app is distributed under AFL-3.0.", "Since version 2 the quiz app ships with an MPL-2.0 licence.", True),
    ("I publish the orienteering map scripts under GPL-3.0.", "After the club's legal review I put the orienteering "
     "map scripts under MPL-2.0 instead.", True),
    ("The ferry timetable parser is distributed under GPL-2.0-only.", "At the last board review the ferry timetable "
     "parser was re-issued as GPL-3.0-or-later.", True),
    # a licence only looked at, another thing, a past date, an acronym that is no licence
    ("I publish the orienteering map scripts under GPL-3.0.", "Legal is reviewing whether the orienteering map "
     "scripts could move to MPL-2.0.", False),
    ("The tide-gauge logger firmware is published under OSL-3.0.", "The tide-gauge dashboard was released under "
     "MIT.", False),
    ("The quiz app is distributed under MIT.", "The quiz app had no licence until June 2021, when the MIT file was "
     "added.", False),
    ("The quiz app is distributed under MIT.", "The quiz app's sports round covers the AFL grand final.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HANDED_TO)
def test_a_held_thing_handed_to_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_IN_THE_PRESENT)
def test_a_holder_told_by_a_present_verb(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), POST_FILLED)
def test_the_older_holders_post_filled_or_abolished(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TAKEN_ON_AS)
def test_taken_on_in_another_title(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_ENDED_IT)
def test_the_employer_ended_the_work(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCES)
def test_licences_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
