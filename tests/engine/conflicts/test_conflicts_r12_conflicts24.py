"""Residences, jobs, tools, versions, schedules, frequencies and quantities (issue 15, round 12): each cause the
round's readers fixed, a contradiction beside the near misses that look like it. One table, read as capture
reads the two texts (``check_decided``: the rules and the one-person check, no engine).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # Nothing settled: a move weighed, a spike with no decision, an offer still being decided.
    ("Oct 3 — Lena lives in Graz", "Dec 9 — Lena weighing a move to Vienna", False),
    ("Oct 3 — Lena lives in Graz", "Dec 9 — Lena moved to Vienna", True),
    ("Lena lives in Graz", "Lena moved to Vienna, after weighing up a move for months", True),
    ("2026-02-11: e2e tests in Cypress", "2026-02-28: spike on Playwright for e2e, no decision", False),
    ("2026-02-11: e2e tests in Cypress", "2026-02-28: e2e moved to Playwright", True),
    ("2026-02-01: Omar works at Netflix", "2026-02-19: Omar's offer from Meta — still deciding", False),
    ("2026-02-01: Omar works at Netflix", "2026-02-19: Omar joined Meta", True),
    # A version told as where the thing came from, the older version the one in use now.
    ("I use Python 3.11.", "I used to use Python 3.8, now 3.11.", False),
    ("I use Python 3.8.", "I used to use Python 3.8, now 3.11.", True),
    # One title told by its short form.
    ("user title: Sr. SWE", "title: Senior Software Engineer (L5)", False),
    ("user title: Sr. SWE", "title: Staff Software Engineer", True),
    # "signed with" said of a thing is what is done to it, not a job taken.
    ("Releases are built with Gradle.", "Releases are signed with Sigstore after being built.", False),
    ("Releases are built with Gradle.", "Releases are built with Bazel now.", True),
    # A city by its older name.
    ("user city: Bangalore, IN", "user city: Bengaluru, Karnataka", False),
    ("user city: Bangalore, IN", "user city: Mumbai, Maharashtra", True),
    ("I live in Bombay.", "I live in Mumbai now.", False),
    # A version: a class noun for the thing with a bare number, words after the version that say how the change
    # was made (not whose version), a build's target ported; another thing's version after the older one is not.
    ("We run Postgres 14 in production.", "Prod database is on 16 after Sunday's upgrade.", True),
    ("We run Postgres 14 in production.", "Prod database has 16 replicas.", False),
    ("We run Postgres 14 in production.", "Staging database is on 16 after Sunday's upgrade.", False),
    ("I'm on Node 18 locally.", "Bumped my local node to 22 via fnm.", True),
    ("Jan 30 — Angular 15 on dashboard", "Jun 2 — dashboard Angular 17, standalone comps", True),
    ("The backend is pinned to Go 1.21.", "The backend is pinned to Go 1.21; the CLI is built with Go 1.22.", False),
    ("redis: 6.2", "redis: 7.2 (prod + staging)", False),
    ("The user's app targets Java 11.", "User ported the app to Java 21 and compiles with it.", True),
    ("The user's app targets Java 11.", "The user's app requires Java 17 or later.", False),
    ("go version 1.20 (api)", "api go.mod declares go 1.22", True),
    ("The mobile app is built with React Native 0.72.",
     "The mobile app was migrated to RN 0.74 with the new architecture enabled.", True),
    # A schedule: a meeting named by any meeting word with the move said, a weekday swapped, a date moved
    # "instead", a job that "fires"; not another meeting, person or part.
    ("Our standup is at 9:30 every morning.", "Daily sync kicks off at 10:00 from today.", True),
    ("Our standup is at 9:30 every morning.", "Design sync kicks off at 10:00 from today.", False),
    ("I have 1:1s with my manager on Tuesdays.", "Manager 1:1 got swapped to Thursdays.", True),
    ("2025-11-20: release freeze starts Dec 15", "2025-12-01: freeze begins Dec 10 instead", True),
    ("backup job runs 02:00", "cron edited, nightly backup fires at 03:30", True),
    ("backup job runs 02:00", "cron edited, backup verification fires at 03:30", False),
    # Counts: a counted noun however it is written, a leading "With …" that says what brought the change.
    ("I allow myself 2 meetings per day max.", "Tightened my rule: a single meeting per day, tops.", True),
    ("I allow myself 2 meetings per day max.", "I allow myself 2 calls per day max.", False),
    ("Our team has 6 engineers.", "With the two new hires we're eight engineers.", True),
    # How often: a rate as the target of what is done.
    ("I check email once an hour.", "I batch email to twice daily, 9 and 4.", True),
    ("I check email once an hour.", "I batch newsletters to twice daily, 9 and 4.", False),
    # The older value said gone in other shapes: its own lock file deleted, switched off beside another tool,
    # left behind, an "ex-" employer; not a person off for the day or someone else's past employer.
    ("pkg mgr: yarn v1", "yarn.lock deleted, pnpm-lock.yaml committed", True),
    ("pkg mgr: yarn v1", "yarn.lock deleted and regenerated", False),
    ("2025-10-02: monitoring via Nagios", "2026-01-20: Prometheus + Grafana live, Nagios off", True),
    ("Ben is on call.", "Ben off.", False),
    ("The user's primary residence is listed as Melbourne.",
     "Melbourne was left behind when the household was relocated to Brisbane.", True),
    ("employer: Spotify (since 2022)", "user ex-Spotify; current employer: Klarna", True),
    ("employer: Spotify (since 2022)", "user met an ex-Spotify engineer at Klarna", False),
    # A job: a start told by "first week at", a title by "hired … as" or "converted to"; not someone else's.
    ("I work at Stripe on the payments API team.", "First week at Datadog went fine, onboarding buddy is great.",
     True),
    ("I work at Stripe on the payments API team.", "First week at the Datadog conference went fine.", False),
    ("Mar 2 — Lucia: intern @ Mozilla", "Sep 14 — Lucia hired full-time as SWE", True),
    ("Mar 2 — Lucia: intern @ Mozilla", "Sep 14 — Ana hired full-time as SWE", False),
    ("Marco is employed as a contractor.", "Marco was converted to a full-time employee last week.", True),
    # A team's size told as its headcount; not another team's.
    ("2026-01-08: team size 14", "2026-03-19: headcount down to 11 after layoffs", True),
    ("2026-01-08: team size 14", "2026-03-19: design headcount down to 11 after layoffs", False),
    # A home: the name a note opens with is its holder; "resettled" is a word of living.
    ("Jan 12 — Marco, home in Rome", "Apr 2 — Marco settled in Milan for good", True),
    ("Jan 12 — Marco, home in Rome", "Apr 2 — Luca settled in Milan for good", False),
    ("Jan 12 — Marco, home in Rome", "Apr 2 — Marco in Milan for a conference", False),
    ("home city = Montreal", "tz set to Europe/Paris; user resettled in Paris", True),
    ("I drink 4 cups of coffee a day.", "I've cut down to one coffee a day.", True),
    # A hyphenated thing holds its words; a total reached by adding is the new amount, the amount added is not.
    ("The free tier allows 3 projects.", "Free-tier users are limited to a single project.", True),
    ("The free tier allows 3 projects.", "Paid-tier users are limited to a single project.", False),
    ("2026-01-03: seats on plan: 25", "2026-02-14: bought 15 more seats → 40 total", True),
    ("2026-01-03: seats on plan: 25", "2026-02-14: bought 15 more seats", False),
    # A home vacated or moved out of.
    ("Dana is housed in the company flat in Munich.", "Dana vacated the Munich flat in June.", True),
    ("I live in Leeds.", "I moved out of my Leeds flat last month.", True),
    # Whom a person reports to: the manager named again; not someone else's, a skip-level, a stand-in or a plan.
    ("The user's manager is Ana.", "After the reorg, user reports to Tomás.", True),
    ("User's manager is Ana Ruiz.", "User reports to Ana Ruiz after the reorg.", False),
    ("User's manager is Ana Ruiz.", "Lena reports to Kwame Mensah after the reorg.", False),
    ("User's manager is Ana.", "User's skip-level manager is Kwame.", False),
    ("User's manager is Ana.", "User may report to Kwame after the reorg.", False),
    ("User's manager is Ana.", "While Ana is on leave, user reports to Kwame temporarily.", False),
    # A cloud bill told by the cloud, a sum in thousands, an amount a month; not another provider's or team's.
    ("The user's monthly AWS budget is $2,000.", "User cut cloud spend ceiling to $1.5k a month.", True),
    ("The user's monthly AWS budget is $5,000.", "User's cloud spend cap was cut to 3k a month.", True),
    ("The user's monthly AWS budget is $5,000.", "User's GCP spend cap was cut to 3k a month.", False),
    ("The user's monthly AWS budget is $5,000.", "User's marketing spend cap was cut to 3k a month.", False),
    # ".NET 8": a dotted name's version; a trailing time names no holder nor a requirement.
    ("The API is built against .NET 6.", "The API was retargeted to .NET 8 last sprint.", True),
    ("The API is built against .NET 6.", "The worker was retargeted to .NET 8 last sprint.", False),
    ("The API is built against .NET 6.", "The API now supports .NET 8 too.", False),
    # "given up to 5 projects" allows an amount; it gives nothing up.
    ("The free plan is limited to 3 projects.", "Free-plan users are now given up to 3 projects.", False),
    ("The free plan is limited to 3 projects.", "Free-plan users are now given up to 5 projects.", True),
    # A passive that sets its subject to a value is a standing value, not one past occurrence.
    ("The free plan is limited to 3 projects.", "Free-plan users were given up to 5 projects.", True),
    ("The free plan is limited to 3 projects.", "Free-plan users were given up to 3 projects.", False),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_twelve_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
