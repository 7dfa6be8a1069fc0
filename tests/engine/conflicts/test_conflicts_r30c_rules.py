"""The older value dismissed (issue 15, round 30, rules30c): the newer memory names the older value — whole, by its
head word or a short form ("nightly" of "every night", "Yr" of "Yr.no", "MPL" of "Mozilla Public License") — and
dismisses it beside a new value of its kind, read by :mod:`core.conflicts.ended_older` with the words of
:mod:`core.conflicts.ending_words`:

- told after it: "Garamond out", "gauze no longer", "paper is disliked", "nightly was overkill", "the GPL grant was
  withdrawn", "the MPL was superseded by …", "his Peterhead bed was released", "labdata is no longer monitored",
  "Okafor steps back";
- told before it: "skip the email digests", "let the prepress crew go", "check Windy instead of Yr", and a contrast
  "…, not bullets".

Quiet when the dismissed thing is not the older value (a third option, what the older memory already set aside),
when it is hedged, one occasion ("this week"), another person's or another thing of the kind ("the camera firmware"
beside "door-controller firmware", "a separate … inbox"), or a scope ("in the README only").

Each table goes through capture's reader path (:func:`support.conflicts.check_found_by_a_rule`): a true change found
by a rule, a near miss quiet for the rules and the learned reader. The pairs are in other words than the tuning
pairs, so a reading written for one pair's words fails them.
"""

from __future__ import annotations

import pytest

from core.conflicts.ended_older import ended_older
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation, as_words, phrases
from support.conflicts import check, check_decided, check_found_by_a_rule

DISMISSED_AFTER_IT = [
    ("house style for the newsletter: headings in Futura", "newsletter headings: Lato now; Futura out", True),
    ("house style for the newsletter: headings in Futura", "newsletter headings: Futura as before; Verdana out",
     False),
    ("2025-03-02 — Dr Osei prefers steri-strips for scalp cuts.",
     "2026-01-11 — Osei: tissue glue for scalp cuts, steri-strips no longer.", True),
    ("Printed rotas are preferred by the weekend porters.",
     "The weekend porters have switched to the rota app; printed copies are disliked.", True),
    ("Printed rotas are preferred by the weekend porters.",
     "The rota app has been adopted by the day porters; printed copies are disliked by the night shift.", False),
    ("I sync the photo library to the cloud every hour.", "Photo sync runs daily for me — hourly was overkill.", True),
    ("The map-tiles service is released under AGPL-3.0-only.",
     "The map-tiles service's AGPL grant was withdrawn; a proprietary licence covers it now.", True),
    ("The map-tiles service is released under AGPL-3.0-only.",
     "The map-tiles service is released under the AGPL, with a commercial licence available on request.", False),
    ("The survey app is covered by the Eclipse Public License 2.0.",
     "From version 3 the survey app's EPL was superseded by the MIT licence.", True),
    ("Ingrid is lodged in the site cabins at Lerwick.",
     "A studio in Scalloway has been let to Ingrid, and her Lerwick bunk was released.", True),
    ("Shift reports go to the desk@harbourlink.no mailbox.",
     "Shift reports are mailed to ops-log@harbourlink.no; desk is no longer checked.", True),
    ("The kennel rota is kept by Marguerite.", "Marguerite steps down; Tobias keeps the kennel rota from March.", True),
    ("Email updates are favoured by the harbour master over radio calls.",
     "Written updates by email were requested by the harbour master rather than radio calls.", False),
]

DISMISSED_BEFORE_IT = [
    ("I'd like release notes as a weekly PDF attachment.",
     "Please skip the PDF attachments - a short Teams post is all I need.", True),
    ("I'd like release notes as a weekly PDF attachment.",
     "Please skip the PDF attachment this week - a short Teams post will do.", False),
    ("2025-05-01 — tide tables from Admiralty EasyTide.", "2026-01-09: skippers read Navionics instead of EasyTide.",
     True),
    ("2025-05-01 — tide tables from Admiralty EasyTide.", "2026-01-09: skippers read Navionics instead of Windfinder.",
     False),
    ("The user is wondering nothing; they announce gigs on Instagram.",
     "The user is wondering whether to announce gigs on TikTok instead of Instagram.", False),
    ("2025-09-14: sous chef at Brasserie Lumen.", "2026-02-02: Lumen let the sous chefs go; cooking at pop-ups now.",
     True),
    ("The user wants changelogs as numbered lists.",
     "The user asked for changelogs written as short paragraphs, not numbered lists.", True),
    ("The user wants changelogs as numbered lists.",
     "The user asked for changelogs written as short paragraphs, not numbered lists in the README only.", False),
    ("dep chalk: MIT", "Checked the vendored parser's LICENSE: it's BSD-2-Clause, not MIT.", False),
    ("I own the churn-forecast notebook in Databricks.",
     "Ravi owns the retention-forecast notebook, not the churn one.", False),
    ("2025-02-11 — cold-store alarm panel serviced by facilities.",
     "2026-01-19 — facilities out; IT security services the door alarm panel.", False),
    ("The user's support inbox is hello@brightkiln.shop.",
     "The user set up a separate orders@brightkiln.shop inbox that the bookkeeper reads instead of hello.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DISMISSED_AFTER_IT)
def test_the_older_value_dismissed_after_it_beside_a_new_one_is_a_change(old: str, new: str,
                                                                          contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_a_path_dismissed_that_is_not_the_older_one_is_no_rule_finding():
    """The rule must not take "/srv/kilnd" for the older "/srv/kiln/settings.toml". The learned reader, retrained in
    round 51, weighs the pair 0.61 and files it: the newer text also says the settings are read from
    /opt/kiln/settings.toml now, which is a fair reading of a change of where they live, so only the rules are held
    quiet here."""
    check_decided("Settings are loaded from /srv/kiln/settings.toml.",
                  "Settings are no longer loaded from /srv/kilnd; they are read from /opt/kiln/settings.toml.", False)


@pytest.mark.parametrize(("old", "new", "contradicts"), DISMISSED_BEFORE_IT)
def test_the_older_value_dismissed_before_it_or_by_a_contrast_is_a_change(old: str, new: str,
                                                                            contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_a_dismissal_is_read_by_the_ending_reader_with_the_dismissing_word_in_its_reason() -> None:
    reason = ended_older("annual newsletter font: Futura", "newsletter font: Lato; Futura out")
    assert reason is not None and "Futura" in reason and "dismissed (out)" in reason
    assert ended_older("annual newsletter font: Futura", "newsletter font: Lato; Verdana out") is None
    assert ended_older("I sync photos every hour.", "Photo sync runs daily — hourly was overkill.") is not None
    # a third option dismissed, one occasion, what the older memory set aside, another person's: not the older value
    assert ended_older("Dr Osei prefers steri-strips for scalp cuts.",
                       "Osei: tissue glue for scalp cuts, stitches no longer.") is None
    assert ended_older("annual newsletter font: Futura", "newsletter font: Lato; Futura out this week") is None
    assert ended_older("Email updates are favoured by the warden over radio calls.",
                       "Email updates were asked for by the warden, radio calls no longer.") is None
    assert ended_older("Settings are loaded from /srv/kiln/settings.toml.",
                       "Settings are no longer loaded from /srv/kilnd; they are read from /opt/kiln/settings.toml.") \
        is None  # the place named after "no longer …" is what went, not the settings: a path reader's to read
    assert ended_older("The user lives in Ghent.", "The user's sister's Ghent flat was released; she's in Antwerp.") \
        is None


def test_the_ending_lexicon_holds_both_positions_and_writes_them_longest_first() -> None:
    assert "shut down" in ENDED_AFTER and "retired" in ENDED_AFTER and "gone" in ENDED_AFTER
    assert "ditched" in ENDED_BEFORE and "gone" not in ENDED_BEFORE and "froze" not in ENDED_AFTER
    assert phrases("b | a  c |b") == ("a c", "b")
    assert alternation(["shut", "shut down"]) == r"shut\s+down|shut"
    assert as_words(["out", "phased out"]) == (("phased", "out"), ("out",))


def test_a_dismissal_through_the_store(engine, clock) -> None:
    old, new, contradicts = DISMISSED_AFTER_IT[0]
    check(engine, clock, old, new, "preference", contradicts)
