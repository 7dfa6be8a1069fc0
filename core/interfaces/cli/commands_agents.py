"""Coding-agent wiring: ``hooks`` (install into Claude Code or Codex, and what the hooks run) and ``instructions``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from core.agents import hooks
from core.agents.instructions import instructions
from core.clock import system_clock
from core.interfaces.cli import hook_verbs
from core.interfaces.cli.output import escape
from core.paths import store_argument

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("hooks", parents=[common],
                       help="wire memdesk into a coding agent's hooks (Claude Code, Codex)")
    verbs = p.add_subparsers(dest="hooks_action", metavar="ACTION", required=True)
    for name, helptext in (("install", "merge memdesk's hooks into the agent's hook file (backed up first)"),
                           ("uninstall", "take memdesk's hooks out of the agent's hook file")):
        q = verbs.add_parser(name, parents=[common], help=helptext)
        q.add_argument("client", choices=hooks.CLIENTS, help="the coding agent (claude = Claude Code, codex = Codex)")
        q.add_argument("--scope", choices=hooks.SCOPES, default="user",
                       help="user: ~/.claude/settings.json or ~/.codex/hooks.json; project: .claude/settings.json "
                            "or .codex/hooks.json (default user)")
        q.add_argument("--project-dir", metavar="DIR", help="the project for --scope project (default: here)")
        q.add_argument("--dry-run", action="store_true", help="print the exact settings it would write; write nothing")
        if name == "install":
            q.add_argument("--command", dest="base", metavar="CMD",
                           help="how the hooks start memdesk (default: this memdesk, by absolute path)")
        q.set_defaults(handler=cmd_hooks_install, uninstall=name == "uninstall")
    q = verbs.add_parser("session-start", parents=[common],
                         help="(run by the agent) print the context block and instructions for a new session")
    q.add_argument("--format", choices=["claude", "text"], default="claude",
                   help="claude: the hook's JSON answer (default); text: the plain block, for any client")
    q.set_defaults(handler=cmd_session_start)
    q = verbs.add_parser("capture-summary", parents=[common],
                         help="(run by the agent after compaction) stage the session summary as pending")
    q.set_defaults(handler=cmd_capture_summary)

    p = sub.add_parser("instructions", parents=[common],
                       help="the short instruction block an agent needs (when to recall, what to remember)")
    p.set_defaults(handler=cmd_instructions)


def cmd_hooks_install(ctx) -> int:
    a = ctx.args
    path = hooks.hooks_path(a.client, a.scope, project=Path(a.project_dir).expanduser() if a.project_dir else None)
    # The store's absolute path goes into the command: the agent's environment may not carry MEMDESK_DB.
    entries = None if a.uninstall else hooks.memdesk_entries(
        a.base or hooks.default_command(), db=store_argument(ctx.db_path), namespace=ctx.namespace,
        client=a.client)
    plan = hooks.plan(path, entries)
    if not a.dry_run:
        plan = hooks.write(plan, stamp=system_clock().strftime("%Y%m%dT%H%M%S"))
    disabled = hooks.codex_hooks_disabled() if a.client == "codex" and not a.uninstall else None
    data = {**plan.to_dict(), "dry_run": a.dry_run, "client": a.client, "scope": a.scope}
    if disabled:
        data["warning"] = f"hooks are turned off in Codex's config.toml ([features] {disabled} = false)"

    def render(console: Console) -> None:
        if a.dry_run:
            ctx.out.note(f"dry run: this is exactly what would be written to {path}"
                         + ("" if plan.changed else " (it already says this; nothing would change)"))
            console.out(plan.text, end="", highlight=False)
            return
        if not plan.changed:
            state = "removed" if a.uninstall else "in place"
            console.print(f"{escape(str(path))} already has memdesk's hooks {state}; nothing changed")
        else:
            action = "removed memdesk's hooks from" if a.uninstall else "installed memdesk's hooks in"
            console.print(f"{action} {escape(str(path))}")
            if plan.backup:
                console.print(f"[dim]the previous file is kept as {escape(str(plan.backup))}[/]")
        if a.uninstall:
            return
        if a.client == "claude" and plan.changed:
            console.print("[dim]SessionStart adds the context block; PostCompact stages the compaction summary as "
                          "pending. Restart Claude Code (or check with /hooks).[/]")
        elif a.client == "codex":
            if plan.changed:
                console.print("[dim]SessionStart adds the context block; PostCompact stages the compaction summary "
                              "(read from the session's rollout file) as pending.[/]")
            console.print("Codex runs a hook only after you trust it: open Codex, run /hooks (or Settings → Hooks "
                          "in the app) and trust memdesk's SessionStart and PostCompact hooks. Codex asks again "
                          "whenever their command changes (another --db, --ns or memdesk path).")
            if disabled:
                console.print(f"[bold]warning:[/] {escape(data['warning'])}: memdesk's hooks will not run until "
                              "you remove that line.")

    ctx.out.emit(data, render)
    return 0


def cmd_session_start(ctx) -> int:
    hook_verbs.read_payload(sys.stdin)  # validated; the context does not depend on how the session started
    text = hook_verbs.session_start_text(ctx.engine, namespace=ctx.namespace or "", answer=ctx.args.format)
    # The agent reads the hook's stdout as is: one JSON object (or, for --format text, the block).
    ctx.out.console.out(text, highlight=False, end="")
    return 0


def cmd_capture_summary(ctx) -> int:
    payload = hook_verbs.read_payload(sys.stdin)
    data, line = hook_verbs.capture_summary_report(ctx.engine, payload, namespace=ctx.namespace or "")
    ctx.out.emit(data, lambda c: c.print(escape(line)))
    return 0


def cmd_instructions(ctx) -> int:
    text = instructions()
    ctx.out.emit({"instructions": text}, lambda c: c.out(text, end="", highlight=False))
    return 0
