"""The optional LLM judge: a second opinion on pairs the rules left open, asked by ``scan --judge``
and, for new captures, by the upkeep pass (:mod:`core.conflicts.capture_judge`; never on
``remember``'s path).

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
from dataclasses import field

from core.conflicts import Finding
from core.errors import ProviderError
from core.llm import ChatProvider, new_fence, parse_json_object, provider_for, require_settings
from core.model.lean import lean_dataclass
from core.model.records import Memory
from core.settings import Settings

VERDICTS = ("contradicts", "compatible", "unrelated")
MAX_REASON_CHARS = 300

_SYSTEM = """You review a memory store for contradictions. You are shown an OLDER and a NEWER memory \
from one namespace. Decide whether the newer memory makes the older one no longer true \
("contradicts"), whether both can be true together ("compatible"), or whether they are about \
different things ("unrelated"). {rule}
Answer with exactly one JSON object and nothing else, with these keys in this order:
"reasoning" (one or two sentences, written first), "verdict" (one of "contradicts", "compatible", \
"unrelated") and "confidence" (a number from 0 to 1)."""


@lean_dataclass
class Judge:
    """One run's judge: a provider, its call budget and its tally.

    Args:
        provider: a :class:`core.llm.ChatProvider`.
        max_calls: the most calls this run may make.
        min_confidence: the floor below which a verdict is not acted on.
    """

    provider: ChatProvider
    max_calls: int
    min_confidence: float
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


def judge_from_config(settings: Settings, *, provider=None) -> Judge:
    """The judge the settings ask for (``[judge] model``, ``max_calls``, ``min_confidence``).

    Args:
        provider: an already built provider (tests pass one with a fake transport).

    Raises:
        NotConfiguredError: no judge model is set — the message names ``MEMDESK_JUDGE_MODEL``
            and ``[judge] model``.
    """
    if provider is None:
        require_settings(settings, "judge")
        provider = provider_for(settings, "judge")
    return Judge(provider=provider, max_calls=settings.judge.max_calls, min_confidence=settings.judge.min_confidence)
