"""False alarms of one structure (issue 15, round 15, v15errors): the newer memory gives its value a frame the
older one does not — a past state with its date, a window now, a change only talked about, a narrower use — and
a change word elsewhere in it made a reader take the value as the standing one (core/conflicts/bounds.py, a
guard every finding passes). Beside them: a person named after a word that says what they are ("teammate Rui")
holds their own home (holders.py), and a preferred value told again as one compound ("Conventional Commits" /
"conventional-commit style") is the same value (attitude_change.py).

Each guard beside the contradiction it must still catch.
"""

from __future__ import annotations

import pytest

from core.conflicts.bounds import bound
from support.conflicts import check_decided


# Each of these the readers flag without the guard (a value reader fires: the test of the guard, not of a hedge).
@pytest.mark.parametrize(("old", "new", "frame"), [
    ("The runbook is owned by the SRE team.", "The runbook was owned by a contractor back in 2020.", "past"),
    ("Billing is handled by Stripe.", "Billing was handled by PayPal back in 2019.", "past"),
    ("weekly sync: Zoom", "weekly sync on Meet this wk only, Zoom outage", "window"),
    ("The user goes to the office twice a week.",
     "The user is going into the office every day this week for the audit.", "window"),
    ("The user is based in Leeds.", "A move to York was floated at the team offsite.", "talked about"),
    ("The user is based in Leeds.", "A move to York was floated as an option for 2028.", "talked about"),
    ("I use Poetry in the backend repo.", "I use PDM for the notebooks folder.", "use"),
    ("Serif fonts are preferred for reports.", "Sans fonts are preferred for the charts inside reports.", "use"),
])
def test_a_value_in_its_own_frame_is_no_contradiction(old, new, frame):
    from core.conflicts.rules import _decide

    assert _decide(old, new) is not None  # a reader takes the value as the standing one …
    assert bound(old, new) == frame  # … and the frame the newer memory gives it says it is not
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("Billing is handled by Stripe.", "Billing was moved to Paddle back in March."),
    ("weekly sync: Zoom", "weekly sync moved to Meet this week"),
    ("The user is based in Leeds.", "The user's move to York was completed in May."),
    ("I use Poetry in the backend repo.", "I switched to PDM in the backend repo."),
    ("Serif fonts are preferred for reports.", "Sans fonts are preferred for reports from now on."),
])
def test_the_same_frame_with_a_change_still_contradicts(old, new):
    assert bound(old, new) is None
    check_decided(old, new, True)


def test_people_named_after_what_they_are_hold_their_own_homes():
    check_decided("colleague Mara based in Turin", "colleague Luca based in Milan", False)
    check_decided("colleague Mara based in Turin", "colleague Mara relocated to Milan", True)


def test_a_preferred_value_told_again_as_one_compound_is_the_same_value():
    check_decided("Semantic versioning is preferred for releases.",
                  "Semantic-versioning style (major.minor.patch) is what's preferred for releases.", False)
    check_decided("Semantic versioning is preferred for releases.",
                  "Calendar versioning is preferred for releases now.", True)


# Misses of one structure: the older memory's own value given in the newer one as the value before.
@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # before an arrow, whatever its case; not when the arrow starts from a value the older memory never gave
    ("city: Lyon", "city update: lyon -> nantes", True),
    ("ci runner: Buildkite", "ci runner changed: buildkite -> circleci", True),
    ("city: Lyon", "train route: lyon -> nantes, 4h", False),
    ("ci runner: Buildkite", "deploy pipeline: buildkite -> argo handoff", False),
    # a name the older memory gives, told as the one before, names its thing whatever noun each opens with
    ("The user's shop is called Fernleaf.", "The user's business rebranded from Fernleaf to Oakhollow.", True),
    ("The user's shop is called Fernleaf.", "The user's friend's business rebranded from Birchway to Oakhollow.",
     False),
])
def test_the_older_value_given_as_the_one_before(old, new, contradicts):
    check_decided(old, new, contradicts)


# A denied verb in a trailing clause of its own ("and haven't looked back", "so it doesn't clash") denies that
# clause, not the change told before it.
@pytest.mark.parametrize(("old", "new", "contradicts"), [
    ("I write everything in VS Code.", "Switched my editor to Helix last month and haven't looked back.", True),
    ("Our API listens on port 8080.", "Moved our API to port 9090 so it doesn't clash with Grafana.", True),
    ("I write everything in VS Code.", "Haven't switched my editor to Helix yet.", False),
    ("I write everything in VS Code.", "Tried Helix for a week and didn't stick with it.", False),
])
def test_a_trailing_denied_clause_denies_only_itself(old, new, contradicts):
    check_decided(old, new, contradicts)


# A recurring activity said to have stopped, named by what it is on whatever verb each memory uses.
@pytest.mark.parametrize(("old", "new", "contradicts"), [
    ("The user posts on the team wiki once a month.", "The user has stopped writing for the team wiki altogether.",
     True),
    ("The user posts on the team wiki once a month.", "The user stopped using Confluence for the team wiki.", False),
    ("The user posts on the team wiki once a month.", "The user has stopped writing for the newsletter.", False),
])
def test_a_recurring_activity_said_stopped(old, new, contradicts):
    check_decided(old, new, contradicts)


# Preferences: "asked for short answers" is an adjective before its noun, not a name's short form (additive
# wording).
@pytest.mark.parametrize(("old", "new", "contradicts"), [
    ("User likes answers with lots of detail.", "User asked for short answers, no detail unless asked.", True),
    ("User likes answers with lots of detail.", "User asked for short answers in the standup notes only.", False),
])
def test_preferences_told_in_other_nouns(old, new, contradicts):
    check_decided(old, new, contradicts)


def test_a_name_told_for_short_is_still_a_second_name():
    from core.conflicts.statement import read

    assert read("Our cluster runs Kubernetes, k8s for short.").additive
    assert not read("User asked for short answers.").additive
