"""``context``: the memdesk block of promoted memories, printed or written into agent files.

A hook runs ``memdesk context`` at every session start, so this module loads nothing
but what printing the block needs (the importers and their YAML parser stay unloaded).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.errors import MemdeskError
from core.interfaces.cli import values
from core.interfaces.cli.output import escape

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("context", parents=[common],
                       help="render promoted memories as the memdesk block (or write it into CLAUDE.md/AGENTS.md)")
    p.add_argument("--budget", type=values.whole(minimum=1), metavar="CHARS",
                   help="character budget (default [recall] budget_chars)")
    p.add_argument("--write", action="append", metavar="FILE",
                   help="put the block into FILE (repeatable): CLAUDE.md, AGENTS.md, .cursor/rules/memdesk.mdc")
    p.add_argument("--soul-dir", metavar="DIR", help="quote SOUL.md and IDENTITY.md from DIR inside the block")
    p.set_defaults(handler=cmd_context)


def cmd_context(ctx) -> int:
    a = ctx.args
    ns = ctx.namespace or ""
    if not a.write:
        if a.soul_dir:
            block = ctx.engine.interop.render_context(namespace=ns, budget_chars=a.budget, soul_dir=a.soul_dir)
        else:  # what a session-start hook runs: the retrieval service alone, no importers loaded
            block = ctx.engine.retrieval.context_block(namespace=ns, budget_chars=a.budget)
        ctx.out.emit({"block": block, "namespace": ns, "files": []}, text=block)
        return 0
    files: list[dict] = []
    failed = 0
    for path in a.write:
        try:
            written = ctx.engine.interop.write_context([path], namespace=ns, budget_chars=a.budget,
                                                       soul_dir=a.soul_dir)
            files.extend(result.to_dict() for result in written)
        except MemdeskError as exc:
            failed += 1
            files.append({"path": path, "action": "refused", "error": exc.message, "code": exc.code})

    def render(console: Console) -> None:
        for file in files:
            if file["action"] == "refused":
                console.print(f"[red]refused[/] {escape(file['path'])}: {escape(file['error'])}")
            else:
                console.print(f"{escape(file['path'])}: {file['action']}")

    ctx.out.emit({"namespace": ns, "files": files}, render)
    return 1 if failed else 0
