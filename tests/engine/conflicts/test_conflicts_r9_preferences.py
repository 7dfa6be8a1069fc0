"""Preferences told in wording nobody tuned on (issue 15, round 9): a passive denied between its auxiliary
and its verb, two values of one kind named by their last part, a length told as "one-line", leaning
towards a thing — each with the near misses beside it. Every pair goes through the engine."""

from __future__ import annotations

import pytest

from core.conflicts.attitude_values import _one_kind
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # "are no longer wanted by …": a passive, denied; the holder still the one after "by".
    ("Detailed changelogs are appreciated by the maintainers.", "Detailed changelogs are no longer wanted by the "
     "maintainers; a one-paragraph summary is preferred.", True),
    ("Detailed changelogs are appreciated by the maintainers.", "Detailed changelogs are still appreciated by "
     "the maintainers.", False),
    ("Detailed changelogs are appreciated by the maintainers.", "Detailed changelogs are no longer wanted by the "
     "designers.", False),
])
def test_a_passive_preference_denied(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One kind of thing named by its last part, another first part: another value of one slot.
    ("kebab-case branch names are preferred by the user.", "snake_case branch names are preferred by the user "
     "now.", True),
    ("The user prefers monorepos for client work.", "The user now favours polyrepos for client work.", True),
    ("The user prefers monorepos.", "Dana now favours polyrepos.", False),
    ("The user prefers split keyboards.", "The user prefers Grafana dashboards.", False),
    # A length told as "one-line" is a length; of another thing, it is another preference.
    ("I like verbose PR descriptions.", "Going forward I want one-line PR descriptions.", True),
    ("I like verbose PR descriptions.", "I want one-line commit messages.", False),
    # Leaning towards a thing for a purpose is preferring it.
    ("I prefer Python for scripting.", "These days I lean towards Ruby for scripting.", True),
    ("I prefer Python for scripting.", "These days I lean towards Ruby for web apps.", False),
    ("I prefer Python for scripting.", "The shelf leans to the left.", False),
])
def test_another_value_of_one_kind(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("a, b, one", [
    ("kebab-case", "snake_case", True), ("monorepo", "polyrepo", True), ("typescript", "javascript", True),
    ("review", "preview", False), ("testing", "nesting", False), ("messag", "messag", False),
    ("length=concise", "length=detailed", False),
])
def test_one_kind_by_the_last_part(a, b, one):
    assert _one_kind(a, b) is one
