"""Employers, roles and tools told anew, and findings that are someone else's value or a past state (round 40,
rules41d: the twenty-four train40 hands), read by structure, beside near misses of the same shape that must stay quiet:

- the newer memory's subject someone of the older holder's ("My flatmate Oskar …", "Dana, my co-driver, …", "Ines's
  understudy …"): that person's own value, a frame guard after every finding (:mod:`core.conflicts.relation_subject`);
  not the holder as a doer or object beside them, the older thing handed over, the holder's team;
- a job's tool named anew (:func:`core.conflicts.tool_anew.tool_anew`): after the noun of its kind ("our own tool,
  Shelfwise"), a name opening in lower case ("eSign"), "going forward", "from today", "since Q3"; a sentence's opening
  frame word or a noun written in lower case elsewhere no place name; the new tool's own name holding the job's word;
  a terse note's value as the older tool and a newer note opening with its tool ("Apera PH60 for …"); and a terse
  note's tool said replaced under a word of its key (:func:`core.conflicts.tool_anew.keyed_tool_replaced`);
- a tool set aside ("went in the drawer", "sits in a drawer") or its licences lapsed (:mod:`core.conflicts.tool_gone`);
- a title told anew in keyed notes ("role upd:", "role changed →", "(prev. …)") and in prose ("the user's title at …
  is", "first day as", "has taken a … post", "Name, title at …", "made a senior partner at", a dated "… named …")
  (:func:`core.conflicts.role_swap.role_change`);
- an employment ended, the employer as the one who no longer employs, "off the <employer> post", the employer named by
  its initials ("NCSB contract ended", :func:`core.conflicts.employment_ended.employment_ended`);
- one product told by its maker's possessive and its last word ("Blackmagic's Resolve" for "DaVinci Resolve",
  :func:`core.conflicts.told_two_ways.same_values_told`);
- the same home told ("same flat in …") or the older value confirmed again (:func:`core.conflicts.older_current.
  nothing_changed`);
- a past state with its years (:mod:`core.conflicts.bounds`): a former key with its years in brackets, a version used
  for a past year's season or runs, a year in brackets beside a past copula.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

SOMEONE_OF_THE_HOLDERS = [
    ("I live in Leith, near the shore.",
     "My flatmate Oskar just moved from Leith to Portobello.", False),
    ("I send the club newsletter through Mailchimp.",
     "Dana, my co-driver, sends her rally notes by WhatsApp rather than Mailchimp.", False),
    ("2025-04-02 — Ines rehearses the lead role twice a week.",
     "2025-09-12 — Ines's understudy rehearses the lead role every day.", False),
    ("I keep the allotment accounts in a paper ledger.",
     "My neighbour Hamid uses a spreadsheet instead of a ledger for his plot.", False),
    # the holder beside the person: the holder's own change
    ("I live in Leith, near the shore.",
     "My partner and I moved from Leith to Portobello.", True),
    # the older thing handed to that person
    ("I run the sound desk at the Lyric.",
     "My deputy Sam runs the sound desk now.", True),
    # the holder's own team does the holder's doing
    ("The user's site is hosted on Netlify.",
     "The user's team moved the site from Netlify to Render.", True),
    # the person changes the holder's value
    ("My swimming lesson is on Monday mornings.",
     "My swim coach moved the lesson to Friday mornings for good.", True),
    ("The user's weekly reading goal is 3 chapters.",
     "The user's tutor raised the reading goal to 5 chapters a week.", True),
    ("The user's dry-cleaning pickup is Thursday at 5.",
     "The user's courier has a standing Tuesday 9 am pickup instead.", True),
    # a thing of the holder's whose noun has a doer's shape
    ("I build the firmware with GCC 12 locally.",
     "My local compiler is GCC 14 — 12 got uninstalled.", True),
]

TOOL_NAMED_ANEW = [
    ("I track the shop's stock counts in an Excel workbook.",
     "For stock counts I've gone over to our own tool, Shelfwise.", True),
    ("Leases at the agency are signed on paper in the office.",
     "Since Q3, leases have been signed through eSign.", True),
    ("The user runs invoicing for the bakery through Zoho.",
     "The user's invoicing moved over to Xero Invoicing after Zoho raised its fees.", True),
    ("Team stand-ups are held on Google Meet.",
     "Head office ruling: every team stand-up goes through Zoom from today.", True),
    # another job
    ("I track the shop's stock counts in an Excel workbook.",
     "For staff rotas I've gone over to our own tool, Shiftly.", False),
    # the older tool kept beside
    ("Team stand-ups are held on Google Meet.",
     "Every client call goes through Zoom from today; stand-ups still on Google Meet.", False),
    # the older tool is where the change went
    ("Nightly database dumps are shipped with rclone.",
     "Until 2023, nightly dumps were shipped with Duplicati, then moved to rclone.", False),
    # the same site named in both
    ("Delivery notes at the bakery are kept in a paper folder.",
     "Delivery notes at the bakery get scanned into DocuBox from now on.", True),
    # another site's job
    ("Depot invoices are approved in Primavera ERP.",
     "Invoices at the harbour office are approved in Sage instead.", False),
    # someone else's tool
    ("The user runs invoicing for the bakery through Zoho.",
     "The user's colleague moved the café's invoicing over to Xero after Zoho raised its fees.", False),
    # a quarter after "in" is when, not a tool (the demo store's own pair, which the Server pane's scan filed)
    ("The message queue runs on Nomad (note 121)",
     "The staging database is owned by team atlas (note 211) The reasoning, as discussed at length in the session, is "
     "that the previous setup kept failing under load during the end-of-month billing run, so the team agreed to move "
     "it and revisit in Q1; see the runbook section on failover and the incident review from October.", False),
]

TOOL_SET_ASIDE = [
    ("I check wall plumb with a Stabila spirit level.",
     "The Stabila went in the drawer; walls get checked with my Bosch laser level.", True),
    ("The user keeps the flock's lambing records in a paper notebook.",
     "The user's lambing records live in FlockFile; the notebook sits in a drawer.", True),
    ("2025-02-01 — video edits done in Vegas Pro for every client reel.",
     "2025-11-09 — client reels cut in Resolve now; Vegas Pro licences lapsed.", True),
    # put away for a while
    ("I check wall plumb with a Stabila spirit level.",
     "The Stabila went in the drawer while it's being repaired; I borrow Tom's laser level.", False),
    # another thing set aside
    ("The user keeps the flock's lambing records in a paper notebook.",
     "The user's old calculator sits in a drawer; records still go in the notebook.", False),
]

KEYED_OLD_TOOL_OPENING_NEW = [
    ("soil pH meter: Hanna HI98168",
     "Apera PH60 for soil pH readings from here on", True),
    # another job
    ("soil pH meter: Hanna HI98168",
     "Apera PH60 for pool water tests from here on", False),
]

KEYED_TOOL_REPLACED = [
    ("hull cleaning: Karcher pressure washer",
     "hull cleaning kit replaced -> Nilfisk steam unit", True),
    ("rainfall data src: Met Office feed",
     "rainfall src replaced by Open-Meteo API", True),
    ("bird ringing scales: Pesola spring balance",
     "ringing scales replaced — Ohaus digital scale since May", True),
    # replaced only for a while
    ("hull cleaning: Karcher pressure washer",
     "hull cleaning kit replaced -> Nilfisk loaner while the Karcher is repaired", False),
    # another key
    ("rainfall data src: Met Office feed",
     "wind gauge replaced by Davis Vantage unit", False),
    # the older tool named again
    ("bird ringing scales: Pesola spring balance",
     "ringing scales replaced — new Pesola spring balance", False),
]

TITLE_TOLD_ANEW = [
    ("role: porter/cleaner, Harbour Hotel",
     "role upd: promoted → night manager", True),
    ("employer: Pine Street Deli; role: sandwich maker",
     "role changed → kitchen supervisor (same employer)", True),
    ("employer: Orchard Farm; role: picker",
     "role: orchard manager @ Orchard Farm (prev. picker)", True),
    ("employer: Hollis Print; role: apprentice",
     "role: journeyman printer (apprenticeship finished)", True),
    ("The user is the events coordinator at Castlegate Museum.",
     "The user's title at Castlegate is head of visitor services since the restructure.", True),
    ("I work as a claims handler in Northfield Insurance's motor team.",
     "Yesterday was my first day as fraud lead at Calder Mutual.", True),
    ("The user is a lab technician at the Marsh Research Centre.",
     "The user has taken a research manager post at a vaccine startup.", True),
    ("2024-03-01 — Ravi, shift lead at Tidewater Cannery.",
     "2025-02-14 — Ravi named plant manager, Tidewater.", True),
    ("2024-03-01 — Ravi, shift lead at Tidewater Cannery.",
     "2025-06-30 — Ravi was named Head of Operations at Tidewater.", True),
    ("Nora was hired by Hallam & Rees as a trainee solicitor.",
     "Nora has been made a senior partner at Hallam & Rees.", True),
    ("The user is a postdoc in the coral lab at Keel Institute.",
     "The user got promoted to lecturer at Keel Institute.", True),
    # the same title told again
    ("role: sandwich maker, Pine Street Deli",
     "role: sandwich maker (same employer)", False),
    # covering for a while
    ("role: apprentice, Hollis Print",
     "role: acting print supervisor while Jo is on leave", False),
    # someone else named
    ("2024-03-01 — Ravi, shift lead at Tidewater Cannery.",
     "2025-02-14 — Ravi named Priya plant manager, Tidewater.", False),
    # one title, in short and spelled out
    ("2025-05-02 - Marta: CFO, Lindqvist & Co.",
     "2026-02-10 - Marta, chief financial officer at Lindqvist and Company, opened the meeting.", False),
    # the title told more exactly in prose
    ("The user is employed by Marlow Analytics as a data lead.",
     "The user's title at Marlow Analytics is 'Data Lead, Forecasting'.", False),
    # a post only put forward
    ("2024-03-01 — Ravi, shift lead at Tidewater Cannery.",
     "2025-02-14 — Ravi proposed for promotion to plant manager; the board decides in June.", False),
    # a thing named, no post
    ("I work as a claims handler in Northfield Insurance's motor team.",
     "I named the team's new kitten Biscuit.", False),
]

EMPLOYMENT_ENDED = [
    ("The user is a data engineer at Brightwater Analytics, on the ingestion team.",
     "Brightwater Analytics no longer employs the user; they consult for two utilities.", True),
    ("2024-04-01 — started as deckhand at Gull Rock Ferries.",
     "2025-05-20 — off the Gull Rock post; hired as harbour pilot in Oban.", True),
    ("employer: Northern Coast Seed Bank (germination tech)",
     "works at Alder Nursery, propagation. NCSB contract ended March.", True),
    # only talked about
    ("The user is a data engineer at Brightwater Analytics, on the ingestion team.",
     "Brightwater Analytics might no longer employ the user after the merger.", False),
    # others no longer employed there, the user kept
    ("The user is a data engineer at Brightwater Analytics, on the ingestion team.",
     "Brightwater Analytics no longer employs night-shift cleaners; the user still works there.", False),
    # capitals that are not the employer's initials
    ("employer: Northern Coast Seed Bank (germination tech)",
     "works at Alder Nursery too, weekends. RHS contract ended March.", False),
]

TOLD_WITH_ITS_MAKER = [
    ("I mix podcasts in Adobe Audition.",
     "I mix the podcasts in Adobe's Audition.", False),
    ("The user edits VR trailers in DaVinci Resolve.",
     "The user cuts the trailers in Blackmagic's Resolve.", False),
    # another product of another maker
    ("I mix podcasts in Adobe Audition.",
     "I mix podcasts in Apple's Logic now.", True),
    # a company's office named after the place, another employer
    ("The user is employed by Ernst Hamburg as a tax senior.",
     "The user joined PwC's Hamburg office in May as a tax manager.", True),
]

OLDER_VALUE_STANDS = [
    ("2025-02-11 — Tomasz lives in Gdańsk.",
     "2025-12-01 — Tomasz: same flat in the Tricity's port city.", False),
    ("The user's home is listed as Bristol.",
     "Bristol was confirmed again as the user's home during the audit.", False),
    # "same house" as a modifier of another thing
    ("2024-05-02 — house cocktail on the menu: the Blue Heron.",
     "2024-09-10 — the new menu lists the same house cocktail as the Grey Wagtail.", True),
    # the same flat, but elsewhere now
    ("2025-02-11 — Tomasz lives in Gdańsk.",
     "2025-12-01 — Tomasz: same flat furniture, but in Gdynia now.", True),
    # confirmed again after a change
    ("The user's home is listed as Bristol.",
     "The user's home has been updated to Bath, confirmed again at the audit.", True),
]

PAST_STATE_WITH_ITS_YEARS = [
    ("residence: Old Town, Tallinn",
     "prior residence (2018–2020): Tartu, EE", False),
    ("ticket scanner app: Scanly 5.2",
     "Scanly 4.x used for 2022 season (pre-upgrade)", False),
    ("docs site licence: CC-BY-4.0",
     "docs site: early drafts (2020) were CC-BY-NC; CC-BY-4.0 from launch on", False),
    # the value now, told with its year
    ("ticket scanner app: Scanly 5.2",
     "Scanly 6.0 used for the 2026 season onwards", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SOMEONE_OF_THE_HOLDERS)
def test_someone_of_the_holders_told_as_the_subject(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_NAMED_ANEW)
def test_a_jobs_tool_named_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_SET_ASIDE)
def test_a_tool_set_aside_in_a_drawer_or_its_licences_lapsed(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYED_OLD_TOOL_OPENING_NEW)
def test_a_notes_tool_and_a_newer_note_opening_with_its_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYED_TOOL_REPLACED)
def test_a_notes_tool_said_replaced(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TITLE_TOLD_ANEW)
def test_a_title_told_anew_in_notes_and_prose(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYMENT_ENDED)
def test_an_employment_ended_by_the_employer_or_its_initials(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOLD_WITH_ITS_MAKER)
def test_a_product_told_by_its_makers_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_VALUE_STANDS)
def test_the_same_home_or_a_value_confirmed_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PAST_STATE_WITH_ITS_YEARS)
def test_a_past_state_with_its_years(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
