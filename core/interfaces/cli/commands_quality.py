"""Keeping the store clean: prune, archive, purge, consolidate, merge-apply, capture rules and upkeep."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from core.agents.upkeep import STEPS
from core.errors import RefusedError, UsageError
from core.interfaces.cli import values
from core.interfaces.cli.output import counted, escape, namespace_label, short, status_text
from core.text.normalise import parse_ids

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("prune", parents=[common],
                       help="archive the lowest-retention memories per namespace (needs --keep or --older-than)")
    p.add_argument("--keep", type=values.whole(minimum=0), metavar="N",
                   help="keep the N best memories of each namespace")
    p.add_argument("--older-than", dest="older_than", type=values.whole(minimum=0), metavar="DAYS",
                   help="only memories idle for more than DAYS days")
    p.add_argument("--dry-run", action="store_true", help="show what would be archived; change nothing")
    p.set_defaults(handler=cmd_prune)

    p = sub.add_parser("archive", parents=[common], help="archive memories softly, or bring them back with --restore")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.add_argument("--restore", action="store_true", help="bring archived memories back into recall")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_archive)

    p = sub.add_parser("purge", parents=[common],
                       help="delete rejected or archived memories for good (operator only; asks first)")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.add_argument("--any-status", action="store_true", help="also delete memories that are not rejected/archived")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_purge)

    p = sub.add_parser("consolidate", parents=[common],
                       help="group restatements and file merge proposals (never merges by itself)")
    p.add_argument("--dry-run", action="store_true", help="show the groups without filing proposals")
    p.add_argument("--list", action="store_true", help="list the open merge proposals instead")
    p.set_defaults(handler=cmd_consolidate)

    p = sub.add_parser("merge-apply", parents=[common], help="apply a merge proposal (one undoable action)")
    p.add_argument("proposal", type=values.proposal_id,
                   help="the merge proposal's id (see `memdesk consolidate --list`)")
    p.add_argument("--text", help="use this merged wording instead of the proposal's")
    p.set_defaults(handler=cmd_merge_apply)

    p = sub.add_parser("rules", parents=[common], help="capture rules that hold matching captures for review")
    actions = p.add_subparsers(dest="rules_action", metavar="ACTION", required=True)
    q = actions.add_parser("list", parents=[common], help="list the rules (store and config)")
    q.add_argument("--all", action="store_true", help="include removed rules")
    q = actions.add_parser("add", parents=[common], help="add a rule: PATTERN (text, or re:REGEX) and --reason")
    q.add_argument("pattern")
    q.add_argument("--reason", required=True, help="shown when the rule holds a capture")
    q = actions.add_parser("remove", parents=[common], help="switch a stored rule off (undo brings it back)")
    q.add_argument("rule_id", type=values.rule_id)
    p.set_defaults(handler=cmd_rules)

    p = sub.add_parser("upkeep", parents=[common],
                       help="run upkeep now: stale horizons, expired envelopes, kept readings, scan, "
                            "consolidation (logged)")
    p.add_argument("--list", action="store_true", help="show the recent runs instead")
    p.add_argument("--limit", type=values.whole(minimum=1), default=10, help="runs to show with --list (default 10)")
    p.set_defaults(handler=cmd_upkeep)


def cmd_prune(ctx) -> int:
    from rich.table import Table

    a = ctx.args
    report = ctx.engine.quality.prune(keep=a.keep, older_than_days=a.older_than, namespace=ctx.namespace,
                                      dry_run=a.dry_run)

    def render(console: Console) -> None:
        verb = "would archive" if report.dry_run else "archived"
        if not report.items:
            console.print(f"[dim]nothing to archive[/] (kept {sum(report.kept.values())})")
            return
        table = Table(header_style="bold", title=f"{verb} {len(report.items)}", title_justify="left")
        for column in ("id", "ns", "status", "retention", "why"):
            table.add_column(column)
        for item in report.items:
            table.add_row(f"#{item.id}", escape(namespace_label(item.namespace)), status_text(item.status),
                          f"{item.retention:.3f}", escape(item.reason))
        console.print(table)
        if report.dry_run:
            console.print("[dim]dry run: nothing changed[/]")
        else:
            console.print("[dim]`memdesk undo` brings them all back; `memdesk archive ID --restore` one by one[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0


def cmd_archive(ctx) -> int:
    ids = parse_ids(ctx.args.ids)
    if ctx.args.restore:
        restored = ctx.engine.quality.unarchive(ids)
        ctx.out.emit({"restored": restored},
                     lambda c: c.print("back in recall: " + ", ".join(f"[green]#{i}[/]" for i in restored)))
        return 0
    archived = ctx.engine.quality.archive(ids, reason=ctx.args.reason)
    ctx.out.emit({"archived": archived}, lambda c: c.print(
        "archived " + ", ".join(f"#{i}" for i in archived) + "  [dim](`--restore` brings them back)[/]"))
    return 0


def _confirm_purge(ctx, ids: list[int]) -> None:
    if ctx.args.yes:
        return
    if ctx.out.json_mode or not sys.stdin.isatty():
        raise RefusedError("purge deletes memories for good and there is no terminal to confirm on; "
                           "pass --yes to confirm", code="confirmation_required")
    found = ctx.engine.memories.get_many(ids)
    for memory_id in ids:
        memory = found.get(memory_id)
        if memory is not None:
            ctx.out.console.print(
                f"  [cyan]#{memory.id}[/] {status_text(memory.status)} {escape(short(memory.content))}")
    ctx.out.console.print(f"[bold red]Delete {counted(len(ids), 'memory', 'memories')} permanently?[/] "
                          "This cannot be undone.")
    answer = input("Type 'purge' to confirm: ")
    if answer.strip().lower() != "purge":
        raise RefusedError("purge not confirmed; nothing was deleted", code="not_confirmed")


def cmd_purge(ctx) -> int:
    ids = parse_ids(ctx.args.ids)
    _confirm_purge(ctx, ids)
    purged = ctx.engine.quality.purge(ids, any_status=ctx.args.any_status, reason=ctx.args.reason)
    ctx.out.emit({"purged": purged}, lambda c: c.print(
        "purged " + ", ".join(f"[red]#{i}[/]" for i in purged) + "  [dim](the audit log keeps a record)[/]"))
    return 0


def _render_groups(console: Console, groups: list[dict], title: str) -> None:
    for group in groups:
        head = f"proposal {group['proposal']}" if group.get("proposal") else "group"
        console.print(f"[bold]{head}[/] keep [cyan]#{group['keeper']}[/] "
                      f"“{escape(short(group['merged_text'], 70))}”")
        others = ", ".join(f"#{i}" for i in group["would_supersede"])
        console.print(f"   would supersede [magenta]{others}[/]" + (f"  [dim]{escape(group['why'])}[/]"
                                                                        if group.get("why") else ""))
    if not groups:
        console.print(f"[dim]{title}[/]")


def cmd_consolidate(ctx) -> int:
    if ctx.args.list:
        proposals = ctx.engine.conflicts.proposals(rules=["merge"], statuses=["open"])
        views = [{"proposal": p.id, "keeper": p.detail.get("keeper"), "merged_text": p.detail.get("merged_text", ""),
                  "would_supersede": p.detail.get("would_supersede", []), "sources": p.detail.get("sources", []),
                  "reason": p.reason} for p in proposals]
        ctx.out.emit({"proposals": views}, lambda c: _render_groups(c, views, "no open merge proposals"))
        return 0
    report = ctx.engine.quality.consolidate(namespace=ctx.namespace, dry_run=ctx.args.dry_run)

    def render(console: Console) -> None:
        _render_groups(console, report.proposals, "no restatements found")
        if report.skipped:
            console.print(f"[dim]{counted(len(report.skipped), 'group')} skipped:[/]")
            _render_groups(console, report.skipped, "")
        if report.proposals and not report.dry_run:
            console.print("[dim]review them in the workstation, or `memdesk merge-apply PROPOSAL`[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0


def cmd_merge_apply(ctx) -> int:
    result = ctx.engine.quality.merge_apply(ctx.args.proposal, text=ctx.args.text)

    def render(console: Console) -> None:
        verb = "created" if result.created else "kept"
        console.print(f"merged: {verb} [green]#{result.merged}[/]; superseded "
                      + ", ".join(f"[magenta]#{i}[/]" for i in result.superseded)
                      + "  [dim](`memdesk undo` reverses the whole merge)[/]")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_rules(ctx) -> int:
    from rich.table import Table

    a = ctx.args
    if a.rules_action == "add":
        rule = ctx.engine.quality.add_capture_rule(a.pattern, a.reason, namespace=ctx.namespace)
        ctx.out.emit(rule.to_dict(), lambda c: c.print(f"added rule [cyan]#{rule.id}[/]: captures matching "
                                                       f"{escape(repr(rule.pattern))} are held "
                                                       f"({escape(rule.reason)})"))
        return 0
    if a.rules_action == "remove":
        rule = ctx.engine.quality.remove_capture_rule(a.rule_id)
        ctx.out.emit(rule.to_dict(), lambda c: c.print(f"removed rule #{rule.id} ({escape(repr(rule.pattern))}); "
                                                       "`memdesk undo` brings it back"))
        return 0
    if a.rules_action != "list":
        raise UsageError("use `memdesk rules list`, `rules add PATTERN --reason R` or `rules remove ID`")
    rules = ctx.engine.quality.capture_rules(include_removed=a.all)

    def render(console: Console) -> None:
        if not rules:
            console.print("[dim]no capture rules; `memdesk reject ID --reason R --as-rule PATTERN` makes one[/]")
            return
        table = Table(header_style="bold")
        for column in ("rule", "pattern", "reason", "ns", "from"):
            table.add_column(column)
        for rule in rules:
            name = f"#{rule.id}" if rule.origin == "store" else f"config {rule.id}"
            if not rule.active:
                name += " [dim](removed)[/]"
            table.add_row(name, escape(rule.pattern), escape(rule.reason),
                          escape(rule.namespace if rule.namespace is not None else "all"),
                          f"#{rule.from_memory_id}" if rule.from_memory_id else rule.origin)
        console.print(table)

    ctx.out.emit({"rules": [r.to_dict() for r in rules]}, render)
    return 0


# -- upkeep ------------------------------------------------------------------------------


def cmd_upkeep(ctx) -> int:
    if ctx.args.list:
        runs = [r.to_dict() for r in ctx.engine.agents.upkeep_runs(ctx.args.limit)]
        ctx.out.emit({"runs": runs}, lambda c: c.print(_runs_table(runs)))
        return 0
    run = ctx.engine.agents.run_upkeep(actor="human:cli").to_dict()

    def render(console: Console) -> None:
        marks = {"ok": "[green]ok  [/]", "skipped": "[dim]skip[/]", "error": "[red]FAIL[/]"}
        for name, step in run["steps"].items():
            console.print(f"{marks[step['status']]} {name:<12} {escape(str(step.get('detail', '')))}")
        settings = ctx.engine.agents.upkeep_settings()
        timer = f"every {settings.interval_minutes} min" if settings.enabled else "off ([upkeep] interval_minutes = 0)"
        console.print(f"[dim]run {run['id']} recorded; the daemon's timer: {timer}[/]")

    ctx.out.emit(run, render)
    return 0 if run["ok"] else 1


def _runs_table(runs: list[dict]) -> Table:
    from rich.table import Table

    table = Table(header_style="bold")
    for column in ("run", "started", "by", "result", "steps"):
        table.add_column(column)
    for run in runs:
        names = sorted(run["steps"], key=lambda n: STEPS.index(n) if n in STEPS else len(STEPS))
        steps = ", ".join(f"{name} {run['steps'][name]['status']}" for name in names)
        table.add_row(str(run["id"]), run["started_at"][:19], escape(run["actor"]),
                      "[green]ok[/]" if run["ok"] else "[red]failed[/]", escape(short(steps, 80)))
    return table
