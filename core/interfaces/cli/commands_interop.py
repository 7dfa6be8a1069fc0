"""Interop commands: export (the Markdown registry) and import (the registry and other tools)."""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import UsageError
from core.interfaces.cli.output import counted, escape, status_text
from core.interop import FORMATS

if TYPE_CHECKING:
    from rich.console import Console

    from core.engine import Engine

_SHOWN = 15  # items listed per section in human output; --json has them all


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("export", parents=[common], help="write the git-diffable Markdown registry")
    p.add_argument("--markdown", metavar="DIR", required=True,
                   help="directory for the registry (one file per namespace; --ns for one)")
    p.add_argument("--include-secrets", action="store_true",
                   help="also write memories whose text looks like a credential (left out by default: "
                        "the registry is made to be committed)")
    p.set_defaults(handler=cmd_export)

    kinds = ", ".join(FORMATS)
    p = sub.add_parser("import", parents=[common], help="import a Markdown registry or another tool's memories",
                       description=f"Import memories. Kinds: {kinds}. Without --from, PATH is a Markdown "
                       "registry written by `memdesk export --markdown`.")
    p.add_argument("path", nargs="?", help="what to import (claude-code defaults to ~/.claude/projects)")
    p.add_argument("--from", dest="kind", default="markdown", metavar="KIND", help=f"one of: {kinds}")
    p.add_argument("--dry-run", action="store_true", help="report what would happen; write nothing")
    trust = p.add_mutually_exclusive_group()
    trust.add_argument("--promote", dest="statuses", action="store_const", const=True,
                       help="apply the source's statuses (promoted, superseded, archived…) instead of pending")
    trust.add_argument("--pending", dest="statuses", action="store_const", const=False,
                       help="land everything pending, even from a memdesk registry")
    p.set_defaults(handler=cmd_import, statuses=None)


def cmd_export(ctx) -> int:
    result = ctx.engine.interop.export_markdown(ctx.args.markdown, namespace=ctx.namespace,
                                                include_secrets=ctx.args.include_secrets).to_dict()

    def render(console: Console) -> None:
        for file in result["files"]:
            state = "written" if file["changed"] else "[dim]unchanged[/]"
            console.print(f"{escape(file['path'])}: {counted(file['memories'], 'memory', 'memories')}, {state}")
        for path in result["removed"]:
            console.print(f"[dim]removed {escape(path)} (its namespace has no memories now)[/]")
        if not result["files"]:
            console.print("[dim]the store has no memories; nothing to export[/]")
        if result["withheld"]:
            count = result["withheld"]
            console.print(f"[dark_orange]withheld {count} {'memory' if count == 1 else 'memories'} whose text looks "
                          "like a secret[/] (staged with --force); --include-secrets writes them")

    ctx.out.emit(result, render)
    return 0


@contextmanager
def _import_engine(ctx) -> Iterator[Engine]:
    """The store to import into; a dry run on a store that does not exist yet uses a throwaway one."""
    if ctx.args.dry_run and not ctx.db_path.exists():
        with tempfile.TemporaryDirectory(prefix="memdesk-dry-run-") as scratch:
            from core.engine import Engine

            engine = Engine(Path(scratch) / "dry-run.db", settings=ctx.settings, actor="human:cli")
            try:
                yield engine
            finally:
                engine.close()
        return
    yield ctx.engine


def cmd_import(ctx) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    a = ctx.args
    if a.path is None and a.kind == "markdown":
        raise UsageError("give the registry directory to import (or --from KIND PATH)")
    show_bar = not ctx.out.json_mode and ctx.out.err_console.is_terminal
    with _import_engine(ctx) as engine, Progress(
        TextColumn("[bold]importing[/] {task.description}"), BarColumn(), MofNCompleteColumn(),
        console=ctx.out.err_console, transient=True, disable=not show_bar,
    ) as bar:
        task = bar.add_task(escape(a.kind), total=None)
        report = engine.interop.import_from(a.kind, a.path, namespace=ctx.namespace, statuses=a.statuses,
                                    dry_run=a.dry_run, progress=lambda done, total: bar.update(
                                        task, completed=done, total=total))
    data = report.to_dict()
    ctx.out.emit(data, lambda console: _render_import(console, data))
    return 0


def _render_import(console: Console, data: dict) -> None:
    verb = "would import" if data["dry_run"] else "imported"
    statuses = ", ".join(f"{n} {status_text(s)}" for s, n in data["by_status"].items()) or "nothing new"
    console.print(f"{verb} {len(data['created'])} of {data['read']} from {escape(data['kind'])} "
                  f"{escape(data['path'])}: {statuses}")
    if not data["statuses_from_source"] and data["created"]:
        console.print("  [dim]everything new waits as pending (the source's statuses are in meta.import; "
                      "--promote applies them)[/]")
    for title, key in (("already here (re-import)", "already_present"), ("restatements of existing memories",
                                                                         "duplicates"), ("updated", "updated")):
        if data[key]:
            console.print(f"  {len(data[key])} {title}")
    if data["untrusted"]:
        console.print(f"[dark_orange]from the files, waiting for a person ({len(data['untrusted'])}):[/] "
                      "this store never exported them, or their text changed since")
        for item in data["untrusted"][:_SHOWN]:
            console.print(f"  {escape(item['where'])} → #{item['id']}: {escape(item['reason'])}")
    if data["links"] or data["proposals"]:
        console.print(f"  {counted(data['links'], 'link')}, "
                      f"{counted(data['proposals'], 'supersession proposal')} filed")
    if data["skipped"]:
        console.print(f"[dark_orange]not imported ({len(data['skipped'])}):[/]")
        for item in data["skipped"][:_SHOWN]:
            console.print(f"  {escape(item['where'])}: {escape(item['reason'])}")
    if data["unmapped"]:
        console.print(f"[dark_orange]not mapped ({len(data['unmapped'])}):[/]")
        for line in data["unmapped"][:_SHOWN]:
            console.print(f"  {escape(line)}")
    shown = max(len(data["skipped"]), len(data["unmapped"]))
    if shown > _SHOWN:
        console.print(f"  [dim]… --json lists all {shown}[/]")
    if data["dry_run"]:
        console.print("[bold]dry run:[/] nothing was written")
    elif data["operations"]:
        undo = " twice" if len(data["operations"]) > 1 else ""
        console.print(f"[dim]`memdesk undo`{undo} reverses this import[/]")
