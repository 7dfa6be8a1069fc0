"""Commands that use a model: ask and harvest (and how ``remember --extract`` reports)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from core.interfaces.cli import values
from core.interfaces.cli.output import comma_list, counted, escape, hits_table, short

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("ask", parents=[common],
                       help="answer a question from promoted memories, with checked citations (needs a model)")
    p.add_argument("question", nargs="+", help="what to ask")
    p.add_argument("-k", "--limit", dest="k", type=values.whole(minimum=1),
                   help="how many memories to retrieve (default 8, max 50)")
    p.add_argument("--kind", type=values.kinds, help="only these kinds (comma-separated)")
    p.set_defaults(handler=cmd_ask)

    p = sub.add_parser("harvest", parents=[common],
                       help="stage durable facts from Claude Code / Codex / Markdown transcripts (needs a model)")
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="transcript files or folders (~/.claude/projects, ~/.codex/sessions, notes)")
    p.add_argument("--dry-run", action="store_true", help="show what would be staged; write nothing")
    p.set_defaults(handler=cmd_harvest)


def describe_extraction(console: Console, extracted) -> None:
    """What the model proposed for a ``remember --extract`` (or why it failed)."""
    if extracted.error:
        console.print(f"[bold yellow]extraction failed:[/] {escape(extracted.error)}")
        return
    e = extracted.extraction
    console.print(f"[dim]extracted by {escape(e.model)}:[/] {escape(e.summary)}")
    facts = [("kind", e.kind), ("importance", f"{e.importance:.2f}"), ("tags", ", ".join(e.tags)),
             ("entities", ", ".join(e.entities))]
    console.print("  " + "  ".join(f"[dim]{k}:[/] {escape(v)}" for k, v in facts if v))
    if e.ignored_fields:
        console.print(f"  [yellow]ignored fields in the reply:[/] {escape(', '.join(e.ignored_fields))}")


def cmd_ask(ctx) -> int:
    question = " ".join(ctx.args.question)
    kinds = comma_list(ctx.args.kind)
    answer = ctx.engine.llm.ask(question, namespace=ctx.namespace or "", k=ctx.args.k, kinds=kinds)

    def render(console: Console) -> None:
        if answer.mode == "answered":
            console.print(escape(answer.answer or ""))
            for warning in answer.warnings:
                console.print(f"[yellow]warning:[/] {escape(warning)}")
            console.print(f"[dim]answered by {escape(answer.model or '')} from the memories below[/]")
        else:
            console.print(f"[yellow]{escape(answer.note or '')}[/]")
        if answer.memories:
            ctx.out.write(ctx.out.draw(hits_table(answer.memories)))
        elif answer.mode != "no_memories":
            console.print(f"[dim]nothing found for {escape(repr(question))}[/]")

    ctx.out.emit(answer.to_dict(), render)
    return 0


def _progress_bar(ctx):
    # On stderr, and only for a person at a terminal: pipes and --json stay clean.
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeElapsedColumn

    console = ctx.out.err_console
    return Progress(TextColumn("[bold]harvest[/] {task.description}"), BarColumn(), DownloadColumn(),
                    TimeElapsedColumn(), console=console, transient=True,
                    disable=ctx.out.json_mode or not console.is_terminal)


def cmd_harvest(ctx) -> int:
    from rich.table import Table

    with _progress_bar(ctx) as bar:
        task = bar.add_task("reading", total=None)

        def progress(done: int, total: int, name: str) -> None:
            bar.update(task, completed=done, total=total, description=escape(short(name, 40)))

        report = ctx.engine.llm.harvest(ctx.args.paths, namespace=ctx.namespace or "", dry_run=ctx.args.dry_run,
                                    progress=progress)

    def render(console: Console) -> None:
        title = f"harvest with {report.model}" + (" (dry run)" if report.dry_run else "")
        table = Table(header_style="bold", title=title, title_justify="left")
        for column in ("file", "format", "turns", "calls", "proposed" if report.dry_run else "staged", "known",
                       "result"):
            table.add_column(column, justify="right" if column in ("turns", "calls", "staged", "proposed",
                                                                    "known") else "left")
        for f in report.files:
            result = f"[red]{escape(f.error)}[/]" if f.error else ("done" if f.complete else "[yellow]not finished[/]")
            count = len(f.proposed) if report.dry_run else len(f.staged)
            table.add_row(escape(Path(f.path).name), f.format or "?", str(f.turns), str(f.calls), str(count),
                          str(len(f.known)), result)
        console.print(table)
        for f in report.files:
            for fact in f.proposed:
                console.print(f"  [cyan]line {fact['line']}[/] ({fact['role']}): {escape(short(fact['content']))}")
            for warning in f.warnings:
                console.print(f"  [yellow]{escape(Path(f.path).name)}:[/] {escape(warning)}")
        if report.stopped:
            console.print(f"[bold red]stopped:[/] {escape(report.stopped)}")
        if report.staged:
            console.print(f"staged {counted(len(report.staged), 'pending memory', 'pending memories')}; "
                          "review them with `memdesk list --status "
                          "pending` or in the workstation")
        elif not report.dry_run and report.ok:
            console.print("[dim]nothing new to stage[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0 if report.ok else 1
