"""Names, licences, addresses, channels, owners and preferences (issue 15, round 11): each cause the round's
readers fixed, a contradiction beside the near misses that look like it. One table, read by ``decide()``
alone (no engine: the readers are what is tested, not capture's path to them).
"""

from __future__ import annotations

import pytest

from core.conflicts.rules import decide

PAIRS = [
    # The older holder named again in the newer memory's bracket: one person told two ways.
    ("The analytics warehouse is maintained by Beatriz.",
     "The analytics warehouse is maintained by Bea (Beatriz Souza).", False),
    ("The analytics warehouse is maintained by Beatriz.", "The analytics warehouse is maintained by Tomas.", True),
    ("The analytics warehouse is maintained by Beatriz.", "The analytics warehouse is maintained by Bea (Tomas left).",
     True),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_eleven_pairs(old, new, contradicts):
    assert (decide(old, new) is not None) is contradicts, decide(old, new)
