"""Readings for v21's and dev21's false alarms in name, licence, address, channel, ownership and preference (issue 15,
round 21, rules21b), one table per family: each reading's near misses and contradictions in wording of my own.

Each false alarm is a structure that makes both notes true:

- a naming word followed by the kind of name before the name itself ("answers to the hostname bramble", "goes by the
  name vault", "known by the nickname Pip"): the name is the word after its kind (:func:`core.conflicts.naming.naming`);
- the newer value told as another name of the older one ("mDNS name for 192.168.0.50", "redirects www.… to
  lena-art.com", "a CNAME for wiki.acme.io", "resolves to 192.168.1.20"): the same value (:mod:`core.conflicts.
  older_aliased`);
- the older value as the one that took another's place ("… until #review-please replaced it", "Yusuf took over
  2024"): a history that ends at the older value (:func:`core.conflicts.reached_older.took_place_of`);
- a change put forward and left undecided ("floated at meeting, no vote", "proposed; nothing decided yet", "parked
  until Q3"): talked about, not made (:mod:`core.conflicts.left_open`);
- two joined names sharing their first part and not their last ("orbit-cli" / "orbit-server"): two things of one
  family, each with its own licence (:func:`core.conflicts.licence_swap.sibling_names`);
- the older value said again in a clause of its own beside another value in a clause apart ("platform team owns;
  security team reviews changes", "concise answers; long form fine for architecture docs"), with no word of change,
  past or now: two facts (:mod:`core.conflicts.older_restated`).

Then misses, by structure:

- a name given to a thing as its object ("gave the home server a fresh name: larder", "refers to the mobile app
  project as Hatch") and naming words with a word inside ("referred to internally as", "under the title / banner")
  (:func:`core.conflicts.naming.named_more`);
- an address told bare ("janedoe.design", "sftp.partner.net") is a name the displacement reader binds a word of
  going to ("let janedoe.design lapse", "partner retired sftp.partner.net", "was deactivated"), another named in its
  place (:func:`core.conflicts.displaced.names`);
- a preference turned by judging the older object harshly ("dark mode strains my eyes", "black is too harsh for me"):
  words that find fault (:data:`core.conflicts.opinion._FAULT`), not when the fault is found for someone else's
  sake ("strains my partner's eyes": :func:`core.conflicts.attitude_told._whose`);
- an owner told by a role with the name apposed between commas ("The user's manager, Hélène, owns …", "the new
  recruiting lead, Dmitri, inherited …"): the name is the owner, "inherited" a verb of taking it
  (:func:`core.conflicts.ownerships._owner_words`); a duty that "falls to" someone goes to them, and a thing "for" the
  older thing that goes to someone ("Snacks for the on-call rota went to Priya") is a thing of its own
  (:func:`core.conflicts.ownerships._handed_part`);
- a language's variety wanted in writing ("British English" / "American spelling", "US spelling"): one slot of a
  small closed set (:mod:`core.conflicts.spelling_variety`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

NAME = [
    # v21: the older name named again after the kind of name
    ("The user named their Raspberry Pi 'bramble'.",
     "The user's Raspberry Pi still answers to the hostname bramble after the SD card swap.", False),
    ("The home NAS is called vault.", "The home NAS still goes by the name vault after the reinstall.", False),
    # v21 misses: a name given as the object's, naming words with a word inside
    ("I named my home server 'pantry' when I first set it up.",
     "After reinstalling Debian I gave the home server a fresh name: larder.", True),
    ("The data warehouse is referred to internally as Silo.",
     "The data warehouse was renamed Granary at the last all-hands, and the Silo name is being retired.", True),
    # near misses: another thing given a name, something else given, the older name kept
    ("I named my home server 'pantry' when I first set it up.", "I gave the media server a new name: cellar.", False),
    ("I named my home server 'pantry' when I first set it up.",
     "After reinstalling Debian I gave the home server a fresh coat of paint.", False),
    ("The user refers to the mobile app project as Project Kestrel.",
     "The user refers to the web app project as Hatch.", False),
    ("The data warehouse is referred to internally as Silo.", "The data lake is referred to internally as Granary.",
     False),
    # contradictions: another name after its kind
    ("The home NAS is called vault.", "The home NAS now goes by the hostname keep.", True),
    ("The user named their Raspberry Pi 'bramble'.",
     "The user's Raspberry Pi now answers to the hostname thicket after the SD card swap.", True),
]

ADDRESS = [
    # v21/dev21 misses: a bare address said gone, another named
    ("The user's portfolio is at janedoe.design.",
     "The user let janedoe.design lapse and put the portfolio on jane.studio.", True),
    ("My blog lives at kettlebrook.dev.",
     "Let the kettlebrook.dev domain lapse; the blog's on kettlebrook.net these days.", True),
    ("2025-01-20 — SFTP drop: sftp.partner.net:22.",
     "2025-05-05 — partner retired sftp.partner.net; drop files to s3://partner-inbound.", True),
    # near misses: another address gone, the older one kept or back
    ("My blog lives at kettlebrook.dev.", "Let the kettlebrook.com domain lapse; the blog stays on kettlebrook.dev.",
     False),
    ("My blog lives at kettlebrook.dev.",
     "The kettlebrook.dev renewal lapsed for a day; fixed, the blog is back on kettlebrook.dev.", False),
    ("Status page: status.acme.io.", "Retired the old status.acme.com mirror; status.acme.io stays.", False),
    # v21: the newer value told as another name of the older one
    ("2025-06-30 — Plex at http://192.168.0.50:32400.",
     "2025-12-02 — Plex reachable at http://plex.local:32400 (mDNS name for 192.168.0.50).", False),
    ("The wiki is at https://wiki.acme.io.",
     "The wiki is served from https://kb.acme.io, which is just a CNAME for wiki.acme.io.", False),
    ("The NAS lives at 192.168.1.20.", "The NAS is at nas.home now; that hostname resolves to 192.168.1.20.", False),
    # dev21: the older address as a redirect's target
    ("The user's portfolio is at https://lena-art.com.",
     "The user's portfolio redirects www.lena-art.com to lena-art.com.", False),
    # contradictions: the link denied, the alias of the new value, the new value resolving elsewhere
    ("The wiki is at https://wiki.acme.io.",
     "The wiki moved to https://docs.acme.io; wiki.acme.io no longer points to it.", True),
    ("The wiki is at https://wiki.acme.io.",
     "The wiki lives at https://kb.acme.io now, with go/wiki as a shortcut for kb.acme.io.", True),
    ("The NAS lives at 192.168.1.20.", "The NAS is at 192.168.1.40 now; nas.home resolves to it.", True),
]

CHANNEL = [
    # v21: the older channel as what took the place of the newer one
    ("Code review requests are posted in #review-please.",
     "In 2024, review requests were posted in #pr-queue until #review-please replaced it.", False),
    ("Incidents are discussed in #inc-war-room.",
     "Incidents went to #sev-chat until #inc-war-room took over last spring.", False),
    # contradictions: the newer channel replacing the older one
    ("Code review requests are posted in #review-please.",
     "Code review requests now go to #pr-queue, which replaced #review-please.", True),
    # a move put forward and left open
    ("Deploy alerts go to #deploys.",
     "Moving deploy alerts to #ship-it was proposed at standup; nothing decided yet.", False),
]

OWNERSHIP = [
    # dev21: the older owner said again in a clause of its own, another party with another role
    ("owner: auth-service → platform team", "auth-service: platform team owns; security team reviews changes", False),
    ("maintainer of the sdk: Priya", "sdk: Priya maintains; Tom handles releases", False),
    ("The payments API is owned by team Lynx.",
     "The payments API is owned by team Lynx; the docs site belongs to team Heron.", False),
    # dev21: the older owner as the one who took over
    ("cli-tools repo maintainer: Yusuf", "2023: maintainer was Claire; Yusuf took over 2024", False),
    ("The billing service is owned by the payments team.",
     "Billing was run by platform until the payments team took over.", False),
    # v21 miss: a role with the name apposed
    ("The user's manager, Hélène, owns the hiring pipeline.",
     "The user says the new recruiting lead, Dmitri, inherited the hiring pipeline.", True),
    ("The user owns the deploy scripts.", "The user's teammate, Bo, inherited the deploy scripts.", True),
    # near misses: the same owner apposed again, another thing
    ("The user's manager, Hélène, owns the hiring pipeline.",
     "The user's manager, Hélène, still owns the hiring pipeline after the reorg.", False),
    ("The user's manager, Hélène, owns the hiring pipeline.",
     "The user's skip-level, Marc, owns the onboarding pipeline now.", False),
    # dev21 miss: a duty that falls to another; not a thing "for" the older one
    ("2025-01-09 — Helm charts maintained by Ola.",
     "2025-04-30 — Ola's farewell lunch; Helm charts fall to Benedikt.", True),
    ("The docs site is managed by Sam.", "Responsibility for the docs site went to Priya.", True),
    ("The on-call rota is managed by Sam.", "Snacks for the on-call rota went to Priya.", False),
    # contradictions: another took over from the older owner
    ("The billing service is owned by the payments team.",
     "The payments team owned billing until the platform team took over.", True),
    ("cli-tools repo maintainer: Yusuf", "cli-tools: Yusuf stepped back; Claire took over in May", True),
]

LICENCE = [
    # dev21: a relicensing floated and left open
    ("2025-04-11 — Lantern project: MPL-2.0.",
     "2025-04-25 — Lantern: relicensing to Apache floated at meeting, no vote.", False),
    ("The SDK is Apache-2.0.", "Someone pitched relicensing the SDK as BSL; the idea is parked until Q3.", False),
    # contradictions: the relicensing made
    ("The SDK is Apache-2.0.", "Relicensing the SDK as BSL was proposed in March and approved; it is BSL now.", True),
    # dev21: two things of one family by joined names
    ("2025-05-17 — orbit-cli: Apache-2.0.", "2025-06-03 — orbit-server: SSPL.", False),
    ("The lumen-core crate is MIT.", "lumen-macros is published under Apache-2.0.", False),
    # contradictions: the same joined name under another licence
    ("2025-05-17 — orbit-cli: Apache-2.0.", "2025-06-03 — orbit-cli: SSPL.", True),
    ("The lumen-core crate is MIT.", "lumen-core was relicensed to Apache-2.0.", True),
    # a licence replaced, then the new one named: not a history that ends at the older one
    ("repo license: MIT (root LICENSE file)", "LICENSE replaced, now BUSL-1.1", True),
]

PREFERENCE = [
    # v21 misses: the older object judged harshly, another taken
    ("I prefer dark mode in every editor.",
     "Honestly I've come around to light themes — dark mode strains my eyes lately.", True),
    ("I like my coffee black, no sugar.", "I take my coffee with oat milk these days; black is too harsh for me.",
     True),
    # near misses: the fault found for someone else
    ("I prefer dark mode in every editor.", "Dark mode strains my partner's eyes, so the shared laptop uses light.",
     False),
    ("I like my coffee black, no sugar.",
     "Black coffee is too harsh for my daughter, so she takes hers with oat milk.", False),
    # dev21: the older preference said again, an exception for a narrower use in a clause apart
    ("pref: concise answers, no fluff", "pref: concise answers; long form fine for architecture docs", False),
    ("The user prefers dark mode in the editor.",
     "The user prefers dark mode in the editor; light mode is fine for slides.", False),
    # dev21 misses: another variety of English wanted
    ("The user wants answers in British English.", "The user asked for American spelling in all replies.", True),
    ("pref: responses in British English", "pref: US spelling everywhere — user corrected the earlier note", True),
    # near misses: the same variety in other words, other writing, someone else's, an exception beside the rule
    ("The user wants answers in British English.", "The user wants UK spelling in replies.", False),
    ("The user wants answers in British English.", "The user's docs site uses American spelling.", False),
    ("pref: responses in British English", "pref: US spelling for the client deck; British otherwise", False),
    # contradictions: another value in the clause that names the attribute
    ("pref: concise answers, no fluff", "pref: detailed answers; no fluff", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS)
def test_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
