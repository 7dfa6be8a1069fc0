"""Licences told anew as fresh hands word them (round 36, rules37d: the fifty train36 hands and the census), each read
by structure in :mod:`core.conflicts.licence_swap` and :mod:`core.conflicts.licence_reading`, beside near misses of
the same shape that must stay quiet:

- licences the reader did not know: the Open Government Licence ("OGL"), the CDDL, and "all-rights-reserved" written
  as one hyphened word; "Creative Commons" named beside them is no other thing;
- the older licence named before the new one in a clause that ends it ("came off GPL", "was halted", "was a
  mislabel", "entry was wrong"): the one left, not one still held;
- a header or notice the thing carries, or that was put in the older one's place: the licence it is under, not one
  only looked at;
- who licensed it ("legal relicensed …"), where the licence is written ("the license field in package.json") and a
  fronted "From the X onward": no words of another thing;
- a newer licence bounded before now in its own clause ("in its beta days", "until v0.2", "before the licence
  change"): the thing's past, not a change.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); each
table holds pairs in other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

LICENCES_NEWLY_READ = [
    ("The parish flood maps are published under the Open Government Licence v3.", "The parish flood maps have been "
     "republished under CC BY 4.0 by the county GIS team.", True),
    ("The telemetry decoder is licensed under CDDL-1.0.", "The telemetry decoder's LICENSE file was replaced with "
     "Apache-2.0 by the maintainers.", True),
    ("I share my loom-threading charts under CC BY 4.0.", "I pulled the loom-threading charts back to "
     "all-rights-reserved after a shop reprinted them.", True),
    ("I share my harbour sketches under CC BY-SA 4.0.", "I withdrew the Creative Commons licence from the harbour "
     "sketches; all rights reserved from now on.", True),
    # near misses: the same licence told again, another thing, a plan
    ("The parish flood maps are published under the Open Government Licence v3.", "The parish flood maps are still "
     "published under the OGL v3.", False),
    ("I share my loom-threading charts under CC BY 4.0.", "My quilting blog photos are all-rights-reserved.", False),
    ("I share my loom-threading charts under CC BY 4.0.", "I'm thinking about taking the loom-threading charts "
     "all-rights-reserved next year.", False),
]

OLDER_LICENCE_LEFT = [
    ("The kiln-log parser is released under GPL-3.0.", "The kiln-log parser came off GPL; its LICENSE reads MIT "
     "now.", True),
    ("bellows-sync package licence: MIT", "bellows-sync: MIT was a mislabel; actual = Apache-2.0", True),
    ("ferry-alerts bot licence: GPL-3.0", "ferry-alerts bot licence fix: it's AGPL-3.0, GPL entry was wrong", True),
    # near misses: the older licence kept beside another offered, a part under its own licence
    ("The kiln-log parser is released under GPL-3.0.", "The kiln-log parser is GPL-3.0, and a commercial licence is "
     "also offered.", False),
    ("The kiln-log parser is released under GPL-3.0.", "The kiln-log parser stays GPL; its docs are under CC BY "
     "4.0.", False),
]

HEADER_CARRIED = [
    ("The user publishes the sonar-plot scripts under GPL-2.0.", "The user says the sonar-plot scripts carry an MIT "
     "header since the lab asked for permissive terms.", True),
    ("The glaze calculator is released under the ISC licence.", "The ISC notice was removed from the glaze "
     "calculator and replaced with the MPL-2.0 licence text.", True),
    # near misses: headers only checked, a question
    ("The user publishes the sonar-plot scripts under GPL-2.0.", "The user checked the MIT headers on the vendored "
     "plotting library.", False),
    ("The user publishes the sonar-plot scripts under GPL-2.0.", "The user asked whether the sonar-plot scripts "
     "could carry an MIT header.", False),
]

TOLD_AROUND_THE_THING = [
    ("2024-05-02 — drone-log viewer released under MIT.", "2025-03-01 — legal relicensed the drone-log viewer "
     "EUPL-1.2", True),
    ("tideclock licence = ISC", "tideclock: license field in package.json changed to MPL-2.0 in v2", True),
    ("I share my bobbin-lace prickings under CC BY 4.0.", "From the winter collection onward my lace prickings carry "
     "CC BY-NC 4.0.", True),
    # near misses: another thing told in the same shape
    ("I share my bobbin-lace prickings under CC BY 4.0.", "From the winter collection onward my embroidery charts "
     "carry CC BY-NC 4.0.", False),
    ("2024-05-02 — drone-log viewer released under MIT.", "2025-03-01 — legal relicensed the flight planner "
     "EUPL-1.2", False),
]

PAST_BOUND = [
    # The lead's unseen check (round 36): the newer licence held before another was adopted, or back in a year.
    ("Mapping toolkit licence: MPL-2.0.", "The mapping toolkit shipped under CDDL before the MPL adoption.", False),
    ("Mapping toolkit licence: MPL-2.0.", "Back in 2021 the mapping toolkit was under CDDL.", False),
    ("The seed-catalogue app is licensed under Apache-2.0.", "The seed-catalogue app was relicensed to GPL-3.0 last "
     "month.", True),
    # near misses: the newer licence told of the thing's past
    ("The seed-catalogue app is licensed under Apache-2.0.", "The seed-catalogue app was shipped under GPL-2.0 in "
     "its beta days, before the 2022 relicense.", False),
    ("hive-monitor licence: MIT", "hive-monitor had no licence until v0.2; MIT ever since", False),
    ("The seed-catalogue app is licensed under Apache-2.0.", "Version 0.4 of the seed-catalogue app was released "
     "under MIT before the licence change.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCES_NEWLY_READ)
def test_licences_newly_read(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_LICENCE_LEFT)
def test_the_older_licence_left_in_its_clause(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HEADER_CARRIED)
def test_a_header_the_thing_carries(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TOLD_AROUND_THE_THING)
def test_words_told_around_the_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PAST_BOUND)
def test_a_licence_bounded_before_now(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
