"""Near misses read by why they are no change (round 44, rules45a: false alarms of the twenty-four train44 hands and
of the whole detector on holdout-v44, dev44-q and dev45-p, every family), each beside a true change of the same shape
that must still be found:

- a value bound to one occasion: one dated day ("Fri 21st"), one occasion named as the only one ("this hike only"),
  an occasion's possessive after a rule that recurs ("This month's newsletter …"), a spell to a near day told while
  it goes on ("… until Friday") (:mod:`core.conflicts.one_occasion`, a frame of :func:`core.conflicts.bounds.bound`);
- a value bound to a time over: a note's value until a year or over a span of years ("… until 2022", "(2016–2019)",
  "in 2021, pre-merger"), years spent living somewhere before another deed (:mod:`core.conflicts.one_occasion`);
- a change put forward and "nothing was agreed" (:mod:`core.conflicts.not_standing`, :mod:`core.conflicts.left_open`);
- a part of the older thing as the newer subject ("docs repo api/ subfolder") (:mod:`core.conflicts.part_told`), a
  home keyed by a wider rank ("home county on record: …") (:mod:`core.conflicts.place_within`), a home finding whose
  newer "place" is common words in lower case beside an older name ("… commute …: 40 min by ferry")
  (:mod:`core.conflicts.framed_apart`);
- the older value in other words: its words clipped ("Supply Ops" / "SupOps") beside "still"
  (:mod:`core.conflicts.confirmed`), one bound with its amount in words ("under 300 words" / "no longer than three
  hundred words") (:mod:`core.conflicts.other_words`, the learned reader's gate too), a name for one language's
  readers ("for French-language shops") (:mod:`core.conflicts.other_form`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), the
occasions also through the learned reader's path (:func:`support.conflicts.check_found_by_a_rule`); the pairs are in
other words and settings than the pairs the guards were read from.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided, check_found_by_a_rule

ONE_OCCASION = [
    ("kitchen crew on the line: 6", "kitchen crew Fri 21st: 9 (wedding party booked)", False),
    ("kitchen crew on the line: 6", "kitchen crew from Fri 21st: 9 (new dinner menu)", True),
    ("farrier visit: first Mon of month", "farrier visit Jun: Wed 11th (farrier away Mon)", False),
    ("farrier visit: first Mon of month", "farrier visit: first Wed of month", True),
    ("team chat on hikes: WhatsApp group", "this hike only: chat on Signal, WhatsApp down at the summit", False),
    ("team chat on hikes: WhatsApp group", "team chat on hikes: Signal, WhatsApp group closed", True),
    ("Payroll is run every second Thursday.",
     "This cycle's payroll was moved to Wednesday because of the bank holiday.", False),
    ("Payroll is run every second Thursday.", "Payroll was moved to every second Wednesday.", True),
    ("I clean the espresso grinder every four days.",
     "With the tourist rush, I'm cleaning the grinder daily until Sunday.", False),
    ("I clean the espresso grinder every four days.", "With the tourist rush, I've started cleaning the grinder daily.",
     True),
]

TIME_OVER = [
    ("shop scale: Ohaus, counter 1", "shop scale: a borrowed kitchen scale until 2022", False),
    ("shop scale: Ohaus, counter 1", "shop scale: Mettler Toledo since March", True),
    ("residence: Leeds, LS6", "prior residence (2016–2019): York; current unchanged", False),
    ("residence: Leeds, LS6", "residence: York, YO1", True),
    ("I live in Tartu, close to the bakery I run.", "Before I bought the bakery, I spent four years living in Pärnu.",
     False),
    ("I live in Tartu, close to the bakery I run.", "Since I sold the bakery, I've been living in Pärnu.", True),
    ("choir rehearsal: 2nd Thu monthly", "choir rehearsal: Tuesday slot in 2021, pre-merger", False),
    ("choir rehearsal: 2nd Thu monthly", "choir rehearsal: 2nd Tue monthly", True),
]

LEFT_UNDECIDED = [
    ("The supplier scorecard is maintained by the procurement team.",
     "It was suggested in planning that the supplier scorecard be handed to finance, but nothing was agreed.", False),
    ("The supplier scorecard is maintained by the procurement team.",
     "The supplier scorecard is maintained by the finance team now.", True),
]

A_PART_OR_A_WIDER_PLACE = [
    ("docs repo owner: web team", "docs repo api/ subfolder: Priya owns it", False),
    ("docs repo owner: web team", "docs repo owner: Priya", True),
    ("home: Bar Harbor, ME", "home county on record: Hancock, Maine", False),
    ("home: Bar Harbor, ME", "home: Ellsworth, ME", True),
    ("2024-03-01 — Tamsin lives in Kinvara.", "2024-06-10 — Tamsin's commute to the studio: 40 min by ferry.", False),
    ("2024-03-01 — Tamsin lives in Kinvara.", "2024-06-10 — Tamsin moved to Ballyvaughan.", True),
]

SAME_VALUE_IN_OTHER_WORDS = [
    ("2024-05-02 — vendor onboarding owned by the Supply Ops team.",
     "2024-09-10 — SupOps (Supply Operations) still the owner of vendor onboarding.", False),
    ("2024-05-02 — vendor onboarding owned by the Supply Ops team.",
     "2024-09-10 — vendor onboarding owned by the Legal team.", True),
    ("The user wants meeting notes kept under 300 words.",
     "The user wants meeting notes no longer than three hundred words.", False),
    ("The user wants meeting notes kept under 300 words.",
     "The user wants meeting notes kept under 150 words.", True),
    ("The bakery's rye loaf is labelled 'Roggebrood'.",
     "For French-language shops, the rye loaf is labelled 'Pain de Seigle'.", False),
    ("The bakery's rye loaf is labelled 'Roggebrood'.", "The bakery's rye loaf is labelled 'Donker Rogge' now.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_OCCASION)
def test_a_value_bound_to_one_occasion_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TIME_OVER)
def test_a_value_bound_to_a_time_over_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LEFT_UNDECIDED)
def test_a_change_nobody_agreed_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_PART_OR_A_WIDER_PLACE)
def test_a_part_of_the_thing_or_a_wider_place_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SAME_VALUE_IN_OTHER_WORDS)
def test_the_older_value_in_other_words_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
    check_found_by_a_rule(old, new, contradicts)
