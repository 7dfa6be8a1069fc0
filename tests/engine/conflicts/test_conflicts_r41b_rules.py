"""Preferences and names told anew (round 40, rules41b: the twenty-four train40 hands and the twenty-four of train39),
read by structure, beside near misses of the same shape that must stay quiet:

- a preference's holder: a note about one person whose later clauses drop the subject ("Meera off Looker; wants
  Hex …", :func:`core.conflicts.attitude_holders.one_party`), two passives' agents told fuller and shorter ("by the
  volunteer team" / "by the volunteers"), a passive's agent holding the later clauses told without one, a person after
  a possessive with a hyphen ("My co-author would rather …") another holder;
- the verbs of a preference: "I'd much rather", "gone back to", "ditching", "X off Y", "… unwanted", a taste "shifted
  to" (:mod:`core.conflicts.attitude_words`); the older thing found at fault ("feels cramped", "garish", "having been
  found too windy", :mod:`core.conflicts.opinion`);
- the values compared: a quality and its negation ("sweetened" / "unsweetened"), a purpose told one word shorter, a
  reason after "because" no narrower use, a passive's "over" the other thing refused, "first thing" a when, the day's
  end a later time, the newer value "kept that way", a refused word a part of the older compound or its head told
  shorter (:mod:`core.conflicts.attitude_values`);
  a fronted use whose capitals only modify its head and a thing the older liking refused already stay quiet;
- the older name set aside by another in the newer memory ("formerly X", "replaces X", "vetoed X", "X → Y", "X repo now
  called Y", "X has been given the label Y", :func:`core.conflicts.name_displaced.name_displaced`); not a past naming,
  a plan, a window, another thing of the name; one thing's name told anew with the change said, the thing read by the
  words before each name ("block B name: …" / "block B label → …", :func:`core.conflicts.name_keyed.name_keyed`); a
  second name for a medium the older memory never names, no change said ("On the kids' signage, …", "in the German
  version of the app", :func:`core.conflicts.name_change.name_change`), stays quiet.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PREFERENCE_HOLDERS = [
    ("2025-01-10 — Oksana prefers Tableau for the monthly dashboards.",
     "2025-06-02 — Oksana off Tableau; wants Superset for the monthly dashboards.", True),
    ("2024-03-01 — foreman prefers timber formwork.",
     "2024-08-19 — foreman going all steel; timber formwork unwanted.", True),
    ("Early rehearsal slots are preferred by the porter team.",
     "Late rehearsal slots are favoured by the porters since the new term began.", True),
    ("The back pitch is preferred by Coach Imre for drills.",
     "The front pitch is now requested by Coach Imre, the back pitch having been found too boggy.", True),
    # someone else's taste, after a possessive with a hyphen
    ("I like Garamond for our grant proposals.",
     "My co-writer would rather use Minion for grant proposals.", False),
    # another group's taste
    ("Early rehearsal slots are preferred by the porter team.",
     "Late rehearsal slots are favoured by the cleaners since the new term began.", False),
    # a narrower group told after the whole one
    ("Tabs are preferred by the team.",
     "Spaces are preferred by the firmware team now.", False),
    # the older holder only the newer holder's possessor
    ("Paper rotas are preferred by the warden over the shared calendar.",
     "The shared calendar was requested by the warden's deputy for the winter rota.", False),
    # one member of the group, not the group
    ("Weekend pickups are preferred by most members of the veg box scheme.",
     "A weekday pickup was requested by one veg box member, Mr Adeyemi, for his shifts.", False),
    # the note opens with another person
    ("2024-03-01 — foreman prefers timber formwork.",
     "2024-08-19 — site engineer going all steel; timber formwork unwanted.", False),
]

PREFERENCE_VERBS = [
    ("I prefer paperbacks for holiday reading.",
     "These days I'd much rather take an e-reader for holiday reading.", True),
    ("I prefer almond milk in my porridge.",
     "I've gone back to plain cow's milk in my porridge.", True),
    ("2025-02-03 — luthier Agnes prefers nitro lacquer.",
     "2025-07-11 — Agnes ditching nitro, wants oil varnish for the guitars.", True),
    ("The user likes bright orange glazes on her bowls.",
     "The user's taste has shifted to pale celadon; the orange looks garish to her now.", True),
    # the older value told again with "would much rather"
    ("I prefer paperbacks for holiday reading.",
     "I'd much rather take paperbacks for holiday reading, as ever.", False),
    ("I prefer wooden handles on my chisels.",
     "I've gone over to plastic handles on my chisels; the wooden ones split.", True),
    # still the same choice, told with one of the new verbs
    ("I prefer almond milk in my porridge.",
     "I've gone back to almond milk in my porridge.", False),
    # somebody else's turn
    ("2025-02-03 — luthier Agnes prefers nitro lacquer.",
     "2025-07-11 — Bruno ditching nitro, wants oil varnish for the guitars.", False),
]

VERDICTS = [
    ("I like sketching on the large tablet rather than paper.",
     "I've come round to sketching on paper; the tablet feels cramped to me now.", True),
    ("The user likes bright orange glazes on her bowls.",
     "The user favours pale celadon now; the orange glazes look too loud to her.", True),
    # a verdict on another thing, the older choice kept
    ("I like sketching on the large tablet rather than paper.",
     "I still sketch on the large tablet; the stylus feels too light though.", False),
]

VALUES = [
    ("2024-02-02 — prefers oat yoghurt sweetened.",
     "2024-07-07 — wants oat yoghurt unsweetened from now on.", True),
    ("The user prefers ABS for club workshop enclosures.",
     "The user favours ASA for workshop enclosures, because ABS kept yellowing on the windowsill.", True),
    ("I like retros first thing on Monday.",
     "Honestly I've come to dread morning retros; give me an afternoon one.", True),
    ("The user wants the stock digest in the morning.",
     "The user asked for the stock digest to arrive at the end of the day.", True),
    ("The user prefers a dark theme in the ticket tracker.",
     "The user went back to a light theme in the ticket tracker and wants it kept that way.", True),
    ("2025-04-04 — archivist Bea favours Saturday-morning tours.",
     "2025-09-09 — Bea has soured on Saturdays, moving tours to Wednesday evenings.", True),
    ("2024-06-06 — ranger Kofi favours paper notebooks.",
     "2024-10-10 — Kofi done with paper notes; wants the field app.", True),
    ("Glass jars for the chutney are preferred by the market stallholders.",
     "Paper tubs are favoured by the stallholders over jars since the breakages.", True),
    # the older value still chosen over another
    ("Glass jars for the chutney are preferred by the market stallholders.",
     "Glass jars are favoured by the stallholders over paper tubs, as before.", False),
    # the older value told more exactly, as the newer one's possessor
    ("2025-03-03 — user prefers Render for hosting the booking API.",
     "2025-03-10 — user prefers Render's Oregon region for the booking API.", False),
    # the same value told again
    ("2024-02-02 — prefers oat yoghurt sweetened.",
     "2024-07-07 — still wants oat yoghurt sweetened.", False),
    # a narrower use, fronted, its capital only a modifier
    ("The user prefers French captions on the rough cuts.",
     "For the German-language press screener, the user wants German captions.", False),
    # the older liking already refused the thing the newer note refuses
    ("2025-03-03 — Rosa prefers calm drives without radio.",
     "2025-04-04 — Rosa said again: no radio in the van, please.", False),
]

NAME_SET_ASIDE = [
    ("team wiki space: ops-handbook",
     "wiki: runbook-hub (formerly ops-handbook)", True),
    ("2024-05-01 — kiln shed labelled Kiln No. 3.",
     "2024-11-02 — site map relabel: Kiln No. 3 → 'Dragon Kiln'.", True),
    ("2025-01-15 — deploy repo for the storefront: shop-deploy",
     "2025-06-30 — shop-deploy repo now called storefront-release", True),
    ("community hall main room: 'Great Room'",
     "main room name = 'Ada Lovelace Room' (dedicated; replaces 'Great Room')", True),
    ("I named our new cider blend 'Orchard Gold'.",
     "Our distributor vetoed 'Orchard Gold', so I went with 'Bramble Press' for the blend.", True),
    ("The lab's backup server is known internally as BK-1.",
     "BK-1 has been given the label 'lab-bkp-01' across all runbooks; the old label is retired.", True),
    ("2025-03-03 — ticket triage bot called 'Sorter'.",
     "2025-08-08 — Sorter bot shows up as 'Dispatch' after the workspace migration.", True),
    ("2024-09-01 — billing export repo named 'ledger-dump'.",
     "2025-01-12 — 'ledger-dump' repo now 'finance-export'; old links redirect.", True),
    # a name from a past pilot, not a change
    ("The tenants' helpline is called 'HomeLine'.",
     "The user recalled that HomeLine was called 'Renters Desk' during its 2020 pilot.", False),
    # a rename only planned
    ("The shared folder is named 'Field Photos'.",
     "The shared folder 'Field Photos' may be renamed once the survey ends.", False),
    # another thing of the name
    ("2025-02-01 — team name: Kestrels.",
     "2025-03-01 — Kestrels' design sub-team called 'Talons'.", False),
    ("The club's booking database is named 'courts_main'.",
     "The whole MySQL server hosting courts_main is named 'club-db-01'.", False),
    # the older name told short, a nickname beside it
    ("site contact: Rosalind Achebe (north gate)",
     "north-gate contact Rosalind Achebe answers to 'Ros' on the site radio", False),
    # a role, not a name
    ("The depot is leased from Harbour Row Estates.",
     "Harbour Row Estates is named as the depot's landlord in the new lease.", False),
    # a window
    ("The spare mooring is officially designated Buoy 7.",
     "For this weekend's regatta only, Buoy 7 is being called 'Start Mark' on the radio.", False),
    # the older name given as the newer one after a name from before
    ("The museum's newsletter is called Gallery Notes.",
     "Before 2019 the newsletter was known as the Bulletin; it was renamed Gallery Notes that spring.", False),
]

NAME_BY_ITS_THING = [
    ("allotment plot C name: Lower Orchard",
     "plot C label → Bee Meadow", True),
    ("2025-02-10 — drone payload module: 'Hawkeye'.",
     "2025-05-05 — payload module's name changed to 'Kestrel' in the manuals.", True),
    ("rowing club coxed four name: Swift",
     "coxed four relabelled Heron on the rack sheets", True),
    ("2024-05-05 — catering supplier: 'Hearth & Ladle'.",
     "2024-12-12 — supplier trading name now 'Ladle Co'; same menu.", True),
    # a second name where it is shown, no change said
    ("The bike shed is called the Spoke Shed.",
     "On the school's visitor map, the bike shed is labelled 'Cycle Store' for parents.", False),
    ("The late fee is referred to as 'overdue charge' in the app.",
     "The late fee is labelled 'Mahngebühr' in the German version of the app.", False),
    # shown somewhere else, but told as a change
    ("The bike shed is called the Spoke Shed.",
     "On the revised site map, the bike shed is labelled Cycle Store instead.", True),
    # another thing of the kind
    ("allotment plot C name: Lower Orchard",
     "plot D label → Bee Meadow", False),
    # no change said
    ("allotment plot C name: Lower Orchard",
     "plot C label: Bee Meadow on the kids' map", False),
    # a value of another kind after a colon
    ("licence, survey-tools repo: MIT",
     "survey-tools: sign-off now required for outside patches", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE_HOLDERS)
def test_a_preference_s_holder_told_again_in_other_words(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PREFERENCE_VERBS)
def test_a_preference_turned_by_a_verb_of_going_back_dropping_or_shifting(old: str, new: str,
                                                                          contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERDICTS)
def test_the_older_choice_found_at_fault_beside_a_new_one(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VALUES)
def test_a_preferred_value_told_anew_in_another_shape(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_SET_ASIDE)
def test_the_older_name_set_aside_by_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_BY_ITS_THING)
def test_a_thing_s_name_told_anew_by_the_words_before_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
