"""The comparisons a capture owes (core/conflicts/owed.py): a capture compares its newcomer with the best-ranked
candidates before it answers and records the rest; the daemon, the upkeep or the newcomer's promotion makes them
later and files what they find, so nothing is compared less than before — only later."""

from __future__ import annotations

import pytest

from core import Engine, RefusedError, Settings
from core.agents.background import Background
from core.conflicts import detect_for_newcomer, detector
from core.storage import open_store
from core.storage.copy import copy_store

OLDS = ["The billing service listens on port 8080", "Billing service port: 8080 (set in the helm chart)"]
NEWCOMER = "The billing service moved to port 8443"


@pytest.fixture
def one_at_once(monkeypatch):
    """A capture compares one candidate before it answers (22 in the product; the store here holds two)."""
    monkeypatch.setattr(detector, "INLINE_LIMIT", 1)


def _store_with_olds(engine, clock, kind: str = "infra") -> list[int]:
    olds = [r.id for r in engine.memories.import_promoted([{"content": text, "kind": kind} for text in OLDS])]
    clock.advance(hours=1)
    return olds


def _targets(engine, memory_id: int) -> set[int]:
    return {p.target_id for p in engine.store.proposals.for_memory(memory_id)}


def test_a_capture_answers_with_the_best_ranked_compared_and_says_how_many_are_owed(engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    assert len(result.would_supersede) == 1 and result.would_supersede[0] in olds
    assert result.owed == 1 and result.to_dict()["comparisons_owed"] == 1
    assert engine.store.owed_checks.count(result.id) == 1
    assert engine.store.owed_checks.candidates(result.id) == [next(i for i in olds if i not in result.would_supersede)]


def test_settling_files_what_the_owed_comparisons_find_and_strikes_them(engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    settled = engine.conflicts.settle_owed()
    assert settled.memories == 1 and settled.pairs == 1 and settled.remaining == 0
    assert _targets(engine, result.id) == set(olds)
    assert settled.to_dict()["proposed"] == 1
    assert engine.conflicts.settle_owed().memories == 0  # nothing owed twice


def test_a_capture_with_no_more_candidates_than_it_compares_owes_nothing(engine, clock):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    assert set(result.would_supersede) == set(olds) and result.owed == 0 and "comparisons_owed" not in result.to_dict()


@pytest.fixture
def served(engine):
    """A worker listens, as in a server: captures compare on the time budget."""
    engine.agents.when_owed(lambda: None)
    yield
    engine.agents.when_owed(None)


def test_in_a_server_past_the_floor_a_capture_whose_budget_is_spent_owes_the_rest_with_their_ranks(
        engine, clock, monkeypatch, served):
    monkeypatch.setattr(detector, "INLINE_FLOOR", 1)
    monkeypatch.setattr(detector, "INLINE_BUDGET_S", 0.0)  # spent before the first comparison past the floor
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    assert len(result.would_supersede) == 1 and result.owed == 1
    [row] = engine.store.conn.execute("SELECT rank FROM conflict_checks_owed WHERE memory_id = ?",
                                      (result.id,)).fetchall()
    assert row[0] == 1  # the rank the lookup gave it, not the floor's
    assert engine.conflicts.settle_owed().filed == {result.id: [i for i in olds if i not in result.would_supersede]}


def test_in_a_server_every_capture_path_compares_on_the_budget(engine, clock, monkeypatch, served):
    monkeypatch.setattr(detector, "INLINE_FLOOR", 1)
    monkeypatch.setattr(detector, "INLINE_BUDGET_S", 0.0)
    _store_with_olds(engine, clock)
    [batched] = engine.memories.remember_batch([{"content": NEWCOMER, "kind": "infra"}]).items
    [many] = engine.memories.remember_many([{"content": "The billing service moved to port 9443", "kind": "infra"}])
    sent = engine.memories.remember("The billing service moved to port 7443", kind="infra", external_id="b-1")
    resent = engine.memories.remember("The billing service moved to port 6443", kind="infra", external_id="b-1")
    assert [r.owed for r in (batched, many, sent, resent)] == [1, 1, 1, 1]


def test_without_a_worker_a_capture_compares_up_to_the_limit_whatever_the_time(engine, clock, monkeypatch):
    """A one-shot ``memdesk remember`` (whose first comparison also loads the readers): nothing would make owed
    comparisons soon, so no budget applies."""
    monkeypatch.setattr(detector, "INLINE_FLOOR", 0)
    monkeypatch.setattr(detector, "INLINE_BUDGET_S", 0.0)
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    assert set(result.would_supersede) == set(olds) and result.owed == 0


def test_in_a_server_with_budget_to_spare_a_capture_compares_past_the_floor_up_to_the_limit(
        engine, clock, monkeypatch, served):
    monkeypatch.setattr(detector, "INLINE_FLOOR", 0)
    monkeypatch.setattr(detector, "INLINE_BUDGET_S", 3600.0)
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    assert set(result.would_supersede) == set(olds) and result.owed == 0
    monkeypatch.setattr(detector, "INLINE_LIMIT", 1)  # the limit still caps it
    clock.advance(hours=1)
    again = engine.memories.remember("The billing service moved to port 9443", kind="infra")
    assert len(again.would_supersede) == 1 and again.owed == 1


def test_detection_outside_a_capture_compares_every_candidate(engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    newcomer = engine.store.memories.get(result.id)
    assert {f.target_id for f in detect_for_newcomer(engine.store, engine.settings, newcomer)} == set(olds)


def test_promotion_settles_what_its_capture_owed_before_it_retires(engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    promoted = engine.memories.promote([result.id])
    assert set(promoted.superseded) == set(olds)
    assert engine.store.owed_checks.count() == 0


def test_a_person_shown_the_envelope_before_a_settled_comparison_filed_is_asked_to_read_it_again(
        engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    with pytest.raises(RefusedError) as refused:
        engine.memories.promote([result.id], shown={result.id: NEWCOMER})
    assert refused.value.code == "conflicts_found_since_shown" and f"#{result.id}" in refused.value.message
    assert engine.store.memories.get(result.id).status == "pending"
    assert _targets(engine, result.id) == set(olds)  # the new proposal is there to read
    assert set(engine.memories.promote([result.id], shown={result.id: NEWCOMER}).superseded) == set(olds)


def test_accepting_a_proposal_settles_its_newcomer_first(engine, clock, one_at_once):
    _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    first = engine.store.proposals.for_memory(result.id)[0]
    with pytest.raises(RefusedError) as refused:
        engine.conflicts.accept_proposal(first.id)
    assert refused.value.code == "conflicts_found_since_shown"
    assert len(engine.conflicts.accept_proposal(first.id).superseded) == 2


def test_the_upkeep_settles_owed_comparisons(engine, clock, one_at_once):
    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    step = engine.agents.run_upkeep().steps["owed"]
    assert step["status"] == "ok" and step["proposed"] == 1 and step["remaining"] == 0
    assert _targets(engine, result.id) == set(olds)


def test_a_rejected_newcomer_owes_nothing_and_files_nothing(engine, clock, one_at_once):
    _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    engine.memories.reject([result.id])
    settled = engine.conflicts.settle_owed()
    assert settled.filed == {} and settled.remaining == 0 and len(_targets(engine, result.id)) == 1


def test_an_owed_candidate_retired_meanwhile_is_not_compared(engine, clock, one_at_once):
    _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    [owed] = engine.store.owed_checks.candidates(result.id)
    engine.memories.forget([owed])
    settled = engine.conflicts.settle_owed()
    assert settled.pairs == 0 and settled.filed == {} and engine.store.owed_checks.count() == 0


def test_the_daemon_settles_a_served_capture_right_after_it_answered(engine, clock, one_at_once):
    from time import monotonic

    olds = _store_with_olds(engine, clock)
    lines: list[str] = []
    background = Background(engine.agents, announce=lines.append, upkeep_interval_s=0)
    background.start()
    try:
        result = engine.memories.remember(NEWCOMER, kind="infra")
        deadline = monotonic() + 10
        while _targets(engine, result.id) != set(olds) and monotonic() < deadline:
            background.owed.woken.wait(0.01)  # the worker clears its flag as it starts a round
    finally:
        background.stop()
    assert _targets(engine, result.id) == set(olds) and engine.store.owed_checks.count() == 0
    assert any(line.startswith(f"owed comparisons: #{result.id} → ") for line in lines)
    assert engine.memories.owed.wake is None  # stopped: nobody listens


def test_a_worker_starting_settles_what_was_left_owed_without_waiting_for_a_capture(engine, clock, one_at_once):
    """A daemon killed mid-burst, restarted: its worker makes the last run's owed comparisons unasked (round 53's
    second outside check found them waiting for the next capture)."""
    from time import monotonic

    olds = _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")  # no worker listening: owed
    assert engine.store.owed_checks.count() == 1
    background = Background(engine.agents, announce=lambda line: None, upkeep_interval_s=0)
    background.start()
    try:
        deadline = monotonic() + 10
        while engine.store.owed_checks.count() and monotonic() < deadline:
            background.owed.woken.wait(0.01)
    finally:
        background.stop()
    assert engine.store.owed_checks.count() == 0 and _targets(engine, result.id) == set(olds)


def test_the_worker_settles_in_small_passes_until_nothing_is_owed(engine, clock, one_at_once, monkeypatch):
    from core.agents import background as background_module

    monkeypatch.setattr(background_module, "OWED_PER_PASS", 1)  # one newcomer a pass: stop is heard between them
    _store_with_olds(engine, clock)
    first = engine.memories.remember(NEWCOMER, kind="infra")
    second = engine.memories.remember("The billing service moved to port 9443", kind="infra")
    lines: list[str] = []
    worker = background_module.OwedWorker(engine.agents, announce=lines.append)
    worker.settle()  # what a round does once captures pause
    assert engine.store.owed_checks.count() == 0
    assert [line.split(" → ")[0] for line in lines] == [f"owed comparisons: #{first.id}",
                                                        f"owed comparisons: #{second.id}"]


def test_a_store_copy_takes_the_owed_comparisons_along(engine, clock, one_at_once, tmp_path):
    _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    destination = open_store(tmp_path / "copy.db")
    try:
        copy_store(engine.store, destination)
        assert destination.owed_checks.candidates(result.id) == engine.store.owed_checks.candidates(result.id)
    finally:
        destination.close()
    copied = Engine(tmp_path / "copy.db", settings=Settings(), clock=clock)
    try:
        assert copied.conflicts.settle_owed().filed == {result.id: engine.store.owed_checks.candidates(result.id)}
    finally:
        copied.close()



def test_sync_never_promotes_a_memory_whose_comparisons_are_still_owed(engine, clock, one_at_once):
    _store_with_olds(engine, clock, kind="tooling")  # a low-risk kind: sync may promote it
    result = engine.memories.remember(NEWCOMER, kind="tooling")
    engine.store.conn.execute("DELETE FROM proposals")  # as if the best-ranked had found nothing
    dry = engine.memories.sync(ids=[result.id], kinds=["tooling"])
    assert dry.promote == [] and "comparisons owed" in dry.wait[0]["reason"]
    assert engine.store.owed_checks.count(result.id) == 1  # a dry run writes nothing
    applied = engine.memories.sync(apply=True, ids=[result.id], kinds=["tooling"])
    assert applied.promote == [] and "carries review proposals" in applied.wait[0]["reason"]
    assert engine.store.memories.get(result.id).status == "pending"


def test_the_cli_says_how_many_candidates_are_still_to_compare(engine, clock, one_at_once, cli):
    _store_with_olds(engine, clock)
    said = cli("remember", NEWCOMER, "--kind", "infra")
    assert said.code == 0 and "1 more candidate to compare" in said.stdout and "on promotion" in said.stdout
    assert cli("remember", NEWCOMER + " today", "--kind", "infra", "--json").json["comparisons_owed"] == 1


def _doctor_check(engine, name: str):
    return next(check for check in engine.quality.doctor().checks if check.name == name)


def test_doctor_says_nothing_is_owed_then_names_what_recent_captures_owe(engine, clock, one_at_once):
    assert _doctor_check(engine, "owed_comparisons").status == "ok"
    _store_with_olds(engine, clock)
    result = engine.memories.remember(NEWCOMER, kind="infra")
    check = _doctor_check(engine, "owed_comparisons")
    assert check.status == "ok" and "1 comparison owed by recent captures" in check.detail
    assert [item["id"] for item in check.items] == [result.id] and check.items[0]["owed"] == 1


def test_doctor_warns_when_owed_comparisons_outlived_every_settler_and_the_upkeep_clears_it(engine, clock,
                                                                                            one_at_once):
    _store_with_olds(engine, clock)
    engine.memories.remember(NEWCOMER, kind="infra")
    clock.advance(hours=2)  # no serving process, no upkeep: nothing made them
    check = _doctor_check(engine, "owed_comparisons")
    assert check.status == "warn" and "run `memdesk upkeep`" in check.detail
    engine.agents.run_upkeep()
    assert _doctor_check(engine, "owed_comparisons").status == "ok"
