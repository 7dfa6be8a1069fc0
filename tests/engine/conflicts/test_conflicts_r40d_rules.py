"""Residence, employer and tool told anew, and false alarms cut (round 39, rules40d: the twenty-four train39 hands, the
fifty of train38 and the census), read by structure, beside near misses of the same shape that must stay quiet:

- a person the older memory houses moved by the newer memory into another home, told in the passive ("has been
  rehoused by the school in a dormitory in …", "was relocated to a care home in …",
  :mod:`core.conflicts.rehoused`); not someone else of theirs, a move for a while, a move to a post;
- the older employer left by the writer, told by its common noun ("handed in notice at the observatory"), by a name
  whose first word is short ("Al Safra") or in a note's present ("quits Ashperton", :mod:`.employment_ended`); and
  the older memory's person hired by another employer in the passive ("was poached from … by …", "has been taken on
  by …", :mod:`core.conflicts.hired_away`); not a colleague hired, not work on the side;
- one job's tool named anew from now on where no list knows the tools ("rotas built in Planday from here on",
  :mod:`core.conflicts.tool_anew`); not another job, another place, a day or someone else's tool;
- and false alarms' classes removed (:mod:`core.conflicts.older_current`): a history that ends in the older value
  held "since", a commute that sets out from the older home, the place someone grew up in.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

REHOUSED = [
    ("Bram is lodged in the crew cottage at the Texel ferry terminal.",
     "Bram has since been rehoused by the ferry company in a flat in Den Burg.", True),
    ("The night porter is put up in a room above the Hotel Alder bar.",
     "The night porter was moved to a studio in Kirkwall by the hotel.", True),
    ("Ilse's family is registered in Gouda.",
     "Ilse's family was relocated to the coast when her transfer came through.", True),
    # someone else of the person's
    ("Bram is lodged in the crew cottage at the Texel ferry terminal.",
     "Bram's brother has been rehoused by the ferry company in a flat in Den Burg.", False),
    # a move for a while
    ("Bram is lodged in the crew cottage at the Texel ferry terminal.",
     "Bram has been moved to a hostel in Den Burg for two weeks while the cottage is repainted.", False),
    # a move to a post, not a home
    ("Bram is lodged in the crew cottage at the Texel ferry terminal.",
     "Bram has been moved up to first mate by the ferry company.", False),
]

HOME_LEFT = [
    ("The user resides in the Vesterbro district of Copenhagen.",
     "The user no longer lives in Vesterbro, having sold the flat in May.", True),
    ("2025-01-05 — home: Tønsberg, Vestfold.",
     "2025-08-30 — out of Tønsberg for good, renting in Drammen.", True),
    # for the summer only
    ("2025-01-05 — home: Tønsberg, Vestfold.",
     "2025-06-30 — out of Tønsberg for the summer, back in September.", False),
    # someone else's home
    ("The user lives in the Ørestad quarter of Copenhagen.",
     "The user's sister no longer lives in Ørestad.", False),
]

EMPLOYER_LEFT = [
    ("The user works for the hospital as a night porter.",
     "The user handed in notice at the hospital and joined a logistics firm in Leeds.", True),
    ("I work as a barista at El Molino Café in Seville.",
     "I handed in my notice at El Molino and start at a roastery in Cádiz next week.", True),
    ("2025-04-02 — Tomasz joins Brzoza Joinery as an apprentice carpenter.",
     "2025-10-20 — Tomasz quits Brzoza; starts at a Kraków boatyard Monday.", True),
    # thinking of it is no leaving
    ("The user works for the hospital as a night porter.",
     "The user is thinking of handing in notice at the hospital.", False),
]

HIRED_AWAY = [
    ("Signe is employed by Nordlys Survey as a hydrographer.",
     "Signe was poached from Nordlys by a Bergen mapping firm, Kartverk, in June.", True),
    ("Paolo works at Ferraro Tiles as a kiln operator.",
     "Paolo was taken on by a rival firm, Ceramica Sole, in April.", True),
    # a colleague hired, not the person
    ("Signe is employed by Nordlys Survey as a hydrographer.",
     "Signe's deputy was poached by a Bergen mapping firm, Kartverk, in June.", False),
    # work on the side
    ("Paolo works at Ferraro Tiles as a kiln operator.",
     "Paolo has also been taken on by Ceramica Sole for weekend shifts.", False),
]

TOOL_ANEW = [
    ("Shift swaps at the depot are logged in a paper ledger.",
     "Shift swaps at the depot get logged on the RotaBoard app from now on.", True),
    ("The user drafts the parish newsletter in LibreOffice Writer.",
     "The user's parish newsletter is put together in Canva nowadays.", True),
    ("2025-02-10 — seed orders placed through Verdant Supply.",
     "2025-08-01 — seed orders go through Hortimax from this season on.", True),
    # another job done with the other tool
    ("The user drafts the parish newsletter in LibreOffice Writer.",
     "The user plans the choir rota in Canva nowadays.", False),
    # someone else's tool
    ("The user drafts the parish newsletter in LibreOffice Writer.",
     "The user's sister drafts her club newsletter in Canva nowadays.", False),
    # another kind of the job
    ("The team runs unit tests with Mocha.",
     "The team runs browser tests in Cypress these days.", False),
    # a trip's start and a day, not a tool
    ("2025-02-01 — ferry hand Jonas lives in Harlingen.",
     "2025-09-12 — Jonas commuting from Franeker on Tuesdays.", False),
    # a day, not a tool
    ("The user bakes rye loaves on Fridays.",
     "The user bakes rye loaves on Thursdays from now on.", True),
]

OLDER_STILL_CURRENT = [
    # a history that ends in the older value
    ("owner, billing service: Anouk",
     "billing service: built by Ruben in 2020, Anouk since 2023", False),
    ("docs site licence: CC-BY",
     "docs site: v1 (2021) had no licence at all; CC-BY since v2", False),
    # the older value set against the newer one is a change
    ("owner, billing service: Anouk",
     "billing service: Ruben owns it from May; Anouk handed it over", True),
    # the older home as where a trip starts
    ("2025-03-01 — ferry hand Jonas lives in Harlingen.",
     "2025-09-12 — Jonas's commute from Harlingen by bike, as of this week.", False),
    # the older home left, and the commute from the new one
    ("2025-03-01 — ferry hand Jonas lives in Harlingen.",
     "2025-09-12 — Jonas moved out of Harlingen; commutes in from Franeker now.", True),
    # nothing changed, said so
    ("I'm the shift lead at Lindqvist Bageri.",
     "I'm still heading up the morning shift at Lindqvist Bageri, same as last year.", False),
    ("role: pastry chef, Hotel Amsel",
     "title: pâtissier, Amsel kitchen (same post)", False),
    # "same role" beside a new employer: a change
    ("2025-02-01 — analyst at Brightwell Insurance.",
     "2025-09-01 — joined Harbour Mutual after Brightwell closed, same role.", True),
    # "raised in" said of tickets is no origin
    ("The depot logs fault reports in Redmine.",
     "The depot's fault reports are raised in YouTrack these days.", True),
    # where someone grew up
    ("2025-05-01 — Aiko lives in Sakyo, Kyoto.",
     "2025-06-20 — Aiko mentioned she grew up in Matsue.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), REHOUSED)
def test_a_housed_person_moved_into_another_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOME_LEFT)
def test_the_older_home_said_left(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_LEFT)
def test_the_older_employer_left(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HIRED_AWAY)
def test_the_person_hired_by_another_employer(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_ANEW)
def test_one_jobs_tool_named_anew_from_now_on(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_STILL_CURRENT)
def test_the_older_value_told_as_current(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
