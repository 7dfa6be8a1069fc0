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


@pytest.mark.parametrize("old, new, contradicts", [
    # The same holder housed in another place, in any shape; the older place absent or said gone.
    ("I live in Leeds.", "Home's York now, finally settled; the Leeds flat is let.", True),
    ("The user lives in Porto.", "The user rents a place in Braga now; the Porto flat is sold.", True),
    ("user city: Ghent", "user city → Antwerp", True),
    ("Priya lives in Delhi.", "Priya back home in Jaipur, Delhi stint over.", True),
    ("I'm based in Lyon.", "Just got the keys to a flat in Grenoble, so I'm living there from now on.", True),
    # Someone else, a trip, work or a company elsewhere, a narrower place, a plan, the past, the older place kept.
    ("I live in Leeds.", "My brother just moved to York.", False),
    ("The user lives in Porto.", "The user's sister rents a flat in Braga.", False),
    ("I'm based in Lyon.", "I'm in Paris this week for meetings.", False),
    ("We live in Ghent.", "We're looking at houses in Bruges.", False),
    ("The user lives in Austin.", "The user's new apartment in Austin is near Zilker Park.", False),
    ("I live in Cork.", "Our company moved its office to Limerick.", False),
    ("The user is based in Oslo.", "The user flew home from Bergen yesterday.", False),
    ("I live in Madrid.", "I grew up in Sevilla and moved to Madrid in 2015.", False),
    ("Maria lives in Turin.", "Luca lives in Milan.", False),
    ("The user lives in Denver.", "The user's home server is hosted in Frankfurt.", False),
    ("I live in Kyoto.", "My parents' house in Nara is where we spend New Year.", False),
    ("The user lives in Calgary.", "The user's mail gets forwarded to Edmonton.", False),
    ("I live in Bristol.", "I used to live in Bath.", False),
    ("The user lives in Tokyo.", "The user lives in Tokyo, in the Setagaya area.", False),
    ("The queue was moved to Kubernetes, to revisit in Q1.", "The load balancer needs a VPN to reach from home.",
     False),
])
def test_the_same_holder_housed_in_another_place(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One recurring thing given another time of day, in any shape; zones brought to one.
    ("The team's weekly sync is held at 14:00.", "Weekly sync got pushed to 15:30.", True),
    ("planning: 10:00 CET", "planning 11:00 UTC", True),
    ("db backup job: 02:00 UTC", "db backup cron → 30 4 * * * (UTC)", True),
    ("2026-01-05: retro 16:00", "2026-02-02: retro 15:00 starting this sprint", True),
    # One time in two zones, the other end, another occurrence, another thing, someone else, one day.
    ("planning: 10:00 CET", "planning 09:00 UTC", False),
    ("The gym opens at 6am.", "The gym closes at 10pm.", False),
    ("The user's runs are at 6am on weekdays.", "The user's runs are at 8am on weekends.", False),
    ("cron cleanup: 01:30", "cron reindex: 03:30", False),
    ("Weekly 1:1 with Sam is at 3pm.", "Weekly 1:1 with Noor is at 4pm.", False),
    ("Team sync at 9:30.", "Design sync at 10:00.", False),
    ("The nightly build runs at 2am.", "The nightly build finished at 2:40am.", False),
    ("Lunch is at 12:30.", "Lunch today was at 1:30 because of the offsite.", False),
])
def test_a_recurring_thing_at_another_time_of_day(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
