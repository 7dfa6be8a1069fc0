"""False alarms of terse notes (issue 15, round 14, precision16).

- A newer note that names another reply language for one occasion and says the older one still holds
  ("english still default") tells an exception, not a new preference.
- "cron: cache purge every 15m" / "cron: session cleanup every 15m": a key that only names a kind of thing
  (a cron, a task, a timer), two names and one setting told again: two things alike, not one renamed.
- "q90d", "q15m", "q4h": the shorthand for every so long reads as that period, so "every 90 days" agrees.
- "ghcr.io/acme/" is "ghcr.io/acme": a trailing slash is no other address; "cdn.acme.com/static" is
  "cdn.acme.com" told to its path, unless a change is said.
- "The payments UI is owned by Team Lynx": an acronym after a lower-case noun ends the thing's name, no party.
- "Prometheus is reachable on port 9090": a tool that a sentence locates is what it is about, not a tool in use.
- "based: Oslo" / "team lead based: Bergen": a key that adds a person (a relation, a role) is that person's.
- "Tea is preferred in the mornings" / "Coffee is preferred in the afternoons": one role at two times;
  "Detailed code comments are preferred" / "Brief commit messages are preferred": two things, each preferred.
- "api: v2 at api.x.io" / "api v1: legacy.x.io": each version of a thing at its own address.
- "Lina's lab is housed in Block D": the lab's place, not Lina's home.
- "was run over Meet on Monday since Zoom was down", "because of the daylight saving change": a reason's words,
  not a change of what the clause tells.

Each guard beside the contradiction it must still catch.
"""

from __future__ import annotations

import pytest

from core.conflicts.values import tokenize
from support.conflicts import check_decided


@pytest.mark.parametrize(("old", "new"), [
    ("pref: replies in english", "replied in german once for the Berlin vendor thread, english still default"),
    ("User wants replies in French.", "Replied in Spanish for the Madrid thread; French remains the default."),
    ("cron: cache purge every 15m", "cron: session cleanup every 15m"),
    ("cron: log rotate every 6h", "cron: disk check every 6h"),
    ("timer: backup at 02:00", "timer: reindex at 02:00"),
    ("secrets rotate q90d", "secret rotation every 90 days / quarterly-ish"),
    ("vitals check q4h", "vitals check every 4 hours"),
    ("registry: ghcr.io/acme", "registry: ghcr.io/acme/ (org-level)"),
])
def test_the_older_value_kept_or_another_thing_alike_is_no_contradiction(old, new):
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("pref: replies in english", "replies in german from now on"),
    ("User wants replies in French.", "User wants replies in Spanish going forward."),
    ("cron: cache purge every 15m", "cron: cache purge every 5m"),
    ("timer: backup at 02:00", "timer: backup at 03:00"),
    ("secrets rotate q90d", "secrets rotate every 30 days now"),
    ("secrets rotate q90d", "secrets rotation moved to q30d"),
    ("registry: ghcr.io/acme", "registry: ghcr.io/acme-platform"),
])
def test_the_value_changed_still_contradicts(old, new):
    check_decided(old, new, True)


@pytest.mark.parametrize(("word", "seconds"),
                         [("q90d", "7776000"), ("q15m", "900"), ("q4h", "14400"), ("q2w", "1209600")])
def test_the_every_shorthand_reads_as_a_period(word, seconds):
    periods = [t for t in tokenize(f"runs {word}") if t.kind == "period"]
    assert [t.norm for t in periods] == [seconds]
    assert periods[0].frequency


def test_a_trailing_slash_is_the_same_host():
    hosts = [t.norm for text in ("ghcr.io/acme", "ghcr.io/acme/") for t in tokenize(text) if t.kind == "host"]
    assert hosts == ["ghcr.io/acme", "ghcr.io/acme"]


@pytest.mark.parametrize(("old", "new"), [
    ("Assets are served from cdn.acme.com.", "Assets are served from cdn.acme.com/static."),
    ("The payments API is owned by Team Orca.", "The payments UI is owned by Team Lynx."),
    ("The admin CLI is maintained by Ravi.", "The admin SDK is maintained by Sasha."),
    ("Grafana is reachable on port 3000.", "Prometheus is reachable on port 9090."),
    ("Grafana is exposed on port 3000.", "Kibana is exposed on port 5601."),
    ("based: Oslo", "team lead based: Bergen"),
    ("home: Denver", "manager home: Boulder"),
    ("loc: Oslo", "cto loc: Bergen"),
    ("Tea is preferred by Sam in the mornings.", "Coffee is preferred by Sam in the afternoons."),
    ("My default shell on weekdays is zsh.", "My default shell on weekends is fish."),
])
def test_a_narrower_address_another_thing_or_another_holder_is_no_contradiction(old, new):
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("Assets are served from cdn.acme.com.", "Assets moved to cdn.acme.com/static last week."),
    ("Assets are served from cdn.acme.com.", "Assets are served from cdn2.acme.com."),
    ("The payments API is owned by Team Orca.", "The payments API is owned by Team Lynx now."),
    ("The admin CLI is maintained by Ravi.", "The admin CLI is maintained by Sasha since March."),
    ("The billing service is owned by Team Falcon.", "The billing service is now owned by IT."),
    ("Metrics are scraped by Prometheus.", "Metrics are scraped by Datadog agents since the migration."),
    ("based: Oslo", "based: Bergen"),
    ("home: Denver", "home: Boulder now"),
    ("The user's 1:1 with their manager is on Tuesdays at 3pm.", "The user's manager 1:1 moved to Thursdays at 4pm."),
    ("Tea is preferred by Sam in the mornings.", "Coffee is preferred by Sam in the mornings now."),
    ("My main editor is neovim.", "My main editor is helix."),
])
def test_the_same_thing_and_holder_changed_still_contradicts(old, new):
    check_decided(old, new, True)


@pytest.mark.parametrize(("old", "new"), [
    ("Detailed code comments are preferred by the team.", "Brief commit messages are preferred by the team."),
    ("api: v2 at api.x.io", "api v1: legacy.x.io"),
    ("Lina is housed in Block C.", "Lina's lab is housed in Block D."),
    ("The standup is run over Zoom.", "The standup was run over Meet on Monday since Zoom was down."),
    ("Window seats are preferred by Lena on flights.",
     "Aisle seats were booked for Lena on the overnight flight since windows were sold out."),
    ("Standups are preferred at 9:00 by the team.",
     "Standups were held at 10:00 this week because of the daylight saving change."),
])
def test_two_things_or_a_reason_told_beside_one_occasion_is_no_contradiction(old, new):
    check_decided(old, new, False)


@pytest.mark.parametrize(("old", "new"), [
    ("Dark themes are preferred by Hana.", "Light themes are preferred by Hana now."),
    ("The main monitor is the Dell U2720Q", "The main monitor is an LG 27UK850"),
    ("The default branch is main.", "The default branch is release candidate now."),
    ("api: v2 at api.x.io", "api v2 moved to api2.x.io"),
    ("Lina is housed in Block C.", "Lina's new flat is in Block D."),
    ("Kofi is based in Accra.", "Kofi's home is in Kumasi now."),
    ("The standup is run over Zoom.", "Standup is in Google Meet since the contract ended."),
    ("Billing is owned by Tom.", "Billing has been owned by Farah since Tom left."),
])
def test_one_thing_given_another_value_still_contradicts(old, new):
    check_decided(old, new, True)


def test_the_learned_reader_is_not_asked_about_a_page_of_the_older_address():
    from core.conflicts.learned_reader import _address_told_to_its_path, decide_or_learn
    from core.conflicts.statement import read

    old, page = "dashboard at grafana.x.io", "grafana.x.io/d/api for api dash"
    assert _address_told_to_its_path(read(old), read(page))
    assert decide_or_learn(old, page) is None
    assert not _address_told_to_its_path(read(old), read("dashboard at grafana2.x.io"))
    assert not _address_told_to_its_path(read(old), read("dashboard moved to grafana.x.io/d/api"))
    assert decide_or_learn(old, "dashboard moved to grafana.x.io/d/api") is not None


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # "out of X into Y", "off X onto Y": the older value left for the newer
    ("Incidents are announced in #ops-alerts.", "Incident announcements were moved out of #ops-alerts into #incidents.",
     True),
    ("CI runs on Jenkins.", "CI was migrated off Jenkins onto GitHub Actions.", True),
    ("Incidents are announced in #ops-alerts.",
     "Incidents were moved out of #ops-alerts into #incidents for the weekend.", False),
    ("Logs are in #logs.", "Logs are kept out of #general and go to #logs.", False),
    # "codeowner" is "codeowners"
    ("CODEOWNERS infra/: @sre-core", "infra/ codeowner swapped to @platform-eng", True),
    ("CODEOWNERS infra/: @sre-core", "docs/ codeowner: @writers", False),
])
def test_a_value_left_for_another_and_a_codeowner(old, new, contradicts):
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # one owner written two ways; another owner
    ("The billing service is owned by Team Falcon.", "The billing service is owned by the Falcon team.", False),
    ("The docs are maintained by @kofi.", "The docs are maintained by Kofi.", False),
    ("The billing service is owned by Team Falcon.", "The billing service is owned by the Heron team now.", True),
    ("The docs are maintained by @kofi.", "The docs are maintained by @bea now.", True),
    # a street word abbreviated; another street or number
    ("The office is at 12 Harbour St.", "The office is at 12 Harbour Street.", False),
    ("The office is at 12 Harbour St.", "The office moved to 14 Harbour Street.", True),
    ("The office is at 12 Harbour St.", "The office is at 12 Harbour Rd now.", True),
])
def test_one_owner_or_street_written_two_ways(old, new, contradicts):
    check_decided(old, new, contradicts)


def test_owners_and_street_addresses_agree_written_two_ways():
    from core.conflicts.agreement import agree

    assert agree("owner", "team-falcon", "falcon") and agree("owner", "@kofi", "kofi")
    assert not agree("owner", "team-falcon", "heron")
    assert agree("name", "12 harbour st", "12 harbour street")
    assert not agree("name", "st albans", "street albans")  # not an address: no number first


@pytest.mark.parametrize(("old", "new", "contradicts"), [
    # a choice of one thing over another told again for a narrower use is a rule for that use
    ("Tabs are preferred over spaces.", "Spaces are preferred over tabs in YAML.", False),
    ("Postgres is preferred over MySQL.", "SQLite is preferred over Postgres for local tests.", False),
    ("Rebase is preferred over merge.", "Squash is preferred over merge for small PRs.", False),
    ("Tabs are preferred over spaces.", "Spaces are preferred over tabs now.", True),
    ("Postgres is preferred over MySQL.", "MySQL is preferred over Postgres for everything now.", True),
    ("Rebase is preferred over merge.", "Merge is preferred over rebase in the team now.", True),
])
def test_a_choice_for_a_narrower_use(old, new, contradicts):
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new"), [
    # the time is the role's value, not a time it holds for; a change said between two things of one role
    ("Mornings are preferred for deep work.", "Evenings are preferred for deep work these days."),
    ("Email summaries are preferred by the client.", "Phone calls are preferred by the client now."),
])
def test_a_time_as_the_value_or_a_change_said_still_contradicts(old, new):
    check_decided(old, new, True)
