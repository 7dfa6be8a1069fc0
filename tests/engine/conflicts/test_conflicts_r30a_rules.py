"""One typed value told anew in a note, a fragment or another word order (issue 15, round 30, rules30a: holdout-v29,
dev29-q), each read by structure, beside near misses of the same shape that must stay quiet:

- a thing named by a short form of the other memory's words (:mod:`core.conflicts.short_forms`): initials ("GC",
  "PTW", "F&G") or a package name hyphened in another order ("eslint-plugin-svelte"); not initials of a run that
  opens on a small word, another package, another meeting;
- a crew's shift as a rate's cycle ("per shift", "every shift"), as "every sprint" is, and a repository's event after
  "every" ("every push", "every PR"); not an amount per shift, another suite;
- a year that closes a product's name ("PitStop Pro 2022") as its version; not an edition ("Budget 2025"), another
  product, a trial;
- a timetabled thing's time told with its verb and another word for its place in the series ("last boat: 17:30" /
  "the final boat leaves 18:15"); not the first boat, another destination;
- a value told with whose rule it follows after it ("at 06:15 under the new OIM's rules", :mod:`.asides`), or who
  made a passive change ("was stretched to … by the process engineer"); not the older time again, another group's
  meeting, what blocks a change ("is blocked by a pydantic issue"), a window ("for the summer");
- a later dated fragment followed by one past clause that says why ("client standup 11:00, their team went to
  Toronto hours", :mod:`.later_note`); not a relative clause ("which ran long"), another meeting;
- a count changed by a verb said without its subject, then what it leaves with the older text's qualifier ("Lost
  three clients this quarter, which leaves nine on retainer", :mod:`.value_after`); not where they went, a part;
- a count told with "head" counting the animal the note names ("goat herd 45 head" / "61 goats"), and an amount "of
  Gouda a week" a rate as "wheels a week" is; not another animal or another cheese.

Each pair is read as capture's reader path reads it (:func:`support.conflicts.check_found_by_a_rule`): a true change
found by a rule, a near miss left quiet. Each table also holds pairs in other words than the tuning pairs', so a
reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.short_forms import short_form_change
from core.conflicts.values import tokenize
from core.conflicts.version_reading import versions
from support.conflicts import check, check_found_by_a_rule

SHORT_FORMS = [
    ("2025-02-08 — gas chromatograph software MaxBase 3.0.", "2025-07-12 — GC on MaxBase 3.2 after vendor visit.",
     True),
    ("2025-02-08 — gas chromatograph software MaxBase 3.0.", "2025-07-12 — LIMS on MaxBase 3.2 after vendor visit.",
     False),
    ("The fire and gas system test is carried out on the first Sunday of each month.",
     "The F&G test has been permanently rescheduled to the last Saturday of the month.", True),
    ("The quality management review is held on the second Tuesday of each month.",
     "The QMR was moved to the last Thursday of the month for good.", True),
    ("The quality management review is held on the second Tuesday of each month.",
     "The HSE audit is held on the last Thursday of the month.", False),
    ("The Svelte ESLint plugin is pinned at 2.35.", "The eslint-plugin-svelte pin was raised to 2.46 in the lockfile.",
     True),
    ("The React ESLint plugin is pinned at 7.33.",
     "The eslint-plugin-react-hooks pin was raised to 4.6 in the lockfile.", False),
    ("The Vue router plugin is pinned at 4.2.", "The plugin-router-vue pin was raised to 4.3.", True),
    ("ci: Jenkins for the HL7 interface repo", "ci: GitLab CI for the FHIR gateway repo", False),
]

SHIFT_RATES = [
    ("densitometer check: per shift", "densitometer check: once a day", True),
    ("densitometer check: per shift", "densitometer check: every shift", False),
    ("The forklift batteries are inspected every shift.", "The forklift batteries are now inspected weekly.", True),
    ("The forklift batteries are inspected every shift.", "The forklift batteries are inspected each shift.", False),
    ("Pallets wrapped: 40 per shift.", "Pallets wrapped: 40 per shift on line 2.", False),
    # a repository's events after "every", as a job's cycle
    ("e2e suite: nightly", "e2e suite: every push now", True),
    ("CI runs the unit tests on every push.", "CI runs the unit tests on every PR now.", True),
    ("Each PR is required to have two approvals.", "Each PR is required to have one approval.", True),
    ("CI runs the unit tests on every push.", "CI runs the e2e tests nightly.", False),
]

YEAR_VERSIONS = [
    ("preflight plug-in: PitStop Pro 2022", "PitStop Pro 2024 installed on all prepress seats", True),
    ("preflight plug-in: PitStop Pro 2022", "Acrobat Pro 2024 installed on all prepress seats", False),
    ("preflight plug-in: PitStop Pro 2022", "PitStop Pro 2024 trial installed on one seat", False),
    ("Our council file servers run Windows Server 2016.",
     "I finished upgrading the last file server to Windows Server 2022 yesterday.", True),
    ("Our fiscal plan document is Budget 2025.", "We are drafting Budget 2026 alongside it.", False),
]

COUNTED_ANEW = [
    ("2025-03-01 — goat herd 45 head.", "2025-08-19 — 61 goats after kidding.", True),
    ("2025-03-01 — goat herd 45 head.", "2025-08-19 — 61 sheep after lambing.", False),
    ("cattle: 120 head", "We now run 140 head of cattle.", True),
    ("goat herd: 45 head", "sheep flock: 61 head", False),
    ("I make about 40 wheels of Gouda a week.", "We sold half the herd, so I'm down to 25 wheels a week.", True),
    ("I make about 40 wheels of Gouda a week.", "I also make about 25 wheels of Edam a week.", False),
    ("I bake about 30 loaves of rye a day.", "These days I bake 18 loaves a day.", True),
]

TIMETABLED = [
    ("2025-10 — last boat on the glacier lagoon: 17:30.", "2026-04 — lagoon's final boat leaves 18:15.", True),
    ("2025-10 — last boat on the glacier lagoon: 17:30.", "2026-04 — lagoon's first boat leaves 08:15.", False),
    ("last train to Leeds: 23:10", "The final train to Leeds leaves 23:40.", True),
    ("last train to Leeds: 23:10", "The final train to York leaves 23:40.", False),
]

# Whose rule a value follows, after it ("under the new OIM's rules"): the head is the statement.
UNDER_A_RULE = [
    ("The user's permit-to-work meeting is at 06:30 daily.",
     "The user's crew holds the PTW meeting at 06:15 under the new OIM's rules.", True),
    ("The user's permit-to-work meeting is at 06:30 daily.",
     "The user's crew holds the PTW meeting at 06:30 under the new OIM's rules.", False),
    ("The site induction is at 08:00 daily.", "The site induction is at 07:30 under the new manager's rules.", True),
    ("The site induction is at 08:00 daily.",
     "The contractors' induction is at 07:30 under the new manager's rules.", False),
    # who made a change told in the passive, closing the sentence
    ("The analyser sample lines are purged every shift.",
     "Sample line purging was stretched to once every 24 hours by the process engineer.", True),
    ("The kiln is fired every Tuesday.", "Kiln firing was moved to every Thursday by the studio manager.", True),
    ("The API is pinned to FastAPI 0.110.", "The API's FastAPI upgrade to 0.115 is blocked by a pydantic issue.",
     False),
    ("The kiln is fired every Tuesday.",
     "Kiln firing was moved to every Thursday for the summer by the studio manager.", False),
]


# A later dated fragment, then why after a comma ("their team went to Toronto hours"): the fragment is the value.
LATER_FRAGMENT_THEN_WHY = [
    ("2025-01-10 — standup with Svelte client at 9:30.",
     "2025-04-01 — client standup 11:00, their team went to Toronto hours.", True),
    ("2025-01-10 — standup with Svelte client at 9:30.",
     "2025-04-01 — client standup 9:30, their team went to Toronto hours.", False),
    ("2025-01-10 — standup with Svelte client at 9:30.", "2025-04-01 — client standup 11:00, which ran long.", False),
    ("2025-01-10 — standup with Svelte client at 9:30.",
     "2025-04-01 — client demo 11:00, their team went to Toronto hours.", False),
    ("2025-02-03 — yard gate opens 06:00.", "2025-06-20 — yard gate opens 05:30, the hauliers asked for it.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LATER_FRAGMENT_THEN_WHY)
def test_a_later_dated_fragment_then_why(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


# A count changed by a verb without its subject, then what it leaves with the older text's own qualifier.
LEFT_AFTER_A_COUNT_VERB = [
    ("I've got 12 Svelte clients on retainer.", "Lost three clients this quarter, which leaves nine on retainer.",
     True),
    ("I've got 12 Svelte clients on retainer.", "Lost three clients to Acme, which leaves nine on retainer.", False),
    ("I've got 12 Svelte clients on retainer.", "Lost three clients this quarter, which leaves nine in arrears.",
     False),
    ("We keep 20 hives at the orchard.", "Lost four hives over winter, leaving 16 at the orchard.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LEFT_AFTER_A_COUNT_VERB)
def test_what_a_count_verb_leaves(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), UNDER_A_RULE)
def test_a_value_told_under_someones_rule(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TIMETABLED)
def test_a_timetabled_things_time_told_with_its_verb_and_another_ordinal_word(old: str, new: str,
                                                                            contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SHORT_FORMS)
def test_a_thing_named_by_a_short_form_of_the_older_words(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SHIFT_RATES)
def test_a_shift_is_a_rates_cycle(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), YEAR_VERSIONS)
def test_a_year_that_closes_a_products_name_is_its_version(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNTED_ANEW)
def test_one_count_told_anew_in_another_counting_word(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), [SHORT_FORMS[0], SHORT_FORMS[1], COUNTED_ANEW[0],
                                                         YEAR_VERSIONS[0]])
def test_through_the_store(engine, clock, old: str, new: str, contradicts: bool) -> None:
    check(engine, clock, old, new, "note", contradicts)


def test_the_short_forms_spelled_as_the_other_memory_writes_them() -> None:
    def told(old: str, new: str) -> tuple[str, str] | None:
        return short_form_change(old, new, lambda a, b: (a, b))

    assert told("The permit-to-work meeting is at 06:30.", "The PTW meeting is at 06:15.") == (
        "The permit-to-work meeting is at 06:30.", "The permit-to-work meeting is at 06:15.")
    # the older memory's short form is read in the newer memory's words
    assert told("The PTW meeting is at 06:30.", "The permit-to-work meeting is at 06:15.") == (
        "The permit-to-work meeting is at 06:30.", "The permit-to-work meeting is at 06:15.")
    assert told("fire and gas test: monthly", "F&G test: weekly") == ("fire and gas test: monthly",
                                                                       "fire and gas test: weekly")
    # initials both texts write, two runs they could stand for, a run that opens on a small word: left as they are
    assert told("The PTW meeting (permit-to-work) is at 06:30.", "The PTW meeting is at 06:15.") is None
    assert told("gas chromatograph and gel column software", "GC software: 3.2") is None
    assert told("ci: Jenkins for the HL7 interface repo", "ci: GitLab CI for the FHIR gateway repo") is None


def test_the_typed_readings() -> None:
    def values(text: str) -> set[tuple[str, str, str]]:
        return {(t.kind, t.norm, getattr(t, "unit", "")) for t in tokenize(text) if t.kind in ("number", "period")}

    assert ("period", "shift", "") in values("check: per shift")
    assert ("period", "shift", "") in values("checked every shift")
    assert not any(kind == "period" for kind, _, _ in values("40 pallets per shift"))
    assert ("period", "push", "") in values("e2e on every push")
    assert not any(kind == "period" for kind, _, _ in values("Each PR needs two approvals"))
    assert ("number", "45", "goat") in values("goat herd 45 head")
    assert ("number", "120", "cattl") in values("120 head of cattle")
    assert ("number", "40", "wheel/w") in values("40 wheels of Gouda a week")
    assert versions("PitStop Pro 2022 on every seat") == (("pitstop pro", "2022"),)
    assert versions("Budget 2025 is approved") == ()
