"""Misses of fresh hands (round 35, rules36b: the fifty train35 hands) in preference and name.

- a holder's change of mind told as the note's mark ("Ingrid changed her mind: …", "owner reversed course: …") about
  the holder's older preference: the holder named in the older memory, a word of the older preference told again
  after the mark (:mod:`.pref_revised`); quiet for another holder, another preference of the holder's, the older
  value told again, a window, a change of mind told in passing;
- a value told fitting its holder better or best ("gel pens suit me better", "corner tables suit them best") or told
  as the holder's pick or favourite ("76cm is my pick for trail riding", "ash has become my favourite for
  tabletops"): an exclusive preference (:mod:`.attitude`); quiet for a plain "suits me", another person's pick or
  taste, another purpose, the older value kept;
- the same holder's preferred thing moved to the other half of the day ("morning feeds" / "evening feeds", "early
  starts" / "late shifts", "morning releases" / "releases after 2 p.m.") (:mod:`.attitude_change`); quiet for another
  thing, another holder, a narrower setting, both halves liked, the same half;
- a thing given a name in the passive or getting one ("was given the name Inkwell", "got a new name, beacon-docs"),
  or given one with where it is named before the name ("a new name on crates.io: neatbytes") (:mod:`.naming`,
  :mod:`.name_change`); quiet for another thing, the same name;
- the naming participles "nicknamed", "branded", "designated", "catalogued as" before a name in capitals or quotes,
  "was christened / dubbed X" the name held (:mod:`.naming`); quiet for "branded mugs", another thing of the kind;
- a business's trading or registered name told anew: "trades under the name" read whole, a shop the business, the
  naming clause after "… so", "was re-registered under the name" the change itself (:mod:`.naming`); quiet for
  another business, the same name told longer, a former name;
- two preference notes the statement model keyed alike whose "values" are a setting word of the older note ("pref:
  metric units in *theatre* drawings") or words of the older note only: a preference restated or narrowed, not
  replaced (:mod:`.pref_revised`).

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

MIND_CHANGED = [
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Ingrid changed her mind: bookcase in pale ash.", True),
    ("2024-03-02 — stall owner wants cash-only sales at the market.",
     "2024-06-10 — owner reversed course: cards welcome at the market.", True),
    ("2025-04-01 — Mr Haddad wants a satin glaze on his kitchen tiles.",
     "2025-04-20 — Mr Haddad changed his mind: gloss glaze on the kitchen tiles, no satin.", True),
    # another holder, another preference, the older value kept, a window, told in passing
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Tomas changed his mind: bookcase in pale ash.", False),
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Ingrid changed her mind: delivery on Saturday instead.", False),
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Ingrid changed her mind about the handles: walnut bookcase stays, brass pulls.", False),
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Ingrid changed her mind for now: bookcase in pale ash until the walnut arrives.", False),
    ("2025-01-05 — client Ingrid wants walnut for her bookcase.",
     "2025-02-11 — Ingrid changed her mind twice about the bookcase before settling.", False),
]

SUITS_OR_PICKED = [
    ("I prefer fountain pens for note-taking.", "Gel pens suit me better for note-taking now; fountain pens smudge.",
     True),
    ("The user prefers window tables.", "The user said corner tables suit them best these days.", True),
    ("I prefer oak for tabletops.", "Ash has become my favourite for tabletops; oak cups too easily.", True),
    ("I prefer 70cm bars for trail riding.", "76cm is my pick for trail riding these days.", True),
    # a plain "suits me", another person's, another purpose, the older value kept
    ("I prefer fountain pens for note-taking.", "Gel pens suit me for sketching.", False),
    ("I prefer fountain pens for note-taking.", "Gel pens suit my sister better for note-taking.", False),
    ("I prefer oak for tabletops.", "Ash is my brother's favourite for tabletops.", False),
    ("I prefer oak for tabletops.", "Ash is my pick for chair legs.", False),
    ("I prefer oak for tabletops.", "Oak is still my pick for tabletops.", False),
    ("I prefer fountain pens for note-taking.", "Fountain pens still suit me best for note-taking.", False),
]

DAYPART_MOVED = [
    ("Morning feeds at the stables are preferred by the head groom.",
     "Evening feeds have been requested by the head groom since the new hay arrived.", True),
    ("I prefer the early 6am slot at the climbing wall.", "Book me into afternoon slots going forward; dawn climbs "
     "leave me stiff.", True),
    ("Morning releases are preferred by the platform lead.",
     "Releases after 2 p.m. are favoured by the platform lead now that traffic peaks early.", True),
    ("The user prefers early starts on the bakery rota.", "The user asked for late shifts only from now on.", True),
    # another thing, another holder, a narrower setting, both halves kept, the same half
    ("Morning feeds at the stables are preferred by the head groom.",
     "Evening rides have been requested by the head groom.", False),
    ("Morning releases are preferred by the platform lead.",
     "Releases after 2 p.m. are favoured by the support lead.", False),
    ("The user prefers early starts on the bakery rota.", "The user asked for late shifts on Sundays.", False),
    ("I like morning and evening shifts at the kiln.", "I'd rather take evening shifts at the kiln.", False),
    ("The user prefers early starts on the bakery rota.", "The user asked for 5am starts on the rota.", False),
    ("The user prefers early morning boiler checks.", "The user's assistant, Oskar, prefers doing boiler checks after "
     "lunch.", False),
    ("Mrs. Lindqvist pref: morning piano lessons", "Mrs. Achebe pref: evening piano lessons", False),
]

NAME_GIVEN = [
    ("The office printer is called Gutenberg.", "The office printer was given the name Inkwell after the move.", True),
    ("The team's wiki is named lantern-docs.", "The lantern-docs wiki got a new name, beacon-docs, last sprint.", True),
    ("The user's Rust crate is called tidy-bytes.",
     "The user gave the tidy-bytes crate a new name on crates.io: neatbytes.", True),
    ("The harbour tug was christened 'Bulldog' by the dock crew.",
     "The harbour tug was given the name 'Sea Badger' at the relaunch.", True),
    # another thing, the same name
    ("The office printer is called Gutenberg.", "The lobby scanner was given the name Inkwell.", False),
    ("The office printer is called Gutenberg.", "The office printer was given the name Gutenberg by the interns.",
     False),
]

PARTICIPLES = [
    ("The back meadow is designated Field North by the estate.",
     "The back meadow was redesignated Orchard Reach this spring.", True),
    ("2025-03-01 — stage lighting rig nicknamed 'the Beast'.",
     "2025-07-09 — lighting rig rechristened 'Halo' after the upgrade.", True),
    ("The oak chest was catalogued as 'The Warden'.",
     "After the survey the oak chest was re-catalogued as 'Abbot's Coffer'.", True),
    ("2025-05-02 — new cider range branded 'Orchard Gold'.",
     "2025-09-14 — Orchard Gold range rebadged as 'Hillside Press' this year.", True),
    # another thing of the kind, no name after the participle
    ("2025-05-02 — new cider range branded 'Orchard Gold'.", "2025-09-14 — perry range branded 'Pear Tree'.", False),
    ("We sell branded mugs at the fair.", "We sell plain mugs at the fair.", False),
    ("The linen scarf line is branded Coastline.",
     "At the airport kiosk only, the linen scarves are labelled 'Sea Wraps' on the shelf tags.", False),
    ("Dana is the designated driver for the staff party.", "Dana booked a taxi for the staff party.", False),
]

TRADING_NAME = [
    ("My pottery shop trades under the name Kiln & Clay.",
     "I registered the business as Ember Ceramics last month; the old sign is coming down.", True),
    ("The user's cycling business is registered as Chainline Cycles.",
     "The user sent the forms to the council so the business is registered as Spoke House now.", True),
    ("The user's bakery business trades as Crumb Corner Ltd.",
     "The user mentioned Crumb Corner Ltd was re-registered under the name Hearth Loaf in May.", True),
    # another business, the same name, a former name
    ("My pottery shop trades under the name Kiln & Clay.",
     "I registered my partner's catering business as Ember Kitchens last month.", False),
    ("The user's cycling business is registered as Chainline Cycles.",
     "The user sent the forms to the council so the business is registered as Chainline Cycles Ltd.", False),
    ("The user's bakery business trades as Crumb Corner Ltd.",
     "The user's bakery was registered under the name Rye Days before 2019.", False),
]

PREF_NOTE_SETTING = [
    # a setting word or the note's thing read as the value: the preference restated, narrowed or spelled out
    ("pref: decaf beans in office espresso machines", "pref: decaf in espresso machines; regular allowed at the "
     "Monday board meeting only", False),
    ("pref: linen napkins over paper for banquet tables", "pref: banquet tables — cloth napkins chosen, paper "
     "refused", False),
    ("pref: SI units in lab notebooks", "pref: masses in g, volumes in mL", False),
    ("pref for Go files: tab indent", "Go files pref: indentation with tabs, no spaces", False),
    # another value told under the same key
    ("pref: Jest for unit tests", "pref: Vitest for unit tests; Jest dropped", True),
]

TABLES = {
    "mind": MIND_CHANGED,
    "suits": SUITS_OR_PICKED,
    "daypart": DAYPART_MOVED,
    "given": NAME_GIVEN,
    "participle": PARTICIPLES,
    "trading": TRADING_NAME,
    "pref_setting": PREF_NOTE_SETTING,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_preference_or_name_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                              contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_name_given_in_the_passive_through_the_store(engine, clock) -> None:
    old, new, contradicts = NAME_GIVEN[0]
    check(engine, clock, old, new, "note", contradicts)
