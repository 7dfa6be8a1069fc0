"""Names, licences, addresses, channels, owners and preferences (issue 15, round 12): each cause the round's
readers fixed, a contradiction beside the near misses that look like it. One table, read as capture
reads the two texts (``check_decided``: the rules and the one-person check, no engine).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # Weighing a move is not making it.
    ("We license the app under BSD-3-Clause.", "We are weighing a move to MPL-2.0 for the app.", False),
    ("We use the AGPL for the server.", "We're mulling a switch to BSL for the server.", False),
    ("We license the app under BSD-3-Clause.", "We moved the app to MPL-2.0.", True),
    # A value that holds during one stretch of time, told in the present; a change made during it is a change.
    ("The user's VPN endpoint is vpn.corp.example.",
     "The user's VPN endpoint is vpn2.corp.example during tonight's maintenance.", False),
    ("The user's VPN endpoint is vpn.corp.example.", "The user's VPN endpoint is vpn2.corp.example now.", True),
    ("Our production Postgres is version 14.", "Production Postgres went to 16 during last night's maintenance.",
     True),
    ("Verbose logging is preferred during debugging sessions.",
     "Minimal logging is preferred during debugging sessions; verbose output is found distracting.", True),
    # The same licence told again, with a file or a copyright holder beside it.
    ("project license: MIT, per LICENSE", "project license: MIT (SPDX id MIT), © Acme 2024", False),
    ("project license: MIT, per LICENSE", "project license: Apache-2.0, per LICENSE", True),
    # Words joined by a slash after "for" are what the value is for.
    ("pref: snake_case for Python", "pref: camelCase for JS/TS", False),
    ("pref: snake_case for Python", "pref: camelCase for Python", True),
    # "added": a value put beside the standing one, unless the older one had none or was the only one.
    ("Jun 3 — cluster: prod-eu-1", "Jun 4 — new cluster prod-eu-2 added", False),
    ("Jun 3 — cluster: prod-eu-1", "Jun 4 — cluster renamed to prod-eu-2", True),
    ("repo lic: none (no LICENSE file)", "repo lic: BSD-2-Clause, LICENSE file added", True),
    ("max_connections: 200", "max_connections: 500 (pgbouncer added)", True),
    # Channels: a #channel's name says what goes through it; a modifier before the channel ("dedicated", "pinned")
    # is not the thing sent; a name before a channel's noun ("the Google Group") is a channel; talking told by any
    # word ("chatter", "communicates"), reaching a person by "reached" or "contacted"; one of several older channels
    # said gone ("IRC abandoned → Matrix room").
    ("We coordinate in #backend on Slack.", "Backend chatter happens in our Discord server, the Slack plan lapsed.",
     True),
    ("We coordinate in #backend on Slack.", "Frontend chatter happens in our Discord server.", False),
    ("We do incident comms in #incidents.",
     "Incident chatter happens on dedicated Zoom bridges; the old channel is archived.", True),
    ("The user prefers to be reached on Telegram.", "User asked to be contacted on Signal only.", True),
    ("User talks to the contractor over Signal.", "The contractor's invoices reach the user by email.", False),
    ("The user's team communicates over Microsoft Teams.", "User says the team finally jumped to Slack.", True),
    ("The user's team communicates over Microsoft Teams.", "User says the team finally jumped to a new office.",
     False),
    ("Team announcements are posted to the Google Group.",
     "Announcements were moved to a pinned Slack channel, #all-hands.", True),
    ("Team announcements are posted to the Google Group.",
     "Release notes were moved to a pinned Slack channel, #releases.", False),
    ("2025-04-04: OSS chat on IRC #proj", "2025-06-30: IRC abandoned → Matrix room", True),
    ("2025-04-04: OSS chat on IRC #proj", "2025-06-30: Matrix room bridged to IRC, both kept", False),
    ("eng chat: self-hosted Mattermost", "mm sunset; eng on Zulip", True),
    ("eng chat: self-hosted Mattermost", "mm sunset; design on Zulip", False),
    # Owners: a party followed by a time ("to Kofi before my leave"), a month that opens a clause is no party, a
    # later "it" stands for the thing an earlier clause named, a seat's new holder with the thing unsaid.
    ("I maintain the billing service.", "Handed billing over to Kofi before my leave; it's his.", True),
    ("I maintain the billing service.", "Handed the billing PRs over to Kofi before my leave.", False),
    ("The website is looked after by Ana.", "Since June, Ana hasn't touched the website; Ben runs it.", True),
    ("The website is looked after by Ana.", "Since June, Ana runs the website; Ben helps.", False),
    ("dri for launch: Lucas", "Lucas rolled off; Ines is DRI", True),
    ("dri for launch: Lucas", "Lucas is on leave; Ines is DRI for the docs", False),
    ("dri for launch: Lucas", "Ines is DRI", False),
    # Licences: the wording of licensing itself ("relicense", "back to open source", "the LICENSE file") is not the
    # thing licensed; "swapped", "replaced" and "relicense" tell the change in a note that names no thing.
    ("lib license: ISC (npm)", "LICENSE file swapped to MIT", True),
    ("lib license: ISC (npm)", "LICENSE file checked, still ISC", False),
    ("2025-05-05: repo licence MPL-2.0", "2025-08-19: relicense to EUPL-1.2 merged", True),
    ("2025-05-05: repo licence MPL-2.0", "2025-08-19: relicense to EUPL-1.2 proposed", False),
    ("server lic: SSPL since 7.0", "server back to open source — AGPLv3 from 8.0 on", True),
    ("server lic: SSPL since 7.0", "client back to open source — AGPLv3 from 8.0 on", False),
    # Preferences: a subject that is a value of one set of alternatives with the word it qualifies ("British
    # spelling", "American English") says which value, not which thing.
    ("British spelling is wanted in all docs.", "American English should be used in docs from here on.", True),
    ("British spelling is wanted in all docs.", "American English should be used in the UI strings from here on.",
     False),
    ("Responses in British English are preferred.",
     "American spelling is what is wanted from the agent from now on.", True),
    ("Responses in British English are preferred.", "British spelling is what is wanted from the agent.", False),
    # A number under a port key is the port, not the version of the product the key names.
    ("grafana port: 3000 on mon-01", "grafana port -> 3001 (conflict)", True),
    ("grafana port: 3000 on mon-01", "grafana port: 3000 (loki on 3100)", False),
    ("grafana version: 10.2", "grafana version -> 10.4", True),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_twelve_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
