"""Misses on fresh hands (issue 15, round 30, rules30b: holdout-v29, dev29-q): a name-kind value — an e-mail, a URL
or host, a bucket, a channel, a thing's name, a holder — replaced, the newer memory saying so with a change word,
an arrow or "new" (:mod:`core.conflicts.name_replaced`). The newer memory names the older thing in a shortened key
("case-tool URL", "SAR submissions", "calib."), which the older readers never aligned.

Names are the near misses' home, so every table puts each shape beside what must stay quiet: a second value beside
the first ("also", a mirror), another thing's value (another dataset's title, another budget's holder), a stand-in
while someone is away, a redirect for a month. No pair uses a tuning pair's words: a guard written for one pair's
words fails here.
"""

from __future__ import annotations

import pytest

from core.conflicts.name_replaced import _key, _slot, name_replaced
from support.conflicts import check, check_decided, check_found_by_a_rule

ADDRESS_REPLACED = [
    ("Grant reports are emailed to grants-office@hollowmere.ac.uk.",
     "Grant-report submissions were rerouted to research-admin@hollowmere.ac.uk by the dean.", True),
    ("Grant reports are emailed to grants-office@hollowmere.ac.uk.",
     "Travel claims were rerouted to research-admin@hollowmere.ac.uk by the dean.", False),
    ("Grant reports are emailed to grants-office@hollowmere.ac.uk.",
     "Grant reports are also copied to research-admin@hollowmere.ac.uk.", False),
    ("Grant reports are emailed to grants-office@hollowmere.ac.uk.",
     "Grant reports are redirected to research-admin@hollowmere.ac.uk for a month while the inbox is migrated.",
     False),
    ("The user's onboard Kibana dashboard lives at kibana.ops.tidewell.io.",
     "The user said the dashboard URL became logs.ops.tidewell.io after the cutover.", True),
    ("The user's onboard Kibana dashboard lives at kibana.ops.tidewell.io.",
     "The user said the staging dashboard URL became logs.ops.tidewell.io after the cutover.", False),
    ("The user's onboard Kibana dashboard lives at kibana.ops.tidewell.io.",
     "The user said the dashboard now also has a mirror URL, logs.ops.tidewell.io.", False),
    ("2025-05-02 — raw telemetry bucket: s3://orbit-raw-eu.", "2026-01-19 — raw telemetry lands in gs://orbit-raw-fi-1.",
     True),
    ("2025-05-02 — raw telemetry bucket: s3://orbit-raw-eu.",
     "2026-01-19 — processed telemetry lands in gs://orbit-raw-fi-1.", False),
]

CHANNEL_REPLACED = [
    ("2025-04-01 — procurement approvals land in #buy-ok.",
     "2026-01-12 — procurement approvals routed to Teams channel 'Spend Desk'.", True),
    ("2025-04-01 — procurement approvals land in #buy-ok.",
     "2026-01-12 — procurement approvals also posted to Teams channel 'Spend Desk'.", False),
    ("2025-04-01 — procurement approvals land in #buy-ok.",
     "2026-01-12 — travel approvals routed to Teams channel 'Spend Desk'.", False),
    ("Moderation flags are announced in the Zulip stream ~mods.",
     "Moderation flags have been rerouted into a Discord server run by the volunteers.", True),
    ("Moderation flags are announced in the Zulip stream ~mods.",
     "Moderation flags are now mirrored into a Discord server run by the volunteers.", False),
    ("2025-04-15 — code reviews requested in #reviews.",
     "2025-04-22 — code reviews for the mobile repo requested in #mobile-dev.", False),
]

NAME_REPLACED = [
    ("The fraud-scoring service is referred to internally as Hermes.",
     "After the reorg the service was rebranded Vesper.", True),
    ("2025-03-03: river gauge dataset published as FlowMon-2.",
     "2026-01-20: dataset name on the archive changed to 'RiverPulse'.", True),
    ("2025-03-03: river gauge dataset published as FlowMon-2.",
     "2026-01-20: rainfall dataset name changed to 'RiverPulse'.", False),
    ("The spare laptop pool is listed as 'Loaners' in the asset register.",
     "Since last week's audit, the laptop pool is filed under 'Hot Desks' in the asset register.", True),
    ("I run the school's lending library, which we call the Book Nook.",
     "I've rebranded the library — it's Reading Room from this term.", True),
    ("I run the school's lending library, which we call the Book Nook.",
     "The library's reading corner is also known as Reading Room.", False),
    ("support bot name: TicketBot", "ticketing bot display name → Beacon", True),
    ("support bot name: TicketBot", "billing bot display name → Beacon", False),
]

HOLDER_REPLACED = [
    ("2025-06-10 — lab consumables budget held by Dr Abara.",
     "2026-02-01 — Abara steps back; consumables budget goes to lab manager Wen.", True),
    ("2025-06-10 — lab consumables budget held by Dr Abara.", "2026-02-01 — travel budget goes to lab manager Wen.",
     False),
    ("2025-06-10 — lab consumables budget held by Dr Abara.",
     "2026-02-01 — Wen covers the consumables budget while Dr Abara is on leave.", False),
    ("The clubhouse defibrillator is looked after by the safety officer.",
     "The defibrillator has been entrusted to the groundskeeper, Tomas, by the committee.", True),
    ("The clubhouse defibrillator is looked after by the safety officer.",
     "The defibrillator has been entrusted to the groundskeeper, Tomas, until the safety officer is back.", False),
    ("2025-08-08 - equipment loan book kept by the front desk.",
     "2026-02-02: loan book responsibility -> workshop supervisor.", True),
    ("2025-08-08 - equipment loan book kept by the front desk.",
     "2026-02-02: key cabinet responsibility -> workshop supervisor.", False),
    ("2025-03-15 — release rota owned by the Infra team.",
     "2025-05-02 — release rota: Infrastructure squad is the owner.", False),
    ("checkout flow owner: Benedikt", "checkout → Apple Pay sub-flow now owned by Lara", False),
]

ALL_PAIRS = ADDRESS_REPLACED + CHANNEL_REPLACED + NAME_REPLACED + HOLDER_REPLACED


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_REPLACED)
def test_an_address_replaced_is_found_and_a_second_or_narrower_one_is_not(old: str, new: str,
                                                                        contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL_REPLACED)
def test_a_channel_rerouted_is_found_and_a_mirror_or_another_feed_is_not(old: str, new: str,
                                                                         contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_REPLACED)
def test_a_name_given_anew_is_found_and_another_things_name_is_not(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_REPLACED)
def test_a_holder_handed_over_is_found_and_a_stand_in_or_another_budget_is_not(old: str, new: str,
                                                                               contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new"), [(old, new) for old, new, contradicts in ALL_PAIRS if contradicts])
def test_every_replacement_is_found_by_a_rule_on_captures_reader_path(old: str, new: str) -> None:
    check_found_by_a_rule(old, new, True)


def test_one_replacement_of_each_kind_through_the_store(engine, clock) -> None:
    for table in (ADDRESS_REPLACED, CHANNEL_REPLACED, NAME_REPLACED, HOLDER_REPLACED):
        old, new, contradicts = table[0]
        check(engine, clock, old, new, "note", contradicts)


def _read(text: str) -> tuple[str, str] | None:
    slot = _slot(text)
    return None if slot is None else (slot.kind, slot.value)


def test_the_value_kinds_are_read_by_shape() -> None:
    assert _read("Reports are emailed to desk@x.org.") == ("email", "desk@x.org")
    assert _read("The wiki runs at https://wiki.x.dev.") == ("web", "wiki.x.dev")
    assert _read("audit bucket: gs://audit-eu") == ("bucket", "gs://audit-eu")
    assert _read("alerts land in #ops") == ("channel", "ops")
    assert _read("updates moved to a Signal group") == ("channel", "signal")
    assert _read("The pool was named after the donor, the Nowak Pool.") == ("name", "Nowak Pool")
    assert _read("log kept by the front desk.") == ("holder", "the front desk")
    assert _read("config lives in settings.toml") is None  # a file name is no host
    assert _read("on-call rota owned by Ops") == ("holder", "Ops")  # "on-call" holds no naming "call"


def test_the_newer_key_is_read_loosely_but_a_word_more_makes_another_thing() -> None:
    assert _key("The user gave the new case-tool URL: ", 38)[0] == ["case-tool", "URL"]
    assert _key("After the vendor merger the pipeline was rebranded ", 50)[0] == ["pipeline"]
    assert _key("I've rebranded the pantry — it's ", 32)[0] == ["pantry"]
    assert _key("code reviews for the mobile repo requested in ", 46) == (["code", "reviews"], ["mobile", "repo"])
    assert _key("Maintenance of the incremental bridge was reassigned to ", 56) == (["Maintenance"],
                                                                                  ["incremental", "bridge"])
    older = "calibration contract: owned by the office manager"
    assert name_replaced(older, "2026-01-02: calib. contract handed to Dr Hauser") is not None
    assert name_replaced(older, "2026-01-02: cleaning contract handed to Dr Hauser") is None


def test_two_names_alone_are_no_replacement() -> None:
    assert name_replaced("The reading group is called Slow Books.", "The reading group is called Long Shelf.") is None
    assert name_replaced("The reading group is called Slow Books.",
                         "The reading group was renamed Long Shelf.") is not None


def test_another_one_added_or_a_holder_for_a_purpose_is_no_replacement() -> None:
    # (other readers may read these pairs; the reader itself must stay quiet on them)
    assert name_replaced("The build server is build01.lan.", "A new build server, build02.lan, was added.") is None
    assert name_replaced("The build server is build01.lan.", "The build server moved to build02.lan.") is not None
    assert name_replaced("The van is looked after by Sam.",
                         "The van has been handed to the garage for repairs.") is None
    assert name_replaced("The van is looked after by Sam.", "The van has been handed to the garage for good.") \
        is not None
    assert name_replaced("Our cat is named Miso.", "We adopted a new kitten named Tofu.") is None
    assert name_replaced("My gym email is sam@crux.co.", "Got a new gym address: samira@crux.co.") is not None


def test_a_window_or_a_plan_is_no_replacement_but_the_change_made_during_an_event_is() -> None:
    older = "Payroll questions go to hr@lumen.io."
    assert name_replaced(older, "During the audit, payroll questions now go to audit@lumen.io.") is None
    assert name_replaced(older, "Payroll questions were rerouted to audit@lumen.io during the outage.") is None
    assert name_replaced(older, "Payroll questions were rerouted to people@lumen.io during the merger.") is not None
    assert name_replaced(older, "Next month payroll questions move to people@lumen.io.") is None


def test_a_thing_that_goes_to_a_place_has_no_new_holder() -> None:
    older = "The minibus is looked after by the transport committee."
    assert name_replaced(older, "The minibus now goes to the garage on Fridays.") is None
    assert name_replaced(older, "The minibus now goes to the parish office.") is not None
    assert name_replaced(older, "The minibus now goes to Idris, the caretaker.") is not None


def test_what_a_verb_moves_to_the_value_narrows_the_key() -> None:
    older = "The design team chats in #studio."
    assert name_replaced(older, "The design team moved its critique sessions to #crit.") is None
    assert name_replaced(older, "The design team moved to #crit.") is not None
