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
    # A number names the thing ("worker 2" is not "worker 3"); the loopback named two ways is one host.
    ("Worker 2 listens on port 7002.", "Worker 3 listens on port 9003.", False),
    ("The user's notebook server runs on localhost:8888.", "The user's notebook server runs on "
     "http://127.0.0.1:8888.", False),
])
def test_one_things_address_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing under another licence, with or without a change word: a long licence name, an agent before
    # the thing, the older licence named after the new one as the one left.
    ("The parser crate is distributed under the Eclipse Public License 2.0.", "The parser crate is under "
     "Apache-2.0 as of the 1.0 release.", True),
    ("Our wiki content is under CC BY-SA 4.0.", "Counsel made us put the wiki content under CC0 instead.", True),
    ("I publish my snippets under the Unlicense.", "My snippets are MIT now, the Unlicense scared off employers.",
     True),
    ("The renderer ships under the GNU Lesser General Public License.", "The renderer ships under MPL-2.0 "
     "these days.", True),
    # Not this thing's licence replaced: a part of it, another named thing, the older licence kept beside the
    # new one, a licence offered as well, a licence from the past, a check, the same licence in long form.
    ("The renderer is MIT.", "The renderer's shader samples are CC0.", False),
    ("Terraform is licensed under the BSL.", "OpenTofu, the fork of Terraform, is licensed under MPL-2.0.", False),
    ("The engine is released under the AGPL.", "The engine is released under the AGPL, with a commercial licence "
     "available on request.", False),
    ("The engine is released under the AGPL.", "A commercial license is offered for the engine by the vendor.",
     False),
    ("The toolkit is licensed under Apache-2.0.", "The toolkit was originally released under GPL-2.0.", False),
    ("The toolkit is licensed under Apache-2.0.", "Patches to the toolkit are accepted under the MIT license.",
     False),
    ("The library is MPL-2.0.", "The library's dependencies were checked for MIT compatibility.", False),
    ("The theme is licensed under GPL-3.0-or-later.", "The theme uses the GNU General Public License, version 3.",
     False),
    ("The dotfiles are released under the Unlicense.", "The dotfiles are dedicated to the public domain via the "
     "Unlicense.", False),
])
def test_one_thing_under_another_licence(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "project", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A name told in another shape: a key that is a kind of name ("codename", "hostname") with an arrow or
    # "is", a thing renamed with or without "to", a quoted name after "is", the thing called by a part of
    # its older name.
    ("The mobile app's codename is Heron.", "Mobile app codename -> Egret (Heron was taken).", True),
    ("Our analytics bucket is named events-raw.", "Analytics bucket renamed events-landing last sprint.", True),
    ("The internal wiki is called Compass.", "We renamed the internal wiki to 'Atlas' after the merger.", True),
    ("The user's main conda env is named 'ml39'.", "The user's main conda env is 'research' now.", True),
    ("Our design repo is called orchid-designs.", "We renamed the designs to 'petal' over the weekend.", True),
    ("2025-04-02: docs bucket name = docs-raw", "2025-06-10: docs bucket renamed docs-public, old one emptied", True),
    ("Our main service is called hermes-gateway.", "We renamed the gateway to 'iris' on Monday, so update your "
     "remotes.", True),
    ("We call the search rewrite Project Lynx.", "The search rewrite's codename is Ocelot now; legal vetoed Lynx.",
     True),
    # Not this thing's name changed: another thing's name of the same kind, a part of the thing, another
    # thing renamed, a former name told as history.
    ("The user's GitHub username is octo-ana.", "The user's GitLab username is ana-dev.", False),
    ("The release codename is Juniper.", "The next release's codename is Cedar.", False),
    ("codename v4: Hawk", "codename v5: Falcon", False),
    ("The staging cluster is called kiln.", "The staging cluster's hostname is kiln-01.internal.", False),
    ("The main repo is called atlas.", "We renamed the atlas wiki to 'atlas-docs'.", False),
    ("The team channel is #core-dev.", "The team renamed its standup doc to 'Daily Notes'.", False),
    ("The app is called Pebble.", "The app was renamed Pebble in 2021, before that it was Stone.", False),
    ("The user's laptop hostname is mbp-ana.", "The user's desktop hostname is tower-ana.", False),
])
def test_one_things_name_told_in_another_shape(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "project", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A preference told without a holder is the store's own; its purpose may come back as the value's own
    # words or one word wider; "accepted"/"allowed" turn an avoided thing round; a comparison turned round.
    ("kebab-case is preferred for CSS class names by the team.", "BEM-style CSS class names are preferred now.",
     True),
    ("Matte slides are preferred for keynote talks.", "Glossy slides are favoured for talks these days.", True),
    ("Force-pushing is avoided on shared branches.", "Force-pushing on shared branches is allowed now that main "
     "is locked.", True),
    ("Pairing is preferred over async review.", "Async review is preferred over pairing since the team went "
     "remote.", True),
    ("I'd rather pair than review async.", "Reviewing async beats pairing for me now.", True),
    # Another slot, another holder or the same order again: not a change.
    ("Kebab-case is preferred for URL slugs.", "camelCase is preferred for JSON keys.", False),
    ("Short PR descriptions are preferred for small fixes.", "Long PR descriptions are preferred for large "
     "refactors.", False),
    ("Mocking is avoided in integration tests.", "Mocking is accepted in unit tests.", False),
    ("Python is preferred for scripts.", "Go is preferred for services.", False),
    ("Yarn is favored over npm by the lead.", "npm is favored over Yarn by the new hire.", False),
    ("Lint fixes are preferred over suppressions.", "Lint fixes are preferred over suppressions, except in "
     "generated code.", False),
    ("Rebase is preferred over merge.", "Rebase is preferred over merge; fixups are autosquashed.", False),
    ("Tabs are preferred in Makefiles.", "Spaces are preferred in Python files.", False),
])
def test_a_preference_turned_without_a_change_word(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "preference", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing sent through another channel: a list address written "name@", a channel refused after a
    # comma ("…, not Slack"), a channel noun before the product ("the review channel on Discord").
    ("Weekly metrics go to the metrics@ list.", "Weekly metrics via #metrics only.", True),
    ("Design reviews happen in #design.", "Design reviews happen in the review channel on Discord now, not Slack.",
     True),
    # Not a change: the older channel kept, another thing, a channel only refused, the channel's own DMs.
    ("Deploy alerts go to #deploys.", "Deploy alerts go to #deploys, not to email.", False),
    ("Security reports go to the sec-team@ list.", "Security reports go to the sec-team@ list, never Slack.", False),
    ("Build failures go to #ci.", "Test flakes go to the flaky-tests channel on Discord, not Slack.", False),
    ("Invoices are sent to the billing@ list.", "Receipts go to #finance now.", False),
    ("Release notes are posted in #announcements.", "Release notes are never posted in Slack DMs.", False),
])
def test_one_thing_sent_through_another_channel(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
