"""Near misses read by why they are no change (round 42, rules43a: false alarms of the twenty-four train42 hands in
the families employer_role, frequency, quantity, residence, schedule, tool and version), each beside a true change of
the same shape that must still be found:

- a dated past told by any verb in the simple past ("came on Thursdays back in 2020", "in the 2000s … was capped",
  "ran Windows 10 on the 2022 tour, upgraded since"), a bare "history:" key (:mod:`core.conflicts.dated_past`,
  :mod:`core.conflicts.bounds`);
- a change named as an act and said not begun ("upgrade ticket opened, not started", "requested but not approved")
  (:mod:`core.conflicts.left_open`);
- the same value in other units or words: cubic metres and litres, "every second day" and "every 48 hours", a time
  zone's abbreviation and name, a title's shortenings and level, "after lunch" and "afternoons", "2025-03-07" and
  "Fri 7 Mar"
  (:mod:`core.conflicts.told_two_ways`, :mod:`core.conflicts.other_words`);
- another holder or thing: someone of the holder's kind ("my fellow sailor", "the user's counterpart at …", "the
  user's band bassist lives …"), two people's possessives, a count at another site, another thing of one noun
  ("each tenant namespace" / "the shared logging namespace") (:mod:`core.conflicts.relation_subject`,
  :mod:`core.conflicts.holders`, :mod:`core.conflicts.framed_apart`, :mod:`core.conflicts.one_noun`);
- a narrower place: a street or a city's ward beside the town (:mod:`core.conflicts.place_within`), the older home
  named as the holder's home;
- another attribute of the thing: pay, rent, a battery (:mod:`core.conflicts.other_attribute`);
- a restatement: the thing "still" done, a check that found the older amount again, the older value kept by a part
  of the thing ("prod stays v2") (:mod:`core.conflicts.framed_apart`, :mod:`core.conflicts.other_words`,
  :mod:`core.conflicts.older_last`);
- a narrower scope in a note's key ("…, newly signed-up senders only:") and a value added with a plus sign.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

DATED_PAST_OR_NOT_BEGUN = [
    # a past verb with its date, nothing told now; the change told now still counts
    ("The user has the farrier visit on Mondays.", "The user mentioned the farrier came on Thursdays back in 2020.",
     False),
    ("The user has the farrier visit on Mondays.", "The user has the farrier visit on Thursdays now.", True),
    ("The user's loom runs controller firmware 5.1.", "The user configured that loom on firmware 2.8 in 2021.", False),
    ("The user's loom runs controller firmware 5.1.", "The user's loom was upgraded to firmware 5.3 this week.", True),
    ("2025-04-02 — Renata: head chef, Osteria Lume.",
     "2025-04-09 — Renata mentions she apprenticed at Osteria Lume back in 2011.", False),
    ("2025-04-02 — Renata: head chef, Osteria Lume.", "2025-04-09 — Renata now works as sous chef at Osteria Lume.",
     True),
    # a decade; a change after the dated value is what ended it
    ("The league's roster is capped at 18 players.",
     "In the 2000s, the roster was capped at 15 before the league expanded.", False),
    ("The league's roster is capped at 18 players.", "The league's roster cap was raised to 22 players.", True),
    ("lighting desk laptop: Windows 11", "LD laptop ran Windows 10 on the 2022 tour, upgraded since", False),
    ("lighting desk laptop: Windows 11", "LD laptop went back to Windows 10 for the tour software", True),
    # a bare history key
    ("job: staff designer, Perrin Audio", "history: intern at Perrin 2012, back 2020 as staff designer", False),
    ("job: staff designer, Perrin Audio", "job: design lead, Perrin Audio", True),
    # a change named as an act, not begun
    ("2025-01-10 — Jenkins 2.440 for the build farm.",
     "2025-02-02 — Jenkins 2.450 upgrade ticket opened, not started.", False),
    ("2025-01-10 — Jenkins 2.440 for the build farm.", "2025-02-02 — Jenkins 2.450 upgrade done for the build farm.",
     True),
    ("The kiosks run firmware 3.2.", "An upgrade of the kiosks to firmware 3.4 has been requested but not approved.",
     False),
    ("The kiosks run firmware 3.2.", "The kiosks were upgraded to firmware 3.4 last night.", True),
]

OTHER_UNITS_OR_WORDS = [
    ("rainwater tank: 5,000 L", "rainwater tank capacity 5 m³", False),
    ("rainwater tank: 5,000 L", "rainwater tank capacity 8 m³", True),
    ("2025-08-03 — solder pot refilled every 48 hours.", "2025-08-10 — solder pot: topped up every second day.",
     False),
    ("2025-05-20 — coolant reservoir refilled every 96 hours.",
     "2025-05-27 — coolant reservoir: topped up every sixth day.", True),
    ("league call: 18:00 ET Mon", "league call Mon 6 pm Eastern", False),
    ("league call: 18:00 ET Mon", "league call Mon 6 pm Pacific", True),
    ("title: Jr. Data Eng III @ Corvid Labs", "title: Junior Data Engineer, level 3, Corvid Labs", False),
    ("title: Jr. Data Eng III @ Corvid Labs", "title: Junior Data Engineer, level 4, Corvid Labs", True),
    ("Piano tuning is booked on Fridays after lunch.",
     "It was noted again that piano tuning is scheduled for Friday afternoons.", False),
    ("Piano tuning is booked on Fridays after lunch.", "Piano tuning is now booked for Friday mornings.", True),
    ("quiz night: 2025-03-07, 19:30", "quiz night = Fri 7 Mar, 7:30 pm", False),
    ("quiz night: 2025-03-07, 19:30", "quiz night = Fri 14 Mar, 7:30 pm", True),
]

ANOTHER_HOLDER_OR_THING = [
    ("The user runs cycle counts once a month.", "The user's counterpart at Halley counts stock every fortnight.",
     False),
    ("The user audits the spares cage once a month.", "The user now audits the spares cage every fortnight.", True),
    ("I live in Cadaqués with my wife.", "My fellow sailor Biel just rented a flat in Roses.", False),
    ("I live in Cadaqués with my wife.", "My wife and I just rented a flat in Roses.", True),
    ("The user lives in Woodstock, Cape Town.", "The user's band bassist lives in Observatory.", False),
    ("The user lives in Woodstock, Cape Town.", "The user lives in Observatory now.", True),
    ("Dr. Amadi works at the Kestrel institute as imaging lead.",
     "Tomas Berg, Amadi's deputy, was promoted to lead of Kestrel's cryo detector.", False),
    ("Dr. Amadi is employed by the Kestrel institute as imaging lead.",
     "Dr. Amadi was promoted to lead of Kestrel's cryo unit.", True),
    ("2025-02-01 — Lena's shell: zsh.", "2025-02-04 — Omar's shell: fish.", False),
    ("2025-02-01 — Lena's shell: zsh.", "2025-02-04 — Lena's shell: fish.", True),
    ("drying racks @ Kintampo site: 12", "drying racks @ Wenchi site: 20", False),
    ("drying racks @ Kintampo site: 12", "drying racks @ Kintampo site: 20", True),
    ("Each tenant namespace is given a quota of 4 CPU cores.",
     "The shared logging namespace is given a quota of 12 CPU cores.", False),
    ("Each build agent is given 4 GB of RAM.", "Each build agent now gets 8 GB of RAM.", True),
]

NARROWER_PLACE_OR_ANOTHER_ATTRIBUTE = [
    ("The user lives in Galway.", "The user lives on Dominick Street, a short walk from Eyre Square.", False),
    ("The user lives in Galway.", "The user lives on Dominick Street in Limerick now.", True),
    ("The user lives in Osaka.", "The user's apartment is in Kita-ku, a short walk from Umeda Station.", False),
    ("The user lives in Osaka.", "The user moved to a flat in Kita-ku, Nagoya.", True),
    ("Kofi, the driver, lives with his sister in Kumasi.",
     "Kofi has been given the Obuasi delivery run, which he drives each morning from his Kumasi home.", False),
    ("Kofi, the driver, lives with his sister in Kumasi.", "Kofi has moved to Obuasi with his sister.", True),
    ("employer: Halden Foundry, Oslo", "Halden Foundry: user's salary band raised to S4", False),
    ("employer: Halden Foundry, Oslo", "Halden Foundry: user's role changed to foreman, salary band raised to S4",
     True),
    ("2024-06-30 — user resides in Wellington, Aro Valley.",
     "2024-07-14 — Aro Valley flat rent went up to NZ$720/week.", False),
    ("2024-06-30 — user resides in Wellington, Aro Valley.",
     "2024-07-14 — user moved to a Petone flat, rent NZ$720/week.", True),
    ("till: Clover Mini v3.1", "Clover Mini: receipt printer battery replaced", False),
    ("till: Clover Mini v3.1", "Clover Mini updated to v3.4, receipt printer battery replaced", True),
    # the rate told in a clause beside the price's (the lead's mend after the merge)
    ("I bake the rye loaves twice a week.", "Flour prices went up, so I bake the rye loaves once a week now.", True),
]

RESTATED_SCOPED_OR_ADDED = [
    ("cache dump from the edge nodes: hourly", "checked again today: edge cache still dumped each hour", False),
    ("cache dump from the edge nodes: hourly", "edge cache no longer dumped", True),
    ("2025-03-02 — Bay 4: 18 harnesses in service.", "2025-03-06 — recount at Bay 4: 18 harnesses, count matches.",
     False),
    ("2025-03-02 — Bay 4: 18 harnesses in service.", "2025-03-06 — Bay 4: 15 harnesses in service.", True),
    ("default quarantine delay: 300s", "quarantine delay, newly signed-up senders only: 900s", False),
    ("default retry delay: 30s", "default retry delay: 120s", True),
    ("dependency audit: runs on every merge", "dependency audit: + full lockfile scan weekly", False),
    ("dependency audit: runs on every merge", "dependency audit: weekly only", True),
    # the older value kept by a part of the thing, in a clause apart
    ("sensor API: v2 (dev + prod)", "sensor API v3 on dev only; prod stays v2", False),
    ("billing SDK: v5 (web + mobile)", "billing SDK v6 on web and mobile", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DATED_PAST_OR_NOT_BEGUN)
def test_a_dated_past_or_a_change_not_begun_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OTHER_UNITS_OR_WORDS)
def test_one_value_in_other_units_or_words_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_HOLDER_OR_THING)
def test_another_holders_or_things_value_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NARROWER_PLACE_OR_ANOTHER_ATTRIBUTE)
def test_a_narrower_place_or_another_attribute_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RESTATED_SCOPED_OR_ADDED)
def test_a_restatement_a_narrower_scope_or_an_addition_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
