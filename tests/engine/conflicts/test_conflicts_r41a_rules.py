"""Quantities and frequencies told anew (round 40, rules41a: the twenty-four train40 hands), read by structure, beside
near misses of the same shape that must stay quiet:

- a measure set by a verb, named by the whole its count makes up ("the choir's line-up was cut to …" after "… singers",
  "enrolment capped at …", "the hay ration reduced to …"), people counted under another noun ("players" / "musicians"),
  "shrank" / "grew", and a count in words with a hyphen ("thirty-four") (:func:`core.conflicts.measure_set.
  measure_set`, :mod:`core.conflicts.values`); not another thing's whole, a window, another unit;
- the count a holder is left with after a loss, a when or why fronted before the holder (:func:`core.conflicts.
  noun_counts.down_to_count_change`); not someone else's, a window, another thing;
- a rate's activity named by a hyphened compound's words ("fire-door checks", "seedling-tray misting"), going to a
  session as attending it (:func:`core.conflicts.rates.rates`); not another compound's thing;
- a regular rate told anew as done only on an event through wording the event reader left open: "triggered",
  "right before", "not on a fixed cycle", a re- verb (:mod:`core.conflicts.event_rate`);
- a count of times in a period cut to "only once", the period unsaid (:mod:`core.conflicts.once_only`);
- a rate told as a round a thing is put on or moved to ("put on a monthly inspection cycle", "a weekly rhythm"),
  not a round named by another activity (:func:`core.conflicts.rates.rate_change`);
- a "per" naming who set the value ("per the landlord", "per Ines", "per council guidance") read off as every reader
  enters a text (:mod:`core.conflicts.entry`); "per shift", "per box" kept;
- amounts in yen and rupees as money (:mod:`core.conflicts.value_words`);
- a count's change told without the total: some gone and none in their place, or a count down or up by so many
  (:mod:`core.conflicts.implied_count`); not replaced after all, a plan, another noun, someone else's;
- the total a change leaves where the change is a move to elsewhere or a whole cut down ("moved to", "pruned") and
  the total is in thousands ("~2,100 remain") (:func:`core.conflicts.noun_counts.resulting_count_change`); not a
  move for a while ("for the sprint"), another noun's total;
- the one added named by its place in the count as the subject, with the count's modifiers or coming of itself ("A
  third first-aid kit has been fitted in every van", "a fourth trainee joined") (:func:`core.conflicts.noun_counts.
  ordinal_count_change`); not a narrower place, another noun, another thing added beside;
- and two near misses kept quiet: another holder's whole "made up of" as many things (not "<thing> of N" of the
  older thing), a request whose note ends "; pending" (:mod:`core.conflicts.not_standing`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

MEASURE_THROUGH_ITS_WHOLE = [
    ("Eighteen singers are booked for the Advent concert.",
     "The Advent concert line-up was cut to twelve after the venue change.", True),
    ("A maximum of 30 pupils is taken on the ski trip.",
     "Ski trip enrolment has been capped at twenty by the school.", True),
    ("Each pony gets 4 kg of hay a day.",
     "The daily hay ration has been reduced to 3 kg per pony.", True),
    ("The user's brass band has 28 musicians.",
     "The user says the brass band shrank to about 22 players over the winter.", True),
    ("Fifty-two chairs are laid out for the Sunday service.",
     "Only thirty-four chairs are laid out now that the gallery is closed.", True),
    # another thing's whole
    ("Eighteen singers are booked for the Advent concert.",
     "The Easter concert line-up was cut to twelve after the venue change.", False),
    # a window
    ("Eighteen singers are booked for the Advent concert.",
     "The Advent concert line-up was cut to twelve for the rehearsal only.", False),
    # another unit
    ("Each pony gets 4 kg of hay a day.",
     "The hay ration has been reduced to 3 hours of grazing.", False),
    # the same count in words
    ("Fifty-two chairs are laid out for the Sunday service.",
     "52 chairs are laid out for the Sunday service, as ever.", False),
]

LEFT_WITH_AFTER_A_LOSS = [
    ("I keep about 180 goats on the hill farm.",
     "After the drought sales I'm left with roughly 120 goats.", True),
    ("We run 40 beehives across the orchard.",
     "Since the mite outbreak we're left with 26 hives.", True),
    # someone else's
    ("I keep about 180 goats on the hill farm.",
     "My neighbour is left with roughly 120 goats after the drought.", False),
    # a window
    ("I keep about 180 goats on the hill farm.",
     "I'm left with roughly 120 goats for the summer show.", False),
    # another thing
    ("I keep about 180 goats on the hill farm.",
     "After the drought sales I'm left with roughly 120 sheep.", False),
]

COMPOUND_ACTIVITY = [
    # a compound modifier left off whole, as one word
    ("low-stock alerts (Shopify): hourly",
     "Shopify alerts throttled to every 4h (noise)", True),
    # one period counted two ways, a change said or not
    ("2025-04-01 — boiler service every 6 months, per contract.",
     "2025-10-02 — contract re-read: half-yearly boiler service stands.", False),
    ("The caretaker inspects the fire doors in the east wing every month.",
     "The fire-door inspections have become weekly.", True),
    ("I mist the seedling trays in the polytunnel every evening.",
     "I cut the seedling-tray misting back to twice a week.", True),
    ("The user attends the life-drawing class in Leith every fortnight.",
     "The user goes to the Leith drawing class every week now.", True),
    # another compound's thing
    ("The caretaker inspects the fire doors in the east wing every month.",
     "The fire-alarm inspections have become weekly.", False),
    # another class
    ("The user attends the life-drawing class in Leith every fortnight.",
     "The user goes to the Leith pottery class every week now.", False),
]

ONLY_ON_AN_EVENT = [
    ("Regression suites are launched by the CI bot every four hours.",
     "Regression suites are triggered only when a release branch is cut.", True),
    ("I rebase my feature branch onto develop every morning.",
     "Nowadays I only rebase onto develop right before I ask for a review.", True),
    ("The sheep are dipped every twelve weeks.",
     "Dipping is done only after a lice check, not on a fixed twelve-week cycle any more.", True),
    ("Patient records are re-checked for consent every 60 days.",
     "Scheduled consent re-checks were dropped; a check is triggered only when a record is shared.", True),
    # another thing done on the event
    ("Regression suites are launched by the CI bot every four hours.",
     "Lint reports are triggered only when a release branch is cut.", False),
    # another branch
    ("I rebase my feature branch onto develop every morning.",
     "I only rebase the hotfix branch onto develop right before I ask for a review.", False),
]

ONLY_ONCE = [
    ("The chapel roof is inspected twice a year.",
     "From this year the chapel roof is inspected only once, in spring.", True),
    ("The recycling cages are emptied twice a day.",
     "The recycling cages get emptied only once, at six.", True),
    ("The summit hut is stocked by the ranger crew twice a season.",
     "The summit hut was taken off the twice-a-season run; it is stocked only once now.", True),
    # once on one occasion
    ("The recycling cages are emptied twice a day.",
     "The recycling cages got emptied only once last Tuesday.", False),
    # another thing
    ("The recycling cages are emptied twice a day.",
     "The glass bins get emptied only once, at six.", False),
    # a plan
    ("The chapel roof is inspected twice a year.",
     "The chapel roof might be inspected only once next year.", False),
]

PUT_ON_A_ROUND = [
    ("The scaffold ties are checked by the site manager every fortnight.",
     "Scaffold ties have been put on a monthly check cycle.", True),
    ("The grease traps at the Quayside kitchen are cleared every three weeks.",
     "The Quayside kitchen's grease traps have been put on a weekly clearing rota.", True),
    ("2025-05-01 — evacuation drill held twice a year at the depot.",
     "2025-11-20 — evacuation drills moved to a quarterly rhythm.", True),
    # the round named by the activity's noun
    ("The hostel's smoke alarms are inspected twice a year.",
     "The hostel's smoke alarms have been put on a quarterly inspection cycle.", True),
    # a round of another activity
    ("The grease traps at the Quayside kitchen are cleared every three weeks.",
     "The Quayside kitchen's grease traps have been put on a weekly inspection rota.", False),
    # another thing put on the round
    ("The scaffold ties are checked by the site manager every fortnight.",
     "Ladders have been put on a monthly check cycle.", False),
]

PER_WHO_SET_IT = [
    # a source that says the value is newly set stays a word of the change
    ("boiler check: every 6 months",
     "boiler check quarterly per the new gas safety rule", True),
    # "per month by the council": what the cap is counted by, then who set it
    ("Street stall permits are capped at 4 per month by the council.",
     "The council's cap on street stall permits was raised to 6 a month.", True),
    ("hall capacity: 120 people",
     "hall cap: 90, per the landlord's revision", True),
    ("Westgate class cap: 16 (evening block)",
     "Westgate cap is 12 per council guidance", True),
    ("lift servicing: every 6 months",
     "lift servicing quarterly per insurer", True),
    ("varnish coats: every 2 days",
     "varnish: daily coats per Ines, 2-day gap dropped", True),
    # "per" before what the value is counted by: another measure
    ("hall capacity: 120 people",
     "hall cap: 90 per session", False),
    # another hall, whoever set it
    ("hall capacity: 120 people",
     "annex cap: 90, per the landlord's revision", False),
]

MONEY_IN_OTHER_SIGNS = [
    ("studio hire deposit: ¥10,000 per day",
     "deposit ¥15,000 (up from 10k)", True),
    ("tuition fee: ₹4,000 per month",
     "tuition fee ₹5,500 (up from 4k)", True),
    # the same amount told short
    ("studio hire deposit: ¥10,000 per day",
     "deposit still ¥10k per day", False),
]

IMPLIED_BY_THE_CHANGE = [
    ("The user's bakery employs five pastry chefs.",
     "Two of the user's pastry chefs quit and nobody replaced them.", True),
    ("sample library: 60 drum kits",
     "eight drum kits removed from the library in the clean-up, none added", True),
    ("Harbour moorings let: 14",
     "moorings let down by three — Jetty A and Jetty B closed", True),
    # replaced after all
    ("The user's bakery employs five pastry chefs.",
     "Two of the user's pastry chefs quit and were replaced by trainees.", False),
    # a plan
    ("The user's bakery employs five pastry chefs.",
     "Two of the user's pastry chefs may quit and nobody would replace them.", False),
    # another noun's count
    ("The user's bakery employs five pastry chefs.",
     "Two of the user's delivery drivers quit and nobody replaced them.", False),
    # another count
    ("Harbour moorings let: 14",
     "boat sales down by three this season", False),
]

MOVED_OR_PRUNED_LEAVING = [
    ("The user's data-platform team has seven engineers.",
     "Three of the user's data-platform engineers moved to payments, leaving four.", True),
    ("2025-02-01 — photo archive: 12,500 images.",
     "2025-09-30 — archive pruned; ~8,200 images remain.", True),
    # for a while
    ("The user's data-platform team has seven engineers.",
     "Three of the user's data-platform engineers moved to payments for the quarter, leaving four.", False),
    # another noun's total
    ("2025-02-01 — photo archive: 12,500 images.",
     "2025-09-30 — archive pruned; ~8,200 albums remain.", False),
]

ORDINAL_AS_THE_SUBJECT = [
    ("Each delivery van carries two first-aid kits.",
     "A third first-aid kit has been fitted in every delivery van after the audit.", True),
    ("trainees at the Harbour Road kitchen: 3",
     "a fourth trainee joined at Harbour Road last week", True),
    # a narrower place
    ("Each delivery van carries two first-aid kits.",
     "A third first-aid kit has been fitted in the spare van.", False),
    # another noun
    ("Each delivery van carries two first-aid kits.",
     "A third fire blanket has been fitted in every delivery van.", False),
    # another thing added beside the count
    ("The user has two cheese suppliers in Lyon.",
     "The user added a third supplier, but for bread, not cheese.", False),
]

QUIET_BESIDE_A_COUNT = [
    ("The lab's GPU rack is made up of 16 cards.",
     "The vision team's test rig is made up of 4 cards.", False),
    ("The lab's GPU rack is made up of 16 cards.",
     "The lab's GPU rack is made up of 24 cards since the grant came through.", True),
    ("archive quota per team: 5 TB",
     "quota raise to 8 TB requested; pending", False),
    ("archive quota per team: 5 TB",
     "quota raised to 8 TB for every team", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MEASURE_THROUGH_ITS_WHOLE)
def test_a_measure_set_through_the_whole_its_count_makes_up(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LEFT_WITH_AFTER_A_LOSS)
def test_the_count_a_holder_is_left_with(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COMPOUND_ACTIVITY)
def test_a_rate_whose_activity_is_named_by_a_hyphened_compound(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONLY_ON_AN_EVENT)
def test_a_regular_rate_told_anew_as_done_only_on_an_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONLY_ONCE)
def test_a_count_of_times_cut_to_only_once(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PUT_ON_A_ROUND)
def test_a_rate_told_as_a_round_put_on_or_moved_to(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PER_WHO_SET_IT)
def test_a_per_naming_who_set_the_value_is_read_off(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MONEY_IN_OTHER_SIGNS)
def test_amounts_in_yen_and_rupees_are_money(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), IMPLIED_BY_THE_CHANGE)
def test_a_count_change_told_without_the_total(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MOVED_OR_PRUNED_LEAVING)
def test_the_total_a_move_or_a_pruning_leaves(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ORDINAL_AS_THE_SUBJECT)
def test_the_one_added_named_by_its_place_as_the_subject(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), QUIET_BESIDE_A_COUNT)
def test_another_holders_whole_and_a_pending_request_stay_quiet(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
