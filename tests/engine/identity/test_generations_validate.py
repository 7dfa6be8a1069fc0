"""Seal and validate: named checks that fail for the right reason, and skip when not asked."""

from __future__ import annotations

import pytest

from core import RefusedError, ValidationError
from core.identity.digests import current_corpus
from support.generations import sealed_generation, seed_corpus

ALL_CHECKS = ["identity", "memory", "semantic_state", "recall", "soul", "context", "behavioral"]
SOUL = {"SOUL.md": b"# Soul\n- plain words\n", "IDENTITY.md": b"# Identity\n- Name: Atlas\n"}


def statuses(report) -> dict[str, str]:
    return {name: check["status"] for name, check in report["checks"].items()}


def test_a_clean_store_passes_and_unrequested_checks_are_skipped_never_pass(engine):
    seed_corpus(engine)
    generation = sealed_generation(engine)
    report = engine.generations.validate(generation).to_dict()
    assert list(report["checks"]) == ALL_CHECKS
    assert report["passed"] is True
    assert statuses(report) == {"identity": "pass", "memory": "pass", "semantic_state": "pass",
                                "recall": "skipped", "soul": "skipped", "context": "skipped",
                                "behavioral": "skipped"}
    assert all(check["detail"] for check in report["checks"].values())
    assert engine.generations.show(generation).status == "validated"


def test_a_recall_between_seal_and_validate_changes_neither_digest(engine):
    corpus = seed_corpus(engine)
    generation = sealed_generation(engine)
    seal = engine.generations.show(generation).seal
    assert [h.memory.id for h in engine.retrieval.recall("primary database")] == [corpus.new_db]
    assert engine.memories.get(corpus.new_db).access_count == 1
    now = current_corpus(engine.store)
    assert (now.content_digest, now.state_digest) == (seal["content_digest"], seal["state_digest"])
    report = engine.generations.validate(generation).to_dict()
    assert report["passed"] and report["checks"]["memory"]["detail"].endswith("match the sealed corpus digest")


def test_dropping_one_supersession_fails_semantic_state_only(engine):
    corpus = seed_corpus(engine)
    generation = sealed_generation(engine)
    with engine.store.transaction() as conn:  # a migration that lost the correction chain
        conn.execute("UPDATE memories SET status = 'promoted', superseded_by = NULL, valid_to = NULL WHERE id = ?",
                     (corpus.old_db,))
        conn.execute("DELETE FROM edges WHERE type = 'supersedes'")
    report = engine.generations.validate(generation).to_dict()
    assert report["passed"] is False
    assert statuses(report)["memory"] == "pass"
    assert statuses(report)["semantic_state"] == "fail"
    assert [n for n, s in statuses(report).items() if s == "fail"] == ["semantic_state"]
    assert f"#{corpus.old_db} superseded → promoted" in report["checks"]["semantic_state"]["detail"]


def test_deleting_one_memory_fails_memory(engine):
    corpus = seed_corpus(engine)
    generation = sealed_generation(engine)
    uid = engine.memories.get(corpus.pending).uid
    with engine.store.transaction() as conn:
        conn.execute("DELETE FROM memories WHERE id = ?", (corpus.pending,))
    report = engine.generations.validate(generation).to_dict()
    assert report["passed"] is False
    assert statuses(report)["memory"] == "fail"
    assert "1 sealed record(s) missing" in report["checks"]["memory"]["detail"]
    assert uid[:8] in report["checks"]["memory"]["detail"]


def test_editing_a_memory_fails_memory_but_a_new_capture_does_not(engine):
    corpus = seed_corpus(engine)
    generation = sealed_generation(engine)
    engine.memories.remember("The CI runs on every push", kind="project")
    report = engine.generations.validate(generation).to_dict()
    assert report["passed"] and "1 added since the seal" in report["checks"]["memory"]["detail"]
    engine.memories.edit(corpus.pending, content="The team meets on Fridays")
    report = engine.generations.validate(generation).to_dict()
    assert statuses(report)["memory"] == "fail" and "1 altered" in report["checks"]["memory"]["detail"]
    assert engine.generations.show(generation).status == "sealed"  # a failing re-validation revokes the pass


def test_probes_must_resolve_at_seal_and_still_find_their_memory(engine):
    corpus = seed_corpus(engine)
    with pytest.raises(ValidationError) as caught:
        sealed_generation(engine, probes=["kubernetes cluster"])
    assert caught.value.code == "probe_unresolved"
    generation = sealed_generation(engine, probes=["primary database", "editor"])
    assert statuses(engine.generations.validate(generation).to_dict())["recall"] == "pass"
    engine.memories.forget([corpus.editor])
    report = engine.generations.validate(generation).to_dict()
    assert statuses(report)["recall"] == "fail" and "'editor'" in report["checks"]["recall"]["detail"]


def test_canaries_answer_from_promoted_memories(engine):
    corpus = seed_corpus(engine)
    canaries = [{"question": "which database is primary", "expect": "clickhouse"},
                {"question": "what is the login shell", "expect": "fish"}]
    with pytest.raises(ValidationError) as caught:
        sealed_generation(engine, canaries=[{"question": "which database", "expect": "PostgreSQL"}])
    assert caught.value.code == "canary_unanswered"
    generation = sealed_generation(engine, canaries={"canaries": canaries})
    report = engine.generations.validate(generation).to_dict()
    assert statuses(report)["behavioral"] == "pass" and "2 of 2" in report["checks"]["behavioral"]["detail"]
    engine.memories.restore([corpus.old_db])  # the old answer is back in recall, the new one still there
    engine.memories.forget([corpus.new_db])
    report = engine.generations.validate(generation).to_dict()
    assert statuses(report)["behavioral"] == "fail" and "1 of 2" in report["checks"]["behavioral"]["detail"]


def test_malformed_canaries_are_refused():
    from core.identity.checks import parse_canaries

    for bad in ([], {"canaries": "x"}, [{"question": "q"}], [{"question": "q", "expect": "a", "extra": 1}]):
        with pytest.raises(ValidationError):
            parse_canaries(bad)


def test_soul_files_pass_when_unchanged_fail_when_edited_and_skip_without_a_dir(engine):
    seed_corpus(engine)
    generation = sealed_generation(engine, soul=SOUL)
    assert statuses(engine.generations.validate(generation, soul=SOUL).to_dict())["soul"] == "pass"
    assert statuses(engine.generations.validate(generation).to_dict())["soul"] == "skipped"
    edited = {**SOUL, "SOUL.md": SOUL["SOUL.md"] + b"- new rule\n"}
    report = engine.generations.validate(generation, soul=edited).to_dict()
    assert statuses(report)["soul"] == "fail" and "SOUL.md changed" in report["checks"]["soul"]["detail"]
    report = engine.generations.validate(generation, soul={"SOUL.md": SOUL["SOUL.md"]}).to_dict()
    assert "IDENTITY.md missing" in report["checks"]["soul"]["detail"]
    crlf = {**SOUL, "SOUL.md": SOUL["SOUL.md"].replace(b"\n", b"\r\n")}
    assert statuses(engine.generations.validate(generation, soul=crlf).to_dict())["soul"] == "fail"  # exact bytes


def test_only_the_three_soul_file_names_are_accepted(engine):
    generation = engine.generations.create().generation
    with pytest.raises(ValidationError) as caught:
        engine.generations.seal(generation, soul={"SOUL.md": b"x", "notes.txt": b"y"})
    assert "notes.txt" in caught.value.message
    with pytest.raises(RefusedError):
        engine.generations.seal(generation, soul={"MEMORY.md": b"db password: hunter22hunter"})
    assert engine.generations.show(generation).status == "staged"


def test_context_is_recorded_not_verified(engine):
    seed_corpus(engine)
    manifest = {"external_state": {"workflow": {"engine": "temporal"}, "workspace": {"vcs": "git"}}}
    generation = sealed_generation(engine, manifest=manifest)
    report = engine.generations.validate(generation).to_dict()
    assert report["checks"]["context"]["status"] == "recorded"
    assert "2 external reference(s) recorded (workflow, workspace)" in report["checks"]["context"]["detail"]
    assert report["passed"]


def test_identity_fails_when_the_seal_belongs_to_another_agent(engine):
    seed_corpus(engine)
    generation = sealed_generation(engine)
    with engine.store.transaction() as conn:
        conn.execute("UPDATE agent SET agent_id = 'urn:memdesk:agent:00000000000000000000000000000000'")
    report = engine.generations.validate(generation).to_dict()
    assert statuses(report)["identity"] == "fail" and report["passed"] is False


def test_validating_or_sealing_in_the_wrong_status_is_refused(engine):
    generation = engine.generations.create().generation
    with pytest.raises(RefusedError) as caught:
        engine.generations.validate(generation)
    assert "seal it first" in caught.value.message
    engine.generations.seal(generation)
    engine.generations.reject(generation)
    with pytest.raises(RefusedError):
        engine.generations.seal(generation)
    with pytest.raises(RefusedError):
        engine.generations.validate(generation)


def test_dropping_one_link_fails_semantic_state_only(engine):
    corpus = seed_corpus(engine)
    generation = sealed_generation(engine)
    with engine.store.transaction() as conn:
        conn.execute("DELETE FROM edges WHERE type = 'related_to'")
    report = engine.generations.validate(generation).to_dict()
    assert [n for n, s in statuses(report).items() if s == "fail"] == ["semantic_state"]
    assert f"#{corpus.editor} links or validity changed" in report["checks"]["semantic_state"]["detail"]
