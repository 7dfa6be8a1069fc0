"""Readings for v19's misses in name, licence, address, channel, ownership and preference (issue 15, round 19,
rules19b), one table per family: each reading's contradictions and its near misses in wording of my own.

- an address's own words named in the newer text ("I closed my Fastmail account, so reach me at …") speak of the
  older address, not of another thing (:mod:`core.conflicts.mail_swap`);
- a person's full name in a bracket after the name they go by ("new hire goes by 'Sam' (Samuel Okafor)") is whom
  the name is said of (:mod:`core.conflicts.naming`);
- a thing's own name set beside its kind between commas ("The user's CLI tool, parsnip, is …") lets the newer text
  call it by its name alone; another apposed name is another thing; a kind of licence told with what it rests on
  ("a custom NDA-based licence") or "relicensed for internal use"; a possessive's noun ("the datasets' labels") is a
  part of the thing (:mod:`core.conflicts.licence_swap`);
- a verb that moves a thing's writes ("redirected", "rerouted") is no word of the thing located
  (:mod:`core.conflicts.addresses`);
- the holding told as a noun and "absorbed" or "picked up" by another party; the older owner named again in a plural
  or possessive is no new party; the older owner, as the subject, handing the thing to another party ("user passed
  plant duty to the new office manager") (:mod:`core.conflicts.owner_apposed`);
- a channel given after a copula whose subject is talk or a channel's noun ("My study group's chat is a Discord
  server") is where the thing goes (:mod:`core.conflicts.channels`);
- "startup" and "company" find each other in the candidate lookup (:mod:`core.conflicts.search_bridges`);
- the writer's name "at work" told again as what colleagues call them ("Colleagues know me as Nat", "asked colleagues
  to call me Sasha") (:mod:`core.conflicts.naming`);
- a network's SSID is its name (:mod:`core.conflicts.naming`);
- a pick told "of choice" or "go-to" read as the other memory's "favourite" (:mod:`core.conflicts.choice_keys`);
- a comparison turned round told as a refusal and an "only" ("no calls please, Slack text only" after "prefers
  calls over Slack messages") (:mod:`core.conflicts.preference_swap`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided, looked_up

ADDRESS = [
    # v19: the older address's provider named as closed, another address given
    ("My personal email is j.rivera@fastmail.com.",
     "I closed my Fastmail account, so reach me at jr@riveramail.net instead.", True),
    ("The user's personal email is sam.lee@yahoo.com.",
     "The user deleted the Yahoo account; write to sam@leefamily.org now.", True),
    # near misses: another thing at the older provider, another scope, someone else, an address added
    ("My personal email is j.rivera@fastmail.com.", "Fastmail support can be reached at help@fastmail.com.", False),
    ("My personal email is j.rivera@fastmail.com.", "I opened a Fastmail account for work: jr@work.net.", False),
    ("My personal email is j.rivera@fastmail.com.",
     "My sister closed her Fastmail account and now uses ana@proton.me.", False),
    ("My personal email is j.rivera@fastmail.com.",
     "I also set up a Fastmail alias, jr@riveramail.net, for newsletters.", False),
    # v19: a thing's writes redirected or rerouted to another place (a verb of moving, not a word of the thing)
    ("Backups are written to s3://heron-backups/daily.",
     "Backup writes were redirected to gs://heron-archive after the GCP migration.", True),
    ("Exports are written to /data/exports.", "Export writes were redirected to /mnt/exports2.", True),
    ("Nightly dumps are written to /mnt/backup/pg.", "Nightly dump writes were rerouted to /srv/archive/pg last week.",
     True),
    # near misses: another scope, another thing, the older host redirecting elsewhere
    ("Backups are written to s3://heron-backups/daily.",
     "Staging backup writes were redirected to gs://heron-stage.", False),
    ("Backups are written to s3://heron-backups/daily.",
     "Log writes were redirected to gs://heron-logs after the GCP migration.", False),
    ("The docs are served from docs.acme.io.", "docs.acme.io redirects visitors to the new blog at blog.acme.io.",
     False),
]

CHANNEL = [
    # dev18-u: the channel given after a copula, as what the thing's talk is ("… chat is a Discord server")
    ("I chat with my study group on WhatsApp.", "My study group's chat is a Discord server now.", True),
    ("Our book club talks on WhatsApp.", "The book club's chat is a Signal group now.", True),
    ("The team chats on Slack.", "The team's chat is Zulip these days.", True),
    # near misses: another group, another team, a channel added, not a channel, another kind of channel
    ("I chat with my study group on WhatsApp.", "My running club's chat is a Discord server.", False),
    ("I chat with my study group on WhatsApp.", "My study group's chat is a Discord server as well.", False),
    ("2024-10-21 — team talks on Slack.", "2025-03-17 — the design team's chat is Mattermost.", False),
    ("The team chats on Slack.", "The team's chat is busy on Mondays.", False),
    ("The team chats on Slack.", "The team's chat is Slack plus a Discord server.", False),
    ("The team chats on Slack.", "The team's support channel is Intercom.", False),
]

OWNERSHIP = [
    # v19: the holding told as a noun, absorbed or picked up by another party
    ("The on-prem GPU cluster is administered by Facilities IT.",
     "Administration of the GPU cluster was absorbed by ML Infra, and Facilities IT is no longer involved.", True),
    ("The build farm is run by the DevEx team.",
     "Management of the build farm was absorbed by Platform Ops after the reorg.", True),
    ("Ana maintains the billing exporter.", "Maintenance of the billing exporter was picked up by the Data team.",
     True),
    # near misses: another thing, a party added, the older owner again under a plural or possessive (a false alarm
    # before this round: "Facilities" was not read as "Facility")
    ("The on-prem GPU cluster is administered by Facilities IT.",
     "Administration of the storage array was absorbed by ML Infra.", False),
    ("The on-prem GPU cluster is administered by Facilities IT.",
     "Administration of the GPU cluster was absorbed by ML Infra alongside Facilities IT.", False),
    ("The on-prem GPU cluster is administered by Facilities IT.",
     "Administration of the GPU cluster was handed back to Facilities IT's ops group.", False),
    # dev18-v: the older owner, as the subject, hands the thing to another party
    ("2025-02-21 — the office plants are the user's responsibility.",
     "2025-06-19 — user happily passed plant duty to the new office manager, Yolanda, who actually enjoys it.", True),
    ("I run the release train.", "I handed the release train over to Priya last month.", True),
    ("The feature-flags service is owned by Growth.",
     "Growth transferred the feature-flags service to the Platform team.", True),
    # near misses: another thing handed, someone else handing, a part handed as well
    ("2025-02-21 — the office plants are the user's responsibility.",
     "2025-06-19 — user passed the plant photos to Yolanda.", False),
    ("2025-02-21 — the office plants are the user's responsibility.",
     "2025-06-19 — Marco passed plant duty to Yolanda.", False),
    ("I run the release train.", "I handed the release notes over to Priya.", False),
    ("I run the release train.", "I also handed part of the release train to Priya.", False),
]

NAME = [
    # v19: the person named by the bracket after their short name
    ("2025-11-02 — new hire goes by 'Sam' (Samuel Okafor).",
     "2026-01-15 — Samuel Okafor wants to be called 'Uche'; please update the directory.", True),
    ("The contractor goes by 'Liz' (Elizabeth Moreau).",
     "Elizabeth Moreau asked to be called 'Beth' from now on.", True),
    # near misses: someone of theirs, a name added, another person of the same surname
    ("2025-11-02 — new hire goes by 'Sam' (Samuel Okafor).", "2026-01-15 — Samuel Okafor's son goes by 'Uche'.",
     False),
    ("The contractor goes by 'Liz' (Elizabeth Moreau).", "Elizabeth Moreau also goes by 'Lisa' on the forum.", False),
    ("The contractor goes by 'Liz' (Elizabeth Moreau).", "Marta Moreau goes by 'Beth'.", False),
    # v19, dev18-u, dev18-v: the writer's name among colleagues ("at work"), told again as what colleagues call them
    ("I go by Kat at work; nobody there calls me Katarzyna.",
     "Since the reorg I've asked colleagues to use my full name, Katarzyna, in every meeting.", True),
    ("I go by Tash at work.", "Colleagues know me as Nat; that's how I sign my emails.", True),
    ("I go by Alex at work, even though my full name is Alexandra, because it's just easier in meetings.",
     "After a lot of thought I've asked colleagues to call me Sasha instead, which honestly feels much more like me.",
     True),
    # near misses: family, a name added, someone else's colleagues, a name not scoped to work, the same name at work
    ("I go by Tash at work.", "My family calls me Natasha.", False),
    ("I go by Tash at work.", "Colleagues also know me as Nat.", False),
    ("I go by Tash at work.", "Priya's colleagues call her Nat.", False),
    ("I go by Tash.", "Colleagues know me as Nat.", False),
    ("I go by Tash at work.", "Colleagues know me as Tash, friends as Nat.", False),
    # dev18-u: a network's SSID is its name
    ("The user's home Wi-Fi network is named 'Gandalf'.", "The user's home Wi-Fi SSID is 'Mordor_5G'.", True),
    ("The office network is called 'acme-corp'.", "The office SSID is 'acme-staff'.", True),
    # near misses: another network, another setting of the network
    ("The user's home Wi-Fi network is named 'Gandalf'.", "The user's guest Wi-Fi SSID is 'Mordor_5G'.", False),
    ("The user's home Wi-Fi network is named 'Gandalf'.", "The user's home Wi-Fi password is 'Mordor_5G'.", False),
    ("The office network is called 'acme-corp'.", "The office printer is named 'acme-staff'.", False),
]

LICENCE = [
    # v19: the thing called by the name its older memory sets beside its kind
    ("The user's CLI tool, parsnip, is GPL-2.0-only.",
     "The user re-released parsnip under LGPL-2.1 so companies can link against it.", True),
    ("My font, Quillfield, is released under OFL-1.1.", "Quillfield is now sold under a commercial EULA only.", True),
    ("Our mobile SDK, kestrel, is MIT.", "We moved kestrel to Apache-2.0 last month.", True),
    # near misses: a part of the named thing, another thing by its own name (a false alarm before this round)
    ("The user's CLI tool, parsnip, is GPL-2.0-only.", "The user's parsnip docs site is CC BY 4.0.", False),
    ("Our mobile SDK, kestrel, is MIT.", "The kestrel logo is CC BY-ND.", False),
    ("The user's CLI tool, parsnip, is GPL-2.0-only.", "The user's other CLI tool, turnip, is MIT.", False),
    # v19: a kind of licence told with what it rests on ("a custom NDA-based licence"), or "relicensed for internal use"
    ("The internal design system is licensed to partners under CC BY-SA.",
     "Partner use of the design system was put under a custom NDA-based licence and the CC BY-SA grant was "
     "withdrawn.", True),
    ("The course videos are CC BY-NC.",
     "The course videos were moved under a custom subscription-based licence last term.", True),
    ("The game's art pack is CC BY 4.0.", "The art pack now ships under a custom studio-style license.", True),
    ("2025-01-07: sample datasets released under CC BY 4.0.",
     "2025-10-30: sample datasets relicensed for internal use only, no public grant.", True),
    ("Our benchmark corpus is published under CC BY 4.0.", "Our benchmark corpus got relicensed for internal use only.",
     True),
    # near misses: offered as well, a part of the thing (a possessive's noun: a false alarm before this round),
    # another thing
    ("The internal design system is licensed to partners under CC BY-SA.",
     "Partner use of the design system is also offered under a custom NDA-based licence.", False),
    ("The UI kit is released under MIT.", "The UI kit's premium themes are sold under a custom NDA-based licence.",
     False),
    ("2025-01-07: sample datasets released under CC BY 4.0.",
     "2025-10-30: the sample datasets' labels are licensed for internal use only.", False),
    ("The user's library is MIT.", "The user's library's docs are CC BY.", False),
    ("2025-01-07: sample datasets released under CC BY 4.0.",
     "2025-10-30: raw sensor logs relicensed for internal use only.", False),
]

PREFERENCE = [
    # v19: the older first choice refused, the older second asked for alone
    ("2025-06-01 — prefers calls over Slack messages.", "2025-12-08 — says: no calls please, Slack text only.", True),
    ("The user prefers PR reviews over pairing sessions.", "The user says: no PR reviews, pairing only.", True),
    ("I prefer Zoom over Teams for calls.", "No more Zoom, Teams only.", True),
    # near misses: the same order told as a refusal, someone else's refusal
    ("prefers email over phone calls", "No phone calls — email only from now on", False),
    ("prefers calls over Slack messages", "my manager wants no calls, Slack text only", False),
    # dev18-u: a pick told "of choice" or "go-to" against a "favourite" or "preferred" one
    ("2024-12-19 — favourite editor font: Fira Code.", "2025-04-15 — font of choice: JetBrains Mono.", True),
    ("My favourite running shoe is the Pegasus.", "These days my shoe of choice is the Novablast.", True),
    ("The user's preferred pizza place is Luigi's.", "The user's go-to pizza place is Mario's now.", True),
    # near misses: another kind of the thing, a narrower use, someone else's pick, the same pick
    ("2024-12-19 — favourite editor font: Fira Code.", "2025-04-15 — terminal font of choice: Hack.", False),
    ("2024-12-19 — favourite editor font: Fira Code.", "2025-04-15 — font of choice for slides: Inter.", False),
    ("The user's preferred pizza place is Luigi's.", "The user's sister's go-to pizza place is Mario's.", False),
    ("My favourite running shoe is the Pegasus.", "My go-to trail shoe is the Speedgoat.", False),
    ("My favourite running shoe is the Pegasus.", "My shoe of choice is still the Pegasus.", False),
]


# v19: a young company told as "startup" in one memory and "company" in the other shares no other word; the lookup
# bridges the two, so the naming reader sees the pair.
STARTUP = [
    ("The user's startup is called Ledgerly.",
     "The user says the company trades as Fernbill these days; the old brand was retired in the spring.", True),
    ("My startup is named Quillory.", "Our company has been renamed to Inkwell.", True),
    # near misses: another company, a product of the startup
    ("The user's startup is called Ledgerly.", "The user's previous company was called Fernbill.", False),
    ("The user's startup is called Ledgerly.", "The company's mobile app is called Fernbill.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), STARTUP)
def test_startup_and_company_find_each_other(engine, clock, old: str, new: str, contradicts: bool) -> None:
    assert looked_up(engine, clock, old, new)


@pytest.mark.parametrize(("old", "new", "contradicts"), STARTUP)
def test_startup_and_company_name(engine, clock, old: str, new: str, contradicts: bool) -> None:
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS)
def test_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
