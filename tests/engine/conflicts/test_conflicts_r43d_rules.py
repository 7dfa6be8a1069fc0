"""Readings of round 42 (rules43d: misses of the twenty-four train42 hands in the families preference, name, ownership
and schedule), each true change beside the near misses of its shape that must stay quiet:

- a recurring thing's new hour told bare or as the hour it no longer comes before ("don't unlock the gate until
  eight", "no longer opens … before 10:30") (:mod:`core.conflicts.bare_hours`);
- a thing taken off its holder's plate, hands or books, the thing told shorter (:mod:`core.conflicts.taken_off`);
- a passive preference given another value with the older value set aside in the newer text
  (:mod:`core.conflicts.passive_pref`);
- a holder's business under another trading name, told by any verb of trading, registering or a sign's reading
  (:mod:`core.conflicts.trading_name`);
- one compound hyphened in one text and spaced in the other ("billing-team call" / "call with the billing team")
  (:mod:`core.conflicts.spaced_compounds`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

HOUR_TOLD_BARE = [
    ("I unlock the bike shed at 6:45 every morning.", "These days I don't unlock the bike shed until eight.", True),
    ("The user opens the tool library at 9:15.", "The user no longer opens the tool library before ten.", True),
    ("The user opens the tool library at 9:15.",
     "The user doesn't open the tool library until half past ten these days.", True),
    ("I open the pottery studio at 8:30 on weekdays.", "I don't open the pottery studio before ten anymore.", True),
    # the same hour again
    ("I unlock the bike shed at 6:45 every morning.", "I don't unlock the bike shed before 6:45.", False),
    # one day, a plan, a hedge
    ("I unlock the bike shed at 6:45 every morning.", "Yesterday I didn't unlock the bike shed until eight.", False),
    ("I unlock the bike shed at 6:45 every morning.", "I won't unlock the bike shed until eight.", False),
    ("I open the pottery studio at 8:30 on weekdays.", "I might not open the pottery studio before ten anymore.",
     False),
    # another end of the thing, another holder, one weekday only
    ("I unlock the bike shed at 6:45 every morning.", "I never lock the bike shed before nine.", False),
    ("I unlock the bike shed at 6:45 every morning.", "My neighbour doesn't unlock her shed until eight.", False),
    ("I unlock the bike shed at 6:45 every morning.", "I don't unlock the bike shed on Sundays until ten.", False),
    # a number that counts, another weekday's hours
    ("I unlock the bike shed at 6:45 every morning.", "The bike shed is open to 12 riders at a time now.", False),
    ("The bakery counter opens at 7 on Saturdays.", "On Tuesdays we don't open the counter until noon any more.",
     False),
]

TAKEN_OFF_THE_PLATE = [
    ("I look after the orchestra's instrument insurance policy.",
     "Our treasurer took the insurance policy off my plate in March.", True),
    ("I maintain the choir's rehearsal spreadsheet.", "Maud has taken the rehearsal sheet off my hands.", True),
    ("The darkroom rota is handled by the caretaker, Wilf Ambrose.",
     "The darkroom rota has been taken off Wilf's plate since the spring.", True),
    # for a while, an offer
    ("I own the allotment society's seed budget.",
     "Maud took the seed budget off my hands until the audit is done.", False),
    ("I own the allotment society's seed budget.", "Maud offered to take the seed budget off my hands.", False),
    ("I own the allotment society's seed budget.",
     "The seed budget was taken off my hands while I was in hospital.", False),
    # another thing, a part of it, another holder's plate
    ("I own the allotment society's seed budget.", "Maud took the newsletter off my hands.", False),
    ("I own the allotment society's seed budget.", "Maud took some of the budget paperwork off my hands.", False),
    ("I own the allotment society's seed budget.", "Maud took the seed budget off Ilse's hands.", False),
]

PASSIVE_PREFERENCE = [
    ("Paper timesheets are preferred by the warehouse crew.",
     "Tablet check-ins rather than paper timesheets are favoured by the crew these days.", True),
    ("Oak barrels are preferred by the cellar team for the reserve.",
     "Steel tanks have been favoured for the reserve ever since the oak batches turned sour.", True),
    ("Hardback editions are preferred by most of the library's members.",
     "Paperbacks are requested by the members now; hardbacks are hardly borrowed.", True),
    # the older value not set aside: another attribute of the holder's
    ("Paper timesheets are preferred by the warehouse crew.",
     "Steel-toed boots are favoured by the warehouse crew these days.", False),
    # the older value's word only in a phrase of what the newer one is for
    ("Black tea is preferred by the head baker.",
     "Oat milk rather than cow's milk is preferred by the head baker in her tea.", False),
    # another holder, a past, a use of its own
    ("Paper timesheets are preferred by the warehouse crew.",
     "Tablet check-ins rather than paper timesheets are favoured by the office staff.", False),
    ("Paper timesheets are preferred by the warehouse crew.",
     "Tablet check-ins rather than paper timesheets were requested by the crew back in 2021.", False),
    ("Oak barrels are preferred by the cellar team for the reserve.",
     "Steel tanks are favoured by the cellar team for the rosé; oak barrels are still used there too.", False),
    ("Paper timesheets are preferred by the warehouse crew.",
     "Tablet check-ins rather than paper timesheets are favoured by the crew for the night shift only.", False),
]

TRADING_NAME = [
    ("The user's joinery workshop trades as Holt & Finch Joinery.",
     "The user's business has traded as Finch Timberworks since the buyout.", True),
    ("The user's design studio is registered as Marram Studio Ltd.",
     "The user says the registry now shows the studio's registered name as Tidewrack Design Ltd.", True),
    ("I call my bakery Forn de la Plaça.", "The sign over my shop door reads Pa i Sal these days.", True),
    # an alias beside it, a translation
    ("The user's joinery workshop trades as Holt & Finch Joinery.",
     "The user's workshop also trades as Finch Timberworks at craft fairs.", False),
    ("I call my bakery Forn de la Plaça.", "In English my bakery trades as The Square Oven.", False),
    # a second business, someone else's, a plan
    ("The user's joinery workshop trades as Holt & Finch Joinery.",
     "The user's new shop trades as Finch Timberworks.", False),
    ("The user's joinery workshop trades as Holt & Finch Joinery.",
     "The user's brother's workshop trades as Finch Timberworks.", False),
    ("The user's joinery workshop trades as Holt & Finch Joinery.",
     "The user plans to trade as Finch Timberworks next year.", False),
    # a pet called by a name is no business; a part's name or a name almost given is no trading name
    ("I call my bakery Forn de la Plaça.", "My cat is called Churro.", False),
    ("The user's design studio is registered as Marram Studio Ltd.",
     "The user mentioned Marram Studio Ltd was almost called Dune Works before registration.", False),
    ("The user's design studio is registered as Marram Studio Ltd.",
     "The user says Marram Studio Ltd's print side is called Marram Press.", False),
]

SPACED_COMPOUND = [
    ("The user's weekly call with the billing team is Tuesday at 10.",
     "The user said the billing-team call takes place Thursdays at 14:00 starting this month.", True),
    ("pot-washing shift (back kitchen): Mon", "pot washing no longer Mon; Thu from next month", True),
    ("I keep the club's match-tracker code under MIT.",
     "The match tracker I wrote is GPL-3.0 these days; MIT let a rival fork it closed.", True),
    # another team, the older day kept, another part of the thing, one week
    ("The user's weekly call with the billing team is Tuesday at 10.",
     "The user said the design-team call takes place Thursdays at 14:00 starting this month.", False),
    ("pot-washing shift (back kitchen): Mon", "pot washing still Mon; the Thu slot is for deliveries", False),
    ("I keep the club's match-tracker code under MIT.", "The match tracker's docs are under CC-BY-4.0.", False),
    ("The user's weekly call with the billing team is Tuesday at 10.",
     "The billing-team call was on Thursday at 14:00 this week only.", False),
    # a name in capitals hyphened is a value, not a thing's words
    ("boat 3 callsign: Kilo-Three", "callsign for boat three = K3, read out as Kilo Three", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOUR_TOLD_BARE)
def test_an_hour_told_bare_or_as_not_before_is_the_new_time(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TAKEN_OFF_THE_PLATE)
def test_a_thing_taken_off_the_holders_plate_ends_the_holding(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PASSIVE_PREFERENCE)
def test_a_passive_preference_with_the_older_set_aside_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TRADING_NAME)
def test_a_business_under_another_trading_name_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SPACED_COMPOUND)
def test_one_compound_hyphened_and_spaced_is_one_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
