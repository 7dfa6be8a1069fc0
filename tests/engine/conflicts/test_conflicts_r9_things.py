"""Names, licences, addresses, channels, owners and preferences (issue 15, round 9): two memories that open
with two different things are two facts, whatever attribute they share. Each group holds the near misses a
crowded store showed and the contradictions beside them. Every pair goes through the engine: the older
memory captured and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from core.conflicts.frames import subject_words
from core.conflicts.statement import read
from core.conflicts.two_subjects import two_subjects
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # A sentence that tells the past first keeps its thing out of the key: the subject still says which.
    ("The illustrations are released under CC BY 4.0.",
     "The worker was previously BSD before being moved to MPL-2.0 in 2024.", False),
    ("The worker is BSD licensed.", "The worker was previously BSD before being moved to MPL-2.0 in 2024.", True),
    # "The nightly job": how often it runs is said before which thing it is, and the job is not a service.
    ("The nightly job is named dump-orders.", "The user's search service was rebranded to 'finder' in the last "
     "sprint.", False),
    ("The weekly job is called tidy-tmp.", "Sep 2 — img-crop renamed to media-crop in the registry", False),
    ("The search service is named seeker.", "The user's search service was rebranded to 'finder' in the last "
     "sprint.", True),
    ("The nightly export job is named dump-orders.", "The nightly export job was renamed to 'export-orders'.",
     True),
    # A denial of the older value said of another thing.
    ("dep left-pad: MIT", "Looked at the bundled tokenizer's LICENSE: it's Apache-2.0, not MIT.", False),
    ("The bundled tokenizer is MIT.", "Looked at the bundled tokenizer's LICENSE: it's Apache-2.0, not MIT.", True),
    # An attribute alone names no thing: a bare licence note may be any thing's, so the readers decide.
    ("license: MIT", "The plugin has been relicensed under Apache-2.0.", True),
    # A subject told by a word that extends the other's, or by a value that opens the sentence.
    ("The API is rate-limited to 60 requests per minute.", "The rate limit has been raised to 120 requests per "
     "minute.", True),
    ("Aug 22 — deploy questions go to #ask-infra", "Sep 30 — #ask-infra archived; use the infra help desk form",
     True),
])
def test_two_subjects_are_two_things(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_the_subject_reading_behind_it():
    assert subject_words("The nightly job is named dump-orders.") == ("job",)
    assert two_subjects(read("The icons are licensed CC BY 3.0."),
                        read("The SDK was previously MIT before being moved to Apache 2.0."))
    assert not two_subjects(read("licence: MIT"), read("The SDK was relicensed under Apache 2.0."))
    assert not two_subjects(read("We license the SDK under MIT."), read("The SDK is Apache 2.0 now."))
