"""Notes an agent writes about the user (issue 15, round 14, "the user ..." wording).

- The user as holder is the first person: "the user's team" is the user's own group as "my team" and
  "our team" are, not a person in someone's life, so what the team does (releases, retro, standup) is
  the user's side of the fact.
- A home or an employer is one person's: a group as the sentence's subject ("the user's team is based
  in Singapore", "my team ...") is another holder than the user ("the user is based in KL"); a group
  named only as the reason of a move ("to be near family") is not.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided


@pytest.mark.parametrize(("old", "new"), [
    ("The user releases the app monthly.", "User's team now releases the app every week."),
    ("The user runs standup at 9:30.", "User's team moved standup to 10:15."),
    ("User's team holds retro on Thursdays.", "The user said retro happens on Tuesdays now."),
    ("The user's team deploys every Friday.", "The user said deploys go out on Mondays now."),
])
def test_the_users_team_is_the_users_own_group(old: str, new: str) -> None:
    check_decided(old, new, True)


@pytest.mark.parametrize(("old", "new"), [
    # the same group, another of its facts
    ("The user's team holds retro on Thursdays.", "The user's team holds standup on Tuesdays."),
    # a person in the user's life is still another person
    ("The user's partner works Fridays.", "The user works Mondays now."),
])
def test_the_users_team_near_misses(old: str, new: str) -> None:
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("The user's team is based in Singapore.", "The user is based in Kuala Lumpur."),
    ("My team is based in Oslo.", "I'm based in Bergen."),
    ("The user is based in Lyon.", "The user's team is in Paris now."),
])
def test_a_groups_home_is_not_the_users(old: str, new: str) -> None:
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in Porto.", "User relocated to Braga to be closer to family."),
    ("The user's team is based in Singapore.", "The user's team moved to Jakarta."),
    ("I live in Leeds.", "I moved to York to be near family."),
])
def test_a_home_with_a_group_named_only_as_the_reason_still_moves(old: str, new: str) -> None:
    check_decided(old, new, True)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "asked to be …" is what the user wants, told by the one asked
    ("The user likes to be called Robert.", "User asked to be called Bob now.", True),
    # asked about a thing is no wish for it
    ("The user likes to be called Robert.", "User asked about being called Bob.", False),
])
def test_asked_to_is_what_the_user_wants(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "work" the verb is no scope: where the user works from, how well a time suits them
    ("User lives in Boston.", "User moved to Denver and works from there now.", True),
    ("I prefer afternoon meetings.", "Mornings work best for meetings these days.", True),
    # "at work" is still a scope
    ("User prefers VS Code at work.", "User prefers Vim at home.", False),
    ("User lives in Boston.", "User works from the Denver office on Fridays.", False),
])
def test_work_the_verb_is_no_scope(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # the other one of the thing has a name of its own
    ("The user's podcast is called Night Shift.", "User's other podcast is called Day Job.", False),
    ("My band is called Static.", "My other band is called Drift.", False),
    # the thing itself renamed
    ("The user's podcast is called Night Shift.", "User's podcast is now called Day Job.", True),
])
def test_the_other_ones_name(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # the version an upgrade left behind, told as the reason for it
    ("The user uses Node 20.", "User ran into a crash in Node 18 that forced the upgrade.", False),
    ("The user runs Postgres 15.", "User hit a replication bug in Postgres 14 that forced the upgrade.", False),
    # a newer version after the upgrade is the change
    ("The user runs Postgres 14.", "User finished the upgrade; Postgres 16 everywhere now.", True),
])
def test_the_version_before_the_upgrade(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # the older place named again, by its other name, around a narrower one: told more exactly
    ("The user is based in SF.", "User lives in the Mission, San Francisco, close to the park.", False),
    ("The user lives in NYC.", "User lives in Astoria, New York City.", False),
    # the older place left, or another place around the narrower one
    ("The user lives in SF.", "User moved from San Francisco to Oakland.", True),
    ("The user lives in Boston.", "User lives in Astoria, New York City.", True),
])
def test_the_older_place_named_around_a_narrower_one(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "said to …" / "told us to …" is an instruction: what the user wants
    ("The user likes to be called Robert.", "User said to call them Bob now.", True),
    ("The user likes to be addressed as Professor Lind.", "User told us to just call them Maja.", True),
    # hearsay, a time to call, another person's name
    ("The user likes to be called Robert.", "User said to call them at 5pm.", False),
    ("The user likes to be addressed as Professor Lind.", "User said to call their manager Maja.", False),
    ("The user likes to be called Robert.", "User said the dog is called Bob.", False),
])
def test_said_to_is_what_the_user_wants(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "since" before a clause in the present is a reason: the newer value holds for a narrower thing
    ("I prefer tabs.", "I use spaces in Python files since Black requires them.", False),
    ("The user prefers tabs.", "User uses spaces in YAML files since YAML requires them.", False),
    # "since" a past event is when the change took effect
    ("Marco maintains our CI pipelines.", "I've been the one maintaining the CI pipelines since Marco left.", True),
])
def test_since_a_reason_is_no_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # a job title in capitals is the title its words make, as in lower case
    ("The user's title is Product Manager.", "User moved back to being a senior designer.", True),
    ("My title is Staff Engineer.", "I'm an engineering manager now.", True),
    # the same title, told in capitals once and in lower case once
    ("The user's title is Staff Engineer.", "The user is a staff engineer.", False),
    # a product's name that ends like a title is still a name
    ("We keep secrets in AWS Secrets Manager.", "The user is a secrets manager.", False),
])
def test_a_title_in_capitals(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # the language the replies were switched to
    ("The user wants answers in Portuguese.", "User asked to switch the replies back to English.", True),
    ("The user wants responses in Spanish.", "User moved the answers over to German from now on.", True),
    # an audience, a format
    ("The user wants answers in Portuguese.", "User replies to Spanish speakers in Portuguese.", False),
    ("The user wants answers in Portuguese.", "User asked to switch replies to a shorter format.", False),
])
def test_replies_switched_to_a_language(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "pinged" is reaching the user, as "reached" and "contacted" are
    ("The user prefers to be reached on Slack.", "User asked to be pinged on Telegram instead of Slack.", True),
    # the user reaching someone else is no way to reach the user
    ("The user prefers to be contacted on Slack.", "The user pinged the team on Telegram.", False),
    ("The user prefers to be contacted on Slack.", "The user contacted the vendor on Telegram.", False),
])
def test_pinged_is_reaching_the_user(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "deps" are dependencies, as "repo" is a repository
    ("Dependency updates run weekly.", "Deps get bumped every day now.", True),
    ("The user reviews dependency bumps on Mondays.", "User reviews deps bumps on Thursdays now.", True),
    # another thing of the dependencies
    ("Dependency updates run weekly.", "Deps audits run every day.", False),
])
def test_deps_are_dependencies(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
