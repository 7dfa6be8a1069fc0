"""The older value said gone and another named (issue 15, round 9): the older value named by a shorter form
(a host's first label, a camel-cased name's capitals), a mail address's local part ("help@"), the newer value
written like the older one (a path, a hyphenated identifier) or after a naming word, and more words that
say a value went ("frozen", "closed", "no longer"). Each with the near misses beside it; every pair goes
through the engine."""

from __future__ import annotations

import pytest

from core.conflicts.displaced import displaced_change
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    ("support inbox: help@", "support: Zendesk portal only; help@ inbox closed", True),
    ("support inbox: help@", "support: Zendesk portal too; help@ inbox still open", False),
    ("registry: quay.io/acme", "images pushed to registry.gitlab.com/acme, quay retired", True),
    ("registry: quay.io/acme", "quay outage yesterday, images pushed to registry.gitlab.com/acme for a day", False),
    ("staging namespace: web-stg", "ns web-stg gone; staging lives in web-staging", True),
    ("hotfix branch: hotfix/2025.x", "hotfix branch now hot/next; hotfix/2025.x frozen", True),
    ("The user's deploy branch is deploy/2025.", "The user deploys from a branch called live now; deploy/2025 "
     "was deleted.", True),
    ("The user's deploy branch is deploy/2025.", "The user deleted a branch called live; deploy/2025 is still the "
     "deploy branch.", False),
    ("alerting: OpsGenie", "alerting: incident.io for staging, OG for prod", False),
])
def test_the_older_value_said_gone_in_other_words(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_shorter_forms_of_the_older_value():
    assert displaced_change("alerting: OpsGenie", "alerting: Grafana OnCall now, OG contract ended") is not None
    assert displaced_change("registry: quay.io/acme", "images on registry.gitlab.com/acme, quay retired") \
        is not None
    assert displaced_change("registry: quay.io/acme", "images on registry.gitlab.com/acme, quay kept") is None
