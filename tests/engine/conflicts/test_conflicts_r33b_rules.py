"""Misses and false alarms of fresh hands (round 33, rules33b: holdout-v32, dev32-q, dev33-p, dev32-p, holdout-v31,
dev31-q) in residence, employer and role, and schedule.

- a weekly thing's slot told anew with its change said in words the day and clock readers left aside: the older day
  said over in a clause of its own ("Tuesdays are off-limits"), a lasting start after the slot ("from the spring term
  onward", "these days"), whose wish moved it ("at the landlord's request") (:func:`.clock_swap.slot_retold`); a
  weekday no modifier of the part of the day beside it, a possessor named again in other words ("the library's
  triage" / "triage for my library");
- a place's opening or closing time told anew, the place left unnamed ("Sunday doors open at 10 from this month",
  "weekday closing was pushed back to 18:30") (:func:`.opening_hours.opening_change`); the other end of the day or
  the other part of the week kept apart whatever reader matched the times (:func:`.opening_hours.other_end_of_day`);
- a dated thing moved to a month told with its part in one word ("pulled forward to mid-January")
  (:func:`.clock_swap.date_change`);
- a title of a trade told anew at the same employer ("finished her indenture", "internship ended", "handed in my
  notice", "was named", "title now") (:mod:`.role_swap`, :data:`.named_values.TRADE_HEADS`);
- a home told by where one commutes in from, a lease signed on a place, the older street's keys going back
  (:mod:`.residence`, :mod:`.home_swap`);
- quiet: someone's assistant or apprentice by name ("the user's assistant Morag lives …"), one town told inside its
  region ("harbour town of Whitby"), a borough by its county's name ("New York County"), a plan with "nothing
  decided" (:mod:`.home_swap`, :mod:`.residence`, :mod:`.place_within`, :mod:`.not_standing`).

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

SLOT_RETOLD = [
    ("I water the allotment beds on Tuesday evenings.",
     "Allotment bed watering for my plot happens Friday evenings; Tuesdays are off-limits.", True),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals run on Wednesday nights from the spring term onward.", True),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals run on Wednesday nights these days.", True),
    ("I water the allotment beds on Tuesday evenings.",
     "Greenhouse watering happens Friday evenings; Tuesdays are off-limits.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "Maeve's choir rehearsals run on Wednesday nights from the spring term onward.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "The youth choir rehearsals run on Wednesday nights from the spring term onward.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals run on Wednesday night this week only; Mondays are off.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals might run on Wednesday nights from the spring term onward.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals also run on Wednesday nights these days.", False),
    ("The user runs choir rehearsals on Monday nights.",
     "The user's choir rehearsals run on Wednesday nights these days and on Monday nights as before.", False),
]

OPENING_TIME = [
    ("We open the pottery café to walk-ins at 11 on Sundays.",
     "Sunday doors open at 10 from this month, to catch the brunch trade.", True),
    ("I open the repair shop at 9 on Saturdays.",
     "From next month Saturday hours start at 8, so early callers are served.", True),
    ("I open the repair shop at 9 on Saturdays.",
     "From next month the bakery next door opens at 8 on Saturdays.", False),
    ("I open the repair shop at 9 on Saturdays.",
     "From next month Sunday hours start at 10.", False),
    ("I open the repair shop at 9 on Saturdays.",
     "Doors open at 8 tomorrow only for the stock take.", False),
    ("I open the repair shop at 9 on Saturdays.",
     "From next month the repair shop opens at 8 on Saturdays for trade customers.", False),
    ("The museum shop closes at 17:00 on weekdays.",
     "The curator said weekday closing was pushed back to 18:30 once the summer exhibition opened.", True),
    ("The museum shop closes at 17:00 on weekdays.",
     "The curator said weekend closing was pushed back to 18:30 for good.", False),
    ("The museum shop closes at 17:00 on weekdays.",
     "The museum shop now opens at 09:30 on weekdays.", False),
    ("The museum shop closes at 17:00 on weekdays.",
     "Weekday closing was pushed back to 18:30 today only, for the late view.", False),
    ("The climbing wall opens at 7 on weekdays.",
     "The climbing wall now closes at 10 on weekdays.", False),
]

ROLE_AT_SAME_EMPLOYER = [
    ("Tamsin was taken on by the Harbour Rope Works as an apprentice.",
     "Tamsin was named journeyman rigger at Harbour Rope Works after finishing her indenture.", True),
    ("The user is a lab intern at Brightwater Optics.",
     "The user's internship ended and Brightwater hired them full-time as a test technician.", True),
    ("I'm the early-shift parcel picker at the Dunmore depot.",
     "Got promoted last week: I run the depot floor as shift leader.", True),
    ("role: NDT inspector @ Harland Yards",
     "title now quality planner, still Harland Yards", True),
    ("I'm a junior baker at Crumb Street Bakery, mostly laminating dough.",
     "Handed in my notice at Crumb Street; from Monday I'm pastry lead at the Old Mill hotel.", True),
    ("Tamsin was taken on by the Harbour Rope Works as an apprentice.",
     "Tamsin's brother was named journeyman rigger at Harbour Rope Works.", False),
    ("The user is a lab intern at Brightwater Optics.",
     "The user's internship ends in May, and Brightwater might hire them as a test technician.", False),
    ("I'm a journeyman printer at Leadline Press.",
     "Leadline Press hired a second journeyman printer this spring.", False),
    ("I'm a picker at the Dunmore depot.",
     "I'm a night-shift picker at the Dunmore depot.", False),
    ("I'm a product manager at Vela Freight.",
     "I switched to using a paper notebook as my planner now.", False),
    ("I'm a ward nurse at St Brigid's.",
     "I was named employee of the month at St Brigid's.", False),
    ("I'm a school teacher in Hexham.",
     "I'm a 3D printer enthusiast now, mostly making chess sets.", False),
    ("I'm a deckhand at Tern Ferries.",
     "I got made skipper at Tern Ferries once my tickets came through.", True),
    ("I'm a deckhand at Tern Ferries.",
     "My brother got made skipper at Tern Ferries.", False),
    ("I'm a deckhand at Tern Ferries.",
     "I got made welcome at Tern Ferries by the whole crew.", False),
    ("I'm a bookkeeper at Fletcher Porter Ltd.",
     "I'm a bookkeeper at Fletcher Porter Ltd now, mostly payroll.", False),
    ("The user is a lecturer at the Royal Conservatoire.",
     "The user's doctoral student Eilidh just got hired by Opera North as a stage manager.", False),
]

HOME_TOLD_ANEW = [
    ("I live in Kirkwall, near the cathedral.",
     "Since the autumn I've been commuting in from Stromness, where we bought a cottage.", True),
    ("I rent a room above the bakery on Bridge Street in Tenby.",
     "Signed the lease on a flat in Pembroke last month; the Bridge Street keys go back on Monday.", True),
    ("I live in Kirkwall, near the cathedral.",
     "My colleague has been commuting in from Stromness since the autumn.", False),
    ("I live in Kirkwall, near the cathedral.",
     "Since the autumn I've been commuting out to Stromness for the dig.", False),
    ("I live in Kirkwall, near the cathedral.",
     "Signed the lease on a flat in Stromness for my son, who starts college there.", False),
    ("I live in Kirkwall, near the cathedral.",
     "The survey has been moved to Thursdays.", False),
    ("The user lives in Oban, by the ferry pier.",
     "The user's assistant Morag lives up the glen in Taynuilt.", False),
    ("home: Whitby, North Yorkshire",
     "location: North Yorkshire harbour town of Whitby, by the abbey steps", False),
    ("residence: Manhattan (per lease)",
     "user lives in New York County, confirmed by the landlord", False),
]

DATE_BY_MONTH_PART = [
    ("The orchard's winter pruning is planned for the first week of February.",
     "The orchard's winter pruning has been pulled forward to mid-January after the mild spell.", True),
    ("The orchard's winter pruning is planned for the first week of February.",
     "The vineyard's pruning has been pulled forward to mid-January after the mild spell.", False),
    ("The orchard's winter pruning is planned for the first week of February.",
     "The orchard's winter pruning may be pulled forward to mid-January if the mild spell holds.", False),
    ("The orchard's winter pruning is planned for the first week of February.",
     "The orchard's winter pruning has been moved to mid-February, same month as planned.", False),
]

NOT_DECIDED = [
    ("The user bakes sourdough on Saturday mornings.",
     "The user is weighing baking on Sundays instead; nothing decided yet.", False),
    ("The user bakes sourdough on Saturday mornings.",
     "The user bakes sourdough on Sunday mornings now.", True),
]

TABLES = {
    "slot": SLOT_RETOLD,
    "opening": OPENING_TIME,
    "role": ROLE_AT_SAME_EMPLOYER,
    "home": HOME_TOLD_ANEW,
    "month-part": DATE_BY_MONTH_PART,
    "undecided": NOT_DECIDED,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_slot_role_or_home_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                           contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_one_slot_moved_through_the_store(engine, clock) -> None:
    old, new, contradicts = SLOT_RETOLD[0]
    check(engine, clock, old, new, "note", contradicts)
