"""Names, licences, addresses, channels, owners and preferences (issue 15, round 9): two memories that open
with two different things are two facts, whatever attribute they share. Each group holds the near misses a
crowded store showed and the contradictions beside them. Every pair goes through the engine: the older
memory captured and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from core.conflicts.frames import subject_words
from core.conflicts.statement import read
from core.conflicts.two_subjects import two_subjects
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # A sentence that tells the past first keeps its thing out of the key: the subject still says which.
    ("The illustrations are released under CC BY 4.0.",
     "The worker was previously BSD before being moved to MPL-2.0 in 2024.", False),
    ("The worker is BSD licensed.", "The worker was previously BSD before being moved to MPL-2.0 in 2024.", True),
    # "The nightly job": how often it runs is said before which thing it is, and the job is not a service.
    ("The nightly job is named dump-orders.", "The user's search service was rebranded to 'finder' in the last "
     "sprint.", False),
    ("The weekly job is called tidy-tmp.", "Sep 2 — img-crop renamed to media-crop in the registry", False),
    ("The search service is named seeker.", "The user's search service was rebranded to 'finder' in the last "
     "sprint.", True),
    ("The nightly export job is named dump-orders.", "The nightly export job was renamed to 'export-orders'.",
     True),
    # A denial of the older value said of another thing.
    ("dep left-pad: MIT", "Looked at the bundled tokenizer's LICENSE: it's Apache-2.0, not MIT.", False),
    ("The bundled tokenizer is MIT.", "Looked at the bundled tokenizer's LICENSE: it's Apache-2.0, not MIT.", True),
    # A subject that is the value (the owner who "owns …") is no thing: the thing follows the verb.
    ("Ines owns the export service", "Rafael owns the export service", True),
    ("Ines owns the export service", "Rafael owns the import service", False),
    # An attribute alone names no thing: a bare licence note may be any thing's, so the readers decide.
    ("license: MIT", "The plugin has been relicensed under Apache-2.0.", True),
    # A subject told by a word that extends the other's, or by a value that opens the sentence.
    ("The API is rate-limited to 60 requests per minute.", "The rate limit has been raised to 120 requests per "
     "minute.", True),
    ("Aug 22 — deploy questions go to #ask-infra", "Sep 30 — #ask-infra archived; use the infra help desk form",
     True),
])
def test_two_subjects_are_two_things(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_the_subject_reading_behind_it():
    assert subject_words("The nightly job is named dump-orders.") == ("job",)
    assert two_subjects(read("The icons are licensed CC BY 3.0."),
                        read("The SDK was previously MIT before being moved to Apache 2.0."))
    assert not two_subjects(read("licence: MIT"), read("The SDK was relicensed under Apache 2.0."))
    assert not two_subjects(read("We license the SDK under MIT."), read("The SDK is Apache 2.0 now."))


@pytest.mark.parametrize("old, new, contradicts", [
    # A hyphenated name is one name: "checkout-api" and "checkout-ui" are two services, not one cut short.
    ("Apr 2 — checkout-api owned by Team Otter", "Apr 2 — checkout-ui owned by Team Badger", False),
    ("checkout-api owned by Team Otter", "checkout-api owned by Team Badger now", True),
    ("checkout-api owned by Team Otter", "Team Badger took over checkout-api in May", True),
    # The owner still at work on the thing: what they did it for is no new owner.
    ("2026-03-01: Priya owns the on-call handbook", "2026-03-09: Priya updated the on-call handbook for "
     "Postgres 17", False),
    ("Priya owns the on-call handbook.", "Priya revised the on-call handbook for Redis 7.", False),
    ("Priya owns the on-call handbook.", "The on-call handbook is now owned by Tomas.", True),
    ("Priya owns the on-call handbook.", "Priya handed the on-call handbook to Tomas.", True),
    ("Deploys are handled by Jenkins.", "Deploys are handled by Buildkite now.", True),
])
def test_which_thing_and_which_owner(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # An address told without its scheme is the same address; its path is read once, apart from the host.
    ("docs base: https://docs.tallow.io/v1", "docs base = docs.tallow.io/v1 (https enforced)", False),
    ("docs base: https://docs.tallow.io/v1", "docs base is docs.tallow.io/v2 now", True),
    ("The dashboard lives at grafana.corp:3000/d/main.", "The dashboard moved to grafana.corp:3001/d/main.", True),
])
def test_an_address_with_and_without_its_scheme(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_a_host_reads_its_path_once():
    assert read("API base = api.tallow.io/v2").values["host"] == frozenset({"api.tallow.io/v2"})


@pytest.mark.parametrize("old, new, contradicts", [
    # One region for everything a team runs, told again: all of it elsewhere, or the move told.
    ("Our whole stack runs in us-west-2.", "We wrapped up the migration to eu-north-1 last week.", True),
    ("Our whole stack runs in us-west-2.", "All our services now run in eu-north-1.", True),
    ("We keep the Postgres backups in us-west-2.", "All our backups are stored in eu-north-1 after the audit.", True),
    # A narrower or another thing, a scope, a plan, something added, the older region kept.
    ("Our whole stack runs in us-west-2.", "Our DR snapshots live in us-east-2.", False),
    ("Our whole stack runs in us-west-2.", "We're planning the move to eu-north-1 next quarter.", False),
    ("Our whole stack runs in us-west-2.", "We also run a small cache in eu-west-1.", False),
    ("We keep the Postgres backups in us-west-2.", "Our Lambda functions run in eu-north-1 now.", False),
    ("Our whole stack runs in us-west-2.", "We opened a second region in eu-west-1.", False),
    ("Our whole stack runs in us-west-2.", "Everything runs in us-west-2 and eu-west-1 now.", False),
    # What a move is for, said after the new region, is not the thing moved.
    ("The preview environment runs in ca-central-1.", "The user moved preview to us-east-2 to sit near the "
     "customer testers in Ohio.", True),
    ("The preview environment runs in ca-central-1.", "The user moved the analytics cluster to us-east-2 to sit "
     "near the customer testers.", False),
])
def test_one_region_for_everything(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A passive's thing: after a reporting verb, up to its first auxiliary; "looked after by", "on the hook for".
    ("The user's team owns the billing ledger.", "The user says the ledger was reassigned to the treasury team.",
     True),
    ("The user's team owns the billing ledger.", "The user says the payouts ledger was reassigned to the treasury "
     "team.", False),
    ("The user's team is on the hook for the crash triage.", "The user says crash triage was transferred to the "
     "mobile team.", True),
    ("The user's team is on the hook for the crash triage.", "The user says release triage was transferred to the "
     "mobile team.", False),
    ("The build farm is looked after by Nadia.", "The build farm was brought in-house and is now maintained by the "
     "infra team.", True),
    ("The build farm is looked after by Nadia.", "The build farm is looked after by Nadia and Omar now.", False),
])
def test_an_owner_read_from_a_passive(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
