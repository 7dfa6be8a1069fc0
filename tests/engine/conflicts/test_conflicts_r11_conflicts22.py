"""Residence, jobs, tools, versions, schedules, frequencies and quantities (issue 15, round 11): the shapes the
round-10 readers got wrong or left open, each beside the near misses that look like it. One table; each pair
is read as capture reads it (the rules, then the check that a home or a job is one person's), no engine.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided


@pytest.mark.parametrize("old, new, contradicts", [
    # A home is one holder's: the user's sister's home is not the user's (holders.py).
    ("The user's sister lives in Dublin.", "The user lives in Cork, about three hours from Dublin.", False),
    ("My sister lives in Oslo.", "I live in Bergen now.", False),
    ("The user lives in Dublin.", "The user lives in Cork now.", True),
    ("My partner and I live in Oslo.", "We moved to Bergen in March.", True),
    ("I rent a flat in Ghent.", "Moved in with my partner in Antwerp last month.", True),
    # One place written two ways: with or without its accents, or elided at an apostrophe.
    ("residence: Zurich, rented flat", "residence: Zürich, Kreis 4, Langstrasse area", False),
    ("residence: Zurich", "residence: Geneva", True),
    ("2026-01-15: user lives in Amsterdam", "2026-03-01: user lives in A'dam, Jordaan area", False),
    ("2026-01-15: user lives in Amsterdam", "2026-03-01: user lives in R'dam now", True),
    # A promotion one is only up for is no new title.
    ("I'm a staff engineer at Datadog.", "I'm up for promotion to principal at Datadog, decision in May.", False),
    ("I'm a staff engineer at Datadog.", "I was promoted to principal engineer at Datadog.", True),
    # A job note's title told again: a count beside it is a detail, another title is a change.
    ("role: EM, 6 reports", "role: EM, team grew to 8 reports", False),
    ("role: EM, 6 reports", "role: director, 6 reports", True),
    # The older version told again beside another (another thing's, or an upgrade not reached).
    ("go toolchain: 1.21 in CI", "go toolchain 1.21; golangci-lint 1.55", False),
    ("go version: 1.21 in go.mod", "go 1.21 — 1.22 upgrade blocked by grpc dep", False),
    ("go toolchain: 1.21 in CI", "go toolchain: 1.22 in CI", True),
    # A bare hour read with the daypart the text names: "evenings at seven" is 19:00.
    ("The user's book club meets Thursday at 7pm.", "The user's book club meets Thursday evenings at seven.", False),
    ("The user's book club meets Thursday at 7pm.", "The user's book club meets Thursday evenings at eight.", True),
    # A measure told again: a size after an acronym ("VM 12 gigs"), seats counted as licences, a reason after "it".
    ("I allocate 4 GB of RAM to the dev VM.", "Gave the dev VM 12 gigs, it kept swapping.", True),
    ("I allocate 4 GB of RAM to the dev VM.", "Gave the build VM 12 gigs.", False),
    ("Twelve seats are licensed for the design team.", "Design's license count was trimmed to nine after renewal.",
     True),
    ("Twelve seats are licensed for the design team.", "Marketing's license count was trimmed to nine.", False),
    ("Aug 8 — 40 seats on the Figma plan", "Sep 20 — trimmed Figma licences to 25", True),
    ("Aug 8 — 40 seats on the Figma plan", "Sep 20 — trimmed Miro licences to 25", False),
    # A version with no thing named beside it, a change said: the older text's one thing (version_swap.py).
    ("Ubuntu 20.04 is installed on the build agents.", "The build agents were reimaged with 24.04 LTS.", True),
    ("Ubuntu 20.04 is installed on the build agents.", "The staging agents were reimaged with 24.04 LTS.", False),
    ("Ubuntu 20.04 is installed on the build agents.", "Python 3.12 was installed on the build agents.", False),
    ("I'm on Node 18 locally.", "Bumped my local runtime to 22 LTS yesterday.", True),
    ("I'm on Node 18 locally.", "Bumped the CI runtime to 22 LTS yesterday.", False),
    ("Elasticsearch 7.17 is used for search.", "Search was moved onto an 8.x cluster last sprint.", True),
    ("Elasticsearch 7.17 is used for search.", "Logging was moved onto an 8.x cluster last sprint.", False),
    ("I run Ubuntu 20.04 on my laptop.", "Reinstalled the laptop with 24.04 LTS.", True),
    ("I run Ubuntu 20.04 on my laptop.", "Reinstalled the desktop with 24.04 LTS.", False),
    ("I run Ubuntu 20.04 on my laptop.", "The laptop has 16.5 GB free.", False),
    # A rate that "became" another.
    ("The user syncs with their manager every week.", "The user's 1:1s with their manager became fortnightly.", True),
    ("The user syncs with their manager every week.", "The user's 1:1s with their skip-level became fortnightly.",
     False),
    # A meeting named by any meeting word, as often, moved (clock_swap.py); a phrasal verb is no part of the thing.
    ("standup: 09:00 CET daily", "daily sync moved -> 11:00 CET", True),
    ("standup: 09:00 CET daily", "daily design sync moved -> 11:00 CET", False),
    ("standup: 09:00 CET daily", "daily sync with Acme moved -> 11:00 CET", False),
    ("standup: 09:00 CET daily", "daily sync at 11:00 CET", False),
    ("Our standup is at 9:30 every morning.", "We shifted daily sync to quarter past ten so the Berlin folks can join.",
     True),
    ("Our standup is at 9:30 every morning.", "We shifted the weekly sync to quarter past ten.", False),
    ("2025-09-01: cron nightly build at 23:00", "2025-10-11: nightly build kicks off 03:00 now", True),
    ("2025-09-01: cron nightly build at 23:00", "2025-10-11: nightly build cleanup at 03:00 now", False),
    # A date "now" another one.
    ("Oct 2 — offsite set for Mar 5-6", "Jan 14 — offsite now Apr 9-10, venue fell through", True),
    ("Oct 2 — offsite set for Mar 5-6", "Jan 14 — design offsite now Apr 9-10", False),
    ("Oct 2 — offsite set for Mar 5-6", "Jan 14 — offsite now confirmed for Mar 5-6", False),
    # A tool where another of its kind stood: "keeps" keeps the older tool only where it is named; credentials are
    # secrets (tool_swap.py).
    ("The user tracks tasks in Jira.", "The user's team keeps its backlog in Linear now.", True),
    ("The user tracks tasks in Jira.", "The user kept Jira but keeps the backlog in Linear now.", False),
    ("Secrets are stored in HashiCorp Vault.",
     "All credentials were migrated into AWS Secrets Manager and the old cluster decommissioned.", True),
    ("Secrets are stored in HashiCorp Vault.", "All certificates were migrated into AWS Secrets Manager.", False),
    # A title note "chg": the change said short.
    ("role: QA lead, mobile org", "title chg -> eng director", True),
    ("role: QA lead, mobile org", "title: QA lead, web org", False),
    # Another action of one thing with its own amount is no new amount of the older action.
    ("The user's S3 bucket lifecycle expires objects after 90 days.",
     "The user's S3 bucket lifecycle moves objects to Glacier after 30 days.", False),
    ("The user's S3 bucket lifecycle expires objects after 90 days.",
     "The user's S3 bucket lifecycle now expires objects after 30 days.", True),
    # A title or a kind of employment "now" held at another company is a start said (role_swap.py).
    ("employer: Acme Corp (contract role)", "contract ended; user now FTE @ Globex", True),
    ("employer: Acme Corp (contract role)", "user now meeting folks @ Globex", False),
    ("employer: Acme Corp (contract role)", "user now presents at Globex", False),
    # A weekly meeting moved to another weekday, neither text giving a time (clock_swap.day_change).
    ("I have my 1:1 with Ana on Thursdays.", "Ana and I meet on Tuesdays instead these days.", True),
    ("I have my 1:1 with Ana on Thursdays.", "Bo and I meet on Tuesdays instead these days.", False),
    ("I have my 1:1 with Ana on Thursdays.", "Ana and I meet on Tuesdays this week only.", False),
    ("Trash goes out on Mondays.", "Recycling moved to Thursdays.", False),
    # A rate as the target of what is done; a measure's bracket says why, production is where an unscoped one runs.
    ("The user checks email every hour.", "User batches email to twice a day.", True),
    ("The user checks email every hour.", "User batches newsletters to twice a day.", False),
    ("api replicas: 3 in prod", "scaled down → 1 replica (low traffic)", True),
    ("api replicas: 3 in prod", "staging scaled down → 1 replica", False),
    ("api replicas: 3 in staging", "scaled down → 1 replica (low traffic)", False),
    ("api replicas: 3 in prod", "worker scaled down → 1 replica", False),
    ("replicas: 3", "replicas (canary): 1", False),
    ("replicas: 3 (prod)", "replicas: 1 (dev)", False),
    # A build's target told again after an upgrade; not another project's.
    ("The user's project targets Java 11.", "User upgraded the project to JDK 21.", True),
    ("The user's project targets Java 11.", "User upgraded the other project to JDK 21.", False),
    ("The user's project targets Java 11.", "The project requires Java 17 or later.", False),
    # The user's student's job is not the user's; a name told by its initials is one name; a limit and a request
    # are two settings.
    ("The user is employed by the Max Planck Institute as a research engineer.",
     "The user's student is employed by the Max Planck Institute as a research assistant.", False),
    ("employer: CD Projekt Red", "employer = CDPR, Warsaw studio", False),
    ("employer: CD Projekt Red", "employer = Ubisoft, Warsaw studio", True),
    ("The pod memory limit is set to 512Mi.", "The pod memory request is set to 256Mi.", False),
    ("The pod memory limit is set to 512Mi.", "The pod memory limit is set to 256Mi now.", True),
    # Where a version is pinned ("the docs workflow") or the project it is built for names no other holder.
    ("The docs are built with Hugo 0.110.", "Hugo was bumped to 0.125 in the docs workflow.", True),
    ("The docs are built with Hugo 0.110.", "Hugo was bumped to 0.125 in the blog workflow.", False),
    ("I build the game with Unity 2021.3 LTS.", "Jumped the project to Unity 6 over the weekend, no going back.",
     True),
    ("I build the game with Unity 2021.3 LTS.", "Jumped the other project to Unity 6 over the weekend.", False),
    # The JDK is Java's: its version is Java's (and a capture of it finds the older Java memory by its class).
    ("java runtime: 11 (corretto)", "JDK bumped → 21", True),
    ("java runtime: 11 (corretto)", "Gradle bumped → 8.5", False),
])
def test_round_11_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
