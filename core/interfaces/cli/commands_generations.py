"""Identity, generations, backup and restore: agent, generation …, backup, restore-backup.

Every command works offline on the store file. The CLI is the only place that
reads files for these features (a manifest, a canary file, the soul directory);
the engine is handed their contents, never a path to open.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from core.errors import UsageError, ValidationError
from core.identity.manifest import MAX_MANIFEST_BYTES
from core.identity.soul import read_soul_dir
from core.interfaces.cli import values
from core.interfaces.cli.output import counted, escape, short

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

MAX_CANARY_FILE_BYTES = 256 * 1024
CHECK_STYLES = {"pass": "green", "fail": "bold red", "skipped": "grey50", "recorded": "cyan"}
GENERATION_STYLES = {"staged": "yellow", "sealed": "cyan", "validated": "blue", "promoted": "green",
                     "rejected": "red"}
MARK_LABELS = {"forced": "[dark_orange]forced[/]", "rolled_back": "[magenta]rolled back[/]",
               "rollback_target": "[magenta]rollback target[/]", "rejected": "[red]rejected[/]"}


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("agent", parents=[common], help="the permanent agent id and the current generation")
    p.set_defaults(handler=cmd_agent)

    p = sub.add_parser("backup", parents=[common], help="write the whole store to a versioned JSON file")
    p.add_argument("file", help="where to write the backup")
    p.add_argument("--force", action="store_true", help="replace the file if it exists")
    p.set_defaults(handler=cmd_backup)

    p = sub.add_parser("restore-backup", parents=[common],
                       help="restore a backup file (checked whole first; all or nothing)")
    p.add_argument("file", help="the backup to restore")
    p.set_defaults(handler=cmd_restore_backup)

    gen = sub.add_parser("generation", parents=[common], help="record, check and promote generations of the agent")
    gen.set_defaults(handler=_missing_subcommand)
    verbs = gen.add_subparsers(dest="generation_command", metavar="ACTION")

    p = verbs.add_parser("list", parents=[common], help="the lineage, current generation marked")
    p.set_defaults(handler=cmd_list)
    p = verbs.add_parser("show", parents=[common], help="one generation in full")
    p.add_argument("id", type=values.generation_id)
    p.set_defaults(handler=cmd_show)
    p = verbs.add_parser("create", parents=[common], help="stage a new generation")
    p.add_argument("--parent", type=values.generation_id, help="parent generation (default: the current one)")
    p.add_argument("--label", help="a short name for people")
    p.add_argument("--manifest", metavar="FILE", help="JSON manifest: inference, runtime, hardware, …")
    p.set_defaults(handler=cmd_create)
    p = verbs.add_parser("seal", parents=[common], help="record digests of the memories and soul files")
    p.add_argument("id", type=values.generation_id)
    p.add_argument("--soul-dir", metavar="DIR", help="folder holding SOUL.md, IDENTITY.md, MEMORY.md")
    p.add_argument("--probe", metavar="QUERY", nargs="+", action="extend", default=[],
                   help="recall queries that must still find the same memory when validating")
    p.add_argument("--canary", metavar="FILE", help='JSON list of {"question", "expect"} the store must answer')
    p.set_defaults(handler=cmd_seal)
    p = verbs.add_parser("validate", parents=[common], help="run the continuity checks (exit 1 if any fails)")
    p.add_argument("id", type=values.generation_id)
    p.add_argument("--soul-dir", metavar="DIR", help="compare these soul files with the sealed digests")
    p.set_defaults(handler=cmd_validate)
    p = verbs.add_parser("promote", parents=[common], help="make a validated generation current")
    p.add_argument("id", type=values.generation_id)
    p.add_argument("--force", action="store_true", help="promote without a passing validation (recorded)")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_promote)
    p = verbs.add_parser("reject", parents=[common], help="reject a generation that is not current")
    p.add_argument("id", type=values.generation_id)
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_reject)
    p = verbs.add_parser("rollback", parents=[common], help="make an earlier promoted generation current again")
    p.add_argument("id", type=values.generation_id)
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_rollback)
    p = verbs.add_parser("diff", parents=[common], help="compare two generations")
    p.add_argument("a", type=values.generation_id)
    p.add_argument("b", type=values.generation_id)
    p.set_defaults(handler=cmd_diff)


def _missing_subcommand(ctx) -> int:
    raise UsageError("name an action: memdesk generation {list,show,create,seal,validate,promote,reject,"
                     "rollback,diff} (see `memdesk generation --help`)")


def _read_capped(path: str, limit: int, what: str) -> bytes:
    """Read at most ``limit + 1`` bytes so an oversized file is refused without loading it."""
    try:
        with open(path, "rb") as handle:
            return handle.read(limit + 1)
    except OSError as exc:
        raise ValidationError(f"cannot read the {what} {path}: {exc.strerror}", code=f"invalid_{what}") from None


def _soul(ctx) -> dict[str, bytes] | None:
    return read_soul_dir(ctx.args.soul_dir) if ctx.args.soul_dir else None


def _status(status: str) -> str:
    return f"[{GENERATION_STYLES.get(status, 'white')}]{status}[/]"


def _checks_table(checks: dict) -> Table:
    from rich.table import Table

    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column("check", style="bold")
    table.add_column("status")
    table.add_column("detail")
    for name, check in checks.items():
        table.add_row(name, f"[{CHECK_STYLES.get(check['status'], 'white')}]{check['status']}[/]",
                      escape(check["detail"]))
    return table


def cmd_agent(ctx) -> int:
    data = ctx.engine.identity.agent().to_dict()
    current = data["current_generation"]
    ctx.out.emit(data, lambda c: c.print(
        f"agent        {data['agent_id']}\ncreated      {data['created_at']}\n"
        f"current      {'generation ' + str(current) if current else '[dim]no generation promoted yet[/]'}\n"
        f"generations  {data['generations']}"))
    return 0


def cmd_backup(ctx) -> int:
    data = ctx.engine.interop.backup(ctx.args.file, overwrite=ctx.args.force).to_dict()
    counts = data["counts"]
    ctx.out.emit(data, lambda c: c.print(
        f"backed up {counted(data['memories'], 'memory', 'memories')}, {counted(counts['generations'], 'generation')} "
        f"and {counted(counts['migration_log'], 'log entry', 'log entries')} to {escape(data['path'])}"))
    return 0


def cmd_restore_backup(ctx) -> int:
    data = ctx.engine.interop.restore_backup(ctx.args.file).to_dict()

    def render(console: Console) -> None:
        added, skipped = data["added"], data["skipped"]
        console.print(f"restored {counted(data['restored'], 'memory', 'memories')}, "
                      f"{counted(added['generations'], 'generation')}, "
                      f"{counted(added['migration_log'], 'log entry', 'log entries')} for agent {data['agent_id']}")
        if data["adopted_identity"]:
            console.print("[dim]this fresh store took on the backup's identity[/]")
        if any(skipped.values()):
            console.print(f"[dim]already here, left as they are: {counted(skipped['memories'], 'memory', 'memories')}, "
                          f"{counted(skipped['generations'], 'generation')}, "
                          f"{counted(skipped['migration_log'], 'log entry', 'log entries')}[/]")

    ctx.out.emit(data, render)
    return 0


def cmd_list(ctx) -> int:
    from rich.table import Table

    data = ctx.engine.generations.list().to_dict()

    def render(console: Console) -> None:
        if not data["generations"]:
            console.print("[dim]no generations yet; `memdesk generation create --label L` stages one[/]")
            return
        table = Table(header_style="bold")
        for column in ("", "id", "parent", "label", "status", "validated", "marks"):
            table.add_column(column)
        for row in data["generations"]:
            validated = {None: "[dim]–[/]", True: "[green]pass[/]", False: "[red]fail[/]"}[row["validated"]]
            marks = " ".join(MARK_LABELS[m] for m in row["marks"] if m in MARK_LABELS)
            table.add_row("[bold green]●[/]" if row["current"] else "", str(row["id"]),
                          str(row["parent"] or "–"), escape(row["label"]), _status(row["status"]), validated, marks)
        console.print(table)

    ctx.out.emit(data, render)
    return 0


def cmd_show(ctx) -> int:
    data = ctx.engine.generations.show(ctx.args.id).to_dict()

    def render(console: Console) -> None:
        current = " [bold green](current)[/]" if data["current"] else ""
        console.print(f"[bold]generation {data['id']}[/] {escape(data['label'])} {_status(data['status'])}{current}")
        console.print(f"parent {data['parent'] or '–'} · created {data['created_at']} · uid {data['uid']}")
        console.print("manifest " + escape(json.dumps(data["manifest"], ensure_ascii=False)))
        seal = data["seal"]
        if seal:
            console.print(f"sealed {data['sealed_at']}: {seal['records']} records"
                          f" · content {seal['content_digest'][:16]}"
                          f" · state {seal['state_digest'][:16]} · soul {', '.join(seal['soul']) or 'none'}"
                          f" · {len(seal['probes'])} probes · {len(seal['canaries'])} canaries")
        if data["validation"]:
            verdict = "[green]passed[/]" if data["validation"]["passed"] else "[red]failed[/]"
            console.print(f"last validation {data['validated_at']}: {verdict}")
            console.print(_checks_table(data["validation"]["checks"]))
        for entry in data["log"]:
            forced = " [dark_orange](forced)[/]" if entry["forced"] else ""
            action = entry["action"]
            if action == "rolled_back":
                action = f"rolled back from {entry['from_generation']} to {entry['generation_id']}"
            console.print(f"[dim]{entry['ts']}[/] {action}{forced} by {escape(entry['actor'])}"
                          + (f" — {escape(entry['reason'])}" if entry["reason"] else ""))

    ctx.out.emit(data, render)
    return 0


def cmd_create(ctx) -> int:
    manifest = _read_capped(ctx.args.manifest, MAX_MANIFEST_BYTES, "manifest") if ctx.args.manifest else None
    data = ctx.engine.generations.create(parent=ctx.args.parent, label=ctx.args.label, manifest=manifest).to_dict()
    ctx.out.emit(data, lambda c: c.print(
        f"staged generation {data['generation']}" + (f" (parent {data['parent']})" if data["parent"] else "")
        + f"\nnext: memdesk generation seal {data['generation']} --soul-dir DIR"))
    return 0


def cmd_seal(ctx) -> int:
    canaries = None
    if ctx.args.canary:
        raw = _read_capped(ctx.args.canary, MAX_CANARY_FILE_BYTES, "canary")
        if len(raw) > MAX_CANARY_FILE_BYTES:
            raise ValidationError(f"the canary file is over {MAX_CANARY_FILE_BYTES // 1024} KB", code="invalid_canary")
        try:
            canaries = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValidationError(f"the canary file is not JSON ({exc})", code="invalid_canary") from None
        except RecursionError:
            raise ValidationError("the canary file nests JSON too deeply", code="invalid_canary") from None
    data = ctx.engine.generations.seal(ctx.args.id, soul=_soul(ctx), probes=ctx.args.probe, canaries=canaries,
                                      namespace=ctx.namespace or "").to_dict()
    ctx.out.emit(data, lambda c: c.print(
        f"sealed generation {data['generation']}: {data['records']} records\n"
        f"  content digest {data['content_digest']}\n  state digest   {data['state_digest']}\n"
        f"  soul files     {', '.join(data['soul']) or 'none'}\n"
        f"  probes {data['probes']} · canaries {data['canaries']}"))
    return 0


def cmd_validate(ctx) -> int:
    data = ctx.engine.generations.validate(ctx.args.id, soul=_soul(ctx)).to_dict()

    def render(console: Console) -> None:
        console.print(_checks_table(data["checks"]))
        if data["passed"]:
            console.print(f"generation {data['generation']}: [green]continuity verified[/]")
        else:
            console.print(f"generation {data['generation']}: [bold red]continuity failed[/] — promotion is refused "
                          "until it validates (or --force)")

    ctx.out.emit(data, render)
    return 0 if data["passed"] else 1


def cmd_promote(ctx) -> int:
    data = ctx.engine.generations.promote(ctx.args.id, force=ctx.args.force, reason=ctx.args.reason).to_dict()
    forced = " [dark_orange](forced: recorded on the migration log)[/]" if data["forced"] else ""
    ctx.out.emit(data, lambda c: c.print(f"generation {data['generation']} is current{forced}"))
    return 0


def cmd_reject(ctx) -> int:
    data = ctx.engine.generations.reject(ctx.args.id, reason=ctx.args.reason).to_dict()
    ctx.out.emit(data, lambda c: c.print(f"generation {data['generation']} [red]rejected[/]"))
    return 0


def cmd_rollback(ctx) -> int:
    data = ctx.engine.generations.rollback(ctx.args.id, reason=ctx.args.reason).to_dict()
    ctx.out.emit(data, lambda c: c.print(
        f"rolled back to generation {data['generation']} (from {data['from']}); no memory was touched"))
    return 0


def _value(value) -> str:
    return escape(json.dumps(value, ensure_ascii=False)) if value is not None else "–"


def cmd_diff(ctx) -> int:
    data = ctx.engine.generations.diff(ctx.args.a, ctx.args.b).to_dict()

    def render(console: Console) -> None:
        console.print(f"[bold]generation {data['from']} → generation {data['to']}[/]")
        agent = data["agent_id"]
        console.print(f"agent_id  {'unchanged' if agent['unchanged'] else '[red]differs[/]'}  {agent['to'] or '–'}")
        console.print("[bold]manifest[/]" + ("" if data["manifest"] else "  [dim]unchanged[/]"))
        for change in data["manifest"]:
            console.print(f"  {escape(change['path'])}: [red]{_value(change['old'])}[/] → "
                          f"[green]{_value(change['new'])}[/]")
        for name, soul in data["soul"].items():
            console.print(f"[bold]{name}[/]  {soul['status'].replace('_', ' ')}")
            for line in soul["diff"]:
                style = "green" if line.startswith("+") else "red" if line.startswith("-") else "dim"
                console.print(f"  [{style}]{escape(line)}[/]")
        memories = data["memories"]
        if not memories["compared"]:
            console.print(f"[bold]memories[/]  [dim]{escape(memories['note'])}[/]")
            return
        counts = memories["counts"]
        console.print(f"[bold]memories[/]  {counts['from']} → {counts['to']} records")
        for group, style in (("added", "green"), ("removed", "red"), ("edited", "yellow"),
                             ("superseded", "magenta"), ("restored", "green"), ("state_changed", "cyan")):
            # People read ids in order; uids (the JSON's order) say nothing to them.
            for uid in sorted(memories[group], key=lambda u: memories["details"].get(u, {}).get("id") or 0):
                detail = memories["details"].get(uid, {})
                label = f"#{detail['id']}" if detail.get("id") else uid[:8]
                text = (escape(short(detail["content"], 80)) if detail.get("content")
                        else "[dim](no longer in the store)[/]")
                console.print(f"  [{style}]{group.replace('_', ' '):<13}[/] {label}  {text}")

    ctx.out.emit(data, render)
    return 0

