"""Names, licences, addresses, channels, owners and preferences told in wording nobody tuned on (issue 15,
round 8): first the false alarms a crowded store showed (two different things read as one, a value of
another slot), then readings that catch what was missed. Each group holds the contradictions it must catch
and the near misses beside them. Every pair goes through the engine: the older memory captured and
promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # Whoever "took over" is the phrase right before the verb, not the whole sentence before it.
    ("The wiki is maintained by Tove.", "Rasmus took over the wiki in May.", True),
    ("The wiki is maintained by Tove.", "The docs guild took over the wiki from Tove.", True),
    ("The wiki is maintained by Tove.", "I bumped the preview port to 4321 since Astro took over.", False),
    ("owner(ledger-db): finance-eng", "We rebuilt the dashboards in Grafana after Looker's contract took over "
     "the budget.", False),
    # A capitalised word that names a kind of thing is no party: "the staging *API gateway*".
    ("The staging cluster is run by the infra team.", "The staging API gateway is at gw.staging.local.", False),
    ("The staging cluster is run by the infra team.", "Wren has had the staging cluster since March.", True),
    # A hand-over from the writer says which thing only with that thing named: the writer holds many.
    ("I look after the invoicing service.", "I handed the invoicing service to Mateo in May.", True),
    ("I look after the invoicing service.", "Handed invoicing off to Mateo.", True),
    ("I look after the invoicing service.", "I handed the reporting service to Mateo in May.", False),
    ("The user owns the grafana dashboards.", "The user handed the alert rules to the SRE team.", False),
])
def test_owner_read_from_the_phrase_that_names_it(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The newer memory names its thing only outside its key — the name a rename starts from, what it says is
    # gone, the word before an owner's role — and the older memory names none of it: two things.
    ("Our CLI is called quill.", "Every README now says the billing portal is called 'Tollgate'.", False),
    ("The billing portal is called Payhub.", "Every README now says the billing portal is called 'Tollgate'.",
     True),
    ("The iconset is released under the MIT licence.", "The user says the typeface isn't OFL anymore; it moved to "
     "a CC BY licence.", False),
    ("The typeface is released under the OFL.", "The user says the typeface isn't OFL anymore; it moved to a CC BY "
     "licence.", True),
    ("Hugo maintains the search indexer.", "2026-04-02: billing DRI reassigned to Noor", False),
    ("2026-01-05: billing DRI = Hugo", "2026-04-02: billing DRI reassigned to Noor", True),
    # Told beside the older value in a bracket, by its initials or the writer: still the same one.
    ("owner: @tove", "owner: @rasmus (tove moved to infra)", True),
    ("role: staff engineer, payments", "role: EM (stepped down as SE, still payments)", True),
])
def test_a_thing_named_outside_the_key_must_be_the_older_one(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A name stands where a name stood: after "named <thing>", a renaming verb with the name quoted, "as"
    # and a quoted name; or the older name itself renamed, arrowed to another or said to be the former one.
    ("I named the build bot 'marvin'.", "We ended up calling the build bot 'hal' after a vote.", True),
    ("The team wiki is named 'atlas'.", "The team wiki was renamed 'compass' in the autumn cleanup.", True),
    ("The sync daemon is distributed as 'tidesync'.", "The sync daemon was rebranded and ships as 'undertow' "
     "from 3.0 on.", True),
    ("2025-06-02: new queue named 'inbound'", "2025-09-10: inbound renamed to 'intake' to avoid a clash", True),
    ("worker name: img-resizer", "img-resizer → thumbsmith (rename landed in #88)", True),
    ("The support rota is called 'Lighthouse' in Opsgenie.", "The Opsgenie rota formerly known as Lighthouse has "
     "been retitled 'Tier One'.", True),
    # Not a new name for it: another thing named, the older name kept beside, an alias, the old name history.
    ("I named the build bot 'marvin'.", "I named the deploy bot 'hal'.", False),
    ("The team wiki is named 'atlas'.", "The team blog was renamed 'compass' in the autumn cleanup.", False),
    ("2025-06-02: new queue named 'inbound'", "2025-09-10: outbound renamed to 'egress'", False),
    ("worker name: img-resizer", "img-cropper → cropsmith (rename landed in #88)", False),
    ("The support rota is called 'Lighthouse' in Opsgenie.", "The support rota, also known as 'Tier One', is in "
     "Opsgenie.", False),
    ("The support rota is called 'Lighthouse'.", "The support rota was formerly known as Beacon.", False),
])
def test_a_name_where_a_name_stood(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # "ownership of <thing> to <owner>": the thing stands after "of", the owner after "to".
    ("The user is the owner of the billing cron.", "The user transferred ownership of the billing cron to the "
     "payments team.", True),
    ("The user is the owner of the billing cron.", "The user transferred ownership of the search cron to the "
     "payments team.", False),
    ("Ownership of the VPN sits with netops.", "Ownership of the status page was transferred to the SRE team.",
     False),
    # "belongs to <party>": a holding verb, so the party beside the thing holds it now.
    ("Our team maintains the Helm charts.", "The Helm charts belong to the platform guild; we only use them.", True),
    ("Our team maintains the Helm charts.", "The Grafana boards belong to the platform guild; we only use them.",
     False),
])
def test_owner_told_by_ownership_of_or_belongs_to(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # Two notes under a bare "pref:" key whose values share no word prefer two things; sharing one ("indent"),
    # or a key that says which preference, is one preference told again.
    ("pref: small PRs", "pref: black formatting in CI", False),
    ("pref: 2-space indent", "pref: 4-space indent everywhere", True),
    ("editor pref: helix", "editor pref: zed", True),
    # "host port 22": "port" says what the number is, not a name beside the host.
    ("ssh host: bastion.kesto.io port 2222", "ssh bastion.kesto.io:2222 — keys only, passwords off", False),
    ("ssh host: bastion.kesto.io port 2222", "ssh host is now jump.kesto.io port 2222", True),
    # The part only the older address has ("v1") said still to hold: another address beside it, not a move.
    ("gateway: https://gw.kesto.io/v3", "v4 gateway https://gw.kesto.io/v4 in beta; v3 still default", False),
    ("gateway: https://gw.kesto.io/v3", "gateway moved to https://gw.kesto.io/v4; v3 is gone", True),
])
def test_a_second_note_beside_the_first(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A tool a sentence locates is what it is about, not a tool in use: two tools, each at its own address.
    ("Our Grafana is at grafana.lan:3000.", "Our Prometheus is at prom.lan:9090.", False),
    ("Our Grafana is at grafana.lan:3000.", "Our Grafana moved to grafana.ops.lan:3000.", True),
    # The part only the older value has, said still to hold, in a bracket too.
    ("webhook url: https://hooks.kesto.io/v1", "webhook v2 url: https://hooks.kesto.io/v2 (v1 still served)", False),
    ("webhook url: https://hooks.kesto.io/v1", "webhook url: https://hooks.kesto.io/v2 (v1 shut down)", True),
    # An owned thing "for" one purpose and one "for" another: two things of one kind.
    ("I maintain the Helm charts for ingress.", "Jordan maintains the Helm charts for IAM.", False),
    ("I maintain the Helm charts for ingress.", "Jordan maintains the Helm charts for ingress now.", True),
])
def test_two_things_of_one_kind(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The older value is what the newer note is about, still there with another beside it; an arrow or a
    # word of change after it still moves it.
    ("bucket name: media_live", "bucket media_live = live; media_test = test", False),
    ("bucket name: media_live", "bucket media_live → media_main (renamed)", True),
])
def test_the_older_value_as_the_newer_notes_subject(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A licence told again: a word of asking in another clause does not make it only looked at; "zlib" in
    # lower case is a licence; "re-released … and pulled the older one" says the change; two notes keyed by
    # the licence alone are the one licence.
    ("I keep my shell scripts under GPL-2.0.", "I put my shell scripts under the Unlicense; nobody has to ask me "
     "first.", True),
    ("The user says their physics engine is proprietary, closed source.", "The user open-sourced their physics "
     "engine under the zlib licence.", True),
    ("The user's typeface, Larkspur, is licensed under the SIL Open Font License.", "The user re-released "
     "Larkspur under a commercial licence and pulled the OFL version.", True),
    ("LICENSE: none yet (all rights reserved)", "LICENSE added: MPL-2.0", True),
    # Near misses: a licence asked about in its own clause, a commercial licence offered beside the open one,
    # another thing's licence.
    ("I keep my shell scripts under GPL-2.0.", "I asked whether my shell scripts could go under the Unlicense.",
     False),
    ("The user's typeface, Larkspur, is licensed under the SIL Open Font License.", "The user also sells "
     "Larkspur under a commercial licence for apps.", False),
    ("LICENSE: none yet (all rights reserved)", "docs LICENSE added: CC BY 4.0", False),
])
def test_a_licence_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing's address told again: "prod" is "production", "re-IP'd" and "migrating" are verbs (and "'d"
    # after a verb is no "would"), the older path said to 301, the older port named only in the reason.
    ("Our production boxes are in us-west-2.", "We finished migrating prod to eu-west-1 last night.", True),
    ("2025-08-01 — redis cache @ 10.0.4.7:6379", "2025-09-12 — redis cache re-IP'd to 10.0.9.7", True),
    ("blog path: /blog", "blog served under /journal; /blog 301s", True),
    ("The user's Redis listens on localhost:6379.", "The user's Redis listens on port 6380 because 6379 clashes "
     "with a container.", True),
    # Near misses: another thing's region, the older port kept, a scope added.
    ("Our production boxes are in us-west-2.", "We finished migrating staging to eu-west-1 last night.", False),
    ("The user's Redis listens on localhost:6379.", "The user's Redis listens on 6379 and a replica on 6380.",
     False),
    ("blog path: /blog", "blog drafts served under /journal", False),
])
def test_an_address_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A convention adopted, expected or required is a preference told as a rule, in the passive too.
    ("Tabs are favoured for Makefile indentation.", "Spaces were adopted for Makefile indentation after the "
     "linter change.", True),
    ("Kebab-case is preferred for URL slugs.", "Snake_case is required for URL slugs from now on.", True),
    # Near misses: another slot, the same choice again.
    ("Tabs are favoured for Makefile indentation.", "Tabs were adopted for Makefile indentation.", False),
    ("Kebab-case is preferred for URL slugs.", "Kebab-case is required for URL slugs.", False),
])
def test_a_preference_told_as_a_rule(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
