"""Agent session transcripts, read as numbered turns with their place in the file.

Three formats:

- ``claude_code`` — Claude Code's ``~/.claude/projects/<project>/<session>.jsonl``: one
  JSON object per line with ``type`` (``user``, ``assistant``, ``summary``, ``system``…),
  ``uuid``, ``parentUuid``, ``sessionId``, ``timestamp`` and a ``message`` whose
  ``content`` is a string or a list of blocks (``text``, ``tool_use``, ``tool_result``,
  ``thinking``). Only the people's and the agent's text is read; tool traffic is not.
- ``codex`` — Codex's rollout files ``~/.codex/sessions/YYYY/MM/DD/rollout-…-<id>.jsonl``:
  lines ``{"timestamp", "type", "payload"}`` with ``type`` ``session_meta`` (first line,
  ``payload.id`` is the session), ``turn_context``, ``response_item`` (``payload.type ==
  "message"`` with ``role`` and ``input_text``/``output_text`` blocks; tool calls and
  reasoning are other payload types) and ``event_msg`` (``user_message`` /
  ``agent_message`` — the same words again, used only when a file has no messages).
  The environment and AGENTS.md preambles Codex injects as user messages are skipped.
- ``text`` — plain text or Markdown: paragraphs (and Markdown headings) become turns.

Reading resumes from a byte offset so a harvest never re-reads what it has done. A
JSONL line still being written (no newline yet, not valid JSON) is left for next time.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import field
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.model.lean import lean_dataclass

JSONL_SUFFIXES = frozenset({".jsonl"})
TEXT_SUFFIXES = frozenset({".md", ".markdown", ".txt", ".text"})
MAX_TURN_CHARS = 4000
CLAUDE_TYPES = frozenset({"user", "assistant", "summary", "system", "file-history-snapshot", "progress"})
CODEX_TYPES = frozenset({"session_meta", "turn_context", "response_item", "event_msg", "compacted"})
# Text Codex and Claude Code put in the user's place that the person did not write.
INJECTED_PREFIXES = (
    "<environment_context>", "<user_instructions>", "# AGENTS.md instructions", "<INSTRUCTIONS>",
    "<command-name>", "<command-message>", "<local-command-stdout>", "<local-command-stderr>",
)


@lean_dataclass(frozen=True)
class Turn:
    """One message of a transcript and where it is written.

    ``line`` is 1-based; ``end_offset``/``end_line`` say how far the file has been
    read once this turn is done (what a harvest records as its progress).
    """

    line: int
    role: str
    text: str
    end_offset: int
    end_line: int
    message_id: str | None = None
    timestamp: str | None = None


@lean_dataclass
class TranscriptSlice:
    """The turns of one file from ``start_offset`` to ``end_offset``."""

    path: Path
    format: str
    session: str | None
    start_offset: int
    start_line: int
    end_offset: int
    end_line: int
    turns: list[Turn] = field(default_factory=list)
    bad_lines: int = 0


def _clip(text: str) -> str:
    text = text.strip()
    return text if len(text) <= MAX_TURN_CHARS else text[: MAX_TURN_CHARS - 1] + "…"


def _first_records(data: bytes, limit: int = 20) -> Iterator[Any]:
    for raw in data.split(b"\n", limit)[:limit]:
        if raw.strip():
            try:
                yield json.loads(raw)
            except (ValueError, RecursionError):
                continue


def detect_format(path: Path, data: bytes) -> str:
    """``claude_code``, ``codex`` or ``text`` for this file.

    Raises:
        ValidationError: for a suffix memdesk does not read, or JSONL that is
            neither client's transcript.
    """
    suffix = path.suffix.lower()
    if suffix in TEXT_SUFFIXES:
        return "text"
    if suffix not in JSONL_SUFFIXES:
        raise ValidationError(
            f"{path.name}: not a transcript memdesk can read; give .jsonl (Claude Code, Codex), .md or .txt files",
            code="unsupported_transcript",
        )
    for record in _first_records(data):
        if not isinstance(record, dict):
            continue
        if record.get("type") in CODEX_TYPES and isinstance(record.get("payload"), dict):
            return "codex"
        if record.get("type") in CLAUDE_TYPES or "sessionId" in record or "parentUuid" in record:
            return "claude_code"
    if not data.strip():
        return "claude_code"  # an empty session file: nothing to read either way
    raise ValidationError(
        f"{path.name}: JSONL that is neither a Claude Code nor a Codex session transcript",
        code="unsupported_transcript",
    )


def _jsonl(data: bytes, offset: int, line: int) -> Iterator[tuple[int, int, Any]]:
    """``(line number, end offset, record)`` per complete line; the record is ``None`` when
    the line is not JSON and ``""`` when it is blank."""
    pos = offset
    while pos < len(data):
        newline = data.find(b"\n", pos)
        end = len(data) if newline == -1 else newline + 1
        raw = data[pos:end].strip()
        record: Any = ""
        if raw:
            try:
                record = json.loads(raw)
            except (ValueError, RecursionError):
                if newline == -1:
                    return  # still being written: leave it for the next run
                record = None
        line += 1
        yield line, end, record
        pos = end


def _block_texts(content: Any, kinds: tuple[str, ...]) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = [b.get("text") for b in content if isinstance(b, dict) and b.get("type") in kinds]
    return "\n".join(p for p in parts if isinstance(p, str) and p.strip())


def _claude_turn(record: dict) -> tuple[str, str, str | None] | None:
    if record.get("type") not in ("user", "assistant") or record.get("isMeta") or record.get("isCompactSummary"):
        return None
    message = record.get("message")
    if not isinstance(message, dict):
        return None
    text = _block_texts(message.get("content"), ("text",))
    role = message["role"] if message.get("role") in ("user", "assistant") else record["type"]
    return role, text, record.get("uuid")


def _codex_turn(record: dict) -> tuple[str, str, str | None, str] | None:
    payload = record.get("payload")
    if not isinstance(payload, dict):
        return None
    if record.get("type") == "response_item" and payload.get("type") == "message":
        if payload.get("role") not in ("user", "assistant"):
            return None
        text = _block_texts(payload.get("content"), ("input_text", "output_text", "text"))
        return payload["role"], text, payload.get("id"), "message"
    if record.get("type") == "event_msg" and payload.get("type") in ("user_message", "agent_message"):
        role = "user" if payload["type"] == "user_message" else "assistant"
        text = payload["message"] if isinstance(payload.get("message"), str) else ""
        return role, text, None, "event"
    return None


def _read_jsonl(sl: TranscriptSlice, data: bytes) -> None:
    codex_events: list[Turn] = []
    codex_messages: list[Turn] = []
    for line, end, record in _jsonl(data, sl.start_offset, sl.start_line):
        sl.end_offset, sl.end_line = end, line
        if record is None:
            sl.bad_lines += 1
            continue
        if not isinstance(record, dict):
            continue
        if sl.format == "claude_code":
            sl.session = sl.session or record.get("sessionId")
            found = _claude_turn(record)
            source = sl.turns
        else:
            if record.get("type") == "session_meta" and isinstance(record.get("payload"), dict):
                sl.session = sl.session or record["payload"].get("id")
            codex = _codex_turn(record)
            found = codex[:3] if codex else None
            source = codex_messages if codex and codex[3] == "message" else codex_events
        if not found:
            continue
        role, text, message_id = found[0], found[1], found[2]
        if not text.strip() or text.lstrip().startswith(INJECTED_PREFIXES):
            continue
        stamp = record.get("timestamp") if isinstance(record.get("timestamp"), str) else None
        source.append(Turn(line=line, role=role, text=_clip(text), end_offset=end, end_line=line,
                           message_id=message_id if isinstance(message_id, str) else None, timestamp=stamp))
    if sl.format == "codex":
        # Newer Codex writes each message twice (response_item and event_msg); prefer the former.
        sl.turns = codex_messages or codex_events


def _read_text(sl: TranscriptSlice, data: bytes) -> None:
    pos, line = sl.start_offset, sl.start_line
    block: list[str] = []
    block_line = 0

    def flush(end: int, end_line: int) -> None:
        text = "\n".join(block).strip()
        if text:
            sl.turns.append(Turn(line=block_line, role="text", text=_clip(text), end_offset=end, end_line=end_line))
        block.clear()

    def only_headings() -> bool:
        return all(b.lstrip().startswith("#") for b in block)

    for raw in data[pos:].splitlines(keepends=True):
        text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
        # A blank line or a new heading ends a paragraph; a heading stays with the paragraph under it.
        if (not text.strip() or text.lstrip().startswith("#")) and block and not only_headings():
            flush(pos, line)
        pos += len(raw)
        line += 1
        if text.strip():
            if not block:
                block_line = line
            block.append(text)
    flush(pos, line)
    sl.end_offset, sl.end_line = pos, line


def read_transcript(path: Path, data: bytes, fmt: str, *, offset: int = 0, line: int = 0) -> TranscriptSlice:
    """The turns of ``data`` (the bytes of ``path``) from ``offset``, which is line ``line``.

    Returns:
        A :class:`TranscriptSlice`; its ``end_offset`` is how far reading got.
    """
    sl = TranscriptSlice(path=path, format=fmt, session=None, start_offset=offset, start_line=line,
                         end_offset=offset, end_line=line)
    if fmt == "text":
        _read_text(sl, data)
        return sl
    if fmt == "codex" and offset > 0:
        for record in _first_records(data, limit=1):
            if isinstance(record, dict) and isinstance(record.get("payload"), dict):
                sl.session = record["payload"].get("id")
    _read_jsonl(sl, data)
    return sl


def chunk_turns(turns: list[Turn], max_chars: int) -> list[list[Turn]]:
    """Split turns into consecutive groups of at most ``max_chars`` of text (at least one turn each)."""
    chunks: list[list[Turn]] = []
    current: list[Turn] = []
    size = 0
    for turn in turns:
        if current and size + len(turn.text) > max_chars:
            chunks.append(current)
            current, size = [], 0
        current.append(turn)
        size += len(turn.text)
    if current:
        chunks.append(current)
    return chunks


def expand_paths(paths: list[str | Path]) -> list[Path]:
    """Files to harvest: each file as given, each folder's transcripts recursively (sorted).

    Raises:
        ValidationError: naming every path that does not exist (nothing is read).
    """
    found: list[Path] = []
    missing: list[str] = []
    wanted = JSONL_SUFFIXES | TEXT_SUFFIXES
    for raw in paths:
        path = Path(raw).expanduser()
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in wanted)
        elif path.is_file():
            found.append(path)
        else:
            missing.append(str(raw))
    if missing:
        raise ValidationError(f"no such file or folder: {', '.join(missing)}; nothing was harvested",
                              code="not_found")
    return list(dict.fromkeys(p.resolve() for p in found))
