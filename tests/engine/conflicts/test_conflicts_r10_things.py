"""Names, licences, addresses, channels, owners and preferences (issue 15, round 10): values the readers did
not know by their type (a licence told as a kind, "RSALv2", no licence at all; a former name in brackets),
each beside the near misses that look like it. Every pair goes through the engine: the older memory captured
and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from core.conflicts.channels import channel_reading, typed_channel_change
from core.conflicts.licence_reading import licensed
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # A rename's former name in brackets, whatever word it is.
    ("2026-02-10: docs site repo = docs-web", "2026-03-03: docs site lives in repo handbook (renamed from docs-web)",
     True),
    ("docs site repo = docs-web", "blog repo = journal (renamed from blog-web)", False),
])
def test_a_former_name_in_brackets(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A licence told by its kind, against an id of another kind: a change.
    ("The SDK is under a permissive licence.", "The SDK has been relicensed under GPL-3.0.", True),
    ("Nov 3 — model weights: research-only licence", "Dec 12 — model weights now under Apache-2.0", True),
    ("My blog's code samples are public domain (CC0).", "I switched the code samples on my blog to CC BY 4.0.",
     True),
    ("dep redis-server: BSD-3", "dep redis-server: RSALv2/SSPLv1 since 7.4 upgrade", True),
    # No licence at all, then one.
    ("repo lic: none (no LICENSE file)", "repo lic: BSD-2-Clause, LICENSE file added", True),
    # A kind and an id of that kind are one licence told two ways.
    ("The SDK is under a permissive licence.", "The SDK is MIT licensed.", False),
    ("The parser is under a copyleft licence.", "The parser is GPL-3.0.", False),
    ("The SDK is permissive (MIT).", "The SDK is MIT licensed.", False),
    ("LICENSE: none yet (all rights reserved)", "LICENSE: proprietary", False),
    # Another thing's licence.
    ("Nov 3 — model weights: research-only licence", "Dec 12 — the inference server is under Apache-2.0", False),
    # A licence's own words are never the thing ("All Rights Reserved", "OSI-approved", "waived all rights"),
    # and a thing told after the licence is the thing.
    ("The user's blog content is All Rights Reserved.", "User put the blog under CC BY-SA.", True),
    ("The framework is distributed under the Elastic License 2.0.",
     "The framework was returned to an OSI-approved Apache-2.0 license in v9.", True),
    ("We publish the docs under CC BY 4.0.", "We waived all rights on the docs; they're CC0.", True),
    ("My dotfiles repo has no license.", "I added an MIT LICENSE file to my dotfiles.", True),
    ("My dotfiles repo has no license.", "I added an MIT LICENSE file to my blog.", False),
    ("The framework is distributed under the Elastic License 2.0.", "The framework's docs are under Apache-2.0.",
     False),
    # A thing told by a short word ("lib", "pkg"); a licence note then a LICENSE file swapped.
    ("We release our routing library under MIT.", "Relicensed our routing lib as Apache 2.0 for the patent clause.",
     True),
    ("We release our routing library under MIT.", "Relicensed our parsing lib as Apache 2.0.", False),
    ("license: ISC for the pkg", "LICENSE file swapped to 0BSD", True),
    ("license: ISC for the pkg", "LICENSE file for the docs swapped to CC BY 4.0", False),
    # "-only" and "-or-later" are two licences; a bare version may be either.
    ("kernel module licence = GPL-2.0-only", "kernel module licence = GPL-2.0-or-later", True),
    ("kernel module licence = GPL-2.0", "kernel module licence = GPL-2.0-or-later", False),
])
def test_a_licence_told_by_its_kind(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_the_licences_read_by_type():
    assert [family for family, _ in licensed("The SDK is permissive (MIT).")] == [("permissive", ""), ("mit", "")]
    assert [family for family, _ in licensed("Our vendored lib is CC0.")] == [("public-domain", "")]
    assert [family for family, _ in licensed("repo lic: none")] == [("none", "")]
    assert [family for family, _ in licensed("The icons are licensed for internal use only.")] == [
        ("internal-use", "")]
    assert licensed("We license the SDK to customers.") == ()


@pytest.mark.parametrize("old, new, contradicts", [
    # Channel products the readers did not know, and a channel said gone after it is named.
    ("incident comms: Slack", "incident comms moved to MS Teams per IT mandate", True),
    ("The quarterly roadmap is shared in Zoom.", "The quarterly roadmap is shared via Loom now.", True),
    ("release announce: mailing list dev@", "release announce: GitHub Releases + Mastodon only, dev@ ML retired",
     True),
    ("release notes: mailing list announce@", "release notes: blog + RSS only; announce@ list closed", True),
    ("support channel: Zendesk email", "support moved to in-app chat (Crisp)", True),
    # Only the part of the sentence that holds the channel says what goes through it.
    ("I post my weekly updates on Twitter.",
     "I've been sharing weekly updates on Bluesky only; I deleted my X account.", True),
    ("The user announces releases on their Mastodon account.",
     "The user switched release announcements to a Buttondown newsletter.", True),
    ("I post my weekly updates on Twitter.", "I post my monthly recaps on Bluesky; I deleted my old blog.", False),
    # What follows a channel's part after a comma says why ("org-wide mandate"), not what goes through it.
    ("2025-03-03: standups in Slack huddle", "2025-05-12 — standups on Teams, org-wide mandate", True),
    ("2025-03-03: standups in Slack huddle", "2025-05-12 — retros on Teams, org-wide mandate", False),
    # The older channel's room or group said closed, another channel named.
    ("Aug 1 — contributors chat on Matrix", "Oct 15 — Matrix room closed, Discord invite in README", True),
    ("Aug 1 — contributors chat on Matrix", "Oct 15 — Matrix room closed for the holidays, reopens in January",
     False),
    # The older channel kept, another one gone; a second channel added.
    ("incident comms: Slack", "incident comms: Slack, the old MS Teams channel retired", False),
    ("Deploy alerts go to #deploys", "Deploy alerts go to #deploys; the #ci channel was archived", False),
    ("release announce: mailing list dev@", "release announce: GitHub Releases too", False),
])
def test_a_channel_by_its_product(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_the_channels_read_by_product():
    held, refused, thing, _ = channel_reading("release announce: GitHub Releases + Mastodon only, dev@ ML retired")
    assert held == {"github-releases", "mastodon"} and refused == {"email"} and thing == {"relea"}
    assert channel_reading("incident comms moved to MS Teams per IT mandate")[0] == {"teams"}
    # Another thing sent through another channel: the channel reader is silent.
    assert typed_channel_change("incident comms: Slack", "sales comms moved to MS Teams") is None


@pytest.mark.parametrize("old, new, contradicts", [
    # Naming words the reader did not know ("retitled", "relabelled", "trades as"), "was renamed to" read as
    # the change it is, not as history, and one thing told by another word ("company" / "business").
    ("The Slack workspace is named acme-dev.", "The workspace was renamed to acme-eng during the reorg.", True),
    ("The mobile app is listed as 'FitTrack' on the App Store.",
     "On the App Store the app was retitled Stride this spring.", True),
    ("2025-09-01: Discord server called 'Rustaceans PDX'", "2026-01-15: server retitled, 'Cascadia Rust'", True),
    ("The user's company is called Brightlane Labs.",
     "The user's employer trades as Northwind Analytica following the rebrand.", True),
    ("The user's company is called Brightline Labs.", "The user rebranded the business as Northbeam.", True),
    ("I named my home server 'pantry'.", "After the reinstall I called the home box larder.", True),
    ("The user refers to the billing service as 'ledger'.",
     "User asked that the billing service be called 'payments-core' going forward.", True),
    # Another thing renamed, or the older name kept beside an alias.
    ("The Slack workspace is named acme-dev.", "The staging cluster was renamed to acme-eng during the reorg.", False),
    ("The user's company is called Brightline Labs.", "The user's podcast trades as Northbeam.", False),
    ("The mobile app is listed as 'FitTrack' on the App Store.", "The mobile app is also known as Stride.", False),
    ("The user refers to the billing service as 'ledger'.",
     "User asked that the search service be called 'finder' going forward.", False),
])
def test_a_name_told_by_other_words(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # Two notes of two things that share a role ("default branch").
    ("app repo default branch: main", "docs repo default branch: gh-pages", False),
    ("app repo default branch: master", "app repo default branch: main", True),
    # A path that ends a sentence is the same path with or without its full stop.
    ("The user's S3 backups go to s3://kz-backups/daily.",
     "The user's S3 backups go to s3://kz-backups/daily and are replicated to us-west-2.", False),
    ("The user's S3 backups go to s3://kz-backups/daily.", "The user's S3 backups go to s3://kz-backups/weekly now.",
     True),
    # "drop still <host>": a noun, and the host still held.
    ("Jun 2 — SFTP drop: sftp.partner.net:22", "Jun 9 — SFTP drop still sftp.partner.net; new key uploaded", False),
    # Two environments' names; one environment's name changed.
    ("db name: app_prod on prod host", "db name: app_staging on staging host", False),
    ("db name: app_prod on prod host", "db name renamed to app_main on prod host", True),
    # "<value> mode" turned off is the value gone.
    ("The user prefers Vim keybindings.", "User turned off Vim mode everywhere and uses the default bindings.", True),
    ("Oct 8 — likes Vim keybindings", "Nov 20 — turned off vim mode, stock keymap", True),
    ("Oct 8 — likes Vim keybindings", "Nov 20 — turned off dark mode, light theme", False),
    # The older value in brackets glosses the newer one.
    ("license: MIT, root LICENSE", "license: Expat (MIT), root LICENSE", False),
    # A note whose key weighs an option.
    ("Nov 20 — lic MPL-2.0", "Dec 1 — considering MPL → Apache, polling contributors", False),
    ("Nov 20 — lic MPL-2.0", "Dec 1 — lic MPL → Apache after polling contributors", True),
])
def test_the_near_misses_of_round_ten(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The older owner said gone in a note's words ("rotated out", "off the rotation", "left org", "graduated",
    # "off DB rota"), another named in their place.
    ("current on-call lead: Marco", "Marco rotated out; Aiyana leads on-call", True),
    ("infra repo admin: @jhale", "@jhale left org; admin = @pkaur", True),
    ("oncall owner: Sam, primary", "Sam off the rotation; Ines primary", True),
    ("2025-03-03: DB on-call = Marco", "2025-05-05: Marco off DB rota, Aisha primary", True),
    ("Jul 12 — lab website run by Jonas", "Sep 1 — Jonas graduated; site now Mei's responsibility", True),
    # "now owns": the subject owns.
    ("The user is the tech owner for the carrier integrations.", "Lena now owns carrier integrations.", True),
    # A department named alone is a party; "holds" is a verb of holding.
    ("The user owns the GCP billing account.",
     "Finance holds the GCP billing account; the user just has viewer access.", True),
    ("Jan 8 — vendor contract owned by procurement", "Feb 20 — legal signs off and holds the vendor contract", True),
    ("Jan 8 — vendor contract owned by procurement", "Feb 20 — legal reviews the vendor contract", False),
    ("The user owns the GCP billing account.", "Finance holds the AWS billing account.", False),
    # The older owner said gone by name.
    ("2025-02-01: Lena maintains the plugin", "2025-06-18 — Lena stepped down; plugin unmaintained", True),
    ("2025-02-01: Lena maintains the plugin", "2025-06-18 — Omar stepped down; plugin still Lena's", False),
    # Someone off for a day, off another thing, or still there.
    ("2025-03-03: DB on-call = Marco", "2025-05-05: Marco off today, Aisha covering", False),
    ("current on-call lead: Marco", "Marco rotated out of the hiring panel; Aiyana joined it", False),
    ("oncall owner: Sam, primary", "Sam still primary; Ines shadowing", False),
    ("The user is the tech owner for the carrier integrations.", "Lena now owns the billing integrations.", False),
])
def test_an_owner_gone_and_another_named(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # Verbs of cutting over, giving and pointing are no part of the thing located.
    ("Jun 6 — prod region: ap-southeast-2", "Aug 19 — prod cut over to ap-southeast-1, Sydney drained", True),
    ("The user's homelab server is at 192.168.1.20.", "User gave the homelab box a static lease of 10.0.0.5.", True),
    # A newer text that names no thing but a host of the older host's own name.
    ("Our API lives at api.tidewater.io.", "We cut over to api.tidewater.dev on Monday; the .io domain is parked.",
     True),
    ("Our API lives at api.tidewater.io.", "We cut over to api.northwind.dev on Monday.", False),
    ("Our API lives at api.tidewater.io.", "The staging API cut over to api.tidewater.dev on Monday.", False),
    # Another thing's address.
    ("Jun 6 — prod region: ap-southeast-2", "Aug 19 — staging cut over to ap-southeast-1", False),
])
def test_an_address_told_with_other_verbs(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # An order turned round.
    ("The user wants answers with code first, explanation after.",
     "The user wants the explanation first, then the code.", True),
    ("pref: answers w/ code first, explanation after", "pref: explanation first, then code", True),
    ("The user wants answers with code first, explanation after.", "The user wants the code first, then a summary.",
     False),
    ("The user wants answers with code first, explanation after.",
     "The user wants answers with code first, tests after.", False),
    # Asked first, then done without asking (and the other way round).
    ("I want the agent to ask before running migrations.", "Just run the migrations without checking with me first.",
     True),
    ("The user wants the agent to ask before running migrations.",
     "User said the agent can run migrations without confirming.", True),
    ("The agent can run migrations without asking.", "The user wants the agent to ask before running migrations.",
     True),
    ("I want the agent to ask before running migrations.", "I want the agent to ask before force-pushing, too.", False),
    ("I want the agent to ask before running migrations.", "The agent can push to main without asking.", False),
    # The side a comparison put second, taken up now.
    ("The user prefers pytest fixtures over setup methods.",
     "User has gone back to unittest-style setUp methods for the lab code.", True),
    ("The user prefers pytest fixtures over setup methods.", "User has gone back to pytest fixtures everywhere.",
     False),
    ("The user prefers pytest fixtures over setup methods.", "User switched to tox for the lab code.", False),
    # "<value> mode" turned off is the value gone.
    ("The user prefers Vim keybindings.", "User turned off Vim mode everywhere and uses the default bindings.", True),
    ("Oct 8 — likes Vim keybindings", "Nov 20 — turned off vim mode, stock keymap", True),
    ("Oct 8 — likes Vim keybindings", "Nov 20 — turned off dark mode, light theme", False),
    # The older value in brackets glosses the newer one.
    ("Jun 3 — user prefers vim keybindings", "Jun 4 — user prefers vi-style keybindings (vim mode in VS Code)", False),
    ("Jun 3 — user prefers vim keybindings", "Jun 4 — user prefers emacs keybindings now", True),
    # A kind of value given up, another told ("given up on tabs"); a format named by its kind.
    ("I prefer tabs for indentation.", "Spaces, four of them — I've given up on tabs.", True),
    ("The user wants answers in bullet points.", "The user asked for prose paragraphs rather than lists.", True),
    ("The user wants answers in bullet points.", "The user wants release notes as prose paragraphs.", False),
    # "a single line" is a length.
    ("I like verbose commit messages.", "Keep my commit messages to a single line from now on.", True),
    ("I like verbose commit messages.", "Keep my commit messages verbose; a single line for the subject.", False),
])
def test_a_preference_turned_round(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
