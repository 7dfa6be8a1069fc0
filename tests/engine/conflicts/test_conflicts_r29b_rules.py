"""The older memory's value said ended in a clause of the newer one (issue 15, round 28, rules29b: holdout-v28,
dev28-q and dev29-p, rules alone), read by :mod:`core.conflicts.ended_older`:

- what ended named in full or in part ("Mixpanel SDK deleted", "office@ got shut down", "Kraków flat sublet"), by
  initials ("Oxford RA post over") or by the generic noun the older value is an instance of ("archived the
  spreadsheet" after a Google Sheet, "subdomain dropped" after a host name), with another value in another clause;
- told after its thing ("handheld retired wk 12", "the billing box was closed", "Turin behind us") or as the
  holder's deed ("We ripped out Maximo", "Fergus has given up paper pick lists");
- not a change: an end of something else, the older thing said to go on, an end back then, a hedge or a plan, a
  temporary end, another person's end, an end by rule after a duration, the end of a trial.
"""

from __future__ import annotations

import pytest

from core.conflicts.ended_older import ended_older
from support.conflicts import check, check_decided

ENDED_IN_A_CLAUSE = [
    # the older value's short or generic name, the end told after it
    ("noise survey: Brüel & Kjær handheld meter, quarterly walk",
     "noise readings: Svantek fixed monitors; handheld retired wk 30", True),
    ("2025-03-02 — crash reports via Bugsnag.", "2025-11-20 — Sentry wired in, Bugsnag SDK deleted.", True),
    ("I answer the choir's mail at secretary@stmarkschoir.org.",
     "My choir email is music@stmarkschoir.org now; secretary@ got shut down.", True),
    ("2025-04-10 — band photo gallery at photos.thelanterns.band.",
     "2026-01-08 — photos live on the main site under /photos; subdomain dropped.", True),
    ("home city: Wrocław, Krzyki district", "Opole since March; Wrocław flat sublet to a cousin.", True),
    ("2025-05 — home base Lyon for the bakery launch.", "2026-01 — Grenoble lease signed, Lyon behind us.", True),
    ("2025-08 — lab technician, Bristol Genomics Unit.", "2026-02 — Bristol LT post over; data manager with NHS.",
     True),
    ("The user keeps the allotment rota in a shared Google Sheet.",
     "The user moved the allotment rota into Trello and archived the spreadsheet.", True),
    # the holder's deed, the thing after the verb
    ("I log brewery batches in Brewfather.", "We ripped out Brewfather in spring; batches live in Grainfather.",
     True),
    ("2025-09-09 — Ottilie likes a printed run sheet for gigs.",
     "2026-01-30 — Ottilie has given up paper run sheets; uses the tablet app.", True),
    # "the old one" beside more about the older thing; the new value after "in favour of"
    ("Our main Slack channel for the launch is #launch-prep.",
     "I set up #go-live as the launch channel and archived the old one.", True),
    ("Shift rotas are drawn up in Excel by the ward manager.",
     "The Excel rota workbooks were retired in favour of the Allocate app.", True),
]

NOT_AN_END_OF_THE_OLDER_VALUE = [
    # an end of something else, the older value kept beside it
    ("CI is GitHub Actions", "old Jenkins box retired; CI still on GitHub Actions", False),
    ("The user keeps the allotment rota in a shared Google Sheet.",
     "The allotment rota stays in the Google Sheet; the old paper rota was binned.", False),
    # an end back then, before the older value
    ("The user drafts papers in Typst.", "Overleaf project frozen back in 2023; the user has used Typst since.", False),
    # a hedge or a plan
    ("2025-10-01 — shop alerts go to the Chanty team chat.",
     "Chanty may be closed next quarter; alerts could come through the Ring app.", False),
    # a temporary end
    ("I train at the Riverside gym.", "Riverside gym closed for the holidays; training at the park meanwhile.", False),
    ("I write notes in Obsidian.", "Obsidian sync subscription lapsed for a week; using Dropbox meanwhile.", False),
    # another person's end
    ("The user lives in Ghent.", "The user's sister's Ghent lease ran out; she's settled in Antwerp.", False),
    # an end by rule after a duration, not one that happened
    ("Each outage gets its own Slack channel.", "Outage channels are archived a week after the outage ends.", False),
    # the end of a trial the older memory told
    ("We're trialling Linear for issues.", "The Linear trial ended; we use Jira.", False),
    # "the old one" beside another thing: a part of the older name ("photo" of "photo-vault-eu") is not its thing
    ("The backup bucket is named photo-vault-eu.",
     "We moved chat to a Discord server called #photo, and the old one was archived.", False),
    # a preposition, not an end: "over"
    ("The user prefers tabs over spaces.", "The user prefers tabs over spaces, with a width of 4.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ENDED_IN_A_CLAUSE)
def test_the_older_value_said_ended_in_a_clause_with_another_beside_it(old: str, new: str,
                                                                       contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), NOT_AN_END_OF_THE_OLDER_VALUE)
def test_an_end_of_something_else_or_not_now_stays_quiet(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_the_reader_names_what_ended_and_what_was_given() -> None:
    reason = ended_older("noise survey: Brüel & Kjær handheld meter, quarterly walk",
                         "noise readings: Svantek fixed monitors; handheld retired wk 30")
    assert reason is not None and "handheld" in reason and "Svantek" in reason
    # the end alone, with nothing else said, gives no other value
    assert ended_older("2025-03-02 — crash reports via Bugsnag.", "2025-11-20 — Bugsnag SDK deleted.") is None
    # the target read where the verb leaves it: "webapp repo" did the archiving, its wiki ended
    assert ended_older("Mar 3 — repo name: webapp", "Mar 9 — webapp repo archived its wiki; issues only") is None


def test_one_ended_value_through_the_store(engine, clock) -> None:
    old, new, contradicts = ENDED_IN_A_CLAUSE[0]
    check(engine, clock, old, new, "note", contradicts)
