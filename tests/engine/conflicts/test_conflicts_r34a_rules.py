"""Quantity and frequency told anew (round 34, rules34a: the twenty train33 hands and the census), each read by
structure, beside near misses of the same shape that must stay quiet:

- a measure a verb sets to an amount (:func:`core.conflicts.measure_set.measure_set`) named by words of any measure
  ("the weekly case output", "the parcel count", "revised downward"), told through "the user reported …", with a
  decimal amount whose unit both texts write ("4.5 tonnes" / "3 tonnes"), or said "down to" / "went up to"; not one
  span ("for three days"), the first of several values ("initially set at"), an area against its sides, another
  measure, another holder, one occasion;
- a count added beside the older ones ("4 more stored at the south yard", :mod:`core.conflicts.statement`) and one
  amount in units of another system ("50 kg" / "roughly 110 lb", :mod:`core.conflicts.told_two_ways`): no change;
- a named neighbour ("Crumb & Co, the bakery down the road", :mod:`core.conflicts.another_one`): another one's rate;
- the total a change leaves told as what remains ("…; 10 remain", :mod:`core.conflicts.noun_counts`), the count's noun
  in a keyed note's key; not a count of another noun;
- the older thing swapped for one of another size ("swapped the laptop SSD for a 1 TB drive",
  :func:`core.conflicts.measure_swap.replaced_by_size`); not another holder or thing, one of several, the same size;
- "only eight left" after a change of the count; not what is taken of it for now ("booked today");
- twice a year told "half-yearly" or "semi-annually", "one per quarter" (:mod:`core.conflicts.value_folding`);
- the older rate named only to be let go ("…; weekly was overkill", :mod:`core.conflicts.rate_retold`), "per" as "as
  a rule says" ("per the new safety policy") and a when or why after the rate ("after the disk scare in May",
  :mod:`core.conflicts.rates`) read off the activity; not another holder, the same rate.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

MEASURE_SET = [
    ("Our brewery bottles 900 cases a week.", "The weekly case output was lifted to 1,200 after the new filler "
     "arrived.", True),
    ("The ferry carries a maximum of 60 cars.", "The user said the ferry car limit was cut to 45 after the hull "
     "survey.", True),
    ("The crane's lifting limit is 4.5 tonnes.", "The crane's lifting limit was lowered to 3 tonnes after the "
     "inspection.", True),
    ("The library budget is capped at $12k for the year.", "The library budget was revised downward to $9k in the "
     "spring review.", True),
    ("The vineyard has 40 pickers on the harvest crew.", "The vineyard crew is down to 28 pickers after the rain.",
     True),
    ("My hourly rate for tutoring is £40.", "My tutoring rate went up to £48 from September.", True),
    ("The food bank hands out 300 parcels a week.", "The user reported the parcel count was raised to 420 over the "
     "winter.", True),
    ("Fermentation tanks are kept at 12 °C.", "Tank 4 was cooled to 8 °C for three days to stop a runaway batch.",
     False),
    ("The grant is capped at 50,000 EUR.", "When the scheme opened in 2021 the grant cap was initially set at 30,000 "
     "EUR.", False),
    ("The plot is limited to 600 m².", "The plot is marked out at 20 m by 30 m.", False),
    ("The ferry carries a maximum of 60 cars.", "The ferry's passenger limit was cut to 200 after the hull survey.",
     False),
    ("The vineyard has 40 pickers on the harvest crew.", "The neighbouring vineyard's crew is down to 28 pickers.",
     False),
    ("My hourly rate for tutoring is £40.", "My tutoring rate went up to £48 for the exam week only.", False),
    ("The pantry robot handles up to 30 orders an hour.", "The pantry robot handles up to 30 orders an hour, as "
     "before.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MEASURE_SET)
def test_a_measure_set_to_another_amount(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


ONE_AMOUNT_OR_MORE = [
    ("spare tyres: 6 at the north yard", "spare tyres: 4 more stored at the south yard", False),
    ("I keep 50 kg of flour in the pantry.", "I keep roughly 110 lb of flour in the pantry.", False),
    ("The trail is 10 km long.", "The trail is about 6.2 miles long.", False),
    ("I keep 50 kg of flour in the pantry.", "I keep about 80 kg of flour in the pantry now.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_AMOUNT_OR_MORE)
def test_an_added_count_and_one_amount_in_other_units(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


NAMED_NEIGHBOUR = [
    ("Our bakery runs a sourdough class once a month.", "Crumb & Co, the bakery down the road, runs its sourdough "
     "class every Saturday.", False),
    ("Our bakery runs a sourdough class once a month.", "Our bakery runs its sourdough class every Saturday now.",
     True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAMED_NEIGHBOUR)
def test_a_named_neighbours_rate(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


WHAT_REMAINS = [
    ("Twelve kayaks are kept at the boathouse.", "Three kayaks were sold at the spring auction; nine remain at the "
     "boathouse.", True),
    ("2025-02-01 — hive count at the orchard: 14.", "2025-06-10 — four hives lost to the cold snap; 10 remain.", True),
    ("Twelve kayaks are kept at the boathouse.", "Three canoes were sold at the spring auction; nine remain at the "
     "boathouse.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), WHAT_REMAINS)
def test_the_total_told_as_what_remains(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RATES_READ = [
    ("I water the allotment beds every evening.", "Watering every evening was too much, so I water the allotment "
     "beds twice a week.", True),
    ("The team syncs the wiki every week.", "The team syncs the wiki monthly; weekly was overkill.", True),
    ("The team syncs the wiki every week.", "The design team syncs its own wiki monthly; weekly was overkill for "
     "them.", False),
    ("The kiln is cleaned every month.", "The kiln is cleaned every two weeks per the new safety policy.", True),
    ("Samples are logged per batch.", "Samples are logged per batch per the new lab SOP.", False),
    ("I back up the photo archive every week.", "The photo archive backup runs nightly after the disk scare in May.",
     True),
    ("The pumps are serviced every quarter.", "The pumps are serviced every quarter (maker's advice).", False),
    ("I back up the photo archive every week.", "I back up the photo archive every week, since the disk scare in "
     "May.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RATES_READ)
def test_a_rate_read_without_what_surrounds_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


REPLACED_BY_SIZE = [
    ("My laptop has a 512 GB SSD.", "I swapped the laptop SSD for a 1 TB drive.", True),
    ("The van has a 60-litre tank.", "The van was refitted with a 90-litre tank.", True),
    ("The van has a 60-litre tank.", "The trailer was refitted with a 90-litre tank.", False),
    ("The van has a 60-litre tank.", "My sister's van was refitted with a 90-litre tank.", False),
    ("The greenhouse has 12 grow lights.", "The greenhouse had one grow light replaced with a 20-watt panel.", False),
    ("My laptop has a 512 GB SSD.", "I swapped the laptop SSD for a 0.5 TB drive.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), REPLACED_BY_SIZE)
def test_the_thing_replaced_by_one_of_another_size(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RATE_WORDS = [
    ("The fire doors are inspected every quarter.", "The fire doors are now inspected half-yearly.", True),
    ("The fire doors are inspected twice a year.", "The fire doors are inspected semi-annually.", False),
    ("The user's team ships a release every month.", "The user's team now ships one per quarter.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RATE_WORDS)
def test_rates_told_in_words_of_twice_a_year_and_one_per_period(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


LEFT_AFTER_A_CHANGE = [
    ("Twenty lockers line the changing room.", "Twelve lockers were ripped out, only eight left.", True),
    ("Twenty lockers line the changing room.", "Twelve lockers were booked today, only eight left.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LEFT_AFTER_A_CHANGE)
def test_what_is_left_after_a_change_and_what_is_free_for_now(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
