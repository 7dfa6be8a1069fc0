"""Schedule and frequency told anew (round 37, rules38a: the fifty train37 hands and the census), read by structure,
beside near misses of the same shape that must stay quiet:

- a rate set anew by a verb taking the older activity to it, the activity named by fewer of its words and who set
  it after the rate ("the church's smoke alarms are tested every three months" / "Alarm testing in the church was
  cut to twice a year by the new warden", :func:`core.conflicts.rate_retold.rate_retold`); not another thing named
  before the rate, another holder or scope, the same rate, a window, a plan.
- a terse note's rate slot with an arrow to its new rate ("gutter clearing freq -> monthly", "backup cadence → daily
  (disk)", "cache flush interval → 2h", :func:`core.conflicts.rate_retold.rate_retold`); not another thing's slot,
  the same rate, a window or another scope after it;
- a regular rate told anew as done only on an event, the older round said ended in a part of its own beside it
  ("tomatoes watered only when the soil is dry; the evening round was dropped", "…, no fixed cycle",
  :func:`core.conflicts.event_rate.event_rate_change`); not another thing, holder, a window, a hedge;
- a weekly thing's day or time moved, the thing named by its verb in one memory and its noun in the other ("choir
  robes are collected by the dry cleaner every Tuesday at 8" / "Collection by the cleaner was rescheduled to Thursday
  at noon",
  :func:`core.conflicts.clock_swap.clock_change`, :func:`core.conflicts.clock_swap.day_change`); not another thing
  beside the shared one, someone else's, one week, a plan;
- and a false alarm's class removed: an afternoon time told again on the twelve-hour dial with no change said
  ("practice at 16:30" / "practice half past four, as usual", :mod:`core.conflicts.told_two_ways`); a time said to be
  in the morning, written on the 24-hour dial or with a change said stays a change; one occasion named by its span
  ("This week's delivery was pushed to …, because the yard is shut", :mod:`core.conflicts.ended_older`) and a spell
  the value held during ("during last week's damp spell", "during the cold snap", :mod:`core.conflicts.bounds`),
  weather only: a change made during an outage or refit lasts.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

FEWER_WORDS_SET_TO = [
    ("The church's smoke alarms are tested every three months.",
     "Alarm testing in the church was cut to twice a year by the new warden.", True),
    ("The youth hostel's bunk rooms are aired daily by wardens.",
     "Bunk room airing has been cut to twice a week by the new manager.", True),
    ("Borehole water samples are posted to the county lab weekly.",
     "Borehole sampling was cut back to monthly by the parish council.", True),
    ("The bakery's proving cabinets are descaled every month.",
     "Cabinet descaling was stepped up to every fortnight by the head baker.", True),
    # another thing named before the rate
    ("The church's smoke alarms are tested every three months.",
     "Carbon monoxide alarm testing was cut to twice a year by the new warden.", False),
    ("The bakery's proving cabinets are descaled every month.",
     "The blast chiller descaling was stepped up to every fortnight by the head baker.", False),
    # the same rate in other words
    ("The church's smoke alarms are tested every three months.",
     "Alarm testing in the church was set to quarterly by the new warden.", False),
    # a window, not the standing rate
    ("The youth hostel's bunk rooms are aired daily by wardens.",
     "Bunk room airing was cut to twice a week by the manager for the next fortnight only.", False),
    # a plan or a question
    ("Borehole water samples are posted to the county lab weekly.",
     "The parish council may cut borehole sampling back to monthly.", False),
    # someone else's
    ("I descale my espresso machine every month.",
     "My neighbour's espresso machine descaling was cut to every quarter by her landlord.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FEWER_WORDS_SET_TO)
def test_a_rate_set_anew_of_the_activity_in_fewer_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SLOT_ARROW = [
    ("church gutter clearing: twice a year", "gutter clearing freq -> quarterly after the storm damage", True),
    ("nightly backup of the parish ledger DB: daily", "ledger backup cadence -> hourly (audit)", True),
    ("cron: thumbnail cache flush every 30 min", "thumbnail cache flush interval → 2h", True),
    # another thing's slot
    ("church gutter clearing: twice a year", "hall roof gutter clearing freq -> quarterly", False),
    ("cron: thumbnail cache flush every 30 min", "avatar cache flush interval → 2h", False),
    # the same rate in other words
    ("church gutter clearing: twice a year", "gutter clearing freq -> every six months", False),
    # a window, another scope
    ("nightly backup of the parish ledger DB: daily", "ledger backup cadence -> hourly until the audit closes", False),
    ("cron: thumbnail cache flush every 30 min", "thumbnail cache flush interval → 2h for the staging box", False),
]

ON_EVENT_OLDER_ENDED = [
    ("I water the greenhouse tomatoes every evening.",
     "The greenhouse tomatoes get watered only when the soil is dry; the evening round was dropped.", True),
    ("2025-01-10 — site photos uploaded to the archive nightly.",
     "2025-06-02 — site photos uploaded only after tagged surveys; nightly uploads off.", True),
    ("The choir's newsletter goes out every three weeks.",
     "The choir's newsletter goes out only when there is a concert to announce, no fixed cycle.", True),
    # another thing on the event
    ("I water the greenhouse tomatoes every evening.",
     "The greenhouse peppers get watered only when the soil is dry; the evening round was dropped.", False),
    # someone else's
    ("I water the greenhouse tomatoes every evening.",
     "My neighbour waters her greenhouse tomatoes only when the soil is dry; her timer was removed.", False),
    # a window, a hedge
    ("I water the greenhouse tomatoes every evening.",
     "This week I water the greenhouse tomatoes only when the soil is dry; the evening round is off.", False),
    ("I water the greenhouse tomatoes every evening.",
     "I might water the greenhouse tomatoes only when the soil is dry, no fixed schedule.", False),
]

ONE_OCCASION_OR_SPELL = [
    ("Timber deliveries arrive at the yard on Wednesday mornings.",
     "This week's timber delivery was pushed to Thursday because the yard gate is shut.", False),
    ("The allotment polytunnel is vented every other day.",
     "The polytunnel was vented three times a day during last week's heatwave.", False),
    ("The allotment polytunnel is vented every other day.",
     "The polytunnel got vented twice a day during the cold snap.", False),
    # the change for good, or since the spell: a change
    ("Timber deliveries arrive at the yard on Wednesday mornings.",
     "Timber deliveries were moved to Thursday mornings for good because the yard gate is shut midweek.", True),
    ("The allotment polytunnel is vented every other day.",
     "Since last summer's heatwave the polytunnel is vented twice a day.", True),
    ("The parish hall booking system runs on Drupal 9.",
     "The parish hall booking system was upgraded to Drupal 10 during the winter shutdown.", True),
    # a version set during a spell stays set after it
    ("The tide gauge controller runs firmware 3.1.",
     "We flashed the tide gauge controller to firmware 3.4 during the dry spell.", True),
]

VERB_AND_NOUN = [
    ("Choir robes are collected by the dry cleaner every Tuesday at 8.",
     "Collection by the cleaner was rescheduled permanently to Thursday at noon.", True),
    ("Gallery photos are watermarked and validated nightly at 01:00 UTC.",
     "The validation job has been rescheduled to run at 04:00 UTC.", True),
    # another thing beside the shared one
    ("Choir robes are collected by the dry cleaner every Tuesday at 8.",
     "Collection of the altar linen by the cleaner was rescheduled to Thursday at noon.", False),
    ("Gallery photos are watermarked and validated nightly at 01:00 UTC.",
     "The validation of the video files has been rescheduled to run at 04:00 UTC.", False),
    # one week only
    ("Choir robes are collected by the dry cleaner every Tuesday at 8.",
     "Collection by the cleaner was moved to Thursday at noon for this week only.", False),
    # someone else's
    ("Choir robes are collected by the dry cleaner every Tuesday at 8.",
     "Mia's collection by the cleaner was rescheduled to Thursday at noon.", False),
    # a plan
    ("Gallery photos are watermarked and validated nightly at 01:00 UTC.",
     "We might reschedule the validation job to run at 04:00 UTC.", False),
]

TWELVE_HOUR_DIAL = [
    ("2025-02-03 — netball practice at 16:30.", "2025-02-10 — netball practice half past four, as usual.", False),
    ("2025-03-01 — parish council surgery Thu 18:00 GMT.",
     "2025-05-01 — surgery unchanged, Thursdays at six GMT.", False),
    ("The choir rehearses in the church hall at 19:30.", "The choir rehearses in the church hall at half seven.",
     False),
    # a change said, or a time put in the morning or on the 24-hour dial: still a change
    ("The choir rehearses in the church hall at 19:30.", "The choir rehearsal moved to 03:30 for the night-shift "
     "singers.", True),
    ("2025-02-03 — netball practice at 16:30.", "2025-04-07 — netball practice moved to 17:45.", True),
    ("The choir rehearses in the church hall at 19:30.",
     "The choir rehearses in the church hall at 7:30 in the morning from now on.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERB_AND_NOUN)
def test_a_slot_moved_of_a_thing_named_by_verb_and_noun(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TWELVE_HOUR_DIAL)
def test_an_afternoon_time_on_the_twelve_hour_dial_is_the_same(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SLOT_ARROW)
def test_a_terse_rate_slot_with_an_arrow(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ON_EVENT_OLDER_ENDED)
def test_a_rate_told_as_done_on_an_event_beside_the_older_round_ended(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_OCCASION_OR_SPELL)
def test_one_occasion_or_a_spell_is_a_window(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
