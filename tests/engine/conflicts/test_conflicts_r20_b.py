"""Readings for v20's false alarms and misses in name, licence, address, channel, ownership and preference (issue 15,
round 20, rules20b), one table per family: each reading's near misses and contradictions in wording of my own.

False alarms first, each a structure that makes both notes true:

- a bound that opens a note as its date label ("Until 2025-12 — the service went by 'books-svc' …", "Before 2022 —
  the repo was released under GPL-3.0") bounds the whole note: a past state ended at that date, history beside the
  older value (:mod:`core.conflicts.ended_state`);
- a mail domain the statement model cut from an address is the address's, not the domain's: "from
  billing@quarry.io" is another mailbox than "dana@quarry.io", no previous value of it
  (:func:`core.conflicts.mail_swap.another_mailbox`);
- a later dated note whose place lies under the older note's ("/var/log/orbit/" / "orbit audit logs written to the
  /var/log/orbit/audit/ subfolder") for something the older one does not name: a part of the older place, which no
  later date makes a move (:mod:`core.conflicts.later_note`);
- a history whose last change lands on the older value ("… handed to @ruiz 2023", "… before adopting MIT"): both say
  the same of now (:mod:`core.conflicts.reached_older`);
- a change put forward and refused ("proposed but turned down", "floated by legal but vetoed"): talked about, not
  made (:func:`core.conflicts.bounds._only_talked_about`);
- another value used because the older one was down, offline or in an outage: a stand-in for a window
  (:func:`core.conflicts.stand_in.while_out`);
- a thing named by a word that also tells doubt or change ("the experiments repo", "the upgrade runbook") against
  the same noun after another word: two things (:mod:`core.conflicts.modifier_thing`);
- a value bounded to a use by "only" ("spaces in YAML files only", "only for generated code") that the older memory
  names no word of: a narrower use (:func:`core.conflicts.narrower_use._only_use`).

Then misses:

- who asked, said at a note's end without a bracket or as a request (", per user", "(user request)"): the source,
  not what holds (:func:`core.conflicts.entry._unattributed`);
- data licences are licence values ("ODbL", "ODC-By 1.0", "PDDL", "CDLA-Permissive-2.0")
  (:data:`core.conflicts.value_shapes.LICENCE`);
- a family's own noun beside its tag ("name", "display name" beside "@name") says the attribute the tag says, not
  another one; a noun of a second value or another kind of name ("alias", "nickname", "handle") still does
  (:func:`core.conflicts.sameness._keys`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

NAME = [
    # v20: a former name told in a note whose date label is its end ("Until 2025-12 — …")
    ("2026-03-01 — service called 'ledger-api'.",
     "Until 2025-12 — the service went by 'books-svc' before getting its current name.", False),
    ("The user's bot is called Herald.", "Before 2024 — the bot was called Crier.", False),
    ("2025-09-01 — build bot named 'Herald'.", "Until 2025-06 — the build bot was called 'Crier'.", False),
    # contradictions: a rename told from a date on, or dated later
    ("2025-09-01 — build bot named 'Herald'.", "2026-01-15 — build bot renamed to 'Scout'.", True),
    ("2026-03-01 — service called 'ledger-api'.", "The service was renamed from 'ledger-api' to 'books-svc'.", True),
    # v20: the attribute's own noun beside its tag ("display name", "name")
    ("2025-09-02 — Slack bot named 'Herald'.", "2026-01-15 — bot display name changed to 'Scout' after the team vote.",
     True),
    ("Discord bot named 'Pip'.", "bot name switched to 'Pico' last week.", True),
    ("The Wi-Fi printer is named 'Gutenberg'.", "printer display name changed to 'Inky'.", True),
    # near misses: a second name, another kind of name, another bot
    ("pet: cat named Juniper", "pet nickname: Juno (short for Juniper)", False),
    ("The user's GitHub handle is @tmarsh.", "The user's display name on GitHub is Theo Marsh.", False),
    ("Slack bot named 'Herald'.", "The deploy bot's display name is 'Scout'.", False),
    # a history that lands on the older name
    ("The app's name is Tallyo.", "The app launched as CountKit and was renamed to Tallyo last spring.", False),
]

LICENCE = [
    # the same structure in other families: a licence that ended at the note's label
    ("The repo is licensed under Apache-2.0.", "Before 2022 — the repo was released under GPL-3.0.", False),
    ("The fonts are licensed under OFL-1.1.", "Up to 2021 — the fonts were shipped under a proprietary licence.",
     False),
    # contradictions: a licence told from a date on
    ("The repo is licensed under Apache-2.0.", "Since 2026 the repo is released under GPL-3.0.", True),
    # a history that lands on the older licence
    ("The user's browser extension is MIT-licensed.",
     "The user's extension shipped with no licence at first, before adopting MIT.", False),
    ("The plugin is licensed under Apache-2.0.",
     "The plugin shipped under GPL-3.0 at first and was relicensed under Apache-2.0 in 2024.", False),
    # a thing named by a cue word beside another of its kind
    ("The search repo is licensed under MIT.", "The drafts repo is licensed under GPL-3.0.", False),
    # v20: data licences read as licences
    ("The datasets are distributed under ODbL.",
     "Following the board vote, the datasets are being distributed under CDLA-Permissive-2.0.", True),
    ("The corpus is licensed CDLA-Sharing-1.0.", "The corpus moved to CDLA-Permissive-2.0.", True),
    ("The map extracts are published under ODC-By 1.0.", "The map extracts are now published under ODbL.", True),
    # near misses: another dataset, the same licence, an added one
    ("The datasets are distributed under ODbL.", "The benchmark's code is distributed under MIT.", False),
    ("The map data is released under ODbL.", "The map data is released under ODbL 1.0.", False),
    ("The corpus is licensed CDLA-Sharing-1.0.", "The corpus annotations are licensed PDDL as well.", False),
    # a relicensing put forward and refused
    ("The SDK is licensed under MIT.", "Relicensing the SDK under AGPL was floated by legal but vetoed.", False),
]

OWNERSHIP = [
    ("The runbook is owned by Dana.", "Up to March 2024 — Omar owned the runbook.", False),
    ("The billing service is owned by the Payments team.",
     "Until 2023 — the billing service was run by Finance IT.", False),
    # contradictions: a new owner from a date on
    ("The runbook is owned by Dana.", "As of March 2026, Omar owns the runbook.", True),
    # a history that lands on the older owner
    ("owner: billing-api = @lena", "billing-api: started by @omar in 2021, passed to @lena last spring", False),
    ("The release checklist is run by the QA lead.",
     "The release checklist was run by Dev until May, then handed to the QA lead.", False),
    # a thing named by a cue word ("upgrade", "experiments") beside another of its kind: two things
    ("The onboarding runbook is owned by Ana.", "The upgrade runbook is owned by Ben.", False),
    ("The onboarding doc is maintained by Ana.", "The experiments doc is maintained by Ben.", False),
    ("2025-03-02 — search repo owned by team Kite.", "2025-03-09 — migration repo owned by team Wren.", False),
    ("The onboarding runbook is owned by Ana.", "The onboarding runbook is owned by Ben now.", True),
    # contradictions: the history lands on another owner
    ("The runbook is owned by Dana.", "The runbook was written by Omar and handed to Priya.", True),
]

ADDRESS = [
    # v20: another mailbox at the older address's domain told as where mail comes "from"
    ("My work email is dana@quarry.io.", "I also forward invoices from billing@quarry.io into my inbox.", False),
    ("Support mail goes to help@acme.io.", "I redirect mail from billing@acme.io to my own inbox.", False),
    ("My work email is dana@quarry.io.",
     "I moved the newsletter signups from news@quarry.io to a Mailchimp list.", False),
    # contradictions: the older address itself given as the previous one
    ("My work email is dana@quarry.io.", "My work email changed from dana@quarry.io to d.lee@quarry.io.", True),
    ("Support mail goes to help@acme.io.", "Support moved from help@acme.io to care@acme.io.", True),
    # v20: a later dated note placing a narrower thing under the older path
    ("2025-10-20 — log directory: /var/log/orbit/.",
     "2026-02-02 — orbit audit logs written to the /var/log/orbit/audit/ subfolder.", False),
    ("2025-03-01 — uploads directory: /srv/uploads.",
     "2026-01-02 — avatar uploads written to the /srv/uploads/avatars/ subfolder.", False),
    # contradictions: the older attribute told again at a sub-path, or at another path
    ("2025-10-20 — log directory: /var/log/orbit/.", "2026-02-02 — log directory: /var/log/orbit/v2/.", True),
    ("2025-05-01 — backup directory: /mnt/backup/.", "2025-11-30 — backups stored in /srv/backup/.", True),
    # a move put forward and refused
    ("The staging site is served at stage.marlowe.app.",
     "Someone proposed moving staging to preview.marlowe.app, but it was turned down.", False),
    ("The status page is served at status.orbit.dev.",
     "A move of the status page to orbit.statuspage.io was proposed but not approved.", False),
    # contradictions: a history that lands on another address
    ("The grafana dashboard lives at grafana.internal:3000", "Grafana moved to grafana.internal:3300", True),
]

PREFERENCE = [
    # dev20-w's shape: a closed set's other value with a trailing ", per user"
    ("pref: metric units for everything", "pref: imperial units everywhere, per user", True),
    ("pref: tabs for indentation", "pref: spaces for indentation, per user", True),
    ("pref: light theme in the editor", "pref: dark theme in the editor (user request)", True),
    # near misses: the same value restated, another scope, a value bounded to a narrower use by "only"
    ("pref: metric units for everything", "pref: metric units for everything, per user", False),
    ("pref: answers in English", "pref: code comments in Spanish (user request)", False),
    ("pref: tabs for indentation", "pref: spaces in YAML files only, per user", False),
    ("pref: tabs for indentation", "pref: spaces in YAML files only (per the user)", False),
    ("I prefer dark mode in my editor.", "I want light mode in the terminal only.", False),
    ("2026-02-20: prefers Go for services", "2026-02-22: fine with Python only for glue scripts", False),
    # contradictions: "only" with a name is the value itself
    ("Mar 4 — team ticketing: ServiceNow", "Jun 1 — tickets filed in Zendesk only", True),
]

CHANNEL = [
    ("Team chat: Slack.", "Until 2023 — the team chatted on HipChat.", False),
    # another channel because the older one was down: a stand-in
    ("The user's team meets on Zoom.", "The user's team met on Google Meet on Tuesday because Zoom was down.", False),
    ("Our CI runs on CircleCI.", "Our CI ran on Buildkite on Friday because CircleCI was down.", False),
    # contradictions: the older channel gone for good, or shut down
    ("The user's team meets on Zoom.", "The team meets on Google Meet since Zoom went down for good.", True),
    ("2025-10-02: team comms on Mattermost", "2026-01-20: Mattermost shut down, all comms in Slack", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME)
def test_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE)
def test_licence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OWNERSHIP)
def test_ownership(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS)
def test_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL)
def test_channel(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE)
def test_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
