"""Addresses and versions told anew (round 39, rules40c: the twenty-four train39 hands and the census), read by
structure, beside near misses of the same shape that must stay quiet:

- one thing's host, port or path given anew, the thing told with fewer of the older text's words and a change said
  (:mod:`core.conflicts.address_anew`); not a word of another thing, a scope, no change said, one occasion;
- a mail address given anew where the newer text names its thing with an inflected mail verb ("reaches me"), the
  address's own role ("sender") or when ("these days"), or says the older mailbox deactivated in a clause of its own
  (:mod:`core.conflicts.mail_swap`); not another thing's address, an address added beside;
- one thing's version given anew where the newer text's other words name no other holder: a verb after the speaker
  ("every logger we maintain"), a change verb written with a hyphen ("auto-updated"), the version's own kind ("fw",
  "release"), a question word ("what's loaded"), a season, where the thing shows its version ("in its footer", "on
  the splash screen") (:func:`core.conflicts.version_clauses.holder_added`), and "reports version 7" of the thing
  the older text tells as "Tryton 6" (:mod:`core.conflicts.version_swap`); not another device, another site, a release;
- a place's opening told anew: by the time before which it no longer opens ("don't unlock the doors until noon
  anymore"), by "unlock", with no day named (the place's every day), the older time in words ("instead of eleven")
  (:mod:`core.conflicts.opening_hours`); not the other end of the day, another day, one day.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESS_TOLD_SHORTER = [
    ("The choir's rehearsal recordings are synced nightly to /srv/choir/recordings on the parish NAS.",
     "The recordings were relocated to /volume2/choir-audio when the NAS was rebuilt.", True),
    ("The user runs the greenhouse climate dashboard on port 8050 of the potting-shed mini PC.",
     "The user says the shed PC has served the climate dashboard from port 8060 ever since the OS reinstall.", True),
    ("Our tide-gauge uploader pushes readings to 10.8.1.14 every ten minutes.",
     "2026-03-02 — gauge uploader repointed at 10.8.1.40.", True),
    ("I host the ferry timetable API on port 7000 of the harbour server.",
     "Last night I rebound the timetable API to port 7100.", True),
    # a word of another thing the older text never names
    ("The choir's rehearsal recordings are synced nightly to /srv/choir/recordings on the parish NAS.",
     "The concert recordings were relocated to /volume2/concert-audio.", False),
    # a scope the older text lacks
    ("I host the ferry timetable API on port 7000 of the harbour server.",
     "I moved the staging timetable API to port 7100.", False),
    # no change said: one more place, as a fact
    ("Our tide-gauge uploader pushes readings to 10.8.1.14 every ten minutes.",
     "The gauge uploader also copies readings to 10.8.1.40.", False),
    # one occasion
    ("Our tide-gauge uploader pushes readings to 10.8.1.14 every ten minutes.",
     "Today I had to point the gauge uploader at 10.8.1.40 because the switch was down.", False),
    # a plan
    ("I host the ferry timetable API on port 7000 of the harbour server.",
     "I might move the timetable API to port 7100 next month.", False),
]

MAIL_GIVEN_ANEW = [
    ("My work email for the allotment society rota is t.okafor@greenbanks-allot.org.",
     "IT reissued my login, so rota mail reaches me at tunde.okafor@greenbanks.coop these days.", True),
    ("2025-05-01 — newsletter goes out from info@tallinnchoir.ee.",
     "2025-10-12 — newsletter sender switched to uudiskiri@tallinnchoir.ee.", True),
    ("2025-04-10 — Marek's contact email: marek@cyclefix.pl.",
     "2026-01-15 — Marek's workshop mailbox deactivated; write to marek.nowak@proton.me.", True),
    # another thing's sender
    ("2025-05-01 — newsletter goes out from info@tallinnchoir.ee.",
     "2025-10-12 — ticket receipts sender switched to kassa@tallinnchoir.ee.", False),
    # an address added beside the older one
    ("My work email for the allotment society rota is t.okafor@greenbanks-allot.org.",
     "Rota mail also reaches me at tunde.okafor@greenbanks.coop these days.", False),
]

VERSION_NO_OTHER_HOLDER = [
    ("I have firmware 3.2 on my Vantage weather loggers.",
     "Last night I flashed every Vantage logger we maintain to 3.5.", True),
    ("The cash tablets run the Loyverse app, version 2.3.",
     "The cash tablets auto-updated Loyverse to 2.6 overnight.", True),
    ("The parish website is built on Drupal 9.5.",
     "The parish site reports Drupal 10.2 in its page footer.", True),
    ("2025-03-02 — snow-groomer displays on firmware 1.4.",
     "2025-11-20 — every groomer display reflashed over summer to 1.9.", True),
    ("signal controllers: SCU v2.2",
     "SCU fw v2.5 rolled to all controllers", True),
    ("I'm on version 7.1 of the clinic booking software.",
     "The clinic booking software updated itself; it says 8.0 on the splash screen.", True),
    ("The bakery keeps its stock in Tryton 6 on the back-office PC.",
     "The bakery's Tryton install was upgraded and now reports version 7.", True),
    # a release, not what runs
    ("The bakery keeps its stock in Tryton 6 on the back-office PC.",
     "Tryton release 7 came out this week.", False),
    # another device
    ("The cash tablets run the Loyverse app, version 2.3.",
     "The kitchen printer auto-updated Loyverse to 2.6 overnight.", False),
    ("I have firmware 3.2 on my Vantage weather loggers.",
     "I flashed the rain gauge we maintain to 3.5.", False),
    # another site
    ("The parish website is built on Drupal 9.5.",
     "The school site reports Drupal 10.2 in its page footer.", False),
    # a plan
    ("2025-03-02 — snow-groomer displays on firmware 1.4.",
     "2025-11-20 — we may reflash the groomer displays to 1.9 over summer.", False),
]

OPENING_TOLD_ANEW = [
    ("I open the bike workshop at 8:00 on weekdays.",
     "Weekdays I don't unlock the workshop until 9:30 anymore.", True),
    ("The tea room opens at 10 on Sundays.",
     "On Sundays we don't open until noon any more.", True),
    ("I open the pottery studio at 10am, Wednesday to Sunday.",
     "I've started opening the doors at 8:30 instead of ten.", True),
    # the other end of the day
    ("I open the bike workshop at 8:00 on weekdays.",
     "Weekdays I don't close the workshop until 19:00 anymore.", False),
    # another day
    ("The tea room opens at 10 on Sundays.",
     "On Mondays we don't open until noon any more.", False),
    # one day
    ("I open the pottery studio at 10am, Wednesday to Sunday.",
     "Today only I'm opening the doors at 8:30 instead of ten.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_TOLD_SHORTER)
def test_an_address_given_anew_to_the_thing_told_shorter(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MAIL_GIVEN_ANEW)
def test_a_mail_address_given_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_NO_OTHER_HOLDER)
def test_a_version_given_anew_with_no_other_holder_named(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OPENING_TOLD_ANEW)
def test_an_opening_time_told_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
