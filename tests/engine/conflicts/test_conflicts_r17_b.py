"""Readings for the wording the dev18 u/v writers used (issue 15, round 17, rules17b), one table per family.

False alarms first, each removed by what makes the two memories facts that can both hold:

- "from X … on Y" / "from X was sent to Y" is a place or a source, not a move from one value to another: a "from …
  to" transition has no verb between its ends, and its "on" needs a change said before it
  (:func:`core.conflicts.cues._from_to_transition`);
- a change told as a noun — now also a relicensing, a renaming, a rebrand, a handover — that is only talked about
  (:mod:`core.conflicts.bounds`);
- a thing told "separate" from another, or "a separate" one, is one more thing of the kind (additive wording), and
  what that added thing is used "instead of" is no removal of the older one
  (:func:`core.conflicts.compare._contrast_of_an_added_thing`);
- an aside that says the value holds "as usual" is the standing value told again (:mod:`core.conflicts.asides`);
- the older memory's own thing said to keep its value in a clause apart from the new value: the new value is another
  thing's (:mod:`core.conflicts.older_kept`, a frame of :mod:`core.conflicts.bounds`);
- at capture the learned reader's guess passes the same frame guard as the rules' findings
  (:func:`core.conflicts.detector.learned_guess`).

Then misses: a name after the naming words of labels and registers ("titled", "re-registered as") or set beside
its thing by apposition ("Pepper, my dog, …") (:mod:`core.conflicts.naming`); a licence read in long sentences —
its clause ends where another conjunct or a reason starts, the older thing is what stands before its licence; a
proprietary licence told as the only one; the licence ids of data and newer permissive licences
(:mod:`core.conflicts.licence_swap`); a thing "landing in" a channel is sent there (:mod:`core.conflicts.channels`).
"""

from __future__ import annotations

import pytest

from core.conflicts.bounds import bound
from support.conflicts import check, check_decided

ADDRESS = [
    # a place after "from", then "on" another place: no move from one value to another
    ("The user's metrics endpoint is exposed at /internal/metrics on the admin port.",
     "The user double-checked the config, and the metrics are still served from the /internal/metrics path on the "
     "admin port.", False),
    # a source before the verb, then where the sending went: one occasion, not the standing address
    ("The invoices are sent to accounts@hollowayjoinery.co.uk by the user's clients.",
     "A single invoice from the timber supplier was sent to the user's personal email by mistake and has been "
     "forwarded on to accounts.", False),
    # a thing told separate from the older one: another thing of the kind
    ("The user's Grafana instance is served at grafana.home.arpa behind the reverse proxy.",
     "A Prometheus instance was set up on the same box and is served at prom.home.arpa, separate from the "
     "dashboards.", False),
    ("The user's support inbox is help@tidewater.app, answered by two part-timers.",
     "The user created a separate billing@tidewater.app inbox for invoices, which the accountant monitors instead "
     "of support.", False),
    # still a change: a move from one value to another, the older host said gone
    ("The status page is served from status.kelpie.io.", "The status page moved from status.kelpie.io to "
     "kelpie.statuspage.io.", True),
    ("The metrics endpoint is exposed at /internal/metrics on the admin port.",
     "The metrics endpoint is now exposed at /metrics on the admin port.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS)
def test_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


LICENCE = [
    # a relicensing only talked about
    ("The design system is released under MIT.",
     "A relicensing of the design system to Apache-2.0 has been suggested by legal.", False),
    ("The SDK is licensed under MPL-2.0.", "A relicensing of the SDK to Apache-2.0 was floated at the offsite.",
     False),
    # the older thing kept, the new licence another thing's
    ("licence of core repo: ISC", "examples repo set to Unlicense; core repo keeps its licence.", False),
    ("licence of the server repo: AGPL-3.0", "client repo relicensed to MIT; the server repo stays as it is.", False),
    # told in long sentences: the licence's own clause, the thing before the licence
    ("I released my little parsing library under the MIT licence, because I just want people to use it freely.",
     "After a big company forked it and closed it off, I relicensed the whole parsing library under GPLv3 and "
     "updated every file header.", True),
    ("The user's database project is licensed under AGPLv3, which he says protects it from cloud providers.",
     "The user told me that, to win over enterprise adopters, they've relicensed the database project under the "
     "Business Source License.", True),
    ("2025-02-25 — user's Perl module is licensed under the Artistic License 2.0.",
     "2025-06-15 — user decided, after a long thread with contributors, to relicense the Perl module under the Boost "
     "Software License.", True),
    # a proprietary licence told as the only one; one offered beside the open one is not
    ("The user's font project uses the SIL Open Font License.",
     "The user sells the font under a proprietary desktop EULA only.", True),
    ("The user's font project uses the SIL Open Font License.",
     "The user also sells the font under a commercial desktop EULA.", False),
    # licences of data and newer permissive ones, by their ids
    ("The dataset is distributed under CC BY-SA 4.0.", "The dataset is made available under the ODbL 1.0 for all "
     "uses.", True),
    ("licence: LGPL-2.1 (libwave bindings)", "libwave bindings relicensed to BlueOak-1.0.0 after upstream's "
     "consent; LICENSE file swapped.", True),
    ("The dataset is distributed under CC BY-SA 4.0.", "The dataset's schema docs are under the ODbL 1.0.", False),
    # a licence note's field names no other thing
    ("2024-08-14 — WordPress theme: GPLv2.", "2025-02-27 — theme license field: MIT.", True),
    ("2024-08-14 — WordPress theme: GPLv2.", "2025-02-27 — theme icon set license field: MIT.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PREFERENCE = [
    # the older preferred value told again "as usual", another one turned down beside it
    ("2025-03-16 — user prefers tea over coffee.",
     "2025-08-11 — user turned down the espresso at the offsite and said, as usual, a pot of tea suits him far "
     "better.", False),
    ("The user prefers window seats.", "The user took an aisle seat on the short hop and said, as always, a "
     "window seat is what he wants.", False),
    # a preference turned round is still read
    ("2025-03-16 — user prefers tea over coffee.", "2025-08-11 — user now prefers coffee over tea.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "frame"), [
    ("The design system is released under MIT.",
     "A relicensing of the design system to Apache-2.0 has been suggested by legal.", "talked about"),
    ("The legacy CRM is maintained by the ops team.", "A handover of the legacy CRM to IT was discussed.",
     "talked about"),
    ("licence of core repo: ISC", "examples repo set to Unlicense; core repo keeps its licence.", "kept"),
])
def test_the_frame_that_sets_the_value_aside(old: str, new: str, frame: str) -> None:
    assert bound(old, new) == frame


@pytest.mark.parametrize(("old", "new"), [
    # a frame only of another thing, or the change made: no frame
    ("licence of core repo: ISC", "core repo set to Unlicense; the examples repo keeps its licence."),
    ("The design system is released under MIT.", "The relicensing of the design system to Apache-2.0 is complete."),
])
def test_no_frame_where_the_older_thing_changed(old: str, new: str) -> None:
    assert bound(old, new) is None


OWNERSHIP = [
    # at capture the learned reader's guess passes the frame guard too: a transfer only floated
    ("The legacy CRM is maintained by the ops team.", "A transfer of the legacy CRM to IT has been floated for 2026.",
     False),
    ("The billing runbook is owned by the SRE team.", "A handover of the billing runbook to finance was discussed.",
     False),
    # a transfer made is a new owner
    ("The legacy CRM is maintained by the ops team.", "The legacy CRM is now maintained by the IT team.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership_at_capture(engine, clock, old: str, new: str, contradicts: bool) -> None:
    assert engine.settings.conflicts.learned_reader  # the capture path with the learned reader on
    check(engine, clock, old, new, "note", contradicts)


NAME = [
    # naming words of labels and registers
    ("The finance folder on the shared drive is labelled 'Q3 Finance'.",
     "The finance folder on the shared drive is titled 'FY25 Close'.", True),
    ("The user's sailing boat is registered under the name Sea Otter at the local marina.",
     "The boat has been re-registered as Halcyon since the user bought out her co-owner.", True),
    ("The finance folder is labelled 'Q3 Finance'.", "The legal folder is labelled 'Contracts'.", False),
    ("The boat is registered as Sea Otter.", "The dinghy was re-registered as Halcyon.", False),
    # a name set beside its thing by apposition, the thing one's own or the one
    ("The user's podcast is called 'Slow Bytes'.",
     "The user shared the trailer for their podcast, 'Signal & Noise'.", True),
    ("2025-01-30 — our only cat's name: Mochi.", "2025-05-14 — vet appt for Tofu, the cat, 3 pm.", True),
    ("My dog is called Biscuit.", "Pepper, my dog, sleeps on the sofa all afternoon.", True),
    # another one of the thing, someone else's, a person in one's life, another thing of the kind
    ("My dog is called Biscuit.", "Pepper, my other dog, sleeps on the sofa.", False),
    ("The user's podcast is called 'Slow Bytes'.",
     "The user guested on their friend's podcast, 'Signal & Noise'.", False),
    ("My sister is called Mia.", "Lena, my sister, visited on Sunday.", False),
    ("Our staging cluster is named Kestrel.", "Falcon, the production cluster, was upgraded.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CHANNEL = [
    # "landing in" a channel is where a thing is sent, not another thing done
    ("2025-01-25 — security alerts → #sec-alerts.", "2025-06-06 — security alerts landing in #soc-triage.", True),
    ("Deploy alerts go to #deploys.", "Deploy alerts are landing in #ship-it now.", True),
    # another thing sent, or the channel added beside the older one
    ("2025-01-25 — security alerts → #sec-alerts.", "2025-06-06 — staging security alerts landing in #soc-triage.",
     False),
    ("2025-01-25 — security alerts → #sec-alerts.", "2025-06-06 — security alerts landing in #soc-triage too.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
