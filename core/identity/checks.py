"""Continuity checks: does the store still hold the agent a generation sealed?

Seven named checks, each ``pass``, ``fail``, ``skipped`` or ``recorded`` with one
line of detail. A check that was not asked for (no probes, no soul files, no
canaries, no external state) says ``skipped`` — never ``pass``. Continuity passes
when no check failed.

Probes and canaries run lexical search over promoted memories: offline,
deterministic, and without bumping access counts, so validating never changes
what it validates.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from core.errors import RefusedError, ValidationError
from core.identity.digests import CorpusDigests, current_corpus
from core.identity.manifest import external_references
from core.identity.soul import SoulFile
from core.model.lean import lean_dataclass
from core.model.records import Generation
from core.model.vocabulary import PROMOTED
from core.retrieval import rank
from core.text.secrets import find_secret

CHECK_NAMES = ("identity", "memory", "semantic_state", "recall", "soul", "context", "behavioral")
PASS, FAIL, SKIPPED, RECORDED = "pass", "fail", "skipped", "recorded"
PROBE_K = 5
MAX_PROBES = 20
MAX_CANARIES = 50
MAX_QUESTION_CHARS = 500
_SPACES = re.compile(r"\s+")


@lean_dataclass(frozen=True)
class CheckResult:
    """One check's verdict and the line that explains it."""

    status: str
    detail: str

    def to_dict(self) -> dict[str, str]:
        return {"status": self.status, "detail": self.detail}


def _fold(text: str) -> str:
    return _SPACES.sub(" ", text.casefold()).strip()


def _short_text(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{field} must be non-empty text", code="invalid_probe")
    text = value.strip()
    if len(text) > MAX_QUESTION_CHARS:
        raise ValidationError(f"{field} is over {MAX_QUESTION_CHARS} characters", code="invalid_probe")
    finding = find_secret(text)
    if finding is not None:
        raise RefusedError(f"{field} {finding.reason}; it would be stored with the seal", code="probe_credential")
    return text


def _top_hits(store, query: str, namespace: str, now: datetime):
    return rank(store, query, namespace=namespace, statuses=[PROMOTED], k=PROBE_K, now=now).hits


def prepare_probes(store, queries: Iterable[str], *, namespace: str, now: datetime) -> list[dict]:
    """Run each probe query now and record the memory it finds (at seal time).

    Returns:
        ``[{"query", "expect"}]`` where ``expect`` is the uid of the top hit.

    Raises:
        ValidationError: too many probes, an empty one, or one that finds nothing
            now (a probe that cannot pass at seal checks nothing).
    """
    queries = list(queries)
    if len(queries) > MAX_PROBES:
        raise ValidationError(f"{len(queries)} probes given; at most {MAX_PROBES}", code="invalid_probe")
    probes = []
    for index, raw in enumerate(queries, 1):
        query = _short_text(raw, f"probe {index}")
        hits = _top_hits(store, query, namespace, now)
        if not hits:
            raise ValidationError(
                f"probe {query!r} finds no promoted memory in namespace {namespace!r} now; "
                "a probe must resolve when the generation is sealed", code="probe_unresolved",
            )
        probes.append({"query": query, "expect": hits[0].memory.uid})
    return probes


def parse_canaries(data: Any) -> list[dict]:
    """Canary questions from a canary file's JSON: a list, or ``{"canaries": [...]}``.

    Each canary is ``{"question": text, "expect": text}``: the store passes when one
    of the top promoted hits for the question contains the expected text.

    Raises:
        ValidationError: naming the first malformed canary.
    """
    items = data.get("canaries") if isinstance(data, dict) else data
    if not isinstance(items, list) or not items:
        raise ValidationError('a canary file holds a non-empty JSON list of {"question", "expect"} objects',
                              code="invalid_canary")
    if len(items) > MAX_CANARIES:
        raise ValidationError(f"{len(items)} canaries given; at most {MAX_CANARIES}", code="invalid_canary")
    canaries = []
    for index, item in enumerate(items, 1):
        if not isinstance(item, dict) or set(item) - {"question", "expect"}:
            raise ValidationError(f'canary {index} must be an object with "question" and "expect" only',
                                  code="invalid_canary")
        canaries.append({"question": _short_text(item.get("question"), f"canary {index} question"),
                         "expect": _short_text(item.get("expect"), f"canary {index} expect")})
    return canaries


def _canary_answered(store, canary: Mapping[str, str], namespace: str, now: datetime) -> bool:
    expected = _fold(canary["expect"])
    return any(expected in _fold(f"{hit.memory.content}\n{hit.memory.summary}")
               for hit in _top_hits(store, canary["question"], namespace, now))


def prepare_canaries(store, canaries: list[dict], *, namespace: str, now: datetime) -> list[dict]:
    """Check at seal time that every canary is answered now; returns them for the seal.

    Raises:
        ValidationError: naming a canary the store cannot answer now.
    """
    for canary in canaries:
        if not _canary_answered(store, canary, namespace, now):
            raise ValidationError(
                f"canary {canary['question']!r} is not answered by the store now (expected "
                f"{canary['expect']!r} in a top hit); fix the canary or the memories before sealing",
                code="canary_unanswered",
            )
    return canaries


def _uid_list(uids: Iterable[str], limit: int = 3) -> str:
    uids = sorted(uids)
    shown = ", ".join(u[:8] for u in uids[:limit])
    return shown + (f" and {len(uids) - limit} more" if len(uids) > limit else "")


def check_identity(seal: dict, agent_id: str) -> CheckResult:
    if seal.get("agent_id") == agent_id:
        return CheckResult(PASS, f"agent_id {agent_id}")
    return CheckResult(FAIL, f"sealed for {seal.get('agent_id')}, but this store is {agent_id}")


def check_memory(sealed: CorpusDigests, now: CorpusDigests) -> CheckResult:
    """Every sealed memory is present and says the same thing (memories added since are fine)."""
    missing = [uid for uid in sealed.memories if uid not in now.memories]
    altered = [uid for uid, d in sealed.memories.items()
               if uid in now.memories and now.memories[uid].content != d.content]
    added = len(now.memories) - (len(sealed.memories) - len(missing))
    if missing or altered:
        parts = []
        if missing:
            parts.append(f"{len(missing)} sealed record(s) missing ({_uid_list(missing)})")
        if altered:
            parts.append(f"{len(altered)} altered ({_uid_list(altered)})")
        return CheckResult(FAIL, "; ".join(parts))
    if now.content_digest == sealed.content_digest:
        return CheckResult(PASS, f"{sealed.records} records match the sealed corpus digest")
    return CheckResult(PASS, f"{sealed.records} sealed records present and unchanged; {added} added since the seal")


def check_semantic_state(sealed: CorpusDigests, now: CorpusDigests) -> CheckResult:
    """Every sealed memory still present is read the same way (status, validity, supersession, links)."""
    ids_by_uid = now.ids
    differing = [uid for uid, d in sealed.memories.items()
                 if uid in now.memories and now.memories[uid].state != d.state]
    if not differing:
        present = sum(1 for uid in sealed.memories if uid in now.memories)
        return CheckResult(PASS, f"validity, supersession, archival and links match the seal for {present} records")
    notes = []
    for uid in sorted(differing, key=lambda u: ids_by_uid.get(u, 0))[:3]:
        before, after = sealed.memories[uid].status, now.memories[uid].status
        change = f"{before} → {after}" if before != after else "links or validity changed"
        notes.append(f"#{ids_by_uid.get(uid, '?')} {change}")
    more = f" and {len(differing) - 3} more" if len(differing) > 3 else ""
    return CheckResult(FAIL, f"{len(differing)} record(s) read differently: {', '.join(notes)}{more}")


def check_recall(store, seal: dict, now: datetime) -> CheckResult:
    probes = seal.get("probes") or []
    if not probes:
        return CheckResult(SKIPPED, "no recall probes were sealed (seal with --probe QUERY)")
    namespace = seal.get("namespace", "")
    lost = [p["query"] for p in probes
            if p["expect"] not in {h.memory.uid for h in _top_hits(store, p["query"], namespace, now)}]
    if lost:
        return CheckResult(FAIL, f"{len(lost)} of {len(probes)} probes no longer find their memory: "
                                 + ", ".join(repr(q) for q in lost[:3]))
    return CheckResult(PASS, f"{len(probes)} recall probe(s) resolved")


def check_soul(seal: dict, soul_now: Mapping[str, SoulFile] | None) -> CheckResult:
    sealed = seal.get("soul") or {}
    if not sealed:
        return CheckResult(SKIPPED, "no soul files were sealed (seal with --soul-dir DIR)")
    if soul_now is None:
        return CheckResult(SKIPPED, f"{len(sealed)} soul file(s) sealed, but no --soul-dir was given to compare")
    problems = []
    for name, recorded in sealed.items():
        current = soul_now.get(name)
        if current is None:
            problems.append(f"{name} missing")
        elif current.sha256 != recorded["sha256"]:
            problems.append(f"{name} changed")
    problems += [f"{name} was not sealed" for name in soul_now if name not in sealed]
    if problems:
        return CheckResult(FAIL, "; ".join(problems))
    return CheckResult(PASS, f"{len(sealed)} soul file(s) match their sealed digests")


def check_context(manifest: dict) -> CheckResult:
    references = external_references(manifest)
    if not references:
        return CheckResult(SKIPPED, "the manifest declares no external_state")
    return CheckResult(RECORDED, f"{len(references)} external reference(s) recorded ({', '.join(references[:4])}); "
                                 "verifying them is up to the systems that own them")


def check_behavioral(store, seal: dict, now: datetime) -> CheckResult:
    canaries = seal.get("canaries") or []
    if not canaries:
        return CheckResult(SKIPPED, "no canary questions were sealed (seal with --canary FILE)")
    namespace = seal.get("namespace", "")
    wrong = [c for c in canaries if not _canary_answered(store, c, namespace, now)]
    if wrong:
        return CheckResult(FAIL, f"{len(canaries) - len(wrong)} of {len(canaries)} canaries answered; unanswered: "
                                 + ", ".join(repr(c["question"]) for c in wrong[:3]))
    return CheckResult(PASS, f"{len(canaries)} of {len(canaries)} canaries answered")


def run_checks(store, generation: Generation, sealed: CorpusDigests, *, agent_id: str,
               soul_now: Mapping[str, SoulFile] | None, now: datetime) -> dict[str, CheckResult]:
    """Every named check for a sealed generation against the store as it is now.

    Call inside one read snapshot (or write transaction) so all checks see one state.

    Returns:
        ``name -> CheckResult`` in the order of :data:`CHECK_NAMES`.
    """
    seal = generation.seal or {}
    current = current_corpus(store)
    return {
        "identity": check_identity(seal, agent_id),
        "memory": check_memory(sealed, current),
        "semantic_state": check_semantic_state(sealed, current),
        "recall": check_recall(store, seal, now),
        "soul": check_soul(seal, soul_now),
        "context": check_context(generation.manifest),
        "behavioral": check_behavioral(store, seal, now),
    }
