"""Harvest: durable facts from agent session transcripts, staged as pending memories.

For each file: read the turns past the recorded offset, send them in chunks (each
turn fenced as data and numbered) to the configured model, check the reply, and
stage every usable fact as *pending* with its evidence — the file, the line, the
message id and an excerpt of the turn. Each chunk's model call happens with no
store lock held; its facts and the new offset are then written in one transaction,
so a failure part-way loses nothing and a re-run resumes where the last good chunk
ended. Facts carry an external id built from the file, the line and the text, so
even a re-read (the file was rewritten) stages nothing twice.

A reply can only propose facts: fields other than ``turn``, ``content``, ``kind``,
``topics`` and ``importance`` are ignored and reported, facts citing a turn that
was not in the excerpt are dropped, and every fact lands as ``pending``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any, Protocol

from core.clock import normalise_time
from core.errors import MemdeskError, ProviderError, RefusedError, ValidationError
from core.llm import close_provider, require_provider
from core.llm.extraction import topics_to_tags
from core.llm.prompting import complete_json, new_fence, unexpected_fields
from core.llm.transcripts import Turn, chunk_turns, detect_format, expand_paths, read_transcript
from core.memories.capture import CaptureRequest, validate
from core.model.lean import lean_dataclass
from core.model.records import CaptureResult
from core.service_context import ServiceContext
from core.text.normalise import MAX_EXTERNAL_ID_CHARS, MAX_SOURCE_CHARS, content_hash, normalise_name
from core.text.secrets import find_secret

MAX_FACTS_PER_CALL = 20
EXCERPT_CHARS = 300
FACT_FIELDS = ("turn", "content", "kind", "topics", "importance")
# Failures of one reply (the next chunk or file may do better); anything else stops the run.
REPLY_FAULTS = frozenset({"malformed_reply", "provider_malformed"})

SYSTEM_PROMPT = """You read an excerpt of a session between a person and a coding agent and pick out durable facts
worth remembering in later sessions: the person's preferences, decisions, conventions, tools, and facts about their
projects that will still hold next week. Skip greetings, passing task steps, guesses, questions, and anything secret.
Each turn is quoted and labelled "turn N (role)". Reply with exactly one JSON object and nothing else:
{"facts": [{"turn": N, "content": "<the fact as one self-contained sentence>", "kind": "<one lower-case word>",
"topics": ["<short topic>"], "importance": <number from 0 to 1>}]}
"turn" is the number of the turn that states the fact. Give at most 10 facts, or {"facts": []} when there are none."""

Progress = Callable[[int, int, str], None]


class StageMany(Protocol):
    """Stages several memories in one transaction, all or nothing (``engine.memories.remember_many``)."""

    def __call__(self, items: list[dict[str, Any]], *, actor: str | None = None) -> list[CaptureResult]: ...


@lean_dataclass
class ProposedFact:
    """A fact the model proposed, checked, with the turn that is its evidence."""

    content: str
    turn: Turn
    kind: str | None = None
    tags: list[str] = field(default_factory=list)
    importance: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"content": self.content, "kind": self.kind, "tags": list(self.tags), "importance": self.importance,
                "line": self.turn.line, "message_id": self.turn.message_id, "role": self.turn.role}


@lean_dataclass
class FileHarvest:
    """What happened to one file: turns read, calls made, memories staged, what was dropped and why."""

    path: str
    format: str | None = None
    turns: int = 0
    calls: int = 0
    staged: list[int] = field(default_factory=list)
    known: list[int] = field(default_factory=list)
    proposed: list[dict] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None
    restarted: bool = False
    complete: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@lean_dataclass
class HarvestReport:
    """The whole run. ``stopped`` says why it ended early (a provider failure, the call budget)."""

    files: list[FileHarvest]
    dry_run: bool
    model: str
    stopped: str | None = None

    @property
    def staged(self) -> list[int]:
        return [i for f in self.files for i in f.staged]

    @property
    def ok(self) -> bool:
        return self.stopped is None and not any(f.error for f in self.files)

    def to_dict(self) -> dict[str, Any]:
        return {
            "files": [f.to_dict() for f in self.files], "staged": self.staged,
            "known": [i for f in self.files for i in f.known],
            "proposed": sum(len(f.proposed) for f in self.files), "dry_run": self.dry_run, "model": self.model,
            "stopped": self.stopped, "ok": self.ok,
        }


class _Stop(Exception):
    """Ends the run (the provider is failing or the call budget is spent)."""


def _withhold_secrets(turn: Turn) -> str:
    finding = find_secret(turn.text)
    return f"[turn withheld: it {finding.reason}]" if finding else turn.text


def build_prompt(chunk: list[Turn]) -> tuple[str, str]:
    """The system prompt and user message for one chunk; turns are numbered from 1 and fenced."""
    texts = [_withhold_secrets(turn) for turn in chunk]
    fence = new_fence(*texts)
    body = "\n".join(fence.wrap(text, label=f"turn {n} ({turn.role})")
                     for n, (turn, text) in enumerate(zip(chunk, texts), start=1))
    return f"{SYSTEM_PROMPT}\n{fence.rule}", f"Transcript excerpt:\n{body}"


def _optional_kind(value: Any) -> str | None:
    try:
        return normalise_name(value, field="kind", max_chars=32) if isinstance(value, str) else None
    except ValidationError:
        return None


def parse_facts(data: dict[str, Any], chunk: list[Turn]) -> tuple[list[ProposedFact], list[str]]:
    """The usable facts of a reply and a warning for everything dropped or ignored.

    Raises:
        ProviderError: ``malformed_reply`` when ``facts`` is not a list.
    """
    facts = data["facts"]
    if not isinstance(facts, list):
        raise ProviderError("the model's facts are not a list", code="malformed_reply")
    extra = unexpected_fields(data, ["facts"])
    warnings = [f"ignored fields in the reply: {', '.join(extra)}"] if extra else []
    if len(facts) > MAX_FACTS_PER_CALL:
        warnings.append(f"the reply proposed {len(facts)} facts; only the first {MAX_FACTS_PER_CALL} were read")
    usable: list[ProposedFact] = []
    for index, item in enumerate(facts[:MAX_FACTS_PER_CALL], start=1):
        if not isinstance(item, dict):
            warnings.append(f"fact {index} is not an object; dropped")
            continue
        if extra := unexpected_fields(item, FACT_FIELDS):
            warnings.append(f"fact {index}: ignored fields {', '.join(extra)}")
        number, content = item.get("turn"), item.get("content")
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(chunk):
            warnings.append(f"fact {index} names turn {number!r}, which is not in the excerpt; dropped")
            continue
        if not isinstance(content, str) or not content.strip():
            warnings.append(f"fact {index} has no text; dropped")
            continue
        topics = item.get("topics")
        importance = item.get("importance")
        usable.append(ProposedFact(
            content=" ".join(content.split()), turn=chunk[number - 1], kind=_optional_kind(item.get("kind")),
            tags=topics_to_tags([t for t in topics if isinstance(t, str)]) if isinstance(topics, list) else [],
            importance=float(importance) if isinstance(importance, (int, float)) and not isinstance(importance, bool)
            and 0 <= importance <= 1 else None,
        ))
    return usable, warnings


def propose(provider, chunk: list[Turn]) -> tuple[list[ProposedFact], list[str]]:
    """One model call for ``chunk``; the checked facts and warnings.

    Raises:
        ProviderError: the call failed or the reply was malformed.
    """
    system, prompt = build_prompt(chunk)
    data = complete_json(provider, system=system, prompt=prompt, required=["facts"], max_tokens=2000)
    return parse_facts(data, chunk)


def _evidence_item(fact: ProposedFact, path: Path, fmt: str, session: str | None, namespace: str,
                   model: str) -> dict[str, Any]:
    """The capture fields for one fact, with its transcript turn as evidence."""
    turn = fact.turn
    path_key = hashlib.sha256(str(path).encode("utf-8")).hexdigest()[:16]
    try:
        event_time = normalise_time(turn.timestamp)
    except ValidationError:
        event_time = None
    where = f"{path.name} line {turn.line}" + (f" · {turn.message_id}" if turn.message_id else "")
    ref_id = f"{path}:{turn.line}"
    return {
        "content": fact.content, "kind": fact.kind, "tags": fact.tags, "importance": fact.importance,
        "namespace": namespace, "source": f"harvest:{path.name}"[:MAX_SOURCE_CHARS],
        "session": session[:MAX_EXTERNAL_ID_CHARS] if session else None, "event_time": event_time,
        "external_id": f"harvest:{path_key}:{turn.line}:{content_hash(fact.content)[:16]}",
        "refs": [{"type": "transcript", "id": ref_id if len(ref_id) <= 500 else f"{path.name}:{turn.line}",
                  "label": where[:200]}],
        "meta": {"evidence": {"file": str(path), "format": fmt, "line": turn.line, "message_id": turn.message_id,
                              "role": turn.role, "timestamp": turn.timestamp,
                              "excerpt": _withhold_secrets(turn)[:EXCERPT_CHARS]},
                 "harvest": {"model": model}},
    }


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # reading it will fail and say why


class Harvester:
    """One harvest run over several files (see the module docstring)."""

    def __init__(self, ctx: ServiceContext, stage: StageMany, provider, *, namespace: str, dry_run: bool,
                 actor: str | None, progress: Progress | None, max_calls: int, chunk_chars: int):
        self.ctx = ctx
        self.stage = stage
        self.provider = provider
        self.namespace = namespace
        self.dry_run = dry_run
        self.actor = actor
        self.progress = progress
        self.calls_left = max_calls
        self.chunk_chars = chunk_chars
        self.done_bytes = 0
        self.total_bytes = 0

    def run(self, paths: list[str | Path]) -> HarvestReport:
        files = expand_paths(paths)
        states = {p: self.ctx.store.harvests.get(self.namespace, str(p)) for p in files}
        self.total_bytes = sum(max(_size(p) - (s.byte_offset if s else 0), 0) for p, s in states.items())
        report = HarvestReport(files=[FileHarvest(path=str(p)) for p in files], dry_run=self.dry_run,
                               model=self.provider.label)
        for path, outcome in zip(files, report.files):
            try:
                self._file(path, states[path], outcome)
            except _Stop as stop:
                report.stopped = str(stop)
                break
            except MemdeskError as exc:
                outcome.error = exc.message
            except OSError as exc:
                outcome.error = f"cannot read {path.name}: {exc.strerror or exc}"
        return report

    def _tick(self, advance: int, label: str) -> None:
        self.done_bytes += advance
        if self.progress is not None:
            self.progress(self.done_bytes, max(self.total_bytes, self.done_bytes), label)

    def _file(self, path: Path, state, outcome: FileHarvest) -> None:
        data = path.read_bytes()
        fmt = outcome.format = detect_format(path, data)
        offset, line = 0, 0
        if state is not None:
            if (state.byte_offset <= len(data)
                    and hashlib.sha256(data[: state.byte_offset]).hexdigest() == state.prefix_sha):
                offset, line = state.byte_offset, state.lines
            else:
                outcome.restarted = True
                outcome.warnings.append("the file changed since the last harvest; read again from the start "
                                        "(facts already staged are recognised and not staged twice)")
                self.total_bytes += state.byte_offset
        transcript = read_transcript(path, data, fmt, offset=offset, line=line)
        outcome.turns = len(transcript.turns)
        if transcript.bad_lines:
            outcome.warnings.append(f"{transcript.bad_lines} line(s) were not JSON and were skipped")
        digest = hashlib.sha256(data[:offset])
        token = (state.byte_offset, state.prefix_sha) if state else None
        chunks = chunk_turns(transcript.turns, self.chunk_chars) or [[]]
        for index, chunk in enumerate(chunks):
            last = index == len(chunks) - 1
            end, end_line = (transcript.end_offset, transcript.end_line) if last else (chunk[-1].end_offset,
                                                                                      chunk[-1].end_line)
            facts: list[ProposedFact] = []
            if chunk:
                proposed = self._propose(chunk, outcome)
                if proposed is None:
                    return
                facts = proposed
            digest.update(data[offset:end])
            self._tick(end - offset, path.name)
            if self.dry_run:
                outcome.proposed += [f.to_dict() for f in facts]
            elif facts or end != offset or state is None:
                token = self._commit(path, fmt, transcript.session, facts, end, end_line, digest.hexdigest(),
                                     token, outcome)
            offset = end
        outcome.complete = True

    def _propose(self, chunk: list[Turn], outcome: FileHarvest) -> list[ProposedFact] | None:
        """The model's facts for one chunk; ``None`` when this file must stop here."""
        if self.calls_left <= 0:
            raise _Stop("the call budget ([harvest] max_calls) is spent; run harvest again to continue")
        self.calls_left -= 1
        outcome.calls += 1
        try:
            facts, warnings = propose(self.provider, chunk)
        except ProviderError as exc:
            if exc.code in REPLY_FAULTS:
                outcome.error = f"{exc.message} (turns from line {chunk[0].line}); this file stops there"
                return None
            outcome.error = exc.message
            raise _Stop(f"the model failed: {exc.message}") from exc
        outcome.warnings += [f"lines {chunk[0].line}–{chunk[-1].line}: {w}" for w in warnings]
        return facts

    def _commit(self, path: Path, fmt: str, session: str | None, facts: list[ProposedFact], end: int,
                end_line: int, prefix_sha: str, token, outcome: FileHarvest):
        """Stage the chunk's facts and record the new offset in one transaction; returns the new token."""
        items = []
        for fact in facts:
            item = _evidence_item(fact, path, fmt, session, self.namespace, self.provider.label)
            try:
                fields = {k: v for k, v in item.items() if k != "content"}
                validate(CaptureRequest(content=item["content"], **fields), self.ctx.settings)
            except MemdeskError as exc:
                outcome.warnings.append(f"line {fact.turn.line}: a proposed fact was not staged: {exc.message}")
                continue
            items.append(item)
        store = self.ctx.store
        with store.transaction():
            current = store.harvests.get(self.namespace, str(path))
            if ((current.byte_offset, current.prefix_sha) if current else None) != token:
                raise RefusedError(f"another harvest of {path.name} ran meanwhile; run harvest again",
                                   code="harvest_conflict")
            seen = store.harvests.known_external_ids(self.namespace, [i["external_id"] for i in items])
            items = [i for i in items if i["external_id"] not in seen]
            results = self.stage(items, actor=self.actor) if items else []
            fresh = [r.id for r in results if r.created and r.duplicate_of is None]
            store.harvests.save(namespace=self.namespace, path=str(path), format=fmt, byte_offset=end,
                                lines=end_line, prefix_sha=prefix_sha, staged_now=len(fresh),
                                ts=self.ctx.now_text())
        outcome.staged += fresh
        outcome.known += list(seen.values()) + [r.id for r in results if r.id not in fresh]
        return end, prefix_sha


def harvest(ctx: ServiceContext, stage: StageMany, paths: list[str | Path], *, namespace: str = "",
            dry_run: bool = False, progress: Progress | None = None, actor: str | None = None,
            provider=None) -> HarvestReport:
    """Harvest durable facts from transcripts into ``namespace`` as pending memories.

    Args:
        ctx: the store, settings and clock.
        stage: stages one chunk's facts, all or nothing (``engine.memories.remember_many``).
        paths: files or folders (folders are searched for .jsonl, .md and .txt files).
        namespace: where the facts go (already normalised).
        dry_run: ask the model and report its proposals, but write nothing (not even progress).
        progress: called as ``progress(done_bytes, total_bytes, file_name)`` after each chunk.
        actor: who stages (defaults to the context's actor).
        provider: a chat provider (default: the one configured for ``harvest``).

    Returns:
        :class:`HarvestReport` — per file what was staged, recognised, dropped or failed.

    Raises:
        NotConfiguredError: no model is configured for harvest — checked before any file is read.
        ValidationError: a path does not exist.
    """
    owned = provider is None
    if owned:
        provider = require_provider(ctx.settings, "harvest")
    try:
        return Harvester(ctx, stage, provider, namespace=namespace, dry_run=dry_run, actor=actor, progress=progress,
                         max_calls=ctx.settings.harvest.max_calls,
                         chunk_chars=ctx.settings.harvest.chunk_chars).run(paths)
    finally:
        if owned:
            close_provider(provider)
