"""Changes the newer memory tells with a shorter or other noun for the older thing, with only the number and a word
of change around it, or by an event (round 43, rules44c: quantity, frequency, employer_role, schedule, tool and
version), each beside its near misses:

- a version a verb takes the thing "up to" is no bound on one ("took the build box up to Gradle 8.7")
  (:mod:`core.conflicts.version_clauses`);
- a tally told by the speaker alone ("Three members dropped out, which leaves me with eight") or under the older
  name's plural ("12 legacy ATMs retired; 30 remain") (:mod:`core.conflicts.noun_counts`);
- a count of occasions told "N things/day", "Nx/wk" or "N things daily", the activity named by its counted noun alone
  (:mod:`core.conflicts.count_per_period`);
- the last shift, day or the holder's last night at a name the older job note sets beside its holder, in any script
  (:mod:`core.conflicts.employment_ended`);
- the older thing bound to a verb of replacing by the older memory's own words (:mod:`core.conflicts.tool_replaced`);
- one amount in one unit told again, the thing named shorter or in other nouns (:mod:`core.conflicts.unit_amount`);
- every occasion told again as every second, third … one ("every third firing") (:mod:`core.conflicts.every_nth`);
- a recurring thing moved in the passive, named by its older slot ("Tuesday-night quizzes have been moved to …")
  (:mod:`core.conflicts.moved_slot`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

TAKEN_UP_TO_A_VERSION = [
    ("I run Gradle 8.5 on the build box.", "Yesterday I took the build box up to Gradle 8.7.", True),
    ("I'm on Grafana 10.2 for the plant dashboards.", "Last night I took the dashboards up to Grafana 10.4.", True),
    # a bound, a plan, the same version
    ("I run Gradle 8.5 on the build box.", "The plugin supports Gradle versions up to 8.7.", False),
    ("I run Gradle 8.5 on the build box.", "I might take the build box up to Gradle 8.7 next month.", False),
    ("I run Gradle 8.5 on the build box.", "I took the build box up to Gradle 8.5 after the reinstall.", False),
]

TALLY_BY_THE_SPEAKER_OR_THE_PLURAL = [
    ("I coach a squad of eleven riders.", "Three members dropped out, which leaves me with eight.", True),
    ("2025-03-01 — ATM count: 42 in the branch network.", "2025-09-12 — 12 legacy ATMs retired; 30 remain.", True),
    # the sums do not add up, someone else's, for a while, another named thing's
    ("I coach a squad of eleven riders.", "Three horses were sold, which leaves me with eight.", False),
    ("I coach a squad of eleven riders.", "Three of my neighbours moved away, which leaves me with eight.", False),
    ("I coach a squad of eleven riders.", "Three riders are away this week, which leaves me with eight.", False),
    ("2025-03-01 — ATM count: 42 in the branch network.", "2025-09-12 — 12 Diebold ATMs retired; 30 remain.", False),
]

COUNT_IN_A_PERIOD_BY_ITS_NOUN = [
    ("2025-04-02 — ferry crossings: 6 trips/day.", "2025-08-20 — only 4 trips daily from now on, low season fares.",
     True),
    ("The user feeds the lambs twice a day.", "The user now feeds the lambs 3x/day.", True),
    ("The user swims at the lido four days a week.", "The user has cut back to two swimming days a week.", True),
    # another thing counted, a window, a narrower scope, the same count, someone else's
    ("2025-04-02 — ferry crossings: 6 trips/day.", "2025-08-20 — cargo barge: 4 trips daily.", False),
    ("2025-04-02 — ferry crossings: 6 trips/day.", "2025-08-20 — only 4 trips daily this week, a hull repair.",
     False),
    ("2025-04-02 — ferry crossings: 6 trips/day.", "2025-08-20 — only 4 trips daily in the winter season.", False),
    ("2025-04-02 — ferry crossings: 6 trips/day.", "2025-08-20 — 6 trips daily, unchanged.", False),
    ("The user feeds the lambs twice a day.", "The user's cousin feeds her lambs 3x/day.", False),
]

LAST_SHIFT_AT_THE_OLDER_EMPLOYER = [
    ("2025-02-03 — started as line cook, Dockside branch, Marrow & Salt.",
     "2025-11-30 — last shift at Marrow & Salt; starting at Fennel House on Tuesday.", True),
    ("I'm a porter in the day surgery unit at St. Ives General.",
     "Sunday was my final shift at St. Ives General; I start at the Royal Marsden next week.", True),
    ("I teach the beginners' class at Łódź Climbing Centre.",
     "Thursday was my final shift at Łódź Climbing Centre; a gym in Warsaw has hired me.", True),
    ("2025-01-05 — Anaïs joined the Rue Verte Bistro as pastry chef.",
     "2025-10-18 — Anaïs's last night at Rue Verte; she opens her own bakery next month.", True),
    # a break, a shift still to come, someone else's, last night as yesterday evening, a plan
    ("I'm a porter in the day surgery unit at St. Ives General.",
     "Sunday was my final shift at St. Ives General before my holiday.", False),
    ("I'm a porter in the day surgery unit at St. Ives General.",
     "My final shift at St. Ives General this month is on Sunday.", False),
    ("I'm a porter in the day surgery unit at St. Ives General.",
     "Sunday was my deputy's final shift at St. Ives General.", False),
    ("I'm a porter in the day surgery unit at St. Ives General.",
     "Last night at St. Ives General the lifts broke down twice.", False),
    ("I teach the beginners' class at Łódź Climbing Centre.",
     "I might make Thursday my final shift at Łódź Climbing Centre.", False),
]

OLDER_THING_REPLACED = [
    ("Dive logs are kept in a paper binder on the boat.",
     "That binder has been swapped out for DiveNote, an app on the boat tablet.", True),
    ("The user checks soil moisture with a hand probe.", "The user swapped the probe for wireless Teros sensors.",
     True),
    ("The user seals jars with Kilner lids.", "The user replaced the lids with Ball two-piece caps.", True),
    ("sync tool: rsync", "rclone replaces rsync for the nightly sync", True),
    ("The user's mail server is Postfix.", "The user ripped Postfix out and put Stalwart in its place.", True),
    # a part of it, the same thing renewed, a plan, a spell, a question, someone else's
    ("The user checks soil moisture with a hand probe.", "The user swapped the probe's battery for a fresh one.",
     False),
    ("The user checks soil moisture with a hand probe.", "The user swapped the probe for a newer probe.", False),
    ("The user checks soil moisture with a hand probe.", "The user plans to swap the probe for Teros sensors.", False),
    ("The user checks soil moisture with a hand probe.",
     "The user swapped the probe for Teros sensors for the trial week.", False),
    ("sync tool: rsync", "should rclone replace rsync for the nightly sync?", False),
    ("The user checks soil moisture with a hand probe.",
     "The user's neighbour swapped her probe for wireless Teros sensors.", False),
]

MOVED_BY_ITS_OLDER_SLOT = [
    ("The pub quiz is held on Tuesday nights.", "Tuesday-night quizzes have been moved to Wednesday nights by the "
     "landlord.", True),
    ("The club's group ride leaves on Saturday mornings.", "Saturday rides were shifted to Sundays after the "
     "council closed the lane.", True),
    # one day's, another thing on that slot, a plan, a holiday spell
    ("The pub quiz is held on Tuesday nights.", "This Tuesday's quiz has been moved to Wednesday night.", False),
    ("The pub quiz is held on Tuesday nights.", "Tuesday-night darts have been moved to Wednesday nights.", False),
    ("The pub quiz is held on Tuesday nights.", "Tuesday-night quizzes might be moved to Wednesday nights.", False),
    ("The pub quiz is held on Tuesday nights.", "Tuesday-night quizzes have been moved to Wednesdays for the "
     "holidays.", False),
]

ONE_AMOUNT_IN_ITS_UNIT = [
    ("The farm's backup pump is kept with 60 litres of petrol.", "The pump's petrol store was cut to 35 litres under "
     "the new insurance terms.", True),
    ("The gym's weekly class pass is priced at 60 złoty.", "The class pass has been repriced by management at 70 "
     "złoty.", True),
    ("ferry F12 capacity: 140 pax", "F12 boats lowered to 120 pax max (new lifejacket rules)", True),
    # another or a narrower thing, a plan, a spell, an addition, the same amount
    ("The farm's backup pump holds 60 litres of petrol.", "The tractor's petrol can was cut to 35 litres.", False),
    ("The gym's weekly class pass is priced at 60 złoty.", "The junior class pass has been repriced at 45 złoty.",
     False),
    ("The farm's backup pump holds 60 litres of petrol.", "The pump's petrol can might be cut to 35 litres.", False),
    ("The farm's backup pump holds 60 litres of petrol.", "The pump's petrol can was cut to 35 litres for the week "
     "of the harvest.", False),
    ("The farm's backup pump holds 60 litres of petrol.", "The pump's petrol can was topped up by 20 litres.", False),
    ("The gym's weekly class pass is priced at 60 złoty.", "The class pass has been repriced at 60 złoty after the "
     "audit.", False),
]

EVERY_NTH_OCCASION = [
    ("The lathe chuck is cleaned after every job.", "Chuck cleaning happens every other job since the new coolant.",
     True),
    ("The darkroom trays are rinsed after each print run.", "Trays get rinsed every second print run going forward.",
     True),
    ("I stretch my hamstrings before every single run.", "Lately I only stretch every other session.", True),
    # another activity, a spell, a plan, someone else's, the older kept beside another activity's
    ("The lathe chuck is cleaned after every job.", "The lathe bed gets oiled every third job.", False),
    ("The lathe chuck is cleaned after every job.", "The chuck gets cleaned every third job this month.", False),
    ("I stretch my hamstrings before every single run.", "I might only stretch every other session.", False),
    ("I stretch my hamstrings before every single run.", "My brother stretches every other session.", False),
    ("The lathe chuck is cleaned after every job.", "The chuck is still cleaned after every job; the guard every "
     "third job.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TAKEN_UP_TO_A_VERSION)
def test_a_version_taken_up_to_is_no_bound(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TALLY_BY_THE_SPEAKER_OR_THE_PLURAL)
def test_a_tally_told_by_the_speaker_or_the_plural(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_IN_A_PERIOD_BY_ITS_NOUN)
def test_a_count_in_a_period_told_by_its_noun(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LAST_SHIFT_AT_THE_OLDER_EMPLOYER)
def test_the_last_shift_at_the_older_employer(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_THING_REPLACED)
def test_the_older_thing_replaced_by_its_own_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MOVED_BY_ITS_OLDER_SLOT)
def test_a_thing_named_by_its_older_slot_moved(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_AMOUNT_IN_ITS_UNIT)
def test_one_amount_in_its_unit_told_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EVERY_NTH_OCCASION)
def test_every_occasion_told_as_every_nth(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
