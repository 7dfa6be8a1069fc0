"""A number shaped like a date that no calendar has ("2026-13-05", "14/2026", "2025-02-30") is not a date.

An agent writes whatever it writes: a version, a ticket number or a typo can look like a date.
Capture must read such a memory as text with no moment — never fail the agent's ``remember`` call.
(A blind-written pair in round 16 crashed capture with ``ValueError: month must be in 1..12``.)
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.conflicts.clauses import text_moment
from core.conflicts.rules import decide
from core.conflicts.statement import read

IMPOSSIBLE = ("2026-13-05", "2026-00-10", "2025-02-30", "2026-12-32", "14/2026", "00/2026", "0000-01-01")


@pytest.mark.parametrize("stamp", IMPOSSIBLE)
def test_an_impossible_date_opening_a_note_gives_no_moment(stamp):
    assert text_moment(f"{stamp} — standup moved to 10:30") is None
    assert read(f"{stamp}: standup moved to 10:30").moment is None


@pytest.mark.parametrize("stamp", IMPOSSIBLE)
def test_a_memory_opening_with_an_impossible_date_is_captured_and_compared(engine, stamp):
    older = engine.memories.remember("Standup is at 9:30 every weekday.")
    engine.memories.promote([older.id])
    newer = engine.memories.remember(f"{stamp} — standup moved to 10:30 (was 9:30).")
    with engine.store.snapshot():
        assert engine.store.memories.get(newer.id).content.startswith(stamp)


def test_a_real_date_still_gives_its_moment():
    assert str(text_moment("2026-03-14 — standup moved to 10:30")) == "2026-03-14"
    assert str(read("2026-03-14: standup moved to 10:30").moment) == "2026-03-14"


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 9999), st.integers(0, 99), st.integers(0, 99),
       st.sampled_from(["{y:04d}-{m:02d}-{d:02d} — ", "{y:04d}-{m:02d}: ", "{m}/{y:04d}: ", "As of {y:04d}-{m:02d} — ",
                        "Since {y:04d}-{m:02d}-{d:02d}, "]))
def test_any_date_shaped_opening_reads_without_raising(year, month, day, shape):
    text = shape.format(y=year, m=month, d=day) + "the deploy target is fly.io"
    read(text)
    text_moment(text)
    decide("The deploy target is Heroku.", text)
    decide(text, "The deploy target is Render now.")
    moment = text_moment(text)
    assert moment is None or 1 <= moment.month <= 12
