"""Near misses that read as one attribute with another value, and are not.

- A person in someone's life changed, not that someone's own value: "Lena's manager at Figma was
  replaced by Omar" says nothing of Lena's employer; "User's manager, Dana, moved from mobile to web"
  is the manager's move. The same words about the relation itself still contradict.
- A place told again with its state: "Boulder CO" and "Boulder, Colorado" are one place.
- A dated note's date is when it was written: two notes about "the main app" do not give its role two
  holders because their dates differ.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Lena is employed as a designer at Figma.", "Lena's manager at Figma was replaced by Omar."),
    ("User works on the mobile team.", "User's manager, Dana, moved from mobile to web."),
    ("I work at Monzo as a data analyst.", "My manager at Monzo was replaced by Priya last month."),
    ("loc: Boulder CO", "loc: Boulder, Colorado (confirmed w/ user)"),
    ("The user lives in Portland, Oregon.", "The user lives in Portland."),
    ("2026-01-12: Ruby 3.3 in main app", "2026-01-28: YJIT enabled for Ruby 3.3 in main app"),
])
def test_another_persons_change_or_the_same_value_is_not_a_contradiction(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


@pytest.mark.parametrize("old, new", [
    ("The user's manager is Dana.", "The user's manager was replaced by Omar."),
    ("Lena works at Figma.", "Lena left Figma and joined Canva."),
    ("loc: Boulder CO", "loc: Denver, Colorado (moved in May)"),
    ("The user lives in San Jose.", "The user lives in San Francisco now."),
    ("2026-01-12: main app on Ruby 3.2", "2026-01-28: main app on Ruby 3.3"),
])
def test_the_relation_itself_or_another_place_still_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)
