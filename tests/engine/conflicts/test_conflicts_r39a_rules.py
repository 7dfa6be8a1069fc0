"""Preferences told anew (round 38, rules39a: the fifty train38 hands and the census), read by structure, beside near
misses of the same shape that must stay quiet:

- a part of the day alone said to suit the holder better ("evenings suit me far better") after a thing liked at the
  other half of the day, a clock time or a span of two ("at 6:30", "the 07:00–19:00 shifts") no longer cutting the
  clause it stands in (:func:`core.conflicts.attitude_dayparts._daypart_moved`); not another holder, another use, a
  window;
- a preference told by a verb the reader did not know ("has started favouring", "are insisted upon", "what the
  clients have been requesting", "X has won me over", "X has grown on me", :mod:`core.conflicts.attitude`);
- a passive's holder told fuller and shorter — a name in apposition ("by the kiln technician, Marisol" / "by
  Marisol"), a group's members, a possessor dropped, "again" after the agent — one party
  (:func:`core.conflicts.attitude_holders.one_party`); two agents set apart by their proper names ("the Lagos
  buyers" / "the Accra buyers") are two;
- a short key before a colon naming what the attitude after it is for, a note's participle without its auxiliary
  ("… preferred from now on"), one setting told as a purpose in one memory and a scope in the other, a revised
  preference whose possessor the older memory names (:mod:`core.conflicts.pref_revised`);
- one thing wanted in another form ("digests as plain text" / "digests as an HTML page",
  :func:`core.conflicts.attitude_forms._form_changed`); not a narrower thing, a form added beside the older one;
- and false alarms' classes removed (:mod:`core.conflicts.pref_frames`): the older setting named as included in a
  wider one ("not just the ledger"), one occasion or an exception, a preference reaffirmed, two named people each
  with a taste.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PART_OF_DAY_SUITS = [
    ("I like early-morning rowing sessions at 5:45.",
     "I can't manage the dawn outings any more; evenings suit me far better.", True),
    ("I like working the 06:00–14:00 bakery shifts best.",
     "Afternoons suit me much better than early starts now that the twins are at school.", True),
    ("The user prefers taking the breakfast rota at the hostel.",
     "The user asked to come off breakfasts; late evenings suit them better.", True),
    # someone else's time
    ("I like early-morning rowing sessions at 5:45.",
     "My coach says evenings suit her far better.", False),
    # another use named beside the time
    ("I like early-morning rowing sessions at 5:45.",
     "Evenings suit me better for reading.", False),
    # one week
    ("I like early-morning rowing sessions at 5:45.",
     "Evenings suit me better this week while the clocks change.", False),
]

VERBS_OF_PREFERRING = [
    ("The user prefers Kerr mason jars for the chutneys.",
     "The user has started favouring Weck jars for the chutneys after two Kerr lids failed.", True),
    ("Metric torque values are preferred by the workshop foreman.",
     "Imperial torque values are insisted upon by the workshop foreman since the US kits arrived.", True),
    ("Plain canvas totes are favoured by the market regulars.",
     "Printed totes are what the market regulars have been requesting since spring.", True),
    ("I like working with Manila rope for the deck lashings.",
     "Polyester rope has won me over for the deck lashings; the Manila stuff rots too fast.", True),
    ("I prefer singing Tallis over Byrd at evensong.",
     "Honestly, Byrd has grown on me and I'd pick it over Tallis now.", True),
    # someone else won over
    ("I like working with Manila rope for the deck lashings.",
     "My deckhand says polyester rope has won him over for the deck lashings.", False),
    # the same value again
    ("Metric torque values are preferred by the workshop foreman.",
     "Metric torque values are insisted upon by the workshop foreman.", False),
    # someone else asking
    ("Plain canvas totes are favoured by the market regulars.",
     "Printed totes are what the tourists have been requesting since spring.", False),
]

ONE_PARTY = [
    ("Matte glazes are preferred by the kiln technician, Marisol.",
     "Gloss glazes were requested by Marisol after the spring firing.", True),
    ("A flat towpath route was favoured by the Sunday walkers' club.",
     "The canal-side hill route was chosen by the Sunday walkers after a trial.", True),
    ("Lined notebooks are preferred by the maintainer of the wiki.",
     "Dotted notebooks are favoured by the maintainer again, for sketching.", True),
    ("Morning meetings are preferred by the pantry coordinator, Idris Bello.",
     "Afternoon meetings are favoured by Idris Bello since the school run moved.", True),
    ("Morning lessons are favoured by most of the evening-class learners.",
     "Afternoon slots are preferred by the evening-class learners since many found jobs.", True),
    # one post's name shared, two posts
    ("Morning deploys are preferred by the platform lead.",
     "Deploys after 3 p.m. are favoured by the support lead.", False),
    # two offices' buyers, each named
    ("Early shipments are preferred by the Lagos buyers.",
     "Later shipments are preferred by the Accra buyers because of the port queue.", False),
    # another person altogether
    ("Matte glazes are preferred by the kiln technician, Marisol.",
     "Gloss glazes were requested by the apprentice, Tobi.", False),
    # a name told after the agent in a clause of its own, not in apposition
    ("Early shifts are preferred by porter Wanjiru.",
     "Late shifts are preferred by porter Kofi, who swaps with Wanjiru.", False),
    # a year back then
    ("Weekend shifts are preferred by volunteer Halima Osei.",
     "In her first year (2018), weekday shifts were preferred by Halima, the old rota shows.", False),
    # two things for one purpose, the holder told fuller and shorter
    ("Clip-in pedals are preferred by the club's junior coach for hill sessions.",
     "Wide-range cassettes are preferred by the junior coach for hill sessions.", False),
]

KEYED_AND_SETTING = [
    ("caretaker pref: WhatsApp reminders, no emails",
     "caretaker: emails preferred for reminders, WhatsApp keeps getting muted", True),
    ("I prefer cedar shingles for the garden sheds.",
     "After the rot I only want slate shingles on sheds.", True),
    ("Bright studio lamps were favoured by the photographer, Ines.",
     "Ines's lighting preference was revised to soft daylight panels after the portrait series.", True),
    # the key names another use
    ("caretaker pref: WhatsApp reminders, no emails",
     "cleaners: emails preferred for rota changes", False),
    # a narrower setting with a word of its own
    ("I prefer cedar shingles for the garden sheds.",
     "I want slate shingles on the potting sheds by the pond.", False),
    # someone else's preference revised
    ("Bright studio lamps were favoured by the photographer, Ines.",
     "Carlo's lighting preference was revised to soft daylight panels.", False),
]

ANOTHER_FORM = [
    ("The user wants meeting notes in a shared spreadsheet.",
     "The user asked for meeting notes as short emails from here on; the sheet is never opened.", True),
    ("The user wants invoices on overdue accounts as PDF.",
     "The user asked to stop the PDFs and wants the overdue invoices as CSV.", True),
    ("The user prefers weekly digests delivered as plain text.",
     "The user would rather have the weekly digests as an HTML page in future.", True),
    # a narrower thing in the other form
    ("The user wants meeting notes in a shared spreadsheet.",
     "The user wants board meeting notes as short emails.", False),
    # the older form kept beside another
    ("The user prefers weekly digests delivered as plain text.",
     "The user wants the weekly digests as plain text and as an HTML page.", False),
]

BESIDE_NOT_INSTEAD = [
    ("The user prefers Oxford commas in the grant reports.",
     "The user wants Oxford commas across all lab writing, not just the grant reports.", False),
    ("The user prefers terse, bullet-point changelogs.",
     "For this one launch blog post, the user wants a long narrative write-up.", False),
    ("pref: black over yapf (billing repo)",
     "exception: keep yapf in the vendored billing_legacy folder only", False),
    ("pref: short standup notes, bullets",
     "reaffirmed: standup notes stay short, bullets fine", False),
    ("2025-03-02 — head chef likes handwritten prep lists on the pass",
     "2025-04-11 — sous chef prefers prep lists on the tablet", False),
    ("A 7-day return window is preferred for the online shop.",
     "For the outlet store alone, a 30-day window is preferred in the online shop.", False),
    ("pref: trunk-based, not long branches (app repo)",
     "infra repo: long branches ok", False),
    ("user: prefers calls for client news",
     "user: prefers texts for school notices", False),
    # the side the choice was made over refused again: the same choice
    ("pref: wool blankets over fleece for the bunk room",
     "pref: bunk room — woollen throws chosen, fleece refused", False),
    # "alone" after the thing kept is no exception
    ("The user formats the parser with black.",
     "The user dropped black from the parser and relies on ruff format alone.", True),
    # the older "only" is what the wider preference ends
    ("The user wants changelogs as bullet points only.",
     "The user asked for fuller changelogs that explain each change, not just bullets.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PART_OF_DAY_SUITS)
def test_a_part_of_the_day_alone_suiting_the_holder_better(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERBS_OF_PREFERRING)
def test_a_preference_told_by_another_verb(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_PARTY)
def test_a_passive_holder_told_fuller_and_shorter_is_one_party(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYED_AND_SETTING)
def test_a_keyed_note_a_bare_participle_one_setting_and_a_revision(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_FORM)
def test_one_thing_wanted_in_another_form(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), BESIDE_NOT_INSTEAD)
def test_a_newer_preference_beside_the_older_one(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
