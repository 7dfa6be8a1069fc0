"""One thing held by another party, read from who stands beside it (issue 15, the sixth dev batch).

The older owner comes from the ownership reader; the newer text is read by value type: a party (a
name, a group) in a clause with the older thing's words, with a verb of holding or handing over or
none, and the older owner gone or told reduced ("I just review the odd change"); or the older owner
denied the thing outright ("has no involvement … anymore"). Near misses: another thing, another
action on it (reviewed, audited, hosted), the older owner still there, a partial denial ("alone").
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # Another party holds the same thing, the older owner gone or reduced; or the older owner denied it.
    ('I own the deploy pipeline.',
     'Tomasz has had the deploy pipeline since the reorg; I just review the odd change.', True),
    ('The search service is maintained by Ines.',
     'Search service upkeep has been passed to Oren since Ines moved to mobile.', True),
    ('Release tooling maintained by Bashir', 'Bashir has no involvement in release tooling anymore.', True),
    ('The billing API is owned by the Ledger squad.',
     "The billing API was folded into the Core Platform team's area after the reorg.", True),
    # Another thing, another action on it, the older owner kept, a partial denial.
    ('I own the deploy pipeline.', 'Tomasz reviews deploy pipeline changes on Fridays.', False),
    ('I own the deploy pipeline.', 'Tomasz is pairing with me on the deploy pipeline this month.', False),
    ('The search service is maintained by Ines.', 'The search dashboard is maintained by Oren.', False),
    ('The search service is maintained by Ines.', 'The search service was audited by Oren last week.', False),
    ('The search service is maintained by Ines.', 'The search service is hosted on Render.', False),
    ('Release tooling maintained by Bashir', "Bashir doesn't maintain release tooling alone; Ada helps.", False),
    ('The billing API is owned by the Ledger squad.', 'The billing API docs were handed to the Docs team.', False),
    ("I'm responsible for the iOS app.", 'Priya is responsible for the Android app.', False),
])
def test_one_thing_held_by_another_party(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
