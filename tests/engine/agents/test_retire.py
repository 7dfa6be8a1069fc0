"""Retire by source: what cites only a deleted source is staged for a person; the rest loses the ref."""

from __future__ import annotations

import pytest

from core import RefusedError, ValidationError

DOC = {"type": "document", "id": "design-v2"}
WIKI = {"type": "url", "id": "wiki/deploys"}


def test_retire_ref_stages_single_source_memories_and_strips_the_ref_from_the_rest(engine):
    only = engine.memories.remember("Deploys need two approvals", refs=[DOC]).id
    engine.memories.promote([only])
    pending = engine.memories.remember("The design caps batch size at 100", refs=[DOC]).id
    both = engine.memories.remember("Staging mirrors production nightly", refs=[DOC, WIKI]).id
    engine.memories.promote([both])
    unrelated = engine.memories.remember("Unrelated fact", refs=[WIKI]).id
    rejected = engine.memories.remember("An old idea from the design", refs=[DOC]).id
    engine.memories.reject([rejected])

    report = engine.agents.retire_ref("Document", "design-v2")
    assert [item["id"] for item in report.staged] == [only, pending]
    assert {item["id"]: item["retires_to"] for item in report.staged} == {only: "archived", pending: "rejected"}
    assert report.unreferenced == [both] and report.untouched == [{"id": rejected, "status": "rejected"}]
    # nothing was retired: the single-source memories keep their status and ref, with a proposal naming the source
    assert engine.memories.get(only).status == "promoted" and engine.memories.get(pending).status == "pending"
    proposal = engine.memories.show(only).to_dict()["proposals"][0]
    assert proposal["rule"] == "retire-ref" and proposal["status"] == "open"
    assert "document design-v2" in proposal["reason"] and "deleted" in proposal["reason"]
    assert engine.memories.get(both).refs == [WIKI] and engine.memories.get(unrelated).refs == [WIKI]
    assert "retire-ref" in {p.rule for p in engine.conflicts.proposals()}


def test_retire_ref_is_idempotent_dry_run_writes_nothing_and_undo_reverses_it(engine):
    only = engine.memories.remember("Fact from the doc", refs=[DOC]).id
    both = engine.memories.remember("Fact from the doc and the wiki", refs=[DOC, WIKI]).id
    dry = engine.agents.retire_ref("document", "design-v2", dry_run=True)
    assert dry.dry_run and [i["id"] for i in dry.staged] == [only] and dry.unreferenced == [both]
    assert engine.conflicts.proposals() == [] and engine.memories.get(both).refs == [DOC, WIKI]
    engine.agents.retire_ref("document", "design-v2")
    again = engine.agents.retire_ref("document", "design-v2")
    assert again.staged == [] and [i["id"] for i in again.already_staged] == [only]
    assert len([p for p in engine.conflicts.proposals() if p.rule == "retire-ref"]) == 1
    engine.memories.undo(op=engine.store.audit.op_of(engine.memories.show(only).to_dict()["history"][-1]["id"]))
    assert engine.memories.get(both).refs == [DOC, WIKI]
    assert [p.status for p in engine.store.proposals.for_memory(only)] == ["dismissed"]


def test_a_person_applies_the_retirement_and_can_undo_it(engine):
    live = engine.memories.remember("Deploys need two approvals", refs=[DOC]).id
    engine.memories.promote([live])
    pending = engine.memories.remember("Batch size is capped at 100", refs=[DOC]).id
    engine.agents.retire_ref("document", "design-v2")
    report = engine.agents.retire_ref("document", "design-v2", apply=True)
    assert {a["id"]: a["status"] for a in report.applied} == {live: "archived", pending: "rejected"}
    assert "deleted" in engine.memories.get(live).status_reason
    assert [p.status for p in engine.store.proposals.for_memory(live)] == ["applied"]
    engine.memories.undo()
    assert engine.memories.get(live).status == "promoted" and engine.memories.get(pending).status == "pending"


def test_accepting_a_retire_ref_proposal_retires_instead_of_promoting(engine):
    pending = engine.memories.remember("From the deleted runbook", refs=[{"type": "file", "id": "/docs/runbook.md"}]).id
    engine.agents.retire_ref("file", "/docs/runbook.md")
    (proposal,) = [p for p in engine.conflicts.proposals() if p.rule == "retire-ref"]
    result = engine.conflicts.accept_proposal(proposal.id)
    assert result.promoted == [] and engine.memories.get(pending).status == "rejected"
    assert "only source" in result.messages[0]


def test_a_proposal_expires_when_the_memory_moved_on_and_pins_are_refused(engine):
    memory_id = engine.memories.remember("Pinned fact from the doc", refs=[DOC]).id
    engine.memories.promote([memory_id])
    engine.agents.pin([memory_id])
    engine.agents.retire_ref("document", "design-v2")
    with pytest.raises(RefusedError, match="pinned"):
        engine.agents.retire_ref("document", "design-v2", apply=True)
    assert engine.memories.get(memory_id).status == "promoted"
    engine.agents.unpin([memory_id])
    engine.memories.forget([memory_id])  # rejecting dismisses the open proposal with it
    assert [p.status for p in engine.store.proposals.for_memory(memory_id)] == ["dismissed"]


def test_bad_refs_are_refused(engine):
    with pytest.raises(ValidationError):
        engine.agents.retire_ref("Not A Type!", "x")
    with pytest.raises(ValidationError):
        engine.agents.retire_ref("file", "")


def test_retire_ref_cli(cli, engine):
    only = engine.memories.remember("From the doc", refs=[DOC]).id
    both = engine.memories.remember("From the doc and the wiki", refs=[DOC, WIKI]).id
    out = cli("retire-ref", "document", "design-v2", "--json")
    assert out.code == 0 and [i["id"] for i in out.json["staged"]] == [only] and out.json["unreferenced"] == [both]
    human = cli("retire-ref", "document", "design-v2")
    assert f"#{only} was already staged" in human.stdout
    assert cli("retire-ref", "document", "design-v2", "--apply", "--dry-run").code == 2
    applied = cli("retire-ref", "document", "design-v2", "--apply", "--json").json
    assert applied["applied"][0]["status"] == "rejected"
    assert "no memory cites" in cli("retire-ref", "file", "nowhere.md").stdout
