"""Two people or two things that share part of a name are two (core/conflicts/holders.py, sibling_names.py,
numbered_units.py).

In a real store many people share a surname or a first name and many services, repos and teams share a first word.
A set written for round 50 from the spec alone, where every near miss is another entity sharing part of a name, read
precision 0.59: "Dana Okafor works at Stripe" / "Tunde Okafor joined Shopify", "the ledger-core team's standup" /
"the ledger-ops team's standup" were each filed as one value changed. Each near miss below has a true contradiction
of the same shape, one person or thing told under a shorter form of its name, that still files.
"""

from __future__ import annotations

import pytest

from core.conflicts.holders import different_people, full_name
from core.conflicts.numbered_units import numbered_apart
from core.conflicts.sibling_names import sibling_named


def promoted(engine, text: str, kind: str = "note") -> int:
    memory_id = engine.memories.remember(text, kind=kind).id
    engine.memories.promote([memory_id])
    return memory_id


NAMESAKES = [
    ("Dana Okafor works at Stripe.", "Tunde Okafor joined Shopify in March.", "Dana joined Shopify in March."),
    ("Dana Okafor works at Stripe.", "Tunde Okafor joined Shopify in March.", "Ms Okafor joined Shopify in March."),
    ("2025-09-02 — receptionist Gráinne Twomey, lives in Mahon.",
     "2026-01-15 — Gráinne Walsh (weekend receptionist) now living in Glanmire.",
     "2026-01-15 — Gráinne (weekend receptionist) now living in Glanmire."),
    ("Dr Úna Crowley's preference for nitrile gloves in size S was noted at onboarding.",
     "Dr Colm Crowley's glove preference was changed to latex-free vinyl, size L.",
     "Dr Crowley's glove preference was changed to latex-free vinyl, size L."),
    ("Yannick Garrigues's work email is y.garrigues@hangar-tls.fr.",
     "Laure Garrigues's email was changed to l.garrigues@hangar-tls.fr.",
     "Yannick's email was changed to yannick.g@hangar-tls.fr."),
]
SIBLINGS = [
    ("The ledger-core team's standup is held at 9:30 every weekday.",
     "The ledger-ops team's standup has been pushed to 11:00.",
     "The ledger-core team's standup has been pushed to 11:00."),
    ("The user's payments-gateway service runs on Node 18.",
     "The user says payments-gateway-admin was upgraded to Node 22 on Monday.",
     "The user says payments-gateway was upgraded to Node 22 on Monday."),
    ("The user's open-source library naira-format is licensed under BSD-2-Clause.",
     "The user says naira-format-js switched to the Unlicense last week.",
     "The user says naira-format switched to the Unlicense last week."),
    ("The user's treasury team talks in the #treasury-ops channel.",
     "The user says the treasury-quant team moved to a Google Chat space last week.",
     "The user says the treasury team moved to a Google Chat space last week."),
]


@pytest.mark.parametrize("old, another, the_same", NAMESAKES + SIBLINGS)
def test_a_namesake_or_a_sibling_files_nothing_and_the_same_entity_told_shorter_still_does(
        engine, clock, old, another, the_same):
    old_id = promoted(engine, old)
    clock.advance(hours=1)
    assert engine.memories.remember(another).would_supersede == []
    clock.advance(hours=1)
    assert engine.memories.remember(the_same).would_supersede == [old_id]


@pytest.mark.parametrize("old, new", [
    # a name told shorter, a short form, a number told as a word: one thing
    ("data-platform repo name: fin-data-platform.", "fin-data repo renamed → lakehouse-core (Mar)."),
    ("The user's Kafka cluster for transaction events keeps 7 days of retention.",
     "The user says txn-events Kafka retention was cut to 72 hours to save disk."),
    ("2025-05-20 — line-maintenance iPads running AMM viewer 7.3.",
     "2026-02-11 — AMM viewer on the line-mx tablets bumped to 8.0."),
    ("The user's imaging PC in surgery 2 runs Windows 10 22H2.",
     "The user mentions the surgery-two imaging machine got reinstalled with Windows 11 24H2."),
])
def test_a_name_told_shorter_or_in_short_is_the_same_thing(old, new):
    assert not sibling_named(old, new)


def test_a_hyphenated_name_that_is_the_value_compared_is_no_other_thing():
    old, new = "svc name: billing-api", "billing-api renamed -> ledger-api"
    assert not sibling_named(old, new, "billing-api ledger-api")
    assert sibling_named("The ledger-core team's standup is at 9:30.", "The ledger-ops team's standup is at 11:00.")


@pytest.mark.parametrize("text, expected", [
    ("Dana Okafor works at Stripe", {"dana", "okafor"}),
    ("Ms Okafor joined Shopify", set()),              # a title and a surname: no full name, so no namesake
    ("Dr. Úna Crowley moved to Leeds", {"úna", "crowley"}),
    ("Mary Ann Lee lives in Hull", {"mary", "ann", "lee"}),
    ("2025-03-01 — Tan Mei Ling joined CropCube", {"tan", "mei", "ling"}),
    ("Dental nurse Niamh Cronin is employed at the Grand Parade surgery.", {"niamh", "cronin"}),
    ("Ciara Cronin, Niamh's cousin, has been hired as practice manager.", {"ciara", "cronin"}),
    ("The user says Sébastien Lacombe, the new planner, is called 'Bastien'.", {"sébastien", "lacombe"}),
    ("The user's receptionist, Máire Ní Bhriain, goes by Máire", {"máire", "ní", "bhriain"}),
    ("Dana works at Stripe", set()),                  # a first name alone is no full name
    ("The team talks in Google Chat", set()),         # a tool, not a person
    ("job: engineer, Tessellate Games", set()),       # an employer after a title
    ("Dana Smith", set()),                            # nothing told of a person
])
def test_a_full_name_is_read_where_it_is_told_as_a_persons(text, expected):
    assert full_name(text) == frozenset(expected)


def test_namesakes_whose_names_are_the_values_compared_are_the_values():
    # the owner changed hands between two people of one surname: a change, named by the reason's values
    old, new = "Dr Tobi Lawal owns the release checklist.", "Dr Kemi Lawal owns the release checklist now."
    assert different_people(old, new, "same attribute (release checklist owner), Tobi Lawal → Kemi Lawal") is False
    assert different_people(old, new, "same attribute (release checklist owner), I → you") is True


@pytest.mark.parametrize("old, new, compared, apart", [
    ("Hangar 2 shift handover: 05:45 daily.", "Hangar 3 shift handover moved to 06:15.", "05:45 → 06:15", True),
    ("Turbine 3's oil sample is taken at 10:00 on Mondays.", "Turbine 4's oil sample was scheduled for 14:00.",
     "10:00 → 14:00", True),
    ("edge gateway firmware: 5.3.1 on trucks 101–140", "edge gateway firmware: 5.4.0 on the new trucks 141–160",
     "5.3.1 → 5.4.0", True),
    # one unit told again, a unit moved by number (the numbers are the values), versions and settings
    ("I set homework for my Year 9s twice a week.", "I cut Year 9 homework down to one piece a week.",
     "2 a week → 1 a week", False),
    ("Hannah sits at desk 4.", "Hannah moved to desk 9.", "desk 4 → desk 9", False),
    ("OS: Debian 11 bullseye", "OS: Debian 12 bookworm (bullseye gone)", "bullseye", False),
    ("2025-10-14 — Ableton Live 11 on the recording laptop.", "2026-02-09 — recording laptop: Live 12.", "Live", False),
    ("user pref: mono fonts, size 12", "terminal look: proportional font at size 13", "mono", False),
    # a name and its number joined by a hyphen, whatever the word (round 53's outside fuzz)
    ("Service alpha-0 listens on port 9000", "Service alpha-1 listens on port 9001", "9000 → 9001", True),
    ("disk: 500GB on db-3", "disk: 2TB on db-4", "500GB → 2TB", True),
    ("Service alpha-0 listens on port 9000", "Service alpha-0 listens on port 9001", "9000 → 9001", False),
    ("ambulance callsign on regional radio: NEO-7", "callsign reassigned by control — use NEO-12 on radio from today",
     "NEO-7 → NEO-12", False),
    ("crate 'Kiln-07' tag on the east shelf.", "east shelf crate no. 7 inspected, tag replaced: now 'Kiln-12'.", "",
     False),  # the one unit (its number told again), its name changed
    # round 53's second outside check: an underscore joins them too, and a store's shards, queues and regions
    ("Service alpha_0 listens on port 9000", "Service alpha_1 listens on port 9001", "9000 → 9001", True),
    ("Shard 0 has 4 replicas", "Shard 1 has 6 replicas", "4 → 6", True),
    ("Retry limit 3 for queue 7", "Retry limit 5 for queue 8", "3 → 5", True),
    ("cache size 64 MB in region 1", "cache size 128 MB in region 2", "64 MB → 128 MB", True),
])
def test_two_units_told_apart_by_their_numbers(old, new, compared, apart):
    assert numbered_apart(old, new, compared) is apart


def test_forty_numbered_services_file_nothing_against_each_other_in_a_scan(engine, clock):
    engine.memories.import_promoted([{"content": f"Service alpha-{n} listens on port {9000 + n}", "kind": "infra"}
                                     for n in range(40)])
    assert engine.conflicts.scan(limit=100).pairs > 0 and engine.store.proposals.list(limit=None) == []


def test_another_numbered_unit_files_nothing_and_the_same_unit_still_does(engine, clock):
    old_id = promoted(engine, "Hangar 2 shift handover: 05:45 daily.")
    clock.advance(hours=1)
    assert engine.memories.remember("Hangar 3 shift handover moved to 06:15.").would_supersede == []
    clock.advance(hours=1)
    assert engine.memories.remember("Hangar 2 shift handover moved to 06:15.").would_supersede == [old_id]


# A crowded store: several people's homes and jobs told in one namespace, as a store of a workplace holds them. Round
# 51's crowded bench (every older memory of a set in one namespace) filed a newcomer about one person against the
# homes of eight others: each told in full by a name that shares nothing with the newcomer's person.
CROWD = [
    "Mathieu Roussel (avionics tech) — lives Tournefeuille.",
    "Chiamaka Eze (data eng) — home: Yaba, Lagos mainland.",
    "2025-09-02 — receptionist Gráinne Twomey, lives in Mahon.",
    "The user's hangar lead, Jean-Marc Delorme, lives in Blagnac, five minutes from the airport.",
]
OTHERS = [
    "Bolaji Adeyemi, the new platform intern, has been relocated from Ibadan to Surulere.",
    "The user mentions Tomás commutes in from Colomiers, where he bought a house last autumn.",
]
SAME_PEOPLE = [  # each the same person as one of the crowd, told shorter, by report or in full
    ("The user mentions Jean-Marc commutes in from Colomiers, where he bought a house last autumn and sold the "
     "Blagnac flat.", 3),
    ("Chiamaka Eze (data eng) moved to Lekki Phase 1 in March.", 1),
]


def test_in_a_crowded_store_another_persons_home_files_nothing_against_anyones(engine, clock):
    crowd = [promoted(engine, text) for text in CROWD]
    clock.advance(hours=1)
    for text in OTHERS:
        filed = engine.memories.remember(text).would_supersede
        assert not set(filed) & set(crowd), (text, filed)


@pytest.mark.parametrize("text, whose", SAME_PEOPLE)
def test_in_a_crowded_store_the_same_persons_move_still_files_against_their_home_alone(engine, clock, text, whose):
    crowd = [promoted(engine, told) for told in CROWD]
    clock.advance(hours=1)
    assert engine.memories.remember(text).would_supersede == [crowd[whose]]


@pytest.mark.parametrize("old, new, two", [
    ("Chiamaka Eze (data eng) — home: Yaba, Lagos mainland.",
     "Bolaji Adeyemi, the new platform intern, has been relocated from Ibadan to Surulere.", True),
    ("Mathieu Roussel (avionics tech) — lives Tournefeuille.",
     "The user mentions Jean-Marc commutes in from Colomiers, where he bought a house last autumn.", True),
    ("The user's hangar lead, Jean-Marc Delorme, lives in Blagnac.",
     "The user mentions Jean-Marc commutes in from Colomiers, where he bought a house last autumn.", False),
    # a place of work told like a name is no person ("Leeds General Infirmary", "Vellan Lab")
    ("I work as a dispensing technician at Leeds General Infirmary's pharmacy.",
     "Since Monday I've been a senior pharmacist over at St James's instead.", False),
    ("role: PhD student, Vellan Lab, Rosmont Univ.", "role: research engineer @ Lumen Forge (PhD withdrawn)", False),
])
def test_two_people_named_in_full_or_by_report_are_two_for_a_home_or_a_job(old, new, two):
    assert different_people(old, new, "same holder's home, A → B") is two
