"""Readings of structure for name, licence, address, channel, ownership and preference (issue 15, round 22, rules22b),
one table per family. Each reading was written for a structure a fresh hand's wording shows (v22 and dev23-p, rules
alone), then checked on contradictions and near misses of my own in other wording before it was kept.

Licence:

- the licensed thing is the licensing verb's own noun phrase — its object ("relicensed every one of my npm packages
  to Apache-2.0") or its passive subject ("After the foundation handover the SDK was relicensed to MIT") — without
  how much of it ("every one of", "all of") and without the manner, time or reason told around it
  (:func:`core.conflicts.licence_swap.verb_object`); what the thing has ("the icon pack's source sketches") is
  another thing;
- a licence id's own joined parts ("CC BY-SA" / "CC BY-NC-ND") are no two sibling names
  (:func:`core.conflicts.licence_swap.sibling_names`);
- the older licence withdrawn — named by its id, its family ("Creative Commons") or as "the open licence", bound to
  a verb of withdrawing in its own clause ("withdrew the OFL release", "stopped offering … under", "GPL text
  removed") — from the older thing told again: a change, with no new licence named (:mod:`core.conflicts.
  licence_withdrawn`); another thing, a part or a badge in that clause, the text moved or kept, are not.

Name:

- a name keyed by its kind beside "…name" — "handle", "slug", "SSID", "alias" — set by a copula, a colon or a verb of
  setting ("repo slug changed to ledgerline"), and a holder seen by a name where it appears ("shows up on Discord as
  tundra_owl", "posts on Twitter as @rebaseradio"): the thing is the holder's words and where it is seen
  (:func:`core.conflicts.naming.named_more`); a state one appears as ("private", "offline"), a comparison ("as often
  as") and the name kept ("still pixelmoth") are not names;
- a name given to a thing as the object of "gave / assigned" with any kind of name ("a fresh hostname, 'loft'",
  "a new title: Kitchen Table"), the thing told by a pronoun being the last thing named before it in its sentence
  ("… reinstalled the home server last night I gave it …"); "rechristened" and the giving verbs open the cheap test.
- the older name said to end as a name — "the X label / name / branding was retired / dropped", "the old X URL
  redirects" — and another name given in the note to a thing with at most one word the older text lacks
  ("invites for Friday are titled Demo Hour", "repo is ledger-api"): a rename (:mod:`core.conflicts.name_retired`);
  the thing retired, the older name kept, a name for another thing are not.

Channel: a channel told in the past tense and held "until" something happened ("were handled over email until
the team joined Slack") is a history that ended, not where the thing goes now (:func:`core.conflicts.channels.
held_until`); a verb of change ("were moved to Meet until further notice") is the change itself. A name before a
channel's own noun — "comments", "inbox", "thread" beside "forum", "portal", "widget" — is a channel, and those nouns
open the cheap test.

Ownership: "<thing> is maintained / run / managed out of <place>" names the place as the owner, the thing after the
clause's last comma; the older owner named gone in the newer text ("With the Kraków office closed") marks the change
as "now" does, not when it is closed for a while (:func:`core.conflicts.owner_swap.owner_change`).

Preference: a choice of a closed set ("Celsius" / "Fahrenheit") by a holder named as both notes' subject ("Nadia
prefers …" / "Nadia asked for …") is the holder's own, as "I" or "the user" would be; a setting after "his / her /
your" is read as a setting (:mod:`core.conflicts.closed_choice`). "for short" before any word, a hyphenated one too
("asked for short bullet-point answers"), is an adjective before its noun, not an added short name
(:func:`core.conflicts.clauses._qualifies_a_noun`).

Any family: a word whose stem is a hedge's but which is another verb ("wiped" / "WIP", "hopped" / "hoped") hedges
nothing (:mod:`core.conflicts.statement`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

LICENCE = [
    # v22: the thing as the licensing verb's object or passive subject, around it how, when and why
    ("I release all my npm packages under MIT.",
     "I've gone through and relicensed every one of my npm packages to Apache-2.0.", True),
    ("The SDK is distributed under the Eclipse Public License 2.0.",
     "After the foundation handover the SDK was relicensed to MIT.", True),
    # my own wording: another verb, order, a name of a month in the time told before the thing
    ("All of our Helm charts are published under the Apache License 2.0.",
     "Over the winter we quietly relicensed each of our Helm charts to MPL-2.0.", True),
    ("Our SDK ships under the Apache License 2.0.",
     "When the board voted in March the SDK was relicensed to the Business Source License.", True),
    # near misses: another thing, what the thing has, a licence only checked against, a change weighed
    ("All of our Helm charts are published under the Apache License 2.0.",
     "Over the winter we quietly relicensed each of our Terraform modules to MPL-2.0.", False),
    ("The icon pack ships under the MIT licence.",
     "As part of the cleanup, the icon pack's source sketches have been relicensed under CC BY 4.0.", False),
    ("The SDK is distributed under the Eclipse Public License 2.0.",
     "After the foundation handover the SDK samples were relicensed to MIT.", False),
    # a licence id's own parts are no thing's name: "BY-SA" and "BY-NC" are not two things of one family
    ("Our course notes are CC BY-SA 4.0.",
     "Since the publisher deal we put all of the course notes under CC BY-NC-ND 4.0.", True),
    # the older licence withdrawn from the thing, by its id, its family's name or as "the open licence"
    ("I license my photo blog under CC BY 4.0.",
     "Since I started selling prints, I've stopped offering any of the photo blog under Creative Commons.", True),
    ("The user's font family ships under the SIL Open Font License.",
     "The user withdrew the OFL release; the font family is sold only with a commercial desktop licence.", True),
    ("The tileset is released under CC BY-SA 4.0.",
     "We have revoked the Creative Commons grant for the tileset after it was scraped for AI training.", True),
    ("The mapping library is LGPL-2.1.",
     "The LGPL licence on the mapping library was rescinded when the company bought it.", True),
    ("My knitting patterns are shared under CC BY-NC.",
     "I no longer share my knitting patterns under any Creative Commons terms.", True),
    # near misses: another thing withdrawn, what the thing has, the licence text moved or kept, something else dropped
    ("The tileset is released under CC BY-SA 4.0.",
     "We have revoked the Creative Commons licence on the old sprite sheet; the tileset is unaffected.", False),
    ("The user's font family ships under the SIL Open Font License.",
     "The user withdrew the OFL release of the old icon set; the font family is unchanged.", False),
    ("The mapping library is LGPL-2.1.",
     "The LGPL notice was removed from the mapping library's README and moved into LICENSE.", False),
    ("2025-05-02 — router firmware repo: GPL-3.0", "2026-03-09 — firmware repo moved to GitLab, GPL text kept", False),
    ("I license my photo blog under CC BY 4.0.",
     "I removed the CC BY badge from the photo blog because it cluttered the sidebar.", False),
    ("The SDK is GPL-3.0.", "We removed the GPL-3.0 plugins from the SDK.", False),
    # a note keyed by the licence of one thing it names, a newer note keyed by the licence alone
    ("license of the server repo: AGPL-3.0", "LICENSE file: BUSL-1.1 as of v3", True),
    ("license of the server repo: AGPL-3.0", "LICENSE file of the docs repo: CC BY 4.0", False),
]

NAME = [
    # v22: a name keyed by its kind ("handle", "slug"), a holder seen by a name where it appears
    ("The user's Discord handle is quietfox.", "These days the user shows up on Discord as tundra_owl.", True),
    ("git repo slug: acme-billing (GitHub org acme)", "repo slug changed to ledgerline; old URL redirects", True),
    # my own wording: another verb of appearing, the place before the holder
    ("My Steam username is pixelmoth.", "On Steam I now appear as lanternfish after the account cleanup.", True),
    ("The podcast's Twitter handle is @latemerge.", "The podcast posts on Twitter as @rebaseradio since the rebrand.",
     True),
    # near misses: another place, another holder, another thing's slug, a second name, a state, the name kept
    ("My Steam username is pixelmoth.", "My partner appears on Steam as lanternfish.", False),
    ("git repo slug: acme-billing (GitHub org acme)", "docs repo slug changed to acme-docs", False),
    ("The user's Discord handle is quietfox.", "The user also shows up on Discord as qf_alt for moderation.", False),
    ("My Steam username is pixelmoth.", "My Steam profile appears as private now.", False),
    ("The podcast's Twitter handle is @latemerge.", "The podcast posts on Twitter as often as it can.", False),
    ("My Steam username is pixelmoth.", "My Steam username is still pixelmoth after the account cleanup.", False),
    # a name given to a thing as its object, the thing by a pronoun; every renaming verb opens the cheap test
    ("I named my home server 'attic' when I built it.",
     "When I reinstalled the home server last night I gave it a fresh hostname, 'loft'.", True),
    ("Our robot vacuum is called Dusty.",
     "After the firmware reset we gave the robot vacuum a different name: Roomba Jr.", True),
    ("The user's boat is named Sea Wren.", "The user's boat was rechristened Blue Heron at the spring launch.", True),
    ("I named my home server 'attic' when I built it.",
     "When I reinstalled the home server last night I gave the NAS a fresh hostname, 'loft'.", False),
    ("I named my home server 'attic' when I built it.",
     "When I reinstalled the home server I also gave it an alias, 'loft'.", False),
    ("Our shared family calendar is called Hearth.", "We gave the family calendar a new colour: teal.", False),
    # the older name said retired as a name ("label was retired", "old billing-svc URL"), another name given
    ("The Friday demo session is known as Show & Tell.",
     "The Show & Tell label was retired by the new manager; invites for Friday are titled Demo Hour.", True),
    ("The staging cluster is named blueberry.",
     "the old blueberry node pool was drained; the prod cluster is kiwi-prd.", False),
    # "wiped" is no hedge ("WIP"): the note tells what was done
    ("The user's laptop hostname is mercury.", "The user wiped the laptop and gave it the hostname venus.", True),
    ("The user's laptop hostname is mercury.", "The user might wipe the laptop and call it venus.", False),
]

CHANNEL = [
    # v22's false alarm: a channel told in the past tense, held until something happened — a history that ended
    ("Design reviews are discussed in #design-crit.",
     "Design reviews were handled over email until the team joined Slack in 2022.", False),
    ("Support tickets arrive in Zendesk.", "Support tickets were emailed to help@acme.io until Zendesk was set up.",
     False),
    # a change told with "until further notice", the older channel as the one that held until then
    ("Standups happen on Zoom.", "Standups were moved to Google Meet until further notice.", True),
    # a name before a channel's own noun ("Figma comments", "the Linear inbox") is a channel
    ("2025-09-22 — design reviews in #design-review.", "2026-02-06 — design reviews go through Figma comments only.",
     True),
    ("2025-09-22 — design reviews in #design-review.", "2026-02-06 — design mockups go through Figma comments only.",
     False),
]

OWNERSHIP = [
    # v22: the place a thing is kept "out of" is its owner; the older owner named gone marks the change
    ("The Android app is maintained by the Kraków office.",
     "With the Kraków office closed, the Android app is maintained out of Nairobi.", True),
    ("The docs site is maintained by the Toronto office.",
     "The Toronto office is closed for the holidays; the docs site is maintained out of Montreal until then.", False),
    ("The Android app is maintained by the Kraków office.",
     "With the Kraków office closed, the iOS app is maintained out of Nairobi.", False),
]

PREFERENCE = [
    # v22: a choice of a closed set by a holder named as the note's subject, as "I" or "the user" would be
    ("2025-10-05 — Nadia prefers Celsius in reports", "2026-02-12 — Nadia asked for Fahrenheit across all reports",
     True),
    ("Nadia prefers Celsius in reports.", "Omar asked for Fahrenheit across all reports.", False),
    # a setting after "her" / "his" is a setting, not the word "her"
    ("Priya prefers dark mode in her editor.", "Priya prefers light mode in her terminal.", False),
    # "for short" before a hyphenated word is an adjective ("short bullet-point answers"), not a name's short form
    ("The user wants replies in detailed paragraphs.", "The user asked for short bullet-point answers from here on.",
     True),
    ("I like long, thorough explanations.", "I've started asking for short step-by-step answers instead.", True),
    ("The user wants replies in detailed paragraphs.", "The user goes by Robert, Bob for short.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
