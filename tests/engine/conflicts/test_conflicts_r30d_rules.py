"""Gates that closed on a fresh setting's own words (issue 15, round 30, rules30d: dev30-p), each mended where a word
was read in the wrong role, beside the near misses that must stay quiet:

- a study's "trial" (:func:`core.conflicts.clause_positions._a_study_named`): "the trial site", "trial DB", "the MRC
  trials unit", "Clinical Trials" are things; "on trial", "a trial of X", "trialling", "a trial run" still hedge;
- "draft" as the verb of writing with its subject ("I draft listings in …"), not a draft;
- "the interim analysis": "interim" before a noun that is no title names a kind of thing, while "the interim head of
  circulation" still stands in;
- a terse stopgap "until <the older> outage fixed" (:mod:`core.conflicts.stand_in`): the older value comes back;
- a note keyed by the older key without its attribute noun, an amount for its value ("sound cue library owner: Rafa" /
  "sound cue library: 1,240 cues, …", :mod:`core.conflicts.another_fact`): another attribute, not a new holder;
- a title after another verb of hiring ("was taken on as depot manager"), the newer value replacing the older in the
  present ("Harvest replaces Clockify", "… replaces the old stamp card"), and a source that says the value
  ("internal docs say Sable"), whose words are no scope;
- a change dated by an event after it ("moved to York shortly before hiring the new lead"), which still holds;
  "employment:" as a note of the employer ("employment: retired");
- "joined a private contractor, Ringway": the kind of firm set before its name, neither value nor scope;
- a title as the object of a verb of receiving ("was assigned a new line manager"): someone given to the subject,
  not the subject's title.

Each table goes through the rules and the learned reader together
(:func:`core.conflicts.learned_reader.decide_or_learn`); every true change in them is found by a rule. Each table
holds pairs in other words than the tuning pairs', so a reading written for one pair's words fails it.
"""

from __future__ import annotations

import pytest

from core.conflicts.statement import read
from support.conflicts import check_found_by_a_rule

A_STUDY_IS_A_THING = [
    ("2025-03-02 — MySQL 5.7 on the study DB.", "2025-11-20 — trial DB moved to MySQL 8.0.", True),
    ("The user lives in Ghent and cycles to the trial site.",
     "The user lives in Antwerp now and takes the train to the trial site.", True),
    ("I export the trial data nightly.", "I export the trial data weekly since the vendor switch.", True),
    ("2024-03-01 — research nurse at the Leeds trials unit.",
     "2025-09-15 — first week as site coordinator, Parexel Clinical Trials.", True),
    # a try-out of the value: still a hedge
    ("2025-03-02 — MySQL 5.7 on the study DB.", "2025-11-20 — trialling MySQL 8.0 on the trial DB.", False),
    ("Our tickets live in Jira.", "We put Linear on trial for the support queue.", False),
    ("Our tickets live in Jira.", "A trial run of Linear starts with the support queue.", False),
    ("Our tickets live in Jira.", "We're doing a trial of Linear with two squads.", False),
    ("Our team chats on Slack.", "The user wonders whether to try Discord; no trial yet.", False),
]

A_VERB_OF_WRITING = [
    ("I write my newsletter in Substack's editor.", "Dropped Substack's editor — I draft issues in Ghost now.", True),
    # a draft: still a hedge
    ("I write my newsletter in Substack's editor.", "There's a draft of an issue sitting in Ghost.", False),
]

A_KIND_OF_THING = [
    ("The interim report is due on 3 June.", "The interim report was pushed to 17 June by the sponsor.", True),
    # a stand-in, or a delay told as a length: still temporary
    ("Priya heads circulation at the library.", "Sara is the interim head of circulation while Priya is away.",
     False),
    ("The interim report is due on 3 June.", "The interim report was pushed back for a week.", False),
]

SOMEONE_RECEIVED = [
    ("Sunil is employed as a clinical data manager by Premier Research.",
     "Sunil was given a new line manager at Premier Research.", False),
    ("Sunil is employed as a clinical data manager by Premier Research.",
     "Sunil was promoted to line manager at Premier Research.", True),
]

A_STOPGAP_UNTIL_THE_OLDER_IS_BACK = [
    ("tile server: Thunderforest", "tile server: Stadia free tier until Thunderforest billing sorted", False),
    ("log shipping: Vector agent", "log shipping: Fluent Bit till Vector crash loop fixed.", False),
    ("tile server: Thunderforest", "tile server: Stadia, Thunderforest dropped for good", True),
]

ANOTHER_ATTRIBUTES_NOTE = [
    ("press photo archive owner: Malik", "press photo archive: 18,300 images, synced hourly", False),
    ("press photo archive owner: Malik", "press photo archive owner: Dana since the restructure", True),
    ("press photo archive owner: Malik", "press photo archive: owner now Dana", True),
]

A_VERB_OF_HIRING = [
    ("Tomas is employed by the quarry as a loader operator.",
     "Tomas was taken on as quarry foreman in March.", True),
    ("Tomas is employed by the quarry as a loader operator.", "Tomas was brought in as site supervisor in May.", True),
    # someone else taken on
    ("Tomas is employed by the quarry as a loader operator.",
     "The quarry took on Ewa as a second loader operator.", False),
]

THE_NEWER_REPLACES_THE_OLDER = [
    ("2025-02-11 — expenses in Expensify.", "2025-09-30 — Pleo replaces Expensify for expenses.", True),
    ("2025-02-11 — expenses in Expensify.", "2025-09-30 — Pleo supersedes Expensify for card expenses.", True),
    ("I call the bakery's stamp card the Crumb Card on the counter sign.",
     "This spring the Loaf Club app replaces the old stamp card.", True),
    # another thing replaced, or a former one set apart without its replacement
    ("2025-02-11 — expenses in Expensify.", "2025-09-30 — Pleo replaces the paper receipts binder.", False),
    ("Our team chats in Slack.", "The old Slack workspace was archived; we also use Discord now.", False),
]

A_SOURCE_SAYS = [
    ("2025-04-02 — gateway build codename: Heron.",
     "2025-07-19 — build codename changed; the release wiki says Osprey from now on.", True),
    # a source that says the older value again
    ("2025-04-02 — gateway build codename: Heron.", "2025-07-19 — the release wiki says Heron for the build.", False),
]

A_CHANGE_DATED_BY_AN_EVENT_AFTER_IT = [
    ("The team is based in Leeds.", "The team moved to York shortly before hiring the new lead.", True),
    ("I edit in Vim.", "Switched my editor to Helix right before starting the new job.", True),
    # a past state before a change: the words before "before" tell no change
    ("The team is based in York.", "The team worked from Leeds before moving to York.", False),
]

EMPLOYMENT_AS_THE_EMPLOYERS_NOTE = [
    ("employer: Dundee City Council waste dept", "employment: retired (local government pension from May)", True),
    ("employer: Dundee City Council waste dept", "employment: part-time now, same council dept", False),
]

THE_KIND_OF_THE_EMPLOYER_NAMED = [
    ("The user works for Cumbria County Council's bridges team.",
     "The user joined a private consultancy, Jacobs, in April.", True),
    # a group joined beside the job, its kind set before its name
    ("The user works for Cumbria County Council's bridges team.", "The user joined a running club, Hermes, in April.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), A_STUDY_IS_A_THING)
def test_a_studys_trial_is_a_thing_and_a_try_out_still_hedges(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_VERB_OF_WRITING)
def test_draft_as_the_verb_of_writing_is_no_hedge(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_KIND_OF_THING)
def test_interim_before_a_thing_is_no_stand_in(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), SOMEONE_RECEIVED)
def test_a_title_received_is_someone_else(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


def test_the_hedge_and_temporary_readings_by_the_words_role() -> None:
    assert not read("The trial site moved to Basel.").hedged
    assert not read("data steward at the MRC trials unit").hedged
    assert not read("I draft listings in List Perfectly.").hedged
    assert read("We are trialling Postgres 16.").hedged
    assert read("Postgres 16 is on trial.").hedged
    assert read("A trial week of Postgres 16 starts Monday.").hedged
    assert read("I have a draft listing in List Perfectly.").hedged
    assert not read("The interim analysis is on 12 March.").temporary
    assert read("Sara is the interim CTO.").temporary
    assert read("Sara is the interim release mgr.").temporary


@pytest.mark.parametrize(("old", "new", "contradicts"), A_STOPGAP_UNTIL_THE_OLDER_IS_BACK)
def test_a_terse_stopgap_until_the_older_is_fixed_is_a_window(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), ANOTHER_ATTRIBUTES_NOTE)
def test_a_note_of_another_attribute_of_the_thing_is_no_new_holder(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_VERB_OF_HIRING)
def test_taken_on_as_is_a_verb_of_hiring(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), THE_NEWER_REPLACES_THE_OLDER)
def test_the_newer_value_replaces_the_older_in_the_present(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_SOURCE_SAYS)
def test_a_source_saying_the_value_is_no_scope(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), A_CHANGE_DATED_BY_AN_EVENT_AFTER_IT)
def test_a_change_right_before_an_event_still_holds(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYMENT_AS_THE_EMPLOYERS_NOTE)
def test_an_employment_note_is_the_employers_attribute(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), THE_KIND_OF_THE_EMPLOYER_NAMED)
def test_the_kind_of_firm_set_before_its_name_is_no_scope(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)
