"""Address and residence told anew by structure (round 36, rules37e: the fifty train36 hands), beside near misses of
the same shape that must stay quiet:

- the older mailbox named by a piece of its address beside a mail noun ("the quillfeather inbox is closed", "the
  fernmoor one bounces") and stopped in a clause of its own, the one newer address in another
  (:func:`core.conflicts.mail_swap.mail_change`); not a stop for a while, the newer address's own piece, no mail noun;
- a commute told from another place while the older dwelling is given up ("commuting from Tarbert since the Oban
  flat was sold") (:func:`core.conflicts.home_swap.commutes_from`); not a commute from the older place, for a while,
  someone else's, or one beside no home given up;
- a port told anew while the older port is said taken or left ("because 8000 clashes with Grafana", "off 5000 to
  5100") (:func:`core.conflicts.address_left.port_given_up`); not the older port kept, another thing, a scope added;
- the older tool broken for good in a clause of its own ("the chisel snapped", "the whetstone cracked") and the use put
  to another tool in another (:func:`core.conflicts.tool_gone.tool_gone`); not a tool mended, a spare, or nothing;
- someone named in apposition to a word for them ("my physio, Ines,") and a home said unchanged: another person's
  home, and no move (:func:`core.conflicts.home_swap.home_change`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the
sentences are this file's own, in other settings than the pairs read.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

MAILBOX_STOPPED = [
    ("Choir bookings go to bookings@quillfeather.org.",
     "Choir bookings should reach me at choir@larkspur.net; the quillfeather inbox is closed.", True),
    ("My allotment society email is tom.hale@fernmoor.co.uk.",
     "Please write to tomh@brackenpost.org; the fernmoor one bounces.", True),
    ("I send kiln firing requests to firing.saltmarsh@potters.example.org.",
     "I was asked to stop emailing the firing address — requests go to kilns.saltmarsh@potters.example.org.", True),
    # a stop for a while, the piece both addresses share, no mail noun beside the piece
    ("Choir bookings go to bookings@quillfeather.org.",
     "Choir bookings reach me at choir@larkspur.net while the quillfeather inbox is closed for the holidays.",
     False),
    ("My allotment society email is tom.hale@fernmoor.co.uk.",
     "Please write to tom.hale@fernmoor-society.org; the fernmoor website is closed.", False),
    ("Choir bookings go to bookings@quillfeather.org.",
     "Choir rehearsal questions go to choir@larkspur.net; the quillfeather hall closed early.", False),
    # the older address kept beside the newer one
    ("Choir bookings go to bookings@quillfeather.org.",
     "Choir bookings also reach me at choir@larkspur.net; the quillfeather inbox is still read.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MAILBOX_STOPPED)
def test_the_older_mailbox_named_by_a_piece_and_stopped(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


COMMUTES_FROM = [
    ("2024-05-02 — deckhand Ailsa living in Oban.",
     "2025-03-10 — Ailsa commuting from Tarbert since the Oban flat was sold.", True),
    ("The user lives in the staff caravan at the Glenmore quarry.",
     "The user handed back the caravan and is commuting daily from a bedsit in Aviemore.", True),
    ("2023-11-01 — Joseph living at Cobar camp, night shifts.",
     "2024-06-12 — Joseph commuting from his own house in Nyngan, camp room surrendered.", True),
    # a commute for a while or on some days, someone else's
    ("2024-05-02 — deckhand Ailsa living in Oban.",
     "2025-03-10 — Ailsa commuting from Tarbert this week while the Oban flat is repainted.", False),
    ("2024-05-02 — deckhand Ailsa living in Oban.", "2025-03-10 — Ailsa commuting from Tarbert on Mondays.", False),
    ("The user lives in the staff caravan at the Glenmore quarry.",
     "The user's apprentice sold his flat and is commuting from Aviemore.", False),
    ("The user lives in the staff caravan at the Glenmore quarry.",
     "The user's neighbour, Euan, sold his house and commutes from Aviemore.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), COMMUTES_FROM)
def test_a_commute_from_another_place_with_the_older_home_given_up(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


ANOTHER_PERSON_OR_HOME_KEPT = [
    ("My home is in Dungarvan, near the stables.",
     "My physio, Ines, just relocated to Waterford, so appointments are further away.", False),
    ("Kilkenny is listed as the maintainer's home town in the README.",
     "Cork is listed as the home city of the translator, Aoife.", False),
    ("home: Penzance, above the chandlery",
     "winter refits: sleeps on the boat in the Falmouth yard; home unchanged", False),
    ("handler residence: Brecon", "handler's horses stabled at: Talgarth farm; house unchanged", False),
    # the holder's own move still read
    ("My home is in Dungarvan, near the stables.", "I've relocated to Waterford and sold the Dungarvan house.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_PERSON_OR_HOME_KEPT)
def test_someone_named_in_apposition_and_a_home_kept_are_no_move(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PORT_GIVEN_UP = [
    ("I preview the recipe blog locally on port 5000.",
     "I preview recipe blog drafts on port 5100 these days because 5000 clashes with AirPlay.", True),
    ("My Hugo preview server listens on port 1313.",
     "I moved my preview server off 1313 to 1414 because another tool kept grabbing it.", True),
    ("grafana port: 3000/tcp", "grafana rebound to 3300/tcp; 3000 freed for the docs site", True),
    # the older port kept, another thing's port, a scope added, two newer ports
    ("I preview the recipe blog locally on port 5000.",
     "The recipe blog still answers on 5000; the image proxy takes 5100 because 5000 clashes otherwise.", False),
    ("I preview the recipe blog locally on port 5000.",
     "My photo server runs on 5100 because 5000 clashes with AirPlay.", False),
    ("I preview the recipe blog locally on port 5000.",
     "I preview the staging recipe blog on 5100 because 5000 clashes with AirPlay.", False),
    ("I preview the recipe blog locally on port 5000.",
     "The recipe blog preview uses 5100 and 5200 because 5000 clashes with AirPlay.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PORT_GIVEN_UP)
def test_a_port_told_anew_with_the_older_port_said_taken(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL_BROKEN = [
    ("I carve spoon bowls with a Mora hook knife.",
     "The Mora hook knife snapped, so I hollow spoon bowls with a bent gouge now.", True),
    ("I true the wheel rims with a Park truing stand.",
     "The truing stand cracked, so I true rims using the bike frame and a zip tie.", True),
    # mended, a spare of the same, another of the same, nothing put in its place
    ("I carve spoon bowls with a Mora hook knife.",
     "The Mora hook knife snapped, so I reground it and still carve bowls with it.", False),
    ("I carve spoon bowls with a Mora hook knife.",
     "The Mora hook knife snapped, so I carve bowls with the spare hook knife.", False),
    ("I carve spoon bowls with a Mora hook knife.", "The Mora hook knife snapped last week.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_BROKEN)
def test_the_older_tool_broken_and_the_use_put_to_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
