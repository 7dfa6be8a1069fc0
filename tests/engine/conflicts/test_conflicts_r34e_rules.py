"""One thing's version told anew and spread by a preposition (round 34, rules34e: the twenty train33 hands), read by
structure, beside near misses of the same shape that must stay quiet:

- a version spread after the change by "across …", "throughout", "for the whole …", "to the entire …" or a
  "-wide" word says the version holds everywhere the thing runs, not that another holder has it
  (:func:`core.conflicts.version_clauses.holder_added`, through ``_everywhere``); a scope word in the spread still
  names where ("across staging"), and another thing's version stays another thing's.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the
sentences are this file's own, in other settings than the pairs read.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

SPREAD = [
    ("The survey office runs QGIS 3.28 for parcel maps.", "QGIS was upgraded to 3.34 across the survey office.",
     True),
    ("2025-02-03 — label printer app: PrintDesk 4.1.", "2025-07-21 — PrintDesk pushed to 5.0 throughout.", True),
    ("The bakery tills are on PayPoint 6.2.", "PayPoint updated to 6.4 for the whole bakery.", True),
    ("ticketing client: Zammad 5.4", "Zammad 6.1 rolled out company-wide", True),
    # a scope word in the spread still names where: another environment's version
    ("The survey office runs QGIS 3.28 for parcel maps.", "QGIS 3.34 was tried across the staging laptops.", False),
    ("ticketing client: Zammad 5.4", "Zammad 6.1 across the test instances", False),
    # another thing's version, spread or not
    ("The bakery tills are on PayPoint 6.2.", "The card readers were updated to 2.9 across the shop floor.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SPREAD)
def test_a_version_spread_by_a_preposition_holds_everywhere(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


# The older mailbox named by its local part and stopped in a clause of its own, the newer address given in another:
# the older address replaced, whatever the senders are called (:func:`core.conflicts.mail_swap.mail_change`).
MAILBOX_STOPPED = [
    ("Parents send permission slips to trips@elmfieldschool.org.", "We closed the trips@ mailbox; forms now go to "
     "office@elmfieldschool.org.", True),
    ("I collect choir sign-ups at singers@northvale.net.", "I gave up on the singers inbox, so members should write "
     "to choir@northvale.net.", True),
    ("Tenants report repairs to fixit@harbourlets.co.uk.", "Harbour Lets retired the fixit@ address — tenants "
     "email maintenance@harbourlets.co.uk.", True),
    # a stop for a while, a plan, or another mailbox stopped: not the older address's end
    ("I collect choir sign-ups at singers@northvale.net.", "I stopped checking the singers@ inbox over the summer "
     "break; write to choir@northvale.net until September.", False),
    ("I collect choir sign-ups at singers@northvale.net.", "I might shut the singers@ mailbox; choir@northvale.net "
     "works too.", False),
    ("Parents send permission slips to trips@elmfieldschool.org.", "We closed the lunches@ mailbox; dinner money "
     "queries go to office@elmfieldschool.org.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MAILBOX_STOPPED)
def test_the_older_mailbox_stopped_beside_a_newer_address(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
