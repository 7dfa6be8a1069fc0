"""Changes read by their structure (round 47, the lead: the rules' misses in the channel, licence and name families of
v47, dev47-q, dev46-p and v46), each beside a near miss of the same shape that must stay quiet:

- a rename in a note with no "was" ("#intake renamed #front-desk"): the two names of one kind either side of
  "renamed" are the older name and the newer one (:mod:`core.conflicts.cues`), and the value told before its class
  noun ("the #ci-noise stream was renamed …") is the name renamed;
- a purpose after "so" with "may", "might" or "would" ("relicensed it as Apache-2.0 so the lawyers would sign off")
  is what the change is for, not a doubt about it, as "could" and "can" already were
  (:mod:`core.conflicts.clause_kinds`); a change itself hedged ("might move … so …") stays hedged;
- a name told first ("'Daily Hangeul' became the title of the user's project", "'folio-ng' is the name the user gave
  the fork") is read with the name put back after what bears it (:func:`core.conflicts.cleft.name_put_back`);
- the reason of a rename told "X is now called Y" names the older memory's own name, not the word for the thing;
- a thing sold told after the thing ("drone sold to the coastguard", "the kayak was sold last May") and a part of
  it sold ("sold their share of the furnace"); sold as stock or trade ("sold out", "sold at the market") is not a thing
  let go, and the reason says whose the thing no longer is;
- a fronted time with no comma before the main clause: "Ever since …" before "I've …", and a day's event ("After
  yesterday's release the user's service …") (:mod:`core.conflicts.fronted`);
- a short rate that ends the sentence ("review 3x/week.") is a frequency as "3x/week" is;
- two guards against false alarms of v47 and dev47-q: a note keyed by a unit's capital letter ("tank A volume" /
  "tank B volume") is another unit's, as "gantry 7" / "gantry 9" is (:mod:`core.conflicts.keys_apart`), and a contrast
  aside naming what the older memory is about, not its value ("track maintenance (not dispatch) moved its work
  orders to Jira" beside "dispatch uses Trello …"), tells of another holder (:mod:`core.conflicts.contrast_aside`);
- "unused" after a thing ("#scan-log unused") says it went, not a value named "unused".

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), a few also
through the learned reader's path (:func:`support.conflicts.check_found_by_a_rule`); the pairs are in other words and
settings than the pairs the readings were read from.
"""

from __future__ import annotations

import pytest

from core.conflicts.cleft import name_put_back
from core.conflicts.rules import decide
from support.conflicts import check_decided, check_found_by_a_rule

RENAMED_IN_A_NOTE = [
    ("2024-05-02 — walk-in bookings via #intake.", "2025-01-20 — #intake renamed #front-desk.", True),
    ("2024-05-02 — walk-in bookings via #intake.", "2025-01-20 — #front-desk added beside #intake.", False),
    ("2024-05-02 — walk-in bookings via #intake.", "2025-01-20 — #lost-property renamed #found-items.", False),
    ("Build breakages are posted in #ci-noise.", "The #ci-noise stream was renamed #build-health.", True),
    ("Build breakages are posted in #ci-noise.", "The #deploys stream was renamed #release-log.", False),
    ("The kiln-log repo holds the firing notes.", "kiln-log renamed kiln-journal after the audit.", True),
    ("The kiln-log repo holds the firing notes.",
     "Priya renamed the kiln-log wiki page; the repo kept its name.", False),
]

PURPOSE_AFTER_SO = [
    ("I released the tide-gauge parser under the MIT licence.",
     "I relicensed the tide-gauge parser as Apache-2.0 so the harbour board's lawyers would sign off.", True),
    ("I released the tide-gauge parser under the MIT licence.",
     "I might relicense the tide-gauge parser as Apache-2.0 so the harbour board's lawyers would sign off.", False),
    ("2025-02-11 — survey photos: CC BY-NC 4.0.",
     "2026-03-02 — survey photos relicensed CC BY 4.0 so charities may reuse them.", True),
    ("2025-02-11 — survey photos: CC BY-NC 4.0.",
     "2026-03-02 — survey photos may be relicensed CC BY 4.0 so charities can reuse them.", False),
    ("The choir rehearses on Tuesdays at 19:00.",
     "The choir moved rehearsals to Wednesdays so the altos might make it after work.", True),
    ("The choir rehearses on Tuesdays at 19:00.",
     "The choir rehearses on Tuesdays at 19:00, so the altos would need to leave work early.", False),
]

NAME_TOLD_FIRST = [
    ("The user's podcast is called 'Night Shift Notes'.",
     "'Graveyard Hours' became the title of the user's podcast.", True),
    ("The user's podcast is called 'Night Shift Notes'.",
     "'Graveyard Hours' became the title of the user's newsletter.", False),
    ("The user's podcast is called 'Night Shift Notes'.",
     "'Night Shift Notes' is the title of the user's podcast.", False),
    ("Our fork of the map renderer is called 'tilecraft'.",
     "To avoid a clash with a vendor, 'tessera' is the name we gave the fork.", True),
    ("Our fork of the map renderer is called 'tilecraft'.",
     "To avoid a clash with a vendor, 'tessera' is the name we gave the new plugin.", False),
]

SOLD = [
    ("2025-01-12 — rescue sled: owned by the valley ski club.", "2025-06-30 — sled sold to the hut warden.", True),
    ("2025-01-12 — rescue sled: owned by the valley ski club.", "2025-06-30 — old stretcher sold to the hut warden.",
     False),
    ("Marta owns the workshop's big bandsaw outright.",
     "In March Marta sold her share of the big bandsaw to her cousin.", True),
    ("Marta owns the workshop's big bandsaw outright.",
     "In March Marta sold her share of the small lathe to her cousin.", False),
    ("The second pressing of the album is stocked at the shop.",
     "The second pressing of the album sold out in a week.", False),
    ("We sell the honey at the Saturday market.", "Honey sold at the Sunday market too.", False),
    ("product code: Nordlys Pro", "Nordlys Pro sold as 'Nordlys Pro (NO)' in the Norwegian shop only", False),
    ("2025-10-01 - route-planner lib: LGPL-2.1.", "2026-01-20 - route-planner lib also sold under a paid OEM licence.",
     False),
    ("The user bakes 200 loaves a week.", "The user sold about 90 loaves a week in the bakery's first year.", False),
    ("Eight crates of windfall apples go to the cider press each week.",
     "A further two crates of windfall apples are also sold weekly to a jam maker.", False),
    ("2025-08-30 — 'Salt Marsh' EP on Bandcamp, CC BY-NC-ND.",
     "2026-03-02 — Salt Marsh EP re-licensed so podcasters may use it; plain CC BY now.", True),
]
FRONTED_AND_RATES = [
    ("I water the seedlings every two days.",
     "Ever since the heatwave I've been watering the seedlings twice a day.", True),
    ("I water the seedlings every two days.",
     "Ever since the heatwave I've been watering the roses twice a day.", False),
    ("The user's booking service pins Django 4.1.",
     "After Tuesday's deploy the user's booking service is on Django 5.0.", True),
    ("The user's booking service pins Django 4.1.",
     "After Tuesday's deploy the user's booking service is still on Django 4.1.", False),
    ("2025-03-01 — kit check 2x/week.", "2025-08-01 — kit check daily from today.", True),
    ("2025-03-01 — kit check 2x/week.", "2025-08-01 — kit check 2x/week, Mondays and Thursdays.", False),
]

OTHER_UNIT_OR_HOLDER = [
    ("silo A capacity: 40 t", "silo B capacity: 55 t", False),
    ("silo A capacity: 40 t", "silo A capacity: 55 t", True),
    ("Plan A budget: €2,000", "Plan C budget: €3,000", False),
    ("2026-01-05 — the front desk uses Calendly for walk-in bookings.",
     "2026-02-01 — the physio team (not the front desk) moved its bookings to Acuity.", False),
    ("2026-01-05 — the front desk uses Calendly for walk-in bookings.",
     "2026-02-01 — the front desk moved its walk-in bookings to Acuity.", True),
    ("Beatriz owns repairs intake.", "Tomás (not Beatriz) owns repairs intake.", True),
]

@pytest.mark.parametrize(("old", "new", "contradicts"), RENAMED_IN_A_NOTE)
def test_a_rename_in_a_note_without_was(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PURPOSE_AFTER_SO)
def test_a_purpose_after_so_is_no_hedge(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_TOLD_FIRST)
def test_a_name_told_first(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new"), [
    (RENAMED_IN_A_NOTE[0][0], RENAMED_IN_A_NOTE[0][1]),
    (PURPOSE_AFTER_SO[0][0], PURPOSE_AFTER_SO[0][1]),
    (NAME_TOLD_FIRST[3][0], NAME_TOLD_FIRST[3][1]),
])
def test_found_by_a_rule_on_capture_s_path(old: str, new: str) -> None:
    check_found_by_a_rule(old, new, True)


@pytest.mark.parametrize(("old", "new", "contradicts"), SOLD)
def test_a_thing_sold_told_after_the_thing_or_a_part_of_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_thing_sold_names_whose_it_no_longer_is() -> None:
    match = decide(SOLD[0][0], SOLD[0][1])
    assert match is not None
    assert "sled is no longer valley ski club's ('sold')" in match.reason, match.reason


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_AND_RATES)
def test_a_fronted_time_without_a_comma_and_a_rate_that_ends_the_sentence(old: str, new: str,
                                                                           contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OTHER_UNIT_OR_HOLDER)
def test_another_unit_by_its_letter_or_another_holder_set_against_the_older(old: str, new: str,
                                                                             contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_the_name_is_put_back_after_what_bears_it() -> None:
    assert name_put_back("'Graveyard Hours' became the title of the user's podcast.") \
        == "The user's podcast is now called 'Graveyard Hours'."
    assert name_put_back("To avoid a clash, 'tessera' is the name we gave the fork.") \
        == "To avoid a clash, our fork is called 'tessera'."
    assert name_put_back("2025-03-01 — 'Tern' is the handle of the club's bot.") \
        == "2025-03-01 — The club's bot is called 'Tern'."
    assert name_put_back("The user's podcast is now called 'Graveyard Hours'.") is None


def test_a_rename_s_reason_names_the_older_memory_s_name() -> None:
    match = decide("The user's podcast is called 'Night Shift Notes'.",
                   "The user's podcast is now called 'Graveyard Hours'.")
    assert match is not None
    assert "Night Shift Notes → Graveyard Hours" in match.reason


def test_the_one_who_gave_the_name_holds_the_thing() -> None:
    assert name_put_back("'Biscuit' is the name Priya gave her cat.") == "Priya's cat is called 'Biscuit'."
    assert name_put_back("'folio-ng' is the name the user gave the fork.") == "The user's fork is called 'folio-ng'."


def test_unused_after_a_thing_says_it_went() -> None:
    from core.conflicts.statement import read

    said = read("warehouse scans rerouted to Teams; #scan-log unused")
    assert [d.text for d in said.denials] == ["#scan-log"]
    assert not any("unus" in v for values in said.values.values() for v in values)
    check_decided("warehouse scans: #scan-log (Slack)", "warehouse scans rerouted to Teams; #scan-log unused", True)
    check_decided("warehouse scans: #scan-log (Slack)",
                  "warehouse scans also copied to Teams; #old-scans unused", False)
