"""What ``memdesk hooks session-start`` and ``hooks capture-summary`` do when a coding agent runs them.

Claude Code and Codex run these at every session start and after every compaction and
wait for them, so they load only what the work needs: the engine, not the command line
of every command nor ``rich``. The full command line (``commands_agents``) and the quick
path (:mod:`core.interfaces.cli.quick`) both call these functions, so the two print the
same bytes.

Stdout carries only what the agent reads: ``session-start`` prints one JSON answer
(or, with ``--format text``, the plain block), which both agents turn into model context;
``capture-summary`` prints one line of plain text, which Codex ignores for compaction
hooks (it would fail the hook on JSON it does not expect), or one JSON document with
``--json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TextIO

from core.agents import hook_events


def read_payload(stdin: TextIO | None) -> dict[str, Any]:
    """The hook's JSON input (``{}`` when there is none or stdin is a terminal).

    Raises:
        ValidationError: the input is not a JSON object.
    """
    raw = "" if stdin is None or stdin.isatty() else stdin.read()
    return hook_events.read_hook_input(raw)


def _engine(db_path: Path):  # the engine is imported only when a hook runs
    from core.engine import Engine
    from core.settings import load_settings

    return Engine(db_path, settings=load_settings(), actor="human:cli")


def session_start_text(engine, *, namespace: str, answer: str) -> str:
    """What ``session-start`` prints: the hook's JSON answer (``answer="claude"``) or the plain block."""
    reply = engine.agents.session_start_context(namespace=namespace)
    if answer == "claude":
        return json.dumps(reply.to_dict(), ensure_ascii=False) + "\n"
    return reply.context


def capture_summary_report(engine, payload: dict[str, Any], *, namespace: str) -> tuple[dict[str, Any], str]:
    """Stage the summary in ``payload``; the JSON report and the one line a person reads."""
    result = engine.agents.capture_summary(payload, namespace=namespace, actor=hook_events.summary_actor(payload))
    if result is None:
        return ({"captured": False, "reason": "the hook input carries no compaction summary"},
                "no compaction summary in the hook input; nothing staged")
    data = {"captured": True, **result.to_dict()}
    ids = ", ".join(f"#{i}" for i in data["ids"])
    line = f"staged the compaction summary as {ids} (pending review)" if data["stored"] else f"already staged as {ids}"
    notes = list(dict.fromkeys(item["note"] for item in data.get("items", []) if item.get("note")))
    return data, "; ".join([line, *notes])


def session_start(db_path: Path, *, namespace: str, answer: str, stdin: TextIO | None, stdout: TextIO) -> int:
    """``memdesk hooks session-start``: print the context block and the agent instructions."""
    read_payload(stdin)  # validated; the context does not depend on how the session started
    engine = _engine(db_path)
    try:
        stdout.write(session_start_text(engine, namespace=namespace, answer=answer))
    finally:
        engine.close()
    stdout.flush()
    return 0


def capture_summary(db_path: Path, *, namespace: str, json_mode: bool, stdin: TextIO | None, stdout: TextIO) -> int:
    """``memdesk hooks capture-summary``: stage the compaction summary as pending."""
    payload = read_payload(stdin)
    engine = _engine(db_path)
    try:
        data, line = capture_summary_report(engine, payload, namespace=namespace)
    finally:
        engine.close()
    stdout.write(json.dumps(data, ensure_ascii=False, default=str) + "\n" if json_mode else line + "\n")
    stdout.flush()
    return 0
