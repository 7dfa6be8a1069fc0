"""Near misses read by why they are no change (round 41, rules42a: false alarms of the twenty-four train41 hands in
the families employer_role, frequency, quantity, residence, schedule, tool and version), each beside a true change of
the same shape that must still be found:

- another person holds the newer value: a newcomer to a post ("the new trainee skipper has been lodged in …", "new
  hire Tamsin lives in …"), a person noun before a verb only a person does ("the user's physio lives in …"), a value
  told in a relative clause on someone else ("… with Dorotea, who lives up in Mosta"), someone the holder lives *with*
  telling their own move while the holder keeps theirs (:mod:`core.conflicts.another_person`,
  :mod:`core.conflicts.relation_subject`);
- a past: a value recalled with a year of its own (:mod:`core.conflicts.recalled`), a deed of making with its year
  ("built the first models back in 2019 with …"), a note's "user house-sitting in … this week" (:mod:`core.conflicts.
  bounds`);
- one home told narrower or wider in words ("in Vaise, in Lyon's old town"), a capital described, not named
  ("Portuguese capital, Alfama district") (:mod:`core.conflicts.place_within`, :mod:`core.conflicts.framed_apart`);
- one name in short: initials or a clipped name ("ZSS", "Kirkie") (:mod:`core.conflicts.clipped_names`);
- a total that takes the older count in, an amount added with its plus sign (:mod:`core.conflicts.wider_total`);
- a trip from the older home told "settled in" (:mod:`core.conflicts.older_current`);
- a stay told with its return or span ("…, back Thursday", "on a four-month contract"; not keys handed back)
  (:mod:`core.conflicts.stand_in`), a span of years as back then, the older thing said untouched where no attribute
  tag tells (:mod:`core.conflicts.older_kept`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ANOTHER_PERSON = [
    # a person noun before a verb only a person does
    ("The user lives in Harrogate.", "The user's physio lives in Knaresborough, by the river.", False),
    ("The user lives in Harrogate.", "The user has moved to Knaresborough, by the river.", True),
    # a value in a relative clause on someone else; the holder's own move beside it still counts
    ("I live in Sliema, near the ferry.", "I share lifts with Dorotea, who lives up in Mosta.", False),
    ("I live in Sliema, near the ferry.", "I moved in with Dorotea, who lives up in Mosta.", True),
    # a newcomer to a post
    ("Marit, the senior skipper, is lodged in Svolvær during the off-season.",
     "The new trainee skipper has been lodged in Henningsvær for the off-season.", False),
    ("Marit, the senior skipper, is lodged in Svolvær during the off-season.",
     "The senior skipper has been lodged in Henningsvær for the off-season.", True),
    ("Oona is based in a flat in Cork provided by the ferry line.",
     "The ferry line's new intern, Cian, is being put up in a flat in Cobh.", False),
    ("Oona is based in a flat in Cork provided by the ferry line.",
     "Oona is now being put up in a flat in Cobh by the ferry line.", True),
    # someone the holder lives with moves; the holder stays
    ("I share a flat in Gràcia with a housemate.",
     "My housemate Jordi is leaving Gràcia for Girona; I'm staying on in the flat.", False),
    ("I share a flat in Gràcia with a housemate.",
     "I'm leaving Gràcia for Girona; my housemate is staying on in the flat.", True),
    # a newcomer opening a note
    ("2025-05-02 — user lives in Whistler.",
     "2025-08-19 — new hire Tamsin lives in Squamish and rides up with the user.", False),
    ("2025-05-02 — user lives in Whistler.", "2025-08-19 — user now lives in Squamish.", True),
    # a workplace between the person noun and the verb only a person does
    ("The user lives in Falmouth and cycles to the boatyard.",
     "The user's deputy at the yard lives over in Penryn, up the hill.", False),
    ("The user lives in Falmouth and cycles to the boatyard.", "The user lives over in Penryn now, up the hill.", True),
]

TOLD_AS_PAST = [
    ("2025-02-01 — Tomasz lives in Gdynia.",
     "2025-02-09 — Tomasz recalls his 2017 internship year living in Poznań.", False),
    ("2025-02-01 — Tomasz lives in Gdynia.", "2025-02-09 — Tomasz moved to Poznań last week.", True),
    ("The user's invoicing app is on version 3.2.",
     "The user recalled that version 1.0 of the invoicing app launched in 2019.", False),
    ("The user's invoicing app is on version 3.2.", "The user's invoicing app was updated to version 3.4.", True),
    ("I run Julia 1.10 for the flood models.", "I built the first flood models back in 2019 with Julia 0.7.", False),
    ("I run Julia 1.10 for the flood models.", "I rebuilt the flood models last month with Julia 1.11.", True),
    ("2025-05-01 — user residence: Bergen.", "2025-05-20 — user house-sitting in Stavanger this week.", False),
    ("2025-05-01 — user residence: Bergen.", "2025-05-20 — user relocated to Stavanger.", True),
    # a span of years
    ("2025-02-01 — user lives in Leeds, hosts the jazz slot.",
     "2025-02-09 — user mentioned living in York as an apprentice, 2011–2014.", False),
    ("2025-02-01 — user lives in Leeds, hosts the jazz slot.", "2025-02-09 — user moved to York in March.", True),
]

A_STAY_OR_THE_OLDER_KEPT = [
    # a stay told with its return or its span
    ("2025-03-02 — Ingrid lives in Tromsø.", "2025-04-10 — Ingrid in Oslo for a board meeting, back Thursday.", False),
    ("2025-03-02 — Ingrid lives in Tromsø.", "2025-04-10 — Ingrid moved to Oslo for good.", True),
    ("2024-06-01 — Pavel lives in Brno (Žabovřesky).",
     "2024-09-12 — Pavel on a four-month contract in Vienna, keeping the Žabovřesky flat.", False),
    ("2024-06-01 — Pavel lives in Brno (Žabovřesky).", "2024-09-12 — Pavel has relocated to Vienna.", True),
    # a thing handed back is no return of the person
    ("2025-03-02 — Ingrid lives in Tromsø.",
     "2025-04-10 — Ingrid signed for a flat in Oslo and handed the Tromsø keys back on Friday.", True),
    # the older thing said untouched in a clause of its own
    ("Redis servers running 7.0.", "2026-01-20 - Redis client library bumped to 7.2; servers untouched.", False),
    ("Redis servers running 7.0.", "2026-01-20 - Redis servers bumped to 7.2.", True),
]

ONE_HOME_ONE_NAME = [
    # the newer place told inside the older one, in words
    ("The user lives in Lyon.", "The user lives in Vaise, in Lyon's old town.", False),
    ("The user lives in Lyon.", "The user has moved to Vaise, on Lyon's north side.", True),
    # a capital described
    ("home base: Lisbon", "home base = Portuguese capital, Alfama district", False),
    ("home base: Lisbon", "home base = Porto, Ribeira district now", True),
    # a clipped name, initials
    ("2025-03-15 — Shona resides in Kirkcaldy.", "2025-07-07 — Shona's place is in Kirkie, by the prom.", False),
    ("2025-03-15 — Shona resides in Kirkcaldy.", "2025-07-07 — Shona moved to Kinghorn.", True),
    ("ticketing: Zendesk Support Suite", "tickets tracked in ZSS (Zendesk)", False),
    ("ticketing: Zendesk Support Suite", "ticketing switched from Zendesk Support Suite to Freshdesk", True),
]

ANOTHER_AMOUNT_OR_TRIP = [
    # a total that takes the older count in
    ("2025-04-02 — farm west barn: 30 ewes.", "2025-09-10 — whole farm: 85 ewes incl. west barn.", False),
    ("2025-04-02 — farm west barn: 30 ewes.", "2025-09-10 — farm west barn: 24 ewes after the cull.", True),
    # an amount added
    ("moorings leased at Ardfern: 3", "+1 mooring leased at Craobh Haven", False),
    ("moorings leased at Ardfern: 3", "moorings leased at Ardfern: now 5", True),
    # a trip from the older home
    ("The user is settled in Alcobendas, north of Madrid.",
     "The user's commute from Alcobendas to the office is by the C-4 train.", False),
    ("The user is settled in Alcobendas, north of Madrid.",
     "The user moved to Getafe and now commutes by the C-4 train.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_PERSON)
def test_another_persons_value_is_no_change_of_the_holders(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOLD_AS_PAST)
def test_a_value_told_as_past_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_HOME_ONE_NAME)
def test_one_home_or_name_told_two_ways_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_STAY_OR_THE_OLDER_KEPT)
def test_a_stay_or_the_older_thing_kept_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_AMOUNT_OR_TRIP)
def test_a_total_an_addition_or_a_trip_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
