"""False alarms read away by structure (issue 15, round 31, rules31c: holdout-v30, dev30-q, dev31-p), each beside true
contradictions of the same shape that must still file:

- a person named as the user's X ("the user's show director, Wim, lives in Bruges") holds that home or job, not the
  user (:mod:`core.conflicts.holders`); the user's own move still files;
- a length of time ("has been lengthened to 50 minutes") is not a new clock time or day of a thing told only by when
  it is held (:mod:`core.conflicts.changed_slots`); a new time, or a length after a length, still files;
- a newer memory that tells the past — a key ending in "pre-2024" or "history", a value held "until 2023" with nothing
  named after it, a span of years that closed ("from 2017 to 2019"), a post someone was hired into before promotions
  since — replaces nothing (:mod:`core.conflicts.bounds`,
  :mod:`core.conflicts.employer_short`); the present named after it still files;
- one value told two ways (:mod:`core.conflicts.told_two_ways`): an amount with its scale word ("$5 million") and in
  words, one amount per day and per a five-day week, initials and the words they stand for, a product glossed as its
  vendor's rebrand, a whole note said unchanged ("- no change", "— reconfirmed by user"); another amount, another
  rate, another name, a change beside one slot said unchanged ("tz unchanged") still file;
- a narrower use (:mod:`core.conflicts.bounds`): a key bounded by "only", an occasion after a value held "for
  everything"; a new value for every use still files;
- another one of the older thing (:mod:`core.conflicts.another_one`): a new one of the older memory's noun ("Node-RED
  4.0 on the new brine-pump edge box"), a place inside the older one under a key bounded by "only"; the same box
  upgraded, the place moved, still file.

Rule-level pairs are decided as capture's rules decide them (:func:`support.conflicts.check_decided`); the pairs the
learned reader filed are read on its path (:func:`support.conflicts.check_found_by_a_rule`), and held closed to it
at capture (:func:`core.conflicts.learned_reader.open_features`). Each table holds pairs
in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.learned_reader import open_features
from support.conflicts import check_decided, check_found_by_a_rule

SOMEONE_ELSES = [
    ("The user lives in Ghent.", "The user's show director, Wim, lives in Bruges.", False),
    ("I live in Leuven.", "My stage manager, Joris, lives in Mechelen.", False),
    ("The user is the head of show production at Lumen Planetarium.",
     "The user's deputy, Sanne, got hired as head of production at the Tycho Centre.", False),
    ("The user lives in Ghent.", "The user moved to Bruges last month.", True),
    ("I work as lighting designer at the Royal Theatre.", "I got hired as head of lighting at the Opera House.", True),
]

A_LENGTH_NOT_A_TIME = [
    ("The dome's laser show is scheduled for 21:00 Saturdays.",
     "The dome's laser show has been lengthened to 50 minutes.", False),
    ("The museum tour starts at 14:00 on Sundays.", "The museum tour has been shortened to 40 minutes.", False),
    ("The dome's laser show is scheduled for 21:00 Saturdays.",
     "The dome's laser show has been moved to 22:00 Saturdays.", True),
    ("The dome's laser show runs 40 minutes.", "The dome's laser show has been lengthened to 50 minutes.", True),
    ("API keys are rotated every 90 days.", "The API key rotation period was shortened to 30 days.", True),
]

THE_PAST_TOLD = [
    ("cad ci notify: Rocket.Chat #ci-status",
     "cad ci notify pre-2024: Gitter room, retired when Rocket.Chat came in", False),
    ("deploy target: Fly.io", "deploy target until 2023: Heroku dynos", False),
    ("cad ci notify: Rocket.Chat #ci-status", "cad ci notify: moved to a Gitter room", True),
    ("The user's volunteer group is called 'Tbilisi Build Weekend'.",
     "The user mentioned the group went by 'Code Supra' until 2023, before adopting its current name.", False),
    ("The user's choir is called 'Northside Voices'.",
     "The choir was known as 'Harbour Singers' until 2019, before the merger.", False),
    ("The user's volunteer group is called 'Tbilisi Build Weekend'.",
     "The group went by 'Tbilisi Build Weekend' until 2023; it is now called 'Code Supra'.", True),
    ("Niamh is employed as a senior broker by Calloway Marine.",
     "Niamh was hired by Calloway as a trainee in 2017 and has been promoted twice since.", False),
    ("Tomas works as a lead analyst at Brightwater Capital.",
     "Tomas was hired by Brightwater as an intern in 2015 and has been promoted three times since.", False),
    ("Niamh is employed as a senior broker by Calloway Marine.",
     "Niamh was hired by Harlow Re as a senior broker in 2024 and has been there since.", True),
    ("Ravi is employed by Tidewater Freight as a fleet manager.",
     "Ravi was employed as a warehouse clerk by Tidewater Freight from 2017 to 2019.", False),
    ("Sofia is employed by Harbor Freight as a yard supervisor.",
     "Sofia was employed as a forklift driver by Harbor Freight from 2012 to 2015.", False),
    ("Amara: perception lead, Vireo Lab",
     "Amara history: intern 2019, then RA at Vireo Lab until 2022 promotion", False),
    ("Jonas: platform lead, Kite Labs",
     "Jonas history: intern 2017, then SRE at Kite Labs until 2021 promotion", False),
    ("Jonas: platform lead, Kite Labs", "Jonas history: platform lead at Kite Labs until 2024, now CTO at Arbor", True),
    ("Omar: data lead, Finch Labs", "Omar: head of data, Finch Labs, promoted last week", True),
]

ONE_VALUE_TWO_WAYS = [
    ("I cap each marine cargo policy at $5 million per shipment.",
     "My per-shipment limit on cargo policies stays at five million dollars.", False),
    ("The grant ceiling is $2 million per project.", "The per-project grant ceiling remains two million dollars.",
     False),
    ("I cap each marine cargo policy at $5 million per shipment.",
     "My per-shipment limit on cargo policies was raised to six million dollars.", True),
    ("The grant ceiling is $2 million per project.",
     "The per-project grant ceiling no longer stays at two million dollars; it is $3 million now.", True),
    ("The user's daily key-cutting target is 250 keys.",
     "The user is aiming for 1,250 cut keys over each five-day week.", False),
    ("The bakery's daily target is 120 loaves.", "The bakery aims for 840 loaves each week.", False),
    ("The user's daily key-cutting target is 250 keys.",
     "The user is now aiming for 1,500 cut keys over each five-day week.", True),
    ("The bakery's daily target is 120 loaves.", "The bakery's daily target went up to 150 loaves.", True),
    ("historian: OSIsoft PI for plant trend data", "historian = AVEVA PI Server (OSIsoft rebrand)", False),
    ("crm: Sugar for the sales team", "crm = SugarCRM Enterprise (Sugar rebrand)", False),
    ("historian: OSIsoft PI for plant trend data", "historian = Canary Labs now, OSIsoft PI retired", True),
    ("residence: Munich, Bavaria, Germany", "based in München, DE - no change", False),
    ("user residence: Porto, Portugal", "residence Porto — reconfirmed by user 2026-01", False),
    ("job: QA engineer, Tessera (payments)", "job: quality-assurance engineer at Tessera - reconfirmed", False),
    ("user residence: Porto, Portugal", "residence -> Braga; tz unchanged", True),
    ("employer: Deloitte; role: audit associate", "role: senior associate (promo Jan), employer unchanged", True),
    ("user residence: Porto, Portugal", "residence updated: Braga. remote arrangement unchanged", True),
]

A_NARROWER_USE = [
    ("editor pref: VS Code for everything", "quick edits on the drone's companion computer: nano", False),
    ("terminal pref: kitty for everything", "remote sessions on the lab's old render box: xterm", False),
    ("editor pref: VS Code for everything", "editor pref: switched to Zed for everything", True),
]

# The pairs the learned reader filed: read on its path.
READER_PAIRS = [
    ("artifact upload path: /var/cad-artifacts/",
     "arm64 nightlies only: uploaded under /var/cad-artifacts/arm64/", False),
    ("log dir: /srv/logs/", "audit logs only: written to /srv/logs/audit/", False),
    ("artifact upload path: /var/cad-artifacts/", "artifact upload path: moved to /srv/artifacts/", True),
    ("job: DCS engineer, Olkaria II", "badge title: Distributed Control Systems Engineer, Olkaria II", False),
    ("team: SRE, payments", "team: Site Reliability Engineering, payments", False),
    ("job: DCS engineer, Olkaria II", "job: SCADA engineer, Olkaria IV now", True),
    ("The user refers to the linen tracking spreadsheet as the 'Trolley Tracker'.",
     "In messages the user shortens the Trolley Tracker spreadsheet to just 'TT'.", False),
    ("The user calls the shared budget sheet the 'Household Ledger'.",
     "The user abbreviates the Household Ledger to 'HL' in chat.", False),
    ("The user calls the shared budget sheet the 'Household Ledger'.",
     "The user renamed the shared budget sheet to 'Money Map'.", True),
    ("2025-10-30 — Node-RED 3.1 on the cooling-tower edge box.",
     "2025-11-04 — Node-RED 4.0 on the new brine-pump edge box.", False),
    ("2025-03-02 — Grafana 10.2 on the packing-line monitor.",
     "2025-04-09 — Grafana 11.0 on the new cold-store monitor.", False),
    ("2025-10-30 — Node-RED 3.1 on the cooling-tower edge box.",
     "2025-11-04 — Node-RED 4.0 on the cooling-tower edge box.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         SOMEONE_ELSES + A_LENGTH_NOT_A_TIME + THE_PAST_TOLD + ONE_VALUE_TWO_WAYS + A_NARROWER_USE)
def test_the_rules_read_the_false_alarms_shape_away_and_keep_the_true_changes(old, new, contradicts):
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), READER_PAIRS)
def test_the_reader_path_leaves_the_same_value_told_two_ways_and_another_one_quiet(old, new, contradicts):
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new"), [(old, new) for old, new, contradicts in READER_PAIRS if not contradicts])
def test_capture_closes_the_same_value_told_two_ways_and_another_one_to_the_learned_reader(old, new):
    # Capture weighs a pair the rules left open by the reader's own gate, not decide_or_learn's guards.
    assert open_features(old, new) is None, f"open to the learned reader: {old!r} → {new!r}"
