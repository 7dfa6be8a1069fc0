"""False alarms on fresh hands silenced by why they are no change (round 41, rules42b: address, channel, licence,
name, ownership and preference), each beside a true change of the same shape that must still be found:

- a history that ends in the older value told shorter ("Apache since the rewrite" after "Apache-2.0", "field ops
  since" after "owner: field ops"), a value told as what came before the older one ("before the Slack rollout"), the
  older attribute said unchanged ("(channel unchanged)"), the older value said still held ("still @infra-team")
  (:mod:`core.conflicts.older_last`, through :mod:`core.conflicts.bounds`' kept group);
- two things named by a naming verb, a name a document lists the thing by, one value told shorter or in words, glossed
  in a bracket or as a folder under its parent, another member of a named series (:mod:`core.conflicts.named_apart`,
  through :mod:`core.conflicts.framed_apart`);
- a suggestion that "hasn't been approved" (:mod:`core.conflicts.bounds`' talked-about frame), "this one <occasion>"
  beside "today" (the window frame), "left of" as a side and a stop verb with an adverb before its period ("archived
  automatically thirty days after …", a rule) (:mod:`core.conflicts.cues`, :mod:`core.conflicts.subject`), an
  archived thing keeping its licence (:mod:`core.conflicts.compare`), a deputy as someone of the holder's
  (:mod:`core.conflicts.relation_subject`), the newer memory's own lease ended by the purchase
  (:mod:`core.conflicts.ownership`), and a role's purpose read as its value (:mod:`core.conflicts.phrase_rules`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

HISTORY_ENDING_IN_THE_OLDER = [
    # the present clause gives only the older value, told shorter
    ("rain-gauge repo licence: Apache-2.0",
     "rain-gauge 2015–2018: GPL-3.0 (pre-rewrite code); Apache since rewrite", False),
    ("tide-sim repo license: BSD-2-Clause",
     "tide-sim: unlicensed until first public release in 2021, BSD-2 since", False),
    ("shop site: https://harbourknits.com (Shopify)",
     "shop site pre-2022 was harbourknits.net; .com since rebrand", False),
    ("roster tool owner: night desk",
     "roster tool: run by the day editors until 2021, night desk since", False),
    # the present clause gives another value: a change
    ("tide-model repo licence: Apache-2.0",
     "tide-model: Apache until 2024; MIT since the port to Rust", True),
    ("roster tool owner: night desk",
     "roster tool: night desk until 2024, day editors since", True),
]

BEFORE_THE_OLDER = [
    ("Nurse shift swaps are negotiated in the #swaps Slack channel.",
     "Before the Slack rollout in 2021, shift swaps were negotiated over Signal.", False),
    ("Wool socks are preferred by the pickers in the orchard.",
     "In the 2000s, cotton socks were favoured by the pickers, before wool was adopted.", False),
    ("Nurse shift swaps are negotiated in the #swaps Slack channel.",
     "Shift swaps moved from Slack to Signal last month.", True),
]

ATTRIBUTE_SAID_UNCHANGED = [
    ("supplier invoice queries channel: email",
     "supplier invoice queries: answer within 48h (channel unchanged)", False),
    ("supplier invoice queries channel: email",
     "supplier invoice queries channel: now the helpdesk portal, email retired", True),
]

OLDER_STILL_HELD = [
    ("payments-core repo CODEOWNERS: @ledger-team",
     "payments-core CODEOWNERS still @ledger-team — confirmed in audit", False),
    ("payments-core repo CODEOWNERS: @ledger-team",
     "payments-core CODEOWNERS: @treasury-team since the reorg", True),
]

TWO_THINGS_NAMED = [
    ("I named the allotment's rain barrel 'Big Dipper'.",
     "I named the allotment's compost heap 'Little Bear'.", False),
    ("I named the allotment's rain barrel 'Big Dipper'.",
     "I renamed the allotment's rain barrel 'Little Bear'.", True),
]

LISTED_IN_PAPERS = [
    ("The club's minibus is called 'The Beast' by the players.",
     "The minibus is registered as a 2012 Ford Transit in the club's insurance documents.", False),
    ("The club's minibus is called 'The Beast' by the players.",
     "The players have started calling the minibus 'Old Faithful' instead.", True),
]

ONE_VALUE_TOLD_OTHERWISE = [
    # a number told as a word
    ("The relay mast is referred to internally as TX-4.",
     "Internally, the relay mast is called Tx Four by the riggers.", False),
    # a word clipped to its start
    ("payroll export job: owned by Infra Sec",
     "payroll export: maintained by the infrastructure-security team (per wiki)", False),
    # a path told as its folder under the parent
    ("I keep the survey scans in /data/field/scans on the office NAS.",
     "My survey scans sit in the scans folder under /data/field on the same office NAS.", False),
    # a host's folder told as the folder on the host (and another folder on it: a change)
    ("Dive logs are uploaded to https://logs.reefwatch.example/dives.",
     "The dives folder on logs.reefwatch.example is where I put the dive logs, via HTTPS.", False),
    ("Scans go to https://files.kestrel.example/scans.",
     "Scans now go to the archive folder on files.kestrel.example.", True),
    # another number, another word, another path: changes
    ("The relay mast is referred to internally as TX-4.",
     "The relay mast has been renamed TX-9 internally.", True),
    ("I keep the survey scans in /data/field/scans on the office NAS.",
     "I moved the survey scans to /archive/scans on the office NAS.", True),
]

ANOTHER_OF_A_SERIES = [
    ("I reach the Kestrel North gateway at 10.8.1.20.",
     "I reach the Kestrel South gateway at 10.8.2.20.", False),
    ("I reach the Kestrel North gateway at 10.8.1.20.",
     "The Kestrel North gateway now answers at 10.8.9.20.", True),
]

FRAMES_AND_CUES = [
    # a suggestion not approved
    ("The quay is logged as 'Berth 4' in the harbour book.",
     "It was suggested that the quay be logged as 'Nordkai II'; the change hasn't been approved.", False),
    ("The quay is logged as 'Berth 4' in the harbour book.",
     "The quay has been logged as 'Nordkai II' since the approval in March.", True),
    # one occasion beside today
    ("2025-03-03 — dive theory briefings shared in the Zoom room for remote students.",
     "2025-03-10 — Zoom down today; this one briefing held on Jitsi.", False),
    ("2025-03-03 — dive theory briefings shared in the Zoom room for remote students.",
     "2025-03-10 — dive theory briefings moved to Jitsi for good.", True),
    # "left of" is a side
    ("Mara's desk pref: monitor arm on the low setting",
     "Mara's desk pref: lamp set left of the monitor, not behind it", False),
    # a stop verb with an adverb before its period: a standing rule
    ("Outages are coordinated in a fresh Slack channel created per outage.",
     "Outage channels are archived automatically sixty days after closure.", False),
    # an archived thing keeps its licence
    ("The survey-forms repository is published under CC BY 4.0.",
     "The survey-forms repository was archived after the project ended.", False),
    ("The survey-forms repository is published under CC BY 4.0.",
     "The survey-forms repository was relicensed under CC0 after the project ended.", True),
    # a deputy's own channel
    ("I track the permit backlog in the #permits Teams channel.",
     "My deputy Omar chases the permit backlog by phone rather than Teams.", False),
    ("I track the permit backlog in the #permits Teams channel.",
     "I chase the permit backlog by phone rather than Teams now.", True),
    # the newer memory's own lease ended by the purchase
    ("hall piano: owned by the parish",
     "hall piano rented from Keysound until 2022, bought outright after", False),
    ("hall piano: rented from Keysound",
     "hall piano bought outright by the parish in 2023", True),
    # a role's purpose is not its value
    ("Waxed cotton covers are preferred by the Oslo buyer.",
     "Fewer, bigger pallets are preferred by the Oslo buyer to cut haulage costs.", False),
    ("Waxed cotton covers are preferred by the Oslo buyer.",
     "Recycled nylon covers are now preferred by the Oslo buyer.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HISTORY_ENDING_IN_THE_OLDER)
def test_a_history_that_ends_in_the_older_value(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), BEFORE_THE_OLDER)
def test_a_value_told_as_what_came_before_the_older(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ATTRIBUTE_SAID_UNCHANGED)
def test_the_older_attribute_said_unchanged(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_STILL_HELD)
def test_the_older_value_said_still_held(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TWO_THINGS_NAMED)
def test_two_things_named_by_a_naming_verb(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LISTED_IN_PAPERS)
def test_a_name_a_document_lists_the_thing_by(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_VALUE_TOLD_OTHERWISE)
def test_one_value_told_shorter_in_words_or_as_a_folder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_OF_A_SERIES)
def test_another_member_of_a_named_series(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), FRAMES_AND_CUES)
def test_frames_and_cues_that_tell_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
