"""A new value told with its reason, or the older value's thing opening a denial, or a tool put in use
by where it is served from or how much it is lived in.

- A purpose after the change's own word ("triggered at 3 a.m. *now* to stay clear of the backup job") says
  why: its words ("backup job") name no other thing.
- A word capitalised only because it opens the denial ("*Sprint* reviews are no longer held on Fridays")
  is the older memory's lower-case word, not a name it lacks.
- "served from a self-hosted Unleash instance", "living in Neovim full-time": the tool in use. A source
  ("imported from a Trello board"), someone else's tool or another place keeps the older one.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Nightly builds are kicked off at midnight.",
     "Nightly builds are triggered at 3 a.m. now to stay clear of the backup job."),
    ("The weekly report is sent at 8:00.", "The weekly report goes out at 10:00 now to keep mornings free."),
    ("The sprint review is scheduled for Friday afternoons.",
     "Sprint reviews are no longer held on Fridays; they've been put on Wednesday after lunch."),
    ("Feature flags are managed in LaunchDarkly.", "Feature flags are served from a self-hosted Unleash instance."),
    ("I write my code in VS Code.", "I've been living in Neovim full-time since the summer, code and all."),
])
def test_a_new_value_told_in_passing_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("Nightly builds are kicked off at midnight.", "The backup job runs at 3 a.m. now to stay clear of the builds."),
    ("The sprint review is scheduled for Friday afternoons.", "Sprint planning is no longer held on Mondays."),
    ("We use Jira for tickets.", "Tickets are imported from a Trello board."),
    ("Feature flags are managed in LaunchDarkly.", "The mobile team's flags are served from an Unleash instance."),
    ("I use VS Code for everything.", "My colleague lives in Neovim full-time."),
])
def test_another_thing_a_source_or_someone_else_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)
