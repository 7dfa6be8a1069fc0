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
  change of another word still shows (another zone, another title);
- a count's new total told after the change that made it ("…, bringing the fleet to 14 vans", "…, leaving 9", "… and
  is at five"), :func:`core.conflicts.noun_counts.resulting_count_change`; not an allowance and what is left of it,
  another noun's total, the same total;
- another person doing the user's thing ("Marta on the day shift packs …", "Idris does his round at …"),
  :func:`core.conflicts.holders.another_doer`, and a noun made another one of its kind ("the *neighbouring* farm"),
  :func:`core.conflicts.scoped.another_of_its_kind`: a second value beside the user's; a person taking it over
  ("Idris does the round now") is still a change.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.noun_counts import resulting_count_change
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


TOTALS_AFTER_A_CHANGE = [
    ("The depot runs 12 delivery vans.", "The depot bought two electric vans, bringing the fleet to 14 vans.", True),
    ("Our choir has eleven tenors.", "Two tenors moved away over the summer, leaving 9.", True),
    ("The user's lab group has seven students.", "The user's group lost two students to graduation and is at five.",
     True),
    ("The depot runs 12 delivery vans.", "The depot added two cargo bikes, bringing the fleet to 14 vehicles.", False),
    ("Our choir has eleven tenors.", "Two tenors moved away and two joined, so the choir is at eleven tenors.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOTALS_AFTER_A_CHANGE)
def test_a_total_told_after_the_change_that_made_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_what_is_left_of_an_allowance_is_no_new_total() -> None:
    assert resulting_count_change("The club has 30 parking permits per season.",
                                  "Six permits were sold in May, leaving 24.") is None
    assert resulting_count_change("The club has 30 parking permits.", "Six permits were sold back, leaving 24.") \
        is not None


SOMEONE_ELSES = [
    ("I pack about 120 orders per shift.", "Marta on the day shift packs roughly 150 orders a shift.", False),
    ("I do my round of the greenhouses at 6:00 every morning.",
     "Idris does his greenhouse round at 7:30, after the misting cycle.", False),
    ("I do my round of the greenhouses at 6:00 every morning.", "Idris does the greenhouse round at 7:30 now.", True),
    ("The user's farm caps deliveries at 40 crates.", "The user's neighbouring farm caps deliveries at 70 crates.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SOMEONE_ELSES)
def test_another_persons_or_another_things_value(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


# Round 31's twenty training hands (never read by the helpers) showed the rate told again without a word of change
# firing on one rate in other words and on a narrower scope: "alternate Mondays" is every other Monday, "every month
# and a half" six weeks or so (:mod:`core.conflicts.value_folding`), and "on the audit database alone" a scope
# (:mod:`core.conflicts.rates`). Sentences of other settings than those pairs'.
RATES_IN_OTHER_WORDS = [
    ("The choir rehearses every other Thursday evening.", "The choir rehearses on alternate Thursdays, 19:00.", False),
    ("The choir rehearses every Thursday evening.", "The choir rehearsal moved to alternate Thursdays.", True),
    ("Hive inspections are done every six weeks.", "Hive inspections are done roughly every month and a half.", False),
    ("Hive inspections are done every three weeks.", "Hive inspections are done every month and a half.", True),
    ("Log rotation on the web servers runs nightly.",
     "On the staging servers alone, log rotation runs hourly because of the debug logging.", False),
    ("Log rotation on the web servers runs nightly.", "Log rotation on the web servers runs hourly.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RATES_IN_OTHER_WORDS)
def test_a_rate_in_other_words_or_a_narrower_scope_is_no_rate_told_anew(old: str, new: str,
                                                                        contradicts: bool) -> None:
    check_decided(old, new, contradicts)
