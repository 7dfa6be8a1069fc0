"""Memories from files, and what follows their sources: import-jsonl, watch (a folder), retire-ref."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.agents.batch import MAX_BATCH, BatchError
from core.errors import MemdeskError, UsageError, ValidationError
from core.interfaces.cli import values
from core.interfaces.cli.output import counted, escape, status_text

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("import-jsonl", parents=[common],
                       help=f"stage memories from a JSON Lines file, {MAX_BATCH} per all-or-nothing batch")
    p.add_argument("file", help="one JSON object per line: content plus any remember field, and links ('-' = stdin)")
    p.add_argument("--dry-run", action="store_true", help="check every batch; store nothing")
    p.set_defaults(handler=cmd_import_jsonl)

    p = sub.add_parser("retire-ref", parents=[common],
                       help="a source was deleted: stage retirement of what cites only it, strip it from the rest")
    p.add_argument("ref_type", metavar="TYPE", help="the ref type, e.g. file, document, url")
    p.add_argument("ref_id", metavar="ID", help="the ref id as memories cite it")
    p.add_argument("--dry-run", action="store_true", help="show what would happen; change nothing")
    p.add_argument("--apply", action="store_true",
                   help="also retire what is staged for this source (pending → rejected, live → archived)")
    p.set_defaults(handler=cmd_retire_ref)

    p = sub.add_parser("watch", parents=[common],
                       help="stage new or changed text/Markdown files in a folder as pending memories")
    p.add_argument("dir", help="the folder to watch")
    p.add_argument("--once", action="store_true", help="scan once and exit")
    p.add_argument("--interval", type=values.number(minimum=0, maximum=86_400, open_below=True), metavar="SECONDS",
                   help="seconds between scans (default [watch])")
    p.add_argument("--dry-run", action="store_true", help="with --once: show what would be staged")
    p.set_defaults(handler=cmd_watch)


# -- import-jsonl ------------------------------------------------------------------------


def _read_lines(name: str) -> list[tuple[int, str]]:
    if name == "-":
        text = sys.stdin.read()
    else:
        path = Path(name).expanduser()
        if not path.is_file():
            raise ValidationError(f"{name} is not a file; give a JSON Lines file", code="invalid_path")
        text = path.read_text(encoding="utf-8")
    return [(number, line) for number, line in enumerate(text.splitlines(), start=1) if line.strip()]


def _parse(line: str, number: int, defaults: dict[str, Any]) -> tuple[Any, str | None]:
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        return None, f"line {number} is not JSON ({exc.msg})"
    except RecursionError:
        return None, f"line {number} nests deeper than memdesk reads; give each item's fields a few levels deep"
    if isinstance(item, dict):
        item = {**defaults, **item}
    return item, None


def _localise_links(item: Any, offset: int, stored: dict[int, int]) -> str | None:
    """Turn file-wide ``ref_index`` into this batch's numbering, or into the id an earlier batch stored."""
    links = item.get("links") if isinstance(item, dict) else None
    if not isinstance(links, list):
        return None
    localised = []
    for link in links:
        ref = link.get("ref_index") if isinstance(link, dict) else None
        if isinstance(ref, int) and not isinstance(ref, bool) and 0 <= ref < offset:
            if ref not in stored:
                return f"links to item {ref}, whose batch was not stored"
            link = {**{k: v for k, v in link.items() if k != "ref_index"}, "id": stored[ref]}
        elif isinstance(ref, int) and not isinstance(ref, bool) and ref >= offset:
            link = {**link, "ref_index": ref - offset}
        localised.append(link)
    item["links"] = localised
    return None


def cmd_import_jsonl(ctx) -> int:
    a = ctx.args
    lines = _read_lines(a.file)
    if not lines:
        raise ValidationError(f"{a.file} holds no items; write one JSON object per line", code="empty_batch")
    defaults = {"namespace": ctx.namespace or "", "source": f"import:{Path(a.file).name}"[:120]}
    stored: dict[int, int] = {}
    batches = []
    for number, offset in enumerate(range(0, len(lines), MAX_BATCH), start=1):
        chunk = lines[offset:offset + MAX_BATCH]
        items, early = [], {}
        for local, (line_number, line) in enumerate(chunk):
            item, problem = _parse(line, line_number, defaults)
            problem = problem or _localise_links(item, offset, stored)
            if problem:
                early[local] = problem
            items.append(item if not problem else None)
        batches.append(_run_batch(ctx.engine, number, offset, chunk, items, early, a.dry_run, stored))
    data = {"file": a.file, "batches": batches, "stored": sum(b["stored"] for b in batches),
            "refused": sum(1 for b in batches if b["status"] == "refused"), "dry_run": a.dry_run}
    ctx.out.emit(data, lambda c: _render_import(c, data))
    return 1 if data["refused"] else 0


def _run_batch(engine, number: int, offset: int, chunk, items, early: dict[int, str], dry_run: bool,
               stored: dict[int, int]) -> dict[str, Any]:
    view = {"batch": number, "first": offset, "last": offset + len(chunk) - 1,
            "lines": [chunk[0][0], chunk[-1][0]], "ids": [], "stored": 0, "links": 0, "problems": []}
    try:
        result = engine.memories.remember_batch(items, dry_run=dry_run or bool(early))
    except BatchError as exc:
        problems = {p["index"]: p for p in exc.problems}
    except MemdeskError as exc:  # refused as a whole (e.g. two items are one fact and link to each other)
        view.update(status="refused", problems=[{"index": None, "line": None, "error": exc.message,
                                                 "code": exc.code}])
        return view
    else:
        problems = {}
        if not early:
            view.update(status="valid" if dry_run else "stored", ids=[r.id for r in result.items],
                        stored=sum(1 for r in result.items if r.created), links=result.new_links,
                        notes=[{"index": offset + i, "line": chunk[i][0], "note": r.note}
                               for i, r in enumerate(result.items) if r.note])
            stored.update({offset + i: r.id for i, r in enumerate(result.items)})
            return view
    for local, message in early.items():
        problems[local] = {"index": local, "error": message, "code": "invalid_item"}
    view["status"] = "refused"
    view["problems"] = [{**p, "index": offset + local, "line": chunk[local][0]}
                        for local, p in sorted(problems.items())]
    return view


def _render_import(console: Console, data: dict) -> None:
    for batch in data["batches"]:
        first_line, last_line = batch["lines"]
        where = f"batch {batch['batch']} (items {batch['first']}–{batch['last']}, lines {first_line}–{last_line})"
        if batch["status"] == "refused":
            console.print(f"[red]refused[/] {where}: nothing from it was stored")
            for problem in batch["problems"]:
                where = f"item {problem['index']} (line {problem['line']}): " if problem["index"] is not None else ""
                console.print(f"  {where}{escape(problem['error'])}")
        elif batch["status"] == "valid":
            console.print(f"[green]valid[/] {where}")
        else:
            known = len(batch["ids"]) - batch["stored"]
            console.print(f"[green]stored[/] {where}: {batch['stored']} new as pending"
                          + (f", {known} already known" if known else "")
                          + (f", {counted(batch['links'], 'new link')}" if batch["links"] else ""))
            for note in batch.get("notes", []):  # what capture changed in an item's text, never unsaid
                console.print(f"  [yellow]note[/] item {note['index']} (line {note['line']}): {escape(note['note'])}")
    if data["dry_run"]:
        console.print("[dim]dry run: nothing was stored[/]")


# -- retire-ref --------------------------------------------------------------------------


def cmd_retire_ref(ctx) -> int:
    a = ctx.args
    if a.dry_run and a.apply:
        raise UsageError("--dry-run and --apply contradict each other; choose one")
    report = ctx.engine.agents.retire_ref(a.ref_type, a.ref_id, namespace=ctx.namespace, dry_run=a.dry_run,
                                         apply=a.apply)
    data = report.to_dict()

    def render(console: Console) -> None:
        source = escape(f"{report.ref['type']} {report.ref['id']}")
        verb = "would be" if report.dry_run else "were"
        if not any((report.staged, report.already_staged, report.unreferenced, report.untouched, report.applied)):
            console.print(f"no memory cites {source}")
        for item in report.staged:
            proposal = f" (proposal {item['proposal']})" if item["proposal"] else ""
            console.print(f"#{item['id']} {status_text(item['status'])} cites only {source}: staged for retirement"
                          f"{proposal}; applying it leaves it {item['retires_to']}")
        for item in report.already_staged:
            console.print(f"[dim]#{item['id']} was already staged (proposal {item['proposal']})[/]")
        if report.unreferenced:
            ids = ", ".join(f"#{i}" for i in report.unreferenced)
            console.print(f"{ids} {verb} kept: they cite other sources and lose only {source}")
        for item in report.applied:
            state = "proposal expired, nothing retired" if item["expired"] else status_text(item["status"])
            console.print(f"#{item['id']}: {state}")
        if report.untouched:
            ids = ", ".join(f"#{i['id']} ({i['status']})" for i in report.untouched)
            console.print(f"[dim]left as they are (not live): {ids}[/]")
        if report.staged and not report.dry_run and not a.apply:
            console.print(f"[dim]nothing is retired until a person applies it: `memdesk retire-ref "
                          f"{escape(a.ref_type)} {escape(a.ref_id)} --apply`, or accept the proposals in the "
                          "workstation; `memdesk undo` reverses this[/]")

    ctx.out.emit(data, render)
    return 0


# -- watch -------------------------------------------------------------------------------


def cmd_watch(ctx) -> int:
    a = ctx.args
    namespace = ctx.namespace or ""
    if a.once:
        report = ctx.engine.agents.watch_scan(a.dir, namespace=namespace, dry_run=a.dry_run)
        ctx.out.emit(report.to_dict(), lambda c: _render_scan(c, report.to_dict(), quiet=False))
        return 1 if any(f["status"] == "refused" for f in report.to_dict()["files"]) else 0
    if ctx.out.json_mode or a.dry_run:
        raise UsageError("--json and --dry-run need --once: without it watch runs until interrupted")
    settings = ctx.engine.agents.watch_settings()
    interval = a.interval if a.interval is not None else settings.interval_seconds
    if interval <= 0:
        raise UsageError("--interval must be more than 0 seconds")
    console = ctx.out.console
    console.print(f"watching {escape(str(Path(a.dir).expanduser()))} every {interval:g}s (Ctrl-C stops)")
    reported: set[tuple[str, str, str | None]] = set()
    scans = 0
    try:
        while True:
            data = ctx.engine.agents.watch_scan(a.dir, namespace=namespace,
                                               settle_seconds=settings.settle_seconds).to_dict()
            fresh = [f for f in data["files"] if f["status"] not in ("unchanged", "settling")
                     and (f["path"], f["status"], f["reason"]) not in reported]
            reported.update((f["path"], f["status"], f["reason"]) for f in fresh if f["status"] != "staged")
            _render_scan(console, {**data, "files": fresh}, quiet=True)
            scans += 1
            time.sleep(interval)
    except KeyboardInterrupt:
        console.print(f"[dim]stopped after {scans} scans[/]")
    return 0


def _render_scan(console: Console, data: dict, *, quiet: bool) -> None:
    for item in data["files"]:
        path = escape(item["path"])
        if item["status"] == "staged":
            ids = ", ".join(f"#{i}" for i in item["staged"]) or escape(item["reason"] or "")
            known = f" ({len(item['known'])} already known)" if item["known"] else ""
            console.print(f"[green]staged[/] {path}: {ids}{known}")
            if item["staged"] and item["reason"]:  # what capture removed from the file's text, said
                console.print(f"  [dark_orange]{escape(item['reason'])}[/]")
        elif item["status"] == "refused":
            console.print(f"[red]refused[/] {path}: {escape(item['reason'] or '')}")
        elif item["status"] == "skipped":
            console.print(f"[dim]skipped {path}: {escape(item['reason'] or '')}[/]")
        elif not quiet:
            console.print(f"[dim]unchanged {path}[/]")
    if not quiet:
        staged = len(data["staged"])
        console.print(f"{counted(staged, 'pending memory', 'pending memories')} staged from {escape(data['root'])}"
                      + (" (dry run)" if data["dry_run"] else "")
                      + (f"; {data['ignored']} hidden or non-text entries ignored" if data["ignored"] else ""))
