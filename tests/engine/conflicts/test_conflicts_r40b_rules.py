"""Names and preferences told anew (round 39, rules40b: the twenty-four train39 hands), read by structure, beside near
misses of the same shape that must stay quiet:

- "goes by" after a renaming said in the note or a "since we …" clause is the new name, not a second one
  (:func:`core.conflicts.clauses._additive_phrase`); not "also goes by", not a rename only wished for;
- a note keyed by a kind of name ("title:", "label:", "signage:", "codename X") names the thing's name
  (:mod:`core.conflicts.naming`); not another member of a series, not the name kept, not a name bounded to the past
  right after it ("titled X pre-2020", "… until 2019": :func:`core.conflicts.name_change._bounded_past`);
- the words that frame a naming, not the thing (:mod:`core.conflicts.name_frame`): a fronted when with no comma, a
  label before a colon, the verb of a relative clause or an infinitive, a passive's participle; a word that names
  another thing still parts the two; a passive "is called X by the crew" names no second name;
- a holder named first carries to a clause with none, and a person's name as a note's key holds the attitude after it
  (:func:`core.conflicts.attitude.attitudes`); not someone else's, not a narrower slot;
- one word of an object swapped beside the words naming the thing, a word's kind against its other ("oldest-first" /
  "newest-first") and a newer scope made of the older object's words (:mod:`core.conflicts.attitude_values`); not
  another thing of the holder's, not the older value told again;
- a refusal of the thing as the older memory told it ("by phone" / "phone orders",
  :func:`core.conflicts.attitude_change._refused_as_told`); not a refusal of a way the older memory never named;
- a request told as a "that … be …" clause read as the want it is (:mod:`core.conflicts.pref_requested`); not the
  same value, not a request with no value.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

GOES_BY_RENAMED = [
    ("We call the allotment society's newsletter 'Dig Deep'.",
     "We rebranded the allotment newsletter; it goes by 'Plot Lines' on every mailing.", True),
    ("I call the spare laptop 'Brick' in the inventory sheet.",
     "In the inventory sheet the spare laptop goes by 'LT-07' ever since we renumbered the kit.", True),
    # a second name beside the first
    ("We call the allotment society's newsletter 'Dig Deep'.",
     "The allotment newsletter also goes by 'the Digest' among older members.", False),
    # a rename wished for, not made
    ("We call the allotment society's newsletter 'Dig Deep'.",
     "We might rebrand the allotment newsletter; it could go by 'Plot Lines'.", False),
]
NAME_KEYS = [
    ("2025-03-02 — monthly safety bulletin title: 'Hard Hats Weekly'",
     "2025-06-10 — from July the safety bulletin ships as 'Site Sense'", True),
    ("2024-11-05 — drone #2 codename Merlin",
     "2025-02-14 — ops meeting; drone #2 to fly as 'Kestrel' instead.", True),
    # another drone
    ("2024-11-05 — drone #2 codename Merlin",
     "2025-02-14 — drone #4 to fly as 'Kestrel'.", False),
    # the old title kept
    ("2025-03-02 — monthly safety bulletin title: 'Hard Hats Weekly'",
     "2025-06-10 — the safety bulletin still ships as 'Hard Hats Weekly'", False),
    # a name the thing had, bounded to the past right after it (rules40b's key first read it as the new name)
    ("podcast title: 'Shipwrecks & Salt'", "podcast titled 'Deep Wrecks' pre-2020, before the current title", False),
    ("podcast title: 'Shipwrecks & Salt'", "The podcast was titled 'Deep Wrecks' until 2019.", False),
    ("podcast title: 'Shipwrecks & Salt'", "podcast titled 'Deep Wrecks' since 2024", True),
]
NAME_FRAMED = [
    ("My touring kayak is called Blue Heron.",
     "After the refit, the touring kayak I paddle goes by Storm Petrel.", True),
    ("The pension plan for contractors is marketed as 'Nest Start'.",
     "The pension plan for contractors is being sold under the brand 'Harbour Save' as of April.", True),
    ("2025-01-09 — office chat bot named 'Pip'.",
     "2025-04-01 — staff vote: office chat bot answers to 'Wren' from today.", True),
    # a narrower thing: another boat of the club's
    ("My touring kayak is called Blue Heron.",
     "The club's touring kayak I borrow on Sundays goes by Storm Petrel.", False),
    # the name kept, said again
    ("The hop-yard tractor is called Old Deere by the crew.",
     "Since the repaint the tractor is still called Old Deere.", False),
]
HOLDER_NAMED_FIRST = [
    ("2025-02-03 — steward Halima: prefers the rubber mats in bay 2",
     "2025-06-01 — Halima asks for the foam mats, finds rubber slippery", True),
    ("2025-01-09 — Tomas (site lead): likes Excel for the snag lists.",
     "2025-04-22 — Tomas finds Excel clunky, prefers Airtable for the snag lists.", True),
    ("2025-02-01 — Noor favours paper timesheets.",
     "2025-05-20 — Noor fed up with paper timesheets; prefers the phone app now.", True),
    # someone else asks
    ("2025-02-03 — steward Halima: prefers the rubber mats in bay 2",
     "2025-06-01 — Joel asks for the foam mats, finds rubber slippery", False),
    # another bay: a narrower slot
    ("2025-02-03 — steward Halima: prefers the rubber mats in bay 2",
     "2025-06-01 — Halima asks for foam mats in bay 5", False),
    # the other clause names someone else
    ("2025-02-01 — Noor favours paper timesheets.",
     "2025-05-20 — Noor still fills paper timesheets; Ivo prefers the phone app.", False),
    # another thing liked, for another use
    ("2025-01-09 — Tomas (site lead): likes Excel for the snag lists.",
     "2025-04-22 — Tomas likes Airtable for the holiday rota.", False),
]
ONE_WORD_SWAPPED = [
    ("Laminated site maps are preferred by the night wardens.",
     "Printed site maps are favoured by the night wardens these days; the laminate glares.", True),
    ("2025-03-01 — Ilse likes the inbox sorted oldest-first.",
     "2025-06-11 — Ilse asked for newest-first sorting of her inbox.", True),
    # another thing of the wardens'
    ("Laminated site maps are preferred by the night wardens.",
     "Printed rota sheets are favoured by the night wardens.", False),
    # the older value told again
    ("The user prefers 40°C washes for the kitchen towels.",
     "The user wants all kitchen linen washed at 40°C, towels included.", False),
]
REFUSED_AS_TOLD = [
    ("2024-09-14 — user likes weekly reports by email.",
     "2025-02-02 — user sick of emailed reports; portal only.", True),
    ("The user likes taking supplier orders by phone.",
     "The user can't stand phone orders anymore and wants suppliers to use the web form.", True),
    # a refusal of another way the older memory never named
    ("2024-09-14 — user likes weekly reports by email.",
     "2025-02-02 — user sick of printed reports.", False),
]
REQUESTED = [
    ("The user wants meeting notes in French.",
     "The user asked that meeting notes be written in Spanish from now on.", True),
    ("Ana wants the invoices as PDF.",
     "Ana requested that the invoices be sent as CSV going forward.", True),
    # the same value again
    ("The user wants meeting notes in French.",
     "The user asked that meeting notes be written in French.", False),
    # a request with no value: a thing done
    ("The user wants meeting notes in French.",
     "The user asked that the old meeting notes be deleted.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), GOES_BY_RENAMED)
def test_goes_by_after_a_rename_is_the_new_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_KEYS)
def test_a_note_keyed_by_a_kind_of_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_FRAMED)
def test_words_framing_a_naming_are_not_the_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_NAMED_FIRST)
def test_a_holder_named_first_holds_the_later_clause(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_WORD_SWAPPED)
def test_one_word_of_the_object_swapped(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), REFUSED_AS_TOLD)
def test_a_refusal_of_the_thing_as_the_older_memory_told_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), REQUESTED)
def test_a_request_told_as_a_that_clause(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
