"""Changes told in other words (round 45, rules46c: misses of the rules in quantity, frequency, version and schedule
on holdout-v45, dev45-q/p, holdout-v44, dev44-q/p and the train45 / train44 hands), each beside a near miss of the
same shape that must stay quiet:

- a count's change told in two clauses, the deed done to the counted things and then the count that stands in a
  clause of its own ("…, 30 bays left", "…; 8 rooms total", "…, 24,000 slots available", "…, leaving nine")
  (:mod:`core.conflicts.standing_count`); not a share used or booked, an allowance, a total that adds another part,
  a new or another whole, another noun or named thing, a qualifier of the count's own, more left than there were or
  fewer available than the whole, someone else's;
- a value reached by a verb the change words lack ("slashed to 8 A100s", "stretched to 12 km", "patched up to 6.5"),
  read as "changed to" (:mod:`core.conflicts.verb_to_value`); not a verb that binds or rates ("limited to", "rated
  to"), another thing, scope or a while;
- an older memory's hour told bare ("I open the shop at 11 on weekdays") against the newer one's clock time, told
  plainly or as the hour the thing no longer comes before, the bare hour put on the newer time's half of the day
  (:func:`core.conflicts.bare_hours.older_bare_hour_change`); not a number a bound or a state is at ("the queue is
  at 11"), another thing's hour, one past day.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); a few go
through the engine (:func:`support.conflicts.check`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

COUNT_THAT_STANDS_AFTER_A_CHANGE = [
    ("2025-03-03 — depot parking: 60 bays.",
     "2025-08-17 — half the car park lost to new substation, 30 bays left.", True),
    ("2025-03-03 — depot parking: 60 bays.",
     "2025-08-17 — 20 bays booked for the open day, 40 bays left.", False),
    ("pharmacy robot: 18,000 pack slots.", "robot expansion finished, 24,000 slots available.", True),
    ("pharmacy robot: 18,000 pack slots.", "robot half full after the delivery, 9,000 slots available.", False),
    ("pharmacy robot: 18,000 pack slots.", "a new robot installed in the annex, 24,000 slots available.", False),
    ("lease area: 4 acres", "lease expansion approved; 10 acres total", True),
    ("lease area: 4 acres", "lease expansion approved; 10 hectares total", False),
    ("2025-10-14 — gantry crew: 3 spare spreaders in the yard.",
     "2026-02-09 — spare spreaders in yard: one left (two scrapped).", True),
    ("2025-10-14 — gantry crew: 3 spare spreaders in the yard.",
     "2026-02-09 — spare spreaders in yard: five left (two scrapped).", False),
    ("2025-02-20 — tents in stock: 14.", "2025-08-11 — five tents lost to a storm at Chilca; nine left.", True),
    ("2025-02-20 — tents in stock: 14.", "2025-08-11 — five tents rented out for the weekend; nine left.", False),
    ("Eighteen tutus are kept in the rehearsal rack.",
     "Half of the rehearsal-rack tutus were sent to storage, leaving nine.", True),
    ("Eighteen tutus are kept in the rehearsal rack.",
     "Half of the rehearsal-rack tutus were sent to storage, leaving nine for the tour.", False),
    ("Eighteen tutus are kept in the rehearsal rack.", "My sister sold half her tutus, leaving nine.", False),
    ("Our biggest minibus seats 16 passengers.",
     "Rebuilt the minibus: 16 passenger seats plus the driver's, 17 in total.", False),
    ("Twelve seats are licensed for Figma.", "Eight Miro seats were cancelled, leaving just four.", False),
]

VALUE_REACHED_BY_ANOTHER_VERB = [
    ("GPU quota: 16 A100", "GPU quota slashed to 8 A100s", True),
    ("GPU quota: 16 A100", "CPU quota slashed to 8 cores", False),
    ("GPU quota: 16 A100", "GPU quota slashed to 8 A100s for the trial week", False),
    ("2025-10-20 — delivery radius 8 km from Tempelhof hub.", "2026-02-18 — delivery radius stretched to 12 km.", True),
    ("2025-10-20 — delivery radius 8 km from Tempelhof hub.",
     "2026-02-18 — delivery radius limited to 12 km on Sundays.", False),
    ("2024-02-14 — gate lubrication every 6 weeks.",
     "2024-09-01 — gate lube interval stretched to 3 months per OEM bulletin.", True),
    ("2024-02-14 — gate lubrication every 6 weeks.",
     "2024-09-01 — hinge lube interval stretched to 3 months per OEM bulletin.", False),
    ("The studio's website is served by WordPress 6.2.",
     "WordPress on the studio site was patched up to 6.5 last night.", True),
    ("The studio's website is served by WordPress 6.2.",
     "WordPress on the staging site was patched up to 6.5 last night.", False),
    ("kiln max temp: 1,260 °C", "kiln rated to 1260C (≈2300F)", False),
]

OLDER_HOUR_TOLD_BARE = [
    ("I open the shop at 11 on weekdays.", "I don't open until 12:00 on weekdays.", True),
    ("I open the shop at 11 on weekdays.", "I didn't open until 12:00 yesterday.", False),
    ("I open the workshop at 9 on weekdays.",
     "Workshop doors don't unlock until 10:30 anymore; mornings are for casting.", True),
    ("I open the workshop at 9 on weekdays.", "The café next door doesn't unlock until 10:30 anymore.", False),
    ("I open the Richmond shop at 8 on weekdays.",
     "Since the footfall dropped, I unlock the doors at half nine instead.", True),
    ("I open the Richmond shop at 8 on weekdays.", "I open the Richmond shop at 8:00 sharp on weekdays.", False),
    ("The queue is at 11 most mornings.", "The queue starts at 9:30 these days.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_THAT_STANDS_AFTER_A_CHANGE)
def test_the_count_that_stands_after_a_change_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VALUE_REACHED_BY_ANOTHER_VERB)
def test_a_value_reached_by_another_verb_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_HOUR_TOLD_BARE)
def test_an_older_hour_told_bare_is_read_as_a_time(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    ("2025-03-30 — boat shed: 9 kayaks.", "2025-08-14 — two kayaks written off in the flood; 7 kayaks total.", True),
    ("2025-03-30 — boat shed: 9 kayaks.", "2025-08-14 — two kayaks booked for Saturday; 7 kayaks left.", False),
    ("I open the shop at 11 on weekdays.", "I don't open until 12:00 on weekdays.", True),
    ("I open the shop at 11 on weekdays.", "I didn't open until 12:00 yesterday.", False),
    ("The bottling line is rated at 1,200 bottles per hour.",
     "The bottling line was re-rated to 900 bottles an hour after the capper was replaced.", True),
    ("The bottling line is rated at 1,200 bottles per hour.",
     "The canning line was re-rated to 900 cans an hour after the capper was replaced.", False),
])
def test_this_rounds_readings_through_the_engine(engine, clock, old: str, new: str, contradicts: bool) -> None:
    check(engine, clock, old, new, "note", contradicts)
