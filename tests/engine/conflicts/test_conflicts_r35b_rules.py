"""Misses and false alarms of fresh hands (round 34, rules35b: the fifty train34 hands) in preference and name.

- the older preferred value refused after it with the refusal's own auxiliary ("… has fallen out of favour", "… are
  unwanted", "… having fallen out of favour"), by more verbs after it ("… vetoed", "… binned", "… set aside", "…
  ruled out") or before it ("vetoed …", "went cold on …", "replacing …"), and the refusal's agent ("by the head
  gardener") no narrower setting (:mod:`.pref_refused`); quiet for another thing refused, a one-off, a trial under
  way;
- a passive preference's agent read by its head noun, so a possessor told once and dropped later ("by the lab's head
  printer" / "by the head printer") is one party; two possessors ("the mill's buyer" / "the shop's buyer") or two
  heads are two, and so is "the previous lead framer" beside "the lead framer"; a word after the agent ("now",
  "again", "rather than …") is no part of it (:mod:`.attitude_change`);
- a name after a publishing verb with its object or a platform between ("registered the app on the store as …",
  "is listed on the registry as …"), the older name standing as the renamed thing beside a verb that names it anew
  ("Hall 3 was redesignated the Cedar Room", "`ql-core` yanked and republished under the name …")
  (:mod:`.naming`); quiet for a naming word without a rename ("billed as … for one night"), a former name;
- "goes by" told with a change's own words ("after last week's refactor", "since the spring cleanup", "the old slug
  redirects") a new name, not a second one (:mod:`.clauses`), its thing read after a fronted phrase of when
  (:mod:`.naming`); quiet for a window, a nickname beside a given name, a name added;
- a rename said in one clause and the name on the signs in the next, read clause by clause ("rebranded the café;
  menus read …"), a capitalised word of the new name no word of a window ("Harbour Returns Office")
  (:mod:`.name_anew`); quiet for another thing of the kind;
- a name told again as a correction ("label corrected -> …; the earlier entry was a typo", "correction: the
  volunteer is …, … was a mishearing") (:mod:`.corrected_name`); quiet for a correction of another value, a doubt,
  the older name told again;
- a value told for one occasion closed by "only" ("during next month's trade fair only", "for the checkout redesign
  only") or for a week named by what fills it ("this exam week"): a window the frame guard reads (:mod:`.bounds`);
  what is asked for "only" ("asks for closing shifts only") is the value itself.

Each shape stands beside what must stay quiet. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

REFUSED_AFTER = [
    ("Waxed canvas aprons are favoured by the bakery's porters.",
     "Waxed canvas aprons have fallen out of favour with the porters, who ask for cotton twill ones.", True),
    ("Slate coasters are preferred by the tearoom's owner.",
     "Cork coasters are requested by the owner since the refit; slate are unwanted.", True),
    ("Rosemary focaccia is favoured by the café owner for the lunch board.",
     "Rosemary focaccia was vetoed by the owner for lunch; olive bread takes its place.", True),
    ("Copper pans are favoured by the chef for sauces.",
     "Copper pans have been set aside by the chef, who prefers heavy steel for sauces these days.", True),
    ("2025-02-02 — client wants banner colour navy (#1f2a44)",
     "2025-05-05 — client vetoed navy; banner to be forest green #2e5e3a", True),
    ("2025-02-02 — user wants the game shipped as a Snap.", "2025-05-05 — user went cold on Snap; wants an AppImage.",
     True),
    ("Wool blankets are preferred for the kennel's whelping boxes.",
     "Fleece has been chosen over wool for the whelping boxes by the head kennel hand.", True),
    # another thing refused, a one-off, a trial still under way, another party's possessor
    ("Waxed canvas aprons are favoured by the bakery's porters.",
     "Paper hats have fallen out of favour with the porters, who ask for cotton caps.", False),
    ("Rosemary focaccia is favoured by the café owner for the lunch board.",
     "Rosemary focaccia was vetoed by the owner for tonight's wedding party only.", False),
    ("Mild curry is preferred by the cook for staff lunches.",
     "Hotter curries are being trialled by the cook this week; mild is off the table for now.", False),
    ("Slate coasters are preferred by the tearoom's owner.",
     "Cork coasters are requested by the bakery's owner; slate are unwanted there.", False),
]

VERDICT_AFTER = [
    ("The user prefers Flask for the booking API.",
     "The user finds Flask too bare and has taken to Django for the booking API.", True),
    ("The user likes invoices as PDF attachments.",
     "The user asked for invoices in a shared spreadsheet; PDFs are a pain to search.", True),
    ("The user prefers a light theme in the terminal.",
     "The user asked to keep the terminal on a dark scheme; the light one strains their eyes.", True),
    ("I prefer knitting socks with 2.5mm needles.",
     "I've gone over to 3mm needles for socks; 2.5mm feels too fiddly.", True),
    # someone else's verdict, another thing judged, a one-off, the older value kept, another use, a musing
    ("The user prefers Flask for the booking API.",
     "The user's colleague finds Flask too bare and has taken to Django.", False),
    ("The user prefers Flask for the booking API.",
     "The user finds the new laptop too heavy and has taken to a tablet for travel.", False),
    ("I prefer knitting socks with 2.5mm needles.",
     "2.5mm feels too fiddly for this one chunky pair; I'd rather use 4mm just for it.", False),
    ("The user prefers a light theme in the terminal.",
     "The user finds the light theme too bright at night but still keeps it.", False),
    ("I like editing podcasts in Audacity.",
     "Audacity feels too slow for video, so I'd rather cut video in Resolve.", False),
    ("I like editing podcasts in Audacity.", "Maybe Audacity is too basic; I might try Reaper.", False),
    # a setting put first that the older memory never names: a narrower use
    ("I like Rust for my command-line tools.", "For the firmware boards I'd rather write C, Rust's too heavy there.",
     False),
    # a verdict the frame guard reads apart still leaves the older value's dismissal to be read
    ("Set designer likes plywood for touring flats.",
     "4 May 2026: set designer favours aluminium frames for touring work, plywood too heavy under rigging.", True),
]

PASSIVE_HEAD = [
    ("Fomalux 200 is favoured by the studio's chief printer for beginners' classes.",
     "For beginners' classes, Kentmere 100 is favoured by the chief printer, Fomalux having fallen out of favour.",
     True),
    ("Matte cards are preferred by the print shop's biggest client.",
     "Gloss cards are requested by the biggest client since their relaunch; matte are unwanted.", True),
    # two possessors, two heads: two parties
    ("Matte cards are preferred by the print shop's biggest client.",
     "Gloss cards are requested by the gallery's biggest client; matte are unwanted.", False),
    ("Matte cards are preferred by the print shop's owner.",
     "Gloss cards are requested by the new apprentice; matte are unwanted.", False),
    ("Walnut frames are preferred by the gallery's lead framer.",
     "Ash frames were chosen by the previous lead framer for the 1998 show.", False),
    # the agent with a word after it that is no part of it: "now", "again", "rather than …"
    ("Paper menus are preferred by Olu.", "Chalkboard menus are preferred by Olu now.", True),
    ("Text reminders are favoured by the site manager over emails.",
     "Reminders by email were requested by the site manager rather than texts.", True),
]

PUBLISHED_AS = [
    ("I registered the studio's Svelte template on npm as @harefield/starter.",
     "I republished the template as @harefield/base and deprecated the earlier package name.", True),
    ("The user's map-tiling script was published as 'tilecut'.",
     "The map-tiling script ships as tessellate from this release on.", True),
    ("The user's map-tiling script was published as 'tilecut'.",
     "The map-tiling script ships as tessellate for the workshop only.", False),
    ("2025-01-10 — date parsing crate published as `qdate`.",
     "2025-07-07 — `qdate` yanked and republished under the name `calendrix`.", True),
    ("The seminar room is referred to as Hall 3 on the timetable.",
     "Hall 3 was redesignated the Cedar Room on the timetable from May.", True),
    ("2025-01-10 — the café's stamp card launched as 'Bean Club'.",
     "2025-06-01 — stamp card rebadged 'Cup Points'; Bean Club cards no longer taken.", True),
    # a naming word with no rename, a window, a former name, another thing of the kind
    ("2025-01-10 — book club name: Page Turners.",
     "2025-02-02 — Page Turners billed as 'Crime & Coffee' for this one joint evening.", False),
    ("The Lua linter plugin was published as 'lua-tidy'.",
     "The plugin's companion formatter is listed on the registry as 'moonbeam-fmt'.", False),
    ("The seminar room is referred to as Hall 3 on the timetable.",
     "Hall 3 was originally published as the Old Library on the 2019 timetable.", False),
    ("I registered the studio's Svelte template on npm as @harefield/starter.",
     "I published the studio's icon set on npm as @harefield/icons.", False),
]

GOES_BY_NOW = [
    ("The user's physics component for gravity is named FallForce.",
     "After last week's refactor the user's gravity component goes by Pull; the FallForce type is gone.", True),
    ("The user's garden blog repository is called leafnotes-site.",
     "The user's garden blog repo goes by fernlog since the spring cleanup; the old slug redirects.", True),
    # a window, a nickname beside the given name, a name added
    ("After the merger the shop's loyalty app is called PerkUp.",
     "The shop's loyalty app goes by PerkUp Plus for the holiday promotion only.", False),
    ("Our new colleague is named Katharina.", "Since the first week Katharina goes by Kat in the team chat.", False),
    ("The user's garden blog repository is called leafnotes-site.",
     "The user's garden blog repo also goes by leafy among friends.", False),
]

SIGNS_READ = [
    ("The user's bike shop trades under the name Spoke & Chain.",
     "The user rebranded the shop; window signage and receipts read 'Freewheel Cycles' since May.", True),
    ("The user's parcel counter is signposted as the Collection Point.",
     "The user mentioned the counter was rebranded in spring; signs read Harbour Returns Office.", True),
    ("studio name on receipts: Clay Corner", "rebrand done Feb — receipts read 'Kiln House'", True),
    # another thing of the kind, a window
    ("The user's bike shop trades under the name Spoke & Chain.",
     "The user rebranded the shop's repair van; its doors read 'Freewheel Mobile'.", False),
    ("The user's bike shop trades under the name Spoke & Chain.",
     "The user rebranded the shop for the festival weekend only; banners read 'Tour Town Cycles'.", False),
]

CORRECTED_NAME = [
    ("pump house label in SCADA: MILL-PH2", "SCADA label corrected -> MILL-PH3; the earlier entry was a typo", True),
    ("2025-03-01 — the new library volunteer introduces himself as Tomasz.",
     "2025-03-09 — correction: the volunteer is Tomislav, Tomasz was a mishearing.", True),
    ("ewe tag 42 name: Daisy", "tag 42: name corrected to Dorothy per the shepherd", True),
    # a correction of another value, a doubt, the older name told again
    ("The cat is called Miso.", "Correction: Miso is four years old, not three.", False),
    ("pump house label in SCADA: MILL-PH2", "SCADA label might be a typo — MILL-PH3? will check", False),
    ("ewe tag 42 name: Daisy", "tag 42: corrected the weight to 61 kg; still Daisy", False),
    # a word of correcting that corrects nothing: someone's typo fixes, how others misspell the name
    ("wiki maintainer: Oona", "wiki: Oona maintains, Pavel does the odd typo fix", False),
    ("2026-01-10: the photo club is called 'Lenscraft'", "2026-02-01: Lenscraft hit 300 members; people keep "
     "misspelling it 'Lenscarft'", False),
]

OCCASION_ONLY = [
    # one occasion's exception closed by "only", a week named by what fills it: the standing preference untold
    ("The user prefers to be reached by text about parcel delays.",
     "The user wants parcel-delay updates by email during next month's trade fair only.", False),
    ("2025-01-09 — Tomas prefers written design reviews.",
     "2025-01-16 — Tomas wants a call for the checkout redesign only.", False),
    ("I prefer black tea over green tea.",
     "This exam week I'm reaching for green tea, though black tea stays my favourite.", False),
    # a use or a public closed by "only" is a value's terms; a recurring slot in the plural is a schedule
    ("Our sample photos are published under CC BY 4.0.", "Our sample photos got relicensed for internal use only.",
     True),
    ("Piano lessons are booked on Wednesday mornings at the hall.",
     "Piano lessons are taken for Friday evenings only, the morning slots having been scrapped.", True),
    # what is asked for "only" is the value itself; a change for good
    ("user pref: morning bakery shifts", "user asks for closing shifts only; mornings out", True),
    ("The user prefers to be contacted by phone about lab results.",
     "The user wants lab-result updates by email from now on.", True),
    ("The user prefers to be contacted by phone about lab results.",
     "The user wants lab-result updates by email for the lab move only.", False),
]

TABLES = {
    "refused": REFUSED_AFTER,
    "verdict": VERDICT_AFTER,
    "passive": PASSIVE_HEAD,
    "published": PUBLISHED_AS,
    "goes_by": GOES_BY_NOW,
    "signs": SIGNS_READ,
    "occasion": OCCASION_ONLY,
    "corrected": CORRECTED_NAME,
}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_preference_or_name_told_anew_is_found_and_its_near_misses_are_not(old: str, new: str,
                                                                              contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_name_republished_through_the_store(engine, clock) -> None:
    old, new, contradicts = PUBLISHED_AS[0]
    check(engine, clock, old, new, "note", contradicts)
