"""Texts an agent may send that no reader can compare (round 53's outside fuzz): a capture stores them, the upkeep
and scan pass over them, and an ordinary contradiction beside them is still found. Each failed before
core/conflicts/entry.py's ``tamed``: a 309-digit number overflowed a float (the capture refused as "a number is too
large", and every upkeep's readings and scan step failed on the stored memory), a 4,301-digit version part exceeded
Python's integer conversion (a traceback), and 4,000 "1." took 14 s of patterns backtracking over one run."""

from __future__ import annotations

import pytest

from core.conflicts.entry import DIGITS_LIMIT, NUMERIC_RUN_LIMIT, READ_LIMIT, tamed

HUGE = "9" * 309
OVER_INT_LIMIT = "9" * 4301


@pytest.mark.parametrize(("older", "newer"), [
    ("The sky is blue", f"The queue is {HUGE}"),
    ("Our production Redis is version 6", f"Postgres is now version {OVER_INT_LIMIT}.1"),
    ("Java version is 1.8.0_292", f"Postgres is now version 1.{OVER_INT_LIMIT}"),
    ("The sky is 1 GB", "1." * 3995),
    ("The sky is 1 GB", "1-2-" * 1000),
    ("The sky is 1 GB", "Timeout is now 1e999 seconds"),
], ids=["309-digits", "4301-digit-version", "4301-digit-part", "1.-x3995", "1-2-x1000", "1e999"])
def test_a_text_no_reader_can_compare_is_stored_and_upkeep_and_scan_pass_over_it(engine, clock, older, newer):
    [old] = engine.memories.import_promoted([{"content": older, "kind": "note"}])
    clock.advance(hours=1)
    stored = engine.memories.remember(newer, kind="note")
    assert engine.memories.get(stored.id).content == newer  # stored as sent, whole
    engine.memories.promote([stored.id])
    clock.advance(hours=1)
    run = engine.agents.run_upkeep()
    assert run.ok and all(step["status"] in ("ok", "skipped") for step in run.steps.values()), run.steps
    engine.conflicts.scan(limit=10)
    assert old.id > 0


def test_a_contradiction_told_with_a_huge_number_is_still_found(engine, clock):
    [old] = engine.memories.import_promoted([{"content": f"The queue holds at most {HUGE} messages", "kind": "infra"}])
    clock.advance(hours=1)
    result = engine.memories.remember("The queue holds at most 5 messages", kind="infra")
    assert result.would_supersede == [old.id]


@pytest.mark.parametrize("newer", ["The billing service listens on port (8443",
                                   "((((The billing service listens on port 8443",
                                   "The billing service listens on port [[[[[{{{{8443"])
def test_a_value_behind_brackets_nothing_closes_is_still_compared(engine, clock, newer):
    [old] = engine.memories.import_promoted([{"content": "The billing service listens on port 8080", "kind": "infra"}])
    clock.advance(hours=1)
    assert engine.memories.remember(newer, kind="infra").would_supersede == [old.id]


def test_tamed_leaves_ordinary_text_alone_and_cuts_what_no_reader_compares():
    ordinary = "Standup moved from 9:30 to 10:00 on 2026-01-05; port 8080 → 8443 (was 80), v1.2.3, +44 20 7946 0958"
    assert tamed(ordinary) == ordinary
    assert tamed("Linear now (Jira is gone") == "Linear now Jira is gone"
    assert tamed(f"The queue is {HUGE}") == "The queue is " + "9" * DIGITS_LIMIT
    assert len(tamed("1." * 3995)) == NUMERIC_RUN_LIMIT
    long_prose = "word " * 2000
    assert len(tamed(long_prose)) <= READ_LIMIT and long_prose.startswith(tamed(long_prose))
