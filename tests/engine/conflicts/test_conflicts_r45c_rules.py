"""Changes told in other words (round 44, rules45c: misses of the rules on the twenty-four train44 hands and of the
whole detector on holdout-v44 and dev44-q, in tool, schedule, quantity and frequency), each beside a near miss of the
same shape that must stay quiet:

- a use handed to another tool: told in the passive ("handled by a newly bought …", "captured by …", "taken over by
  …"), a note's "use: Tool" as the older tool, a tool kept by hand ("in a spreadsheet", "on paper"), a list noun
  before a passive put in a tool ("bugs are tracked in …"), "does all rota planning on …" an activity, not a plan
  (:mod:`core.conflicts.use_taken_over`, :mod:`core.conflicts.clause_kinds`); not another use;
- a clock time told again of one act in other words ("opened" / "unlocked", "stand-up" / "huddle")
  (:mod:`core.conflicts.clock_swap`); not another thing or team;
- a count up by so many ("two more nurses joined"), the older count plus that many
  (:mod:`core.conflicts.implied_count`); not another or a narrower noun, nor for a while; what is left after some of
  the things were taken away ("two windows boarded up, only 3 left", :mod:`core.conflicts.remainder`), not what is
  left of an allowance;
- a rate let go and told anew: "after every batch" the rate's own event, "the four-hour audit cycle" a rate before its
  slot noun, weekdays after a change's "to", "only on the first Thursday of each month" which day, not a narrower use
  (:mod:`core.conflicts.rate_retold`, :mod:`core.conflicts.rates`, :mod:`core.conflicts.narrower_use`); not another
  activity, not one dated occasion.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

USE_HANDED_TO_ANOTHER_TOOL = [
    ("Soil samples are logged in a spreadsheet by the field tech.",
     "Soil-sample logging has been taken over by the Fulcrum app.", True),
    ("Soil samples are logged in a spreadsheet by the field tech.",
     "Soil-sample photos have been taken over by the Fulcrum app.", False),
    ("Weld inspections are done with an Olympus probe.",
     "Weld inspection is handled by a newly bought Sonatest unit.", True),
    ("Weld inspections are done with an Olympus probe.",
     "Pipe inspection is handled by a newly bought Sonatest unit.", False),
    ("2025-01-10 — lab inventory tracking: Quartzy.", "2025-06-02 — Benchling takes over inventory tracking.", True),
    ("2025-01-10 — lab inventory tracking: Quartzy.", "2025-06-02 — Benchling takes over sample tracking.", False),
    ("Visitor sign-ins are kept on paper sheets at reception.",
     "Visitor sign-ins are captured by the Envoy kiosk these days.", True),
    ("Visitor sign-ins are kept on paper sheets at reception.",
     "Parcel deliveries are captured by the Envoy kiosk at reception.", False),
    ("Field bugs are tracked in Trello.", "Field bugs are being filed in YouTrack since the spring.", True),
    ("Field bugs are tracked in Trello.", "Field bugs are discussed in Slack.", False),
    ("The user plans the weekly rota in a paper notebook.",
     "The user does all rota planning on a Notion board these days.", True),
    ("The user plans the weekly rota in a paper notebook.",
     "The user is planning on a Notion board for the rota.", False),
]

ONE_ACT_AT_ANOTHER_TIME = [
    ("The library is opened at 9:00 by the caretaker.", "Since March the library has been unlocked at 9:30.", True),
    ("I open the bakery at 7:00 every morning.", "From this week I don't unlock the flower stall until 7:45.", False),
    ("planning desk stand-up: 09:30 daily", "huddle pushed earlier, 09:00 daily", True),
    ("design team stand-up: 10:00 daily", "support team huddle moved later, 10:30 daily", False),
]

COUNT_UP_BY_SO_MANY = [
    ("The clinic's night desk is staffed by four nurses.",
     "The user said three more nurses joined the night desk.", True),
    ("The clinic's night desk is staffed by four nurses.",
     "The user said three more porters joined the night desk.", False),
    ("The clinic's night desk is staffed by four nurses.",
     "Two extra nurses joined the night desk this week for the flu surge.", False),
    ("I run a kitchen of six cooks.", "I hired two more cooks after the review.", True),
    ("I run a kitchen of six cooks.", "I hired two more pastry cooks after the review.", False),
    # what is left after some of the things were taken away is the new count, not a remainder of an allowance
    ("2025-05-02 — ticket office: 5 windows.", "2025-11-20 — two windows boarded up, only 3 left.", True),
    ("The user gets 25 vacation days per year.", "The user has 5 days used, 20 left this year.", False),
]

RATE_LET_GO_AND_TOLD_ANEW = [
    ("The press rollers are wiped after every batch.",
     "Per-batch roller wiping was abandoned; the rollers are wiped once a shift.", True),
    ("The press rollers are wiped after every batch.",
     "Per-batch ink mixing was abandoned; the inks are mixed once a shift.", False),
    ("Shelf labels are audited every four hours by the night team.",
     "The four-hour audit cycle was scrapped; labels are checked once per shift.", True),
    ("Shelf labels are audited every four hours by the night team.",
     "The four-hour courier cycle was scrapped; parcels are collected once per shift.", False),
    ("I restock the drinks fridge every morning before opening.",
     "I've cut drinks-fridge restocks back to Mondays and Thursdays.", True),
    ("I restock the drinks fridge every morning before opening.",
     "I've moved the cleaner's visits to Mondays and Thursdays.", False),
    ("2025-03-01 — choir practice: every Thursday, church hall.",
     "2025-09-10 — choir practice only on the first Thursday of each month.", True),
    ("2025-03-01 — choir practice: every Thursday, church hall.",
     "2025-09-10 — choir practice only on the first Thursday of March, for the spring concert.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), USE_HANDED_TO_ANOTHER_TOOL)
def test_a_use_handed_to_another_tool_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_ACT_AT_ANOTHER_TIME)
def test_one_act_told_in_other_words_at_another_time_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_UP_BY_SO_MANY)
def test_a_count_up_by_so_many_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RATE_LET_GO_AND_TOLD_ANEW)
def test_a_rate_let_go_and_told_anew_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
