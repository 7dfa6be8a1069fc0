"""Changes told by structure in the preference, name, ownership and address families (round 44, rules45d: misses of
the twenty-four train44 hands and of the whole detector on dev44-q and holdout-v44), each beside near misses of the
same shape that must stay quiet:

- the older value dismissed in a clause of its own, another value given beside it: "out of favour", "out of use",
  "no longer valid", "not worth it", "off the hook", "… is done", "taken offline", "painted over"
  (:mod:`core.conflicts.ended_older`, :mod:`core.conflicts.ending_words`);
- one thing given another value of a closed set, the value told as a setting in one memory and as a word or the
  object in the other ("dashboards in dark mode" / "light-mode dashboards", "reports preferred in German" / "English
  is preferred for reports"), a language among the sets a thing is handed in, and a note keyed "user likes:" or
  "user's favourite <kind>:" read as a preference (:mod:`core.conflicts.attitude_values`,
  :mod:`core.conflicts.handed_as`, :mod:`core.conflicts.attitude`);
- a name's thing told with a relative clause's verb ("the kiln I fire is called …") or by a part of the older
  compound (:mod:`core.conflicts.name_frame`, :mod:`core.conflicts.name_change`);
- a holding taken up or granted: "assumed by", "awarded to", "sold off to" (:mod:`core.conflicts.families`,
  :mod:`core.conflicts.holding_moved`);
- a person's "address on file" read as their home (:mod:`core.conflicts.families`);
- a pointing verb written with its prefix apart, "re-pointed" (:mod:`core.conflicts.entry`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

DISMISSED = [
    ("user likes: Petzl headlamps for night hikes", "Petzl out of favour; user prefers Black Diamond", True),
    ("user likes: Petzl headlamps for night hikes", "Petzl out of favour with the user's brother; he buys Nitecore",
     False),
    ("user likes: Petzl headlamps for night hikes", "Petzl might fall out of favour if the new model flops", False),
    ("The pottery's glaze code for the celadon is 'GL-7'.", "Glazes are now coded by kiln; 'GL-7' fell out of use.",
     True),
    ("postal address: Quai Street 4, Leith", "addr confirmed by user: Harbour Lane 9. Quai Street no longer valid",
     True),
    ("postal address: Quai Street 4, Leith", "addr confirmed by user: Quai Street 4, Leith is still valid", False),
    ("2025-03-02 — vineyard telemetry owned by the agronomy team.",
     "2025-09-14 — field-ops squad inherits vineyard telemetry; agronomy no longer on the hook.", True),
    ("2025-03-02 — vineyard telemetry owned by the agronomy team.",
     "2025-09-14 — agronomy still on the hook for vineyard telemetry; field-ops helps with dashboards.", False),
    ("2025-05-01 — COO keen on in-house payroll over outsourced bureaus.",
     "2025-11-20 — COO backs an outsourced bureau; in-house payroll deemed not worth it.", True),
    ("Quote requests are taken through the form at ferrow.ie/quote.",
     "The quote form was taken offline; quote requests are being answered by email at quotes@ferrow.ie.", True),
    ("Quote requests are taken through the form at ferrow.ie/quote.",
     "The quote form was taken offline for an hour on Sunday; requests went by email meanwhile.", False),
]

CLOSED_SET_VALUES = [
    ("The user likes invoices rendered in dark mode.", "The user wants light-mode invoices from now on.", True),
    ("The user likes invoices rendered in dark mode.", "The user's accountant wants light-mode invoices.", False),
    ("The user likes invoices rendered in dark mode.", "The user might want light-mode invoices for printing.",
     False),
    ("The user prefers grant statements shown in pounds.", "The user wants grant statements shown in euros now.",
     True),
    ("Site inductions at the quarry are preferred in German.",
     "English is preferred for site inductions these days, since most new hires are from abroad.", True),
    ("Site inductions at the quarry are preferred in German.",
     "English is preferred for the safety quiz these days, since most new hires are from abroad.", False),
    ("Site inductions at the quarry are preferred in German.",
     "Site inductions at the quarry are preferred in German, with an English handout too.", False),
    ("The user wants supplier calls held in Italian.",
     "The user asked that supplier calls be held in English so the new buyer can follow.", True),
]

NAMED_THING = [
    ("I named our glass-blowing furnace 'Vesuvio'.", "The blowing furnace I run is called 'Etna' after the rebuild.",
     True),
    ("I named our glass-blowing furnace 'Vesuvio'.", "The annealing oven I run is called 'Etna' after the rebuild.",
     False),
    ("I call my new citrus cologne 'Agrume Blanc' in the briefs.",
     "The citrus cologne I'm developing goes by 'Zeste Vif' since legal vetoed the old name.", True),
    ("I call my new citrus cologne 'Agrume Blanc' in the briefs.",
     "The vetiver cologne I'm developing goes by 'Zeste Vif' for now.", False),
]

HOLDING_TAKEN_UP = [
    ("The invoice-matcher is maintained by the billing squad.",
     "Maintenance of invoice-matcher has been assumed by the treasury squad.", True),
    ("The invoice-matcher is maintained by the billing squad.",
     "Maintenance of invoice-matcher may be assumed by the treasury squad next quarter.", False),
    ("The invoice-matcher is maintained by the billing squad.",
     "Maintenance of invoice-matcher has been assumed by the treasury squad while billing is on leave.", False),
    ("The harbour's dredging contract is held by our firm.",
     "At renewal, the harbour dredging contract was awarded to a Cork company.", True),
    ("The harbour's dredging contract is held by our firm.",
     "At renewal, the harbour lighting contract was awarded to a Cork company.", False),
    ("The club's racing dinghies are owned by the sailing trust.",
     "The racing dinghies were sold off to Kinsale Yacht Club.", True),
]

ADDRESS_ON_FILE = [
    ("2025-02-03 — volunteer Tomas: residence Sopot.", "2025-08-11 — Tomas's new address on file: Gdynia, Morska 4.",
     True),
    ("2025-02-03 — volunteer Tomas: residence Sopot.", "2025-08-11 — Tomas's address on file: Sopot, Morska 4.", False),
    ("2025-02-03 — volunteer Tomas: residence Sopot.", "2025-08-11 — Tomas's mother's address on file: Gdynia.", False),
    ("2025-02-03 — volunteer Tomas: residence Sopot.", "2025-08-11 — Tomas's address on file may change to Gdynia.",
     False),
]

REPOINTED = [
    ("Kiln camera feeds are streamed to rtsp://10.8.1.20/kiln.",
     "The kiln camera stream has been re-pointed to a recorder at 10.8.3.44.", True),
    ("Kiln camera feeds are streamed to rtsp://10.8.1.20/kiln.",
     "The kiln camera stream will be re-pointed to a recorder at 10.8.3.44 next month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DISMISSED)
def test_the_older_value_dismissed_beside_another_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CLOSED_SET_VALUES)
def test_another_value_of_a_closed_set_told_anywhere_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAMED_THING)
def test_a_names_thing_told_with_a_relative_verb_is_the_older_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDING_TAKEN_UP)
def test_a_holding_taken_up_or_granted_moves_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_ON_FILE)
def test_a_persons_address_on_file_is_their_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), REPOINTED)
def test_a_pointing_verb_with_its_prefix_apart_moves_the_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
