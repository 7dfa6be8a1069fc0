"""Names, licences, addresses, channels, owners and preferences (issue 15, round 11): each cause the round's
readers fixed, a contradiction beside the near misses that look like it. One table, read as capture reads
the two texts (``check_decided``: the rules and the one-person check, no engine).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # The older holder named again in the newer memory's bracket: one person told two ways.
    ("The analytics warehouse is maintained by Beatriz.",
     "The analytics warehouse is maintained by Bea (Beatriz Souza).", False),
    ("The analytics warehouse is maintained by Beatriz.", "The analytics warehouse is maintained by Tomas.", True),
    ("The analytics warehouse is maintained by Beatriz.", "The analytics warehouse is maintained by Bea (Tomas left).",
     True),
    # Addresses: a bracket that names the move, a time after the address, a verb of reading, a variable's root.
    ("2026-01-12: artifacts in s3://acme-builds", "2026-02-03: artifacts bucket gs://acme-ci-artifacts (GCP move)",
     True),
    ("2026-01-12: artifacts in s3://acme-builds", "2026-02-03: logs bucket gs://acme-ci-logs (GCP move)", False),
    ("2026-02-01: config path /etc/myapp/config.yml", "2026-02-20: config read from $XDG_CONFIG_HOME/myapp", True),
    ("Config files are stored under /etc/myapp.",
     "The app reads its configuration from /opt/myapp/conf after the repackaging.", True),
    ("Config files are stored under /etc/myapp.",
     "The app reads its cache from /opt/myapp/cache after the repackaging.", False),
    # One region for everything: the older region glossed by its place or by "all …", the move told after it.
    ("aws region: eu-west-1 (Ireland)", "workloads migrated to eu-central-1 last sprint", True),
    ("aws region: eu-west-1 (Ireland)", "DR backups migrated to eu-central-1 last sprint", False),
    ("aws region: eu-west-1 (prod)", "workloads migrated to eu-central-1 last sprint", False),
    ("region: us-east-1 (all svcs)", "all workloads on us-west-2 post-migration", True),
    ("region: us-east-1 (all svcs)", "staging workloads on us-west-2 post-migration", False),
    # Names: the older name renamed with no "to", a rename said outright beside an alias kept, a thing told by
    # the older name's words or by a kind of itself, the person's own name.
    ("2025-04-01: product name = QuickNote", "2025-09-15: QuickNote rebranded 'Scribly'", True),
    ("2025-04-01: product name = QuickNote", "2025-09-15: NoteSync rebranded 'Scribly'", False),
    ("svc name: billing-svc (k8s + DNS)", "billing-svc -> ledger (rename done, old DNS alias kept 30d)", True),
    ("svc name: billing-svc", "ledger aka billing-svc", False),
    ("The npm package is published as @acme/ui-kit.",
     "The UI kit is now published under the name @acme/design-system.", True),
    ("The npm package is published as @acme/ui-kit.",
     "The UI kit docs are now published under the name @acme/ui-kit-docs.", False),
    ("Our main repo is called atlas-web.", "We renamed the monorepo to 'meridian' last sprint.", True),
    ("Our main repo is called atlas-web.", "We renamed the staging cluster to 'meridian' last sprint.", False),
    ("The user's company is named Fieldnote Labs.", "The user's startup rebranded as Quillwork.", True),
    ("The user's company is named Fieldnote Labs.", "The user's side project rebranded as Quillwork.", False),
    ("The user's preferred name is Robert.", "The user asked to be called Bobbie from now on.", True),
    ("The user's preferred name is Robert.", "The user's son is called Bobbie.", False),
    ("The user's preferred name is Robert.", "The user is called Bobbie at the climbing gym.", False),
    ("I go by Sam at work.", "I go by Samantha on legal documents.", False),
    ("My name is Aleksandra but I go by Ola.", "I go by Ola now.", False),
    ("I named the service ledger-api.", "I named the worker ledger-worker.", False),
    # Licences: a thing sold or offered under terms, a reason after the licence, an SPDX id as the licence's key.
    ("The user's fonts are released under the OFL.", "The user sells the fonts under a commercial EULA now.", True),
    ("The user's fonts are released under the OFL.", "The user also sells the fonts under a commercial EULA.", False),
    ("The user's fonts are released under the OFL.", "The user sells the templates under a commercial EULA now.",
     False),
    ("We release the SDK under MIT.", "We've moved the SDK to Apache-2.0 for the patent grant.", True),
    ("We release the SDK under MIT.", "We've moved the CLI to Apache-2.0 for the patent grant.", False),
    ("license for the cli: GPL-3.0", "license for the server: AGPL-3.0", False),
    ("license: Apache-2.0 (repo root)", "SPDX id now BUSL-1.1, effective v3", True),
    ("license: Apache-2.0 (repo root)", "SPDX headers checked against BUSL-1.1", False),
    ("The icon set is distributed under CC0.", "The icon set is now only offered under a paid commercial licence.",
     True),
    ("The icon set is distributed under CC0.", "A paid commercial licence is also offered for the icon set.", False),
    ("The icon set is distributed under CC0.", "The icon set might be offered under a paid commercial licence.",
     False),
    # Channels: talking itself told by any word or left unsaid, a time after the channel, a reason that closes
    # something else, a dated move; products of the chat kind.
    ("Our team chats in Slack.", "We moved team chat to Microsoft Teams when the merger closed.", True),
    ("Our team chats in Slack.", "We moved the incident bridge to Microsoft Teams when the merger closed.", False),
    ("Our team talks on Discord.", "We all migrated to a Zulip instance last month.", True),
    ("Our team talks on Discord.", "My family migrated to a Signal group last month.", False),
    ("Our team talks on Discord.", "We also chat on Zulip now.", False),
    ("The user's open-source community talks on Gitter.", "The user's community migrated its chat to a Matrix space.",
     True),
    ("We coordinate incidents in #ops-war-room.", "Incident comms go to #inc-bridge these days.", True),
    ("We coordinate incidents in #ops-war-room.", "Release comms go to #releases these days.", False),
    # Owners: a holder told by what they are to the thing ("the DRI for", "the sole maintainer of"), a thing
    # handed over to another party.
    ("The user is the DRI for the Q2 migration.", "The user said Fatima took over as DRI for the Q2 migration.", True),
    ("The user is the DRI for the Q2 migration.", "Fatima is the DRI for the Q3 migration.", False),
    ("The user is the DRI for the Q2 migration.", "The user said Fatima is pairing with them on the Q2 migration.",
     False),
    ("The user maintains the eslint-config-acme package.",
     "User transferred eslint-config-acme to the frontend guild and left its maintainer list.", True),
    ("The user maintains the eslint-config-acme package.",
     "User transferred the prettier-config-acme package to the frontend guild.", False),
    ("The user is the sole maintainer of libvips-rs.",
     "The user transferred libvips-rs to the rust-media org and stepped back.", True),
    ("The user is the sole maintainer of libvips-rs.", "The user is also a maintainer of libvips-sys.", False),
    ("The user is the tech owner for the carrier integrations.", "User confirmed Lena now owns carrier integrations.",
     True),
    ("The user is the tech owner for the carrier integrations.",
     "User confirmed Lena now owns the payment integrations.", False),
    ("I'm the on-call owner for the search cluster.", "Luis is now the on-call owner for the search cluster.", True),
    # Preferences: a turn against "it" that can only be the older memory's one liked thing, a short name of the
    # thing, another value chosen with the older value itself refused.
    ("2025-05-05: user likes GraphQL", "2025-11-11: user soured on it, wants REST for new services", True),
    ("user likes GraphQL and Rust", "user soured on it", False),
    ("user likes GraphQL", "Tried Deno last week; user soured on it.", False),
    ("Lena likes GraphQL", "user soured on it", False),
    ("The user prefers TypeScript over JavaScript.",
     "User has soured on TS and wants new scripts in plain JS with JSDoc.", True),
    ("The user prefers TypeScript over JavaScript.", "User has soured on Python.", False),
    ("pref: squash merges on PRs", "user wants rebase-merge, no squashing", True),
    ("pref: squash merges on PRs", "user wants rebase-merge, no merge queues", False),
    ("The user prefers functional components in React.", "The user prefers hooks over higher-order components.",
     False),
    # Licences again: a note with no thing that tells the change ("-or-later" is no "or"), "AGPL-licensed" as
    # one word, commercial use permitted under the new licence.
    ("kernel module licence = GPL-2.0-only", "relicensed GPL-2.0-or-later per maintainers vote", True),
    ("kernel module licence = GPL-2.0-only", "GPL-2.0-only or MIT, the user's choice", False),
    ("kernel module licence = GPL-2.0-only", "relicensed the docs to CC-BY-4.0", False),
    ("The user's open-source parser is AGPL-licensed.", "User switched the parser to LGPL so hospitals can embed it.",
     True),
    ("The user's open-source parser is AGPL-licensed.", "User switched the lexer to LGPL so hospitals can embed it.",
     False),
    ("The icons are licensed CC BY-NC 4.0.", "Commercial use of the icons has since been permitted under CC BY 4.0.",
     True),
    ("The icons are licensed CC BY-NC 4.0.", "Commercial use of the fonts has since been permitted under CC BY 4.0.",
     False),
    # A name one goes by since an event is a new name, not a second one; one region said empty is not kept.
    ("Our main repo is called atlas-core.", "Meridian is what the main repo goes by since the rebrand.", True),
    ("Our main repo is called atlas-core.", "The main repo also goes by Meridian.", False),
    ("aws region for everything: us-east-1", "all infra -> us-east-2; us-east-1 empty", True),
    ("aws region for everything: us-east-1", "all infra -> us-east-2; us-east-1 keeps the DR copies", False),
    # The language replies are written in: one at a time, whatever word names the replies.
    ("The user prefers responses in French.", "The user asked that all replies be in English going forward.", True),
    ("pref: answers in English", "respond in Portuguese from here on (user request)", True),
    ("The user prefers responses in French.", "The user wants code comments in English.", False),
    ("The user prefers responses in French.", "Kim wants replies in English.", False),
    ("The user prefers responses in French.", "The user also accepts replies in English.", False),
    ("The user prefers responses in French.", "When the client is on the thread, replies should be in English.",
     False),
    ("pref: answers in English", "The user might want answers in Portuguese.", False),
    ("Announcements are posted to the company mailing list.",
     "Company-wide announcements were shifted to a Slack channel, #announce.", True),
    ("Announcements are posted to the company mailing list.",
     "Release notes were shifted to a Slack channel, #releases.", False),
    # Owners again: a thing told as someone's responsibility, a thing's process or its doing ("indexing") is the
    # thing.
    ("The user's team owns the search indexer.", "Search indexing is the data team's responsibility now, per the user.",
     True),
    ("The user's team owns the search indexer.", "Search ranking is the data team's responsibility now, per the user.",
     False),
    ("2025-04-10: Mei owns incident postmortems", "2025-08-22: postmortem process now run by Arjun", True),
    ("2025-04-10: Mei owns incident postmortems", "2025-08-22: release process now run by Arjun", False),
    # Names again: a note's label before its colon is not the thing; a binary is the CLI; "aliased" adds a name.
    ("2025-11-04: team name = Rocket", "2026-02-10 — reorg: squad is 'Orbit'", True),
    ("2025-11-04: team name = Rocket", "2026-02-10 — reorg: guild is 'Orbit'", False),
    ("Our CLI is called `tidy`.", "We renamed the binary to `tidyup` to avoid a clash on Homebrew.", True),
    ("Our CLI is called `tidy`.", "We renamed the config file to `tidyup.toml`.", False),
    ("Mar 3 — CLI binary is `mdk`", "Mar 17 — `mdk` aliased as `md` in user's shell", False),
    # A note keyed by a holder noun ("repo maintainers: core team"); a thing-less note that says it was open-sourced.
    ("Jul 1 — repo maintainers: core team", "Oct 3 — repo governance moved to the foundation's TSC", True),
    ("Jul 1 — repo maintainers: core team", "Oct 3 — docs governance moved to the foundation's TSC", False),
    ("Jul 4 — repo is proprietary / all rights reserved", "Sep 30 — open-sourced under MIT", True),
    ("Jul 4 — repo is proprietary / all rights reserved", "Sep 30 — docs open-sourced under CC-BY-4.0", False),
    # A name's holder noun left out in the newer note ("bot account" / "bot"), not a state of the thing.
    ("Jan 3 — bot account: deploy-bot", "Feb 8 — bot is shipit now", True),
    ("Jan 3 — bot account: deploy-bot", "Feb 8 — bot is broken now", False),
    ("Jan 3 — bot account: deploy-bot", "Feb 8 — deploy key is shipit now", False),
    # An address left for a named place with none of its own.
    ("The docs are served from readthedocs.io.", "Documentation hosting was moved to GitHub Pages.", True),
    ("Our site is hosted at example.netlify.app.", "We migrated the site to Cloudflare Pages last month.", True),
    ("Our site is hosted at example.netlify.app.", "We migrated the blog to Cloudflare Pages last month.", False),
    ("The docs are served from readthedocs.io.", "The API docs were moved to GitHub Pages.", False),
    ("Our site is hosted at example.netlify.app.", "We might move the site to Cloudflare Pages.", False),
    # The older channel said shut in a part of its own, another channel held in another part.
    ("2025-06-01: OSS chat on IRC (#proj on Libera)", "2025-11-11: IRC channel closed; everyone's on Discord", True),
    ("The user's open-source community lives on Discord.",
     "The user shut that server down and pointed everyone to GitHub Discussions.", True),
    ("Standups happen in #standup.", "The #random channel was archived; jokes go to #fun now.", False),
    ("Our team chats in Slack.", "The old Slack workspace was archived; we also use Discord now.", False),
    ("Our team chats in Slack.", "The #general channel was archived; announcements go to #announce.", False),
    # Paraphrases of the round's shapes: "renamed" with a bare new name, "go to" as a verb of keeping.
    ("The CLI is called fastgrep.", "fastgrep was renamed rg2 in March.", True),
    ("The CLI is called fastgrep.", "fastgrep was renamed in March.", False),
    ("Backups go to s3://acme-backups.", "Backups are now written to gs://acme-backups-eu.", True),
    ("Backups go to s3://acme-backups.", "Logs are now written to gs://acme-logs.", False),
    # Being on call is one duty, whether told by its owner, its pager or its rota.
    ("routing api on-call owner: team-logistics-core", "routing api pager reassigned to team-fleet", True),
    ("routing api on-call owner: team-logistics-core", "billing api pager reassigned to team-fleet", False),
    # Naming words: "referred to as", "tracked as".
    ("The Q3 initiative is referred to as Project Falcon.",
     "That codename was retired; the initiative is tracked as Horizon.", True),
    ("The Q3 initiative is referred to as Project Falcon.", "The Q4 initiative is tracked as Horizon.", False),
    # Terms applied to a thing are its licence, not a job applied for.
    ("The agent framework is licensed as open source under Apache 2.0.",
     "Commercial-only terms were applied to the framework after the acquisition.", True),
    ("The agent framework is licensed as open source under Apache 2.0.",
     "Commercial-only terms were applied to the hosted dashboard after the acquisition.", False),
    ("The agent framework is licensed as open source under Apache 2.0.",
     "Commercial terms are also available for the framework.", False),
    ("I work at Stripe as a backend engineer.", "I applied to Google for a staff role.", False),
    # The older value refused without a holder beside another value wanted, a stem told whole or cut.
    ("Early-morning meetings are preferred by Ines.",
     "Afternoon slots are requested by Ines; mornings are to be avoided.", True),
    ("Early-morning meetings are preferred by Ines.",
     "Afternoon slots are requested by Omar; mornings are to be avoided.", False),
    ("Early-morning meetings are preferred by Ines.",
     "Afternoon slots are requested by Ines; Fridays are to be avoided.", False),
    ("2025-01-20: team on Slack", "2025-06-02: workspace shut down, Google Chat from today", True),
    ("2025-01-20: team on Slack",
     "2025-06-02: old workspace archived, Discord for the gaming group from today", False),
    # Discussing a thing somewhere is where it is talked over, not a matter under discussion.
    ("Aug 3 — RFCs discussed on the dev@ mailing list", "Dec 2 — RFC discussion now in GitHub Discussions", True),
    ("We discuss RFCs on the mailing list.", "RFC discussion moved to GitHub Discussions; the list is archived.",
     True),
    ("We use Slack.", "We discussed moving to Zulip in standup.", False),
    ("We discuss RFCs on the mailing list.", "We discussed moving RFCs to GitHub Discussions.", False),
    # "should … from here on" is an instruction that holds now, like "from now on".
    ("The API timeout is 30s.", "The API timeout should be 60s from here on.", True),
    ("The API timeout is 30s.", "The API timeout should maybe be 60s.", False),
    # "before 10am" tells a time of day, not the past.
    ("The user prefers calls before 10am.", "The user prefers calls after 3pm now.", True),
    ("The user prefers calls before 10am.", "The user prefers calls before 10am on Mondays too.", False),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_eleven_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)


@pytest.mark.parametrize("text, licence_family", [
    ("SPDX id now BUSL-1.1, effective v3", True),
    ("User has soured on TS and wants new scripts in plain JS.", False),
    ("Docs were placed into the public domain via CC0.", True),
    ("license: Apache-2.0 (repo root)", True),
    ("The SDK ships every two weeks.", False),
])
def test_a_licence_value_reads_the_licence_family(text, licence_family):
    """A licence read as a value gives its text the licence family, so capture's lookup finds the older licence."""
    from core.conflicts.statement import read

    assert ("licence" in read(text).families) is licence_family


def test_ts_and_js_are_the_languages():
    """ "TS" and "JS" are TypeScript and JavaScript, so a text naming them has the language class the lookup uses."""
    from core.conflicts.statement import read

    assert "@language" in read("User has soured on TS and wants new scripts in plain JS.").classes
    assert "@language" not in read("The user wants new scripts to run nightly.").classes
