"""Preference and name told anew (round 37, rules38c: the fifty train37 hands and the census), each read by
structure, beside near misses of the same shape that must stay quiet:

- a thing renamed with an arrow after the verb ("bucket renamed -> media-archive", :func:`core.conflicts.naming
  .named_more`); not another thing renamed, not the name kept.
- the older name said to end in a clause of its own ("Fernly was pulled …", "nobody calls it Atlas any more",
  :mod:`core.conflicts.name_retired`) while another clause names the thing anew; not another one of the kind named
  ("the new puppy"), not the older name kept, not a name given to another thing.
- the older preferred value judged or turned against beside another choice ("…; nights wrecked my sleep", "having
  soured on X", "X isn't worth the hours", :mod:`core.conflicts.pref_refused`); not another thing judged, not a
  one-off, not someone else's.
- a use put first ("for water searches, …", "On listed stone I'd rather …", :mod:`core.conflicts.narrower_use`): an
  exception beside the older preference, not a change; a time or a name put first is no use.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

_BUCKET = "media bucket name: film-scans-raw"

ARROW_RENAMED = [
    ("kiosk repo name: till-ui-legacy", "repo renamed → tillpoint; old slug redirects", True),
    ("design system repo name: ui-bricks (GitLab)", "repo renamed -> brickwork (GitLab redirects the old URL)", True),
    (_BUCKET, "thumbnail bucket renamed -> thumbs-cache", False),
    (_BUCKET, "bucket renamed -> film-scans-raw after the typo was fixed", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ARROW_RENAMED)
def test_a_thing_renamed_with_an_arrow(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_APP = "The budgeting app is called Fernly."
_SERVER = "The team calls the build server Atlas."

NAME_ENDED_ALONE = [
    ("The choir's newsletter is titled Cantata Notes.", "Cantata Notes was pulled after a complaint from a "
     "publisher, and the newsletter goes out as Evensong Post.", True),
    (_SERVER, "Nobody calls it Atlas any more; it's 'Hermes' on the dashboards.", True),
    ("The user's support queue for refunds is named RF-Main.", "The user says RF-Main disappeared in the re-org; "
     "that queue is labelled Money Back now.", True),
    ("Our dog is called Rex.", "Rex passed away in May; the new puppy is called Biscuit.", False),
    (_SERVER, "Atlas is still what ops says; the server is also called Hermes.", False),
    (_APP, "Fernly was pulled from the store for a week; the app is called Mossy in the beta channel only.", False),
    (_APP, "Fernly was pulled from the store; the companion website is called Mossy.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NAME_ENDED_ALONE)
def test_the_older_name_ended_alone_and_another_given(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_DESK = "I prefer a standing desk for long writing days."
_ROAST = "The user prefers a dark roast for the office espresso."

OLDER_JUDGED = [
    (_DESK, "I'd rather sit at a kneeling chair these days; the standing desk has wrecked my knees.", True),
    (_ROAST, "Having soured on the dark roast, the user now orders a washed Ethiopian for the office espresso.", True),
    ("I prefer hand-sanding the oak panels.", "Honestly, an orbital sander is what I'd pick; hand-sanding isn't "
     "worth the hours.", True),
    ("I like my invoices printed and posted.", "Printed invoices keep getting lost; I'd rather have them e-mailed as "
     "PDFs.", True),
    (_DESK, "I'd rather sit at a kneeling chair these days; the old office chair has wrecked my knees.", False),
    (_DESK, "My partner would rather sit at a kneeling chair; the standing desk has wrecked her knees.", False),
    (_DESK, "Just for this week I'd rather sit; the standing desk has wrecked my knees.", False),
    (_ROAST, "The user's flatmate wants a light roast; the dark roast keeps giving him headaches.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_JUDGED)
def test_the_older_preference_judged_beside_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_LEADS = "Handlers prefer leather leads."

FRONTED_USE = [
    (_LEADS, "For water searches, handlers pick biothane leads.", False),
    ("I like lime wash on rendered walls.", "On bare timber I'd rather use linseed paint than lime wash.", False),
    (_LEADS, "Handlers now pick biothane leads; leather rots too fast.", True),
    (_LEADS, "For everything from now on, handlers pick biothane leads.", True),
    ("The user prefers Node 18 for the booking API.", "In production, the user's booking API now prefers Node 22.",
     True),
    ("I deworm the ponies every eight weeks.", "On the vet's advice I only deworm the ponies after a dung test.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_USE)
def test_a_use_put_first_is_an_exception(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_LOFT = "The reading room is called the Map Loft."
_TUG = "The crew call the harbour tug Maisie."

OLDER_NAME_KEPT_AFTER = [
    (_LOFT, "The reading room shows as 'ML' on the floor plan, short for Map Loft.", False),
    (_TUG, "The dock staff call the harbour tug 'Old Red', though the crew still say Maisie.", False),
    (_LOFT, "Old deeds show the reading room was already being called the Map Loft then.", False),
    (_TUG, "The harbour tug is called Old Red now; same boat, new paint.", True),
    (_LOFT, "The reading room was renamed the Chart Hall; nobody says Map Loft anymore.", True),
    ("I named the seed-swap spreadsheet 'Pod Ledger' when I set it up.", "Gave my seed-swap spreadsheet a proper "
     "name today: SeedBank.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_NAME_KEPT_AFTER)
def test_the_older_name_told_after_the_newer_as_kept(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_GLAZE = "pref: matte glaze on the stoneware mugs"

WHOLE_SCOPE = [
    (_GLAZE, "pref: gloss glaze", True),
    ("Serif headings were favoured in the club newsletter.", "Sans-serif headings were adopted after the committee "
     "vote.", True),
    (_GLAZE, "pref: gloss glaze on the porcelain bowls", False),
    ("pref: matte glaze", "pref: gloss glaze on the porcelain bowls", False),
    (_GLAZE, "pref: matte glaze everywhere", False),
    (_GLAZE, "pref: gloss glaze for the stoneware mugs this firing only", False),
    ("pref: matte glaze (Stoneware)", "pref: gloss glaze (Porcelain, per the kiln log)", False),
    ("pref: matte glaze on the stoneware mugs", "pref: gloss glaze (Porcelain, per the kiln log)", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), WHOLE_SCOPE)
def test_a_newer_value_told_over_the_older_scope_whole(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_WARDEN = "The night warden on the hall rota is Tomas Pereira."

SURNAME_AT_MARRIAGE = [
    (_WARDEN, "Since the wedding the hall rota lists him as Tomas Pereira-Lund.", True),
    ("The user's library card is under the name Ilse Varga.", "The user took the surname Brandauer after her "
     "wedding and had the library update the card.", True),
    ("The club treasurer signs cheques as Captain Oona Reilly.", "Oona married in May and signs cheques as Oona "
     "Byrne these days.", True),
    (_WARDEN, "Since the wedding, Tomas Pereira and Tomas Pereira-Lund share the hall rota.", False),
    (_WARDEN, "Tomas Pereira got married in June; his cousin Tomas Lund covers the night rota.", False),
    (_WARDEN, "The night warden on the hall rota is Tomas Pereira-Lund, a cousin of the old warden.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SURNAME_AT_MARRIAGE)
def test_a_surname_taken_at_a_marriage(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_HERON = "Our boat crew logs on the radio under the callsign Heron One."

CALLSIGN_REASSIGNED = [
    (_HERON, "Control reassigned our boat crew's callsign today, so we answer as Osprey Six from here on.", True),
    (_HERON, "Control reassigned the ferry crew's callsign; our boat crew still answers as Heron One.", False),
    (_HERON, "Control reassigned the duty roster today; our boat crew answers as Osprey Six only during the "
     "regatta.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CALLSIGN_REASSIGNED)
def test_a_callsign_reassigned(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
