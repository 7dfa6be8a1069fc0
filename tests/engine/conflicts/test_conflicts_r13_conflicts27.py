"""Names, licences, addresses, channels, owners and preferences (issue 15, round 13): each cause the round's
readers fixed, a contradiction beside the near misses that look like it. One table, read as capture
reads the two texts (``check_decided``: the rules and the one-person check, no engine).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # A possessive before the holder's noun names another holder: the user's coworker is not the user.
    ("The user prefers pytest.", "The user's coworker prefers unittest.", False),
    ("I prefer tabs.", "My flatmate prefers spaces.", False),
    ("The user prefers pytest.", "The user prefers unittest now.", True),
    ("Dark mode is preferred by the user.", "Light mode is preferred by the user's team.", False),
    ("Dark mode is preferred by the user.", "Light mode is preferred by the user now.", True),
    # A compound with one part a value of a closed set is that value; a scope over all of a thing narrows nothing.
    ("The user prefers squash merges.", "User asked for rebase-and-merge on all PRs from here on.", True),
    ("Squash merges are preferred by the user.", "Rebase-and-merge is what the user wants for all PRs.", True),
    ("The user prefers squash merges.", "User asked for rebase-and-merge on docs PRs.", False),
    ("The user prefers squash merges.", "User's teammate asked for rebase-and-merge on all PRs.", False),
    ("I want the linter to run on every save.", "Don't bother running the linter on save anymore, it lags.", True),
    # A licence's thing is the subject of the licence's own clause, not a reason or a time told before it.
    ("We license the SDK under GPLv3.", "Legal signed off, so the SDK is LGPL from here on.", True),
    ("We license the SDK under GPLv3.", "Legal signed off, so the docs are CC BY from here on.", False),
    ("The engine is distributed under the Business Source License.",
     "After the change date passed, the engine was converted to Apache 2.0.", True),
    ("The engine is distributed under the Business Source License.",
     "After the change date passed, the CLI was converted to Apache 2.0.", False),
    # A past word before the new licence makes it the one left, unless a destination follows ("was converted to").
    ("The template repo is licensed under the Unlicense.",
     "A copyleft licence (GPL-2.0) was applied to the template repo during the March cleanup.", True),
    ("The template repo is licensed under the Unlicense.", "The template repo was GPL-2.0 before the cleanup.", False),
    # "too" right after a verb of change adds a thing to the change, not a licence beside the old one.
    ("I release my libraries under MIT.", "Everything I publish is Apache-2.0 now, old libs relicensed too.", True),
    ("I release my libraries under MIT.", "My libraries are also available under Apache-2.0.", False),
    # "dual" is licence wording, not a thing.
    ("2025-02-03: parquetkit licensed LGPL-3.0", "2025-10-10: parquetkit now dual MIT/Apache", True),
    ("2025-02-03: parquetkit licensed LGPL-3.0", "2025-10-10: arrowkit now dual MIT/Apache", False),
    # What a licence asks ("requires attribution") is its wording, not the thing.
    ("The game assets are released as CC0.", "Reusing the assets now requires attribution under CC BY 4.0.", True),
    ("The game assets are released as CC0.", "Reusing the docs now requires attribution under CC BY 4.0.", False),
    # The older value said gone by "the old one" (a key word shared) or by a short form, a new value beside it.
    ("The primary bucket is named acme-assets-prod.",
     "Assets were moved to a bucket called media-prod-eu, and the old one was deleted.", True),
    ("2024-06-06 — S3 bucket: acme-logs",
     "2024-09-14 — logs bucket recreated as acme-observability-logs, old one deleted", True),
    ("The staging bucket is named acme-assets-stg.",
     "Prod assets were moved to a bucket called media-prod-eu, and the old one was deleted.", False),
    ("The primary bucket is named acme-assets-prod.",
     "The team moved to a Slack channel called #assets, and the old one was archived.", False),
    ("The primary bucket is named acme-assets-prod.",
     "A second bucket called media-prod-eu was created; the old one was kept.", False),
    ("The npm package is published as @acme/ui-kit.",
     "Publishing moved to @acme/design-system; ui-kit is deprecated on npm.", True),
    ("The npm package is published as @acme/ui-kit.", "@acme/icons is published on npm; ui-kit-legacy is deprecated.",
     False),
    ("The npm package is published as @acme/ui-kit.",
     "The docs site moved to docs.acme.dev; ui-kit is deprecated on npm.", False),
    # A present passive of going with a length of time and "after" is a standing rule, not a thing gone; an active
    # verb's object is what went, not the words before it.
    ("Incidents are coordinated in a dedicated Slack channel per incident.",
     "Incident channels are archived 30 days after the incident closes.", False),
    ("Team chat happens in the #eng Slack channel.", "The #eng channel was archived; chat moved to #engineering.",
     True),
    ("Mar 3 — repo name: webapp", "Mar 9 — webapp repo archived its wiki; issues only", False),
    ("Mar 3 — repo name: webapp", "Mar 9 — webapp repo archived", True),
    ("The team uses Jira for tickets.", "The team retired Jira after moving to Linear.", True),
    # The older name standing as the newer memory's subject, another name its predicate: a rename, any verb.
    ("The internal wiki is called Compass.", "Compass is now Handbook.", True),
    ("The internal wiki is called Compass.", "Compass became Handbook last month.", True),
    ("2025-05-05: team name Orca", "2025-08-11: Orca is 'Payments Core' officially", True),
    ("The team is named Orca.", "The Orca team is Payments Core now.", True),
    ("The internal wiki is called Compass.", "Compass is Confluence-based now.", False),
    ("The internal wiki is called Compass.", "Compass is Notion software.", False),
    ("The team is named Orca.", "Orca is also known as Payments Core.", False),
    ("The team is named Orca.", "Orca is Payments Core's sister team.", False),
    ("The team is named Orca.", "Orca is Dana's team now.", False),
    ("The team is named Orca.", "The Orca lead is Dana now.", False),
    # An address's thing is its own clause's; a modifier left out before the word both name is the same thing.
    ("The user's homelab NAS is at 192.168.1.20.", "User re-IP'd the network; the NAS answers on 10.0.0.5.", True),
    ("The user's homelab NAS is at 192.168.1.20.", "The user's backup NAS is at 10.0.0.5.", False),
    ("The user's homelab NAS is at 192.168.1.20.", "User re-IP'd the network; the printer answers on 10.0.0.5.",
     False),
    ("The staging DB is at db-stg.internal.", "The DB answers on db.internal.", False),
    ("The user's homelab NAS is at 192.168.1.20.", "The NAS; the router is at 10.0.0.1.", False),
    # "would like to be <called> … from now on" is a standing request about the user, not a plan.
    ("User goes by Alex.", "The user would like to be addressed as Sasha from now on.", True),
    ("User goes by Alex.", "The user would like to be addressed as Sasha.", False),
    ("User goes by Alex.", "The user would like to try going by Sasha.", False),
    ("The user prefers Python.", "The user would like to learn Rust from now on.", False),
    # What a verb of ending says went, after "since"/"because", is the reason's thing, not the main clause's.
    ("daily standup platform: Zoom", "standup in Google Meet since the contract ended", True),
    ("daily standup platform: Zoom", "standup still in Zoom since the Meet trial ended", False),
    ("The team uses Jira.", "We kept Jira because the Linear trial ended.", False),
    ("The team uses Jira for tickets.", "Jira was dropped since the Linear migration finished.", True),
    ("I maintain the Helm charts.", "Billing belongs to Kenji's squad since I moved teams.", False),
    # A bare "(user)" bracket names the holder; only a lead or a verb of telling makes it who said it.
    ("maintainer: sole (user)", "maintainer: none — project archived, user stepped down", True),
    ("maintainer: sole (user)", "maintainer: sole (user said)", False),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_thirteen_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
