"""A newer note about a narrower thing than the older one names: one weekday's occasion, a one-off
change, or the version of another named thing. None of them is a new value for the older fact;
the same shape told of the thing itself still is."""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    ("Retro is at 3pm", "Retro moved to 4pm this Friday only", False),
    ("Retro is at 3pm", "Retro is at 4pm just this week", False),
    ("Retro is at 3pm", "Retro moved to 4pm for tomorrow", False),
    ("Retro is at 3pm", "Retro moved to 4pm", True),
    ("Retro is at 3pm", "Retro is at 4pm from next Friday", True),
])
def test_a_one_occasion_change_is_not_a_standing_one(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
