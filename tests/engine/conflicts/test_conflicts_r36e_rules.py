"""Version, address and tool told anew by structure (round 35, rules36e: the fifty train35 hands), beside near
misses of the same shape that must stay quiet:

- a URL's path told alone after the whole URL ("→ /v3/events"): the same URL's path replaced
  (:func:`core.conflicts.address_change.with_url_path`); not a path under the older one, a machine's folder, another
  thing;
- a port told "behind" a proxy, or a clause of another name before the value's own ("I gave 8081 to Kibana; …"):
  how it is served and what the other clause names are not the thing located (:func:`core.conflicts.addresses.located`);
- a product's "app" and a dotted "build" beside its version ("the Tidely app version 2.3", "reports build 4.0.1"),
  and where it shows it ("in its About screen"): the product's version (:mod:`core.conflicts.version_reading`);
- the older tool failing for good in a clause of its own ("kept crashing", "quit working") and the use put to another
  tool in another clause (:func:`core.conflicts.tool_gone.tool_gone`); not a failure mended, a while, or nothing else.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the
sentences are this file's own, in other settings than the pairs read.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

URL_PATH = [
    ("billing events webhook: https://hooks.quillpay.io/v2/events",
     "billing events webhook moved → /v3/events; v2 returns 410", True),
    ("The stock feed endpoint is https://feeds.marlowe.store/v1.",
     "The stock feed endpoint now answers on /v2 only.", True),
    # a path under the older one, a machine's folder, another thing on the host
    ("The stock feed endpoint is https://feeds.marlowe.store/v1.",
     "The stock feed endpoint also serves /v1/deltas for partial syncs.", False),
    ("The stock feed endpoint is https://feeds.marlowe.store/v1.",
     "The stock feed endpoint writes its cache to /var/cache/feeds.", False),
    ("The stock feed endpoint is https://feeds.marlowe.store/v1.",
     "The stock feed health check is served at /healthz.", False),
    # a path alone with no change told: another page of the host
    ("The stock feed endpoint is https://feeds.marlowe.store/v1.",
     "The stock feed endpoint keeps its schema at /schema/feed.json.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), URL_PATH)
def test_a_url_path_told_alone_replaces_the_older_urls_path(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


PORT_THINGS = [
    ("My wiki server runs on port 8090 behind Caddy.", "My wiki server listens on 8095 since the upgrade.", True),
    ("I run the preview server on port 4000.", "I gave 4000 to Kibana; the preview server listens on 4400 now.",
     True),
    # another thing behind the proxy, the older port kept
    ("My wiki server runs on port 8090 behind Caddy.", "Caddy itself listens on 443 in front of the wiki.", False),
    ("I run the preview server on port 4000.", "I gave 4400 to Kibana; the preview server stays on 4000.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PORT_THINGS)
def test_how_a_port_is_served_and_another_clause_are_not_the_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


APP_BUILD = [
    ("I run the FieldNote app version 5.2 on my survey tablet.",
     "The survey tablet updated itself overnight and FieldNote reports build 6.0.2.", True),
    ("The user's bird count app is on version 1.4.",
     "The user updated the bird count app, which shows 2.0 in its settings screen.", True),
    # another product beside the app, a run's build number, the same version told again
    ("I run the FieldNote app version 5.2 on my survey tablet.",
     "The FieldNote sync plugin version 1.1 was added to my survey tablet.", False),
    ("I run the FieldNote app version 5.2 on my survey tablet.",
     "FieldNote reports build 5.2.0 on my survey tablet.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), APP_BUILD)
def test_an_apps_version_and_a_dotted_build_are_the_products(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL_FAILED = [
    ("I cut the stencils with a Cricut Maker.",
     "The Cricut quit working, so I cut stencils with a Silhouette Cameo now.", True),
    ("The user mixes podcast episodes in Audacity.",
     "Audacity kept crashing on long sessions, so the user mixes episodes in Reaper these days.", True),
    ("I track pallet counts with a Zebra scanner.",
     "The Zebra scanner stopped working; pallet counts are done with a Honeywell handheld.", True),
    # mended, a while, no other tool named
    ("The user mixes podcast episodes in Audacity.",
     "Audacity kept crashing, so the user reinstalled it with the latest build.", False),
    ("The user mixes podcast episodes in Audacity.",
     "When Audacity kept crashing last spring, the user mixed a few episodes in Reaper.", False),
    ("I track pallet counts with a Zebra scanner.",
     "The Zebra scanner kept freezing in the cold store; I now warm it up first.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_FAILED)
def test_the_older_tool_failing_and_the_use_put_to_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION_REPLACED = [
    ("The ward's charting software is kept at release 4.2 on all carts.",
     "Release 4.5 of the charting software went out to every cart, superseding 4.2.", True),
    ("field CRM: Routewise v7", "Routewise v8 rolled out; v7 unsupported", True),
    # the older version kept beside the newer, a newer one on another holder, a newer one talked of only
    ("The ward's charting software is kept at release 4.2 on all carts.",
     "Release 4.5 of the charting software went to the training cart; the ward carts stay on 4.2.", False),
    ("field CRM: Routewise v7", "Routewise v8 is out; v7 still supported", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_REPLACED)
def test_the_older_version_named_as_what_the_newer_replaced(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


ADDRESS_NEAR_MISSES = [
    # one URL told as its host and its path, a move only talked of, the older thing set apart, a stand-in till a day
    ("The recipe archive is served at https://panfield.org/recipes/.",
     "The recipe archive is served from panfield.org under the /recipes path.", False),
    ("The booking site is hosted at stayhollow.com.",
     "A move of the booking site to stayhollow.travel was proposed at the meeting.", False),
    ("I publish the changelog to changes.burrowkit.dev.",
     "The roadmap, not the changelog, is what I publish to roadmap.burrowkit.dev.", False),
    ("2025-04-02 — till receipts printed with a Star TSP100.",
     "2025-04-05 — Star printer out of service till Monday, receipts e-mailed instead.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_NEAR_MISSES)
def test_one_value_in_parts_a_plan_or_another_thing_stay_quiet(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


MAIL_AROUND = [
    ("I send room-booking requests to rooms.east@harlowclinic.org.",
     "rooms.east bounces now; booking requests go to facilities@harlowclinic.org instead.", True),
    ("Supplier invoices are sent to payables@ferncraft.co.",
     "Ever since the finance merger, supplier invoices go to ap@ferncraft-group.com.", True),
    ("2025-02-01 — club secretary contact: sec@rowanrowing.org",
     "2025-06-01 — club secretary contact updated to hello@rowanrowing.org across all newsletters", True),
    # another thing, the older address kept, one added beside it
    ("I send room-booking requests to rooms.east@harlowclinic.org.",
     "Parking requests go to parking@harlowclinic.org instead of the front desk.", False),
    ("Supplier invoices are sent to payables@ferncraft.co.",
     "Ever since the finance merger, payroll queries go to hr@ferncraft-group.com.", False),
    ("2025-02-01 — club secretary contact: sec@rowanrowing.org",
     "2025-06-01 — club secretary contact also reachable at hello@rowanrowing.org", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MAIL_AROUND)
def test_a_reason_before_or_a_where_after_the_address_is_not_the_thing(old: str, new: str,
                                                                        contradicts: bool) -> None:
    check_decided(old, new, contradicts)


DEFAULT_PORT = [
    ("print server web UI: http://10.8.1.4", "print server web UI = http://10.8.1.4:80", False),
    ("print server web UI: https://print.kestrel.lan", "print server web UI: https://print.kestrel.lan:443/", False),
    ("print server web UI: http://10.8.1.4", "print server web UI = http://10.8.1.4:8080", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), DEFAULT_PORT)
def test_a_urls_scheme_port_told_is_the_same_url(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
