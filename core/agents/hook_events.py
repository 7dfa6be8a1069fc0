"""What memdesk's hooks do when an agent runs them: read the input, answer a session start, capture a summary.

Claude Code and Codex run ``memdesk hooks session-start`` and ``hooks capture-summary``
with one JSON object on stdin (``session_id``, ``transcript_path``, ``cwd``,
``hook_event_name``, and ``source`` or ``trigger``). This module reads that input, shapes
the session-start answer, finds the compaction summary (Claude Code hands it over;
Codex's is the newest ``compacted`` line of its rollout) and turns it into capture
items. It is apart from :mod:`core.agents.hooks`, which installs the hooks into the
agents' settings files, because every hook call pays for what it imports.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core.errors import RefusedError, ValidationError
from core.text.digest import sha256_hex
from core.text.normalise import refuse_controls

SESSION_START = "SessionStart"
COMPACTION = "PostCompact"
SUMMARY_KIND = "session"
SUMMARY_ACTOR = "agent:claude-code"
# The agent a compaction summary came from: its name in sources, actors and tags, and its
# label for the session a summary cites.
AGENTS = {"claude": ("claude-code", "Claude Code session"), "codex": ("codex", "Codex session")}


def read_hook_input(raw: str) -> dict[str, Any]:
    """The JSON object Claude Code passes on stdin (``{}`` for empty input).

    Raises:
        ValidationError: the input is not a JSON object.
    """
    if not raw.strip():
        return {}
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValidationError(f"hook input is not JSON ({exc.msg}); Claude Code sends one JSON object on stdin",
                              code="invalid_hook_input") from None
    except RecursionError:
        raise ValidationError("hook input nests deeper than memdesk reads; Claude Code sends a flat JSON object",
                              code="invalid_hook_input") from None
    if not isinstance(data, dict):
        raise ValidationError("hook input must be a JSON object", code="invalid_hook_input")
    return data


def session_start_output(context: str) -> dict[str, Any]:
    """What ``hooks session-start`` prints for Claude Code: the context as ``additionalContext``."""
    return {"hookSpecificOutput": {"hookEventName": SESSION_START, "additionalContext": context}}


def compaction_summary(payload: dict[str, Any]) -> str | None:
    """The compaction summary: ``compact_summary`` from the hook input, else the newest summary in the transcript.

    The transcript is the agent's JSONL file (``transcript_path``): in Claude Code's,
    summary entries carry ``isCompactSummary: true``; in Codex's rollout a compaction is
    ``{"type": "compacted", "payload": {"message": …}}`` (empty when the summary was
    encrypted by server-side compaction, which leaves nothing to capture).
    """
    summary = payload.get("compact_summary")
    if isinstance(summary, str) and summary.strip():
        return summary
    path = payload.get("transcript_path")
    if not isinstance(path, str) or not path or not Path(path).expanduser().is_file():
        return None
    found = None
    with Path(path).expanduser().open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            try:
                record = json.loads(line)
            except (json.JSONDecodeError, RecursionError):  # a line nobody can read is no summary
                continue
            if not isinstance(record, dict):
                continue
            if record.get("isCompactSummary"):
                found = _message_text(record.get("message")) or found
            elif record.get("type") == "compacted" and isinstance(record.get("payload"), dict):
                message = record["payload"].get("message")
                if isinstance(message, str) and message.strip():
                    found = message
    return found


def summary_agent(payload: dict[str, Any]) -> str:
    """Which agent sent a compaction hook's input: ``codex`` (its input carries ``turn_id``) or ``claude``."""
    return "codex" if "turn_id" in payload else "claude"


def summary_actor(payload: dict[str, Any]) -> str:
    """The audit actor for the summary in ``payload``: ``agent:claude-code`` or ``agent:codex``."""
    return f"agent:{AGENTS[summary_agent(payload)][0]}"


def _message_text(message: Any) -> str | None:
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [b.get("text", "") for b in content if isinstance(b, dict) and b.get("type") == "text"]
        return "\n\n".join(t for t in texts if t) or None
    return None


# The hook input's fields kept as a summary's evidence, and how long each may be: the memory carries them to backups
# and exports, so each is a short string, screened for credentials as the summary is.
EVIDENCE_FIELDS = {"event": "hook_event_name", "trigger": "trigger", "transcript_path": "transcript_path", "cwd": "cwd"}
MAX_EVIDENCE_CHARS = 1_000
# The longest session id a hook input may carry: what a memory's session holds (capture's MAX_EXTERNAL_ID_CHARS is
# longer; the hook kept the first 200 characters as the session before, so nothing longer was ever whole).
MAX_SESSION_ID_CHARS = 200


def _evidence_fields(payload: dict[str, Any]) -> dict[str, Any]:
    """The hook input's evidence fields: a string up to :data:`MAX_EVIDENCE_CHARS` kept, anything else (another type,
    a longer text) left out and named under ``left_out``, so nothing is dropped unsaid.

    Raises:
        RefusedError: a field holds something that looks like a credential (nothing is stored).
    """
    from core.text.secrets import find_secret  # only once a summary is there to stage

    kept: dict[str, Any] = {}
    left_out = []
    for name, key in EVIDENCE_FIELDS.items():
        value = payload.get(key)
        if isinstance(value, str) and len(value) <= MAX_EVIDENCE_CHARS:
            secret = find_secret(value)
            if secret is not None:
                raise RefusedError(f"refused: the hook input's {key} {secret.reason}. Nothing was stored",
                                   code="credential")
            kept[name] = value
        else:
            kept[name] = None
            if value is not None:
                left_out.append(key)
    kept["event"] = kept["event"] or COMPACTION  # the hook that fires on a compaction, when the input names none
    if left_out:
        kept["left_out"] = f"{', '.join(left_out)}: not a string of at most {MAX_EVIDENCE_CHARS} characters"
    return kept


def summary_items(summary: str, payload: dict[str, Any], *, namespace: str, max_chars: int) -> list[dict[str, Any]]:
    """Capture items for a compaction summary: one pending memory, or several when it is long.

    Each carries the session id (``session``, a ``session`` ref and ``meta.evidence``)
    and an ``external_id`` made from the session and the text, so a hook that fires
    twice stages nothing new. Parts of one summary are linked ``related_to`` the first.

    Raises:
        ValidationError: no ``session_id`` in the hook input.
    """
    session = payload.get("session_id")
    if not isinstance(session, str) or not session.strip():
        raise ValidationError("hook input has no session_id; Claude Code and Codex pass it to every hook",
                              code="invalid_hook_input")
    if len(session) > MAX_SESSION_ID_CHARS:  # kept as the memories' session and evidence: as bounded as a session
        raise ValidationError(f"hook input's session_id is {len(session)} characters, over {MAX_SESSION_ID_CHARS}; "
                              "a session id is a short name (Claude Code's and Codex's are UUIDs)",
                              code="invalid_hook_input")
    refuse_controls(session, field="hook input's session_id", code="invalid_hook_input")
    from core.memories.chunks import pack, split_blocks

    agent = summary_agent(payload)
    name, label = AGENTS[agent]
    pieces = pack(split_blocks(summary, max_chars), max_chars)
    digest = sha256_hex(f"{session}\n{summary}".encode())[:24]
    evidence = {"session_id": session, **_evidence_fields(payload)}
    items = []
    for number, piece in enumerate(pieces):
        item = {
            "content": piece.text, "namespace": namespace, "kind": SUMMARY_KIND, "level": "trace",
            "source": f"hook:{name}", "session": session[:200], "tags": ["compaction", name],
            "refs": [{"type": "session", "id": session[:500], "label": label}],
            "external_id": f"{agent}-compact:{digest}:{number}",
            "meta": {"evidence": {**evidence, "part": number + 1, "parts": len(pieces)}},
        }
        if number:
            item["links"] = [{"ref_index": 0, "type": "related_to"}]
        items.append(item)
    return items
