"""One typed value told anew (round 32, rules32a: holdout-v31, dev31-q, dev31-p, dev32-p), each read by structure,
beside near misses of the same shape that must stay quiet:

- a change told with the event it came before or after ("flashed … to 5.2 before the harbour trials", "raised to
  1.8 after the vendor's patch"), "flashed" a verb of changing a version and "the trials" an event, not a try-out,
  :mod:`core.conflicts.when_changed`; not a state of back then dated by the event ("back in 2021, before the
  rebuild"), another device, a plan;

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

CHANGED_AROUND_AN_EVENT = [
    ("The survey drone's autopilot runs firmware 5.1.", "We flashed the survey drone to firmware 5.2 before the "
     "harbour trials.", True),
    ("The kiln controller is on firmware 1.4.", "The kiln controller was flashed to firmware 1.6 after the power cut.",
     True),
    ("Our inventory service is pinned to Django 4.1.", "The inventory service was bumped to Django 4.2 ahead of the "
     "audit.", True),
    ("The survey drone's autopilot runs firmware 5.1.", "Back in 2021 the survey drone ran firmware 4.8, before the "
     "rebuild.", False),
    ("The kiln controller is on firmware 1.4.", "The glaze mixer was flashed to firmware 1.6 after the power cut.",
     False),
    ("The kiln controller is on firmware 1.4.", "We might flash the kiln controller to firmware 1.6 after the "
     "inspection.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANGED_AROUND_AN_EVENT)
def test_a_change_told_with_the_event_it_came_before_or_after(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
