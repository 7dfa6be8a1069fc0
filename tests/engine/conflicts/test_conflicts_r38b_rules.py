"""Misses and false alarms of fresh hands (round 37, rules38b: the fifty train37 hands) in quantity and version.

- a sentence that opens with its verb in the past ("Flashed the Wahoo with …", "Had the engineer flash …") names no
  thing by that capital (:mod:`.unnamed_version`); quiet for another holder, another named device, the same version,
  a trial;
- where a thing shows its version ("the About box shows 5.2", "the dashboard reports 6.6.1", "reports v2.4 on
  startup"), a purpose after the change ("so the new helpers work") and a month ("in March") name no holder
  (:mod:`.version_clauses`); quiet for another holder, a scope, another device, a release only;
- a version a thing started at, told as its first deed or what it came with beside a time back then ("first installed
  … at 1.2 back in 2022 and has updated since", "shipped with 2.8 back in 2021") is its past (:mod:`.bounds`); found
  for the change told now;
- a count the newer memory's change adds up to, with the count at a sentence's end ("… bringing the choir down to 9.")
  and a verb before the counted noun ("lost two drivers") no modifier of it (:mod:`.noun_counts`); quiet for another
  holder, arithmetic that does not add up, another noun, a share out for a while;
- a price or a threshold named only in the newer text where the older tells the amount by a verb or a bound ("sells
  … at €25" / "raised the tour's price to €30", "Orders over £30 are delivered free" / "the free-delivery threshold")
  (:mod:`.measure_swap`); quiet where the older text names another measure ("deposit"), another word is added, the
  same amount;
- "down to 3 after Tomas left": the one who left is the subject of "after …", no remainder (:mod:`.remainder`); a
  remainder ("6 leave days left until …") stays one.

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

OPENING_VERB = [
    ('My Wahoo bike computer runs firmware 5.9 for club rides.',
     "Flashed the Wahoo with firmware 6.1 before Sunday's sportive.", True),
    ('My Wahoo bike computer runs firmware 5.9 for club rides.',
     "Flashed my brother's Wahoo with firmware 6.1 before Sunday's sportive.", False),
    ('My Wahoo bike computer runs firmware 5.9 for club rides.',
     "Flashed the Wahoo with firmware 5.9 again before Sunday's sportive.", False),
    ('My Wahoo bike computer runs firmware 5.9 for club rides.',
     "Flashed the Garmin with firmware 6.1 before Sunday's sportive.", False),
    ('My handheld Kestrel runs firmware 3.1 for coastal trips.',
     'Flashed the spare Kestrel with firmware 3.4 before the regatta.', False),
    ('My boat radio runs firmware 3.1 for coastal trips.',
     'Tried firmware 3.4 on the boat radio before the regatta.', False),
]

SHOWN = [
    ("The user's drawing software is Penwise 5.0.",
     'The user updated Penwise; the About box shows 5.2.', True),
    ("The user's club shop runs Shopware 6.4.",
     'The user upgraded the club shop; the admin dashboard reports Shopware 6.6.1.', True),
    ('2024-02-01 — greenhouse controller software v2.1.',
     '2024-09-10 — controller reflashed, reports v2.4 on startup.', True),
    ("The bakery's website is built on Drupal 9.5.",
     'Drupal was rolled forward to 10.2 by the agency in March.', True),
    ("The user's drawing software is Penwise 5.0.",
     "The user's sister's laptop shows Penwise 5.2 in the About box.", False),
    ("The user's club shop runs Shopware 6.4.",
     "The user's staging shop dashboard reports Shopware 6.6.1.", False),
    ('2024-02-01 — greenhouse controller software v2.1.',
     '2024-09-10 — spare controller reflashed, reports v2.4 on startup.', False),
    ("The bakery's website is built on Drupal 9.5.",
     'Drupal 10.2 was released in March; the agency will look at it.', False),
    ("The bakery's website is built on Drupal 9.5.",
     'Drupal was rolled forward to 10.2 on the staging site in March.', False),
]

FIRST_HELD = [
    ("The user's tide app is on version 2.0.",
     'The user first installed the tide app at 1.2 back in 2022 and has updated since.', False),
    ('I run Elixir 1.16.',
     'I first learned Elixir on 1.9 back in 2019.', False),
    ("The user's label printer is on firmware 3.3.",
     'The user says the label printer shipped with 2.8 back in 2021.', False),
    ("The user's label printer is on firmware 3.3.",
     "The user's label printer came with firmware 2.8 back in 2021.", False),
    ("The user's tide app is on version 2.0.",
     'The user updated the tide app to 2.3 last week.', True),
    ("The user's label printer is on firmware 3.3.",
     'The user flashed the label printer to firmware 3.5.', True),
]

TALLIED = [
    ("The user's choir has 11 members.",
     'The user said two members left, bringing the choir down to 9.', True),
    ("The user's depot has seven van drivers on the rota.",
     'The user lost two drivers to retirement and is running with five.', True),
    ('2025-01-12 — 10 trained stewards on the roster.',
     '2025-06-01 — three stewards retired, roster sits at 7.', True),
    ('2025-04-02 — studio has 4 pottery wheels.',
     '2025-10-20 — studio sold one wheel; three left.', True),
    ("The user's choir has 11 members.",
     "The user's sister's choir lost two members, bringing it down to 9.", False),
    ("The user's depot has seven van drivers on the rota.",
     'The user lost two drivers to retirement and is running with six.', False),
    ('2025-04-02 — studio has 4 pottery wheels.',
     '2025-10-20 — studio sold one kiln; three left.', False),
    ("The user's depot has seven van drivers on the rota.",
     'Two drivers are on leave this week, so five are driving.', False),
]

PRICED = [
    ('Orders over £30 are delivered free.',
     'The free-delivery threshold was raised to £45.', True),
    ('The user sells the walking tour at €25.',
     "The user raised the walking tour's price to €30.", True),
    ("The user's walking tour deposit is €5.",
     "The user raised the walking tour's price to €30.", False),
    ('The user sells the linocut print at €40.',
     "The user raised the linocut print's shipping price to €8.", False),
    ('The user sells the linocut print at €40.',
     "The user raised the framed linocut print's price to €48.", False),
    ('The user sells the linocut print at €40.',
     "The linocut print's price is still €40.", False),
]

LEFT = [
    ('bakery crew per shift: 4',
     'bakery crew down to 3 after Tomas left', True),
    ('The user has 20 leave days a year.',
     'The user has 6 leave days left until the year ends.', False),
    ('The grant is 40,000 euros.',
     '12,000 euros of the grant is left after the spring purchases.', False),
    ('bakery crew per shift: 4',
     "my sister's bakery crew is down to 3 after Tomas left", False),
]

TABLES = {
    "opening_verb": OPENING_VERB,
    "shown": SHOWN,
    "first_held": FIRST_HELD,
    "tallied": TALLIED,
    "priced": PRICED,
    "left": LEFT,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_quantity_or_version_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                              contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_version_shown_on_the_about_box_through_the_store(engine, clock) -> None:
    old, new, contradicts = SHOWN[0]
    check(engine, clock, old, new, "note", contradicts)
