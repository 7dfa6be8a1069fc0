"""Contradictions read from the type of the value where the older one stood (issue 15, round 6).

Wording nobody tuned on still names values of a type: a tool of a kind, a version of a thing, a
clock time. Each group is one such reading, with the contradictions it must catch in wording the
rules were not written against, and the near misses that name a value of the same type without
replacing the older one. Every pair goes through the engine: the older memory captured and
promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # Another tool of the older tool's kind, in use where it stood; the older one absent or said gone.
    ("We use Jenkins for CI.", "CI moved to Buildkite in March; the Jenkins server was shut off.", True),
    ("The user's editor is VS Code.", "User codes in Zed these days, hasn't opened VS Code since June.", True),
    ("We track bugs in Jira.", "Bugs go into Linear now and the Jira board is archived.", True),
    ("Our feature flags are in LaunchDarkly.", "Flags are served from a self-hosted Unleash since January.", True),
    ("The team formats code with Prettier.", "The team formats code with Biome, Prettier config deleted.", True),
    ("my terminal: iTerm2", "terminal → Ghostty", True),
    ("I manage packages with npm.", "pnpm everywhere for me since spring.", True),
    ("The user keeps passwords in LastPass.", "The user's vault lives in Bitwarden now, LastPass account closed.",
     True),
    ("I run my tests with Mocha.", "My test files all run under Vitest.", True),
    ("Our infra code is Terraform.", "Every stack is written in Pulumi today.", True),
    ("The team writes docs with Sphinx.", "The docs are built by Docusaurus now.", True),
    # Another tool of the kind, but not in the older one's place: someone else's, another scope or use,
    # something of the tool, the older tool kept, a comparison, a look at it, a kind that holds several.
    ("The user's team uses Linear.", "The design team tracks tasks in Asana.", False),
    ("I use Poetry for my Python projects.", "My colleague swears by uv.", False),
    ("We deploy with Argo CD.", "Flux manages the cluster add-ons.", False),
    ("Our tracker is Jira.", "Linear's new release looks slick.", False),
    ("We use Jenkins for CI.", "GitHub Actions runs our CodeQL scans.", False),
    ("Frontend bundled with Vite.", "Storybook is built with webpack.", False),
    ("Feature flags live in LaunchDarkly.", "Flagsmith pricing is better, says finance.", False),
    ("We use Terraform.", "The Pulumi migration was cancelled.", False),
    ("Our CI is Jenkins.", "We compared Buildkite and CircleCI pricing.", False),
    ("The user uses Sentry.", "The user's old job used Bugsnag.", False),
    ("We use Jest for unit tests.", "Our e2e suite runs on Playwright.", False),
    ("Our CI is GitHub Actions.", "Jenkins still runs the legacy nightly jobs.", False),
    ("The user runs tests with pytest.", "The user wrote a blog post about Jest.", False),
    ("Dependabot opens our PRs.", "Renovate doesn't open PRs here.", False),
    ("Logs are shipped with Fluentd.", "Metrics are shipped with Vector.", False),
    ("The user browses with Arc.", "The user uses Safari on the iPad.", False),
    ("We run Postgres as the main database.", "We run Redis as a cache.", False),
    ("build runner: Jenkins", "release runner switched to Drone", False),
    ("The nightly build runs on Jenkins.", "The release build runs on Buildkite.", False),
])
def test_another_tool_of_the_kind_in_the_older_ones_place(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
