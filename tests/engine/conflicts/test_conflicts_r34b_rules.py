"""Misses and false alarms of fresh hands (round 34, rules34b: the twenty train33 hands) in preference and name.

- a preference note marked as revised ("pref update: …", "pref reversed: …", "tone pref revised → …") about the
  older memory's preference (:mod:`.pref_revised`); quiet for another preference, the older setting only as the
  subject, the older value told again beside another, an addition, a window, a narrower setting, someone else's;
- a preference told in the passive with its holder as the agent, refused or chosen in other verbs ("were rejected by
  the crew in favour of …", "was voted down by the members", "were settled on by the owner") (:mod:`.attitude`);
- the older preferred value refused in the newer memory, before or after it ("asked to stop sending …", "… refused",
  "… are banned", "can't face … anymore"), another value chosen beside it (:mod:`.pref_refused`); quiet for another
  thing refused, a narrower setting, a one-off, an addition, someone else;
- a thing's new name told beside a word of renaming, anywhere in the note ("I rebranded the café; the awning reads
  …", "… has been retitled; the session is advertised as …", "the old name was retired") (:mod:`.name_anew`); quiet
  for a plan, a window, a name from before, a name added, another thing of the kind.

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

PREF_REVISED = [
    ("pref: rye sourdough for the sandwich board", "pref update: wholemeal loaves for the sandwich board", True),
    ("chart pref: stacked bars in the quarterly deck", "chart pref reversed — grouped bars, stacked ones too busy",
     True),
    ("pref: reminders by email, a day ahead", "pref changed: reminders by SMS, email gets buried", True),
    ("greeting style: formal", "greeting pref revised → relaxed, first names fine", True),
    # another preference, or the older setting only as the newer note's subject
    ("pref: rye sourdough for the sandwich board", "pref update: oat milk in the staff coffee", False),
    ("pref: dark theme in Emacs", "pref update: Emacs font size 14", False),
    # the older value told again beside another, an addition, a window, a narrower setting, someone else's
    ("pref: linen napkins only", "pref revised: linen napkins, paper ones for the picnic", False),
    ("pref: reminders by email the day before", "pref update: also a push alert an hour before", False),
    ("pref: reminders by email the day before", "pref update: SMS reminders for now, while travelling", False),
    ("pref: stacked bars in the quarterly deck", "pref update: grouped bars when comparing regions", False),
    ("pref: reminders by email the day before", "Priya's pref updated: reminders by SMS", False),
    # a holder's reversal told without "pref", of a holder the older memory names
    ("2025-03-03 — client prefers serif headings for the brochure.",
     "2025-08-08 — client reversed: sans headings throughout the brochure.", True),
    ("2025-03-03 — user prefers serif headings for the brochure.",
     "2025-08-08 — printer reversed: sans headings throughout the brochure.", False),
]

PASSIVE_AGENT = [
    ("Canvas aprons are preferred by the kitchen porters.",
     "The canvas aprons were rejected by the kitchen porters in favour of waxed cotton ones.", True),
    ("Board games are preferred by the Thursday club members.",
     "Board games were voted down by the Thursday club members, who want quiz nights.", True),
    ("Glass bottles are preferred by the dairy owner.",
     "Plastic bottles were settled on by the dairy owner to cut breakages.", True),
    # another agent, another thing, an active verb with its own subject
    ("Canvas aprons are preferred by the kitchen porters.",
     "The canvas aprons were rejected by the waiting staff in favour of waxed cotton ones.", False),
    ("Board games are preferred by the Thursday club members.",
     "The members voted down the proposal to move the club to Fridays.", False),
]

PREF_REFUSED = [
    ("The user likes delivery notes as printed slips.",
     "The user asked to stop sending printed slips and wants a QR code on the box instead.", True),
    ("2025-02-02 — curator prefers labels set in Garamond.",
     "2025-08-19 — curator wants labels in Inter; Garamond refused.", True),
    ("The user prefers ceramic mugs for the meeting room.",
     "The user asked to order only enamel mugs; ceramic mugs are banned after the breakages.", True),
    ("I like the late-night shift on the help desk.",
     "I can't face the late-night shift anymore; give me the morning rota instead.", True),
    # another thing refused, a narrower setting, a one-off, an addition, someone else
    ("The user likes delivery notes as printed slips.",
     "The user asked to stop sending invoices by post and wants them emailed.", False),
    ("The user prefers ceramic mugs for the meeting room.",
     "The user wants enamel mugs; ceramic mugs are banned in the workshop only.", False),
    ("I like the late-night shift on the help desk.",
     "I can't face the late-night shift this week; give me the morning rota instead.", False),
    ("The user likes delivery notes as printed slips.",
     "The user also wants a QR code on the box; no printed slips for the sample packs.", False),
    ("The user prefers ceramic mugs for the meeting room.",
     "The user's partner wants enamel mugs; ceramic mugs are banned at their flat.", False),
    ("The user likes stickers in Signal chats.", "The user asked for no stickers in work emails anymore.", False),
]

NAME_ANEW = [
    ("I run the bakery under the name Crumb & Co.",
     "I rebranded the bakery in spring; the awning out front reads Hearth Loaf.", True),
    ("The Monday evening class is billed as Spin Surge.",
     "Spin Surge has been retitled; the Monday evening class is advertised as Pedal Power.", True),
    ("The ferry was christened 'Gull Queen' by the harbour trust.",
     "The ferry's 'Gull Queen' nickname was dropped by the trust; it is logged as 'Harbour Two' now.", True),
    ("The user refers to the loading bay as Bay 4.",
     "The user said the yard survey renumbered the loading bay, and the drivers call it Bay 9.", True),
    # a plan, a window, a name from before, a name added, another thing of the kind
    ("The user's allotment society is called Green Rows.",
     "The user is wondering whether the society should be rebranded 'Plot Club'.", False),
    ("The pop-up stall is named Fern & Flint.",
     "For the harvest fair only, the stall was relabelled 'Fern & Flint Autumn' on the banner.", False),
    ("The user's cycling club is called Chain Gang.",
     "Before 2020 the cycling club was rechristened several times; it began as Spoke Folk.", False),
    ("The user's cycling club is called Chain Gang.",
     "The cycling club also goes by 'the Gang' for short since the rebrand talk.", False),
    ("I named the stock-check bot Tally.",
     "I christened the new invoice bot Ledgerly this morning.", False),
    ("The user's recipes folder is named 'larder'.", "The user renamed the invoices folder to 'ledger'.", False),
    ("The bakery is called Crumb & Co.", "The bakery's sourdough line was rebranded 'Wild Rise'.", False),
]

TABLES = {
    "revised": PREF_REVISED,
    "passive": PASSIVE_AGENT,
    "refused": PREF_REFUSED,
    "name": NAME_ANEW,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_preference_or_name_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                              contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_one_name_told_anew_through_the_store(engine, clock) -> None:
    old, new, contradicts = NAME_ANEW[0]
    check(engine, clock, old, new, "note", contradicts)
