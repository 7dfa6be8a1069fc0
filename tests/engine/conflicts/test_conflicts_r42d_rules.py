"""Owners, channels, preferences and names told anew (round 41, rules42d: the twenty-four train41 hands), read by
structure, beside near misses of the same shape that must stay quiet:

- a held thing moved in a note's terse or bare wording: "passes to", "signed over to", "contracted out to",
  "reassigned — X", "transferred a -> b", the older memory's holder told by any passive ("drawn up by")
  (:func:`core.conflicts.holding_moved.holding_moved`); not a plan, a while, another thing, the older holder again;
- another party told holding the older thing with an active verb ("holds it", "keeps", "looks after them", "now
  handles", "took it over") (:func:`core.conflicts.holding_moved.holder_told`); not a while or an absence, an
  addition, another thing or scope of it, a history ("before … took it over"), the older holder kept ("still owns"),
  a denial, a question, a part of the older holder, a person cared for;
- a newer channel's thing read without its teller, its auxiliary or the older channel it left ("off Signal", "left
  Slack altogether", "unfollowed"), following and reaching as how a thing goes, the radios beside a numbered radio
  channel ("handhelds on ch 11"), "too" as a degree ("too noisy") (:func:`core.conflicts.channels.
  typed_channel_change`); not a one-off, another thing, the older channel kept;
- "I'd take X over Y" and "I'd pick X" as preferences, not conditionals (:mod:`core.conflicts.clause_kinds`,
  :mod:`core.conflicts.attitude`); not an "if", someone else's, the same order; the older preferred value refused
  beside another wanted where a person word of the older memory stands in the plural (:mod:`core.conflicts.
  pref_refused`);
- a thing that "goes by" another name (:data:`core.conflicts.wording.ADDITIVE_PHRASES`); not "also goes by", an
  alias beside the kept name, a person going by a short name, another thing, a plan.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

HOLDING_MOVED_TERSELY = [
    ("2025-02-10 — the orchard's irrigation contract held by Tamsin.",
     "2025-09-01 — irrigation contract passes to the new estate manager, Olu.", True),
    ("2024-11-03 — allotment plot 12 lease held by Mr. Baines.",
     "2025-04-20 — plot 12 lease signed over to his niece Corinne.", True),
    ("The village hall's boiler is serviced by the parish caretaker.",
     "Servicing of the boiler has been contracted out to Kettle & Flue Heating.", True),
    ("bell tower keys custody: Rev. Amos",
     "bell tower keys custody reassigned — churchwarden Priya", True),
    ("The harvest rota is drawn up by Delphine.",
     "Responsibility for the harvest rota was passed to the parish council in May.", True),
    # a plan
    ("2024-11-03 — allotment plot 12 lease held by Mr. Baines.",
     "2025-04-20 — plot 12 lease may pass to his niece Corinne next spring.", False),
    # a while
    ("2025-02-10 — the orchard's irrigation contract held by Tamsin.",
     "2025-09-01 — irrigation contract passes to Olu while Tamsin is on leave.", False),
    # another thing
    ("The village hall's boiler is serviced by the parish caretaker.",
     "Servicing of the church organ has been contracted out to Kettle & Flue Heating.", False),
    # the older holder again
    ("bell tower keys custody: Rev. Amos",
     "bell tower keys custody reassigned — Rev. Amos", False),
]

HELD_BY_ANOTHER_PARTY = [
    ("minibus logbook keeper: Gwen (club secretary)",
     "minibus logbook: Harriet holds it since the AGM", True),
    ("2025-01-14 — darkroom chemicals: managed by the photo society.",
     "2025-07-02 — the art department handles the darkroom chemicals from today.", True),
    ("I look after the choir's music library.",
     "The music library isn't mine any more; the new librarian keeps it.", True),
    ("The user's lab maintains the shared confocal microscope.",
     "The user said an outside firm, Lumen Optics, has taken over servicing the confocal microscope.", True),
    ("The user's lab maintains the shared confocal microscope.",
     "The user said the imaging core took the confocal microscope over in March.", True),
    # a while
    ("minibus logbook keeper: Gwen (club secretary)",
     "minibus logbook: Harriet holds it until Gwen is back from leave", False),
    # an addition
    ("minibus logbook keeper: Gwen (club secretary)",
     "minibus logbook: Harriet also holds a copy", False),
    # another thing
    ("minibus logbook keeper: Gwen (club secretary)",
     "Harriet holds the minibus fuel card", False),
    # a question
    ("I look after the choir's music library.",
     "Should the new librarian keep the music library?", False),
    # a part of the older holder
    ("2025-01-14 — darkroom chemicals: managed by the photo society.",
     "2025-07-02 — colour prints: the photo society's youth group handles them.", False),
    # another scope of the thing
    ("I maintain the Ansible playbooks for the database hosts.",
     "Priya maintains the Ansible playbooks for the web hosts.", False),
    # a history
    ("The choir's music library is catalogued by Mr. Oduya.",
     "The music library was begun in 1998 by a former organist, before Mr. Oduya took it over.", False),
    # the older holder kept
    ("The school's kiln is owned by the art department.",
     "The kiln is fired by the pottery club, though the art department still owns it.", False),
    # the older holder away for a while
    ("2025-03-02 — pool chemicals: managed by the caretaker.",
     "2025-08-11 — caretaker on leave; the lifeguard team handles the pool chemicals.", False),
    # a person cared for
    ("I look after my grandmother on Tuesdays.",
     "My cousin looks after our grandmother on Tuesdays now.", False),
]

CHANNEL_LEFT_FOR_ANOTHER = [
    ("The user's choir shares rehearsal notes in a WhatsApp group.",
     "The user said the choir left WhatsApp altogether and shares rehearsal notes in a Signal group.", True),
    ("The user follows ferry timetable changes on the operator's Facebook page.",
     "The user unfollowed the Facebook page; ferry timetable changes reach him by SMS now.", True),
    ("Match reports are sent to members via the club mailing list.",
     "Members have been moved onto a Telegram channel for match reports.", True),
    # a one-off
    ("The user's choir shares rehearsal notes in a WhatsApp group.",
     "The user's choir shared one set of rehearsal notes by email once, because WhatsApp was down.", False),
    # another thing
    ("Match reports are sent to members via the club mailing list.",
     "Members have been moved onto a Telegram channel for ticket sales.", False),
    # the older channel kept
    ("The user's choir shares rehearsal notes in a WhatsApp group.",
     "The user's choir also shares rehearsal notes in a Signal group.", False),
    # a numbered radio channel: the radios are no thing sent, "too" a degree
    ("regatta marshals: VHF radio channel 9",
     "regatta marshals: walkie-talkies on ch 15 (ch 9 too crowded, dropped)", True),
    # the older radio channel kept beside
    ("regatta marshals: VHF radio channel 9",
     "regatta marshals: walkie-talkies on ch 15 too, ch 9 stays", False),
    # another thing over the radios
    ("regatta marshals: VHF radio channel 9",
     "safety boats: walkie-talkies on ch 15 (ch 9 too crowded)", False),
]

WOULD_TAKE_OVER = [
    ("I like the early 6 am spin class at the gym.",
     "These days I'd take the evening spin class over the early one any week.", True),
    ("I prefer Go for CLI tools over Python.",
     "I'd pick Python for CLI tools now; I've stopped reaching for Go there.", True),
    # an "if"
    ("I like the early 6 am spin class at the gym.",
     "I'd take the evening spin class over the early one if work allowed.", False),
    # someone else's
    ("I like the early 6 am spin class at the gym.",
     "My sister Lou would take the evening spin class over the early one any week.", False),
    # the same order
    ("I like the early 6 am spin class at the gym.",
     "These days I'd take the early spin class over the evening one any week.", False),
    # "pick up"
    ("I prefer Go for CLI tools over Python.",
     "I'd pick up Python if a project needed it.", False),
]

REFUSED_BESIDE_A_WANT = [
    ("The user prefers PDFs for sending invoices to customers.",
     "The user wants e-invoices for every customer and has sworn off PDFs.", True),
    # another holder
    ("The user prefers PDFs for sending invoices to customers.",
     "The user's accountant wants e-invoices and has sworn off PDFs.", False),
]

GOES_BY_ANOTHER_NAME = [
    ("2025-03-01 — backup job named vault-nightly.",
     "2025-09-01 — backup job goes by vault-sync in the scheduler.", True),
    ("The user's book club is named 'Page Turners'.",
     "The user's book club goes by 'Spine Crackers' since the spring.", True),
    # "also goes by"
    ("2025-03-01 — backup job named vault-nightly.",
     "2025-09-01 — backup job also goes by vault-sync in the scheduler.", False),
    # an alias beside the kept name
    ("The user's book club is named 'Page Turners'.",
     "The user's book club, Page Turners, goes by 'PT' among members.", False),
    # another thing
    ("The user's book club is named 'Page Turners'.",
     "The user's running club goes by 'Spine Crackers'.", False),
    # a plan
    ("The user's book club is named 'Page Turners'.",
     "The user's book club might go by 'Spine Crackers' next year.", False),
    # a person's short name beside the full one
    ("My colleague is Katarzyna Nowak.",
     "Katarzyna goes by Kasia at work.", False),
    # a person going by a short name
    ("The user's name is Alexandra.",
     "The user goes by Sasha.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDING_MOVED_TERSELY)
def test_a_held_thing_moved_in_terse_or_bare_wording(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HELD_BY_ANOTHER_PARTY)
def test_another_party_told_holding_the_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), CHANNEL_LEFT_FOR_ANOTHER)
def test_a_channel_left_for_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), WOULD_TAKE_OVER)
def test_id_take_or_pick_as_a_preference(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), REFUSED_BESIDE_A_WANT)
def test_the_older_value_refused_beside_a_want(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), GOES_BY_ANOTHER_NAME)
def test_a_thing_that_goes_by_another_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
