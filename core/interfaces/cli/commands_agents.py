"""Coding-agent wiring: ``hooks`` (install into Claude Code, and what the hooks run) and ``instructions``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from core.agents import hooks
from core.agents.instructions import instructions
from core.clock import system_clock


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("hooks", parents=[common], help="wire memdesk into a coding agent's hooks (Claude Code)")
    verbs = p.add_subparsers(dest="hooks_action", metavar="ACTION", required=True)
    for name, helptext in (("install", "merge memdesk's hooks into Claude Code's settings.json (backed up first)"),
                           ("uninstall", "take memdesk's hooks out of Claude Code's settings.json")):
        q = verbs.add_parser(name, parents=[common], help=helptext)
        q.add_argument("client", choices=hooks.CLIENTS, help="the coding agent (claude = Claude Code)")
        q.add_argument("--scope", choices=hooks.SCOPES, default="user",
                       help="user: ~/.claude/settings.json; project: .claude/settings.json (default user)")
        q.add_argument("--project-dir", metavar="DIR", help="the project for --scope project (default: here)")
        q.add_argument("--dry-run", action="store_true", help="print the exact settings it would write; write nothing")
        if name == "install":
            q.add_argument("--command", dest="base", metavar="CMD",
                           help="how the hooks start memdesk (default: this memdesk, by absolute path)")
        q.set_defaults(handler=cmd_hooks_install, uninstall=name == "uninstall")
    q = verbs.add_parser("session-start", parents=[common],
                         help="(run by Claude Code) print the context block and instructions for a new session")
    q.add_argument("--format", choices=["claude", "text"], default="claude",
                   help="claude: the hook's JSON answer (default); text: the plain block, for any client")
    q.set_defaults(handler=cmd_session_start)
    q = verbs.add_parser("capture-summary", parents=[common],
                         help="(run by Claude Code after compaction) stage the session summary as pending")
    q.set_defaults(handler=cmd_capture_summary)

    p = sub.add_parser("instructions", parents=[common],
                       help="the short instruction block an agent needs (when to recall, what to remember)")
    p.set_defaults(handler=cmd_instructions)


def cmd_hooks_install(ctx) -> int:
    a = ctx.args
    path = hooks.settings_path(a.scope, project=Path(a.project_dir).expanduser() if a.project_dir else None)
    # The store's absolute path goes into the command: Claude Code's environment may not carry MEMDESK_DB.
    entries = None if a.uninstall else hooks.memdesk_entries(
        a.base or hooks.default_command(), db=str(ctx.db_path.expanduser().resolve()), namespace=ctx.namespace)
    plan = hooks.plan(path, entries)
    if not a.dry_run:
        plan = hooks.write(plan, stamp=system_clock().strftime("%Y%m%dT%H%M%S"))
    data = {**plan.to_dict(), "dry_run": a.dry_run, "client": a.client, "scope": a.scope}

    def render(console: Console) -> None:
        if a.dry_run:
            ctx.out.note(f"dry run: this is exactly what would be written to {path}"
                         + ("" if plan.changed else " (it already says this; nothing would change)"))
            console.out(plan.text, end="", highlight=False)
            return
        if not plan.changed:
            state = "removed" if a.uninstall else "in place"
            console.print(f"{escape(str(path))} already has memdesk's hooks {state}; nothing changed")
            return
        action = "removed memdesk's hooks from" if a.uninstall else "installed memdesk's hooks in"
        console.print(f"{action} {escape(str(path))}")
        if plan.backup:
            console.print(f"[dim]the previous file is kept as {escape(str(plan.backup))}[/]")
        if not a.uninstall:
            console.print("[dim]SessionStart adds the context block; PostCompact stages the compaction summary as "
                          "pending. Restart Claude Code (or check with /hooks).[/]")

    ctx.out.emit(data, render)
    return 0


def _stdin_payload() -> dict:
    raw = "" if sys.stdin is None or sys.stdin.isatty() else sys.stdin.read()
    return hooks.read_hook_input(raw)


def cmd_session_start(ctx) -> int:
    _stdin_payload()  # validated; the context does not depend on how the session started
    answer = ctx.engine.session_start_context(namespace=ctx.namespace or "")
    text = answer["hookSpecificOutput"]["additionalContext"]
    # Claude Code reads the hook's stdout as is: one JSON object (or, for --format text, the block).
    ctx.out.console.out(json.dumps(answer, ensure_ascii=False) if ctx.args.format == "claude" else text,
                        highlight=False, end="\n" if ctx.args.format == "claude" else "")
    return 0


def cmd_capture_summary(ctx) -> int:
    payload = _stdin_payload()
    result = ctx.engine.capture_summary(payload, namespace=ctx.namespace or "")
    if result is None:
        ctx.out.emit({"captured": False, "reason": "the hook input carries no compaction summary"},
                     lambda c: c.print("[dim]no compaction summary in the hook input; nothing staged[/]"))
        return 0
    data = {"captured": True, **result.to_dict()}
    ctx.out.emit(data, lambda c: c.print(
        f"staged the compaction summary as {', '.join(f'#{i}' for i in data['ids'])} (pending review)"
        if data["stored"] else f"already staged as {', '.join(f'#{i}' for i in data['ids'])}"))
    return 0


def cmd_instructions(ctx) -> int:
    text = instructions()
    ctx.out.emit({"instructions": text}, lambda c: c.out(text, end="", highlight=False))
    return 0
