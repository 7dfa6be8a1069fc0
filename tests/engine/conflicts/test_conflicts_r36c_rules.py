"""Schedule, employer and role, and licence told anew (round 35, rules36c: the fifty train35 hands and the census),
each read by structure, beside near misses of the same shape that must stay quiet:

- a licensed thing named again by fewer of its own words and none of another's ("the retry helper" for "my Kotlin
  retry helper library", :func:`core.conflicts.licence_swap._shorter_reference`); not by its class or platform
  alone ("the library", "my Kotlin library" beside another word), a part of it, another one, a past, a plan;
- the thing a licensing verb in its -ing form governs ("I'm relicensing the retry helper under …"), and the subject
  of a verb of going ("the count dashboard went out under MIT"), read as the licensed thing
  (:func:`core.conflicts.licence_swap.verb_object`), not a fronted reason before it.
- an employer's name told shorter, each word of it the older name's ("Brackwater" for "Brackwater Dyeworks"), no
  change of it (:func:`core.conflicts.rules._newer_name_within`); not another name, not beside a title's change said.
- a schedule's value told for a month, a date or a weekday's turn in the month "only" ("closes 16:00 in December
  only", "12 June session only"), an exception (:func:`core.conflicts.bounds._calendar_occasion_only`); not plural
  weekdays "only", a move for good, a month the older memory names too.
- a purpose told by its verb and object after a new clock time ("… to 02:00 to miss the upload window"), or the
  event the change waited for ("once the new editor started"), set aside as the aside it is
  (:func:`core.conflicts.asides.aside_change`); not a day's event ("once the printer was fixed last Friday").
- a promotion or demotion said of the older memory's person ("Harbour Lights promoted me — I run the pass now",
  "Oisin promoted off the stockroom", :func:`core.conflicts.promotion.promotion_said`): their title ends, whatever
  the new one is called; not someone else's, a thing promoted, a hope, a denial, a proposal, the older title again.
  A reassignment said so too ("Eilidh was reassigned to the dairy unit"); not for a while, not a duty handed on.
- the older employer as the one who ended the work ("Pentland let me go"), the end said "from", "in" or "by the"
  employer, or the last day there told done ("Yesterday was my final day at Pentland",
  :mod:`core.conflicts.employment_ended`); not a last day to come, someone else's end, let go home early, a hedge.
- the older title's work said given up or handed on ("fitter duties dropped", "shift lead slot filled by Tomas",
  :func:`core.conflicts.duty_dropped.duty_dropped`); not for a while, someone else's, hedged or denied.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

_HELPER = "I publish my Kotlin retry helper library under MIT."
_DASHBOARD = "The user's pollen-count dashboard is released under GPL-3.0."

SHORTER_REFERENCES = [
    (_HELPER, "The retry helper now ships under Apache-2.0.", True),
    (_HELPER, "I'm relicensing the retry helper under Apache-2.0 from version 3.", True),
    ("The user's hedge-trimming planner app is proprietary.", "The user open-sourced the trimming planner under "
     "MPL-2.0.", True),
    (_DASHBOARD, "On the funder's request the count dashboard went out under MIT instead.", True),
    ("The parish's bell-ringing method sheets are shared under CC BY-SA 4.0.", "Method sheets re-issued under CC0; "
     "share-alike dropped.", True),
    ("The sextant drawing 'Kestrelmark' is published under CC BY-NC.", "Kestrelmark has been put in the public domain "
     "with CC0 by its maker.", True),
    (_HELPER, "The library now ships under Apache-2.0.", False),
    (_HELPER, "The retry helper's docs are CC BY 4.0.", False),
    (_HELPER, "The retry helper's sample app is under Apache-2.0.", False),
    (_HELPER, "My other retry helper is under Apache-2.0.", False),
    (_HELPER, "The retry helper was under GPL before 2020.", False),
    (_HELPER, "I'm thinking of moving the retry helper to Apache-2.0.", False),
    (_HELPER, "The Swift retry helper is under Apache-2.0.", False),
    (_DASHBOARD, "The user's weather dashboard went out under MIT.", False),
    (_DASHBOARD, "The dashboard's icon set went out under MIT.", False),
    (_DASHBOARD, "The pollen-count dashboard went out under GPL-3.0 again.", False),
    ("The choir's arrangement scores are shared under CC BY-NC 4.0.", "One of the arrangement scores was shared under "
     "CC0.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SHORTER_REFERENCES)
def test_a_licensed_thing_named_again_by_fewer_of_its_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


NAME_TOLD_SHORTER = [
    ("title: head of dispatch @ Brackwater Dyeworks", "HR record confirms head of dispatch, Brackwater, since 2021",
     False),
    ("2024-03-02 — lead archivist, employed by Tamsin Records.", "2025-01-10 — Tamsin Records renewed the contract "
     "funding her archivist role.", False),
    ("title: head of dispatch @ Brackwater Dyeworks", "HR record confirms head of dispatch, Colbridge, since 2021",
     True),
    ("role: pallet wrapper operator, Kestle & Dunn Ltd", "They promoted me — shift lead at Kestle & Dunn.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_TOLD_SHORTER)
def test_an_employers_name_told_shorter_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CALENDAR_ONLY = [
    ("library opening hours: Mon–Fri 09:00–19:00", "library hours Fri: closes 16:00 in December only", False),
    ("The pottery studio closes at 18:00.", "The pottery studio closes at 21:00 on the last Thursday of the month "
     "only.", False),
    ("bell practice: Thu 19:30", "bell practice: 12 June session only at 20:00 (hall booked)", False),
    ("bell practice: Thu 19:30", "bell practice: Tuesdays only at 20:00", True),
    ("The pottery studio closes at 18:00.", "The pottery studio closes at 21:00 on Thursdays only from now on.", True),
    ("library opening hours: Mon–Fri 09:00–19:00", "library hours: closes 16:00 from December, for good", True),
    ("The fish van comes on Tuesdays.", "The fish van now comes on Fridays only.", True),
    ("The harvest market runs on Saturdays in September.", "The harvest market runs on Sundays in September only.",
     True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CALENDAR_ONLY)
def test_a_month_date_or_turn_of_the_month_only_is_an_exception(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PURPOSE_AFTER_THE_TIME = [
    ("The user's weekly backup of the photo archive runs at 23:00.", "The user moved the photo archive backup to "
     "02:00 UTC to miss the upload window.", True),
    ("The parish newsletter goes out at 18:00 on Fridays.", "The parish newsletter was pushed back to 20:00 once the "
     "new editor started.", True),
    ("The parish newsletter goes out at 18:00 on Fridays.", "The parish newsletter went out at 20:00 once the printer "
     "was fixed last Friday.", False),
    ("The user's weekly backup of the photo archive runs at 23:00.", "The user's music library backup was moved to "
     "02:00 to miss the upload window.", False),
    ("The kiln firing starts at 6 am.", "The kiln firing starts at 6 am to finish the glaze load before the heat.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PURPOSE_AFTER_THE_TIME)
def test_a_purpose_or_awaited_event_after_a_new_time_is_set_aside(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_COOK = "I work as a line cook at the Harbour Lights bistro."
_CLERK = "2025-03-01 — Oisin: stockroom clerk, Vance Hardware."
_SURVEYOR = "The user is a junior surveyor at Pellam & Co."

PROMOTIONS = [
    (_COOK, "Harbour Lights promoted me — I run the pass on weekends now.", True),
    (_COOK, "Got promoted last month, so I plan the menus at Harbour Lights.", True),
    (_COOK, "I was promoted and now order stock for the whole kitchen.", True),
    (_CLERK, "2025-09-12 — Oisin promoted off the stockroom; on the sales floor rota.", True),
    ("role: night porter, Grange Hotel", "role: front-desk supervisor, Grange Hotel (promoted June)", True),
    (_SURVEYOR, "The user was demoted after the audit and now assists the survey team.", True),
    (_COOK, "Harbour Lights promoted our new tasting menu on the radio.", False),
    (_COOK, "I'm hoping to be promoted at Harbour Lights this year.", False),
    (_COOK, "I wasn't promoted in the spring review at Harbour Lights.", False),
    (_COOK, "A promotion for me was floated by the owner; nothing decided.", False),
    (_CLERK, "2025-09-12 — Oisin's colleague Fern promoted to floor manager.", False),
    (_CLERK, "2025-09-12 — Fern promoted to floor manager at Vance.", False),
    ("The user is a senior surveyor at Pellam & Co.", "The user was promoted to senior surveyor at Pellam & Co. in "
     "2021.", False),
    (_SURVEYOR, "The user might be promoted if the Leeds contract comes in.", False),
    ("The user's favourite band is the Lumineers.", "The user was promoted to team lead.", False),
    (_SURVEYOR, "The user's manager at Pellam was promoted to partner.", False),
    ("role: night porter, Grange Hotel", "role: night porter, Grange Hotel (promotion pending)", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PROMOTIONS)
def test_a_promotion_said_of_the_older_person_ends_their_title(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_SHEPHERD = "The lambing shed at Corrie Farm is run by Eilidh as head shepherd."

REASSIGNMENTS = [
    (_SHEPHERD, "Eilidh was reassigned to the dairy unit, and the lambing shed went to a new hire.", True),
    ("He works for the Millbrook council as a parks warden.", "He was reassigned from the parks to the cemetery "
     "grounds crew in March.", True),
    (_SHEPHERD, "Eilidh was reassigned to the dairy unit for the week while Morag is on leave.", False),
    (_SHEPHERD, "Eilidh reassigned the night checks to Callum.", False),
    (_SHEPHERD, "The ewe tagging job was reassigned to Callum.", False),
    (_SHEPHERD, "Callum was reassigned to the dairy unit.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), REASSIGNMENTS)
def test_a_reassignment_said_of_the_older_person_ends_their_post(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_GLAZIER = "I work as a glazier for Pentland Glassworks."
_LIBRARIAN = "Ruth is employed by the Harwick Orchestra as its librarian."

EMPLOYMENT_ENDED = [
    (_GLAZIER, "Pentland let me go in January; I fit windows for a Leith firm now.", True),
    (_LIBRARIAN, "Ruth was dismissed by the Harwick Orchestra after the audit.", True),
    ("He was hired by Morrow Cycles as a frame builder.", "He was let go in Morrow's winter cutbacks.", True),
    (_GLAZIER, "Yesterday was my final day at Pentland; a Leith firm takes me on Monday.", True),
    (_GLAZIER, "My last day at Pentland is next Friday.", False),
    (_GLAZIER, "Pentland let my apprentice go in January.", False),
    (_GLAZIER, "Pentland laid off the whole night crew; I'm still on days.", False),
    (_LIBRARIAN, "Ruth's deputy was dismissed by the Harwick Orchestra.", False),
    (_LIBRARIAN, "Owen was let go from Harwick in the spring.", False),
    (_GLAZIER, "It was the final day at Pentland for my mentor.", False),
    (_GLAZIER, "Pentland let me go early today.", False),
    (_GLAZIER, "I might be let go by Pentland if orders dry up.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYMENT_ENDED)
def test_the_older_employer_let_the_person_go_or_their_last_day_done(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CENSUS_NEAR_MISSES = [
    # the older licence kept for the thing, the new one for a part of it
    ("My typeface Corvid is licensed under the OFL.", "The sample booklet for Corvid goes out under CC BY-ND; the "
     "typeface itself stays OFL.", False),
    # a change only toyed with, told with an -ing verb
    ("I keep the tide-table widget under the MIT licence.", "I'm toying with moving the tide-table widget to "
     "MPL-2.0 but nothing is decided.", False),
    # a change wanted, waiting for an event
    ("The user runs Postgres 15 on the booking server.", "The user wants to upgrade the booking server to Postgres 17 "
     "once the freeze ends.", False),
    # a thing's name told shorter by a rename is a change (only an employer's name told shorter is not)
    ("The team chat space is called 'Harbour Ops Hub'.", "The team chat space was renamed 'Harbour Ops' after the "
     "merger.", True),
    # an employer's name told shorter beside a new title or the work ended: the change
    ("I'm a payroll analyst at Corran Valley Water.", "Handed in my badge at Corran Valley; starting Monday as a data "
     "engineer at a bank.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CENSUS_NEAR_MISSES)
def test_census_near_misses_of_this_rounds_readings(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_TECHNICIAN = "The user works as a lighting technician at the Corn Exchange theatre."

DUTIES_DROPPED = [
    ("2024-06-01 — Ilse: shift lead, Brindle Bakery.", "2025-02-11 — Ilse runs Brindle's wholesale orders; shift lead "
     "slot filled by Tomas.", True),
    ("role: pipe fitter, Harlow Works", "role: site estimator; fitter duties dropped in March", True),
    ("role: pipe fitter, Harlow Works", "role: pipe fitter; fitter duties dropped for two weeks while the site is "
     "closed", False),
    ("role: pipe fitter, Harlow Works", "Ana's fitter duties were dropped in March.", False),
    (_TECHNICIAN, "Marta is off the technician rota at the Corn Exchange.", False),
    (_TECHNICIAN, "The user might be off the technician rota next season.", False),
    (_TECHNICIAN, "The user is not off the technician rota.", False),
    (_TECHNICIAN, "The user's sound desk duties were dropped; lighting stays.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DUTIES_DROPPED)
def test_the_older_titles_work_given_up_or_handed_on(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
