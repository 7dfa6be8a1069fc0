"""Single slots told again in wording nobody tuned on (issue 15, round 7): addresses, licences, channels,
owners, names and preferences, each with the contradictions it must catch and the near misses that name a
value of the same type without replacing the older one. Every pair goes through the engine: the older
memory captured and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing's address told again: a storage URL's scheme is not a word of the thing, a verb of moving
    # stands where a verb of serving stood, a bare number after "binds to" is a port when a port stood
    # there, the reason given after the value is not part of the thing, a generic thing named alone.
    ("Nightly dumps go to s3://ops-dumps/nightly.", "Nightly dumps go to gs://ops-archive/nightly since the "
     "cloud switch.", True),
    ("The status page is served at /status.", "The status page was moved to /health-board after the redesign.",
     True),
    ("The preview server listens on port 4000.", "The preview server binds to 4173 because Vite picks it.", True),
    ("Our docs live at docs.kettle.dev.", "We serve the docs from kettle.dev/docs now; the old subdomain "
     "redirects.", True),
    ("The user's build cache environment is at cache.forge.dev.", "User says build cache is at "
     "cache2.forge.dev these days.", True),
    ("grafana: :3000", "grafana → :3300 (3000 taken by the api)", True),
    # Not one thing's address replaced: a note of a key beside the same path, another thing named before it,
    # a scope added, the older value kept, a year after "since", a count after a preposition.
    ("build output dir: /srv/out", "build output dir /srv/out — nearly full, prune it", False),
    ("Our Kibana is at kibana.local:5601.", "Our Jaeger is at jaeger.local:16686.", False),
    ("The API is served from api.kettle.dev.", "The API docs are served from docs.kettle.dev.", False),
    ("The preview server listens on port 4000.", "The preview server has run on port 4000 since 2023.", False),
    ("The preview server listens on port 4000.", "The preview server restarts on 3 failed health checks.",
     False),
    ("Nightly dumps go to s3://ops-dumps/nightly.", "Weekly dumps go to s3://ops-dumps/weekly.", False),
    ("The status page is served at /status.", "The status page (staging) is served at /status-staging.", False),
])
def test_one_things_address_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
