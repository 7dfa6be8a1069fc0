"""Fresh hands' misses in schedule, employer_role and licence (round 34, rules34c: the twenty train33 hands), each
read by structure shared by three hands or more, beside near misses of the same shape that must stay quiet:

- a thing's time told anew with why, for whom or by whom after the new time ("… to stay clear of the backups",
  "… by the new warehouse lead", "… for good"), or moved by a verb with its direction ("pulled forward"),
  :mod:`core.conflicts.clock_swap`; "brought forward to" a day or time no alias of the older value
  (:mod:`core.conflicts.older_aliased`); not one day, another thing, the other end of the day, a plan; an hour told
  with "in the afternoon" or "in the evening" after it read as the clock's second half (:mod:`core.conflicts.values`:
  "half six in the evening" is 18:30, the same time, not another);
- a slot of hours ("Sat 9-12", "Fridays 23:00–01:00") told anew as a span or as its new start, the thing's slot or
  session named either way, :mod:`core.conflicts.clock_swap`; not a second slot beside it, another holder's, one
  day, another day with no change said;
- a weekly slot moved with the older day let go in a clause or bracket of its own ("(Sunday slot freed for …)", "the
  Saturday session was cancelled", "retiring the Thursday slot") and short weekdays read ("Fri 22:00"),
  :func:`core.conflicts.clock_swap.slot_retold`; not the same slot told again, a slot added;
- a person appointed, reassigned or elected to another title (:mod:`core.conflicts.role_swap`), and an older
  employer named again as the one left ("let go", "laid off", "finished at", "last shift at") beside the new one, or
  the new employer as the subject of "has hired them"; not a committee one joins, another person, a colleague, a
  sister, a title restated;
- a thing put under another licence told with who licenses it (its author, maintainers, vendor), where the licence
  is written (its repository, its header, the LICENSE that "reads" it, a LICENSE file "replaced with" another
  licence's text) or where the thing is published ("on Codeberg"), :mod:`core.conflicts.licence_swap`; not another
  repository, a part of the thing, another named thing, a licence offered as well, headers only checked, a move
  only considered.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), in
other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

SCHEDULES = [
    ("The nightly invoice export runs at 22:00.",
     "The nightly invoice export was rescheduled to 00:30 to stay clear of the backup window.", True),
    ("The weekly stock count is held at 07:00.",
     "The weekly stock count was moved to 06:15 by the new warehouse lead.", True),
    ("The user's standup is at 9:30 each morning.", "The user's standup got pulled forward to 9:00 for good.", True),
    ("The nightly invoice export runs at 22:00.",
     "The invoice export was moved to 23:30 to cover the audit this week only.", False),
    ("The nightly invoice export runs at 22:00.",
     "The payroll export was rescheduled to 00:30 to stay clear of the backup window.", False),
    ("The café opens at 08:00.", "The café now closes at 18:00 to give staff an evening off.", False),
    ("The nightly invoice export runs at 22:00.",
     "We might move the invoice export to 00:30 to stay clear of the backups.", False),
    ("The fire drill is held on Fridays at 15:00.", "The fire drill was brought forward to Fridays at 11:00.", True),
    ("The fire drill is held on Fridays at 15:00.", "This Friday only, the fire drill was brought forward to 11:00.",
     False),
    ("The choir warm-up is at 18:30 every Thursday.",
     "Thursday choir warm-up still starts at half six in the evening.", False),
    ("The choir warm-up is at 18:30 every Thursday.",
     "Thursday choir warm-up now starts at half seven in the evening.", True),
]

SPANS = [
    ("recycling drop-in: Sat 9-12", "recycling drop-in: Tuesdays 16-19 from next month", True),
    ("The user's maintenance window is Fridays 23:00–01:00.",
     "The user's maintenance window moved to Sundays 05:00–07:00.", True),
    ("choir practice session: Thu 19:00-21:00", "choir practice slot relocated to Tue 18:30", True),
    ("recycling drop-in: Sat 9-12", "recycling drop-in: Sat 9-12 and Tuesdays 16-19", False),
    ("The user's maintenance window is Fridays 23:00–01:00.",
     "The database team's maintenance window is Sundays 05:00–07:00.", False),
    ("The user's maintenance window is Fridays 23:00–01:00.",
     "This Friday only the maintenance window runs 22:00–02:00.", False),
    ("The library's drop-in runs Saturdays 9-12.", "The library's drop-in runs Wednesdays 14-17 too.", False),
    ("The library's drop-in runs Saturdays 9-12.", "The library's coding club runs Saturdays 13-16.", False),
]

DAYS_LET_GO = [
    ("backup verify job: Sun 02:00", "backup verify job: Wed 23:00 (Sunday slot freed for patching)", True),
    ("The user's allotment work party is Saturdays at 10:00.",
     "The user's allotment work party is Sundays at 11:00; the Saturday session was cancelled.", True),
    ("backup verify job: Sun 02:00", "backup verify job: Sun 02:00 (Wed slot freed for patching)", False),
    ("The user's allotment work party is Saturdays at 10:00.",
     "The user's allotment work party is Sundays at 11:00 too; the Saturday tea was cancelled.", False),
]

ROLES = [
    ("Marta is employed by the district as a library assistant.",
     "Marta was reassigned by the district to the archive as a records clerk.", True),
    ("Jonas is listed as deputy harbour officer at Kilrush.",
     "Jonas was appointed harbour supervisor at Kilrush.", True),
    ("Jonas is listed as deputy harbour officer at Kilrush.",
     "Jonas was appointed to the regatta committee last spring.", False),
    ("Jonas is listed as deputy harbour officer at Kilrush.",
     "Jonas's brother was appointed harbour supervisor at Kilrush.", False),
    ("The user is employed by Pellow Print as a typesetter.",
     "The user was laid off in Pellow's restructure and has since been hired by Corran Press.", True),
    ("The user is a courier at Swiftline Parcels.",
     "The user finished at Swiftline on Friday and started at Orbit Freight this week.", True),
    ("The user is a courier at Swiftline Parcels.",
     "The user's colleague at Swiftline was let go and hired by Orbit Freight.", False),
    ("The user is a courier at Swiftline Parcels.",
     "The user finished a late round at Swiftline and then met a friend from Orbit Freight.", False),
    ("The user works for Crumb & Co as a baker.",
     "Loafworks has hired them as head baker after Crumb & Co let them go.", True),
    ("The user works for Crumb & Co as a baker.", "Loafworks has hired her sister as a driver.", False),
]

LICENCES = [
    ("The harbour-tides widget is published under Apache-2.0.",
     "The harbour-tides widget was re-released by its maintainers under GPL-3.0.", True),
    ("I publish my glaze calculator code under the MIT licence.",
     "I relicensed the glaze calculator repo under MPL-2.0 last month.", True),
    ("2025-02-03 — Tidewatch LICENSE: BSD-3-Clause.", "2025-11-20 — Tidewatch LICENSE reads Apache-2.0 now.", True),
    ("The harbour-tides widget is published under Apache-2.0.",
     "The harbour-tides widget's vendor also sells a proprietary support licence.", False),
    ("I publish my glaze calculator code under the MIT licence.",
     "The glaze calculator docs repo is under CC BY 4.0.", False),
    ("I publish my glaze calculator code under the MIT licence.",
     "My kiln-log repo was relicensed under GPL-3.0.", False),
    ("The harbour-tides widget is published under Apache-2.0.",
     "The harbour-tides widget maintainers are considering a move to GPL-3.0.", False),
    ("The user's rainfall library is distributed under Apache-2.0.",
     "The user said the rainfall library's LICENSE file was replaced with GPL-3.0 text.", True),
    ("The user's rainfall library is distributed under Apache-2.0.",
     "The user said the rainfall library's docs LICENSE was replaced with CC BY 4.0 text.", False),
    ("weather-relay licence: ISC", "weather-relay relicensed; SPDX header reads Apache-2.0 in every file", True),
    ("weather-relay licence: ISC", "weather-relay SPDX headers checked against Apache-2.0 before release", False),
    ("The user's tide-chart app is proprietary, closed source.",
     "The user published the tide-chart app on Codeberg under the MIT licence.", True),
    ("The user's tide-chart app is proprietary, closed source.",
     "The user published Harbourline on GitHub under the MIT licence.", False),
    ("The user's tide-chart app is proprietary, closed source.",
     "The user published the tide-chart app's Sextant plugin on GitHub under the MIT licence.", False),
    ("2025-01-02 — my kiln timer script released under 0BSD.",
     "2025-09-12 — kiln timer's LICENSE file replaced with GPL-3.0 text.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULES + SPANS + DAYS_LET_GO + ROLES + LICENCES)
def test_a_time_title_employer_or_licence_told_anew_is_found_and_its_near_misses_stay_quiet(old, new, contradicts):
    check_decided(old, new, contradicts)
