"""Readings for the v18 false alarms and misses in name, licence, address, channel, ownership and preference (issue 15,
round 18, rules18b), one table per family.

False alarms first, each removed by the structure that makes both memories true:

- a past state ended at a date — "had been owned by Finance IT until 2022", "Before 2024 the SFTP drop was hosted at
  …": history beside the standing value, unless the older memory's own value is the one that ended or the newer
  memory tells the present too (:mod:`core.conflicts.ended_state`, a frame of :mod:`core.conflicts.bounds`);
- the same value of a closed set told in other words — "SI units (km, kg, °C)" is "metric units": "SI" is a word
  of the units set, the head noun after a closed set's value ("metric *units*") is its attribute, not a second
  value, and a bracket after such a value gives examples of it (:mod:`core.conflicts.notes`).

Then misses, by structure:

- an owner told by apposition ("Tomasz, the search service's owner"; "… go to Yusuf; he's its sole maintainer"), or
  the holding told as a noun and handed over ("Maintenance of the website was brought in-house to the Web team")
  (:mod:`core.conflicts.owner_apposed`);
- a mail address taken whole (the statement model cuts it at its "@"): one thing reached at another address
  (:mod:`core.conflicts.mail_swap`);
- a channel told by a product name alone: its class says what goes through it (a pager's pages, a chat's talk), and
  a delivery told as a noun ("incident coordination") is the other memory's verb (:mod:`core.conflicts.channels`);
- a preference choosing the other value of a closed set, whatever reason stands beside it, unless it is someone
  else's, for another setting or under a condition (:mod:`core.conflicts.closed_choice`);
- a rename of a quoted name followed by its kind ("'shipit' CLI renamed to …"), a name whose thing stands after
  the last comma (:mod:`core.conflicts.naming`);
- an address whose older thing has a run of modifiers the newer leaves out ("family photo archive" / "the
  archive"; a scope word still makes another thing) (:mod:`core.conflicts.addresses`);
- "no longer applies" is a licence stopped, not a hedge (an application made) (:mod:`core.conflicts.statement`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESS = [
    # v18: a past state ended at a date, the older host not in it
    ("The SFTP drop is located at sftp.partners.lumo.com.",
     "Before 2024 the SFTP drop was hosted at ftp.lumo.com, which was retired then.", False),
    ("The docs site is served from docs.acme.dev.", "Up until 2023 the docs site was hosted at acme.readthedocs.io.",
     False),
    # still a change: the present told
    ("The docs are hosted at acme.readthedocs.io.", "The docs are now served from docs.acme.dev.", True),
    # the older thing told with a run of modifiers before its head, the newer with the head alone: one thing
    ("The family photo archive lives at /mnt/nas/photos.", "The archive is now kept at /srv/photos.", True),
    ("Our internal package registry mirror is at npm.corp.local.",
     "The mirror is served from registry.corp.dev after the move.", True),
    # near misses: a scope or another modifier in the newer memory
    ("Our internal package registry mirror is at npm.corp.local.",
     "The staging mirror is served from registry.corp.dev.", False),
    ("The nightly build cache bucket is s3://ci-cache.", "The test cache bucket is s3://test-cache.", False),
    # a mail address taken whole: one thing reached at another address
    ("2025-03-11 — on-call escalation email: ops-page@harbor.net.",
     "2025-12-02 — escalations go to pager@harbor.net; ops-page alias deleted.", True),
    ("My personal email is dana.r@fastmail.com.",
     "Reach me at danarourke@proton.me — that's the inbox I actually read.", True),
    # near misses: another thing, another scope, another person, an address added or the older one kept, one occasion
    ("The support inbox is help@acme.io.", "Billing questions go to billing@acme.io.", False),
    ("My personal email is dana.r@fastmail.com.", "My work email is dana@corp.com.", False),
    ("My personal email is dana.r@fastmail.com.", "My manager's email is kim@corp.com.", False),
    ("The support inbox is help@acme.io.", "Support requests also go to support@acme.io.", False),
    ("The support inbox is help@acme.io.", "Support requests go to support@acme.io, and help@acme.io still works.",
     False),
    ("The user's email is sam@x.io.", "The user's partner can be reached at lee@y.io.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS)
def test_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


OWNERSHIP = [
    # v18: an earlier owner up to a year, the older owner taking it after
    ("The billing database is owned by the Payments team.",
     "The billing database had been owned by Finance IT until 2022, when Payments took it.", False),
    ("The on-call rota is run by Priya.",
     "Prior to 2021 the on-call rota was run by the SRE guild, before Priya took it on.", False),
    # an owner told by apposition
    ("The user owns the search service.", "The user asked Tomasz, the search service's owner, for a review.", True),
    ("I maintain the auth library.", "Questions on the auth library go to Yusuf; he's its sole maintainer.", True),
    ("The payments API is maintained by Kofi.", "I pinged Lena, the payments API's owner, about the outage.", True),
    ("I maintain the auth library.", "Ask Mei about the auth library docs; she is the new maintainer.", True),
    # near misses: another thing's owner, one holder among others, the older owner still named
    ("The user owns the search service.", "The user asked Tomasz, the search UI's owner, for a review.", False),
    ("I maintain the auth library.", "Questions on the auth library go to Yusuf; he's one of its maintainers.",
     False),
    ("The payments API is maintained by Kofi.",
     "I pinged Lena, the payments API's owner, and Kofi about the outage.", False),
    ("The payments API is maintained by Kofi.", "Lena, the billing API's owner, reviewed it.", False),
    # the holding told as a noun, handed to another party
    ("The marketing website is maintained by the web agency Brightloom.",
     "Maintenance of the marketing website was brought in-house to the Web team; Brightloom's contract ended.", True),
    ("The internal wiki is administered by the user, who set it up during the company's first year.",
     "Administration of the wiki was passed to the IT helpdesk in the summer.", True),
    # near misses: another thing's holding, a handover only thought of
    ("The marketing website is maintained by Brightloom.",
     "Maintenance of the careers site was handed to the Web team.", False),
    ("The billing service is owned by the Payments team.",
     "Ownership of the billing service may be transferred to the Platform team.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


LICENCE = [
    # a past state ended at a date
    ("The SDK is licensed under Apache-2.0.", "Until 2022 the SDK was released under GPL-3.0.", False),
    # v18: "no longer applies" says a licence stopped holding, not an application made (no hedge)
    ("2024-08-19 — terraform-modules repo licensed MIT.",
     "2025-11-03 — terraform-modules moved to BUSL-1.1, MIT no longer applies.", True),
    ("The SDK is licensed under MIT.", "The SDK moved to Apache-2.0; MIT no longer applies.", True),
    # near misses: the older licence said still to apply to a part; an application is still a plan
    ("The SDK is licensed under MIT.", "The SDK docs moved to CC BY 4.0; MIT still applies to the code.", False),
    ("The user works at Stripe.", "The user applies to Shopify next week.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CHANNEL = [
    # a past state ended at a date
    ("Release notes are posted in #releases.", "Until 2023 release notes were posted in #general.", False),
    # a product named alone says by its class what goes through it: pages, talk
    ("I get paged through Opsgenie.", "My pager alerts come through PagerDuty on my phone.", True),
    ("The user's team coordinates in Microsoft Teams.",
     "The user's team does all its async chat in a Zulip instance.", True),
    # a delivery told as a noun ("coordination") is the other memory's verb, not another thing
    ("The user's team coordinates incidents in #inc-war-room.",
     "The user said incident coordination happens in #sev-bridge after the channel cleanup.", True),
    # near misses: a second channel added, another class (talk / meetings), another thing
    ("I get paged through Opsgenie.", "My pager alerts also come through PagerDuty.", False),
    ("The team chats in Slack.", "The team's standups happen in Zoom.", False),
    ("The team coordinates in Slack.", "Customer support chat runs on Intercom.", False),
    ("The design team coordinates in Slack.", "The user's team does all its async chat in Zulip.", False),
    # the noun of what is sent is a thing, not the noun of a delivery
    ("Our team chats in Slack.", "The #general channel was archived; announcements go to #announce.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


NAME = [
    # the older name in quotes, then the kind of thing it names, renamed
    ("2025-06-03 — internal CLI tool called 'shipit'.",
     "2026-01-15 — 'shipit' CLI renamed to 'launchpad' to avoid trademark clash.", True),
    ("Our deploy script is called 'shipit'.", "The 'shipit' script was renamed to 'deployer' last week.", True),
    # the thing named after the last comma, what comes before it says when or why
    ("The office printer is named 'Gutenberg'.",
     "After the move, which took all week, the office printer is called 'Caxton'.", True),
    # near misses: another thing of the older name, another thing after the comma
    ("Our deploy script is called 'shipit'.", "The 'shipit' docs renamed to 'guide' last week.", False),
    ("The office printer is named 'Gutenberg'.",
     "After the move, which took all week, the lobby printer is called 'Caxton'.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PREFERENCE = [
    # v18: one unit system told in other words, its examples in brackets
    ("pref: metric units for all measurements", "pref: SI units (km, kg, °C)", False),
    ("units pref: metric", "pref: metric units (km, kg)", False),
    ("pref: dark mode everywhere", "pref: dark mode (VS Code, iTerm)", False),
    # the other value of the closed set, whatever the brackets and the head noun
    ("pref: metric units everywhere", "units pref: imperial (miles, °F)", True),
    ("pref: imperial units for recipes", "pref: SI units (g, ml)", True),
    ("pref: SI units", "pref: imperial units", True),
    ("pref: aisle seat always", "pref: window seat", True),
    # the other value of a closed set chosen, whatever reason or scope words stand beside it
    ("I prefer dark mode everywhere.", "Light themes are easier on my eyes — please default everything to light.",
     True),
    ("The user prefers window seats on flights.", "The user always asks for an aisle seat for the legroom.", True),
    # near misses: someone else's choice, another setting, a condition, a fact about a thing, another purpose
    ("The user prefers window seats on flights.", "The user's partner always asks for an aisle seat.", False),
    ("I prefer squash merges.", "My lead prefers rebase merges for her repos.", False),
    ("The user prefers British spelling in docs.", "The user's colleague prefers American spelling in docs.", False),
    ("The user prefers window seats on flights.", "On trains the user asks for an aisle seat.", False),
    ("I prefer window seats.", "I prefer aisle seats on overnight flights.", False),
    ("Dark mode is preferred by the user.", "Light mode is preferred by the user's team.", False),
    ("I like verbose PR descriptions.", "I want one-line commit messages.", False),
    ("2026-01: user prefers short answers", "2026-02: user prefers detailed answers when debugging", False),
    ("I prefer dark mode everywhere.", "The company dashboard defaults to light mode.", False),
    ("user: prefers email for work updates", "user: prefers texts for family stuff", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
