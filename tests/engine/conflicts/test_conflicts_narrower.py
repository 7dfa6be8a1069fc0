"""A newer note about a narrower thing than the older one names: one weekday's occasion,
a one-off change, or the version of another named thing. None of them is a new value for the older fact;
the same shape told of the thing itself still is."""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    ("Retro is at 3pm", "Retro moved to 4pm this Friday only", False),
    ("Retro is at 3pm", "Retro is at 4pm just this week", False),
    ("Retro is at 3pm", "Retro moved to 4pm for tomorrow", False),
    ("Retro is at 3pm", "Retro moved to 4pm", True),
    ("Retro is at 3pm", "Retro is at 4pm from next Friday", True),
])
def test_a_one_occasion_change_is_not_a_standing_one(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    ("We run Terraform 1.6 in CI", "Upgraded the AWS provider to 5.40 in Terraform", False),
    ("We run Terraform 1.6 in CI", "Terraform was bumped to 1.7", True),
    ("The service uses Java 17", "The service's Gradle moved to 8.5", False),
    ("The service uses Java 17", "The service moved to Java 21", True),
    ("The Rails app is on Rails 7.1", "Ruby was bumped to 3.3 in the Rails app", False),
    ("The Rails app is on Rails 7.1", "The Rails app was bumped to Rails 7.2", True),
    ("Spring Boot 2.7 is used by the orders service.",
     "The orders service has been migrated to Spring Boot 3.2.", True),
])
def test_the_version_of_another_named_thing(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    ("Standup is at 9:30", "Friday standup is at 10:00", False),
    ("Standup is at 9:30", "Friday's standup is at 10:00", False),
    ("Standup is at 9:30", "On Fridays, standup is at 10:00", False),
    ("Standup is at 9:30", "Standup is at 10:00 now", True),
    ("Standup is at 9:30", "Standup moved to Fridays at 10:00", True),
])
def test_a_weekday_names_a_narrower_occasion(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
