"""One person's home or job is not another's (core/conflicts/holders.py).

In a store that keeps facts about several people the readers compared a home or a job by its
family alone: "Mateo was relocated to Barcelona last quarter." proposed to retire "I live in Oslo.".
The crowded bench (bench/contradictions_crowded.py: every pair's older memory in one namespace) found
hundreds of these. Each near miss below has a true contradiction of the same shape that still fires.
"""

from __future__ import annotations

import pytest

from core.conflicts.holders import different_people, holder


def promoted(engine, text: str) -> int:
    memory_id = engine.memories.remember(text).id
    engine.memories.promote([memory_id])
    return memory_id


@pytest.mark.parametrize("old, someone_else, the_same_holder, reason", [
    ("I live in Oslo.", "Mateo was relocated to Barcelona last quarter.",
     "I was relocated to Barcelona last quarter.", "same attribute (home), Oslo → Barcelona"),
    ("2025-06: Noor lives in Amman.", "The user now lives in York.", "2026-01: Noor moved to Irbid.",
     "same attribute (Noor home), Amman → Irbid"),
    ("Noor works for Deloitte.", "Jonah has been hired by Globex.", "Noor has been hired by Globex.",
     "same attribute (Noor job), Deloitte → Globex"),
    ("I work at Datadog as an SRE.", "2026-01: Sam joined Stripe", "2026-01: I joined Stripe",
     "same attribute (job), Datadog → Stripe"),
])
def test_another_persons_home_or_job_files_nothing_and_the_same_holders_still_does(
        engine, clock, old, someone_else, the_same_holder, reason):
    old_id = promoted(engine, old)
    clock.advance(hours=1)
    assert engine.memories.remember(someone_else).would_supersede == []
    clock.advance(hours=1)
    result = engine.memories.remember(the_same_holder)
    assert result.would_supersede == [old_id]
    (proposal,) = [p for p in engine.store.proposals.for_memory(result.id) if p.target_id == old_id]
    assert proposal.reason == reason


@pytest.mark.parametrize("text, expected", [
    ("I live in Oslo.", "self"),
    ("We've just moved into a house in Bath.", "self"),
    ("The user's home base is Porto.", "self"),
    ("Mateo was relocated to Barcelona last quarter.", "mateo"),
    ("Jan 2025 — Luis lives in Quito.", "luis"),
    ("Dana's at Shopify these days", "dana"),
    ("Dana left Stripe and told me she is at Shopify", "dana"),  # the person it opens with, not the teller
    ("Max concurrent jobs: 4", None),                        # a capital, not a person
    ("Just signed a lease in Porto", None),
    ("Just got the keys to a flat in Grenoble, so I'm living there from now on.", "self"),  # "Just" is no name
    ("Postgres is 15", None),                                # a tool
    ("loc: Perth (AU)", None),
])
def test_the_holder_is_the_user_a_person_the_text_opens_with_or_nobody(text, expected):
    assert holder(text) == expected


def test_a_place_given_as_the_value_is_not_a_holder():
    # "Warsaw is listed …" opens like "Mateo is employed …"; the reason names Warsaw as the old home.
    assert holder("Warsaw is listed as the user's city of residence.") == "warsaw"
    assert not different_people("Warsaw is listed as the user's city of residence.",
                                "The user's residence has since been changed to Kraków.",
                                "same holder's home, Warsaw → Kraków")
    # Only homes and jobs are told apart by holder: a port or a version is not a person's.
    assert not different_people("Mateo's service listens on port 80", "The user moved it to port 81",
                                "same attribute (port), 80 → 81")
