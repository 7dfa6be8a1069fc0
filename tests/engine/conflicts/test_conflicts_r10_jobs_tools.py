"""Residence, jobs, tools, versions, schedules, frequencies and quantities (issue 15, round 10): the shapes the
round-9 readers left open, each beside the near misses that look like it. Every pair goes through the engine:
the older memory captured and promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from core.conflicts.post_swap import posts
from core.conflicts.tool_swap import tool_change
from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # A seat one person holds at a time, handed to someone else (post_swap.py).
    ("Maria is the head of design.", "Oliver took over as head of design.", True),
    ("I lead the mobile team.", "I handed the mobile team over to Ines and moved to platform.", True),
    ("Tomás heads the data team.", "Amara replaced Tomás as head of the data team.", True),
    ("design lead: Maria", "Oliver is the new design lead, Maria moved to research", True),
    # ... not another team's seat, a seat at another company, one of many, a stand-in or a co-lead.
    ("I lead the mobile team.", "I handed the web team over to Ines.", False),
    ("Maria is the head of design.", "Oliver took over as head of design at Figma.", False),
    ("Maria is the head of design.", "Oliver was appointed a design lead.", False),
    ("I lead the mobile team.", "Ines took over the mobile team's standup while I'm out.", False),
    ("I lead the mobile team.", "Ines and I co-lead the mobile team since the reorg; she took over planning.", False),
])
def test_a_seat_handed_to_someone_else(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)


def test_a_seat_is_read_with_its_holder():
    assert posts("The head of design position was handed to Oliver.") == (("oliver", ("lead", frozenset({"design"}))),)
    assert posts("Our CTO is Raj.") == (("raj", ("cto", frozenset())),)
    assert posts("Raj is a design lead.") == ()


@pytest.mark.parametrize("old, new, contradicts", [
    # A driver used raw where the ORM stood, the ORM said gone (tool_swap.py's kin kinds).
    ("Nov 12 — ORM: SQLAlchemy", "Feb 3 — ripped out SQLAlchemy, raw asyncpg now", True),
    ("We talk to Postgres through Prisma.", "Dropped Prisma; the service uses Kysely everywhere now.", True),
    # ... not a driver beside the ORM, nor one only named.
    ("ORM: SQLAlchemy", "asyncpg bumped to 0.29", False),
    ("ORM: SQLAlchemy", "added asyncpg for the bulk COPY path", False),
    ("We use SQLAlchemy as our ORM.", "We also use asyncpg directly for bulk loads.", False),
])
def test_a_driver_in_the_place_of_an_orm(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_a_kin_kind_needs_the_older_tool_said_gone():
    assert tool_change("ORM: SQLAlchemy", "ripped out SQLAlchemy, raw asyncpg now") is not None
    assert tool_change("ORM: SQLAlchemy", "SQLAlchemy on top of raw asyncpg now") is None


@pytest.mark.parametrize("old, new, contradicts", [
    # A terse note about a person with only the employer told again.
    ("Dana — DevRel @ Vercel", "Dana — DevRel @ Netlify", True),
    ("Sam: staff engineer at Shopify", "Sam: staff engineer at Stripe", True),
    # ... not another person, nor a note that says nothing of work.
    ("Sam: staff engineer at Shopify", "Lee: staff engineer at Stripe", False),
    ("Dana — talk @ Vercel", "Dana — talk @ Netlify", False),
])
def test_the_same_note_with_another_employer(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # Working remotely from a place is living there; a stay since a month is a home (home_swap.py).
    ("I work remotely from Kraków.", "I've been in Wrocław since January.", True),
    ("The user works remotely from Kraków.", "The user lives in Warsaw these days.", True),
    ("I live in Porto.", "Working remotely from Lisbon now; the Porto flat is sublet.", True),
    # ... not a workplace in the same city, a stay since a weekday, or the older place again.
    ("I live in Valencia.", "I work remotely from a coworking space in Valencia's Ruzafa district.", False),
    ("I work remotely from Kraków.", "I've been in Wrocław since Monday.", False),
    ("The lead developer is based in Bogotá.", "Working remotely from Bogotá was approved by HR for the lead "
     "developer.", False),
])
def test_a_remote_base_is_a_home(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)


def test_a_tools_class_comes_before_the_ways_of_saying_a_home():
    """The lookup keeps a text's first terms: the class of the tool it names must not be crowded out by the
    words of living its verb brings ("Our issues live in Linear")."""
    from core.conflicts.detector import search_terms

    terms = search_terms("Our issues live in Linear these days.")
    assert '"jira"' in terms and '"tracker"' in terms


@pytest.mark.parametrize("old, new, contradicts", [
    # One thing's version told again in the shapes version_swap.py left open: "brought up to", everywhere it
    # runs ("on all nodes", "all workspaces on"), a dependency pin ("the Django dep"), a migration that landed,
    # a class noun for the thing ("routing DB reports"), a bare number after its name, the older version said
    # dropped beside the new one, an acronym that opens the sentence.
    ("The cluster is running Elasticsearch 7.17.", "Elasticsearch was brought up to 8.13 on all nodes last sprint.",
     True),
    ("2025-04-01: terraform pinned at 1.5.7", "2025-08-14: tf upgraded, all workspaces on 1.9", True),
    ("We're on Django 4.2 LTS.", "Finished bumping the Django dep to 5.1 yesterday.", True),
    ("The user's project is on Django 4.2.", "User says the Django 5.1 migration landed on main.", True),
    ("We're on Postgres 13 for the routing database.", "Finished the pg_upgrade last night; routing DB reports 16.2.",
     True),
    ("The API is served by Spring Boot 2.7.", "The Spring Boot 3 migration was merged and deployed on Tuesday.", True),
    ("Our app targets Python 3.9.", "We dropped 3.9 support; minimum is 3.11 now.", True),
    ("The FHIR server is pinned to HAPI FHIR 6.4.", "HAPI was upgraded to 7.0 across all environments on Tuesday.",
     True),
    ("The user runs Ubuntu 22.04 on their laptop.", "User upgraded the laptop to Noble (24.04).", True),
    # ... not another database or thing, a release only announced, a minimum moved the other way, another branch.
    ("We run Postgres 14 in production.", "The staging database reports 16.2.", False),
    ("The blog database is MariaDB 10.6", "The main database runs MariaDB 11.4", False),
    ("The cluster is running Elasticsearch 7.17.", "Kibana was brought up to 8.13 on all nodes.", False),
    ("We're on Django 4.2 LTS.", "Django 5.1 is out; we're staying on 4.2 LTS for now.", False),
    ("Our app targets Python 3.9.", "We dropped 3.8 support; minimum is 3.9 now.", False),
    ("The user's project is on Django 4.2.", "User says the Django 5.1 migration is stuck in review.", False),
])
def test_a_version_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A recurring thing's time told again (clock_swap.py): a time is no modifier of the zone after it, a
    # how-often word no modifier of the thing, "cron" and "job" one scheduled thing, "every night" and
    # "Nightly" one night, a weekly slot whose day and time moved together with the change said.
    ("nightly backup: 01:00 UTC", "backup cron -> 03:30 UTC", True),
    ("backup cron runs at 02:00", "backup job fires 04:30 after the DST mess", True),
    ("The database dump is taken every night at midnight.", "Nightly dumps are triggered at 3 a.m. to avoid peak "
     "batch load.", True),
    ("The user's weekly 1:1 with Ana is Tuesday 3pm.", "User and Ana meet Thursdays at 10 now.", True),
    # ... not one day, someone else's slot, a weekly thing beside a nightly one, another thing of the same word.
    ("The user's weekly 1:1 with Ana is Tuesday 3pm.", "User and Ana have lunch Thursday at 1 today.", False),
    ("The user's weekly 1:1 with Ana is Tuesday 3pm.", "The user's 1:1 with Ben is Thursday at 10 now.", False),
    ("nightly backup: 01:00 UTC", "weekly backup: Sunday 03:30 UTC", False),
    ("nightly backup: 01:00 UTC", "backup restore drill: 03:30 UTC", False),
])
def test_a_time_of_day_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A dated thing moved, the move said (clock_swap.date_change).
    ("The release freeze starts on December 1.", "The freeze was pulled forward to November 24.", True),
    ("Jul 7 — pentest booked for Sep 8", "Jul 19 — vendor bumped pentest to Oct 6", True),
    ("Mar 3 — launch date Apr 1", "Mar 20 — launch slipped two weeks", True),
    # ... not the other end, another thing, a date with no move said, a dated event that happened.
    ("The release freeze starts on December 1.", "The freeze ends on January 5.", False),
    ("Jul 7 — pentest booked for Sep 8", "Jul 19 — vendor bumped the audit to Oct 6", False),
    ("Jul 7 — pentest booked for Sep 8", "Jul 19 — pentest report due Oct 6", False),
    ("The release freeze starts on December 1.", "The docs freeze was pulled forward to November 24.", False),
])
def test_a_date_moved(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # How often, told with other verbs of one activity (rates.py): "has 1:1s" / "meet", a stronger shared
    # activity told with more words, an ordinal period, a reason after the rate.
    ("The user has 1:1s with their manager weekly.", "User and their manager meet once a month now.", True),
    ("I back up my research data every Friday.", "My research data syncs to the NAS nightly these days.", True),
    ("Oct 4 — 1:1s weekly w/ mentor", "Dec 1 — mentor chats every third week now", True),
    ("Security scans are run on every pull request.", "Scanning was moved to a weekly scheduled job to cut CI "
     "minutes.", True),
    # ... not another activity that opens the sentence, someone else, another scope, the same rate.
    ("Invoices are sent monthly.", "Reminders are now sent weekly for unpaid invoices.", False),
    ("The user has 1:1s with their manager weekly.", "The user's manager now meets the director once a month.", False),
    ("I back up my research data every Friday.", "My research data in staging syncs to the NAS nightly now.", False),
    ("Oct 4 — 1:1s weekly w/ mentor", "Dec 1 — mentor chats every week now", False),
])
def test_how_often_told_with_other_verbs(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One measure told again (measure_swap.py): a setting's name keeps its words ("pool_size=50"), a size is its
    # max, a group's size ("batches of 512"), sizes said loosely ("32 gigs"), a reason or a time after it, the
    # count of one noun beside another count that says why.
    ("db pool size: 20", "pool_size=50 after load test", True),
    ("db pool size: 20", "pool max raised, 50 conns", True),
    ("Batch size is set to 256 for the vision model.", "The vision model is now trained with batches of 512.", True),
    ("I allocate 16 GB of RAM to the simulation VM.", "Bumped the sim VM memory to 32 gigs last night.", True),
    ("max conns: 100 on pg", "pg max_connections=250 after tuning", True),
    ("Our team has six engineers.", "With the two new hires starting, we're eight engineers now.", True),
    # ... not another scope or thing, a participle that names the thing, the other end, a part of a whole.
    ("Backups are purged after 2 weeks.", "Staging backups are purged after 3 days.", False),
    ("Max concurrent jobs: 4", "Max queued jobs: 8", False),
    ("db pool size: 20", "min pool size: 5", False),
    ("Our team has six engineers.", "Our team has eight engineers on the platform squad.", False),
])
def test_a_measure_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


def test_another_things_group_size_is_not_the_measure():
    """The rule alone (the learned reader weighs what the rules leave open, and may speak here)."""
    from core.conflicts.measure_swap import measure_change
    from core.conflicts.statement import read

    old = read("Batch size is set to 256 for the vision model.")
    assert measure_change(old, read("The vision model is now trained with batches of 512.")) is not None
    assert measure_change(old, read("The text model is now trained with batches of 512.")) is None


@pytest.mark.parametrize("old, new, contradicts", [
    # Another tool of the older tool's kind where it stood (tool_swap.py): the older one said gone by its kind
    # ("old ORM removed") or in a bracket ("(GHA retired)"), a note that opens with "team", a name that holds a
    # relation word ("AWS Secrets Manager"), a secrets store in a password manager's place, "documentation" for
    # "docs", the replacer that opens the sentence.
    ("Apr 4 — API ORM: TypeORM", "Aug 21 — models ported to Drizzle, old ORM removed", True),
    ("ci for main repo: GitHub Actions", "pipelines -> Buildkite (GHA retired)", True),
    ("2025-07-07: password manager 1Password", "2025-11-30: team vault is Bitwarden", True),
    ("Secrets are stored in HashiCorp Vault.", "Credentials have been moved into AWS Secrets Manager.", True),
    ("Secrets are stored in 1Password.", "Vault replaced the 1Password vault for all secrets last sprint.", True),
    ("The user writes the docs in Sphinx.", "The user's documentation site is built with MkDocs Material.", True),
    # ... not a bracket that keeps the older one, another team, the older tool replacing, a price, one machine.
    ("ci for main repo: GitHub Actions", "pipelines -> Buildkite (GHA still for releases)", False),
    ("2025-07-07: password manager 1Password", "2025-11-30: Team Atlas vault is Bitwarden", False),
    ("Secrets are stored in 1Password.", "1Password replaced the Bitwarden vault for all secrets last sprint.", False),
    ("Feature flags live in LaunchDarkly.", "Flagsmith pricing is better, says finance.", False),
    ("Apr 4 — API ORM: TypeORM", "Aug 21 — Drizzle tried on the old laptop", False),
])
def test_another_tool_of_the_kind(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # A home told again (home_swap.py): "last weekend" is when, not a weekend away; a name both notes open with
    # is the holder; keys handed back say the older place went; the older note may place its holder bare; the
    # holder "in" a place "now" is living there.
    ("I live in Lyon, near the Part-Dieu station.", "Finally got the keys to our flat in Porto last weekend.", True),
    ("Feb 2 — Marco, home: Turin", "Sep 14 — Marco now calls Bologna home", True),
    ("2025-11-04: user lives in Ghent", "2026-02-10: keys handed back in Ghent, now renting in Antwerp", True),
    ("2025-11-20: user in Cape Town", "2026-02-15: Johannesburg, new house, fibre installed", True),
    ("home base = Osaka, JST hours", "user's in Vancouver now, use PT for scheduling", True),
    # ... not weekends away, a team's base, a trip, the user somewhere for an event.
    ("I live in Lyon.", "I spend weekends in Annecy at our flat.", False),
    ("The user's team is based in Singapore.", "The user is based in Kuala Lumpur.", False),
    ("I live in Lyon.", "I'm in Berlin now for the conference.", False),
    ("2026-01: user in Berlin.", "2026-02: user in Munich for Oktoberfest.", False),
    ("Tabs are preferred by the user in Go code.", "Two-space indentation is preferred by the user in YAML files.",
     False),
])
def test_a_home_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # Another employer (role_swap.py): told after "employer:" or "works for", a start said in other words
    # ("full-time at", "now @", "signed my offer with"), in a note that names nobody beside the user's own; a
    # role note keyed by "role" told again with an arrow.
    ("user employer: Datadog (since 2022)", "ex-Datadog; now @ Grafana Labs", True),
    ("2025-04-01: user @ Netflix, content eng", "2025-12-09: first day at Roku", True),
    ("2025-09-15: user is intern at SAP", "2026-01-20: internship over, full-time at Celonis", True),
    ("I work at Maersk as a routing analyst.", "Signed my offer with Flexport; my last day at the old job was Friday.",
     True),
    ("I work at Stripe on the payments infra team.", "Just wrapped my first week at Adyen.", True),
    ("user role: IC, backend", "role -> EM (6 reports)", True),
    # ... not a named person's note against a note naming nobody, a contact at another company, a gathering, a
    # role note about someone else.
    ("Priya works at Netflix.", "2025-12-09: first day at Roku", False),
    ("The user works for Shopify as a staff engineer.", "The user works for Shopify with a Vercel contractor.", False),
    ("user employer: Datadog", "user joined the Grafana Labs Slack community", False),
    ("user role: IC, backend", "role of the new hire -> EM", False),
])
def test_another_employer_or_role_told_again(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "person", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # "documentation" is the "docs" a subject names; a setting's name is no mark of another thing; "the other
    # repo" is another repo (compare.py, measure_swap.py).
    ("The docs site is built with Sphinx.", "Documentation is generated by MkDocs Material after the rewrite.", True),
    ("prometheus metrics scrape: 15s", "scrape_interval raised to 60s to cut costs", True),
    ("The user's repo has 3 microservices.", "The user's other repo has 7 microservices.", False),
    ("The docs site is built with Sphinx.", "The API reference is generated by MkDocs Material after the rewrite.",
     False),
])
def test_the_same_thing_in_other_words_and_the_other_one(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # One amount scaled with no new amount said (measure_swap.scaled_change).
    ("I give the build container 4 GB of RAM.", "Doubled the build container's memory allocation last week.", True),
    ("Nov 2 — batch size 64", "Nov 9 — halved batch (OOM)", True),
    ("Our request timeout is 30 seconds.", "We cut the request timeout in half.", True),
    # ... not another thing.
    ("Our request timeout is 30 seconds.", "We cut the page weight in half.", False),
])
def test_an_amount_scaled(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new", [
    # The rule alone (the learned reader weighs what the rules leave open and may speak on these).
    ("I give the build container 4 GB of RAM.", "Doubled the build container's CPU allocation last week."),
    ("Our request timeout is 30 seconds.", "We cut the staging request timeout in half."),
])
def test_a_scaled_amount_of_another_measure_or_scope_is_not_the_rules(old, new):
    from core.conflicts.measure_swap import scaled_change
    from core.conflicts.statement import read

    assert scaled_change(read(old), read(new)) is None
    assert scaled_change(read(old), read(new.replace("CPU", "memory").replace("staging ", ""))) is not None


@pytest.mark.parametrize("old, new, contradicts", [
    # "from X to Y" where the older memory already gives Y: how it came to hold, not a change (compare.py).
    ("The user is a senior producer at Riot Games.", "The user was promoted from producer to senior producer at "
     "Riot last year.", False),
    ("I get paged through PagerDuty for prod incidents.", "Our on-call paging moved from PagerDuty to incident.io, "
     "so that's where my prod pages come from.", True),
])
def test_the_older_memory_already_holds_what_the_change_led_to(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
