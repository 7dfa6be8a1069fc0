"""Pins: pin, unpin and pins (pinned memories are recalled first and always in context)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.agents.results import UnpinResult
from core.interfaces.cli import values
from core.interfaces.cli.output import memory_table
from core.text.normalise import parse_ids

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    for name, helptext in (("pin", "pin promoted memories: recalled first, always in context"),
                           ("unpin", "take the pin off memories")):
        p = sub.add_parser(name, parents=[common], help=helptext)
        p.add_argument("ids", nargs="+", type=values.memory_id)
        p.add_argument("--reason")
        p.set_defaults(handler=cmd_pin, unpin=name == "unpin")

    p = sub.add_parser("pins", parents=[common], help="list pinned memories and the quota")
    p.add_argument("--all-ns", action="store_true", help="every namespace")
    p.set_defaults(handler=cmd_pins)


def cmd_pin(ctx) -> int:
    """``pin`` and ``unpin`` (``ctx.args.unpin`` tells which)."""
    unpin = ctx.args.unpin
    ids = parse_ids(ctx.args.ids)
    agents = ctx.engine.agents
    result = agents.unpin(ids, reason=ctx.args.reason) if unpin else agents.pin(ids, reason=ctx.args.reason)
    changed = result.unpinned if isinstance(result, UnpinResult) else result.pinned
    done, unchanged = ("unpinned", "was not pinned") if unpin else ("pinned", "was already pinned")

    def render(console: Console) -> None:
        for memory_id in changed:
            console.print(f"{done} [cyan]#{memory_id}[/]")
        for memory_id in result.already:
            console.print(f"[dim]#{memory_id} {unchanged}[/]")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_pins(ctx) -> int:
    namespace = None if ctx.args.all_ns else (ctx.namespace or "")
    pinned = ctx.engine.agents.pins(namespace)
    quota = ctx.engine.agents.pin_quota()
    data = {"pins": [m.to_dict() for m in pinned], "quota": quota, "namespace": namespace}

    def render(console: Console) -> None:
        if not pinned:
            console.print("[dim]nothing is pinned; `memdesk pin ID` pins a promoted memory[/]")
            return
        ctx.out.write(ctx.out.draw(memory_table(pinned, title=f"pinned (quota {quota} per namespace)")))

    ctx.out.emit(data, render)
    return 0
