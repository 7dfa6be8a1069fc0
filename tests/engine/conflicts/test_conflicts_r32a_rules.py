"""One typed value told anew (round 32, rules32a: holdout-v31, dev31-q, dev31-p, dev32-p), each read by structure,
beside near misses of the same shape that must stay quiet:

- a change told with the event it came before or after ("flashed … to 5.2 before the harbour trials", "raised to
  1.8 after the vendor's patch"), "flashed" a verb of changing a version and "the trials" an event, not a try-out,
  :mod:`core.conflicts.when_changed`; not a state of back then dated by the event ("back in 2021, before the
  rebuild"), another device, a plan;
- a rate told again without a word of change, the activity named by two of its words ("hive inspections every ten
  days" / "the hive inspections happen weekly"), :mod:`core.conflicts.rates`; not one rate in other words ("every
  other week" / "twice a month"), a window beside it, a thing named by its rate ("the monthly bulletin"),
  another numbered thing, another modifier of the shared noun, another audience;
- a weekly slot's day and time set anew by a verb of doing again ("re-pointed to Thursdays at 07:15"), the tool the
  older text named it by ("run by Airflow") left off and "by <Name>" no deadline, :mod:`core.conflicts.clock_swap`;
  not another job, one week only;
- a zone written short against its long name ("EET" / "Eastern European time") and a title's two initials against
  two words before the same noun ("UX designer" / "user experience designer"), :mod:`core.conflicts.initials`; a
  change of another word still shows (another zone, another title).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

CHANGED_AROUND_AN_EVENT = [
    ("The survey drone's autopilot runs firmware 5.1.", "We flashed the survey drone to firmware 5.2 before the "
     "harbour trials.", True),
    ("The kiln controller is on firmware 1.4.", "The kiln controller was flashed to firmware 1.6 after the power cut.",
     True),
    ("Our inventory service is pinned to Django 4.1.", "The inventory service was bumped to Django 4.2 ahead of the "
     "audit.", True),
    ("The survey drone's autopilot runs firmware 5.1.", "Back in 2021 the survey drone ran firmware 4.8, before the "
     "rebuild.", False),
    ("The kiln controller is on firmware 1.4.", "The glaze mixer was flashed to firmware 1.6 after the power cut.",
     False),
    ("The kiln controller is on firmware 1.4.", "We might flash the kiln controller to firmware 1.6 after the "
     "inspection.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANGED_AROUND_AN_EVENT)
def test_a_change_told_with_the_event_it_came_before_or_after(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RATES_RETOLD = [
    ("I do the hive inspections every ten days.", "The hive inspections happen weekly at the apiary.", True),
    ("2025-03-02 — greenhouse sensor logs exported daily.",
     "2025-11-20 — greenhouse sensor logs exported every 6 hours.", True),
    ("The club's trophy cabinet is polished once a month.", "The club's trophy cabinet is polished every quarter.",
     True),
    ("2024-09 — harbour tide tables fetched daily.", "2025-04-11 — tide tables sync every 6 hours.", True),
    ("The club's trophy cabinet is polished every other week.", "The club's trophy cabinet is polished twice a month.",
     False),
    ("I do the hive inspections every ten days.", "The hive inspections happen every 3 days during swarm season.",
     False),
    ("The monthly bulletin goes out to members.", "The weekly bulletin goes out to members.", False),
    ("Bay 2 forklift batteries are charged every night.", "Bay 5 forklift batteries are charged every other night.",
     False),
    ("Diesel forklift tyres are checked weekly.", "Electric forklift tyres are checked monthly.", False),
    ("The stock summary is sent weekly.", "The stock summary is sent daily to the directors.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RATES_RETOLD)
def test_a_rate_told_again_without_a_word_of_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SLOTS_SET_AGAIN = [
    ("The nightly ledger export is run by Airflow on Sundays at 02:00.",
     "The ledger export was re-timed to Thursdays at 07:15.", True),
    ("The stock sync job is triggered by Jenkins on Fridays at 18:00.",
     "The stock sync job was re-scheduled for Mondays at 06:00.", True),
    ("The nightly ledger export is run by Airflow on Sundays at 02:00.",
     "The payroll export was re-timed to Thursdays at 07:15.", False),
    ("The nightly ledger export is run by Airflow on Sundays at 02:00.",
     "The ledger export was re-timed to Thursday at 07:15 this week only.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SLOTS_SET_AGAIN)
def test_a_weekly_slot_set_again_by_a_verb_of_doing_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SAME_VALUE_SPELLED_OUT = [
    ("standup: Tuesdays 09:30 EET", "standup = Tue 9:30am Eastern European time", False),
    ("standup: Tuesdays 09:30 EET", "standup = Tue 11:30am Eastern European time", True),
    ("job: UX designer @ Harbourline", "title: user experience designer, Harbourline", False),
    ("job: UX designer @ Harbourline", "title: user experience lead, Harbourline", True),
    ("job: UX designer @ Harbourline", "title: user experience designer, Northgate", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SAME_VALUE_SPELLED_OUT)
def test_a_zone_or_title_spelled_out_is_the_same_value(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
