"""Round 48's outside check, as a hostile agent sent them: times a store could not read back, a secret in an
amend's reason, one external id twice in a batch."""

from __future__ import annotations

import pytest

from core import ValidationError
from core.clock import format_time, parse_time


def test_an_event_time_before_the_year_1000_is_kept_padded_and_recall_still_reads_the_store(engine):
    result = engine.memories.remember("the pnpm cache for the monorepo lives on the ci runner", kind="project",
                                      event_time="0999-05-05")
    memory = engine.memories.get(result.id)
    assert memory.event_time == "0999-05-05T00:00:00.000000Z"
    engine.memories.promote([result.id])
    hits = engine.retrieval.recall("pnpm cache")
    assert [hit.memory.id for hit in hits] == [result.id]


def test_a_year_written_unpadded_by_an_older_store_reads_as_that_year():
    assert format_time(parse_time("999-05-05T00:00:00.000000Z")) == "0999-05-05T00:00:00.000000Z"


@pytest.mark.parametrize("moment", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00"])
def test_a_time_that_leaves_the_calendar_in_utc_is_refused_with_what_to_send(engine, moment):
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("the release branch is cut on mondays", kind="project", event_time=moment)
    assert info.value.code == "invalid_time"
    assert "between 0001-01-02 and 9999-12-30" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0
