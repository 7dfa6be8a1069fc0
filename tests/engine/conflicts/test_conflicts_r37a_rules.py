"""Schedule and frequency told anew (round 36, rules37a: the fifty train36 hands and the census), read by structure,
beside near misses of the same shape that must stay quiet:

- a work shift's start told at another clock time in any verb ("clock in at", "shifts begin at", "shift start
  became") with the change said (:func:`core.conflicts.shift_start.shift_start_change`); not the other end, someone
  else's shift, one occasion, another part of the week, an added shift, a past or a plan;
- a weekly thing told on another weekday while the older day is given to another use ("Saturdays are for the
  market", "Monday slot given to another yard", :func:`core.conflicts.day_released.released_day_change`); not
  another thing given the new day, a narrower thing, another person, one week;
- a count in one period told anew ("twice a shift" / "once per shift", "one round of the ward per day",
  :func:`core.conflicts.count_per_period.count_per_period`); not another period, a bound, another or narrower
  thing, a window, an added round, the same count;
- a scheduled job told at another clock time in any shape, with the change said and its why after the time set
  aside ("The nightly build is triggered at 21:00 UTC instead, to finish before …",
  :func:`core.conflicts.moved_slot.job_retimed`); not another job, someone's job, another zone, one run, a plan;
- a dated thing moved to another month by a verb of moving it ("brought forward by the council to late May",
  :func:`core.conflicts.moved_slot.month_moved`); not another thing, one year only, a plan, a day's date;
- a regular rate told anew as done only on an event ("only when a release lands", "whenever a fix lands", "no longer
  on a schedule", :func:`core.conflicts.event_rate.event_rate_change`); not the older rate kept, another thing,
  another holder, an added round, a hedge or a past.
- and a false alarm's class removed: a length each time ("take about 20 min per colony", "to finish in under five
  minutes per merge") is how long, not how often (:mod:`core.conflicts.rates`, :mod:`core.conflicts.changed_slots`);
  "this one week" and a fragment opened by its gerund ("Brushing them daily this week") are a window
  (:mod:`core.conflicts.bounds`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

SHIFT_START = [
    ("I clock in at 5:30 for the bakery's early shift.", "Since the new rota I clock in at 7:00.", True),
    ("My shift at the sorting office starts at 06:00.", "My shifts begin at 13:00 from this month.", True),
    ("The user starts the late shift at the care home at 3 pm.", "The user's shift start became 1700 after the "
     "rota was redone.", True),
    ("I clock in at 22:00 for the warehouse night shift.", "Rotated onto days: I clock in at 8 am now.", True),
    # the other end of the shift
    ("My shift at the sorting office starts at 06:00.", "Since the new rota my shift finishes at 14:00.", False),
    # someone else's shift
    ("I clock in at 5:30 for the bakery's early shift.", "Since the new rota my partner clocks in at 7:00.", False),
    ("I clock in at 5:30 for the bakery's early shift.", "Since the new rota Marta clocks in at 7:00.", False),
    # one occasion
    ("My shift at the sorting office starts at 06:00.", "My shift starts at 10:00 tomorrow since the rota changed.",
     False),
    # another part of the week
    ("My shift at the sorting office starts at 06:00.", "Since the new rota my shift starts at 09:00 on Saturdays.",
     False),
    # an added shift
    ("I clock in at 5:30 for the bakery's early shift.", "Since the new rota I also clock in at 14:00 for an extra "
     "shift.", False),
    # a dated past and a plan
    ("I clock in at 5:30 for the bakery's early shift.", "Back in 2019 I clocked in at 7:00 on the old rota.", False),
    ("My shift at the sorting office starts at 06:00.", "The new rota might move my shift start to 08:00.", False),
    # a shift's other thing
    ("The safety briefing is at 05:45 before shift handover.", "Shift handover is at 06:15 under the new rota.",
     False),
]

DAY_RELEASED = [
    ("I do the allotment weeding on Saturday mornings.", "Weeding happens Thursday evenings; Saturdays are for the "
     "farmers' market.", True),
    ("The choir's sectional rehearsal is on Tuesdays.", "Sectional rehearsal comes Fridays; Tuesday slot given to "
     "the band.", True),
    ("I practise the cello on Sunday afternoons.", "Sunday afternoons belong to my nephews; cello practice happens "
     "on Monday nights.", True),
    # another thing given the new day
    ("I do the allotment weeding on Saturday mornings.", "Pruning happens Thursday evenings; Saturdays are for the "
     "farmers' market.", False),
    # a narrower thing
    ("I water the allotment beds on Tuesday evenings.", "Greenhouse watering happens Friday evenings; Tuesdays are "
     "for the pub quiz.", False),
    # another person
    ("I practise the cello on Sunday afternoons.", "Sunday afternoons belong to the kids; Ilse does cello practice "
     "on Monday nights.", False),
    # one week
    ("I do the allotment weeding on Saturday mornings.", "Weeding happens Thursday this week only; Saturday is for "
     "the market.", False),
]

COUNT_PER_PERIOD = [
    ("The nurse checks the drip lines twice a shift.", "Drip line checks were cut to once per shift by the ward "
     "sister.", True),
    ("I walk the dog round the reservoir three times a day.", "I only do one walk round the reservoir per day "
     "now.", True),
    ("Grain samples from the silo are tested twice a day.", "Silo grain samples are tested once daily since the new "
     "probe went in.", True),
    # the same count in other words
    ("Grain samples from the silo are tested twice a day.", "Twice-daily testing of the silo grain samples was "
     "reaffirmed.", False),
    # a bound
    ("The nurse checks the drip lines twice a shift.", "Drip line checks must happen at least once per shift.",
     False),
    # a narrower or another thing
    ("The nurse checks the drip lines twice a shift.", "The nurse checks the central drip lines once per shift.",
     False),
    ("Grain samples from the silo are tested twice a day.", "Barley grain samples from the silo are tested once "
     "daily.", False),
    # a window and an added round
    ("The nurse checks the drip lines twice a shift.", "During the audit the drip lines were checked four times a "
     "shift.", False),
    ("The nurse checks the drip lines twice a shift.", "The nurse also checks the drip lines once per shift at "
     "handover.", False),
    # another period is the rate readers'
    ("I walk the dog round the reservoir three times a day.", "I walk the dog round the reservoir three times a "
     "week.", True),
]

EVENT_RATE = [
    ("I update the site's dependencies every week.", "I only update the site's dependencies when a security advisory "
     "lands.", True),
    ("The user worms the goats every six weeks.", "On the vet's advice the user only worms the goats after a dung "
     "test.", True),
    ("The user publishes a newsletter issue monthly.", "Newsletter issues are published whenever there is news, with "
     "no fixed cadence.", True),
    ("The filters are backflushed every ten days.", "The filters are no longer backflushed on a schedule, only when "
     "the pressure drops.", True),
    # another thing done on the event
    ("I water the tomatoes daily.", "I water the orchids only when the compost is dry.", False),
    # the older rate kept
    ("I update the site's dependencies every week.", "I update the site's dependencies every week and whenever an "
     "advisory lands.", False),
    # an added round, another holder, a hedge, a past
    ("I update the site's dependencies every week.", "I also update the site's dependencies whenever an advisory "
     "lands.", False),
    ("I update the site's dependencies every week.", "Priya only updates the site's dependencies when an advisory "
     "lands.", False),
    ("The user worms the goats every six weeks.", "The user might only worm the goats after a dung test.", False),
    ("The user worms the goats every six weeks.", "Back in 2021 the user only wormed the goats after a dung test.",
     False),
]

JOB_RETIMED = [
    ("The docs site's nightly build is kicked off at 03:00 UTC.", "The nightly build is triggered at 21:00 UTC "
     "instead, to finish before the Sydney team logs on.", True),
    ("My photo backup script runs from cron at 01:30.", "Edited the crontab so the photo backup script fires at "
     "04:45.", True),
    ("weekly CI cron: 05:00 UTC", "CI cron rewritten to 06:30 UTC to dodge the runner queue", True),
    # another job
    ("The docs site's nightly build is kicked off at 03:00 UTC.", "The release build is triggered at 21:00 UTC "
     "instead.", False),
    # someone's job
    ("My photo backup script runs from cron at 01:30.", "Edited Tomasz's crontab so his backup script fires at "
     "04:45.", False),
    # one run, a plan
    ("The docs site's nightly build is kicked off at 03:00 UTC.", "The nightly build was triggered at 21:00 UTC "
     "instead tonight only.", False),
    ("My photo backup script runs from cron at 01:30.", "I might edit the crontab so the backup script fires at "
     "04:45.", False),
    # the time's why names another time
    ("weekly CI cron: 05:00 UTC", "CI cron rewritten, now 05:00 UTC (06:30 clashed with the runner queue)", False),
]

MONTH_MOVED = [
    ("The village's hedge-laying contest is held in early December.", "The hedge-laying contest has been brought "
     "forward by the parish council to late November.", True),
    ("The allotment society's seed swap is scheduled for mid-March.", "The seed swap was pushed back to the first "
     "week of April to miss the frosts.", True),
    ("The parish harvest supper is set for 1 October.", "The harvest supper was brought forward a fortnight, to "
     "mid-September.", True),
    # another thing moved
    ("The village's hedge-laying contest is held in early December.", "The junior ploughing match has been brought "
     "forward to late November.", False),
    # one year only, a plan
    ("The allotment society's seed swap is scheduled for mid-March.", "The seed swap was pushed back to April for "
     "this year only.", False),
    ("The allotment society's seed swap is scheduled for mid-March.", "The committee might push the seed swap back "
     "to April?", False),
    # the same month
    ("The allotment society's seed swap is scheduled for mid-March.", "The seed swap was pushed back to late "
     "March.", False),
]

LENGTH_EACH_TIME = [
    ("The pottery kiln is fired every ten days.", "Kiln firings take about nine hours per load.", False),
    ("The regression suite runs on every push.", "The regression suite was trimmed to finish in under four minutes "
     "per push.", False),
    ("The regression suite runs on every push.", "The regression suite now runs nightly instead of on every push.",
     True),
]

ONE_WEEK = [
    ("The bread van calls on Thursday afternoons.", "The bread van came on Wednesday this one week because of the "
     "bank holiday.", False),
    ("I brush the ponies twice a week.", "Brushing them daily this week since the county show is on Sunday.", False),
    ("I brush the ponies twice a week.", "Brushing them daily from this week since the farrier asked.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SHIFT_START)
def test_a_shift_start_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), DAY_RELEASED)
def test_a_weekday_moved_with_the_older_day_given_away(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_PER_PERIOD)
def test_a_count_in_one_period_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), JOB_RETIMED)
def test_a_scheduled_job_retimed(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MONTH_MOVED)
def test_a_dated_thing_moved_to_another_month(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LENGTH_EACH_TIME)
def test_a_length_each_time_is_not_a_rate(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_WEEK)
def test_one_week_is_a_window(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EVENT_RATE)
def test_a_regular_rate_told_as_done_on_an_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
