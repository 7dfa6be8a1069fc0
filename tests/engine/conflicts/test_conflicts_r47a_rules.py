"""Changes read by their structure (round 46, rules47a: the rules' misses on v46, dev46-q, dev46-p, v45, dev45-q and
the twenty-four train46 hands), each beside a near miss of the same shape that must stay quiet:

- a version behind a holder the newer text names again ("The user's reception PCs run Windows 10" / "Ahead of the
  audit, the user put Windows 11 on every reception PC"): the version's own clause and the clauses naming that holder
  say whose the version is; a clause naming neither tells why or when (:func:`core.conflicts.version_clauses.
  holder_added`); "re-imaged" is a thing made again as "reimaged" is, "the whole fleet" is everywhere, and "all office
  MacBooks" still names the office; another holder in the version's clause or beside the holder is still another's;
- a tenancy told as the home ("I live in Hebden Bridge" / "Since June I've been renting a place in Todmorden and
  driving in each morning", "these days I'm renting a place in Troon"), and a person named with a bracket after the
  name ("Tariq (site lead) lives in Frome") is that person, not the writer (:mod:`core.conflicts.residence`); someone
  else's tenancy or a place rented for someone else is no change of the holder's home.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), a few also
through the learned reader's path (:func:`support.conflicts.check_found_by_a_rule`); the pairs are in other words and
settings than the pairs the readings were read from.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided, check_found_by_a_rule

VERSION_HOLDER_AGAIN = [
    ("The user's reception PCs run Windows 10.",
     "Ahead of the audit, the user put Windows 11 on every reception PC.", True),
    ("The user's reception PCs run Windows 10.",
     "Ahead of the audit, the user put Windows 11 on every back-office PC.", False),
    ("The user's reception PCs run Windows 10.",
     "Ahead of the audit, the reception PCs were wiped and the user put Windows 11 on the new kiosk box.", False),
    ("2024-03-01 — lab laptops on Windows 10 22H2.",
     "2025-01-10 — last laptop re-imaged; the whole fleet runs Windows 11 23H2.", True),
    ("2024-03-01 — lab laptops on Windows 10 22H2.",
     "2025-01-10 — last laptop re-imaged; the whole staging fleet runs Windows 11 23H2.", False),
    ("Studio office laptops are kept on macOS Monterey.",
     "All office MacBooks were brought up to macOS Sonoma over the summer.", True),
    ("Studio office laptops are kept on macOS Monterey.",
     "The design MacBooks were brought up to macOS Sonoma over the summer.", False),
]

RENTING_AS_HOME = [
    ("I live in Hebden Bridge, near the canal.",
     "Since June I've been renting a place in Todmorden and driving in each morning.", True),
    ("I live in Hebden Bridge, near the canal.",
     "Since June I've been renting a place in Todmorden for my mother and driving over each morning.", False),
    ("I live in Hebden Bridge, near the canal.",
     "Since June my brother has been renting a place in Todmorden and driving in each morning.", False),
    ("2025-03-01 — Tariq (site lead) lives in Frome.",
     "2025-09-01 — Tariq signed a lease in Bath, commuting in by train.", True),
    ("2025-03-01 — Tariq (site lead) lives in Frome.",
     "2025-09-01 — Tariq's daughter signed a lease in Bath, commuting in by train.", False),
    ("2025-03-01 — Tariq (site lead) lives in Frome.",
     "2025-09-01 — Nadia signed a lease in Bath, commuting in by train.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_HOLDER_AGAIN)
def test_a_version_behind_a_holder_named_again(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_HOLDER_AGAIN[:2])
def test_a_version_behind_a_holder_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RENTING_AS_HOME)
def test_a_tenancy_told_as_the_home(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RENTING_AS_HOME[:2])
def test_a_tenancy_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)
