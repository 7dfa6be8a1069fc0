"""Operator decisions: promote, reject, forget, restore, verify, undo, sync."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.errors import UsageError
from core.interfaces.cli import values
from core.interfaces.cli.output import escape
from core.text.normalise import parse_ids

if TYPE_CHECKING:
    from rich.console import Console


def _ids(values) -> list[int]:
    return parse_ids(values)


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("promote", parents=[common], help="believe memories; applies their supersessions")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_promote)

    for name, helptext in (("reject", "mark memories not believed (the rows stay)"),
                           ("forget", "retract promoted memories (undo brings them back)")):
        p = sub.add_parser(name, parents=[common], help=helptext)
        p.add_argument("ids", nargs="+", type=values.memory_id)
        p.add_argument("--reason")
        if name == "reject":
            p.add_argument("--as-rule", dest="as_rule", metavar="PATTERN",
                           help="also hold future captures matching PATTERN (text or re:REGEX) with this reason")
        p.set_defaults(handler=cmd_reject, action=name)

    p = sub.add_parser("restore", parents=[common], help="put superseded or archived memories back as they were")
    p.add_argument("ids", nargs="*", type=values.memory_id)
    p.add_argument("--by", metavar="ID", type=values.memory_id,
                   help="restore everything this memory's promotion retired")
    p.set_defaults(handler=cmd_restore)

    p = sub.add_parser("verify", parents=[common], help="confirm memories are still true (resets their horizon)")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.set_defaults(handler=cmd_verify)

    p = sub.add_parser("undo", parents=[common], help="reverse your newest action (or a named one)")
    p.add_argument("--op", type=values.operation, help="operation number (see `memdesk show ID`)")
    p.add_argument("--any", dest="any_actor", action="store_true",
                   help="also consider agents' captures, not only people's actions")
    p.set_defaults(handler=cmd_undo)

    p = sub.add_parser("sync", parents=[common], help="walk the pending backlog (dry run unless --apply)")
    p.add_argument("--apply", action="store_true", help="promote the low-risk, conflict-free ones")
    p.add_argument("--kind", action="append", type=values.kind, help="only this kind (repeatable)")
    p.add_argument("--limit", type=values.whole(minimum=1), help="look at most at this many")
    p.add_argument("--id", dest="ids", action="append", type=values.memory_id, help="only this id (repeatable)")
    p.set_defaults(handler=cmd_sync)


def cmd_promote(ctx) -> int:
    result = ctx.engine.memories.promote(_ids(ctx.args.ids), reason=ctx.args.reason)

    def render(console: Console) -> None:
        console.print("promoted " + ", ".join(f"[green]#{i}[/]" for i in result.promoted))
        if result.superseded:
            ids = ", ".join(f"#{i}" for i in result.superseded)
            console.print(f"retired from recall: [magenta]{ids}[/]  "
                          f"(memdesk restore --by {result.promoted[-1]} to undo)")
        for message in result.messages:
            console.print(f"[dark_orange]held:[/] {escape(message)}")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_reject(ctx) -> int:
    if getattr(ctx.args, "as_rule", None):
        if not ctx.args.reason:
            raise UsageError("--as-rule needs --reason: it is what people see when the rule holds a capture")
        rejected, rule = ctx.engine.quality.reject_as_rule(_ids(ctx.args.ids), ctx.args.as_rule, reason=ctx.args.reason,
                                                   namespace=ctx.namespace)
        ctx.out.emit({"rejected": rejected, "rule": rule.to_dict()}, lambda c: c.print(
            "rejected " + ", ".join(f"[red]#{i}[/]" for i in rejected)
            + f"; captures matching {escape(repr(rule.pattern))} are now held (rule #{rule.id})"))
        return 0
    engine_call = ctx.engine.memories.forget if ctx.args.action == "forget" else ctx.engine.memories.reject
    rejected = engine_call(_ids(ctx.args.ids), reason=ctx.args.reason)
    ctx.out.emit({"rejected": rejected},
                 lambda c: c.print(("forgot " if ctx.args.action == "forget" else "rejected ")
                                   + (", ".join(f"[red]#{i}[/]" for i in rejected) or "nothing")))
    return 0


def cmd_restore(ctx) -> int:
    if ctx.args.by and ctx.args.ids:
        raise UsageError("give either ids or --by ID, not both")
    if ctx.args.by:
        (by,) = _ids([ctx.args.by])
        restored = ctx.engine.memories.restore_by(by)
    elif ctx.args.ids:
        restored = ctx.engine.memories.restore(_ids(ctx.args.ids))
    else:
        raise UsageError("name the memories to restore, or --by ID")

    def render(console: Console) -> None:
        if restored:
            console.print("restored " + ", ".join(f"[green]#{i}[/]" for i in restored))
        else:
            console.print("[dim]nothing to restore[/]")

    ctx.out.emit({"restored": restored}, render)
    return 0


def cmd_verify(ctx) -> int:
    verified = ctx.engine.memories.verify(_ids(ctx.args.ids))
    ctx.out.emit({"verified": verified},
                 lambda c: c.print("still true: " + ", ".join(f"[green]#{i}[/]" for i in verified)))
    return 0


def cmd_undo(ctx) -> int:
    result = ctx.engine.memories.undo(op=ctx.args.op, any_actor=ctx.args.any_actor)
    ctx.out.emit(result.to_dict(), lambda c: c.print(
        f"undid operation {result.op} ({', '.join(dict.fromkeys(result.actions))}) on "
        + ", ".join(f"#{i}" for i in result.memories)))
    return 0


def cmd_sync(ctx) -> int:
    a = ctx.args
    report = ctx.engine.memories.sync(apply=a.apply, kinds=a.kind, limit=a.limit, ids=_ids(a.ids) if a.ids else None,
                                      namespace=ctx.namespace)

    def render(console: Console) -> None:
        verb = "promoted" if report.applied else "would promote"
        console.print(f"{verb} " + (", ".join(f"#{i}" for i in report.promote) or "nothing"))
        if report.superseded:
            console.print("retired " + ", ".join(f"#{i}" for i in report.superseded))
        for item in report.wait:
            console.print(f"  waits #{item['id']}: {escape(item['reason'])}")
        if not report.applied and report.promote:
            console.print("[dim]dry run: add --apply to promote[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0
