"""False alarms on fresh hands (issue 15, round 29, rules29c: holdout-v28, dev28-q, dev29-p), each read away by
structure, beside the true change of the same shape that must still be found:

- one value named two ways (:mod:`core.conflicts.told_two_ways`): a city by the short form the newer memory says it
  goes by, a release by its codename, "~" as the home directory, two names in another order, one rate in two
  wordings, the older value again after "still"; a bracket that is the older value whole
  (:mod:`core.conflicts.bracket_restated`);
- another attribute: a commute told beside a home ("drives in from home"), a habit bounded to a time of day the
  older memory never gives ("decaf after 3pm");
- another holder or thing (:mod:`core.conflicts.another_one`): "the other <noun>", "<someone>'s own", "his own",
  two quoted names each beside a number of its own;
- a bounded or one-off occasion (:mod:`core.conflicts.bounds`): "for a 48-hour repair only", a note opening with the
  month of one occurrence ("April committee …"), a scope in a bracket ("(patient-facing labels only)").

Each table goes through the rules and the learned reader together
(:func:`core.conflicts.learned_reader.decide_or_learn`), and the near misses through the reader's own gate
(:func:`core.conflicts.learned_reader.open_features`, the path capture's guess takes); every true change in them is
found by a rule. Each table also holds a pair in other words than the tuning pair's, so a guard written for one
pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.another_one import another_one, two_named_ones
from core.conflicts.bounds import bound, one_occurrence
from core.conflicts.learned_reader import open_features
from core.conflicts.told_two_ways import same_values_told, told_two_ways
from support.conflicts import check, check_found_by_a_rule

ONE_VALUE_TWO_WAYS = [
    ("The user lives in Den Bosch in the south of the Netherlands.",
     "The user lives in 's-Hertogenbosch, the city everyone shortens to Den Bosch.", False),
    ("The user lives in Den Bosch in the south of the Netherlands.",
     "The user moved from Den Bosch and lives in Eindhoven now.", True),
    ("The user's depot tablets run Android 13.", "The user mentioned the depot tablets are on Android Tiramisu.",
     False),
    ("The user's depot tablets run Android 13.", "The user's depot tablets were upgraded to Android 14.", True),
    ("The build runners are on Ubuntu 22.04.", "The build runners were moved to Ubuntu Noble.", True),
    ("I keep the tide harmonics cache in ~/data/harmonics on the analysis box.",
     "On the analysis box my harmonics cache lives at /home/ewan/data/harmonics.", False),
    ("I keep the tide harmonics cache in ~/data/harmonics on the analysis box.",
     "On the analysis box my harmonics cache now lives at /home/ewan/data/tides.", True),
    ("My notes vault syncs from /Users/mara/vault/notes.", "My notes vault syncs from ~/vault/notes.", False),
    ("turnaround status channel: Google Chat space 'Stand Ops'",
     "turnaround updates -> Stand Ops space in Google Chat", False),
    ("turnaround status channel: Google Chat space 'Stand Ops'",
     "turnaround status channel: Slack #stand-ops, Google Chat space retired", True),
    ("backup channel: Microsoft Teams channel 'Infra Alerts'", "backups -> Infra Alerts channel in Microsoft Teams",
     False),
    ("The pool's changing rooms are cleaned every four hours.",
     "The changing rooms get cleaned six times in each 24-hour period.", False),
    ("The pool's changing rooms are cleaned every four hours.",
     "The pool's changing rooms are now cleaned every two hours.", True),
    ("The fryer oil is changed every eight hours.", "The fryer oil gets changed three times in each 24-hour period.",
     False),
    ("The sensor logs are rotated twice a day.", "The sensor logs are now rotated every 6 hours.", True),
    ("The user heads maintenance planning at Cristalerias Ebro.",
     "The user mentioned again that they're still heading maintenance planning at Ebro.", False),
    ("The user heads maintenance planning at Cristalerias Ebro.",
     "The user now heads maintenance planning at Vidrala.", True),
    ("The user works at Banco Santander as a risk analyst.",
     "The user said again they are still a risk analyst at Santander.", False),
    ("2026-01-09 — radar wiki owned by the Ops Tools squad.",
     "2026-02-20 — radar wiki: maintained by Dmitri's squad (Ops Tools).", False),
    ("2026-01-09 — radar wiki owned by the Ops Tools squad.",
     "2026-02-20 — radar wiki: handed to the Platform squad (was Ops Tools).", True),
    ("2025-02-01 — billing app owned by the Payments Core team.",
     "2025-06-01 — billing app: run by Leah's team (Payments Core).", False),
]

ANOTHER_ATTRIBUTE = [
    ("lives: Kortrijk, West Flanders - furnace planner", "works at the Menen plant; drives in from home daily", False),
    ("lives: Kortrijk, West Flanders - furnace planner", "lives: Menen now, moved in March", True),
    ("co-op kitchen pref: oat milk in coffee", "co-op kitchen pref: decaf after 3pm", False),
    ("co-op kitchen pref: oat milk in coffee", "co-op kitchen pref: soy milk in coffee", True),
]

ANOTHER_HOLDER_OR_THING = [
    ("The user's stand-up with the design contractor is at 9:15.",
     "The design contractor's own team stand-up is at 10:00.", False),
    ("The user's stand-up with the design contractor is at 9:15.",
     "The user's stand-up with the design contractor moved to 10:00.", True),
    ("The user's 1:1 with the agency producer is at 11:00.", "The agency producer's own team sync is at 14:00.", False),
    ("I point the pharmacy label printer at 192.168.40.21, port 9100.",
     "I set up the other label printer, the one in aseptics, on 192.168.40.22.", False),
    ("I point the pharmacy label printer at 192.168.40.21, port 9100.",
     "The pharmacy label printer moved to 192.168.40.22.", True),
    ("I point the office scanner at 10.0.0.31.", "I set up the other scanner, the one upstairs, on 10.0.0.32.", False),
    ("2025-09-14 — Cursor for coding the transmission model.",
     "2025-12-01 — lab mate Jonas codes his own model in PyCharm.", False),
    ("2025-09-14 — Cursor for coding the transmission model.",
     "2025-12-01 — switched to PyCharm for coding the transmission model.", True),
    ("2025-04-20 — ram 'Duke' registered as sire for Flock 2.",
     "2026-02-14 — new ram registered as 'Earl' for Flock 3.", False),
    ("2025-04-20 — ram 'Duke' registered as sire for Flock 2.",
     "2026-02-14 — ram 'Duke' moved to sire for Flock 3.", True),
    ("2025-03-01 — mare 'Bella' registered for Paddock 1.",
     "2025-09-01 — new mare registered as 'Nova' for Paddock 4.", False),
]

BOUNDED_OCCASION = [
    ("2025-11-05 — furnace 3 running at 85% load.",
     "2025-11-22 — furnace 3 dropped to 60% for a 48-hour crown repair only.", False),
    ("2025-11-05 — furnace 3 running at 85% load.", "2025-11-22 — furnace 3 now runs at 60% load.", True),
    ("2025-06-01 — kiln 2 running at 900C.", "2025-06-12 — kiln 2 dropped to 700C for a 12-hour glaze test only.",
     False),
    ("2025-12-01 — PhD committee meets first Monday of each month.",
     "2026-04-06 — April committee on Tuesday the 7th because Monday is Easter.", False),
    ("2025-12-01 — PhD committee meets first Monday of each month.",
     "2026-04-06 — committee moves to Tuesdays from May.", True),
    ("2025-01-01 — book club meets last Friday of each month.",
     "2025-12-01 — December club on Thursday the 18th because of the holidays.", False),
    ("user pref: 24h clock in dashboards", "user pref (patient-facing labels only): 12h clock with am/pm", False),
    ("user pref: 24h clock in dashboards", "user pref: 12h clock with am/pm in dashboards now", True),
    ("user pref: metric units in reports", "user pref (US client reports only): imperial units", False),
]

ALL_PAIRS = ONE_VALUE_TWO_WAYS + ANOTHER_ATTRIBUTE + ANOTHER_HOLDER_OR_THING + BOUNDED_OCCASION


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_VALUE_TWO_WAYS)
def test_one_value_named_two_ways_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_ATTRIBUTE)
def test_another_attribute_is_another_fact(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_HOLDER_OR_THING)
def test_another_holder_or_thing_is_a_second_fact(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), BOUNDED_OCCASION)
def test_a_bounded_or_one_off_occasion_leaves_the_standing_value(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new"), [(old, new) for old, new, contradicts in ALL_PAIRS if not contradicts
                                          and (another_one(old, new) or one_occurrence(old, new)
                                               or told_two_ways(old, new))])
def test_the_near_misses_read_by_the_shared_guards_are_closed_to_the_readers_gate(old: str, new: str) -> None:
    # capture's guess (detector.learned_guess) weighs only what open_features opens: the guards must close it there
    assert open_features(old, new) is None


def test_the_home_directory_codename_and_rate_readings() -> None:
    harmonics = "I keep the cache in ~/data/harmonics."
    assert told_two_ways(harmonics, "My cache lives at /home/ewan/data/harmonics.")
    assert told_two_ways(harmonics, "My cache lives at /Users/ewan/data/harmonics.")
    assert not told_two_ways(harmonics, "My cache lives at /home/ewan/data/tides.")
    assert told_two_ways("The kiosks run Android 14.", "The kiosks are on Android Upside Down Cake.")
    assert told_two_ways("The laptop runs macOS 14.", "The laptop is on macOS Sonoma.")
    assert not told_two_ways("The kiosks run Android 13.", "The kiosks are on Android Upside Down Cake.")
    assert told_two_ways("Logs are shipped every four hours.", "Logs are shipped six times in each 24-hour period.")
    assert told_two_ways("Backups run twice a day.", "Backups run every 12 hours.")
    assert not told_two_ways("Backups run twice a day.", "Backups run every 8 hours.")
    # the older rate said gone beside another one, or a rate told once and dropped
    assert not told_two_ways("I back up the photos once a week.",
                             "Backing up the photos every night instead of weekly.")
    assert not told_two_ways("2025-01-12: team sync every day.", "2025-03-03: daily sync scrapped; async updates.")
    assert told_two_ways("The user lives in Philly.",
                         "The user lives in Philadelphia, which everyone shortens to Philly.")
    assert not told_two_ways("The user lives in Philly.", "The user lives in Pittsburgh, no longer known as Philly.")


def test_two_values_in_both_memories_are_one_value_only_as_two_names_unset_against_each_other() -> None:
    chat = "status channel: Google Chat space 'Stand Ops'"
    assert same_values_told(chat, "updates -> Stand Ops space in Google Chat", "Google Chat", "Stand Ops")
    assert not same_values_told(chat, "updates -> Stand Ops space, not Google Chat", "Google Chat", "Stand Ops")
    # one word each: a rename that names both ("renamed master to main")
    assert not same_values_told("Our main branch is still called master.",
                                "We renamed master to main, so main is the default branch.", "master", "main")
    assert same_values_told("heads planning at Cristalerias Ebro", "still heading planning at Ebro",
                            "Cristalerias Ebro", "Ebro")
    assert not same_values_told("heads planning at Cristalerias Ebro", "now heading planning at Ebro Foods",
                                "Cristalerias Ebro", "Ebro Foods")


def test_another_one_reads_other_and_own_by_structure() -> None:
    printer = "I point the label printer at 192.168.40.21."
    assert another_one(printer, "The other label printer is on 192.168.40.22.")
    assert not another_one(printer, "The other scanner is on 192.168.40.22.")  # no noun of the older memory
    assert not another_one("The other label printer is at .21.", "The other label printer is on .22.")
    assert another_one("Cursor for coding the model.", "Jonas codes his own model in PyCharm.")
    assert not another_one("Cursor for coding the model.", "I code my own model in PyCharm.")  # the writer's own
    # what is owned is not the older memory's thing: a change may still be told
    assert not another_one("The wiki is administered by the user.",
                           "Wiki admin passed to IT, the user's admin rights revoked at her own request.")
    assert not another_one("The portal is maintained by the city's IT department.",
                           "Maintenance of the portal was transferred to the transit agency's own data team.")
    assert two_named_ones("ram 'Duke' registered for Flock 2.", "new ram registered as 'Earl' for Flock 3.")
    assert not two_named_ones("ram 'Duke' registered for Flock 2.", "ram 'Duke' moved to Flock 3.")
    assert not two_named_ones("Newsletter titled 'Panel Talk'.", "Newsletter retitled 'Splash Page' from issue 40.")


def test_the_bounded_frames() -> None:
    load = "furnace 3 running at 85% load."
    assert bound(load, "furnace 3 dropped to 60% for a 48-hour crown repair only.") == "window"
    assert bound(load, "furnace 3 dropped to 60% for two days only.") == "window"
    assert bound(load, "furnace 3 dropped to 60% for good.") is None
    assert one_occurrence("The committee meets first Monday of each month.", "April committee on Tuesday the 7th.")
    assert not one_occurrence("The committee meets first Monday of each month.", "Committee moves to Tuesdays.")
    clock = "user pref: 24h clock in dashboards"
    assert bound(clock, "user pref (patient-facing labels only): 12h clock") == "use"
    assert bound(clock, "user pref (weekdays only): 12h clock") is None  # when, which the readers compare
    assert bound("broker at 10.1.0.8:1883", "broker -> 10.1.0.30:8883 (TLS only)") is None  # how it is served
    milk = "pref: oat milk in coffee"
    assert bound(milk, "pref: decaf after 3pm", "coffee → decaf") == "window"
    assert bound(milk, "pref: decaf after 3pm", "weekly → daily") is None  # a reader compared when


@pytest.mark.parametrize(("old", "new", "contradicts"), [ONE_VALUE_TWO_WAYS[0], ONE_VALUE_TWO_WAYS[1],
                                                         ANOTHER_HOLDER_OR_THING[3], ANOTHER_HOLDER_OR_THING[4]])
def test_one_value_and_another_thing_through_the_store(engine, clock, old: str, new: str, contradicts: bool) -> None:
    check(engine, clock, old, new, "note", contradicts)
