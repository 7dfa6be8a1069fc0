"""False alarms of the rules on fresh hands (issue 15, round 27, rules27b: dev26-q, dev27-p and holdout-v26, rules
alone), each read away by a structure a new hand will write again, beside contradictions that must still be found:

- one known place told by another of its names — "Den Haag" / "The Hague" — is no move
  (:func:`core.conflicts.place_within.one_place`, over the place table's aliases);
- one sentence opening "Before <year / month / last period>" told in the past says how it was until then, as a
  fronted "Until" does (:func:`core.conflicts.bounds.bound`);
- a title's initials written out in lower case — "SRE" / "site reliability engineer" — are one title
  (:func:`core.conflicts.initials.older_spelled_out`);
- another fact of one thing (:mod:`core.conflicts.another_fact`): the older holder as the agent of another verb
  ("moved onto Jenkins by Aurelio"), how often against how long ("every morning" / "60 days"), two named products
  each with its version ("Grafana 10.2" / "Prometheus upgraded to 2.51"), a count placed in a part the older memory
  never names ("9 primates in the new rainforest exhibit").
"""

from __future__ import annotations

import pytest

from core.conflicts.another_fact import another_fact
from core.conflicts.attitude_values import _among
from core.conflicts.bounds import bound
from core.conflicts.initials import older_spelled_out
from core.conflicts.place_within import one_place
from support.conflicts import check_decided

PLACE_BY_ANOTHER_NAME = [
    ("The user lives in Den Haag.", "The user is a resident of The Hague.", False),
    ("I live in München.", "I'm a resident of Munich.", False),
    ("The user lives in Den Haag.", "The user moved to Rotterdam.", True),
    ("The user lives in Den Haag.", "The user is a resident of Rotterdam now.", True),
]

FRONTED_BEFORE = [
    ("The conda mirror is served from mirror.hpc.fenwick.ac.uk.",
     "Before 2023 the conda mirror was hosted at conda.fenwick.ac.uk, which now just redirects.", False),
    ("I live in Lisbon.", "Before 2024, I lived in Porto.", False),
    ("The conda mirror is served from mirror.hpc.fenwick.ac.uk.",
     "The conda mirror is now served from conda.fenwick.ac.uk.", True),
    ("The conda mirror is served from mirror.hpc.fenwick.ac.uk.",
     "The conda mirror moved to conda.fenwick.ac.uk in 2024.", True),
]

TITLE_INITIALS_SPELLED = [
    ("title: SRE, platform team, Okafor Auction House",
     "user = site reliability engineer on Okafor's platform squad", False),
    ("title: SRE, platform team, Okafor Auction House",
     "user = data platform engineer on Okafor's platform squad", True),
    ("title: SRE, platform team, Okafor Auction House", "user = data engineer on Okafor's platform squad", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), PLACE_BY_ANOTHER_NAME)
def test_a_place_by_another_of_its_names_is_one_place(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("older", "newer", "same"), [
    ("Den Haag", "Hague", True),
    ("München", "Munich", True),
    ("Den Haag", "Rotterdam", False),
    ("Den Haag", "Den Haag", False),  # the same spelling: nothing told two ways
    ("Den Haag", "Hague office", False),  # a word the table does not know: not read
])
def test_one_place(older: str, newer: str, same: bool) -> None:
    assert one_place(older, newer) is same


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_BEFORE)
def test_a_fronted_before_told_in_the_past_is_history(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("new", "frame"), [
    ("Before 2023 the conda mirror was hosted at conda.fenwick.ac.uk.", "past"),
    ("Before March, the conda mirror was hosted at conda.fenwick.ac.uk.", "past"),
    ("Before the rollout the conda mirror was hosted at conda.fenwick.ac.uk.", None),  # no time placed
])
def test_the_frame_of_a_fronted_before(new: str, frame: str | None) -> None:
    assert bound("The conda mirror is served from mirror.hpc.fenwick.ac.uk.", new) == frame


@pytest.mark.parametrize(("old", "new", "contradicts"), TITLE_INITIALS_SPELLED)
def test_a_titles_initials_written_out_in_lower_case_are_one_title(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_initials_are_read_from_three_or_four_plain_words_only() -> None:
    assert older_spelled_out("title: SRE", "a site reliability engineer", "SRE") == "title: site reliability engineer"
    assert older_spelled_out("title: PM", "billed per month", "PM") is None  # two words: anyone's initials
    assert older_spelled_out("title: SRE", "a site, reliability engineer", "SRE") is None


# --- another fact of one thing (core.conflicts.another_fact) --------------------------------------------------------

HOLDER_AS_AGENT = [
    ("The module build pipeline is maintained by Aurelio.",
     "The module build pipeline was moved onto Jenkins by Aurelio.", False),
    ("The module build pipeline is maintained by Aurelio.",
     "The module build pipeline is maintained by Priya now.", True),
    ("The pipeline is owned by Aurelio.", "The pipeline was handed to Joon by Aurelio.", True),
]

RECURRENCE_AGAINST_SPAN = [
    ("The CCTV footage is reviewed by security every morning.",
     "CCTV footage retention was extended to 60 days by the auction house.", False),
    ("The CCTV footage is reviewed by security every morning.",
     "The CCTV footage is now reviewed by security every evening.", True),
    ("CCTV footage is kept for 30 days.", "CCTV footage is now kept for 60 days.", True),
    # "every 90 days" is a period of days: one attribute with "30 days"
    ("API keys are rotated every 90 days.", "The API key rotation period was shortened to 30 days.", True),
]

TWO_PRODUCTS_VERSIONED = [
    ("2026-01-08 — Grafana 10.2 on the monitoring box.",
     "2026-02-17 — Prometheus upgraded to 2.51 on the monitoring box.", False),
    ("2026-01-08 — Grafana 10.2 on the monitoring box.",
     "2026-02-17 — Grafana upgraded to 11.0 on the monitoring box.", True),
    ("We use Grafana for dashboards.", "We replaced Grafana with Kibana for dashboards.", True),
]

COUNT_OF_A_PART = [
    ("The user's zoo cares for 42 primates.", "The user's zoo has 9 primates in the new rainforest exhibit.", False),
    ("The user's zoo cares for 42 primates.", "The user's zoo now cares for 45 primates.", True),
    ("The user's zoo cares for 42 primates.", "The user's zoo has 45 primates in total now.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_AS_AGENT)
def test_the_older_holder_as_the_agent_of_another_verb_still_holds(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RECURRENCE_AGAINST_SPAN)
def test_how_often_and_how_long_are_two_attributes(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TWO_PRODUCTS_VERSIONED)
def test_two_named_products_each_with_its_version_are_two_products(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_OF_A_PART)
def test_a_count_placed_in_a_part_is_no_new_whole(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "detail", "apart"), [
    ("x", "y", {"old_value": "every morning", "new_value": "60 days"}, True),
    ("x", "y", {"old_value": "30 days", "new_value": "twice a week"}, True),
    ("x", "y", {"old_value": "30 days", "new_value": "60 days"}, False),
    ("x", "y", {"old_value": "every 90 days", "new_value": "30 days"}, False),
    ("Grafana 10.2 here.", "Prometheus 2.51 here.", {}, True),
    ("Grafana 10.2 here.", "Prometheus 2.51 replaced Grafana here.", {}, False),
    ("Grafana here.", "Prometheus 2.51 here.", {}, False),
])
def test_another_fact(old: str, new: str, detail: dict, apart: bool) -> None:
    reason = "same use (observability), grafana → prometheus" if "Grafana" in old else "same attribute (x), a → b"
    assert another_fact(old, new, reason, detail) is apart


NOTE_OF_THE_HOME = [
    ("residence: Tallinn, Kalamaja, flat on 3rd floor", "Kalamaja flat: landlord raising rent 8% from Sept", False),
    ("residence: Tallinn, Kalamaja, flat on 3rd floor", "Kalamaja flat: given up, moved to Tartu", True),
    ("residence: Tallinn, Kalamaja, flat on 3rd floor", "residence: Tartu, Karlova", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), NOTE_OF_THE_HOME)
def test_a_note_keyed_by_the_home_that_names_no_place_is_another_attribute(old: str, new: str,
                                                                          contradicts: bool) -> None:
    check_decided(old, new, contradicts)


UNIT_SYSTEM_REFUSED = [
    ("The user prefers metric units in cluster capacity reports.",
     "The user asked for capacity figures in SI units, never imperial.", False),
    ("The user prefers metric units in cluster capacity reports.",
     "The user asked for capacity figures in imperial units, never metric.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), UNIT_SYSTEM_REFUSED)
def test_a_refused_unit_system_is_that_system_not_the_older_one(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_a_keyed_refusal_is_one_value_whole() -> None:
    """ "never imperial" refuses units=imperial: the key ("unit") it shares with the older units=metric is no value."""
    assert not _among("units=imperial", frozenset({"unit", "units=metric"}))
    assert _among("units=metric", frozenset({"unit", "units=metric"}))
    assert _among("morn", frozenset({"morning"}))
