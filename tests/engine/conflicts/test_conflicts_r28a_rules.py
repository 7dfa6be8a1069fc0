"""Contradictions the rules missed on fresh hands (issue 15, round 27, rules28a: holdout-v27 and dev27-q, rules
alone), each read by structure, beside near misses that must stay quiet:

- a device's firmware told again by another verb or a short noun ("logger fw 4.3.0 flashed", "Firmware 5.0 was
  pushed to every POS terminal"), the device read from where it stands (:mod:`core.conflicts.firmware_swap`); not
  another device, a part of the fleet, a trial;
- a named product's version in a note dated by month and year ("Jun 2025 — WordPress 6.5 on …"), the date read off
  and a product written with a capital inside it read as a name where it opens the note; a change's target ("patched
  to WordPress 6.7.1") is no narrower subject;
- "the visiting technician" says who made a change, not that the value is for a visit;
- the rules' own false alarms: two devices named apart ("The cabin kiosks I manage" / "The crew tablets I hand
  out"), a value put back ("briefly rolled back …, then restored"), a stay told with its end ("living aboard … until
  Oct 12", "staying in a … hotel for the test week, back home on Friday"), one city by a nickname ("Brum" /
  "Birmingham");
- a count told anew after a fronted event without a comma ("After the restructure the user's team is down to four
  telemetry engineers", "Ever since losing a drive I …"): the fronted words are no narrower subject, while who said
  it ("The user said the discovery team …") leaves the subject the self;
- a rate, a time or an amount told another way: "every single night", a programme's "news" (no plural of "new"),
  "from this quarter" / "starting this month", "interview" before a noun, "every weekday" as how often; not another
  programme of another part of the day, a window for this month only, someone else's rate;
- a version under a note's key that opens with its tool ("Python for theme tooling: 3.10" / "theme tooling py3.12");
- a use moved whole to another tool ("moved every open theme bug over to Linear", "All newsroom files were migrated
  to a Nextcloud box"); not the older tool kept, another use, a thing handed to a person.
"""

from __future__ import annotations

import pytest

from core.conflicts.firmware_swap import firmware
from core.conflicts.note_dates import undated
from support.conflicts import check, check_decided

FIRMWARE_TOLD_AGAIN = [
    ("firmware on logger units: v4.2.1", "logger fw 4.3.0 flashed on all cars, Tues", True),
    ("firmware on logger units: v4.2.1", "gearbox fw 4.3.0 flashed on all cars, Tues", False),
    ("firmware on logger units: v4.2.1", "logger fw 4.2.1 checked on all cars, Tues", False),
    ("The onboard POS terminals are kept on firmware 4.2.",
     "Firmware 5.0 was pushed to every POS terminal on the Lido deck and midships.", True),
    ("The onboard POS terminals are kept on firmware 4.2.",
     "Firmware 5.0 was pushed to every kitchen printer on the Lido deck and midships.", False),
    ("The onboard POS terminals are kept on firmware 4.2.",
     "Firmware 5.0 was pushed to only the POS terminals on the Lido deck.", False),
    ("The self-checkout kiosks are kept on Bibliotheca firmware 6.1.",
     "Kiosk firmware was rolled forward to 6.4 across all branches.", True),
    ("The self-checkout kiosks are kept on Bibliotheca firmware 6.1.",
     "Kiosk firmware 6.4 is being tested at two branches.", False),
    ("The station's RDS encoder is loaded with firmware v1.8.",
     "The RDS encoder was flashed with v2.1 by the visiting GBC technician.", True),
    ("The station's RDS encoder is loaded with firmware v1.8.",
     "The studio mixer was flashed with v2.1 by the visiting GBC technician.", False),
    # a second device of one kind named apart
    ("firmware: Icom IC-7300 v1.40", "IC-705 fw 1.42 flashed by user", False),
]

VERSION_IN_A_MONTH_DATED_NOTE = [
    ("Jun 2025 — WordPress 6.5 on the branch-events site.",
     "Jan 2026: branch-events site patched to WordPress 6.7.1.", True),
    # another product's version on the same site
    ("Jun 2025 — WordPress 6.5 on the branch-events site.",
     "Jan 2026: branch-events site patched to WooCommerce 9.1.", False),
    # another site's WordPress
    ("Jun 2025 — WordPress 6.5 on the branch-events site.",
     "Jan 2026: staff-intranet site patched to WordPress 6.7.1.", False),
    ("Jun 2025 — WordPress 6.5 on the branch-events site.",
     "Jan 2026: branch-events site still on WordPress 6.5.", False),
]

NOT_A_CHANGE = [
    # two devices named apart, each with a clause of the self's
    ("The cabin kiosks I manage run Android 12.", "The crew tablets I hand out run Android 14.", False),
    ("The cabin kiosks I manage run Android 12.", "The cabin kiosks I manage now run Android 14.", True),
    # a value put back
    ("The crew portal was built on Django 4.2 LTS.",
     "The crew portal was briefly rolled back to a 4.1 hotfix build during Tuesday's outage, then restored.", False),
    ("The crew portal was built on Django 4.2 LTS.", "The crew portal was moved to Django 5.0 during the refit.",
     True),
    # a stay told with its end
    ("crew tech lead home: Halifax, NS", "living aboard Aurora Star until Oct 12 (contract rotation)", False),
    ("I live in Northampton, close to the wind tunnel.",
     "I'm staying in a Barcelona hotel for the test week, back home on Friday.", False),
    ("I live in Northampton, close to the wind tunnel.", "I moved to Barcelona for good last month.", True),
    # one city by a nickname
    ("based in Brum, works out of a Digbeth co-working space", "residence: Birmingham, UK (confirmed)", False),
    ("based in Brum, works out of a Digbeth co-working space", "residence: Leeds, UK (confirmed)", True),
]

COUNT_AFTER_A_FRONTED_EVENT = [
    ("The user's team has six telemetry engineers.",
     "After the restructure the user's team is down to four telemetry engineers.", True),
    # another team's count
    ("The user's team has six telemetry engineers.",
     "After the restructure the pit crew is down to four mechanics.", False),
    # who said it is no fronted time: the team named after it is the new owner, not a narrower subject
    ("The user's team owns the search service.",
     "The user said the discovery team inherited the search service in the reorg.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FIRMWARE_TOLD_AGAIN)
def test_a_devices_firmware_told_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_IN_A_MONTH_DATED_NOTE)
def test_a_version_in_a_note_dated_by_month_and_year(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NOT_A_CHANGE)
def test_the_rules_own_false_alarms_stay_quiet_and_the_change_beside_each_is_read(
        old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_AFTER_A_FRONTED_EVENT)
def test_a_count_told_anew_after_a_fronted_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_device_and_its_version_are_read_from_where_they_stand() -> None:
    assert firmware("firmware on logger units: v4.2.1") == (frozenset({"logger", "unit"}), "4.2.1")
    assert firmware("Firmware 5.0 was pushed to every POS terminal.") == (frozenset({"pos", "terminal"}), "5.0")
    assert firmware("The kiosks run firmware 6.1 and the printers 2.0.") is None  # two versions: no one device's
    assert undated("Jun 2025 — WordPress 6.5") == "WordPress 6.5"
    assert undated("Python 2024 — notes") == "Python 2024 — notes"  # only a month's name opens a date


def test_one_firmware_change_through_the_store(engine, clock) -> None:
    old, new, contradicts = FIRMWARE_TOLD_AGAIN[0]
    check(engine, clock, old, new, "note", contradicts)


FRONTED_EVENT_BY_A_GERUND = [
    ("I back up my research recordings once a week.",
     "Ever since losing a drive I back up recordings every night.", True),
    # another thing backed up
    ("I back up my research recordings once a week.",
     "Ever since losing a drive I back up my photos every night.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_EVENT_BY_A_GERUND)
def test_a_rate_told_anew_after_a_fronted_event_told_by_a_gerund(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY_AND_SCHEDULE_TOLD_ANOTHER_WAY = [
    # "every single night" is every night
    ("I back up the theme repos to an external drive once a week.",
     "I've started backing up the theme repos every single night.", True),
    ("I back up the theme repos to an external drive once a week.",
     "I've started backing up my photo library every single night.", False),
    # a programme's noun is not the change word "new"; each part of the day names its own programme
    ("evening news: 18:00 GMT", "evening news slot 19:00 (moved)", True),
    ("evening news: 18:00 GMT", "morning news slot 07:00 (moved)", False),
    ("evening news: 18:00 GMT", "evening weather slot 19:00 (moved)", False),
    # a change that holds from the period now begun
    ("I host the Saturday breakfast show from 7 to 9 am.", "My Saturday show runs 10 till noon starting this month.",
     True),
    # for this month only, a window; a time told once for one day
    ("I host the Saturday breakfast show from 7 to 9 am.", "My Saturday show runs 10 till noon this month only.",
     False),
    ("I host the Saturday breakfast show from 7 to 9 am.", "My Saturday show ran 10 till noon today.", False),
]

AMOUNT_TOLD_ANOTHER_WAY = [
    ("The user charges clients a day rate of £550.", "The user's day rate is £625 from this quarter.", True),
    # someone else's rate; a rate for this quarter only
    ("The user charges clients a day rate of £550.", "The user's partner's day rate is £625 from this quarter.",
     False),
    ("The user charges clients a day rate of £550.", "The user's day rate is £625 for this quarter only.", False),
    # "interview" before a noun names a thing, not a job applied for
    ("Jul 2025 — interview incentive $60 per participant.",
     "Feb 2026: incentive per participant $75 (client approved).", True),
    ("Jul 2025 — interview incentive $60 per participant.",
     "Feb 2026: travel allowance per participant $75 (client approved).", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY_AND_SCHEDULE_TOLD_ANOTHER_WAY)
def test_a_frequency_or_schedule_told_another_way(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), AMOUNT_TOLD_ANOTHER_WAY)
def test_an_amount_told_from_the_period_begun_or_under_a_noun_named_by_a_hedge_word(
        old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION_UNDER_A_TOOLS_KEY = [
    # a note's key opening with its tool; a version glued to its short name
    ("Python for theme tooling: 3.10", "theme tooling py3.12; venv rebuilt", True),
    ("Python for theme tooling: 3.10", "data pipeline py3.12; venv rebuilt", False),
    ("Python for theme tooling: 3.10", "Python for the data pipeline: 3.12", False),
    ("Python for theme tooling: 3.10", "theme tooling py3.10; venv rebuilt", False),
]

USE_MOVED_WHOLE = [
    ("The user tracks theme bugs in Trello.",
     "The user moved every open theme bug over to Linear and archived the boards.", True),
    ("The user tracks theme bugs in Trello.",
     "The user moved every open theme bug over to Linear but kept Trello for the roadmap.", False),
    ("The newsroom's shared files are kept on Google Drive.",
     "All newsroom files were migrated to a Nextcloud box in the studio.", True),
    ("The newsroom's shared files are kept on Google Drive.",
     "All archive photos were migrated to a Nextcloud box in the studio.", False),
    # a thing handed to someone, not moved to another tool
    ("I send all invoices from Xero.", "I sent every invoice over to Maria for checking.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_UNDER_A_TOOLS_KEY)
def test_a_version_under_a_key_that_opens_with_its_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), USE_MOVED_WHOLE)
def test_a_use_moved_whole_to_another_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TIME_OF_A_THING_HELD_EVERY_WEEKDAY = [
    # "every weekday" says how often, not a weekday scope the newer text drops
    ("The user's team standup is at 9:15 every weekday.", "Standup kicks off at 8:45 these days.", True),
    ("The user's team standup is at 9:15 every weekday.", "Standup kicks off at 8:45 on weekends.", False),
    ("The user's team standup is at 9:15 every weekday.", "Design standup kicks off at 8:45 these days.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TIME_OF_A_THING_HELD_EVERY_WEEKDAY)
def test_a_time_held_every_weekday_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
