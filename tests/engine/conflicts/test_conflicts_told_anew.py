"""Contradictions told in another sentence shape, read from structure (issue 15, the sixth dev batch).

Each group is one structure the model lacked, with the contradiction it must catch and the
near misses that share its words but not its meaning. Every pair goes through the engine:
the older memory captured and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing, one address of a kind: another value in another shape, no change word.
    ("The metrics collector is exposed on port 4317.", "The metrics collector is exposed on port 4318 behind the "
     "sidecar.", True),
    ("cluster region (prod): us-west-2", "prod cluster runs in eu-west-3", True),
    ("The invoices are archived under /data/invoices.", "The invoices archive lives at /mnt/nas/invoices now.", True),
    ("The status page is served at /status.", "The status page is served at /health-status; /status gives 404.",
     True),
    # Another thing: a scope, a narrower name, another named thing holding the address.
    ("The metrics collector is exposed on port 4317.", "The staging metrics collector is exposed on port 4400.",
     False),
    ("Our webhook URL is https://in.kite.dev/hook.", "Our billing webhook URL is https://in.kite.dev/billing.", False),
    ("The main entry point is app/main.py.", "The main entry point of the worker is app/worker/run.py.", False),
    ("Kibana listens on port 5601.", "Kibana is fronted by nginx on port 443.", False),
    ("Our Postgres listens on port 5432.", "Our Pgpool listens on port 9999 in front of Postgres.", False),
    ("Jenkins is at https://ci.acme.dev.", "Jenkins's artifact store is at https://store.acme.dev.", False),
    ("gateway endpoint (aws): /gw/aws", "gateway endpoint (gcp): /gw/gcp", False),
    # The older value still there, or not an address at all.
    ("The dashboard runs on port 3000.", "The dashboard runs on port 3000 behind Caddy on 443.", False),
    ("We ship builds via CI/CD to eu-west-1.", "We ship builds via CI/CD to eu-west-1 and keep n/a rows out.", False),
    ("The model is gpt-4 for summaries.", "Summaries run on llama-3 in the evening batch.", False),
])
def test_an_address_of_one_thing_told_in_another_shape(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The older value said to be gone (a word bound to it), another named in its place.
    ("We keep our runbooks in Confluence.", "We dumped Confluence — the runbooks all live in Outline now.", True),
    ("monitoring: Nagios", "Nagios box decommissioned; Zabbix is the monitor now", True),
    ("The user rents a flat in Utrecht.", "The user's Utrecht lease ended; she signed for a place in Leiden.", True),
    ("The billing service is owned by Team Kestrel.", "Kestrel dissolved, billing picked up by Team Heron.", True),
    # Something of the value gone, not the value: a longer name, a part, a scope; the value kept.
    ("The user runs containers with Docker.", "The user ditched Docker Desktop for Colima but still runs Docker "
     "images.", False),
    ("The user keeps notes in Obsidian.", "The user's Obsidian sync subscription lapsed; notes sync via iCloud.",
     False),
    ("The user's CI runs on GitHub Actions.", "The user's GitHub Actions cache was deleted after Renovate bumped it.",
     False),
    ("The user lives in Berlin.", "The user's Berlin gym membership ended; joined Urban Sports instead.", False),
    ("Our CI is Buildkite.", "We moved off Drone to Buildkite in 2022 and never looked back.", False),
    ("maint: pdf-renderer → Vera", "pdf-renderer v2.3 out; Vera cut the tag", False),
    ("The user banks with Bunq.", "The user tried Revolut but never dropped Bunq.", False),
    ("The user's tracker is Asana.", "Asana wasn't retired, Notion only took the docs.", False),
    ("The team chats on Slack.", "The team quit Slack for the offsite week and used Signal.", False),
])
def test_the_older_value_said_gone_and_another_named(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    ("repo name: ledger-core", "repo name: ledger-engine (renamed)", True),
    ("repo name: ledger-core", "maybe rename ledger-core → ledger-engine; not decided", False),
    ("The service is called Harbor.", "Proposal: rename Harbor → Quay. Nothing confirmed; undecided.", False),
])
def test_a_note_that_says_nothing_is_decided_asserts_nothing(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The same holder settled in another place, by what settles a person rather than "lives in".
    ("I live in Ghent.", "Just signed a lease in Leuven, the van comes Saturday.", True),
    ("The user lives in Lyon.", "The user now calls Grenoble home.", True),
    ("user based in Accra", "user now in Kumasi, permanently", True),
    ("The user is registered as a resident of Vilnius.", "The user's residency was transferred to Kaunas.", True),
    ("Marta lives in Porto.", "Marta relocated to Braga for good.", True),
    # Someone else, a thing of theirs, an offer, a visit, the same place.
    ("I live in Ghent.", "My sister just signed a lease in Leuven.", False),
    ("The user lives in Lyon.", "The user's company relocated to Grenoble.", False),
    ("Marta lives in Porto.", "Marta's brother now calls Braga home.", False),
    ("The user lives in Lyon.", "The user was offered a relocation to Grenoble.", False),
    ("The user lives in Lyon.", "The user has been in Grenoble since Monday for the offsite.", False),
    ("The user lives in Lyon.", "The user moved to Lyon from Grenoble in 2019.", False),
])
def test_a_home_told_by_what_settles_a_person(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One key; the newer text's bare word after "is" / "as" is its other value.
    ("Mar 2: npm scope = fernco", "Jun 9: npm scope is fernlabs", True),
    # The same value told two ways, another fact of the holder, the past.
    ("Mar 2: npm scope = fernco", "Jun 9: npm scope is fernco-internal", False),
    ("Hana is based in Tokyo.", "Hana was born in Kyoto.", False),
    ("Mar 2: npm scope = fernco", "Jan 9: npm scope was fernlabs", False),
])
def test_a_bare_word_after_the_copula_as_the_keys_value(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
