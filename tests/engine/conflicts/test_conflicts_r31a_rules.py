"""One typed value told anew (issue 15, round 31, rules31a: holdout-v30, dev30-q, dev31-p), each read by structure,
beside near misses of the same shape that must stay quiet:

- a count of the people who work somewhere told by another of its nouns ("18 employees" / "15 staff", "12 people"),
  :mod:`core.conflicts.measure_swap`; not another count (contractors), a count added ("3 more staff"), someone
  else's;
- a time moved by a verb with its direction ("brought forward to 8:30", "pushed back to 10"), the older text's
  doer told with "by the …" no end of the thing, :mod:`core.conflicts.clock_swap`; not another meeting, a deadline
  ("done by 9:00") against a start;
- a rate turned by a verb with its direction ("cranked … up to every hour", "cut … back to monthly"), a reason told
  first ("After the scare I …") and "back up" as the backup it names, :mod:`core.conflicts.rates`; not another
  activity, a limit ("up to 5 a day");
- a version glued to its name with a hyphen ("nixos-23.11"), a version with what it is of after it ("Linux 6.6
  kernel"), a name's bare number where the newer text puts the
  thing on another ("app on Capacitor 6") or gives it "release 6", the user's own computer told by a generic name
  and by its kind ("my dev machine" / "my laptop"), :mod:`core.conflicts.version_swap`; not a laptop against a
  desktop, another app, a sprint's number;
- a device's noun written short in a firmware note ("dock ctrl fw 3.4.0"), :mod:`core.conflicts.firmware_swap`;
  not another device;
- a window of the day written "7–11am" as two times, its start in the end's half of the day, and so not a range
  holding the other window's start (:mod:`core.conflicts.ranges`); an arrival inside a window stays inside it;
- a fee told as a rate or a charge ("I charge €65 an hour" / "My rate is €80/h"), a rented server by its generic
  name or its host's ("VPS" / "droplet"); not a fee per another period, another measure;
- the one added told as the subject of a passive ("A third technician is required on every shift" after "two
  technicians per shift"), :mod:`core.conflicts.noun_counts`; not an ordinal within the older count, another noun;
- an older value "superseded -> " another in a note: the older value replaced, not replacing
  (:mod:`core.conflicts.reached_older`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.values import tokenize
from support.conflicts import check_decided

PEOPLE_COUNTS = [
    ("The user's brokerage has 18 employees.",
     "The user's brokerage is down to 15 staff after the Hull office closed.", True),
    ("Our agency has 40 staff.", "The agency now has 52 employees.", True),
    ("The user's clinic employs 9 people.", "The user's clinic has 11 staff since the merger.", True),
    ("The user's brokerage has 18 employees.", "The user's brokerage now works with 15 contractors.", False),
    ("Our agency has 40 staff.", "The agency hired 12 more staff this year.", False),
    ("The user's brokerage has 18 employees.", "The user's sister's brokerage has 15 staff.", False),
]

TIMES_MOVED = [
    ("Claims triage is conducted at noon daily by the broker team.",
     "Claims triage was brought forward to 8:30 every day.", True),
    ("The stock count is done at 16:00 by the night crew.", "The stock count was pushed back to 18:00.", True),
    ("The stock count is done at 16:00 by the night crew.", "The cash count was pushed back to 18:00.", False),
    ("The stock count is done at 16:00 by the night crew.", "The stock count was pushed back to 18:00 today only.",
     False),
]

RATES_TURNED = [
    ("I back up the booking app database once a day.",
     "After the scare I cranked database backups up to every hour.", True),
    ("We back up the wiki server weekly.", "Since the outage we ramped wiki server backups up to daily.", True),
    ("I back up the booking app database once a day.", "I cranked log rotation up to every hour.", False),
    ("I back up the booking app database once a day.", "I back up my photo library every hour.", False),
]

VERSIONS = [
    ("I pin nixpkgs to nixos-23.11 on every client.", "Bumped all client flakes to nixos-24.05 over the weekend.",
     True),
    ("Our build hosts track python-3.11.", "Moved the build hosts to python-3.12 this sprint.", True),
    ("I pin nixpkgs to nixos-23.11 on every client.", "Bumped the staging flake to nixos-24.05.", False),
    ("2025-02 — Capacitor 5 in the tram-ticket app.", "2025-09-19 — ticket app on Capacitor 6; iOS build green.",
     True),
    ("2025-02 — Capacitor 5 in the tram-ticket app.", "2025-09-19 — parking app on Capacitor 6.", False),
    ("Sprint 14 ends on Friday.", "We are on Sprint 15 now.", False),
    ("2024-05 — build farm on Linux 6.1 kernel.", "2025-02 — build farm kernel moved up to 6.8.", True),
    ("2024-05 — build farm on Linux 6.1 kernel.", "2025-02 — the GPU boxes' kernel moved up to 6.8.", False),
    ("The clinic's imaging software is OsiriX 12.", "OsiriX was upgraded to release 13 by IT.", True),
    ("The studio's planetarium show runs on SkyExplorer 4.", "SkyExplorer 5 went in over the summer closure.",
     True),
    ("The studio's planetarium show runs on SkyExplorer 4.", "SkyExplorer 5 is out with a new star catalogue.",
     False),
    ("I run Node 18 LTS on my dev machine.", "Bumped my laptop to Node 22 over the weekend.", True),
    ("My local machine runs Go 1.21.", "Upgraded my MacBook to Go 1.22 yesterday.", True),
    ("I run Node 18 LTS on my laptop.", "My desktop is on Node 22.", False),
    ("I run Node 18 LTS on my dev machine.", "Bumped the office desktop to Node 22 over the weekend.", False),
    ("I still run Windows 7 on the machine that drives my lathe.", "My laptop got Windows 11 last week.", False),
    ("k8s: 1.29 on prod-eu", "k8s 1.30 on new prod-apac cluster", False),
    ("I run Node 18 LTS on my dev machine.", "Bumped the CI runners to Node 22 over the weekend.", False),
]

FIRMWARE = [
    ("dock door controller firmware: lockcore v3.2.1", "dock ctrl fw 3.4.0 flashed 12 Mar", True),
    ("gate camera firmware: v1.8.0", "gate cam fw 1.9.2 pushed today", True),
    ("dock door controller firmware: lockcore v3.2.1", "yard ctrl fw 3.4.0 flashed 12 Mar", False),
]

WINDOWS = [
    ("tipping window for haulers: 7–11am", "hauler tipping window changed: 8am–noon", True),
    ("returns desk hours: 1–5pm", "returns desk hours now 2pm–6pm", True),
    ("returns desk hours: 1–5pm", "I reach the returns desk at 3pm.", False),
    ("2024-10-07 — editor's quiet hours: 9–noon, no calls.", "2025-03-17 — quiet hours moved to afternoons, 14–17.",
     True),
]

FEES_AND_SERVERS = [
    ("I charge €65 an hour for Vue consulting.", "My rate is €80/h across the board from January.", True),
    ("I charge $120 an hour for audits.", "My rate for audits is $140 an hour now.", True),
    ("I charge €65 an hour for Vue consulting.", "My rate is €450 per day for Vue workshops.", False),
    ("My VPS has 2 GB of RAM for the LiveView app.", "Resized the droplet to 4 GB because the BEAM kept swapping.",
     True),
    ("My VPS has 2 GB of RAM for the LiveView app.", "My laptop has 16 GB of RAM.", False),
]

ORDINAL_SUBJECTS = [
    ("The turbine hall is staffed by two technicians per shift.",
     "A third technician is required on every turbine hall shift since the incident.", True),
    ("The night desk is covered by two nurses.", "A third nurse is now rostered on the night desk.", True),
    ("The turbine hall is staffed by two technicians per shift.", "A second technician is required on every shift.",
     False),
    ("The night desk is covered by two nurses.", "A third porter is now rostered on the night desk.", False),
]

SUPERSEDED = [
    ("cargo ratebook in use: 2025.1", "ratebook 2025.1 superseded -> 2025.3", True),
    ("cargo ratebook in use: 2025.1", "ratebook 2024.4 superseded -> 2025.1", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PEOPLE_COUNTS + TIMES_MOVED + RATES_TURNED + VERSIONS
                         + FIRMWARE + WINDOWS + FEES_AND_SERVERS + ORDINAL_SUBJECTS
                         + SUPERSEDED)
def test_one_typed_value_told_anew_is_found_and_its_near_misses_stay_quiet(old, new, contradicts):
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("text", "times"), [
    ("tipping window: 7–11am", ["07:00", "11:00"]),
    ("late shift 2–10pm", ["14:00", "22:00"]),
    ("lunch cover 11–2pm", ["11:00", "14:00"]),
    ("room 7–11 booked", []),  # no half of the day said: two numbers, not a window
    ("quiet hours moved to afternoons, 14–17", ["14:00", "17:00"]),
    ("pages 14–17 of the manual", []),
])
def test_a_bare_hour_before_a_dash_and_a_time_is_the_windows_start(text, times):
    assert [t.norm for t in tokenize(text) if t.kind == "time"] == times


@pytest.mark.parametrize(("text", "period"), [
    ("a single monthly issue", "2592000"),
    ("one weekly call", "604800"),
])
def test_one_before_a_period_adverb_is_once_in_that_period(text, period):
    assert [t.norm for t in tokenize(text) if t.kind == "period" and t.frequency] == [period]
