"""Store-level commands: init, demo, doctor, stats, store copy, and opening the workstation."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import StoreError, UsageError
from core.interfaces.cli import plain
from core.interfaces.cli.output import counted, escape, namespace_label, status_cell

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("init", parents=[common], help="create the store and show its identity")
    p.add_argument("dir", nargs="?", help="also write SOUL.md, IDENTITY.md and MEMORY.md templates here")
    p.set_defaults(handler=cmd_init)

    p = sub.add_parser("demo", parents=[common], help="seed a demo store and open the workstation on it")
    p.add_argument("--no-open", action="store_true", help="only seed; do not open the workstation")
    p.set_defaults(handler=cmd_demo)

    p = sub.add_parser("doctor", parents=[common], help="check the store and list what needs a person")
    p.add_argument("--fix", action="store_true", help="mark past-horizon memories stale; rebuild a broken index")
    p.set_defaults(handler=cmd_doctor)

    p = sub.add_parser("stats", parents=[common], help="counts by status, kind and namespace; retrieval mode")
    p.set_defaults(handler=cmd_stats)

    p = sub.add_parser("salvage", parents=[common],
                       help="copy what is readable from a damaged store into a new store; report what was lost")
    p.add_argument("new_store", help="the new store file to create (must not exist)")
    p.set_defaults(handler=cmd_salvage)

    p = sub.add_parser("tui", parents=[common], help="open the workstation (same as bare `memdesk`)")
    p.set_defaults(handler=open_workstation)

    store = sub.add_parser("store", parents=[common], help="move a whole store (SQLite file ⇄ PostgreSQL)")
    verbs = store.add_subparsers(dest="store_command", metavar="VERB")
    store.set_defaults(handler=lambda ctx: _usage(ctx, store))
    p = verbs.add_parser("copy", parents=[common],
                         help="copy every memory, its history, links, generations and pins into another store")
    p.add_argument("source", metavar="SRC", help="the store to copy: a file or a postgresql:// URL (only read)")
    p.add_argument("destination", metavar="DST", help="where to copy it: a new file or an empty database")
    p.add_argument("--force", action="store_true",
                   help="replace everything DST already holds (its memories, history and lineage)")
    p.set_defaults(handler=cmd_store_copy)


def _usage(ctx, parser: argparse.ArgumentParser) -> int:
    ctx.out.error(f"name a verb: {parser.format_usage().strip()} copy SRC DST", "usage")
    return 2


def cmd_store_copy(ctx) -> int:
    from core.interop.store_copy import copy_between

    a = ctx.args
    if ctx.out.json_mode:
        report = copy_between(a.source, a.destination, force=a.force)
    else:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn

        columns = (TextColumn("{task.description:<22}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=ctx.out.err_console, transient=True) as bar:
            tasks: dict[str, TaskID] = {}

            def progress(step: str, done: int, total: int) -> None:
                if step not in tasks:
                    tasks[step] = bar.add_task(step, total=total or None)
                bar.update(tasks[step], completed=done, total=total or None)

            report = copy_between(a.source, a.destination, force=a.force, progress=progress)
    data = report.to_dict()

    def render(console: Console) -> None:
        moved = ", ".join(f"{n} {table}" for table, n in data["rows"].items() if n) or "nothing (an empty store)"
        console.print(f"copied {escape(data['source'])} → {escape(data['destination'])}: {escape(moved)}")
        if data["verified"]:
            console.print("[green]verified:[/] every table identical row for row; corpus digests "
                          f"content {data['content_digest'][:16]}… state {data['state_digest'][:16]}… match")
        else:
            console.print("[bold red]NOT verified:[/] " + escape(
                ("tables differ: " + ", ".join(data["differing_tables"]) + "; " if data["differing_tables"] else "")
                + ("" if data["corpus_identical"] else "the corpus digests differ")))

    ctx.out.emit(data, render)
    return 0 if report.verified else 1


def cmd_init(ctx) -> int:
    engine = ctx.engine
    data = {"path": str(engine.path), "agent_id": engine.agent_id}
    if ctx.args.dir:
        data.update(soul_dir=ctx.args.dir, **engine.identity.write_soul_templates(ctx.args.dir).to_dict())

    def render(console: Console) -> None:
        console.print(f"store ready at {escape(str(engine.path))}\nagent {engine.agent_id}")
        if ctx.args.dir:
            for name in data["written"]:
                console.print(f"wrote {escape(str(Path(ctx.args.dir) / name))}")
            for name in data["kept"]:
                console.print(f"[dim]kept {escape(str(Path(ctx.args.dir) / name))} (already there)[/]")

    ctx.out.emit(data, render)
    return 0


def cmd_salvage(ctx) -> int:
    """Never opens the damaged store as a store (no migration, no write): it is read row by row."""
    from core.engine import Engine
    from core.paths import StoreURL
    from core.storage import SqliteStore
    from core.storage.salvage import salvage

    source, target = ctx.db_path, Path(ctx.args.new_store).expanduser()
    if isinstance(source, StoreURL):
        raise UsageError("salvage reads a damaged SQLite store file; a PostgreSQL store is checked with "
                         "`memdesk doctor` and restored from a backup (`memdesk restore-backup`)")
    if target.exists() or target.is_symlink():
        raise UsageError(f"{target} already exists; give salvage a new file name, so nothing is overwritten")
    if target.resolve() == source.resolve():
        raise UsageError("the new store must be another file than the damaged one")
    store = SqliteStore(target)
    try:
        data = salvage(source, store)
    finally:
        store.close()
    engine = Engine(target, settings=ctx.settings, actor="human:cli")  # mints an identity if it was lost
    try:
        data["agent_id"] = engine.agent_id
        data["target_integrity"] = engine.store.integrity_check()
    finally:
        engine.close()

    def render(console: Console) -> None:
        memories = data["memories"]
        console.print(f"copied {memories['copied']} memories into {escape(str(target))}; "
                      f"{memories['lost']} could not be read")
        for table, counts in data["tables"].items():
            if table != "memories" and counts["lost"]:
                console.print(f"[dim]{table}: copied {counts['copied']}, lost {counts['lost']}[/]")
        if data["lost"]:
            console.print("[yellow]what was lost is gone from the damaged file; an older backup may hold it "
                          "(`memdesk --db NEW restore-backup FILE` adds what is missing)[/]")
        console.print(f"next: check it with `memdesk --db {escape(str(target))} doctor`, then use it in place "
                      "of the damaged store (keep the damaged file until you are sure)")

    ctx.out.emit(data, render)
    return 0


def cmd_demo(ctx) -> int:
    from core.demo import seed_demo
    from core.paths import demo_db_path

    path = Path(ctx.args.db) if getattr(ctx.args, "db", None) else demo_db_path()
    engine = seed_demo(path, settings=ctx.settings)
    counts = engine.memories.stats().by_status
    engine.close()
    data = {"path": str(path), "by_status": counts}
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    if ctx.args.no_open or ctx.out.json_mode or not interactive:
        ctx.out.emit(data, lambda c: c.print(
            f"demo store seeded at {escape(str(path))}: "
            + ", ".join(f"{n} {s}" for s, n in counts.items() if n)
            + ("" if interactive else "\n(not a terminal, so the workstation was not opened; "
               f"run `memdesk --db {escape(str(path))}` in a terminal)")))
        return 0
    return _run_app(path, ctx)


def open_workstation(ctx) -> int:
    """Bare ``memdesk``: open the workstation on the resolved store."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        ctx.out.error("the workstation needs a terminal; use a command (see `memdesk --help`)", "no_terminal")
        return 2
    return _run_app(ctx.db_path, ctx)


def _run_app(path: Path, ctx) -> int:
    # The only place core names the UI package, imported lazily so the engine stays headless.
    from tui import create_app

    app = create_app(path, ctx.settings)
    app.run()
    return int(app.return_code or 0)


def cmd_doctor(ctx) -> int:
    from core.interfaces.cli.doctor_clients import client_config_checks
    from core.quality.doctor import unopenable_report

    try:
        report = ctx.engine.quality.doctor(fix=ctx.args.fix)
    except StoreError as exc:
        if exc.code != "store_corrupt":
            raise
        report = unopenable_report(ctx.db_path, exc)
    report.checks += client_config_checks(ctx.db_path)

    def render(console: Console) -> None:
        marks = {"ok": "[green]ok  [/]", "warn": "[dark_orange]warn[/]", "fail": "[red]FAIL[/]",
                 "skipped": "[dim]skip[/]"}
        for check in report.checks:
            console.print(f"{marks[check.status]} {check.name:<13} {escape(check.detail)}")
            if check.status != "ok":
                for item in check.items[:10]:
                    if "problem" in item:
                        console.print(f"       {escape(item['problem'])}", soft_wrap=True)
                    elif "content" in item:
                        console.print(f"       #{item['id']} {escape(item['content'][:80])}")
                    elif "path" in item:
                        console.print(f"       {escape(item['path'])}")
                    elif "would_supersede" in item:
                        ids = ", ".join(f"#{t}" for t in item["would_supersede"])
                        console.print(f"       #{item['id']} would supersede {ids}")
        for line in report.fixed:
            console.print(f"[green]fixed:[/] {escape(line)}")

    ctx.out.emit(report.to_dict(), render)
    return 0 if report.ok else 1


def cmd_stats(ctx) -> int:
    data = ctx.engine.memories.stats(namespace=ctx.namespace).to_dict()

    def text() -> str:
        paint = ctx.out.paint
        lines = [f"{paint(counted(data['total'], 'memory', 'memories'), 'bold')} in {data['store']}  "
                 + paint(f"retrieval: {data['retrieval_mode']} · agent {data['agent_id']}", "dim") + "\n"]
        for title, counts in (("status", data["by_status"]), ("kind", data["by_kind"]),
                              ("namespace", data["by_namespace"])):
            table = plain.Table([plain.Column(title), plain.Column("count", justify="right")], title=f"by {title}")
            for key, n in counts.items():
                table.add_row(status_cell(key) if title == "status" else namespace_label(key) if title == "namespace"
                              else key, str(n))
            lines.append(ctx.out.draw(table))
        recall = data["recall"]
        lines.append(f"recalls: {recall['recalls']} ({recall['empty']} returned nothing)\n")
        return "".join(lines)

    ctx.out.emit(data, text=text)
    return 0
