"""Misses on fresh hands (round 32, rules32b: holdout-v31, dev31-q, dev31-p, dev32-p): a name or a licence told anew
for a thing told shorter or in other words, and the false alarms of licence, ownership and preference.

- a licence said to hold no longer ("so no Creative Commons licence applies any more") (:mod:`.licence_withdrawn`);
- a licensed thing told by a clipped word ("the calc library" for the "calculator library"), the licence after an
  "SPDX" label, a note dated "5 Mar 2026" or "Q3 2025", "MIT-0" read as a licence, "open-sourced" a change
  (:mod:`.licence_swap`, :mod:`.note_dates`, :mod:`.value_shapes`, :mod:`.wording`);
- one piece of the thing put under another licence ("a single chapter of the handbook") stays quiet;
- a thing's name told anew: "re-labelled", "marketed as", "name became", a thing told by a part of its hyphened
  word or a compound's tail ("the tracking sheet" for the "sample-tracking spreadsheet"), a thing named by its id
  ("PX-7"), "display name for X:", "it shows as" after a renaming verb, "goes by … after the …" (:mod:`.naming`,
  :mod:`.clauses`); a person's surname told anew after a marriage, the given name kept (:mod:`.married_name`);
- the older owner kept in a bracket beside another role ("(owner unchanged)") (:mod:`.standing_kept`), the older
  owner told by role in a bracket beside a person's name ("(our CFO)") (:mod:`.bracket_restated`), another thing
  the older holder had (:mod:`.compare`), a bound "no longer than" read as a bound, not a denial (:mod:`.cues`);
- a past state bounded "pre-2022" beside the older value told as the present (:mod:`.ended_state`); "my … prototype"
  the writer's own thing, not a try-out (:mod:`.clause_positions`).

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

LICENCE_GONE = [
    ("The museum's audio guide narration is licensed from Ines Moreau under CC BY-SA 4.0.",
     "The audio guide narration was commissioned outright from Ines Moreau, so no Creative Commons licence applies"
     " any more.", True),
    ("The museum's audio guide narration is licensed from Ines Moreau under CC BY-SA 4.0.",
     "The audio guide narration is still shared under CC BY-SA 4.0, as the Creative Commons licence applies.",
     False),
]

LICENCE_TOLD_SHORTER = [
    ("I published the knitting calculator library under BSD-2-Clause.",
     "I relicensed the knit calc library to LGPL-3.0 after the sponsor asked.", True),
    ("I publish my bird-song recogniser under the MIT-0 licence.",
     "I've put the bird recogniser under EUPL-1.2 from version 2.", True),
    ("licence: Zlib — repo pixel-sorter-cli",
     "pixel-sorter-cli LICENSE file swapped; SPDX Apache-2.0", True),
    ("licence: Zlib — repo pixel-sorter-cli",
     "pixel-sorter-cli: SPDX headers checked against Apache-2.0 compatibility", False),
    ("Q2 2025: ferry-timetable app open-sourced, MIT.",
     "14 Feb 2026 — ferry-timetable closed back up; proprietary licence, repo made private.", True),
    ("The user says the greenhouse sensor dashboard is proprietary, all rights reserved.",
     "The user open-sourced the greenhouse sensor dashboard under BSD-3-Clause this month.", True),
    ("Our choir handbook is published under CC BY-SA 4.0.",
     "For a one-day workshop, a single chapter of the handbook was handed out under CC0.", False),
]

NAME_TOLD_ANEW = [
    ("The build runner is known internally as 'pelican'.",
     "The build runner has been re-labelled 'forge-07' in every dashboard.", True),
    ("The build runner is known internally as 'pelican'.",
     "The staging build runner has been re-labelled 'forge-07' in every dashboard.", False),
    ("The winter tea blend is marketed as the 'Frost Garden'.",
     "The winter blend was rechristened the 'Ember Leaf' by the shop last month.", True),
    ("My bakery trades as Crumb & Co.",
     "The bakery's trading name became Hearth Loaves after the new lease was signed.", True),
    ("My bakery trades as Crumb & Co.",
     "The bakery's trading name is still Crumb & Co., whatever the new lease says.", False),
    ("The lab calls the reagent-inventory workbook 'Shelf Book'.",
     "The lab says the inventory workbook goes by 'Reagent Radar' these days.", True),
    ("2025-08-14 — survey buoy PX-7 labelled 'North Shoal'.",
     "2026-02-02 — PX-7 relabelled 'Gannet Point' after the redeployment.", True),
    ("Slack display name for Tomasz: 'tomek.ops'",
     "Tomasz shows on Slack as 'tomasz-field'", True),
    ("Slack display name for Tomasz: 'tomek.ops'",
     "Tomasz shows on Slack as 'tomek.ops'", False),
    ("I named our warehouse scanner group 'Dock Crew' when I set it up.",
     "I've relabelled the scanner group; it shows as 'Bay Team' on every device since Monday.", True),
    ("2025-06-10 — new canoe in the club fleet named Heron.",
     "2026-03-03: Heron goes by Kingfisher after the sponsor's request.", True),
    ("2025-06-10 — new canoe in the club fleet named Heron.",
     "2026-03-03: Heron also goes by Kingfisher among the juniors.", False),
]

MARRIED_NAME = [
    ("Jun 4: Nadia Koval named as keyholder on the greenhouse access sheet.",
     "Aug 20 — greenhouse access sheet now signed Nadia Rosen after her wedding.", True),
    ("Jun 4: Nadia Koval named as keyholder on the greenhouse access sheet.",
     "Aug 20 — Nadia Koval's sister Irena Rosen got married; the access sheet is unchanged.", False),
    ("Jun 4: Nadia Koval named as keyholder on the greenhouse access sheet.",
     "Aug 20 — Nadia Rosen joined after her wedding; Nadia Koval still signs the access sheet.", False),
]

OWNER_AND_PREFERENCE_KEPT = [
    ("payments ledger DB owned by core-finance squad",
     "payments ledger DB: index-change approver = Bartosz (owner unchanged)", False),
    ("payments ledger DB owned by core-finance squad",
     "payments ledger DB: owner = Bartosz from this sprint", True),
    ("May 3 — expense tool owned by the CFO.",
     "May 12 — expense tool belongs to Halvard (our CFO).", False),
    ("2025-03-02 — tokenizer fuzz suite maintained by Priti.",
     "2025-06-30 — Priti's new grammar notes handed to intern Oskar.", False),
    ("2025-03-02 — tokenizer fuzz suite maintained by Priti.",
     "2025-06-30 — tokenizer fuzz suite handed to intern Oskar.", True),
    ("The user prefers calls no longer than twenty minutes.",
     "The user likes to keep calls to 20 minutes at most.", False),
]

PAST_AND_OWN_THING = [
    ("harbour chart layer licence: CC-BY-4.0",
     "pre-2022 the harbour chart layer was proprietary survey data; CC-BY-4.0 since the open-data release", False),
    ("harbour chart layer licence: CC-BY-4.0",
     "pre-2022 the harbour chart layer was CC-BY-4.0; ODbL since the open-data release", True),
    ("I named my chess-engine prototype Wren when I began the thesis.",
     "My chess-engine prototype goes by Osprey these days, since the first name was taken on PyPI.", True),
    ("I named my chess-engine prototype Wren when I began the thesis.",
     "We might rename my chess-engine prototype Osprey if PyPI says no.", False),
]

TABLES = {
    "licence-gone": LICENCE_GONE,
    "licence-shorter": LICENCE_TOLD_SHORTER,
    "name-anew": NAME_TOLD_ANEW,
    "married": MARRIED_NAME,
    "kept": OWNER_AND_PREFERENCE_KEPT,
    "past-own": PAST_AND_OWN_THING,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_name_or_licence_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                          contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_one_rename_through_the_store(engine, clock) -> None:
    old, new, contradicts = NAME_TOLD_ANEW[0]
    check(engine, clock, old, new, "note", contradicts)
