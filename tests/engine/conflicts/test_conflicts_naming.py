"""A thing's name told again with another name (issue 15, the sixth and seventh dev batches).

The name is the one word after a naming word ("called", "known as", "goes by", "shipped as",
"launched as", "under the name", a "… name:" note, "calling <thing> X"); the thing is the content
words before it. The same thing with another name is a change; so is a rename of the older name itself.
Near misses: another or narrower thing, a scope, a former name told as history, an alias or a short
form, a kin name ("orders_archive" beside "orders"), a weekday after "calls".
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # The same thing named again, or the older name renamed.
    ('The analytics service is called beacon.',
     "We've been calling the analytics service 'lumen' since the rewrite.", True),
    ('Our design system is named Quartz.', 'The design system shipped as Prism starting with 2.0.', True),
    ('queue name: jobs_v1', 'We renamed jobs_v1 to jobs_main last sprint.', True),
    ('The mobile app is called Trailhead.', "The mobile app launched as 'Waypoint' (Trailhead was taken).", True),
    ('We call the internal metrics service tally.',
     "We've been calling the metrics service 'abacus' since the rewrite.", True),
    ('CLI binary name = `qx`', 'CLI binary shipped as `quartz` from 2.1 on', True),
    ('product name: Fernhill', "product launched as 'Fernway' (trademark clash w/ Fernhill)", True),
    ('The main repo is called basecamp.', 'We renamed basecamp to homebase last week, so update remotes.', True),
    # Another or narrower thing, a scope, history, an alias, a kin name, not a name at all.
    ('The CLI is called mdx.', "The CLI's config file is called mdx.toml.", False),
    ('The staging bucket is named assets-stg.', 'The production bucket is named assets-prod.', False),
    ('Our team is called Atlas.', 'Our team was called Orion before the merge.', False),
    ('The dog is named Biscuit.', 'The dog goes by Bis for short.', False),
    ('db name: orders', 'db name: orders_archive', False),
    ('The user calls their mom every Sunday.', 'The user calls their brother every Friday.', False),
    ('The repo is called shopfront.', 'We renamed the shopfront wiki to docs-hub.', False),
    ('The API is known as Gateway.', 'The admin API is known as Console.', False),
    ('The API is known as Gateway.', 'The API is also known as GW internally.', False),
])
def test_a_things_name_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
