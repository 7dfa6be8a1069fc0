"""One named thing's version told again with another version, in any sentence shape (version_swap.py):
the thing read from the name before the version, a name glued to it, a short form or a file named for
it. Near misses: another thing's version, another holder, scope or purpose, a requirement, a release,
a trial, a refinement of the same version, labels and counts that only look like versions."""

from __future__ import annotations

import pytest

from core.conflicts.version_reading import versions
from core.conflicts.version_swap import version_change
from support.conflicts import check


@pytest.mark.parametrize("old, new", [
    ("Our reporting MySQL is version 5.7.", "Reporting MySQL went to 8.0 over the weekend."),
    ("python: 3.10.12", "python 3.12.1 (.python-version bumped)"),
    ("k8s: 1.27", "k8s upgraded → 1.30 everywhere"),
    ("Nov 2 — Go toolchain 1.21", "Jan 9 — go-toolchain.toml says 1.23 now"),
    ("The ingress is pinned to Traefik 2.10.", "Traefik was upgraded to 3.1 on every cluster."),
    ("The blog database is MariaDB 10.6 on the web-2 host", "The blog database is now MariaDB 11.4"),
])
def test_a_new_version_of_the_same_thing_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("We run Helm 3.12 in CI", "Bumped the Datadog chart to 3.40 in Helm"),
    ("The web app is on Vue 3.3", "The web app uses vue-router 4.2"),
    ("Python 3.11 on the build box", "Python 3.12 on my laptop"),
    ("MySQL 5.7 in production", "Staging MySQL is 8.0"),
    ("The team runs Deno 1.40.", "Deno 1.45 was released yesterday."),
    ("The team runs Deno 1.40.", "We tried Deno 1.45 on a branch."),
    ("The team runs Deno 1.40.", "The plugin requires Deno 1.42 or later."),
    ("Our cluster runs Kubernetes 1.29", "Our cluster runs Kubernetes 1.29.3"),
    ("The billing worker runs Ruby 3.1", "The search worker runs Ruby 3.3"),
    ("Milestone 12 ships on Friday", "Milestone 13 ships on Friday"),
    ("Grafana listens on 3000", "Grafana listens on 3001 for the demo"),
    ("The blog database is MariaDB 10.6 on the web-2 host", "The primary database is MariaDB 11.4"),
    ("The blog database is MariaDB 10.6", "The main database runs MariaDB 11.4"),
])
def test_another_things_version_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)


def test_the_thing_of_a_version_is_read_from_where_it_stands():
    assert versions("pg13 is EOL here, on 15 now") == (("postgres", "13"), ("postgres", "15"))
    assert versions("tf pin lifted → 1.8.x") == (("terraform", "1.8"),)
    assert versions("The docs site uses vue-router 4.2") == ()
    assert versions("The team is 5 engineers") == ()
    assert versions("standup: 09:30, 16 GB box") == ()
    assert version_change("Postgres 14 prod", "prod PG 16 after the weekend migration") \
        == "same thing (postgres) version, 14 → 16"


@pytest.mark.parametrize("old, new", [
    ("elixir: 1.15 stable", "elixir pinned 1.17 (.tool-versions updated)"),
    ("The tablet app is compiled against Android SDK 33.",
     "The tablet app's Android SDK was raised to 34 for the Play Store deadline."),
    ("2025-08-02: prod Redis 6.2", "2026-01-20: prod Redis 7.2 cutover done"),
])
def test_a_version_told_with_its_channel_sdk_or_rollout_contradicts(engine, clock, old, new):
    check(engine, clock, old, new, "note", True)


@pytest.mark.parametrize("old, new", [
    ("The iOS app is built against SDK 16.", "The Android app is built against SDK 34."),
    ("2025-08-02: prod Redis 6.2", "2026-01-20: staging Redis 7.2 cutover done"),
    ("The API gateway runs Kong 3.4.", "Kong 3.6 was raised for the Q3 deadline on the staging gateways."),
    ("Node 18 stable in prod.", "Node 20 stable came out last week."),
])
def test_another_holders_sdk_or_rollout_is_not_a_change(engine, clock, old, new):
    check(engine, clock, old, new, "note", False)
