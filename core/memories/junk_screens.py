"""Junk screens at capture: each one puts a reason on the envelope, none drops a write.

Capture calls :func:`screen_capture` (read-only) before its restatement check, and
:func:`settle` once the pending row exists. A screen either **holds** the capture —
it stays ``pending`` with a ``held`` proposal (rule ``screen:<name>``) and a status
reason, so ``sync --apply`` never auto-promotes it and the review queue shows why —
or **notes** a change it made (the ``meta`` → ``semi`` downgrade), filed as an
``applied`` proposal that does not block anything.

The screens, in order:

- ``rule`` — a capture rule (``memdesk rules``) matches;
- ``rejected_before`` — an agent sends again the exact text a person rejected in the same
  namespace: "a person rejected this text before as #N: <their reason>" (a revision an agent
  replaced is no rejection);
- ``echo`` — the text restates a memory that recall just returned to the same session
  (or, without a session, to the same agent): "echo of recalled memory #N";
- ``instruction_file`` — the text restates a line of a configured instruction file
  (CLAUDE.md, AGENTS.md, SOUL.md…); the agent already has it in every prompt;
- ``transient`` — a moment's status ("tests are passing now", "build running");
- ``meta_specifics`` — a ``meta`` (timeless lesson) memory that names a date, a
  version or a path is stored as ``semi``, with the reason.

Settings (all optional)::

    [screens]
    instruction_files = ["~/work/app/CLAUDE.md", "AGENTS.md"]   # relative to the config file
    echo_window_minutes = 60
    echo = true
    transient = true
    meta_specifics = true
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import field
from datetime import timedelta
from pathlib import Path

from core.clock import format_time, parse_time
from core.memories import capture_rules
from core.memories.lifecycle import record_change
from core.model.lean import lean_dataclass
from core.model.records import Actor, CaptureResult, Memory
from core.model.vocabulary import REJECTED
from core.settings import Settings
from core.text.secrets import find_secret
from core.text.similarity import Fingerprint, compare, fingerprint

SCREEN_PREFIX = "screen:"
# How a pending memory an agent revised (``capture._revision``) says why it left the queue: no person's rejection.
REVISED_BY = "revised by "
# An instruction line shorter than this says too little to be "restated".
MIN_INSTRUCTION_TOKENS = 3

# "running on Kubernetes" describes where something lives, not what it is doing right now.
_NOT_A_PLACE = r"(?!\s+(?:on|in|inside|under|with|via|as|from)\b)"
TRANSIENT_PATTERNS: tuple[re.Pattern[str], ...] = tuple(re.compile(p, re.IGNORECASE) for p in (
    r"\b(?:all\s+|the\s+)?tests?\s+(?:are|is)\s+(?:now\s+|currently\s+|still\s+)?"
    rf"(?:passing|failing|green|red|running|broken|pass|fail)\b{_NOT_A_PLACE}",
    r"\b(?:tests?|build|ci|pipeline|deploy(?:ment)?|compil(?:e|ation))\s+(?:is\s+|are\s+)?(?:now\s+|currently\s+|still\s+)?"
    rf"(?:running|passing|failing|green|red|broken|in\s+progress|queued|building|deploying)\b{_NOT_A_PLACE}",
    r"\b(?:right\s+now|at\s+the\s+moment|as\s+of\s+now|just\s+now|for\s+now)\b",
    r"\b(?:i\s+am|i'm|we\s+are|we're)\s+(?:now\s+|currently\s+|still\s+)?"
    r"(?:working\s+on|running|waiting|debugging|looking\s+at|trying|in\s+the\s+middle\s+of)\b",
    r"\b(?:is|are)\s+(?:now\s+|currently\s+|still\s+)?in\s+progress\b",
))

_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"


@functools.cache
def specific_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """What makes a ``meta`` memory specific: a date, a version, a path (compiled on the first meta capture)."""
    return (
        ("a date", re.compile(
            r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:19|20)\d{2}\b"
            rf"|\b{_MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}\b"
            r"|\b(?:yesterday|today|tomorrow|last\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|"
            r"saturday|sunday))\b", re.IGNORECASE)),
        ("a version", re.compile(r"\bv?\d+\.\d+(?:\.\d+)*(?:[-+][0-9a-z.]+)?\b|\bversion\s+\d+\b", re.IGNORECASE)),
        ("a path", re.compile(
            r"(?:^|[\s(`'\"])(?:~|\.{1,2})?/[\w.\-]+(?:/[\w.\-]*)*|\b[a-z]:\\|\b[\w.\-]+/[\w.\-/]*[\w\-]+\.\w{1,6}\b"
            r"|\b[\w\-]+\.(?:py|js|ts|tsx|jsx|md|toml|json|ya?ml|txt|sh|rs|go|java|rb|c|h|cpp|lock|cfg|ini|sql|db)\b",
            re.IGNORECASE)),
    )


@lean_dataclass(frozen=True, compiled_init=False)
class ScreenFinding:
    """One screen's verdict on a capture: its name, a reason a person can read, and whether it holds."""

    name: str
    reason: str
    hold: bool = True
    detail: dict = field(default_factory=dict)

    @property
    def rule(self) -> str:
        """The proposal rule this finding is filed under (``screen:<name>``)."""
        return SCREEN_PREFIX + self.name


@lean_dataclass(compiled_init=False)
class Screening:
    """Every finding for one capture (empty when the capture looks fine)."""

    findings: list[ScreenFinding] = field(default_factory=list)

    @property
    def holds(self) -> list[ScreenFinding]:
        return [f for f in self.findings if f.hold]

    @property
    def echo_of(self) -> int | None:
        """The recalled memory this capture echoes (capture then skips the restatement answer)."""
        for finding in self.findings:
            if finding.name == "echo":
                return finding.detail["memory_id"]
        return None


def screen_capture(store, settings: Settings, clean, actor: Actor) -> Screening:
    """Run every screen on a validated capture; never writes.

    May downgrade ``clean.level`` from ``meta`` to ``semi`` (reported as a finding).

    Args:
        store: the open store (read inside the caller's transaction).
        settings: every setting (``[screens]``, ``[[screens.rules]]``).
        clean: the :class:`core.memories.capture.CleanCapture` about to be staged.
        actor: who is capturing (echo screens look at what recall gave this actor/session).

    Returns:
        :class:`Screening` with every finding, holds first.

    Raises:
        ValidationError: a ``[[screens.rules]]`` pattern that cannot be used.
    """
    screens = settings.screens
    findings: list[ScreenFinding] = []
    rule = capture_rules.first_match(capture_rules.active_rules(store, settings), clean.content, clean.namespace)
    if rule is not None:
        findings.append(ScreenFinding(
            "rule", f"held by capture {capture_rules.rule_label(rule)} ({rule.pattern!r}): {rule.reason}",
            detail={"rule_id": rule.id, "origin": rule.origin, "pattern": rule.pattern},
        ))
    findings += _rejected_before(store, clean, actor)
    # Only the echo and instruction-file screens read it, and only once they have a text to compare it with:
    # most captures (no session, no agent's recent recall, no instruction file) never need it made.
    capture_print = functools.cache(lambda: fingerprint(clean.content))
    if screens.echo:
        findings += _echo(store, clean, actor, capture_print, screens.echo_window_minutes)
    findings += _instruction_files(screens.instruction_files, capture_print)
    if screens.transient:
        findings += _transient(clean.content)
    if screens.meta_specifics and clean.level == "meta":
        found = [label for label, pattern in specific_patterns() if pattern.search(clean.content)]
        if found:
            clean.level = "semi"
            findings.append(ScreenFinding(
                "meta_specifics",
                "stored as semi, not meta: meta memories are timeless lessons and this one names "
                f"{' and '.join(found)}",
                hold=False, detail={"from": "meta", "to": "semi", "names": found},
            ))
    return Screening(findings=findings)


def _rejected_before(store, clean, actor: Actor) -> list[ScreenFinding]:
    """An agent's capture of the exact text a person rejected in its namespace: held, with the person's reason, so a
    resend never brings a rejected memory back unannounced."""
    if not actor.is_agent:
        return []  # a person capturing it again has decided again
    earlier = store.memories.find_restatement(clean.namespace, clean.hash, [REJECTED])
    if earlier is None or (earlier.status_reason or "").startswith(REVISED_BY):
        return []
    why = f": {earlier.status_reason}" if earlier.status_reason else ""
    if why and find_secret(why) is not None:  # the hold's reason reaches the agent: a person's typed secret stays put
        why = " (their reason is withheld: it looks like it holds a credential)"
    return [ScreenFinding("rejected_before", f"a person rejected this text before as #{earlier.id}{why}",
                          detail={"memory_id": earlier.id})]


def _echo(store, clean, actor: Actor, capture_print: Callable[[], Fingerprint],
          window_minutes: int) -> list[ScreenFinding]:
    # A person capturing at the CLI is deliberate; only sessions and agents echo by accident.
    agent = actor.name if actor.is_agent else None
    if clean.session is None and agent is None:
        return []
    since = format_time(parse_time(actor.ts) - timedelta(minutes=window_minutes))
    recalled = store.recall_log.recalled_ids(since=since, actor=agent, session=clean.session)
    if not recalled:
        return []
    memories = store.memories.get_many(recalled)
    for memory_id in recalled:
        memory = memories.get(memory_id)
        if memory is None or memory.namespace != clean.namespace:
            continue
        if memory.content_hash == clean.hash or compare(capture_print(), fingerprint(memory.content)).restates:
            scope = f"session {clean.session}" if clean.session else actor.name
            return [ScreenFinding(
                "echo", f"echo of recalled memory #{memory.id}: recall gave it to {scope} within the last "
                        f"{window_minutes} minutes, so this repeats it rather than adding evidence",
                detail={"memory_id": memory.id},
            )]
    return []


_instruction_cache: dict[Path, tuple[tuple[int, int], list[tuple[int, str, Fingerprint]]]] = {}
_MARKDOWN_LEAD = re.compile(r"^\s*(?:#+|[-*+>]|\d+[.)])\s*")


def instruction_statements(path: Path) -> list[tuple[int, str, Fingerprint]] | None:
    """The statements of an instruction file as ``(line number, text, fingerprint)``; ``None`` if unreadable.

    Cached by modification time and size, so a busy agent's captures do not re-read the file.
    """
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (stat.st_mtime_ns, stat.st_size)
    cached = _instruction_cache.get(path)
    if cached and cached[0] == key:
        return cached[1]
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    statements: list[tuple[int, str, Fingerprint]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        body = _MARKDOWN_LEAD.sub("", line).strip()
        for sentence in re.split(r"(?<=[.!?])\s+", body):
            sentence_print = fingerprint(sentence)
            if len(sentence_print.tokens) >= MIN_INSTRUCTION_TOKENS:
                statements.append((number, sentence, sentence_print))
    _instruction_cache[path] = (key, statements)
    return statements


def _instruction_files(paths: tuple[Path, ...], capture_print: Callable[[], Fingerprint]) -> list[ScreenFinding]:
    for path in paths:
        for number, sentence, statement in instruction_statements(path) or []:
            if compare(capture_print(), statement).restates:
                return [ScreenFinding(
                    "instruction_file",
                    f"restates the instruction file {path.name} (line {number}: {sentence[:80]!r}); "
                    "the agent already reads it in every session",
                    detail={"file": path.name, "line": number},
                )]
    return []


def _transient(text: str) -> list[ScreenFinding]:
    for pattern in TRANSIENT_PATTERNS:
        match = pattern.search(text)
        if match:
            return [ScreenFinding(
                "transient", f"transient status ({match.group(0).strip()!r}) describes a moment, not a lasting fact",
                detail={"matched": match.group(0).strip()},
            )]
    return []


def settle(store, memory: Memory, screening: Screening, actor: Actor, result: CaptureResult) -> CaptureResult:
    """File the screening's findings on a freshly staged memory's envelope; returns the answer to give.

    Holds become ``held`` proposals and the memory's status reason; notes become
    ``applied`` proposals. The reasons are appended to ``result.reason`` so the
    caller is always told.
    """
    if not screening.findings:
        return result
    for finding in screening.findings:
        status = "held" if finding.hold else "applied"
        proposal_id = store.proposals.insert(
            memory_id=memory.id, target_id=None, rule=finding.rule, reason=finding.reason, confidence=1.0,
            ts=actor.ts, detail=finding.detail, status=status,
        )
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="proposal.file", memory_id=memory.id,
            target="proposal", target_id=proposal_id, before=None,
            after={"status": status, "rule": finding.rule}, reason=finding.reason,
        )
    holds = screening.holds
    if holds:
        record_change(store, memory, "hold", actor, {"status_reason": "held: " + "; ".join(f.reason for f in holds)},
                      reason=holds[0].reason)
    notes = [result.reason] if result.reason else []
    if holds:
        notes.append("held for review: " + "; ".join(f.reason for f in holds))
    notes += [f.reason for f in screening.findings if not f.hold]
    result.reason = "; ".join(notes)
    return result


def held_captures(store, *, namespace: str | None = None) -> list[tuple[Memory, list[dict]]]:
    """Pending memories held by a screen or rule, oldest first, each with its holds' ``{proposal, rule, reason}``."""
    holds: dict[int, list[dict]] = {}
    for proposal in store.proposals.list(statuses=["held"], limit=None):
        if proposal.rule.startswith(SCREEN_PREFIX):
            holds.setdefault(proposal.memory_id, []).append(
                {"proposal": proposal.id, "rule": proposal.rule, "reason": proposal.reason})
    memories = store.memories.get_many(holds)
    return [
        (memories[i], holds[i])
        for i in sorted(memories)
        if memories[i].status == "pending" and (namespace is None or memories[i].namespace == namespace)
    ]
