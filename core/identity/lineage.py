"""The generation lifecycle and its append-only migration log.

``staged`` → ``sealed`` → ``validated`` → ``promoted`` (current), or ``rejected``.
Every step appends a migration-log entry; nothing in the log is ever edited, and
the current generation is read from it (the target of the newest promotion or
rollback). A rollback makes an earlier promoted generation current again: the one
it leaves keeps its ``promoted`` status, and no memory is touched.

Each function runs inside the caller's write transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from core.errors import NotFoundError, RefusedError, ValidationError
from core.identity import checks
from core.identity.digests import current_corpus, digests_from_rows
from core.identity.manifest import check_manifest
from core.identity.soul import SoulFile
from core.model.records import Actor, Generation
from core.storage.ids import new_uid
from core.text.normalise import short_text
from core.text.secrets import find_secret

STAGED, SEALED, VALIDATED, PROMOTED, REJECTED = "staged", "sealed", "validated", "promoted", "rejected"
SEALABLE = (STAGED, SEALED, VALIDATED)
VALIDATABLE = (SEALED, VALIDATED, PROMOTED)
FORCEABLE = (STAGED, SEALED, VALIDATED)
MAX_LABEL_CHARS = 120


def require_generation(store, generation_id: Any) -> Generation:
    """The generation ``generation_id`` names.

    Raises:
        NotFoundError: naming how to list what exists.
    """
    try:
        wanted = int(generation_id)
    except (TypeError, ValueError):
        raise ValidationError(f"{generation_id!r} is not a generation number", code="invalid_generation") from None
    generation = store.generations.get(wanted)
    if generation is None:
        raise NotFoundError(f"no generation {wanted}; `memdesk generation list` shows the lineage")
    return generation


def _log(store, actor: Actor, action: str, generation_id: int, *, from_generation: int | None = None,
         forced: bool = False, reason: str | None = None, detail: dict | None = None) -> None:
    store.generations.log_append(uid=new_uid(), ts=actor.ts, actor=actor.name, action=action,
                                 generation_id=generation_id, from_generation=from_generation, forced=forced,
                                 reason=reason, detail=detail)


def _clean_reason(reason: Any) -> str | None:
    text = short_text(reason, field="reason", max_chars=500)
    if text and find_secret(text):
        raise RefusedError("the reason looks like it holds a credential; the migration log is plain text",
                           code="reason_credential")
    return text


def create(store, actor: Actor, *, parent_id: Any = None, label: Any = None, manifest: Any = None) -> Generation:
    """Stage a new generation.

    Args:
        parent_id: its parent; ``None`` means the current generation (if any).
        label: a short name for people.
        manifest: a parsed manifest (see :mod:`.manifest`); ``None`` means ``{}``.

    Raises:
        NotFoundError: the parent does not exist.
        ValidationError / RefusedError: the label or manifest breaks a rule.
    """
    clean_manifest = check_manifest({} if manifest is None else manifest)
    clean_label = short_text(label, field="label", max_chars=MAX_LABEL_CHARS) or ""
    if clean_label and find_secret(clean_label):
        raise RefusedError("the label looks like it holds a credential", code="label_credential")
    parent = require_generation(store, parent_id).id if parent_id is not None else store.generations.current_id()
    generation_id = store.generations.insert(uid=new_uid(), parent_id=parent, label=clean_label,
                                             manifest=clean_manifest, created_at=actor.ts)
    _log(store, actor, "created", generation_id, from_generation=parent, detail={"label": clean_label})
    return store.generations.get(generation_id)


def seal(store, generation_id: Any, actor: Actor, *, agent_id: str, now: datetime,
         soul: Mapping[str, SoulFile] | None = None, probes: list[str] | None = None,
         canaries: list[dict] | None = None, namespace: str = "") -> dict[str, Any]:
    """Record the corpus digests, per-memory digests, soul files, probes and canaries.

    A staged generation becomes ``sealed``; sealing a sealed or validated one again
    replaces its seal and drops its validation (it must validate again).

    Returns:
        ``{"generation", "content_digest", "state_digest", "records", "soul", "probes", "canaries"}``.

    Raises:
        RefusedError: the generation is promoted or rejected.
        ValidationError: a probe or canary that does not resolve now.
    """
    generation = require_generation(store, generation_id)
    if generation.status not in SEALABLE:
        raise RefusedError(
            f"generation {generation.id} is {generation.status}; only a staged, sealed or validated "
            "generation can be sealed — create a new generation to record a change", code="not_sealable",
        )
    recorded_probes = checks.prepare_probes(store, probes or [], namespace=namespace, now=now)
    recorded_canaries = checks.prepare_canaries(store, list(canaries or []), namespace=namespace, now=now)
    corpus = current_corpus(store)
    soul_files = dict(soul or {})
    payload = {
        "agent_id": agent_id,
        "content_digest": corpus.content_digest,
        "state_digest": corpus.state_digest,
        "records": corpus.records,
        "namespace": namespace,
        "soul": {name: f.to_dict() for name, f in soul_files.items()},
        "probes": recorded_probes,
        "canaries": recorded_canaries,
    }
    store.generations.replace_memory_digests(
        generation.id, [(uid, d.content, d.state, d.status) for uid, d in corpus.memories.items()]
    )
    store.generations.update(generation.id, {"status": SEALED, "status_reason": None, "sealed_at": actor.ts,
                                             "seal": payload, "validated_at": None, "validation": None})
    summary = {
        "generation": generation.id,
        "content_digest": corpus.content_digest,
        "state_digest": corpus.state_digest,
        "records": corpus.records,
        "soul": {name: f.sha256 for name, f in soul_files.items()},
        "probes": len(recorded_probes),
        "canaries": len(recorded_canaries),
    }
    _log(store, actor, "sealed", generation.id, detail={k: v for k, v in summary.items() if k != "generation"})
    return summary


def validate(store, generation_id: Any, actor: Actor, *, agent_id: str, now: datetime,
             soul: Mapping[str, SoulFile] | None = None) -> dict[str, Any]:
    """Run every continuity check against the generation's seal and record the result.

    A sealed generation that passes becomes ``validated``; a validated one that now
    fails goes back to ``sealed``; a promoted one keeps its status (the result is
    recorded either way).

    Returns:
        ``{"generation", "passed", "checks": {name: {"status", "detail"}}}``.

    Raises:
        RefusedError: the generation is staged (seal it first) or rejected.
    """
    generation = require_generation(store, generation_id)
    if generation.status not in VALIDATABLE:
        hint = "seal it first" if generation.status == STAGED else "it was rejected"
        raise RefusedError(f"generation {generation.id} is {generation.status}; {hint}", code="not_validatable")
    sealed = digests_from_rows(store.generations.memory_digests(generation.id))
    results = checks.run_checks(store, generation, sealed, agent_id=agent_id, soul_now=soul, now=now)
    passed = all(r.status != checks.FAIL for r in results.values())
    report = {"generation": generation.id, "passed": passed,
              "checks": {name: r.to_dict() for name, r in results.items()}}
    changes: dict[str, Any] = {"validated_at": actor.ts, "validation": {**report, "at": actor.ts}}
    if generation.status != PROMOTED:
        changes["status"] = VALIDATED if passed else SEALED
    store.generations.update(generation.id, changes)
    _log(store, actor, "validated", generation.id, detail={
        "passed": passed, "failed": [n for n, r in results.items() if r.status == checks.FAIL],
        "statuses": {n: r.status for n, r in results.items()},
    })
    return report


def promote(store, generation_id: Any, actor: Actor, *, force: bool = False, reason: Any = None) -> dict[str, Any]:
    """Make a generation current. Requires a passing validation unless ``force``.

    A generation promoted before (left by a later promotion or a rollback) may be
    promoted again without re-validating. ``force`` is written on the log entry.

    Raises:
        RefusedError: not validated (without ``force``), rejected, or already current.
    """
    generation = require_generation(store, generation_id)
    note = _clean_reason(reason)
    current = store.generations.current_id()
    if generation.id == current:
        raise RefusedError(f"generation {generation.id} is already current", code="already_current")
    if generation.status == REJECTED:
        raise RefusedError(f"generation {generation.id} was rejected; create a new generation instead",
                           code="rejected_generation")
    validated = generation.status in (VALIDATED, PROMOTED)
    if not validated and not force:
        last = generation.validation
        if last is None:
            why = "has not been validated"
        else:
            failed = [n for n, c in last["checks"].items() if c["status"] == checks.FAIL]
            why = f"failed its last validation ({', '.join(failed)})"
        raise RefusedError(
            f"generation {generation.id} {why}; run `memdesk generation validate {generation.id}`, "
            "or pass --force to promote it anyway (the override is recorded on the migration log)",
            code="not_validated",
        )
    forced = force and not validated
    store.generations.update(generation.id, {"status": PROMOTED, "status_reason": note})
    _log(store, actor, "promoted", generation.id, from_generation=current, forced=forced, reason=note,
         detail={"validated": validated, "status_before": generation.status})
    return {"generation": generation.id, "status": PROMOTED, "current": generation.id, "previous": current,
            "forced": forced}


def reject(store, generation_id: Any, actor: Actor, *, reason: Any = None) -> dict[str, Any]:
    """Mark a generation rejected (final). The current generation cannot be rejected.

    Raises:
        RefusedError: it is current, or already rejected.
    """
    generation = require_generation(store, generation_id)
    note = _clean_reason(reason)
    if generation.id == store.generations.current_id():
        raise RefusedError(
            f"generation {generation.id} is current; promote or roll back to another generation first",
            code="reject_current",
        )
    if generation.status == REJECTED:
        raise RefusedError(f"generation {generation.id} is already rejected", code="already_rejected")
    store.generations.update(generation.id, {"status": REJECTED, "status_reason": note})
    _log(store, actor, "rejected", generation.id, reason=note, detail={"status_before": generation.status})
    return {"generation": generation.id, "status": REJECTED}


def rollback(store, generation_id: Any, actor: Actor, *, reason: Any = None) -> dict[str, Any]:
    """Make an earlier promoted generation current again; appends ``rolled_back``.

    The generation left behind keeps its ``promoted`` status and no memory is
    touched: a rollback changes the runtime, not what the agent learned.

    Raises:
        RefusedError: the target was never promoted, or it is already current.
    """
    generation = require_generation(store, generation_id)
    note = _clean_reason(reason)
    current = store.generations.current_id()
    if generation.id == current:
        raise RefusedError(f"generation {generation.id} is already current", code="already_current")
    if generation.status != PROMOTED:
        raise RefusedError(
            f"generation {generation.id} is {generation.status}; only a generation that was promoted before "
            "can be rolled back to (promote it instead)", code="not_promoted",
        )
    _log(store, actor, "rolled_back", generation.id, from_generation=current, reason=note)
    return {"generation": generation.id, "status": generation.status, "current": generation.id, "from": current}
