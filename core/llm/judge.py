"""The optional LLM judge: a second opinion on pairs the rules left open, asked by ``scan --judge``
and, for new captures, by the upkeep pass (never on ``remember``'s path).

Off unless a judge model is configured (``MEMDESK_JUDGE_MODEL`` or ``[judge] model``,
see :mod:`core.llm.settings`). The scan only asks it about pairs that passed the
guards (same namespace, compatible kinds, the newer one known) and share a content
word, and at most ``[judge] max_calls`` times per run.

Every call fences both memory texts in a fresh random delimiter declared to be data.
The reply must be one JSON object whose ``reasoning`` comes before its ``verdict``.
A malformed reply, an unknown verdict, a confidence below ``[judge] min_confidence``
or a failed call changes nothing and is counted as an error. A "contradicts" verdict
only files a proposal (rule ``judge``); a person applies it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from core.conflicts import Finding
from core.conflicts.detector import candidates, guard, store_framing
from core.conflicts.filing import file_findings
from core.conflicts.rules import undecided
from core.conflicts.scan import pair_decided
from core.errors import ProviderError, ValidationError
from core.llm import new_fence, parse_json_object, provider_for, require_settings
from core.llm.settings import llm_settings
from core.model.records import Memory
from core.model.vocabulary import PENDING, PROMOTED

VERDICTS = ("contradicts", "compatible", "unrelated")
DEFAULT_MAX_CALLS = 20
DEFAULT_MIN_CONFIDENCE = 0.7
MAX_REASON_CHARS = 300

_SYSTEM = """You review a memory store for contradictions. You are shown an OLDER and a NEWER memory \
from one namespace. Decide whether the newer memory makes the older one no longer true \
("contradicts"), whether both can be true together ("compatible"), or whether they are about \
different things ("unrelated"). {rule}
Answer with exactly one JSON object and nothing else, with these keys in this order:
"reasoning" (one or two sentences, written first), "verdict" (one of "contradicts", "compatible", \
"unrelated") and "confidence" (a number from 0 to 1)."""


@dataclass
class Judge:
    """One run's judge: a provider, its call budget and its tally.

    Args:
        provider: a :class:`core.llm.ChatProvider`.
        max_calls: the most calls this run may make.
        min_confidence: the floor below which a verdict is not acted on.
    """

    provider: object
    max_calls: int = DEFAULT_MAX_CALLS
    min_confidence: float = DEFAULT_MIN_CONFIDENCE
    calls: int = 0
    proposed: int = 0
    errors: list[str] = field(default_factory=list)
    verdicts: dict[str, int] = field(default_factory=dict)
    over_budget: int = 0

    def consider(self, older: Memory, newer: Memory) -> Finding | None:
        """Ask about one pair; a :class:`Finding` against ``older`` when it is confidently contradicted."""
        if self.calls >= self.max_calls:
            self.over_budget += 1
            return None
        self.calls += 1
        try:
            verdict, confidence, reasoning = self._ask(older, newer)
        except ProviderError as exc:
            self.errors.append(f"#{newer.id} vs #{older.id}: {exc.message}")
            return None
        self.verdicts[verdict] = self.verdicts.get(verdict, 0) + 1
        if verdict != "contradicts":
            return None
        if confidence < self.min_confidence:
            self.errors.append(f"#{newer.id} vs #{older.id}: confidence {confidence:.2f} is below the floor "
                               f"{self.min_confidence:.2f}; nothing filed")
            return None
        self.proposed += 1
        label = getattr(self.provider, "label", "judge")
        reason = " ".join(reasoning.split())[:MAX_REASON_CHARS]
        return Finding(target_id=older.id, rule="judge", reason=f"the judge ({label}, {confidence:.2f}) says: {reason}",
                       confidence=confidence, detail={"model": label, "verdict": verdict})

    def _ask(self, older: Memory, newer: Memory) -> tuple[str, float, str]:
        fence = new_fence(older.content, newer.content)
        prompt = (
            f"OLDER memory (#{older.id}, kind {older.kind}, recorded {older.event_time or older.created_at}):\n"
            f"{fence.wrap(older.content, label='older')}\n\n"
            f"NEWER memory (#{newer.id}, kind {newer.kind}, recorded {newer.event_time or newer.created_at}):\n"
            f"{fence.wrap(newer.content, label='newer')}\n\n"
            "Does the newer memory make the older one no longer true? Answer with the JSON object only."
        )
        label = getattr(self.provider, "label", "the judge")
        reply = self.provider.complete(system=_SYSTEM.format(rule=fence.rule), prompt=prompt, max_tokens=400)
        data = parse_json_object(reply, required=("reasoning", "verdict", "confidence"), label=label)
        keys = list(data)
        if keys.index("reasoning") > keys.index("verdict"):
            raise ProviderError(f"{label} gave its verdict before its reasoning", code="malformed_reply")
        verdict, confidence, reasoning = data["verdict"], data["confidence"], data["reasoning"]
        if not isinstance(verdict, str) or verdict.strip().lower() not in VERDICTS:
            raise ProviderError(f"{label} answered an unknown verdict {str(verdict)[:40]!r}", code="malformed_reply")
        if isinstance(confidence, bool) or not isinstance(confidence, (int, float)) \
                or not math.isfinite(confidence) or not 0 <= confidence <= 1:
            raise ProviderError(f"{label} answered a confidence that is not a number from 0 to 1",
                                code="malformed_reply")
        if not isinstance(reasoning, str) or not reasoning.strip():
            raise ProviderError(f"{label} gave no reasoning", code="malformed_reply")
        return verdict.strip().lower(), float(confidence), reasoning

    def summary(self) -> dict:
        """Counts for the scan report: calls, proposals, verdicts and every error."""
        return {"model": getattr(self.provider, "label", None), "calls": self.calls, "max_calls": self.max_calls,
                "proposed": self.proposed, "verdicts": dict(self.verdicts), "errors": len(self.errors),
                "error_details": list(self.errors), "not_asked_over_budget": self.over_budget}


def judge_from_config(config, *, provider=None) -> Judge:
    """The judge the config asks for.

    Args:
        provider: an already built provider (tests pass one with a fake transport).

    Raises:
        NotConfiguredError: no judge model is set — the message names ``MEMDESK_JUDGE_MODEL``
            and ``[judge] model``.
        ValidationError: malformed ``[judge] max_calls`` or ``min_confidence``.
    """
    section = config.section("judge")
    max_calls = section.get("max_calls", DEFAULT_MAX_CALLS)
    if isinstance(max_calls, bool) or not isinstance(max_calls, int) or max_calls < 1:
        raise ValidationError("[judge] max_calls must be a whole number ≥ 1", code="invalid_config")
    floor = section.get("min_confidence", DEFAULT_MIN_CONFIDENCE)
    if isinstance(floor, bool) or not isinstance(floor, (int, float)) or not 0 <= floor <= 1:
        raise ValidationError("[judge] min_confidence must be a number from 0 to 1", code="invalid_config")
    if provider is None:
        require_settings(config, "judge")
        provider = provider_for(config, "judge")
    return Judge(provider=provider, max_calls=max_calls, min_confidence=float(floor))


# --- the judge at capture ----------------------------------------------------------------------------
#
# A capture never waits for a model: `remember` files what the rules find and returns. New
# captures whose pairs the rules find related but leave open are judged later, in the
# background — one step of the upkeep pass the daemon runs on its timer (or `memdesk
# upkeep`) — at most `[judge] max_per_hour` calls in any hour.

DEFAULT_MAX_PER_HOUR = 30
# How many new memories one pass examines (a pass resumes after the last one it finished).
CAPTURE_BATCH = 200


def max_per_hour(config) -> int:
    """``[judge] max_per_hour``: judge calls the background pass may make in any hour (0 turns it off).

    Raises:
        ValidationError: not a whole number ≥ 0.
    """
    value = config.section("judge").get("max_per_hour", DEFAULT_MAX_PER_HOUR)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValidationError("[judge] max_per_hour must be a whole number ≥ 0 (0 turns the capture judge off)",
                              code="invalid_config")
    return value


def judge_configured(config) -> bool:
    """Whether a judge model is named (``MEMDESK_JUDGE_MODEL`` or ``[judge] model``)."""
    return llm_settings(config, "judge") is not None


@dataclass
class CaptureJudging:
    """What one background pass over new captures looked at, asked and filed."""

    after_id: int | None
    examined: int = 0
    pairs: int = 0
    budget: int = 0
    skipped_decided: int = 0
    next_after: int | None = None
    filed: list[dict] = field(default_factory=list)
    judge: dict | None = None
    pending: list[tuple[int, Finding]] = field(default_factory=list, repr=False)

    def to_dict(self) -> dict:
        judge = self.judge or {}
        return {"after_id": self.after_id, "examined": self.examined, "pairs": self.pairs, "budget": self.budget,
                "calls": judge.get("calls", 0), "proposed": len(self.filed), "proposals": self.filed,
                "skipped_decided": self.skipped_decided, "next_after": self.next_after,
                "errors": judge.get("errors", 0), "error_details": judge.get("error_details", []),
                "not_asked_over_budget": judge.get("not_asked_over_budget", 0)}


def plan_capture_judging(store, config, judge: Judge, *, after_id: int | None,
                         limit: int = CAPTURE_BATCH) -> CaptureJudging:
    """Ask the judge about new captures' open pairs (reads only; :func:`file_capture_judging` writes).

    Walks pending and promoted memories with ids after ``after_id``, oldest first; for each,
    the promoted memories capture would compare it with, and the pairs the rules leave
    related but undecided (:func:`core.conflicts.rules.undecided`) that carry no proposal yet.
    Stops when the judge's call budget is spent; ``next_after`` is the last memory whose
    pairs were all asked, so the next pass resumes there.
    """
    report = CaptureJudging(after_id=after_id, budget=judge.max_calls)
    batch = store.memories.list(statuses=[PENDING, PROMOTED], after_id=after_id, newest_first=False, limit=limit)
    framing_by_ns: dict[str, frozenset[str]] = {}
    for memory in batch:
        if memory.namespace not in framing_by_ns:
            framing_by_ns[memory.namespace] = store_framing(store, memory.namespace)
        framing = framing_by_ns[memory.namespace]
        stopped = False
        for older in candidates(store, config, memory, framing=framing):
            if guard(config, older, memory) is not None or not undecided(older.content, memory.content, framing):
                continue
            if pair_decided(store, older.id, memory.id):
                report.skipped_decided += 1
                continue
            if judge.calls >= judge.max_calls:
                judge.over_budget += 1
                stopped = True
                break
            report.pairs += 1
            finding = judge.consider(older, memory)
            if finding is not None:
                report.pending.append((memory.id, finding))
        if stopped:
            break
        report.examined += 1
        report.next_after = memory.id
    report.judge = judge.summary()
    return report


def file_capture_judging(store, report: CaptureJudging, actor) -> CaptureJudging:
    """File the judge's findings on their newer memories (inside the caller's transaction).

    A pair is skipped when its newer memory is no longer pending or promoted, its older one
    no longer promoted, or another process filed a proposal between them meanwhile.
    """
    for newer_id, finding in report.pending:
        newer, older = store.memories.get(newer_id), store.memories.get(finding.target_id)
        if newer is None or older is None or newer.status not in (PENDING, PROMOTED) or older.status != PROMOTED:
            continue
        if pair_decided(store, older.id, newer.id):
            report.skipped_decided += 1
            continue
        file_findings(store, newer, [finding], actor)
        report.filed.append({"memory_id": newer.id, "target_id": older.id, "rule": finding.rule,
                             "reason": finding.reason, "confidence": finding.confidence})
    report.pending = []
    return report
