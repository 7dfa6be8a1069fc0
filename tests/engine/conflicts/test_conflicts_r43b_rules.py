"""Near misses read by why they are no change (round 42, rules43b: false alarms of the twenty-four train42 hands in the
families address, channel, licence, name, ownership and preference), each beside a true change of the same shape that
must still be found:

- the older fact confirmed or still holding: the older value told again with a word of confirming ("…, confirmed",
  "repeats: …, nothing else"), its initials written out, or the older thing said to keep what it had ("desk still
  his", "tag intact") (:mod:`core.conflicts.confirmed`);
- one value in another form: another language or spelling said ("'Nordlåven' in Norwegian", "(anglicised spelling)"),
  a host with and without "www.", one licence read two ways, a given name told by its initial
  (:mod:`core.conflicts.other_form`);
- a stand-in while some work lasts ("temp hotspot … during the cabling work"), one occasion closed by "only" with a
  possessive in its name ("for this Sunday's fun run only") (:mod:`core.conflicts.stand_in`,
  :mod:`core.conflicts.bounds`);
- an owner's finding on a newer memory that tells no holding at all ("was fitted with a C-band feed")
  (:mod:`core.conflicts.holding_untold`);
- a contrast told aside ("the scale (not the label printer) talks to …") read without it
  (:mod:`core.conflicts.contrast_aside`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from core.conflicts import learned_reader as reader
from core.conflicts.statement import read
from support.conflicts import check_decided

CONFIRMED = [
    # the older value's initials written out, confirmed
    ("2025-03-01 — mast at site KX-12 owned by CRB.",
     "2025-03-20 — KX-12 mast: Compagnie de Radio Bretonne property, confirmed.", False),
    ("2025-03-01 — mast at site KX-12 owned by CRB.", "2025-03-20 — KX-12 mast: sold to Cellnex, confirmed.", True),
    # the older value repeated, alone
    ("The editor wants chapter drafts in Google Docs.",
     "The editor repeats: Google Docs for chapter drafts, nothing else.", False),
    ("The editor wants chapter drafts in Google Docs.",
     "The editor repeats: Word for chapter drafts from now on, not Google Docs.", True),
    # the older thing said to keep its holder while a part of its work goes elsewhere
    ("2025-06-01 — Oskar owns the returns desk.",
     "2025-06-15 — damaged parcels from Oskar's desk go to Lina for checking; desk still his.", False),
    ("2025-06-01 — Oskar owns the returns desk.", "2025-06-15 — Lina owns the returns desk now; Oskar moved on.", True),
    # the older label checked and kept
    ("2026-02-02 — crate 'Kiln-07' tag on the east shelf.",
     "2026-02-20 — east shelf crate no. 7 inspected, tag intact.", False),
    ("2026-02-02 — crate 'Kiln-07' tag on the east shelf.",
     "2026-02-20 — east shelf crate no. 7 inspected, tag replaced: now 'Kiln-12'.", True),
]

OTHER_FORM = [
    # another spelling said
    ("ridge name: Carn Dearg", "ridge name: Cairn Derrig (anglicised spelling on the walking map)", False),
    ("ridge name: Carn Dearg", "ridge name now Cairn Derrig on the new map", True),
    # another language said
    ("The user calls the barn 'North Barn'.", "The user refers to the barn as 'Nordlåven' in Norwegian.", False),
    ("The user calls the barn 'North Barn'.", "The user renamed the barn 'Nordlåven'.", True),
    # a host with and without "www."
    ("The user's bakery site is at https://www.pain-dore.fr.",
     "The user said the bakery site is pain-dore.fr, typed with the www in front.", False),
    ("The user's bakery site is at https://www.pain-dore.fr.",
     "The user's bakery site moved to https://www.pain-dore.be.", True),
    # one licence read two ways
    ("The user's parser is licensed LGPL-2.1-or-later.",
     "The user notes the parser is under LGPL version 2.1 'or any later version'.", False),
    ("The user's parser is licensed LGPL-2.1-or-later.", "The user relicensed the parser under LGPL version 3.", True),
    # a given name told by its initial
    ("2025-04-11 — survey-tools repo owner: Morag Reid.", "2025-04-20 — survey-tools repo belongs to M. Reid (Morag).",
     False),
    ("2025-04-11 — survey-tools repo owner: Morag Reid.", "2025-04-20 — survey-tools repo now belongs to Callum Reid.",
     True),
]

STAND_IN = [
    # a "temp" stand-in while some work lasts
    ("chapel wifi SSID: CHAPEL-GUEST", "chapel wifi: temp hotspot 'FETE-TMP' during the cabling work Sat", False),
    ("chapel wifi SSID: CHAPEL-GUEST", "chapel wifi SSID changed to 'FETE-NET' after the cabling work", True),
    # one occasion closed by "only", a possessive in its name
    ("The ticket desk is run by Amara.", "The ticket desk was handed to Joel for this Sunday's fun run only.", False),
    ("The ticket desk is run by Amara.", "The ticket desk was handed to Joel for good.", True),
    ("Serif headings are preferred by the newsletter team.",
     "For the children's pull-out section only, rounded headings are preferred by the newsletter team.", False),
    ("Serif headings are preferred by the newsletter team.",
     "Rounded headings are now preferred by the newsletter team.", True),
]

NO_HOLDING_TOLD = [
    ("The relay antenna in Orkney is owned by our partner HighNet.",
     "The Orkney antenna was upgraded to C-band last week.", False),
    ("The relay antenna in Orkney is owned by our partner HighNet.",
     "The Orkney antenna was sold to NorthTower last week.", True),
    ("owner(press-3 PLC): Ayo Bello", "press-3 PLC: service contract lapses in March", False),
    ("owner(press-3 PLC): Ayo Bello", "press-3 PLC: handed to Ruth Okafor", True),
]

CONTRAST_ASIDE = [
    ("2025-01-10 — label printer talks to 10.1.0.20:9100.",
     "2025-01-14 — the parcel scale (not the label printer) talks to 10.1.0.21:9100.", False),
    ("2025-01-10 — label printer talks to 10.1.0.20:9100.",
     "2025-01-14 — the label printer (not the parcel scale) talks to 10.1.0.21:9100 now.", True),
    ("The user is responsible for the Skye ferry's bow thrusters.",
     "Ines Duarte, rather than the user, is responsible for the Skye ferry's deck winches.", False),
    ("The user is responsible for the Skye ferry's bow thrusters.",
     "Ines Duarte, rather than the user, is now responsible for the Skye ferry's bow thrusters.", True),
]


# The learned reader's guards by name: the older thing said to hold, the older value said in another language; the
# same shapes with the change told stay open to it.
LEARNED_GUARDS = [
    ("confirmed", "2025-06-01 — Oskar owns the returns desk.",
     "2025-06-15 — damaged parcels from Oskar's desk go to Lina for checking; desk still his.", True),
    ("confirmed", "2025-06-01 — Oskar owns the returns desk.",
     "2025-06-15 — damaged parcels now go to Lina; the desk is hers since Oskar left.", False),
    ("other-form", "The user calls the barn 'North Barn'.", "The user refers to the barn as 'Nordlåven' in Norwegian.",
     True),
    ("other-form", "The user calls the barn 'North Barn'.", "The user renamed the barn 'Nordlåven' in Norwegian.",
     False),
]


@pytest.mark.parametrize(("guard", "old", "new", "closes"), LEARNED_GUARDS)
def test_the_learned_reader_stays_closed_to_the_older_value_told_again(guard: str, old: str, new: str,
                                                                       closes: bool) -> None:
    assert reader.GUARDS[guard](read(old), read(new)) is closes


@pytest.mark.parametrize(("old", "new", "contradicts"), CONFIRMED)
def test_the_older_fact_confirmed_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OTHER_FORM)
def test_one_value_in_another_form_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), STAND_IN)
def test_a_stand_in_or_one_occasion_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NO_HOLDING_TOLD)
def test_an_owner_untold_is_no_change_of_owner(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CONTRAST_ASIDE)
def test_a_contrast_told_aside_is_read_without_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
