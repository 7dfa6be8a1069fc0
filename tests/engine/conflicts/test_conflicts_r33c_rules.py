"""Fresh hands' misses in name, licence and preference (round 33, rules33c: holdout-v32, dev32-q, dev33-p), each
read by structure, beside near misses of the same shape that must stay quiet:

- a thing put under another licence where the newer text calls it by the older text's proper name alone with a
  change said ("my Kestrel mapping library" / "relicensed Kestrel …"), leaves out whose it is ("the guild's
  pattern archive" / "the pattern archive"), for or with whom it is shared or the verb of sharing, tells an "-ing"
  head as its doer ("seed-counting app" / "seed counter"), names the older licence again as ended in its own clause
  ("the GPL terms were withdrawn; …"), or puts the thing "under" a licence anew,
  :mod:`core.conflicts.licence_swap`; not a name alone with no change said (a thing built on another), a part of
  the thing, the older licence kept;
- a preference told in the passive whose agent is followed by when ("… by the curator these days") or chosen
  ("… were chosen by the client"), and a closed set's value the thing is asked for in ("reports in euros" /
  "in dollars", "in Excel" / "in CSV"), :mod:`core.conflicts.attitude`; not another thing in another currency,
  the same value in other words ("Excel" / "xlsx"), another holder; a note keyed "<thing> pref (<where>):" read as
  one preference for that purpose; the older value "rejected"; a value one is "opting for"; not a thing
  rejected by someone else or once ("card rejected at the till");
- a name given in the past by an agent ("was named Fernhill by the founders") read as the name held, a name "given"
  anew, a thing that "goes out as" or "performs as" a name in capitals or quotes, an object re-registered as a
  name, an older name "rechristened" or "re-registered" as another, a note of the trading name alone ("trading as
  …") after a note of the trading name, :mod:`core.conflicts.naming`; not a former name ("… before the merger"),
  "as usual" or "as expected", where a thing was re-registered, another thing.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), in
other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

LICENCES = [
    ("I maintain my Kestrel mapping library under the MIT licence.",
     "I relicensed Kestrel to MPL-2.0 after a contributor asked about patents.", True),
    ("I maintain my Kestrel mapping library under the MIT licence.",
     "Kestrel's bundled tile fonts are under OFL-1.1.", False),
    ("The user's Django booking app is released under MIT.", "Django itself is BSD-3-Clause licensed.", False),
    ("The guild's knitting pattern archive is shared under CC BY-SA 4.0.",
     "The pattern archive has been relicensed under CC BY 4.0 so shops can reuse it.", True),
    ("The guild's knitting pattern archive is shared under CC BY-SA 4.0.",
     "The pattern archive's photos are relicensed under CC BY 4.0.", False),
    ("The survey toolkit is distributed under GPL-3.0.",
     "The survey toolkit's GPL terms were withdrawn; it is sold only under a paid commercial licence.", True),
    ("The survey toolkit is distributed under GPL-3.0.",
     "The survey toolkit stays under GPL-3.0, and a paid commercial licence is offered as well.", False),
    ("The timetable exporter is distributed under Apache-2.0.",
     "The timetable exporter was put under a proprietary EULA when the council bought it.", True),
    ("The timetable exporter is distributed under Apache-2.0.",
     "The timetable exporter's vendored CSV parser was put under a proprietary EULA.", False),
    ("The survey toolkit is distributed under GPL-3.0.",
     "A move of the survey toolkit to MPL-2.0 was floated by the board; nothing is decided.", False),
    ("The user's seed-counting app for the allotment group is licensed GPL-3.0.",
     "The user relicensed the seed counter under MIT so the council could reuse it.", True),
    ("The user's seed-counting app for the allotment group is licensed GPL-3.0.",
     "The user relicensed the seed counter's web dashboard under MIT.", False),
    ("The user shares the tide-table scripts with local harbours under BSD-3-Clause.",
     "The user says the tide-table scripts became proprietary after the port authority's review.", True),
    ("The user shares the tide-table scripts with local harbours under BSD-3-Clause.",
     "The user shares the tide-table scripts with the coastguard under a proprietary licence.", False),
]

PREFERENCES = [
    ("Printed maps are preferred by the gallery curator.",
     "Digital maps are favoured by the gallery curator these days.", True),
    ("Printed maps are preferred by the gallery curator.",
     "Digital maps are favoured by the gallery volunteers these days.", False),
    ("Oak frames were chosen by the client for the hallway prints.",
     "Steel frames were chosen by the client for the hallway prints after the oak ones warped.", True),
    ("Oak frames were chosen by the client for the hallway prints.",
     "Steel frames were chosen by the client for the kitchen prints.", False),
    ("The user likes grant budgets in euros.", "The user wants grant budgets shown in US dollars from now on.", True),
    ("The user likes grant budgets in euros.", "The user wants travel claims shown in US dollars.", False),
    ("The user likes grant budgets in euros.",
     "The user wants grant budgets in US dollars for the American funder.", False),
    ("Marta likes the stock counts in Excel.", "Marta asked for the stock counts in CSV, no more spreadsheets.", True),
    ("Marta likes the stock counts in Excel.", "Marta asked for the stock counts as xlsx files.", False),
    ("bedding pref (stable): barley straw", "bedding pref (stable): wood shavings; barley straw refused since March",
     True),
    ("2025-04-02 — user prefers ferry-delay exports in CSV.",
     "2025-04-03 — user prefers comma-separated exports for ferry delays, with a header row.", False),
    ("The user prefers ferry-delay exports as PDFs.", "The user prefers ferry-delay exports in CSV now.", True),
    ("pref: spaces", "pref: no spaces in JSON files", False),
    ("The user likes to get parish minutes as Word files.",
     "The user asks for PDFs only; Word files break on the phone.", False),
    ("The user likes to get parish minutes as TIFF files.", "The user asks for PDFs only; the TIFFs are too heavy.",
     True),
    ("The user likes invoices as PDFs.", "The user asks for CSV exports of the ledger.", False),
    ("2025-02-10 — chef favours salted butter from the local dairy.",
     "2025-08-02 — chef opting for unsalted butter after the tasting.", True),
    ("2025-02-10 — chef favours salted butter from the local dairy.",
     "2025-08-02 — chef opting for rye bread for the staff lunches.", False),
    ("pref: wooden spoons only", "pref revised: silicone spatulas, rejects wooden spoons", True),
    ("pref: pay with the Visa card", "Visa card rejected at the till today.", False),
    ("The user prefers the Visa card for groceries.", "The shop rejected the Visa card today.", False),
    ("pref: wooden spoons only", "pref revised: wooden spoons, silicone spatula for the jam pan", False),
    ("bedding pref (stable): barley straw", "bedding pref (paddock shelter): wood shavings", False),
    ("bedding pref (stable): barley straw", "bedding pref (stable): barley straw, dust-extracted", False),
]

NAMES = [
    ("The allotment society was named Fernhill Growers by its founders.",
     "The allotment society was renamed Brookside Plots at the spring meeting.", True),
    ("The allotment society was named Fernhill Growers by its founders before the merger.",
     "The allotment society goes by Brookside Plots.", False),
    ("The choir's practice room was named the Larch Room by the trustees.",
     "The Larch Room has been rechristened the Willow Studio following a donation.", True),
    ("The research vessel was named Petrel by the institute.",
     "The research vessel has been given the name Fulmar by the new owners.", True),
    ("The research vessel was named Petrel by the institute.",
     "The vessel's tender has been given the name Fulmar by the crew.", False),
    ("2025-02-01 — parish bulletin titled 'Steeple News'.",
     "2025-09-14 — parish bulletin goes out as 'The Lychgate' from the autumn issue.", True),
    ("2025-02-01 — parish bulletin titled 'Steeple News'.", "2025-09-14 — parish bulletin goes out as usual.", False),
    ("I named our string quartet the Alder Four for the festival.",
     "Our string quartet performs as Marram Strings from this season.", True),
    ("I named our string quartet the Alder Four for the festival.",
     "Our string quartet performs as expected in the new hall.", False),
    ("Our allotment co-op is registered as Fenbank Growers Cooperative.",
     "The members agreed to re-register the co-op as Saltmarsh Plots Cooperative.", True),
    ("Our allotment co-op is registered as Fenbank Growers Cooperative.",
     "The members agreed to re-register the seed library as Saltmarsh Seeds.", False),
    ("I call the ferry's booking module 'tidekit' in the build files.",
     "Last week I rechristened tidekit as 'harbour' and updated the build files.", True),
    ("The user's fishing boat is registered under the name Kestrel.",
     "Kestrel was re-registered with the harbour office after the survey.", False),
    ("The user's fishing boat is registered under the name Kestrel.",
     "Kestrel was re-registered as Fulmar after the sale.", True),
    ("2025-01-10 — bakery trading name: Rye & Ember.",
     "2025-09-02 — trading as Northgate Loaves after the sale.", True),
    ("2025-01-10 — bakery trading name: Rye & Ember.", "2025-09-02 — trading as usual through the roadworks.", False),
    ("2025-01-10 — bakery trading name: Rye & Ember.",
     "2025-09-02 — the new cafe next door trading as Northgate Loaves.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCES + PREFERENCES + NAMES)
def test_a_name_licence_or_preference_told_anew_is_found_and_its_near_misses_stay_quiet(old, new, contradicts):
    check_decided(old, new, contradicts)
